#pragma once
// What Shadow House Masquerade's screens read of the live session: the rules (public data), the
// players and the game's table view (src/games/shadow_house/ShadowHouseView.hpp), never the
// state (the UI does not include it).
#include "ui/App.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"

namespace heist::ui::shadow_house {

inline const games::shadow_house::ShadowHouseGame& game(App& app) {
    return static_cast<const games::shadow_house::ShadowHouseGame&>(app.live()->session().game());
}
inline games::shadow_house::ShadowHouseTableView tableView(App& app) {
    return game(app).tableView(app.live()->session().state());
}
inline Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
inline const std::vector<engine::PlayerInfo>& players(App& app) { return app.live()->session().setup().players; }
inline const engine::PlayerInfo& player(App& app, int seat) { return players(app).at(static_cast<std::size_t>(seat)); }

} // namespace heist::ui::shadow_house
