#include "ui/widgets/Celebration.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui {
namespace {

// The panel, and the brightest glow behind its words: dark enough that gold and ivory text
// keep 4.5:1 on it (gold on the glow is about 6:1).
const sf::Color kPanel(34, 30, 30);
const sf::Color kGlow(66, 53, 26);
const sf::Color kRay(52, 43, 27);

sf::Color mix(sf::Color a, sf::Color b, float k) {
    auto m = [k](sf::Uint8 x, sf::Uint8 y) { return static_cast<sf::Uint8>(x + (y - x) * k); };
    return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b)};
}

float easeOut(float k) { return 1.f - std::pow(1.f - std::clamp(k, 0.f, 1.f), 3.f); }

std::vector<sf::Vector2f> ellipse(sf::Vector2f c, float ax, float ay) {
    std::vector<sf::Vector2f> pts;
    const int steps = 40;
    for (int i = 0; i < steps; ++i) {
        const float a = 2 * kPi * static_cast<float>(i) / steps;
        pts.push_back({c.x + ax * std::cos(a), c.y + ay * std::sin(a)});
    }
    return pts;
}

struct Chip {
    std::size_t player = 0;
    unsigned size = 0;
    std::vector<std::string> lines;
    float width = 0, height = 0;
};

// Where everything goes, measured once for height() and again for draw(). Named for the widget:
// BgStatsScreen has a Layout of its own in heist::ui, and a unity build may join the two files.
struct CelebrationLayout {
    float pad = 0, gutter = 0, innerW = 0, titleW = 0;
    unsigned titleSize = 0;
    std::vector<std::string> titleLines;
    float titleBlock = 0; // the title and the space under it (clear of the flip button)
    bool tokenInTitle = false;
    float titleTokenR = 0;
    float tokenR = 0, tokenGap = 0, chipGap = 0, rowGap = 0;
    std::vector<std::vector<Chip>> rows;
    std::vector<float> rowW, rowH;
    float momentH = 0;
    std::vector<float> detailH;
    float height = 0;
};

CelebrationLayout measure(const Painter& p, float width, const CelebrationWords& w) {
    const auto& t = p.theme();
    CelebrationLayout l;
    l.pad = t.px(18);
    l.gutter = t.px(52); // the sparks settle here, never under a word
    l.innerW = width - 2 * l.gutter;
    // One winner named by the title: their token goes beside it instead of a row of its own.
    l.tokenInTitle = w.players.size() == 1 && w.title.rfind(w.players[0].name, 0) == 0;
    l.titleTokenR = t.px(18);
    // The title keeps to the words' width (the panel already ends before the flip button),
    // centred, with room for its token on both sides.
    l.titleW = l.innerW - (l.tokenInTitle ? 2 * (2 * l.titleTokenR + t.px(14)) : 0.f);
    // One line, shrinking down to the heading size, before a long title takes two.
    const float twoLines = 2 * p.fitLineHeight(t.heading()) + 2;
    auto [size, lines] = p.fitLines(w.title, l.titleW, t.title(), true, twoLines);
    l.titleSize = size;
    l.titleLines = std::move(lines);
    const float titleH = p.fitHeight(w.title, l.titleW, t.title(), true, twoLines);
    l.titleBlock = std::max(titleH + t.px(12), t.target() + t.px(8) - l.pad);
    l.tokenR = t.px(13);
    l.tokenGap = t.px(10);
    l.chipGap = t.px(30);
    l.rowGap = t.px(6);
    const float nameMax = l.innerW - 2 * l.tokenR - l.tokenGap;
    for (std::size_t i = 0; i < w.players.size() && !l.tokenInTitle; ++i) {
        Chip c;
        c.player = i;
        auto [s, ls] = p.fitLines(w.players[i].name, nameMax, t.body(), true, 0);
        c.size = s;
        c.lines = std::move(ls);
        float longest = 0;
        for (const auto& line : c.lines)
            longest = std::max(longest, p.textWidth(line, s, true));
        c.width = 2 * l.tokenR + l.tokenGap + longest;
        c.height = std::max(2 * l.tokenR, p.fitHeight(w.players[i].name, nameMax, t.body(), true));
        if (l.rows.empty() || l.rowW.back() + l.chipGap + c.width > l.innerW) {
            l.rows.emplace_back();
            l.rowW.push_back(c.width);
            l.rowH.push_back(c.height);
        } else {
            l.rowW.back() += l.chipGap + c.width;
            l.rowH.back() = std::max(l.rowH.back(), c.height);
        }
        l.rows.back().push_back(std::move(c));
    }
    float h = l.pad + l.titleBlock;
    for (float rh : l.rowH)
        h += rh + l.rowGap;
    if (!l.rows.empty())
        h += t.px(8);
    if (!w.moment.empty()) {
        l.momentH = p.paragraphHeight(w.moment, t.body(), l.innerW);
        h += l.momentH;
    }
    for (const auto& d : w.details) {
        l.detailH.push_back(p.paragraphHeight(d, t.small(), l.innerW));
        h += t.px(8) + l.detailH.back();
    }
    l.height = h + l.pad;
    return l;
}

} // namespace

