// The views One Night Only builds from its state: the public view (JSON, for the history, the
// phones and the exports), the table's typed view (OneNightOnlyView.hpp), the results and the
// standings.
#include "games/one_night_only/OneNightOnlyState.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "engine/Standings.hpp"
#include "language/Translate.hpp"

#include <algorithm>

namespace heist::games::one_night_only {

Json OneNightOnlyGame::publicView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    Json v;
    v["phase"] = kPhaseIds.id(s.phase);
    v["turn"] = s.current;
    v["first"] = s.first;
    v["round"] = s.round;
    v["turns_played"] = s.turnsPlayed;
    v["house_rules"] = Json{
        {kStrict, s.house.strictlyGreater}, {kOneCase, s.house.oneCasePerRoll}, {kSixty, s.house.sixtyWithGadgets}};
    v["contenders"] = s.contenders;
    v["first_player_rolls"] = s.firstPlayerRolls;

    Json museum = Json::object();
    int left = 0;
    for (std::size_t j = 0; j < m_rules.jewels.size(); ++j) {
        museum[m_rules.jewels[j].id] = s.museum[j];
        left += s.museum[j];
    }
    v["museum"] = museum;
    v["museum_jewels_left"] = left;

    Json ledgers = Json::array();
    for (int seat = 0; seat < s.players; ++seat) {
        const auto& l = s.ledgers[static_cast<std::size_t>(seat)];
        const auto sc = score(s, seat);
        Json jewels = Json::object();
        for (std::size_t j = 0; j < m_rules.jewels.size(); ++j)
            jewels[m_rules.jewels[j].id] = l.jewels[j];
        Json gadgets = Json::array();
        for (const auto& g : l.gadgets)
            gadgets.push_back(Json{{"id", g.id}, {"name", g.name}, {"price", g.price}, {"sell", g.sell}});
        ledgers.push_back(Json{{"seat", seat},
                               {"jewels", jewels},
                               {"loose_coins", l.coins},
                               {"gadgets", gadgets},
                               {"jewel_value", sc.jewelValue},
                               {"gadget_value", sc.gadgetValue},
                               {"total", sc.total},
                               {"toward_win", sixtyCount(s, seat)}});
    }
    v["ledgers"] = ledgers;

    if (s.roll) {
        Json opens = Json::array();
        for (int j : opened(s))
            opens.push_back(m_rules.jewels[static_cast<std::size_t>(j)].caseName);
        const int lt = s.roll->lootingTotal();
        Json taken = Json::object(); // jewels taken since the roll: one from each case it opens
        for (std::size_t j = 0; j < m_rules.jewels.size(); ++j)
            taken[m_rules.jewels[j].id] = s.takenThisRoll.at(j);
        v["roll"] = Json{{"movement", s.roll->movement},
                         {"looting", s.roll->looting},
                         {"movement_total", s.roll->movementTotal()},
                         {"looting_total", lt},
                         {"opens", opens},
                         {"removes_camera_or_laser", lt >= m_rules.removeSecurity},
                         {"breaks_vault", lt >= m_rules.vault},
                         {"sensor_room", s.roll->sensorRoom.empty() ? Json() : Json(s.roll->sensorRoom)},
                         {"cases_looted", s.casesLooted},
                         {"taken", taken},
                         {"spinels_left", walkOverLeft(s)}};
    } else {
        v["roll"] = Json();
    }
    Json sensors = Json::array();
    for (const auto& x : s.sensors)
        sensors.push_back(Json{{"id", x.id},
                               {"room", x.room},
                               {"placed_by", x.placedBy},
                               {"turns_left", x.turnsLeft},
                               {"placed_this_turn", x.placedThisTurn}});
    v["sensors"] = sensors;
    v["hand_limit"] = m_rules.handLimit;
    v["refresh_price"] = m_rules.refreshPrice;
    v["thresholds"] =
        Json{{"remove_security", m_rules.removeSecurity}, {"vault", m_rules.vault}, {"win_coins", m_rules.winCoins}};
    if (s.phase == Phase::Finished)
        v["results"] = results(gs);
    return v;
}

OneNightOnlyTableView OneNightOnlyGame::tableView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    OneNightOnlyTableView v;
    v.phase = s.phase;
    v.finished = s.phase == Phase::Finished;
    v.turn = s.current;
    v.round = s.round;
    v.house = s.house;
    v.museum = s.museum;
    for (const auto& l : s.ledgers)
        v.purses.push_back(PurseView{l.jewels, l.coins});
    v.casesLooted = s.casesLooted;
    v.spinelsLeft = walkOverLeft(s);
    for (int j : lootLeft(s))
        v.casesLeft.push_back(caseWord(m_rules.jewels[static_cast<std::size_t>(j)]));
    v.picture = publicView(gs);
    return v;
}

bool OneNightOnlyGame::isFinished(const engine::GameState& gs) const { return cast(gs).phase == Phase::Finished; }

Json OneNightOnlyGame::results(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    if (s.phase != Phase::Finished)
        return Json();
    Json rows = Json::array();
    for (int seat = 0; seat < s.players; ++seat) {
        const auto sc = score(s, seat);
        rows.push_back(Json{{"seat", seat},
                            {"jewel_value", sc.jewelValue},
                            {"loose_coins", sc.coins},
                            {"gadget_value", sc.gadgetValue},
                            {"total", sc.total}});
    }
    // What ended the night, in public words (Game nights shows it on the game's card).
    const std::string deciding = s.ending == "vault" ? tr("The vault was broken")
                                 : s.ending == "sixty"
                                     ? trn("A thief reached {n} coin", "A thief reached {n} coins", m_rules.winCoins)
                                 : s.ending == "museum_empty" ? tr("The museum ran out of jewels")
                                                              : trc("one-night-only", "The night ended");
    return Json{{"ending", s.ending},
                {"deciding", deciding},
                {"winners", s.winners},
                {"scores", rows},
                {"tie", s.winners.size() > 1}};
}

// Totals, winners (a tie shares the win) and who won the first-player roll.
std::vector<engine::Standing> OneNightOnlyGame::standings(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<engine::Standing> out;
    if (s.phase != Phase::Finished)
        return out;
    for (int seat = 0; seat < s.players; ++seat) {
        engine::Standing row;
        row.seat = seat;
        row.score = score(s, seat).total;
        row.winner = std::find(s.winners.begin(), s.winners.end(), seat) != s.winners.end();
        row.startPlayer = seat == s.first;
        out.push_back(row);
    }
    engine::rankStandings(out);
    return out;
}

} // namespace heist::games::one_night_only
