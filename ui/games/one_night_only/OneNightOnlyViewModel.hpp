#pragma once
// Read-only access to the live One Night Only session for its screens: the game (its rules
// are public data), the players and the table view. The state itself is not in any header
// included here; it is passed, opaque, to the game. Nothing in this game is secret, so there
// is no seat view (OneNightOnlyView.hpp).
#include "ui/App.hpp"
#include "games/one_night_only/OneNightOnlyGame.hpp"

namespace heist::ui::one_night_only {

inline const games::one_night_only::OneNightOnlyGame& game(App& app) {
    return static_cast<const games::one_night_only::OneNightOnlyGame&>(app.live()->session().game());
}
inline games::one_night_only::OneNightOnlyTableView tableView(App& app) {
    return game(app).tableView(app.live()->session().state());
}
// The whole public picture (publicView), as the screens have always read it.
inline Json view(App& app) { return tableView(app).picture; }
inline const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}

} // namespace heist::ui::one_night_only
