// --serve-phones ID --phone-links FILE, where it must stop before serving: every case of the
// saved-games file gives the status README lists for it (never a signal: run as main runs it,
// in a child process whose exit is checked), the links file is only ever a new file (never one
// that exists, a symlink, a device or a folder) and is removed at the end only if it is still
// the file made, and a game with no secret is refused before any code is made.
#include "cli/Commands.hpp"
#include "cli/Options.hpp"
#include "cli/ServePhones.hpp"
#include "games/Catalogue.hpp"
#include "language/Language.hpp"
#include "tests/store/Isolated.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <exception>
#include <cstring>
#include <fstream>
#include <sched.h>
#include <sstream>
#include <sys/mount.h>
#include <thread>
#include <unistd.h>

using heist::store::SessionStore;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

// A session of `script`'s first line (a new game) in `db`; its id (1 in a new file).
void startGame(const fs::path& db, const std::string& example, const fs::path& scratch) {
    std::ifstream in(fs::path(HEIST_SOURCE_DIR) / "docs/examples" / example);
    std::string first;
    std::getline(in, first);
    const fs::path script = scratch / "first-line.jsonl";
    std::ofstream(script) << first << "\n";
    SessionStore store(db);
    std::ostringstream out, err;
    if (heist::cli::runScript(store, script, {}, out, err) != 0)
        throw std::runtime_error("the game did not start: " + err.str());
}

heist::cli::Options serveOptions(const fs::path& db, const fs::path& links) {
    heist::cli::Options o;
    o.db = db;
    o.servePhones = 1;
    o.phoneLinks = links;
    o.phonePort = 0;
    o.phoneAddress = "127.0.0.1";
    return o;
}

struct Ended {
    bool skipped = false; // no private mount namespace here (not root)
    bool exited = false;  // ended by exit, not by a signal
    int status = -1;      // the exit status, or the signal
    std::string err;      // what it wrote on stderr
};

// Runs the command as main does (runHeadless, whose status is the process's) in a child
// process: prepare() first, in a private mount namespace when mounts is set. Anything that
// escapes runHeadless ends the child by SIGABRT, as it would end heist-table.
Ended runAsMain(const heist::cli::Options& o, const std::function<void()>& prepare = {}, bool mounts = false) {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        // The child is heist-table, not a test runner: nothing escapes into Catch, and an
        // exception that escapes runHeadless aborts it as it would abort main (SIGABRT).
        std::signal(SIGABRT, SIG_DFL);
        std::set_terminate([] { std::abort(); });
        ::close(fds[0]);
        if (mounts && (::unshare(CLONE_NEWNS) != 0 || ::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0))
            ::_exit(120);
        if (prepare) {
            try {
                prepare();
            } catch (const std::exception& e) {
                (void)!::write(fds[1], e.what(), std::strlen(e.what()));
                ::_exit(121);
            }
        }
        ::alarm(60); // a run that serves instead of stopping ends by SIGALRM, a failure
        std::ostringstream out, err;
        std::istringstream in;
        std::optional<int> status;
        try {
            status = heist::cli::runHeadless(o, out, err, in);
        } catch (...) {
            std::terminate(); // escaped: the child ends by SIGABRT, and the test fails
        }
        const std::string said = err.str();
        (void)!::write(fds[1], said.data(), said.size());
        ::_exit(status.value_or(122));
    }
    ::close(fds[1]);
    Ended ended;
    char buf[4096];
    ssize_t n;
    while ((n = ::read(fds[0], buf, sizeof buf)) > 0)
        ended.err.append(buf, static_cast<std::size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ended.exited = WIFEXITED(status);
    ended.status = ended.exited ? WEXITSTATUS(status) : WTERMSIG(status);
    ended.skipped = ended.exited && ended.status == 120;
    REQUIRE_FALSE((ended.exited && ended.status == 121)); // the test's own preparation failed
    return ended;
}

int codesIn(const fs::path& db) {
    SQLite::Database file(db.string(), SQLite::OPEN_READONLY);
    return file.execAndGet("SELECT count(*) FROM phone_seats").getInt();
}

} // namespace

