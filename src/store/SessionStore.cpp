#include "store/SessionStore.hpp"

#include "components/PinHash.hpp"

#include "store/FileInspection.hpp"
#include "store/Migrations.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <chrono>
#include <cstdlib>
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

std::string stamp() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
    return buf;
}

fs::path folderOf(const fs::path& file) {
    return file.has_parent_path() ? file.parent_path() : fs::path(".");
}

bool diskFull(const fs::path& file) {
    struct statvfs s {};
    return ::statvfs(folderOf(file).c_str(), &s) == 0 && s.f_bavail == 0;
}

bool writable(const fs::path& file) {
    return ::access(folderOf(file).c_str(), W_OK) == 0 &&
           (::access(file.c_str(), F_OK) != 0 || ::access(file.c_str(), W_OK) == 0);
}

// The case an errno from opening, locking or renaming stands for.
FileCase caseOfErrno(int err, const fs::path& file) {
    switch (err) {
    case EROFS:
        return FileCase::ReadOnly;
    case ENOSPC:
    case EDQUOT:
        return FileCase::DiskFull;
    case EACCES:
    case EPERM:
        // A file we may read but not write is read-only storage; one we cannot read at all
        // is unreadable.
        return ::access(file.c_str(), R_OK) == 0 ? FileCase::ReadOnly : FileCase::Unreadable;
    default:
        return FileCase::Unreadable;
    }
}

// SQLite's (extended) result code, sorted into the cases a person can act on.
FileCase caseOfSqlite(int code, const fs::path& file) {
    switch (code & 0xff) {
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
        return FileCase::Damaged;
    case SQLITE_FULL:
        return FileCase::DiskFull;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return FileCase::Locked;
    case SQLITE_READONLY:
        return FileCase::ReadOnly;
    case SQLITE_IOERR:
        // A full disk often shows up as an I/O error (growing the -shm, writing the -wal).
        return diskFull(file) ? FileCase::DiskFull : FileCase::Unreadable;
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH:
        if (diskFull(file))
            return FileCase::DiskFull;
        return writable(file) ? FileCase::Unreadable : FileCase::ReadOnly;
    default:
        return FileCase::Unreadable;
    }
}

// What to tell a person, for a file that was left exactly as it was.
std::string untouchedMessage(FileCase c, const fs::path& file, const std::string& detail) {
    const std::string f = file.string();
    const std::string why = detail.empty() ? "" : " (" + detail + ")";
    switch (c) {
    case FileCase::DiskFull:
        return "The storage holding " + f + " is full" + why +
               ". Nothing was changed or moved. Free some space, then try again.";
    case FileCase::Locked:
        return f + " is locked by another program" + why +
               ", for example sqlite3 or a backup tool. Nothing was changed. Close that program, "
               "then try again.";
    case FileCase::ReadOnly:
        return f + " is read-only" + why +
               ": the file or its folder cannot be written, so games cannot be saved. Nothing "
               "was changed. Make it writable, or use --list and --export to read it.";
    default:
        return "Cannot open " + f + why +
               ". Nothing was changed or moved. Check that it is a file you may read and "
               "write, or use --db for another file.";
    }
}

std::string uriFor(const fs::path& file, const std::string& params) {
    static const char* hex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (unsigned char c : fs::absolute(file).string()) {
        if (std::isalnum(c) || std::strchr("/-_.~", c))
            uri += static_cast<char>(c);
        else {
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        }
    }
    return uri + "?" + params;
}

// The inspection every open starts with, and --check too: plain reads only.
struct Inspection {
    FileCase fileCase = FileCase::Healthy;
    std::string reason;
    bool mainEmpty = false;
    bool staleWal = false;
};

Inspection inspect(const fs::path& file, int fd) {
    Inspection r;
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    const WalSummary wal = readWal(file.string() + "-wal");
    if (ec || size == 0) {
        r.mainEmpty = true;
        if (wal.exists && wal.size > 0) {
            r.fileCase = FileCase::OrphanWal;
            r.reason = "a -wal file lies beside an empty or missing database";
        }
        return r;
    }
    const DatabaseHeader header = readDatabaseHeader(file, fd);
    if (!header.valid && walRepairsHeader(wal))
        return r; // a checkpoint cut short: SQLite rebuilds the header from the -wal
    if (!header.valid) {
        r.fileCase = FileCase::Damaged;
        r.reason = "it is not a SQLite database (its header is damaged or it is another kind of "
                   "file)";
        return r;
    }
    std::string why;
    switch (judgeWal(header, wal, why)) {
    case WalVerdict::Foreign:
        r.fileCase = FileCase::ForeignWal;
        r.reason = "the -wal file beside it belongs to another database (" + why + ")";
        break;
    case WalVerdict::Stale:
        r.staleWal = true;
        break;
    default:
        break;
    }
    return r;
}

