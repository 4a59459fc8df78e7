// SessionStore: opening the saved-games file (inspection, locking, migration, moving a
// damaged or foreign file aside) and the failures a person can act on. What opening and
// --check share to judge a file is in FileJudgement.cpp, --check itself in FileCheck.cpp, the
// rows of an open file (sessions, events, roster, settings) in SessionRows.cpp.
#include "store/SessionStore.hpp"

#include "language/Translate.hpp"

#include "engine/TimeWords.hpp"
#include "store/FileIdentity.hpp"
#include "store/FileInspection.hpp"
#include "store/FileJudgement.hpp"
#include "store/Migrations.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <future>
#include <mutex>
#include <cstring>
#include <cstdio>
#include <ctime>
#include <optional>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace heist::store {
namespace fs = std::filesystem;

namespace {

std::string stamp() { return engine::timewords::utc(engine::timewords::nowSeconds(), "%Y%m%d-%H%M%S"); }

void applyConnectionSettings(SQLite::Database& db) {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    // Deleted sessions are overwritten with zeros, not left readable in free pages.
    db.exec("PRAGMA secure_delete = ON");
}

std::mutex g_holdMutex;
std::condition_variable g_holdChanged;
bool g_hold = false;

} // namespace

// quick_check on a read-only connection of its own, on a thread of its own. The verdict is
// read (and acted on) by the store's thread only; `unknown` when the check itself could not
// run for a reason other than damage (then the store makes it on its own connection).
class SessionStore::DeferredCheck {
public:
    struct Verdict {
        FileCase fileCase = FileCase::Healthy;
        std::string reason;
        bool unknown = false;
    };

    explicit DeferredCheck(fs::path file) : m_file(std::move(file)) {}

    // The thread starts on the first poll or wait, not on opening: the first frame is drawn
    // before it takes any of the processor.
    void start() {
        if (!m_verdict.valid() && !m_taken)
            m_verdict = std::async(std::launch::async, [this] { return run(m_file); });
    }

    ~DeferredCheck() {
        {
            std::lock_guard lock(m_mutex);
            m_cancelled = true;
            if (m_handle)
                sqlite3_interrupt(m_handle);
        }
        {
            std::lock_guard lock(g_holdMutex);
            g_holdChanged.notify_all();
        }
        if (m_verdict.valid())
            m_verdict.wait();
    }

    bool ready() const {
        return m_verdict.valid() && m_verdict.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
    }
    Verdict take() {
        start();
        m_taken = true;
        return m_verdict.get();
    }

private:
    Verdict run(const fs::path& file) {
        {
            std::unique_lock lock(g_holdMutex);
            g_holdChanged.wait(lock, [this] { return !g_hold || cancelled(); });
        }
        Verdict v;
        try {
            SQLite::Database db(uriFor(file, "mode=ro"), SQLite::OPEN_READONLY | SQLite::OPEN_URI);
            db.exec("PRAGMA busy_timeout = 5000");
            {
                std::lock_guard lock(m_mutex);
                if (m_cancelled)
                    return {FileCase::Healthy, "", true};
                m_handle = db.getHandle();
            }
            v.fileCase = judgeIntegrity(db, v.reason);
        } catch (const SQLite::Exception& e) {
            if (caseOfSqlite(e.getExtendedErrorCode(), file) == FileCase::Damaged && !cancelled())
                v = {FileCase::Damaged, tr("it could not be read ({error})", {{"error", e.what()}}), false};
            else
                v = {FileCase::Healthy, "", true};
        }
        std::lock_guard lock(m_mutex);
        m_handle = nullptr;
        return v;
    }
    bool cancelled() {
        std::lock_guard lock(m_mutex);
        return m_cancelled;
    }

    fs::path m_file;
    bool m_taken = false;
    std::mutex m_mutex;
    sqlite3* m_handle = nullptr;
    bool m_cancelled = false;
    std::future<Verdict> m_verdict;
};

void SessionStore::holdIntegrityChecks(bool hold) {
    std::lock_guard lock(g_holdMutex);
    g_hold = hold;
    g_holdChanged.notify_all();
}

void SessionStore::deferIntegrityCheck() { m_check = std::make_unique<DeferredCheck>(m_path); }

bool SessionStore::awaitIntegrity() { return settleIntegrity(true); }
bool SessionStore::pollIntegrity() { return settleIntegrity(false); }

