#pragma once
// Secret Night at Davis Manor (rules/secret-night.txt, SPEC 3.1) as a game definition:
// the private deal of roles, characters and their skills, the roulette, the night clock,
// the score thermometer, health and poison, arrests and escapes, and the end of the night.
#include "engine/GameOf.hpp"
#include "games/secret_night/SecretNightRules.hpp"
#include "games/secret_night/SecretNightView.hpp"

#include <map>
#include <optional>

namespace heist::games::secret_night {

struct SecretNightState; // SecretNightState.hpp: the core's alone, never the screens'

class SecretNightGame : public engine::GameOf<SecretNightRules, SecretNightState> {
public:
    using GameOf::GameOf;
    HEIST_GAME_HOOKS
    HEIST_GAME_SECRET_HOOKS
    ::heist::Json phoneView(const engine::GameState&, int seat, const engine::SessionSetup&) const override;

    // What the whole table may see, and what one seat alone may (SecretNightView.hpp): the
    // screens read these, never the state; publicView and privateView are written from them.
    SecretNightTableView tableView(const engine::GameState&) const;
    SecretNightSeatView seatView(const engine::GameState&, int seat) const;

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
