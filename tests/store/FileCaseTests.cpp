// Every kind of saved-games file the app may meet, on real files: what --check calls it, and
// what opening it does (moved aside intact with a message, refused untouched, or opened).
// Full disks, read-only mounts and other users run in a child process with its own mount
// namespace (see Isolated.hpp).
#include "tests/store/Isolated.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <fstream>
#include <set>
#include <random>
#include <sys/wait.h>
#include <unistd.h>

using heist::Json;
using heist::store::FileCase;
using heist::store::SessionStore;
using heist::test::TempDir;
using heist::test::writeBytes;
namespace fs = std::filesystem;

namespace {

heist::engine::SessionSetup twoPlayers(const std::string& a = "Ann", const std::string& b = "Bob") {
    heist::engine::SessionSetup setup;
    setup.players = {{0, a, "amber"}, {1, b, "teal"}};
    setup.seed = 1;
    return setup;
}

// A healthy store file with one session of 42 events, closed, its WAL folded in and the
// file switched to rollback mode, so that damage to the file is damage to the data.
std::string makeHealthyFile(const fs::path& file, int turns = 40) {
    {
        SessionStore store(file);
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), twoPlayers());
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
        for (int i = 0; i < turns; ++i)
            live.dispatch(heist::test::intent("suspicion.end_turn"));
    }
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        db.exec("PRAGMA journal_mode = DELETE");
    }
    return heist::test::readFile(file);
}

// The -wal of a Heist Table file as a crash would leave it: copied while the store is open.
std::string walOfOpenStore(const fs::path& file, const std::vector<std::string>& names, int turns) {
    SessionStore store(file);
    auto live =
        heist::store::LiveSession::create(store, heist::games::definition("suspicion"), twoPlayers(names[0], names[1]));
    live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
    live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
    for (int i = 0; i < turns; ++i)
        live.dispatch(heist::test::intent("suspicion.end_turn"));
    return heist::test::readFile(file.string() + "-wal");
}

// The same data: the same files with the same bytes. SQLite's -shm (an index it rebuilds) and
// an empty -wal it may create on opening are not data.
bool sameData(std::map<std::string, std::string> a, std::map<std::string, std::string> b) {
    for (auto* m : {&a, &b})
        for (auto it = m->begin(); it != m->end();) {
            const auto& n = it->first;
            const bool side = n.size() > 4 && (n.substr(n.size() - 4) == "-shm" ||
                                               (n.substr(n.size() - 4) == "-wal" && it->second.empty()));
            it = side ? m->erase(it) : std::next(it);
        }
    return a == b;
}

struct MatrixCase {
    std::string name;
    // Prepares dir/s.db; may return a clean-up to run after opening (e.g. a lock holder).
    std::function<std::function<void()>(const fs::path& dir, const fs::path& file)> setup;
    FileCase check;      // what --check says
    std::string outcome; // "moved", "refused" or "opened"
    FileCase refusedAs = FileCase::Healthy;
};

// Runs one case in a child; reports what --check said, whether it touched anything, and
// what opening did.
Json runCase(const MatrixCase& c) {
    TempDir dir;
    return heist::test::inChild([&]() -> Json {
        const fs::path file = dir / "s.db";
        auto cleanup = c.setup(dir.path(), file);
        Json r;
        const auto before = heist::test::snapshot(dir.path());
        const auto report = heist::store::checkFile(file);
        r["check"] = heist::store::caseName(report.fileCase);
        r["check_exit"] = heist::store::exitStatus(report.fileCase);
        r["check_message"] = report.message;
        r["check_untouched"] = heist::test::snapshot(dir.path()) == before;
        try {
            SessionStore store(file);
            r["outcome"] = store.quarantinedTo() ? "moved" : "opened";
            r["notice"] = store.notice();
            if (store.quarantinedTo()) {
                const auto aside = store.quarantinedTo()->filename().string();
                r["notice_names_aside"] = store.notice().find(aside) != std::string::npos;
                // Every file that was there is still there, byte for byte, under its name or
                // moved aside (the -shm is SQLite's index of the -wal and may be rebuilt).
                const auto after = heist::test::snapshot(dir.path());
                bool intact = true;
                for (const auto& [name, bytes] : before) {
                    if (name.size() > 4 && name.substr(name.size() - 4) == "-shm")
                        continue;
                    bool found = false;
                    for (const auto& [n2, b2] : after)
                        if (b2 == bytes && (n2 == name || n2.find(".unreadable-") != std::string::npos))
                            found = true;
                    intact = intact && found;
                }
                r["moved_intact"] = intact;
            }
            // Whatever it opened works.
            auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), twoPlayers());
            r["works"] = live.session().headSeq() > 0;
        } catch (const heist::store::StoreError& e) {
            r["outcome"] = "refused";
            r["refused_as"] = heist::store::caseName(e.fileCase());
            r["message"] = e.what();
            r["untouched"] = sameData(heist::test::snapshot(dir.path()), before);
        }
        if (cleanup)
            cleanup();
        return r;
    });
}

