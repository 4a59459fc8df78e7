// The evening by taps: Play again from the results (one tap to the deal of the same game, with
// the same players, seats and house rules; Suspicion passes the start on), Another game with
// the same group, the groups played with recently on the players screen (seated in one tap,
// forgotten without touching the history), and Tonight on Home. Every frame is checked against
// the table's rules, with eight long names at 1280x800, 800x1280 and 1920x1080.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/PanelSizes.hpp"
#include "tests/ui/UiHarness.hpp"
#include "engine/TimeWords.hpp"
#include "games/Catalogue.hpp"
#include "history/Groups.hpp"
#include "ui/screens/PlayersScreen.hpp"
#include "store/LiveSession.hpp"

#include "tests/support/Catch.hpp"

#include <cctype>

using heist::Json;
using heist::test::kLongNames;
using heist::test::UiHarness;

namespace {

using heist::test::frameSays;
using heist::test::tapChecked;

// Secret Night with eight long names, played to the thieves' escape at 6 a.m., on its results;
// returns the screen the table opened on at the deal.
std::string secretNightToTheEnd(UiHarness& ui, Json houseRules) {
    heist::engine::SessionSetup setup;
    for (std::size_t i = 0; i < 8; ++i)
        setup.players.push_back({static_cast<int>(i), kLongNames[i], heist::ui::playerColourIds()[i]});
    setup.seed = 9;
    setup.houseRules = std::move(houseRules);
    ui.app().startSession(heist::games::definition("secret-night"), setup);
    ui.app().showTable();
    ui.frame();
    const std::string dealScreen = ui.screen();
    heist::test::thievesEscapeAtSix(ui);
    return dealScreen;
}

std::string isoAt(std::int64_t seconds) { return heist::engine::timewords::utc(seconds, "%Y-%m-%dT%H:%M:%S.000Z"); }

std::string isoAgo(std::int64_t seconds) { return isoAt(heist::engine::timewords::nowSeconds() - seconds); }

// Some text drawn on the last frame holds `part` as drawn (in the run's language).
bool drawnWith(UiHarness& ui, const std::string& part) {
    for (const auto& t : ui.drawnText())
        if (t.text.find(part) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("Evening UI - Play again: one tap from the results to the deal of the same game, players, seats and "
          "house rules",
          "[ui][evening-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        const Json rules{{"offer_pin", false}};
        const std::string dealScreen = secretNightToTheEnd(ui, rules);
        const auto before = ui.app().live()->session().setup();
        ui.app().update(5); // the celebration ends
        ui.frame();
        ui.checkFrameRules();
        for (const char* id : {"play-again", "another-game", "home", "history", "bgstats", "undo-last"})
            CHECK(ui.has(id));
        ui.save("evening-results-" + std::to_string(w) + "x" + std::to_string(h));
        tapChecked(ui, "play-again"); // tap 1 of at most 2
        const auto& next = ui.app().live()->session();
        CHECK(next.setup().id != before.id);
        CHECK_FALSE(next.finished());
        CHECK(next.setup().game == "secret-night");
        CHECK(next.setup().houseRules == before.houseRules);
        CHECK(next.setup().houseRules["offer_pin"] == false);
        REQUIRE(next.setup().players.size() == 8);
        for (std::size_t i = 0; i < 8; ++i) {
            CHECK(next.setup().players[i].name == before.players[i].name);
            CHECK(next.setup().players[i].colour == before.players[i].colour);
        }
        CHECK(next.setup().seed != before.seed); // the roles are dealt anew
        CHECK(ui.screen() == dealScreen);
        // Back on Home, the new game is the one to continue, and the finished one stays finished.
        auto summary = ui.store().summary(before.id);
        REQUIRE(summary);
        CHECK(summary->finishedAt);
    }
}

TEST_CASE("Evening UI - Play again in Suspicion passes the start to the next player clockwise", "[ui][evening-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    const auto id = heist::test::finishedSuspicion(db, {kLongNames[0], kLongNames[1]}, 3, isoAgo(600));
    UiHarness ui(1280, 800, db);
    ui.app().openSession(id);
    ui.app().showTable();
    ui.app().update(5);
    ui.frame();
    ui.checkFrameRules();
    tapChecked(ui, "play-again");
    const auto& players = ui.app().live()->session().setup().players;
    REQUIRE(players.size() == 2);
    CHECK(players[0].name == kLongNames[1]);
    CHECK(players[1].name == kLongNames[0]);
    CHECK(ui.app().live()->session().setup().id != id);
}

TEST_CASE("Evening UI - Another game: the games the group's size can play, then the players screen with the group "
          "in order",
          "[ui][evening-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        secretNightToTheEnd(ui, Json{{"offer_pin", true}});
        ui.app().update(5);
        ui.frame();
        tapChecked(ui, "another-game");
        CHECK(ui.screen() == "game-pick");
        ui.save("evening-another-game-" + std::to_string(w) + "x" + std::to_string(h));
        for (const auto& g : heist::games::catalogue()) {
            const bool fits = g.playable && g.info.minPlayers <= 8 && g.info.maxPlayers >= 8;
            CHECK(ui.has("game-" + g.info.id) == fits);
        }
        tapChecked(ui, "game-secret-night");
        REQUIRE(ui.screen() == "players");
        for (std::size_t i = 0; i < 8; ++i)
            CHECK(ui.frameShows(kLongNames[i]));
        CHECK(ui.has("start"));
        ui.save("evening-another-game-players-" + std::to_string(w) + "x" + std::to_string(h));
    }
}

TEST_CASE("Evening UI - New game offers the groups played with recently; one tap seats one; forgetting it keeps "
          "its games",
          "[ui][evening-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        heist::test::TempDir dir;
        const auto db = dir / "sessions.db";
        // Two groups: two long names who finished a game, then six who began one after them.
        heist::test::finishedSuspicion(db, {kLongNames[7], kLongNames[6]}, 5, isoAgo(600));
        {
            heist::test::Table six({kLongNames.begin(), kLongNames.begin() + 6}, 4, Json::object(), db);
            six.everyoneSees();
        }
        UiHarness ui(w, h, db);
        ui.frame();
        tapChecked(ui, "new-game");
        tapChecked(ui, "game-suspicion");
        REQUIRE(ui.screen() == "players");
        ui.save("evening-groups-" + std::to_string(w) + "x" + std::to_string(h));
        REQUIRE(ui.has("group-0"));
        REQUIRE(ui.has("group-1"));
        tapChecked(ui, "group-0"); // the group of six, in its seat order, in one tap
        auto* screen = dynamic_cast<heist::ui::PlayersScreen*>(ui.app().top());
        REQUIRE(screen);
        REQUIRE(screen->seats().size() == 6);
        for (std::size_t i = 0; i < 6; ++i)
            CHECK(screen->seats()[i].name == kLongNames[i]);
        CHECK_FALSE(ui.has("group-0")); // the seats take their room back
        CHECK(ui.has("start"));
        ui.save("evening-group-seated-" + std::to_string(w) + "x" + std::to_string(h));
        // Forgetting the six: the pair comes first, and stays first on the next visit.
        tapChecked(ui, "back");
        tapChecked(ui, "game-suspicion");
        tapChecked(ui, "forget-group-0");
        CHECK_FALSE(ui.has("group-1"));
        REQUIRE(ui.has("group-0"));
        tapChecked(ui, "group-0");
        screen = dynamic_cast<heist::ui::PlayersScreen*>(ui.app().top());
        REQUIRE(screen);
        REQUIRE(screen->seats().size() == 2);
        CHECK(screen->seats()[0].name == kLongNames[7]);
        CHECK(screen->seats()[1].name == kLongNames[6]);
        tapChecked(ui, "back");
        tapChecked(ui, "game-suspicion");
        CHECK(ui.has("group-0"));
        CHECK_FALSE(ui.has("group-1"));
        CHECK(ui.store().listSessions().size() == 2); // nothing forgotten in the history
    }
}

