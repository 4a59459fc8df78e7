#include "cli/Commands.hpp"
#include "cli/ServePhones.hpp"

#include <csignal>

#include "games/Catalogue.hpp"
#include "history/BgStats.hpp"
#include "history/Export.hpp"
#include "history/StoredSession.hpp"

#include <algorithm>
#include <limits>
#include <fstream>
#include <iostream>
#include <ostream>
#include <unistd.h>

namespace heist::cli {

const std::vector<std::string>& defaultColours() {
    static const std::vector<std::string> colours = {"amber", "teal", "rose",   "violet",
                                                     "lime",  "sky",  "orange", "silver"};
    return colours;
}

std::optional<std::int64_t> resolveResume(store::SessionStore& store, const std::string& value) {
    if (value == "last")
        return store.lastUnfinished();
    return std::stoll(value);
}

void listSessions(store::SessionStore& store, std::ostream& out) {
    for (const auto& s : store.listSessions(false)) { // no step counts: none are printed
        std::string names;
        for (const auto& n : s.players)
            names += (names.empty() ? "" : ", ") + n;
        out << s.id << "\t" << s.game << "\t" << (s.finishedAt ? "finished" : "in progress") << "\t" << names << "\t"
            << s.updatedAt << "\n";
    }
}

std::optional<Json> bgStatsPlay(store::SessionStore& store, std::int64_t id) {
    const auto session = history::replayStored(store, id);
    return history::bgStatsPlay(session, history::playContext(session));
}

namespace {

// The deepest nesting of arrays and objects in a JSON text, counted without parsing it, so
// that a line nested 100,000 deep is refused before anything recursive sees it.
std::size_t nestingDepth(const std::string& text, std::size_t stopAt) {
    std::size_t depth = 0, deepest = 0;
    bool inString = false, escaped = false;
    for (char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > stopAt)
                return deepest;
        } else if ((c == ']' || c == '}') && depth > 0)
            --depth;
    }
    return deepest;
}

} // namespace

std::optional<std::string> parseIntentLine(const std::string& line, engine::Intent& intent) {
    if (nestingDepth(line, kMaxNesting) > kMaxNesting)
        return "nested deeper than " + std::to_string(kMaxNesting) + " levels";
    Json j;
    try {
        j = Json::parse(line);
    } catch (const Json::exception& e) { // a syntax error, or a number out of range (1e999)
        return std::string("not valid JSON (") + e.what() + ")";
    }
    if (!j.is_object())
        return std::string("each line must be a JSON object");
    if (!j.contains("intent") || !j["intent"].is_string() || j["intent"].get<std::string>().empty())
        return std::string("the object needs an \"intent\" string");
    intent = engine::Intent{};
    intent.type = j["intent"].get<std::string>();
    if (j.contains("based_on")) {
        const auto& b = j["based_on"];
        if (!b.is_number_integer())
            return std::string("\"based_on\" must be a whole number");
        // A whole number past 2^63 - 1 parses as unsigned and names no event there can be.
        if (b.is_number_unsigned() &&
            b.get_ref<const Json::number_unsigned_t&>() >
                static_cast<Json::number_unsigned_t>(std::numeric_limits<std::int64_t>::max()))
            return std::string("\"based_on\" is larger than any event number can be");
        intent.basedOn = b.get_ref<const Json::number_integer_t&>();
    }
    intent.args = Json::object();
    for (const auto& [k, v] : j.items())
        if (k != "intent" && k != "based_on")
            intent.args[k] = v;
    return std::nullopt;
}

