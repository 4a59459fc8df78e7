// Thief in the Night played through intents: the castle, the sides, turns, captures judged
// every way, the cards behind the thief, the gem and the winner. Expected values are worked
// out by hand from the rulebook in the comments.
#include "history/Statistics.hpp"
#include "tests/games/thief_night/TnTable.hpp"

#include "engine/Session.hpp"

using heist::Json;
using heist::test::checkBgStatsPlay;
using heist::test::ExpectedPlayer;
using heist::test::TnTable;

TEST_CASE("Thief in the Night - a whole game: castle, sides, turns, a tie, an escape, the gem, "
          "a capture",
          "[thief-night]") {
    TnTable t;
    // Castle building: turns alternate from Ann; 4 wall turns (40 edges), then traps.
    for (int i = 0; i < 4; ++i)
        t.ok("tn.build", Json{{"kind", "walls"}});
    CHECK(t.view()["setup"]["wall_edges"] == 40);
    CHECK(t.view()["setup"]["next_builder"] == 0); // 4 turns: Ann, Bob, Ann, Bob -> Ann
    // 9 trap turns: 54 traps, not yet 60.
    for (int i = 0; i < 9; ++i)
        t.ok("tn.build", Json{{"kind", "traps"}});
    CHECK(t.view()["setup"]["traps"] == 54);
    t.ok("tn.set_rooms", Json{{"rooms", 7}});
    CHECK(t.view()["setup"]["ready"] == false);
    CHECK(t.refused("tn.draw_sides") == "castle_not_ready");
    // Turn 14 (Bob's: 13 turns so far, odd) brings 60 traps.
    const auto built = t.ok("tn.build", Json{{"kind", "traps"}});
    CHECK(built.payload["seat"] == 1);
    CHECK(t.view()["setup"]["traps"] == 60);
    CHECK(t.view()["setup"]["ready"] == true);
    // 6 rooms is one short of 7: not ready; back to 7: ready.
    t.ok("tn.set_rooms", Json{{"rooms", 6}});
    CHECK(t.view()["setup"]["ready"] == false);
    t.ok("tn.set_rooms", Json{{"rooms", 7}});
    CHECK(t.refused("tn.build", Json{{"kind", "walls"}}) == "castle_ready");
    // Nothing of the game proper before the sides.
    CHECK(t.refused("tn.spotted", Json{{"guards", 1}}) == "wrong_phase");

    const auto sides = t.ok("tn.draw_sides");
    const int thief = sides.payload["thief"].get<int>();
    REQUIRE((thief == 0 || thief == 1));
    CHECK(t.view()["sides"]["captain"] == 1 - thief);
    CHECK(t.view()["turn"] == "thief");
    CHECK(t.refused("undo") == "nothing_to_undo"); // the draw is a barrier

    // Round 1: the thief, then the captain; round 2 starts with the thief.
    t.ok("tn.end_turn");
    CHECK(t.view()["turn"] == "captain");
    t.ok("tn.end_turn");
    CHECK(t.view()["turn"] == "thief");
    CHECK(t.view()["round"] == 2);

    // Capture 1, a tie: a pair of nines with K, 5, 2 against the same ranks in other suits.
    t.ok("tn.spotted", Json{{"guards", 1}, {"captain", false}});
    CHECK(t.refused("tn.end_turn") == "capture_open");
    t.ok("tn.enter_escape", Json{{"cards", {"9S", "9D", "KC", "5H", "2S"}}});
    CHECK(t.refused("tn.enter_escape", Json{{"cards", {"9S", "9D", "KC", "5H", "2S"}}}) == "already_entered");
    auto judged = t.ok("tn.enter_capture", Json{{"cards", {"9C", "9H", "KD", "5S", "2D"}}});
    CHECK(judged.payload["judged"]["outcome"] == "tie");
    CHECK(judged.payload["judged"]["verdict"] == "Tie: nothing happens (both hands: One pair, nines, card for card).");
    CHECK(t.view()["phase"] == "playing");

    // The gem, on the thief's turn.
    t.ok("tn.take_gem");
    CHECK(t.refused("tn.take_gem") == "gem_taken");
    t.ok("tn.end_turn"); // round 2, captain's turn

    // Capture 2, from behind: the captain's move shows two guards behind the thief.
    t.ok("tn.spotted", Json{{"guards", 2}, {"captain", true}, {"behind", true}});
    CHECK(t.refused("tn.enter_escape", Json{{"cards", {"9S", "9D", "KC", "5H", "2S"}}}) == "draw_first");
    const auto drawn = t.ok("tn.draw_forced", Json{{"hand_size", 10}});
    const auto positions = drawn.payload["positions"].get<std::vector<int>>();
    REQUIRE(positions.size() == 2); // as many as the guards that see the thief
    CHECK(positions[0] < positions[1]);
    CHECK(t.view()["open_capture"]["forced_positions"][0] == positions[0] + 1);
    // The thief lays the hand so the forced positions hold K♠ and K♥ (the face-down order is
    // the table's); the rest: K♦ 3♣ 3♠ 7♦ 8♥ 2♣ 4♠ J♦.
    std::vector<std::string> rest = {"KD", "3C", "3S", "7D", "8H", "2C", "4S", "JD"};
    std::vector<std::string> hand;
    for (int i = 0, r = 0; i < 10; ++i)
        hand.push_back(i == positions[0] ? "KS" : i == positions[1] ? "KH" : rest[static_cast<std::size_t>(r++)]);
    // An escape hand without the forced cards is refused with the reason.
    const auto missing = t.refusal("tn.enter_escape", Json{{"hand", hand}, {"cards", {"KD", "3C", "3S", "7D", "8H"}}});
    CHECK(missing.code == "forced_missing");
    // Best of the ten with K♠ K♥ forced: K K K 3 3, "Full house, kings over threes".
    const auto esc = t.ok("tn.enter_escape", Json{{"hand", hand}, {"best", true}});
    CHECK(esc.payload["cards"] == Json({"KS", "KH", "KD", "3C", "3S"}));
    CHECK(esc.payload["forced"] == Json({"KS", "KH"}));
    // The captain's cards: the guard's (5) and the captain's (10), 15 at most. No rank three
    // times, so no full house; the straights A-5 and 6-10 lose to hearts A Q 9 6 2:
    // "Flush, ace high".
    const Json pool = {"AH", "QH", "9H", "6H", "2H", "AS", "QC", "9D", "6C", "3D", "4C", "5S", "7C", "8D", "10S"};
    judged = t.ok("tn.enter_capture", Json{{"pool", pool}, {"best", true}});
    CHECK(judged.payload["cards"] == Json({"AH", "QH", "9H", "6H", "2H"}));
    CHECK(judged.payload["judged"]["outcome"] == "escape");
    CHECK(judged.payload["judged"]["verdict"] == "Escape! Full house, kings over threes, beats a flush.");
    CHECK(t.view()["escape_reminder"].get<std::string>().find("discards 3 of the escape hand") != std::string::npos);
    CHECK(t.refused("undo") == "nothing_to_undo"); // the shown hands are a barrier

    t.ok("tn.end_turn"); // round 3, the thief's turn
    t.ok("tn.end_turn"); // the captain's turn
    // Capture 3: three see the thief; two pair loses to a flush. The captain's hand shares 4♠
    // and 9♠ with the thief's: two decks, so that is allowed.
    t.ok("tn.spotted", Json{{"guards", 3}, {"captain", false}});
    t.ok("tn.enter_capture", Json{{"cards", {"AS", "8S", "4S", "2S", "9S"}}});
    judged = t.ok("tn.enter_escape", Json{{"cards", {"JS", "JD", "4S", "4H", "9S"}}});
    CHECK(judged.payload["judged"]["outcome"] == "capture");
    CHECK(judged.payload["judged"]["verdict"] == "Captured! Flush, ace high, beats two pair. The guard captain wins.");
    CHECK(t.live->session().finished());
    const auto results = t.game().results(t.live->session().state());
    CHECK(results["winners"] == Json::array({1 - thief}));
    CHECK(results["winner_side"] == "captain");
    CHECK(results["deciding"] == "The guard captain caught the thief");
    CHECK(results["captures_judged"] == 3);
    CHECK(results["escapes"] == 1);
    CHECK(results["ties"] == 1);
    CHECK(t.refused("tn.end_turn") == "game_over");

    // As a BG Stats play: no points, the captain won, each side named; the thief began.
    const std::string names[2] = {"Ann", "Bob"};
    std::vector<ExpectedPlayer> expected(2);
    for (int seat = 0; seat < 2; ++seat)
        expected[static_cast<std::size_t>(seat)] = {names[seat], std::nullopt, seat != thief, seat != thief ? 1 : 2,
                                                    seat == thief ? "thief" : "captain"};
    const Json play = checkBgStatsPlay(t.live->session(), expected);
    CHECK(play["players"][static_cast<std::size_t>(thief)]["startPlayer"] == true);
    CHECK(play["game"]["noPoints"] == true);
    // For the statistics: the thief's side lost, the captain's won.
    const auto record = heist::history::playRecord(t.live->session(), "2026-11-24");
    REQUIRE(record);
    CHECK(record->players[static_cast<std::size_t>(thief)].side == "thief");
    CHECK(record->players[static_cast<std::size_t>(1 - thief)].side == "captain");
    CHECK(record->players[static_cast<std::size_t>(1 - thief)].winner);
}