void applyConnectionSettings(SQLite::Database& db) {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    // Deleted sessions are overwritten with zeros, not left readable in free pages.
    db.exec("PRAGMA secure_delete = ON");
}

// Touches page 1 inside a write transaction, so that every commit's frames start with page
// 1 and its change counter: that is what ties a -wal to its database (see judgeWal).
void markCommit(SQLite::Database& db) {
    db.exec("PRAGMA application_id = " + std::to_string(SessionStore::kApplicationId));
}

} // namespace

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

namespace {

// "2026-11-22T16:33:47.229Z" from milliseconds since 1970, and back (nullopt if unreadable).
std::string formatUtcMs(std::int64_t ms) {
    const std::time_t t = static_cast<std::time_t>(ms / 1000 - (ms % 1000 < 0 ? 1 : 0));
    const int milli = static_cast<int>(((ms % 1000) + 1000) % 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[40];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
    char out[48];
    std::snprintf(out, sizeof out, "%s.%03dZ", buf, milli);
    return out;
}

std::optional<std::int64_t> parseUtcMs(const std::string& text) {
    std::tm tm{};
    int milli = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d.%3dZ", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour,
                    &tm.tm_min, &tm.tm_sec, &milli) != 7)
        return std::nullopt;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    return static_cast<std::int64_t>(timegm(&tm)) * 1000 + milli;
}

} // namespace

std::string SessionStore::nowUtc() {
    const auto now = std::chrono::system_clock::now();
    return formatUtcMs(std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count());
}

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

namespace {

// The content checks that need SQLite: whose file it is, which schema, quick_check.
// Returns Healthy or the case with reason set.
FileCase judgeContent(SQLite::Database& db, std::string& reason) {
    const int appId = db.execAndGet("PRAGMA application_id").getInt();
    const int version = db.execAndGet("PRAGMA user_version").getInt();
    const int tables = db.execAndGet("SELECT count(*) FROM sqlite_master").getInt();
    // Only a file with our application id can be ours, or newer than this build; an empty
    // SQLite file (no id, no tables, no version) is adopted.
    if (appId != SessionStore::kApplicationId && (appId != 0 || tables > 0 || version != 0)) {
        reason = "it belongs to another program";
        return FileCase::Foreign;
    }
    if (appId == SessionStore::kApplicationId && version > SessionStore::schemaVersion()) {
        reason = "it was saved by a newer Heist Table (schema " + std::to_string(version) +
                 ", this build reads up to " + std::to_string(SessionStore::schemaVersion()) + ")";
        return FileCase::Newer;
    }
    const std::string check = db.execAndGet("PRAGMA quick_check").getString();
    if (check != "ok") {
        reason = "it is damaged (" + check + ")";
        return FileCase::Damaged;
    }
    return FileCase::Healthy;
}

std::string newerMessage(const fs::path& file, const std::string& reason) {
    return file.string() + ": " + reason + ". It was left untouched: update the app.";
}

} // namespace

SessionStore::SessionStore(const fs::path& file, Access access) : m_path(file), m_access(access) {
    // SQLite names the -wal after the file a symlink points to: work on that file.
    std::error_code ec;
    if (fs::is_symlink(m_path, ec)) {
        const auto target = fs::weakly_canonical(m_path, ec);
        if (!ec)
            m_path = target;
    }
    try {
        if (access == Access::ReadOnly)
            openReadOnly();
        else
            openReadWrite();
    } catch (...) {
        m_db.reset();
        unlockFile();
        throw;
    }
}

