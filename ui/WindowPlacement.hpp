#pragma once
// Where the window goes on the desktop. SFML 2.5 on X11 centres a new window by the wrong
// dimension, so without a window manager a 1280x800 window on a 1280x800 screen opened
// 240 px too low with its bottom cut off. We size and place it ourselves instead.
#include <SFML/System/Vector2.hpp>

#include <algorithm>

namespace heist::ui {

// The window's size: the one asked for, no larger than the desktop.
inline sf::Vector2u windowSizeOn(sf::Vector2u desktop, sf::Vector2u wanted) {
    return {std::min(wanted.x, desktop.x), std::min(wanted.y, desktop.y)};
}

// The size to ask for when none was given: the table's landscape 1280x800, or 800x1280 on a
// portrait screen (a tablet held upright), so that a portrait screen does not get a
// landscape window cut to a square.
inline sf::Vector2u defaultWindowFor(sf::Vector2u desktop) {
    return desktop.y > desktop.x ? sf::Vector2u{800, 1280} : sf::Vector2u{1280, 800};
}

// Its top-left corner: centred on the desktop, never off its top or left edge.
inline sf::Vector2i windowPositionOn(sf::Vector2u desktop, sf::Vector2u window) {
    const auto centre = [](unsigned screen, unsigned size) {
        return size >= screen ? 0 : static_cast<int>((screen - size) / 2);
    };
    return {centre(desktop.x, window.x), centre(desktop.y, window.y)};
}

} // namespace heist::ui
