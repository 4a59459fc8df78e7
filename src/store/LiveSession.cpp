#include "store/LiveSession.hpp"

#include "games/Catalogue.hpp"

namespace heist::store {

LiveSession::LiveSession(SessionStore& store, engine::Session session)
    : m_store(&store), m_session(std::move(session)) {}

LiveSession LiveSession::create(SessionStore& store, const engine::GameDefinition& game,
                                engine::SessionSetup setup) {
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
    engine::Rng rng = engine::Rng::forEvent(setup.seed, 0);
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
        throw StoreError("There is no saved session " + std::to_string(sessionId) + ".");
    const auto& game = games::definition(setup->game);
    return LiveSession(store, engine::Session::replay(*setup, game, store.loadEvents(sessionId)));
}

DispatchResult LiveSession::dispatch(const engine::Intent& intent) {
    auto resolved = m_session.resolve(intent);
    if (auto* error = std::get_if<engine::RuleError>(&resolved))
        return *error;
    const auto& draft = std::get<engine::EventDraft>(resolved);
    engine::Event event = m_store->append(id(), m_session.headSeq() + 1, draft);
    m_session.apply(event);
    if (m_session.finished())
        m_store->markFinished(id());
    return event;
}

} // namespace heist::store
