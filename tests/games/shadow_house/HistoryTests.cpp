// Shadow House's history in words (ShadowHouseHistory.cpp): every entry says what it changed
// for the table, worked out by hand from rules/shadow-house-masquerade.txt, "End of a round"
// (1: the detective 2, every other player without a culprit or accomplice card 1) and "End of
// the game" (first to 5 points), and the Lightning variant (one round, a team result).
#include "games/Catalogue.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "language/Language.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using Lines = std::vector<std::string>;

namespace {

struct ShadowTable {
    heist::test::TempDir dir;
    heist::store::SessionStore store;
    std::optional<heist::store::LiveSession> live;

    explicit ShadowTable(bool lightning) : store(dir / "sessions.db") {
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
        setup.seed = 5;
        setup.houseRules = Json{{"lightning", lightning}};
        live.emplace(
            heist::store::LiveSession::create(store, heist::games::definition("shadow-house-masquerade"), setup));
    }
    Lines ok(const std::string& type, Json args) {
        auto r = live->dispatch(heist::test::intent(type, std::move(args)));
        if (auto* e = std::get_if<heist::engine::RuleError>(&r))
            FAIL("refused " << type << ": " << e->code << " - " << e->message);
        return live->session().changesAt(std::get<heist::engine::Event>(r).seq);
    }
};

} // namespace

TEST_CASE("Shadow House history - a round begun and scored, the totals and the lead, in words",
          "[shadow-house][history]") {
    ShadowTable t(false);
    CHECK(t.ok("shm.start_round", Json{{"first", 0}}) ==
          Lines{"Round 1 began.", "Ann holds First on the scene and starts."});
    // Bob's detective finds Cy, the culprit: Bob 2, Ann (no culprit or accomplice card) 1, Cy 0.
    CHECK(t.ok("shm.score_round",
               Json{{"ending", "detective"}, {"by", 1}, {"culprit", 2}, {"accomplices", Json::array()}}) ==
          Lines{"Round 1 ended: Bob\u2019s detective found the culprit, Cy.",
                "Ann scored 1 point (not on the culprit\u2019s side).",
                "Bob scored 2 points (their detective found the culprit).",
                "Cy scored 0 points (the culprit, found out).", "Ann now has 1 point in the match.",
                "Bob now has 2 points in the match.", "Bob leads the match.",
                "Next: build the deck for round 2 (first to 5 points)."});
    // Undone: the points go back, and so does the lead (everyone level at 0 says no leader).
    CHECK(t.ok("undo", Json::object()) == Lines{"The score of round 1 was taken back.",
                                                "Ann now has 0 points in the match.",
                                                "Bob now has 0 points in the match."});
}

TEST_CASE("Shadow House history - a Lightning round: who won and lost, and the winning side",
          "[shadow-house][history]") {
    ShadowTable t(true);
    t.ok("shm.start_round", Json{{"first", 1}});
    // Cy, the culprit, plays their last card with Ann's accomplice card in front of her: the
    // culprit's side (Ann and Cy) wins, Bob loses.
    CHECK(t.ok("shm.score_round", Json{{"ending", "last_card"}, {"culprit", 2}, {"accomplices", Json::array({0})}}) ==
          Lines{"Round 1 ended: the culprit, Cy, played their last card.",
                "Ann won (accomplice of the culprit, who got away).", "Bob lost (the culprit got away).",
                "Cy won (the culprit, who played their last card).", "The culprit\u2019s side won: Ann and Cy."});
}

TEST_CASE("Shadow House history - read in German and French: whole sentences from the same events",
          "[shadow-house][history][language]") {
    // The language is process-wide: whatever happens, the next test reads English again.
    struct English {
        ~English() { heist::language::setLanguage("en"); }
    } english;
    ShadowTable t(true);
    REQUIRE(heist::language::setLanguage("de"));
    CHECK(t.ok("shm.start_round", Json{{"first", 1}}) ==
          Lines{"Runde 1 hat begonnen.", "Bob hat \u201eDer Erste am Geschehen\u201c und f\u00e4ngt an."});
    // A refusal, too, is in the table's language.
    auto refused = t.live->dispatch(heist::test::intent(
        "shm.score_round", Json{{"ending", "handcuffs"}, {"by", 2}, {"culprit", 2}, {"accomplices", Json::array()}}));
    REQUIRE(std::holds_alternative<heist::engine::RuleError>(refused));
    CHECK(std::get<heist::engine::RuleError>(refused).message ==
          "Der Sheriff gibt die Handschellen einem anderen Spieler: \u201eby\u201c kann nicht der T\u00e4ter sein.");
    CHECK(t.ok("shm.score_round", Json{{"ending", "last_card"}, {"culprit", 2}, {"accomplices", Json::array({0})}}) ==
          Lines{"Ende von Runde 1: Der T\u00e4ter Cy hat die letzte Karte gespielt.",
                "Ann hat gewonnen (Komplize des T\u00e4ters, der entkommen ist).",
                "Bob hat verloren (der T\u00e4ter ist entkommen).",
                "Cy hat gewonnen (der T\u00e4ter, der die letzte Karte gespielt hat).",
                "Die Seite des T\u00e4ters hat gewonnen: Ann und Cy."});
    // The statistics keep the side as the same key in every language; the role is its words.
    const auto& game = heist::games::definition("shadow-house-masquerade");
    const auto rows = game.standings(t.live->session().state());
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].side == "culprit\u2019s side");
    CHECK(rows[0].role == "Seite des T\u00e4ters");
    CHECK(rows[1].side == "against the culprit");
    CHECK(rows[1].role == "gegen den T\u00e4ter");
    REQUIRE(heist::language::setLanguage("fr"));
    CHECK(t.live->session().describe(t.live->session().log().back()) ==
          "Manche \u00e9clair\u00a0: Le coupable, Cy, a jou\u00e9 sa derni\u00e8re carte\u00a0; le camp du coupable "
          "gagne");
    CHECK(game.standings(t.live->session().state())[1].side == "against the culprit");
}
