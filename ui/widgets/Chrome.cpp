#include "widgets/Chrome.hpp"

#include "engine/TimeWords.hpp"
#include "language/Translate.hpp"
#include "widgets/Banner.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace heist::ui {

sf::FloatRect contentArea(Painter& p, float headerHeight) {
    const float m = p.theme().margin();
    const auto s = p.size();
    const auto banner = reserveBanner(p, m + headerHeight - p.theme().px(12));
    const float top = banner.top + banner.height + p.theme().px(12);
    return {m, top, s.x - 2 * m, s.y - m - top};
}

std::string namesThatFit(const Painter& p, const std::vector<std::string>& names, float width, unsigned size) {
    auto join = [&](std::size_t n) {
        const auto rest = static_cast<long long>(names.size() - n);
        if (n == 0)
            return trn("{n} player", "{n} players", rest);
        std::vector<std::string> shown(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(n));
        if (rest > 0)
            shown.push_back(trn("{n} more", "{n} more", rest));
        return listAnd(shown);
    };
    for (std::size_t n = names.size();; --n) {
        const std::string s = join(n);
        if (n == 0 || p.textWidth(s, size) <= width)
            return s;
    }
}

float beforeTurnButton(const Painter& p) {
    const auto& t = p.theme();
    return p.size().x - t.margin() - t.target() - t.px(12);
}

float header(Painter& p, const std::string& title, const std::string& subtitle,
             std::function<void()> onBack, const std::string& backLabel) {
    const auto& t = p.theme();
    const float m = t.margin();
    const float h = t.target();
    float x = m;
    if (onBack) {
        const std::string label = backLabel.empty() ? tr("\u2190 Back") : backLabel;
        const float w = std::max(h * 1.9f, p.textWidth(label, t.body()) + t.px(40));
        p.button("back", {m, m, w, h}, label, ButtonStyle::Quiet, std::move(onBack));
        x += w + t.px(24);
    }
    const float avail = p.size().x - x - m - t.target() - t.px(24); // the turn button sits top right
    // The title says what this screen is for (often with a name in it): never cut; a long
    // one takes two lines and the header grows.
    if (subtitle.empty()) {
        // Centred on the buttons' row when it fits there; else as many lines as it takes, and
        // the header grows (a long name and a long language on a narrow panel).
        const bool fits = p.fitHeight(title, avail, t.heading(), true, h) <= h + 2;
        const float used = p.fitText(title, {x, m, avail, fits ? h : 0.f}, t.heading(), p.colours().ivory,
                                     TextUse::NextStep, Align::Left, true);
        return std::max(h, used) + t.px(24);
    }
    const float titleH = p.fitText(title, {x, m - t.px(4), avail, 0}, t.heading(), p.colours().ivory,
                                   TextUse::NextStep, Align::Left, true);
    const float subH = p.fitText(subtitle, {x, m + titleH + t.px(6), avail, 0}, t.small(), p.colours().muted,
                                 TextUse::Other);
    return std::max(h, titleH + subH + t.px(2)) + t.px(24);
}

sf::FloatRect dialogCard(Painter& p, float width, float height) {
    const auto s = p.size();
    width = std::min(width, s.x - 2 * p.theme().margin());
    const sf::FloatRect r{(s.x - width) / 2, (s.y - height) / 2, width, height};
    p.rect(r, p.colours().dusk, 24, p.colours().gold, 2);
    return r;
}

std::string friendlyTime(const std::string& iso) {
    std::tm tm{};
    if (iso.size() < 19 || !strptime(iso.substr(0, 19).c_str(), "%Y-%m-%dT%H:%M:%S", &tm))
        return iso;
    // How long ago: the one wording, engine::timewords.
    return engine::timewords::ago(timegm(&tm), engine::timewords::nowSeconds());
}

namespace {

std::string monthShort(int month) {
    switch (month) {
    case 0: return trc("date", "Jan");
    case 1: return trc("date", "Feb");
    case 2: return trc("date", "Mar");
    case 3: return trc("date", "Apr");
    case 4: return trc("date", "May");
    case 5: return trc("date", "Jun");
    case 6: return trc("date", "Jul");
    case 7: return trc("date", "Aug");
    case 8: return trc("date", "Sep");
    case 9: return trc("date", "Oct");
    case 10: return trc("date", "Nov");
    default: return trc("date", "Dec");
    }
}

std::string monthLong(int month) {
    switch (month) {
    case 0: return trc("date", "January");
    case 1: return trc("date", "February");
    case 2: return trc("date", "March");
    case 3: return trc("date", "April");
    case 4: return trc("date", "May");
    case 5: return trc("date", "June");
    case 6: return trc("date", "July");
    case 7: return trc("date", "August");
    case 8: return trc("date", "September");
    case 9: return trc("date", "October");
    case 10: return trc("date", "November");
    default: return trc("date", "December");
    }
}

std::string weekday(int day) {
    switch (day) {
    case 0: return trc("date", "Sunday");
    case 1: return trc("date", "Monday");
    case 2: return trc("date", "Tuesday");
    case 3: return trc("date", "Wednesday");
    case 4: return trc("date", "Thursday");
    case 5: return trc("date", "Friday");
    default: return trc("date", "Saturday");
    }
}

} // namespace

std::string shortDate(int day, int month, int year) {
    // TRANSLATORS: a date, "27 Nov 2026"; {month} is the short month name (context "date").
    return trc("date", "{day} {month} {year}", {{"day", day}, {"month", monthShort((month + 11) % 12)}, {"year", year}});
}

std::string dayAndMonth(int day, int month) {
    // TRANSLATORS: a day of the year on the statistics' chart, "24 Nov" (short month name).
    return trc("date", "{day} {month}", {{"day", day}, {"month", monthShort((month + 11) % 12)}});
}

std::string shortDate(std::int64_t seconds) {
    const std::string day = engine::timewords::local(seconds, "%d");
    const int month = std::stoi(engine::timewords::local(seconds, "%m")) - 1;
    return trc("date", "{day} {month} {year}",
               {{"day", day}, {"month", monthShort(month)}, {"year", engine::timewords::local(seconds, "%Y")}});
}

std::string clockTime(std::int64_t seconds) { return engine::timewords::clockTime(seconds); }

std::string eveningWords(const std::string& date) {
    int y = 0, m = 0, d = 0;
    char tail = 0;
    if (std::sscanf(date.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || m < 1 || m > 12 || d < 1 || d > 31)
        return date;
    std::tm tm{};
    tm.tm_year = y - 1900;
    tm.tm_mon = m - 1;
    tm.tm_mday = d;
    tm.tm_hour = 12;
    const std::time_t t = timegm(&tm);
    std::tm back{};
    gmtime_r(&t, &back);
    // TRANSLATORS: an evening's title, "Friday 27 November 2026" (names in context "date").
    return trc("date", "{weekday} {day} {month} {year}",
               {{"weekday", weekday(back.tm_wday)},
                {"day", back.tm_mday},
                {"month", monthLong(back.tm_mon)},
                {"year", back.tm_year + 1900}});
}

} // namespace heist::ui
