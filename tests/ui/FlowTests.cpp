#include "UiHarness.hpp"
#include "screens/PlayersScreen.hpp"

#include "support/Catch.hpp"

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
// it: only Suspicion deals secret identities.
TEST_CASE("UI - each game's start button names that game's first step", "[ui][first-step]") {
    const std::vector<std::pair<std::string, std::string>> steps = {
        {"suspicion", "Deal the secret identities"},
        {"secret-night", "Deal the roles"},
        {"one-night-only", "Start the game"},
        {"shadow-house-masquerade", "Build the deck"},
        {"thief-in-the-night", "Build the castle"}};
    for (const auto& [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        for (const auto& [game, words] : steps) {
            INFO(game << " at " << w << "x" << h);
            UiHarness ui(w, h);
            ui.tap("new-game");
            ui.frame();
            ui.tap("game-" + game);
            ui.frame();
            REQUIRE(ui.screen() == "players");
            auto& players = dynamic_cast<heist::ui::PlayersScreen&>(*ui.app().top());
            for (const char* name : {"Ann", "Bob", "Cy", "Dee"})
                if (players.seats().size() < 2 || game != "thief-in-the-night")
                    players.addPlayer(name);
            ui.frame();
            ui.checkFrameRules();
            CHECK(ui.frameShows(words));
            if (game != "suspicion")
                CHECK_FALSE(ui.frameShows("Deal the secret identities"));
            ui.save("players-first-step-" + game);
        }
    }
}
