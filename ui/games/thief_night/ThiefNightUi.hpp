#pragma once
// Thief in the Night as the shared screens see it: no switches of its own; the PIN is offered.
#include "ui/games/GameUi.hpp"

namespace heist::ui::thief_night {

class ThiefNightUi : public GameUi {
public:
    void openTable(App& app) const override;
};

} // namespace heist::ui::thief_night
