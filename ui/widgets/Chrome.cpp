#include "widgets/Chrome.hpp"

#include <chrono>
#include <ctime>

namespace heist::ui {

sf::FloatRect contentArea(const Painter& p, float headerHeight) {
    const float m = p.theme().margin();
    const auto s = p.size();
    return {m, m + headerHeight, s.x - 2 * m, s.y - 2 * m - headerHeight};
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
    p.text(title, {x, m + (subtitle.empty() ? (h - t.heading()) / 2 : -t.px(4))}, t.heading(),
           p.colours().ivory, Align::Left, true, avail);
    if (!subtitle.empty())
        p.text(subtitle, {x, m + t.heading() + t.px(6)}, t.small(), p.colours().muted, Align::Left,
               false, avail);
    return h + t.px(24);
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
    std::tm local{};
    localtime_r(&then, &local);
    char buf[32];
    std::strftime(buf, sizeof buf, "%d %b %Y", &local);
    return buf;
}

} // namespace heist::ui
