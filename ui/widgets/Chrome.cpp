#include "widgets/Chrome.hpp"

#include "engine/TimeWords.hpp"
#include "widgets/Banner.hpp"

#include <chrono>
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
        std::string s;
        for (std::size_t i = 0; i < n; ++i)
            s += (i == 0 ? "" : (i + 1 == n && n == names.size() ? " and " : ", ")) + names[i];
        if (n < names.size())
            s += (n == 0 ? "" : " and ") + std::to_string(names.size() - n) + (n == 0 ? " players" : " more");
        return s;
    };
    for (std::size_t n = names.size();; --n) {
        const std::string s = join(n);
        if (n == 0 || p.textWidth(s, size) <= width)
            return s;
    }
}

float header(Painter& p, const std::string& title, const std::string& subtitle,
             std::function<void()> onBack, const std::string& backLabel) {
    const auto& t = p.theme();
    const float m = t.margin();
    const float h = t.target();
    float x = m;
    if (onBack) {
        const float w = std::max(h * 1.9f, p.textWidth(backLabel, t.body()) + t.px(40));
        p.button("back", {m, m, w, h}, backLabel, ButtonStyle::Quiet, std::move(onBack));
        x += w + t.px(24);
    }
    const float avail = p.size().x - x - m - t.target() - t.px(24); // the turn button sits top right
    // The title says what this screen is for (often with a name in it): never cut; a long
    // one takes two lines and the header grows.
    if (subtitle.empty()) {
        const float used = p.fitText(title, {x, m, avail, h}, t.heading(), p.colours().ivory, TextUse::NextStep,
                                     Align::Left, true);
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
    const std::time_t then = timegm(&tm);
    const std::time_t now = std::time(nullptr);
    const long diff = static_cast<long>(now - then);
    if (diff < 60)
        return "just now";
    if (diff < 3600)
        return std::to_string(diff / 60) + " min ago";
    if (diff < 86400)
        return std::to_string(diff / 3600) + " h ago";
    return engine::timewords::local(then, "%d %b %Y");
}

} // namespace heist::ui
