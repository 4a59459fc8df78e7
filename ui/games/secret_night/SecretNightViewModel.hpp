#pragma once
// Read-only access to the live Secret Night session for its screens.
#include "ui/App.hpp"
#include "games/secret_night/SecretNightGame.hpp"

namespace heist::ui::secret_night {

inline const games::secret_night::SecretNightGame& game(App& app) {
    return static_cast<const games::secret_night::SecretNightGame&>(app.live()->session().game());
}
// What the whole table may see (SecretNightView.hpp): the screens read the night from it,
// never from the state, so no public screen can show a secret.
inline games::secret_night::SecretNightTableView view(App& app) {
    return game(app).tableView(app.live()->session().state());
}
// What one seat alone may see: only for that seat's private moments (the deal's reveal, a look
// at the role again, Zachary's check).
inline games::secret_night::SecretNightSeatView seatView(App& app, int seat) {
    return game(app).seatView(app.live()->session().state(), seat);
}
// The character a seat plays now (the rules' card; a seat not dealt yet reads the first).
inline const games::secret_night::Character& characterPlayed(App& app,
                                                             const games::secret_night::SecretNightTableSeat& seat) {
    return game(app).rules().characters.at(static_cast<std::size_t>(seat.character));
}
inline const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}
// Team colours, with a word as well as a colour for colour-blind players.
// Light enough for 4.5:1 on the night background, and for dark ink on them.
inline sf::Color policeColour() { return sf::Color(110, 160, 245); }
inline sf::Color thievesColour() { return sf::Color(252, 136, 136); } // 4.5:1 and more with protanopia too
inline sf::Color deceiverColour() { return sf::Color(190, 150, 245); }

} // namespace heist::ui::secret_night
