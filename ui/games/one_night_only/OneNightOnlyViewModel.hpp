#pragma once
// Read-only access to the live One Night Only session for its screens.
#include "App.hpp"
#include "games/one_night_only/OneNightOnlyGame.hpp"

namespace heist::ui::one_night_only {

inline const games::one_night_only::OneNightOnlyGame& game(App& app) {
    return static_cast<const games::one_night_only::OneNightOnlyGame&>(app.live()->session().game());
}
inline const games::one_night_only::OneNightOnlyState& state(App& app) {
    return games::one_night_only::OneNightOnlyGame::cast(app.live()->session().state());
}
inline Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
inline const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}

} // namespace heist::ui::one_night_only