float Celebration::progress(double now) const {
    if (m_finished)
        return 1.f;
    return static_cast<float>(std::clamp((now - m_start) / kSeconds, 0.0, 1.0));
}

float Celebration::height(const Painter& p, float width, const CelebrationWords& words) const {
    return measure(p, width, words).height;
}

float Celebration::draw(Painter& p, const sf::FloatRect& box, double now, const CelebrationWords& w) const {
    const auto& t = p.theme();
    // The flip button sits in the window's top-right corner: a panel beside it ends before it
    // rather than framing it.
    const float flipLeft = p.size().x - t.margin() - t.target();
    float width = box.width;
    if (box.top < t.margin() + t.target() + t.px(8) && box.left + box.width > flipLeft - t.px(12))
        width = flipLeft - t.px(12) - box.left;
    const CelebrationLayout l = measure(p, width, w);
    const sf::FloatRect panel{box.left, box.top, width, l.height};
    const float k = progress(now);
    const float grown = easeOut(k);
    const sf::Vector2f c{panel.left + panel.width / 2, panel.top + panel.height / 2};
    // Inside the outline and the rounded corners: an ellipse inscribed in the panel.
    const float ax = panel.width / 2 - t.px(8), ay = panel.height / 2 - t.px(8);

    // Everything that moves first, so that every word is drawn after it and over it.
    p.rect(panel, kPanel, 18, p.colours().gold, 3.f);
    const int rays = 14;
    const float turn = (1.f - grown) * -0.35f; // the rays turn a little as they grow, then rest
    for (int i = 0; i < rays; ++i) {
        const float a = turn + 2 * kPi * static_cast<float>(i) / rays;
        const float half = 0.07f;
        const float reach = 0.25f + 0.75f * grown;
        p.polygon({c,
                   {c.x + ax * reach * std::cos(a - half), c.y + ay * reach * std::sin(a - half)},
                   {c.x + ax * reach * std::cos(a + half), c.y + ay * reach * std::sin(a + half)}},
                  kRay);
    }
    const int layers = 4;
    for (int i = 0; i < layers; ++i) {
        const float f = 0.95f - 0.2f * static_cast<float>(i);
        p.polygon(ellipse(c, ax * f * grown, ay * f * grown),
                  mix(kPanel, kGlow, static_cast<float>(i + 1) / layers * (0.4f + 0.6f * grown)));
    }
    // Sparks: they leave from behind the title and settle in the gutters at both sides, the
    // right-hand ones below the flip button.
    const float titleMid = panel.top + l.pad + t.title() * 0.6f;
    // Three a side, spread down the gutter; on the right only below the flip button, so a
    // short panel has room there for fewer (never two in one place).
    const float spacing = t.px(28);
    const float leftTop = panel.top + panel.height * 0.42f,
                rightTop = std::max(leftTop, panel.top + t.target() + t.px(24));
    const float foot = panel.top + panel.height - t.px(20);
    auto place = [&](float from, int n) { return std::min(n, 1 + static_cast<int>((foot - from) / spacing)); };
    const int onLeft = std::clamp(place(leftTop, 3), 0, 3), onRight = std::clamp(place(rightTop, 3), 0, 3);
    for (int i = 0; i < 6; ++i) {
        const bool right = i % 2 == 1;
        const int n = right ? onRight : onLeft;
        if (i / 2 >= n)
            continue;
        const float first = right ? rightTop : leftTop;
        const float step = n > 1 ? std::min((foot - first) / (n - 1), panel.height * 0.22f) : 0.f;
        const float delay = 0.06f * static_cast<float>(i);
        const float ki = easeOut((k - delay) / (1.f - 0.06f * 5));
        const sf::Vector2f from{c.x + (right ? 1.f : -1.f) * t.px(40) * static_cast<float>(1 + i / 2), titleMid};
        const sf::Vector2f to{right ? panel.left + panel.width - l.gutter / 2 : panel.left + l.gutter / 2,
                              first + step * static_cast<float>(i / 2)};
        const sf::Vector2f at{from.x + (to.x - from.x) * ki, from.y + (to.y - from.y) * ki};
        const float r = t.px(7) * (0.5f + 0.5f * ki);
        p.polygon({{at.x, at.y - r * 1.6f},
                   {at.x + r * 0.5f, at.y - r * 0.5f},
                   {at.x + r * 1.6f, at.y},
                   {at.x + r * 0.5f, at.y + r * 0.5f},
                   {at.x, at.y + r * 1.6f},
                   {at.x - r * 0.5f, at.y + r * 0.5f},
                   {at.x - r * 1.6f, at.y},
                   {at.x - r * 0.5f, at.y - r * 0.5f}},
                  ki >= 1.f ? p.colours().gold : mix(kGlow, p.colours().gold, ki));
    }

    // The words, over what moved.
    float y = panel.top + l.pad;
    p.drawLines(w.title, l.titleLines, l.titleSize, t.title(), {c.x, y}, p.colours().gold, Align::Center, true,
                TextKind::Public, TextUse::Other);
    if (l.tokenInTitle) {
        float lineW = 0; // beside the widest line, so that it lies beside every line
        for (const auto& line : l.titleLines)
            lineW = std::max(lineW, p.textWidth(line, l.titleSize, true));
        p.token({c.x - lineW / 2 - t.px(14) - l.titleTokenR, y + p.fitLineHeight(l.titleSize) / 2}, l.titleTokenR,
                w.players[0].colour);
    }
    y += l.titleBlock;
    for (std::size_t r = 0; r < l.rows.size(); ++r) {
        float x = c.x - l.rowW[r] / 2;
        for (const auto& chip : l.rows[r]) {
            const auto& pl = w.players[chip.player];
            const float lineH = p.fitLineHeight(chip.size);
            p.token({x + l.tokenR, y + std::min(chip.height, lineH) / 2}, l.tokenR, pl.colour);
            p.drawLines(pl.name, chip.lines, chip.size, t.body(), {x + 2 * l.tokenR + l.tokenGap, y}, p.colours().ivory,
                        Align::Left, true, TextKind::Public, TextUse::PlayerName);
            x += chip.width + l.chipGap;
        }
        y += l.rowH[r] + l.rowGap;
    }
    if (!l.rows.empty())
        y += t.px(8);
    if (!w.moment.empty()) {
        p.paragraph(w.moment, {c.x, y}, t.body(), p.colours().ivory, l.innerW, Align::Center);
        y += l.momentH;
    }
    for (std::size_t i = 0; i < w.details.size(); ++i) {
        y += t.px(8);
        p.paragraph(w.details[i], {c.x, y}, t.small(), p.colours().ivory, l.innerW, Align::Center);
        y += l.detailH[i];
    }
    return l.height;
}

} // namespace heist::ui
