#pragma once
// Secret Night's state as the events fold it: every seat's secret role and every check's
// answer among the rest. Only the core reads it (the rules, the views, the tests); the screens
// see it through SecretNightTableView and SecretNightSeatView (SecretNightView.hpp), so that no
// public screen can read a secret by construction (issue 48).
#include "engine/GameDefinition.hpp"
#include "games/secret_night/SecretNightRules.hpp"
#include "games/secret_night/SecretNightView.hpp"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace heist::games::secret_night {

struct Effect {
    std::string kind;       // locked_door, tied, handcuff_cooldown, rope_cooldown
    int seat = -1;          // who it is on (the locker for a door)
    int by = -1;            // who caused it
    int endsAtStartOf = -1; // expires when this seat's turn starts
    int endsAtEndOf = -1;   // ... or when this seat's next turn ends
    bool armed = false;     // endsAtEndOf: that turn has started
};

struct PlayerState {
    int role = -1;
    bool roleRevealed = false;
    bool seen = false; // looked at their role during the deal
    int character = -1;
    int health = 3;
    bool poisoned = false;
    int savedSteps = 0;
    bool dead = false; // respawns on their next turn with pendingCharacter
    int pendingCharacter = -1;
    bool away = false;       // arrested or escaped: back on their next turn
    bool gone = false;       // escaped for the rest of the night (escaped_thieves_return off)
    bool skillSpent = false; // the character's once-per-game skill
    int turnsAsCharacter = 0;
};

struct Spin {
    std::string mode; // movement, water
    int segment = -1;
    int steps = 0; // the wheel's result (outer ring, or inner ring for water)
    int bonus = 0; // Rita's +2
    int total = 0;
    bool extraCard = false;
    bool respin = false;
};

struct SecretNightState : engine::GameState {
    Phase phase = Phase::Dealing;
    int players = 0;
    std::vector<std::string> names; // in seat order, for messages
    std::vector<Segment> wheel;
    std::vector<PlayerState> seats;
    std::vector<int> order; // seats in turn order: the Master Thief first, then clockwise
    int turnIndex = 0;
    int turnNo = 0;        // turns played so far
    int hoursElapsed = 0;  // 0 = 9 p.m.
    bool overtime = false; // 6 a.m. with a level score and no Deceiver
    int marker = 0;        // -10 police ... +10 thieves
    int pastEnd = 0;       // points of the last score beyond the track's end (they count for nothing)
    int disc = 0;          // the Action Square icon under the disc
    bool dogInPlay = true;
    std::vector<bool> vehicleUsed;
    std::vector<Effect> effects;
    std::optional<Spin> spin; // this turn's movement or water spin
    bool respun = false, actionSquareUsed = false, dogAttacked = false, stepsSaved = false;
    bool perTurnSkillUsed = false, extraTurn = false;
    std::vector<std::vector<std::pair<int, int>>> checks; // checks[seat] = (target, role) (secret)
    std::string winner;                                   // police, thieves, deceiver; empty while playing
    std::string endReason;
    bool deceiverInPlay = false;
    bool extraCardOnTotal = false; // house rule: Rita's +2 counts for the extra card
    bool escapedReturn = true;     // house rule: an escaped thief is back on their next turn
    int dogBit = -1;               // whom the dog bit this turn (they may answer with Beef)
    std::vector<bool> hitThisTurn; // hurt by an attack this turn (may answer with a heal)

    int current() const { return order.empty() ? 0 : order[static_cast<std::size_t>(turnIndex)]; }
    std::unique_ptr<engine::GameState> clone() const override { return std::make_unique<SecretNightState>(*this); }
};

} // namespace heist::games::secret_night
