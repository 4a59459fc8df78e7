#pragma once
// A card of public facts over the current screen (a character's occupation and skill),
// closed with one button.
#include "screens/Screen.hpp"

#include <vector>

namespace heist::ui {

class InfoScreen : public Screen {
public:
    InfoScreen(App& app, std::string title, std::vector<std::string> lines)
        : Screen(app), m_title(std::move(title)), m_lines(std::move(lines)) {}
    const char* name() const override { return "info"; }
    bool opaque() const override { return false; }
    void draw(Painter& p) override;

private:
    std::string m_title;
    std::vector<std::string> m_lines;
};

} // namespace heist::ui
