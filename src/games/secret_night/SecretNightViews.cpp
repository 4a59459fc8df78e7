// What each screen may see of Secret Night (public, one seat's private view, the secrets for
// the end), whether and how the night has ended, and its results and standings.
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"

#include "engine/Standings.hpp"
#include "language/Translate.hpp"

#include <algorithm>

namespace heist::games::secret_night {

using engine::Event;

Json SecretNightGame::publicPayload(const Event& e) const {
    if (e.type == "sn.dealt")
        return Json{{"characters", e.payload.at("characters")}};
    if (e.type == "sn.role_checked")
        return Json{{"seat", e.payload.at("seat")}, {"target", e.payload.at("target")}};
    return e.payload; // every other role in a payload is one the event itself reveals
}

SecretNightTableView SecretNightGame::tableView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    SecretNightTableView v;
    v.phase = s.phase;
    v.finished = s.phase == Phase::Finished;
    v.wheel = s.wheel;
    v.hoursElapsed = s.hoursElapsed;
    v.clock = clockLabel(s.hoursElapsed);
    v.afterMidnight = s.hoursElapsed >= m_rules.midnightAfter;
    v.overtime = s.overtime;
    v.marker = s.marker;
    v.turn = s.current();
    v.turnNo = s.turnNo;
    v.order = s.order;
    v.disc = m_rules.actionSquare[static_cast<std::size_t>(s.disc)];
    v.actionSquareUsed = s.actionSquareUsed;
    v.dogInPlay = s.dogInPlay;
    v.dogAttacked = s.dogAttacked;
    v.deceiverInPlay = s.deceiverInPlay;
    v.escapedThievesReturn = s.escapedReturn;
    for (std::size_t i = 0; i < m_rules.vehicles.size(); ++i)
        v.vehicles.push_back({m_rules.vehicles[i].id, static_cast<bool>(s.vehicleUsed[i])});
    if (s.spin)
        v.spin = SecretNightSpinView{s.spin->mode,  s.spin->segment,   s.spin->steps, s.spin->bonus,
                                     s.spin->total, s.spin->extraCard, s.spin->respin};
    v.respun = s.respun;
    v.stepsSavedThisTurn = s.stepsSaved;
    v.perTurnSkillUsed = s.perTurnSkillUsed;
    for (int i = 0; i < s.players; ++i) {
        const auto& p = s.seats[static_cast<std::size_t>(i)];
        SecretNightTableSeat pl;
        pl.seat = i;
        pl.health = p.health;
        pl.poisoned = p.poisoned;
        pl.savedSteps = p.savedSteps;
        pl.dead = p.dead;
        pl.away = p.away;
        pl.gone = p.gone;
        pl.skillSpent = p.skillSpent;
        pl.hasSeen = p.seen;
        pl.character = p.character < 0 ? 0 : p.character;
        const auto& c = m_rules.characters[static_cast<std::size_t>(pl.character)];
        pl.characterId = c.id;
        pl.characterName = c.name;
        pl.skillText = trData("secret-night", c.text);
        pl.skillShort = trData("secret-night", c.shortText);
        pl.skillUse = c.use;
        pl.occupation = trData("secret-night", c.occupation);
        pl.nationality = trData("secret-night", c.nationality);
        pl.age = trData("secret-night", c.age);
        if (c.use == "first_turns")
            pl.extraCardTurn = p.turnsAsCharacter < c.turns;
        if (roleIsPublic(s, i)) {
            const auto& role = m_rules.roles[static_cast<std::size_t>(p.role)];
            pl.role = role.id;
            pl.roleName = trData("secret-night", role.name);
        }
        if (p.dead && p.pendingCharacter >= 0)
            pl.nextCharacter = m_rules.characters[static_cast<std::size_t>(p.pendingCharacter)].name;
        v.players.push_back(std::move(pl));
    }
    for (const auto& e : s.effects)
        v.effects.push_back({e.kind, e.seat, e.by});
    if (v.finished)
        v.results = results(gs);
    return v;
}

