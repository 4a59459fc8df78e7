// Legibility at the table: every screen of both games with eight (Suspicion: six) players
// whose names are 24 characters and more, at 1280x800, 800x1280 and 1920x1080. Every frame
// goes through the harness's rules (no name, role or next step cut off; sizes; contrast;
// no text over text; targets). The first test shows that those rules can fail.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/SuspicionSteps.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "ui/screens/HomeScreen.hpp"

#include "tests/support/Catch.hpp"

#include <map>

using heist::Json;
using heist::test::playUntil;
using heist::test::seatWithRole;
using heist::test::sn;
using heist::test::UiHarness;
using heist::ui::Align;
using heist::ui::TextKind;
using heist::ui::TextUse;

namespace {

using heist::test::kLongNames;

// A screen that breaks every rule on purpose.
class BadScreen : public heist::ui::Screen {
public:
    using Screen::Screen;
    const char* name() const override { return "bad"; }
    void draw(heist::ui::Painter& p) override {
        // (a) a name cut off: the old way of drawing names, with an ellipsis.
        p.text(kLongNames[0], {40, 200}, 28, p.colours().ivory, Align::Left, false, 120);
        // (b) a role asked for below 28 px.
        p.text("Chief Inspector", {40, 300}, 24, p.colours().ivory, Align::Left, false, 0, TextKind::Public,
               TextUse::Role);
        // (c) dark grey on the night sky.
        p.text("Hard to read", {40, 400}, 28, sf::Color(40, 44, 60));
        // (e) text over text.
        p.text("Underneath", {600, 200}, 28, p.colours().ivory);
        p.text("On top of it", {610, 205}, 28, p.colours().ivory);
        // (d) a small target.
        p.region("tiny", {600, 500, 40, 40}, [] {});
    }
};

// A table that breaks the layout rules on purpose: an object over a name, a panel drawn over a
// text, a name out of its button and out of the window, and a seat left out.
class OverlapScreen : public heist::ui::Screen {
public:
    using Screen::Screen;
    const char* name() const override { return "overlap-table"; }
    void draw(heist::ui::Painter& p) override {
        // A name, then a token drawn over its first letters.
        p.text(kLongNames[0], {100, 200}, 28, p.colours().ivory, Align::Left, true, 0, TextKind::Public,
               TextUse::PlayerName);
        p.token({110, 215}, 16, "amber");
        // A name with a token beneath its first letters (drawn before it).
        p.token({110, 315}, 16, "teal");
        p.text("Bob", {100, 300}, 28, p.colours().ivory, Align::Left, true, 0, TextKind::Public, TextUse::PlayerName);
        // A text, then a panel over it.
        p.text("The clock strikes", {100, 400}, 28, p.colours().ivory);
        p.rect({150, 390, 300, 60}, p.colours().dusk);
        // A name too long for its box: it wraps below the box.
        p.fitText(kLongNames[2], {600, 200, 120, 40}, 28, p.colours().ivory, TextUse::PlayerName);
        // A gem's name in a column narrower than the word: broken between two letters.
        p.fitText("Emerald 12", {900, 500, 70, 0}, 24, p.colours().ivory, TextUse::Other);
        // A double-barrelled name broken after its hyphen: a word boundary, not a broken word.
        p.fitText("Fern\u00e1ndez-Olmedo", {900, 650, 160, 0}, 24, p.colours().ivory, TextUse::Other);
        // Off the window's right edge.
        p.text("Off the edge", {1250, 600}, 28, p.colours().ivory);
        // Nothing for the third player, and no next step.
    }
};

// A screen that draws a long name in a narrow box the right way.
class FittedScreen : public heist::ui::Screen {
public:
    using Screen::Screen;
    const char* name() const override { return "fitted"; }
    void draw(heist::ui::Painter& p) override {
        m_height = p.fitText(kLongNames[0], {40, 200, 220, 0}, 28, p.colours().ivory, TextUse::PlayerName);
        p.text(kLongNames[1], {40, 400}, 28, p.colours().ivory, Align::Left, false, 200, TextKind::Public,
               TextUse::PlayerName);
        // A button as tall as its label needs: never cut, never out of its box.
        const std::string done = "Done \u2014 pass to " + kLongNames[2];
        const float h = std::max(76.f, p.fitHeight(done, 300 - 16, 28, true) + 16);
        p.button("go", {600, 600, 300, h}, done, heist::ui::ButtonStyle::Primary, [] {});
    }
    float m_height = 0;
};

bool mentions(const std::vector<std::string>& problems, const std::string& what) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const std::string& p) { return p.find(what) != std::string::npos; });
}

