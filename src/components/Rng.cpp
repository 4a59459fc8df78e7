#include "components/Rng.hpp"

#include <cassert>
#include <chrono>
#include <limits>

namespace heist::components {

Rng::Rng(std::uint64_t seed) : m_engine(splitmix(seed)) {}

Rng Rng::forEvent(std::uint64_t sessionSeed, std::int64_t seq) {
    return Rng(splitmix(sessionSeed) ^ splitmix(static_cast<std::uint64_t>(seq) + 0x51ed27u));
}

std::uint64_t Rng::below(std::uint64_t n) {
    assert(n > 0);
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    // Reject the top partial bucket so every residue is equally likely.
    const std::uint64_t limit = max - (max % n + 1) % n;
    std::uint64_t x;
    do {
        x = m_engine();
    } while (x > limit);
    return x % n;
}

std::uint64_t Rng::splitmix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t Rng::freshSeed() {
    std::random_device device;
    const auto now = static_cast<std::uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
    return splitmix((static_cast<std::uint64_t>(device()) << 32) ^ device() ^ now);
}

} // namespace heist::components
