// The store on real files: schema and pragmas, damaged and foreign files, newer files,
// rollback of a failed write, and a writer killed with SIGKILL at random moments.
#include "store/FileInspection.hpp"
#include "store/Migrations.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <csignal>
#include <fstream>
#include <random>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using heist::Json;
using heist::store::SessionStore;
using heist::test::TempDir;
using heist::test::writeBytes;
namespace fs = std::filesystem;

namespace {

// A healthy store file with one session of a few events, closed again.
std::string makeHealthyFile(const fs::path& file) {
    {
        SessionStore store(file);
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
        setup.seed = 1;
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        for (int i = 0; i < 40; ++i)
            live.dispatch(heist::test::intent("suspicion.end_turn"));
    }
    // Fold the WAL into the main file so that damage to it is damage to the data.
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        db.exec("PRAGMA journal_mode = DELETE");
    }
    return heist::test::readFile(file);
}

void requireQuarantined(const fs::path& file, const std::string& originalBytes) {
    SessionStore store(file);
    REQUIRE(store.quarantinedTo());
    const fs::path aside = *store.quarantinedTo();
    CHECK(aside.string().find(".unreadable-") != std::string::npos);
    CHECK(store.notice().find(aside.string()) != std::string::npos);
    // Moved byte for byte.
    CHECK(heist::test::readFile(aside) == originalBytes);
    // The app carries on with a fresh, working file.
    CHECK(store.listSessions().empty());
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    CHECK_NOTHROW(heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup));
}

} // namespace

TEST_CASE("Store - a new file gets the schema, our application id, WAL and user_version", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    {
        SessionStore store(file);
    }
    SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
    CHECK(db.execAndGet("PRAGMA application_id").getInt() == SessionStore::kApplicationId);
    CHECK(db.execAndGet("PRAGMA user_version").getInt() == SessionStore::schemaVersion());
    CHECK(db.execAndGet("PRAGMA journal_mode").getString() == "wal");
    for (const char* table : {"sessions", "players", "events", "roster", "settings"})
        CHECK(db.execAndGet(std::string("SELECT count(*) FROM sqlite_master WHERE name = '") + table + "'").getInt() ==
              1);
    CHECK(heist::store::migrations().front().version == 1);
}

TEST_CASE("Store - sessions, events and the roster survive closing and reopening", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    std::int64_t id = 0;
    Json view;
    {
        SessionStore store(file);
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Catalina Fernández", "amber"}, {1, "Niall O’Sullivan", "teal"}};
        setup.seed = 77;
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
        live.dispatch(heist::test::intent("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "lucky_lift"}}));
        id = live.id();
        view = live.session().game().publicView(live.session().state());
    }
    SessionStore store(file);
    auto list = store.listSessions();
    REQUIRE(list.size() == 1);
    CHECK(list[0].players == std::vector<std::string>{"Catalina Fernández", "Niall O’Sullivan"});
    CHECK(list[0].events == 4);
    CHECK(store.lastUnfinished() == id);
    auto live = heist::store::LiveSession::resume(store, id);
    CHECK(live.session().game().publicView(live.session().state()) == view);
    auto roster = store.roster();
    CHECK(std::find(roster.begin(), roster.end(), "Niall O’Sullivan") != roster.end());
    store.deleteSession(id);
    CHECK(store.listSessions().empty());
}

TEST_CASE("Store - a failed write rolls back and leaves the state untouched", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    SessionStore store(file);
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
    live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
    const auto head = live.session().headSeq();
    const auto updated = store.listSessions()[0].updatedAt;
    {
        // Another connection makes the next event insert fail inside the transaction,
        // after the events row would have been written.
        SQLite::Database saboteur(file.string(), SQLite::OPEN_READWRITE);
        saboteur.exec("CREATE TRIGGER fail_update BEFORE UPDATE ON sessions "
                      "BEGIN SELECT RAISE(ABORT, 'disk says no'); END");
    }
    CHECK_THROWS(live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}})));
    CHECK(live.session().headSeq() == head);
    CHECK(store.loadEvents(live.id()).size() == static_cast<std::size_t>(head));
    CHECK(store.listSessions()[0].updatedAt == updated);
    {
        SQLite::Database fix(file.string(), SQLite::OPEN_READWRITE);
        fix.exec("DROP TRIGGER fail_update");
    }
    auto ok = live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
    CHECK(std::holds_alternative<heist::engine::Event>(ok));
    CHECK(live.session().headSeq() == head + 1);
}

TEST_CASE("Store - a file of random bytes is moved aside untouched", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    std::mt19937 gen(5);
    std::string junk(20000, '\0');
    for (auto& c : junk)
        c = static_cast<char>(gen());
    writeBytes(file, junk);
    requireQuarantined(file, junk);
}

TEST_CASE("Store - a truncated file is moved aside untouched", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    const auto healthy = makeHealthyFile(file);
    REQUIRE(healthy.size() > 8192);
    const auto truncated = healthy.substr(0, healthy.size() / 2 + 100);
    writeBytes(file, truncated);
    requireQuarantined(file, truncated);
}

