#pragma once
// Thief in the Night's state, the entered hands in it: the rules core's and the tests' only. The
// screens read ThiefNightView.hpp's views, which ThiefNightGame builds from it; no file under ui/
// includes this one.
#include "components/PokerHand.hpp"
#include "engine/GameDefinition.hpp"
#include "games/thief_night/ThiefNightRules.hpp"
#include "games/thief_night/ThiefNightView.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace heist::games::thief_night {

struct EnteredHand {
    components::Five cards{};
    std::vector<components::Card> forced; // the cards from behind the thief it had to use
    bool proposed = false;                // the app's best five, taken as proposed
};

struct Capture {
    int round = 0;
    Side during = Side::Thief;   // whose turn it was when the thief was seen
    int guards = 1;              // guards that see the thief, the captain included
    std::optional<bool> captain; // whether the captain is one of them (unknown in older logs)
    bool guardMoved = false;     // a guard or the captain moved into view (else the thief did)
    bool behind = false;
    int handSize = 0;                 // the thief's face-down cards for the draw
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
    std::unique_ptr<engine::GameState> clone() const override { return std::make_unique<ThiefNightState>(*this); }
};

} // namespace heist::games::thief_night
