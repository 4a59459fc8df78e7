// Applying events to the state, the end of the night, and the history's line for each event.
// What each screen may see and the results are in SecretNightViews.cpp.
#include "games/secret_night/SecretNightPlay.hpp"

#include "language/Translate.hpp"

#include <algorithm>
#include <stdexcept>
#include <cstdlib>

namespace heist::games::secret_night {

using engine::Event;

namespace {

std::string nameOf(const engine::SessionSetup& setup, int seat) {
    if (seat >= 0 && seat < static_cast<int>(setup.players.size()))
        return setup.players[static_cast<std::size_t>(seat)].name;
    return tr("Someone");
}

// "3 points for the police", as a part of a history line.
std::string teamPoints(int delta) {
    if (delta == 0)
        return tr("no points");
    return delta > 0 ? trn("{n} point for the thieves", "{n} points for the thieves", std::abs(delta))
                     : trn("{n} point for the police", "{n} points for the police", std::abs(delta));
}

} // namespace

void SecretNightGame::addScore(SecretNightState& s, int delta) const {
    if (delta == 0)
        return;
    const int target = m_rules.scoring.target;
    const int asked = s.marker + delta;
    s.marker = std::clamp(asked, -target, target);
    s.pastEnd = std::abs(asked - s.marker);
    if (s.overtime && s.marker != 0) {
        // After 6 a.m. on a level score: the first team to score wins.
        s.winner = s.marker > 0 ? "thieves" : "police";
        s.endReason = "first_score_after_dawn";
        s.phase = Phase::Finished;
        return;
    }
    checkEnd(s);
}

void SecretNightGame::checkEnd(SecretNightState& s) const {
    if (s.phase == Phase::Finished)
        return;
    const int target = m_rules.scoring.target;
    if (s.marker <= -target || s.marker >= target) {
        s.winner = s.marker > 0 ? "thieves" : "police";
        s.endReason = "reached_target";
        s.phase = Phase::Finished;
        return;
    }
    if (s.hoursElapsed < m_rules.hours || s.overtime)
        return;
    // Dawn.
    if (s.deceiverInPlay && std::abs(s.marker) <= 1) {
        s.winner = "deceiver";
        s.endReason = "dawn_deceiver";
    } else if (s.marker != 0) {
        s.winner = s.marker > 0 ? "thieves" : "police";
        s.endReason = "dawn";
    } else {
        s.overtime = true; // level at dawn and no Deceiver: play on until someone scores
        return;
    }
    s.phase = Phase::Finished;
}

void SecretNightGame::startTurn(SecretNightState& s) const {
    const int seat = s.current();
    auto& p = s.seats[static_cast<std::size_t>(seat)];
    if (p.dead) { // respawn with the character drawn at death, same role
        p.dead = false;
        p.character = p.pendingCharacter;
        p.pendingCharacter = -1;
        p.health = m_rules.health;
        p.skillSpent = false;
        p.turnsAsCharacter = 0;
    }
    p.away = false;
    s.spin.reset();
    s.respun = s.actionSquareUsed = s.dogAttacked = s.stepsSaved = s.perTurnSkillUsed = false;
    s.dogBit = -1;
    s.hitThisTurn.assign(static_cast<std::size_t>(s.players), false);
    auto& fx = s.effects;
    for (auto& e : fx)
        if (e.endsAtEndOf == seat)
            e.armed = true;
    fx.erase(std::remove_if(fx.begin(), fx.end(), [&](const Effect& e) { return e.endsAtStartOf == seat; }), fx.end());
}

void SecretNightGame::apply(engine::GameState& gs, const Event& e) const {
    auto& s = static_cast<SecretNightState&>(gs);
    const auto& p = e.payload;
    // Events come from the saved file, which may be damaged or forged: every seat, role,
    // character and segment read here is checked, so that the views never index out of
    // bounds (found by fuzzing the session loader).
    const auto check = [](bool ok, const char* what) {
        if (!ok)
            throw std::runtime_error(std::string("the saved log has ") + what);
    };
    const auto inRange = [](int v, std::size_t n) { return v >= 0 && static_cast<std::size_t>(v) < n; };
    auto seat = [&](const char* key) {
        const int v = p.at(key).get<int>();
        check(inRange(v, s.seats.size()), "a seat that does not exist");
        return v;
    };
    auto at = [&](int i) -> PlayerState& { return s.seats.at(static_cast<std::size_t>(i)); };
    auto role = [&](const Json& j) {
        const int r = j.get<int>();
        check(inRange(r, m_rules.roles.size()), "a role that does not exist");
        return r;
    };
    auto character = [&](const Json& j) {
        const int c = j.get<int>();
        check(inRange(c, m_rules.characters.size()), "a character that does not exist");
        return c;
    };
    auto damage = [&](const Json& d) {
        auto& v = at(d.at("seat").get<int>());
        if (d.contains("by") && !d["by"].is_null())
            check(d["by"].get<int>() >= -1 && d["by"].get<int>() < s.players,
                  "an attack by a seat that does not exist");
        if (d.contains("avoided") && !d["avoided"].is_null())
            v.skillSpent = true; // Yijun's or Salvatore's once-per-game escape
        v.health = std::max(0, v.health - d.at("amount").get<int>());
        if (d.contains("defence"))
            check(d["defence"].is_string() && m_rules.defenceIndex(d["defence"].get<std::string>()) >= 0,
                  "a defence card that does not exist");
        // A card that blocked the attack left nothing to heal in answer (older logs have no "defence").
        if (d.value("weapon", std::string()) != "poison" && !d.contains("defence"))
            s.hitThisTurn.at(d.at("seat").get<std::size_t>()) = true;
        if (d.value("dies", false)) {
            v.dead = true;
            v.roleRevealed = true;
            v.poisoned = false;
            v.savedSteps = 0;
            v.pendingCharacter = character(d.at("new_character"));
            addScore(s, d.value("score", 0));
        }
    };

    if (e.type == "sn.dealt") {
        const auto roles = p.at("roles").get<std::vector<int>>();
        const auto chars = p.at("characters").get<std::vector<int>>();
        check(roles.size() == s.seats.size() && chars.size() == s.seats.size(), "a deal for the wrong number of seats");
        for (std::size_t i = 0; i < roles.size(); ++i) {
            (void)role(roles[i]);
            (void)character(chars[i]);
        }
        int master = 0;
        for (int i = 0; i < s.players; ++i) {
            at(i).role = roles[static_cast<std::size_t>(i)];
            at(i).character = chars[static_cast<std::size_t>(i)];
            if (m_rules.roles[static_cast<std::size_t>(roles[static_cast<std::size_t>(i)])].id == "master_thief")
                master = i;
            if (m_rules.roles[static_cast<std::size_t>(roles[static_cast<std::size_t>(i)])].team == Team::Deceiver)
                s.deceiverInPlay = true;
        }
        s.order.clear();
        for (int i = 0; i < s.players; ++i)
            s.order.push_back((master + i) % s.players); // the Master Thief first, then clockwise
    } else if (e.type == "sn.role_seen") {
        at(seat("seat")).seen = true;
        if (std::all_of(s.seats.begin(), s.seats.end(), [](const PlayerState& x) { return x.seen; })) {
            s.phase = Phase::Playing;
            startTurn(s);
        }
    } else if (e.type == "sn.wheel_spun") {
        Spin spin{p.at("mode").get<std::string>(), p.at("segment").get<int>(), p.at("steps").get<int>(),
                  p.at("bonus").get<int>(),        p.at("total").get<int>(),   p.at("extra_card").get<bool>(),
                  p.at("respin").get<bool>()};
        check(inRange(spin.segment, s.wheel.size()), "a Roulette segment that does not exist");
        s.spin = spin;
        if (spin.respin) {
            s.respun = true;
            s.perTurnSkillUsed = true;
        }
    } else if (e.type == "sn.steps_saved") {
        at(seat("seat")).savedSteps += p.at("steps").get<int>();
        s.stepsSaved = true;
    } else if (e.type == "sn.steps_used") {
        at(seat("seat")).savedSteps -= p.at("steps").get<int>();
    } else if (e.type == "sn.damaged") {
        if (p.at("weapon") == "dog") {
            s.dogAttacked = true;
            s.dogBit = seat("seat");
        }
        damage(p);
    } else if (e.type == "sn.poisoned") {
        at(seat("seat")).poisoned = true;
    } else if (e.type == "sn.healed") {
        auto& v = at(seat("seat"));
        v.health = std::min(m_rules.health, v.health + 1);
        v.poisoned = false;
        if (p.at("source") == "otto")
            at(seat("by")).skillSpent = true;
    } else if (e.type == "sn.skill_used") {
        auto& me = at(seat("seat"));
        const auto& c = characterOf(s, seat("seat"));
        if (c.use == "once_per_game")
            me.skillSpent = true;
        else
            s.perTurnSkillUsed = true;
        if (c.skill == "double_turn")
            s.extraTurn = true;
    } else if (e.type == "sn.clock_moved") {
        at(seat("seat")).skillSpent = true;
        s.hoursElapsed = std::max(0, s.hoursElapsed + p.at("delta").get<int>());
        checkEnd(s);
    } else if (e.type == "sn.role_checked") {
        at(seat("seat")).skillSpent = true;
        s.checks.at(static_cast<std::size_t>(seat("seat"))).push_back({seat("target"), role(p.at("role"))});
    } else if (e.type == "sn.arrest_resolved") {
        const int by = seat("by"), target = seat("target");
        if (p.at("freed").get<bool>()) {
            if (!p.value("smoke_bomb", false))
                s.effects.push_back({"handcuff_cooldown", target, by, by, -1, false});
        } else {
            at(target).roleRevealed = true;
            at(target).away = true;
            if (p.value("mistaken", false))
                at(by).away = true; // both respawn on their next turn
            addScore(s, p.value("score", 0));
        }
    } else if (e.type == "sn.tie_resolved") {
        const int by = seat("by"), target = seat("target");
        if (p.at("freed").get<bool>())
            s.effects.push_back({"rope_cooldown", target, by, by, -1, false});
        else
            s.effects.push_back({"tied", target, by, -1, target, false});
    } else if (e.type == "sn.escaped") {
        // Logs written before the "escape_reveals" decision list only "aboard": all of them left.
        const Json& revealed = p.contains("revealed") ? p["revealed"] : p.at("aboard");
        const Json& left = p.contains("left") ? p["left"] : p.at("aboard");
        if (!p.value("stalled", false))
            s.vehicleUsed.at(static_cast<std::size_t>(m_rules.vehicleIndex(p.at("vehicle").get<std::string>()))) = true;
        for (const auto& x : revealed)
            at(x.get<int>()).roleRevealed = true;
        for (const auto& x : left)
            (void)at(x.get<int>());
        for (const auto& x : left) {
            const int seat = x.get<int>();
            at(seat).away = true;
            if (!s.escapedReturn) {
                // Out for the rest of the night: what was on them or pending from them ends now.
                at(seat).gone = true;
                at(seat).poisoned = false;
                auto& fx = s.effects;
                fx.erase(std::remove_if(fx.begin(), fx.end(), [&](const Effect& f) { return f.seat == seat; }),
                         fx.end());
            }
        }
        addScore(s, p.value("score", 0));
    } else if (e.type == "sn.action_square_used") {
        const auto it =
            std::find(m_rules.actionSquare.begin(), m_rules.actionSquare.end(), p.at("icon").get<std::string>());
        if (it == m_rules.actionSquare.end()) // a damaged or forged log (fuzz/FuzzSessionFile.cpp)
            throw std::runtime_error("the saved log names an action square icon that does not exist");
        s.disc = static_cast<int>(it - m_rules.actionSquare.begin());
        s.actionSquareUsed = true;
    } else if (e.type == "sn.dog_removed") {
        s.dogInPlay = false;
    } else if (e.type == "sn.door_locked") {
        s.effects.push_back({"locked_door", seat("seat"), seat("seat"), seat("seat"), -1, false});
    } else if (e.type == "sn.turn_ended") {
        const int cur = seat("seat");
        if (p.contains("poison"))
            damage(p["poison"]);
        at(cur).turnsAsCharacter += 1;
        auto& fx = s.effects;
        fx.erase(std::remove_if(fx.begin(), fx.end(), [&](const Effect& x) { return x.endsAtEndOf == cur && x.armed; }),
                 fx.end());
        s.turnNo += 1;
        if (s.phase == Phase::Finished)
            return;
        if (s.extraTurn && !at(cur).gone) {
            s.extraTurn = false; // Alexandr plays again at once
        } else {
            s.extraTurn = false;
            advanceTurn(s);
            if (s.phase == Phase::Finished)
                return;
        }
        startTurn(s);
    }
}

// The next seat in turn order. A player who escaped for the rest of the night has no more
// turns: the clock still strikes when the order comes round, and their one-turn effects run
// out as their turn goes by.
void SecretNightGame::advanceTurn(SecretNightState& s) const {
    for (int step = 0; step < s.players; ++step) {
        s.turnIndex = (s.turnIndex + 1) % s.players;
        if (s.turnIndex == 0) {
            s.hoursElapsed += 1; // everyone has played: the clock strikes
            checkEnd(s);
            if (s.phase == Phase::Finished)
                return;
        }
        const int seat = s.current();
        if (!s.seats[static_cast<std::size_t>(seat)].gone)
            return;
        auto& fx = s.effects;
        fx.erase(std::remove_if(fx.begin(), fx.end(),
                                [&](const Effect& e) { return e.endsAtStartOf == seat || e.endsAtEndOf == seat; }),
                 fx.end());
    }
}

bool SecretNightGame::isUndoable(const Event& e) const {
    // Spins, the deal, damage (which may draw a new character), arrests and ties (break-free
    // spins), checks and escapes (reveals) are barriers; bookkeeping can be taken back.
    static const std::vector<std::string> undoable = {
        "sn.steps_saved", "sn.steps_used",         "sn.poisoned",    "sn.healed",     "sn.skill_used",
        "sn.clock_moved", "sn.action_square_used", "sn.dog_removed", "sn.door_locked"};
    // Damage that kills reveals a role and draws a character: a barrier. Other damage can be
    // taken back.
    if (e.type == "sn.turn_ended")
        return !e.payload.contains("poison") || !e.payload["poison"].value("dies", false);
    if (e.type == "sn.damaged")
        return !e.payload.value("dies", false);
    return std::find(undoable.begin(), undoable.end(), e.type) != undoable.end();
}

std::string SecretNightGame::clockLabel(int hoursElapsed) const {
    // One message per hour, so that each language writes its own times ("21:00", "21 h").
    static constexpr const char* kHours[24] = {
        trNoop("secret-night", "midnight"), trNoop("secret-night", "1 a.m."),  trNoop("secret-night", "2 a.m."),
        trNoop("secret-night", "3 a.m."),   trNoop("secret-night", "4 a.m."),  trNoop("secret-night", "5 a.m."),
        trNoop("secret-night", "6 a.m."),   trNoop("secret-night", "7 a.m."),  trNoop("secret-night", "8 a.m."),
        trNoop("secret-night", "9 a.m."),   trNoop("secret-night", "10 a.m."), trNoop("secret-night", "11 a.m."),
        trNoop("secret-night", "noon"),     trNoop("secret-night", "1 p.m."),  trNoop("secret-night", "2 p.m."),
        trNoop("secret-night", "3 p.m."),   trNoop("secret-night", "4 p.m."),  trNoop("secret-night", "5 p.m."),
        trNoop("secret-night", "6 p.m."),   trNoop("secret-night", "7 p.m."),  trNoop("secret-night", "8 p.m."),
        trNoop("secret-night", "9 p.m."),   trNoop("secret-night", "10 p.m."), trNoop("secret-night", "11 p.m.")};
    const int hour = ((m_rules.startHour + hoursElapsed) % 24 + 24) % 24;
    return trData("secret-night", kHours[hour]);
}

std::string SecretNightGame::describe(const Event& e, const engine::SessionSetup& setup) const {
    const auto& p = e.payload;
    auto who = [&](const char* key) { return nameOf(setup, p.at(key).get<int>()); };
    auto roleName = [&](const Json& r) { return m_rules.roles.at(r.get<std::size_t>()).name; };
    auto damageText = [&](const Json& d) {
        const auto weapon = d.at("weapon").get<std::string>();
        const std::string victim = nameOf(setup, d.at("seat").get<int>());
        std::string text;
        if (weapon == "poison")
            text = tr("Poison hurt {victim}", {{"victim", victim}});
        else if (weapon == "dog")
            text = tr("The dog bit {victim}", {{"victim", victim}});
        else if (weapon == "dynamite" || weapon == "dynamite_nearby")
            text = tr("Dynamite hit {victim}", {{"victim", victim}});
        else if (weapon == "knife")
            text = tr("{by} attacked {victim} with a knife",
                      {{"by", nameOf(setup, d.at("by").get<int>())}, {"victim", victim}});
        else if (weapon == "gun")
            text = tr("{by} attacked {victim} with a gun",
                      {{"by", nameOf(setup, d.at("by").get<int>())}, {"victim", victim}});
        else
            text = tr("{by} attacked {victim} ({weapon})",
                      {{"by", nameOf(setup, d.at("by").get<int>())}, {"victim", victim}, {"weapon", weapon}});
        if (!d["avoided"].is_null())
            return tr("{attack}, who dodged it with a skill", {{"attack", text}});
        if (d.contains("defence")) {
            const auto& card =
                m_rules.defences.at(static_cast<std::size_t>(m_rules.defenceIndex(d["defence"].get<std::string>())));
            const Placeholders blocked{
                {"attack", text}, {"victim", victim}, {"card", trData("secret-night", card.name)}};
            return card.kept ? tr("{attack}; {victim}\u2019s {card} blocked it (kept)", blocked)
                             : tr("{attack}; {victim}\u2019s {card} blocked it (discarded)", blocked);
        }
        const int amount = d.at("amount").get<int>();
        if (d.value("dies", false))
            return trn("{attack} ({n} damage); {victim} died: {points}",
                       "{attack} ({n} damage); {victim} died: {points}", amount,
                       {{"attack", text}, {"victim", victim}, {"points", teamPoints(d.value("score", 0))}});
        return trn("{attack} ({n} damage)", "{attack} ({n} damage)", amount, {{"attack", text}});
    };
    if (e.type == "sn.dealt")
        return tr("Roles dealt face down and characters drawn");
    if (e.type == "sn.role_seen")
        return tr("{name} looked at their role", {{"name", who("seat")}});
    if (e.type == "sn.wheel_spun") {
        const int steps = p["steps"].get<int>();
        if (p["mode"] == "water")
            return trn("{name} spun the Roulette: {n} step in the water",
                       "{name} spun the Roulette: {n} steps in the water", steps, {{"name", who("seat")}});
        const int total = p["total"].get<int>(), bonus = p["bonus"].get<int>();
        std::string result = bonus > 0 ? trn("{n} step ({steps} +{bonus})", "{n} steps ({steps} +{bonus})", total,
                                             {{"steps", steps}, {"bonus", bonus}})
                                       : trn("{n} step", "{n} steps", total);
        if (p["extra_card"].get<bool>())
            result = tr("{result}, and an extra Object card", {{"result", result}});
        return p["respin"].get<bool>()
                   ? tr("{name} re-spun the Roulette: {result}", {{"name", who("seat")}, {"result", result}})
                   : tr("{name} spun the Roulette: {result}", {{"name", who("seat")}, {"result", result}});
    }
    if (e.type == "sn.steps_saved")
        return trn("{name} saved {n} step", "{name} saved {n} steps", p["steps"].get<int>(), {{"name", who("seat")}});
    if (e.type == "sn.steps_used")
        return trn("{name} used {n} saved step", "{name} used {n} saved steps", p["steps"].get<int>(),
                   {{"name", who("seat")}});
    if (e.type == "sn.damaged")
        return damageText(p);
    if (e.type == "sn.poisoned")
        return tr("{by} poisoned {name}", {{"by", who("by")}, {"name", who("seat")}});
    if (e.type == "sn.healed")
        return p["source"] == "otto"
                   ? tr("{by} healed {name} (Otto\u2019s skill)", {{"by", who("by")}, {"name", who("seat")}})
                   : tr("{by} healed {name} (First Aid)", {{"by", who("by")}, {"name", who("seat")}});
    if (e.type == "sn.skill_used") {
        const auto skill = p["skill"].get<std::string>();
        if (skill == "double_turn")
            return tr("{name} will take two turns back to back", {{"name", who("seat")}});
        if (skill == "mind_move")
            return tr("{name} moved another player with her mind", {{"name", who("seat")}});
        return tr("{name} pushed a player up to 6 squares", {{"name", who("seat")}});
    }
    if (e.type == "sn.clock_moved")
        return p["delta"].get<int>() > 0 ? tr("{name} moved the clock forward one hour", {{"name", who("seat")}})
                                         : tr("{name} moved the clock back one hour", {{"name", who("seat")}});
    if (e.type == "sn.role_checked")
        return tr("{name} checked {target}\u2019s role in secret", {{"name", who("seat")}, {"target", who("target")}});
    if (e.type == "sn.arrest_resolved") {
        const Placeholders tried{{"by", who("by")}, {"target", who("target")}};
        if (p.value("smoke_bomb", false))
            return tr("{by} tried to arrest {target}, who got away with a Smoke Bomb", tried);
        if (p["freed"].get<bool>())
            return tr("{by} tried to arrest {target}, who broke free", tried);
        const std::string role = aRole(roleName(p["role"])), points = teamPoints(p.value("score", 0));
        if (p.value("mistaken", false))
            return tr("{by} tried to arrest {target}: {a_role} arrested by mistake, {points}",
                      {{"by", who("by")}, {"target", who("target")}, {"a_role", role}, {"points", points}});
        if (p.value("money", 0) > 0)
            return trn("{by} tried to arrest {target}: {a_role} arrested with {n} Money card confiscated, {points}",
                       "{by} tried to arrest {target}: {a_role} arrested with {n} Money cards confiscated, {points}",
                       p["money"].get<int>(),
                       {{"by", who("by")}, {"target", who("target")}, {"a_role", role}, {"points", points}});
        return tr("{by} tried to arrest {target}: {a_role} arrested, {points}",
                  {{"by", who("by")}, {"target", who("target")}, {"a_role", role}, {"points", points}});
    }
    if (e.type == "sn.tie_resolved")
        return p["freed"].get<bool>()
                   ? tr("{by} tied up {target}, who broke free", {{"by", who("by")}, {"target", who("target")}})
                   : tr("{by} tied up {target}", {{"by", who("by")}, {"target", who("target")}});
    if (e.type == "sn.escaped") {
        const auto& v = m_rules.vehicles.at(static_cast<std::size_t>(m_rules.vehicleIndex(p["vehicle"])));
        const std::string vehicle = vehicleWord(v.name);
        const Json& revealed = p.contains("revealed") ? p["revealed"] : p["aboard"];
        auto roleOf = [&](int seat) {
            for (std::size_t i = 0; i < revealed.size() && i < p["roles"].size(); ++i)
                if (revealed[i] == seat)
                    return roleName(p["roles"][i]);
            return std::string();
        };
        if (p.value("stalled", false)) {
            const int d = p["driver"].get<int>();
            return tr("{driver} tried to drive the {vehicle} away, but {driver} is {a_role} and only thieves can "
                      "drive: nobody left",
                      {{"driver", nameOf(setup, d)}, {"vehicle", vehicle}, {"a_role", aRole(roleOf(d))}});
        }
        std::vector<std::string> left;
        for (const auto& x : p.contains("left") ? p["left"] : p["aboard"])
            left.push_back(
                trc("secret-night", "{name} ({role})",
                    {{"name", nameOf(setup, x.get<int>())}, {"role", trData("secret-night", roleOf(x.get<int>()))}}));
        const int money = p["money"].get<int>();
        const std::string points = teamPoints(p.value("score", 0));
        std::string text = money > 0 ? trn("{names} escaped by {vehicle} with {n} Money card: {points}",
                                           "{names} escaped by {vehicle} with {n} Money cards: {points}", money,
                                           {{"names", heist::listAnd(left)}, {"vehicle", vehicle}, {"points", points}})
                                     : tr("{names} escaped by {vehicle} without Money: {points}",
                                          {{"names", heist::listAnd(left)}, {"vehicle", vehicle}, {"points", points}});
        if (p.contains("stayed"))
            for (const auto& x : p["stayed"])
                text = tr(
                    "{text}; {name}, {a_role}, could not go and stays in the mansion",
                    {{"text", text}, {"name", nameOf(setup, x.get<int>())}, {"a_role", aRole(roleOf(x.get<int>()))}});
        return text;
    }
    if (e.type == "sn.action_square_used")
        return tr("{name} used the Action Square: {icon}",
                  {{"name", who("seat")}, {"icon", trData("secret-night", p["icon"].get<std::string>())}});
    if (e.type == "sn.dog_removed")
        return tr("{name} fed the dog Beef: the dog is out of play", {{"name", who("seat")}});
    if (e.type == "sn.door_locked")
        return tr("{name} locked a door for one turn", {{"name", who("seat")}});
    if (e.type == "sn.turn_ended") {
        if (p.contains("poison"))
            return tr("{name} ended their turn; {poison}",
                      {{"name", who("seat")}, {"poison", damageText(p["poison"])}});
        return tr("{name} ended their turn", {{"name", who("seat")}});
    }
    return e.type;
}

} // namespace heist::games::secret_night
