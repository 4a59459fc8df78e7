// Thief in the Night's views (issue 48): what the screens may read, checked against a game
// played through intents. The table's view tells whose hand is in and never a card of it; a
// side's view holds its own entered hand and nothing of the other's; the private JSON says what
// the seat view says. Pool sizes are the rulebook's: five cards a guard, ten for the captain.
#include "tests/games/thief_night/TnTable.hpp"

#include <algorithm>

using heist::Json;
using heist::test::TnTable;
namespace tn = heist::games::thief_night;

namespace {

std::vector<std::string> codesOf(const heist::components::Five& five) {
    std::vector<std::string> out;
    for (const auto& c : five)
        out.push_back(heist::components::cardCode(c));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> sortedCodes(std::vector<std::string> codes) {
    std::sort(codes.begin(), codes.end());
    return codes;
}

} // namespace

TEST_CASE("Thief in the Night views - the sides and the turns as the table sees them", "[thief-night][views]") {
    TnTable t;
    auto v = t.game().tableView(t.live->session().state());
    CHECK(v.phase == tn::Phase::Building);
    CHECK_FALSE(v.finished);
    CHECK(v.thiefSeat == -1);
    CHECK(v.captainSeat == -1);
    CHECK_FALSE(v.open);
    t.buildReadyCastle();
    const int thief = t.ok("tn.draw_sides").payload["thief"].get<int>();
    v = t.game().tableView(t.live->session().state());
    CHECK(v.phase == tn::Phase::Playing);
    CHECK(v.thiefSeat == thief);
    CHECK(v.captainSeat == 1 - thief);
    CHECK(v.seatOf(tn::Side::Captain) == 1 - thief);
    CHECK(v.turn == tn::Side::Thief);
    CHECK(v.round == 1);
    t.ok("tn.end_turn");
    t.ok("tn.end_turn");
    v = t.game().tableView(t.live->session().state());
    CHECK(v.turn == tn::Side::Thief);
    CHECK(v.round == 2);
    // What the public JSON says is what the view says.
    const Json j = t.view();
    CHECK(j["sides"]["thief"] == v.thiefSeat);
    CHECK(j["turn"] == "thief");
    CHECK(j["round"] == v.round);
}

TEST_CASE("Thief in the Night views - an open capture: whose hand is in, the draw behind, never a card",
          "[thief-night][views]") {
    TnTable t;
    t.buildReadyCastle();
    const int thief = t.ok("tn.draw_sides").payload["thief"].get<int>();
    const int captain = 1 - thief;
    t.ok("tn.end_turn"); // the captain's turn: a guard may move behind the thief
    t.ok("tn.spotted", Json{{"guards", 2}, {"captain", true}, {"behind", true}});
    auto v = t.game().tableView(t.live->session().state());
    REQUIRE(v.open);
    CHECK(v.open->guards == 2);
    CHECK(v.open->behind);
    CHECK(v.open->during == tn::Side::Captain);
    CHECK_FALSE(v.open->drawn);
    CHECK(v.open->poolLimit == 15); // the captain's ten and one guard's five
    CHECK_FALSE(v.open->escapeEntered);
    CHECK_FALSE(v.open->captureEntered);

    const auto positions = t.ok("tn.draw_forced", Json{{"hand_size", 10}}).payload["positions"].get<std::vector<int>>();
    v = t.game().tableView(t.live->session().state());
    CHECK(v.open->drawn);
    CHECK(v.open->handSize == 10);
    CHECK(v.open->forcedPositions == positions); // 0-based, as the event holds them

    // The thief's escape hand: K♠ and K♥ laid at the forced positions (as the scenario test does).
    std::vector<std::string> rest = {"KD", "3C", "3S", "7D", "8H", "2C", "4S", "JD"}, hand;
    for (int i = 0, r = 0; i < 10; ++i)
        hand.push_back(i == positions[0] ? "KS" : i == positions[1] ? "KH" : rest[static_cast<std::size_t>(r++)]);
    t.ok("tn.enter_escape", Json{{"hand", hand}, {"best", true}});
    const auto& state = t.live->session().state();
    v = t.game().tableView(state);
    CHECK(v.open->escapeEntered);
    CHECK_FALSE(v.open->captureEntered);
    // The thief's own view: the best five, K K K 3 3; the captain's: nothing yet.
    const auto mine = t.game().seatView(state, thief);
    REQUIRE(mine.hand);
    CHECK(codesOf(*mine.hand) == sortedCodes({"KS", "KH", "KD", "3C", "3S"}));
    CHECK(sortedCodes(t.game().privateView(state, thief)["cards"].get<std::vector<std::string>>()) ==
          codesOf(*mine.hand));
    CHECK_FALSE(t.game().seatView(state, captain).hand);
    CHECK(t.game().privateView(state, captain) == Json::object());
    // The public JSON shows whose hand is in and no card.
    const Json open = t.view()["open_capture"];
    CHECK(open["escape_entered"] == true);
    CHECK_FALSE(open.contains("escape"));

    // The captain's pool comes in: both hands are judged and shown, and nobody's view holds a hand.
    const Json pool = {"AH", "QH", "9H", "6H", "2H", "AS", "QC", "9D", "6C", "3D", "4C", "5S", "7C", "8D", "10S"};
    t.ok("tn.enter_capture", Json{{"pool", pool}, {"best", true}});
    v = t.game().tableView(t.live->session().state());
    CHECK_FALSE(v.open);
    CHECK(v.judgedCaptures == 1);
    CHECK_FALSE(t.game().seatView(t.live->session().state(), thief).hand);
    CHECK_FALSE(t.game().seatView(t.live->session().state(), captain).hand);
}

TEST_CASE("Thief in the Night views - the thief gets out with the gem: finished, the thief's side, why",
          "[thief-night][views]") {
    TnTable t;
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    t.ok("tn.end_turn");
    t.ok("tn.end_turn");
    t.ok("tn.take_gem");
    CHECK(t.game().tableView(t.live->session().state()).gemTaken);
    t.ok("tn.thief_escaped");
    const auto v = t.game().tableView(t.live->session().state());
    CHECK(v.finished);
    CHECK(v.phase == tn::Phase::Finished);
    CHECK(v.winner == "thief");
    CHECK(v.endReason == "escaped");
    CHECK(t.view()["phase"] == "finished");
}
