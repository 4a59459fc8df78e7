#pragma once
// The setup checks every game shares: the player count within the game's range, and every
// player named, each name once. A game adds its own house-rule checks after these.
#include "engine/GameDefinition.hpp"

#include <optional>

namespace heist::engine {

inline std::optional<RuleError> checkPlayers(const SessionSetup& setup, const GameInfo& info) {
    const int n = static_cast<int>(setup.players.size());
    if (n < info.minPlayers || n > info.maxPlayers)
        return RuleError{"player_count", info.title + " is for " + std::to_string(info.minPlayers) +
                                             " to " + std::to_string(info.maxPlayers) +
                                             " players; this table has " + std::to_string(n) + "."};
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        if (setup.players[i].name.empty())
            return RuleError{"empty_name", "Every player needs a name."};
        for (std::size_t j = i + 1; j < setup.players.size(); ++j)
            if (setup.players[i].name == setup.players[j].name)
                return RuleError{"duplicate_name", "Two players are called " + setup.players[i].name +
                                                       "; give one of them another name."};
    }
    return std::nullopt;
}

} // namespace heist::engine
