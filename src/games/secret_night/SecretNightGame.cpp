// Setup and validation: which intents are allowed now, and their outcomes (spins, deals,
// damage and deaths, arrests and escapes) worked out once and stored in the event.
#include "games/secret_night/SecretNightGame.hpp"

#include "components/HiddenDeal.hpp"

#include <algorithm>
#include <numeric>

namespace heist::games::secret_night {

using engine::EventDraft;
using engine::Intent;
using engine::Resolved;
using engine::RuleError;

namespace {

std::optional<int> seatArg(const Json& args, const char* key, int players) {
    if (!args.contains(key) || !args[key].is_number_integer())
        return std::nullopt;
    const int seat = args[key].get<int>();
    if (seat < 0 || seat >= players)
        return std::nullopt;
    return seat;
}

RuleError badSeat(const char* key) {
    return {"bad_seat", std::string("Say which player with \"") + key + "\" (a seat number)."};
}

} // namespace

SecretNightGame::SecretNightGame(SecretNightRules rules) : m_rules(std::move(rules)) {}

const SecretNightState& SecretNightGame::cast(const engine::GameState& s) {
    return static_cast<const SecretNightState&>(s);
}

Json SecretNightGame::defaultHouseRules() const {
    return Json{{"offer_pin", true}, {"escaped_thieves_return", true}, {"extra_card_on_total", false}};
}

std::optional<RuleError> SecretNightGame::validateSetup(const engine::SessionSetup& setup) const {
    const int n = static_cast<int>(setup.players.size());
    if (n < m_rules.info.minPlayers || n > m_rules.info.maxPlayers)
        return RuleError{"player_count", m_rules.info.title + " is for " + std::to_string(m_rules.info.minPlayers) +
                                             " to " + std::to_string(m_rules.info.maxPlayers) +
                                             " players; this table has " + std::to_string(n) + "."};
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        if (setup.players[i].name.empty())
            return RuleError{"empty_name", "Every player needs a name."};
        for (std::size_t j = i + 1; j < setup.players.size(); ++j)
            if (setup.players[i].name == setup.players[j].name)
                return RuleError{"duplicate_name", "Two players are called " + setup.players[i].name +
                                                       "; give one of them another name."};
    }
    if (!setup.houseRules.is_object())
        return RuleError{"house_rules", "House rules must be an object."};
    for (const auto& [key, value] : setup.houseRules.items()) {
        if (key == "wheel") {
            if (auto problem = SecretNightRules::checkWheel(value); !problem.empty())
                return RuleError{"house_rules", "The wheel in the house rules is not usable: " + problem + "."};
        } else if (engine::isSessionOption(key) || key == "escaped_thieves_return" || key == "extra_card_on_total") {
            if (!value.is_boolean())
                return RuleError{"house_rules", "\"" + key + "\" is true or false."};
        } else {
            return RuleError{"house_rules", "Unknown house rule \"" + key + "\"."};
        }
    }
    return std::nullopt;
}

std::unique_ptr<engine::GameState> SecretNightGame::initialState(const engine::SessionSetup& setup) const {
    auto s = std::make_unique<SecretNightState>();
    s->players = static_cast<int>(setup.players.size());
    s->wheel = setup.houseRules.contains("wheel") ? SecretNightRules::wheelFrom(setup.houseRules["wheel"]) : m_rules.wheel;
    s->seats.assign(static_cast<std::size_t>(s->players), PlayerState{});
    for (auto& p : s->seats)
        p.health = m_rules.health;
    s->disc = m_rules.actionSquareStart;
    s->vehicleUsed.assign(m_rules.vehicles.size(), false);
    s->checks.assign(static_cast<std::size_t>(s->players), {});
    s->extraCardOnTotal = setup.houseRules.value("extra_card_on_total", false);
    return s;
}

