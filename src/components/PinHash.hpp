#pragma once
// Salted, stretched PIN hashes. A 4-digit PIN is never stored or logged; only
// "salt$hash" (hex) is, where hash = SHA-256 iterated over salt and PIN.
#include <cstdint>
#include <string>

namespace heist::components {

std::string sha256Hex(const std::string& data);

// True when pin is exactly four ASCII digits.
bool isValidPin(const std::string& pin);

// salt is any string (the engine derives it from the session's random stream).
std::string hashPin(const std::string& pin, const std::string& salt);

bool verifyPin(const std::string& pin, const std::string& stored);

} // namespace heist::components