TEST_CASE("Thief in the Night - the thief escapes with the gem and wins", "[thief-night]") {
    TnTable t;
    t.buildReadyCastle();
    const int thief = t.ok("tn.draw_sides").payload["thief"].get<int>();
    CHECK(t.refused("tn.thief_escaped") == "no_gem");
    t.ok("tn.end_turn");
    CHECK(t.refused("tn.take_gem") == "not_thief_turn");
    t.ok("tn.end_turn");
    const auto gem = t.live->session().resolve(heist::test::intent("tn.take_gem"));
    REQUIRE(std::holds_alternative<heist::engine::EventDraft>(gem));
    CHECK(t.live->session().endingNotice(std::get<heist::engine::EventDraft>(gem)).empty());
    t.ok("tn.take_gem");
    CHECK(t.live->session().undoDescription() == "Undo: The thief picked up the gem");
    // Getting out is a plain tap that ends the game: it is asked about first, in public words
    // (the sides are drawn in the open), and taking the gem was not.
    const auto escape = t.live->session().resolve(heist::test::intent("tn.thief_escaped"));
    REQUIRE(std::holds_alternative<heist::engine::EventDraft>(escape));
    const std::string thiefName = t.live->session().setup().players[static_cast<std::size_t>(thief)].name;
    CHECK(t.live->session().endingNotice(std::get<heist::engine::EventDraft>(escape)) ==
          "the thief gets out with the gem: " + thiefName + ", the thief, wins.");
    CHECK_FALSE(t.live->session().finished());
    t.ok("tn.thief_escaped");
    const auto results = t.game().results(t.live->session().state());
    CHECK(results["winners"] == Json::array({thief}));
    CHECK(results["winner_side"] == "thief");
    CHECK(results["deciding"] == "The thief escaped with the gem");
    CHECK(results["rounds"] == 2);
    // A slip: the escape can be taken back, and the game goes on.
    t.ok("undo");
    CHECK_FALSE(t.live->session().finished());
    CHECK(t.game().results(t.live->session().state()).is_null());
}

