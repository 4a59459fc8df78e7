// Shadow House Masquerade scenarios: rounds and matches played through intents, on a real
// file. Every expected score is worked out by hand in the comments from the rulebook's
// "End of a round" (1: detective 2, every other player without a culprit or accomplice card
// 1; 2: Toby 3, the others as in 1; 3: the culprit and each accomplice 2, nobody else
// anything; 4: every player without an accomplice card 1, except the culprit) and "End of
// the game" (after the round in which someone reaches 5; highest total wins; ties share).
#include "history/Statistics.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/shadow_house/ShadowHouseState.hpp"
#include "tests/games/shadow_house/ShmTable.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>

using heist::Json;
using heist::test::ShmTable;
namespace shm = heist::games::shadow_house;

namespace {

Json detective(int by, int culprit, std::vector<int> accomplices = {}) {
    return Json{{"ending", "detective"}, {"by", by}, {"culprit", culprit}, {"accomplices", accomplices}};
}
Json toby(int by, int culprit, std::vector<int> accomplices = {}) {
    return Json{{"ending", "toby"}, {"by", by}, {"culprit", culprit}, {"accomplices", accomplices}};
}
Json lastCard(int culprit, std::vector<int> accomplices = {}) {
    return Json{{"ending", "last_card"}, {"culprit", culprit}, {"accomplices", accomplices}};
}
Json handcuffs(int sheriff, int culprit, std::vector<int> accomplices = {}) {
    return Json{{"ending", "handcuffs"}, {"by", sheriff}, {"culprit", culprit}, {"accomplices", accomplices}};
}

} // namespace

TEST_CASE("Shadow House - every word of the data file a player reads is listed for the catalogue", "[shadow-house]") {
    // ShadowHouseWords.cpp lists them with trNoop so that xgettext extracts them; the screens
    // show them through trData("shadow-house-masquerade", word).
    const auto& words = shm::dataWords();
    const auto& rules = ShmTable::game().rules();
    for (const auto& card : rules.cardTypes)
        CHECK(std::count(words.begin(), words.end(), card.name) == 1);
    for (const auto& line : rules.setupReminders)
        CHECK(std::count(words.begin(), words.end(), line) == 1);
    CHECK(std::count(words.begin(), words.end(), rules.info.title) == 1);
    CHECK(std::count(words.begin(), words.end(), rules.info.blurb) == 1);
    CHECK(std::count(words.begin(), words.end(), "Build the deck") == 1); // first_step
    CHECK(words.size() == 3 + rules.cardTypes.size() + rules.setupReminders.size());
}

TEST_CASE("Shadow House - the starter deck for every player count is the rulebook's table", "[shadow-house]") {
    // The rulebook's setup table, copied by hand (players 3 4 5 6 7 8):
    //   first on the scene 1 1 1 1 1 1, culprit 1 1 1 1 1 1, detective 1 1 1 2 2 2,
    //   accomplice 0 1 1 2 2 2, sheriff 1 1 1 1 1 1, alibi 1 1 2 2 3 3,
    //   remaining cards (at random) 7 10 13 15 18 22, total 12 16 20 24 28 32.
    const std::map<std::string, std::vector<int>> table = {
        {"first_on_the_scene", {1, 1, 1, 1, 1, 1}}, {"culprit", {1, 1, 1, 1, 1, 1}}, {"detective", {1, 1, 1, 2, 2, 2}},
        {"accomplice", {0, 1, 1, 2, 2, 2}},         {"sheriff", {1, 1, 1, 1, 1, 1}}, {"alibi", {1, 1, 2, 2, 3, 3}}};
    const std::vector<int> random = {7, 10, 13, 15, 18, 22};
    const std::vector<int> total = {12, 16, 20, 24, 28, 32};
    for (int n = 3; n <= 8; ++n) {
        INFO(n << " players");
        ShmTable t(n);
        const Json deck = t.view()["deck"];
        const auto col = static_cast<std::size_t>(n - 3);
        REQUIRE(deck["cards"].size() == table.size());
        for (const auto& card : deck["cards"])
            CHECK(card["count"].get<int>() == table.at(card["id"].get<std::string>())[col]);
        CHECK(deck["random"].get<int>() == random[col]);
        CHECK(deck["total"].get<int>() == total[col]);
        CHECK(deck["total"].get<int>() == 4 * n); // 4 cards per player
        CHECK(deck["reminders"].size() == 4);     // setup steps 3 to 6
    }
}

