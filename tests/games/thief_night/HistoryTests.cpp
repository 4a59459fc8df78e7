// Thief in the Night's history in words (ThiefNightHistory.cpp): every entry says what it
// changed for the table, worked out by hand from rules/thief-in-the-night.txt (walls ten
// edges a turn, traps six squares; ready at 7 rooms and 60 traps; the thief plays first), and
// an entered hand stays hidden until both are in.
#include "tests/games/thief_night/TnTable.hpp"

using heist::Json;
using heist::test::TnTable;
using Lines = std::vector<std::string>;

namespace {
Lines changes(const TnTable& t, const heist::engine::Event& e) { return t.live->session().changesAt(e.seq); }
const std::vector<std::string> kNames = {"Ann", "Bob"};
} // namespace

TEST_CASE("Thief in the Night history - the castle, the sides, turns, a capture judged and the "
          "gem, in words",
          "[thief-night][history]") {
    TnTable t;
    // Ann marks ten wall edges; Bob builds next.
    const auto walls = t.ok("tn.build", Json{{"kind", "walls"}});
    CHECK(changes(t, walls) == Lines{"The castle has 10 wall edges marked.", "It is Bob\u2019s turn to build."});
    // Ten turns of six traps: 60. Turns 2 to 11 are Bob's, Ann's, ..., Ann's: Bob builds next.
    heist::engine::Event traps;
    for (int i = 0; i < 10; ++i)
        traps = t.ok("tn.build", Json{{"kind", "traps"}});
    CHECK(changes(t, traps) == Lines{"The castle has 60 traps marked.", "It is Bob\u2019s turn to build."});
    const auto rooms = t.ok("tn.set_rooms", Json{{"rooms", 7}});
    CHECK(changes(t, rooms) == Lines{"The castle has 7 rooms.", "The castle is ready: the sides can be drawn."});

    const auto sides = t.ok("tn.draw_sides");
    const int thiefSeat = sides.payload["thief"].get<int>();
    const std::string thief = kNames[static_cast<std::size_t>(thiefSeat)];
    const std::string captain = kNames[static_cast<std::size_t>(1 - thiefSeat)];
    CHECK(changes(t, sides) == Lines{thief + " is the thief and " + captain + " the guard captain."});

    // The thief's turn, then the captain's; then round 2 with the thief.
    CHECK(changes(t, t.ok("tn.end_turn")) == Lines{"It is the guard captain\u2019s turn (" + captain + ")."});
    CHECK(changes(t, t.ok("tn.end_turn")) == Lines{"Round 2 began.", "It is the thief\u2019s turn (" + thief + ")."});

    // One guard sees the thief; the hands go in one by one, hidden, then are shown together.
    CHECK(changes(t, t.ok("tn.spotted", Json{{"guards", 1}, {"captain", false}})) == Lines{"1 guard sees the thief."});
    const auto escape = t.ok("tn.enter_escape", Json{{"cards", {"9S", "9D", "KC", "5H", "2S"}}});
    const Lines hidden = changes(t, escape);
    CHECK(hidden == Lines{"The thief\u2019s escape hand is in (hidden until both hands are in)."});
    for (const auto& secret : t.game().unrevealedSecrets(t.live->session().state()))
        for (const auto& line : hidden)
            CHECK(line.find(secret) == std::string::npos);
    // A pair of nines with K, 5, 2 against the same ranks: a tie, nothing happens.
    const auto judged = t.ok("tn.enter_capture", Json{{"cards", {"9C", "9H", "KD", "5S", "2D"}}});
    CHECK(changes(t, judged) ==
          Lines{"The hands were shown (the thief\u2019s escape hand: One pair, nines; the guard captain\u2019s "
                "capture hand: One pair, nines).",
                "Tie: nothing happens (both hands: One pair, nines, card for card)."});

    CHECK(changes(t, t.ok("tn.take_gem")) == Lines{"The thief has the gem."});
    t.ok("tn.end_turn");
    // Two guards behind the thief: two of the thief's face-down cards must be used.
    CHECK(changes(t, t.ok("tn.spotted", Json{{"guards", 2}, {"captain", false}, {"behind", true}})) ==
          Lines{"2 guards see the thief, from behind: 2 cards from the thief\u2019s face-down cards must go into "
                "the escape hand."});
    const auto drawn = t.ok("tn.draw_forced", Json{{"hand_size", 7}});
    const auto pos = drawn.payload["positions"].get<std::vector<int>>();
    REQUIRE(pos.size() == 2);
    CHECK(changes(t, drawn) == Lines{"Positions " + std::to_string(pos[0] + 1) + " and " + std::to_string(pos[1] + 1) +
                                     " of 7 face-down cards go into the escape hand."});
}

TEST_CASE("Thief in the Night history - the thief escapes with the gem: the end, in words", "[thief-night][history]") {
    TnTable t;
    t.buildReadyCastle();
    const int thiefSeat = t.ok("tn.draw_sides").payload["thief"].get<int>();
    t.ok("tn.take_gem");
    const auto escaped = t.ok("tn.thief_escaped");
    CHECK(changes(t, escaped) == Lines{"The game is over: " + kNames[static_cast<std::size_t>(thiefSeat)] +
                                       ", the thief, escaped with the gem and wins."});
}
