// Backups of the saved games and restoring one, on real files.
#include "store/LiveSession.hpp"
#include "store/SessionStore.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>
#include <fstream>
#include <optional>

using heist::store::SessionStore;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

std::int64_t addSession(SessionStore& store, const std::string& first, int turns) {
    heist::engine::SessionSetup setup;
    setup.players = {{0, first, "amber"}, {1, "Bob", "teal"}};
    setup.seed = 3;
    auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
    for (int i = 0; i < turns; ++i)
        live.dispatch(heist::test::intent("suspicion.end_turn"));
    return live.id();
}

// Every session's first player and event count: what a table would see in Saved games.
std::vector<std::pair<std::string, std::int64_t>> contents(SessionStore& store) {
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const auto& s : store.listSessions())
        out.emplace_back(s.players.at(0), s.events);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("Backup - a backup holds every saved game and the live file is left as it was", "[store]") {
    TempDir dir;
    SessionStore store(dir / "sessions.db");
    addSession(store, "Ann", 5);
    addSession(store, "Cy", 9);
    const auto before = contents(store);
    REQUIRE(before.size() == 2);

    const fs::path backup = store.backUp();
    CHECK(backup.parent_path() == dir / "backups");
    CHECK(backup.filename().string().rfind("backup-", 0) == 0);
    CHECK(heist::store::checkFile(backup).fileCase == heist::store::FileCase::Healthy);
    CHECK_FALSE(fs::exists(backup.string() + ".part"));
    CHECK(contents(store) == before);
    {
        SessionStore copy(backup, SessionStore::Access::ReadOnly);
        CHECK(contents(copy) == before);
    }
    // A second backup in the same second gets a name of its own; the list is newest first.
    const fs::path second = store.backUp();
    CHECK(second != backup);
    const auto list = store.backups();
    REQUIRE(list.size() == 2);
    CHECK(list.front() == second);
}

TEST_CASE("Backup - restoring brings back the backed-up games and keeps the current ones aside", "[store]") {
    TempDir dir;
    std::optional<SessionStore> opened(std::in_place, dir / "sessions.db");
    SessionStore* store = &*opened;
    addSession(*store, "Ann", 5);
    const auto atBackup = contents(*store);
    const fs::path backup = store->backUp();
    // The evening goes on: one more game.
    addSession(*store, "Dee", 12);
    const auto later = contents(*store);
    REQUIRE(later.size() == 2);

    const fs::path aside = store->restore(backup);
    CHECK(contents(*store) == atBackup);
    CHECK(aside.filename().string().rfind("before-restore-", 0) == 0);
    {
        SessionStore kept(aside, SessionStore::Access::ReadOnly);
        CHECK(contents(kept) == later); // nothing of the evening is lost
    }
    // The restored file is the working file: play goes on and survives reopening.
    addSession(*store, "Eve", 2);
    const auto now = contents(*store);
    CHECK(now.size() == 2);
    opened.reset();
    store = &opened.emplace(dir / "sessions.db");
    CHECK(store->quarantinedTo() == std::nullopt);
    CHECK(contents(*store) == now);
    // And the restore itself can be undone with the copy it kept.
    store->restore(aside);
    CHECK(contents(*store) == later);
}

TEST_CASE("Backup - a file that is not a good backup is refused and nothing changes", "[store]") {
    TempDir dir;
    SessionStore store(dir / "sessions.db");
    addSession(store, "Ann", 5);
    const auto before = contents(store);
    fs::create_directories(store.backupFolder());
    const fs::path junk = store.backupFolder() / "broken.heist-backup.db";
    {
        std::ofstream out(junk, std::ios::binary);
        out << std::string(8192, 'x');
    }
    try {
        store.restore(junk);
        FAIL("a damaged backup was restored");
    } catch (const heist::store::StoreError& e) {
        CHECK(std::string(e.what()).rfind("Nothing was restored", 0) == 0);
    }
    try {
        store.restore(dir / "missing.heist-backup.db");
        FAIL("a missing backup was restored");
    } catch (const heist::store::StoreError& e) {
        CHECK(std::string(e.what()).rfind("Nothing was restored", 0) == 0);
    }
    CHECK(contents(store) == before);
    // Refused before anything was written: no copy of the current games was needed.
    for (const auto& b : store.backups())
        CHECK(b.filename().string().rfind("before-restore-", 0) == std::string::npos);
    CHECK(heist::test::readFile(junk) == std::string(8192, 'x'));
}

TEST_CASE("Backup - what a cut-short backup left is removed at the next opening for writing, "
          "and said; finished backups and other files stay",
          "[store]") {
    TempDir dir;
    const auto db = dir / "sessions.db";
    fs::path kept;
    {
        SessionStore store(db);
        addSession(store, "Ann", 2);
        kept = store.backUp("manual");
    }
    const fs::path folder = dir / "backups";
    // As a kill during VACUUM INTO leaves them, and a refusal on a full disk.
    const auto part = folder / "manual-2026-11-25-201500.heist-backup.db.part";
    const auto journal = folder / "manual-2026-11-25-201501.heist-backup.db.part-journal";
    const auto mine = folder / "notes.part"; // not ours: left alone
    std::ofstream(part) << std::string(3 * 1024 * 1024, 'x');
    std::ofstream(journal) << "j";
    std::ofstream(mine) << "n";
    {
        // Reading leaves everything: a reader holds no lock, a backup may be under way.
        SessionStore reader(db, SessionStore::Access::ReadOnly);
        CHECK(fs::exists(part));
        CHECK(reader.notice().empty());
    }
    SessionStore store(db);
    CHECK_FALSE(fs::exists(part));
    CHECK_FALSE(fs::exists(journal));
    CHECK(fs::exists(mine));
    CHECK(fs::exists(kept));
    CHECK(store.backups() == std::vector<fs::path>{kept});
    CHECK(store.notice().find("2 unfinished files (3 MB)") != std::string::npos);
    CHECK(store.notice().find("removed") != std::string::npos);
    CHECK(store.listSessions().size() == 1);
}

TEST_CASE("Backup - restoring a backup keeps the wrong-PIN counts, so the pad's waits cannot be "
          "cycled",
          "[store]") {
    TempDir dir;
    SessionStore store(dir / "sessions.db");
    const auto id = addSession(store, "Ann", 1);
    const auto clean = store.backUp("manual"); // no wrong PIN in it
    for (int i = 0; i < 4; ++i)
        store.recordPinFailure(id, 0);
    store.recordPinFailure(id, 1);
    const auto some = store.backUp("manual"); // seat 0: 4, seat 1: 1
    store.recordPinFailure(id, 1);
    store.recordPinFailure(id, 1);
    REQUIRE(store.pinFailures(id, 1).count == 3);
    const auto now = heist::store::SessionStore::nowMs();
    REQUIRE(store.pinFailures(id, 0).waitSeconds(now) > 0);

    store.restore(clean);
    CHECK(store.pinFailures(id, 0).count == 4);
    CHECK(store.pinFailures(id, 1).count == 3);
    CHECK(store.pinFailures(id, 0).waitSeconds(now) > 0);
    store.restore(some); // a backup with fewer for seat 1 lowers nothing
    CHECK(store.pinFailures(id, 1).count == 3);
    store.clearPinFailures(id, 1); // a right PIN still clears the count
    CHECK(store.pinFailures(id, 1).count == 0);
}
