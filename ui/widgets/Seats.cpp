#include "ui/widgets/Seats.hpp"

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

bool seatsBesideFit(float height, const std::vector<float>& wanted, float gap) {
    const std::size_t left = (wanted.size() + 1) / 2;
    float l = 0, r = 0;
    for (std::size_t i = 0; i < wanted.size(); ++i)
        (i < left ? l : r) += wanted[i] + (i == 0 || i == left ? 0.f : gap);
    return std::max(l, r) <= height;
}

SeatLayout seatsBeside(const sf::FloatRect& area, const std::vector<float>& wanted, float seatW, float gap) {
    const int count = static_cast<int>(wanted.size());
    SeatLayout out = seatsBeside(area, count, seatW, gap);
    const int left = (count + 1) / 2;
    // Each side from the top: the left side holds seats left-1 .. 0, the right side the rest.
    auto side = [&](std::vector<int> seats) {
        if (seats.empty())
            return;
        float need = gap * static_cast<float>(seats.size() - 1);
        for (int i : seats)
            need += wanted[static_cast<std::size_t>(i)];
        const float room = area.height - need;
        // Room to spare is shared out (a little each, so the seats do not balloon); short of
        // room, every seat gives up the same share.
        const float each = room >= 0 ? std::min(room / static_cast<float>(seats.size()), 24.f)
                                     : room / static_cast<float>(seats.size());
        float y = area.top;
        for (int i : seats) {
            auto& r = out.seats[static_cast<std::size_t>(i)];
            r.top = y;
            r.height = wanted[static_cast<std::size_t>(i)] + each;
            y += r.height + gap;
        }
    };
    std::vector<int> l, r;
    for (int i = left - 1; i >= 0; --i)
        l.push_back(i);
    for (int i = left; i < count; ++i)
        r.push_back(i);
    side(l);
    side(r);
    return out;
}

SeatLayout seatsTwoColumns(const sf::FloatRect& area, int count, float rowH, float gap) {
    SeatLayout out;
    const int rows = std::max(1, (count + 1) / 2);
    const int above = (rows + 1) / 2, below = rows - above;
    const float w = (area.width - gap) / 2;
    const float centreTop = area.top + static_cast<float>(above) * (rowH + gap);
    const float belowTop = area.top + area.height - static_cast<float>(below) * (rowH + gap) + gap;
    auto cell = [&](int row, int col) {
        const float y = row < above ? area.top + static_cast<float>(row) * (rowH + gap)
                                    : belowTop + static_cast<float>(row - above) * (rowH + gap);
        return sf::FloatRect{area.left + static_cast<float>(col) * (w + gap), y, w, rowH};
    };
    // Round the ring of cells: the top left, down the right column, up the left column.
    std::vector<sf::FloatRect> ring{cell(0, 0)};
    for (int r = 0; r < rows; ++r)
        ring.push_back(cell(r, 1));
    for (int r = rows - 1; r >= 1; --r)
        ring.push_back(cell(r, 0));
    if (count % 2 == 1 && rows > 1)
        ring.pop_back(); // the seat under the top left one stays empty
    ring.resize(static_cast<std::size_t>(std::min<int>(count, static_cast<int>(ring.size()))));
    out.seats = ring;
    out.centre = {area.left, centreTop, area.width, std::max(0.f, belowTop - gap - centreTop)};
    out.band = out.centre;
    return out;
}

