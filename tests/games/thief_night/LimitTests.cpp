// The sizes the rulebook fixes (SPEC 3.3): the thief holds ten cards, so neither a hand nor a
// draw behind the thief holds more; a capture pool comes from the hands of those who see the
// thief (five a guard, ten for the captain); the cards behind the thief are drawn only when a
// guard or the captain moved into view. Each forbidden entry is refused with its message and
// nothing is stored; the allowed edge is accepted; older logs still replay.
#include "tests/games/thief_night/TnTable.hpp"

using heist::Json;
using heist::test::TnTable;

namespace {

// Ten distinct cards, then an eleventh.
const std::vector<std::string> kTen = {"KS", "7D", "3C", "8H", "KD", "3S", "2C", "4S", "JD", "KH"};

Json cards(std::size_t n) {
    static const std::vector<std::string> deck = {
        "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S",  "AH", "KH", "QH", "JH", "10H",
        "9H", "8H", "7H", "6H", "5H",  "4H", "3H", "2H", "AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D", "5D"};
    return Json(std::vector<std::string>(deck.begin(), deck.begin() + static_cast<long>(n)));
}

// A ready castle, the sides drawn, and the captain's turn.
void toCaptainsTurn(TnTable& t) {
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    t.ok("tn.end_turn");
}

} // namespace

TEST_CASE("Thief in the Night - the thief's hand and a draw behind the thief hold at most ten "
          "cards",
          "[thief-night]") {
    TnTable t;
    toCaptainsTurn(t);
    t.ok("tn.spotted", Json{{"guards", 2}, {"captain", false}, {"behind", true}});
    CHECK(t.view()["thief_hand_limit"] == 10);
    auto r = t.refusal("tn.draw_forced", Json{{"hand_size", 11}});
    CHECK(r.code == "hand_too_big");
    CHECK(r.message == "The thief holds at most 10 cards (10 dealt; one discarded and one drawn each "
                       "turn), not 11.");
    CHECK(t.view()["open_capture"]["drawn"] == false);
    // Exactly ten is the whole hand.
    const auto drawn = t.ok("tn.draw_forced", Json{{"hand_size", 10}});
    CHECK(drawn.payload["positions"].size() == 2);
    // An escape hand chosen from eleven cards is refused; from the ten laid down it is taken.
    std::vector<std::string> eleven = kTen;
    eleven.push_back("9C");
    r = t.refusal("tn.enter_escape", Json{{"hand", eleven}, {"best", true}});
    CHECK(r.code == "hand_too_big");
    CHECK(r.message == "The thief holds at most 10 cards (10 dealt; one discarded and one drawn each "
                       "turn), not 11.");
    CHECK(t.view()["open_capture"]["escape_entered"] == false);
    t.ok("tn.enter_escape", Json{{"hand", kTen}, {"best", true}});
    CHECK(t.view()["open_capture"]["escape_entered"] == true);
}

TEST_CASE("Thief in the Night - a capture pool is never larger than the hands of those who see "
          "the thief",
          "[thief-night]") {
    TnTable t;
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    SECTION("two guards: 10 cards") {
        t.ok("tn.spotted", Json{{"guards", 2}, {"captain", false}});
        CHECK(t.view()["open_capture"]["pool_limit"] == 10);
        const auto r = t.refusal("tn.enter_capture", Json{{"pool", cards(11)}, {"best", true}});
        CHECK(r.code == "pool_too_big");
        CHECK(r.message == "The capture hand comes from the hands of those who see the thief: 2 guards "
                           "(5 cards each), 10 cards at most; this pool has 11.");
        CHECK(t.view()["open_capture"]["capture_entered"] == false);
        t.ok("tn.enter_capture", Json{{"pool", cards(10)}, {"best", true}});
        CHECK(t.view()["open_capture"]["capture_entered"] == true);
    }
    SECTION("one guard and the captain: 15 cards") {
        const auto seen = t.ok("tn.spotted", Json{{"guards", 2}, {"captain", true}});
        CHECK(t.live->session().describe(seen) == "The captain and 1 guard see the thief after the thief moved");
        CHECK(t.view()["open_capture"]["pool_limit"] == 15);
        const auto r = t.refusal("tn.enter_capture", Json{{"pool", cards(16)}, {"best", true}});
        CHECK(r.message == "The capture hand comes from the hands of those who see the thief: 1 guard "
                           "(5 cards) and the captain (10), 15 cards at most; this pool has 16.");
        t.ok("tn.enter_capture", Json{{"pool", cards(15)}, {"best", true}});
    }
    SECTION("all five guards and the captain: 35 cards; without the captain at most five guards") {
        auto r = t.refusal("tn.spotted", Json{{"guards", 6}, {"captain", false}});
        CHECK(r.code == "too_many_guards");
        CHECK(r.message == "There are 5 guards: 6 who see the thief include the captain.");
        r = t.refusal("tn.spotted", Json{{"guards", 2}});
        CHECK(r.code == "missing_argument");
        CHECK(r.message.find("\"captain\"") != std::string::npos);
        CHECK_FALSE(t.view().contains("open_capture"));
        t.ok("tn.spotted", Json{{"guards", 6}, {"captain", true}});
        CHECK(t.view()["open_capture"]["pool_limit"] == 35);
        t.ok("tn.enter_capture", Json{{"pool", cards(35)}, {"best", true}});
    }
}

