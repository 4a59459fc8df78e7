// SessionStore: the rows of the saved-games file once it is open (sessions, their events,
// the roster of names, settings and PIN failures). Opening, checking, locking and moving
// a file aside are in SessionStore.cpp.
#include "store/SessionStore.hpp"

#include "language/Translate.hpp"
#include "store/WriteBlock.hpp"

#include "components/PinHash.hpp"
#include "engine/TimeWords.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <optional>

namespace heist::store {

namespace {

// "2026-11-22T16:33:47.229Z" from milliseconds since 1970, and back (nullopt if unreadable).
std::string formatUtcMs(std::int64_t ms) {
    const std::time_t t = static_cast<std::time_t>(ms / 1000 - (ms % 1000 < 0 ? 1 : 0));
    const int milli = static_cast<int>(((ms % 1000) + 1000) % 1000);
    char out[8];
    std::snprintf(out, sizeof out, ".%03dZ", milli);
    return engine::timewords::utc(t, "%Y-%m-%dT%H:%M:%S") + out;
}

std::optional<std::int64_t> parseUtcMs(const std::string& text) {
    std::tm tm{};
    int milli = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d.%3dZ", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour,
                    &tm.tm_min, &tm.tm_sec, &milli) != 7)
        return std::nullopt;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    return static_cast<std::int64_t>(timegm(&tm)) * 1000 + milli;
}

} // namespace

// Every commit's frames start with page 1 and its change counter: that is what ties a -wal
// to its database (see judgeWal).
void SessionStore::markCommit() {
    m_db->exec("PRAGMA application_id = " + std::to_string(SessionStore::kApplicationId));
}

