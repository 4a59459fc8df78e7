#pragma once
// Suspicion (rules/suspicion.txt, SPEC 3.2) as a game definition: a private deal of
// invitations, gem stacks sized by player count, dice, peeks, the end the moment a stack
// is empty, private guesses, the reveal and the scores with both tie-breakers.
#include "engine/GameOf.hpp"
#include "games/suspicion/SuspicionRules.hpp"
#include "games/suspicion/SuspicionView.hpp"

#include <optional>

namespace heist::games::suspicion {

struct SuspicionState; // SuspicionState.hpp: the core's and the tests' only

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
    // The seats of finished results (results()["scores"]) from first to last by the rulebook's
    // order: most points, then named by the fewest opponents, then most gems; seat order last.
    static std::vector<std::size_t> resultsOrder(const ::heist::Json& results);

    // What the screens read (SuspicionView.hpp): the table's view, and one seat's own.
    SuspicionTableView tableView(const engine::GameState& state) const;
    SuspicionSeatView seatView(const engine::GameState& state, int seat) const;
};

} // namespace heist::games::suspicion
