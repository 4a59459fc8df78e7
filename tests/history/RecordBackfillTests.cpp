// The records kept AHEAD of Statistics (history::RecordBackfill, run by the App in idle steps):
// once it is done the keep equals a full recount, however the games changed while it ran (a
// finish taken back, a deleted game, a new game, a restored backup), no step replays more games
// than its budget, and Statistics opened while it runs (finishedRecords) equals the recount too.
#include "history/BgStats.hpp"
#include "history/StoredRecords.hpp"
#include "tests/history/RecordsSupport.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <optional>

using heist::Json;
using heist::history::finishedRecords;
using heist::history::PlayRecord;
using heist::history::RecordBackfill;
using heist::history::recountRecords;
using heist::store::SessionStore;
using heist::test::Table;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

using namespace heist::test::records;

// Steps until done, each within its budget; returns the games replayed in all.
std::size_t runToTheEnd(RecordBackfill& backfill, SessionStore& store, std::size_t budget) {
    std::size_t replayed = 0;
    for (int i = 0; i < 1000 && !backfill.done(); ++i) {
        const auto n = backfill.step(store, budget);
        REQUIRE(n <= budget);
        replayed += n;
    }
    REQUIRE(backfill.done());
    return replayed;
}

// What the backfill kept is the recount: Statistics replays nothing and shows the same.
void requireKeptIsRecount(SessionStore& store) {
    const auto kept = finishedRecords(store, utc);
    CHECK(kept.replayed == kept.unreadable);
    REQUIRE(asJson(kept.plays) == asJson(recountRecords(store, utc).plays));
}

} // namespace

TEST_CASE("Records kept ahead - idle steps of a few games each leave a keep equal to the recount", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    for (std::uint64_t g = 0; g < 7; ++g)
        finishGame(file, g % 2 ? "Ann" : "Bob", "Cy", 20 + g);
    {
        Table inPlay({"Dee", "Eve"}, 9, Json::object(), file);
        inPlay.everyoneSees();
    }
    std::optional<SessionStore> store(std::in_place, file);
    RecordBackfill backfill(utc);
    CHECK(runToTheEnd(backfill, *store, 2) == 7); // each game replayed once
    CHECK(backfill.mostInAStep() == 2);
    CHECK(backfill.steps() >= 4 + 2); // 4 steps of replays, and reading the rows before and after
    CHECK(backfill.written() == 1);   // the keep written once, at the end
    requireKeptIsRecount(*store);

    SECTION("the keep is written as finishedRecords writes it, byte for byte") {
        const auto ahead = store->setting(heist::history::kPlayRecordsSetting);
        store->setSetting(heist::history::kPlayRecordsSetting, "{}");
        (void)finishedRecords(*store, utc);
        CHECK(store->setting(heist::history::kPlayRecordsSetting) == ahead);
    }
    SECTION("run again with nothing new: no replay, no write") {
        RecordBackfill again(utc);
        CHECK(runToTheEnd(again, *store, 2) == 0);
        CHECK(again.written() == 0);
    }
    SECTION("a game finished later: restarted, it replays that game only") {
        store.reset(); // the file is the table's while the game is played
        finishGame(file, "Ann", "Eve", 40);
        store.emplace(file);
        backfill.restart();
        CHECK(runToTheEnd(backfill, *store, 2) == 1);
        requireKeptIsRecount(*store);
    }
}

TEST_CASE("Records kept ahead - games changed while it runs still end equal to the recount", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    std::vector<std::int64_t> ids;
    for (std::uint64_t g = 0; g < 6; ++g)
        ids.push_back(finishGame(file, "Ann", g % 2 ? "Bob" : "Cy", 30 + g));
    fs::path backup;
    {
        SessionStore store(file);
        (void)finishedRecords(store, utc); // a backup with a keep of these six
        backup = store.backUp();
        store.setSetting(heist::history::kPlayRecordsSetting, "{}"); // as after the update: nothing kept
    }
    std::optional<SessionStore> store(std::in_place, file);
    RecordBackfill backfill(utc);
    (void)backfill.step(*store, 2); // the rows read
    CHECK(backfill.step(*store, 2) == 2);
    SECTION("a finish taken back") {
        for (const auto c : {ids.front(), ids.back()}) { // one replayed already, one not (either order)
            const auto events = store->loadEvents(c);
            store->append(c, static_cast<std::int64_t>(events.size()) + 1,
                          {"session.undone", Json{{"target", events.back().seq}}});
            REQUIRE(store->markUnfinished(c));
        }
    }
    SECTION("a deleted game") {
        store->deleteSession(ids.front());
        store->deleteSession(ids.back());
    }
    SECTION("a game finished meanwhile") {
        store.reset(); // the file is the table's while the game is played
        finishGame(file, "Dee", "Eve", 50);
        store.emplace(file);
    }
    SECTION("a restored backup") {
        store.reset();
        finishGame(file, "Dee", "Eve", 51);
        store.emplace(file);
        store->restore(backup);
    }
    SECTION("Statistics opened meanwhile: equal to the recount then, and after") {
        const auto kept = finishedRecords(*store, utc);
        REQUIRE(asJson(kept.plays) == asJson(recountRecords(*store, utc).plays));
    }
    runToTheEnd(backfill, *store, 2);
    requireKeptIsRecount(*store);
}

TEST_CASE("Records kept ahead - a keep already whole is read, not replayed nor written", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    finishGame(file, "Ann", "Bob", 7);
    finishGame(file, "Cy", "Bob", 8);
    SessionStore store(file);
    (void)finishedRecords(store, utc);
    RecordBackfill backfill(utc);
    CHECK(runToTheEnd(backfill, store, 1) == 0);
    CHECK(backfill.written() == 0);
    CHECK(backfill.steps() == 1);
}