TEST_CASE("Shadow House - 1. a detective identifies the culprit, without and with accomplices", "[shadow-house]") {
    ShmTable t(5); // Ann 0, Bob 1, Cy 2, Dee 3, Eve 4
    // Bob's detective finds Cy; nobody has an accomplice card: Bob 2; Ann, Dee, Eve 1; Cy 0.
    t.round(0, detective(1, 2));
    CHECK(t.lastPoints() == std::vector<int>{1, 2, 0, 1, 1});
    CHECK(t.line(1) == "Bob: 2, their detective found the culprit");
    CHECK(t.line(2) == "Cy: 0, the culprit, found out");
    CHECK(t.line(0) == "Ann: 1, not on the culprit\u2019s side");
    // Round 2: Eve's detective finds Ann; Dee has an accomplice card: Eve 2; Bob, Cy 1;
    // Ann (culprit) and Dee (accomplice) 0. Totals: Ann 1, Bob 3, Cy 1, Dee 1, Eve 3.
    t.round(1, detective(4, 0, {3}));
    CHECK(t.lastPoints() == std::vector<int>{0, 1, 1, 0, 2});
    CHECK(t.line(3) == "Dee: 0, accomplice");
    CHECK(t.totals() == std::vector<int>{1, 3, 1, 1, 3});
    CHECK(t.view()["phase"] == "building");
    CHECK(t.state().round == 2);
}

TEST_CASE("Shadow House - a detective with an accomplice card in front of them is an accomplice", "[shadow-house]") {
    ShmTable t(4); // Ann 0, Bob 1, Cy 2, Dee 3
    // Bob's detective finds Cy, but Bob has an accomplice card in front of him: he scores
    // nothing and loses with the culprit. Ann and Dee 1 each; Cy 0.
    t.round(3, detective(1, 2, {1}));
    CHECK(t.lastPoints() == std::vector<int>{1, 0, 0, 1});
    CHECK(t.line(1).rfind("Bob: 0, accomplice", 0) == 0);
    CHECK_FALSE(t.state().rounds.back().culpritSideWon);
}

TEST_CASE("Shadow House - 2. Toby exposes the culprit, without and with accomplices, and Toby "
          "as an accomplice",
          "[shadow-house]") {
    ShmTable t(5); // Ann 0, Bob 1, Cy 2, Dee 3, Eve 4
    // Ann's Toby exposes Dee, no accomplices: Ann 3; Bob, Cy, Eve 1; Dee 0.
    t.round(0, toby(0, 3));
    CHECK(t.lastPoints() == std::vector<int>{3, 1, 1, 0, 1});
    CHECK(t.line(0) == "Ann: 3, their Toby exposed the culprit");
    // Ann's Toby exposes Dee again, Bob has an accomplice card: Ann 3; Cy, Eve 1; Bob, Dee 0.
    // Totals: Ann 6 ... but the match goes on to the end of the round, which ends it.
    t.round(4, toby(0, 3, {1}));
    CHECK(t.lastPoints() == std::vector<int>{3, 0, 1, 0, 1});
    CHECK(t.totals() == std::vector<int>{6, 1, 2, 0, 2});
    CHECK(t.view()["phase"] == "finished");

    ShmTable u(4); // Ann 0, Bob 1, Cy 2, Dee 3
    // Cy's Toby exposes Ann, but Cy has an accomplice card in front of them: Cy 0 (an
    // accomplice), Bob and Dee 1, Ann 0.
    u.round(2, toby(2, 0, {2}));
    CHECK(u.lastPoints() == std::vector<int>{0, 1, 0, 1});
    CHECK(u.state().rounds.back().reasons[2] == shm::Reason::FinderAccomplice);
}

