#pragma once
// The reserved place for events and messages ("The clock strikes 6 a.m.", "Catalina escaped
// by boat: 4 points for the thieves"): a strip of its own directly below a screen's header,
// so that a message never hides the title, the header's news or the next step. Screens
// reserve the strip (contentArea does it for them; a table with its own header calls
// reserveBanner), and the App draws the current message in it. On a screen that reserved
// none, the message sits where they keep it: below a one-row header. A dialog shows it in the
// strip of the screen beneath.
#include "Painter.hpp"

#include <string>

namespace heist::ui {

// The strip's height: one line of small text in landscape, two in portrait.
float bannerHeight(const Theme& t);

// Reserves the strip across the safe width from top down; returns it. Lay the content out
// below it.
sf::FloatRect reserveBanner(Painter& p, float top);

// Draws a message in the reserved strip (or at the foot of the window).
void drawBanner(Painter& p, const std::string& message, bool error);

} // namespace heist::ui
