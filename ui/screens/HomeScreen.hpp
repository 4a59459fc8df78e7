#pragma once
// The first screen: Continue (the most recent unfinished game), New game, Saved games,
// Settings; while an evening is under way, Tonight in place of the emblem: tonight's games and
// each player's wins tonight (a tap opens Game nights). Read from the stored games each time
// Home is shown.
#include "history/Groups.hpp"
#include "ui/screens/Screen.hpp"
#include "store/SessionStore.hpp"

#include <map>

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
    void drawHero(Painter& p, const sf::FloatRect& hero);
    // Tonight's panel in the hero's place.
    void drawTonight(Painter& p, const sf::FloatRect& box);
    std::optional<store::SessionSummary> m_continue;
    std::optional<history::Tonight> m_tonight;
    std::map<std::int64_t, history::PlayedGame> m_tonightGames; // tonight's, by session
};

} // namespace heist::ui
