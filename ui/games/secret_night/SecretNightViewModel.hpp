#pragma once
// Read-only access to the live Secret Night session for its screens.
#include "App.hpp"
#include "games/secret_night/SecretNightGame.hpp"

namespace heist::ui::secret_night {

inline const games::secret_night::SecretNightGame& game(App& app) {
    return static_cast<const games::secret_night::SecretNightGame&>(app.live()->session().game());
}
inline const games::secret_night::SecretNightState& state(App& app) {
    return games::secret_night::SecretNightGame::cast(app.live()->session().state());
}
inline Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
inline const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}
// Team colours, with a word as well as a colour for colour-blind players.
// Light enough for 4.5:1 on the night background, and for dark ink on them.
inline sf::Color policeColour() { return sf::Color(110, 160, 245); }
inline sf::Color thievesColour() { return sf::Color(252, 136, 136); } // 4.5:1 and more with protanopia too
inline sf::Color deceiverColour() { return sf::Color(190, 150, 245); }

} // namespace heist::ui::secret_night
