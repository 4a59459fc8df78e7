#include "engine/Session.hpp"

#include "components/PinHash.hpp"
#include "engine/Args.hpp"
#include "language/Translate.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace heist::engine {
namespace {

constexpr const char* kUndo = "session.undone";
constexpr const char* kRedo = "session.redone";
constexpr const char* kPin = "session.pin_set";

std::string seatName(const SessionSetup& setup, int seat) {
    for (const auto& p : setup.players)
        if (p.seat == seat)
            return p.name;
    return tr("Seat {n}", {{"n", seat + 1}});
}

} // namespace

Session::Session(SessionSetup setup, const GameDefinition& game)
    : m_setup(std::move(setup)), m_game(game), m_pins(m_setup.players.size()), m_state(game.initialState(m_setup)) {}

Session Session::replay(SessionSetup setup, const GameDefinition& game, std::vector<Event> events) {
    Session session(std::move(setup), game);
    // Work out the effective list first, then fold once: undo-heavy logs stay linear.
    session.m_log.reserve(events.size());
    session.m_active.reserve(events.size());
    for (auto& e : events) {
        // Dense from 1: m_active and bySeq() index the log by seq - 1.
        if (e.seq != static_cast<std::int64_t>(session.m_log.size()) + 1)
            throw std::runtime_error("event log has a gap before seq " + std::to_string(e.seq));
        session.m_active.push_back(0);
        if (e.type == kUndo) {
            auto target = e.payload.at("target").get<std::int64_t>();
            auto& eff = session.m_effective;
            if (eff.empty() || eff.back() != target)
                throw std::runtime_error("undo event " + std::to_string(e.seq) + " does not match the log");
            eff.pop_back();
            session.m_active[static_cast<std::size_t>(target - 1)] = 0;
            session.m_redo.push_back(target);
        } else if (e.type == kRedo) {
            auto target = e.payload.at("target").get<std::int64_t>();
            if (session.m_redo.empty() || session.m_redo.back() != target)
                throw std::runtime_error("redo event " + std::to_string(e.seq) + " does not match the log");
            session.m_redo.pop_back();
            session.m_effective.push_back(target);
            session.m_active[static_cast<std::size_t>(target - 1)] = 1;
        } else if (e.type == kPin) {
            session.m_pins.at(e.payload.at("seat").get<int>()) = e.payload.at("hash").get<std::string>();
        } else {
            session.m_effective.push_back(e.seq);
            session.m_active.back() = 1;
            session.m_redo.clear();
        }
        session.m_log.push_back(std::move(e));
    }
    session.refold();
    return session;
}

bool Session::isEngineEvent(const std::string& type) { return type == kUndo || type == kRedo || type == kPin; }

const Event& Session::bySeq(std::int64_t seq) const {
    // seqs are dense from 1, so the log index is seq - 1.
    const auto& e = m_log.at(static_cast<std::size_t>(seq - 1));
    return e;
}

void Session::refold() {
    while (!m_checkpoints.empty() && m_checkpoints.back().length > m_effective.size())
        m_checkpoints.pop_back();
    std::size_t from = 0;
    if (m_checkpoints.empty()) {
        m_state = m_game.initialState(m_setup);
    } else {
        from = m_checkpoints.back().length;
        m_state = m_checkpoints.back().state->clone();
    }
    for (std::size_t i = from; i < m_effective.size(); ++i) {
        m_game.apply(*m_state, bySeq(m_effective[i]));
        if ((i + 1) % kCheckpointEvery == 0 && (m_checkpoints.empty() || m_checkpoints.back().length < i + 1))
            m_checkpoints.push_back({i + 1, m_state->clone()});
    }
}

void Session::checkpointIfDue() {
    const std::size_t n = m_effective.size();
    if (n > 0 && n % kCheckpointEvery == 0 && (m_checkpoints.empty() || m_checkpoints.back().length < n))
        m_checkpoints.push_back({n, m_state->clone()});
}

Resolved Session::resolve(const Intent& intent) const {
    if (intent.basedOn && *intent.basedOn != headSeq())
        return RuleError{"stale", tr("The screen was out of date, so nothing was changed. "
                                     "Look again and tap once more.")};
    if (intent.type == "undo") {
        const Event* target = undoTarget();
        if (!target)
            return RuleError{"nothing_to_undo", undoBlockedReason()};
        return EventDraft{kUndo, Json{{"target", target->seq}}};
    }
    if (intent.type == "redo") {
        const Event* target = redoTarget();
        if (!target)
            return RuleError{"nothing_to_redo", tr("There is nothing to redo.")};
        return EventDraft{kRedo, Json{{"target", target->seq}}};
    }
    if (intent.type == "session.set_pin") {
        const Args a(intent.args);
        auto seat = a.seat("seat", static_cast<int>(m_setup.players.size()));
        if (!seat)
            return seat.error();
        auto pin = a.text("pin", std::nullopt, "bad_pin");
        if (!pin || !components::isValidPin(*pin))
            return RuleError{"bad_pin", tr("A PIN is exactly four digits, as text: \"pin\":\"2580\".")};
        components::Rng rng = components::Rng::forEvent(m_setup.seed, headSeq() + 1);
        std::ostringstream salt;
        salt << std::hex << rng.below(UINT64_MAX) << rng.below(UINT64_MAX);
        return EventDraft{kPin, Json{{"seat", *seat}, {"hash", components::hashPin(*pin, salt.str())}}};
    }
    components::Rng rng = components::Rng::forEvent(m_setup.seed, headSeq() + 1);
    return m_game.resolve(*m_state, intent, rng);
}

