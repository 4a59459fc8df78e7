#pragma once
// Salted, memory-hard PIN hashes. A 4-digit PIN is never stored or logged; only
// "argon2id$OPS$MEM_KIB$SALT$HASH" (hex) is: Argon2id from libsodium, 64 MiB and 3 passes,
// about 0.1 s per try, so that trying all 10,000 PINs from a copied file takes a core
// a quarter of an hour instead of seconds (README: what a PIN protects). Records written
// before ("salt$hash", SHA-256 iterated) are still verified; isLegacyPinHash() tells the
// caller to store a new record once the PIN has been typed right.
#include <cstddef>
#include <cstdint>
#include <string>

namespace heist::components {

std::string sha256Hex(const std::string& data);

// True when pin is exactly four ASCII digits.
bool isValidPin(const std::string& pin);

// salt is any string (the engine derives it from the session's random stream).
std::string hashPin(const std::string& pin, const std::string& salt);

struct PinCost {
    unsigned long long ops;
    std::size_t memBytes;
};
PinCost pinCost();

bool isLegacyPinHash(const std::string& stored);

bool verifyPin(const std::string& pin, const std::string& stored);

// The wait before the next try after this many wrong PINs in a row: none for the first two
// (fingers slip), then 10 s, 30 s, 1, 2 and 5 minutes, and 5 minutes for each one after.
// Guessing all 10,000 PINs at the tablet would take about five weeks; the owner of the PIN
// is never kept out for longer than five minutes by someone else's guesses.
double pinWaitSeconds(int failures);

} // namespace heist::components
