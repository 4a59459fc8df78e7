// Whole games of Suspicion played through intents. Every expected score below is worked
// out by hand from rules/suspicion.txt ("Scoring" and "End of the Game") in the comments.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::games::suspicion::SuspicionGame;
using heist::test::Table;

namespace {

Json guessesFor(Table& t, int guesser, const std::vector<bool>& correct) {
    Json g = Json::array();
    for (int other = 0; other < static_cast<int>(correct.size()); ++other) {
        if (other == guesser)
            g.push_back(nullptr);
        else
            g.push_back(correct[static_cast<std::size_t>(other)] ? t.identityId(other) : t.notIdentityId(other));
    }
    return g;
}

const Json& scoreOf(const Json& results, int seat) { return results.at("scores").at(static_cast<std::size_t>(seat)); }

} // namespace

TEST_CASE("Suspicion - a three-player game ends when the Emerald stack empties and scores by "
          "hand",
          "[suspicion]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    REQUIRE(t.view()["stacks"]["emerald"] == 5); // 2-3 players: 5 per stack

    t.take("diamond");
    t.take("ruby", "room_robbery");
    t.endTurn(); // Ann D1 R1
    t.take("emerald");
    t.take("emerald");
    t.endTurn(); // Bob E2
    t.take("ruby");
    t.take("diamond");
    t.endTurn(); // Cy R1 D1
    t.take("emerald");
    t.take("diamond");
    t.endTurn(); // Ann D2 R1 E1
    t.take("ruby");
    t.take("ruby");
    t.endTurn();       // Bob R2 E2
    t.take("emerald"); // Cy E1, stack E=1
    REQUIRE(t.view()["phase"] == "playing");
    t.take("emerald"); // Cy E2, stack E=0
    REQUIRE(t.view()["phase"] == "guessing");
    REQUIRE(t.view()["ended_by"]["seat"] == 2);

    // The game ended at once: no more takes, no end of turn.
    CHECK(t.refused("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "lucky_lift"}}) == "wrong_phase");
    CHECK(t.refused("suspicion.end_turn") == "wrong_phase");
    CHECK(t.refused("suspicion.reveal") == "guesses_missing");

    t.ok("suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", guessesFor(t, 0, {false, true, false})}});
    t.ok("suspicion.submit_guesses", Json{{"seat", 1}, {"guesses", guessesFor(t, 1, {true, false, true})}});
    t.ok("suspicion.submit_guesses", Json{{"seat", 2}, {"guesses", guessesFor(t, 2, {false, false, false})}});
    t.ok("suspicion.reveal");
    REQUIRE(t.session().finished());

    const Json r = t.session().game().results(t.session().state());
    // Ann: D2 R1 E1 = 1 set (6) + 1 single (1) = 7; one correct guess (Bob) = 7 -> 14.
    CHECK(scoreOf(r, 0)["gem_points"] == 7);
    CHECK(scoreOf(r, 0)["score"] == 14);
    // Bob: R2 E2 = no set, 4 singles = 4; two correct guesses = 14 -> 18.
    CHECK(scoreOf(r, 1)["gem_points"] == 4);
    CHECK(scoreOf(r, 1)["score"] == 18);
    // Cy: D1 R1 E2 = 1 set + 1 single = 7; no correct guess -> 7.
    CHECK(scoreOf(r, 2)["score"] == 7);
    CHECK(r["winners"] == Json::array({1}));
    CHECK(r["decided_by"] == "score");
    CHECK(r["deciding"] == "A gem stack ran out");
    // The results screen lists them by standing: Bob 18, Ann 14, Cy 7 (not in seat order).
    CHECK(SuspicionGame::resultsOrder(r) == std::vector<std::size_t>{1, 0, 2});
    // Ann was named by Bob; Bob by Ann; Cy by Bob.
    CHECK(scoreOf(r, 0)["guessed_by"] == 1);
    CHECK(scoreOf(r, 1)["guessed_by"] == 1);
    CHECK(scoreOf(r, 2)["guessed_by"] == 1);

    // The same result as a BG Stats play: points, the winner, places by score, and each
    // player's guest, revealed at the end.
    const auto guestName = [&](int seat) {
        const auto& game = static_cast<const heist::games::suspicion::SuspicionGame&>(t.session().game());
        for (const auto& g : game.rules().guests)
            if (g.id == t.identityId(seat))
                return g.name;
        return std::string();
    };
    const Json play = heist::test::checkBgStatsPlay(
        t.session(),
        {{"Ann", 14, false, 2, guestName(0)}, {"Bob", 18, true, 1, guestName(1)}, {"Cy", 7, false, 3, guestName(2)}});
    CHECK(play["players"][0]["startPlayer"] == true); // Ann took the first turn
    CHECK(play["game"]["noPoints"] == false);
    CHECK(t.refused("suspicion.end_turn") == "game_over");
}

