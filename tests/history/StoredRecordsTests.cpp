// The records kept for Statistics (history/StoredRecords.hpp) always equal a full recount,
// a replay of every finished game: after new games, a finish taken back, a delete, renames
// and merges, a restored backup, and a keep that is damaged or from another format.
#include "history/BgStats.hpp"
#include "history/StoredRecords.hpp"
#include "tests/history/RecordsSupport.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::history::finishedRecords;
using heist::history::PlayRecord;
using heist::history::recountRecords;
using heist::store::SessionStore;
using heist::test::Table;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

using namespace heist::test::records;

// The kept records equal the recount, and the statistics from them equal it too.
void requireEqualsRecount(SessionStore& store, const heist::history::NameBook& names = {}) {
    const auto kept = finishedRecords(store, utc);
    const auto recount = recountRecords(store, utc);
    REQUIRE(asJson(kept.plays) == asJson(recount.plays));
    CHECK(kept.unreadable == recount.unreadable);
    const auto a = heist::history::statistics(kept.plays, "", names);
    const auto b = heist::history::statistics(recount.plays, "", names);
    REQUIRE(a.players.size() == b.players.size());
    for (std::size_t i = 0; i < a.players.size(); ++i) {
        CHECK(a.players[i].name == b.players[i].name);
        CHECK(a.players[i].plays == b.players[i].plays);
        CHECK(a.players[i].wins == b.players[i].wins);
    }
}

} // namespace

TEST_CASE("Kept records - replayed once, then read from the file, always equal to a recount", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    finishGame(file, "Ann", "Bob", 7);
    finishGame(file, "Cy", "Ann", 8);
    {
        Table inPlay({"Dee", "Eve"}, 9, Json::object(), file);
        inPlay.everyoneSees();
    }
    SessionStore store(file);
    const auto first = finishedRecords(store, utc);
    CHECK(first.plays.size() == 2);
    CHECK(first.replayed == 2);
    const auto second = finishedRecords(store, utc);
    CHECK(second.replayed == 0); // none replayed: all kept
    CHECK(asJson(second.plays) == asJson(first.plays));
    requireEqualsRecount(store);
}

TEST_CASE("Kept records - a new game, a finish taken back and a delete each match the recount", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    const auto a = finishGame(file, "Ann", "Bob", 7);
    const auto b = finishGame(file, "Cy", "Ann", 8);
    {
        SessionStore store(file);
        requireEqualsRecount(store);
    }
    const auto c = finishGame(file, "Bob", "Cy", 11);
    SessionStore store(file);
    CHECK(finishedRecords(store, utc).replayed == 1); // only the new game
    requireEqualsRecount(store);
    SECTION("a finish taken back: a step appended and the finished mark cleared, as an undo after the end does") {
        const auto events = store.loadEvents(c);
        store.append(c, static_cast<std::int64_t>(events.size()) + 1,
                     {"session.undone", Json{{"target", events.back().seq}}});
        REQUIRE(store.markUnfinished(c));
        requireEqualsRecount(store);
        CHECK(finishedRecords(store, utc).plays.size() == 2);
    }
    SECTION("a step appended to a finished game changes its key: replayed again") {
        const auto events = store.loadEvents(b);
        store.append(b, static_cast<std::int64_t>(events.size()) + 1, {"session.note", Json::object()});
        const auto again = finishedRecords(store, utc);
        CHECK(again.replayed == 1);
        requireEqualsRecount(store);
    }
    SECTION("a deleted game") {
        store.deleteSession(a);
        requireEqualsRecount(store);
        CHECK(finishedRecords(store, utc).plays.size() == 2);
    }
}

TEST_CASE("Kept records - renames and merges apply to kept records as to a recount", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    finishGame(file, "Ann", "Bob", 7);
    finishGame(file, "Anne", "Cy", 8);
    SessionStore store(file);
    (void)finishedRecords(store, utc); // kept
    heist::history::NameBook names;
    names.rename("Anne", "Ann");
    requireEqualsRecount(store, names);
    names.rename("Bob", "Robert");
    requireEqualsRecount(store, names);
}

TEST_CASE("Kept records - a restored backup brings its own games, and the records match them", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    finishGame(file, "Ann", "Bob", 7);
    fs::path backup;
    {
        SessionStore store(file);
        (void)finishedRecords(store, utc); // the keep holds one game
        backup = store.backUp();
    }
    finishGame(file, "Cy", "Ann", 8);
    finishGame(file, "Bob", "Cy", 9);
    SessionStore store(file);
    CHECK(finishedRecords(store, utc).plays.size() == 3);
    store.restore(backup);
    requireEqualsRecount(store);
    CHECK(finishedRecords(store, utc).plays.size() == 1);
}

TEST_CASE("Kept records - a damaged keep or one of another format is read anew", "[history]") {
    TempDir dir;
    const auto file = dir / "s.db";
    finishGame(file, "Ann", "Bob", 7);
    SessionStore store(file);
    SECTION("damaged") { store.setSetting(heist::history::kPlayRecordsSetting, "{\"format\":1,\"games\":[{\"id\":"); }
    SECTION("another format") { store.setSetting(heist::history::kPlayRecordsSetting, "{\"format\":99,\"games\":[]}"); }
    SECTION("a record whose key is another game's") {
        (void)finishedRecords(store, utc);
        auto keep = Json::parse(*store.setting(heist::history::kPlayRecordsSetting));
        keep["games"][0][4] = 3; // the number of steps, one of the key
        store.setSetting(heist::history::kPlayRecordsSetting, keep.dump());
    }
    CHECK(finishedRecords(store, utc).replayed == 1);
    requireEqualsRecount(store);
}
