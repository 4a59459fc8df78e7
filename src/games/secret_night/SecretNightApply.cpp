// Applying events to the state, the end of the night, and the history's line for each event.
// What each screen may see and the results are in SecretNightViews.cpp.
#include "games/secret_night/SecretNightGame.hpp"

#include "engine/Words.hpp"

#include <algorithm>
#include <stdexcept>
#include <cstdlib>

namespace heist::games::secret_night {

using engine::Event;
namespace words = engine::words;

namespace {

std::string nameOf(const engine::SessionSetup& setup, int seat) {
    if (seat >= 0 && seat < static_cast<int>(setup.players.size()))
        return setup.players[static_cast<std::size_t>(seat)].name;
    return "Someone";
}

std::string teamPoints(int delta) {
    if (delta == 0)
        return "no points";
    return engine::words::count(std::abs(delta), "point") + (delta > 0 ? " for the thieves" : " for the police");
}

} // namespace

void SecretNightGame::addScore(SecretNightState& s, int delta) const {
    if (delta == 0)
        return;
    const int target = m_rules.scoring.target;
    s.marker = std::clamp(s.marker + delta, -target, target);
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
            check(d["by"].get<int>() >= -1 && d["by"].get<int>() < s.players, "an attack by a seat that does not exist");
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
                  p.at("bonus").get<int>(), p.at("total").get<int>(), p.at("extra_card").get<bool>(),
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
        const auto it = std::find(m_rules.actionSquare.begin(), m_rules.actionSquare.end(), p.at("icon").get<std::string>());
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
        "sn.steps_saved", "sn.steps_used", "sn.poisoned", "sn.healed", "sn.skill_used", "sn.clock_moved",
        "sn.action_square_used", "sn.dog_removed", "sn.door_locked"};
    // Damage that kills reveals a role and draws a character: a barrier. Other damage can be
    // taken back.
    if (e.type == "sn.turn_ended")
        return !e.payload.contains("poison") || !e.payload["poison"].value("dies", false);
    if (e.type == "sn.damaged")
        return !e.payload.value("dies", false);
    return std::find(undoable.begin(), undoable.end(), e.type) != undoable.end();
}

std::string SecretNightGame::clockLabel(int hoursElapsed) const {
    const int hour = (m_rules.startHour + hoursElapsed) % 24;
    if (hour == 0)
        return "midnight";
    if (hour == 12)
        return "noon";
    return std::to_string(hour % 12 == 0 ? 12 : hour % 12) + (hour < 12 ? " a.m." : " p.m.");
}

