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
#include "engine/EnumIds.hpp"
#include "engine/GameOf.hpp"
#include "games/thief_night/ThiefNightRules.hpp"

#include <optional>

namespace heist::games::thief_night {

enum class Phase { Building, Playing, Finished };
enum class Side { Thief, Captain };
// A side as the events and views spell it.
inline constexpr engine::EnumIds<Side, 2> kSideIds{{{{Side::Thief, "thief"}, {Side::Captain, "captain"}}}};

struct EnteredHand {
    components::Five cards{};
    std::vector<components::Card> forced; // the cards from behind the thief it had to use
    bool proposed = false;                // the app's best five, taken as proposed
};

struct Capture {
    int round = 0;
    Side during = Side::Thief; // whose turn it was when the thief was seen
    int guards = 1;            // guards that see the thief, the captain included
    std::optional<bool> captain; // whether the captain is one of them (unknown in older logs)
    bool guardMoved = false;     // a guard or the captain moved into view (else the thief did)
    bool behind = false;
    int handSize = 0;               // the thief's face-down cards for the draw
    std::vector<int> forcedPositions; // 0-based, left to right, sorted; set by the draw
    bool drawn = false;
    std::optional<EnteredHand> escape, capture;
    std::string outcome; // escape, capture or tie once judged
    std::string verdict; // in words, once judged
    int forcedCount() const { return behind ? std::min(guards, 5) : 0; }
};

struct ThiefNightState : engine::GameState {
    Phase phase = Phase::Building;
    bool mixedDecks = false;
    AceRule ace = AceRule::FaceBoth;
    std::vector<int> buildTurns; // 0 walls, 1 traps, in order; seat = index % 2
    int rooms = 0;
    int thiefSeat = -1;
    Side turn = Side::Thief;
    int round = 1;
    std::optional<Capture> open;
    std::vector<Capture> captures; // judged, oldest first
    bool gemTaken = false;
    std::string winner; // thief or captain
    std::string endReason;

    int captainSeat() const { return thiefSeat < 0 ? -1 : 1 - thiefSeat; }
    int seatOf(Side s) const { return s == Side::Thief ? thiefSeat : captainSeat(); }
    std::unique_ptr<engine::GameState> clone() const override {
        return std::make_unique<ThiefNightState>(*this);
    }
};

class ThiefNightGame : public engine::GameOf<ThiefNightRules, ThiefNightState> {
public:
    using GameOf::GameOf;
    HEIST_GAME_HOOKS
    HEIST_GAME_SECRET_HOOKS
    ::heist::Json phoneView(const engine::GameState&, int seat, const engine::SessionSetup&) const override;

    int traps(const ThiefNightState& s) const;
    int wallEdges(const ThiefNightState& s) const;
    bool castleReady(const ThiefNightState& s) const;
    int nextBuilder(const ThiefNightState& s) const { return static_cast<int>(s.buildTurns.size() % 2); }

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
