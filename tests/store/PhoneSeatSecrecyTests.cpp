// Where the phones' keys must never be (src/store/PhoneSeats.cpp): a finished or deleted game,
// --export (also --with-secrets), the BG Stats export, a backup; and a file whose phone_seats
// table is damaged is named and handled like any other damage. On real files.
#include "cli/Commands.hpp"
#include "tests/store/PhoneSeatSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <sstream>

using heist::store::FileCase;
using heist::store::SessionStore;
using heist::test::TempDir;
using namespace heist::test::phones;
namespace fs = std::filesystem;

namespace {

int phoneRows(const fs::path& file) {
    SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
    return db.execAndGet("SELECT count(*) FROM phone_seats").getInt();
}

// Neither key (the seat's, the tablet's), in any of its spellings, nor a handle.
void holdsNoCode(const std::string& text, const std::vector<heist::store::StoredSeatCode>& codes) {
    for (const auto& c : codes) {
        REQUIRE(c.tablet.size() == 32);
        for (const auto& secret : {c.key, c.tablet}) {
            CHECK_FALSE(holds(text, secret));
            CHECK_FALSE(holds(text, base64url(secret)));
            CHECK_FALSE(holds(text, hex(secret)));
        }
        CHECK_FALSE(holds(text, c.handle));
    }
}

std::string runExport(const fs::path& db, std::int64_t id, bool withSecrets, bool bgStats, int& status) {
    heist::cli::Options o;
    o.db = db;
    o.exportId = id;
    o.withSecrets = withSecrets;
    o.yes = withSecrets;
    o.bgStats = bgStats;
    std::ostringstream out, err;
    std::istringstream in;
    status = heist::cli::runHeadless(o, out, err, in).value_or(-1);
    return out.str() + err.str();
}

} // namespace

TEST_CASE("Phone seats - the end of the game deletes its codes, and an undo of the end does not "
          "bring them back",
          "[store][phones]") {
    heist::test::Table t({"Ann", "Bob"}, 17);
    t.everyoneSees();
    const std::int64_t id = t.live->id();
    const std::vector<heist::store::StoredSeatCode> codes = {code(0, "AAAAAAAAAAAA", 1), code(1, "BBBBBBBBBBBB", 2)};
    for (const auto& c : codes)
        REQUIRE(t.store.saveSeatCode(id, c));
    REQUIRE(t.store.reserveDownCounters(id, 0));
    REQUIRE(t.store.seatCodes(id).size() == 2);
    heist::test::playSuspicionToTheEnd(t);
    REQUIRE(t.session().finished());
    CHECK(t.store.summary(id)->finishedAt);
    CHECK(t.store.seatCodes(id).empty());
    CHECK(phoneRows(t.store.path()) == 0);
    holdsNoCode(fileAndWal(t.store.path()), {codes[0], codes[1]});
    // A finished game takes no new code.
    CHECK_FALSE(t.store.saveSeatCode(id, code(0, "CCCCCCCCCCCC", 3)));
    CHECK(t.store.seatCodes(id).empty());
    // An undo that takes the end back: the old codes stay gone, and the phones need new ones.
    REQUIRE(t.store.markUnfinished(id));
    CHECK(t.store.seatCodes(id).empty());
    CHECK(t.store.saveSeatCode(id, code(0, "DDDDDDDDDDDD", 4)));
    CHECK(t.store.seatCodes(id).size() == 1);
}

TEST_CASE("Phone seats - deleting a session deletes its codes, from the file and its -wal", "[store][phones]") {
    TempDir dir;
    const auto file = dir / "sessions.db";
    SessionStore store(file);
    const std::int64_t kept = newSession(store);
    const std::int64_t gone = newSession(store);
    REQUIRE(store.saveSeatCode(kept, code(0, "AAAAAAAAAAAA", 1)));
    REQUIRE(store.saveSeatCode(gone, code(0, "BBBBBBBBBBBB", 2)));
    REQUIRE(store.saveSeatCode(gone, code(1, "CCCCCCCCCCCC", 3)));
    store.deleteSession(gone);
    CHECK(store.seatCodes(gone).empty());
    CHECK(phoneRows(file) == 1);
    const std::string onDisk = fileAndWal(file);
    holdsNoCode(onDisk, {code(0, "BBBBBBBBBBBB", 2), code(1, "CCCCCCCCCCCC", 3)});
    CHECK(holds(onDisk, bytes(1, 32))); // the other game's code is kept (and the search works)
    CHECK(holds(onDisk, tabletKey(1)));
    REQUIRE(store.seatCodes(kept).size() == 1);
}

