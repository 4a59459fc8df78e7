#include "history/StoredSession.hpp"

#include "language/Translate.hpp"

#include "games/Catalogue.hpp"

namespace heist::history {

engine::Session replayStored(store::SessionStore& store, std::int64_t sessionId) {
    const auto setup = store.loadSetup(sessionId);
    if (!setup)
        throw store::StoreError(tr("There is no saved session {id}.", {{"id", sessionId}}));
    return engine::Session::replay(*setup, games::definition(setup->game), store.loadEvents(sessionId));
}

} // namespace heist::history