void settle(UiHarness& ui) {
    for (int i = 0; i < 6 && ui.app().animating(); ++i) {
        ui.app().update(0.4);
        ui.frame();
        ui.checkFrameRules();
    }
    ui.app().update(10.0); // let any message go
    ui.frame();
}

// Creates an unfinished game so that the home screen's Continue card and the roster of
// names used before both hold the long names.
void seedRoster(UiHarness& ui, const std::string& game, std::size_t players) {
    heist::engine::SessionSetup setup;
    for (std::size_t i = 0; i < players; ++i)
        setup.players.push_back({static_cast<int>(i), kLongNames[i], heist::ui::playerColourIds()[i]});
    setup.seed = 5;
    heist::store::LiveSession::create(ui.store(), heist::games::definition(game), setup);
    ui.app().replaceAll(std::make_unique<heist::ui::HomeScreen>(ui.app()));
    ui.frame();
}

// Home, the game list, the players screen (names from the roster), the keyboard; then the
// deal with a PIN for the first player. Leaves the table on screen.
void setUpByTaps(UiHarness& ui, const std::string& game, std::size_t players) {
    seedRoster(ui, game, players);
    REQUIRE(ui.has("continue"));
    ui.checkFrameRules();
    ui.save("long-home");
    step(ui, "new-game");
    ui.save("long-new-game");
    step(ui, "game-" + game);
    for (std::size_t i = 0; i < players; ++i) {
        for (int page = 0; page < 4 && !ui.has("roster-" + kLongNames[i]); ++page)
            step(ui, "roster-more");
        step(ui, "roster-" + kLongNames[i]);
        CHECK(ui.frameShows(kLongNames[i]));
    }
    ui.save("long-players");
    step(ui, "rename-0");
    REQUIRE(ui.screen() == "keyboard");
    step(ui, "accents");
    ui.save("long-keyboard");
    step(ui, "back");
    step(ui, "start");
    REQUIRE(ui.app().live());
    for (std::size_t seat = 0; seat < players; ++seat) {
        REQUIRE(ui.screen() == "reveal");
        ui.checkFrameRules();
        // "Pass the tablet to NAME" is the largest text on the cover.
        unsigned titleSize = 0, largestOther = 0;
        for (const auto& t : ui.lastText())
            if (t.text.rfind("Pass the tablet to ", 0) == 0)
                titleSize = std::max(titleSize, t.size);
            else if (!t.covered)
                largestOther = std::max(largestOther, t.size);
        CHECK(titleSize > largestOther);
        if (seat == 0)
            ui.save("long-deal-cover");
        ui.press("hold");
        ui.checkFrameRules();
        if (seat == 0)
            ui.save("long-deal-reveal");
        ui.release();
        ui.checkFrameRules();
        if (seat == 0 && ui.has("set-pin")) {
            step(ui, "set-pin");
            ui.save("long-pin");
            for (int twice = 0; twice < 2; ++twice)
                for (char d : std::string("2580"))
                    step(ui, std::string("digit-") + d);
            settle(ui);
        }
        step(ui, "done");
    }
}