std::vector<MatrixCase> matrix() {
    using Setup = std::function<void()>;
    std::vector<MatrixCase> cases;
    cases.push_back({"truncated",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         const auto bytes = makeHealthyFile(f);
                         writeBytes(f, bytes.substr(0, bytes.size() / 2 + 100));
                         return {};
                     },
                     FileCase::Damaged, "moved"});
    cases.push_back({"zeroed page",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         auto bytes = makeHealthyFile(f);
                         std::fill(bytes.begin() + 4096, bytes.begin() + 3 * 4096, '\0');
                         writeBytes(f, bytes);
                         return {};
                     },
                     FileCase::Damaged, "moved"});
    cases.push_back({"random bytes",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         std::mt19937 gen(5);
                         std::string junk(20000, '\0');
                         for (auto& ch : junk)
                             ch = static_cast<char>(gen());
                         writeBytes(f, junk);
                         return {};
                     },
                     FileCase::Damaged, "moved"});
    cases.push_back({"bad header",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         auto bytes = makeHealthyFile(f);
                         bytes[14] = '4'; // "SQLite format 4"
                         writeBytes(f, bytes);
                         return {};
                     },
                     FileCase::Damaged, "moved"});
    cases.push_back({"another program's file",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         SQLite::Database other(f.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
                         other.exec("CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES ('soup')");
                         return {};
                     },
                     FileCase::Foreign, "moved"});
    cases.push_back({"another program's file with a user_version",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         SQLite::Database other(f.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
                         other.exec("CREATE TABLE recipes(name TEXT); PRAGMA user_version = 99");
                         return {};
                     },
                     FileCase::Foreign, "moved"});
    cases.push_back({"another program's empty file with a user_version",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         SQLite::Database other(f.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
                         other.exec("PRAGMA user_version = 7");
                         return {};
                     },
                     FileCase::Foreign, "moved"});
    cases.push_back({"another program's file with its own application_id and a high user_version",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         SQLite::Database other(f.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
                         other.exec("CREATE TABLE t(x); PRAGMA application_id = 1234; "
                                    "PRAGMA user_version = 500");
                         return {};
                     },
                     FileCase::Foreign, "moved"});
    cases.push_back({"a newer schema of ours",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         makeHealthyFile(f);
                         SQLite::Database db(f.string(), SQLite::OPEN_READWRITE);
                         db.exec("PRAGMA user_version = " + std::to_string(SessionStore::schemaVersion() + 5));
                         return {};
                     },
                     FileCase::Newer, "refused", FileCase::Newer});
    cases.push_back({"a 0-byte file",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         writeBytes(f, "");
                         return {};
                     },
                     FileCase::NoFile, "opened"});
    cases.push_back(
        {"no file", [](const fs::path&, const fs::path&) -> Setup { return {}; }, FileCase::NoFile, "opened"});
    cases.push_back({"a folder in its place",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         fs::create_directory(f);
                         return {};
                     },
                     FileCase::Unreadable, "refused", FileCase::Unreadable});
    cases.push_back({"a foreign -wal",
                     [](const fs::path& d, const fs::path& f) -> Setup {
                         makeHealthyFile(f);
                         {
                             SessionStore back(f);
                         } // back to WAL mode, as the app leaves it
                         const auto wal = walOfOpenStore(d / "other.db", {"Zed", "Yann"}, 7);
                         writeBytes(f.string() + "-wal", wal);
                         return {};
                     },
                     FileCase::ForeignWal, "moved"});
    cases.push_back({"an orphan -wal beside no file",
                     [](const fs::path& d, const fs::path& f) -> Setup {
                         writeBytes(f.string() + "-wal", walOfOpenStore(d / "other.db", {"Zed", "Yann"}, 3));
                         return {};
                     },
                     FileCase::OrphanWal, "moved"});
    cases.push_back({"an orphan -wal beside an empty file",
                     [](const fs::path& d, const fs::path& f) -> Setup {
                         writeBytes(f.string() + "-wal", walOfOpenStore(d / "other.db", {"Zed", "Yann"}, 3));
                         writeBytes(f, "");
                         return {};
                     },
                     FileCase::OrphanWal, "moved"});
    cases.push_back({"a lock held by another program",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         makeHealthyFile(f);
                         const pid_t holder = heist::test::holdExclusiveLock(f);
                         return [holder] { heist::test::stopHolder(holder); };
                     },
                     FileCase::Locked, "refused", FileCase::Locked});
    cases.push_back({"exclusive locking mode held by another program",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         makeHealthyFile(f);
                         {
                             SessionStore back(f);
                         } // in WAL mode, as the app leaves it
                         const pid_t holder = heist::test::holdExclusiveLock(f, true);
                         return [holder] { heist::test::stopHolder(holder); };
                     },
                     FileCase::Locked, "refused", FileCase::Locked});
    cases.push_back({"a read-only file",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         makeHealthyFile(f);
                         {
                             SessionStore back(f);
                         }
                         heist::test::bindReadOnly(f);
                         return {};
                     },
                     FileCase::ReadOnly, "refused", FileCase::ReadOnly});
    cases.push_back({"a read-only folder",
                     [](const fs::path& d, const fs::path& f) -> Setup {
                         makeHealthyFile(f);
                         {
                             SessionStore back(f);
                         }
                         heist::test::bindReadOnly(d);
                         return {};
                     },
                     FileCase::ReadOnly, "refused", FileCase::ReadOnly});
    cases.push_back({"an unwritable parent folder",
                     [](const fs::path& d, const fs::path&) -> Setup {
                         heist::test::bindReadOnly(d);
                         return {};
                     },
                     FileCase::NoFile, "refused", FileCase::ReadOnly});
    cases.push_back({"a file another user cannot read",
                     [](const fs::path&, const fs::path& f) -> Setup {
                         makeHealthyFile(f);
                         fs::permissions(f, fs::perms::none);
                         heist::test::becomeNobody();
                         return {};
                     },
                     FileCase::Unreadable, "refused", FileCase::Unreadable});
    cases.push_back({"a full disk at open",
                     [](const fs::path& d, const fs::path& f) -> Setup {
                         heist::test::mountTmpfs(d, "1m");
                         makeHealthyFile(f);
                         {
                             SessionStore back(f);
                         }
                         heist::test::fillDisk(d);
                         return {};
                     },
                     FileCase::DiskFull, "refused", FileCase::DiskFull});
    return cases;
}

} // namespace

