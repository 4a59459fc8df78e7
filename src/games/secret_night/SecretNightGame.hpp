#pragma once
// Secret Night at Davis Manor (rules/secret-night.txt, SPEC 3.1) as a game definition:
// the private deal of roles, characters and their skills, the roulette, the night clock,
// the score thermometer, health and poison, arrests and escapes, and the end of the night.
#include "engine/GameOf.hpp"
#include "games/secret_night/SecretNightRules.hpp"

#include <map>
#include <optional>

namespace heist::games::secret_night {

enum class Phase { Dealing, Playing, Finished };

struct Effect {
    std::string kind; // locked_door, tied, handcuff_cooldown, rope_cooldown
    int seat = -1;    // who it is on (the locker for a door)
    int by = -1;      // who caused it
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
    bool dead = false;          // respawns on their next turn with pendingCharacter
    int pendingCharacter = -1;
    bool away = false;          // arrested or escaped: back on their next turn
    bool gone = false;          // escaped for the rest of the night (escaped_thieves_return off)
    bool skillSpent = false;    // the character's once-per-game skill
    int turnsAsCharacter = 0;
};

struct Spin {
    std::string mode; // movement, water
    int segment = -1;
    int steps = 0;    // the wheel's result (outer ring, or inner ring for water)
    int bonus = 0;    // Rita's +2
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
    int turnNo = 0;         // turns played so far
    int hoursElapsed = 0;   // 0 = 9 p.m.
    bool overtime = false;  // 6 a.m. with a level score and no Deceiver
    int marker = 0;         // -10 police ... +10 thieves
    int disc = 0;           // the Action Square icon under the disc
    bool dogInPlay = true;
    std::vector<bool> vehicleUsed;
    std::vector<Effect> effects;
    std::optional<Spin> spin; // this turn's movement or water spin
    bool respun = false, actionSquareUsed = false, dogAttacked = false, stepsSaved = false;
    bool perTurnSkillUsed = false, extraTurn = false;
    std::vector<std::vector<std::pair<int, int>>> checks; // checks[seat] = (target, role) (secret)
    std::string winner;     // police, thieves, deceiver; empty while playing
    std::string endReason;
    bool deceiverInPlay = false;
    bool extraCardOnTotal = false; // house rule: Rita's +2 counts for the extra card
    bool escapedReturn = true;     // house rule: an escaped thief is back on their next turn
    int dogBit = -1;               // whom the dog bit this turn (they may answer with Beef)
    std::vector<bool> hitThisTurn; // hurt by an attack this turn (may answer with a heal)

    int current() const { return order.empty() ? 0 : order[static_cast<std::size_t>(turnIndex)]; }
    std::unique_ptr<engine::GameState> clone() const override {
        return std::make_unique<SecretNightState>(*this);
    }
};

class SecretNightGame : public engine::GameOf<SecretNightRules, SecretNightState> {
public:
    using GameOf::GameOf;
    HEIST_GAME_HOOKS
    HEIST_GAME_SECRET_HOOKS
    ::heist::Json phoneView(const engine::GameState&, int seat, const engine::SessionSetup&) const override;

    // "11 p.m.", "midnight", "6 a.m."
    std::string clockLabel(int hoursElapsed) const;
    bool roleIsPublic(const SecretNightState& s, int seat) const;
    const Character& characterOf(const SecretNightState& s, int seat) const;

private:
    // One intent being resolved during play: the state, its arguments and the acting player.
    struct Play;
    using Handler = engine::Resolved (SecretNightGame::*)(const Play&) const;
    // The intents of the night, one small function each, looked up by name.
    static const std::map<std::string, Handler>& handlers();
    engine::Resolved onSpin(const Play&) const;
    engine::Resolved onRespin(const Play&) const;
    engine::Resolved onSaveSteps(const Play&) const;
    engine::Resolved onUseSteps(const Play&) const;
    engine::Resolved onAttack(const Play&) const;
    engine::Resolved onPoison(const Play&) const;
    engine::Resolved onHeal(const Play&) const;
    engine::Resolved onUseSkill(const Play&) const;
    engine::Resolved onMoveClock(const Play&) const;
    engine::Resolved onCheckRole(const Play&) const;
    engine::Resolved onArrest(const Play&) const;
    engine::Resolved onTie(const Play&) const;
    engine::Resolved onEscape(const Play&) const;
    engine::Resolved onActionSquare(const Play&) const;
    engine::Resolved onBeef(const Play&) const;
    engine::Resolved onLockDoor(const Play&) const;
    engine::Resolved onEndTurn(const Play&) const;
    engine::EventDraft spinEvent(const Play&, const std::string& mode, bool respin) const;
    // What a refusal for someone absent goes on to say (one whole sentence for each).
    enum class Absence { Plain, EndTheTurn, Aboard };
    // A refusal when the seat is not in the mansion now, saying so by name; else nothing.
    std::optional<engine::RuleError> absent(const Play&, int seat, Absence what) const;
    // Why a known non-thief is refused: the Handcuffs, or an escape.
    enum class KnownFor { Handcuffs, Escape };
    // A refusal when a role the table already knows is not a thief's.
    std::optional<engine::RuleError> knownNonThief(const Play&, int seat, KnownFor why) const;
    // A refusal when this defence card cannot block this attack on this victim (the wrong
    // weapon, or a skill that dodges it first); else nothing.
    std::optional<engine::RuleError> defenceRefusal(const Play&, int target, const std::string& weapon,
                                                    const std::string& defence) const;
    void advanceTurn(SecretNightState& s) const;
    Json damageOutcome(const SecretNightState& s, int target, int by, const std::string& weapon, int amount,
                       components::Rng& rng) const;
    int drawCharacter(const SecretNightState& s, components::Rng& rng, int exceptSeat) const;
    int deathDelta(const SecretNightState& s, int seat) const;
    void addScore(SecretNightState& s, int delta) const;
    void checkEnd(SecretNightState& s) const;
    void startTurn(SecretNightState& s) const;

};

} // namespace heist::games::secret_night