TEST_CASE("Shadow House - 3. the culprit's last card: the culprit and every accomplice win 2", "[shadow-house]") {
    ShmTable t(5); // Ann 0, Bob 1, Cy 2, Dee 3, Eve 4
    // Cy plays the culprit card as the last card, no accomplices: Cy 2, everybody else 0.
    t.round(0, lastCard(2));
    CHECK(t.lastPoints() == std::vector<int>{0, 0, 2, 0, 0});
    CHECK(t.line(2) == "Cy: 2, the culprit, who played their last card");
    CHECK(t.line(0) == "Ann: 0, the culprit got away");
    CHECK(t.state().rounds.back().by == 2);
    // Cy again, Ann and Eve have accomplice cards: Cy, Ann, Eve 2; Bob, Dee 0.
    // Totals: Ann 2, Bob 0, Cy 4, Dee 0, Eve 2.
    t.round(1, lastCard(2, {0, 4}));
    CHECK(t.lastPoints() == std::vector<int>{2, 0, 2, 0, 2});
    CHECK(t.line(4) == "Eve: 2, accomplice of the culprit, who got away");
    CHECK(t.totals() == std::vector<int>{2, 0, 4, 0, 2});
    CHECK(t.state().rounds.back().culpritSideWon);
}

TEST_CASE("Shadow House - an accomplice forcing the culprit to discard their last card wins with them",
          "[shadow-house]") {
    ShmTable t(5); // Ann 0, Bob 1, Cy 2, Dee 3, Eve 4
    // Dee already has an accomplice card in front of her; Bob plays an accomplice card and
    // makes Cy discard the culprit card, Cy's last: the round ends at once. Bob became an
    // accomplice by playing the card, so Cy, Bob and Dee score 2; Ann and Eve 0.
    t.round(0,
            Json{{"ending", "last_card"}, {"forced_discard", true}, {"by", 1}, {"culprit", 2}, {"accomplices", {3}}});
    CHECK(t.lastPoints() == std::vector<int>{0, 2, 2, 2, 0});
    CHECK(t.state().rounds.back().accomplices == std::vector<int>{1, 3});
    CHECK(t.line(2) == "Cy: 2, the culprit, whose last card was discarded");
    CHECK(t.live->session().describe(t.live->session().log().back()) ==
          "Round 1: Bob\u2019s accomplice card made the culprit, Cy, discard their last card "
          "(Ann 0, Bob 2, Cy 2, Dee 2, Eve 0)");
}

TEST_CASE("Shadow House - 4. the handcuffs holder is the culprit, without and with accomplices", "[shadow-house]") {
    ShmTable t(4); // Ann 0, Bob 1, Cy 2, Dee 3
    // Ann's sheriff gave the handcuffs to Dee, who reveals the culprit card: every other
    // player without an accomplice card scores 1: Ann, Bob, Cy 1; Dee 0.
    t.round(0, handcuffs(0, 3));
    CHECK(t.lastPoints() == std::vector<int>{1, 1, 1, 0});
    CHECK(t.line(3) == "Dee: 0, the culprit, found out");
    CHECK(t.line(0) == "Ann: 1, the culprit held the handcuffs");
    // Again, with Bob an accomplice: Ann, Cy 1; Bob, Dee 0. Totals: Ann 2, Bob 1, Cy 2, Dee 0.
    t.round(1, handcuffs(0, 3, {1}));
    CHECK(t.lastPoints() == std::vector<int>{1, 0, 1, 0});
    CHECK(t.totals() == std::vector<int>{2, 1, 2, 0});
}

TEST_CASE("Shadow House - the culprit who plays their last card while holding the handcuffs loses", "[shadow-house]") {
    ShmTable t(4); // Ann 0, Bob 1, Cy 2, Dee 3
    // Bob's sheriff handed Cy the handcuffs; Cy, the culprit, plays the culprit card as the
    // last card while holding them: the handcuffs ending, not the culprit's win. Ann has an
    // accomplice card: Bob and Dee 1; Ann and Cy 0.
    t.round(3, handcuffs(1, 2, {0}));
    CHECK(t.lastPoints() == std::vector<int>{0, 1, 0, 1});
    CHECK_FALSE(t.state().rounds.back().culpritSideWon);
    // Nobody needs to say who gave the handcuffs: the points are the same without "by".
    t.round(3, Json{{"ending", "handcuffs"}, {"culprit", 2}, {"accomplices", {0}}});
    CHECK(t.lastPoints() == std::vector<int>{0, 1, 0, 1});
}

