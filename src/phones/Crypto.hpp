#pragma once
// The phones' cryptography (docs/phones.md, "The code a seat scans"): base64url without
// padding, the three keys derived from a seat key, and boxes (libsodium's secretbox with a
// random nonce in front). Keys are raw bytes in std::string; no function here puts a key, or
// anything made from one, into an exception's message or a log line.
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

enum class KeyUse { Claim, Down, Up };
// SHA-512 of the use's ASCII label followed by the 32 key bytes, first 32 bytes.
std::string deriveKey(KeyUse use, std::string_view seatKey);

std::string randomBytes(std::size_t count);

// nonce(24) || crypto_secretbox_easy(plaintext, nonce, key), raw (base64url it to send).
std::string box(std::string_view plaintext, std::string_view key);
// The plaintext, or nullopt when the box is too short or does not open with `key`.
std::optional<std::string> openBox(std::string_view sealed, std::string_view key);

// A fresh code for a seat: a random 32-byte key and 9-byte handle, no device, counters at 0.
SeatCode newSeatCode(int seat, const std::string& name);

} // namespace heist::phones
