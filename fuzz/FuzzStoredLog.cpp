// libFuzzer target: a saved game as the store reads it back (history::replayStored), and
// everything that reads it: --export (JSON, with and without secrets, and --format bgstats),
// statistics, game nights and the description of every event. The input is one session,
// one JSON object a line (a line that is not one is skipped, so that a mutation spoils one
// row, not the whole input):
//   {"game":"suspicion","rules_version":1,"seed":"7","house_rules":{},"finished":true,
//    "players":[{"name":"Ann","colour":"amber"},...]}          the session's row
//   {"seq":1,"type":"suspicion.gem_taken","payload":{...}}     one event row each
// (a row without "seq" takes the one after the last). The rows are written with the
// store's own API into a real scratch file, which is then opened read-only as --export
// opens it. A log that cannot be replayed must end in a clean refusal (exit 8 for
// --export); nothing may abort, crash, leak or meet undefined behaviour.
#include "fuzz/FuzzScratch.hpp"
#include "cli/Commands.hpp"
#include "cli/Options.hpp"
#include "history/BgStats.hpp"
#include "history/GameNights.hpp"
#include "history/Statistics.hpp"
#include "history/StoredSession.hpp"
#include "store/SessionStore.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using heist::Json;

constexpr std::size_t kMostPlayers = 16; // what a script may seat
constexpr std::size_t kMostRows = 2048;  // keeps one input well under a second
constexpr std::size_t kChangesUpTo = 48; // changesAt replays the log twice per entry

// Rows nested deeper than a script line may be are left out before parsing (the store's
// own writers never nest that deep).
bool tooDeep(const std::string& line) {
    std::size_t depth = 0;
    for (char c : line) {
        if (c == '[' || c == '{') {
            if (++depth > heist::cli::kMaxNesting)
                return true;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return false;
}

std::optional<Json> parseLine(const std::string& line) {
    if (tooDeep(line))
        return std::nullopt;
    try {
        Json j = Json::parse(line);
        if (j.is_object())
            return j;
    } catch (const Json::exception&) {
    }
    return std::nullopt;
}

std::string textOr(const Json& j, const char* key, const std::string& fallback) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : fallback;
}

// A whole number in [lo, hi], else the fallback (never a cast of a float or a wider number).
std::int64_t wholeOr(const Json& j, const char* key, std::int64_t fallback, std::int64_t lo, std::int64_t hi) {
    if (!j.contains(key))
        return fallback;
    const auto& v = j[key];
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        return u <= static_cast<std::uint64_t>(hi) && static_cast<std::int64_t>(u) >= lo ? static_cast<std::int64_t>(u)
                                                                                         : fallback;
    }
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        return i >= lo && i <= hi ? i : fallback;
    }
    return fallback;
}

// The session's row from the first line; nullopt when it names nothing the store can hold.
std::optional<heist::engine::SessionSetup> setupFrom(const Json& head, bool& finished) {
    heist::engine::SessionSetup setup;
    setup.game = textOr(head, "game", "");
    setup.rulesVersion = static_cast<int>(wholeOr(head, "rules_version", 1, INT32_MIN, INT32_MAX));
    if (head.contains("seed") && head["seed"].is_string()) {
        try {
            setup.seed = std::stoull(head["seed"].get<std::string>());
        } catch (const std::exception&) {
        }
    } else {
        setup.seed = head.contains("seed") && head["seed"].is_number_unsigned() ? head["seed"].get<std::uint64_t>() : 0;
    }
    if (head.contains("house_rules"))
        setup.houseRules = head["house_rules"];
    finished = head.contains("finished") && head["finished"].is_boolean() && head["finished"].get<bool>();
    if (!head.contains("players") || !head["players"].is_array())
        return std::nullopt;
    for (const auto& p : head["players"]) {
        if (setup.players.size() == kMostPlayers || !p.is_object())
            break;
        setup.players.push_back(
            {static_cast<int>(setup.players.size()), textOr(p, "name", ""), textOr(p, "colour", "")});
    }
    return setup;
}

