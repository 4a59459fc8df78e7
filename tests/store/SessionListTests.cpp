// What the history pages and --list read: the finished sessions' rows alone
// (SessionStore::finishedSessions), a listing without step counts, and a listing's open that
// checks only the tables it reads (Access::ListOnly), on real files.
#include "cli/Commands.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <sstream>

using heist::Json;
using heist::store::FileCase;
using heist::store::SessionStore;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

// A Suspicion session with `turns` turns ended after the deal; returns its id.
std::int64_t play(SessionStore& store, const std::string& a, const std::string& b, int turns) {
    heist::engine::SessionSetup setup;
    setup.players = {{0, a, "amber"}, {1, b, "teal"}};
    setup.seed = 3;
    auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
    live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
    live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
    for (int i = 0; i < turns; ++i)
        live.dispatch(heist::test::intent("suspicion.end_turn"));
    return live.id();
}

// The finished sessions as listSessions gives them, in its order: id, game, start, finish and
// the count of steps.
Json finishedFromSummaries(SessionStore& store) {
    Json out = Json::array();
    for (const auto& s : store.listSessions())
        if (s.finishedAt)
            out.push_back({s.id, s.game, s.createdAt, *s.finishedAt, s.events});
    return out;
}

Json finishedRows(SessionStore& store, bool withLastStep) {
    Json out = Json::array();
    for (const auto& f : store.finishedSessions(withLastStep))
        out.push_back({f.id, f.game, f.createdAt, f.finishedAt, f.lastStep});
    return out;
}

// The file closed with its WAL folded in and in rollback mode: damage to a page is damage to
// the data. Returns the root page of a table.
int rootPage(const fs::path& file, const std::string& table) {
    SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.exec("PRAGMA journal_mode = DELETE");
    SQLite::Statement s(db, "SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = ?");
    s.bind(1, table);
    REQUIRE(s.executeStep());
    return s.getColumn(0).getInt();
}

void zeroPage(const fs::path& file, int page) {
    auto bytes = heist::test::readFile(file);
    const std::size_t at = static_cast<std::size_t>(page - 1) * 4096;
    REQUIRE(bytes.size() >= at + 4096);
    std::fill(bytes.begin() + static_cast<std::ptrdiff_t>(at), bytes.begin() + static_cast<std::ptrdiff_t>(at + 4096),
              '\0');
    heist::test::writeBytes(file, bytes);
}

} // namespace

TEST_CASE("Session rows - the finished sessions alone, in the listing's order, their last step their count",
          "[store]") {
    TempDir dir;
    SessionStore store(dir / "s.db");
    const auto a = play(store, "Ann", "Bob", 3);
    const auto b = play(store, "Cy", "Ann", 7);
    const auto c = play(store, "Dee", "Eve", 1);
    play(store, "Fay", "Gus", 2); // still in play
    for (const auto id : {a, b, c})
        store.markFinished(id);
    REQUIRE(finishedFromSummaries(store).size() == 3);
    CHECK(finishedRows(store, true) == finishedFromSummaries(store));
    for (const auto& f : store.finishedSessions()) // not asked: no step is read
        CHECK(f.lastStep == 0);

    SECTION("a step appended to a finished game counts") {
        const auto before = store.finishedSessions(true);
        store.append(b, static_cast<std::int64_t>(store.loadEvents(b).size()) + 1, {"session.note", Json::object()});
        const auto after = store.finishedSessions(true);
        CHECK(finishedRows(store, true) == finishedFromSummaries(store));
        for (std::size_t i = 0; i < after.size(); ++i)
            if (after[i].id == b)
                CHECK(after[i].lastStep ==
                      std::find_if(before.begin(), before.end(), [&](const auto& f) { return f.id == b; })->lastStep +
                          1);
    }
    SECTION("a finish taken back and a delete leave the rows") {
        REQUIRE(store.markUnfinished(c));
        store.deleteSession(a);
        CHECK(finishedRows(store, true) == finishedFromSummaries(store));
        REQUIRE(store.finishedSessions().size() == 1);
        CHECK(store.finishedSessions().front().id == b);
    }
}

TEST_CASE("Session rows - a listing without counts equals the full one but for the counts", "[store]") {
    TempDir dir;
    SessionStore store(dir / "s.db");
    const auto a = play(store, "Ann", "Bob", 3);
    play(store, "Catalina Fernández", "Niall O’Sullivan", 5);
    store.markFinished(a);
    const auto full = store.listSessions();
    const auto light = store.listSessions(false);
    REQUIRE(light.size() == full.size());
    for (std::size_t i = 0; i < full.size(); ++i) {
        CHECK(light[i].id == full[i].id);
        CHECK(light[i].game == full[i].game);
        CHECK(light[i].players == full[i].players);
        CHECK(light[i].createdAt == full[i].createdAt);
        CHECK(light[i].updatedAt == full[i].updatedAt);
        CHECK(light[i].finishedAt == full[i].finishedAt);
        CHECK(full[i].events > 0);
        CHECK(light[i].events == 0);
    }
}

TEST_CASE("Session rows - a listing checks the tables it reads; damage elsewhere is found by the others", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    std::int64_t id = 0;
    {
        SessionStore store(file);
        id = play(store, "Ann", "Bob", 40);
    }
    SECTION("a damaged page of the steps: listed, refused for anything else, named by --check") {
        zeroPage(file, rootPage(file, "events"));
        const auto before = heist::test::readFile(file);
        {
            SessionStore list(file, SessionStore::Access::ListOnly);
            std::ostringstream out;
            heist::cli::listSessions(list, out);
            CHECK(out.str().find(std::to_string(id) + "\tsuspicion\tin progress\tAnn, Bob\t") == 0);
            CHECK(list.readOnly());
        }
        try {
            SessionStore reader(file, SessionStore::Access::ReadOnly);
            FAIL("a read-only open for an export took a damaged file");
        } catch (const heist::store::StoreError& e) {
            CHECK(e.fileCase() == FileCase::Damaged);
        }
        CHECK(heist::store::checkFile(file).fileCase == FileCase::Damaged);
        CHECK(heist::test::readFile(file) == before); // nothing was written
    }
    for (const char* table : {"sessions", "players"}) {
        SECTION(std::string("a damaged page of what it lists: ") + table) {
            zeroPage(file, rootPage(file, table));
            const auto before = heist::test::readFile(file);
            try {
                SessionStore list(file, SessionStore::Access::ListOnly);
                FAIL("a listing took a damaged " << table << " table");
            } catch (const heist::store::StoreError& e) {
                CHECK(e.fileCase() == FileCase::Damaged);
            }
            CHECK(heist::test::readFile(file) == before);
        }
    }
}
