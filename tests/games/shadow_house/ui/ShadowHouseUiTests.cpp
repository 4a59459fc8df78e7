// Shadow House Masquerade by synthetic taps: a match from the New game screen to the winner
// (the deck checklist, who has First on the scene, the scoring wizard with its preview, the
// round result, an undone round, the winners), and a Lightning investigation, at 1280x800
// and 800x1280, every frame checked by the harness. With HEIST_SCREENS_DIR set, the screens
// are saved as shm-*.png.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/UiHarness.hpp"
#include "ui/screens/BgStatsScreen.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/shadow_house/ShadowHouseState.hpp"
#include "ui/screens/PlayersScreen.hpp"

#include "tests/support/Catch.hpp"

#include <set>

using heist::Json;
using heist::test::UiHarness;

namespace {

const heist::games::shadow_house::ShadowHouseState& shm(UiHarness& ui) {
    return heist::games::shadow_house::ShadowHouseGame::cast(ui.app().live()->session().state());
}

// From the table with the deck built: who has First on the scene, then the wizard's answers.
void playRound(UiHarness& ui, int first, const std::vector<std::string>& answers, const std::string& shotPrefix = "") {
    REQUIRE(ui.screen() == "shm-table");
    step(ui, "dealt");
    REQUIRE(ui.screen() == "choice");
    step(ui, "choice-" + std::to_string(first));
    REQUIRE(ui.screen() == "shm-table");
    CHECK(shm(ui).first == first);
    if (!shotPrefix.empty())
        ui.save(shotPrefix + "match");
    step(ui, "score");
    for (std::size_t i = 0; i < answers.size(); ++i) {
        REQUIRE(ui.screen() == (i == 0 ? "shm-ending" : "choice"));
        if (!shotPrefix.empty() && i == 0)
            ui.save(shotPrefix + "wizard-ending");
        if (!shotPrefix.empty() && i == 3)
            ui.save(shotPrefix + "wizard-accomplices");
        step(ui, answers[i]);
    }
    REQUIRE(ui.screen() == "shm-preview");
    if (!shotPrefix.empty())
        ui.save(shotPrefix + "wizard-points");
    const auto before = shm(ui).rounds.size();
    step(ui, "confirm");
    // The round that ends the match asks once more, saying so (a slip must not decide it).
    if (ui.screen() == "confirm") {
        CHECK(ui.frameShows("This ends the game"));
        REQUIRE(shm(ui).rounds.size() == before);
        step(ui, "confirm");
    }
    REQUIRE(shm(ui).rounds.size() == before + 1);
    REQUIRE(ui.screen() == "shm-round");
    if (!shotPrefix.empty())
        ui.save(shotPrefix + "round");
}

const std::vector<std::string> kMatchNames = {"Ann", "Bob", "Catalina Fernández", "Niall O’Sullivan"};

void match(unsigned w, unsigned h, const std::vector<std::string>& names = kMatchNames) {
    UiHarness ui(w, h);
    if (names != kMatchNames)
        ui.setShotPrefix("long-");
    step(ui, "new-game");
    step(ui, "game-shadow-house-masquerade");
    REQUIRE(ui.screen() == "players");
    auto* players = dynamic_cast<heist::ui::PlayersScreen*>(ui.app().top());
    REQUIRE(players);
    for (const auto& n : names)
        players->addPlayer(n);
    ui.frame();
    CHECK(ui.has("rule-lightning"));
    CHECK_FALSE(ui.has("rule-pin")); // nothing is secret in this game
    step(ui, "start");

    // Round 1: the deck checklist for 4 players, ticked as the deck is built.
    REQUIRE(ui.screen() == "shm-table");
    CHECK(ui.frameShows("Starter deck for 4 players"));
    CHECK(ui.frameShows("16 cards in all: 4 for each player"));
    CHECK(ui.frameShows("random cards from the rest"));
    CHECK(ui.frameShows("Deal 4 cards face down to each player"));
    CHECK_FALSE(ui.frameShows("\u2713"));
    step(ui, "tick-culprit");
    step(ui, "tick-random");
    CHECK(ui.frameShows("\u2713"));
    ui.save("shm-deck");

    // Bob's detective finds Niall; Ann has an accomplice card.
    // Hand-worked: Bob 2, Catalina 1, Ann 0 (accomplice), Niall 0 (culprit).
    playRound(ui, 2, {"choice-detective", "choice-1", "choice-3", "choice-0", "ok"}, "shm-");
    CHECK(ui.frameShows("their detective found the culprit"));
    CHECK(ui.frameShows("accomplice"));
    CHECK(shm(ui).totals == std::vector<int>{0, 2, 1, 0});
    CHECK(ui.frameShows("Build the deck for round 2"));
    step(ui, "next");
    REQUIRE(ui.screen() == "shm-table");
    CHECK_FALSE(ui.frameShows("\u2713")); // a fresh checklist every round

    // Round 2: Catalina's Toby exposes Bob: Catalina 3, Ann 1, Niall 1 -> 1, 2, 4, 1.
    playRound(ui, 0, {"choice-toby", "choice-2", "choice-1", "ok"});
    CHECK(shm(ui).totals == std::vector<int>{1, 2, 4, 1});
    step(ui, "next");
    // Undo the confirmed round from the table: round 2 is back to be scored.
    step(ui, "undo");
    REQUIRE(ui.screen() == "confirm");
    CHECK(ui.frameShows("Round 2"));
    step(ui, "confirm");
    CHECK(shm(ui).totals == std::vector<int>{0, 2, 1, 0});
    REQUIRE(ui.screen() == "shm-table");
    CHECK(ui.has("score"));
    // Scored again: Niall's Toby exposes Bob: Niall 3, Ann 1, Catalina 1 -> 1, 2, 2, 3.
    step(ui, "score");
    for (const char* id : {"choice-toby", "choice-3", "choice-1", "ok"})
        step(ui, id);
    step(ui, "confirm");
    CHECK(shm(ui).totals == std::vector<int>{1, 2, 2, 3});
    step(ui, "next");

    // Round 3: Catalina's last card, discarded by force by Niall's accomplice card:
    // Catalina 2, Niall 2 -> 1, 2, 4, 5: Niall reaches 5 and wins.
    playRound(ui, 3, {"choice-forced", "choice-3", "choice-2", "ok"});
    CHECK(shm(ui).totals == std::vector<int>{1, 2, 4, 5});
    CHECK(ui.frameShows("See who won"));
    step(ui, "next");
    REQUIRE(ui.screen() == "shm-winner");
    CHECK(ui.frameShows(names[3] + " wins"));
    CHECK(ui.frameShows("5 points after 3 rounds"));
    if (ui.layoutHeld()) // (the pseudo-language's longer words may leave no room for it)
        CHECK(ui.frameShows("Every round"));
    ui.app().update(2.0); // the celebration runs out: the next tap is for its buttons
    ui.frame();
    ui.save("shm-winner");
    // The rounds that fit, above the buttons: with four long names the points of a round
    // take four lines, and the third round used to run under "Send to BG Stats".
    ui.checkFrameRules();
    const auto buttons = ui.app().regionRect("history");
    REQUIRE(buttons);
    for (const auto& text : ui.lastText())
        if (text.box.top + text.box.height > buttons->top && text.box.top < buttons->top) {
            INFO("\"" << text.text << "\" runs from above the buttons into them");
            CHECK(false);
        }
    CHECK(ui.has("history"));
    CHECK(ui.has("home"));
}

} // namespace