TEST_CASE("Suspicion - the rulebook's example: 2 Diamonds, 3 Rubies and 4 Emeralds score 15", "[suspicion]") {
    // Four players: 9 per stack, so nine takes by Ann never empty a stack.
    Table t({"Ann", "Bob", "Cy", "Dee"});
    t.everyoneSees();
    REQUIRE(t.view()["stacks"]["ruby"] == 9);
    const std::vector<std::vector<std::string>> annTurns = {
        {"diamond", "diamond"}, {"ruby", "ruby"}, {"ruby", "emerald"}, {"emerald", "emerald"}, {"emerald"}};
    for (const auto& turn : annTurns) {
        for (const auto& gem : turn)
            t.take(gem);
        for (int i = 0; i < 4; ++i)
            t.endTurn(); // Ann, Bob, Cy, Dee
    }
    // Now empty the Diamond stack: 7 left. Bob takes all of them over four turns.
    for (int round = 0; round < 4; ++round) {
        t.endTurn(); // Ann passes
        t.take("diamond");
        if (t.view()["phase"] == "playing")
            t.take("diamond");
        if (t.view()["phase"] != "playing")
            break;
        t.endTurn(); // Bob
        t.endTurn(); // Cy
        t.endTurn(); // Dee
    }
    REQUIRE(t.view()["phase"] == "guessing");
    for (int seat = 0; seat < 4; ++seat)
        t.ok("suspicion.submit_guesses",
             Json{{"seat", seat}, {"guesses", guessesFor(t, seat, {false, false, false, false})}});
    t.ok("suspicion.reveal");
    const Json r = t.session().game().results(t.session().state());
    // (6) + (6) + (1) + (1) + (1) = 15
    CHECK(scoreOf(r, 0)["sets"] == 2);
    CHECK(scoreOf(r, 0)["singles"] == 3);
    CHECK(scoreOf(r, 0)["score"] == 15);
    // Bob: 7 Diamonds, no set: 7.
    CHECK(scoreOf(r, 1)["score"] == 7);
    CHECK(r["winners"] == Json::array({0}));
}

TEST_CASE("Suspicion - a tie on points goes to the player guessed by the fewest opponents", "[suspicion]") {
    Table t({"Ann", "Bob", "Cy"}, 11);
    t.everyoneSees();
    t.take("diamond");
    t.take("ruby");
    t.endTurn(); // Ann D1 R1
    t.take("diamond");
    t.take("ruby");
    t.endTurn(); // Bob D1 R1
    t.take("emerald");
    t.endTurn(); // Cy E1
    t.take("emerald");
    t.endTurn(); // Ann D1 R1 E1
    t.take("emerald");
    t.endTurn(); // Bob D1 R1 E1
    t.take("diamond");
    t.take("diamond");
    t.endTurn();       // Cy D2 E1 (Diamond stack: 1)
    t.endTurn();       // Ann passes
    t.endTurn();       // Bob passes
    t.take("diamond"); // Cy D3 E1: Diamond stack empty
    REQUIRE(t.view()["phase"] == "guessing");
    // Ann: names Cy only -> 6 + 7 = 13. Bob: names Cy only -> 6 + 7 = 13.
    // Cy: D3 E1 = 4 singles, names Ann -> 4 + 7 = 11.
    // Ann is named by Cy (1 opponent); Bob by nobody (0): Bob wins the tie.
    t.ok("suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", guessesFor(t, 0, {false, false, true})}});
    t.ok("suspicion.submit_guesses", Json{{"seat", 1}, {"guesses", guessesFor(t, 1, {false, false, true})}});
    t.ok("suspicion.submit_guesses", Json{{"seat", 2}, {"guesses", guessesFor(t, 2, {true, false, false})}});
    t.ok("suspicion.reveal");
    const Json r = t.session().game().results(t.session().state());
    CHECK(scoreOf(r, 0)["score"] == 13);
    CHECK(scoreOf(r, 1)["score"] == 13);
    CHECK(scoreOf(r, 2)["score"] == 11);
    CHECK(scoreOf(r, 0)["guessed_by"] == 1);
    CHECK(scoreOf(r, 1)["guessed_by"] == 0);
    CHECK(r["winners"] == Json::array({1}));
    CHECK(r["decided_by"] == "fewest_guessed");
    CHECK(r["deciding"] == "A gem stack ran out; the tie went to the one fewest guessed");
    // Bob (13, named by none) before Ann (13, named by one), then Cy (11).
    CHECK(SuspicionGame::resultsOrder(r) == std::vector<std::size_t>{1, 0, 2});
}

