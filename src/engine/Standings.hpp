#pragma once
// Places from winners and points, shared by every game's standings().
#include "engine/GameDefinition.hpp"

#include <algorithm>

namespace heist::engine {

// Winners take place 1. With scores the others follow highest first, counting every player
// ahead ("1, 1, 3" when two share the win; equal scores share a place). Without scores the
// game is won by a side, and the other side shares place 2.
inline void rankStandings(std::vector<Standing>& rows) {
    int winners = 0;
    for (const auto& r : rows)
        winners += r.winner;
    for (auto& r : rows) {
        if (r.winner) {
            r.rank = 1;
            continue;
        }
        if (!r.score) {
            r.rank = 2;
            continue;
        }
        int ahead = winners;
        for (const auto& o : rows)
            if (!o.winner && o.score && r.score && *o.score > *r.score)
                ++ahead;
        r.rank = ahead + 1;
    }
}

} // namespace heist::engine
