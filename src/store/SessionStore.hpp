#pragma once
// The only part of Heist Table that talks to SQLite. Every session lives in one file:
// sessions, players and an append-only event log, one transaction per event.
//
// Opening for writing locks the file itself (its inode, so a symlink or a hard link is the
// same file), inspects it with plain reads before SQLite sees it, and migrates it. Only a
// file that is really damaged or foreign (or carries a -wal that is not its own) is moved
// aside, byte for byte, with a notice; a passing failure (full disk, a lock held by another
// program, permissions, read-only storage, I/O errors) is reported with what to do and the
// file is left exactly as it was. A file from a newer build is refused untouched.
// Opening read-only (--list, --export) takes no lock, creates nothing and changes nothing.
#include "engine/Event.hpp"
#include "engine/GameDefinition.hpp"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace SQLite {
class Database;
}

namespace heist::store {

// What a saved-games file is, as --check names it. Each case has its own exit status.
enum class FileCase {
    Healthy,    // 0
    NoFile,     // 10: nothing there yet (a fresh file will be made)
    Damaged,    // 11: not a database, or fails SQLite's checks: moved aside on open
    Foreign,    // 12: another program's SQLite file: moved aside on open
    Newer,      // 13: written by a newer Heist Table: refused untouched
    ForeignWal, // 14: a -wal beside it that is not its own: moved aside on open (alone when
                // it is another file's by identity, else with the file)
    OrphanWal,  // 15: a -wal beside a missing or empty file: moved aside on open
    Unreadable, // 16: permissions, a folder in its place, an I/O error: reported, untouched
    Locked,     // 17: another Heist Table or another program holds it: reported, untouched
    ReadOnly,   // 18: the file or its folder cannot be written: reading works
    DiskFull,   // 19: no space left: reported, untouched
};
int exitStatus(FileCase c);
std::string caseName(FileCase c); // "healthy", "damaged", "foreign-wal", ...

class StoreError : public std::runtime_error {
public:
    StoreError(FileCase fileCase, const std::string& message) : std::runtime_error(message), m_case(fileCase) {}
    explicit StoreError(const std::string& message) : std::runtime_error(message), m_case(FileCase::Unreadable) {}
    FileCase fileCase() const { return m_case; }
    int exitStatus() const { return store::exitStatus(m_case); }

private:
    FileCase m_case;
};
// The file was written by a newer Heist Table; it was not touched.
class NewerDatabaseError : public StoreError {
public:
    explicit NewerDatabaseError(const std::string& m) : StoreError(FileCase::Newer, m) {}
};
// Another Heist Table, or another program, holds this file.
class StoreLockedError : public StoreError {
public:
    explicit StoreLockedError(const std::string& m) : StoreError(FileCase::Locked, m) {}
};

// What --check says about a file: the case and a sentence. Never modifies anything.
struct CheckReport {
    FileCase fileCase = FileCase::Healthy;
    std::string message;
};
CheckReport checkFile(const std::filesystem::path& file);

struct SessionSummary {
    std::int64_t id = 0;
    std::string game;
    std::vector<std::string> players;
    std::string createdAt;
    std::string updatedAt;
    std::optional<std::string> finishedAt;
    std::int64_t events = 0; // the number of its stored steps (0 when not counted)
};

// A finished session as Game nights forms its evenings and Statistics keys its kept records:
// one row of the sessions table, without its players.
struct FinishedSession {
    std::int64_t id = 0;
    std::string game;
    std::string createdAt;
    std::string finishedAt;
    std::int64_t lastStep = 0; // the number of its last stored step, when asked for
};

// Wrong PIN attempts of one seat, kept in the file so that a restart does not reset them.
struct PinFailures {
    int count = 0;
    std::string lastAt; // UTC, as nowUtc() writes it; empty when count is 0
    // Seconds to wait before the next try (components::pinWaitSeconds after lastAt); 0 when
    // a try is allowed now.
    double waitSeconds(std::int64_t nowMs) const;
};

// One seat's phone code as the store keeps it: a row of phone_seats (docs/phones.md). The
// hub is handed the same fields as a phones::SeatCredentials, which the store does not depend on. `key` and `tablet`
// are 32 raw bytes each and never appear in a log line, a message or an exception; no export and no backup holds them.
struct StoredSeatCode {
    int seat = 0;
    std::string name;          // the player's name (from the players table; not saved with the code)
    std::string handle;        // public: names the code (base64url, 12 characters)
    std::string key;           // 32 raw bytes
    std::string device;        // the bound phone's public key (32 raw bytes), "" until claimed
    std::int64_t downFrom = 0; // first counter this run may use: 0 (none) until
                               // SessionStore::reserveDownCounters hands out a block
    std::int64_t upLast = 0;   // the last counter of an entry the tablet accepted
    std::string tablet;        // the tablet's secret key for this seat (32 raw bytes): as secret
                               // as `key`, a new one with every new code
};

// The counter of a phone's entry, saved in the entry's own transaction (SessionStore::append):
// up_last of the seat whose code is named `handle` rises to n, if n is above it (as saveUpLast).
struct EntryCounter {
    int seat = 0;
    std::string handle;
    std::int64_t n = 0;
};

class SessionStore {
public:
    static constexpr std::int32_t kApplicationId = 0x48454953; // "HEIS"
    static int schemaVersion();

