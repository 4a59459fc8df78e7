#include "components/Dice.hpp"

namespace heist::components {

std::vector<int> rollDice(components::Rng& rng, const std::vector<int>& facesPerDie) {
    std::vector<int> faces;
    faces.reserve(facesPerDie.size());
    for (int n : facesPerDie)
        faces.push_back(static_cast<int>(rng.below(static_cast<std::uint64_t>(n))));
    return faces;
}

} // namespace heist::components
