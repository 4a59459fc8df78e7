#include "phones/Crypto.hpp"

#include "language/Translate.hpp"

#include <sodium.h>

#include <array>

namespace heist::phones {

namespace {
constexpr std::size_t kKeyBytes = crypto_secretbox_KEYBYTES;
static_assert(kKeyBytes == 32 && crypto_secretbox_NONCEBYTES == 24);

const unsigned char* bytes(std::string_view s) { return reinterpret_cast<const unsigned char*>(s.data()); }
unsigned char* bytes(std::string& s) { return reinterpret_cast<unsigned char*>(s.data()); }
} // namespace

void ensureSodium() {
    // sodium_init is itself thread-safe and idempotent; the static only saves the call.
    static const bool ok = sodium_init() >= 0;
    if (!ok)
        throw PhoneError(tr("The phones' encryption could not start (libsodium)."));
}

std::string base64url(std::string_view in) {
    ensureSodium();
    constexpr int variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
    std::string out(sodium_base64_ENCODED_LEN(in.size(), variant), '\0');
    sodium_bin2base64(out.data(), out.size(), bytes(in), in.size(), variant);
    out.resize(out.size() - 1); // the terminating NUL
    return out;
}

std::optional<std::string> fromBase64url(std::string_view text) {
    ensureSodium();
    std::string out(text.size() * 3 / 4 + 1, '\0');
    std::size_t length = 0;
    const char* end = nullptr;
    // No characters ignored: libsodium then refuses anything outside the alphabet, padding in
    // this variant, and leftover bits that are not zero (a second spelling of the same bytes).
    if (sodium_base642bin(bytes(out), out.size(), text.data(), text.size(), nullptr, &length, &end,
                          sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0)
        return std::nullopt;
    if (end != text.data() + text.size())
        return std::nullopt;
    out.resize(length);
    return out;
}

std::string randomBytes(std::size_t count) {
    ensureSodium();
    std::string out(count, '\0');
    randombytes_buf(out.data(), count);
    return out;
}

KeyPair::~KeyPair() {
    if (!secretKey.empty())
        sodium_memzero(secretKey.data(), secretKey.size());
}

KeyPair newKeyPair() {
    ensureSodium();
    static_assert(crypto_box_PUBLICKEYBYTES == 32 && crypto_box_SECRETKEYBYTES == 32 && crypto_box_BEFORENMBYTES == 32);
    KeyPair pair;
    pair.publicKey.assign(crypto_box_PUBLICKEYBYTES, '\0');
    pair.secretKey.assign(crypto_box_SECRETKEYBYTES, '\0');
    crypto_box_keypair(bytes(pair.publicKey), bytes(pair.secretKey));
    return pair;
}

std::string publicKeyOf(std::string_view secretKey) {
    ensureSodium();
    if (secretKey.size() != crypto_box_SECRETKEYBYTES)
        throw PhoneError("A phone key has the wrong length.");
    std::string out(crypto_box_PUBLICKEYBYTES, '\0');
    crypto_scalarmult_base(bytes(out), bytes(secretKey));
    return out;
}

std::optional<std::string> sharedKey(std::string_view theirPublic, std::string_view mySecret) {
    ensureSodium();
    if (theirPublic.size() != crypto_box_PUBLICKEYBYTES || mySecret.size() != crypto_box_SECRETKEYBYTES)
        return std::nullopt;
    std::string out(crypto_box_BEFORENMBYTES, '\0');
    if (crypto_box_beforenm(bytes(out), bytes(theirPublic), bytes(mySecret)) != 0) {
        sodium_memzero(out.data(), out.size());
        return std::nullopt;
    }
    return out;
}

std::string claimProof(std::string_view seatKey, std::string_view challenge, std::string_view device) {
    ensureSodium();
    static constexpr std::string_view label = "heist-table claim v2";
    crypto_hash_sha512_state state;
    crypto_hash_sha512_init(&state);
    for (std::string_view part : {label, seatKey, challenge, device})
        crypto_hash_sha512_update(&state, bytes(part), part.size());
    std::array<unsigned char, crypto_hash_sha512_BYTES> digest{};
    crypto_hash_sha512_final(&state, digest.data());
    std::string proof(reinterpret_cast<const char*>(digest.data()), 32);
    sodium_memzero(digest.data(), digest.size());
    sodium_memzero(&state, sizeof state);
    return proof;
}

std::string pad(std::string_view plaintext, std::size_t size) {
    ensureSodium();
    if (size == 0)
        throw PhoneError("A padding size of 0.");
    std::string out(plaintext);
    out.resize((plaintext.size() / size + 1) * size);
    std::size_t padded = 0;
    if (sodium_pad(&padded, bytes(out), plaintext.size(), size, out.size()) != 0 || padded != out.size())
        throw PhoneError("A box could not be padded.");
    return out;
}

std::optional<std::string> unpad(std::string_view padded, std::size_t size) {
    ensureSodium();
    if (size == 0 || padded.empty() || padded.size() % size != 0)
        return std::nullopt;
    std::size_t length = 0;
    if (sodium_unpad(&length, bytes(padded), padded.size(), size) != 0)
        return std::nullopt;
    return std::string(padded.substr(0, length));
}

std::string box(std::string_view plaintext, std::string_view key) {
    ensureSodium();
    if (key.size() != kKeyBytes)
        throw PhoneError("A phone key has the wrong length.");
    std::string out = randomBytes(crypto_secretbox_NONCEBYTES);
    out.resize(crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + plaintext.size());
    unsigned char* nonce = bytes(out);
    crypto_secretbox_easy(nonce + crypto_secretbox_NONCEBYTES, bytes(plaintext), plaintext.size(), nonce, bytes(key));
    return out;
}

std::optional<std::string> openBox(std::string_view sealed, std::string_view key) {
    ensureSodium();
    constexpr std::size_t overhead = crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES;
    if (key.size() != kKeyBytes || sealed.size() < overhead)
        return std::nullopt;
    std::string plain(sealed.size() - overhead, '\0');
    const unsigned char* nonce = bytes(sealed);
    if (crypto_secretbox_open_easy(bytes(plain), nonce + crypto_secretbox_NONCEBYTES,
                                   sealed.size() - crypto_secretbox_NONCEBYTES, nonce, bytes(key)) != 0)
        return std::nullopt;
    return plain;
}

SeatCredentials newSeatCode(int seat, const std::string& name) {
    SeatCredentials code;
    code.seat = seat;
    code.name = name;
    code.key = randomBytes(kKeyBytes);
    code.handle = base64url(randomBytes(9));
    code.tablet = newKeyPair().secretKey;
    return code;
}

std::string seatLink(const std::string& address, std::uint16_t port, const SeatCredentials& code) {
    const std::string host = address.find(':') == std::string::npos ? address : "[" + address + "]"; // IPv6
    return "http://" + host + ":" + std::to_string(port) + "/p#" + std::to_string(code.seat) + "." + code.handle + "." +
           base64url(code.key) + "." + base64url(publicKeyOf(code.tablet));
}

} // namespace heist::phones
