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

std::string deriveKey(KeyUse use, std::string_view seatKey) {
    ensureSodium();
    const char* label = use == KeyUse::Claim ? "heist-table claim v1"
                        : use == KeyUse::Down ? "heist-table down v1"
                                              : "heist-table up v1";
    crypto_hash_sha512_state state;
    crypto_hash_sha512_init(&state);
    crypto_hash_sha512_update(&state, bytes(std::string_view(label)), std::char_traits<char>::length(label));
    crypto_hash_sha512_update(&state, bytes(seatKey), seatKey.size());
    std::array<unsigned char, crypto_hash_sha512_BYTES> digest{};
    crypto_hash_sha512_final(&state, digest.data());
    std::string key(reinterpret_cast<const char*>(digest.data()), kKeyBytes);
    sodium_memzero(digest.data(), digest.size());
    sodium_memzero(&state, sizeof state);
    return key;
}

std::string randomBytes(std::size_t count) {
    ensureSodium();
    std::string out(count, '\0');
    randombytes_buf(out.data(), count);
    return out;
}

std::string box(std::string_view plaintext, std::string_view key) {
    ensureSodium();
    if (key.size() != kKeyBytes)
        throw PhoneError("A phone key has the wrong length.");
    std::string out = randomBytes(crypto_secretbox_NONCEBYTES);
    out.resize(crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + plaintext.size());
    unsigned char* nonce = bytes(out);
    crypto_secretbox_easy(nonce + crypto_secretbox_NONCEBYTES, bytes(plaintext), plaintext.size(), nonce,
                          bytes(key));
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

SeatCode newSeatCode(int seat, const std::string& name) {
    SeatCode code;
    code.seat = seat;
    code.name = name;
    code.key = randomBytes(kKeyBytes);
    code.handle = base64url(randomBytes(9));
    return code;
}

std::string seatLink(const std::string& address, std::uint16_t port, const SeatCode& code) {
    const std::string host = address.find(':') == std::string::npos ? address : "[" + address + "]"; // IPv6
    return "http://" + host + ":" + std::to_string(port) + "/p#" + std::to_string(code.seat) + "." +
           code.handle + "." + base64url(code.key);
}

} // namespace heist::phones
