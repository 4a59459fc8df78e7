#pragma once
// Read-only access to the live Suspicion session for its screens.
#include "App.hpp"
#include "games/suspicion/SuspicionGame.hpp"

namespace heist::ui::suspicion {

inline const games::suspicion::SuspicionGame& game(App& app) {
    return static_cast<const games::suspicion::SuspicionGame&>(app.live()->session().game());
}
inline const games::suspicion::SuspicionState& state(App& app) {
    return games::suspicion::SuspicionGame::cast(app.live()->session().state());
}
inline Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
inline const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}
inline std::string guestName(App& app, int card) {
    return state(app).guestNames.at(static_cast<std::size_t>(card));
}

// The id of a card's guest, for its portrait (the deck's cards follow the rules' guest order).
inline std::string guestId(App& app, int card) {
    return game(app).rules().guests.at(static_cast<std::size_t>(card)).id;
}

} // namespace heist::ui::suspicion
