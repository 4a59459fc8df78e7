#pragma once
// Read-only access to the live Shadow House Masquerade session for its screens.
#include "App.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"

namespace heist::ui::shadow_house {

inline const games::shadow_house::ShadowHouseGame& game(App& app) {
    return static_cast<const games::shadow_house::ShadowHouseGame&>(app.live()->session().game());
}
inline const games::shadow_house::ShadowHouseState& state(App& app) {
    return games::shadow_house::ShadowHouseGame::cast(app.live()->session().state());
}
inline Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
inline const std::vector<engine::PlayerInfo>& players(App& app) { return app.live()->session().setup().players; }
inline const engine::PlayerInfo& player(App& app, int seat) { return players(app).at(static_cast<std::size_t>(seat)); }

} // namespace heist::ui::shadow_house