SessionStore::~SessionStore() {
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
        throw StoreLockedError("Heist Table is already running with " + m_path.string() +
                               ". Close the other window first (or use --db for another file).");
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
            throw StoreError(c, untouchedMessage(c, m_path, "cannot create the folder " +
                                                                m_path.parent_path().string() +
                                                                ": " + ec.message()));
        }
    }
    if (fs::is_directory(m_path, ec))
        throw StoreError(FileCase::Unreadable,
                         untouchedMessage(FileCase::Unreadable, m_path, "it is a folder"));
    const bool existed = fs::exists(m_path, ec);
    lockFile();

    const Inspection first = inspect(m_path, m_lockFd);
    switch (first.fileCase) {
    case FileCase::Damaged:
    case FileCase::ForeignWal:
        quarantine(first.fileCase, first.reason);
        break;
    case FileCase::OrphanWal:
        if (existed)
            quarantine(first.fileCase, first.reason);
        else
            moveWalAside(first.reason);
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
    m_readOnlyStorage = false;
}

void SessionStore::openSqlite(bool existing) {
    try {
        m_db = std::make_unique<SQLite::Database>(m_path.string(), SQLite::OPEN_READWRITE);
        m_db->exec("PRAGMA busy_timeout = 5000");
        if (existing) {
            std::string reason;
            const FileCase c = judgeContent(*m_db, reason);
            if (c == FileCase::Newer)
                throw NewerDatabaseError(newerMessage(m_path, reason));
            if (c != FileCase::Healthy)
                return quarantine(c, reason);
        }
        applyConnectionSettings(*m_db);
    } catch (const SQLite::Exception& e) {
        const FileCase c = caseOfSqlite(e.getExtendedErrorCode(), m_path);
        if (c == FileCase::Damaged && existing)
            return quarantine(c, std::string("it could not be read (") + e.what() + ")");
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
            throw StoreError(FileCase::OrphanWal,
                             m_path.string() + ": a -wal file lies beside an empty or missing "
                             "database. Nothing was changed; open Heist Table normally to have "
                             "it moved aside.");
        // Nothing saved yet: an empty, in-memory store answers every question.
        m_db = std::make_unique<SQLite::Database>(":memory:", SQLite::OPEN_READWRITE);
        migrate();
        return;
    }
    if (fs::is_directory(m_path, ec))
        throw StoreError(FileCase::Unreadable,
                         untouchedMessage(FileCase::Unreadable, m_path, "it is a folder"));
    if (::access(m_path.c_str(), R_OK) != 0)
        throw StoreError(FileCase::Unreadable,
                         untouchedMessage(FileCase::Unreadable, m_path, std::strerror(errno)));
    const Inspection first = inspect(m_path, -1);
    if (first.fileCase != FileCase::Healthy)
        throw StoreError(first.fileCase, m_path.string() + ": " + first.reason +
                                             ". Nothing was changed; open Heist Table normally "
                                             "to have it moved aside.");
    const WalSummary wal = readWal(m_path.string() + "-wal");
    const bool walHasFrames = wal.committedFrames > 0;
    auto open = [&](const std::string& params) {
        m_db = std::make_unique<SQLite::Database>(uriFor(m_path, params),
                                                  SQLite::OPEN_READONLY | SQLite::OPEN_URI);
        m_db->exec("PRAGMA busy_timeout = 5000");
        std::string reason;
        const FileCase c = judgeContent(*m_db, reason);
        if (c == FileCase::Newer)
            throw NewerDatabaseError(newerMessage(m_path, reason));
        if (c != FileCase::Healthy)
            throw StoreError(c, m_path.string() + ": " + reason +
                                    ". Nothing was changed; open Heist Table normally to have it "
                                    "moved aside.");
    };
    try {
        try {
            open("mode=ro");
        } catch (const SQLite::Exception& e) {
            // In a read-only folder SQLite cannot make the -shm a WAL file needs. With no
            // -wal content to read, the file alone is the whole truth: open it immutable.
            const int code = e.getErrorCode();
            if (walHasFrames || (code != SQLITE_CANTOPEN && code != SQLITE_READONLY &&
                                 code != SQLITE_IOERR))
                throw;
            m_db.reset();
            open("mode=ro&immutable=1");
        }
    } catch (const SQLite::Exception& e) {
        m_db.reset();
        const FileCase c = caseOfSqlite(e.getExtendedErrorCode(), m_path);
        throw StoreError(c, c == FileCase::Damaged
                                ? m_path.string() + ": it is damaged (" + e.what() +
                                      "). Nothing was changed."
                                : untouchedMessage(c, m_path, e.what()));
    }
}