// The JSON of the table view, key for key as it always was (phones, exports and the history's
// change sentences read it).
Json SecretNightGame::publicView(const engine::GameState& gs) const {
    const auto tv = tableView(gs);
    Json v;
    v["phase"] = kPhaseIds.id(tv.phase);
    v["hours_elapsed"] = tv.hoursElapsed;
    v["clock"] = tv.clock;
    v["after_midnight"] = tv.afterMidnight;
    v["overtime"] = tv.overtime;
    v["marker"] = tv.marker;
    v["turn"] = tv.turn;
    v["turn_no"] = tv.turnNo;
    v["order"] = tv.order;
    v["disc"] = tv.disc;
    v["action_square_used"] = tv.actionSquareUsed;
    v["dog_in_play"] = tv.dogInPlay;
    v["dog_attacked"] = tv.dogAttacked;
    v["deceiver_in_play"] = tv.deceiverInPlay;
    v["escaped_thieves_return"] = tv.escapedThievesReturn;
    Json vehicles = Json::array();
    for (const auto& vh : tv.vehicles)
        vehicles.push_back(Json{{"id", vh.id}, {"used", vh.used}});
    v["vehicles"] = vehicles;
    if (tv.spin)
        v["spin"] = Json{{"mode", tv.spin->mode},    {"segment", tv.spin->segment}, {"steps", tv.spin->steps},
                         {"bonus", tv.spin->bonus},  {"total", tv.spin->total},     {"extra_card", tv.spin->extraCard},
                         {"respin", tv.spin->respin}};
    v["respun"] = tv.respun;
    v["steps_saved_this_turn"] = tv.stepsSavedThisTurn;
    v["per_turn_skill_used"] = tv.perTurnSkillUsed;
    Json players = Json::array();
    for (const auto& p : tv.players) {
        Json pl{{"seat", p.seat},
                {"health", p.health},
                {"poisoned", p.poisoned},
                {"saved_steps", p.savedSteps},
                {"dead", p.dead},
                {"away", p.away},
                {"gone", p.gone},
                {"skill_spent", p.skillSpent},
                {"has_seen", p.hasSeen},
                {"character", p.characterId},
                {"character_name", p.characterName},
                {"skill_text", p.skillText},
                {"skill_short", p.skillShort},
                {"skill_use", p.skillUse},
                {"occupation", p.occupation},
                {"nationality", p.nationality},
                {"age", p.age}};
        if (p.extraCardTurn)
            pl["extra_card_turn"] = *p.extraCardTurn;
        // The words of the view ("role_name", "skill_text", "occupation"...) are in the current
        // language; the ids ("role", "character") never change.
        pl["role"] = p.role.empty() ? Json() : Json(p.role);
        pl["role_name"] = p.role.empty() ? Json() : Json(p.roleName);
        if (!p.nextCharacter.empty())
            pl["next_character"] = p.nextCharacter;
        players.push_back(pl);
    }
    v["players"] = players;
    Json effects = Json::array();
    for (const auto& e : tv.effects)
        effects.push_back(Json{{"kind", e.kind}, {"seat", e.seat}, {"by", e.by}});
    v["effects"] = effects;
    if (tv.finished)
        v["results"] = tv.results;
    return v;
}

SecretNightSeatView SecretNightGame::seatView(const engine::GameState& gs, int seat) const {
    const auto& s = cast(gs);
    SecretNightSeatView v;
    if (seat < 0 || seat >= s.players || s.seats[static_cast<std::size_t>(seat)].role < 0)
        return v;
    v.seat = seat;
    const auto& role = m_rules.roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].role)];
    v.role = role.id;
    v.roleName = trData("secret-night", role.name);
    for (auto [target, r] : s.checks[static_cast<std::size_t>(seat)]) {
        const auto& found = m_rules.roles[static_cast<std::size_t>(r)];
        v.checks.push_back({target, found.id, trData("secret-night", found.name)});
    }
    return v;
}