void SessionStore::truncateWal() {
    try {
        m_db->exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (const SQLite::Exception&) {
    }
}

std::string SessionStore::nowUtc() {
    const auto now = std::chrono::system_clock::now();
    return formatUtcMs(std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count());
}

std::vector<engine::Event> SessionStore::createSession(engine::SessionSetup& setup,
                                                       const std::vector<engine::EventDraft>& opening) {
    settleBeforeWrite(); // before the time is taken (see write())
    const auto now = nowUtc();
    return write([] { return tr("saving the new session"); },
                 [&] {
                     SQLite::Statement s(*m_db, "INSERT INTO sessions(game, rules_version, seed, house_rules, "
                                                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)");
                     s.bind(1, setup.game);
                     s.bind(2, setup.rulesVersion);
                     s.bind(3, std::to_string(setup.seed));
                     s.bind(4, setup.houseRules.dump());
                     s.bind(5, now);
                     s.bind(6, now);
                     s.exec();
                     setup.id = m_db->getLastInsertRowid();
                     for (const auto& p : setup.players) {
                         SQLite::Statement ps(*m_db, "INSERT INTO players(session_id, seat, name, colour) "
                                                     "VALUES (?, ?, ?, ?)");
                         ps.bind(1, setup.id);
                         ps.bind(2, p.seat);
                         ps.bind(3, p.name);
                         ps.bind(4, p.colour);
                         ps.exec();
                     }
                     std::vector<engine::Event> events;
                     std::int64_t seq = 0;
                     for (const auto& d : opening) {
                         engine::Event e{++seq, d.type, d.payload, now};
                         insertEvent(setup.id, e);
                         events.push_back(e);
                     }
                     return events;
                 });
}

void SessionStore::insertEvent(std::int64_t sessionId, const engine::Event& e) {
    // The type through the dictionary, the time as milliseconds after the session began
    // (schema version 2): loadEvents gives back the same texts.
    SQLite::Statement ts(*m_db, "INSERT OR IGNORE INTO event_types(name) VALUES (?)");
    ts.bind(1, e.type);
    ts.exec();
    SQLite::Statement es(*m_db,
                         "INSERT INTO events(session_id, seq, type_id, payload_json, at_ms) VALUES (?1, ?2, "
                         "(SELECT id FROM event_types WHERE name = ?3), ?4, "
                         "CAST(round((julianday(?5) - julianday((SELECT created_at FROM sessions WHERE id = ?1))) "
                         "* 86400000.0) AS INTEGER))");
    es.bind(1, sessionId);
    es.bind(2, e.seq);
    es.bind(3, e.type);
    es.bind(4, e.payload.dump());
    es.bind(5, e.at);
    es.exec();
}

engine::Event SessionStore::append(std::int64_t sessionId, std::int64_t seq, const engine::EventDraft& draft,
                                   const std::optional<EntryCounter>& counter) {
    settleBeforeWrite(); // before the time is taken (see write())
    engine::Event e{seq, draft.type, draft.payload, nowUtc()};
    const bool scrubbed = write(
        [] { return tr("saving the action"); },
        [&] {
            bool overwritten = false;
            insertEvent(sessionId, e);
            SQLite::Statement us(*m_db, "UPDATE sessions SET updated_at = ? WHERE id = ?");
            us.bind(1, e.at);
            us.bind(2, sessionId);
            us.exec();
            if (e.type == "session.pin_set") {
                SQLite::Statement pin(*m_db, "UPDATE players SET pin_hash = ? WHERE session_id = ? AND seat = ?");
                pin.bind(1, e.payload.at("hash").get<std::string>());
                pin.bind(2, sessionId);
                pin.bind(3, e.payload.at("seat").get<int>());
                pin.exec();
                // Only a seat's newest PIN record counts. Older ones (a salted SHA-256 from before
                // Argon2id is cracked offline in seconds) are overwritten with it, not left in the log;
                // replaying the log gives the same PIN.
                SQLite::Statement old(*m_db, "UPDATE events SET payload_json = ?1 WHERE session_id = ?2 AND seq < ?3 "
                                             "AND type_id = (SELECT id FROM event_types WHERE name = ?4) "
                                             "AND json_extract(payload_json, '$.seat') = ?5 AND payload_json <> ?1");
                old.bind(1, e.payload.dump());
                old.bind(2, sessionId);
                old.bind(3, e.seq);
                old.bind(4, e.type);
                old.bind(5, e.payload.at("seat").get<int>());
                overwritten = old.exec() > 0;
            }
            // A phone's entry and its counter in one commit: a kill keeps both or neither, so an entry
            // kept is never one the phone may send again as new.
            if (counter)
                raiseUpLast(sessionId, *counter);
            return overwritten;
        });
    if (scrubbed) // the old record's bytes also leave the -wal (secure_delete zeroed the page)
        truncateWal();
    return e;
}

void SessionStore::markFinished(std::int64_t sessionId) {
    const int wiped = write([] { return tr("marking the game finished"); },
                            [&] {
                                SQLite::Statement s(*m_db, "UPDATE sessions SET finished_at = coalesce(finished_at, ?) "
                                                           "WHERE id = ?");
                                s.bind(1, nowUtc());
                                s.bind(2, sessionId);
                                s.exec();
                                // The phones' keys go with the end, in the same commit: a finished game never has one.
                                return deleteSeatCodes(sessionId);
                            });
    if (wiped > 0)
        truncateWal(); // the keys' bytes leave the -wal too (secure_delete zeroed the pages)
}

bool SessionStore::markUnfinished(std::int64_t sessionId) {
    // The phone codes deleted by markFinished stay deleted: phones need new codes.
    try {
        // Resuming a game asks this every time (a crash may have left the mark): where there
        // is nothing to clear, nothing is written, and nothing waits for the file's check.
        SQLite::Statement q(*m_db, "SELECT 1 FROM sessions WHERE id = ? AND finished_at IS NOT NULL");
        q.bind(1, sessionId);
        if (!q.executeStep())
            return false;
    } catch (const SQLite::Exception& e) {
        fail(e, tr("reading the game's finished mark"));
    }
    return write<Mark::IfChanged>(
        [] { return tr("marking the game unfinished"); },
        [&] {
            SQLite::Statement s(*m_db,
                                "UPDATE sessions SET finished_at = NULL WHERE id = ? AND finished_at IS NOT NULL");
            s.bind(1, sessionId);
            return s.exec() > 0;
        });
}

void SessionStore::deleteSession(std::int64_t sessionId) {
    write([] { return tr("deleting the session"); },
          [&] {
              // Names only this session used leave the roster too: a deleted game night is forgotten.
              SQLite::Statement r(*m_db, "DELETE FROM roster WHERE name IN (SELECT name FROM players "
                                         "WHERE session_id = ?1) AND name NOT IN (SELECT name FROM "
                                         "players WHERE session_id <> ?1)");
              r.bind(1, sessionId);
              r.exec();
              SQLite::Statement s(*m_db, "DELETE FROM sessions WHERE id = ?");
              s.bind(1, sessionId);
              s.exec();
              SQLite::Statement p(*m_db, "DELETE FROM settings WHERE key LIKE ?");
              p.bind(1, "pin_failures/" + std::to_string(sessionId) + "/%");
              p.exec();
              // Event types no session uses any more go too: nothing tells what the deleted one did.
              m_db->exec("DELETE FROM event_types WHERE id NOT IN (SELECT DISTINCT type_id FROM events)");
              // Its phone codes went with the session (ON DELETE CASCADE): said here, not relied on.
              deleteSeatCodes(sessionId);
          });
    // The WAL still holds the deleted pages as they were: fold it into the (zeroed) main file
    // and empty it.
    truncateWal();
}

std::optional<engine::SessionSetup> SessionStore::loadSetup(std::int64_t sessionId) {
    SQLite::Statement s(*m_db, "SELECT game, rules_version, seed, house_rules FROM sessions WHERE id = ?");
    s.bind(1, sessionId);
    if (!s.executeStep())
        return std::nullopt;
    engine::SessionSetup setup;
    setup.id = sessionId;
    setup.game = s.getColumn(0).getString();
    setup.rulesVersion = s.getColumn(1).getInt();
    setup.seed = std::stoull(s.getColumn(2).getString());
    setup.houseRules = Json::parse(s.getColumn(3).getString());
    SQLite::Statement ps(*m_db, "SELECT seat, name, colour FROM players WHERE session_id = ? ORDER BY seat");
    ps.bind(1, sessionId);
    while (ps.executeStep())
        setup.players.push_back({ps.getColumn(0).getInt(), ps.getColumn(1).getString(), ps.getColumn(2).getString()});
    return setup;
}

std::vector<engine::Event> SessionStore::loadEvents(std::int64_t sessionId) {
    std::vector<engine::Event> events;
    // Times are stored as milliseconds after the session began (schema 2).
    SQLite::Statement c(*m_db, "SELECT created_at FROM sessions WHERE id = ?");
    c.bind(1, sessionId);
    if (!c.executeStep())
        return events;
    const std::string createdAt = c.getColumn(0).getString();
    const auto base = parseUtcMs(createdAt);
    // Formatted here in the usual case: much faster than SQLite's strftime on every row.
    SQLite::Statement s(*m_db, base ? "SELECT e.seq, t.name, e.payload_json, e.at_ms FROM events e "
                                      "JOIN event_types t ON t.id = e.type_id WHERE e.session_id = ?1 ORDER BY e.seq"
                                    : "SELECT e.seq, t.name, e.payload_json, "
                                      "strftime('%Y-%m-%dT%H:%M:%fZ', ?2, (e.at_ms / 1000.0) || ' seconds') "
                                      "FROM events e JOIN event_types t ON t.id = e.type_id "
                                      "WHERE e.session_id = ?1 ORDER BY e.seq");
    s.bind(1, sessionId);
    if (!base)
        s.bind(2, createdAt);
    while (s.executeStep())
        events.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(),
                          Json::parse(s.getColumn(2).getString()),
                          base ? formatUtcMs(*base + s.getColumn(3).getInt64()) : s.getColumn(3).getString()});
    return events;
}

