#include "ui/widgets/Chrome.hpp"

#include "language/Translate.hpp"
#include "ui/widgets/Banner.hpp"

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

float header(Painter& p, const std::string& title, const std::string& subtitle, std::function<void()> onBack,
             const std::string& backLabel) {
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
    const float titleH = p.fitText(title, {x, m - t.px(4), avail, 0}, t.heading(), p.colours().ivory, TextUse::NextStep,
                                   Align::Left, true);
    const float subH =
        p.fitText(subtitle, {x, m + titleH + t.px(6), avail, 0}, t.small(), p.colours().muted, TextUse::Other);
    return std::max(h, titleH + subH + t.px(2)) + t.px(24);
}

sf::FloatRect dialogCard(Painter& p, float width, float height) {
    const auto s = p.size();
    width = std::min(width, s.x - 2 * p.theme().margin());
    const sf::FloatRect r{(s.x - width) / 2, (s.y - height) / 2, width, height};
    p.rect(r, p.colours().dusk, 24, p.colours().gold, 2);
    return r;
}

} // namespace heist::ui