void SessionStore::quarantine(FileCase why, const std::string& reason) {
    m_db.reset();
    if (m_access == Access::ReadOnly)
        throw StoreError(why, m_path.string() + ": " + reason + ". Nothing was changed.");
    const fs::path aside = m_path.string() + ".unreadable-" + stamp();
    std::error_code ec;
    fs::rename(m_path, aside, ec);
    if (ec) {
        const FileCase c = caseOfErrno(ec.value(), m_path);
        throw StoreError(c == FileCase::Unreadable ? why : c,
                         "Cannot use " + m_path.string() + " (" + reason +
                             ") and cannot move it aside (" + ec.message() +
                             "). Nothing was changed: move it away yourself, or use --db for "
                             "another file.");
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
    m_notice = "The saved-games file " + m_path.string() + " could not be used because " + reason +
               ". It was moved, unchanged, to " + aside.string() +
               (withWal ? " (with its -wal file, as " + aside.string() + "-wal)" : "") +
               ". Heist Table started a fresh file.";
    openSqlite(false);
}

void SessionStore::moveWalAside(const std::string& reason) {
    const fs::path wal = m_path.string() + "-wal";
    const fs::path aside = m_path.string() + ".unreadable-" + stamp() + "-wal";
    std::error_code ec;
    fs::rename(wal, aside, ec);
    if (ec) {
        const FileCase c = caseOfErrno(ec.value(), wal);
        throw StoreError(c == FileCase::Unreadable ? FileCase::OrphanWal : c,
                         "Cannot move the stray file " + wal.string() + " aside (" + ec.message() +
                             "). Nothing was changed.");
    }
    fs::remove(m_path.string() + "-shm", ec); // derived from the -wal; SQLite rebuilds it
    m_quarantined = aside;
    m_notice = "A stray file " + wal.string() + " was found (" + reason +
               "). It was moved, unchanged, to " + aside.string() + "; your saved games are as "
               "they were.";
}

void SessionStore::migrate() {
    try {
        const int current = m_db->execAndGet("PRAGMA user_version").getInt();
        for (const auto& m : migrations()) {
            if (m.version <= current)
                continue;
            SQLite::Transaction tx(*m_db);
            m_db->exec(m.sql);
            m_db->exec("PRAGMA application_id = " + std::to_string(kApplicationId));
            m_db->exec("PRAGMA user_version = " + std::to_string(m.version));
            tx.commit();
        }
    } catch (const SQLite::Exception& e) {
        fail(e, "updating the saved-games file");
    }
}

void SessionStore::fail(const std::exception& e, const std::string& doing) {
    if (const auto* s = dynamic_cast<const SQLite::Exception*>(&e)) {
        const FileCase c = caseOfSqlite(s->getExtendedErrorCode(), m_path);
        std::string message;
        switch (c) {
        case FileCase::DiskFull:
            message = "Not saved: the storage is full. Nothing saved before is lost. Free some "
                      "space, then try again.";
            break;
        case FileCase::Locked:
            message = "Not saved: another program is holding the saved-games file. Close it, "
                      "then try again.";
            break;
        case FileCase::ReadOnly:
            message = "Not saved: the saved-games file is read-only.";
            break;
        default:
            message = "Not saved: " + doing + " failed (" + std::string(e.what()) + ").";
            break;
        }
        throw StoreError(c, message);
    }
    throw StoreError(FileCase::Unreadable, doing + " failed: " + e.what());
}

CheckReport checkFile(const fs::path& given) {
    CheckReport r;
    std::error_code ec;
    fs::path file = given;
    if (fs::is_symlink(file, ec))
        file = fs::weakly_canonical(file, ec);
    if (!fs::exists(file, ec)) {
        const WalSummary wal = readWal(file.string() + "-wal");
        if (wal.exists && wal.size > 0)
            return {FileCase::OrphanWal, file.string() + "-wal lies beside a missing database: "
                                         "opening moves it aside, unchanged."};
        return {FileCase::NoFile, "There is no file " + file.string() +
                                      " yet: Heist Table will make a fresh one."};
    }
    if (fs::is_directory(file, ec))
        return {FileCase::Unreadable, file.string() + " is a folder, not a saved-games file."};
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {FileCase::Unreadable,
                "Cannot read " + file.string() + ": " + std::strerror(errno) + "."};
    // A running Heist Table holds an exclusive lock on the file itself.
    const bool heistRunning = ::flock(fd, LOCK_SH | LOCK_NB) != 0;
    ::close(fd);
    const Inspection first = inspect(file, -1);
    if (first.fileCase == FileCase::OrphanWal)
        return {FileCase::OrphanWal, file.string() + " is empty and " + first.reason +
                                         ": opening moves them aside, unchanged."};
    if (first.mainEmpty)
        return {FileCase::NoFile, file.string() +
                                      " is empty: Heist Table will use it as a fresh file."};
    if (first.fileCase != FileCase::Healthy)
        return {first.fileCase, file.string() + ": " + first.reason +
                                    ". Opening moves it aside, unchanged."};
    if (heistRunning)
        return {FileCase::Locked, "Heist Table is using " + file.string() + " right now."};
    try {
        // With no -wal content, the file alone is the truth: read it as immutable, which
        // creates and changes nothing. With -wal content, read-only (SQLite may make a -shm).
        const WalSummary wal = readWal(file.string() + "-wal");
        SQLite::Database db(uriFor(file, wal.committedFrames > 0 ? "mode=ro" : "mode=ro&immutable=1"),
                            SQLite::OPEN_READONLY | SQLite::OPEN_URI);
        db.exec("PRAGMA busy_timeout = 2000");
        std::string reason;
        const FileCase c = judgeContent(db, reason);
        if (c == FileCase::Newer)
            return {c, newerMessage(file, reason)};
        if (c != FileCase::Healthy)
            return {c, file.string() + ": " + reason + ". Opening moves it aside, unchanged."};
        // A lock held by another program: in rollback mode a read waits on it (in WAL mode
        // readers never wait, and the immutable read above took no lock).
        if (!readDatabaseHeader(file).walMode) {
            SQLite::Database probe(uriFor(file, "mode=ro"),
                                   SQLite::OPEN_READONLY | SQLite::OPEN_URI);
            probe.exec("PRAGMA busy_timeout = 0");
            (void)probe.execAndGet("SELECT count(*) FROM sqlite_master").getInt();
        }
    } catch (const SQLite::Exception& e) {
        const FileCase c = caseOfSqlite(e.getExtendedErrorCode(), file);
        if (c == FileCase::ReadOnly && !writable(file))
            return {FileCase::ReadOnly, file.string() + " is healthy but read-only: --list and "
                                        "--export work, playing does not."};
        if (c == FileCase::Damaged)
            return {c, file.string() + ": it is damaged (" + e.what() +
                           "). Opening moves it aside, unchanged."};
        return {c, untouchedMessage(c, file, e.what())};
    }
    if (!writable(file))
        return {FileCase::ReadOnly, file.string() + " is healthy but read-only: --list and "
                                    "--export work, playing does not."};
    if (diskFull(file))
        return {FileCase::DiskFull, file.string() + " is healthy, but the storage holding it is "
                                    "full: free some space before playing."};
    return {FileCase::Healthy, file.string() + " is healthy."};
}

std::vector<engine::Event> SessionStore::createSession(engine::SessionSetup& setup,
                                                       const std::vector<engine::EventDraft>& opening) {
    try {
    const auto now = nowUtc();
    SQLite::Transaction tx(*m_db);
    markCommit(*m_db);
    SQLite::Statement s(*m_db, "INSERT INTO sessions(game, rules_version, seed, house_rules, "
                               "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)");
    s.bind(1, setup.game);
    s.bind(2, setup.rulesVersion);
    s.bind(3, std::to_string(setup.seed));
    s.bind(4, setup.houseRules.dump());
    s.bind(5, now);
    s.bind(6, now);
    s.exec();
    setup.id = m_db->getLastInsertRowid();
    for (const auto& p : setup.players) {
        SQLite::Statement ps(*m_db, "INSERT INTO players(session_id, seat, name, colour) "
                                    "VALUES (?, ?, ?, ?)");
        ps.bind(1, setup.id);
        ps.bind(2, p.seat);
        ps.bind(3, p.name);
        ps.bind(4, p.colour);
        ps.exec();
    }
    std::vector<engine::Event> events;
    std::int64_t seq = 0;
    for (const auto& d : opening) {
        engine::Event e{++seq, d.type, d.payload, now};
        insertEvent(setup.id, e);
        events.push_back(e);
    }
    tx.commit();
    return events;
    } catch (const SQLite::Exception& e) {
        fail(e, "saving the new session");
    }
}

void SessionStore::insertEvent(std::int64_t sessionId, const engine::Event& e) {
    // The type through the dictionary, the time as milliseconds after the session began
    // (schema version 2): loadEvents gives back the same texts.
    SQLite::Statement ts(*m_db, "INSERT OR IGNORE INTO event_types(name) VALUES (?)");
    ts.bind(1, e.type);
    ts.exec();
    SQLite::Statement es(*m_db,
                         "INSERT INTO events(session_id, seq, type_id, payload_json, at_ms) VALUES (?1, ?2, "
                         "(SELECT id FROM event_types WHERE name = ?3), ?4, "
                         "CAST(round((julianday(?5) - julianday((SELECT created_at FROM sessions WHERE id = ?1))) "
                         "* 86400000.0) AS INTEGER))");
    es.bind(1, sessionId);
    es.bind(2, e.seq);
    es.bind(3, e.type);
    es.bind(4, e.payload.dump());
    es.bind(5, e.at);
    es.exec();
}

engine::Event SessionStore::append(std::int64_t sessionId, std::int64_t seq,
                                   const engine::EventDraft& draft) {
    engine::Event e{seq, draft.type, draft.payload, nowUtc()};
    try {
    SQLite::Transaction tx(*m_db);
    markCommit(*m_db);
    insertEvent(sessionId, e);
    SQLite::Statement us(*m_db, "UPDATE sessions SET updated_at = ? WHERE id = ?");
    us.bind(1, e.at);
    us.bind(2, sessionId);
    us.exec();
    if (e.type == "session.pin_set") {
        SQLite::Statement pin(*m_db, "UPDATE players SET pin_hash = ? WHERE session_id = ? AND seat = ?");
        pin.bind(1, e.payload.at("hash").get<std::string>());
        pin.bind(2, sessionId);
        pin.bind(3, e.payload.at("seat").get<int>());
        pin.exec();
    }
    tx.commit();
    } catch (const SQLite::Exception& ex) {
        fail(ex, "saving the action");
    }
    return e;
}

void SessionStore::markFinished(std::int64_t sessionId) {
    try {
        SQLite::Transaction tx(*m_db);
        markCommit(*m_db);
        SQLite::Statement s(*m_db, "UPDATE sessions SET finished_at = coalesce(finished_at, ?) "
                                   "WHERE id = ?");
        s.bind(1, nowUtc());
        s.bind(2, sessionId);
        s.exec();
        tx.commit();
    } catch (const SQLite::Exception& e) {
        fail(e, "marking the game finished");
    }
}

bool SessionStore::markUnfinished(std::int64_t sessionId) {
    try {
        SQLite::Transaction tx(*m_db);
        SQLite::Statement s(*m_db, "UPDATE sessions SET finished_at = NULL WHERE id = ? AND finished_at IS NOT NULL");
        s.bind(1, sessionId);
        const bool changed = s.exec() > 0;
        if (changed)
            markCommit(*m_db);
        tx.commit();
        return changed;
    } catch (const SQLite::Exception& e) {
        fail(e, "marking the game unfinished");
    }
    return false;
}

void SessionStore::deleteSession(std::int64_t sessionId) {
    try {
        SQLite::Transaction tx(*m_db);
        markCommit(*m_db);
        // Names only this session used leave the roster too: a deleted game night is forgotten.
        SQLite::Statement r(*m_db, "DELETE FROM roster WHERE name IN (SELECT name FROM players "
                                   "WHERE session_id = ?1) AND name NOT IN (SELECT name FROM "
                                   "players WHERE session_id <> ?1)");
        r.bind(1, sessionId);
        r.exec();
        SQLite::Statement s(*m_db, "DELETE FROM sessions WHERE id = ?");
        s.bind(1, sessionId);
        s.exec();
        SQLite::Statement p(*m_db, "DELETE FROM settings WHERE key LIKE ?");
        p.bind(1, "pin_failures/" + std::to_string(sessionId) + "/%");
        p.exec();
        // Event types no session uses any more go too: nothing tells what the deleted one did.
        m_db->exec("DELETE FROM event_types WHERE id NOT IN (SELECT DISTINCT type_id FROM events)");
        tx.commit();
    } catch (const SQLite::Exception& e) {
        fail(e, "deleting the session");
    }
    // The WAL still holds the deleted pages as they were: fold it into the (zeroed) main file
    // and empty it. Best effort: a reader in another process may keep it for now.
    try {
        m_db->exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (const SQLite::Exception&) {
    }
}

std::optional<engine::SessionSetup> SessionStore::loadSetup(std::int64_t sessionId) {
    SQLite::Statement s(*m_db, "SELECT game, rules_version, seed, house_rules FROM sessions WHERE id = ?");
    s.bind(1, sessionId);
    if (!s.executeStep())
        return std::nullopt;
    engine::SessionSetup setup;
    setup.id = sessionId;
    setup.game = s.getColumn(0).getString();
    setup.rulesVersion = s.getColumn(1).getInt();
    setup.seed = std::stoull(s.getColumn(2).getString());
    setup.houseRules = Json::parse(s.getColumn(3).getString());
    SQLite::Statement ps(*m_db, "SELECT seat, name, colour FROM players WHERE session_id = ? ORDER BY seat");
    ps.bind(1, sessionId);
    while (ps.executeStep())
        setup.players.push_back({ps.getColumn(0).getInt(), ps.getColumn(1).getString(),
                                 ps.getColumn(2).getString()});
    return setup;
}

std::vector<engine::Event> SessionStore::loadEvents(std::int64_t sessionId) {
    std::vector<engine::Event> events;
    // Times are stored as milliseconds after the session began (schema 2).
    SQLite::Statement c(*m_db, "SELECT created_at FROM sessions WHERE id = ?");
    c.bind(1, sessionId);
    if (!c.executeStep())
        return events;
    const std::string createdAt = c.getColumn(0).getString();
    const auto base = parseUtcMs(createdAt);
    // Formatted here in the usual case: much faster than SQLite's strftime on every row.
    SQLite::Statement s(*m_db, base ? "SELECT e.seq, t.name, e.payload_json, e.at_ms FROM events e "
                                      "JOIN event_types t ON t.id = e.type_id WHERE e.session_id = ?1 ORDER BY e.seq"
                                    : "SELECT e.seq, t.name, e.payload_json, "
                                      "strftime('%Y-%m-%dT%H:%M:%fZ', ?2, (e.at_ms / 1000.0) || ' seconds') "
                                      "FROM events e JOIN event_types t ON t.id = e.type_id "
                                      "WHERE e.session_id = ?1 ORDER BY e.seq");
    s.bind(1, sessionId);
    if (!base)
        s.bind(2, createdAt);
    while (s.executeStep())
        events.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(),
                          Json::parse(s.getColumn(2).getString()),
                          base ? formatUtcMs(*base + s.getColumn(3).getInt64()) : s.getColumn(3).getString()});
    return events;
}