std::string Session::endingNotice(const EventDraft& draft) const {
    if (isEngineEvent(draft.type))
        return {};
    const Event next{headSeq() + 1, draft.type, draft.payload, {}};
    if (!m_game.isUndoable(next))
        return {};
    auto after = m_state->clone();
    m_game.apply(*after, next);
    return m_game.endingNotice(*m_state, *after, m_setup);
}

void Session::apply(const Event& event) {
    if (event.seq != headSeq() + 1)
        throw std::logic_error("event applied out of order");
    m_log.push_back(event);
    m_active.push_back(0);
    if (event.type == kUndo) {
        m_active[static_cast<std::size_t>(m_effective.back() - 1)] = 0;
        m_redo.push_back(m_effective.back());
        m_effective.pop_back();
        refold();
    } else if (event.type == kRedo) {
        const auto target = m_redo.back();
        m_redo.pop_back();
        m_effective.push_back(target);
        m_active[static_cast<std::size_t>(target - 1)] = 1;
        m_game.apply(*m_state, bySeq(target));
        checkpointIfDue();
    } else if (event.type == kPin) {
        m_pins.at(event.payload.at("seat").get<int>()) = event.payload.at("hash").get<std::string>();
    } else {
        m_game.apply(*m_state, event);
        m_effective.push_back(event.seq);
        m_active.back() = 1;
        m_redo.clear();
        checkpointIfDue();
    }
}

const Event* Session::undoTarget() const {
    if (m_effective.empty())
        return nullptr;
    const Event& last = bySeq(m_effective.back());
    return m_game.isUndoable(last) ? &last : nullptr;
}

const Event* Session::redoTarget() const { return m_redo.empty() ? nullptr : &bySeq(m_redo.back()); }

std::string Session::undoDescription() const {
    const Event* e = undoTarget();
    return e ? tr("Undo: {step}", {{"step", describe(*e)}}) : std::string();
}

std::string Session::redoDescription() const {
    const Event* e = redoTarget();
    return e ? tr("Redo: {step}", {{"step", describe(*e)}}) : std::string();
}

std::string Session::undoBlockedReason() const {
    if (m_effective.empty())
        return tr("There is nothing to undo yet.");
    // TRANSLATORS: {step} is a history line, in the language's own quotation marks.
    return tr("Undo stops here: \"{step}\" cannot be taken back.", {{"step", describe(bySeq(m_effective.back()))}});
}

std::vector<std::string> Session::changesAt(std::int64_t seq) const {
    if (seq < 1 || seq > headSeq())
        return {};
    // Replay the log up to the entry and hand the game the public views before and after it:
    // the game never sees the state here, so its sentences cannot hold a secret.
    // A stored log can replay whole and not up to an entry (a damaged event that a later undo
    // took back): then the entry has no changes to tell, rather than an exception.
    try {
        std::vector<Event> prefix(m_log.begin(), m_log.begin() + (seq - 1));
        const auto before = replay(m_setup, m_game, prefix);
        prefix.push_back(m_log[static_cast<std::size_t>(seq - 1)]);
        const auto after = replay(m_setup, m_game, std::move(prefix));
        return m_game.describeChanges(m_game.publicView(before.state()), m_game.publicView(after.state()), m_setup);
    } catch (const std::exception&) {
        return {};
    }
}

std::string Session::describe(const Event& event) const {
    if (event.type == kUndo)
        return tr("Undone: {step}", {{"step", describe(bySeq(event.payload.at("target").get<std::int64_t>()))}});
    if (event.type == kRedo)
        return tr("Redone: {step}", {{"step", describe(bySeq(event.payload.at("target").get<std::int64_t>()))}});
    if (event.type == kPin)
        return tr("{name} set a PIN", {{"name", seatName(m_setup, event.payload.at("seat").get<int>())}});
    // A stored event the rules replayed but whose words need a field it lacks (a damaged or
    // forged row): said so, never thrown at a screen. Nothing of the payload is quoted.
    try {
        return m_game.describe(event, m_setup);
    } catch (const std::exception&) {
        return tr("A saved step that cannot be read");
    }
}

Json Session::publicPayload(const Event& event) const {
    if (event.type == kPin)
        return Json{{"seat", event.payload.at("seat")}};
    if (isEngineEvent(event.type))
        return event.payload;
    return m_game.publicPayload(event);
}

bool Session::isUndone(std::int64_t seq) const {
    // O(1): the history screen and the tables ask this for every event they list.
    return !m_active.at(static_cast<std::size_t>(seq - 1)) && !isEngineEvent(bySeq(seq).type);
}

std::optional<std::string> Session::pinHash(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(m_pins.size()))
        return std::nullopt;
    return m_pins[seat];
}

bool Session::checkPin(int seat, const std::string& pin) const {
    auto stored = pinHash(seat);
    return !stored || components::verifyPin(pin, *stored);
}

} // namespace heist::engine
