// Secret Night by synthetic taps: the private deal, the wheel, the wizards for attacks,
// arrests and escapes, and the end of the night, at 1280x800 and 800x1280, with every frame
// checked for sizes and for secrets. With HEIST_SCREENS_DIR set, the screens are saved.
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "ui/screens/InfoScreen.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::playUntil;
using heist::test::seatWithRole;
using heist::test::sn;
using heist::test::UiHarness;
using heist::ui::TextKind;

namespace {

void checkSizes(UiHarness& ui) { ui.checkFrameRules(); }

void sizedStep(UiHarness& ui, const std::string& id) {
    ui.tap(id);
    checkSizes(ui);
}

void night(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    heist::engine::SessionSetup setup;
    for (const char* n : {"Ann", "Bob", "Cy", "Dee", "Eve"})
        setup.players.push_back(
            {static_cast<int>(setup.players.size()), n, heist::ui::playerColourIds()[setup.players.size()]});
    setup.seed = 77;
    ui.app().startSession(heist::games::definition("secret-night"), setup);
    ui.app().showTable();
    ui.frame();
    // The deal: five covers, hold, release, done.
    for (int seat = 0; seat < 5; ++seat) {
        REQUIRE(ui.screen() == "reveal");
        checkSizes(ui);
        ui.press("hold");
        CHECK(ui.app().top()->showsSecret());
        if (seat == 0)
            ui.save("sn-deal-reveal");
        ui.release();
        sizedStep(ui, "done");
    }
    REQUIRE(ui.screen() == "secret-night-table");
    ui.save("sn-table");
    // Every character's card is one tap away: name, occupation, nationality, age, skill.
    sizedStep(ui, "character-" + std::to_string(sn(ui).current()));
    REQUIRE(ui.screen() == "info");
    CHECK(ui.frameShows("Skill:"));
    CHECK(ui.frameShows("age "));
    ui.save("sn-character");
    sizedStep(ui, "close");
    // The rules panel lists the decisions the app plays by where the rulebook is silent.
    sizedStep(ui, "rules-info");
    bool decision = ui.frameShows("An escape reveals everyone aboard");
    for (int page = 0; page < 8 && !decision && ui.has("more"); ++page) {
        sizedStep(ui, "more");
        decision = ui.frameShows("An escape reveals everyone aboard");
    }
    CHECK(decision);
    ui.save("sn-rules-decisions");
    sizedStep(ui, "close");

    // Spin: stored first, then the wheel turns; a frame mid-spin.
    sizedStep(ui, "spin");
    CHECK(ui.app().animating());
    ui.app().update(0.5);
    ui.frame();
    ui.save("sn-wheel-spinning");
    // The result is not told while the wheel turns: not in the news line, not in a message.
    CHECK(ui.frameShows("The wheel is turning"));
    CHECK_FALSE(ui.frameShows("spun the Roulette"));
    ui.app().update(2.0);
    ui.frame();
    CHECK_FALSE(ui.app().animating());
    CHECK(ui.app().live()->session().log().back().type == "sn.wheel_spun");
    CHECK(ui.frameShows("spun the Roulette"));

    // Arrest wizard: on his turn, the Chief Inspector arrests the Master Thief.
    const int chief = seatWithRole(ui, "chief_inspector");
    const int master = seatWithRole(ui, "master_thief");
    playUntil(ui, chief);
    sizedStep(ui, "arrest");
    REQUIRE(ui.screen() == "choice");
    ui.save("sn-arrest-wizard");
    sizedStep(ui, "choice-" + std::to_string(master));
    CHECK(ui.frameShows("Step 2 of 3"));
    sizedStep(ui, "ok"); // no Money (step 2 of 3)
    CHECK(ui.frameShows("Step 3 of 3"));
    sizedStep(ui, "choice-spin");
    REQUIRE(ui.screen() == "break-free");
    ui.app().update(0.6);
    ui.frame();
    ui.save("sn-break-free");
    for (int i = 0; i < 4; ++i) {
        ui.app().update(2.0);
        ui.frame();
    }
    const Json arrest = ui.app().live()->session().log().back().payload;
    CHECK(ui.frameShows(arrest["freed"].get<bool>() ? "broke free" : "arrested"));
    sizedStep(ui, "done");

    // Escape wizard: on her turn, a thief drives the boat with one Money.
    const int thief = seatWithRole(ui, "thief");
    playUntil(ui, thief);
    sizedStep(ui, "escape");
    ui.save("sn-escape-wizard");
    sizedStep(ui, "choice-boat");
    sizedStep(ui, "ok"); // one Money
    CHECK(ui.app().live()->session().log().back().type == "sn.escaped");
    // The result on its own card, then back to the table.
    REQUIRE(ui.screen() == "info");
    CHECK(ui.frameShows("escaped by boat"));
    ui.save("sn-escape-result");
    sizedStep(ui, "close");
    CHECK(sn(ui).marker >= 4 - 4 - 3); // +4 on top of whatever the arrest did

    // End turns until the night is over.
    for (int guard = 0; guard < 80 && ui.screen() == "secret-night-table"; ++guard) {
        sizedStep(ui, "end-turn");
        ui.app().update(10.0);
        ui.frame();
    }
    // The last turn at dawn asks once before it ends the night, naming no winner or role.
    REQUIRE(ui.screen() == "confirm");
    CHECK(ui.frameShows("This ends the game"));
    CHECK_FALSE(sn(ui).phase == heist::games::secret_night::Phase::Finished);
    ui.save("sn-dawn-confirm");
    sizedStep(ui, "confirm");
    REQUIRE(ui.screen() == "secret-night-results");
    checkSizes(ui);
    ui.app().update(2.0); // the picture shows the celebration at rest
    ui.frame();
    checkSizes(ui);
    ui.save("sn-winner");
    CHECK(ui.frameShows("win"));
}

} // namespace