TEST_CASE("Thief in the Night - hands that break the deck rule are refused with the reason", "[thief-night]") {
    TnTable t;
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    t.ok("tn.spotted", Json{{"guards", 1}, {"captain", true}}); // the captain: 10 cards
    auto r = t.refusal("tn.enter_escape", Json{{"cards", {"KH", "KH", "2C", "3D", "4S"}}});
    CHECK(r.code == "deck_rule");
    CHECK(r.message.find("K\u2665 is in it twice, and one deck holds only one") != std::string::npos);
    r = t.refusal("tn.enter_capture", Json{{"pool", {"AS", "AS", "2C", "3D", "4S", "5H"}}, {"best", true}});
    CHECK(r.code == "deck_rule");
    // Cards chosen from a pool must be in it.
    r = t.refusal("tn.enter_capture",
                  Json{{"pool", {"AS", "KS", "2C", "3D", "4S", "5H"}}, {"cards", {"AS", "KS", "2C", "3D", "QH"}}});
    CHECK(r.code == "not_in_pool");
    CHECK(r.message.find("Q\u2665") != std::string::npos);
    // Four cards are not a hand.
    CHECK(t.refused("tn.enter_escape", Json{{"cards", {"KH", "2C", "3D", "4S"}}}) == "card_count");
}

