#include "engine/TimeWords.hpp"

#include "language/Translate.hpp"

#include <chrono>
#include <ctime>

namespace heist::engine::timewords {

namespace {

std::string written(const std::tm& tm, const char* pattern) {
    char buf[64];
    const std::size_t n = std::strftime(buf, sizeof buf, pattern, &tm);
    return std::string(buf, n);
}

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

std::string clockTime(int hour, int minute) {
    // TRANSLATORS: a time of day on the 24-hour clock, "21:40"; {hour} and {minute} have two
    // digits each ("09:05").
    return trc("date", "{hour}:{minute}",
               {{"hour", twoDigits(hour)}, {"minute", twoDigits(minute)}});
}

std::string clockTime(std::int64_t seconds) {
    return clockTime(std::stoi(local(seconds, "%H")), std::stoi(local(seconds, "%M")));
}

std::string shortDate(std::int64_t seconds) {
    static const char* const kMonths[12] = {
        trNoop("date", "Jan"), trNoop("date", "Feb"), trNoop("date", "Mar"), trNoop("date", "Apr"),
        trNoop("date", "May"), trNoop("date", "Jun"), trNoop("date", "Jul"), trNoop("date", "Aug"),
        trNoop("date", "Sep"), trNoop("date", "Oct"), trNoop("date", "Nov"), trNoop("date", "Dec")};
    const int month = std::stoi(local(seconds, "%m"));
    // TRANSLATORS: a short date: {day} without a leading zero, {month} an abbreviated month name.
    return tr("{day} {month} {year}", {{"day", std::to_string(std::stoi(local(seconds, "%d")))},
                                       {"month", trData("date", kMonths[(month + 11) % 12])},
                                       {"year", local(seconds, "%Y")}});
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

std::int64_t nowSeconds() {
    return static_cast<std::int64_t>(
        std::chrono::system_clock::to_time_t(std::chrono::system_clock::now()));
}

} // namespace heist::engine::timewords
