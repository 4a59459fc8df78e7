#pragma once
// Shadow House Masquerade's state: the rules core's and the tests' only. The screens read
// ShadowHouseView.hpp's table view, which ShadowHouseGame builds from it; no file under ui/
// includes this one.
#include "engine/GameDefinition.hpp"
#include "games/shadow_house/ShadowHouseView.hpp"

#include <memory>
#include <vector>

namespace heist::games::shadow_house {

struct ShadowHouseState : engine::GameState {
    Phase phase = Phase::Building;
    int players = 0;
    bool lightning = false;
    int round = 0;  // the round being played, or the last one scored
    int first = -1; // who holds First on the scene in the round being played
    std::vector<int> totals;
    std::vector<RoundScore> rounds;

    std::unique_ptr<engine::GameState> clone() const override { return std::make_unique<ShadowHouseState>(*this); }
};

} // namespace heist::games::shadow_house
