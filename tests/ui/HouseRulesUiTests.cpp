// The players screen asks each game what it offers before the deal (its house-rule switches,
// its saved settings, whether a PIN is offered) and Settings asks each game for its rows:
// every game's switches flipped by taps reach the session's house rules, with the settings
// saved from the Settings screen, at 1280x800 and 800x1280. With HEIST_SCREENS_DIR set, the
// players screen of every game (switches as dealt and flipped), Settings and the wheel
// settings are saved as house-*.png.
#include "tests/ui/GameUiSteps.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/Catalogue.hpp"
#include "ui/screens/PlayersScreen.hpp"

#include "tests/support/Catch.hpp"

#include <set>

using heist::Json;
using heist::test::GameUiSteps;
using heist::test::UiHarness;

namespace {

// Every game's saved settings (GameUiSteps::savedSettings), as a table that has set them all.
void saveEveryGamesSettings(UiHarness& ui) {
    for (const auto& [id, steps] : heist::test::everyGameUi())
        if (steps->savedSettings)
            steps->savedSettings(ui);
}

// Every rule switch of every game: the players screen shows a game's own and no other's.
std::set<std::string> everySwitch() {
    std::set<std::string> out;
    for (const auto& [id, steps] : heist::test::everyGameUi())
        out.insert(steps->ruleSwitches.begin(), steps->ruleSwitches.end());
    return out;
}

Json dealtRules(unsigned w, unsigned h, const std::string& game, const GameUiSteps& e, bool flip) {
    UiHarness ui(w, h);
    saveEveryGamesSettings(ui);
    step(ui, "new-game");
    step(ui, "game-" + game);
    REQUIRE(ui.screen() == "players");
    auto* players = dynamic_cast<heist::ui::PlayersScreen*>(ui.app().top());
    REQUIRE(players);
    const std::vector<std::string> names = {"Ann", "Bob", "Catalina Fernández", "Niall O’Sullivan"};
    const int seats = heist::games::definition(game).info().minPlayers;
    for (int i = 0; i < seats; ++i)
        players->addPlayer(names[static_cast<std::size_t>(i)]);
    ui.frame();
    ui.checkFrameRules();
    for (const auto& other : everySwitch()) {
        INFO(other);
        CHECK(ui.has(other) ==
              (std::find(e.ruleSwitches.begin(), e.ruleSwitches.end(), other) != e.ruleSwitches.end()));
    }
    if (flip) {
        for (const auto& id : e.ruleSwitches)
            step(ui, id);
        ui.save("house-players-" + game + "-flipped");
    } else {
        ui.save("house-players-" + game);
    }
    step(ui, "start");
    REQUIRE(ui.app().live());
    return ui.app().live()->session().setup().houseRules;
}

void settingsScreens(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    saveEveryGamesSettings(ui); // Suspicion's guest names among them: "Violetta" for "Viola"
    step(ui, "settings");
    REQUIRE(ui.screen() == "settings");
    CHECK(ui.frameShows("Violetta")); // the saved correction, not the printed name
    ui.save("house-settings");
    step(ui, "guest-viola");
    REQUIRE(ui.screen() == "keyboard");
    step(ui, "back");
    REQUIRE(ui.screen() == "settings");
    step(ui, "wheel");
    REQUIRE(ui.screen() == "wheel-settings");
    ui.save("house-wheel-settings");
}

} // namespace

// The session fills in the rules nobody set with the game's defaults: every rule expected is
// there with its value.
void checkRules(const Json& got, const Json& expected) {
    INFO(got.dump());
    for (const auto& [key, value] : expected.items()) {
        INFO(key);
        CHECK(got.contains(key));
        CHECK(got.value(key, Json()) == value);
    }
}

TEST_CASE("UI - every game's house rules on the players screen reach the session", "[ui][house-ui]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}})
        for (const auto& [game, e] : heist::test::everyGameUi()) {
            INFO(game << " at " << w << "x" << h);
            REQUIRE(e->rulesDealt);
            REQUIRE(e->rulesFlipped);
            checkRules(dealtRules(w, h, game, *e, false), e->rulesDealt());
            checkRules(dealtRules(w, h, game, *e, true), e->rulesFlipped());
        }
}

TEST_CASE("UI - Settings shows each game's rows: the wheel and the guest names", "[ui][house-ui]") {
    settingsScreens(1280, 800);
    settingsScreens(800, 1280);
}