TEST_CASE("Store matrix - every kind of file is named by --check and handled without loss", "[store][matrix]") {
    for (const auto& c : matrix()) {
        INFO("case: " << c.name);
        const Json r = runCase(c);
        INFO(r.dump(2));
        if (r.contains("skipped")) {
            WARN("not run: " << r["skipped"].get<std::string>());
            continue;
        }
        REQUIRE_FALSE(r.contains("exception"));
        CHECK(r["check"] == heist::store::caseName(c.check));
        CHECK(r["check_untouched"] == true);
        if (c.outcome == "refused" && c.name == "a full disk at open" && r["outcome"] == "opened") {
            // SQLite may find the few bytes it needs to open; then nothing may have moved.
            CHECK(r["notice"] == "");
            continue;
        }
        CHECK(r["outcome"] == c.outcome);
        if (c.outcome == "moved") {
            CHECK(r["moved_intact"] == true);
            CHECK(r["notice_names_aside"] == true);
            CHECK(r["works"] == true);
        } else if (c.outcome == "refused") {
            CHECK(r["refused_as"] == heist::store::caseName(c.refusedAs));
            CHECK(r["untouched"] == true);
        } else {
            CHECK(r["works"] == true);
        }
    }
}

TEST_CASE("Store matrix - each --check case has its own exit status", "[store][matrix]") {
    std::set<int> seen;
    for (auto c : {FileCase::Healthy, FileCase::NoFile, FileCase::Damaged, FileCase::Foreign, FileCase::Newer,
                   FileCase::ForeignWal, FileCase::OrphanWal, FileCase::Unreadable, FileCase::Locked,
                   FileCase::ReadOnly, FileCase::DiskFull})
        CHECK(seen.insert(heist::store::exitStatus(c)).second);
    CHECK(heist::store::exitStatus(FileCase::Healthy) == 0);
}

