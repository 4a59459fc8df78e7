#pragma once
// Secret Night as the shared screens see it: the switch for escaped thieves and the
// wheel saved in Settings on the players screen, and the wheel's row in Settings.
#include "ui/games/GameUi.hpp"

namespace heist::ui::secret_night {

class SecretNightUi : public GameUi {
public:
    std::unique_ptr<GameSetup> setup(App& app) const override;
    std::unique_ptr<GameSettings> settings(App& app) const override;
    void openTable(App& app) const override;
};

} // namespace heist::ui::secret_night
