#pragma once
// Shared pieces of every screen: the header with a back button, the content frame
// inside the safe margins, and a two-button dialog card.
#include "Painter.hpp"

#include <functional>
#include <string>

namespace heist::ui {

// The content area inside the safe margins, below a header of the given height.
sf::FloatRect contentArea(const Painter& p, float headerHeight);

// Draws a header: back button (if onBack), title, and returns its height.
float header(Painter& p, const std::string& title, const std::string& subtitle,
             std::function<void()> onBack, const std::string& backLabel = "\u2190 Back");

// A centred card for dialogs; returns its rectangle.
sf::FloatRect dialogCard(Painter& p, float width, float height);

// "3 min ago", "yesterday 21:40" style times from the store's UTC timestamps.
std::string friendlyTime(const std::string& isoUtc);

} // namespace heist::ui
