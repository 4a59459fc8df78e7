// What each screen may see of Secret Night (public, one seat's private view, the secrets for
// the end), whether and how the night has ended, and its results and standings.
#include "games/secret_night/SecretNightGame.hpp"

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

Json SecretNightGame::publicView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    Json v;
    v["phase"] = s.phase == Phase::Dealing ? "dealing" : s.phase == Phase::Playing ? "playing" : "finished";
    v["hours_elapsed"] = s.hoursElapsed;
    v["clock"] = clockLabel(s.hoursElapsed);
    v["after_midnight"] = s.hoursElapsed >= m_rules.midnightAfter;
    v["overtime"] = s.overtime;
    v["marker"] = s.marker;
    v["turn"] = s.current();
    v["turn_no"] = s.turnNo;
    v["order"] = s.order;
    v["disc"] = m_rules.actionSquare[static_cast<std::size_t>(s.disc)];
    v["action_square_used"] = s.actionSquareUsed;
    v["dog_in_play"] = s.dogInPlay;
    v["dog_attacked"] = s.dogAttacked;
    v["deceiver_in_play"] = s.deceiverInPlay;
    v["escaped_thieves_return"] = s.escapedReturn;
    Json vehicles = Json::array();
    for (std::size_t i = 0; i < m_rules.vehicles.size(); ++i)
        vehicles.push_back(Json{{"id", m_rules.vehicles[i].id}, {"used", static_cast<bool>(s.vehicleUsed[i])}});
    v["vehicles"] = vehicles;
    if (s.spin)
        v["spin"] = Json{{"mode", s.spin->mode}, {"segment", s.spin->segment}, {"steps", s.spin->steps},
                         {"bonus", s.spin->bonus}, {"total", s.spin->total}, {"extra_card", s.spin->extraCard},
                         {"respin", s.spin->respin}};
    v["respun"] = s.respun;
    v["steps_saved_this_turn"] = s.stepsSaved;
    v["per_turn_skill_used"] = s.perTurnSkillUsed;
    Json players = Json::array();
    for (int i = 0; i < s.players; ++i) {
        const auto& p = s.seats[static_cast<std::size_t>(i)];
        const auto& c = m_rules.characters[static_cast<std::size_t>(p.character < 0 ? 0 : p.character)];
        Json pl{{"seat", i}, {"health", p.health}, {"poisoned", p.poisoned}, {"saved_steps", p.savedSteps},
                {"dead", p.dead}, {"away", p.away}, {"gone", p.gone}, {"skill_spent", p.skillSpent}, {"has_seen", p.seen},
                {"character", c.id}, {"character_name", c.name}, {"skill_text", trData("secret-night", c.text)},
                {"skill_short", trData("secret-night", c.shortText)}, {"skill_use", c.use},
                {"occupation", trData("secret-night", c.occupation)},
                {"nationality", trData("secret-night", c.nationality)}, {"age", trData("secret-night", c.age)}};
        if (c.use == "first_turns")
            pl["extra_card_turn"] = p.turnsAsCharacter < c.turns;
        pl["role"] = roleIsPublic(s, i) ? Json(m_rules.roles[static_cast<std::size_t>(p.role)].id) : Json();
        // The words of the view ("role_name", "skill_text", "occupation"...) are in the current
        // language; the ids ("role", "character") never change.
        pl["role_name"] =
            roleIsPublic(s, i) ? Json(trData("secret-night", m_rules.roles[static_cast<std::size_t>(p.role)].name)) : Json();
        if (p.dead && p.pendingCharacter >= 0)
            pl["next_character"] = m_rules.characters[static_cast<std::size_t>(p.pendingCharacter)].name;
        players.push_back(pl);
    }
    v["players"] = players;
    Json effects = Json::array();
    for (const auto& e : s.effects)
        effects.push_back(Json{{"kind", e.kind}, {"seat", e.seat}, {"by", e.by}});
    v["effects"] = effects;
    if (s.phase == Phase::Finished)
        v["results"] = results(gs);
    return v;
}

Json SecretNightGame::privateView(const engine::GameState& gs, int seat) const {
    const auto& s = cast(gs);
    Json v;
    if (seat < 0 || seat >= s.players || s.seats[static_cast<std::size_t>(seat)].role < 0)
        return v;
    const auto& role = m_rules.roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].role)];
    v["role"] = role.id;
    v["role_name"] = trData("secret-night", role.name);
    Json checks = Json::array();
    for (auto [target, r] : s.checks[static_cast<std::size_t>(seat)])
        checks.push_back(
            Json{{"seat", target}, {"role_name", trData("secret-night", m_rules.roles[static_cast<std::size_t>(r)].name)}});
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
        deciding = police ? trn("The police reached {n} point", "The police reached {n} points", m_rules.scoring.target)
                          : trn("The thieves reached {n} point", "The thieves reached {n} points", m_rules.scoring.target);
    else if (s.endReason == "dawn")
        deciding = police ? tr("Dawn came with the police ahead") : tr("Dawn came with the thieves ahead");
    else if (s.endReason == "dawn_deceiver")
        deciding = tr("Dawn came with the score within one: the Deceiver\u2019s night");
    else if (s.endReason == "first_score_after_dawn")
        deciding = police ? tr("Level at dawn; the police scored first") : tr("Level at dawn; the thieves scored first");
    return Json{{"winner", s.winner}, {"reason", s.endReason}, {"deciding", deciding}, {"marker", s.marker},
                {"roles", roles}, {"gone", gone}};
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
    const auto teamWord = [](Team t) {
        return t == Team::Police ? "police" : t == Team::Thieves ? "thieves" : "deceiver";
    };
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
