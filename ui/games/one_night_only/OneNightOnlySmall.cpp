// One Night Only's table on a small panel (the window's shorter side under 600 px: 800x480,
// 480x800; issue 47): its own layout, not a squeezed one. On the table: whose turn (the gold
// seat, and the line under the title or the toolbar), the jewels left in the museum, the dice
// with the next step under them, the jewels the roll lets the thief take, and Roll (after it End
// the turn) with More; every seat as its token, name and total. One tap away: a thief's ledger
// on their seat, the shop and the sensors from More, this night's rules under the "i".
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"

#include "ui/games/one_night_only/OneNightOnlyViewModel.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>

namespace heist::ui::one_night_only {

namespace {

// Where a seat's words start: clear of the gold bar of the seat whose turn it is (8 px from 4).
float seatInset(const Theme& t) { return std::max(16.f, t.px(20)); }

struct SmallSeat {
    FittedText name;
    float radius = 0; // the token's
    float height = 0; // with the total under the name
};

float tokenWidth(const Theme& t) { return 2 * t.px(15) + t.px(10); }

// The token beside the name (never cut: it shrinks, then takes a second line), the total under
// the name where the seat has the height for it.
SmallSeat measureSmallSeat(const Painter& p, float seatW, const std::string& name) {
    const auto& t = p.theme();
    const float pad = t.px(6);
    SmallSeat s;
    s.radius = t.px(15);
    s.name = fitText(p, name, seatW - seatInset(t) - tokenWidth(t) - pad, t.body(), true);
    s.height = std::max(t.leastTarget(),
                        2 * pad + std::max(s.name.height(), 2 * s.radius) + t.px(2) + p.fitLineHeight(t.small()));
    return s;
}

// The least width of a seat: the longest word of every name beside the token.
float smallSeatWidth(const Painter& p, float word) {
    const auto& t = p.theme();
    return word + seatInset(t) + tokenWidth(t) + t.px(6) + 2;
}

// The toolbar's width in a small landscape header: Undo and Redo as arrows, each at least a
// target wide beside History and Home in this language's words.
float smallToolbarWidth(const Painter& p) {
    const auto& t = p.theme();
    const float arrow = p.textWidth("\u21b6", t.body()) + t.px(32);
    const float words = p.textWidth(tr("History"), t.body()) + p.textWidth(tr("Home"), t.body()) + 2 * t.px(32);
    const float room = 2 * arrow + words + 4 * std::max(0.f, t.leastTarget() - arrow) + 4;
    return std::max(t.px(480), room + 3 * t.px(10));
}

} // namespace

float OneNightOnlyTableScreen::smallSeatHeight(const Painter& p, float seatW) const {
    float h = 0;
    for (const auto& pl : m_app.live()->session().setup().players)
        h = std::max(h, measureSmallSeat(p, seatW, pl.name).height);
    return h;
}

float OneNightOnlyTableScreen::drawSmallHeader(Painter& p, const Json& v) {
    const std::string phase = v["phase"];
    const std::string line =
        phase == "first_player" ? trc("one-night-only", "Who goes first?")
        : phase == "finished"   ? trc("one-night-only", "The night is over")
                              : trc("one-night-only", "{name}\u2019s turn", {{"name", player(m_app, v["turn"]).name}});
    return drawTableHeader(p, m_app,
                           {trc("one-night-only", "One Night Only \u00b7 Round {n}", {{"n", v["round"].get<int>()}}),
                            line, line, phase == "playing" ? p.colours().gold : p.colours().muted, smallToolbarWidth(p),
                            [this] { onBack(); }, [this] { showRules(); }});
}

void OneNightOnlyTableScreen::drawSmallSeat(Painter& p, const sf::FloatRect& row, const Json& v, int seat,
                                            bool withTotal) {
    const auto& t = p.theme();
    const auto& pl = player(m_app, seat);
    const Json& l = v["ledgers"][static_cast<std::size_t>(seat)];
    const bool current = v["phase"] == "playing" && v["turn"] == seat;
    seatFrame(p, row, current);
    Painter::Box box(p, row);
    const SmallSeat s = measureSmallSeat(p, row.width, pl.name);
    const float pad = t.px(6);
    const float left = row.left + seatInset(t);
    const float textX = left + tokenWidth(t);
    float y = row.top + pad;
    p.token({left + s.radius, y + std::max(s.radius, s.name.lineHeight / 2)}, s.radius, pl.colour, current);
    drawFitted(p, s.name, {textX, y}, p.colours().ivory, Align::Left, true, TextKind::Public, TextUse::PlayerName);
    y += std::max(s.name.height(), 2 * s.radius) + t.px(2);
    if (withTotal)
        p.text(trc("one-night-only", "Total {n}", {{"n", l["total"].get<int>()}}), {textX, y}, t.small(),
               p.colours().gold, Align::Left, true, row.left + row.width - pad - textX);
    p.region("ledger-" + std::to_string(seat), row,
             [this, seat] { m_app.push(std::make_unique<OneNightOnlyLedgerScreen>(m_app, seat)); });
}

void OneNightOnlyTableScreen::drawSmallMuseum(Painter& p, const sf::FloatRect& r, const Json& v) {
    // Each case's jewel and how many it still holds, side by side (the words are on the buttons
    // under the dice, in the same order).
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const std::size_t n = rules.jewels.size();
    const float gap = t.px(12);
    const float cellW = (r.width - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
    const float icon = std::min(r.height, t.px(30));
    for (std::size_t j = 0; j < n; ++j) {
        const auto& jw = rules.jewels[j];
        const int left = v["museum"][jw.id];
        const float x = r.left + static_cast<float>(j) * (cellW + gap);
        drawJewel(p, {x + t.px(6) + icon / 2, r.top + r.height / 2}, icon, jw.colour);
        p.text(std::to_string(left), {x + t.px(14) + icon, r.top + (r.height - p.fitLineHeight(t.small())) / 2},
               t.small(), left == 0 ? p.colours().danger : p.colours().gold, Align::Left, true);
    }
}

void OneNightOnlyTableScreen::drawSmall(Painter& p, const sf::FloatRect& area, const Json& v) {
    const auto& t = p.theme();
    const int n = static_cast<int>(m_app.live()->session().setup().players.size());
    const float gap = t.px(10);
    // The least a seat may be: the longest word of every name on a line of its own.
    float word = 0;
    for (const auto& pl : m_app.live()->session().setup().players)
        word = std::max(word, widestWord(p, pl.name, true));
    std::vector<sf::FloatRect> seats;
    sf::FloatRect c;
    bool withTotal = true;
    if (t.portrait()) {
        // A seat a row, across the window: half of them above the play area, the rest below.
        const float h = smallSeatHeight(p, area.width);
        const int above = (n + 1) / 2, below = n - above;
        for (int i = 0; i < above; ++i)
            seats.push_back({area.left, area.top + static_cast<float>(i) * (h + gap), area.width, h});
        const float belowTop = area.top + area.height - static_cast<float>(below) * (h + gap) + gap;
        for (int i = 0; i < below; ++i)
            seats.push_back({area.left, belowTop + static_cast<float>(i) * (h + gap), area.width, h});
        const float top = area.top + static_cast<float>(above) * (h + gap);
        c = {area.left, top, area.width, belowTop - gap - top};
    } else {
        // One column of seats down the left side, in table order; the play area beside it. Where
        // the column is short of height for every total, the totals are on the seats' ledgers.
        const float seatW = std::clamp(smallSeatWidth(p, word), area.width * 0.22f, area.width * 0.4f);
        const float fits = (area.height - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
        const float h = std::min(fits, smallSeatHeight(p, seatW) + t.px(24));
        withTotal = h >= smallSeatHeight(p, seatW);
        for (int i = 0; i < n; ++i)
            seats.push_back({area.left, area.top + static_cast<float>(i) * (h + gap), seatW, h});
        c = {area.left + seatW + gap * 1.5f, area.top, area.width - seatW - gap * 1.5f, area.height};
    }
    for (int i = 0; i < n; ++i)
        drawSmallSeat(p, seats[static_cast<std::size_t>(i)], v, i, withTotal);
    // From the foot: the next step's row with More, the jewels to take, and above them the
    // museum's jewels and the dice with their words.
    const float bh = std::max(t.leastTarget(), t.px(64));
    const float between = t.px(8);
    const float stepTop = c.top + c.height - bh;
    drawStepRow(p, {c.left, stepTop, c.width, bh}, v, true);
    const float takeTop = stepTop - between - bh;
    drawTakeRow(p, {c.left, takeTop, c.width, bh}, v);
    const float museumH = std::max(p.fitLineHeight(t.small()), t.px(30));
    drawSmallMuseum(p, {c.left, c.top, c.width, museumH}, v);
    const float diceTop = c.top + museumH + between;
    drawDice(p, {c.left, diceTop, c.width, takeTop - between - diceTop}, v);
}

} // namespace heist::ui::one_night_only