TEST_CASE("Store - a file with zeroed pages is moved aside untouched", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    auto bytes = makeHealthyFile(file);
    SECTION("the first page") { std::fill(bytes.begin(), bytes.begin() + 4096, '\0'); }
    SECTION("a page in the middle") { std::fill(bytes.begin() + 4096, bytes.begin() + 3 * 4096, '\0'); }
    writeBytes(file, bytes);
    requireQuarantined(file, bytes);
}

TEST_CASE("Store - another program's SQLite file is moved aside untouched", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    {
        SQLite::Database other(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        other.exec("CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES ('soup')");
    }
    requireQuarantined(file, heist::test::readFile(file));
}

TEST_CASE("Store - a file from a newer build is refused and left untouched", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    makeHealthyFile(file);
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = " + std::to_string(SessionStore::schemaVersion() + 5));
    }
    const auto before = heist::test::readFile(file);
    CHECK_THROWS_AS(SessionStore(file), heist::store::NewerDatabaseError);
    CHECK(heist::test::readFile(file) == before);
    CHECK_FALSE(fs::exists(file.string() + "-wal"));
    for (const auto& entry : fs::directory_iterator(dir.path()))
        CHECK(entry.path().string().find("unreadable") == std::string::npos);
}

TEST_CASE("Store - a second instance on the same file gets a clear message", "[store]") {
    TempDir dir;
    SessionStore first(dir / "s.db");
    try {
        SessionStore second(dir / "s.db");
        FAIL("a second writer was allowed");
    } catch (const heist::store::StoreLockedError& e) {
        CHECK(std::string(e.what()).find("already running") != std::string::npos);
    }
}

TEST_CASE("Store - a writer killed with SIGKILL at random moments loses no acknowledged event", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    std::int64_t id = 0;
    {
        SessionStore store(file);
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        for (int seat = 0; seat < 3; ++seat)
            live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", seat}}));
        id = live.id();
    }
    std::mt19937 gen(20261121);
    std::int64_t lastAcked = 0;
    const int kills = 24;
    for (int round = 0; round < kills; ++round) {
        int fds[2];
        REQUIRE(pipe(fds) == 0);
        const pid_t pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            close(fds[0]);
            try {
                SessionStore store(file);
                auto live = heist::store::LiveSession::resume(store, id);
                for (;;) {
                    auto r = live.dispatch(heist::test::intent("suspicion.end_turn"));
                    const std::int64_t seq = std::get<heist::engine::Event>(r).seq;
                    // Acknowledged: the commit has returned.
                    if (write(fds[1], &seq, sizeof seq) != sizeof seq)
                        _exit(3);
                }
            } catch (...) {
                _exit(2);
            }
        }
        close(fds[1]);
        // Kill after a random number of acknowledgements plus a random few microseconds,
        // so the signal lands at different points of the write path.
        const int wanted = 1 + static_cast<int>(gen() % 25);
        std::int64_t seq = 0;
        for (int got = 0; got < wanted; ++got) {
            if (read(fds[0], &seq, sizeof seq) != sizeof seq)
                break;
            lastAcked = std::max(lastAcked, seq);
        }
        std::this_thread::sleep_for(std::chrono::microseconds(gen() % 3000));
        kill(pid, SIGKILL);
        // Drain anything acknowledged before the kill landed.
        while (read(fds[0], &seq, sizeof seq) == sizeof seq)
            lastAcked = std::max(lastAcked, seq);
        close(fds[0]);
        int status = 0;
        waitpid(pid, &status, 0);
        REQUIRE(WIFSIGNALED(status));

        SessionStore store(file);
        REQUIRE_FALSE(store.quarantinedTo());
        auto live = heist::store::LiveSession::resume(store, id);
        REQUIRE(live.session().headSeq() >= lastAcked);
    }
    CHECK(lastAcked > kills);
}

TEST_CASE("Store - a writer killed after an auto-checkpoint restarted its WAL leaves a healthy file", "[store]") {
    // One connection plays long enough for SQLite to checkpoint the WAL (1,000 pages) and
    // start it again, then dies. Its later frames carry the same change counter as the main
    // file: once taken for a foreign -wal and moved aside (found by tests/long/kill_long.py).
    TempDir dir;
    const auto file = dir / "s.db";
    const pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        try {
            SessionStore store(file);
            heist::engine::SessionSetup setup;
            setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
            auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
            for (int seat = 0; seat < 2; ++seat)
                live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", seat}}));
            for (int i = 0; i < 700; ++i)
                live.dispatch(heist::test::intent("suspicion.end_turn"));
            raise(SIGKILL);
        } catch (...) {
        }
        _exit(2);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    REQUIRE(WIFSIGNALED(status));
    const auto header = heist::store::readDatabaseHeader(file);
    const auto wal = heist::store::readWal(file.string() + "-wal");
    REQUIRE(wal.committedFrames > 0);
    REQUIRE_FALSE(wal.page1Counters.empty());
    CHECK(wal.page1Counters.front() == header.changeCounter); // the case this test is about
    CHECK(heist::store::checkFile(file).fileCase == heist::store::FileCase::Healthy);
    SessionStore store(file);
    CHECK(store.notice().empty());
    REQUIRE(store.listSessions().size() == 1);
    CHECK(store.loadEvents(store.listSessions().front().id).size() >= 700);
}

