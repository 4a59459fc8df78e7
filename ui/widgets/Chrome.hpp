#pragma once
// Shared pieces of every screen: the header with a back button, the content frame
// inside the safe margins, and a two-button dialog card.
#include "Painter.hpp"
#include "engine/Words.hpp"

#include <cstdint>
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
float header(Painter& p, const std::string& title, const std::string& subtitle,
             std::function<void()> onBack, const std::string& backLabel = {});

// A centred card for dialogs; returns its rectangle.
sf::FloatRect dialogCard(Painter& p, float width, float height);

// A message as a sentence, with exactly one closing mark (src/engine/Words.hpp).
using engine::words::sentence;

// As many whole names as fit width on one line at size, then "and 5 more": names are never
// cut, a long list is counted instead.
std::string namesThatFit(const Painter& p, const std::vector<std::string>& names, float width, unsigned size);

// "3 min ago", "yesterday 21:40" style times from the store's UTC timestamps.
std::string friendlyTime(const std::string& isoUtc);

// Dates and times in the current language, read in the tablet's local time: "27 Nov 2026", "21:40".
std::string shortDate(std::int64_t seconds);
// The same short date from its parts (month 1 to 12).
std::string shortDate(int day, int month, int year);
// "24 Nov" (month 1 to 12).
std::string dayAndMonth(int day, int month);
std::string clockTime(std::int64_t seconds);
// An evening's title from its "YYYY-MM-DD" date: "Friday 27 November 2026" (as
// history::eveningTitle, in the current language).
std::string eveningWords(const std::string& date);

} // namespace heist::ui