bool SessionStore::settleIntegrity(bool wait) {
    if (!m_check)
        return false;
    m_check->start();
    if (!wait && !m_check->ready())
        return false;
    DeferredCheck::Verdict v = m_check->take();
    m_check.reset();
    try {
        if (v.unknown)
            v.fileCase = judgeIntegrity(*m_db, v.reason);
    } catch (const SQLite::Exception& e) {
        const FileCase c = caseOfSqlite(e.getExtendedErrorCode(), m_path);
        if (c != FileCase::Damaged)
            throw StoreError(c, untouchedMessage(c, m_path, e.what()));
        v = {FileCase::Damaged, tr("it could not be read ({error})", {{"error", e.what()}}), false};
    }
    if (v.fileCase == FileCase::Healthy)
        return false;
    quarantine(v.fileCase, v.reason);
    migrate();
    ensureIdentity();
    return true;
}

void SessionStore::settleBeforeWrite() {
    if (settleIntegrity(true))
        throw StoreError(FileCase::Damaged, m_notice);
}

int exitStatus(FileCase c) {
    switch (c) {
    case FileCase::Healthy: return 0;
    case FileCase::NoFile: return 10;
    case FileCase::Damaged: return 11;
    case FileCase::Foreign: return 12;
    case FileCase::Newer: return 13;
    case FileCase::ForeignWal: return 14;
    case FileCase::OrphanWal: return 15;
    case FileCase::Unreadable: return 16;
    case FileCase::Locked: return 17;
    case FileCase::ReadOnly: return 18;
    case FileCase::DiskFull: return 19;
    }
    return 16;
}

std::string caseName(FileCase c) {
    switch (c) {
    case FileCase::Healthy: return "healthy";
    case FileCase::NoFile: return "no-file";
    case FileCase::Damaged: return "damaged";
    case FileCase::Foreign: return "foreign";
    case FileCase::Newer: return "newer";
    case FileCase::ForeignWal: return "foreign-wal";
    case FileCase::OrphanWal: return "orphan-wal";
    case FileCase::Unreadable: return "unreadable";
    case FileCase::Locked: return "locked";
    case FileCase::ReadOnly: return "read-only";
    case FileCase::DiskFull: return "disk-full";
    }
    return "unreadable";
}

int SessionStore::schemaVersion() { return static_cast<int>(migrations().size()); }

fs::path defaultDatabasePath() {
    fs::path base;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = fs::path(home) / ".local" / "share";
    else
        base = fs::current_path();
    return base / "heist-table" / "sessions.db";
}

SessionStore::SessionStore(const fs::path& file, Access access) : m_path(file), m_access(access) {
    // SQLite names the -wal after the file a symlink points to: work on that file.
    std::error_code ec;
    if (fs::is_symlink(m_path, ec)) {
        const auto target = fs::weakly_canonical(m_path, ec);
        if (!ec)
            m_path = target;
    }
    try {
        if (access != Access::ReadWrite)
            openReadOnly();
        else {
            openReadWrite();
            if (m_db && !readOnly())
                removeBackupLeftovers();
        }
    } catch (...) {
        m_db.reset();
        unlockFile();
        throw;
    }
}

SessionStore::~SessionStore() {
    m_check.reset(); // interrupts a check still running and waits for its thread
    // The connection first: closing our descriptor of the file would drop SQLite's locks.
    m_db.reset();
    unlockFile();
}