std::vector<SessionSummary> SessionStore::listSessions(bool countSteps) {
    return summaries(std::nullopt, std::nullopt, 0, countSteps);
}

std::vector<FinishedSession> SessionStore::finishedSessions(bool withLastStep) {
    std::vector<FinishedSession> out;
    SQLite::Statement s(*m_db,
                        std::string("SELECT s.id, s.game, s.created_at, s.finished_at, ") +
                            (withLastStep ? "(SELECT max(seq) FROM events e WHERE e.session_id = s.id) " : "0 ") +
                            "FROM sessions s WHERE s.finished_at IS NOT NULL "
                            "ORDER BY s.updated_at DESC, s.id DESC");
    while (s.executeStep()) {
        FinishedSession f;
        f.id = s.getColumn(0).getInt64();
        f.game = s.getColumn(1).getString();
        f.createdAt = s.getColumn(2).getString();
        f.finishedAt = s.getColumn(3).getString();
        f.lastStep = s.getColumn(4).isNull() ? 0 : s.getColumn(4).getInt64();
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<SessionSummary> SessionStore::recentSessions(std::size_t limit, std::int64_t sinceUtcMs) {
    return summaries(std::nullopt, limit, sinceUtcMs);
}

std::optional<SessionSummary> SessionStore::summary(std::int64_t sessionId) {
    auto one = summaries(sessionId);
    if (one.empty())
        return std::nullopt;
    return std::move(one.front());
}

std::vector<SessionSummary> SessionStore::summaries(std::optional<std::int64_t> only, std::optional<std::size_t> limit,
                                                    std::int64_t sinceUtcMs, bool countSteps) {
    std::vector<SessionSummary> out;
    // The rows are chosen first, so that the counts and names are read for those alone.
    std::string rows = "sessions";
    if (only)
        rows = "(SELECT * FROM sessions WHERE id = ?)";
    else if (limit)
        rows = "(SELECT * FROM sessions WHERE updated_at >= ? ORDER BY updated_at DESC, id DESC LIMIT ?)";
    SQLite::Statement s(
        *m_db, "SELECT s.id, s.game, s.created_at, s.updated_at, s.finished_at, " +
                   std::string(countSteps ? "(SELECT count(*) FROM events e WHERE e.session_id = s.id), " : "0, ") +
                   "(SELECT group_concat(name, char(31)) FROM "
                   "  (SELECT name FROM players p WHERE p.session_id = s.id ORDER BY seat)) "
                   "FROM " +
                   rows + " s ORDER BY s.updated_at DESC, s.id DESC");
    if (only) {
        s.bind(1, *only);
    } else if (limit) {
        s.bind(1, formatUtcMs(sinceUtcMs));
        s.bind(2, static_cast<std::int64_t>(std::min<std::size_t>(*limit, 1u << 30)));
    }
    while (s.executeStep()) {
        SessionSummary sum;
        sum.id = s.getColumn(0).getInt64();
        sum.game = s.getColumn(1).getString();
        sum.createdAt = s.getColumn(2).getString();
        sum.updatedAt = s.getColumn(3).getString();
        if (!s.getColumn(4).isNull())
            sum.finishedAt = s.getColumn(4).getString();
        sum.events = s.getColumn(5).getInt64();
        const std::string names = s.getColumn(6).isNull() ? "" : s.getColumn(6).getString();
        std::size_t start = 0;
        while (start <= names.size() && !names.empty()) {
            const auto end = names.find('\x1f', start);
            sum.players.push_back(names.substr(start, end - start));
            if (end == std::string::npos)
                break;
            start = end + 1;
        }
        out.push_back(sum);
    }
    return out;
}

std::optional<std::int64_t> SessionStore::lastUnfinished() {
    SQLite::Statement s(*m_db, "SELECT id FROM sessions WHERE finished_at IS NULL "
                               "ORDER BY updated_at DESC, id DESC LIMIT 1");
    if (s.executeStep())
        return s.getColumn(0).getInt64();
    return std::nullopt;
}

bool SessionStore::hasNewerSession(std::int64_t sessionId) {
    // Ids only grow: a session created later has a larger one.
    SQLite::Statement s(*m_db, "SELECT EXISTS(SELECT 1 FROM sessions WHERE id > ?)");
    s.bind(1, sessionId);
    return s.executeStep() && s.getColumn(0).getInt() != 0;
}

void SessionStore::touchRoster(const std::vector<std::string>& names) {
    settleBeforeWrite(); // before the time is taken (see write())
    const auto now = nowUtc();
    write([] { return tr("saving the names"); },
          [&] {
              for (const auto& n : names) {
                  SQLite::Statement s(*m_db, "INSERT INTO roster(name, last_used) VALUES (?, ?) "
                                             "ON CONFLICT(name) DO UPDATE SET last_used = excluded.last_used");
                  s.bind(1, n);
                  s.bind(2, now);
                  s.exec();
              }
          });
}

std::vector<std::string> SessionStore::roster(int limit) {
    std::vector<std::string> out;
    SQLite::Statement s(*m_db, "SELECT name FROM roster ORDER BY last_used DESC, name LIMIT ?");
    s.bind(1, limit);
    while (s.executeStep())
        out.push_back(s.getColumn(0).getString());
    return out;
}

std::optional<std::string> SessionStore::setting(const std::string& key) {
    SQLite::Statement s(*m_db, "SELECT value FROM settings WHERE key = ?");
    s.bind(1, key);
    if (s.executeStep())
        return s.getColumn(0).getString();
    return std::nullopt;
}

void SessionStore::setSetting(const std::string& key, const std::string& value) {
    write([] { return tr("saving the setting"); },
          [&] {
              SQLite::Statement s(*m_db, "INSERT INTO settings(key, value) VALUES (?, ?) "
                                         "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
              s.bind(1, key);
              s.bind(2, value);
              s.exec();
          });
}

namespace {
std::string pinKey(std::int64_t sessionId, int seat) {
    return "pin_failures/" + std::to_string(sessionId) + "/" + std::to_string(seat);
}
} // namespace

double PinFailures::waitSeconds(std::int64_t nowMs) const {
    const double wait = components::pinWaitSeconds(count);
    const auto last = parseUtcMs(lastAt);
    if (wait <= 0 || !last)
        return 0;
    // A clock set back must not lock the seat for longer than the wait itself.
    const double elapsed = std::max<double>(0, static_cast<double>(nowMs - *last) / 1000.0);
    return elapsed >= wait ? 0 : wait - elapsed;
}

std::int64_t SessionStore::nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

namespace {
PinFailures parsePinFailures(const std::string& text) {
    PinFailures f;
    const Json j = Json::parse(text, nullptr, false);
    if (j.is_object() && j.contains("count") && j["count"].is_number_integer())
        f.count = std::max(0, j["count"].get<int>());
    if (j.is_object() && j.contains("last") && j["last"].is_string())
        f.lastAt = j["last"].get<std::string>();
    return f;
}
} // namespace

PinFailures SessionStore::pinFailures(std::int64_t sessionId, int seat) {
    const auto key = pinKey(sessionId, seat);
    PinFailures f;
    try {
        if (const auto v = setting(key))
            f = parsePinFailures(*v);
    } catch (const std::exception&) {
        // Unreadable now: what this run counted still holds the pad back.
    }
    const auto mem = m_pinMemory.find(key);
    if (mem != m_pinMemory.end() && mem->second.count > f.count)
        return mem->second;
    return f;
}

void SessionStore::recordPinFailure(std::int64_t sessionId, int seat) {
    const auto key = pinKey(sessionId, seat);
    PinFailures f = pinFailures(sessionId, seat);
    f.count += 1;
    f.lastAt = nowUtc();
    m_pinMemory[key] = f; // counted even if the file cannot take it
    setSetting(key, Json{{"count", f.count}, {"last", f.lastAt}}.dump());
}

std::map<std::string, std::string> SessionStore::pinFailureRows() {
    std::map<std::string, std::string> rows;
    SQLite::Statement s(*m_db, "SELECT key, value FROM settings WHERE key LIKE 'pin\\_failures/%' ESCAPE '\\'");
    while (s.executeStep())
        rows[s.getColumn(0).getString()] = s.getColumn(1).getString();
    return rows;
}

void SessionStore::keepPinFailures(const std::map<std::string, std::string>& before) {
    for (const auto& [key, value] : before) {
        const PinFailures was = parsePinFailures(value);
        const auto now = setting(key);
        if (!now || parsePinFailures(*now).count < was.count)
            setSetting(key, value);
    }
}

void SessionStore::clearPinFailures(std::int64_t sessionId, int seat) {
    m_pinMemory.erase(pinKey(sessionId, seat));
    // In the one write block like every other write: its commit rewrites page 1 too, so that a
    // -wal holding only this commit is still tied to its file (docs/reliability.md).
    write([] { return tr("saving the PIN attempts"); },
          [&] {
              SQLite::Statement s(*m_db, "DELETE FROM settings WHERE key = ?");
              s.bind(1, pinKey(sessionId, seat));
              s.exec();
          });
}

} // namespace heist::store
