// The cards behind the thief and the sides are drawn fairly: over many seeded draws every
// face-down position, and every pair of positions, comes up at the expected rate (chi-square
// at p = 0.001), and the draw is stored so replay never draws again.
#include "tests/games/thief_night/TnTable.hpp"

#include <map>

using heist::Json;
using heist::test::TnTable;
namespace tn = heist::games::thief_night;

namespace {

heist::engine::Intent drawForced(int handSize) {
    return heist::test::intent("tn.draw_forced", Json{{"hand_size", handSize}});
}

tn::ThiefNightState behindState(int guards) {
    tn::ThiefNightState s;
    s.phase = tn::Phase::Playing;
    s.thiefSeat = 0;
    tn::Capture c;
    c.guards = guards;
    c.behind = true;
    s.open = c;
    return s;
}

} // namespace

TEST_CASE("Thief in the Night - every face-down position is forced at the expected rate", "[thief-night]") {
    const auto& game = TnTable::game();
    const auto s = behindState(2);
    const int draws = 45000, size = 10;
    std::vector<int> perPosition(size, 0);
    std::map<std::pair<int, int>, int> perPair;
    for (int d = 0; d < draws; ++d) {
        auto rng = heist::components::Rng::forEvent(static_cast<std::uint64_t>(d) * 2654435761u + 17u, d % 50 + 1);
        const auto r = game.resolve(s, drawForced(size), rng);
        REQUIRE(std::holds_alternative<heist::engine::EventDraft>(r));
        const auto pos = std::get<heist::engine::EventDraft>(r).payload["positions"].get<std::vector<int>>();
        REQUIRE(pos.size() == 2);
        REQUIRE(pos[0] < pos[1]);
        ++perPosition[static_cast<std::size_t>(pos[0])];
        ++perPosition[static_cast<std::size_t>(pos[1])];
        ++perPair[{pos[0], pos[1]}];
    }
    // Each position is in 2 of 10 draws: 9,000 of 45,000. 9 degrees of freedom: 27.88.
    double chi = 0;
    for (int got : perPosition) {
        const double expected = draws * 2.0 / size;
        chi += (got - expected) * (got - expected) / expected;
    }
    CHECK(chi < 27.88);
    // Each of the 45 pairs 1,000 times. 44 degrees of freedom: 78.75.
    REQUIRE(perPair.size() == 45);
    double chiPairs = 0;
    for (const auto& [pair, got] : perPair) {
        const double expected = draws / 45.0;
        chiPairs += (got - expected) * (got - expected) / expected;
    }
    CHECK(chiPairs < 78.75);
}

TEST_CASE("Thief in the Night - six watchers force at most five cards; the draw is stored", "[thief-night]") {
    const auto& game = TnTable::game();
    const auto s = behindState(6);
    auto rng = heist::components::Rng::forEvent(3, 9);
    const auto r = game.resolve(s, drawForced(10), rng); // the thief's whole hand
    REQUIRE(std::holds_alternative<heist::engine::EventDraft>(r));
    CHECK(std::get<heist::engine::EventDraft>(r).payload["positions"].size() == 5);

    // The stored draw is what the table shows, to both sides, and it survives a resume.
    TnTable t;
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    t.ok("tn.end_turn"); // the captain's turn: a guard moves in behind the thief
    t.ok("tn.spotted", Json{{"guards", 3}, {"captain", false}, {"behind", true}});
    const auto drawn = t.ok("tn.draw_forced", Json{{"hand_size", 10}});
    CHECK(t.live->session().publicPayload(drawn) == drawn.payload);
    const auto resumed = heist::store::LiveSession::resume(t.store, t.live->id());
    CHECK(TnTable::game().publicView(resumed.session().state())["open_capture"]["forced_positions"] ==
          t.view()["open_capture"]["forced_positions"]);
    CHECK(t.view()["open_capture"]["forced_positions"].size() == 3);
}

TEST_CASE("Thief in the Night - the sides are drawn fairly", "[thief-night]") {
    const auto& game = TnTable::game();
    tn::ThiefNightState s;
    s.rooms = 7;
    for (int i = 0; i < 10; ++i)
        s.buildTurns.push_back(1);
    int first = 0;
    const int draws = 20000;
    for (int d = 0; d < draws; ++d) {
        auto rng = heist::components::Rng::forEvent(static_cast<std::uint64_t>(d) + 1000u, 15);
        const auto r = game.resolve(s, heist::test::intent("tn.draw_sides"), rng);
        REQUIRE(std::holds_alternative<heist::engine::EventDraft>(r));
        first += std::get<heist::engine::EventDraft>(r).payload["thief"].get<int>() == 0;
    }
    const double e = draws / 2.0;
    const double chi = 2 * (first - e) * (first - e) / e; // 1 degree of freedom: 10.83
    CHECK(chi < 10.83);
}
