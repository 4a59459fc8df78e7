#pragma once
// Shared pieces of every screen: the header with a back button, the content frame
// inside the safe margins, and a two-button dialog card.
#include "ui/Painter.hpp"
#include "engine/Words.hpp"

#include <functional>
#include <string>
#include <vector>

namespace heist::ui {

// The content area inside the safe margins, below a header of the given height and below
// the message banner's reserved strip (widgets/Banner.hpp), which it reserves.
sf::FloatRect contentArea(Painter& p, float headerHeight);

// Where a text at the top of the window must end to keep clear of the turn button at the
// top right (less a gap): dialog titles on a card tall enough to reach it.
float beforeTurnButton(const Painter& p);
// Draws a header: back button (if onBack), title, and returns its height.
float header(Painter& p, const std::string& title, const std::string& subtitle, std::function<void()> onBack,
             const std::string& backLabel = {});

// A centred card for dialogs; returns its rectangle.
sf::FloatRect dialogCard(Painter& p, float width, float height);

// A message as a sentence, with exactly one closing mark (src/engine/Words.hpp).
using engine::words::sentence;

// As many whole names as fit width on one line at size, then "and 5 more": names are never
// cut, a long list is counted instead.
std::string namesThatFit(const Painter& p, const std::vector<std::string>& names, float width, unsigned size);

// Dates and times are worded by engine::timewords (src/engine/TimeWords.hpp): month and day
// names, short dates, clock times, evenings' titles, "5 min ago".

} // namespace heist::ui
