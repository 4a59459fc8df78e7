#pragma once
// A saved session as JSON (--export, Saved games' Export): the history layer's, since it reads a
// session back from the store and writes text, as BgStats.hpp does; the command line and the
// screens both call it here. No SQLite of its own, no SFML.
#include "store/SessionStore.hpp"

#include <cstdint>

namespace heist::history {

// The session as JSON: players, house rules, the public log with descriptions, the public
// state, and scores and winner when finished. Secrets only when withSecrets is set.
Json exportSession(store::SessionStore& store, std::int64_t id, bool withSecrets);

} // namespace heist::history