TEST_CASE("Suspicion - a tie on points and on guesses goes to the player with the most gems", "[suspicion]") {
    Table t({"Ann", "Bob"}, 5);
    t.everyoneSees();
    REQUIRE(t.view()["stacks"]["diamond"] == 5);
    // Two players: one action per turn.
    t.take("diamond");
    t.endTurn(); // Ann D1
    t.take("diamond");
    t.endTurn(); // Bob D1
    t.take("ruby");
    t.endTurn(); // Ann R1
    t.take("diamond");
    t.endTurn();       // Bob D2
    t.take("emerald"); // Ann E1
    CHECK(t.refused("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "lucky_lift"}}) == "action_limit");
    t.endTurn();
    t.take("diamond");
    t.endTurn(); // Bob D3
    t.take("ruby");
    t.endTurn(); // Ann R2
    t.take("emerald");
    t.endTurn(); // Bob E1
    t.endTurn(); // Ann passes
    t.take("emerald");
    t.endTurn(); // Bob E2
    t.endTurn();
    t.take("emerald");
    t.endTurn(); // Bob E3
    t.endTurn();
    t.take("emerald"); // Bob E4: Emerald stack (Ann 1 + Bob 4) is empty
    REQUIRE(t.view()["phase"] == "guessing");
    t.ok("suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", guessesFor(t, 0, {false, false})}});
    t.ok("suspicion.submit_guesses", Json{{"seat", 1}, {"guesses", guessesFor(t, 1, {false, false})}});
    t.ok("suspicion.reveal");
    const Json r = t.session().game().results(t.session().state());
    // Ann: D1 R2 E1 = 1 set + 1 single = 7 (4 gems). Bob: D3 E4 = 7 singles = 7 (7 gems).
    CHECK(scoreOf(r, 0)["score"] == 7);
    CHECK(scoreOf(r, 1)["score"] == 7);
    CHECK(scoreOf(r, 0)["gems_taken"] == 4);
    CHECK(scoreOf(r, 1)["gems_taken"] == 7);
    CHECK(r["winners"] == Json::array({1}));
    CHECK(r["decided_by"] == "most_gems");
    CHECK(r["deciding"] == "A gem stack ran out; the tie went to the most gems");
    // Bob (7 points, 7 gems) before Ann (7 points, 4 gems).
    CHECK(SuspicionGame::resultsOrder(r) == std::vector<std::size_t>{1, 0});
}

TEST_CASE("Suspicion - gem stacks are sized by player count, with the other printing as a "
          "house rule",
          "[suspicion]") {
    const std::vector<std::pair<int, int>> thisPrinting = {{2, 5}, {3, 5}, {4, 9}, {5, 12}, {6, 12}};
    const std::vector<std::pair<int, int>> otherPrinting = {{2, 6}, {3, 9}, {4, 9}, {5, 12}, {6, 12}};
    const std::vector<std::string> names = {"A", "B", "C", "D", "E", "F"};
    for (auto [n, size] : thisPrinting) {
        Table t({names.begin(), names.begin() + n});
        CHECK(t.view()["stacks"]["ruby"] == size);
    }
    for (auto [n, size] : otherPrinting) {
        Table t({names.begin(), names.begin() + n}, 7, Json{{"other_printing_stacks", true}});
        CHECK(t.view()["stacks"]["diamond"] == size);
    }
}

