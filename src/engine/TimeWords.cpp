#include "engine/TimeWords.hpp"

#include "language/Translate.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace heist::engine::timewords {

namespace {

std::string written(const std::tm& tm, const char* pattern) {
    char buf[64];
    const std::size_t n = std::strftime(buf, sizeof buf, pattern, &tm);
    return std::string(buf, n);
}

// The tables' index for a month 1 to 12 (any other number wraps round, never out of bounds).
std::size_t monthIndex(int month) { return static_cast<std::size_t>(((month - 1) % 12 + 12) % 12); }

std::string twoDigits(int n) { return (n >= 0 && n < 10 ? "0" : "") + std::to_string(n); }

} // namespace

std::string utc(std::int64_t seconds, const char* pattern) {
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return written(tm, pattern);
}

std::string local(std::int64_t seconds, const char* pattern) {
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    localtime_r(&t, &tm);
    return written(tm, pattern);
}

std::optional<CivilDate> civilDate(const std::string& text) {
    int y = 0, m = 0, d = 0;
    char tail = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || m < 1 || m > 12 || d < 1 || d > 31)
        return std::nullopt;
    // Noon, so that no leap second or zone can move the day; timegm counts the weekday.
    std::tm tm{};
    tm.tm_year = y - 1900;
    tm.tm_mon = m - 1;
    tm.tm_mday = d;
    tm.tm_hour = 12;
    const std::time_t t = timegm(&tm);
    std::tm back{};
    gmtime_r(&t, &back);
    return CivilDate{back.tm_year + 1900, back.tm_mon + 1, back.tm_mday, back.tm_wday};
}

std::string monthShort(int month) {
    // A context of their own: one English word can be a short and a long month ("May"), and
    // a language may write them apart (Spanish "may" and "mayo").
    static const char* const kShort[12] = {
        trNoop("month, short", "Jan"), trNoop("month, short", "Feb"), trNoop("month, short", "Mar"),
        trNoop("month, short", "Apr"), trNoop("month, short", "May"), trNoop("month, short", "Jun"),
        trNoop("month, short", "Jul"), trNoop("month, short", "Aug"), trNoop("month, short", "Sep"),
        trNoop("month, short", "Oct"), trNoop("month, short", "Nov"), trNoop("month, short", "Dec")};
    return trData("month, short", kShort[monthIndex(month)]);
}

std::string monthLong(int month) {
    static const char* const kLong[12] = {
        trNoop("date", "January"), trNoop("date", "February"), trNoop("date", "March"),
        trNoop("date", "April"),   trNoop("date", "May"),      trNoop("date", "June"),
        trNoop("date", "July"),    trNoop("date", "August"),   trNoop("date", "September"),
        trNoop("date", "October"), trNoop("date", "November"), trNoop("date", "December")};
    return trData("date", kLong[monthIndex(month)]);
}

std::string weekdayName(int weekday) {
    static const char* const kDays[7] = {
        trNoop("date", "Sunday"),   trNoop("date", "Monday"), trNoop("date", "Tuesday"), trNoop("date", "Wednesday"),
        trNoop("date", "Thursday"), trNoop("date", "Friday"), trNoop("date", "Saturday")};
    return trData("date", kDays[static_cast<std::size_t>((weekday % 7 + 7) % 7)]);
}

std::string clockTime(int hour, int minute) {
    // TRANSLATORS: how this language writes an hour under ten in a time of day: "2" where it
    // takes a leading zero ("09:05", as in English and German), "1" where it does not (French
    // "9 h 05"). Nothing but "1" or "2" (po/check.sh refuses anything else).
    const bool oneDigit = trConvention("date", trNoop("date", "hour digits")) == "1";
    // TRANSLATORS: a time of day on the 24-hour clock, "21:40"; {minute} has two digits, {hour}
    // two or one as "hour digits" says ("09:05", "9 h 05").
    return trc("date", "{hour}:{minute}",
               {{"hour", oneDigit ? std::to_string(hour) : twoDigits(hour)}, {"minute", twoDigits(minute)}});
}

std::string clockTime(int hour, int minute, int second) {
    // TRANSLATORS: a time of day with its seconds, "21:40:05" (a backup's name); two digits each.
    return trc("date", "{hour}:{minute}:{second}",
               {{"hour", twoDigits(hour)}, {"minute", twoDigits(minute)}, {"second", twoDigits(second)}});
}

std::string clockTime(std::int64_t seconds) {
    return clockTime(std::stoi(local(seconds, "%H")), std::stoi(local(seconds, "%M")));
}

std::string shortDate(int day, int month, int year) {
    // TRANSLATORS: a short date, "27 Nov 2026": {day} without a leading zero, {month} the
    // abbreviated month name (context "month, short").
    return trc("date", "{day} {month} {year}", {{"day", day}, {"month", monthShort(month)}, {"year", year}});
}

std::string shortDate(std::int64_t seconds) {
    return shortDate(std::stoi(local(seconds, "%d")), std::stoi(local(seconds, "%m")), std::stoi(local(seconds, "%Y")));
}

std::string dayAndMonth(int day, int month) {
    // TRANSLATORS: a day of the year on the statistics' chart, "24 Nov" (abbreviated month name, context "month,
    // short").
    return trc("date", "{day} {month}", {{"day", day}, {"month", monthShort(month)}});
}

std::string dayAndMonth(const std::string& date) {
    const auto d = civilDate(date);
    return d ? dayAndMonth(d->day, d->month) : date;
}

std::string eveningTitle(const std::string& date) {
    const auto d = civilDate(date);
    if (!d)
        return date;
    // TRANSLATORS: an evening's title, "Friday 27 November 2026" (names in context "date"). It
    // heads a page or a card, so its first letter is written in upper case ("vendredi" ->
    // "Vendredi") in every language.
    return capitalise(trc(
        "date", "{weekday} {day} {month} {year}",
        {{"weekday", weekdayName(d->weekday)}, {"day", d->day}, {"month", monthLong(d->month)}, {"year", d->year}}));
}

std::string duration(int minutes) {
    if (minutes < 1)
        return tr("under a minute");
    if (minutes < 60)
        // TRANSLATORS: a length of time in minutes, abbreviated.
        return tr("{n} min", {{"n", minutes}});
    const int m = minutes % 60;
    if (m == 0)
        // TRANSLATORS: a length of time in whole hours, abbreviated.
        return tr("{h} h", {{"h", minutes / 60}});
    // TRANSLATORS: a length of time in hours and minutes, abbreviated; {mm} has two digits.
    return tr("{h} h {mm} min", {{"h", minutes / 60}, {"mm", std::string(m < 10 ? "0" : "") + std::to_string(m)}});
}

std::string ago(std::int64_t seconds, std::int64_t now) {
    const std::int64_t diff = now - seconds;
    if (diff < 60)
        return tr("just now");
    if (diff < 3600)
        return trn("{n} min ago", "{n} min ago", diff / 60);
    if (diff < 86400)
        return trn("{n} h ago", "{n} h ago", diff / 3600);
    return shortDate(seconds);
}

std::string ago(const std::string& isoUtc, std::int64_t now) {
    std::tm tm{};
    if (isoUtc.size() < 19 || !strptime(isoUtc.substr(0, 19).c_str(), "%Y-%m-%dT%H:%M:%S", &tm))
        return isoUtc;
    return ago(static_cast<std::int64_t>(timegm(&tm)), now);
}

std::int64_t nowSeconds() {
    return static_cast<std::int64_t>(std::chrono::system_clock::to_time_t(std::chrono::system_clock::now()));
}

} // namespace heist::engine::timewords
