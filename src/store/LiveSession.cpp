#include "store/LiveSession.hpp"

#include "components/PinHash.hpp"

#include "language/Translate.hpp"

#include "games/Catalogue.hpp"

namespace heist::store {

LiveSession::LiveSession(SessionStore& store, engine::Session session)
    : m_store(&store), m_session(std::move(session)) {}

LiveSession LiveSession::create(SessionStore& store, const engine::GameDefinition& game, engine::SessionSetup setup) {
    setup.game = game.info().id;
    setup.rulesVersion = game.info().rulesVersion;
    for (std::size_t i = 0; i < setup.players.size(); ++i)
        setup.players[i].seat = static_cast<int>(i);
    Json rules = game.defaultHouseRules();
    if (setup.houseRules.is_object())
        for (const auto& [k, v] : setup.houseRules.items())
            rules[k] = v;
    setup.houseRules = rules;
    if (auto error = game.validateSetup(setup))
        throw SetupError(*error);
    components::Rng rng = components::Rng::forEvent(setup.seed, 0);
    const auto opening = game.openingEvents(setup, rng);
    const auto events = store.createSession(setup, opening);
    std::vector<std::string> names;
    for (const auto& p : setup.players)
        names.push_back(p.name);
    store.touchRoster(names);
    return LiveSession(store, engine::Session::replay(setup, game, events));
}

LiveSession LiveSession::resume(SessionStore& store, std::int64_t sessionId) {
    auto setup = store.loadSetup(sessionId);
    if (!setup)
        throw StoreError(tr("There is no saved session {id}.", {{"id", sessionId}}));
    const auto& game = games::definition(setup->game);
    LiveSession live(store, engine::Session::replay(*setup, game, store.loadEvents(sessionId)));
    if (!store.readOnly()) {
        live.m_markedFinished = !live.session().finished(); // a crash may have left it set
        live.markFinishedIfDone();
    }
    return live;
}

std::optional<engine::RuleError> notSaved(const StoreError& e) {
    switch (e.fileCase()) {
    case FileCase::DiskFull: return engine::RuleError{"disk_full", e.what()};
    case FileCase::Locked: return engine::RuleError{"file_busy", e.what()};
    case FileCase::ReadOnly: return engine::RuleError{"read_only", e.what()};
    default: return std::nullopt;
    }
}

DispatchResult LiveSession::dispatch(const engine::Intent& intent, const std::optional<EntryCounter>& counter) {
    if (intent.type == "undo") {
        const auto refusal = undoAfterEndRefusal();
        if (!refusal.empty())
            return engine::RuleError{"newer_game", refusal};
    }
    engine::Resolved resolved;
    try {
        resolved = m_session.resolve(intent);
    } catch (const Json::exception&) {
        // A game's intent read an argument of the wrong type: refuse it, as its own checks
        // would. (The typed argument helpers name the argument; this is the net under them.)
        return engine::RuleError{"bad_argument",
                                 tr("An argument of \"{action}\" has the wrong type.", {{"action", intent.type}})};
    }
    if (auto* error = std::get_if<engine::RuleError>(&resolved))
        return *error;
    const auto& draft = std::get<engine::EventDraft>(resolved);
    engine::Event event;
    try {
        event = m_store->append(id(), m_session.headSeq() + 1, draft, counter);
    } catch (const StoreError& e) {
        // A full disk or a busy file is a passing failure: the action is refused, nothing saved
        // before is touched, and the same action works again once the cause is gone.
        if (auto refusal = notSaved(e))
            return *refusal;
        throw;
    }
    m_session.apply(event);
    markFinishedIfDone();
    return event;
}

std::string LiveSession::undoAfterEndRefusal() const {
    if (!m_session.finished() || !m_session.undoTarget() || !m_store->hasNewerSession(id()))
        return {};
    return tr("A newer game has started since this one ended, so its end stays as it is.");
}

void LiveSession::markFinishedIfDone() {
    if (!m_session.finished() && !m_markedFinished)
        return; // the common case: one write per tap, no more
    try {
        // The end also deletes the phones' codes (SessionStore::markFinished). An undo that
        // takes the end back does not bring them back: the phones then need new codes.
        if (m_session.finished()) {
            m_store->markFinished(id());
            m_markedFinished = true;
        } else {
            m_store->markUnfinished(id());
            m_markedFinished = false;
        }
    } catch (const StoreError& e) {
        // The event is saved; finished_at follows on the next write or resume.
        if (!notSaved(e))
            throw;
    }
}

bool LiveSession::pinGuards(int seat) const { return m_session.pinHash(seat).has_value(); }

bool LiveSession::offersPin(int seat) const {
    return m_session.setup().houseRules.value("offer_pin", true) && !pinGuards(seat);
}

bool LiveSession::checkPinCounted(int seat, const std::string& pin) {
    const bool right = m_session.checkPin(seat, pin);
    try {
        if (right)
            m_store->clearPinFailures(id(), seat);
        else
            m_store->recordPinFailure(id(), seat);
    } catch (const std::exception&) {
    }
    return right;
}

double LiveSession::pinWaitSeconds(int seat) {
    try {
        return m_store->pinFailures(id(), seat).waitSeconds(SessionStore::nowMs());
    } catch (const std::exception&) {
        return 0.0;
    }
}

bool LiveSession::pinWantsRenewal(int seat) const {
    const auto stored = m_session.pinHash(seat);
    return stored && components::isLegacyPinHash(*stored);
}

} // namespace heist::store
