#pragma once
// Suspicion's state, every secret in it (the deal, the peeks, the guesses): the rules core's and
// the tests' only. The screens read SuspicionView.hpp's views, which SuspicionGame builds from it;
// no file under ui/ includes this one.
#include "components/HiddenDeal.hpp"
#include "components/TurnOrder.hpp"
#include "engine/GameDefinition.hpp"
#include "games/suspicion/SuspicionView.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace heist::games::suspicion {

struct SuspicionState : engine::GameState {
    Phase phase = Phase::Dealing;
    int players = 0;
    std::vector<std::string> names;      // the players, in seat order, for messages
    std::vector<std::string> guestNames; // with the session's corrections applied
    components::HiddenDeal deal;         // identities and the invitation deck (secret)
    components::TurnOrder turn;
    std::vector<int> stacks; // per gem type
    int stackStart = 0;
    std::vector<std::vector<int>> gems;                   // gems[seat][type]
    std::vector<std::vector<int>> peeked;                 // cards each seat has peeked at (secret)
    std::vector<std::optional<std::vector<int>>> guesses; // guesses[seat][other] (secret)
    std::vector<int> dice;                                // face index per die this turn; empty if unrolled
    int actionsThisTurn = 0;
    int actionLimit = 2;
    int endedBySeat = -1;
    int endedByGem = -1;

    std::unique_ptr<engine::GameState> clone() const override { return std::make_unique<SuspicionState>(*this); }
};

} // namespace heist::games::suspicion
