#pragma once
// Looks at a saved-games file and its -wal with plain reads, before SQLite opens them (SQLite
// would replay any -wal it finds, or delete one beside an empty file). Knows SQLite's file
// formats: the 100-byte database header and the WAL header and frames, with their salts and
// checksums (https://www.sqlite.org/fileformat2.html#walformat).
#include "store/FileIdentity.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace heist::store {

struct DatabaseHeader {
    bool valid = false; // the "SQLite format 3" magic and a sane page size
    std::uint32_t pageSize = 0;
    std::uint32_t changeCounter = 0;
    std::int32_t userVersion = 0;
    std::int32_t applicationId = 0;
    bool walMode = false;  // file format versions 2: the database is in WAL mode
    std::string page1;     // the first page, as far as the file has it
    PageIdentity identity; // the file's identity, as page 1 holds it
};

// Reads the header through fd when fd >= 0 (so that no descriptor of a file SQLite may have
// open is closed: closing one drops the process's POSIX locks on it), else opens the file.
DatabaseHeader readDatabaseHeader(const std::filesystem::path& file, int fd = -1);

struct WalSummary {
    bool exists = false;
    std::uintmax_t size = 0;
    bool validHeader = false; // magic, version and header checksum
    std::uint32_t pageSize = 0;
    int committedFrames = 0; // frames up to the last valid commit frame
    // Change counters of page 1 in committed frames, in order, and the last such page.
    std::vector<std::uint32_t> page1Counters;
    std::vector<std::string> page1Images;
};

WalSummary readWal(const std::filesystem::path& walFile);

// True when another process holds SQLite's EXCLUSIVE lock on the file (a write lock on its
// PENDING byte or SHARED range, as a connection in exclusive locking mode keeps after its
// first write): no one else can read it then. Asked with F_GETLK, which takes no lock. Call
// it only in a process that has no SQLite connection to the file (closing the descriptor
// used here would drop that connection's POSIX locks).
bool heldExclusivelyByAnother(const std::filesystem::path& file);

// True when the -wal holds a committed image of page 1 with a SQLite header: a main file
// whose header a power cut tore in the middle of a checkpoint is repaired from it by
// SQLite, so such a file is not damaged.
bool walRepairsHeader(const WalSummary& wal);

enum class WalVerdict {
    None,        // no -wal, or an empty one
    Belongs,     // its committed frames continue this database
    Stale,       // no valid committed frame: SQLite would ignore it (moved aside alone)
    Foreign,     // does not continue this database, and may be a copy's of it (both aside)
    AnotherFile, // written by another file: its page-1 frames lack this file's identity
};

// Judges a -wal against the database header beside it (which must be valid and non-empty):
// the file's identity first, then the change counter (docs/reliability.md, "How a -wal is
// tied to its file"). why is set to a short reason for Foreign and AnotherFile.
WalVerdict judgeWal(const DatabaseHeader& db, const WalSummary& wal, std::string& why);

// A rollback journal beside a non-empty file, its header not zeroed: SQLite's "hot journal"
// (pager.c, hasHotJournal). A power cut while a file is written in rollback mode (ours only
// while it is made and switched to WAL; other programs' files at any time) leaves one, and
// the file may hold torn pages until SQLite plays the journal back: it must not be judged
// on its raw bytes before that.
bool hasHotJournal(const std::filesystem::path& file);

} // namespace heist::store