std::string SecretNightGame::describe(const Event& e, const engine::SessionSetup& setup) const {
    const auto& p = e.payload;
    auto who = [&](const char* key) { return nameOf(setup, p.at(key).get<int>()); };
    auto roleName = [&](const Json& r) { return m_rules.roles.at(r.get<std::size_t>()).name; };
    auto damageText = [&](const Json& d) {
        std::string text;
        const auto weapon = d.at("weapon").get<std::string>();
        const std::string victim = nameOf(setup, d.at("seat").get<int>());
        if (weapon == "poison")
            text = "Poison hurt " + victim;
        else if (weapon == "dog")
            text = "The dog bit " + victim;
        else if (weapon == "dynamite" || weapon == "dynamite_nearby")
            text = "Dynamite hit " + victim;
        else
            text = nameOf(setup, d.at("by").get<int>()) + " attacked " + victim + " with " + words::withArticle(weapon);
        if (!d["avoided"].is_null())
            return text + ", who dodged it with a skill";
        if (d.contains("defence")) {
            const auto& card = m_rules.defences.at(
                static_cast<std::size_t>(m_rules.defenceIndex(d["defence"].get<std::string>())));
            return text + "; " + victim + "\u2019s " + card.name + " blocked it" +
                   (card.kept ? " (kept)" : " (discarded)");
        }
        text += " (" + std::to_string(d.at("amount").get<int>()) + " damage)";
        if (d.value("dies", false))
            text += "; " + victim + " died: " + teamPoints(d.value("score", 0));
        return text;
    };
    if (e.type == "sn.dealt")
        return "Roles dealt face down and characters drawn";
    if (e.type == "sn.role_seen")
        return who("seat") + " looked at their role";
    if (e.type == "sn.wheel_spun") {
        std::string text = who("seat") + (p["respin"].get<bool>() ? " re-spun the Roulette: " : " spun the Roulette: ");
        if (p["mode"] == "water")
            return text + words::count(p["steps"].get<int>(), "step") + " in the water";
        text += words::count(p["total"].get<int>(), "step");
        if (p["bonus"].get<int>() > 0)
            text += " (" + std::to_string(p["steps"].get<int>()) + " +" + std::to_string(p["bonus"].get<int>()) + ")";
        if (p["extra_card"].get<bool>())
            text += ", and an extra Object card";
        return text;
    }
    if (e.type == "sn.steps_saved")
        return who("seat") + " saved " + words::count(p["steps"].get<int>(), "step");
    if (e.type == "sn.steps_used")
        return who("seat") + " used " + words::count(p["steps"].get<int>(), "saved step");
    if (e.type == "sn.damaged")
        return damageText(p);
    if (e.type == "sn.poisoned")
        return who("by") + " poisoned " + who("seat");
    if (e.type == "sn.healed")
        return who("by") + " healed " + who("seat") + (p["source"] == "otto" ? " (Otto\u2019s skill)" : " (First Aid)");
    if (e.type == "sn.skill_used") {
        const auto skill = p["skill"].get<std::string>();
        if (skill == "double_turn")
            return who("seat") + " will take two turns back to back";
        if (skill == "mind_move")
            return who("seat") + " moved another player with her mind";
        return who("seat") + " pushed a player up to 6 squares";
    }
    if (e.type == "sn.clock_moved")
        return who("seat") + " moved the clock " + (p["delta"].get<int>() > 0 ? "forward" : "back") + " one hour";
    if (e.type == "sn.role_checked")
        return who("seat") + " checked " + who("target") + "\u2019s role in secret";
    if (e.type == "sn.arrest_resolved") {
        std::string text = who("by") + " tried to arrest " + who("target");
        if (p.value("smoke_bomb", false))
            return text + ", who got away with a Smoke Bomb";
        if (p["freed"].get<bool>())
            return text + ", who broke free";
        text += ": " + words::withArticle(roleName(p["role"])) + " arrested";
        if (p.value("mistaken", false))
            text += " by mistake";
        if (p.value("money", 0) > 0)
            text += " with " + words::count(p["money"].get<int>(), "Money card") + " confiscated";
        return text + ", " + teamPoints(p.value("score", 0));
    }
    if (e.type == "sn.tie_resolved")
        return who("by") + " tied up " + who("target") + (p["freed"].get<bool>() ? ", who broke free" : "");
    if (e.type == "sn.escaped") {
        const auto& v = m_rules.vehicles.at(static_cast<std::size_t>(m_rules.vehicleIndex(p["vehicle"])));
        const std::string vehicle = words::lowercase(v.name);
        const Json& revealed = p.contains("revealed") ? p["revealed"] : p["aboard"];
        auto roleOf = [&](int seat) {
            for (std::size_t i = 0; i < revealed.size() && i < p["roles"].size(); ++i)
                if (revealed[i] == seat)
                    return roleName(p["roles"][i]);
            return std::string();
        };
        if (p.value("stalled", false)) {
            const int d = p["driver"].get<int>();
            return nameOf(setup, d) + " tried to drive the " + vehicle + " away, but " + nameOf(setup, d) + " is " +
                   words::withArticle(roleOf(d)) + " and only thieves can drive: nobody left";
        }
        std::vector<std::string> left, stayed;
        for (const auto& x : p.contains("left") ? p["left"] : p["aboard"])
            left.push_back(nameOf(setup, x.get<int>()) + " (" + roleOf(x.get<int>()) + ")");
        if (p.contains("stayed"))
            for (const auto& x : p["stayed"])
                stayed.push_back(nameOf(setup, x.get<int>()) + ", " + words::withArticle(roleOf(x.get<int>())));
        const int money = p["money"].get<int>();
        std::string text = words::listAnd(left) + " escaped by " + vehicle + " " +
                           (money > 0 ? "with " + words::count(money, "Money card") : std::string("without Money")) +
                           ": " + teamPoints(p.value("score", 0));
        for (const auto& who : stayed)
            text += "; " + who + ", could not go and stays in the mansion";
        return text;
    }
    if (e.type == "sn.action_square_used")
        return who("seat") + " used the Action Square: " + p["icon"].get<std::string>();
    if (e.type == "sn.dog_removed")
        return who("seat") + " fed the dog Beef: the dog is out of play";
    if (e.type == "sn.door_locked")
        return who("seat") + " locked a door for one turn";
    if (e.type == "sn.turn_ended") {
        std::string text = who("seat") + " ended their turn";
        if (p.contains("poison"))
            text += "; " + damageText(p["poison"]);
        return text;
    }
    return e.type;
}

} // namespace heist::games::secret_night