TEST_CASE("UI - a night of Secret Night by taps at 1280x800", "[ui][secret-night-ui]") { night(1280, 800); }

TEST_CASE("UI - a night of Secret Night by taps at 800x1280", "[ui][secret-night-ui]") { night(800, 1280); }

TEST_CASE("UI - the wheel's segments can be edited in Settings and new games use them", "[ui][secret-night-ui]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        UiHarness ui(w, h);
        sizedStep(ui, "settings");
        sizedStep(ui, "wheel");
        REQUIRE(ui.screen() == "wheel-settings");
        const auto& defaults =
            static_cast<const heist::games::secret_night::SecretNightGame&>(heist::games::definition("secret-night"))
                .rules()
                .wheel;
        sizedStep(ui, "segment-1");
        CHECK(ui.frameShows("Segment 2 of"));
        sizedStep(ui, "segment-0");
        CHECK(ui.frameShows("Segment 1 of"));
        sizedStep(ui, "steps-up");
        sizedStep(ui, "steps-up");
        sizedStep(ui, defaults[0].green ? "colour-plain" : "colour-green");
        ui.save("sn-wheel-settings");
        sizedStep(ui, "save");
        const Json saved = Json::parse(*ui.store().setting("secret-night.wheel"));
        const auto& game =
            static_cast<const heist::games::secret_night::SecretNightGame&>(heist::games::definition("secret-night"));
        CHECK(saved[0]["steps"] == game.rules().wheel[0].steps + 2);
        CHECK(saved[0]["green"] == !game.rules().wheel[0].green);
        // Fewer than 4 segments cannot be saved; the button says no.
        for (int i = 0; i < 30 && ui.has("remove"); ++i)
            ui.tap("remove");
        CHECK(ui.app().regionRect("remove")); // still drawn, but disabled at 4
        CHECK_FALSE(ui.has("remove"));
        // A new game starts with the saved wheel.
        ui.tap("back");
        ui.tap("back");
        sizedStep(ui, "new-game");
        sizedStep(ui, "game-secret-night");
        for (const char* n : {"key-a", "key-b", "key-c", "key-d"}) {
            ui.tap("add-player");
            ui.tap(n);
            ui.tap("key-x");
            ui.tap("done");
        }
        // The house rule for escaped thieves: on by default, one tap turns it off.
        sizedStep(ui, "rule-escaped");
        CHECK(ui.frameShows("Escaped thieves: gone for the night"));
        sizedStep(ui, "start");
        REQUIRE(ui.app().live());
        CHECK(ui.app().live()->session().setup().houseRules["wheel"] == saved);
        CHECK(ui.app().live()->session().setup().houseRules["escaped_thieves_return"] == false);
        CHECK(sn(ui).wheel[0].steps == saved[0]["steps"].get<int>());
    }
}

