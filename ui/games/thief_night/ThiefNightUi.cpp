#include "ui/games/thief_night/ThiefNightUi.hpp"

#include "ui/games/thief_night/ThiefNightTable.hpp"

namespace heist::ui::thief_night {

void ThiefNightUi::openTable(App& app) const { thief_night::openTable(app); }

} // namespace heist::ui::thief_night