TEST_CASE("Store - a file of schema 1 is brought to schema 2 with every event as it was", "[store][migration]") {
    TempDir dir;
    const auto file = dir / "v1.db";
    {
        // A file as schema 1 wrote it: types and times as text on every row.
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA journal_mode=WAL");
        db.exec(heist::store::migrations().front().sql);
        db.exec("PRAGMA application_id = " + std::to_string(SessionStore::kApplicationId));
        db.exec("PRAGMA user_version = 1");
        db.exec("INSERT INTO sessions(id, game, rules_version, seed, created_at, updated_at) VALUES "
                "(4, 'suspicion', 1, '9', '2026-03-01T20:15:02.250Z', '2026-03-02T01:00:00.000Z')");
        db.exec("INSERT INTO players VALUES (4, 0, 'Ann', 'amber', NULL), (4, 1, 'Bob', 'teal', NULL)");
        db.exec("INSERT INTO events VALUES "
                "(4, 1, 'suspicion.dealt', '{\"order\":[1,0]}', '2026-03-01T20:15:02.250Z'), "
                "(4, 2, 'suspicion.identity_seen', '{\"seat\":0}', '2026-03-01T20:16:40.001Z'), "
                "(4, 3, 'suspicion.turn_ended', '{}', '2026-03-02T00:59:59.999Z')");
    }
    SessionStore store(file);
    const auto events = store.loadEvents(4);
    REQUIRE(events.size() == 3);
    CHECK(events[0].type == "suspicion.dealt");
    CHECK(events[0].payload == Json{{"order", {1, 0}}});
    CHECK(events[0].at == "2026-03-01T20:15:02.250Z");
    CHECK(events[1].type == "suspicion.identity_seen");
    CHECK(events[1].at == "2026-03-01T20:16:40.001Z");
    CHECK(events[2].type == "suspicion.turn_ended");
    CHECK(events[2].payload == Json::object());
    CHECK(events[2].at == "2026-03-02T00:59:59.999Z"); // past midnight, to the millisecond
    SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
    CHECK(db.execAndGet("PRAGMA user_version").getInt() == SessionStore::schemaVersion());
    CHECK(db.execAndGet("SELECT count(*) FROM event_types").getInt() == 3);
    CHECK(db.execAndGet("SELECT max(at_ms) FROM events").getInt64() == 17'097'749);
}

TEST_CASE("Store - an event's type and time read back exactly as they were appended", "[store][migration]") {
    TempDir dir;
    SessionStore store(dir / "s.db");
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    setup.seed = 5;
    auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
    for (int seat = 0; seat < 2; ++seat)
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", seat}}));
    live.dispatch(heist::test::intent("suspicion.end_turn"));
    const auto& kept = live.session().log();
    const auto read = store.loadEvents(live.id());
    REQUIRE(read.size() == kept.size());
    for (std::size_t i = 0; i < kept.size(); ++i) {
        CHECK(read[i].seq == kept[i].seq);
        CHECK(read[i].type == kept[i].type);
        CHECK(read[i].payload == kept[i].payload);
        CHECK(read[i].at == kept[i].at);
    }
}

TEST_CASE("Store - wrong PIN attempts are kept in the file: a restart does not reset the wait", "[store]") {
    TempDir dir;
    const auto file = dir / "pins.db";
    std::int64_t id = 0;
    {
        SessionStore store(file);
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
        setup.seed = 5;
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        id = live.id();
        const auto now = SessionStore::nowMs();
        CHECK(store.pinFailures(id, 1).waitSeconds(now) == 0);
        store.recordPinFailure(id, 1);
        store.recordPinFailure(id, 1);
        CHECK(store.pinFailures(id, 1).waitSeconds(SessionStore::nowMs()) == 0); // two slips are free
        store.recordPinFailure(id, 1);
    }
    SessionStore store(file); // the app was closed and opened again
    const auto f = store.pinFailures(id, 1);
    CHECK(f.count == 3);
    const auto now = SessionStore::nowMs();
    CHECK(f.waitSeconds(now) > 8);
    CHECK(f.waitSeconds(now) <= 10);
    CHECK(f.waitSeconds(now + 11'000) == 0);
    CHECK(f.waitSeconds(now - 3'600'000) <= 10); // a clock set back does not lengthen it
    CHECK(store.pinFailures(id, 0).count == 0);  // another seat is not held back
    store.clearPinFailures(id, 1);
    CHECK(store.pinFailures(id, 1).waitSeconds(SessionStore::nowMs()) == 0);
}