void secretNight(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    setUpByTaps(ui, "secret-night", 8);
    REQUIRE(ui.screen() == "secret-night-table");
    ui.save("long-sn-table");
    step(ui, "character-" + std::to_string(sn(ui).current()));
    ui.save("long-sn-character");
    step(ui, "close");
    step(ui, "spin");
    ui.app().update(0.5);
    ui.frame();
    ui.checkFrameRules();
    settle(ui);
    ui.checkFrameRules();
    ui.save("long-sn-spun");
    step(ui, "history");
    ui.save("long-sn-history");
    step(ui, "back");

    // The arrest wizard, every step checked.
    const int chief = seatWithRole(ui, "chief_inspector");
    const int master = seatWithRole(ui, "master_thief");
    playUntil(ui, chief);
    step(ui, "arrest");
    ui.save("long-sn-arrest");
    step(ui, "choice-" + std::to_string(master));
    step(ui, "ok"); // no Money
    step(ui, "choice-spin");
    REQUIRE(ui.screen() == "break-free");
    ui.app().update(0.6);
    ui.frame();
    ui.checkFrameRules();
    settle(ui);
    ui.checkFrameRules();
    step(ui, "done");
    // The escape wizard.
    const int thief = seatWithRole(ui, "thief");
    playUntil(ui, thief);
    step(ui, "escape");
    step(ui, "choice-boat");
    ui.save("long-sn-escape");
    step(ui, "ok"); // one Money
    REQUIRE(ui.screen() == "info");
    ui.save("long-sn-escape-result");
    step(ui, "close");
    settle(ui);
    ui.checkFrameRules();
    ui.save("long-sn-after-escape");
    // Undo asks first, naming what it takes back.
    if (ui.has("undo")) {
        step(ui, "undo");
        ui.save("long-sn-undo");
        step(ui, "back");
    }
    // Late in the night a thief escapes by car with 2 Money (+10): the thieves take the night.
    for (int guard = 0; guard < 120 && ui.screen() == "secret-night-table" && sn(ui).hoursElapsed < 8; ++guard) {
        step(ui, "end-turn");
        settle(ui);
        ui.checkFrameRules();
    }
    playUntil(ui, thief);
    step(ui, "escape");
    step(ui, "choice-car");
    step(ui, "ok");         // nobody else aboard
    step(ui, "choice-yes"); // the key
    step(ui, "plus");       // 2 Money
    step(ui, "ok");
    for (int guard = 0; guard < 40 && ui.screen() != "secret-night-results"; ++guard) {
        if (ui.has("close"))
            step(ui, "close");
        else if (ui.screen() == "confirm") // the turn that ends the night at dawn asks once
            step(ui, "confirm");
        else
            step(ui, "end-turn");
        settle(ui);
    }
    REQUIRE(ui.screen() == "secret-night-results");
    ui.checkFrameRules();
    settle(ui); // the celebration runs out, every frame checked
    ui.save("long-sn-results");
    step(ui, "home");
    step(ui, "saved-games");
    ui.save("long-saved-games");
}

const heist::games::suspicion::SuspicionState& sus(UiHarness& ui) {
    return heist::games::suspicion::SuspicionGame::cast(ui.app().live()->session().state());
}