TEST_CASE("Thief in the Night - mixed decks allow a card twice and five of a kind wins", "[thief-night]") {
    TnTable t(Json{{"mixed_decks", true}});
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    t.ok("tn.spotted", Json{{"guards", 1}, {"captain", false}});
    // A royal flush in hearts against five kings (K♠ K♠ K♥ K♥ K♦): five of a kind ranks above.
    t.ok("tn.enter_escape", Json{{"cards", {"AH", "KH", "QH", "JH", "10H"}}});
    const auto judged = t.ok("tn.enter_capture", Json{{"cards", {"KS", "KS", "KH", "KH", "KD"}}});
    CHECK(judged.payload["judged"]["verdict"] ==
          "Captured! Five of a kind, kings, beats a straight flush. The guard captain wins.");
    // Three copies are more than two decks hold.
    TnTable u(Json{{"mixed_decks", true}});
    u.buildReadyCastle();
    u.ok("tn.draw_sides");
    u.ok("tn.spotted", Json{{"guards", 1}, {"captain", false}});
    CHECK(u.refused("tn.enter_escape", Json{{"cards", {"KS", "KS", "KS", "KH", "KD"}}}) == "deck_rule");
}

TEST_CASE("Thief in the Night - wrong arguments are refused with a named error", "[thief-night]") {
    TnTable t;
    auto r = t.refusal("tn.build");
    CHECK(r.code == "missing_argument");
    CHECK(r.message == "Say \"kind\": \"walls\" or \"traps\".");
    r = t.refusal("tn.build", Json{{"kind", 10}});
    CHECK(r.code == "bad_argument");
    CHECK(r.message == "\"kind\" must be \"walls\" or \"traps\", not 10.");
    r = t.refusal("tn.set_rooms", Json{{"rooms", "seven"}});
    CHECK(r.code == "bad_argument");
    CHECK(r.message.find("\"rooms\"") != std::string::npos);
    CHECK(t.refused("tn.set_rooms", Json{{"rooms", -1}}) == "bad_argument");
    CHECK(t.refused("tn.fly") == "unknown_intent");
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    r = t.refusal("tn.spotted", Json{{"guards", "two"}});
    CHECK(r.code == "bad_argument");
    CHECK(r.message.find("\"guards\"") != std::string::npos);
    CHECK(t.refused("tn.spotted", Json{{"guards", 7}}) == "bad_argument"); // five guards + captain
    r = t.refusal("tn.spotted", Json{{"guards", 1}, {"captain", false}, {"behind", "yes"}});
    CHECK(r.message.find("\"behind\"") != std::string::npos);
    t.ok("tn.spotted", Json{{"guards", 1}, {"captain", false}});
    r = t.refusal("tn.enter_escape", Json{{"cards", "KH QH JH 10H 9H"}});
    CHECK(r.code == "bad_argument");
    CHECK(r.message == "\"cards\" must be a list of 5 cards such as \"KH\", not \"KH QH JH 10H 9H\".");
    r = t.refusal("tn.enter_escape", Json{{"cards", {"KH", "QH", "1H", "10H", "9H"}}});
    CHECK(r.code == "bad_card");
    CHECK(r.message.find("card 3") != std::string::npos);
    CHECK(t.refused("tn.enter_escape", Json{{"best", true}}) == "missing_argument");
    CHECK(t.refused("tn.draw_forced", Json{{"hand_size", 10}}) == "not_behind");
}

