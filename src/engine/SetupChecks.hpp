#pragma once
// The setup checks every game shares: the player count within the game's range, and every
// player named, each name once. A game adds its own house-rule checks after these.
#include "engine/GameDefinition.hpp"

#include <optional>

namespace heist::engine {

inline std::optional<RuleError> checkPlayers(const SessionSetup& setup, const GameInfo& info) {
    const int n = static_cast<int>(setup.players.size());
    if (n < info.minPlayers || n > info.maxPlayers)
        return RuleError{
            "player_count",
            tr("{game} is for {min} to {max} players; this table has {n}.",
               {{"game", shownTitle(info)}, {"min", info.minPlayers}, {"max", info.maxPlayers}, {"n", n}})};
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        if (setup.players[i].name.empty())
            return RuleError{"empty_name", tr("Every player needs a name.")};
        for (std::size_t j = i + 1; j < setup.players.size(); ++j)
            if (setup.players[i].name == setup.players[j].name)
                return RuleError{"duplicate_name", tr("Two players are called {name}; give one of them another name.",
                                                      {{"name", setup.players[i].name}})};
    }
    return std::nullopt;
}

} // namespace heist::engine
