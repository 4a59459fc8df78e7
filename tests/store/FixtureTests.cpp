// Old files. tests/fixtures/schema-1.db was written by the schema-1 build from the two scripts
// beside it (a Secret Night and a Suspicion session), together with what that build exported
// for each session (schema-1.expected.json). Every later build must open it, migrate it and
// replay both sessions to that same state. Write it again only with a new schema version:
//   build/tests/heist_tests "[.write-fixture]"
#include "components/PinHash.hpp"
#include "cli/Commands.hpp"
#include "history/Export.hpp"
#include "store/Migrations.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <fstream>
#include <sstream>

using heist::Json;
using heist::store::SessionStore;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

const fs::path kFixtures = fs::path(HEIST_SOURCE_DIR) / "tests" / "fixtures";

// What must survive: the full export without timestamps (they are when it was written).
Json comparable(Json exported) {
    for (auto& e : exported["events"])
        e.erase("at");
    return exported;
}

Json exportAll(SessionStore& store) {
    Json all = Json::array();
    auto sessions = store.listSessions();
    std::sort(sessions.begin(), sessions.end(), [](auto& a, auto& b) { return a.id < b.id; });
    for (const auto& s : sessions)
        all.push_back(comparable(heist::history::exportSession(store, s.id, true)));
    return all;
}

} // namespace

TEST_CASE("Fixture writer - the schema-1 file and its expected export", "[.write-fixture]") {
    const auto db = kFixtures / "schema-1.db";
    fs::remove(db);
    {
        SessionStore store(db);
        for (const char* script : {"schema-1-secret-night.jsonl", "schema-1-suspicion.jsonl"}) {
            std::ostringstream out, err;
            REQUIRE(heist::cli::runScript(store, kFixtures / script, {}, out, err) == 0);
        }
        std::ofstream(kFixtures / "schema-1.expected.json") << exportAll(store).dump(1) << "\n";
    }
    CHECK_FALSE(fs::exists(db.string() + "-wal"));
}

TEST_CASE("Store - a file written by schema 1 opens, migrates and replays to the same state", "[store]") {
    if (!fs::exists(kFixtures / "schema-1.db")) {
        WARN("tests/fixtures/schema-1.db is missing: run the [.write-fixture] test once");
        return;
    }
    TempDir dir;
    const auto file = dir / "old.db";
    fs::copy_file(kFixtures / "schema-1.db", file);
    std::ifstream in(kFixtures / "schema-1.expected.json");
    const Json expected = Json::parse(in);
    REQUIRE(expected.size() == 2);
    CHECK(heist::store::checkFile(file).fileCase == heist::store::FileCase::Healthy);
    SessionStore store(file);
    CHECK_FALSE(store.quarantinedTo());
    const Json now = exportAll(store);
    REQUIRE(now.size() == 2);
    CHECK(now[0]["session"]["game"] == "secret-night");
    CHECK(now[1]["session"]["game"] == "suspicion");
    for (std::size_t i = 0; i < 2; ++i) {
        INFO(now[i]["session"]["game"]);
        CHECK(now[i]["state"] == expected[i]["state"]);
        CHECK(now[i]["secrets"] == expected[i]["secrets"]);
        CHECK(now[i]["events"] == expected[i]["events"]);
        CHECK(now[i]["players"] == expected[i]["players"]);
    }
    // And play goes on in the migrated file.
    auto live = heist::store::LiveSession::resume(store, now[1]["session"]["id"].get<std::int64_t>());
    CHECK(live.session().headSeq() == static_cast<std::int64_t>(expected[1]["events"].size()));
    // Its PIN (set as "2580" by the script, stored as salted SHA-256 then) still opens the
    // secret; the UI then stores it again as Argon2id (tests/ui: the legacy PIN test).
    const auto legacy = live.session().pinHash(0);
    REQUIRE(legacy);
    CHECK(heist::components::isLegacyPinHash(*legacy));
    CHECK(live.session().checkPin(0, "2580"));
    CHECK_FALSE(live.session().checkPin(0, "0000"));
}