TEST_CASE("Serve phones - each case of the saved-games file ends with README's status, never a signal",
          "[cli][phones]") {
    TempDir dir;
    const fs::path data = dir / "data", out = dir / "out";
    fs::create_directories(data);
    fs::create_directories(out);
    const fs::path db = data / "s.db", links = out / "links.tsv";
    startGame(db, "secret-night-start.jsonl", dir.path());
    const auto o = serveOptions(db, links);
    auto endsWith = [&](const Ended& e, int status, const std::string& words) {
        INFO(e.err);
        CHECK(e.exited); // not a signal (an abort was status 6 by signal before)
        CHECK(e.status == status);
        CHECK(e.err.find(words) != std::string::npos);
        CHECK_FALSE(fs::exists(fs::symlink_status(links)));
    };

    SECTION("newer than this build: 13, untouched") {
        {
            SQLite::Database file(db.string(), SQLite::OPEN_READWRITE);
            file.exec("PRAGMA user_version = " + std::to_string(SessionStore::schemaVersion() + 1));
        }
        const auto before = heist::test::readFile(db);
        endsWith(runAsMain(o), 13, "newer");
        CHECK(heist::test::readFile(db) == before);
    }
    SECTION("held by another Heist Table: 17") {
        SessionStore holder(db);
        endsWith(runAsMain(o), 17, "");
    }
    SECTION("held by another program: 17, no code saved") {
        const pid_t holder = heist::test::holdExclusiveLock(db);
        const auto ended = runAsMain(o);
        heist::test::stopHolder(holder);
        endsWith(ended, 17, "another program");
        CHECK(codesIn(db) == 0);
    }
    SECTION("its saved events cannot be replayed: 8, as --export") {
        {
            // A forged row: the look of a seat that is not at the table.
            SQLite::Database file(db.string(), SQLite::OPEN_READWRITE);
            REQUIRE(file.exec("UPDATE events SET payload_json = '{\"seat\":99}' WHERE session_id = 1 AND seq = "
                              "(SELECT max(seq) FROM events WHERE session_id = 1)") == 1);
        }
        endsWith(runAsMain(o), 8, "session 1 cannot be read back");
        CHECK(codesIn(db) == 0);
    }
    SECTION("in a read-only folder: 18, untouched") {
        const auto before = heist::test::snapshot(data);
        const auto ended = runAsMain(o, [&] { heist::test::bindReadOnly(data); }, true);
        if (ended.skipped) {
            WARN("not run: no private mount namespace");
            return;
        }
        endsWith(ended, 18, "read-only");
        CHECK(heist::test::snapshot(data) == before);
    }
    SECTION("on a full disk: 19, no code saved") {
        const fs::path disk = dir / "disk";
        const auto onDisk = serveOptions(disk / "s.db", links);
        const auto ended = runAsMain(
            onDisk,
            [&] {
                heist::test::mountTmpfs(disk, "2m");
                startGame(disk / "s.db", "secret-night-start.jsonl", disk);
                heist::test::fillDisk(disk);
            },
            true);
        if (ended.skipped) {
            WARN("not run: no private mount namespace");
            return;
        }
        endsWith(ended, 19, "full");
    }
}

TEST_CASE("Serve phones - the links file is only ever made new: whatever is at the path is refused "
          "before any code is made, and left as it was",
          "[cli][phones]") {
    TempDir dir;
    const fs::path db = dir / "s.db";
    startGame(db, "secret-night-start.jsonl", dir.path());
    auto refused = [&](const fs::path& links, const std::string& words) {
        std::ostringstream err;
        const int status = heist::cli::servePhones(serveOptions(db, links), err, [] { return true; });
        INFO(err.str());
        CHECK(status == heist::cli::kExitCannotServe);
        CHECK(status == 9); // README
        CHECK(err.str().find("'" + links.string() + "'") != std::string::npos);
        CHECK(err.str().find(words) != std::string::npos);
        CHECK(codesIn(db) == 0); // refused before the store was opened
    };
    const std::string exists = "already exists";

    SECTION("a regular file (a links file left by a serving killed with -9)") {
        const fs::path stale = dir / "links.tsv";
        heist::test::writeBytes(stale, "0\tAnn\thttp://old\n");
        ::chmod(stale.c_str(), 0600);
        refused(stale, exists);
        std::ostringstream err;
        heist::cli::servePhones(serveOptions(db, stale), err, [] { return true; });
        CHECK(err.str().find("delete it (it holds the seats' links)") != std::string::npos);
        CHECK(heist::test::readFile(stale) == "0\tAnn\thttp://old\n");
    }
    SECTION("a symlink to a file, and one to nothing") {
        const fs::path target = dir / "target.txt", link = dir / "link.tsv";
        heist::test::writeBytes(target, "someone's notes");
        fs::create_symlink(target, link);
        refused(link, exists);
        CHECK(heist::test::readFile(target) == "someone's notes");
        CHECK(fs::is_symlink(link));
        const fs::path nowhere = dir / "nowhere.tsv", dangling = dir / "dangling.tsv";
        fs::create_symlink(nowhere, dangling);
        refused(dangling, exists);
        CHECK_FALSE(fs::exists(fs::symlink_status(nowhere))); // never made through the link
        CHECK(fs::is_symlink(dangling));
    }
    SECTION("a folder, a FIFO and a device") {
        const fs::path folder = dir / "folder";
        fs::create_directories(folder);
        refused(folder, exists);
        CHECK(fs::is_directory(folder));
        const fs::path fifo = dir / "fifo";
        REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
        refused(fifo, exists);
        CHECK(fs::is_fifo(fifo));
        const fs::path device = dir / "null";
        if (::mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)) == 0) { // as /dev/null, made as root
            refused(device, exists);
            CHECK(fs::is_character_file(device));
        } else {
            WARN("no device made (" << std::strerror(errno) << "): the FIFO stands for it");
        }
    }
    SECTION("a folder that is not there") { refused(dir / "missing" / "links.tsv", "is not there"); }
}

