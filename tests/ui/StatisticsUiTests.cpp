// Statistics by taps: each player's plays, wins, win rate, average and best, counted from
// the finished games (a game in play is not counted); one game or all; the chart of wins
// over time; a player merged into another, renamed, and separated again, kept in the file.
#include "tests/ui/UiHarness.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <cstdlib>
#include <ctime>

using heist::test::UiHarness;

namespace {

// The cards are drawn in their order (down one column, or along rows of two).
bool drawnBefore(UiHarness& ui, const std::string& first, const std::string& second) {
    int a = -1, b = -1, i = 0;
    for (const auto& t : ui.lastText()) {
        if (t.text == first && a < 0)
            a = i;
        if (t.text == second && b < 0)
            b = i;
        ++i;
    }
    INFO(first << " at " << a << ", " << second << " at " << b);
    return a >= 0 && b >= 0 && a < b;
}

void statisticsStep(UiHarness& ui, const std::string& id) {
    REQUIRE(ui.has(id));
    ui.tap(id);
    ui.frame();
    ui.checkFrameRules();
    if (id == "statistics") { // opened at launch: it counts the games first (StatisticsScreen::counting)
        if (ui.frameShows("Counting the finished games"))
            ui.save("statistics-counting");
        ui.untilRecordsKept();
        ui.checkFrameRules();
    }
}

// Four Suspicion games on three evenings (the first named wins 7 to 5 each time), and one in play:
//   20th Ann beats Bob; 21st Bob beats Ann; 22nd Ann beats Cy, Bobby beats Cy; Fay and Gus playing.
// Ann 3 plays, 2 wins (67%), points 7 + 5 + 7 = 19, average 6.3, best 7. Bobby 1 of 1 (100%).
// Bob 1 of 2 (50%), average 6. Cy 0 of 2, average 5.
void statistics(unsigned w, unsigned h) {
    setenv("TZ", "UTC", 1);
    tzset();
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    heist::test::finishedSuspicion(db, {"Ann", "Bob"}, 31, "2026-11-20T20:00:00.000Z");
    heist::test::finishedSuspicion(db, {"Bob", "Ann"}, 32, "2026-11-21T20:00:00.000Z");
    heist::test::finishedSuspicion(db, {"Ann", "Cy"}, 33, "2026-11-22T20:00:00.000Z");
    heist::test::finishedSuspicion(db, {"Bobby", "Cy"}, 34, "2026-11-22T21:00:00.000Z");
    {
        heist::test::Table playing({"Fay", "Gus"}, 35, heist::Json::object(), db);
        playing.everyoneSees();
    }
    {
        UiHarness ui(w, h, db);
        statisticsStep(ui, "statistics");
        REQUIRE(ui.screen() == "statistics");
        ui.save("statistics");
        CHECK(ui.frameShows("4 finished games \u00b7 4 players"));
        CHECK(ui.frameShows("3 plays \u00b7 2 wins \u00b7 67%"));
        CHECK(ui.frameShows("1 play \u00b7 1 win \u00b7 100%"));
        CHECK(ui.frameShows("2 plays \u00b7 0 wins \u00b7 0%"));
        // Most wins first, then the higher rate: Ann, Bobby, Bob, Cy.
        CHECK(drawnBefore(ui, "Ann", "Bobby"));
        CHECK(drawnBefore(ui, "Bobby", "Bob"));
        CHECK(drawnBefore(ui, "Bob", "Cy"));
        CHECK_FALSE(ui.frameShows("Fay"));
        // Across every game there are no averages: points of different games do not add up.
        CHECK_FALSE(ui.frameShows("Average"));

        // One game: the average and best score too.
        statisticsStep(ui, "stats-game");
        REQUIRE(ui.screen() == "choice");
        ui.save("statistics-pick");
        statisticsStep(ui, "choice-suspicion");
        REQUIRE(ui.screen() == "statistics");
        CHECK(ui.frameShows("Average 6.3 \u00b7 best 7"));
        CHECK(ui.frameShows("Average 6 \u00b7 best 7"));
        CHECK(ui.frameShows("Average 5 \u00b7 best 5"));
        ui.save("statistics-suspicion");

        // The chart: wins over time, each player's colour and wins so far.
        statisticsStep(ui, "stats-view");
        CHECK(ui.frameShows("Wins over time, evening by evening"));
        CHECK(ui.frameShows("Ann 2"));
        CHECK(ui.frameShows("Bobby 1"));
        CHECK(ui.frameShows("20 Nov"));
        CHECK(ui.frameShows("22 Nov"));
        ui.save("statistics-chart");
        // Each line in its player's own token colour: Ann's amber (her latest); Bobby played
        // amber too and has fewer wins, so his line takes a colour nobody on the chart has
        // (teal), and Bob's latest amber is taken too (rose).
        {
            const auto image = ui.image();
            auto pixels = [&](const std::string& id) {
                const sf::Color c = heist::ui::playerShape(id).colour;
                int n = 0;
                for (unsigned y = 0; y < image.getSize().y; ++y)
                    for (unsigned x = 0; x < image.getSize().x; ++x)
                        n += image.getPixel(x, y) == c;
                return n;
            };
            CHECK(pixels("amber") > 300);
            CHECK(pixels("teal") > 300);
            CHECK(pixels("rose") > 300);
            CHECK(pixels("violet") == 0);
        }
        statisticsStep(ui, "stats-view");

        // Bobby is Bob: merged, asked first.
        statisticsStep(ui, "player-Bobby");
        REQUIRE(ui.screen() == "choice");
        ui.save("statistics-player");
        statisticsStep(ui, "choice-merge");
        statisticsStep(ui, "choice-Bob");
        REQUIRE(ui.screen() == "confirm");
        CHECK(ui.frameShows("Merge Bobby into Bob?"));
        ui.save("statistics-merge");
        statisticsStep(ui, "confirm");
        REQUIRE(ui.screen() == "statistics");
        // Bob: 3 plays, 2 wins, 67% like Ann; 3 players now.
        CHECK(ui.frameShows("3 players"));
        CHECK(ui.has("player-Bob"));
        CHECK_FALSE(ui.has("player-Bobby"));

        // Cy renamed Cyrus on the keyboard.
        statisticsStep(ui, "player-Cy");
        statisticsStep(ui, "choice-rename");
        REQUIRE(ui.screen() == "keyboard");
        statisticsStep(ui, "backspace");
        statisticsStep(ui, "backspace");
        for (const char* k : {"key-c", "key-y", "key-r", "key-u", "key-s"})
            statisticsStep(ui, k);
        statisticsStep(ui, "done");
        REQUIRE(ui.screen() == "statistics");
        CHECK(ui.has("player-Cyrus"));
        CHECK_FALSE(ui.has("player-Cy"));
        ui.save("statistics-renamed");
        // The merge picker lists each player once, under the name that stands now.
        statisticsStep(ui, "player-Ann");
        statisticsStep(ui, "choice-merge");
        CHECK(ui.has("choice-Bob"));
        CHECK(ui.has("choice-Cyrus"));
        CHECK_FALSE(ui.has("choice-Bobby"));
        CHECK_FALSE(ui.has("choice-Cy"));
        statisticsStep(ui, "cancel");
        REQUIRE(ui.screen() == "statistics");

        // Played before, on the players screen: Bob and Cyrus once each, never Bobby or Cy.
        statisticsStep(ui, "back");
        REQUIRE(ui.screen() == "home");
        statisticsStep(ui, "new-game");
        statisticsStep(ui, "game-suspicion");
        REQUIRE(ui.screen() == "players");
        ui.save("statistics-roster");
        for (const char* name : {"Ann", "Bob", "Cyrus"})
            CHECK(ui.has(std::string("roster-") + name));
        CHECK_FALSE(ui.has("roster-Bobby"));
        CHECK_FALSE(ui.has("roster-Cy"));
        int bobs = 0;
        for (const auto& t : ui.lastText())
            bobs += t.text == "Bob";
        CHECK(bobs == 1);
    }
    {
        // Kept in the file: a new start shows the same names; then Bobby stands apart again.
        UiHarness ui(w, h, db);
        statisticsStep(ui, "statistics");
        CHECK(ui.has("player-Cyrus"));
        CHECK(ui.has("player-Bob"));
        CHECK_FALSE(ui.has("player-Bobby"));
        statisticsStep(ui, "player-Bob");
        CHECK(ui.frameShows("Also played as Bobby"));
        statisticsStep(ui, "choice-separate");
        REQUIRE(ui.screen() == "confirm");
        statisticsStep(ui, "confirm");
        CHECK(ui.has("player-Bobby"));
        CHECK(ui.frameShows("4 players"));
        // The games themselves are as they were played.
        statisticsStep(ui, "back");
        statisticsStep(ui, "game-nights");
        CHECK(ui.frameShows("Won:\u00a0Bobby\u00a07"));
        CHECK(ui.frameShows("Cy\u00a05"));
    }
}

} // namespace

