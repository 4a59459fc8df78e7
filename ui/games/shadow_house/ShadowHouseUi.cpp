#include "ui/games/shadow_house/ShadowHouseUi.hpp"

#include "games/Catalogue.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "ui/games/shadow_house/ShadowHouseTable.hpp"
#include "language/Translate.hpp"

namespace heist::ui::shadow_house {
namespace {

// The points a match is played to, as the data file says ("match_target").
int matchTarget() {
    return static_cast<const games::shadow_house::ShadowHouseGame&>(games::definition("shadow-house-masquerade"))
        .rules()
        .matchTarget;
}

class ShadowHouseSetup : public GameSetup {
public:
    std::vector<GameButton> switches() override {
        const int target = matchTarget();
        return {{"rule-lightning",
                 m_lightning ? tr("Lightning: one round, no points")
                             : trn("Match to {n} point", "Match to {n} points", target),
                 [this] { m_lightning = !m_lightning; }}};
    }

    bool offersPin() const override { return false; } // the cards are on the table: no secret to peek at

    // Nothing of the shared house rules applies (no PIN): the switch alone.
    Json houseRules(Json) const override { return Json{{"lightning", m_lightning}}; }

private:
    bool m_lightning = false; // a Lightning investigation: one round, no points
};

} // namespace

std::unique_ptr<GameSetup> ShadowHouseUi::setup(App& app) const {
    (void)app;
    return std::make_unique<ShadowHouseSetup>();
}

void ShadowHouseUi::openTable(App& app) const { shadow_house::openTable(app); }

} // namespace heist::ui::shadow_house