TEST_CASE("UI - when a wizard ends the night, the results come up once", "[ui][secret-night-ui]") {
    UiHarness ui;
    heist::engine::SessionSetup setup;
    for (const char* n : {"Ann", "Bob", "Cy", "Dee"})
        setup.players.push_back({static_cast<int>(setup.players.size()), n, "amber"});
    setup.seed = 9;
    ui.app().startSession(heist::games::definition("secret-night"), setup);
    auto play = [&](const std::string& type, Json args = Json::object()) {
        auto r = ui.app().live()->dispatch(heist::test::intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<heist::engine::Event>(r));
    };
    for (int s = 0; s < 4; ++s)
        play("sn.see_role", Json{{"seat", s}});
    ui.app().showTable();
    ui.frame();
    while (sn(ui).hoursElapsed < 8) // late in the night
        play("sn.end_turn");
    ui.frame();
    // On her turn, a thief escapes by car with 2 Money (5 + 5 = 10): the thieves reach 10 at once.
    const int thief = seatWithRole(ui, "thief");
    while (sn(ui).current() != thief)
        play("sn.end_turn");
    ui.frame();
    sizedStep(ui, "escape");
    sizedStep(ui, "choice-car");
    sizedStep(ui, "ok");         // nobody else aboard
    sizedStep(ui, "choice-yes"); // the key
    sizedStep(ui, "plus");       // 2 Money
    sizedStep(ui, "ok");
    REQUIRE(ui.screen() == "secret-night-results");
    int results = 0;
    for (const auto& s : ui.app().stack())
        results += std::string(s->name()) == "secret-night-results";
    CHECK(results == 1);
    CHECK(ui.frameShows("The thieves win!"));
}

// An Info card never shows a heading with nothing under it: the card leaves it out, wherever
// the lines come from (Secret Night's rules once had its house rule as a bare heading).
TEST_CASE("UI - an Info card leaves out a heading with nothing under it", "[ui][info-ui]") {
    using heist::ui::InfoScreen;
    CHECK(InfoScreen::withoutEmptyParts({"## Alone", "## Kept", "Under it", "", "## ", "## Last"}) ==
          std::vector<std::string>{"## Kept", "Under it"});
    CHECK(InfoScreen::withoutEmptyParts({"## A", "  ", "## B", "b", "Plain"}) ==
          std::vector<std::string>{"## B", "b", "Plain"});
    CHECK(InfoScreen::withoutEmptyParts({"## Only"}).empty());

    UiHarness ui(1280, 800);
    for (const char* fixture : {"Card", "Kept", "Under it"})
        ui.fixtureText(fixture);
    ui.app().push(std::make_unique<InfoScreen>(ui.app(), "Card",
                                               std::vector<std::string>{"## Alone", "## Kept", "Under it", "## Last"}));
    ui.frame();
    ui.checkFrameRules();
    CHECK(ui.frameShows("Kept"));
    CHECK(ui.frameShows("Under it"));
    CHECK_FALSE(ui.frameShows("Alone"));
    CHECK_FALSE(ui.frameShows("Last"));

    // Secret Night's rules card: every heading has a paragraph under it, on every page.
    heist::engine::SessionSetup setup;
    for (const char* n : {"Ann", "Bob", "Cy", "Dee", "Eve"})
        setup.players.push_back(
            {static_cast<int>(setup.players.size()), n, heist::ui::playerColourIds()[setup.players.size()]});
    setup.seed = 78;
    UiHarness table(800, 1280);
    table.app().startSession(heist::games::definition("secret-night"), setup);
    table.app().showTable();
    table.frame();
    for (int seat = 0; seat < 5; ++seat) {
        table.press("hold");
        table.release();
        sizedStep(table, "done");
    }
    REQUIRE(table.screen() == "secret-night-table");
    sizedStep(table, "rules-info");
    REQUIRE(table.screen() == "info");
    const auto& lines = dynamic_cast<const InfoScreen&>(*table.app().top()).lines();
    REQUIRE_FALSE(lines.empty());
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].rfind("## ", 0) == 0) {
            INFO(lines[i]);
            REQUIRE(i + 1 < lines.size());
            CHECK(lines[i + 1].rfind("## ", 0) != 0);
        }
    CHECK(std::any_of(lines.begin(), lines.end(), [&table](const std::string& line) {
        return line.rfind("## ", 0) == 0 && table.inEnglish(line.substr(3)) == "House rule this night";
    }));
    bool said = table.frameShows("Escaped thieves come back");
    for (int page = 0; page < 8 && !said && table.has("more"); ++page) {
        sizedStep(table, "more");
        said = table.frameShows("Escaped thieves come back");
        if (said)
            table.save("sn-rules-house-rule");
    }
    CHECK(said);
}
