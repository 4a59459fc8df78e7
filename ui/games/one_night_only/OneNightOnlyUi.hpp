#pragma once
// One Night Only as the shared screens see it: three switches for the rulebook's open
// questions (SPEC 3.4), and no PIN: nothing is secret.
#include "ui/games/GameUi.hpp"

namespace heist::ui::one_night_only {

class OneNightOnlyUi : public GameUi {
public:
    std::unique_ptr<GameSetup> setup(App& app) const override;
    void openTable(App& app) const override;
};

} // namespace heist::ui::one_night_only