TEST_CASE("Thief in the Night - a hand is secret until both are in; undo and replay equal the "
          "live state",
          "[thief-night]") {
    TnTable t;
    for (int i = 0; i < 3; ++i)
        t.ok("tn.build", Json{{"kind", "walls"}});
    t.ok("undo");
    CHECK(t.view()["setup"]["wall_edges"] == 20);
    t.ok("redo");
    CHECK(t.view()["setup"]["wall_edges"] == 30);
    t.buildReadyCastle();
    t.ok("tn.draw_sides");
    t.ok("tn.spotted", Json{{"guards", 2}, {"captain", false}});
    const auto entered = t.ok("tn.enter_escape", Json{{"cards", {"AH", "AD", "AC", "7S", "7D"}}});
    const auto& session = t.live->session();
    // Public: only that it was entered.
    CHECK(session.publicPayload(entered) == Json{{"side", "thief"}});
    CHECK(session.describe(entered) == "The thief entered an escape hand (hidden until both are in)");
    const std::string publicText = t.view().dump();
    for (const auto& secret : t.game().unrevealedSecrets(session.state())) {
        CHECK(secret == "Full house, aces over sevens");
        CHECK(publicText.find(secret) == std::string::npos);
    }
    CHECK(publicText.find("AH") == std::string::npos);
    const int thief = t.state().thiefSeat;
    CHECK(t.game().privateView(session.state(), thief)["name"] == "Full house, aces over sevens");
    CHECK(t.game().privateView(session.state(), 1 - thief).empty());
    // The first hand may be taken back (it shows nothing), then entered again.
    CHECK(session.undoDescription() == "Undo: The thief entered an escape hand (hidden until both are in)");
    t.ok("undo");
    CHECK(t.view()["open_capture"]["escape_entered"] == false);
    t.ok("tn.enter_escape", Json{{"cards", {"AH", "AD", "AC", "7S", "8D"}}});
    t.ok("tn.enter_capture", Json{{"cards", {"AS", "AD", "AC", "7S", "7D"}}});
    // Replay of the stored log equals the live state.
    const auto stored = t.store.loadEvents(t.live->id());
    const auto replayed = heist::engine::Session::replay(session.setup(), session.game(), stored);
    CHECK(t.game().publicView(replayed.state()) == t.view());
    CHECK(replayed.headSeq() == session.headSeq());
    CHECK(t.view()["captures"][0]["verdict"] ==
          "Captured! Full house, aces over sevens, beats three of a kind. The guard captain wins.");
}

TEST_CASE("Thief in the Night - movement reference and trap continuation", "[thief-night]") {
    using heist::games::thief_night::AceRule;
    using heist::games::thief_night::Piece;
    using R = heist::games::thief_night::ThiefNightRules;
    const auto& rules = TnTable::game().rules();
    CHECK(rules.movement(Piece::Thief, 7, AceRule::FaceBoth) == "up to 3 squares, diagonals allowed");
    CHECK(rules.movement(Piece::Captain, 12, AceRule::FaceBoth) == "up to 4 squares, diagonals allowed");
    CHECK(rules.movement(Piece::Guard, 10, AceRule::FaceBoth) ==
          "2 squares straight, or 1 forward then 1 to the left or right");
    CHECK(rules.movement(Piece::Guard, 14, AceRule::FaceBoth) ==
          "3 squares forward, or 1 forward then 2 to the left or right");
    CHECK(rules.movement(Piece::Guard, 14, AceRule::Low) ==
          "2 squares straight, or 1 forward then 1 to the left or right");
    // The rulebook's example: after a jack, a 10 or a queen keeps the thief going.
    CHECK(R::continuesThroughTrap(11, 10, AceRule::FaceBoth));
    CHECK(R::continuesThroughTrap(11, 12, AceRule::FaceBoth));
    CHECK_FALSE(R::continuesThroughTrap(11, 9, AceRule::FaceBoth));
    CHECK_FALSE(R::continuesThroughTrap(11, 11, AceRule::FaceBoth));
    // The ace by the spec's default: next to both the 2 and the king.
    CHECK(R::continuesThroughTrap(14, 2, AceRule::FaceBoth));
    CHECK(R::continuesThroughTrap(13, 14, AceRule::FaceBoth));
    CHECK_FALSE(R::continuesThroughTrap(14, 2, AceRule::High));
    CHECK(R::continuesThroughTrap(13, 14, AceRule::High));
    CHECK(R::continuesThroughTrap(2, 14, AceRule::Low));
    CHECK_FALSE(R::continuesThroughTrap(13, 14, AceRule::Low));
    CHECK(R::trapInWords(11, 12, AceRule::FaceBoth) == "Yes: a queen is one rank above a jack. Keep going.");
    CHECK(R::trapInWords(11, 9, AceRule::FaceBoth) ==
          "No: a 9 is not one rank above or below a jack. Stop on the trap.");
    CHECK(R::trapInWords(14, 2, AceRule::FaceBoth) == "Yes: a 2 is one rank above an ace. Keep going.");
}
