#pragma once
// Rolls dice whose faces are table rows: the result is a face index per die.
#include "components/Rng.hpp"

#include <vector>

namespace heist::components {

std::vector<int> rollDice(components::Rng& rng, const std::vector<int>& facesPerDie);

} // namespace heist::components
