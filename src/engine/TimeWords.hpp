#pragma once
// How the app writes a moment as text: the one place that calls strftime and says whether a
// moment is read in UTC (stored times, file names that sort) or in the tablet's local time
// (what a person reads). Moments are whole seconds since 1970.
#include <cstdint>
#include <string>

namespace heist::engine::timewords {

// The moment in `pattern` (strftime's), read in UTC.
std::string utc(std::int64_t seconds, const char* pattern);
// The moment in `pattern`, read in the tablet's local time zone.
std::string local(std::int64_t seconds, const char* pattern);
// Seconds since 1970, now.
std::int64_t nowSeconds();

// What a person reads, in the current language (strftime's names are the C locale's English,
// so month names and the clock's format are catalogue messages):
// The time of day on the 24-hour clock: "21:05" (French "21 h 05"...), the one wording of a
// clock time on every screen...
std::string clockTime(int hour, int minute);
// ...and of a moment, in the tablet's local time.
std::string clockTime(std::int64_t seconds);
// The day in the tablet's local time: "27 Nov 2026" ("27. Nov. 2026"...).
std::string shortDate(std::int64_t seconds);
// A length of time: "under a minute", "45 min", "2 h", "1 h 05 min".
std::string duration(int minutes);
// How long ago, from `seconds` to `now`: "just now", "5 min ago", "3 h ago", else shortDate().
std::string ago(std::int64_t seconds, std::int64_t now);

} // namespace heist::engine::timewords
