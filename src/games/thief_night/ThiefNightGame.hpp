#pragma once
// Thief in the Night (rules/thief-in-the-night.txt, SPEC 3.3) as a game definition for two
// players: the castle-building tracker, sides drawn at random once the castle is ready, turns
// (the thief, then the captain moves all six pieces), captures judged from two privately
// entered poker hands, the random cards behind the thief, the gem and the winner.
//
// Invariants: an entered hand is secret until the other side's is in; the event that brings
// the second one in carries both and the verdict, and is a barrier for undo. No refusal reads
// the other side's hand.
#include "components/PokerHand.hpp"
#include "engine/GameOf.hpp"
#include "games/thief_night/ThiefNightRules.hpp"
#include "games/thief_night/ThiefNightView.hpp"

#include <optional>

namespace heist::games::thief_night {

struct Capture; // ThiefNightState.hpp: the core's and the tests' only
struct ThiefNightState;

class ThiefNightGame : public engine::GameOf<ThiefNightRules, ThiefNightState> {
public:
    using GameOf::GameOf;
    HEIST_GAME_HOOKS
    HEIST_GAME_SECRET_HOOKS
    ::heist::Json phoneView(const engine::GameState&, int seat, const engine::SessionSetup&) const override;

    // What the screens may read (ThiefNightView.hpp): the table's view, and one side's own
    // entered hand for the moment that player alone looks.
    ThiefNightTableView tableView(const engine::GameState& state) const;
    ThiefNightSeatView seatView(const engine::GameState& state, int seat) const;

    int traps(const ThiefNightState& s) const;
    int wallEdges(const ThiefNightState& s) const;
    bool castleReady(const ThiefNightState& s) const;
    int nextBuilder(const ThiefNightState& s) const;

    // The strongest five of pool using every forced position: the proposal on a private screen.
    static std::optional<components::BestFive> propose(const std::vector<components::Card>& pool,
                                                       const std::vector<int>& forced);
    // "Escape! Full house, kings over threes, beats a flush." and what happens next.
    std::string verdictText(components::HandRank escape, components::HandRank capture) const;
    std::string escapeReminder() const;
    // The most cards a capture pool can hold: the hands of those who see the thief (five a
    // guard, ten for the captain). Older logs did not say whether the captain was among them.
    int capturePoolLimit(const Capture& c) const;
};

} // namespace heist::games::thief_night
