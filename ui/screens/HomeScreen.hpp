#pragma once
// The first screen: Continue (the most recent unfinished game), New game, Saved games,
// Settings.
#include "screens/Screen.hpp"
#include "store/SessionStore.hpp"

namespace heist::ui {

class HomeScreen : public Screen {
public:
    explicit HomeScreen(App& app);
    const char* name() const override { return "home"; }
    void draw(Painter& p) override;
    void onShown() override;
    void onBack() override {}

private:
    void refresh();
    std::optional<store::SessionSummary> m_continue;
};

} // namespace heist::ui
