// Every shared screen at every panel a group may own (issue 47; tests/ui/PanelSizes.hpp), with
// eight long names (a surname of 19 letters among them): each screen is reached once by the
// taps a player makes, then laid out again at each size in turn (as the window changes on a
// real machine), and the table's rules are checked on that frame (UiHarness::checkFrameRules:
// nothing over a text, nothing out of its box or the window, no word broken between two
// letters, the least sizes of SPEC.md section 1 scaled with the window).
//
// Hidden tags ([.panels]): `ctest -L panels` runs the thirteen sizes in English; the spread
// (HEIST_PANELS=spread) runs in every language as panels-<lang>. With HEIST_SCREENS_DIR set,
// each screen is saved at 800x480, 480x800, 1366x768, 720x1280 and 2560x1600.
#include "tests/ui/PanelSizes.hpp"
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/Catalogue.hpp"
#include "language/Translate.hpp"
#include "ui/screens/MomentScreen.hpp"
#include "ui/screens/PhonesScreen.hpp"
#include "ui/screens/PlayersScreen.hpp"

#include "tests/support/Catch.hpp"

#include <cstdlib>
#include <cstring>
#include <ctime>

using heist::test::PanelSize;
using heist::test::UiHarness;

namespace {

// The sizes this run sweeps: all thirteen, or the spread when HEIST_PANELS=spread.
const std::vector<PanelSize>& sweptSizes() {
    const char* which = std::getenv("HEIST_PANELS");
    return which && std::strcmp(which, "spread") == 0 ? heist::test::spreadPanels() : heist::test::allPanels();
}

bool screenshotAt(const PanelSize& s) {
    for (const char* n : {"800x480", "480x800", "1366x768", "720x1280", "2560x1600"})
        if (std::strcmp(s.name, n) == 0)
            return true;
    return false;
}

// Where a shared screen does not hold yet (work left, named rather than hidden): none now
// (Secret Night's celebrated results at 800x480 put the standings beside the celebration).
bool notYet(const std::string&, const PanelSize&) { return false; }

// The screen on top, laid out at every size: the rules on each frame, a PNG at the five sizes.
void sweep(UiHarness& ui, const std::string& shot) {
    const std::string on = ui.screen();
    for (const auto& s : sweptSizes()) {
        if (notYet(shot, s)) {
            WARN(shot << " left out at " << s.name << ": its layout does not hold there yet");
            continue;
        }
        INFO(shot << " at " << s.name);
        ui.resize(s.w, s.h);
        REQUIRE(ui.screen() == on);
        ui.checkFrameRules();
        // Nothing cut by the window's edge: every tap target lies inside it.
        for (const auto& id : ui.app().regionIds()) {
            const auto r = ui.app().regionRect(id);
            INFO("target " << id << " at " << r->left << "," << r->top << " " << r->width << "x" << r->height);
            CHECK(
                (r->left >= -2 && r->top >= -2 && r->left + r->width <= s.w + 2.f && r->top + r->height <= s.h + 2.f));
        }
        if (screenshotAt(s))
            ui.save(shot);
    }
    ui.resize(1280, 800);
}

// The first tap region whose id begins with prefix.
std::string firstRegion(UiHarness& ui, const std::string& prefix) {
    for (const auto& id : ui.app().regionIds())
        if (id.rfind(prefix, 0) == 0)
            return id;
    FAIL("no region " << prefix << "... on " << ui.screen());
    return {};
}

heist::engine::SessionSetup longSetup(const std::string& game, int n) {
    heist::engine::SessionSetup setup;
    setup.game = game;
    setup.seed = 47;
    setup.houseRules = heist::games::definition(game).defaultHouseRules();
    for (int i = 0; i < n; ++i)
        setup.players.push_back({i, heist::test::panelNames()[static_cast<std::size_t>(i)],
                                 heist::ui::playerColourIds()[static_cast<std::size_t>(i)]});
    return setup;
}

std::vector<std::string> names(std::size_t n) {
    const auto& all = heist::test::panelNames();
    return {all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n)};
}