TEST_CASE("Shadow House - a match that ends at exactly 5 has one winner", "[shadow-house]") {
    ShmTable t(3); // Ann 0, Bob 1, Cy 2
    // R1: Ann's detective finds Cy: Ann 2, Bob 1, Cy 0      -> totals 2, 1, 0
    // R2: Bob's Toby exposes Cy: Bob 3, Ann 1, Cy 0         -> totals 3, 4, 0
    // R3: Cy held the handcuffs (Ann's sheriff): Ann 1, Bob 1 -> totals 4, 5, 0: Bob wins.
    t.round(0, detective(0, 2));
    CHECK(t.totals() == std::vector<int>{2, 1, 0});
    t.round(2, toby(1, 2));
    CHECK(t.totals() == std::vector<int>{3, 4, 0});
    CHECK_FALSE(t.live->session().finished());
    t.round(1, handcuffs(0, 2));
    CHECK(t.totals() == std::vector<int>{4, 5, 0});
    REQUIRE(t.live->session().finished());
    const Json res = t.game().results(t.state());
    CHECK(res["winners"] == Json::array({1}));
    CHECK(res["shared"] == false);
    CHECK(res["rounds"] == 3);
    CHECK(res["deciding"] == "5 points reached in round 3");
    t.refused("shm.start_round", Json{{"first", 0}}); // game over

    // As a BG Stats play: totals as points, Bob first, Ann second, Cy third; no sides.
    const Json play = heist::test::checkBgStatsPlay(
        t.live->session(), {{"Ann", 4, false, 2, ""}, {"Bob", 5, true, 1, ""}, {"Cy", 0, false, 3, ""}});
    CHECK(play["players"][0]["startPlayer"] == true); // Ann was first on the scene in round 1
}

TEST_CASE("Shadow House - a tie at the top shares the win", "[shadow-house]") {
    ShmTable t(3); // Ann 0, Bob 1, Cy 2
    // R1 and R2 as in the match above: totals 3, 4, 0.
    // R3: Ann's detective finds Cy: Ann 2, Bob 1 -> totals 5, 5, 0: Ann and Bob share.
    t.round(0, detective(0, 2));
    t.round(2, toby(1, 2));
    t.round(1, detective(0, 2));
    CHECK(t.totals() == std::vector<int>{5, 5, 0});
    REQUIRE(t.live->session().finished());
    const Json res = t.game().results(t.state());
    CHECK(res["winners"] == Json::array({0, 1}));
    CHECK(res["shared"] == true);
    // Both share first place; Cy comes third, not second.
    heist::test::checkBgStatsPlay(t.live->session(),
                                  {{"Ann", 5, true, 1, ""}, {"Bob", 5, true, 1, ""}, {"Cy", 0, false, 3, ""}});
}

TEST_CASE("Shadow House - a match that ends above 5, with two players over 5", "[shadow-house]") {
    // Ann 0, Bob 1, Cy 2, Dee 3.
    // R1: Cy's last card, Dee an accomplice: Cy 2, Dee 2 -> totals 0, 0, 2, 2
    // R2: the same                                       -> totals 0, 0, 4, 4
    SECTION("Cy's Toby ends it: Cy 7 wins over Dee 5") {
        // R3: Cy's Toby exposes Bob: Cy 3; Ann, Dee 1; Bob 0 -> totals 1, 0, 7, 5.
        ShmTable t(4);
        t.round(0, lastCard(2, {3}));
        t.round(1, lastCard(2, {3}));
        CHECK(t.totals() == std::vector<int>{0, 0, 4, 4});
        t.round(2, toby(2, 1));
        CHECK(t.totals() == std::vector<int>{1, 0, 7, 5});
        REQUIRE(t.live->session().finished());
        CHECK(t.game().results(t.state())["winners"] == Json::array({2}));
    }
    SECTION("Ann's last card with Cy and Dee as accomplices: Cy and Dee share at 6") {
        // R3: Ann's last card, Cy and Dee accomplices: Ann, Cy, Dee 2 -> totals 2, 0, 6, 6.
        ShmTable t(4);
        t.round(0, lastCard(2, {3}));
        t.round(1, lastCard(2, {3}));
        t.round(2, lastCard(0, {2, 3}));
        CHECK(t.totals() == std::vector<int>{2, 0, 6, 6});
        REQUIRE(t.live->session().finished());
        CHECK(t.game().results(t.state())["winners"] == Json::array({2, 3}));
    }
}

