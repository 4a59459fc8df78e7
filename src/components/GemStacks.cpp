#include "components/GemStacks.hpp"

#include <algorithm>
#include <numeric>

namespace heist::components {

GemScore scoreGems(const std::vector<int>& counts, int pointsPerSet, int pointsPerSingle) {
    GemScore score;
    if (counts.empty())
        return score;
    score.sets = *std::min_element(counts.begin(), counts.end());
    const int total = std::accumulate(counts.begin(), counts.end(), 0);
    score.singles = total - score.sets * static_cast<int>(counts.size());
    score.points = score.sets * pointsPerSet + score.singles * pointsPerSingle;
    return score;
}

} // namespace heist::components
