#include "widgets/Seats.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui {

SeatLayout seatsAround(const sf::FloatRect& area, int count, float seatH, int perRow, float gap) {
    SeatLayout out;
    const int top = (count + 1) / 2, bottom = count - top;
    perRow = std::max(1, perRow);
    auto band = [&](int n, float y, bool reversed) {
        const int rows = (n + perRow - 1) / perRow;
        std::vector<sf::FloatRect> seats;
        for (int row = 0; row < rows; ++row) {
            const int inRow = std::min(perRow, n - row * perRow);
            const int cols = std::min(perRow, std::max(inRow, (n + rows - 1) / rows));
            const float w = (area.width - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
            for (int i = 0; i < inRow; ++i)
                seats.push_back({area.left + i * (w + gap), y + row * (seatH + gap), w, seatH});
        }
        if (reversed)
            std::reverse(seats.begin(), seats.end());
        return std::make_pair(seats, rows * seatH + std::max(0, rows - 1) * gap);
    };
    auto [topSeats, topH] = band(top, area.top, false);
    const int bottomRows = (bottom + perRow - 1) / perRow;
    const float bottomH = bottomRows * seatH + std::max(0, bottomRows - 1) * gap;
    auto [bottomSeats, unused] = band(bottom, area.top + area.height - bottomH, true);
    (void)unused;
    out.seats = topSeats;
    out.seats.insert(out.seats.end(), bottomSeats.begin(), bottomSeats.end());
    const float cTop = area.top + topH + gap * 1.5f;
    const float cBottom = area.top + area.height - (bottom > 0 ? bottomH + gap * 1.5f : 0.f);
    out.centre = {area.left, cTop, area.width, std::max(0.f, cBottom - cTop)};
    return out;
}

SeatLayout seatsBeside(const sf::FloatRect& area, int count, float seatW, float gap, float maxSeatH) {
    SeatLayout out;
    const int left = (count + 1) / 2, right = count - left;
    const int rows = std::max(1, left);
    const float h = std::min(maxSeatH, (area.height - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows));
    for (int i = left - 1; i >= 0; --i)
        out.seats.push_back({area.left, area.top + i * (h + gap), seatW, h});
    for (int i = 0; i < right; ++i)
        out.seats.push_back({area.left + area.width - seatW, area.top + i * (h + gap), seatW, h});
    const float l = area.left + seatW + gap * 1.5f;
    const float r = area.left + area.width - (right > 0 ? seatW + gap * 1.5f : 0.f);
    out.centre = {l, area.top, std::max(0.f, r - l), area.height};
    return out;
}


FittedText fitText(const Painter& p, const std::string& text, float width, unsigned size, bool bold) {
    FittedText f;
    f.whole = text;
    f.asked = size;
    auto [sz, lines] = p.fitLines(text, width, size, bold, 0);
    f.size = sz;
    f.lines = std::move(lines);
    f.lineHeight = p.fitLineHeight(sz);
    return f;
}

float drawFitted(Painter& p, const FittedText& f, sf::Vector2f pos, sf::Color colour, Align align, bool bold,
                 TextKind kind, TextUse use) {
    p.drawLines(f.whole, f.lines, f.size, f.asked, pos, colour, align, bold, kind, use);
    return f.height();
}

float fittedText(Painter& p, const std::string& text, sf::Vector2f pos, float width, unsigned size, sf::Color colour,
                 Align align, bool bold, TextKind kind, TextUse use) {
    return drawFitted(p, fitText(p, text, width, size, bold), pos, colour, align, bold, kind, use);
}

void seatFrame(Painter& p, const sf::FloatRect& r, bool current, bool out) {
    const auto& c = p.colours();
    const sf::Color fill = current ? sf::Color(58, 50, 26) : (out ? sf::Color(18, 22, 38) : c.dusk);
    p.rect(r, fill, 14, current ? c.gold : c.line, current ? 4.f : 1.5f);
    if (current) // a gold bar along the seat's inner edge: whose turn it is, without words
        p.rect({r.left + 4, r.top + 4, 8, r.height - 8}, c.gold, 4);
}

void wrapButton(Painter& p, const std::string& id, const sf::FloatRect& r, const std::string& label, ButtonStyle style,
                std::function<void()> onTap, bool enabled) {
    const auto& t = p.theme();
    if (p.textWidth(label, 24, style == ButtonStyle::Primary) <= r.width - 16)
        return p.button(id, r, label, style, std::move(onTap), enabled);
    p.button(id, r, "", style, std::move(onTap), enabled);
    const auto& c = p.colours();
    sf::Color ink = style == ButtonStyle::Primary ? c.night : (style == ButtonStyle::Selected ? c.gold : c.ivory);
    if (!enabled)
        ink = c.muted; // dim, yet 4.5:1 on the dim fill
    // A primary button is the next step: asked for at the body size and never cut.
    p.fitText(label, {r.left + 8, r.top + 2, r.width - 16, r.height - 4}, t.body(), ink,
              style == ButtonStyle::Primary ? TextUse::NextStep : TextUse::Other, Align::Center,
              style == ButtonStyle::Primary);
}

void infoButton(Painter& p, const std::string& id, const sf::FloatRect& r, std::function<void()> onTap) {
    const auto& c = p.colours();
    p.button(id, r, "", ButtonStyle::Quiet, std::move(onTap));
    const sf::Vector2f centre{r.left + r.width / 2, r.top + r.height / 2};
    const float rr = std::min(r.width, r.height) * 0.3f;
    p.circle(centre, rr, sf::Color(0, 0, 0, 0), c.gold, std::max(2.f, rr * 0.14f));
    p.circle({centre.x, centre.y - rr * 0.5f}, rr * 0.13f, c.gold);
    p.rect({centre.x - rr * 0.1f, centre.y - rr * 0.22f, rr * 0.2f, rr * 0.72f}, c.gold);
}

} // namespace heist::ui
