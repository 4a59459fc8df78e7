// The deal is fair: over many seeded deals every seat receives every role, and every
// character, at the expected rate (chi-square at p = 0.001).
#include "tests/games/secret_night/SnTable.hpp"
#include "tests/support/ChiSquare.hpp"

#include <map>
#include <set>

TEST_CASE("Secret Night - every seat receives every role and character at the expected rate", "[secret-night]") {
    const auto& game = heist::test::SnTable::rules();
    const int deals = 24000;
    for (int players : {5, 8}) {
        heist::engine::SessionSetup setup;
        for (int i = 0; i < players; ++i)
            setup.players.push_back({i, "P" + std::to_string(i), "amber"});
        const auto roleList = game.rules().rolesFor(players);
        std::map<int, int> roleShare; // role -> how many in the deal
        for (int r : roleList)
            ++roleShare[r];
        const int characters = static_cast<int>(game.rules().characters.size());
        std::vector<std::map<int, int>> roleCounts(static_cast<std::size_t>(players));
        std::vector<std::vector<int>> charCounts(static_cast<std::size_t>(players), std::vector<int>(characters, 0));
        for (int d = 0; d < deals; ++d) {
            setup.seed = static_cast<std::uint64_t>(d) * 7919u + static_cast<std::uint64_t>(players);
            heist::components::Rng rng = heist::components::Rng::forEvent(setup.seed, 0);
            const auto opening = game.openingEvents(setup, rng);
            const auto roles = opening[0].payload["roles"].get<std::vector<int>>();
            const auto chars = opening[0].payload["characters"].get<std::vector<int>>();
            for (int s = 0; s < players; ++s) {
                ++roleCounts[static_cast<std::size_t>(s)][roles[static_cast<std::size_t>(s)]];
                ++charCounts[static_cast<std::size_t>(s)][static_cast<std::size_t>(chars[static_cast<std::size_t>(s)])];
            }
            // Characters are distinct within a deal.
            std::set<int> distinct(chars.begin(), chars.end());
            REQUIRE(static_cast<int>(distinct.size()) == players);
        }
        for (int s = 0; s < players; ++s) {
            INFO(players << " players, seat " << s);
            double chi2 = 0;
            for (auto [role, share] : roleShare) {
                const double expected = double(deals) * share / players;
                const double got = roleCounts[static_cast<std::size_t>(s)][role];
                chi2 += (got - expected) * (got - expected) / expected;
            }
            CHECK(chi2 < heist::test::chiSquareCritical(static_cast<int>(roleShare.size()) - 1));
            double chiChar = 0;
            const double expected = double(deals) / characters;
            for (int c : charCounts[static_cast<std::size_t>(s)])
                chiChar += (c - expected) * (c - expected) / expected;
            CHECK(chiChar < heist::test::chiSquareCritical(characters - 1));
        }
    }
}