Json SecretNightGame::privateView(const engine::GameState& gs, int seat) const {
    const auto sv = seatView(gs, seat);
    Json v;
    if (sv.role.empty())
        return v;
    v["role"] = sv.role;
    v["role_name"] = sv.roleName;
    Json checks = Json::array();
    for (const auto& c : sv.checks)
        checks.push_back(Json{{"seat", c.seat}, {"role_name", c.roleName}});
    v["checks"] = checks;
    return v;
}

Json SecretNightGame::secretsView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    Json players = Json::array();
    for (int i = 0; i < s.players; ++i)
        players.push_back(privateView(gs, i));
    return Json{{"players", players}};
}

bool SecretNightGame::isFinished(const engine::GameState& gs) const { return cast(gs).phase == Phase::Finished; }

// Arrests, escapes and deaths are barriers (spins and reveals), so they never ask; the end of
// the last turn at dawn does. Whether dawn ends the night hangs on the score and on whether a
// Deceiver is in play, both public. The winner is not named: the results show every role.
std::string SecretNightGame::endingNotice(const engine::GameState& before, const engine::GameState& after,
                                          const engine::SessionSetup&) const {
    if (isFinished(before) || !isFinished(after))
        return {};
    return cast(after).hoursElapsed >= m_rules.hours ? tr("the night is over at dawn, and every role is shown.")
                                                     : tr("the night is over, and every role is shown.");
}

Json SecretNightGame::results(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    if (s.phase != Phase::Finished)
        return Json();
    Json roles = Json::array(), gone = Json::array();
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        roles.push_back(m_rules.roles[static_cast<std::size_t>(s.seats[i].role)].id);
        if (s.seats[i].gone)
            gone.push_back(i);
    }
    // What decided the night, in public words (Game nights shows it on the game's card), in the
    // current language: results are worked out again from the log each time, never stored.
    const bool police = s.winner == "police";
    std::string deciding = tr("The night ended");
    if (s.endReason == "reached_target")
        deciding = police
                       ? trn("The police reached {n} point", "The police reached {n} points", m_rules.scoring.target)
                       : trn("The thieves reached {n} point", "The thieves reached {n} points", m_rules.scoring.target);
    else if (s.endReason == "dawn")
        deciding = police ? tr("Dawn came with the police ahead") : tr("Dawn came with the thieves ahead");
    else if (s.endReason == "dawn_deceiver")
        deciding = tr("Dawn came with the score within one: the Deceiver\u2019s night");
    else if (s.endReason == "first_score_after_dawn")
        deciding =
            police ? tr("Level at dawn; the police scored first") : tr("Level at dawn; the thieves scored first");
    return Json{{"winner", s.winner},    {"reason", s.endReason}, {"deciding", deciding}, {"marker", s.marker},
                {"past_end", s.pastEnd}, {"roles", roles},        {"gone", gone}};
}

std::vector<std::string> SecretNightGame::unrevealedSecrets(const engine::GameState&) const {
    // A role's name is no secret by itself (every legend shows it); the secret is who holds
    // it. The secrecy tests check that with two deals that differ only in secret roles.
    return {};
}

// The side that won decides; each role was turned face up at the end.
std::vector<engine::Standing> SecretNightGame::standings(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<engine::Standing> out;
    if (s.phase != Phase::Finished)
        return out;
    const auto teamWord = [](Team t) { return std::string(kTeamIds.id(t)); };
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        const auto& role = m_rules.roles.at(static_cast<std::size_t>(s.seats[i].role));
        engine::Standing row;
        row.seat = static_cast<int>(i);
        row.winner = teamWord(role.team) == s.winner;
        row.startPlayer = !s.order.empty() && s.order.front() == row.seat;
        row.role = role.name; // English, as the data file names it: BG Stats exports read it (never shown here)
        row.side = teamWord(role.team);
        out.push_back(row);
    }
    engine::rankStandings(out);
    return out;
}

} // namespace heist::games::secret_night