TEST_CASE("Store - a healthy file's own -wal left by a crash is replayed, not moved aside", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    std::string main, wal;
    {
        SessionStore store(file);
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), twoPlayers());
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
        for (int i = 0; i < 5; ++i)
            live.dispatch(heist::test::intent("suspicion.end_turn"));
        // What a power cut now would leave on disk.
        main = heist::test::readFile(file);
        wal = heist::test::readFile(file.string() + "-wal");
    }
    writeBytes(file, main);
    writeBytes(file.string() + "-wal", wal);
    CHECK(heist::store::checkFile(file).fileCase == FileCase::Healthy);
    SessionStore store(file);
    CHECK_FALSE(store.quarantinedTo());
    REQUIRE(store.listSessions().size() == 1);
    CHECK(store.listSessions()[0].events == 8);
}

TEST_CASE("Store - a backup restored over the file, beside the newer file's -wal, is not mixed "
          "with it",
          "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    std::string backup;
    {
        SessionStore store(file);
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), twoPlayers());
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
    }
    backup = heist::test::readFile(file);
    std::string wal;
    {
        SessionStore store(file);
        auto live = heist::store::LiveSession::resume(store, 1);
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)"); // the newer file moves on
        for (int i = 0; i < 3; ++i)
            live.dispatch(heist::test::intent("suspicion.end_turn"));
        wal = heist::test::readFile(file.string() + "-wal");
    }
    writeBytes(file, backup);
    writeBytes(file.string() + "-wal", wal);
    CHECK(heist::store::checkFile(file).fileCase == FileCase::ForeignWal);
    SessionStore store(file);
    REQUIRE(store.quarantinedTo());
    CHECK(heist::test::readFile(*store.quarantinedTo()) == backup);
    CHECK(heist::test::readFile(store.quarantinedTo()->string() + "-wal") == wal);
}

TEST_CASE("Store - a second writer through a symlink or a hard link is refused", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    SessionStore first(file);
    fs::create_symlink(file, dir / "link.db");
    fs::create_hard_link(file, dir / "hard.db");
    for (const char* other : {"link.db", "hard.db"}) {
        INFO(other);
        try {
            SessionStore second(dir / other);
            FAIL("a second writer was allowed through " << other);
        } catch (const heist::store::StoreLockedError& e) {
            CHECK(std::string(e.what()).find("already running") != std::string::npos);
            CHECK(e.exitStatus() == 17);
        }
    }
    // Reading needs no lock: --list works beside the running app.
    SessionStore reader(dir / "link.db", SessionStore::Access::ReadOnly);
    CHECK(reader.listSessions().empty());
}