TEST_CASE("Suspicion - peeking shows the top invitation privately and moves it to the bottom", "[suspicion]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    const auto& s = heist::games::suspicion::SuspicionGame::cast(t.session().state());
    const int top = s.deal.deck.front();
    const auto deckSize = s.deal.deck.size();
    REQUIRE(deckSize == 7);
    auto e = t.ok("suspicion.peek_invitation");
    const auto& after = heist::games::suspicion::SuspicionGame::cast(t.session().state());
    CHECK(after.deal.deck.back() == top);
    CHECK(after.deal.deck.size() == deckSize);
    // The card is no player's identity, and only Ann's private view shows it.
    for (int h : after.deal.hands)
        CHECK(h != top);
    const auto priv = t.session().game().privateView(t.session().state(), 0);
    REQUIRE(priv["peeked"].size() == 1);
    CHECK(t.session().game().privateView(t.session().state(), 1)["peeked"].empty());
    CHECK_FALSE(t.session().publicPayload(e).contains("card"));
    // A peek is a barrier: undo cannot take it back.
    CHECK(t.refused("undo") == "nothing_to_undo");
}

TEST_CASE("Suspicion - the guest dice roll once per turn, before the action", "[suspicion]") {
    Table t({"Ann", "Bob", "Cy"});
    CHECK(t.refused("suspicion.roll_dice") == "wrong_phase"); // still dealing
    t.everyoneSees();
    auto e = t.ok("suspicion.roll_dice");
    REQUIRE(e.payload["faces"].size() == 2);
    CHECK(t.view()["dice"].size() == 2);
    CHECK(t.refused("suspicion.roll_dice") == "already_rolled");
    t.endTurn();
    CHECK(t.view()["dice"].empty());
    t.take("ruby");
    CHECK(t.refused("suspicion.roll_dice") == "after_action");
}

TEST_CASE("Suspicion - invitations are seen in seat order before play starts", "[suspicion]") {
    Table t({"Ann", "Bob"});
    CHECK(t.view()["phase"] == "dealing");
    CHECK(t.refused("suspicion.see_identity", Json{{"seat", 1}}) == "not_your_turn");
    CHECK(t.refused("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "lucky_lift"}}) == "wrong_phase");
    t.ok("suspicion.see_identity", Json{{"seat", 0}});
    t.ok("suspicion.see_identity", Json{{"seat", 1}});
    CHECK(t.view()["phase"] == "playing");
    CHECK(t.view()["two_player_reminder"] == true);
}

TEST_CASE("Suspicion - setups outside 2 to 6 players are refused with a clear message", "[suspicion]") {
    const auto& game = heist::games::definition("suspicion");
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Solo", "amber"}};
    auto error = game.validateSetup(setup);
    REQUIRE(error);
    CHECK(error->message.find("2 to 6 players") != std::string::npos);
    for (int i = 1; i < 7; ++i)
        setup.players.push_back({i, "P" + std::to_string(i), "teal"});
    REQUIRE(game.validateSetup(setup));
    setup.players.resize(3);
    setup.players[2].name = setup.players[1].name;
    REQUIRE(game.validateSetup(setup));
    CHECK(game.validateSetup(setup)->code == "duplicate_name");
}

TEST_CASE("Suspicion - bad intent arguments are refused and change nothing", "[suspicion]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    CHECK(t.refused("suspicion.take_gem", Json{{"gem", "opal"}, {"method", "lucky_lift"}}) == "bad_gem");
    CHECK(t.refused("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "grab"}}) == "bad_method");
    CHECK(t.refused("suspicion.fly") == "unknown_intent");
    CHECK(t.refused("suspicion.submit_guesses", Json{{"seat", 0}}) == "wrong_phase");
}
