#pragma once
// What Suspicion's screens read of the live session: the rules (public data), the players, and
// the game's views (src/games/suspicion/SuspicionView.hpp): the table's, and one seat's own for
// the moments that seat alone looks. Never the state: the UI does not include it.
#include "ui/App.hpp"
#include "games/suspicion/SuspicionGame.hpp"

namespace heist::ui::suspicion {

inline const games::suspicion::SuspicionGame& game(App& app) {
    return static_cast<const games::suspicion::SuspicionGame&>(app.live()->session().game());
}
inline games::suspicion::SuspicionTableView tableView(App& app) {
    return game(app).tableView(app.live()->session().state());
}
inline games::suspicion::SuspicionSeatView seatView(App& app, int seat) {
    return game(app).seatView(app.live()->session().state(), seat);
}
inline Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
inline const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}
inline std::string guestName(App& app, int card) {
    return tableView(app).guestNames.at(static_cast<std::size_t>(card));
}

// The id of a card's guest, for its portrait (the deck's cards follow the rules' guest order).
inline std::string guestId(App& app, int card) {
    return game(app).rules().guests.at(static_cast<std::size_t>(card)).id;
}

} // namespace heist::ui::suspicion