namespace {

engine::RuleError badArgument(const std::string& name, const std::string& what) {
    return {"bad_argument", "\"" + name + "\" " + what + "."};
}

// The catalogue's game ids for a message: "a", "b" or "c".
std::string gameIds() {
    const auto& games = games::catalogue();
    std::string out;
    for (std::size_t i = 0; i < games.size(); ++i)
        out += (i == 0 ? "" : i + 1 == games.size() ? " or " : ", ") + ("\"" + games[i].info.id + "\"");
    return out;
}

// Reads a new_session line into a setup: every argument checked by type and range, a
// RuleError naming the first wrong one.
std::variant<engine::SessionSetup, engine::RuleError> setupFromLine(const engine::Intent& intent,
                                                                    const ScriptRun& run) {
    const auto& a = intent.args;
    engine::SessionSetup setup;
    if (!a.contains("game") || !a["game"].is_string())
        return badArgument("game", "must name a game: " + gameIds());
    setup.game = a["game"].get<std::string>();
    bool known = false;
    for (const auto& g : games::catalogue())
        known = known || (g.playable && g.info.id == setup.game);
    if (!known)
        return engine::RuleError{"unknown_game", "There is no game \"" + setup.game + "\"."};
    if (!a.contains("players") || !a["players"].is_array() || a["players"].empty())
        return badArgument("players", "must list the players in seat order");
    if (a["players"].size() > 16)
        return badArgument("players", "lists more players than any game seats");
    std::size_t i = 0;
    for (const auto& p : a["players"]) {
        engine::PlayerInfo info;
        info.seat = static_cast<int>(i);
        if (p.is_string()) {
            info.name = p.get<std::string>();
        } else if (p.is_object()) {
            if (!p.contains("name") || !p["name"].is_string())
                return badArgument("name", "of each player must be text");
            info.name = p["name"].get<std::string>();
            if (p.contains("colour")) {
                if (!p["colour"].is_string())
                    return badArgument("colour", "must be one of amber, teal, rose, violet, lime, "
                                                 "sky, orange, silver");
                info.colour = p["colour"].get<std::string>();
                const auto& all = defaultColours();
                if (std::find(all.begin(), all.end(), info.colour) == all.end())
                    return badArgument("colour", "must be one of amber, teal, rose, violet, lime, "
                                                 "sky, orange, silver");
            }
        } else {
            return badArgument("players", "holds names, or objects {\"name\": ..., \"colour\": ...}");
        }
        if (info.name.find_first_not_of(" \t") == std::string::npos || info.name.size() > 200)
            return badArgument("name", "must be 1 to 200 characters");
        if (info.colour.empty())
            info.colour = defaultColours()[i % defaultColours().size()];
        setup.players.push_back(info);
        ++i;
    }
    if (a.contains("house_rules") && !a["house_rules"].is_object())
        return badArgument("house_rules", "must be an object");
    setup.houseRules = a.contains("house_rules") ? a["house_rules"] : Json::object();
    if (a.contains("seed")) {
        if (!a["seed"].is_number_unsigned())
            return badArgument("seed", "must be a whole number from 0 to 18446744073709551615");
        setup.seed = a["seed"].get<std::uint64_t>();
    } else {
        setup.seed = run.seed ? *run.seed : components::Rng::freshSeed();
    }
    return setup;
}

} // namespace

