#include "tests/ui/UiHarness.hpp"
#include "games/Catalogue.hpp"
#include "ui/screens/PlayersScreen.hpp"

#include "tests/support/Catch.hpp"

using heist::test::UiHarness;

TEST_CASE("UI - the home screen offers New game, Saved games and Settings", "[ui]") {
    UiHarness ui;
    CHECK(ui.screen() == "home");
    CHECK(ui.has("new-game"));
    CHECK(ui.has("saved-games"));
    CHECK(ui.has("settings"));
    CHECK(ui.frameShows("No game in progress"));
    ui.save("home");
}

// The players screen's button says what comes next in that game, as the game's data file words
// it ("first_step"): every game of the registry, and no other game's first step on its screen
// (only Suspicion deals secret identities).
TEST_CASE("UI - each game's start button names that game's first step", "[ui][first-step]") {
    const auto& games = heist::games::catalogue();
    REQUIRE(games.size() >= 2);
    for (const auto& [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        for (const auto& entry : games) {
            const std::string& game = entry.info.id;
            INFO(game << " at " << w << "x" << h);
            REQUIRE_FALSE(entry.firstStep.empty());
            UiHarness ui(w, h);
            ui.tap("new-game");
            ui.frame();
            ui.tap("game-" + game);
            ui.frame();
            REQUIRE(ui.screen() == "players");
            auto& players = dynamic_cast<heist::ui::PlayersScreen&>(*ui.app().top());
            const int seats = std::min(4, entry.info.maxPlayers);
            for (const char* name : {"Ann", "Bob", "Cy", "Dee"})
                if (static_cast<int>(players.seats().size()) < seats)
                    players.addPlayer(name);
            ui.frame();
            ui.checkFrameRules();
            CHECK(ui.frameShows(entry.firstStep));
            for (const auto& other : games)
                if (other.firstStep != entry.firstStep)
                    CHECK_FALSE(ui.frameShows(other.firstStep));
            ui.save("players-first-step-" + game);
        }
    }
}

// The players screen's heading names the game's player range as the game picker does ("2
// players" for a game that seats one number, never "2–2 players"), and an empty table says what
// it waits for in the game's own step: a game that keeps secrets deals, an open game starts.
TEST_CASE("UI - the players screen says each game's range and what a short table waits for", "[ui]") {
    for (const auto& [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        for (const auto& entry : heist::games::catalogue()) {
            const auto& info = entry.info;
            INFO(info.id << " at " << w << "x" << h);
            UiHarness ui(w, h);
            ui.tap("new-game");
            ui.frame();
            ui.tap("game-" + info.id);
            ui.frame();
            REQUIRE(ui.screen() == "players");
            ui.checkFrameRules();
            const std::string min = std::to_string(info.minPlayers);
            const std::string range = info.minPlayers == info.maxPlayers
                                          ? min + " players"
                                          : min + "\u2013" + std::to_string(info.maxPlayers) + " players";
            CHECK(ui.frameShows(range + ", in seat order clockwise"));
            CHECK_FALSE(ui.frameShows(min + "\u2013" + min));
            const bool deals = heist::games::definition(info.id).keepsSecrets();
            CHECK(ui.frameShows("Add " + min + " more players to " + (deals ? "deal" : "start")));
            CHECK_FALSE(ui.frameShows(deals ? "to start" : "to deal"));
            CHECK_FALSE(ui.has("start"));
            ui.save("players-empty-" + info.id);
        }
    }
}