    // ListOnly opens as ReadOnly does, for a listing of the sessions (--list): it reads the
    // sessions and players tables alone, so only those are checked (quick_check of their pages),
    // not every page of every game's steps; damage anywhere else is not what it shows, and
    // --check, a read-only open for anything else and the next open for writing still find it.
    enum class Access { ReadWrite, ReadOnly, ListOnly };

    explicit SessionStore(const std::filesystem::path& file, Access access = Access::ReadWrite);
    ~SessionStore();
    SessionStore(const SessionStore&) = delete;
    SessionStore& operator=(const SessionStore&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    // Set when a damaged or foreign file (or a stray -wal) was moved aside on open.
    const std::string& notice() const { return m_notice; }
    const std::optional<std::filesystem::path>& quarantinedTo() const { return m_quarantined; }
    // True when opened read-only; readOnlyStorage() when the file or folder is not writable.
    bool readOnly() const { return m_access != Access::ReadWrite; }
    bool readOnlyStorage() const { return m_readOnlyStorage; }

    // The integrity check (SQLite's quick_check) of a file opened for writing with no
    // migration to run is not made before the constructor returns: it runs on another
    // thread, on its own read-only connection, started by the first pollIntegrity() or
    // awaitIntegrity(), so that it never stands before the first frame. Every write waits
    // for its verdict first. A file that fails it is moved aside as
    // opening did (notice(), quarantinedTo(), a fresh file) and that write is refused with
    // the notice (StoreError, Damaged): nothing is ever written into a damaged file.
    // Waits for the verdict and acts on it; true when the file was moved aside just now.
    bool awaitIntegrity();
    // The same without waiting (starting the check if it has not started): acts on the
    // verdict only if it is in. The UI asks on each update after a frame has been drawn.
    bool pollIntegrity();
    // True while a deferred check has not been acted on.
    bool integrityPending() const { return m_check != nullptr; }
    // For tests: while held, deferred checks wait before they start.
    static void holdIntegrityChecks(bool hold);

    // Creates the session rows and its opening events in one transaction; fills setup.id.
    std::vector<engine::Event> createSession(engine::SessionSetup& setup,
                                             const std::vector<engine::EventDraft>& opening);
    // Appends one event in its own transaction; returns it with its timestamp. A failed
    // write throws StoreError (DiskFull, Locked, ReadOnly, ...) and leaves the file as it was.
    // `counter`: an entry made on a phone, whose counter is kept in the same commit (the
    // entry and its counter are saved together or not at all).
    engine::Event append(std::int64_t sessionId, std::int64_t seq, const engine::EventDraft& draft,
                         const std::optional<EntryCounter>& counter = std::nullopt);
    void markFinished(std::int64_t sessionId);
    // Clears finished_at again (an undo took back the end of the game); true if it was set.
    bool markUnfinished(std::int64_t sessionId);
    // Deletes the session and its events; secure_delete and a checkpoint leave no trace of
    // them in the file, and roster names no other session uses are forgotten too.
    void deleteSession(std::int64_t sessionId);

    std::optional<engine::SessionSetup> loadSetup(std::int64_t sessionId);
    std::vector<engine::Event> loadEvents(std::int64_t sessionId);
    // Every session, the one saved last first. countSteps=false leaves `events` at 0 and reads
    // no events at all (--list prints no counts).
    std::vector<SessionSummary> listSessions(bool countSteps = true);
    // The finished sessions, in the order of listSessions. withLastStep adds each one's last
    // step number (one seek in the events' primary key each, not a count of its steps):
    // steps are numbered 1, 2, 3... and only ever appended, so it is also their number.
    std::vector<FinishedSession> finishedSessions(bool withLastStep = false);
    // One session's summary (the home screen's Continue), without listing them all.
    std::optional<SessionSummary> summary(std::int64_t sessionId);
    // The sessions saved at or after sinceUtcMs, the one saved last first, at most `limit`:
    // only those rows are read (the evening's groups and tonight, however long the history).
    std::vector<SessionSummary> recentSessions(std::size_t limit, std::int64_t sinceUtcMs = 0);
    std::optional<std::int64_t> lastUnfinished();
    // True when a game was started in this file after the given one (the next game began).
    bool hasNewerSession(std::int64_t sessionId);

    void touchRoster(const std::vector<std::string>& names);
    std::vector<std::string> roster(int limit = 40);

    std::optional<std::string> setting(const std::string& key);
    void setSetting(const std::string& key, const std::string& value);

    PinFailures pinFailures(std::int64_t sessionId, int seat);
    static std::int64_t nowMs();
    void recordPinFailure(std::int64_t sessionId, int seat);
    void clearPinFailures(std::int64_t sessionId, int seat);

    static std::string nowUtc();

    // Phones (src/store/PhoneSeats.cpp). A session's codes live only while it is in play:
    // markFinished and deleteSession delete them, backUp leaves them out, and an undo that
    // takes the end back does not bring them back (the phones then need new codes).
    // The codes of a session, by seat, with the players' names; downFrom is 0 in each.
    std::vector<StoredSeatCode> seatCodes(std::int64_t sessionId);
    // Saves a new code for code.seat (a first one, or one that replaces a lost phone's): its
    // handle, key and tablet key, no device, counters from the start (down 1, up 0). False, and
    // nothing saved, when the session is finished or not there.
    bool saveSeatCode(std::int64_t sessionId, const StoredSeatCode& code);
    // Binds the phone that claimed the code named `handle` (a moved seat: the new phone). False
    // when the seat's code is no longer that one (a notice about a replaced code binds nothing).
    bool bindSeatDevice(std::int64_t sessionId, int seat, const std::string& handle, const std::string& device);
    // Keeps the counter of an entry the tablet accepted from the code named `handle`. It only
    // rises: false when upLast is not above the saved one or the code was replaced.
    bool saveUpLast(std::int64_t sessionId, int seat, const std::string& handle, std::int64_t upLast);
    // The counters of a seat's boxes to phones come in blocks: this returns the first counter
    // of a fresh block of `block` (kDownCounterBlock; tests use tiny ones) and moves the saved mark past it in the same
    // transaction, so a counter is never used twice across restarts, kills and power cuts (a
    // block cut short by a kill is skipped, never reused). Each run reserves a block per seat
    // before it sends, and another when it has used one up. Nothing when the seat has no code,
    // or when a block would pass 2^53 (the page's exact integers): the seat needs a new code.
    static constexpr std::int64_t kDownCounterBlock = std::int64_t{1} << 20;
    std::optional<std::int64_t> reserveDownCounters(std::int64_t sessionId, int seat,
                                                    std::int64_t block = kDownCounterBlock);
    // Deletes a session's codes (Phones turned off for it); their bytes leave the -wal too.
    void wipeSeatCodes(std::int64_t sessionId);

    // Backups (src/store/Backup.cpp). The folder beside the saved-games file that holds them.
    std::filesystem::path backupFolder() const;
    // Writes every saved game into a new file in backupFolder() with SQLite's VACUUM INTO (a
    // consistent copy made through this connection, never a copy of the live file), without
    // the phones' codes, and returns its path. The backup gets a file identity of its own. A failure (full disk,
    // read-only folder) throws StoreError and leaves nothing behind.
    std::filesystem::path backUp(const std::string& prefix = "backup");
    // Removes what a backup cut short by a kill or a full disk left in backupFolder() (its
    // ".part" file and SQLite's "-journal" of it) and says so in notice(). Run on opening for
    // writing: the writer's lock is held, so no backup of this file is being written.
    void removeBackupLeftovers();
    // The backups in backupFolder(), newest first.
    std::vector<std::filesystem::path> backups() const;
    // Replaces every saved game with a backup's: the backup is checked first (a file that is
    // not a readable Heist Table file, or is from a newer one, is refused and nothing
    // changes), the current games are backed up beside it ("before-restore-..."), and the
    // backup's pages are copied in with SQLite's backup API, in one step, through this
    // connection and under its lock; the file keeps its own identity. No phone code comes in
    // (a backup has none) and none stays: phones need new codes. Returns the path the
    // current games were kept in.
    std::filesystem::path restore(const std::filesystem::path& backup);

private:
    // All sessions, one (only), or the recent ones (limit and since).
    std::vector<SessionSummary> summaries(std::optional<std::int64_t> only, std::optional<std::size_t> limit = {},
                                          std::int64_t sinceUtcMs = 0, bool countSteps = true);
    void insertEvent(std::int64_t sessionId, const engine::Event& e);
    // Touches page 1 inside a write transaction (see SessionRows.cpp).
    void markCommit();
    // Deletes a session's phone codes inside the caller's transaction; the number deleted.
    int deleteSeatCodes(std::int64_t sessionId);
    // Raises a seat's up_last inside the caller's transaction (saveUpLast, append's counter).
    bool raiseUpLast(std::int64_t sessionId, const EntryCounter& counter);
    // Folds the -wal into the file and empties it, so that deleted bytes leave it too. Best
    // effort: a reader in another process may keep it for now.
    void truncateWal();
    void openReadWrite();
    void openReadOnly();
    void lockFile();
    void unlockFile();
    void openSqlite(bool existing);
    void quarantine(FileCase why, const std::string& reason);
    // Moves the -wal alone aside (one beside an empty file, or another file's); errors are
    // reported as the case `why` unless the errno names a better one.
    void moveWalAside(FileCase why, const std::string& reason);
    // The wrong-PIN counts in the file, by key; and putting back any that a restore lowered
    // (a restored backup must not reset the pad's waits).
    std::map<std::string, std::string> pinFailureRows();
    void keepPinFailures(const std::map<std::string, std::string>& before);
    void migrate();
    // Gives a file from before file identities (src/store/FileIdentity.hpp) its identity and
    // checkpoints it into the main file; nothing for a file that has one.
    void ensureIdentity();
    // Throws the StoreError a player reads; `doing` is already in the current language
    // ("saving the action"); `backup`: said as "No backup was written" rather than "Not saved".
    [[noreturn]] void fail(const std::exception& e, const std::string& doing, bool backup = false);
    // Starts the deferred integrity check; settleBeforeWrite() waits for it and, if the file
    // failed it, moves the file aside and throws (the write is refused).
    void deferIntegrityCheck();
    void settleBeforeWrite();
    bool settleIntegrity(bool wait);
    // The store's writes go through write() (src/store/WriteBlock.hpp, for src/store alone):
    // the check's verdict, one transaction that marks page 1 first (markCommit), `body`, the
    // commit; it returns what `body` returns, and an SQLite error rolls back and is thrown as
    // fail() says it, in the words `doing` makes then. Mark::IfChanged: `body` says whether it
    // changed a row, and page 1 is marked after it only then (a commit of no change writes
    // nothing). What follows a commit (truncateWal once secrets were deleted) is the caller's.
    using Doing = std::string (*)();
    enum class Mark { First, IfChanged };
    template <Mark mark = Mark::First, class F> std::invoke_result_t<F&> write(Doing doing, F&& body);

    std::filesystem::path m_path;
    Access m_access;
    bool m_readOnlyStorage = false;
    int m_lockFd = -1;
    std::unique_ptr<SQLite::Database> m_db;
    class DeferredCheck;
    std::unique_ptr<DeferredCheck> m_check;
    std::string m_notice;
    // Wrong PINs counted in this run, by settings key: the floor of what pinFailures() says,
    // so that a try that could not be saved (read-only storage, a full disk) still counts.
    std::map<std::string, PinFailures> m_pinMemory;
    std::optional<std::filesystem::path> m_quarantined;
};

// The default file: $XDG_DATA_HOME/heist-table/sessions.db, else ~/.local/share/heist-table/.
std::filesystem::path defaultDatabasePath();

} // namespace heist::store
