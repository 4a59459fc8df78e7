#pragma once
// The records of every finished game for Statistics, without replaying thousands of games on
// every opening. Each record is read once from its replayed session (history::playRecord) and
// kept in the saved-games file (the setting kPlayRecordsSetting, so a backup and a restore
// carry it with the games it describes), beside the key of what it was read from: the game's
// id, its start, its finish and the number of its last stored step (steps are numbered 1, 2,
// 3... and only appended, an undo too), so any change to a game changes its key; a record whose
// key no longer matches its game's row (SessionStore::finishedSessions), or whose game is gone or no longer finished, is dropped and the game
// replayed again. Names are kept as played: renames and merges (NameBook) apply afterwards.
#include "history/Statistics.hpp"
#include "store/SessionStore.hpp"

#include <cstdint>
#include <functional>
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
FinishedRecords finishedRecords(store::SessionStore& store,
                                const std::function<int(std::int64_t)>& offsetAt);
// The same by replaying every finished game, reading and writing no keep: the full recount
// that the kept records must always equal.
FinishedRecords recountRecords(store::SessionStore& store,
                               const std::function<int(std::int64_t)>& offsetAt);

} // namespace heist::history
