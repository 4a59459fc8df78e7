#pragma once
// What opening a saved-games file and --check both need to judge it: the case a failure
// stands for, the words for a person, the plain-read inspection every open starts with, and
// the content checks that need SQLite. Inside src/store only; SessionStore.hpp is the API.
#include "store/SessionStore.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace SQLite {
class Database;
}

namespace heist::store {

bool diskFull(const std::filesystem::path& file);
// The folder lets us write, and the file too where it exists.
bool writable(const std::filesystem::path& file);

// The case an errno from opening, locking or renaming stands for.
FileCase caseOfErrno(int err, const std::filesystem::path& file);
// SQLite's (extended) result code, sorted into the cases a person can act on.
FileCase caseOfSqlite(int code, const std::filesystem::path& file);
// What to tell a person, for a file that was left exactly as it was.
std::string untouchedMessage(FileCase c, const std::filesystem::path& file, const std::string& detail);
// A file: URI for SQLite, every byte but letters, digits and /-_.~ escaped.
std::string uriFor(const std::filesystem::path& file, const std::string& params);

// The inspection every open starts with, and --check too: plain reads only.
struct Inspection {
    FileCase fileCase = FileCase::Healthy;
    std::string reason;
    bool mainEmpty = false;
    bool staleWal = false;
    // ForeignWal only: the -wal is certainly another file's (by the file's identity), so the
    // file itself is whole and only the -wal goes aside.
    bool walOfAnotherFile = false;
};
Inspection inspect(const std::filesystem::path& file, int fd);

// Lets SQLite play a hot journal back, as any connection does on its first read. If the
// file is still unreadable after that, the inspection that follows says why.
void rollBackInterruptedWrite(const std::filesystem::path& file);

// The content checks that need SQLite: whose file it is, which schema, quick_check.
// Returns Healthy or the case with reason set.
FileCase judgeContent(SQLite::Database& db, std::string& reason);
// judgeContent in two: whose file and which schema (a few header reads), and quick_check
// (every page: the part whose time grows with the history).
FileCase judgeOwner(SQLite::Database& db, std::string& reason);
FileCase judgeIntegrity(SQLite::Database& db, std::string& reason);
// quick_check of the named tables alone (their pages and their indexes'), for a reader of
// those tables only.
FileCase judgeIntegrity(SQLite::Database& db, std::string& reason, const std::vector<std::string>& tables);
std::string newerMessage(const std::filesystem::path& file, const std::string& reason);

} // namespace heist::store
