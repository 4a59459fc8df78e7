// The records of finished games kept AHEAD of Statistics (App: history::RecordBackfill in idle
// steps once a frame stands): never a write before the file's integrity verdict, no step
// replays more than App::kRecordGamesPerStep games, and what it keeps, or what Statistics shows
// when opened while it runs, equals the full recount.
#include "tests/ui/UiHarness.hpp"
#include "history/BgStats.hpp"
#include "history/StoredRecords.hpp"
#include "ui/screens/StatisticsScreen.hpp"

#include "tests/support/Catch.hpp"

#include <thread>

using heist::Json;
using heist::history::finishedRecords;
using heist::history::recountRecords;
using heist::store::SessionStore;
using heist::ui::App;

namespace {

// A file with this many finished two-player games and none in play.
void finishedGames(const std::filesystem::path& file, int games) {
    for (int g = 0; g < games; ++g) {
        heist::test::Table t({g % 2 ? "Ann" : "Bob", "Cy"}, 40 + static_cast<std::uint64_t>(g), Json::object(), file);
        t.everyoneSees();
        heist::test::playSuspicionToTheEnd(t);
    }
}

Json plays(const heist::history::FinishedRecords& records) {
    Json out = Json::array();
    for (const auto& r : records.plays) {
        Json players = Json::array();
        for (const auto& p : r.players)
            players.push_back({p.name, p.winner, p.score ? Json(*p.score) : Json(nullptr), p.side});
        out.push_back({r.sessionId, r.game, r.evening, players});
    }
    return out;
}

void requireKeptIsRecount(SessionStore& store) {
    const auto kept = finishedRecords(store, heist::history::localUtcOffsetMinutes);
    CHECK(kept.replayed == 0);
    REQUIRE(plays(kept) == plays(recountRecords(store, heist::history::localUtcOffsetMinutes)));
}

// Frames (after the file's verdict) until the App's first step that replayed games.
void framesUntilFirstReplays(heist::test::UiHarness& ui) {
    for (int i = 0; i < 500 && ui.app().recordsAhead().mostInAStep() == 0; ++i) {
        if (ui.store().integrityPending())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        ui.frame();
    }
}

} // namespace

TEST_CASE("UI - finished games' records are kept ahead in idle steps after the verdict, equal to the recount",
          "[ui][records-ahead]") {
    heist::test::TempDir dir;
    const auto file = dir / "s.db";
    const int games = static_cast<int>(App::kRecordGamesPerStep) + 3;
    finishedGames(file, games);
    SessionStore::holdIntegrityChecks(true);
    heist::test::UiHarness ui(1280, 800, file);
    for (int i = 0; i < 20; ++i)
        ui.frame();
    CHECK(ui.store().integrityPending());
    CHECK(ui.app().recordsAhead().steps() == 0); // nothing read, nothing written before the verdict
    CHECK_FALSE(ui.store().setting(heist::history::kPlayRecordsSetting));
    CHECK(ui.app().wakeIn());
    SessionStore::holdIntegrityChecks(false);
    ui.untilRecordsKept();
    CHECK(ui.app().recordsAhead().mostInAStep() == App::kRecordGamesPerStep); // a tap waits for one step at most
    CHECK(ui.app().recordsAhead().written() == 1);
    CHECK(ui.store().setting(heist::history::kPlayRecordsSetting));
    CHECK(ui.screen() == "home");
    requireKeptIsRecount(ui.store());
    // Nothing left: the loop sleeps again.
    ui.frame();
    CHECK_FALSE(ui.app().wakeIn());
}

TEST_CASE("UI - Statistics opened while the records are kept ahead counts them at once (no replay before its "
          "first frame), then shows the recount, and the keep ends equal to it",
          "[ui][records-ahead]") {
    heist::test::TempDir dir;
    const auto file = dir / "s.db";
    const int games = static_cast<int>(App::kRecordGamesPerStep + 2 * App::kRecordGamesPerHurriedStep) + 3;
    finishedGames(file, games);
    heist::test::UiHarness ui(1280, 800, file);
    framesUntilFirstReplays(ui);
    REQUIRE(ui.app().recordsAhead().mostInAStep() > 0);
    REQUIRE_FALSE(ui.app().recordsAhead().done()); // mid-way: some games replayed, many left
    const std::size_t stepsBefore = ui.app().recordsAhead().steps();
    auto screen = std::make_unique<heist::ui::StatisticsScreen>(ui.app());
    const auto* stats = screen.get();
    ui.app().push(std::move(screen));
    ui.frame();
    CHECK(ui.screen() == "statistics");
    REQUIRE(stats->counting());
    CHECK(ui.frameShows("Counting the finished games"));
    CHECK_FALSE(ui.frameShows(std::to_string(games) + " finished games \u00b7"));
    CHECK(ui.has("back")); // the way out stands while it counts
    ui.checkFrameRules();
    ui.idle(0.2);
    ui.frame();
    ui.save("statistics-counting");
    // The App keeps the rest without pausing, in bigger steps, each drawn again ten times a second.
    REQUIRE(ui.app().wakeIn());
    CHECK(*ui.app().wakeIn() == 0.0);
    bool progress = false;
    for (int i = 0; i < 200 && stats->counting(); ++i) {
        ui.idle(0.05);
        ui.frame();
        CHECK(ui.app().recordsAhead().mostInAStep() <= App::kRecordGamesPerHurriedStep);
        if (ui.frameShows("of " + std::to_string(games) + " read"))
            progress = true;
    }
    CHECK(progress);
    CHECK(ui.app().recordsAhead().steps() - stepsBefore <= 5); // 2 hurried steps and the reading of the rows
    REQUIRE_FALSE(stats->counting());
    CHECK(ui.frameShows(std::to_string(games) + " finished games"));
    ui.checkFrameRules();
    requireKeptIsRecount(ui.store());
}

TEST_CASE("UI - Statistics opened just as the last step keeps the records shows its figures, not its counting "
          "for ever",
          "[ui][records-ahead]") {
    // The App's step comes before the stack changes in the same update: the step that ends the
    // keeping ran before the screen was on the stack.
    heist::test::TempDir dir;
    const auto file = dir / "s.db";
    const int games = static_cast<int>(App::kRecordGamesPerStep);
    finishedGames(file, games);
    heist::test::UiHarness ui(1280, 800, file);
    framesUntilFirstReplays(ui);
    // Every game replayed: the next step reads the rows again, finds nothing left and ends.
    REQUIRE(ui.app().recordsAhead().roundLeft() == 0);
    REQUIRE_FALSE(ui.app().recordsAhead().done());
    auto screen = std::make_unique<heist::ui::StatisticsScreen>(ui.app());
    const auto* stats = screen.get();
    REQUIRE(stats->counting());
    ui.app().push(std::move(screen));
    ui.frame();
    REQUIRE(ui.app().recordsAhead().done());
    CHECK_FALSE(stats->counting());
    ui.frame();
    CHECK(ui.frameShows(std::to_string(games) + " finished games"));
    CHECK_FALSE(ui.frameShows("Counting the finished games"));
}
