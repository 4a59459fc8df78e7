#pragma once
// What the phone-seat tests share: keys (the seat's and the tablet's) and devices as known
// bytes, a seat's code, a session to hold codes, and the ways a key could show (raw, base64url,
// hex) to look for in bytes.
#include "tests/support/TestSupport.hpp"

#include <cstdint>
#include <filesystem>
#include <random>
#include <string>

namespace heist::test::phones {

// n bytes drawn from a seeded generator: each seed gives bytes no other test data holds.
inline std::string bytes(std::uint32_t seed, std::size_t n) {
    std::mt19937 gen(seed);
    std::string out;
    for (std::size_t i = 0; i < n; ++i)
        out.push_back(static_cast<char>(gen() & 0xff));
    return out;
}

// A code whose seat key is bytes(keySeed, 32) and whose tablet key is tabletKey(keySeed).
inline std::string tabletKey(std::uint32_t keySeed) { return bytes(keySeed + 1000, 32); }
inline store::StoredSeatCode code(int seat, const std::string& handle, std::uint32_t keySeed) {
    store::StoredSeatCode c;
    c.seat = seat;
    c.handle = handle;
    c.key = bytes(keySeed, 32);
    c.tablet = tabletKey(keySeed);
    return c;
}

inline bool holds(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

inline std::string base64url(const std::string& raw) {
    static const char* abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string out;
    std::uint32_t acc = 0;
    int bits = 0;
    for (unsigned char c : raw) {
        acc = (acc << 8) | c;
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out.push_back(abc[(acc >> bits) & 63]);
        }
    }
    if (bits > 0)
        out.push_back(abc[(acc << (6 - bits)) & 63]);
    return out;
}

inline std::string hex(const std::string& raw) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (unsigned char c : raw) {
        out.push_back(digits[c >> 4]);
        out.push_back(digits[c & 15]);
    }
    return out;
}

// The file's bytes and its -wal's, where the store may have left a key.
inline std::string fileAndWal(const std::filesystem::path& file) {
    const std::filesystem::path wal = file.string() + "-wal";
    return readFile(file) + (std::filesystem::exists(wal) ? readFile(wal) : std::string());
}

// A Suspicion session in play for Ann (seat 0) and Bob (seat 1); returns its id.
inline std::int64_t newSession(store::SessionStore& store) {
    engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    setup.seed = 9;
    return store::LiveSession::create(store, games::definition("suspicion"), setup).id();
}

} // namespace heist::test::phones