// A UTC moment some minutes ago, as the store writes it.
std::string minutesAgo(int minutes) {
    const std::time_t at = std::time(nullptr) - minutes * 60;
    std::tm tm{};
    gmtime_r(&at, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
    return buf;
}

// A file with two finished games tonight and one unfinished game of six long names.
void evening(const std::filesystem::path& db) {
    heist::test::finishedSuspicion(db, {names(8)[0], names(8)[1]}, 91, minutesAgo(90));
    heist::test::finishedSuspicion(db, {names(8)[2], names(8)[3]}, 92, minutesAgo(45));
    heist::test::Table unfinished(names(6), 93, heist::Json::object(), db);
}

} // namespace

TEST_CASE("Panels - Home, the game pick, saved games, settings, statistics, game nights, backups, BG Stats "
          "and their dialogs at every size",
          "[.panels]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    evening(db);
    UiHarness ui(1280, 800, db);
    for (const auto& n : heist::test::panelNames())
        ui.fixtureText(n);
    ui.untilRecordsKept();
    REQUIRE(ui.screen() == "home");
    sweep(ui, "home");

    ui.tap("new-game");
    sweep(ui, "game-pick");
    ui.tap("back");

    ui.tap("saved-games");
    sweep(ui, "saved-games");
    ui.tap(firstRegion(ui, "delete-"));
    REQUIRE(ui.screen() == "confirm");
    sweep(ui, "confirm");
    ui.tap("cancel");
    ui.tap("back");

    ui.tap("settings");
    sweep(ui, "settings");
    ui.tap("about");
    REQUIRE(ui.screen() == "info");
    sweep(ui, "info");
    ui.tap("close");
    ui.tap("phones-network");
    REQUIRE(ui.screen() == "choice");
    sweep(ui, "choice");
    ui.tap("cancel");
    ui.tap("backups");
    ui.tap("back-up-now");
    REQUIRE(ui.screen() == "backups");
    sweep(ui, "backups");
    ui.tap("back");
    ui.tap("back");

    ui.tap("statistics");
    REQUIRE(ui.screen() == "statistics");
    sweep(ui, "statistics");
    ui.tap("back");

    ui.tap("game-nights");
    sweep(ui, "game-nights");
    ui.tap(firstRegion(ui, "night-game-"));
    ui.app().update(2.0); // the results' celebration runs out
    ui.frame();
    ui.tap("bgstats");
    REQUIRE(ui.screen() == "bgstats");
    sweep(ui, "bgstats");
}

TEST_CASE("Panels - players, keyboard, the deal's cover, reveal and PIN, history and an entry at every size",
          "[.panels]") {
    UiHarness ui(1280, 800);
    ui.tap("new-game");
    ui.tap("game-secret-night");
    REQUIRE(ui.screen() == "players");
    ui.app().pop();
    ui.app().push(
        std::make_unique<heist::ui::PlayersScreen>(ui.app(), "secret-night", longSetup("secret-night", 8).players));
    ui.frame();
    sweep(ui, "players");
    ui.tap("rename-1");
    REQUIRE(ui.screen() == "keyboard");
    sweep(ui, "keyboard");
    ui.tap("back");

    ui.tap("start");
    REQUIRE(ui.screen() == "reveal");
    sweep(ui, "deal-cover");
    ui.press("hold");
    REQUIRE(ui.app().top()->showsSecret());
    ui.checkFrameRules();
    for (const auto& s : sweptSizes()) {
        // Held through each size: a window changed under a held finger keeps the card shown.
        INFO("deal-reveal at " << s.name);
        ui.resize(s.w, s.h);
        if (!ui.app().top()->showsSecret())
            break;
        ui.checkFrameRules();
        if (screenshotAt(s))
            ui.save("deal-reveal");
    }
    ui.resize(1280, 800);
    ui.release();
    ui.tap("set-pin");
    REQUIRE(ui.screen() == "pin");
    sweep(ui, "pin");
    ui.tap("back");

    for (int s = 0; s < 8; ++s)
        REQUIRE(std::holds_alternative<heist::engine::Event>(
            ui.app().live()->dispatch(heist::test::intent("sn.see_role", heist::Json{{"seat", s}}))));
    for (int t = 0; t < 3; ++t)
        REQUIRE(std::holds_alternative<heist::engine::Event>(
            ui.app().live()->dispatch(heist::test::intent("sn.end_turn"))));
    ui.app().showTable();
    ui.frame();
    ui.tap("history");
    REQUIRE(ui.screen() == "history");
    sweep(ui, "history");
    ui.tap(firstRegion(ui, "entry-"));
    REQUIRE(ui.screen() == "history-entry");
    sweep(ui, "history-entry");
}

