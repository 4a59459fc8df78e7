#pragma once
// New game: the five games with their player range and a blurb. From a results screen
// (Another game) it carries the group: the games its size can play are offered, and the one
// picked opens its players screen with the same players in the same order.
#include "engine/GameDefinition.hpp"
#include "ui/screens/Screen.hpp"

#include <string>
#include <vector>

namespace heist::ui {

// A game's player range as the table reads it: "2 players" where it seats one number, else
// "3–8 players" (the game picker's rows and the players screen's heading).
std::string playerRange(const engine::GameInfo& info);

class GamePickScreen : public Screen {
public:
    explicit GamePickScreen(App& app, std::vector<engine::PlayerInfo> group = {})
        : Screen(app), m_group(std::move(group)) {}
    const char* name() const override { return "game-pick"; }
    void draw(Painter& p) override;

private:
    std::vector<engine::PlayerInfo> m_group; // empty: a new group
};

} // namespace heist::ui
