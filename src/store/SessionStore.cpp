#include "store/SessionStore.hpp"

#include "store/Migrations.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <fstream>
#include <sys/file.h>
#include <unistd.h>

namespace heist::store {
namespace fs = std::filesystem;

namespace {

bool hasSqliteHeader(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    char header[16] = {};
    in.read(header, sizeof header);
    return in.gcount() == 16 && std::memcmp(header, "SQLite format 3\0", 16) == 0;
}

std::string stamp() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
    return buf;
}

} // namespace

int SessionStore::schemaVersion() { return static_cast<int>(migrations().size()); }

std::string SessionStore::nowUtc() {
    const auto now = std::chrono::system_clock::now();
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()) % 1000;
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[40];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
    char out[48];
    std::snprintf(out, sizeof out, "%s.%03dZ", buf, static_cast<int>(ms.count()));
    return out;
}

fs::path defaultDatabasePath() {
    fs::path base;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = fs::path(home) / ".local" / "share";
    else
        base = fs::current_path();
    return base / "heist-table" / "sessions.db";
}

SessionStore::SessionStore(const fs::path& file) : m_path(file) {
    std::error_code ec;
    if (m_path.has_parent_path())
        fs::create_directories(m_path.parent_path(), ec);
    if (ec)
        throw StoreError("Cannot create the folder " + m_path.parent_path().string() + ": " +
                         ec.message());

    const auto lockPath = m_path.string() + ".lock";
    m_lockFd = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (m_lockFd < 0)
        throw StoreError("Cannot open " + lockPath + ": " + std::strerror(errno));
    if (::flock(m_lockFd, LOCK_EX | LOCK_NB) != 0) {
        ::close(m_lockFd);
        m_lockFd = -1;
        throw StoreLockedError("Heist Table is already running with " + m_path.string() +
                               ". Close the other window first (or use --db for another file).");
    }
    try {
        openChecked();
        migrate();
    } catch (...) {
        m_db.reset();
        ::close(m_lockFd);
        m_lockFd = -1;
        throw;
    }
}

SessionStore::~SessionStore() {
    m_db.reset();
    if (m_lockFd >= 0)
        ::close(m_lockFd);
}

void SessionStore::openChecked() {
    std::error_code ec;
    const bool existing = fs::exists(m_path, ec) && fs::file_size(m_path, ec) > 0;
    if (existing && !hasSqliteHeader(m_path))
        return quarantine("it is not a SQLite database");

    try {
        m_db = std::make_unique<SQLite::Database>(m_path.string(),
                                                  SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        m_db->exec("PRAGMA busy_timeout = 5000");
        if (existing) {
            const int appId = m_db->execAndGet("PRAGMA application_id").getInt();
            const int version = m_db->execAndGet("PRAGMA user_version").getInt();
            const int tables = m_db->execAndGet("SELECT count(*) FROM sqlite_master").getInt();
            if (appId != kApplicationId && (appId != 0 || tables > 0))
                return quarantine("it belongs to another program");
            if (version > schemaVersion())
                throw NewerDatabaseError(
                    m_path.string() + " was saved by a newer Heist Table (schema " +
                    std::to_string(version) + ", this build reads up to " +
                    std::to_string(schemaVersion()) + "). It was left untouched: update the app.");
            const std::string check = m_db->execAndGet("PRAGMA quick_check").getString();
            if (check != "ok")
                return quarantine("it is damaged (" + check + ")");
        }
        m_db->exec("PRAGMA journal_mode = WAL");
        m_db->exec("PRAGMA synchronous = FULL");
        m_db->exec("PRAGMA foreign_keys = ON");
    } catch (const NewerDatabaseError&) {
        throw;
    } catch (const SQLite::Exception& e) {
        if (!existing)
            throw StoreError("Cannot create " + m_path.string() + ": " + e.what());
        return quarantine(std::string("it could not be read (") + e.what() + ")");
    }
}

void SessionStore::quarantine(const std::string& reason) {
    m_db.reset();
    const fs::path aside = m_path.string() + ".unreadable-" + stamp();
    std::error_code ec;
    fs::rename(m_path, aside, ec);
    if (ec)
        throw StoreError("Cannot read " + m_path.string() + " (" + reason +
                         ") and cannot move it aside: " + ec.message());
    for (const char* suffix : {"-wal", "-shm"}) {
        const fs::path side = m_path.string() + suffix;
        if (fs::exists(side, ec))
            fs::rename(side, aside.string() + suffix, ec);
    }
    m_quarantined = aside;
    m_notice = "The saved-games file " + m_path.string() + " could not be used because " + reason +
               ". It was moved, unchanged, to " + aside.string() +
               ". Heist Table started a fresh file.";
    m_db = std::make_unique<SQLite::Database>(m_path.string(),
                                              SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    m_db->exec("PRAGMA busy_timeout = 5000");
    m_db->exec("PRAGMA journal_mode = WAL");
    m_db->exec("PRAGMA synchronous = FULL");
    m_db->exec("PRAGMA foreign_keys = ON");
}

void SessionStore::migrate() {
    const int current = m_db->execAndGet("PRAGMA user_version").getInt();
    for (const auto& m : migrations()) {
        if (m.version <= current)
            continue;
        SQLite::Transaction tx(*m_db);
        m_db->exec(m.sql);
        m_db->exec("PRAGMA application_id = " + std::to_string(kApplicationId));
        m_db->exec("PRAGMA user_version = " + std::to_string(m.version));
        tx.commit();
    }
}

std::vector<engine::Event> SessionStore::createSession(engine::SessionSetup& setup,
                                                       const std::vector<engine::EventDraft>& opening) {
    const auto now = nowUtc();
    SQLite::Transaction tx(*m_db);
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
        SQLite::Statement es(*m_db, "INSERT INTO events(session_id, seq, type, payload_json, at) "
                                    "VALUES (?, ?, ?, ?, ?)");
        es.bind(1, setup.id);
        es.bind(2, e.seq);
        es.bind(3, e.type);
        es.bind(4, e.payload.dump());
        es.bind(5, e.at);
        es.exec();
        events.push_back(e);
    }
    tx.commit();
    return events;
}

engine::Event SessionStore::append(std::int64_t sessionId, std::int64_t seq,
                                   const engine::EventDraft& draft) {
    engine::Event e{seq, draft.type, draft.payload, nowUtc()};
    SQLite::Transaction tx(*m_db);
    SQLite::Statement es(*m_db, "INSERT INTO events(session_id, seq, type, payload_json, at) "
                                "VALUES (?, ?, ?, ?, ?)");
    es.bind(1, sessionId);
    es.bind(2, e.seq);
    es.bind(3, e.type);
    es.bind(4, e.payload.dump());
    es.bind(5, e.at);
    es.exec();
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
    }
    tx.commit();
    return e;
}