TEST_CASE("Shadow House UI - a match by taps at 1280x800", "[ui][shadow-house-ui]") { match(1280, 800); }

TEST_CASE("Shadow House UI - a match by taps at 800x1280", "[ui][shadow-house-ui]") { match(800, 1280); }

TEST_CASE("Shadow House UI - a match with long names at 1280x800, 800x1280 and 1920x1080",
          "[ui][shadow-house-ui][legibility]") {
    using heist::test::kLongNames;
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        INFO(w << "x" << h);
        match(w, h, {kLongNames[0], kLongNames[1], kLongNames[2], kLongNames[3]});
    }
}

TEST_CASE("Shadow House UI - Lightning with eight long names at 1280x800, 800x1280 and 1920x1080",
          "[ui][shadow-house-ui][legibility]") {
    using heist::test::kLongNames;
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        UiHarness ui(w, h);
        ui.setShotPrefix("long-");
        heist::engine::SessionSetup setup;
        for (const auto& n : kLongNames)
            setup.players.push_back(
                {static_cast<int>(setup.players.size()), n, heist::ui::playerColourIds()[setup.players.size()]});
        setup.houseRules = Json{{"lightning", true}};
        ui.app().startSession(heist::games::definition("shadow-house-masquerade"), setup);
        ui.app().showTable();
        ui.frame();
        ui.checkFrameRules();
        ui.save("shm-table-eight");
        // Seat 3's Toby exposes seat 1; seat 2 has an accomplice card.
        playRound(ui, 0, {"choice-toby", "choice-3", "choice-1", "choice-2", "ok"});
        ui.checkFrameRules();
        step(ui, "next");
        REQUIRE(ui.screen() == "shm-winner");
        ui.checkFrameRules();
        ui.app().update(2.0); // the celebration runs out: the next tap is for its buttons
        ui.frame();
        ui.checkFrameRules();
        CHECK(ui.frameShows(kLongNames[1] + " \u00b7 culprit"));
        ui.save("shm-winner-eight");
        // The biggest play there is (eight long names, each side named) still fits a QR code
        // that reads back whole.
        step(ui, "bgstats");
        REQUIRE(ui.screen() == "bgstats");
        ui.checkFrameRules();
        ui.save("bgstats-eight");
        const auto& send = dynamic_cast<const heist::ui::BgStatsScreen&>(*ui.app().top());
        CHECK(heist::test::readQrCode(ui.image()) == send.link());
        step(ui, "done");
        REQUIRE(ui.screen() == "shm-winner");
        // Game nights: the eight names, each whole, with the sides they played.
        step(ui, "home");
        step(ui, "game-nights");
        REQUIRE(ui.screen() == "game-nights");
        ui.checkFrameRules();
        for (const auto& n : kLongNames) {
            std::string held = n;
            for (std::size_t at = held.find(' '); at != std::string::npos; at = held.find(' ', at))
                held.replace(at, 1, "\u00a0");
            CHECK(ui.frameShows(held));
        }
        ui.save("game-nights-eight");
        // Statistics of Shadow House: each long name whole on its card, with the side it won
        // or lost on.
        step(ui, "back");
        step(ui, "statistics");
        ui.untilRecordsKept();
        REQUIRE(ui.screen() == "statistics");
        step(ui, "stats-game");
        step(ui, "choice-shadow-house-masquerade");
        REQUIRE(ui.screen() == "statistics");
        ui.checkFrameRules();
        CHECK(ui.frameShows("Against the culprit: won 1 of 1"));
        ui.save("statistics-eight");
        std::set<std::string> seen;
        bool culpritSide = false; // the losers come after the winners
        for (int page = 0; page < 8; ++page) {
            ui.checkFrameRules();
            culpritSide = culpritSide || ui.frameShows("Culprit\u2019s side: won 0 of 1");
            for (const auto& n : kLongNames)
                if (ui.has("player-" + n))
                    seen.insert(n);
            if (seen.size() == kLongNames.size())
                break;
            step(ui, "stats-more"); // the rest on the next page
        }
        CHECK(seen.size() == kLongNames.size());
        CHECK(culpritSide);
        step(ui, "stats-view");
        ui.checkFrameRules();
        ui.save("statistics-chart-eight");
    }
}