std::vector<EventDraft> SecretNightGame::openingEvents(const engine::SessionSetup& setup, engine::Rng& rng) const {
    const int n = static_cast<int>(setup.players.size());
    auto roles = m_rules.rolesFor(n);
    rng.shuffle(roles);
    const auto characters = components::HiddenDeal::shuffledOrder(rng, static_cast<int>(m_rules.characters.size()));
    return {EventDraft{"sn.dealt", Json{{"roles", roles},
                                        {"characters", std::vector<int>(characters.begin(), characters.begin() + n)}}}};
}

int SecretNightGame::drawCharacter(const SecretNightState& s, engine::Rng& rng, int exceptSeat) const {
    std::vector<int> free;
    for (int c = 0; c < static_cast<int>(m_rules.characters.size()); ++c) {
        bool used = false;
        for (int seat = 0; seat < s.players; ++seat) {
            const auto& p = s.seats[static_cast<std::size_t>(seat)];
            used |= p.character == c || p.pendingCharacter == c;
        }
        used |= s.seats[static_cast<std::size_t>(exceptSeat)].character == c;
        if (!used)
            free.push_back(c);
    }
    return free.empty() ? s.seats[static_cast<std::size_t>(exceptSeat)].character
                        : free[static_cast<std::size_t>(rng.below(free.size()))];
}

int SecretNightGame::deathDelta(const SecretNightState& s, int seat) const {
    const auto team = m_rules.roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].role)].team;
    if (team == Team::Thieves)
        return -m_rules.scoring.thiefDies; // points for the police
    if (team == Team::Police)
        return m_rules.scoring.detectiveDies;
    return 0; // SPEC Decision: the Deceiver's death scores nothing
}

// What an attack does, worked out now so that replay never decides again.
Json SecretNightGame::damageOutcome(const SecretNightState& s, int target, int by, const std::string& weapon, int amount,
                                   engine::Rng& rng) const {
    const auto& victim = s.seats[static_cast<std::size_t>(target)];
    const auto& skill = characterOf(s, target).skill;
    Json out{{"seat", target}, {"by", by}, {"weapon", weapon}};
    if (weapon == "knife" && by >= 0 && characterOf(s, by).skill == "knife_two")
        amount = 2; // Margot
    std::string avoided;
    if (weapon == "knife" && skill == "avoid_knife" && !victim.skillSpent)
        avoided = "avoid_knife";
    if (weapon == "gun" && skill == "avoid_gun" && !victim.skillSpent)
        avoided = "avoid_gun";
    if (!avoided.empty())
        amount = 0;
    out["amount"] = amount;
    out["avoided"] = avoided.empty() ? Json() : Json(avoided);
    const bool dies = amount > 0 && victim.health - amount <= 0;
    out["dies"] = dies;
    if (dies) {
        out["score"] = deathDelta(s, target);
        out["new_character"] = drawCharacter(s, rng, target);
    }
    return out;
}

Resolved SecretNightGame::resolve(const engine::GameState& gs, const Intent& intent, engine::Rng& rng) const {
    const auto& s = cast(gs);
    if (intent.type.rfind("sn.", 0) != 0)
        return RuleError{"unknown_intent", "Secret Night has no action called \"" + intent.type + "\"."};
    if (s.phase == Phase::Finished)
        return RuleError{"game_over", "The night is over."};
    if (intent.type == "sn.see_role") {
        if (s.phase != Phase::Dealing)
            return RuleError{"wrong_phase", "Everyone has already seen their role."};
        auto seat = seatArg(intent.args, "seat", s.players);
        if (!seat)
            return badSeat("seat");
        for (int i = 0; i < *seat; ++i)
            if (!s.seats[static_cast<std::size_t>(i)].seen)
                return RuleError{"not_your_turn", "Roles are seen in seat order."};
        if (s.seats[static_cast<std::size_t>(*seat)].seen)
            return RuleError{"already_seen", "That player has already seen their role."};
        return EventDraft{"sn.role_seen", Json{{"seat", *seat}}};
    }
    if (s.phase == Phase::Dealing)
        return RuleError{"wrong_phase", "First every player looks at their role (pass the tablet)."};
    return resolvePlay(s, intent, rng);
}

