// The players screen asks each game what it offers before the deal (its house-rule switches,
// its saved settings, whether a PIN is offered) and Settings asks each game for its rows:
// every game's switches flipped by taps reach the session's house rules, with the settings
// saved from the Settings screen, at 1280x800 and 800x1280. With HEIST_SCREENS_DIR set, the
// players screen of every game (switches as dealt and flipped), Settings and the wheel
// settings are saved as house-*.png.
#include "UiHarness.hpp"
#include "games/Catalogue.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "screens/PlayersScreen.hpp"

#include "support/Catch.hpp"

using heist::Json;
using heist::test::UiHarness;

namespace {

// A wheel the box does not print: the first segment two steps longer.
Json savedWheel() {
    const auto& game = static_cast<const heist::games::secret_night::SecretNightGame&>(
        heist::games::definition("secret-night"));
    Json out = Json::array();
    for (const auto& s : game.rules().wheel)
        out.push_back(Json{{"steps", s.steps}, {"green", s.green}, {"water", s.water}});
    out[0]["steps"] = out[0]["steps"].get<int>() + 2;
    return out;
}

const Json kGuestNames = Json{{"viola", "Violetta"}};

struct Expected {
    std::string game;
    std::vector<std::string> switches; // the rule switches the players screen shows, in order
    Json dealt;                        // the house rules with every switch left as it was
    Json flipped;                      // the house rules with every switch tapped once
};

std::vector<Expected> expectations() {
    const Json wheel = savedWheel();
    return {
        {"secret-night", {"rule-escaped", "rule-pin"},
         {{"offer_pin", true}, {"escaped_thieves_return", true}, {"wheel", wheel}},
         {{"offer_pin", false}, {"escaped_thieves_return", false}, {"wheel", wheel}}},
        {"suspicion", {"rule-stacks", "rule-pin"},
         {{"offer_pin", true}, {"other_printing_stacks", false}, {"guest_names", kGuestNames}},
         {{"offer_pin", false}, {"other_printing_stacks", true}, {"guest_names", kGuestNames}}},
        {"thief-in-the-night", {"rule-pin"}, {{"offer_pin", true}}, {{"offer_pin", false}}},
        {"one-night-only",
         {"rule-looting_strictly_greater", "rule-one_case_per_roll", "rule-sixty_counts_gadgets"},
         {{"offer_pin", true}},
         {{"offer_pin", true},
          {"looting_strictly_greater", true},
          {"one_case_per_roll", true},
          {"sixty_counts_gadgets", true}}},
        {"shadow-house-masquerade", {"rule-lightning"}, {{"lightning", false}}, {{"lightning", true}}},
    };
}

Json dealtRules(unsigned w, unsigned h, const Expected& e, bool flip) {
    UiHarness ui(w, h);
    ui.store().setSetting("secret-night.wheel", savedWheel().dump());
    ui.store().setSetting("suspicion.guest_names", kGuestNames.dump());
    ui.fixtureText("Violetta"); // a guest's name as the players corrected it
    step(ui, "new-game");
    step(ui, "game-" + e.game);
    REQUIRE(ui.screen() == "players");
    auto* players = dynamic_cast<heist::ui::PlayersScreen*>(ui.app().top());
    REQUIRE(players);
    const std::vector<std::string> names = {"Ann", "Bob", "Catalina Fernández", "Niall O’Sullivan"};
    const int seats = heist::games::definition(e.game).info().minPlayers;
    for (int i = 0; i < seats; ++i)
        players->addPlayer(names[static_cast<std::size_t>(i)]);
    ui.frame();
    ui.checkFrameRules();
    for (const char* other : {"rule-escaped", "rule-stacks", "rule-pin", "rule-lightning", "rule-one_case_per_roll"})
        CHECK(ui.has(other) == (std::find(e.switches.begin(), e.switches.end(), other) != e.switches.end()));
    if (flip) {
        for (const auto& id : e.switches)
            step(ui, id);
        ui.save("house-players-" + e.game + "-flipped");
    } else {
        ui.save("house-players-" + e.game);
    }
    step(ui, "start");
    REQUIRE(ui.app().live());
    return ui.app().live()->session().setup().houseRules;
}

void settingsScreens(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.store().setSetting("suspicion.guest_names", kGuestNames.dump());
    ui.fixtureText("Violetta"); // a guest's name as the players corrected it
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
        for (const auto& e : expectations()) {
            INFO(e.game << " at " << w << "x" << h);
            checkRules(dealtRules(w, h, e, false), e.dealt);
            checkRules(dealtRules(w, h, e, true), e.flipped);
        }
}

TEST_CASE("UI - Settings shows each game's rows: the wheel and the guest names", "[ui][house-ui]") {
    settingsScreens(1280, 800);
    settingsScreens(800, 1280);
}