std::vector<SessionSummary> SessionStore::listSessions() { return summaries(std::nullopt); }

std::optional<SessionSummary> SessionStore::summary(std::int64_t sessionId) {
    auto one = summaries(sessionId);
    if (one.empty())
        return std::nullopt;
    return std::move(one.front());
}

std::vector<SessionSummary> SessionStore::summaries(std::optional<std::int64_t> only) {
    std::vector<SessionSummary> out;
    SQLite::Statement s(*m_db,
                        std::string("SELECT s.id, s.game, s.created_at, s.updated_at, s.finished_at, "
                                    "(SELECT count(*) FROM events e WHERE e.session_id = s.id), "
                                    "(SELECT group_concat(name, char(31)) FROM "
                                    "  (SELECT name FROM players p WHERE p.session_id = s.id ORDER BY seat)) "
                                    "FROM sessions s ") +
                            (only ? "WHERE s.id = ? " : "") + "ORDER BY s.updated_at DESC, s.id DESC");
    if (only)
        s.bind(1, *only);
    while (s.executeStep()) {
        SessionSummary sum;
        sum.id = s.getColumn(0).getInt64();
        sum.game = s.getColumn(1).getString();
        sum.createdAt = s.getColumn(2).getString();
        sum.updatedAt = s.getColumn(3).getString();
        if (!s.getColumn(4).isNull())
            sum.finishedAt = s.getColumn(4).getString();
        sum.events = s.getColumn(5).getInt64();
        const std::string names = s.getColumn(6).isNull() ? "" : s.getColumn(6).getString();
        std::size_t start = 0;
        while (start <= names.size() && !names.empty()) {
            const auto end = names.find('\x1f', start);
            sum.players.push_back(names.substr(start, end - start));
            if (end == std::string::npos)
                break;
            start = end + 1;
        }
        out.push_back(sum);
    }
    return out;
}

