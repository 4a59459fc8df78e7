#pragma once
// Gem stacks on the table and gem sets in a player's hand (a set-collection scoring
// shape: a complete set is one of each type; what is left over counts singly).
#include <vector>

namespace heist::components {

struct GemScore {
    int sets = 0;
    int singles = 0;
    int points = 0;
};

// counts[i] = gems of type i held; a set takes one of every type.
GemScore scoreGems(const std::vector<int>& counts, int pointsPerSet, int pointsPerSingle);

} // namespace heist::components
