// The poker evaluator's speed: every five-card hand of one deck evaluated (hands per second),
// and the best five of 35 cards (five guards' and the captain's hands) in milliseconds, with
// and without forced cards. Medians over the runs. Usage: bench_poker [runs]  (default 7)
#include "components/PokerHand.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

using namespace heist::components;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double ms(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); }

} // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    std::vector<double> exhaustiveMs, best35Ms, best35ForcedMs;
    volatile HandRank sink = 0;
    for (int run = 0; run < runs; ++run) {
        const auto t0 = Clock::now();
        HandRank acc = 0;
        Five h{};
        for (int a = 0; a < 52; ++a) {
            h[0] = Card::fromIndex(a);
            for (int b = a + 1; b < 52; ++b) {
                h[1] = Card::fromIndex(b);
                for (int c = b + 1; c < 52; ++c) {
                    h[2] = Card::fromIndex(c);
                    for (int d = c + 1; d < 52; ++d) {
                        h[3] = Card::fromIndex(d);
                        for (int e = d + 1; e < 52; ++e) {
                            h[4] = Card::fromIndex(e);
                            acc ^= evaluate(h);
                        }
                    }
                }
            }
        }
        exhaustiveMs.push_back(ms(t0, Clock::now()));
        sink = sink ^ acc;

        std::mt19937 gen(static_cast<unsigned>(run) + 1);
        std::vector<int> deck(52);
        for (int i = 0; i < 52; ++i)
            deck[static_cast<std::size_t>(i)] = i;
        std::shuffle(deck.begin(), deck.end(), gen);
        std::vector<Card> pool;
        for (int i = 0; i < 35; ++i)
            pool.push_back(Card::fromIndex(deck[static_cast<std::size_t>(i)]));
        const auto t1 = Clock::now();
        const auto best = bestFive(pool);
        best35Ms.push_back(ms(t1, Clock::now()));
        const auto t2 = Clock::now();
        const auto forced = bestFive(pool, {3, 17});
        best35ForcedMs.push_back(ms(t2, Clock::now()));
        sink = sink ^ (best ? best->rank : 0) ^ (forced ? forced->rank : 0);
    }
    const double ex = median(exhaustiveMs);
    std::printf("runs %d\n", runs);
    std::printf("exhaustive_median_ms %.1f\n", ex);
    std::printf("hands_per_second %.0f\n", 2598960.0 / (ex / 1000.0));
    std::printf("best5_of_35_median_ms %.4f\n", median(best35Ms));
    std::printf("best5_of_35_two_forced_median_ms %.4f\n", median(best35ForcedMs));
    return sink == 0xFFFFFFFFu ? 1 : 0;
}