TEST_CASE("Statistics UI - plays, wins, merge and rename at 1280x800", "[ui][statistics-ui]") { statistics(1280, 800); }

TEST_CASE("Statistics UI - plays, wins, merge and rename at 800x1280", "[ui][statistics-ui]") { statistics(800, 1280); }

TEST_CASE("Statistics UI - nothing finished yet says so", "[ui][statistics-ui]") {
    UiHarness ui(1280, 800);
    statisticsStep(ui, "statistics");
    REQUIRE(ui.screen() == "statistics");
    CHECK(ui.frameShows("No finished games yet."));
    ui.save("statistics-empty");
}

TEST_CASE("Statistics UI - a finished game that cannot be read is said, not counted", "[ui][statistics-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    {
        // A game in play marked finished by hand: its events do not end the game.
        heist::test::Table playing({"Fay", "Gus"}, 42, heist::Json::object(), db);
        playing.everyoneSees();
    }
    {
        SQLite::Database file(db.string(), SQLite::OPEN_READWRITE);
        REQUIRE(file.exec("UPDATE sessions SET finished_at = created_at") == 1);
    }
    {
        UiHarness ui(1280, 800, db);
        statisticsStep(ui, "statistics");
        CHECK(ui.frameShows("The one finished game could not be read, so nothing is counted."));
        CHECK_FALSE(ui.frameShows("Fay"));
    }
    heist::test::finishedSuspicion(db, {"Ann", "Bob"}, 43, "2026-11-20T20:00:00.000Z");
    UiHarness ui(1280, 800, db);
    statisticsStep(ui, "statistics");
    CHECK(ui.frameShows("1 finished game could not be read and is not counted."));
    CHECK(ui.frameShows("1 play \u00b7 1 win \u00b7 100%"));
}

TEST_CASE("Statistics UI - a name already in use is a merge, asked first", "[ui][statistics-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    heist::test::finishedSuspicion(db, {"Ann", "Bob"}, 41, "2026-11-20T20:00:00.000Z");
    UiHarness ui(1280, 800, db);
    statisticsStep(ui, "statistics");
    statisticsStep(ui, "player-Bob");
    statisticsStep(ui, "choice-rename");
    statisticsStep(ui, "backspace");
    statisticsStep(ui, "backspace");
    statisticsStep(ui, "backspace");
    for (const char* k : {"key-a", "key-n", "key-n"})
        statisticsStep(ui, k);
    statisticsStep(ui, "done");
    REQUIRE(ui.screen() == "confirm");
    CHECK(ui.frameShows("Merge Bob into Ann?"));
    statisticsStep(ui, "cancel");
    REQUIRE(ui.screen() == "statistics");
    CHECK(ui.has("player-Bob")); // nothing changed
    CHECK(ui.frameShows("2 players"));
}