void suspicion(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    setUpByTaps(ui, "suspicion", 6);
    REQUIRE(ui.screen() == "suspicion-table");
    ui.save("long-sus-table");
    step(ui, "roll");
    ui.app().update(0.35);
    ui.frame();
    ui.checkFrameRules();
    settle(ui);
    ui.checkFrameRules();
    ui.save("long-sus-dice");
    step(ui, "peek");
    ui.checkFrameRules();
    ui.press("hold");
    ui.checkFrameRules();
    ui.release();
    step(ui, "done");
    step(ui, "secret-1");
    if (ui.screen() == "pin")
        ui.checkFrameRules();
    step(ui, "back");
    step(ui, "history");
    step(ui, "back");
    step(ui, "end-turn");
    for (int guard = 0; guard < 60 && heist::test::canTakeGem(ui, "ruby", "lucky"); ++guard) {
        heist::test::takeGem(ui, [&ui](const std::string& id) { step(ui, id); }, "ruby", "lucky");
        if (ui.screen() == "confirm") { // the last Ruby ends the game: asked once
            ui.checkFrameRules();
            step(ui, "confirm");
        }
        settle(ui);
        ui.checkFrameRules();
        if (ui.has("end-turn"))
            step(ui, "end-turn");
    }
    REQUIRE(sus(ui).phase == heist::games::suspicion::Phase::Guessing);
    ui.save("long-sus-guessing");
    for (int round = 0; round < 6; ++round) {
        step(ui, "guess-next");
        if (ui.screen() == "pin")
            for (char d : std::string("2580"))
                step(ui, std::string("digit-") + d);
        REQUIRE(ui.screen() == "reveal");
        step(ui, "done");
        REQUIRE(ui.screen() == "suspicion-guess");
        if (round == 0)
            ui.save("long-sus-guess");
        for (int k = 1; k < 6; ++k) {
            step(ui, "guest-" + std::to_string(k));
            step(ui, "next");
        }
        REQUIRE(ui.screen() == "confirm");
        step(ui, "confirm");
    }
    step(ui, "reveal");
    REQUIRE(ui.screen() == "suspicion-results");
    settle(ui); // the celebration runs out, every frame checked
    ui.save("long-sus-results");
}

} // namespace

