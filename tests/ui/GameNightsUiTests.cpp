// Game nights by taps: finished games grouped by evening, newest first, with who won; a game
// in play is not there; tap a game for its results; pages of older evenings.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/UiHarness.hpp"
#include "engine/TimeWords.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <cmath>
#include <cstdlib>
#include <ctime>
#include <set>

using heist::test::UiHarness;

namespace {

std::int64_t finishedGame(const std::filesystem::path& db, std::vector<std::string> names, std::uint64_t seed,
                          const std::string& began) {
    return heist::test::finishedSuspicion(db, std::move(names), seed, began);
}

sf::IntRect boxOf(UiHarness& ui, const std::string& text) {
    for (const auto& t : ui.lastText())
        if (t.text.find(text) != std::string::npos)
            return t.box;
    FAIL("no text \"" << text << "\" on " << ui.screen());
    return {};
}

// Newer first: above, or on the same row (two columns in landscape) to the left.
bool before(UiHarness& ui, const std::string& first, const std::string& second) {
    const auto a = boxOf(ui, first), b = boxOf(ui, second);
    return a.top + 8 < b.top || (std::abs(a.top - b.top) <= 8 && a.left < b.left);
}

// Some text drawn on the last frame holds `part` as drawn (in the run's language).
bool drawn(UiHarness& ui, const std::string& part) {
    for (const auto& t : ui.drawnText())
        if (t.text.find(part) != std::string::npos)
            return true;
    return false;
}

int top(UiHarness& ui, const std::string& text) {
    for (const auto& t : ui.lastText())
        if (t.text.find(text) != std::string::npos)
            return t.box.top;
    FAIL("no text \"" << text << "\" on " << ui.screen());
    return 0;
}

void nights(unsigned w, unsigned h) {
    setenv("TZ", "UTC", 1); // evenings are local: the test's local time is UTC
    tzset();
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    // Monday evening: Ann beats Bob. Tuesday evening: Catalina beats Niall at 21:10, then
    // Dee beats Eve at 01:30 on Wednesday, still Tuesday's night. Fay and Gus are still playing.
    const auto monday = finishedGame(db, {"Ann", "Bob"}, 17, "2026-11-23T20:00:00.000Z");
    const auto tuesday =
        finishedGame(db, {"Catalina Fernández-Olmedo", "Niall O’Sullivan-McCarthy"}, 18, "2026-11-24T21:10:00.000Z");
    const auto lateNight = finishedGame(db, {"Dee", "Eve"}, 19, "2026-11-25T01:30:00.000Z");
    {
        heist::test::Table playing({"Fay", "Gus"}, 20, heist::Json::object(), db);
        playing.everyoneSees();
    }
    UiHarness ui(w, h, db);
    ui.tap("game-nights");
    REQUIRE(ui.screen() == "game-nights");
    ui.save("game-nights");
    CHECK(ui.frameShows("3 finished games on 2 evenings"));
    // Newest evening first, newest game first within it.
    CHECK(top(ui, "Tuesday 24 November 2026") < top(ui, "Won:\u00a0Dee"));
    CHECK(before(ui, "Won:\u00a0Dee", "Won:\u00a0Catalina"));
    // Who won, by how much, and the others by place; each name whole, held to its score.
    CHECK(ui.frameShows("Won:\u00a0Catalina\u00a0Fernández-Olmedo\u00a07"));
    CHECK(ui.frameShows("Niall\u00a0O’Sullivan-McCarthy\u00a05"));
    CHECK(ui.frameShows("under a minute"));
    // Each game's time and length, drawn as every screen words them (engine::timewords) in the
    // run's language: "01:30" in English and German, "1 h 30" in French.
    for (const auto& [hour, minute] : {std::pair{1, 30}, std::pair{21, 10}})
        CHECK(drawn(ui, heist::engine::timewords::clockTime(hour, minute) + " \u00b7 " +
                            heist::engine::timewords::duration(0)));
    // What decided each game, as the game words it.
    CHECK(ui.frameShows("A gem stack ran out"));
    // The game in play stays under Saved games.
    CHECK_FALSE(ui.frameShows("Fay"));
    ui.checkFrameRules();
    // Monday, below or on the next page.
    if (!ui.frameShows("Monday 23 November 2026")) {
        REQUIRE(ui.has("older"));
        ui.tap("older");
        ui.frame();
        ui.checkFrameRules();
        ui.save("game-nights-older");
        ui.tap("newer");
        ui.frame();
        CHECK(ui.frameShows("Tuesday 24 November 2026"));
        ui.tap("older");
        ui.frame();
    } else {
        CHECK(top(ui, "Won:\u00a0Catalina") < top(ui, "Monday 23 November 2026"));
    }
    CHECK(top(ui, "Monday 23 November 2026") < top(ui, "Won:\u00a0Ann"));
    CHECK(ui.frameShows("Bob\u00a05"));
    CHECK_FALSE(ui.frameShows("Fay"));
    if (ui.frameShows("Won:\u00a0Dee")) // the one page: go on to the results
        (void)0;
    else {
        ui.tap("newer");
        ui.frame();
    }

    // A game's results again, and back.
    ui.tap("night-game-" + std::to_string(tuesday));
    ui.frame();
    CHECK(ui.screen() == "suspicion-results");
    CHECK(ui.frameShows("Catalina Fernández-Olmedo"));
    CHECK(ui.app().live()->id() == tuesday);
    (void)monday;
    (void)lateNight;
}

} // namespace

