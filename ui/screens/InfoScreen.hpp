#pragma once
// A card of public facts or explanations over the current screen (a character's occupation
// and skill, what "In water" means), closed with one button. Paragraphs that start with
// "## " are drawn as headings; a text longer than the window is split into pages. An
// optional second button carries the card's one action (a player's private look).
#include "ui/screens/Screen.hpp"

#include <functional>
#include <vector>

namespace heist::ui {

class InfoScreen : public Screen {
public:
    InfoScreen(App& app, std::string title, std::vector<std::string> lines)
        : Screen(app), m_title(std::move(title)), m_lines(withoutEmptyParts(std::move(lines))) {}
    InfoScreen(App& app, std::string title, std::vector<std::string> lines, std::string actionLabel,
               std::function<void()> action)
        : Screen(app), m_title(std::move(title)), m_lines(withoutEmptyParts(std::move(lines))),
          m_actionLabel(std::move(actionLabel)), m_action(std::move(action)) {}
    const char* name() const override { return "info"; }
    bool opaque() const override { return false; }
    void draw(Painter& p) override;

    // The lines as drawn: empty paragraphs left out, and every heading with nothing under it
    // (another heading next, or the end), so that no heading stands alone on the card.
    static std::vector<std::string> withoutEmptyParts(std::vector<std::string> lines);
    const std::vector<std::string>& lines() const { return m_lines; }

private:
    std::string m_title;
    std::vector<std::string> m_lines;
    std::string m_actionLabel;
    std::function<void()> m_action;
    std::size_t m_page = 0;
};

} // namespace heist::ui
