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

namespace {

// Words, each with whether a space comes before it; a hyphenated word may break after its
// hyphen ("Fernández-" / "Olmedo").
struct Piece {
    std::string text;
    bool space;
};

std::vector<Piece> pieces(const std::string& s) {
    std::vector<Piece> out;
    std::string w;
    bool space = false;
    for (char c : s) {
        if (c == ' ') {
            if (!w.empty())
                out.push_back({w, space});
            w.clear();
            space = true;
        } else {
            w += c;
            if (c == '-' && w.size() > 1) {
                out.push_back({w, space});
                w.clear();
                space = false;
            }
        }
    }
    if (!w.empty())
        out.push_back({w, space});
    if (!out.empty())
        out.front().space = false;
    return out;
}

std::string join(const std::vector<Piece>& ws, std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to; ++i)
        out += (i > from && ws[i].space ? " " : "") + ws[i].text;
    return out;
}

} // namespace

FittedText fitText(const Painter& p, const std::string& text, float width, unsigned size, bool bold) {
    FittedText f;
    size = std::max(24u, size);
    // One line while the text keeps most of its size; else two lines at a larger size.
    const unsigned oneLineLeast = std::max(24u, static_cast<unsigned>(size * 0.8f));
    for (unsigned s = size; s >= oneLineLeast; s -= 2) {
        if (p.textWidth(text, s, bold) <= width) {
            f.lines = {text};
            f.size = s;
            f.lineHeight = s * 1.2f;
            return f;
        }
        if (s < oneLineLeast + 2)
            break;
    }
    const auto ws = pieces(text);
    for (unsigned s = size; s >= 24; s -= 2) {
        // The break that makes the wider of the two lines narrowest.
        float best = 1e9f;
        std::size_t at = 0;
        for (std::size_t k = 1; k < ws.size(); ++k) {
            const float w = std::max(p.textWidth(join(ws, 0, k), s, bold), p.textWidth(join(ws, k, ws.size()), s, bold));
            if (w < best) {
                best = w;
                at = k;
            }
        }
        if (at > 0 && best <= width) {
            f.lines = {join(ws, 0, at), join(ws, at, ws.size())};
            f.size = s;
            f.lineHeight = s * 1.15f;
            return f;
        }
        if (s < 26)
            break;
    }
    // Greedy lines at 24 px; a single word wider than the seat is left whole.
    f.size = 24;
    f.lineHeight = 24 * 1.15f;
    std::string line;
    for (const auto& w : ws) {
        const std::string candidate = line.empty() ? w.text : line + (w.space ? " " : "") + w.text;
        if (!line.empty() && p.textWidth(candidate, 24, bold) > width) {
            f.lines.push_back(line);
            line = w.text;
        } else {
            line = candidate;
        }
    }
    if (!line.empty())
        f.lines.push_back(line);
    return f;
}

float drawFitted(Painter& p, const FittedText& f, sf::Vector2f pos, sf::Color colour, Align align, bool bold,
                 TextKind kind) {
    float y = pos.y;
    for (const auto& line : f.lines) {
        p.text(line, {pos.x, y}, f.size, colour, align, bold, 0, kind);
        y += f.lineHeight;
    }
    return f.height();
}

float fittedText(Painter& p, const std::string& text, sf::Vector2f pos, float width, unsigned size, sf::Color colour,
                 Align align, bool bold, TextKind kind) {
    return drawFitted(p, fitText(p, text, width, size, bold), pos, colour, align, bold, kind);
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
        ink = sf::Color(c.muted.r, c.muted.g, c.muted.b, 204);
    const FittedText f = fitText(p, label, r.width - 16, r.height >= t.body() * 2.6f ? t.body() : 24u,
                                 style == ButtonStyle::Primary);
    drawFitted(p, f, {r.left + r.width / 2, r.top + (r.height - f.height()) / 2 + 2}, ink, Align::Center,
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
