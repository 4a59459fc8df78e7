// Thief in the Night by synthetic taps at 1280x800 and 800x1280: building the castle, the
// sides, a capture from behind with the forced cards, both hands entered privately on the card
// grid (the best five proposed), the judged hands, the movement reference and the winner.
// Every frame is checked for sizes and for secrets; with HEIST_SCREENS_DIR set, the screens
// are saved as titn-*.png.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "ui/games/thief_night/ThiefNightTable.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::UiHarness;
using heist::ui::TextKind;

namespace {

const heist::games::thief_night::ThiefNightState& tn(UiHarness& ui) {
    return heist::games::thief_night::ThiefNightGame::cast(ui.app().live()->session().state());
}

void checkThiefFrame(UiHarness& ui) {
    ui.checkFrameRules();
    INFO("screen " << ui.screen());
    const bool secretShown = ui.app().top() && ui.app().top()->showsSecret();
    const auto secrets = ui.app().live()->session().game().unrevealedSecrets(ui.app().live()->session().state());
    if (!secretShown)
        for (const auto& t : ui.lastText())
            for (const auto& s : secrets)
                CHECK(t.text.find(s) == std::string::npos);
}

void thiefStep(UiHarness& ui, const std::string& id) {
    ui.tap(id);
    checkThiefFrame(ui);
}

// True when the frame's text, lines joined by spaces (paragraphs wrap), holds the words.
bool shows(UiHarness& ui, const std::string& words) {
    std::string all;
    for (const auto& t : ui.lastText())
        all += t.text + " ";
    return all.find(words) != std::string::npos;
}

void enterCards(UiHarness& ui, const std::vector<std::string>& cards) {
    for (const auto& c : cards)
        thiefStep(ui, "card-" + c);
}

void game(unsigned w, unsigned h, const std::string& first = "Catalina Fernández",
          const std::string& second = "Niall O’Sullivan") {
    UiHarness ui(w, h);
    if (first != "Catalina Fernández")
        ui.setShotPrefix("long-");
    heist::engine::SessionSetup setup;
    setup.players = {{0, first, "amber"}, {1, second, "teal"}};
    setup.seed = 31;
    ui.app().startSession(heist::games::definition("thief-in-the-night"), setup);
    ui.app().showTable();
    ui.frame();
    REQUIRE(ui.screen() == "thief-night-table");
    checkThiefFrame(ui);

    // The castle: walls, traps and rooms until ready (7 rooms, 60 traps).
    thiefStep(ui, "build-walls");
    thiefStep(ui, "build-walls");
    for (int i = 0; i < 4; ++i)
        thiefStep(ui, "build-traps");
    for (int i = 0; i < 4; ++i)
        thiefStep(ui, "rooms-plus");
    CHECK(shows(ui, "24 of 60"));
    CHECK(shows(ui, first + "\u2019s building turn"));
    ui.save("titn-setup");
    for (int i = 0; i < 6; ++i)
        thiefStep(ui, "build-traps");
    for (int i = 0; i < 3; ++i)
        thiefStep(ui, "rooms-plus");
    CHECK(shows(ui, "The castle is ready"));
    ui.save("titn-setup-ready");
    thiefStep(ui, "draw-sides");
    const int thief = tn(ui).thiefSeat;
    CHECK(shows(ui, "Guard captain"));
    ui.save("titn-sides");

    // A capture from behind, on the captain's turn: the table says who moved into view (a
    // guard), that two see the thief, not the captain, and that the guard is behind.
    thiefStep(ui, "end-turn");
    thiefStep(ui, "spotted");
    CHECK(shows(ui, "Who moved into view?"));
    ui.save("titn-who-moved");
    thiefStep(ui, "choice-guard");
    thiefStep(ui, "plus");
    thiefStep(ui, "ok");
    CHECK(shows(ui, "Does the guard captain see the thief?"));
    ui.save("titn-captain-sees");
    thiefStep(ui, "choice-no");
    CHECK(shows(ui, "Is the one who moved behind the thief?"));
    thiefStep(ui, "choice-yes");
    REQUIRE(tn(ui).open);
    CHECK(tn(ui).open->captain == false);
    CHECK(tn(ui).open->behind);
    thiefStep(ui, "draw-forced");
    CHECK_FALSE(ui.has("plus")); // ten cards at most: the thief's usual hand
    thiefStep(ui, "ok");
    REQUIRE(tn(ui).open->drawn);
    const auto positions = tn(ui).open->forcedPositions;
    REQUIRE(positions.size() == 2);
    CHECK(shows(ui, "counted left to right, go into the escape hand"));
    ui.save("titn-forced");

    // The thief, privately: the whole hand in its face-down order, K♠ K♥ where the draw fell.
    thiefStep(ui, "enter-escape");
    REQUIRE(ui.screen() == "tn-pass");
    thiefStep(ui, "go");
    REQUIRE(ui.screen() == "tn-hand");
    std::vector<std::string> rest = {"KD", "3C", "3S", "7D", "8H", "2C", "4S", "JD"};
    std::vector<std::string> hand;
    for (int i = 0, r = 0; i < 10; ++i)
        hand.push_back(i == positions[0] ? "KS" : i == positions[1] ? "KH" : rest[static_cast<std::size_t>(r++)]);
    enterCards(ui, {hand.begin(), hand.begin() + 4});
    ui.save("titn-pickers");
    enterCards(ui, {hand.begin() + 4, hand.end()});
    // K K K 3 3 with both forced kings: the proposal.
    CHECK(shows(ui, "Best five: Full house, kings over threes"));
    ui.save("titn-best");
    // An eleventh card is more than the thief holds: it is not taken in.
    thiefStep(ui, "card-9C");
    CHECK(shows(ui, "The thief holds at most 10 cards: all 10 are in."));
    ui.save("titn-hand-full");
    // The player may choose another five: drop a three, take the seven.
    auto* entry = dynamic_cast<heist::ui::thief_night::ThiefNightHandEntryScreen*>(ui.app().top());
    REQUIRE(entry);
    CHECK(entry->pool().size() == 10);
    const int three = static_cast<int>(std::find(hand.begin(), hand.end(), "3S") - hand.begin());
    const int seven = static_cast<int>(std::find(hand.begin(), hand.end(), "7D") - hand.begin());
    thiefStep(ui, "pool-" + std::to_string(three));
    thiefStep(ui, "pool-" + std::to_string(seven));
    CHECK(shows(ui, "Your five: Three of a kind, kings"));
    // A forced king cannot be dropped.
    thiefStep(ui, "pool-" + std::to_string(positions[0]));
    CHECK(entry->chosen().size() == 5);
    thiefStep(ui, "propose");
    CHECK(shows(ui, "Best five: Full house, kings over threes"));
    thiefStep(ui, "enter-hand");
    REQUIRE(ui.screen() == "thief-night-table");
    CHECK(shows(ui, "escape hand in"));

    // The captain, privately: five hearts.
    thiefStep(ui, "enter-capture");
    thiefStep(ui, "go");
    enterCards(ui, {"AH", "QH", "9H", "6H"});
    ui.save("titn-pickers-captain");
    enterCards(ui, {"2H"});
    thiefStep(ui, "enter-hand");
    REQUIRE(ui.screen() == "thief-night-table");
    CHECK(shows(ui, "Escape! Full house, kings over threes, beats a flush."));
    CHECK(shows(ui, "discards 3 of the escape hand"));
    ui.save("titn-judged");
    thiefStep(ui, "continue");

    // The movement reference at a tap.
    thiefStep(ui, "moves");
    thiefStep(ui, "rank-Q");
    thiefStep(ui, "last-J");
    CHECK(shows(ui, "Yes: a queen is one rank above a jack. Keep going."));
    CHECK(shows(ui, "Guard: 3 squares forward"));
    ui.save("titn-moves");
    thiefStep(ui, "back");

    // The last capture: the thief, moving after the escape, walks into one guard's view (still
    // the captain's turn): nobody is asked about behind. A pair against two pair; the captain
    // wins.
    thiefStep(ui, "spotted");
    thiefStep(ui, "choice-thief");
    thiefStep(ui, "ok");
    thiefStep(ui, "choice-no");
    REQUIRE(ui.screen() == "thief-night-table");
    REQUIRE(tn(ui).open);
    CHECK_FALSE(tn(ui).open->guardMoved);
    thiefStep(ui, "enter-capture");
    thiefStep(ui, "go");
    enterCards(ui, {"JS", "JD", "4C", "4H", "9S"});
    thiefStep(ui, "enter-hand");
    thiefStep(ui, "enter-escape");
    thiefStep(ui, "go");
    enterCards(ui, {"10S", "10D", "AC", "2H", "3S"});
    thiefStep(ui, "enter-hand");
    // The capture that ends the game comes up as the event it is, then leads on to the winner.
    REQUIRE(ui.screen() == "moment");
    CHECK(shows(ui, "Captured!")); // the card's title, then the verdict without it
    CHECK(shows(ui, "Two pair, jacks and fours, beats a pair. The guard captain wins."));
    ui.app().update(2.0);
    ui.frame();
    ui.save("titn-judged-capture");
    thiefStep(ui, "moment-next");
    REQUIRE(ui.screen() == "tn-results");
    CHECK(shows(ui, setup.players[static_cast<std::size_t>(1 - thief)].name + " wins"));
    CHECK(shows(ui, "the guard captain"));
    ui.app().update(2.0); // the picture shows the celebration at rest
    ui.frame();
    checkThiefFrame(ui);
    ui.save("titn-winner");
}

} // namespace