TEST_CASE("Shadow House - Lightning: one round, no points, a team result naming each side", "[shadow-house]") {
    SECTION("everyone else wins when Toby exposes the culprit") {
        ShmTable t(5, true); // Ann 0, Bob 1, Cy 2, Dee 3, Eve 4
        // Ann's Toby exposes Dee, Bob an accomplice: Dee and Bob lose; Ann, Cy, Eve win.
        t.round(0, toby(0, 3, {1}));
        CHECK(t.lastPoints() == std::vector<int>{0, 0, 0, 0, 0});
        CHECK(t.totals() == std::vector<int>{0, 0, 0, 0, 0});
        REQUIRE(t.live->session().finished());
        const Json res = t.game().results(t.state());
        CHECK(res["winning_side"] == "others");
        CHECK(res["culprit_side"] == Json::array({1, 3}));
        CHECK(res["other_side"] == Json::array({0, 2, 4}));
        CHECK(res["winners"] == Json::array({0, 2, 4}));
        CHECK(res["deciding"] == "Toby exposed the culprit");
        CHECK(t.line(0) == "Ann: won, their Toby exposed the culprit");
        CHECK(t.line(1) == "Bob: lost, accomplice");
        t.refused("shm.start_round", Json{{"first", 0}});
        // As a BG Stats play: no points, each side named, the winning side first.
        const std::string culprit = "culprit\u2019s side", others = "against the culprit";
        const Json play = heist::test::checkBgStatsPlay(t.live->session(), {{"Ann", std::nullopt, true, 1, others},
                                                                            {"Bob", std::nullopt, false, 2, culprit},
                                                                            {"Cy", std::nullopt, true, 1, others},
                                                                            {"Dee", std::nullopt, false, 2, culprit},
                                                                            {"Eve", std::nullopt, true, 1, others}});
        CHECK(play["game"]["noPoints"] == true);
        // For the statistics: the same sides, and no points.
        const auto record = heist::history::playRecord(t.live->session(), "2026-11-24");
        REQUIRE(record);
        REQUIRE(record->players.size() == 5);
        // The side is kept in the records as a key, whatever the language; the role is its words.
        CHECK(record->players[1].side == culprit);
        CHECK(record->players[2].side == others);
        CHECK(shm::ShadowHouseGame::sideName(record->players[1].side) == culprit);
        CHECK(shm::ShadowHouseGame::sideName(record->players[2].side) == others);
        CHECK_FALSE(record->players[2].score);
    }
    SECTION("the culprit's side wins on the culprit's last card") {
        ShmTable t(3, true); // Ann 0, Bob 1, Cy 2
        t.round(1, lastCard(0));
        const Json res = t.game().results(t.state());
        CHECK(res["winning_side"] == "culprit");
        CHECK(res["deciding"] == "The culprit\u2019s last card was played");
        CHECK(res["winners"] == Json::array({0}));
        CHECK(res["other_side"] == Json::array({1, 2}));
        CHECK(t.live->session().describe(t.live->session().log().back()) ==
              "Lightning round: The culprit, Ann, played their last card; the culprit\u2019s side wins");
    }
}

TEST_CASE("Shadow House - a missing or wrongly typed argument is refused in the engine reader's words",
          "[shadow-house]") {
    ShmTable t(4);
    const auto message = [&](const std::string& type, Json args) {
        auto r = t.live->dispatch(heist::test::intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<heist::engine::RuleError>(r));
        return std::get<heist::engine::RuleError>(r).message;
    };
    CHECK(message("shm.start_round", Json::object()) ==
          "Say who holds First on the scene (\"first\": a seat number from 0 to 3).");
    CHECK(message("shm.start_round", Json{{"first", "Ann"}}) ==
          "\"first\" must be a seat number from 0 to 3, not \"Ann\".");
    t.ok("shm.start_round", Json{{"first", 0}});
    CHECK(message("shm.score_round", Json{{"culprit", 1}}) ==
          "Say \"ending\": \"detective\", \"toby\", \"last_card\" or \"handcuffs\".");
    CHECK(message("shm.score_round",
                  Json{{"ending", "detective"}, {"by", 0}, {"culprit", 1}, {"forced_discard", "no"}}) ==
          "\"forced_discard\" must be true or false, not \"no\".");
}

