#pragma once
// Shadow House Masquerade as the shared screens see it: a match or a Lightning investigation,
// and no PIN: the cards are on the table.
#include "ui/games/GameUi.hpp"

namespace heist::ui::shadow_house {

class ShadowHouseUi : public GameUi {
public:
    std::unique_ptr<GameSetup> setup(App& app) const override;
    void openTable(App& app) const override;
};

} // namespace heist::ui::shadow_house