TEST_CASE("Serve phones - the links file made is 0600 and whole, leaves no temporary file, and is removed "
          "at the end only if it is still the one made",
          "[cli][phones]") {
    TempDir dir;
    const fs::path db = dir / "s.db", out = dir / "out";
    fs::create_directories(out);
    startGame(db, "secret-night-start.jsonl", dir.path());
    const fs::path links = out / "links.tsv";
    for (bool replacedMeanwhile : {false, true}) {
        INFO("replaced while serving: " << replacedMeanwhile);
        std::atomic<bool> stop{false};
        std::ostringstream err;
        int status = -1;
        std::thread serving(
            [&] { status = heist::cli::servePhones(serveOptions(db, links), err, [&] { return stop.load(); }); });
        for (int i = 0; i < 500 && !fs::exists(links); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        REQUIRE(fs::exists(links));
        struct stat st{};
        REQUIRE(::lstat(links.c_str(), &st) == 0);
        CHECK(S_ISREG(st.st_mode));
        CHECK((st.st_mode & 0777) == 0600);
        CHECK(st.st_nlink == 1); // the temporary name is gone
        std::vector<std::string> names;
        for (const auto& e : fs::directory_iterator(out))
            names.push_back(e.path().filename().string());
        CHECK(names == std::vector<std::string>{"links.tsv"});
        std::string text = heist::test::readFile(links);
        CHECK(std::count(text.begin(), text.end(), '\n') == 5); // a line per seat, whole
        if (replacedMeanwhile) {
            fs::remove(links);
            heist::test::writeBytes(links, "someone else's file");
        }
        stop = true;
        serving.join();
        CHECK(status == 0);
        if (replacedMeanwhile)
            CHECK(heist::test::readFile(links) == "someone else's file"); // not the file it made: kept
        else
            CHECK_FALSE(fs::exists(fs::symlink_status(links)));
    }
    heist::language::setLanguage("en");
}

TEST_CASE("Serve phones - a game with no secret is refused with a sentence, before any code is made", "[cli][phones]") {
    // The rule is the game's: one that deals and records nothing secret (engine::OpenGameOf)
    // says so; no seat of it has a view of its own.
    CHECK_FALSE(heist::games::definition("one-night-only").keepsSecrets());
    CHECK(heist::games::definition("secret-night").keepsSecrets());
    CHECK(heist::games::definition("suspicion").keepsSecrets());

    TempDir dir;
    const fs::path db = dir / "s.db", links = dir / "links.tsv";
    startGame(db, "one-night-only-three-thieves.jsonl", dir.path());
    const auto ended = runAsMain(serveOptions(db, links));
    INFO(ended.err);
    CHECK(ended.exited);
    CHECK(ended.status == heist::cli::kExitScriptStart);
    CHECK(ended.status == 4); // README
    CHECK(ended.err.find("session 1 is a game of One Night Only, which keeps no secret") != std::string::npos);
    CHECK(codesIn(db) == 0);
    CHECK_FALSE(fs::exists(fs::symlink_status(links)));
}
