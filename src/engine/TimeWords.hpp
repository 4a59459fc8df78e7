#pragma once
// How the app writes a moment or a day as text: the one place that calls strftime, says whether
// a moment is read in UTC (stored times, file names that sort) or in the tablet's local time
// (what a person reads), reads a "YYYY-MM-DD" day and names months and weekdays. Moments are
// whole seconds since 1970. Every date and clock wording a player reads is one message here.
#include <cstdint>
#include <optional>
#include <string>

namespace heist::engine::timewords {

// The moment in `pattern` (strftime's), read in UTC.
std::string utc(std::int64_t seconds, const char* pattern);
// The moment in `pattern`, read in the tablet's local time zone.
std::string local(std::int64_t seconds, const char* pattern);
// Seconds since 1970, now.
std::int64_t nowSeconds();

// A day of the calendar.
struct CivilDate {
    int year = 0;
    int month = 0;   // 1 to 12
    int day = 0;     // 1 to 31
    int weekday = 0; // 0 Sunday to 6 Saturday
};
// "2026-11-24" -> Tuesday 24 November 2026; nothing unless the text is exactly "YYYY-MM-DD" with a
// month 1 to 12 and a day 1 to 31 (a day past its month's end runs on into the next, as timegm
// counts: "2026-02-30" is 2 March).
std::optional<CivilDate> civilDate(const std::string& text);

// What a person reads, in the current language (strftime's names are the C locale's English,
// so month and day names and every format are catalogue messages, context "date", and the
// short months "month, short"):
// A month's names (1 to 12): "Nov", "November".
std::string monthShort(int month);
std::string monthLong(int month);
// A day of the week's name (0 Sunday to 6 Saturday): "Tuesday".
std::string weekdayName(int weekday);

// The time of day on the 24-hour clock: "21:05" (French "21 h 05"...), the one wording of a
// clock time on every screen.
std::string clockTime(int hour, int minute);
// The same with its seconds: "21:05:09".
std::string clockTime(int hour, int minute, int second);
// The time of day of a moment, in the tablet's local time.
std::string clockTime(std::int64_t seconds);
// A short date: "27 Nov 2026" ("27. Nov. 2026"...), from its parts (month 1 to 12)...
std::string shortDate(int day, int month, int year);
// ...or of a moment, in the tablet's local time.
std::string shortDate(std::int64_t seconds);
// A day of the year: "24 Nov" (month 1 to 12); from a "YYYY-MM-DD" text, the text unchanged if
// it is not a date (civilDate).
std::string dayAndMonth(int day, int month);
std::string dayAndMonth(const std::string& date);
// An evening's title from its "YYYY-MM-DD" date: "Friday 27 November 2026"; the text unchanged
// if it is not a date (civilDate).
std::string eveningTitle(const std::string& date);

// A length of time: "under a minute", "45 min", "2 h", "1 h 05 min".
std::string duration(int minutes);
// How long ago, from `seconds` to `now`: "just now", "5 min ago", "3 h ago", else shortDate().
std::string ago(std::int64_t seconds, std::int64_t now);
// The same from a stored UTC time, "2026-11-24T21:40:00" (anything after the seconds is left
// aside); the text unchanged if it is not one.
std::string ago(const std::string& isoUtc, std::int64_t now);

} // namespace heist::engine::timewords