// tests/fixtures/schema-2.db was written by the last schema-2 build (9f48481) from the two
// scripts above and docs/examples/suspicion-two-players.jsonl: a Secret Night in play and two
// finished Suspicion games. schema-2.expected.json is what that build exported for each
// (--export ID --with-secrets, without the events' times). Schema 3 added phone_seats; schema 4
// made it again with the tablet's key for each seat.
TEST_CASE("Store - a file written by schema 2 gets the phones' table and keeps every session as it was",
          "[store][migration][phones]") {
    TempDir dir;
    const auto file = dir / "old.db";
    fs::copy_file(kFixtures / "schema-2.db", file);
    std::ifstream in(kFixtures / "schema-2.expected.json");
    const Json expected = Json::parse(in);
    REQUIRE(expected.size() == 3);
    auto rows = [&file] {
        SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
        Json out = Json::array();
        SQLite::Statement s(db, "SELECT id, game, seed, house_rules, created_at, updated_at, "
                                "coalesce(finished_at, ''), (SELECT count(*) FROM events e WHERE "
                                "e.session_id = s.id) FROM sessions s ORDER BY id");
        while (s.executeStep())
            out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                           s.getColumn(3).getString(), s.getColumn(4).getString(), s.getColumn(5).getString(),
                           s.getColumn(6).getString(), s.getColumn(7).getInt64()});
        return out;
    };
    Json before;
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
        REQUIRE(db.execAndGet("PRAGMA user_version").getInt() == 2);
        REQUIRE_FALSE(db.tableExists("phone_seats"));
    }
    before = rows();
    REQUIRE(before.size() == 3);
    CHECK(heist::store::checkFile(file).fileCase == heist::store::FileCase::Healthy);
    {
        SessionStore store(file);
        CHECK_FALSE(store.quarantinedTo());
        CHECK(store.notice().empty());
        const Json now = exportAll(store);
        REQUIRE(now.size() == 3);
        for (std::size_t i = 0; i < 3; ++i) {
            INFO(expected[i]["session"]);
            CHECK(now[i] == expected[i]);
        }
        // Play goes on, and the game in play takes a phone code; the finished ones take none.
        const auto id = now[0]["session"]["id"].get<std::int64_t>();
        auto live = heist::store::LiveSession::resume(store, id);
        CHECK(live.session().headSeq() == 30);
        heist::store::StoredSeatCode code;
        code.seat = 4;
        code.handle = "AAAAAAAAAAAA";
        code.key = std::string(32, '\x7f');
        code.tablet = std::string(32, '\x3c');
        CHECK(store.saveSeatCode(id, code));
        CHECK(store.seatCodes(id).at(0).name == "Eve");
        CHECK_FALSE(store.saveSeatCode(now[1]["session"]["id"].get<std::int64_t>(), code));
        store.wipeSeatCodes(id);
    }
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
        CHECK(db.execAndGet("PRAGMA user_version").getInt() == SessionStore::schemaVersion());
        CHECK(SessionStore::schemaVersion() == 4);
        CHECK(db.tableExists("phone_seats"));
    }
    CHECK(rows() == before); // every session row, its times and its count of steps, as it was
    CHECK(heist::store::checkFile(file).fileCase == heist::store::FileCase::Healthy);

    // A file from a build after this one is still refused untouched.
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = " + std::to_string(SessionStore::schemaVersion() + 1));
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const auto newer = heist::test::readFile(file);
    CHECK(heist::store::checkFile(file).fileCase == heist::store::FileCase::Newer);
    CHECK_THROWS_AS(SessionStore(file), heist::store::NewerDatabaseError);
    CHECK(heist::test::readFile(file) == newer);
}

// A file of schema 3 (made here from schema-2.db with migration 3, as a schema-3 build left it:
// a Secret Night in play whose seat holds a code and a bound phone) gets schema 4's
// phone_seats on opening. Its old codes are dropped, not converted (they carry no tablet key,
// and the new page cannot use them): their bytes leave the file and its -wal, and the seats
// take new codes. Every session stays as it was.
TEST_CASE("Store - a file written by schema 3 gets the phones' table with the tablet's keys; its old "
          "codes are dropped, byte for byte",
          "[store][migration][phones]") {
    TempDir dir;
    const auto file = dir / "three.db";
    fs::copy_file(kFixtures / "schema-2.db", file);
    const std::string oldKey(32, '\xa5'), oldDevice(16, '\xd6');
    std::int64_t id = 0;
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        REQUIRE(db.execAndGet("PRAGMA user_version").getInt() == 2);
        const auto& three = heist::store::migrations().at(2);
        REQUIRE(three.version == 3);
        SQLite::Transaction tx(db);
        db.exec(three.sql);
        db.exec("PRAGMA user_version = 3");
        id = db.execAndGet("SELECT id FROM sessions WHERE finished_at IS NULL").getInt64();
        SQLite::Statement s(db, "INSERT INTO phone_seats(session_id, seat, handle, key, device, up_last) "
                                "VALUES (?, 4, 'AAAAAAAAAAAA', ?, ?, 2)");
        s.bind(1, id);
        s.bind(2, oldKey.data(), 32);
        s.bind(3, oldDevice.data(), 16);
        s.exec();
        tx.commit();
    }
    auto onDisk = [&file] {
        const fs::path wal = file.string() + "-wal";
        return heist::test::readFile(file) + (fs::exists(wal) ? heist::test::readFile(wal) : std::string());
    };
    REQUIRE(onDisk().find(oldKey) != std::string::npos); // the search works
    Json before;
    {
        SessionStore store(file, SessionStore::Access::ReadOnly);
        before = exportAll(store);
    }
    {
        SessionStore store(file);
        CHECK_FALSE(store.quarantinedTo());
        CHECK(store.notice().empty());
        CHECK(store.seatCodes(id).empty());                // dropped
        CHECK(onDisk().find(oldKey) == std::string::npos); // already while it is open
        CHECK(exportAll(store) == before);
        heist::store::StoredSeatCode code;
        code.seat = 4;
        code.handle = "BBBBBBBBBBBB";
        code.key = std::string(32, '\x7f');
        CHECK_THROWS_AS(store.saveSeatCode(id, code), heist::store::StoreError); // no tablet key
        code.tablet = std::string(32, '\x3c');
        REQUIRE(store.saveSeatCode(id, code));
        CHECK(store.seatCodes(id).at(0).tablet == code.tablet);
        CHECK_THROWS_AS(store.bindSeatDevice(id, 4, "BBBBBBBBBBBB", oldDevice), heist::store::StoreError);
        CHECK(store.bindSeatDevice(id, 4, "BBBBBBBBBBBB", std::string(32, '\x6e')));
    }
    SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
    CHECK(db.execAndGet("PRAGMA user_version").getInt() == 4);
    CHECK(db.execAndGet("SELECT count(*) FROM pragma_table_info('phone_seats') WHERE name = 'tablet' "
                        "AND \"notnull\" = 1")
              .getInt() == 1);
    CHECK(onDisk().find(oldKey) == std::string::npos);
    CHECK(onDisk().find(oldDevice) == std::string::npos);
}
