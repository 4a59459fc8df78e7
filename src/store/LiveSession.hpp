#pragma once
// A session being played: the engine's Session bound to its store. dispatch() is the one
// path from an intent to a changed state: validate and resolve, append the event in its own
// transaction, and only after the commit apply it. A failed write leaves the state as it was.
#include "engine/Session.hpp"
#include "store/SessionStore.hpp"

#include <variant>

namespace heist::store {

using DispatchResult = std::variant<engine::Event, engine::RuleError>;

// The refusal a passing store failure becomes, or nothing for a failure that is not passing.
std::optional<engine::RuleError> notSaved(const StoreError& e);

class LiveSession {
public:
    // A new session: validates the setup, deals the opening events and saves them.
    static LiveSession create(SessionStore& store, const engine::GameDefinition& game,
                              engine::SessionSetup setup);
    // A stored session, replayed from its log (no randomness is drawn).
    static LiveSession resume(SessionStore& store, std::int64_t sessionId);

    // A write that fails for a passing reason (disk full, file busy, read-only) comes back as
    // a RuleError ("disk_full", "file_busy", "read_only"): the state is as it was, and the
    // same intent can be sent again. Other store failures throw StoreError.
    // `counter`: the intent is an entry made on a phone; its counter is saved in the event's own
    // transaction (SessionStore::append), so the entry and its counter are kept together or not
    // at all. A refused intent saves neither.
    DispatchResult dispatch(const engine::Intent& intent, const std::optional<EntryCounter>& counter = std::nullopt);

    // Why the last step cannot be taken back although the engine would allow it: the game is
    // finished and a newer game has started in the file since (its end is then for good).
    // Empty when nothing stands in the way but the engine's own barriers.
    std::string undoAfterEndRefusal() const;

    const engine::Session& session() const { return m_session; }
    std::int64_t id() const { return m_session.setup().id; }

private:
    LiveSession(SessionStore& store, engine::Session session);
    // Keeps the store's finished_at in step with the session: set when the game ends, cleared
    // when an undo takes the end back (so that Continue offers the game again).
    void markFinishedIfDone();
    bool m_markedFinished = false; // finished_at may be set in the store
    SessionStore* m_store;
    engine::Session m_session;
};

class SetupError : public std::runtime_error {
public:
    explicit SetupError(engine::RuleError e) : std::runtime_error(e.message), error(std::move(e)) {}
    engine::RuleError error;
};

} // namespace heist::store