TEST_CASE("Shadow House - impossible entries are refused with a message and nothing is saved", "[shadow-house]") {
    ShmTable t(4); // Ann 0, Bob 1, Cy 2, Dee 3
    // Scoring before the round has started, and starting without a first player.
    CHECK(t.refused("shm.score_round", detective(0, 1)) == "no_round");
    CHECK(t.refused("shm.start_round") == "missing_argument");
    CHECK(t.refused("shm.start_round", Json{{"first", 4}}) == "bad_seat");
    CHECK(t.refused("shm.start_round", Json{{"first", "Ann"}}) == "bad_seat");
    t.ok("shm.start_round", Json{{"first", 0}});
    CHECK(t.refused("shm.start_round", Json{{"first", 1}}) == "round_in_progress");

    CHECK(t.refused("shm.score_round", Json{{"ending", "detective"}, {"by", 0}, {"culprit", {1, 2}}}) ==
          "two_culprits");
    CHECK(t.refused("shm.score_round", detective(0, 1, {1})) == "culprit_accomplice");
    CHECK(t.refused("shm.score_round", lastCard(1, {3, 1})) == "culprit_accomplice");
    CHECK(t.refused("shm.score_round", Json{{"ending", "detective"}, {"culprit", 1}}) == "no_finder");
    CHECK(t.refused("shm.score_round", Json{{"ending", "toby"}, {"culprit", 1}}) == "no_finder");
    CHECK(t.refused("shm.score_round", detective(2, 2)) == "finder_is_culprit");
    CHECK(t.refused("shm.score_round", toby(3, 3)) == "finder_is_culprit");
    CHECK(t.refused("shm.score_round", handcuffs(1, 1)) == "finder_is_culprit");
    CHECK(t.refused("shm.score_round", Json{{"ending", "last_card"}, {"forced_discard", true}, {"culprit", 1}}) ==
          "no_finder");
    CHECK(t.refused("shm.score_round", Json{{"ending", "robbery"}, {"culprit", 1}}) == "bad_ending");
    CHECK(t.refused("shm.score_round", Json{{"ending", "detective"}, {"by", 0}}) == "missing_argument");
    CHECK(t.refused("shm.score_round",
                    Json{{"ending", "detective"}, {"by", 0}, {"culprit", 1}, {"accomplices", "Bob"}}) == "bad_seat");
    CHECK(t.refused("shm.score_round", Json{{"ending", "detective"}, {"by", 0}, {"culprit", 9}}) == "bad_seat");
    CHECK(t.refused("shm.score_round", Json{{"ending", "last_card"}, {"culprit", 1}, {"accomplice", {2}}}) ==
          "unknown_argument");
    CHECK(t.refused("shm.play_card") == "unknown_intent");
    CHECK(t.state().rounds.empty());

    // A player count outside 3 to 8: no session is created.
    for (int n : {2, 9}) {
        heist::test::TempDir dir;
        heist::store::SessionStore store(dir / "sessions.db");
        heist::engine::SessionSetup setup;
        for (int i = 0; i < n; ++i)
            setup.players.push_back({i, "P" + std::to_string(i), "amber"});
        try {
            heist::store::LiveSession::create(store, ShmTable::game(), setup);
            FAIL("a table of " << n << " was accepted");
        } catch (const heist::store::SetupError& e) {
            CHECK(e.error.code == "player_count");
            CHECK(e.error.message.find("3 to 8") != std::string::npos);
        }
        CHECK(store.listSessions().empty());
    }
}

