// --check: what a saved-games file is, said without changing it or anything beside it.
#include "store/FileInspection.hpp"
#include "store/FileJudgement.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace heist::store {
namespace fs = std::filesystem;

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
    if (first.walOfAnotherFile)
        return {first.fileCase, file.string() + ": " + first.reason +
                                    ". Opening moves the -wal aside, unchanged, and opens the "
                                    "file as it is."};
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
