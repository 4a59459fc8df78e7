#pragma once
// Suspicion as the shared screens see it: the switch for the other printing's gem stacks and the
// guest names saved in Settings on the players screen, and the guest names' panel in Settings.
#include "ui/games/GameUi.hpp"

namespace heist::ui::suspicion {

class SuspicionUi : public GameUi {
public:
    std::unique_ptr<GameSetup> setup(App& app) const override;
    std::unique_ptr<GameSettings> settings(App& app) const override;
    void openTable(App& app) const override;
};

} // namespace heist::ui::suspicion
