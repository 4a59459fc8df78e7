#pragma once
// The session's random generator. Each event draws from its own stream, derived from the
// session seed and the event's sequence number, so a resumed session needs no stored
// generator state. Draws are uniform (rejection sampling, no modulo bias) and do not
// depend on the standard library's distributions.
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace heist::components {

class Rng {
public:
    explicit Rng(std::uint64_t seed);
    static Rng forEvent(std::uint64_t sessionSeed, std::int64_t seq);

    // A uniform integer in [0, n). n must be positive.
    std::uint64_t below(std::uint64_t n);

    // Fisher-Yates shuffle.
    template <typename T> void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = static_cast<std::size_t>(below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    static std::uint64_t splitmix(std::uint64_t x);
    static std::uint64_t freshSeed();

private:
    std::mt19937_64 m_engine;
};

} // namespace heist::components
