#include "cli/Commands.hpp"

#include "games/Catalogue.hpp"

#include <fstream>
#include <ostream>

namespace heist::cli {

const std::vector<std::string>& defaultColours() {
    static const std::vector<std::string> colours = {"amber", "teal", "rose", "violet",
                                                     "lime",  "sky",  "orange", "silver"};
    return colours;
}

std::optional<std::int64_t> resolveResume(store::SessionStore& store, const std::string& value) {
    if (value == "last")
        return store.lastUnfinished();
    return std::stoll(value);
}

void listSessions(store::SessionStore& store, std::ostream& out) {
    for (const auto& s : store.listSessions()) {
        std::string names;
        for (const auto& n : s.players)
            names += (names.empty() ? "" : ", ") + n;
        out << s.id << "\t" << s.game << "\t" << (s.finishedAt ? "finished" : "in progress") << "\t"
            << names << "\t" << s.updatedAt << "\n";
    }
}

Json exportSession(store::SessionStore& store, std::int64_t id, bool withSecrets) {
    auto live = store::LiveSession::resume(store, id);
    const auto& session = live.session();
    const auto& setup = session.setup();
    const auto& game = session.game();
    Json j;
    j["format"] = "heist-table-session";
    j["format_version"] = 1;
    j["session"] = Json{{"id", setup.id}, {"game", setup.game}, {"game_title", game.info().title},
                        {"rules_version", setup.rulesVersion}, {"finished", session.finished()}};
    if (withSecrets)
        j["session"]["seed"] = std::to_string(setup.seed);
    Json players = Json::array();
    for (const auto& p : setup.players)
        players.push_back(Json{{"seat", p.seat}, {"name", p.name}, {"colour", p.colour},
                               {"has_pin", session.pinHash(p.seat).has_value()}});
    j["players"] = players;
    j["house_rules"] = setup.houseRules;
    Json log = Json::array();
    for (const auto& e : session.log()) {
        Json row{{"seq", e.seq}, {"type", e.type}, {"at", e.at},
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

std::optional<std::string> parseIntentLine(const std::string& line, engine::Intent& intent) {
    Json j;
    try {
        j = Json::parse(line);
    } catch (const Json::parse_error& e) {
        return std::string("not valid JSON (") + e.what() + ")";
    }
    if (!j.is_object())
        return std::string("each line must be a JSON object");
    if (!j.contains("intent") || !j["intent"].is_string() || j["intent"].get<std::string>().empty())
        return std::string("the object needs an \"intent\" string");
    intent = engine::Intent{};
    intent.type = j["intent"].get<std::string>();
    if (j.contains("based_on")) {
        if (!j["based_on"].is_number_integer())
            return std::string("\"based_on\" must be a whole number");
        intent.basedOn = j["based_on"].get<std::int64_t>();
    }
    intent.args = Json::object();
    for (const auto& [k, v] : j.items())
        if (k != "intent" && k != "based_on")
            intent.args[k] = v;
    return std::nullopt;
}

namespace {

store::LiveSession newSessionFromLine(store::SessionStore& store, const engine::Intent& intent,
                                      const ScriptRun& run) {
    const auto& a = intent.args;
    engine::SessionSetup setup;
    const auto gameId = a.value("game", std::string());
    const auto& game = games::definition(gameId);
    if (!a.contains("players") || !a["players"].is_array())
        throw store::SetupError({"bad_intent", "\"players\" must list the players in seat order"});
    std::size_t i = 0;
    for (const auto& p : a["players"]) {
        engine::PlayerInfo info;
        info.seat = static_cast<int>(i);
        if (p.is_string()) {
            info.name = p.get<std::string>();
        } else if (p.is_object() && p.contains("name") && p["name"].is_string()) {
            info.name = p["name"].get<std::string>();
            info.colour = p.value("colour", std::string());
        } else {
            throw store::SetupError({"bad_intent", "each player is a name or {\"name\": …}"});
        }
        if (info.colour.empty())
            info.colour = defaultColours()[i % defaultColours().size()];
        setup.players.push_back(info);
        ++i;
    }
    setup.houseRules = a.value("house_rules", Json::object());
    if (a.contains("seed") && a["seed"].is_number_unsigned())
        setup.seed = a["seed"].get<std::uint64_t>();
    else
        setup.seed = run.seed ? *run.seed : engine::Rng::freshSeed();
    return store::LiveSession::create(store, game, setup);
}

} // namespace

int runScript(store::SessionStore& store, const std::filesystem::path& file, const ScriptRun& run,
              std::ostream& out, std::ostream& err) {
    std::ifstream in(file);
    if (!in) {
        err << "heist-table: cannot read the script " << file.string() << "\n";
        return 4;
    }
    std::optional<store::LiveSession> live;
    try {
        if (run.resume) {
            const auto id = resolveResume(store, *run.resume);
            if (!id) {
                err << "heist-table: there is no unfinished session to resume\n";
                return 4;
            }
            live.emplace(store::LiveSession::resume(store, *id));
        }
    } catch (const std::exception& e) {
        err << "heist-table: " << e.what() << "\n";
        return 4;
    }

    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        engine::Intent intent;
        if (auto problem = parseIntentLine(line, intent)) {
            err << file.string() << ":" << lineNo << ": " << *problem
                << "; stopped here, the lines before it are saved\n";
            return 3;
        }
        Json report{{"line", lineNo}, {"intent", intent.type}};
        if (intent.type == "new_session") {
            try {
                live.emplace(newSessionFromLine(store, intent, run));
                report["ok"] = true;
                report["session"] = live->id();
                report["seq"] = live->session().headSeq();
            } catch (const store::SetupError& e) {
                report["ok"] = false;
                report["error"] = Json{{"code", e.error.code}, {"message", e.error.message}};
            } catch (const std::runtime_error& e) {
                report["ok"] = false;
                report["error"] = Json{{"code", "bad_setup"}, {"message", e.what()}};
            }
            out << report.dump() << "\n" << std::flush;
            continue;
        }
        if (!live) {
            err << file.string() << ":" << lineNo
                << ": no session yet: start the script with a \"new_session\" line or pass --resume\n";
            return 3;
        }
        const auto result = live->dispatch(intent);
        if (const auto* e = std::get_if<engine::Event>(&result)) {
            report["ok"] = true;
            report["seq"] = e->seq;
            report["event"] = e->type;
            report["description"] = live->session().describe(*e);
        } else {
            const auto& r = std::get<engine::RuleError>(result);
            report["ok"] = false;
            report["error"] = Json{{"code", r.code}, {"message", r.message}};
        }
        out << report.dump() << "\n" << std::flush;
    }
    return 0;
}

} // namespace heist::cli
