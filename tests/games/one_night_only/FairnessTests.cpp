// The dice are fair: over many seeded rolls every face of every Movement and Looting die
// comes up at the expected rate, and the first-player roll picks every seat and face evenly
// (chi-square at p = 0.001).
#include "tests/games/one_night_only/OnoTable.hpp"
#include "tests/support/ChiSquare.hpp"

#include <map>

namespace {

heist::engine::SessionSetup setupFor(int players) {
    heist::engine::SessionSetup setup;
    for (int i = 0; i < players; ++i)
        setup.players.push_back({i, "P" + std::to_string(i), "amber"});
    return setup;
}

} // namespace

TEST_CASE("One Night Only - every face of every die comes up at the expected rate", "[one-night-only]") {
    const auto& game = heist::test::OnoTable::game();
    const auto& rules = game.rules();
    auto state = game.initialState(setupFor(2));
    game.apply(*state, heist::engine::Event{1, "ono.first_player_named", heist::Json{{"seat", 0}}, {}});
    const int rolls = 30000;
    for (const char* kind : {"movement", "looting"}) {
        const auto& die = std::string(kind) == "movement" ? rules.movement : rules.looting;
        const int faces = static_cast<int>(die.faces.size());
        // counts[die position][face index]
        std::vector<std::vector<int>> counts(static_cast<std::size_t>(die.count),
                                             std::vector<int>(static_cast<std::size_t>(faces), 0));
        heist::Json args{{"movement", 0}, {"looting", 0}};
        args[kind] = die.count; // all three dice of this kind
        for (int r = 0; r < rolls; ++r) {
            auto rng = heist::components::Rng::forEvent(static_cast<std::uint64_t>(r) * 104729u + 17u, 2);
            auto res = game.resolve(*state, heist::test::intent("ono.roll", args), rng);
            REQUIRE(std::holds_alternative<heist::engine::EventDraft>(res));
            const auto values = std::get<heist::engine::EventDraft>(res).payload[kind];
            REQUIRE(static_cast<int>(values.size()) == die.count);
            for (int d = 0; d < die.count; ++d) {
                const int v = values[static_cast<std::size_t>(d)].get<int>();
                const auto at = std::find(die.faces.begin(), die.faces.end(), v);
                REQUIRE(at != die.faces.end());
                ++counts[static_cast<std::size_t>(d)][static_cast<std::size_t>(at - die.faces.begin())];
            }
        }
        for (int d = 0; d < die.count; ++d) {
            INFO(kind << " die " << d);
            CHECK(heist::test::chiSquare(counts[static_cast<std::size_t>(d)], double(rolls) / faces) <
                  heist::test::chiSquareCritical(faces - 1));
        }
    }
}

TEST_CASE("One Night Only - the first-player roll: every face for every seat, and every seat "
          "first, at the expected rate",
          "[one-night-only]") {
    const auto& game = heist::test::OnoTable::game();
    const int faces = static_cast<int>(game.rules().firstPlayerDie.size());
    for (int players : {2, 4}) {
        const auto setup = setupFor(players);
        const int games = 12000;
        std::vector<int> firsts(static_cast<std::size_t>(players), 0);
        std::vector<std::vector<int>> faceCounts(static_cast<std::size_t>(players),
                                                 std::vector<int>(static_cast<std::size_t>(faces), 0));
        for (int g = 0; g < games; ++g) {
            auto state = game.initialState(setup);
            const auto seed = static_cast<std::uint64_t>(g) * 7919u + static_cast<std::uint64_t>(players);
            for (std::int64_t seq = 1; seq < 100; ++seq) {
                auto rng = heist::components::Rng::forEvent(seed, seq);
                auto res = game.resolve(*state, heist::test::intent("ono.roll_first_player"), rng);
                REQUIRE(std::holds_alternative<heist::engine::EventDraft>(res));
                const auto d = std::get<heist::engine::EventDraft>(res);
                if (seq == 1) // the opening roll: everyone rolls once
                    for (const auto& r : d.payload["rolls"])
                        ++faceCounts[r["seat"].get<std::size_t>()][static_cast<std::size_t>(r["face"].get<int>() - 1)];
                game.apply(*state, heist::engine::Event{seq, d.type, d.payload, {}});
                if (!d.payload["first"].is_null()) {
                    ++firsts[d.payload["first"].get<std::size_t>()];
                    break;
                }
            }
        }
        INFO(players << " players");
        CHECK(heist::test::chiSquare(firsts, double(games) / players) < heist::test::chiSquareCritical(players - 1));
        for (int seat = 0; seat < players; ++seat)
            CHECK(heist::test::chiSquare(faceCounts[static_cast<std::size_t>(seat)], double(games) / faces) <
                  heist::test::chiSquareCritical(faces - 1));
    }
}
