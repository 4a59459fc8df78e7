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
    static LiveSession create(SessionStore& store, const engine::GameDefinition& game, engine::SessionSetup setup);
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

    // The PIN's policy (README, "PINs"), which the reveal screens ask and do not decide:
    // whether a look at the seat's secret asks for its PIN (one is set);
    bool pinGuards(int seat) const;
    // whether the deal's reveal offers to set one (the house rule offer_pin, and none set yet);
    bool offersPin(int seat) const;
    // whether the PIN is right, counted either way: a wrong one adds a failure to the seat's
    // count (the brake before the next try), a right one clears it. The count is a brake, not
    // a secret: a store that cannot write it (a full disk) never blocks the look.
    bool checkPinCounted(int seat, const std::string& pin);
    // the seconds before the seat's next try may be made (0: now; 0 too when the count cannot
    // be read);
    double pinWaitSeconds(int seat);
    // whether the seat's PIN, just entered right, is stored in a form from before Argon2id:
    // then the same PIN is set again ("session.set_pin"), in today's form.
    bool pinWantsRenewal(int seat) const;

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
