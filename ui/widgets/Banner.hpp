#pragma once
// The reserved place for events and messages ("The clock strikes 6 a.m.", "Catalina escaped
// by boat: 4 points for the thieves"): a strip of its own directly below a screen's header,
// so that a message never hides the title, the header's news or the next step. Screens
// reserve the strip (contentArea does it for them; a table with its own header calls
// reserveBanner), and the App draws the current message in it. On a screen that reserved
// none, the message sits where they keep it: below a one-row header. A dialog shows it in the
// strip of the screen beneath.
#include "ui/Painter.hpp"

#include <functional>
#include <string>

namespace heist::ui {

// The strip's height: one line of small text in landscape, two in portrait, and never less
// than a tap target (a message too long for it opens whole on a tap).
float bannerHeight(const Theme& t);

// Draws `message` in a strip of fixed height r: as large as it fits, from the small size down
// to 24 px, on as many lines as the strip holds. A message longer than that shows its first
// lines ending at a word with "…" and a "Tap to read" line, and a tap on the strip calls
// openWhole (which shows it whole). The strip never grows: what is around it keeps its place.
void messageStrip(Painter& p, const std::string& id, const sf::FloatRect& r, const std::string& message, sf::Color fill,
                  sf::Color outline, const std::function<void()>& openWhole, TextKind kind = TextKind::Public);

// Reserves the strip across the safe width from top down; returns it. Lay the content out
// below it.
sf::FloatRect reserveBanner(Painter& p, float top);

// Draws a message in the reserved strip (or at the foot of the window); openWhole shows a
// message too long for the strip whole.
void drawBanner(Painter& p, const std::string& message, bool error, const std::function<void()>& openWhole);

} // namespace heist::ui