void SessionStore::markFinished(std::int64_t sessionId) {
    SQLite::Statement s(*m_db, "UPDATE sessions SET finished_at = coalesce(finished_at, ?) WHERE id = ?");
    s.bind(1, nowUtc());
    s.bind(2, sessionId);
    s.exec();
}

void SessionStore::deleteSession(std::int64_t sessionId) {
    SQLite::Transaction tx(*m_db);
    SQLite::Statement s(*m_db, "DELETE FROM sessions WHERE id = ?");
    s.bind(1, sessionId);
    s.exec();
    tx.commit();
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
        setup.players.push_back({ps.getColumn(0).getInt(), ps.getColumn(1).getString(),
                                 ps.getColumn(2).getString()});
    return setup;
}

std::vector<engine::Event> SessionStore::loadEvents(std::int64_t sessionId) {
    std::vector<engine::Event> events;
    SQLite::Statement s(*m_db, "SELECT seq, type, payload_json, at FROM events WHERE session_id = ? ORDER BY seq");
    s.bind(1, sessionId);
    while (s.executeStep())
        events.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(),
                          Json::parse(s.getColumn(2).getString()), s.getColumn(3).getString()});
    return events;
}

std::vector<SessionSummary> SessionStore::listSessions() {
    std::vector<SessionSummary> out;
    SQLite::Statement s(*m_db,
                        "SELECT s.id, s.game, s.created_at, s.updated_at, s.finished_at, "
                        "(SELECT count(*) FROM events e WHERE e.session_id = s.id), "
                        "(SELECT group_concat(name, char(31)) FROM "
                        "  (SELECT name FROM players p WHERE p.session_id = s.id ORDER BY seat)) "
                        "FROM sessions s ORDER BY s.updated_at DESC, s.id DESC");
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

void SessionStore::touchRoster(const std::vector<std::string>& names) {
    const auto now = nowUtc();
    SQLite::Transaction tx(*m_db);
    for (const auto& n : names) {
        SQLite::Statement s(*m_db, "INSERT INTO roster(name, last_used) VALUES (?, ?) "
                                   "ON CONFLICT(name) DO UPDATE SET last_used = excluded.last_used");
        s.bind(1, n);
        s.bind(2, now);
        s.exec();
    }
    tx.commit();
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
    SQLite::Statement s(*m_db, "INSERT INTO settings(key, value) VALUES (?, ?) "
                               "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    s.bind(1, key);
    s.bind(2, value);
    s.exec();
}

} // namespace heist::store