TEST_CASE("Phone seats - no export holds a code: --export, --export --with-secrets, BG Stats", "[store][phones]") {
    heist::test::Table t({"Ann", "Bob"}, 17);
    t.everyoneSees();
    const std::int64_t id = t.live->id();
    const std::vector<heist::store::StoredSeatCode> codes = {code(0, "AAAAAAAAAAAA", 1), code(1, "BBBBBBBBBBBB", 2)};
    for (const auto& c : codes)
        REQUIRE(t.store.saveSeatCode(id, c));
    REQUIRE(t.store.bindSeatDevice(id, 0, "AAAAAAAAAAAA", bytes(40, 32)));
    for (bool withSecrets : {false, true}) {
        int status = -1;
        const std::string text = runExport(t.store.path(), id, withSecrets, false, status);
        INFO(text.substr(0, 200));
        CHECK(status == 0);
        CHECK(holds(text, "\"heist-table-session\""));
        holdsNoCode(text, codes);
        CHECK_FALSE(holds(text, bytes(40, 32)));
        CHECK_FALSE(holds(text, base64url(bytes(40, 32))));
        CHECK_FALSE(holds(text, "phone"));
    }
    heist::test::playSuspicionToTheEnd(t);
    // The end deleted the codes; a row put back behind the store's back (as a file from a
    // build with a bug might hold) is still not read by the BG Stats export.
    {
        SQLite::Database db(t.store.path().string(), SQLite::OPEN_READWRITE);
        SQLite::Statement s(db,
                            "INSERT INTO phone_seats(session_id, seat, handle, key, tablet) VALUES (?, 0, ?, ?, ?)");
        s.bind(1, id);
        s.bind(2, codes[0].handle);
        s.bind(3, codes[0].key.data(), static_cast<int>(codes[0].key.size()));
        s.bind(4, codes[0].tablet.data(), static_cast<int>(codes[0].tablet.size()));
        s.exec();
    }
    int status = -1;
    const std::string play = runExport(t.store.path(), id, false, true, status);
    CHECK(status == 0);
    CHECK(holds(play, "\"sourceGameId\""));
    holdsNoCode(play, {codes[0]});
    const std::string all = runExport(t.store.path(), id, true, false, status);
    CHECK(status == 0);
    holdsNoCode(all, {codes[0]});
}

TEST_CASE("Phone seats - a backup holds no code, and a restore brings none back", "[store][phones]") {
    TempDir dir;
    const auto file = dir / "sessions.db";
    SessionStore store(file);
    const std::int64_t id = newSession(store);
    const std::vector<heist::store::StoredSeatCode> codes = {code(0, "AAAAAAAAAAAA", 1), code(1, "BBBBBBBBBBBB", 2)};
    for (const auto& c : codes)
        REQUIRE(store.saveSeatCode(id, c));
    REQUIRE(store.bindSeatDevice(id, 1, "BBBBBBBBBBBB", bytes(40, 32)));

    const fs::path backup = store.backUp();
    CHECK(heist::store::checkFile(backup).fileCase == FileCase::Healthy);
    holdsNoCode(heist::test::readFile(backup), codes);
    CHECK_FALSE(holds(heist::test::readFile(backup), bytes(40, 32)));
    CHECK(phoneRows(backup) == 0);
    {
        SessionStore copy(backup, SessionStore::Access::ReadOnly);
        CHECK(copy.listSessions().size() == 1); // the game itself is in it
        CHECK(copy.seatCodes(id).empty());
    }
    CHECK(store.seatCodes(id).size() == 2); // the live file keeps its codes

    // A restore replaces every game with the backup's, which has no code: phones need new ones.
    // The current games kept aside ("before-restore") hold none either.
    const fs::path aside = store.restore(backup);
    CHECK(store.seatCodes(id).empty());
    CHECK(store.listSessions().size() == 1);
    holdsNoCode(heist::test::readFile(aside), codes);
    CHECK(store.saveSeatCode(id, code(0, "CCCCCCCCCCCC", 3)));
    // No file of the backups' folder, finished or left over, holds a key.
    for (const auto& entry : fs::directory_iterator(store.backupFolder()))
        holdsNoCode(heist::test::readFile(entry.path()), codes);
}

TEST_CASE("Phone seats - a damaged page of phone_seats is named by --check and moved aside on "
          "opening; a listing, which does not read it, still works",
          "[store][phones]") {
    TempDir dir;
    const auto file = dir / "sessions.db";
    std::int64_t id = 0;
    {
        SessionStore store(file);
        id = newSession(store);
        REQUIRE(store.saveSeatCode(id, code(0, "AAAAAAAAAAAA", 1)));
    }
    int root = 0;
    {
        // The -wal folded in and rollback mode: damage to a page is damage to the data.
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        db.exec("PRAGMA journal_mode = DELETE");
        root = db.execAndGet("SELECT rootpage FROM sqlite_master WHERE name = 'phone_seats'").getInt();
    }
    REQUIRE(root > 1);
    auto bytesOnDisk = heist::test::readFile(file);
    REQUIRE(bytesOnDisk.size() >= static_cast<std::size_t>(root) * 4096);
    std::fill(bytesOnDisk.begin() + (root - 1) * 4096, bytesOnDisk.begin() + root * 4096, '\0');
    heist::test::writeBytes(file, bytesOnDisk);

    CHECK(heist::store::checkFile(file).fileCase == FileCase::Damaged);
    std::ostringstream said;
    CHECK(heist::cli::runCheck(file, said) == 11);
    CHECK(holds(said.str(), "damaged"));
    {
        SessionStore list(file, SessionStore::Access::ListOnly);
        std::ostringstream out;
        heist::cli::listSessions(list, out);
        CHECK(holds(out.str(), std::to_string(id) + "\tsuspicion\tin progress\tAnn, Bob\t"));
    }
    CHECK(heist::test::readFile(file) == bytesOnDisk); // nothing was written
    SessionStore store(file);
    store.awaitIntegrity();
    REQUIRE(store.quarantinedTo());
    CHECK(heist::test::readFile(*store.quarantinedTo()) == bytesOnDisk);
    CHECK(store.listSessions().empty()); // a fresh file
}
