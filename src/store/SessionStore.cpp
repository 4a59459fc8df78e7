// SessionStore: opening the saved-games file (inspection, locking, migration, moving a
// damaged or foreign file aside), the failures a person can act on, and --check. The rows
// of an open file (sessions, events, roster, settings) are in SessionRows.cpp.
#include "store/SessionStore.hpp"

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

// Lets SQLite play a hot journal back, as any connection does on its first read. If the
// file is still unreadable after that, the inspection that follows says why.
void rollBackInterruptedWrite(const fs::path& file) {
    try {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA busy_timeout = 2000");
        (void)db.execAndGet("PRAGMA schema_version").getInt();
    } catch (const SQLite::Exception&) {
    }
}

void applyConnectionSettings(SQLite::Database& db) {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    // Deleted sessions are overwritten with zeros, not left readable in free pages.
    db.exec("PRAGMA secure_delete = ON");
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
    if (hasHotJournal(m_path))
        rollBackInterruptedWrite(m_path);

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
        // An exception made from a bare code has no extended one (-1): judge by the code.
        const int code = s->getExtendedErrorCode() >= 0 ? s->getExtendedErrorCode() : s->getErrorCode();
        const FileCase c = caseOfSqlite(code, m_path);
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

namespace {

// A healthy file: can it be played on where it lies?
CheckReport storageReport(const fs::path& file, const std::string& healthy) {
    if (!writable(file))
        return {FileCase::ReadOnly, file.string() + " is healthy but read-only: --list and "
                                    "--export work, playing does not."};
    if (diskFull(file))
        return {FileCase::DiskFull, file.string() + " is healthy, but the storage holding it is "
                                    "full: free some space before playing."};
    return {FileCase::Healthy, healthy};
}

// --check changes nothing, so a hot journal is played back on a copy, which is then judged.
CheckReport checkAfterRollBack(const fs::path& file) {
    const std::string journal = file.string() + "-journal";
    std::string pattern = (fs::temp_directory_path() / "heist-check-XXXXXX").string();
    if (!::mkdtemp(pattern.data()))
        return {FileCase::Unreadable, "Cannot check " + file.string() + ": a write to it was cut "
                                      "short (" + journal + " lies beside it), and no temporary "
                                      "folder could be made to see what undoing it leaves (" +
                                      std::strerror(errno) + "). Nothing was changed."};
    const fs::path dir = pattern;
    const fs::path copy = dir / file.filename();
    std::error_code ec, journalEc;
    fs::copy_file(file, copy, ec);
    fs::copy_file(journal, copy.string() + "-journal", journalEc);
    CheckReport r;
    if (ec || journalEc) {
        r = {FileCase::Unreadable, "Cannot check " + file.string() + ": a write to it was cut short (" +
                                       journal + " lies beside it), and it could not be copied to see "
                                       "what undoing it leaves (" + (ec ? ec : journalEc).message() +
                                       "). Nothing was changed."};
    } else {
        rollBackInterruptedWrite(copy);
        if (hasHotJournal(copy))
            r = {FileCase::Damaged, file.string() + ": a write to it was cut short and SQLite cannot "
                                    "undo it. Opening moves it aside, unchanged."};
        else
            r = checkFile(copy);
    }
    fs::remove_all(dir, ec);
    for (auto at = r.message.find(copy.string()); at != std::string::npos;
         at = r.message.find(copy.string(), at + file.string().size()))
        r.message.replace(at, copy.string().size(), file.string());
    if (r.fileCase == FileCase::Healthy)
        return storageReport(file, file.string() + " is healthy: a write to it was cut short, and "
                                   "opening finishes undoing it (" + journal + ").");
    if (r.fileCase == FileCase::NoFile)
        r.message = file.string() + " holds nothing yet (the write that was making it was cut "
                                    "short): Heist Table will use it as a fresh file.";
    return r;
}

} // namespace

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
    if (!heistRunning && hasHotJournal(file))
        return checkAfterRollBack(file);
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
    if (heldExclusivelyByAnother(file)) // in exclusive locking mode: no one else may read it
        return {FileCase::Locked, untouchedMessage(FileCase::Locked, file, "database is locked")};
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
    return storageReport(file, file.string() + " is healthy.");
}

} // namespace heist::store
