#pragma once
// Game nights: finished sessions grouped by the evening they were played, newest first, and
// the lines a history card shows for one play. Pure: it reads times and BG Stats plays
// (history/BgStats.hpp, built from the stored events) and writes text; no SQLite, no SFML.
#include "engine/Json.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace heist::history {

// A game night runs past midnight: a game begun before this local hour belongs to the
// evening before (a game's night clock may end at 6 a.m. too).
inline constexpr int kEveningEndsAtHour = 6;

struct FinishedGame {
    std::int64_t sessionId = 0;
    std::int64_t startUtcMs = 0; // when the session began
};

struct Evening {
    std::string date;                   // "YYYY-MM-DD", the evening's local date
    std::vector<std::int64_t> sessions; // newest first
};

// The local date of the evening a moment belongs to, at a given offset from UTC.
std::string eveningOf(std::int64_t utcMs, int utcOffsetMinutes);
// An evening's title, "Tuesday 24 November 2026", is engine::timewords::eveningTitle(date).
// Newest evening first, newest game first within it. offsetAt gives the local offset from
// UTC at a moment (localUtcOffsetMinutes on the tablet; fixed in tests).
std::vector<Evening> groupByEvening(std::vector<FinishedGame> games, const std::function<int(std::int64_t)>& offsetAt);

// What a history card says about one finished play (a BG Stats play, bgStatsPlay()).
struct PlayLines {
    std::string when;    // "21:40 · 48 min"
    std::string winners; // "Won: Ann 12" / "Won: Ann (Chief Inspector) · Bob (Police)"; the
                         // spaces inside a name, between name and score and inside a role
                         // are no-break spaces
    std::string others;  // "Bob 9 · Cy 4", by place; "" when everyone won
};
PlayLines playLines(const Json& play);

} // namespace heist::history
