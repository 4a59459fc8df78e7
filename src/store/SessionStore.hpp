#pragma once
// The only part of Heist Table that talks to SQLite. Every session lives in one file:
// sessions, players and an append-only event log, one transaction per event. On open the
// file is locked against a second writer, checked, and migrated; a damaged or foreign file
// is moved aside untouched and a fresh one started; a file from a newer build is refused.
#include "engine/Event.hpp"
#include "engine/GameDefinition.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace SQLite {
class Database;
}

namespace heist::store {

class StoreError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};
// The file was written by a newer Heist Table; it was not touched.
class NewerDatabaseError : public StoreError {
public:
    using StoreError::StoreError;
};
// Another Heist Table holds this file.
class StoreLockedError : public StoreError {
public:
    using StoreError::StoreError;
};

struct SessionSummary {
    std::int64_t id = 0;
    std::string game;
    std::vector<std::string> players;
    std::string createdAt;
    std::string updatedAt;
    std::optional<std::string> finishedAt;
    std::int64_t events = 0;
};

class SessionStore {
public:
    static constexpr std::int32_t kApplicationId = 0x48454953; // "HEIS"
    static int schemaVersion();

    explicit SessionStore(const std::filesystem::path& file);
    ~SessionStore();
    SessionStore(const SessionStore&) = delete;
    SessionStore& operator=(const SessionStore&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    // Set when a damaged or foreign file was moved aside on open: says where it went.
    const std::string& notice() const { return m_notice; }
    const std::optional<std::filesystem::path>& quarantinedTo() const { return m_quarantined; }

    // Creates the session rows and its opening events in one transaction; fills setup.id.
    std::vector<engine::Event> createSession(engine::SessionSetup& setup,
                                             const std::vector<engine::EventDraft>& opening);
    // Appends one event in its own transaction; returns it with its timestamp.
    engine::Event append(std::int64_t sessionId, std::int64_t seq, const engine::EventDraft& draft);
    void markFinished(std::int64_t sessionId);
    void deleteSession(std::int64_t sessionId);

    std::optional<engine::SessionSetup> loadSetup(std::int64_t sessionId);
    std::vector<engine::Event> loadEvents(std::int64_t sessionId);
    std::vector<SessionSummary> listSessions();
    std::optional<std::int64_t> lastUnfinished();

    void touchRoster(const std::vector<std::string>& names);
    std::vector<std::string> roster(int limit = 40);

    std::optional<std::string> setting(const std::string& key);
    void setSetting(const std::string& key, const std::string& value);

    static std::string nowUtc();

private:
    void openChecked();
    void quarantine(const std::string& reason);
    void migrate();

    std::filesystem::path m_path;
    int m_lockFd = -1;
    std::unique_ptr<SQLite::Database> m_db;
    std::string m_notice;
    std::optional<std::filesystem::path> m_quarantined;
};

// The default file: $XDG_DATA_HOME/heist-table/sessions.db, else ~/.local/share/heist-table/.
std::filesystem::path defaultDatabasePath();

} // namespace heist::store
