// Setup and validation: which intents are allowed now, and their outcomes (spins, deals,
// damage and deaths, arrests and escapes) worked out once and stored in the event.
#include "games/secret_night/SecretNightPlay.hpp"

#include "engine/SetupChecks.hpp"
#include "components/HiddenDeal.hpp"
#include "engine/Args.hpp"
#include "language/Translate.hpp"

#include <stdexcept>
#include <algorithm>
#include <numeric>

namespace heist::games::secret_night {

using engine::EventDraft;
using engine::Intent;
using engine::Resolved;
using engine::RuleError;

Json SecretNightGame::defaultHouseRules() const {
    return Json{{"offer_pin", true}, {"escaped_thieves_return", true}, {"extra_card_on_total", false}};
}

std::optional<RuleError> SecretNightGame::validateSetup(const engine::SessionSetup& setup) const {
    if (auto problem = engine::checkPlayers(setup, m_rules.info))
        return problem;
    if (!setup.houseRules.is_object())
        return RuleError{"house_rules", tr("House rules must be an object.")};
    for (const auto& [key, value] : setup.houseRules.items()) {
        if (key == "wheel") {
            if (auto problem = SecretNightRules::checkWheel(value); !problem.empty())
                return RuleError{"house_rules",
                                 tr("The wheel in the house rules is not usable: {problem}.", {{"problem", problem}})};
        } else if (engine::isSessionOption(key) || key == "escaped_thieves_return" || key == "extra_card_on_total") {
            if (!value.is_boolean())
                return RuleError{"house_rules", tr("\"{key}\" is true or false.", {{"key", key}})};
        } else {
            return RuleError{"house_rules", tr("Unknown house rule \"{key}\".", {{"key", key}})};
        }
    }
    return std::nullopt;
}

std::unique_ptr<engine::GameState> SecretNightGame::initialState(const engine::SessionSetup& setup) const {
    auto s = std::make_unique<SecretNightState>();
    s->players = static_cast<int>(setup.players.size());
    s->wheel =
        setup.houseRules.contains("wheel") ? SecretNightRules::wheelFrom(setup.houseRules["wheel"]) : m_rules.wheel;
    s->seats.assign(static_cast<std::size_t>(s->players), PlayerState{});
    for (auto& p : s->seats)
        p.health = m_rules.health;
    s->disc = m_rules.actionSquareStart;
    s->vehicleUsed.assign(m_rules.vehicles.size(), false);
    s->checks.assign(static_cast<std::size_t>(s->players), {});
    s->extraCardOnTotal = setup.houseRules.value("extra_card_on_total", false);
    s->escapedReturn = setup.houseRules.value("escaped_thieves_return", true);
    s->hitThisTurn.assign(static_cast<std::size_t>(s->players), false);
    for (const auto& p : setup.players)
        s->names.push_back(p.name);
    return s;
}

std::vector<EventDraft> SecretNightGame::openingEvents(const engine::SessionSetup& setup, components::Rng& rng) const {
    const int n = static_cast<int>(setup.players.size());
    auto roles = m_rules.rolesFor(n);
    rng.shuffle(roles);
    const auto characters = components::HiddenDeal::shuffledOrder(rng, static_cast<int>(m_rules.characters.size()));
    return {EventDraft{"sn.dealt", Json{{"roles", roles},
                                        {"characters", std::vector<int>(characters.begin(), characters.begin() + n)}}}};
}

Resolved SecretNightGame::resolve(const engine::GameState& gs, const Intent& intent, components::Rng& rng) const {
    const auto& s = cast(gs);
    if (intent.type.rfind("sn.", 0) != 0)
        return RuleError{"unknown_intent", "Secret Night has no action called \"" + intent.type + "\"."};
    if (s.phase == Phase::Finished)
        return RuleError{"game_over", tr("The night is over.")};
    const engine::Args args(intent.args);
    if (intent.type == "sn.see_role") {
        if (s.phase != Phase::Dealing)
            return RuleError{"wrong_phase", tr("Everyone has already seen their role.")};
        auto seat = args.seat("seat", s.players);
        if (!seat)
            return seat.error();
        for (int i = 0; i < *seat; ++i)
            if (!s.seats[static_cast<std::size_t>(i)].seen)
                return RuleError{"not_your_turn", tr("Roles are seen in seat order: {name} looks first.",
                                                     {{"name", s.names[static_cast<std::size_t>(i)]}})};
        if (s.seats[static_cast<std::size_t>(*seat)].seen)
            return RuleError{"already_seen", tr("{name} has already seen their role.",
                                                {{"name", s.names[static_cast<std::size_t>(*seat)]}})};
        return EventDraft{"sn.role_seen", Json{{"seat", *seat}}};
    }
    if (s.phase == Phase::Dealing)
        return RuleError{"wrong_phase", tr("First every player looks at their role (pass the tablet).")};
    const auto it = handlers().find(intent.type);
    if (it == handlers().end())
        return RuleError{"unknown_intent", "Secret Night has no action called \"" + intent.type + "\"."};
    const Play play{s, args, rng, intent.type, s.current(), s.hoursElapsed >= m_rules.midnightAfter};
    // Every intent of the night acts for the player whose turn it is. One that names another
    // actor is refused, never credited to the current player instead.
    auto named = args.optionalSeat("seat", s.players);
    if (!named)
        return named.error();
    if (*named && **named != play.cur)
        return play.notYourTurn(**named);
    // Someone who left the mansion during their own turn (escaped, arrested, dead) only ends it.
    if (intent.type != "sn.end_turn")
        if (auto gone = absent(play, play.cur, Absence::EndTheTurn))
            return *gone;
    return (this->*(it->second))(play);
}

const std::map<std::string, SecretNightGame::Handler>& SecretNightGame::handlers() {
    static const std::map<std::string, Handler> table = {
        {"sn.spin", &SecretNightGame::onSpin},
        {"sn.respin", &SecretNightGame::onRespin},
        {"sn.save_steps", &SecretNightGame::onSaveSteps},
        {"sn.use_steps", &SecretNightGame::onUseSteps},
        {"sn.attack", &SecretNightGame::onAttack},
        {"sn.dog_attack", &SecretNightGame::onAttack},
        {"sn.poison", &SecretNightGame::onPoison},
        {"sn.heal", &SecretNightGame::onHeal},
        {"sn.use_skill", &SecretNightGame::onUseSkill},
        {"sn.move_clock", &SecretNightGame::onMoveClock},
        {"sn.check_role", &SecretNightGame::onCheckRole},
        {"sn.arrest", &SecretNightGame::onArrest},
        {"sn.tie", &SecretNightGame::onTie},
        {"sn.escape", &SecretNightGame::onEscape},
        {"sn.action_square", &SecretNightGame::onActionSquare},
        {"sn.beef", &SecretNightGame::onBeef},
        {"sn.lock_door", &SecretNightGame::onLockDoor},
        {"sn.end_turn", &SecretNightGame::onEndTurn},
    };
    return table;
}

std::optional<RuleError> SecretNightGame::absent(const Play& p, int seat, Absence what) const {
    const auto& pl = p.at(seat);
    if (!pl.dead && !pl.away)
        return std::nullopt;
    const Placeholders name{{"name", p.name(seat)}};
    // One whole sentence for each way of being absent and each thing asked.
    if (what == Absence::EndTheTurn)
        return RuleError{"absent", pl.gone ? tr("{name} has escaped for the rest of the night: end the turn.", name)
                                   : pl.dead
                                       ? tr("{name} is dead until their next turn: end the turn.", name)
                                       : tr("{name} is out of the mansion until their next turn: end the turn.", name)};
    if (what == Absence::Aboard)
        return RuleError{"absent",
                         pl.gone ? tr("{name} has escaped for the rest of the night: everyone aboard must be in the "
                                      "mansion.",
                                      name)
                         : pl.dead
                             ? tr("{name} is dead until their next turn: everyone aboard must be in the mansion.", name)
                             : tr("{name} is out of the mansion until their next turn: everyone aboard must be "
                                  "in the mansion.",
                                  name)};
    return RuleError{"absent", pl.gone   ? tr("{name} has escaped for the rest of the night.", name)
                               : pl.dead ? tr("{name} is dead until their next turn.", name)
                                         : tr("{name} is out of the mansion until their next turn.", name)};
}

std::optional<RuleError> SecretNightGame::knownNonThief(const Play& p, int seat, KnownFor why) const {
    if (!roleIsPublic(p.s, seat))
        return std::nullopt;
    const auto& role = m_rules.roles[static_cast<std::size_t>(p.at(seat).role)];
    if (role.team == Team::Thieves)
        return std::nullopt;
    const Placeholders args{{"name", p.name(seat)}, {"role", trData("secret-night", role.name)}};
    return RuleError{"known_role",
                     why == KnownFor::Handcuffs
                         ? tr("{name} is the {role}, as everyone knows: the Handcuffs are for thieves.", args)
                         : tr("{name} is the {role}, as everyone knows: only thieves escape.", args)};
}

EventDraft SecretNightGame::spinEvent(const Play& p, const std::string& mode, bool respin) const {
    const int seg = static_cast<int>(p.rng.below(p.s.wheel.size()));
    const auto& segment = p.s.wheel[static_cast<std::size_t>(seg)];
    const auto& me = characterOf(p.s, p.cur);
    const int steps = mode == "water" ? segment.water : segment.steps;
    const int bonus = mode == "movement" && me.use == "movement" ? me.bonus : 0;
    const int counted = p.s.extraCardOnTotal ? steps + bonus : steps;
    const auto& extras = m_rules.extraCardResults;
    const bool extra = mode == "movement" && std::find(extras.begin(), extras.end(), counted) != extras.end();
    return EventDraft{"sn.wheel_spun", Json{{"seat", p.cur},
                                            {"mode", mode},
                                            {"segment", seg},
                                            {"steps", steps},
                                            {"bonus", bonus},
                                            {"total", steps + bonus},
                                            {"extra_card", extra},
                                            {"respin", respin}}};
}

Resolved SecretNightGame::onSpin(const Play& p) const {
    auto mode = p.args.choice("mode", {"movement", "water"}, std::string("movement"), "bad_mode");
    if (!mode)
        return mode.error();
    if (p.s.spin)
        return RuleError{"already_spun", tr("The Roulette was already spun for this turn.")};
    return spinEvent(p, *mode, false);
}

Resolved SecretNightGame::onRespin(const Play& p) const {
    if (characterOf(p.s, p.cur).skill != "respin")
        return RuleError{"no_skill", tr("Only Kontar Saleh may re-spin.")};
    if (!p.s.spin || p.s.spin->mode != "movement")
        return RuleError{"no_spin", tr("Spin for movement first; then Kontar may re-spin once.")};
    if (p.s.respun)
        return RuleError{"skill_used", tr("Kontar has already re-spun this turn: the second spin stands.")};
    return spinEvent(p, "movement", true);
}

Resolved SecretNightGame::onSaveSteps(const Play& p) const {
    if (!p.s.spin)
        return RuleError{"no_spin", tr("Spin first: only steps of this turn can be saved.")};
    if (p.s.stepsSaved)
        return RuleError{"already_saved", tr("Steps were already saved this turn.")};
    if (p.s.spin->total < 1)
        return RuleError{"bad_steps", tr("This turn\u2019s spin gave no steps to save.")};
    auto steps = p.args.integer("steps", 1, p.s.spin->total, std::nullopt, "bad_steps");
    if (!steps)
        return steps.error();
    return EventDraft{"sn.steps_saved", Json{{"seat", p.cur}, {"steps", *steps}}};
}

Resolved SecretNightGame::onUseSteps(const Play& p) const {
    const int saved = p.at(p.cur).savedSteps;
    if (saved < 1)
        return RuleError{"bad_steps", tr("{name} has no saved steps.", {{"name", p.name(p.cur)}})};
    auto steps = p.args.integer("steps", 1, saved, std::nullopt, "bad_steps");
    if (!steps)
        return steps.error();
    return EventDraft{"sn.steps_used", Json{{"seat", p.cur}, {"steps", *steps}}};
}

Resolved SecretNightGame::onUseSkill(const Play& p) const {
    auto skill = p.args.text("skill", std::nullopt, "no_skill");
    if (!skill)
        return skill.error();
    const auto& me = characterOf(p.s, p.cur);
    if (*skill != me.skill || (*skill != "mind_move" && *skill != "push_six" && *skill != "double_turn"))
        return RuleError{"no_skill", tr("{character} does not have that skill.", {{"character", me.name}})};
    if (me.use == "once_per_game" && p.at(p.cur).skillSpent)
        return RuleError{"skill_used",
                         tr("{character}\u2019s skill is spent for this game.", {{"character", me.name}})};
    if (me.use == "per_turn" && p.s.perTurnSkillUsed)
        return RuleError{"skill_used",
                         tr("{character}\u2019s skill was already used this turn.", {{"character", me.name}})};
    return EventDraft{"sn.skill_used", Json{{"seat", p.cur}, {"skill", *skill}}};
}

Resolved SecretNightGame::onMoveClock(const Play& p) const {
    if (characterOf(p.s, p.cur).skill != "move_clock" || p.at(p.cur).skillSpent)
        return RuleError{"no_skill", tr("Only Wilma Sanders moves the clock, once per game, on her turn.")};
    auto delta = p.args.integer("delta", -1, 1, std::nullopt, "bad_delta");
    if (!delta || *delta == 0)
        return RuleError{"bad_delta", tr("Move the clock one hour: \"delta\" 1 or -1.")};
    if (p.s.hoursElapsed + *delta < 0)
        return RuleError{"too_early", tr("The night starts at {time}: the clock cannot go back further.",
                                         {{"time", clockLabel(0)}})};
    return EventDraft{"sn.clock_moved", Json{{"seat", p.cur}, {"delta", *delta}}};
}

Resolved SecretNightGame::onCheckRole(const Play& p) const {
    auto target = p.args.seat("target", p.s.players);
    if (!target)
        return target.error();
    if (*target == p.cur)
        return RuleError{"self", tr("Choose another player\u2019s role to check.")};
    if (characterOf(p.s, p.cur).skill != "check_role" || p.at(p.cur).skillSpent)
        return RuleError{"no_skill", tr("Only Zachary Davis checks a role, once per game.")};
    if (roleIsPublic(p.s, *target))
        return RuleError{"known_role", tr("Everyone already knows {name}\u2019s role.", {{"name", p.name(*target)}})};
    return EventDraft{"sn.role_checked", Json{{"seat", p.cur}, {"target", *target}, {"role", p.at(*target).role}}};
}

Resolved SecretNightGame::onArrest(const Play& p) const {
    // The Handcuffs are an Object card: played by the player whose turn it is.
    auto named = p.args.optionalSeat("by", p.s.players);
    if (!named)
        return named.error();
    const int by = named->value_or(p.cur);
    if (by != p.cur)
        return p.notYourTurn(by);
    auto target = p.args.seat("target", p.s.players);
    if (!target)
        return target.error();
    if (*target == by)
        return RuleError{"self", tr("Choose someone else to arrest.")};
    auto smoke = p.args.flag("smoke_bomb", false);
    if (!smoke)
        return smoke.error();
    auto money = p.args.integer("money", 0, 5, 0, "bad_money");
    if (!money)
        return money.error();
    if (auto r = absent(p, *target, Absence::Plain))
        return *r;
    // Only what the table already knows may refuse an arrest: never a secret role.
    const auto& captor = p.at(by);
    if (roleIsPublic(p.s, by) && m_rules.roles[static_cast<std::size_t>(captor.role)].team != Team::Police)
        return RuleError{
            "not_police",
            tr("{name} is known to be {a_role}: only the police can use the Handcuffs.",
               {{"name", p.name(by)}, {"a_role", aRole(m_rules.roles[static_cast<std::size_t>(captor.role)].name)}})};
    if (auto r = knownNonThief(p, *target, KnownFor::Handcuffs))
        return *r;
    for (const auto& e : p.s.effects)
        if (e.kind == "handcuff_cooldown" && e.by == by && e.seat == *target)
            return RuleError{"cooldown", tr("{name} broke free: these Handcuffs cannot be used on them for 1 turn.",
                                            {{"name", p.name(*target)}})};
    Json spins = Json::array();
    bool freed = *smoke;
    const auto& victim = p.at(*target);
    const auto& role = m_rules.roles[static_cast<std::size_t>(victim.role)];
    if (!*smoke) {
        // The Master Thief spins twice against the Handcuffs (a public role).
        const int tries = role.id == "master_thief" ? 2 : 1;
        for (int i = 0; i < tries && !freed; ++i) {
            const int seg = static_cast<int>(p.rng.below(p.s.wheel.size()));
            spins.push_back(seg);
            freed = p.s.wheel[static_cast<std::size_t>(seg)].green;
        }
    }
    Json out{{"by", by}, {"target", *target}, {"smoke_bomb", *smoke}, {"spins", spins}, {"freed", freed}};
    if (!freed) {
        int delta = 0;
        bool mistaken = false;
        if (role.id == "master_thief")
            delta = -m_rules.scoring.masterThiefArrested;
        else if (role.team == Team::Thieves)
            delta = -m_rules.scoring.thiefArrested;
        else {
            mistaken = true;
            delta = -m_rules.scoring.mistakenArrest; // police lose 2: the marker moves towards the thieves
        }
        if (!mistaken)
            delta -= *money * m_rules.scoring.moneyConfiscated;
        out["role"] = victim.role;
        out["mistaken"] = mistaken;
        out["money"] = mistaken ? 0 : *money;
        out["score"] = delta;
    }
    return EventDraft{"sn.arrest_resolved", out};
}

Resolved SecretNightGame::onTie(const Play& p) const {
    auto target = p.args.seat("target", p.s.players);
    if (!target)
        return target.error();
    if (*target == p.cur)
        return RuleError{"self", tr("Choose another player to tie up.")};
    if (auto r = absent(p, *target, Absence::Plain))
        return *r;
    const auto& victim = characterOf(p.s, *target);
    if (victim.skill == "cannot_be_tied")
        return RuleError{"cannot_be_tied", tr("{character} cannot be tied.", {{"character", victim.name}})};
    for (const auto& e : p.s.effects)
        if (e.kind == "rope_cooldown" && e.by == p.cur && e.seat == *target)
            return RuleError{"cooldown", tr("{name} broke free: this Rope cannot be used on them for 1 turn.",
                                            {{"name", p.name(*target)}})};
    const int seg = static_cast<int>(p.rng.below(p.s.wheel.size()));
    return EventDraft{"sn.tie_resolved", Json{{"by", p.cur},
                                              {"target", *target},
                                              {"spins", Json::array({seg})},
                                              {"freed", p.s.wheel[static_cast<std::size_t>(seg)].green}}};
}

// Only the table's knowledge may refuse an escape (see the "escape_reveals" decision in
// data/games/secret-night.json): a secret non-thief aboard is found out by the escape itself.
Resolved SecretNightGame::onEscape(const Play& p) const {
    std::vector<std::string> ids;
    for (const auto& v : m_rules.vehicles)
        ids.push_back(v.id);
    auto vid = p.args.choice("vehicle", ids, std::nullopt, "bad_vehicle");
    if (!vid)
        return vid.error();
    const int v = m_rules.vehicleIndex(*vid);
    const auto& vehicle = m_rules.vehicles[static_cast<std::size_t>(v)];
    const Placeholders vname{{"vehicle", vehicleWord(vehicle.name)}};
    if (p.s.vehicleUsed[static_cast<std::size_t>(v)])
        return RuleError{"vehicle_used", tr("The {vehicle} has already been used.", vname)};
    auto named = p.args.optionalSeat("driver", p.s.players);
    if (!named)
        return named.error();
    const int driver = named->value_or(p.cur);
    if (driver != p.cur)
        return p.notYourTurn(driver);
    auto passengers = p.args.seats("passengers", p.s.players);
    if (!passengers)
        return passengers.error();
    std::vector<int> aboard{driver};
    for (int seat : *passengers) {
        if (seat == driver)
            return RuleError{"bad_seat", tr("\"passengers\" lists the others aboard, not the driver.")};
        aboard.push_back(seat);
    }
    if (static_cast<int>(aboard.size()) > vehicle.seats)
        return RuleError{"too_many", trn("The {vehicle} carries {n} player.", "The {vehicle} carries {n} players.",
                                         vehicle.seats, {{"vehicle", vehicleWord(vehicle.name)}})};
    auto key = p.args.flag("key", false);
    if (!key)
        return key.error();
    if (vehicle.needsKey && !*key)
        return RuleError{"no_key", tr("The {vehicle} needs its key: the driver must hold it.", vname)};
    auto money = p.args.integer("money", 0, 5, 0, "bad_money");
    if (!money)
        return money.error();
    for (int seat : aboard) {
        if (auto r = absent(p, seat, Absence::Aboard))
            return *r;
        if (auto r = knownNonThief(p, seat, KnownFor::Escape))
            return *r;
    }
    auto isThief = [&](int seat) {
        return m_rules.roles[static_cast<std::size_t>(p.at(seat).role)].team == Team::Thieves;
    };
    Json out{{"vehicle", vehicle.id}, {"driver", driver}, {"aboard", aboard}, {"money", *money}};
    std::vector<int> revealed, left, stayed;
    if (!isThief(driver)) {
        // Only thieves can drive: the vehicle does not start. The driver's card is turned over;
        // the others aboard never left, so they keep their secrets.
        revealed = {driver};
        stayed = aboard;
    } else {
        revealed = aboard;
        for (int seat : aboard)
            (isThief(seat) ? left : stayed).push_back(seat);
    }
    int points = 0;
    if (*money > 0 && !left.empty()) {
        points = vehicle.id == "boat" ? m_rules.scoring.escapeBoat : m_rules.scoring.escapeCarMotorbike;
        points += (static_cast<int>(left.size()) - 1) * m_rules.scoring.extraThief;
        points += (*money - 1) * m_rules.scoring.extraMoney;
    }
    Json roles = Json::array();
    for (int seat : revealed)
        roles.push_back(p.at(seat).role);
    out["stalled"] = !isThief(driver);
    out["revealed"] = revealed;
    out["roles"] = roles;
    out["left"] = left;
    out["stayed"] = stayed;
    out["score"] = points;
    return EventDraft{"sn.escaped", out};
}

Resolved SecretNightGame::onActionSquare(const Play& p) const {
    auto icon = p.args.choice("icon", m_rules.actionSquare, std::nullopt, "bad_icon");
    if (!icon)
        return icon.error();
    const auto it = std::find(m_rules.actionSquare.begin(), m_rules.actionSquare.end(), *icon);
    if (static_cast<int>(it - m_rules.actionSquare.begin()) == p.s.disc)
        return RuleError{"disc_here", tr("The disc sits on that icon: choose another one.")};
    if (p.s.actionSquareUsed)
        return RuleError{"square_used", tr("The Action Square is used once per turn.")};
    return EventDraft{"sn.action_square_used", Json{{"seat", p.cur}, {"icon", *icon}}};
}

Resolved SecretNightGame::onBeef(const Play& p) const {
    auto named = p.args.optionalSeat("by", p.s.players);
    if (!named)
        return named.error();
    const int by = named->value_or(p.cur);
    if (!p.s.dogInPlay)
        return RuleError{"no_dog", tr("The dog is already out of play.")};
    // "Use when your pawn is next to the Dog during your turn, or in response to his attack".
    if (by != p.cur && p.s.dogBit != by)
        return RuleError{"not_your_turn",
                         tr("It is {current}\u2019s turn: {name} may feed the dog Beef now only in answer to its bite.",
                            {{"current", p.name(p.cur)}, {"name", p.name(by)}})};
    if (auto r = absent(p, by, Absence::Plain))
        return *r;
    return EventDraft{"sn.dog_removed", Json{{"seat", by}}};
}

Resolved SecretNightGame::onLockDoor(const Play& p) const {
    return EventDraft{"sn.door_locked", Json{{"seat", p.cur}}};
}

Resolved SecretNightGame::onEndTurn(const Play& p) const {
    Json out{{"seat", p.cur}};
    const auto& me = p.at(p.cur);
    if (me.poisoned && !me.dead && !me.away)
        out["poison"] = damageOutcome(p.s, p.cur, -1, "poison", m_rules.damage.at("poison"), p.rng);
    return EventDraft{"sn.turn_ended", out};
}

const Character& SecretNightGame::characterOf(const SecretNightState& s, int seat) const {
    // A stored log may name a skill before any character was dealt: refused as damage, never
    // read out of bounds (found by the storedlog fuzz target).
    const int c = s.seats.at(static_cast<std::size_t>(seat)).character;
    if (c < 0 || static_cast<std::size_t>(c) >= m_rules.characters.size())
        throw std::runtime_error("the saved log names a character that was not dealt");
    return m_rules.characters[static_cast<std::size_t>(c)];
}

bool SecretNightGame::roleIsPublic(const SecretNightState& s, int seat) const {
    const auto& p = s.seats[static_cast<std::size_t>(seat)];
    return p.role >= 0 &&
           (p.roleRevealed || m_rules.roles[static_cast<std::size_t>(p.role)].shown || s.phase == Phase::Finished);
}

} // namespace heist::games::secret_night
