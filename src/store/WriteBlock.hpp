#pragma once
// Inside src/store only: SessionStore::write, the block the store's writes go through (its
// contract is beside its declaration). It puts the pieces in their order, so that no write
// forgets one: settleBeforeWrite() (nothing is written into a file that failed its check),
// markCommit() (every commit's frames carry page 1, which ties a -wal to its file: judgeWal),
// the commit, and fail() (the file's case, so the exit status, and the sentence a player reads;
// the sentence is made only for a write that fails).
//
// A write that stamps its rows with the time settles itself before taking it, so that the time
// follows any wait for the check and precedes the transaction; write()'s settle then has nothing
// left to wait for. Not made here: opening's own writes (migrate, ensureIdentity), which run
// where there is no verdict to wait for; backUp and restore (VACUUM INTO and SQLite's backup
// API, not statements in a transaction of this connection), which settle themselves; and
// clearPinFailures' one statement, committed on its own, without a mark.
#include "store/SessionStore.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

namespace heist::store {

template <SessionStore::Mark mark, class F> std::invoke_result_t<F&> SessionStore::write(Doing doing, F&& body) {
    using Result = std::invoke_result_t<F&>;
    static_assert(mark == Mark::First || std::is_same_v<Result, bool>,
                  "Mark::IfChanged needs a body that says whether it changed a row");
    settleBeforeWrite();
    try {
        SQLite::Transaction tx(*m_db);
        if constexpr (mark == Mark::First)
            markCommit();
        if constexpr (std::is_void_v<Result>) {
            body();
            tx.commit();
        } else {
            Result result = body();
            if constexpr (mark == Mark::IfChanged) {
                if (result)
                    markCommit();
            }
            tx.commit();
            return result;
        }
    } catch (const SQLite::Exception& e) {
        fail(e, doing());
    }
}

} // namespace heist::store