Resolved SecretNightGame::resolvePlay(const SecretNightState& s, const Intent& intent, engine::Rng& rng) const {
    const auto& t = intent.type;
    const auto& a = intent.args;
    const int cur = s.current();
    const auto& me = s.seats[static_cast<std::size_t>(cur)];
    const auto& myChar = characterOf(s, cur);
    const bool midnight = s.hoursElapsed >= m_rules.midnightAfter;
    auto present = [&](int seat) {
        const auto& p = s.seats[static_cast<std::size_t>(seat)];
        return !p.dead && !p.away;
    };
    auto spinSegment = [&] { return static_cast<int>(rng.below(s.wheel.size())); };
    auto movement = [&](const std::string& mode, bool respin) {
        const int seg = spinSegment();
        const auto& segment = s.wheel[static_cast<std::size_t>(seg)];
        const int steps = mode == "water" ? segment.water : segment.steps;
        const int bonus = mode == "movement" && myChar.use == "movement" ? myChar.bonus : 0;
        const int counted = s.extraCardOnTotal ? steps + bonus : steps;
        const bool extra = mode == "movement" && std::find(m_rules.extraCardResults.begin(),
                                                           m_rules.extraCardResults.end(), counted) !=
                                                     m_rules.extraCardResults.end();
        return EventDraft{"sn.wheel_spun", Json{{"seat", cur}, {"mode", mode}, {"segment", seg}, {"steps", steps},
                                                {"bonus", bonus}, {"total", steps + bonus}, {"extra_card", extra},
                                                {"respin", respin}}};
    };

    if (t == "sn.spin") {
        const std::string mode = a.value("mode", std::string("movement"));
        if (mode != "movement" && mode != "water")
            return RuleError{"bad_mode", "Spin for \"movement\" or \"water\"."};
        if (s.spin)
            return RuleError{"already_spun", "The Roulette was already spun for this turn."};
        return movement(mode, false);
    }
    if (t == "sn.respin") {
        if (myChar.skill != "respin")
            return RuleError{"no_skill", "Only Kontar Saleh may re-spin."};
        if (!s.spin || s.spin->mode != "movement")
            return RuleError{"no_spin", "Spin for movement first; then Kontar may re-spin once."};
        if (s.respun)
            return RuleError{"skill_used", "Kontar has already re-spun this turn: the second spin stands."};
        return movement("movement", true);
    }
    if (t == "sn.save_steps") {
        const int steps = a.value("steps", 0);
        if (!s.spin)
            return RuleError{"no_spin", "Spin first: only steps of this turn can be saved."};
        if (s.stepsSaved)
            return RuleError{"already_saved", "Steps were already saved this turn."};
        if (steps < 1 || steps > s.spin->total)
            return RuleError{"bad_steps", "Save between 1 and " + std::to_string(s.spin->total) + " steps."};
        return EventDraft{"sn.steps_saved", Json{{"seat", cur}, {"steps", steps}}};
    }
    if (t == "sn.use_steps") {
        const int steps = a.value("steps", 0);
        if (steps < 1 || steps > me.savedSteps)
            return RuleError{"bad_steps", "There are " + std::to_string(me.savedSteps) + " saved steps to use."};
        return EventDraft{"sn.steps_used", Json{{"seat", cur}, {"steps", steps}}};
    }
    if (t == "sn.attack" || t == "sn.dog_attack") {
        auto target = seatArg(a, "target", s.players);
        if (!target)
            return badSeat("target");
        if (!present(*target))
            return RuleError{"absent", "That player is not in the mansion right now."};
        std::string weapon = t == "sn.dog_attack" ? "dog" : a.value("weapon", std::string());
        if (!m_rules.damage.count(weapon) || weapon == "poison")
            return RuleError{"bad_weapon", "Say the weapon: knife, gun, dynamite or dynamite_nearby."};
        int by = cur;
        if (weapon == "dog") {
            if (m_rules.roles[static_cast<std::size_t>(me.role)].id != "chief_inspector")
                return RuleError{"not_chief", "Only the Chief Inspector commands the dog, on his turn."};
            if (!s.dogInPlay)
                return RuleError{"no_dog", "The dog is out of play."};
            if (!midnight)
                return RuleError{"before_midnight", "The dog can attack from midnight."};
            if (s.dogAttacked)
                return RuleError{"dog_used", "The dog has already attacked this turn."};
        } else if (weapon == "knife" || weapon == "gun") {
            if (!midnight)
                return RuleError{"before_midnight", "Attack cards can be used from midnight (00:00)."};
            if (*target == cur)
                return RuleError{"self", "Choose another player to attack."};
        } else {
            by = -1; // dynamite has no attacker
        }
        return EventDraft{"sn.damaged", damageOutcome(s, *target, by, weapon, m_rules.damage.at(weapon), rng)};
    }
    if (t == "sn.poison") {
        auto target = seatArg(a, "target", s.players);
        if (!target || *target == cur)
            return badSeat("target");
        if (!present(*target))
            return RuleError{"absent", "That player is not in the mansion right now."};
        if (!midnight)
            return RuleError{"before_midnight", "Attack cards can be used from midnight (00:00)."};
        if (s.seats[static_cast<std::size_t>(*target)].poisoned)
            return RuleError{"already_poisoned", "That player is already poisoned."};
        return EventDraft{"sn.poisoned", Json{{"seat", *target}, {"by", cur}}};
    }
    if (t == "sn.heal") {
        auto target = seatArg(a, "target", s.players);
        if (!target)
            return badSeat("target");
        const auto& p = s.seats[static_cast<std::size_t>(*target)];
        if (!present(*target))
            return RuleError{"absent", "That player is not in the mansion right now."};
        if (p.health >= m_rules.health && !p.poisoned)
            return RuleError{"healthy", "That player has full health and no poison."};
        const std::string source = a.value("source", std::string("first_aid"));
        if (source == "otto") {
            if (myChar.skill != "heal" || me.skillSpent)
                return RuleError{"no_skill", "Only Otto Oppenheim heals without a card, once per game."};
        } else if (source != "first_aid") {
            return RuleError{"bad_source", "Heal with \"first_aid\" or Otto's skill (\"otto\")."};
        }
        return EventDraft{"sn.healed", Json{{"seat", *target}, {"by", cur}, {"source", source}}};
    }
    if (t == "sn.use_skill") {
        const std::string skill = a.value("skill", std::string());
        if (skill != myChar.skill || (skill != "mind_move" && skill != "push_six" && skill != "double_turn"))
            return RuleError{"no_skill", myChar.name + " does not have that skill."};
        if (myChar.use == "once_per_game" && me.skillSpent)
            return RuleError{"skill_used", myChar.name + "\u2019s skill is spent for this game."};
        if (myChar.use == "per_turn" && s.perTurnSkillUsed)
            return RuleError{"skill_used", myChar.name + "\u2019s skill was already used this turn."};
        return EventDraft{"sn.skill_used", Json{{"seat", cur}, {"skill", skill}}};
    }
    if (t == "sn.move_clock") {
        const int delta = a.value("delta", 0);
        if (myChar.skill != "move_clock" || me.skillSpent)
            return RuleError{"no_skill", "Only Wilma Sanders moves the clock, once per game, on her turn."};
        if (delta != 1 && delta != -1)
            return RuleError{"bad_delta", "Move the clock one hour: \"delta\" 1 or -1."};
        if (s.hoursElapsed + delta < 0)
            return RuleError{"too_early", "The night starts at 9 p.m.: the clock cannot go back further."};
        return EventDraft{"sn.clock_moved", Json{{"seat", cur}, {"delta", delta}}};
    }
    if (t == "sn.check_role") {
        auto target = seatArg(a, "target", s.players);
        if (!target || *target == cur)
            return badSeat("target");
        if (myChar.skill != "check_role" || me.skillSpent)
            return RuleError{"no_skill", "Only Zachary Davis checks a role, once per game."};
        return EventDraft{"sn.role_checked",
                          Json{{"seat", cur}, {"target", *target}, {"role", s.seats[static_cast<std::size_t>(*target)].role}}};
    }
    if (t == "sn.arrest") {
        auto by = seatArg(a, "by", s.players);
        auto target = seatArg(a, "target", s.players);
        if (!by)
            return badSeat("by");
        if (!target || *target == *by)
            return badSeat("target");
        if (!present(*by) || !present(*target))
            return RuleError{"absent", "Both players must be in the mansion."};
        const auto& captor = s.seats[static_cast<std::size_t>(*by)];
        // Only what the table already knows may refuse an arrest: never a secret role.
        if (roleIsPublic(s, *by) && m_rules.roles[static_cast<std::size_t>(captor.role)].team != Team::Police)
            return RuleError{"not_police", "Only the police can use the Handcuffs."};
        for (const auto& e : s.effects)
            if (e.kind == "handcuff_cooldown" && e.by == *by && e.seat == *target)
                return RuleError{"cooldown", "That player broke free: these Handcuffs cannot be used on them for 1 turn."};
        const bool smoke = a.value("smoke_bomb", false);
        const int money = a.value("money", 0);
        if (money < 0 || money > 5)
            return RuleError{"bad_money", "Money cards: 0 to 5."};
        Json spins = Json::array();
        bool freed = smoke;
        const auto& victim = s.seats[static_cast<std::size_t>(*target)];
        if (!smoke) {
            // The Master Thief spins twice against the Handcuffs.
            const int tries = m_rules.roles[static_cast<std::size_t>(victim.role)].id == "master_thief" ? 2 : 1;
            for (int i = 0; i < tries && !freed; ++i) {
                const int seg = spinSegment();
                spins.push_back(seg);
                freed = s.wheel[static_cast<std::size_t>(seg)].green;
            }
        }
        Json out{{"by", *by}, {"target", *target}, {"smoke_bomb", smoke}, {"spins", spins}, {"freed", freed}};
        if (!freed) {
            const auto& role = m_rules.roles[static_cast<std::size_t>(victim.role)];
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
                delta -= money * m_rules.scoring.moneyConfiscated;
            out["role"] = victim.role;
            out["mistaken"] = mistaken;
            out["money"] = mistaken ? 0 : money;
            out["score"] = delta;
        }
        return EventDraft{"sn.arrest_resolved", out};
    }
    if (t == "sn.tie") {
        auto target = seatArg(a, "target", s.players);
        if (!target || *target == cur)
            return badSeat("target");
        if (!present(*target))
            return RuleError{"absent", "That player is not in the mansion right now."};
        if (characterOf(s, *target).skill == "cannot_be_tied")
            return RuleError{"cannot_be_tied", characterOf(s, *target).name + " cannot be tied."};
        for (const auto& e : s.effects)
            if (e.kind == "rope_cooldown" && e.by == cur && e.seat == *target)
                return RuleError{"cooldown", "That player broke free: this Rope cannot be used on them for 1 turn."};
        const int seg = spinSegment();
        return EventDraft{"sn.tie_resolved", Json{{"by", cur}, {"target", *target}, {"spins", Json::array({seg})},
                                                  {"freed", s.wheel[static_cast<std::size_t>(seg)].green}}};
    }
    if (t == "sn.escape") {
        const int v = m_rules.vehicleIndex(a.value("vehicle", std::string()));
        if (v < 0)
            return RuleError{"bad_vehicle", "Say the vehicle: boat, motorbike or car."};
        const auto& vehicle = m_rules.vehicles[static_cast<std::size_t>(v)];
        if (s.vehicleUsed[static_cast<std::size_t>(v)])
            return RuleError{"vehicle_used", "The " + vehicle.name + " has already been used."};
        auto driver = seatArg(a, "driver", s.players);
        if (!driver)
            return badSeat("driver");
        std::vector<int> aboard{*driver};
        if (a.contains("passengers") && a["passengers"].is_array())
            for (const auto& p : a["passengers"]) {
                if (!p.is_number_integer() || p.get<int>() < 0 || p.get<int>() >= s.players)
                    return badSeat("passengers");
                if (std::find(aboard.begin(), aboard.end(), p.get<int>()) == aboard.end())
                    aboard.push_back(p.get<int>());
            }
        if (static_cast<int>(aboard.size()) > vehicle.seats)
            return RuleError{"too_many", "The " + vehicle.name + " carries " + std::to_string(vehicle.seats) +
                                             (vehicle.seats == 1 ? " player." : " players.")};
        if (vehicle.needsKey && !a.value("key", false))
            return RuleError{"no_key", "The " + vehicle.name + " needs its key: the driver must hold it."};
        for (int seat : aboard) {
            if (!present(seat))
                return RuleError{"absent", "Everyone aboard must be in the mansion."};
            if (m_rules.roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].role)].team != Team::Thieves)
                return RuleError{"not_thieves", "Only thieves can escape. Check who is aboard."};
        }
        const int money = a.value("money", 0);
        if (money < 0 || money > 5)
            return RuleError{"bad_money", "Money cards: 0 to 5."};
        int points = 0;
        if (money > 0) {
            points = vehicle.id == "boat" ? m_rules.scoring.escapeBoat : m_rules.scoring.escapeCarMotorbike;
            points += (static_cast<int>(aboard.size()) - 1) * m_rules.scoring.extraThief;
            points += (money - 1) * m_rules.scoring.extraMoney;
        }
        Json roles = Json::array();
        for (int seat : aboard)
            roles.push_back(s.seats[static_cast<std::size_t>(seat)].role);
        return EventDraft{"sn.escaped", Json{{"vehicle", vehicle.id}, {"driver", *driver}, {"aboard", aboard},
                                             {"roles", roles}, {"money", money}, {"score", points}}};
    }
    if (t == "sn.action_square") {
        const std::string icon = a.value("icon", std::string());
        const auto it = std::find(m_rules.actionSquare.begin(), m_rules.actionSquare.end(), icon);
        if (it == m_rules.actionSquare.end())
            return RuleError{"bad_icon", "Choose an Action Square icon: steal, push, trade or whisper."};
        if (static_cast<int>(it - m_rules.actionSquare.begin()) == s.disc)
            return RuleError{"disc_here", "The disc sits on that icon: choose another one."};
        if (s.actionSquareUsed)
            return RuleError{"square_used", "The Action Square is used once per turn."};
        return EventDraft{"sn.action_square_used", Json{{"seat", cur}, {"icon", icon}}};
    }
    if (t == "sn.beef") {
        if (!s.dogInPlay)
            return RuleError{"no_dog", "The dog is already out of play."};
        auto by = seatArg(a, "by", s.players);
        return EventDraft{"sn.dog_removed", Json{{"seat", by ? *by : cur}}};
    }
    if (t == "sn.lock_door")
        return EventDraft{"sn.door_locked", Json{{"seat", cur}}};
    if (t == "sn.end_turn") {
        Json out{{"seat", cur}};
        if (me.poisoned && present(cur))
            out["poison"] = damageOutcome(s, cur, -1, "poison", m_rules.damage.at("poison"), rng);
        return EventDraft{"sn.turn_ended", out};
    }
    return RuleError{"unknown_intent", "Secret Night has no action called \"" + t + "\"."};
}

const Character& SecretNightGame::characterOf(const SecretNightState& s, int seat) const {
    return m_rules.characters[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].character)];
}

bool SecretNightGame::roleIsPublic(const SecretNightState& s, int seat) const {
    const auto& p = s.seats[static_cast<std::size_t>(seat)];
    return p.role >= 0 && (p.roleRevealed || m_rules.roles[static_cast<std::size_t>(p.role)].shown ||
                           s.phase == Phase::Finished);
}

} // namespace heist::games::secret_night