TEST_CASE("Shadow House UI - the Lightning investigation names each side", "[ui][shadow-house-ui]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        UiHarness ui(w, h);
        heist::engine::SessionSetup setup;
        for (const char* n : {"Ann", "Bob", "Cy", "Dee", "Eve"})
            setup.players.push_back(
                {static_cast<int>(setup.players.size()), n, heist::ui::playerColourIds()[setup.players.size()]});
        setup.houseRules = Json{{"lightning", true}};
        ui.app().startSession(heist::games::definition("shadow-house-masquerade"), setup);
        ui.app().showTable();
        ui.frame();
        // Dee's Toby exposes Bob; Cy has an accomplice card: Bob and Cy lose, the rest win.
        playRound(ui, 0, {"choice-toby", "choice-3", "choice-1", "choice-2", "ok"});
        CHECK(ui.frameShows("won"));
        step(ui, "next");
        REQUIRE(ui.screen() == "shm-winner");
        CHECK(ui.frameShows("Everyone else wins"));
        CHECK(ui.frameShows("Bob \u00b7 culprit"));
        CHECK(ui.frameShows("Cy \u00b7 accomplice"));
        ui.app().update(2.0); // the picture shows the celebration at rest
        ui.frame();
        ui.checkFrameRules();
        ui.save("shm-winner-lightning");
    }
}

TEST_CASE("Shadow House UI - Continue reopens the match on its table, also turned 180 degrees",
          "[ui][shadow-house-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    {
        heist::store::SessionStore store(db);
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
        auto live =
            heist::store::LiveSession::create(store, heist::games::definition("shadow-house-masquerade"), setup);
        live.dispatch(heist::test::intent("shm.start_round", Json{{"first", 1}}));
    }
    UiHarness ui(1280, 800, db);
    REQUIRE(ui.has("continue"));
    step(ui, "continue");
    REQUIRE(ui.screen() == "shm-table");
    CHECK(ui.frameShows("Bob had First on the scene"));
    step(ui, "flip");
    REQUIRE(ui.app().top()->flipped());
    step(ui, "score");
    CHECK(ui.screen() == "shm-ending");
}
