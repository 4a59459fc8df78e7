#pragma once
// What every game table draws alike: the toolbar (Undo, Redo, History, Home, the phones) and the
// buttons under a results screen. What they start is in TableFlows.hpp (the app layer): a
// widget opens no screen itself.
#include "ui/Painter.hpp"
#include "ui/TableFlows.hpp"

#include <SFML/Window/Event.hpp>

#include <functional>
#include <string>

namespace heist::ui {

class App;

void drawGameToolbar(Painter& p, App& app, const sf::FloatRect& r, std::function<void()> onHome);

// The buttons under a results screen, across its foot: for a finished game Play again (the
// same game, players, seats and house rules, straight to the deal), Another game (the same
// group), Home, History, Send to BG Stats and Undo the last step; while a game goes on,
// History and Home.
void drawResultButtons(Painter& p, App& app, std::function<void()> onHome);
// Their height (one row, or two in a narrow window), for the results to end above.
float resultButtonsHeight(const Painter& p, App& app);
// What a table's draw starts from: the theme, which way up, the margin and the window's size.
struct TableFrame {
    const Theme& t;
    bool portrait;
    float m;
    sf::Vector2f size;
};
inline TableFrame tableFrame(const Painter& p) {
    return {p.theme(), p.theme().portrait(), p.theme().margin(), p.size()};
}

// A game table's header. Landscape: the title, the line under it, the rules' "i" and the
// toolbar in one row. Portrait: the toolbar and the "i" across the top, and portraitLine
// under them when it is not empty (the title would repeat the screen's purpose).
struct TableHeader {
    std::string title;
    std::string subtitle;     // one line or two, never cut
    std::string portraitLine; // portrait only; empty for none
    sf::Color lineColour;     // of the subtitle and the portrait line
    float toolbarW = 0;       // landscape: the toolbar's width
    std::function<void()> onHome, onInfo;
};
// The width the title and the subtitle have in landscape, beside the "i" and the toolbar.
// The narrowest width drawGameToolbar lays out without a button under a tap target or a word
// under the least size (Undo and Redo as arrows), for a toolbar `height` high.
float gameToolbarLeast(const Painter& p, App& app, float height);
float tableHeaderTextWidth(const Painter& p, float toolbarW);
// Draws the header; returns where the table below it starts.
float drawTableHeader(Painter& p, App& app, const TableHeader& h);

} // namespace heist::ui