std::optional<std::int64_t> SessionStore::lastUnfinished() {
    SQLite::Statement s(*m_db, "SELECT id FROM sessions WHERE finished_at IS NULL "
                               "ORDER BY updated_at DESC, id DESC LIMIT 1");
    if (s.executeStep())
        return s.getColumn(0).getInt64();
    return std::nullopt;
}

void SessionStore::touchRoster(const std::vector<std::string>& names) {
    try {
    const auto now = nowUtc();
    SQLite::Transaction tx(*m_db);
    markCommit(*m_db);
    for (const auto& n : names) {
        SQLite::Statement s(*m_db, "INSERT INTO roster(name, last_used) VALUES (?, ?) "
                                   "ON CONFLICT(name) DO UPDATE SET last_used = excluded.last_used");
        s.bind(1, n);
        s.bind(2, now);
        s.exec();
    }
    tx.commit();
    } catch (const SQLite::Exception& e) {
        fail(e, "saving the names");
    }
}

std::vector<std::string> SessionStore::roster(int limit) {
    std::vector<std::string> out;
    SQLite::Statement s(*m_db, "SELECT name FROM roster ORDER BY last_used DESC, name LIMIT ?");
    s.bind(1, limit);
    while (s.executeStep())
        out.push_back(s.getColumn(0).getString());
    return out;
}