TEST_CASE("Game nights UI - finished games by evening at 1280x800", "[ui][game-nights-ui]") { nights(1280, 800); }

TEST_CASE("Game nights UI - finished games by evening at 800x1280", "[ui][game-nights-ui]") { nights(800, 1280); }

TEST_CASE("Game nights UI - nothing finished yet says so", "[ui][game-nights-ui]") {
    UiHarness ui(1280, 800);
    ui.tap("game-nights");
    REQUIRE(ui.screen() == "game-nights");
    CHECK(ui.frameShows("No finished games yet"));
    CHECK(ui.frameShows("0 finished games on 0 evenings"));
    ui.checkFrameRules();
    ui.tap("back");
    CHECK(ui.screen() == "home");
}

TEST_CASE("Game nights UI - older evenings on the next pages, and back", "[ui][game-nights-ui]") {
    setenv("TZ", "UTC", 1);
    tzset();
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    // Ten evenings, one game each: 1 to 10 November.
    for (int day = 1; day <= 10; ++day)
        finishedGame(db, {"P" + std::to_string(day), "Q"}, static_cast<std::uint64_t>(day),
                     "2026-11-" + std::string(day < 10 ? "0" : "") + std::to_string(day) + "T20:00:00.000Z");
    UiHarness ui(1280, 800, db);
    ui.tap("game-nights");
    CHECK(ui.frameShows("Tuesday 10 November 2026"));
    CHECK_FALSE(ui.frameShows("Sunday 1 November 2026"));
    REQUIRE(ui.has("older"));
    std::set<std::string> seen;
    int pages = 1;
    for (int day = 1; day <= 10; ++day)
        if (ui.frameShows("Won:\u00a0P" + std::to_string(day) + "\u00a0"))
            seen.insert("P" + std::to_string(day));
    while (pages < 10) {
        ui.tap("older");
        ui.frame();
        ui.checkFrameRules();
        ++pages;
        for (int day = 1; day <= 10; ++day)
            if (ui.frameShows("Won:\u00a0P" + std::to_string(day) + "\u00a0"))
                seen.insert("P" + std::to_string(day));
        if (ui.frameShows("Sunday 1 November 2026"))
            break;
    }
    CHECK(seen.size() == 10); // every game on some page, none skipped
    CHECK(ui.frameShows("Sunday 1 November 2026"));
    for (int back = 1; back < pages; ++back) {
        ui.tap("newer");
        ui.frame();
    }
    CHECK(ui.frameShows("Tuesday 10 November 2026"));
}

// More than two games to a page (two columns of cards in landscape), each with what decided
// it; and with the eight long names every name whole on every page, at the three sizes.
TEST_CASE("Game nights UI - more than two games a page, each with what decided it", "[ui][game-nights-ui]") {
    setenv("TZ", "UTC", 1);
    tzset();
    for (const bool longNames : {false, true}) {
        heist::test::TempDir dir;
        const auto db = dir / "sessions.db";
        // Six games on one evening; the first named wins each.
        std::vector<std::string> names;
        for (std::size_t k = 0; k < 8; ++k)
            names.push_back(longNames ? heist::test::kLongNames[k] : std::string(1, static_cast<char>('A' + k)) + "nn");
        for (std::size_t k = 0; k < 6; ++k)
            finishedGame(db, {names[k], names[(k + 3) % 8]}, 60 + k,
                         "2026-11-24T" + std::to_string(18 + k) + ":00:00.000Z");
        for (const auto& [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
            INFO(w << "x" << h << (longNames ? " with long names" : ""));
            UiHarness ui(w, h, db);
            ui.tap("game-nights");
            REQUIRE(ui.screen() == "game-nights");
            ui.checkFrameRules();
            ui.save(std::string(longNames ? "long-" : "") + "game-nights-six");
            int cards = 0, reasons = 0;
            for (const auto& t : ui.lastText()) {
                cards += t.text.rfind("Won:\u00a0", 0) == 0;
                reasons += t.text.find("A gem stack ran out") != std::string::npos;
            }
            CHECK(reasons == cards);
            if (!longNames && ui.layoutHeld()) // (the pseudo-language's layout is listed, not held)
                CHECK(cards > 2);
            // Every game on some page, each winner's name whole (no-break spaces inside it).
            std::set<std::string> seen;
            for (int page = 0; page < 6; ++page) {
                for (std::size_t k = 0; k < 6; ++k) {
                    std::string whole = names[k];
                    for (auto at = whole.find(' '); at != std::string::npos; at = whole.find(' '))
                        whole.replace(at, 1, "\u00a0");
                    if (ui.frameShows("Won:\u00a0" + whole + "\u00a07"))
                        seen.insert(names[k]);
                }
                if (!ui.has("older") || !ui.app().tap("older")) // the last page: Older is off
                    break;
                ui.frame();
                ui.checkFrameRules();
            }
            CHECK(seen.size() == 6);
        }
    }
}