// Writes the session into a fresh scratch file with the store's API; its id, or nullopt.
std::optional<std::int64_t> writeSession(const std::filesystem::path& db, const std::vector<Json>& lines) {
    bool finished = false;
    auto setup = setupFrom(lines.front(), finished);
    if (!setup)
        return std::nullopt;
    heist::store::SessionStore store(db);
    store.createSession(*setup, {});
    std::int64_t seq = 0;
    for (std::size_t i = 1; i < lines.size() && i <= kMostRows; ++i) {
        const auto& row = lines[i];
        seq = wholeOr(row, "seq", seq < INT64_MAX ? seq + 1 : seq, INT64_MIN, INT64_MAX);
        heist::engine::EventDraft draft{textOr(row, "type", ""),
                                        row.contains("payload") ? row["payload"] : Json::object()};
        try {
            store.append(setup->id, seq, draft);
        } catch (const std::exception&) {
            // A row the store refuses to write (a seq it already holds, a PIN record without
            // its hash) is not a row it can hand back: left out.
        }
    }
    if (finished)
        store.markFinished(setup->id);
    return setup->id;
}

// --export ID, as the command line runs it: every outcome is an exit status with a message.
void exportAs(const std::filesystem::path& db, std::int64_t id, bool bgStats, bool withSecrets) {
    heist::cli::Options o;
    o.db = db;
    o.exportId = id;
    o.bgStats = bgStats;
    o.withSecrets = withSecrets;
    o.yes = true;
    std::ostringstream out, err;
    std::istringstream in;
    const auto status = heist::cli::runHeadless(o, out, err, in);
    if (!status || (*status != 0 && *status != heist::cli::kExitUnfinished && *status != heist::cli::kExitUnreadable))
        std::abort(); // a readable scratch file: any other answer is a bug
    if (*status != 0 && err.str().empty())
        std::abort(); // a refusal says why
}

// What the screens read from a replayed session (History, Statistics, Game nights, BG Stats).
void readBack(heist::store::SessionStore& store, std::int64_t id) {
    using namespace heist;
    std::optional<engine::Session> session;
    std::vector<history::PlayRecord> plays;
    std::optional<Json> play;
    try {
        session.emplace(history::replayStored(store, id));
        if (session->finished()) {
            (void)session->game().results(session->state());
            if (auto record = history::playRecord(*session, history::eveningOf(0, 0)))
                plays.push_back(std::move(*record));
            play = history::bgStatsPlay(*session, history::playContext(*session));
        }
    } catch (const std::exception&) {
        return; // the screens count it as unreadable and go on
    }
    // A log that replays is shown whole: nothing below may throw.
    const auto& log = session->log();
    for (const auto& e : log) {
        (void)session->describe(e);
        (void)session->publicPayload(e);
        (void)session->isUndone(e.seq);
        if (log.size() <= kChangesUpTo)
            (void)session->changesAt(e.seq);
    }
    (void)session->undoDescription();
    (void)session->redoDescription();
    (void)session->undoBlockedReason();
    (void)session->game().publicView(session->state());
    const history::NameBook names;
    for (const auto& game : {session->setup().game, std::string()}) {
        const auto stats = history::statistics(plays, game, names);
        for (const auto& p : stats.players)
            (void)history::statLines(p, stats.scores);
        (void)history::winsOverTime(plays, game, names, 8);
    }
    if (play) {
        (void)history::playLines(*play);
        (void)history::bgStatsLink(*play);
    }
    std::vector<history::FinishedGame> finished;
    for (const auto& s : store.listSessions())
        if (s.finishedAt)
            finished.push_back({s.id, history::parseStoredTime(s.createdAt).value_or(0)});
    (void)history::groupByEvening(std::move(finished), history::localUtcOffsetMinutes);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace heist;
    static const auto dir = fuzz::scratch() / "storedlog";
    static const auto db = dir / "sessions.db";
    std::filesystem::create_directories(dir);
    fuzz::clearDatabase(db);
    std::vector<Json> lines;
    std::istringstream text(std::string(reinterpret_cast<const char*>(data), size));
    for (std::string line; std::getline(text, line) && lines.size() <= kMostRows;)
        if (auto j = parseLine(line))
            lines.push_back(std::move(*j));
    if (lines.empty())
        return 0;
    const auto id = writeSession(db, lines);
    if (!id)
        return 0;
    exportAs(db, *id, false, false);
    exportAs(db, *id, false, true);
    exportAs(db, *id, true, false);
    store::SessionStore reader(db, store::SessionStore::Access::ReadOnly);
    readBack(reader, *id);
    return 0;
}