TEST_CASE("Evening UI - Home shows tonight's games and wins, read from the file as a kill left it, and opens Game "
          "nights",
          "[ui][evening-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        heist::test::TempDir dir;
        const auto db = dir / "sessions.db";
        // Two finished games tonight (the first player wins each, 7 to 5), then a game in play
        // whose process "dies" (the Table goes without closing anything more).
        const std::int64_t firstBegan = heist::engine::timewords::nowSeconds() - 120;
        heist::test::finishedSuspicion(db, {kLongNames[0], kLongNames[1]}, 4, isoAt(firstBegan));
        heist::test::finishedSuspicion(db, {kLongNames[2], kLongNames[0]}, 5, isoAgo(60));
        {
            heist::test::Table t({kLongNames[1], kLongNames[2]}, 6, Json::object(), db);
            t.everyoneSees();
        }
        UiHarness ui(w, h, db);
        ui.frame();
        ui.checkFrameRules();
        ui.save("evening-tonight-" + std::to_string(w) + "x" + std::to_string(h));
        REQUIRE(ui.has("tonight"));
        CHECK(frameSays(ui, "Tonight"));
        CHECK(frameSays(ui, "2 games"));
        CHECK(frameSays(ui, "1 in play"));
        CHECK(frameSays(ui, "In play: Suspicion"));
        // The game's time as every screen words one (engine::timewords, the run's language).
        CHECK(drawnWith(ui, heist::engine::timewords::clockTime(firstBegan) + " "));
        // By hand: the first name won the first game, the third name the second.
        CHECK(ui.frameShows(kLongNames[0]));
        CHECK(ui.frameShows(kLongNames[1]));
        CHECK(ui.frameShows(kLongNames[2]));
        CHECK(frameSays(ui, "Wins tonight"));
        // One win each for the first and third names, none for the second: the numbers beside
        // the names, on the same rows.
        auto winsBeside = [&](const std::string& name) {
            for (const auto& n : ui.lastText())
                if (n.text == name)
                    for (const auto& d : ui.lastText())
                        if (d.text.size() == 1 && std::isdigit(static_cast<unsigned char>(d.text[0])) &&
                            d.box.top < n.box.top + n.box.height && n.box.top < d.box.top + d.box.height)
                            return d.text[0] - '0';
            return -1;
        };
        CHECK(winsBeside(kLongNames[0]) == 1);
        CHECK(winsBeside(kLongNames[2]) == 1);
        CHECK(winsBeside(kLongNames[1]) == 0);
        CHECK(ui.has("continue"));
        tapChecked(ui, "tonight");
        CHECK(ui.screen() == "game-nights");
    }
}
