// --check: what a saved-games file is, said without changing it or anything beside it.
#include "store/FileInspection.hpp"
#include "store/FileJudgement.hpp"
#include "language/Translate.hpp"

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
        return {FileCase::ReadOnly, tr("{file} is healthy but read-only: --list and --export work, playing does not.",
                                       {{"file", file.string()}})};
    if (diskFull(file))
        return {FileCase::DiskFull, tr("{file} is healthy, but the storage holding it is full: free some space "
                                       "before playing.",
                                       {{"file", file.string()}})};
    return {FileCase::Healthy, healthy};
}

// --check changes nothing, so a hot journal is played back on a copy, which is then judged.
CheckReport checkAfterRollBack(const fs::path& file) {
    const std::string journal = file.string() + "-journal";
    std::string pattern = (fs::temp_directory_path() / "heist-check-XXXXXX").string();
    if (!::mkdtemp(pattern.data()))
        return {FileCase::Unreadable,
                tr("Cannot check {file}: a write to it was cut short ({journal} lies beside it), and no temporary "
                   "folder could be made to see what undoing it leaves ({error}). Nothing was changed.",
                   {{"file", file.string()}, {"journal", journal}, {"error", std::strerror(errno)}})};
    const fs::path dir = pattern;
    const fs::path copy = dir / file.filename();
    std::error_code ec, journalEc;
    fs::copy_file(file, copy, ec);
    fs::copy_file(journal, copy.string() + "-journal", journalEc);
    CheckReport r;
    if (ec || journalEc) {
        r = {FileCase::Unreadable,
             tr("Cannot check {file}: a write to it was cut short ({journal} lies beside it), and it could not be "
                "copied to see what undoing it leaves ({error}). Nothing was changed.",
                {{"file", file.string()}, {"journal", journal}, {"error", (ec ? ec : journalEc).message()}})};
    } else {
        rollBackInterruptedWrite(copy);
        if (hasHotJournal(copy))
            r = {FileCase::Damaged, tr("{file}: a write to it was cut short and SQLite cannot undo it. Opening "
                                       "moves it aside, unchanged.",
                                       {{"file", file.string()}})};
        else
            r = checkFile(copy);
    }
    fs::remove_all(dir, ec);
    for (auto at = r.message.find(copy.string()); at != std::string::npos;
         at = r.message.find(copy.string(), at + file.string().size()))
        r.message.replace(at, copy.string().size(), file.string());
    if (r.fileCase == FileCase::Healthy)
        return storageReport(file, tr("{file} is healthy: a write to it was cut short, and opening finishes "
                                      "undoing it ({journal}).",
                                      {{"file", file.string()}, {"journal", journal}}));
    if (r.fileCase == FileCase::NoFile)
        r.message = tr("{file} holds nothing yet (the write that was making it was cut short): Heist Table will "
                       "use it as a fresh file.",
                       {{"file", file.string()}});
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
            return {FileCase::OrphanWal, tr("{file}-wal lies beside a missing database: opening moves it aside, "
                                            "unchanged.",
                                            {{"file", file.string()}})};
        return {FileCase::NoFile,
                tr("There is no file {file} yet: Heist Table will make a fresh one.", {{"file", file.string()}})};
    }
    if (fs::is_directory(file, ec))
        return {FileCase::Unreadable, tr("{file} is a folder, not a saved-games file.", {{"file", file.string()}})};
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {FileCase::Unreadable,
                tr("Cannot read {file}: {error}.", {{"file", file.string()}, {"error", std::strerror(errno)}})};
    // A running Heist Table holds an exclusive lock on the file itself.
    const bool heistRunning = ::flock(fd, LOCK_SH | LOCK_NB) != 0;
    ::close(fd);
    if (!heistRunning && hasHotJournal(file))
        return checkAfterRollBack(file);
    const Inspection first = inspect(file, -1);
    if (first.fileCase == FileCase::OrphanWal)
        return {FileCase::OrphanWal, tr("{file} is empty and {reason}: opening moves them aside, unchanged.",
                                        {{"file", file.string()}, {"reason", first.reason}})};
    if (first.mainEmpty)
        return {FileCase::NoFile,
                tr("{file} is empty: Heist Table will use it as a fresh file.", {{"file", file.string()}})};
    if (first.walOfAnotherFile)
        return {first.fileCase, tr("{file}: {reason}. Opening moves the -wal aside, unchanged, and opens the file "
                                   "as it is.",
                                   {{"file", file.string()}, {"reason", first.reason}})};
    if (first.fileCase != FileCase::Healthy)
        return {first.fileCase, tr("{file}: {reason}. Opening moves it aside, unchanged.",
                                   {{"file", file.string()}, {"reason", first.reason}})};
    if (heistRunning)
        return {FileCase::Locked, tr("Heist Table is using {file} right now.", {{"file", file.string()}})};
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
            return {c, tr("{file}: {reason}. Opening moves it aside, unchanged.",
                          {{"file", file.string()}, {"reason", reason}})};
        // A lock held by another program: in rollback mode a read waits on it (in WAL mode
        // readers never wait, and the immutable read above took no lock).
        if (!readDatabaseHeader(file).walMode) {
            SQLite::Database probe(uriFor(file, "mode=ro"), SQLite::OPEN_READONLY | SQLite::OPEN_URI);
            probe.exec("PRAGMA busy_timeout = 0");
            (void)probe.execAndGet("SELECT count(*) FROM sqlite_master").getInt();
        }
    } catch (const SQLite::Exception& e) {
        const FileCase c = caseOfSqlite(e.getExtendedErrorCode(), file);
        if (c == FileCase::ReadOnly && !writable(file))
            return {FileCase::ReadOnly, tr("{file} is healthy but read-only: --list and --export work, playing does "
                                           "not.",
                                           {{"file", file.string()}})};
        if (c == FileCase::Damaged)
            return {c, tr("{file}: it is damaged ({error}). Opening moves it aside, unchanged.",
                          {{"file", file.string()}, {"error", e.what()}})};
        return {c, untouchedMessage(c, file, e.what())};
    }
    return storageReport(file, tr("{file} is healthy.", {{"file", file.string()}}));
}

} // namespace heist::store
