#pragma once
// Reading a saved game: the one way statistics, game nights, BG Stats and anything new replay
// a stored session. Its events are folded into a Session in memory, read only: nothing is
// written back (LiveSession::resume, which continues a game, may write its finished mark).
#include "engine/Session.hpp"
#include "store/SessionStore.hpp"

#include <cstdint>

namespace heist::history {

// The session as its stored events leave it. Throws StoreError ("There is no saved session
// 7.") where the file has no such session, and what the store or the replay throws for a
// damaged one; a reader that lists many games counts those and goes on.
engine::Session replayStored(store::SessionStore& store, std::int64_t sessionId);

} // namespace heist::history