std::optional<std::string> SessionStore::setting(const std::string& key) {
    SQLite::Statement s(*m_db, "SELECT value FROM settings WHERE key = ?");
    s.bind(1, key);
    if (s.executeStep())
        return s.getColumn(0).getString();
    return std::nullopt;
}

void SessionStore::setSetting(const std::string& key, const std::string& value) {
    try {
        SQLite::Transaction tx(*m_db);
        markCommit(*m_db);
        SQLite::Statement s(*m_db, "INSERT INTO settings(key, value) VALUES (?, ?) "
                                   "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
        s.bind(1, key);
        s.bind(2, value);
        s.exec();
        tx.commit();
    } catch (const SQLite::Exception& e) {
        fail(e, "saving the setting");
    }
}

namespace {
std::string pinKey(std::int64_t sessionId, int seat) {
    return "pin_failures/" + std::to_string(sessionId) + "/" + std::to_string(seat);
}
} // namespace

double PinFailures::waitSeconds(std::int64_t nowMs) const {
    const double wait = components::pinWaitSeconds(count);
    const auto last = parseUtcMs(lastAt);
    if (wait <= 0 || !last)
        return 0;
    // A clock set back must not lock the seat for longer than the wait itself.
    const double elapsed = std::max<double>(0, static_cast<double>(nowMs - *last) / 1000.0);
    return elapsed >= wait ? 0 : wait - elapsed;
}

std::int64_t SessionStore::nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

PinFailures SessionStore::pinFailures(std::int64_t sessionId, int seat) {
    PinFailures f;
    const auto v = setting(pinKey(sessionId, seat));
    if (!v)
        return f;
    const Json j = Json::parse(*v, nullptr, false);
    if (j.is_object() && j.contains("count") && j["count"].is_number_integer())
        f.count = j["count"].get<int>();
    if (j.is_object() && j.contains("last") && j["last"].is_string())
        f.lastAt = j["last"].get<std::string>();
    return f;
}

void SessionStore::recordPinFailure(std::int64_t sessionId, int seat) {
    const auto f = pinFailures(sessionId, seat);
    setSetting(pinKey(sessionId, seat), Json{{"count", f.count + 1}, {"last", nowUtc()}}.dump());
}

void SessionStore::clearPinFailures(std::int64_t sessionId, int seat) {
    try {
        SQLite::Statement s(*m_db, "DELETE FROM settings WHERE key = ?");
        s.bind(1, pinKey(sessionId, seat));
        s.exec();
    } catch (const SQLite::Exception& e) {
        fail(e, "saving the PIN attempts");
    }
}

} // namespace heist::store
