#pragma once
// What Secret Night's screens may read, typed (issue 48). SecretNightTableView is what the
// whole table sees: a seat's role only once it is public (a shown role such as the Chief
// Inspector's, one an arrest or a death turned face up, every role at the end of the night).
// SecretNightSeatView is what one seat alone may see: its own role and the roles its checks
// found. The game builds both from its state (SecretNightGame::tableView, seatView), and its
// publicView and privateView JSON are written from them, so the two never say different things.
#include "engine/EnumIds.hpp"
#include "games/secret_night/SecretNightRules.hpp"
#include "engine/Json.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace heist::games::secret_night {

enum class Phase { Dealing, Playing, Finished };

// The phase as publicView and the screens' ids spell it.
inline constexpr engine::EnumIds<Phase, 3> kPhaseIds{
    {{{Phase::Dealing, "dealing"}, {Phase::Playing, "playing"}, {Phase::Finished, "finished"}}}};

// This turn's spin, as everyone saw the wheel stop.
struct SecretNightSpinView {
    std::string mode; // movement, water
    int segment = -1;
    int steps = 0;
    int bonus = 0; // Rita's +2
    int total = 0;
    bool extraCard = false;
    bool respin = false;
};

struct SecretNightVehicleView {
    std::string id;
    bool used = false;
};

struct SecretNightEffectView {
    std::string kind; // locked_door, tied, handcuff_cooldown, rope_cooldown
    int seat = -1;
    int by = -1;
};

// One seat as the table sees it. Its words (characterName, skillText, occupation...) are in the
// current language; the ids (role, characterId) never change.
struct SecretNightTableSeat {
    int seat = 0;
    int health = 0;
    bool poisoned = false;
    int savedSteps = 0;
    bool dead = false, away = false, gone = false;
    bool skillSpent = false;
    bool hasSeen = false; // has looked at their role during the deal
    int character = 0;    // index into the rules' characters (the first before the deal)
    std::string characterId, characterName, skillText, skillShort, skillUse;
    std::string occupation, nationality, age;
    std::optional<bool> extraCardTurn; // only a first_turns character's
    std::string role;                  // the role's id once public; empty while secret
    std::string roleName;              // ... and its name, likewise
    std::string nextCharacter;         // a dead seat's next character, once drawn
};

struct SecretNightTableView {
    Phase phase = Phase::Dealing;
    bool finished = false;
    std::vector<Segment> wheel; // the wheel this night plays with (the house rules')
    int hoursElapsed = 0;
    std::string clock;
    bool afterMidnight = false;
    bool overtime = false;
    int marker = 0;
    int turn = 0; // whose turn it is
    int turnNo = 0;
    std::vector<int> order;
    std::string disc; // the Action Square icon under the disc
    bool actionSquareUsed = false;
    bool dogInPlay = true;
    bool dogAttacked = false;
    bool deceiverInPlay = false;
    bool escapedThievesReturn = true;
    std::vector<SecretNightVehicleView> vehicles;
    std::optional<SecretNightSpinView> spin;
    bool respun = false;
    bool stepsSavedThisTurn = false;
    bool perTurnSkillUsed = false;
    std::vector<SecretNightTableSeat> players;
    std::vector<SecretNightEffectView> effects;
    Json results; // SecretNightGame::results once the night is over, else null

    const SecretNightTableSeat& at(int seat) const { return players.at(static_cast<std::size_t>(seat)); }
    const SecretNightTableSeat& current() const { return at(turn); }
    // The first seat that has not looked at their role yet, or -1.
    int nextToSee() const {
        for (const auto& p : players)
            if (!p.hasSeen)
                return p.seat;
        return -1;
    }
};

// A role a seat's check found (Zachary's skill).
struct SecretNightCheck {
    int seat = -1;
    std::string role;     // the role's id
    std::string roleName; // in the current language
};

struct SecretNightSeatView {
    int seat = -1;
    std::string role; // empty before the deal, or for a seat not in the game
    std::string roleName;
    std::vector<SecretNightCheck> checks;
};

} // namespace heist::games::secret_night