TEST_CASE("UI harness - the layout rules catch objects and shapes over text, text out of its box or the "
          "window, a word broken between two lines, and a player or the next step left out of a table",
          "[ui][legibility]") {
    UiHarness ui;
    ui.checkEveryFrame(false); // this screen breaks the rules on purpose
    ui.holdLayoutRules();
    heist::engine::SessionSetup setup;
    setup.players = {{0, kLongNames[0], "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    ui.app().startSession(heist::games::definition("suspicion"), setup);
    for (int seat = 0; seat < 3; ++seat) // dealt: the game is in play
        REQUIRE(ui.app().dispatch("suspicion.see_identity", heist::Json{{"seat", seat}}));
    ui.app().push(std::make_unique<OverlapScreen>(ui.app()));
    ui.frame();
    REQUIRE(ui.screen() == "overlap-table");
    const auto problems = ui.layoutProblems();
    INFO(problems.size() << " problems");
    for (const auto& p : problems)
        INFO(p);
    CHECK(mentions(problems, "\"" + kLongNames[0] + "\" (28 px, "));
    CHECK(mentions(problems, "drawn over by an object"));
    CHECK(mentions(problems, "drawn over an object"));
    CHECK(mentions(problems, "\"The clock strikes\" (28 px"));
    CHECK(mentions(problems, "drawn over by a shape"));
    CHECK(mentions(problems, "leaves its box"));
    CHECK(mentions(problems, "\"Off the edge\" (28 px"));
    CHECK(mentions(problems, "drawn outside the window"));
    CHECK(mentions(problems, "breaks the word \"Emerald\" between two lines"));
    CHECK_FALSE(mentions(problems, "breaks the word \"Fern\u00e1ndez-Olmedo\""));
    CHECK(mentions(problems, "the player name \"Cy\" is missing"));
    CHECK(mentions(problems, "no next step"));
    CHECK_FALSE(mentions(problems, "the player name \"Bob\" is missing"));
}

TEST_CASE("UI harness - the frame rules catch a cut name, small and faint text, text over text, "
          "small targets",
          "[ui][legibility]") {
    UiHarness ui;
    ui.checkEveryFrame(false); // this screen breaks the rules on purpose
    ui.holdLayoutRules();
    ui.app().push(std::make_unique<BadScreen>(ui.app()));
    ui.frame();
    REQUIRE(ui.screen() == "bad");
    const auto problems = ui.frameProblems();
    INFO(problems.size() << " problems");
    CHECK(mentions(problems, "cuts off the name") == false); // no session: names unknown
    CHECK(mentions(problems, "asked for at 24 px"));
    CHECK(mentions(problems, "\"Hard to read\" (28 px): contrast"));
    CHECK(mentions(problems, "drawn over \"Underneath\""));
    CHECK(mentions(problems, "target tiny"));
    // With a session, a name cut with an ellipsis is caught even when not marked as a name.
    heist::engine::SessionSetup setup;
    setup.players = {{0, kLongNames[0], "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    ui.app().startSession(heist::games::definition("suspicion"), setup);
    ui.frame();
    CHECK(mentions(ui.frameProblems(), "cuts off the name " + kLongNames[0]));
}

TEST_CASE("Painter - names wrap onto two lines instead of being cut", "[ui][legibility]") {
    UiHarness ui;
    ui.holdLayoutRules(); // the wrapping is what this tests, in every language
    ui.fixtureText("Done \u2014 pass to " + kLongNames[2]);
    auto screen = std::make_unique<FittedScreen>(ui.app());
    auto* fitted = screen.get();
    ui.app().push(std::move(screen));
    ui.frame();
    REQUIRE(ui.screen() == "fitted");
    CHECK(ui.frameProblems().empty());
    // Two lines at no less than 24 px.
    CHECK(fitted->m_height >= 24 + 24);
    for (const auto& t : ui.lastText()) {
        CHECK(t.text.find("\u2026") == std::string::npos);
        CHECK(t.size >= 24u);
    }
    CHECK(ui.frameShows(kLongNames[0]));
    CHECK(ui.frameShows(kLongNames[1]));
    CHECK(ui.frameShows("Done \u2014 pass to " + kLongNames[2]));
}

TEST_CASE("UI - the players screen keeps every chip in place when one is tapped", "[ui][legibility]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        UiHarness ui(w, h);
        seedRoster(ui, "secret-night", 8);
        ui.tap("new-game");
        ui.tap("game-secret-night");
        for (int tapped = 0; tapped < 4; ++tapped) {
            std::map<std::string, sf::FloatRect> before; // every chip on screen, the tapped one too
            std::vector<std::string> shown;
            for (const auto& name : kLongNames)
                if (auto r = ui.app().regionRect("roster-" + name)) {
                    before[name] = *r;
                    shown.push_back(name);
                }
            if (auto more = ui.app().regionRect("roster-more"))
                before["more"] = *more;
            INFO(w << "x" << h);
            REQUIRE(shown.size() >= 3);
            const std::string tappedName = shown[static_cast<std::size_t>(tapped) % shown.size()];
            ui.tap("roster-" + tappedName);
            CHECK(ui.app().live() == nullptr);
            ui.checkFrameRules();
            for (const auto& [name, rect] : before) {
                INFO(name << " after tapping " << tappedName);
                auto r = ui.app().regionRect("roster-" + name);
                REQUIRE(r);
                CHECK(r->left == rect.left);
                CHECK(r->top == rect.top);
                CHECK(r->width == rect.width);
            }
        }
    }
}

TEST_CASE("UI - Secret Night with eight long names at 1280x800", "[ui][legibility]") { secretNight(1280, 800); }
TEST_CASE("UI - Secret Night with eight long names at 800x1280", "[ui][legibility]") { secretNight(800, 1280); }
TEST_CASE("UI - Secret Night with eight long names at 1920x1080", "[ui][legibility]") { secretNight(1920, 1080); }
TEST_CASE("UI - Suspicion with six long names at 1280x800", "[ui][legibility]") { suspicion(1280, 800); }
TEST_CASE("UI - Suspicion with six long names at 800x1280", "[ui][legibility]") { suspicion(800, 1280); }
TEST_CASE("UI - Suspicion with six long names at 1920x1080", "[ui][legibility]") { suspicion(1920, 1080); }
