#pragma once
// A live session: setup, the full event log, and the state folded from it.
// State is always fold(apply, initialState, effective events), where the effective events
// are the log with undone events taken out (undo is itself an event, nothing is deleted).
// The engine handles the intents every game shares: undo, redo and setting a PIN.
#include "engine/GameDefinition.hpp"

#include <memory>
#include <optional>
#include <vector>

namespace heist::engine {

class Session {
public:
    Session(SessionSetup setup, const GameDefinition& game);

    // Rebuild from a stored log without drawing any randomness. Linear in the log: undo and
    // redo targets come off two stacks, the state is folded once at the end, and the events
    // are moved in (pass a temporary or std::move to avoid copying every payload).
    static Session replay(SessionSetup setup, const GameDefinition& game, std::vector<Event> events);

    // Validate an intent and resolve it into an event draft. Changes nothing.
    Resolved resolve(const Intent& intent) const;
    // What to ask before this draft is saved when it may end the game: the game's ending
    // notice for the state it would lead to, worked out on a copy (nothing changes). Empty when
    // it cannot end the game, and for a barrier (a roll, a deal, a reveal): a question would
    // tell the table its outcome before the tap.
    std::string endingNotice(const EventDraft& draft) const;
    // Apply an event that the store has committed. Its seq must be headSeq() + 1.
    void apply(const Event& event);

    std::int64_t headSeq() const { return m_log.empty() ? 0 : m_log.back().seq; }
    const SessionSetup& setup() const { return m_setup; }
    const GameDefinition& game() const { return m_game; }
    const GameState& state() const { return *m_state; }
    const std::vector<Event>& log() const { return m_log; }
    bool finished() const { return m_game.isFinished(*m_state); }

    // The event an undo would take back, or nothing when a barrier stands in the way.
    const Event* undoTarget() const;
    const Event* redoTarget() const;
    // "Undo: Ann took a Ruby (Lucky Lift)"; empty when there is nothing to undo.
    std::string undoDescription() const;
    std::string redoDescription() const;
    // Why undo is unavailable (a sentence), or empty.
    std::string undoBlockedReason() const;

    std::string describe(const Event& event) const;
    // What the entry seq changed that the table can see, in the game's sentences
    // (GameDefinition::describeChanges of the public views just before and just after it).
    // Empty for a private look; an undo or redo says what it took back or brought back.
    std::vector<std::string> changesAt(std::int64_t seq) const;
    Json publicPayload(const Event& event) const;
    bool isUndone(std::int64_t seq) const;

    // PIN support: the stored record of a seat (components/PinHash.hpp), if one was set.
    std::optional<std::string> pinHash(int seat) const;
    bool checkPin(int seat, const std::string& pin) const;

    static bool isEngineEvent(const std::string& type);

private:
    const Event& bySeq(std::int64_t seq) const;
    // The state from the last checkpoint at or below the effective list's length: an undo
    // refolds at most kCheckpointEvery events instead of the whole log.
    void refold();
    void checkpointIfDue();

    static constexpr std::size_t kCheckpointEvery = 128;

    SessionSetup m_setup;
    const GameDefinition& m_game;
    std::vector<Event> m_log;
    std::vector<std::int64_t> m_effective; // seqs of applied, not undone, game events
    std::vector<std::int64_t> m_redo;      // undone seqs that redo may bring back, last on top
    std::vector<char> m_active;            // by seq - 1: 1 while the event is in m_effective
    std::vector<std::optional<std::string>> m_pins;
    std::unique_ptr<GameState> m_state;
    // The state after the first `length` effective events, every kCheckpointEvery events;
    // those above the effective list's length are dropped when an undo shortens it.
    struct Checkpoint {
        std::size_t length;
        std::unique_ptr<GameState> state;
    };
    std::vector<Checkpoint> m_checkpoints;
};

} // namespace heist::engine