TEST_CASE("Shadow House - the preview gives the points the confirmed round will have", "[shadow-house]") {
    ShmTable t(4);
    t.ok("shm.start_round", Json{{"first", 2}});
    const Json args = Json{{"ending", "toby"}, {"by", 3}, {"culprit", 0}, {"accomplices", {1}}};
    auto preview = t.game().preview(t.state(), args);
    REQUIRE(std::holds_alternative<shm::RoundScore>(preview));
    // Dee's Toby exposes Ann, Bob an accomplice: Dee 3, Cy 1, Ann and Bob 0.
    CHECK(std::get<shm::RoundScore>(preview).points == std::vector<int>{0, 0, 1, 3});
    CHECK(t.state().rounds.empty()); // a preview saves nothing
    t.ok("shm.score_round", args);
    CHECK(t.lastPoints() == std::get<shm::RoundScore>(preview).points);
    CHECK(t.state().rounds.back().first == 2);
    CHECK(std::holds_alternative<heist::engine::RuleError>(t.game().preview(t.state(), args)));
}

TEST_CASE("Shadow House - undo takes back a confirmed round, also the one that ended the match", "[shadow-house]") {
    ShmTable t(3);               // Ann 0, Bob 1, Cy 2
    t.round(0, detective(0, 2)); // 2, 1, 0
    t.round(2, toby(1, 2));      // 3, 4, 0
    t.round(1, handcuffs(0, 2)); // 4, 5, 0: the match is over
    REQUIRE(t.live->session().finished());
    CHECK(t.live->session().undoDescription().rfind("Undo: Round 3: The culprit, Cy, was holding the handcuffs", 0) ==
          0);
    t.ok("undo");
    CHECK_FALSE(t.live->session().finished());
    CHECK(t.totals() == std::vector<int>{3, 4, 0});
    CHECK(t.view()["phase"] == "playing"); // round 3 is back to be scored again
    CHECK(t.state().rounds.size() == 2);
    // Scored again, differently: Bob's detective finds Cy: Bob 2, Ann 1 -> 4, 6, 0.
    t.ok("shm.score_round", detective(1, 2));
    CHECK(t.totals() == std::vector<int>{4, 6, 0});
    REQUIRE(t.live->session().finished());
    // Undo twice: the round and its start; redo brings the start back.
    t.ok("undo");
    t.ok("undo");
    CHECK(t.view()["phase"] == "building");
    CHECK(t.state().round == 2);
    t.ok("redo");
    CHECK(t.state().first == 1);
}

TEST_CASE("Shadow House - replaying a stored match equals the live state", "[shadow-house]") {
    ShmTable t(5);
    t.round(0, detective(1, 2, {3}));
    t.round(4, Json{{"ending", "last_card"}, {"forced_discard", true}, {"by", 0}, {"culprit", 3}});
    t.ok("shm.start_round", Json{{"first", 2}});
    t.ok("shm.score_round", toby(4, 1));
    t.ok("undo");
    t.ok("shm.score_round", handcuffs(4, 1, {0}));
    const auto replayed = heist::store::LiveSession::resume(t.store, t.live->id());
    CHECK(t.game().publicView(replayed.session().state()) == t.view());
    CHECK(replayed.session().headSeq() == t.live->session().headSeq());
    // R1: Bob 2, Ann 1, Eve 1 (Cy culprit, Dee accomplice) -> 1, 2, 0, 0, 1
    // R2: Dee's last card discarded by Ann: Dee 2, Ann 2   -> 3, 2, 0, 2, 1
    // R3: Bob cuffed, Ann an accomplice: Cy, Dee, Eve 1    -> 3, 2, 1, 3, 2
    CHECK(t.totals() == std::vector<int>{3, 2, 1, 3, 2});
}

TEST_CASE("Shadow House - undoing the round that ended the match offers the match under Continue again",
          "[shadow-house][store]") {
    ShmTable t(5, true); // Lightning: one round ends the match
    const auto id = t.live->id();
    CHECK(t.store.lastUnfinished() == id);
    t.round(0, toby(0, 3, {1}));
    REQUIRE(t.live->session().finished());
    CHECK(t.store.lastUnfinished() != id); // finished: under history, not Continue
    t.ok("undo");                          // takes back the scoring
    REQUIRE_FALSE(t.live->session().finished());
    CHECK(t.store.lastUnfinished() == id); // Continue offers it again
    // And the same after a restart.
    auto resumed = heist::store::LiveSession::resume(t.store, id);
    CHECK_FALSE(resumed.session().finished());
    CHECK(t.store.lastUnfinished() == id);
    // Redo ends it once more.
    t.ok("redo");
    CHECK(t.live->session().finished());
    CHECK(t.store.lastUnfinished() != id);
}
