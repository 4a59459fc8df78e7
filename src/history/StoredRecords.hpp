#pragma once
// The records of every finished game for Statistics, without replaying thousands of games on
// every opening. Each record is read once from its replayed session (history::playRecord) and
// kept in the saved-games file (the setting kPlayRecordsSetting, so a backup and a restore
// carry it with the games it describes), beside the key of what it was read from: the game's
// id, its start, its finish and the number of its last stored step (steps are numbered 1, 2,
// 3... and only appended, an undo too), so any change to a game changes its key; a record whose
// key no longer matches its game's row (SessionStore::finishedSessions), or whose game is gone or no longer finished,
// is dropped and the game replayed again. Names are kept as played: renames and merges (NameBook) apply afterwards.
#include "history/Statistics.hpp"
#include "store/SessionStore.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace heist::history {

inline constexpr const char* kPlayRecordsSetting = "play_records";

struct FinishedRecords {
    std::vector<PlayRecord> plays; // newest game first, as the store lists them
    std::size_t unreadable = 0;    // finished games that could not be replayed
    std::size_t replayed = 0;      // games replayed this time (the rest came from the keep)
};

// Every finished game's record, kept records reused where their key matches; the keep is
// rewritten when anything changed (a failed write, on read-only storage say, only costs the
// next opening its replays). offsetAt: the local offset from UTC at a moment.
FinishedRecords finishedRecords(store::SessionStore& store, const std::function<int(std::int64_t)>& offsetAt);
// The same by replaying every finished game, reading and writing no keep: the full recount
// that the kept records must always equal.
FinishedRecords recountRecords(store::SessionStore& store, const std::function<int(std::int64_t)>& offsetAt);

// The records kept AHEAD of Statistics: the App calls step() while nothing moves, once the
// file's integrity verdict is in, and no step replays more than maxGames games, so that a tap
// waits for one step at most. The first step reads the keep and the finished games' rows; the
// next ones replay the games with no kept record, held in memory; when a reading of the rows
// finds nothing left to replay, that step writes the keep once (the records of the rows as they
// stand then: a game finished, taken back, deleted or restored meanwhile has a new key, so it is
// replayed first, never kept from before). Statistics opened meanwhile replays what is still
// missing itself (finishedRecords), so it is never wrong, only slower.
class RecordBackfill {
public:
    explicit RecordBackfill(std::function<int(std::int64_t)> offsetAt);
    // One step; returns the games it replayed (at most maxGames, at least one when it replays).
    std::size_t step(store::SessionStore& store, std::size_t maxGames);
    bool done() const { return m_done; }
    // A game finished (or anything else changed): look again; the records read stay in memory.
    void restart() {
        m_done = false;
        m_planned = false;
    }
    std::size_t steps() const { return m_steps; }
    std::size_t mostInAStep() const { return m_most; } // the most games one step replayed
    std::size_t written() const { return m_writes; }   // times the keep was written
    // Progress of this round: games to replay found when the rows were last read, and how many
    // of them are still to replay (0 and 0 before the rows are read).
    std::size_t roundGames() const { return m_roundGames; }
    std::size_t roundLeft() const { return m_missing.size(); }

    struct Entry; // a record and the key of what it was read from
private:
    bool plan(store::SessionStore& store);
    std::function<int(std::int64_t)> m_offsetAt;
    std::map<std::int64_t, std::shared_ptr<Entry>> m_known; // the keep read once, and replays since
    std::vector<std::shared_ptr<Entry>> m_missing;          // games to replay (their keys), in order
    std::size_t m_onDisk = 0;                               // records in the keep as last read or written
    bool m_readKeep = false, m_planned = false, m_done = false, m_replayedSince = false;
    std::size_t m_steps = 0, m_writes = 0, m_most = 0, m_roundGames = 0;
};

} // namespace heist::history