TEST_CASE("Thief in the Night UI - a game by taps at 1280x800", "[ui][thief-night-ui]") { game(1280, 800); }

TEST_CASE("Thief in the Night UI - a game by taps at 800x1280", "[ui][thief-night-ui]") { game(800, 1280); }

TEST_CASE("Thief in the Night UI - a game with long names at 1280x800, 800x1280 and 1920x1080",
          "[ui][thief-night-ui][legibility]") {
    using heist::test::kLongNames;
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        INFO(w << "x" << h);
        game(w, h, kLongNames[0], kLongNames[7]);
    }
}

TEST_CASE("Thief in the Night UI - a hand breaking the deck rule cannot be entered twice over; the "
          "entry hides on focus loss",
          "[ui][thief-night-ui]") {
    UiHarness ui(1280, 800);
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    setup.seed = 3;
    ui.app().startSession(heist::games::definition("thief-in-the-night"), setup);
    ui.app().showTable();
    ui.frame();
    for (int i = 0; i < 10; ++i)
        ui.tap("build-traps");
    for (int i = 0; i < 7; ++i)
        ui.tap("rooms-plus");
    ui.tap("draw-sides");
    // The thief's turn: the thief moved, so the table is asked only how many see the thief and
    // whether the captain is among them.
    ui.tap("spotted");
    ui.tap("ok");
    CHECK(shows(ui, "Does the guard captain see the thief?"));
    ui.tap("choice-no");
    REQUIRE(ui.screen() == "thief-night-table");
    CHECK_FALSE(tn(ui).open->behind);
    ui.tap("enter-escape");
    ui.tap("go");
    // Under the default (one deck each) a second tap takes the card out again.
    ui.tap("card-KH");
    ui.tap("card-KH");
    auto* entry = dynamic_cast<heist::ui::thief_night::ThiefNightHandEntryScreen*>(ui.app().top());
    REQUIRE(entry);
    CHECK(entry->pool().empty());
    ui.tap("card-KH");
    ui.app().top()->onFocusLost();
    ui.frame();
    CHECK_FALSE(shows(ui, "K\u2665"));
    CHECK(ui.has("show-again"));
}