TEST_CASE("Thief in the Night - the cards behind the thief only when a guard or the captain "
          "moved into view",
          "[thief-night]") {
    TnTable t;
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    // The thief's turn: only the thief moves, so nobody can have come up behind.
    auto r = t.refusal("tn.spotted", Json{{"guards", 1}, {"captain", false}, {"behind", true}});
    CHECK(r.code == "not_moved_into_view");
    CHECK(r.message == "The thief moved into view: the cards behind the thief are drawn only when a "
                       "guard or the captain moves to see the thief. The thief chooses all five cards.");
    r = t.refusal("tn.spotted", Json{{"guards", 1}, {"captain", false}, {"moved", "guard"}});
    CHECK(r.code == "thief_turn");
    CHECK(r.message == "On the thief's turn only the thief moves: the thief moved into view.");
    CHECK_FALSE(t.view().contains("open_capture"));
    t.ok("tn.end_turn");
    // The captain's turn: a thief escaping up to four squares may still walk into view, and
    // then nothing is drawn from behind.
    r = t.refusal("tn.spotted", Json{{"guards", 1}, {"captain", false}, {"moved", "thief"}, {"behind", true}});
    CHECK(r.code == "not_moved_into_view");
    // A guard moved in behind the thief: the draw follows.
    const auto seen = t.ok("tn.spotted", Json{{"guards", 1}, {"captain", false}, {"behind", true}});
    CHECK(seen.payload["moved"] == "guard");
    CHECK(t.live->session().describe(seen) == "1 guard sees the thief after a guard moved, from behind");
    CHECK(t.view()["open_capture"]["moved"] == "guard");
    t.ok("tn.draw_forced", Json{{"hand_size", 9}}); // mid-turn, after a discard: nine
}

TEST_CASE("Thief in the Night - a log stored before the limits replays as it was played", "[thief-night]") {
    TnTable t;
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    // An older build stored a sighting without who moved or whether the captain saw, from
    // behind on the thief's turn, and a draw from twelve face-down cards.
    const auto id = t.live->id();
    auto append = [&](const std::string& type, Json payload) {
        t.store.append(id, t.live->session().headSeq() + 1, heist::engine::EventDraft{type, std::move(payload)});
        t.live.emplace(heist::store::LiveSession::resume(t.store, id));
    };
    append("tn.spotted", Json{{"guards", 2}, {"behind", true}, {"during", "thief"}});
    append("tn.forced_drawn", Json{{"hand_size", 12}, {"positions", {3, 11}}});
    const auto open = t.view()["open_capture"];
    CHECK(open["hand_size"] == 12);
    CHECK(open["forced_positions"] == Json{4, 12});
    CHECK(open["captain"].is_null());
    // Unknown whether the captain saw: the larger bound, the captain and a guard (15).
    CHECK(open["pool_limit"] == 15);
    CHECK(t.refused("tn.enter_capture", Json{{"pool", cards(16)}, {"best", true}}) == "pool_too_big");
    t.ok("tn.enter_capture", Json{{"pool", cards(15)}, {"best", true}});
    const auto resumed = heist::store::LiveSession::resume(t.store, id);
    CHECK(TnTable::game().publicView(resumed.session().state()) == t.view());
}