void SessionStore::lockFile() {
    m_lockFd = ::open(m_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (m_lockFd < 0) {
        const int err = errno;
        const FileCase c = caseOfErrno(err, m_path);
        throw StoreError(c, untouchedMessage(c, m_path, std::strerror(err)));
    }
    // The lock is on the file itself (its inode): two paths to one file share it. flock
    // does not interfere with SQLite's own fcntl locks.
    if (::flock(m_lockFd, LOCK_EX | LOCK_NB) != 0) {
        unlockFile();
        throw StoreLockedError(tr("Heist Table is already running with {file}. Close the other window first (or use "
                                  "--db for another file).",
                                  {{"file", m_path.string()}}));
    }
}

void SessionStore::unlockFile() {
    if (m_lockFd >= 0)
        ::close(m_lockFd);
    m_lockFd = -1;
}

void SessionStore::openReadWrite() {
    std::error_code ec;
    if (m_path.has_parent_path() && !fs::exists(m_path.parent_path(), ec)) {
        fs::create_directories(m_path.parent_path(), ec);
        if (ec) {
            const FileCase c = caseOfErrno(ec.value(), m_path.parent_path());
            throw StoreError(
                c, untouchedMessage(c, m_path,
                                    tr("cannot create the folder {folder}: {error}",
                                       {{"folder", m_path.parent_path().string()}, {"error", ec.message()}})));
        }
    }
    if (fs::is_directory(m_path, ec))
        throw StoreError(FileCase::Unreadable, untouchedMessage(FileCase::Unreadable, m_path, tr("it is a folder")));
    const bool existed = fs::exists(m_path, ec);
    lockFile();
    if (hasHotJournal(m_path))
        rollBackInterruptedWrite(m_path);

    const Inspection first = inspect(m_path, m_lockFd);
    switch (first.fileCase) {
    case FileCase::ForeignWal:
        // Another file's -wal (by identity) leaves this file whole: only the -wal goes. One
        // that may be a copy's of this file's own goes aside with the file, kept together.
        if (first.walOfAnotherFile)
            moveWalAside(first.fileCase, first.reason);
        else
            quarantine(first.fileCase, first.reason);
        break;
    case FileCase::Damaged: quarantine(first.fileCase, first.reason); break;
    case FileCase::OrphanWal:
        if (existed)
            quarantine(first.fileCase, first.reason);
        else
            moveWalAside(first.fileCase, first.reason);
        break;
    default:
        // A -wal with no committed frame (first.staleWal) is what a power cut in the middle of
        // a write leaves: nothing in it was ever acknowledged, and SQLite discards it as it
        // does after any crash. It is left to SQLite, quietly (tests/store/PowerLossTests.cpp).
        break;
    }
    std::error_code sizeError;
    openSqlite(fs::file_size(m_path, sizeError) > 0);
    migrate();
    ensureIdentity();
    m_readOnlyStorage = false;
}

void SessionStore::openSqlite(bool existing) {
    try {
        m_db = std::make_unique<SQLite::Database>(m_path.string(), SQLite::OPEN_READWRITE);
        m_db->exec("PRAGMA busy_timeout = 5000");
        if (existing) {
            std::string reason;
            FileCase c = judgeOwner(*m_db, reason);
            if (c == FileCase::Newer)
                throw NewerDatabaseError(newerMessage(m_path, reason));
            // quick_check reads every page, so it waits until after the first frame, unless
            // opening is about to write (a migration, a first identity, a journal to WAL):
            // nothing is written into a file before its verdict.
            const bool writesOnOpen = m_db->execAndGet("PRAGMA user_version").getInt() != schemaVersion() ||
                                      m_db->execAndGet("PRAGMA journal_mode").getString() != "wal" ||
                                      readFileIdentity(*m_db).empty();
            if (c == FileCase::Healthy && writesOnOpen)
                c = judgeIntegrity(*m_db, reason);
            if (c != FileCase::Healthy)
                return quarantine(c, reason);
            if (!writesOnOpen)
                deferIntegrityCheck();
        }
        applyConnectionSettings(*m_db);
    } catch (const SQLite::Exception& e) {
        const FileCase c = caseOfSqlite(e.getExtendedErrorCode(), m_path);
        if (c == FileCase::Damaged && existing)
            return quarantine(c, tr("it could not be read ({error})", {{"error", e.what()}}));
        m_db.reset();
        throw StoreError(c, untouchedMessage(c, m_path, e.what()));
    }
}

void SessionStore::openReadOnly() {
    std::error_code ec;
    m_readOnlyStorage = !writable(m_path);
    const bool exists = fs::exists(m_path, ec);
    if (!exists || fs::file_size(m_path, ec) == 0) {
        const WalSummary wal = readWal(m_path.string() + "-wal");
        if (wal.exists && wal.size > 0)
            throw StoreError(FileCase::OrphanWal, tr("{file}: a -wal file lies beside an empty or missing "
                                                     "database. Nothing was changed; open Heist Table normally to have "
                                                     "it moved aside.",
                                                     {{"file", m_path.string()}}));
        // Nothing saved yet: an empty, in-memory store answers every question.
        m_db = std::make_unique<SQLite::Database>(":memory:", SQLite::OPEN_READWRITE);
        migrate();
        return;
    }
    if (fs::is_directory(m_path, ec))
        throw StoreError(FileCase::Unreadable, untouchedMessage(FileCase::Unreadable, m_path, tr("it is a folder")));
    if (::access(m_path.c_str(), R_OK) != 0)
        throw StoreError(FileCase::Unreadable, untouchedMessage(FileCase::Unreadable, m_path, std::strerror(errno)));
    const Inspection first = inspect(m_path, -1);
    if (first.fileCase != FileCase::Healthy)
        throw StoreError(first.fileCase, tr("{file}: {reason}. Nothing was changed; open Heist Table normally "
                                            "to have it moved aside.",
                                            {{"file", m_path.string()}, {"reason", first.reason}}));
    const WalSummary wal = readWal(m_path.string() + "-wal");
    const bool walHasFrames = wal.committedFrames > 0;
    auto open = [&](const std::string& params) {
        m_db = std::make_unique<SQLite::Database>(uriFor(m_path, params), SQLite::OPEN_READONLY | SQLite::OPEN_URI);
        m_db->exec("PRAGMA busy_timeout = 5000");
        std::string reason;
        FileCase c = judgeOwner(*m_db, reason);
        if (c == FileCase::Healthy)
            c = m_access == Access::ListOnly ? judgeIntegrity(*m_db, reason, {"sessions", "players"})
                                             : judgeIntegrity(*m_db, reason);
        if (c == FileCase::Newer)
            throw NewerDatabaseError(newerMessage(m_path, reason));
        if (c != FileCase::Healthy)
            throw StoreError(c, tr("{file}: {reason}. Nothing was changed; open Heist Table normally "
                                   "to have it moved aside.",
                                   {{"file", m_path.string()}, {"reason", reason}}));
    };
    try {
        try {
            open("mode=ro");
        } catch (const SQLite::Exception& e) {
            // In a read-only folder SQLite cannot make the -shm a WAL file needs. With no
            // -wal content to read, the file alone is the whole truth: open it immutable.
            const int code = e.getErrorCode();
            if (walHasFrames || (code != SQLITE_CANTOPEN && code != SQLITE_READONLY && code != SQLITE_IOERR))
                throw;
            m_db.reset();
            open("mode=ro&immutable=1");
        }
    } catch (const SQLite::Exception& e) {
        m_db.reset();
        const FileCase c = caseOfSqlite(e.getExtendedErrorCode(), m_path);
        throw StoreError(c, c == FileCase::Damaged ? tr("{file}: it is damaged ({error}). Nothing was changed.",
                                                        {{"file", m_path.string()}, {"error", e.what()}})
                                                   : untouchedMessage(c, m_path, e.what()));
    }
}

void SessionStore::quarantine(FileCase why, const std::string& reason) {
    m_db.reset();
    if (m_access != Access::ReadWrite)
        throw StoreError(why,
                         tr("{file}: {reason}. Nothing was changed.", {{"file", m_path.string()}, {"reason", reason}}));
    const fs::path aside = m_path.string() + ".unreadable-" + stamp();
    std::error_code ec;
    fs::rename(m_path, aside, ec);
    if (ec) {
        const FileCase c = caseOfErrno(ec.value(), m_path);
        throw StoreError(c == FileCase::Unreadable ? why : c,
                         tr("Cannot use {file} ({reason}) and cannot move it aside ({error}). Nothing was "
                            "changed: move it away yourself, or use --db for another file.",
                            {{"file", m_path.string()}, {"reason", reason}, {"error", ec.message()}}));
    }
    bool withWal = false;
    for (const char* suffix : {"-wal", "-shm"}) {
        const fs::path side = m_path.string() + suffix;
        if (fs::exists(side, ec)) {
            fs::rename(side, aside.string() + suffix, ec);
            withWal = withWal || std::string(suffix) == "-wal";
        }
    }
    // The lock went with the old file: take it again on the fresh one.
    unlockFile();
    lockFile();
    m_quarantined = aside;
    // TRANSLATORS: {reason} is a clause such as "it belongs to another program".
    m_notice = withWal ? tr("The saved-games file {file} could not be used because {reason}. It was moved, "
                            "unchanged, to {aside} (with its -wal file, as {aside}-wal). Heist Table started a "
                            "fresh file.",
                            {{"file", m_path.string()}, {"reason", reason}, {"aside", aside.string()}})
                       : tr("The saved-games file {file} could not be used because {reason}. It was moved, "
                            "unchanged, to {aside}. Heist Table started a fresh file.",
                            {{"file", m_path.string()}, {"reason", reason}, {"aside", aside.string()}});
    openSqlite(false);
}

void SessionStore::moveWalAside(FileCase why, const std::string& reason) {
    const fs::path wal = m_path.string() + "-wal";
    const fs::path aside = m_path.string() + ".unreadable-" + stamp() + "-wal";
    std::error_code ec;
    fs::rename(wal, aside, ec);
    if (ec) {
        const FileCase c = caseOfErrno(ec.value(), wal);
        throw StoreError(c == FileCase::Unreadable ? why : c,
                         tr("Cannot move the stray file {file} aside ({error}). Nothing was changed.",
                            {{"file", wal.string()}, {"error", ec.message()}}));
    }
    fs::remove(m_path.string() + "-shm", ec); // derived from the -wal; SQLite rebuilds it
    m_quarantined = aside;
    m_notice = tr("A stray file {file} was found ({reason}). It was moved, unchanged, to {aside}; your saved "
                  "games are as they were.",
                  {{"file", wal.string()}, {"reason", reason}, {"aside", aside.string()}});
}

void SessionStore::migrate() {
    try {
        const int current = m_db->execAndGet("PRAGMA user_version").getInt();
        bool migrated = false;
        for (const auto& m : migrations()) {
            if (m.version <= current)
                continue;
            SQLite::Transaction tx(*m_db);
            m_db->exec(m.sql);
            m_db->exec("PRAGMA application_id = " + std::to_string(kApplicationId));
            m_db->exec("PRAGMA user_version = " + std::to_string(m.version));
            tx.commit();
            migrated = true;
        }
        // A migration may drop secrets (schema 4 drops the phones' old codes): their zeroed
        // pages go into the file now, not at some later checkpoint.
        if (migrated)
            truncateWal();
    } catch (const SQLite::Exception& e) {
        fail(e, tr("updating the saved-games file"));
    }
}

void SessionStore::ensureIdentity() {
    try {
        if (!readFileIdentity(*m_db).empty())
            return;
        {
            SQLite::Transaction tx(*m_db);
            m_db->exec("PRAGMA application_id = " + std::to_string(kApplicationId));
            writeFileIdentity(*m_db, newFileIdentity());
            tx.commit();
        }
        // Into the main file at once: from now on a -wal beside it is judged by its identity.
        m_db->exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (const SQLite::Exception& e) {
        fail(e, tr("giving the saved-games file its identity"));
    }
}

void SessionStore::fail(const std::exception& e, const std::string& doing, bool backup) {
    if (const auto* s = dynamic_cast<const SQLite::Exception*>(&e)) {
        // An exception made from a bare code has no extended one (-1): judge by the code.
        const int code = s->getExtendedErrorCode() >= 0 ? s->getExtendedErrorCode() : s->getErrorCode();
        const FileCase c = caseOfSqlite(code, m_path);
        std::string message;
        switch (c) {
        case FileCase::DiskFull:
            message = backup ? tr("No backup was written: the storage is full. Nothing saved before is lost. "
                                  "Free some space, then try again.")
                             : tr("Not saved: the storage is full. Nothing saved before is lost. Free some "
                                  "space, then try again.");
            break;
        case FileCase::Locked:
            message = backup ? tr("No backup was written: another program is holding the saved-games file. "
                                  "Close it, then try again.")
                             : tr("Not saved: another program is holding the saved-games file. Close it, "
                                  "then try again.");
            break;
        case FileCase::ReadOnly:
            message = backup ? tr("No backup was written: the saved-games file is read-only.")
                             : tr("Not saved: the saved-games file is read-only.");
            break;
        default:
            // TRANSLATORS: {doing} is what failed, such as "saving the action".
            message =
                backup ? tr("No backup was written: {doing} failed ({error}).", {{"doing", doing}, {"error", e.what()}})
                       : tr("Not saved: {doing} failed ({error}).", {{"doing", doing}, {"error", e.what()}});
            break;
        }
        throw StoreError(c, message);
    }
    throw StoreError(FileCase::Unreadable, tr("{doing} failed: {error}", {{"doing", doing}, {"error", e.what()}}));
}

} // namespace heist::store
