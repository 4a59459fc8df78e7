#pragma once
// Suspicion (rules/suspicion.txt, SPEC 3.2) as a game definition: a private deal of
// invitations, gem stacks sized by player count, dice, peeks, the end the moment a stack
// is empty, private guesses, the reveal and the scores with both tie-breakers.
#include "components/HiddenDeal.hpp"
#include "components/TurnOrder.hpp"
#include "engine/GameOf.hpp"
#include "games/suspicion/SuspicionRules.hpp"

#include <optional>

namespace heist::games::suspicion {

enum class Phase { Dealing, Playing, Guessing, Finished };

struct SuspicionState : engine::GameState {
    Phase phase = Phase::Dealing;
    int players = 0;
    std::vector<std::string> names;      // the players, in seat order, for messages
    std::vector<std::string> guestNames; // with the session's corrections applied
    components::HiddenDeal deal;         // identities and the invitation deck (secret)
    components::TurnOrder turn;
    std::vector<int> stacks;                  // per gem type
    int stackStart = 0;
    std::vector<std::vector<int>> gems;       // gems[seat][type]
    std::vector<std::vector<int>> peeked;     // cards each seat has peeked at (secret)
    std::vector<std::optional<std::vector<int>>> guesses; // guesses[seat][other] (secret)
    std::vector<int> dice;                    // face index per die this turn; empty if unrolled
    int actionsThisTurn = 0;
    int actionLimit = 2;
    int endedBySeat = -1;
    int endedByGem = -1;

    std::unique_ptr<engine::GameState> clone() const override {
        return std::make_unique<SuspicionState>(*this);
    }
};

struct SuspicionScore {
    int seat = 0;
    int sets = 0;
    int singles = 0;
    int gemPoints = 0;
    int correctGuesses = 0;
    int guessPoints = 0;
    int score = 0;
    int guessedBy = 0; // opponents who named this player's identity
    int gemsTaken = 0;
};

class SuspicionGame : public engine::GameOf<SuspicionRules, SuspicionState> {
public:
    using GameOf::GameOf;
    HEIST_GAME_HOOKS
    HEIST_GAME_SECRET_HOOKS
    ::heist::Json phoneView(const engine::GameState&, int seat, const engine::SessionSetup&) const override;

    bool namesCatalogue(const engine::Event& e) const override { return e.type == "suspicion.dice_rolled"; }
    // The first seat takes the first turn and the rulebook names no start player: a group that
    // plays again passes the start to the next player clockwise, so that each in turn begins.
    std::vector<engine::PlayerInfo> seatsForPlayAgain(std::vector<engine::PlayerInfo> seats) const override;

    // Scores per seat and the winners (more than one only if both tie-breakers tie).
    std::vector<SuspicionScore> scores(const SuspicionState& state) const;
    std::vector<int> winners(const SuspicionState& state) const;
};

} // namespace heist::games::suspicion