TEST_CASE("Panels - phones and a seat's code at every size", "[.panels]") {
    UiHarness ui(1280, 800);
    ui.store().setSetting("phones.port", "0");
    ui.store().setSetting("phones.address", "127.0.0.1");
    ui.app().startSession(heist::games::definition("secret-night"), longSetup("secret-night", 8));
    ui.app().showTable();
    REQUIRE(ui.app().phones().turnOn());
    ui.app().push(std::make_unique<heist::ui::PhonesScreen>(ui.app()));
    ui.frame();
    REQUIRE(ui.screen() == "phones");
    sweep(ui, "phones");
    ui.tap("seat-0");
    sweep(ui, "phones-seat");
    // The code a phone scans reads back from the frame at every size (zbarimg, as a camera).
    for (const auto& s : sweptSizes()) {
        INFO("phones-seat's code at " << s.name);
        ui.resize(s.w, s.h);
        CHECK(heist::test::readQrCode(ui.image()).find("/p#") != std::string::npos);
    }
}

TEST_CASE("Panels - a won night celebrated, and a moment's card, at every size", "[.panels]") {
    UiHarness ui(1280, 800);
    ui.app().startSession(heist::games::definition("secret-night"), longSetup("secret-night", 8));
    heist::test::thievesEscapeAtSix(ui);
    REQUIRE(ui.screen() == "secret-night-results");
    ui.app().update(5.0); // the celebration's final frame
    ui.frame();
    sweep(ui, "celebration");
    // With a message in its slot (Send to BG Stats' "Saved as ..."), over nothing at any size.
    ui.app().toast(heist::tr("Saved as {file}, beside the saved games (Settings, About says where).",
                             {{"file", "heist-table-bgstats-2026-12-02.json"}}));
    ui.frame();
    sweep(ui, "celebration-message");

    // A moment's card (as Thief in the Night's capture makes it), with long names in it.
    const auto& who = heist::test::panelNames();
    const std::string verdict = "Two pair beats one pair";
    ui.fixtureText(verdict);
    heist::ui::CelebrationWords words;
    words.title = heist::tr("Captured!");
    words.players.push_back({heist::tr("{name} \u00b7 guard captain", {{"name", who[0]}}), "amber"});
    words.moment = heist::tr("{verdict}. The guard captain wins.", {{"verdict", verdict}});
    words.details.push_back(heist::tr("Capture \u00b7 {name}: {hand}", {{"name", who[0]}, {"hand", verdict}}));
    words.details.push_back(heist::tr("Escape \u00b7 {name}: {hand}", {{"name", who[1]}, {"hand", verdict}}));
    ui.app().push(std::make_unique<heist::ui::MomentScreen>(ui.app(), std::move(words), [] {}));
    ui.app().update(5.0);
    ui.frame();
    REQUIRE(ui.screen() == "moment");
    sweep(ui, "moment");
}
