#include "components/PinHash.hpp"

#include <sodium.h>

#include <array>
#include <iterator>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <vector>

namespace heist::components {
namespace {

constexpr std::array<std::uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

std::array<std::uint8_t, 32> sha256(const std::string& input) {
    std::array<std::uint32_t, 8> h = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::vector<std::uint8_t> msg(input.begin(), input.end());
    const std::uint64_t bits = static_cast<std::uint64_t>(msg.size()) * 8;
    msg.push_back(0x80);
    while (msg.size() % 64 != 56)
        msg.push_back(0);
    for (int i = 7; i >= 0; --i)
        msg.push_back(static_cast<std::uint8_t>(bits >> (i * 8)));

    for (std::size_t chunk = 0; chunk < msg.size(); chunk += 64) {
        std::array<std::uint32_t, 64> w{};
        for (int i = 0; i < 16; ++i)
            w[i] = (std::uint32_t(msg[chunk + 4 * i]) << 24) | (std::uint32_t(msg[chunk + 4 * i + 1]) << 16) |
                   (std::uint32_t(msg[chunk + 4 * i + 2]) << 8) | msg[chunk + 4 * i + 3];
        for (int i = 16; i < 64; ++i) {
            std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        auto [a, b, c, d, e, f, g, hh] = h;
        for (int i = 0; i < 64; ++i) {
            std::uint32_t s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
            std::uint32_t ch = (e & f) ^ (~e & g);
            std::uint32_t t1 = hh + s1 + ch + kRound[i] + w[i];
            std::uint32_t s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
            std::uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
            std::uint32_t t2 = s0 + maj;
            hh = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        h[0] += a;
        h[1] += b;
        h[2] += c;
        h[3] += d;
        h[4] += e;
        h[5] += f;
        h[6] += g;
        h[7] += hh;
    }
    std::array<std::uint8_t, 32> out{};
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 4; ++j)
            out[4 * i + j] = static_cast<std::uint8_t>(h[i] >> (24 - 8 * j));
    return out;
}

std::string hex(const std::array<std::uint8_t, 32>& bytes) {
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (auto b : bytes) {
        s += digits[b >> 4];
        s += digits[b & 15];
    }
    return s;
}

constexpr int kStretch = 20000; // slows a brute force of the 10,000 PINs from a stolen file

} // namespace

std::string sha256Hex(const std::string& data) { return hex(sha256(data)); }

bool isValidPin(const std::string& pin) {
    if (pin.size() != 4)
        return false;
    for (char c : pin)
        if (c < '0' || c > '9')
            return false;
    return true;
}

namespace {

// The legacy record: "salt$hash", hash = SHA-256 iterated 20,000 times (files written
// before Argon2id). Still verified, so that an old session's PIN keeps working.
std::string legacyHash(const std::string& pin, const std::string& salt) {
    std::string digest = salt + ":" + pin;
    for (int i = 0; i < kStretch; ++i)
        digest = sha256Hex(digest + salt);
    return salt + "$" + digest;
}

void initSodium() {
    static std::once_flag once;
    std::call_once(once, [] {
        if (sodium_init() < 0)
            throw std::runtime_error("libsodium cannot start");
    });
}

std::string hexBytes(const unsigned char* bytes, std::size_t n) {
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
        s += digits[bytes[i] >> 4];
        s += digits[bytes[i] & 15];
    }
    return s;
}

// Argon2id with the given cost; empty when libsodium refuses (out of memory).
std::string argon2id(const std::string& pin, const std::array<unsigned char, crypto_pwhash_SALTBYTES>& salt,
                     unsigned long long ops, std::size_t memBytes) {
    initSodium();
    std::array<unsigned char, 32> out{};
    if (crypto_pwhash(out.data(), out.size(), pin.data(), pin.size(), salt.data(), ops, memBytes,
                      crypto_pwhash_ALG_ARGON2ID13) != 0)
        return {};
    return hexBytes(out.data(), out.size());
}

bool parseUnsigned(const std::string& text, unsigned long long& out) {
    if (text.empty() || text.size() > 12)
        return false;
    out = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
        out = out * 10 + static_cast<unsigned long long>(c - '0');
    }
    return true;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const auto at = s.find(sep, start);
        parts.push_back(s.substr(start, at == std::string::npos ? std::string::npos : at - start));
        if (at == std::string::npos)
            return parts;
        start = at + 1;
    }
}

} // namespace

PinCost pinCost() {
#ifdef HEIST_FUZZ_CHEAP_PIN
    return {1, 8 * 1024}; // fuzz builds only: the fuzzer must run thousands of lines a second
#else
    return {3, 64u * 1024 * 1024};
#endif
}

std::string hashPin(const std::string& pin, const std::string& salt) {
    // 16 bytes of salt from the engine's salt text (which comes from the session's random
    // stream, so a replayed script writes the same record).
    const auto digest = sha256(salt);
    std::array<unsigned char, crypto_pwhash_SALTBYTES> bytes{};
    std::memcpy(bytes.data(), digest.data(), bytes.size());
    const auto cost = pinCost();
    const auto hash = argon2id(pin, bytes, cost.ops, cost.memBytes);
    if (hash.empty())
        throw std::runtime_error("not enough memory to protect the PIN");
    return "argon2id$" + std::to_string(cost.ops) + "$" + std::to_string(cost.memBytes / 1024) + "$" +
           hexBytes(bytes.data(), bytes.size()) + "$" + hash;
}

double pinWaitSeconds(int failures) {
    static constexpr double kWaits[] = {0, 0, 0, 10, 30, 60, 120, 300};
    if (failures < 0)
        return 0;
    if (failures >= static_cast<int>(std::size(kWaits)))
        return 300;
    return kWaits[failures];
}

bool isLegacyPinHash(const std::string& stored) { return stored.rfind("argon2id$", 0) != 0; }

bool verifyPin(const std::string& pin, const std::string& stored) {
    if (!isValidPin(pin))
        return false;
    if (isLegacyPinHash(stored)) {
        const auto dollar = stored.find('$');
        if (dollar == std::string::npos)
            return false;
        return legacyHash(pin, stored.substr(0, dollar)) == stored;
    }
    // argon2id$OPS$MEM_KIB$SALT_HEX$HASH_HEX. The cost comes from the file: bounded, so that
    // a forged record cannot make the app spend minutes or gigabytes.
    const auto parts = split(stored, '$');
    unsigned long long ops = 0, memKiB = 0;
    if (parts.size() != 5 || !parseUnsigned(parts[1], ops) || !parseUnsigned(parts[2], memKiB))
        return false;
    if (ops < 1 || ops > 10 || memKiB < 8 || memKiB > 256 * 1024)
        return false;
    if (parts[3].size() != 2 * crypto_pwhash_SALTBYTES || parts[4].size() != 64)
        return false;
    std::array<unsigned char, crypto_pwhash_SALTBYTES> salt{};
    for (std::size_t i = 0; i < salt.size(); ++i) {
        unsigned long long byte = 0;
        for (int k = 0; k < 2; ++k) {
            const char c = parts[3][2 * i + k];
            int v = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : -1;
            if (v < 0)
                return false;
            byte = byte * 16 + static_cast<unsigned long long>(v);
        }
        salt[i] = static_cast<unsigned char>(byte);
    }
    const auto hash = argon2id(pin, salt, ops, static_cast<std::size_t>(memKiB) * 1024);
    return hash.size() == parts[4].size() && sodium_memcmp(hash.data(), parts[4].data(), hash.size()) == 0;
}

} // namespace heist::components