int runScript(store::SessionStore& store, const std::filesystem::path& file, const ScriptRun& run, std::ostream& out,
              std::ostream& err) {
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
            if (!store.loadSetup(*id)) {
                err << "heist-table: there is no saved session " << *id << " (see --list)\n";
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
    int unsavedSessionLine = 0; // a new_session refused by a full disk or a busy file
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
            auto setup = setupFromLine(intent, run);
            if (auto* bad = std::get_if<engine::RuleError>(&setup)) {
                report["ok"] = false;
                report["error"] = Json{{"code", bad->code}, {"message", bad->message}};
                out << report.dump() << "\n" << std::flush;
                continue;
            }
            try {
                auto& s = std::get<engine::SessionSetup>(setup);
                live.emplace(store::LiveSession::create(store, games::definition(s.game), s));
                report["ok"] = true;
                report["session"] = live->id();
                report["seq"] = live->session().headSeq();
            } catch (const store::SetupError& e) {
                report["ok"] = false;
                report["error"] = Json{{"code", e.error.code}, {"message", e.error.message}};
            } catch (const store::StoreError& e) {
                report["ok"] = false;
                const auto refusal = store::notSaved(e);
                report["error"] = Json{{"code", refusal ? refusal->code : "not_saved"}, {"message", e.what()}};
                out << report.dump() << "\n" << std::flush;
                if (!refusal) // not a passing failure (an I/O error, a damaged file): stop
                    return stopOnStoreError(e, err);
                // A full disk or a busy file passes: every later line still gets its reply,
                // and none goes to the session before, which the script has left.
                live.reset();
                unsavedSessionLine = lineNo;
                continue;
            } catch (const std::exception& e) {
                report["ok"] = false;
                report["error"] = Json{{"code", "bad_setup"}, {"message", e.what()}};
            }
            out << report.dump() << "\n" << std::flush;
            continue;
        }
        if (!live && unsavedSessionLine) {
            report["ok"] = false;
            report["error"] = Json{{"code", "no_session"},
                                   {"message", "There is no session for this line: the new_session on line " +
                                                   std::to_string(unsavedSessionLine) + " was not saved."}};
            out << report.dump() << "\n" << std::flush;
            continue;
        }
        if (!live) {
            err << file.string() << ":" << lineNo
                << ": no session yet: start the script with a \"new_session\" line or pass --resume\n";
            return 3;
        }
        store::DispatchResult result;
        try {
            result = live->dispatch(intent);
        } catch (const store::StoreError& e) {
            // Not a passing failure (an I/O error, a damaged file): reply, then stop; every
            // line before this one is saved.
            report["ok"] = false;
            report["error"] = Json{{"code", "not_saved"}, {"message", e.what()}};
            out << report.dump() << "\n" << std::flush;
            return stopOnStoreError(e, err);
        } catch (const std::exception& e) {
            report["ok"] = false;
            report["error"] = Json{{"code", "bad_argument"}, {"message", e.what()}};
            out << report.dump() << "\n" << std::flush;
            continue;
        }
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

namespace heist::cli {

int stopOnStoreError(const store::StoreError& e, std::ostream& err) {
    err << "heist-table: " << e.what() << "\n";
    return e.exitStatus();
}

int stopOnUnreplayable(std::int64_t id, std::ostream& err) {
    err << "heist-table: session " << id
        << " cannot be read back: one of its saved events is damaged (the file is left as it is)\n";
    return kExitUnreadable;
}

int runCheck(const std::filesystem::path& file, std::ostream& out) {
    const auto report = store::checkFile(file);
    out << store::caseName(report.fileCase) << ": " << report.message << "\n";
    return store::exitStatus(report.fileCase);
}

namespace {

// --export --with-secrets prints every hidden fact of the game: ask first.
bool secretsConfirmed(const Options& o, std::istream& in, std::ostream& err) {
    if (o.yes)
        return true;
    if (!::isatty(STDIN_FILENO)) {
        err << "heist-table: --with-secrets prints every player's secrets (identities, roles, "
               "the deck, the guesses). Add --yes to confirm when there is no terminal to ask.\n";
        return false;
    }
    err << "This prints every player's secrets (identities, roles, the deck, the guesses).\n"
           "Anyone who sees it knows them. Type yes to go on: "
        << std::flush;
    std::string answer;
    std::getline(in, answer);
    if (answer == "yes" || answer == "YES" || answer == "Yes")
        return true;
    err << "heist-table: nothing was printed\n";
    return false;
}

} // namespace

std::optional<int> runHeadless(const Options& o, std::ostream& out, std::ostream& err, std::istream& in) {
    if (o.check)
        return runCheck(*o.check, out);
    if (o.servePhones) {
        static volatile std::sig_atomic_t stopAsked = 0;
        std::signal(SIGINT, [](int) { stopAsked = 1; });
        std::signal(SIGTERM, [](int) { stopAsked = 1; });
        return servePhones(o, err, [] { return stopAsked != 0; });
    }
    if (!o.list && !o.exportId && !o.script)
        return std::nullopt;
    if (o.exportId && o.withSecrets && !secretsConfirmed(o, in, err))
        return kExitRefused;
    try {
        if (o.script) {
            store::SessionStore store(o.db);
            if (!store.notice().empty())
                err << "heist-table: " << store.notice() << "\n";
            return runScript(store, *o.script, {o.resume, o.seed}, out, err);
        }
        // Reading needs no lock and writes nothing: it works on read-only storage too.
        // A listing checks only the tables it reads (see SessionStore::Access::ListOnly).
        store::SessionStore store(o.db, o.list ? store::SessionStore::Access::ListOnly
                                               : store::SessionStore::Access::ReadOnly);
        if (store.readOnlyStorage())
            err << "heist-table: " << store.path().string()
                << " is read-only: showing it as it is (nothing can be saved there)\n";
        if (o.list) {
            listSessions(store, out);
            return 0;
        }
        if (!store.loadSetup(*o.exportId)) {
            err << "heist-table: there is no saved session " << *o.exportId << " (see --list)\n";
            return kExitScriptStart;
        }
        if (o.bgStats) {
            const auto play = bgStatsPlay(store, *o.exportId);
            if (!play) {
                err << "heist-table: session " << *o.exportId
                    << " is not finished: a play goes to BG Stats once it has a winner\n";
                return kExitUnfinished;
            }
            out << play->dump(2) << "\n";
            return 0;
        }
        out << history::exportSession(store, *o.exportId, o.withSecrets).dump(2) << "\n";
        return 0;
    } catch (const store::StoreError& e) {
        return stopOnStoreError(e, err);
    } catch (const std::exception&) {
        if (!o.exportId || o.script)
            throw; // main's last resort: status 1, a bug
        // The session's stored events cannot be replayed (a damaged or forged row): the
        // export says so; the file is only read, never changed.
        return stopOnUnreplayable(*o.exportId, err);
    }
}

} // namespace heist::cli
