// The judgements that opening a saved-games file and --check share: what a failure stands
// for, what to tell a person, and what the file's content says of whose and which it is.
#include "store/FileJudgement.hpp"

#include "language/Translate.hpp"

#include "store/FileInspection.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <sys/statvfs.h>
#include <unistd.h>

namespace heist::store {
namespace fs = std::filesystem;

namespace {

fs::path folderOf(const fs::path& file) { return file.has_parent_path() ? file.parent_path() : fs::path("."); }

} // namespace

bool diskFull(const fs::path& file) {
    struct statvfs s{};
    return ::statvfs(folderOf(file).c_str(), &s) == 0 && s.f_bavail == 0;
}

bool writable(const fs::path& file) {
    return ::access(folderOf(file).c_str(), W_OK) == 0 &&
           (::access(file.c_str(), F_OK) != 0 || ::access(file.c_str(), W_OK) == 0);
}

FileCase caseOfErrno(int err, const fs::path& file) {
    switch (err) {
    case EROFS: return FileCase::ReadOnly;
    case ENOSPC:
    case EDQUOT: return FileCase::DiskFull;
    case EACCES:
    case EPERM:
        // A file we may read but not write is read-only storage; one we cannot read at all
        // is unreadable.
        return ::access(file.c_str(), R_OK) == 0 ? FileCase::ReadOnly : FileCase::Unreadable;
    default: return FileCase::Unreadable;
    }
}

FileCase caseOfSqlite(int code, const fs::path& file) {
    switch (code & 0xff) {
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT: return FileCase::Damaged;
    case SQLITE_FULL: return FileCase::DiskFull;
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return FileCase::Locked;
    case SQLITE_READONLY: return FileCase::ReadOnly;
    case SQLITE_IOERR:
        // A full disk often shows up as an I/O error (growing the -shm, writing the -wal).
        return diskFull(file) ? FileCase::DiskFull : FileCase::Unreadable;
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH:
        if (diskFull(file))
            return FileCase::DiskFull;
        return writable(file) ? FileCase::Unreadable : FileCase::ReadOnly;
    default: return FileCase::Unreadable;
    }
}

std::string untouchedMessage(FileCase c, const fs::path& file, const std::string& detail) {
    const std::string f = file.string();
    const std::string why = detail.empty() ? "" : " (" + detail + ")";
    // TRANSLATORS: {why} is empty or " (the system's own words)", kept as it is.
    switch (c) {
    case FileCase::DiskFull:
        return tr("The storage holding {file} is full{why}. Nothing was changed or moved. Free some space, then "
                  "try again.",
                  {{"file", f}, {"why", why}});
    case FileCase::Locked:
        return tr("{file} is locked by another program{why}, for example sqlite3 or a backup tool. Nothing was "
                  "changed. Close that program, then try again.",
                  {{"file", f}, {"why", why}});
    case FileCase::ReadOnly:
        return tr("{file} is read-only{why}: the file or its folder cannot be written, so games cannot be saved. "
                  "Nothing was changed. Make it writable, or use --list and --export to read it.",
                  {{"file", f}, {"why", why}});
    default:
        return tr("Cannot open {file}{why}. Nothing was changed or moved. Check that it is a file you may read "
                  "and write, or use --db for another file.",
                  {{"file", f}, {"why", why}});
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

Inspection inspect(const fs::path& file, int fd) {
    Inspection r;
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    const WalSummary wal = readWal(file.string() + "-wal");
    if (ec || size == 0) {
        r.mainEmpty = true;
        if (wal.exists && wal.size > 0) {
            r.fileCase = FileCase::OrphanWal;
            // TRANSLATORS: this and the next reasons end a sentence such as "... could not be
            // used because {reason}." or "{file}: {reason}. Nothing was changed."
            r.reason = tr("a -wal file lies beside an empty or missing database");
        }
        return r;
    }
    const DatabaseHeader header = readDatabaseHeader(file, fd);
    if (!header.valid && walRepairsHeader(wal))
        return r; // a checkpoint cut short: SQLite rebuilds the header from the -wal
    if (!header.valid) {
        r.fileCase = FileCase::Damaged;
        r.reason = tr("it is not a SQLite database (its header is damaged or it is another kind of file)");
        return r;
    }
    std::string why;
    switch (judgeWal(header, wal, why)) {
    case WalVerdict::Foreign:
        r.fileCase = FileCase::ForeignWal;
        r.reason = tr("the -wal file beside it belongs to another database ({why})", {{"why", why}});
        break;
    case WalVerdict::AnotherFile:
        r.fileCase = FileCase::ForeignWal;
        r.walOfAnotherFile = true;
        r.reason = tr("the -wal file beside it was written by another saved-games file ({why})", {{"why", why}});
        break;
    case WalVerdict::Stale: r.staleWal = true; break;
    default: break;
    }
    return r;
}

void rollBackInterruptedWrite(const fs::path& file) {
    try {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA busy_timeout = 2000");
        (void)db.execAndGet("PRAGMA schema_version").getInt();
    } catch (const SQLite::Exception&) {
    }
}

FileCase judgeContent(SQLite::Database& db, std::string& reason) {
    const FileCase owner = judgeOwner(db, reason);
    return owner != FileCase::Healthy ? owner : judgeIntegrity(db, reason);
}

FileCase judgeOwner(SQLite::Database& db, std::string& reason) {
    const int appId = db.execAndGet("PRAGMA application_id").getInt();
    const int version = db.execAndGet("PRAGMA user_version").getInt();
    const int tables = db.execAndGet("SELECT count(*) FROM sqlite_master").getInt();
    // Only a file with our application id can be ours, or newer than this build; an empty
    // SQLite file (no id, no tables, no version) is adopted.
    if (appId != SessionStore::kApplicationId && (appId != 0 || tables > 0 || version != 0)) {
        reason = tr("it belongs to another program");
        return FileCase::Foreign;
    }
    if (appId == SessionStore::kApplicationId && version > SessionStore::schemaVersion()) {
        reason = tr("it was saved by a newer Heist Table (schema {version}, this build reads up to {ours})",
                    {{"version", version}, {"ours", SessionStore::schemaVersion()}});
        return FileCase::Newer;
    }
    return FileCase::Healthy;
}

FileCase judgeIntegrity(SQLite::Database& db, std::string& reason) {
    const std::string check = db.execAndGet("PRAGMA quick_check").getString();
    if (check != "ok") {
        reason = tr("it is damaged ({check})", {{"check", check}});
        return FileCase::Damaged;
    }
    return FileCase::Healthy;
}

FileCase judgeIntegrity(SQLite::Database& db, std::string& reason, const std::vector<std::string>& tables) {
    for (const auto& table : tables) {
        // Table names are ours, never input: a fixed word, quoted as SQLite quotes names.
        const std::string check = db.execAndGet("PRAGMA quick_check(\"" + table + "\")").getString();
        if (check != "ok") {
            reason = tr("it is damaged ({check})", {{"check", check}});
            return FileCase::Damaged;
        }
    }
    return FileCase::Healthy;
}

std::string newerMessage(const fs::path& file, const std::string& reason) {
    return tr("{file}: {reason}. It was left untouched: update the app.",
              {{"file", file.string()}, {"reason", reason}});
}

} // namespace heist::store
