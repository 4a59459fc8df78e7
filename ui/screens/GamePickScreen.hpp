#pragma once
// New game: the five games with their player range and a blurb.
#include "screens/Screen.hpp"

namespace heist::ui {

class GamePickScreen : public Screen {
public:
    using Screen::Screen;
    const char* name() const override { return "game-pick"; }
    void draw(Painter& p) override;
};

} // namespace heist::ui
