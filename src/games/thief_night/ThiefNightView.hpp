#pragma once
// What Thief in the Night's screens may read (issue 48), built by ThiefNightGame from its state:
// ThiefNightTableView is what both players see (the castle's house rules, the sides, whose turn,
// the open capture's public facts: who sees the thief, the draw behind it, whose hand is in, but
// never an entered hand); ThiefNightSeatView is one side's own entered hand, for the moment that
// player alone looks. The judged captures, both hands shown, are in the public view's JSON.
#include "components/PokerHand.hpp"
#include "engine/EnumIds.hpp"
#include "games/thief_night/ThiefNightRules.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace heist::games::thief_night {

enum class Phase { Building, Playing, Finished };
enum class Side { Thief, Captain };
// A side as the events and views spell it.
inline constexpr engine::EnumIds<Side, 2> kSideIds{{{{Side::Thief, "thief"}, {Side::Captain, "captain"}}}};

// A capture being judged, as the table knows it: no card of either hand.
struct OpenCaptureView {
    Side during = Side::Thief;
    int guards = 1;
    bool behind = false;
    bool drawn = false;               // the random cards behind the thief are drawn
    int handSize = 0;                 // the thief's face-down cards for the draw
    std::vector<int> forcedPositions; // 0-based, left to right, sorted
    int poolLimit = 0;                // the most cards the capture pool can hold
    bool escapeEntered = false;
    bool captureEntered = false;
};

struct ThiefNightTableView {
    Phase phase = Phase::Building;
    bool finished = false;
    bool mixedDecks = false;
    AceRule ace = AceRule::FaceBoth;
    int thiefSeat = -1; // -1 until the sides are drawn
    int captainSeat = -1;
    Side turn = Side::Thief;
    int round = 1;
    bool gemTaken = false;
    std::string winner;    // thief or captain, once finished
    std::string endReason; // capture or escaped, once finished
    std::optional<OpenCaptureView> open;
    std::size_t judgedCaptures = 0;

    int seatOf(Side s) const { return s == Side::Thief ? thiefSeat : captainSeat; }
};

// One player's own hand in the open capture: the thief's escape hand or the captain's capture hand.
struct ThiefNightSeatView {
    int seat = -1;
    std::optional<components::Five> hand; // entered, not yet judged
};

} // namespace heist::games::thief_night
