#pragma once
// The phones' cryptography (docs/phones.md, "The code a seat scans"): base64url without
// padding, key pairs (X25519) and the key a seat's tablet and phone share, the claim's proof
// of the seat key, padding, and boxes (XSalsa20-Poly1305 with a random nonce in front: libsodium's
// crypto_box_easy_afternm, which is crypto_secretbox_easy under the shared key). Keys are raw
// bytes in std::string; no function here puts a key, or anything made from one, into an
// exception's message or a log line.
#include "phones/PhoneHub.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace heist::phones {

// Calls sodium_init() once per process; every function below calls it. Throws PhoneError when
// libsodium cannot start.
void ensureSodium();

std::string base64url(std::string_view bytes);
// The bytes, or nullopt for anything but canonical unpadded base64url (a stray character,
// padding, whitespace, a length no encoding has, or non-zero trailing bits).
std::optional<std::string> fromBase64url(std::string_view text);

std::string randomBytes(std::size_t count);

// An X25519 key pair (crypto_box_keypair): 32 raw bytes each.
struct KeyPair {
    std::string publicKey;
    std::string secretKey;
    ~KeyPair();
};
KeyPair newKeyPair();
// The public half of a 32-byte secret key (crypto_scalarmult_base).
std::string publicKeyOf(std::string_view secretKey);
// The key a box between the two holders is sealed with (crypto_box_beforenm): the same from
// (their public, my secret) on either side. nullopt for a public key no box can use (a
// low-order point) or keys of the wrong length.
std::optional<std::string> sharedKey(std::string_view theirPublic, std::string_view mySecret);
// What a claim shows of the seat key: SHA-512("heist-table claim v2" || seatKey || challenge
// || device), first 32 bytes.
std::string claimProof(std::string_view seatKey, std::string_view challenge, std::string_view device);

// ISO/IEC 7816-4 padding (sodium_pad): one 0x80 byte, then 0x00 bytes, to the next multiple of
// `size` (so exactly `size` for any plaintext shorter than it).
std::string pad(std::string_view plaintext, std::size_t size);
// The plaintext, or nullopt when `padded` is not a multiple of `size` or its padding is wrong.
std::optional<std::string> unpad(std::string_view padded, std::size_t size);

// nonce(24) || crypto_secretbox_easy(plaintext, nonce, key), raw (base64url it to send). With a
// sharedKey() this is crypto_box_easy_afternm, which tweetnacl opens with nacl.box.open.after.
std::string box(std::string_view plaintext, std::string_view key);
// The plaintext, or nullopt when the box is too short or does not open with `key`.
std::optional<std::string> openBox(std::string_view sealed, std::string_view key);

// A fresh code for a seat: a random 32-byte key and 9-byte handle, the tablet's fresh key pair
// for the seat (its secret half in `tablet`), no device, counters at 0.
SeatCredentials newSeatCode(int seat, const std::string& name);

} // namespace heist::phones
