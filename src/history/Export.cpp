#include "history/Export.hpp"
#include "history/StoredSession.hpp"

namespace heist::history {

Json exportSession(store::SessionStore& store, std::int64_t id, bool withSecrets) {
    const auto session = replayStored(store, id);
    const auto& setup = session.setup();
    const auto& game = session.game();
    Json j;
    j["format"] = "heist-table-session";
    j["format_version"] = 1;
    j["session"] = Json{{"id", setup.id},
                        {"game", setup.game},
                        {"game_title", game.info().title},
                        {"rules_version", setup.rulesVersion},
                        {"finished", session.finished()}};
    if (withSecrets)
        j["session"]["seed"] = std::to_string(setup.seed);
    Json players = Json::array();
    for (const auto& p : setup.players)
        players.push_back(Json{{"seat", p.seat},
                               {"name", p.name},
                               {"colour", p.colour},
                               {"has_pin", session.pinHash(p.seat).has_value()}});
    j["players"] = players;
    j["house_rules"] = setup.houseRules;
    Json log = Json::array();
    for (const auto& e : session.log()) {
        Json row{{"seq", e.seq},
                 {"type", e.type},
                 {"at", e.at},
                 {"description", session.describe(e)},
                 {"payload", withSecrets ? e.payload : session.publicPayload(e)}};
        if (session.isUndone(e.seq))
            row["undone"] = true;
        log.push_back(row);
    }
    j["events"] = log;
    j["state"] = game.publicView(session.state());
    if (session.finished()) {
        Json results = game.results(session.state());
        Json winners = Json::array();
        for (const auto& w : results["winners"])
            winners.push_back(setup.players.at(w.get<std::size_t>()).name);
        results["winner_names"] = winners;
        j["results"] = results;
    }
    if (withSecrets)
        j["secrets"] = game.secretsView(session.state());
    return j;
}

} // namespace heist::history