SeatLayout seatsForTable(const sf::FloatRect& area, int count, bool portrait, float gap, const TableShape& shape,
                         const std::function<float(float)>& seatHeight) {
    if (portrait) {
        const int perRow = std::max(1, shape.perRow);
        const float seatW = (area.width - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
        return seatsAround(area, count, seatHeight(seatW), perRow, gap);
    }
    const float seatW = std::min(shape.maxSeatW, area.width * shape.widthShare);
    return seatsBeside(area, count, seatW, gap, seatHeight(seatW) + shape.landscapeSlack);
}

SeatLayout seatsRound(const sf::FloatRect& area, int count, int perRow, float rowH, float sideW, float bandH, float gap,
                      float bottomRowH) {
    if (bottomRowH < 0)
        bottomRowH = rowH;
    SeatLayout out;
    const int top = std::min(perRow, count), bottom = std::min(perRow, count - top);
    const int sides = count - top - bottom, right = (sides + 1) / 2, left = sides - right;
    auto row = [&](int n, float y, float h) {
        std::vector<sf::FloatRect> seats;
        const float w = (area.width - gap * static_cast<float>(n - 1)) / static_cast<float>(std::max(1, n));
        for (int i = 0; i < n; ++i)
            seats.push_back({area.left + i * (w + gap), y, w, h});
        return seats;
    };
    const float bottomY = area.top + area.height - bottomRowH;
    const float midTop = area.top + rowH + gap;
    const float bandTop = (bottom > 0 ? bottomY - gap : area.top + area.height) - bandH;
    const float midH = std::max(0.f, bandTop - (bandH > 0 ? gap : 0.f) - midTop);
    auto column = [&](int n) {
        std::vector<float> ys;
        const float h = (midH - gap * static_cast<float>(n - 1)) / static_cast<float>(std::max(1, n));
        for (int i = 0; i < n; ++i)
            ys.push_back(midTop + i * (h + gap));
        return std::make_pair(ys, h);
    };
    for (const auto& r : row(top, area.top, rowH))
        out.seats.push_back(r);
    const auto [rightYs, rightH] = column(right);
    for (float y : rightYs)
        out.seats.push_back({area.left + area.width - sideW, y, sideW, rightH});
    auto bottomSeats = row(bottom, bottomY, bottomRowH);
    std::reverse(bottomSeats.begin(), bottomSeats.end());
    for (const auto& r : bottomSeats)
        out.seats.push_back(r);
    const auto [leftYs, leftH] = column(left);
    for (auto it = leftYs.rbegin(); it != leftYs.rend(); ++it)
        out.seats.push_back({area.left, *it, sideW, leftH});
    const float l = area.left + (left > 0 ? sideW + gap : 0.f);
    const float r = area.left + area.width - (right > 0 ? sideW + gap : 0.f);
    out.centre = {l, midTop, std::max(0.f, r - l), midH};
    out.band = {area.left, bandTop, area.width, bandH};
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

float widestWord(const Painter& p, const std::string& text, bool bold) {
    // Words end at a space, and after a hyphen (where the wrapper may break a compound:
    // "O’Sullivan-" / "McCarthy").
    float most = 0;
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t space = std::min(text.find(' ', from), text.size());
        const std::size_t hyphen = text.find('-', from);
        const bool atHyphen = hyphen != std::string::npos && hyphen + 1 < space;
        const std::size_t end = atHyphen ? hyphen + 1 : space;
        if (end > from)
            most = std::max(most, p.textWidth(text.substr(from, end - from), p.theme().least(), bold));
        from = atHyphen ? end : end + 1;
    }
    return most;
}

float leastLabelWidth(const Painter& p, const std::string& label, float height, unsigned size, bool bold) {
    const auto& t = p.theme();
    auto holds = [&](float w) { return p.fitHeight(label, w - 16, size, bold, 0) <= height - 8; };
    float lo = std::max(widestWord(p, label, bold) + 16, t.leastTarget());
    float hi = std::max(lo, p.textWidth(label, size, bold) + 24);
    if (holds(lo))
        return lo;
    for (int i = 0; i < 12; ++i) {
        const float mid = (lo + hi) / 2;
        (holds(mid) ? hi : lo) = mid;
    }
    return hi;
}

std::vector<float> buttonRowWidths(const Painter& p, const std::vector<std::string>& labels, float width, float gap,
                                   float height, bool bold, bool* fits) {
    const float n = static_cast<float>(labels.size());
    if (fits)
        *fits = true;
    if (labels.empty())
        return {};
    const float room = width - gap * (n - 1);
    std::vector<float> need;
    float sum = 0;
    // Two lines of the least size (24 px at 1280x800) in the button's height, or the whole label
    // on one line.
    const unsigned least = p.theme().least();
    const bool twoLines = 2 * p.fitLineHeight(least) <= height - 8;
    for (const auto& label : labels)
        sum += need.emplace_back((twoLines ? widestWord(p, label, bold) : p.textWidth(label, least, bold)) +
                                 24.f); // textIn keeps 8 px each side
    if (fits)
        *fits = sum <= room;
    std::vector<float> widths(labels.size(), room / n);
    if (*std::max_element(need.begin(), need.end()) <= room / n)
        return widths;
    for (std::size_t i = 0; i < labels.size(); ++i)
        widths[i] = sum <= room ? need[i] + (room - sum) / n : room * need[i] / sum;
    return widths;
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
    if (p.textWidth(label, t.least(), style == ButtonStyle::Primary) <= r.width - 16)
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
