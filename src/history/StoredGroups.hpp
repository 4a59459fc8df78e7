#pragma once
// The stored games as the evening sees them (history/Groups.hpp), read from the store each
// time they are asked for: a kill -9 mid-game loses nothing of tonight's tally.
#include "history/Groups.hpp"
#include "store/SessionStore.hpp"

namespace heist::history {

// The stored games, the one saved last first, at most `limit`, and only those saved at or after
// sinceUtcMs; winners are not read yet. A game whose setup cannot be read is left out (it stays
// under Saved games). Only the games kept are read beyond their summary row.
std::vector<PlayedGame> playedGames(store::SessionStore& store, std::size_t limit = 120, std::int64_t sinceUtcMs = 0);

// A finished game's winners, from its stored steps replayed; readable is false when they
// cannot be replayed. Nothing for a game in play.
void readWinners(store::SessionStore& store, PlayedGame& game);

} // namespace heist::history
