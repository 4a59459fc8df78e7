// Secret Night's table on a small panel (the window's shorter side under 600 px: 800x480,
// 480x800; issue 47): its own layout, not a squeezed one. What the turn needs is on the table:
// whose turn (the gold seat, and the line under the toolbar in portrait), the news, the wheel
// (never less than a third of the shorter side) with the score beside it, the next step, and
// Spin, End turn and More; every seat as its token, name, hearts and character. The rest is one
// tap away: the other actions from More, a seat's role and skill on its card, the clock's
// meaning under the "i".
#include "ui/games/secret_night/SecretNightTable.hpp"

#include "ui/games/secret_night/SecretNightArt.hpp"
#include "ui/games/secret_night/SecretNightViewModel.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>

namespace heist::ui::secret_night {

namespace {

// What a small seat says under the name: the character and the seat's state.
std::string smallSeatLine(const games::secret_night::SecretNightTableView& v, int seat) {
    const auto& pv = v.at(seat);
    std::string line = pv.characterName;
    if (pv.dead)
        line += " \u00b7 " + tr("dead \u2192 new character");
    else if (pv.gone)
        line += " \u00b7 " + tr("escaped for the night");
    else if (pv.away)
        line += " \u00b7 " + tr("away until their turn");
    return line;
}

struct SmallSeat {
    FittedText name, line;
    float height = 0;
    bool stacked = false; // the name's longest word does not fit beside the token: it goes under it
};

float iconWidth(const Theme& t, bool emblem) { return t.px(34) * (emblem ? 2.f : 1.f) + t.px(8); }

// The token (and the role's emblem once public) beside the name; the hearts beside the line.
// Where a word of the name would not fit beside the token, the token, emblem and hearts take a
// row of their own and the name the whole width under them: a word is never broken.
SmallSeat measureSmallSeat(const Painter& p, float seatW, const std::string& name, const std::string& line,
                           bool emblem) {
    const auto& t = p.theme();
    const float pad = t.px(6);
    const float heartsW = t.px(12) * 3.4f + t.px(6);
    SmallSeat s;
    s.stacked = widestWord(p, name, true) > seatW - 2 * pad - iconWidth(t, emblem);
    const float inset = t.px(8); // clear of the gold bar of the seat whose turn it is
    s.name = fitText(p, name, seatW - 2 * pad - (s.stacked ? inset : iconWidth(t, emblem)), t.body(), true);
    s.line = fitText(p, line, seatW - 2 * pad - heartsW, t.small(), false);
    s.height = 2 * pad + (s.stacked ? t.px(30) + t.px(2) + s.name.height() : std::max(s.name.height(), t.px(34))) +
               t.px(2) + s.line.height();
    return s;
}

// The widest a small seat needs to be for the longest word of its name and of its line.
float smallSeatWidth(const Painter& p, const std::string& name, const std::string& line, bool emblem) {
    const auto& t = p.theme();
    const float pad = t.px(6);
    const float heartsW = t.px(12) * 3.4f + t.px(6);
    return std::max(widestWord(p, name, true) + iconWidth(t, emblem), widestWord(p, line, false) + heartsW) + 2 * pad +
           2;
}

void smallHeart(Painter& p, sf::Vector2f c, float s, bool full) {
    const sf::Color fill = full ? sf::Color(226, 60, 80) : sf::Color(0, 0, 0, 0);
    const sf::Color line = full ? sf::Color(226, 60, 80) : sf::Color(150, 158, 182);
    p.circle({c.x - s * 0.25f, c.y - s * 0.1f}, s * 0.28f, fill, line, 1.5f);
    p.circle({c.x + s * 0.25f, c.y - s * 0.1f}, s * 0.28f, fill, line, 1.5f);
    p.polygon({{c.x - s * 0.52f, c.y - s * 0.02f}, {c.x + s * 0.52f, c.y - s * 0.02f}, {c.x, c.y + s * 0.55f}}, fill,
              line, 1.5f);
}

} // namespace

float SecretNightTableScreen::smallSeatsWidth(Painter& p, const games::secret_night::SecretNightTableView& v) const {
    float w = 0;
    for (const auto& pl : m_app.live()->session().setup().players) {
        const auto& pv = v.at(pl.seat);
        w = std::max(w, smallSeatWidth(p, pl.name, smallSeatLine(v, pl.seat), !pv.role.empty()));
    }
    return w;
}

float SecretNightTableScreen::smallSeatHeight(Painter& p, const games::secret_night::SecretNightTableView& v,
                                              float seatW) const {
    float h = 0;
    for (const auto& pl : m_app.live()->session().setup().players) {
        const auto& pv = v.at(pl.seat);
        h = std::max(h, measureSmallSeat(p, seatW, pl.name, smallSeatLine(v, pl.seat), !pv.role.empty()).height);
    }
    return h;
}

void SecretNightTableScreen::drawSmallSeat(Painter& p, const sf::FloatRect& row, int seat,
                                           const games::secret_night::SecretNightTableView& v) {
    const auto& t = p.theme();
    const auto& pl = player(m_app, seat);
    const auto& pv = v.at(seat);
    const bool current = seat == v.turn;
    seatFrame(p, row, current, pv.dead || pv.away);
    Painter::Box box(p, row);
    const bool emblem = !pv.role.empty();
    const SmallSeat s = measureSmallSeat(p, row.width, pl.name, smallSeatLine(v, seat), emblem);
    const float pad = t.px(6);
    const float left = row.left + pad;
    float y = row.top + pad;
    const float mid = y + (s.stacked ? t.px(15) : std::min(s.name.height(), t.px(34)) / 2);
    p.token({left + t.px(17), mid}, t.px(15), pl.colour, current);
    float textX = left + t.px(34) + t.px(8);
    if (emblem) {
        art::roleEmblem(p, {textX + t.px(9), mid}, t.px(15), pv.role);
        textX += t.px(34);
    }
    if (s.stacked) {
        y += t.px(30) + t.px(2);
        textX = left + t.px(8);
    }
    drawFitted(p, s.name, {textX, y}, p.colours().ivory, Align::Left, true, TextKind::Public, TextUse::PlayerName);
    y += (s.stacked ? s.name.height() : std::max(s.name.height(), t.px(34))) + t.px(2);
    const float heartS = t.px(12);
    const int health = pv.health;
    for (int h = 0; h < 3; ++h)
        smallHeart(p, {left + heartS * 0.6f + static_cast<float>(h) * heartS * 1.12f, y + s.line.lineHeight / 2},
                   heartS, h < health);
    const bool marked = pv.dead || pv.gone || pv.away;
    drawFitted(p, s.line, {left + heartS * 3.4f + t.px(6), y}, marked ? sf::Color(255, 150, 140) : p.colours().muted,
               Align::Left, false);
    p.region("character-" + std::to_string(seat), row, [this, seat] { showCharacter(seat); });
}

void SecretNightTableScreen::drawSmall(Painter& p, const sf::FloatRect& area,
                                       const games::secret_night::SecretNightTableView& v) {
    const auto& t = p.theme();
    const bool portrait = t.portrait();
    const int n = static_cast<int>(v.order.size());
    const float gap = t.px(10);
    const float shortSide = std::min(p.size().x, p.size().y);
    // The least box whose drawn rim (1.04 of the radius, which is the box's half less 6 px) is a
    // third of the shorter side, and a pixel to spare.
    const float wheelMin = (shortSide / 3.f + 2.08f * t.px(6)) / 1.04f + 1;
    const float newsH = std::max(t.small() * 2.4f + t.px(14), static_cast<float>(t.small()) * 1.3f + t.px(14));
    SeatLayout seats;
    if (portrait) {
        const float seatW = (area.width - gap) / 2;
        seats = seatsTwoColumns(area, n, smallSeatHeight(p, v, seatW), gap);
    } else {
        // Each seat as tall as its own words need, so that a side of four keeps to the height.
        const float seatW = std::min(area.width * 0.3f, std::max(smallSeatsWidth(p, v), area.width * 0.22f));
        std::vector<float> heights;
        for (const int seat : v.order) {
            const auto& pv = v.at(seat);
            heights.push_back(
                measureSmallSeat(p, seatW, player(m_app, seat).name, smallSeatLine(v, seat), !pv.role.empty()).height);
        }
        seats = seatsBeside(area, heights, seatW, gap);
    }
    const sf::FloatRect c = seats.centre;
    // One row of buttons (Spin, End turn, More; the rest from More), the next step above it.
    const float buttonsH = buttonsHeight(p, c.width, 1);
    const float nextH = nextStepRoom(p, v, c.width);
    const float nextTop = c.top + c.height - buttonsH - gap - nextH;
    p.fitText(nextStep(v), {c.left, nextTop, c.width, nextH}, t.body(), p.colours().gold, TextUse::NextStep,
              Align::Center, true);
    drawButtons(p, {c.left, c.top + c.height - buttonsH, c.width, buttonsH}, v, 1);
    const float thermoW = thermometerWidth(p);
    const float thermoLeast = t.small() * 4.5f;
    if (portrait) {
        // The wheel on the left as tall as the room allows, the score beside it; the news across
        // above them where the wheel keeps its size under it (a tall panel), else beside it too.
        sf::FloatRect board{c.left, c.top, c.width, nextTop - gap - c.top};
        const float d = std::min(board.height, board.width - gap - std::max(thermoW, t.px(220)));
        const bool newsAcross = board.height - newsH - gap >= d;
        if (newsAcross) {
            drawNews(p, {board.left, board.top, board.width, newsH});
            board.top += newsH + gap;
            board.height -= newsH + gap;
        }
        drawWheelIn(p, {board.left, board.top + (board.height - d) / 2, d, d});
        const float x = board.left + d + gap, w = board.left + board.width - x;
        if (!newsAcross)
            drawNews(p, {x, board.top, w, newsH});
        const float th0 = std::max(thermoLeast, d * 0.6f);
        const float thermoTop =
            newsAcross ? board.top + std::max(0.f, (board.height - th0) / 2) : board.top + newsH + gap;
        const float th = std::min(board.top + board.height - thermoTop, th0);
        if (th >= thermoLeast)
            drawThermometer(p, {x + (w - thermoW) / 2, thermoTop, thermoW, th}, v.marker,
                            game(m_app).rules().scoring.target);
    } else {
        // The news across the top; the wheel, as big as the room allows, with the score beside it
        // where that leaves the wheel its third (else the score is in the news and under the "i").
        drawNews(p, {c.left, c.top, c.width, newsH});
        sf::FloatRect board{c.left, c.top + newsH + gap, c.width, nextTop - gap - (c.top + newsH + gap)};
        float d = std::min(board.height, board.width - thermoW - gap);
        const bool withScore = d >= wheelMin;
        if (!withScore) {
            // No width beside the wheel for the upright score (a longer language's team names):
            // the score across under the wheel, where that leaves the wheel its third.
            const float acrossH = scoreAcrossHeight(p);
            const float w = std::min(board.width, t.px(520));
            const float under = t.px(6); // between the wheel and the score under it
            if (std::min(board.height - acrossH - under, board.width) >= wheelMin && scoreAcrossFits(p, w)) {
                drawScoreAcross(p, {board.left + (board.width - w) / 2, board.top + board.height - acrossH, w, acrossH},
                                v.marker, game(m_app).rules().scoring.target);
                board.height -= acrossH + under;
            }
            d = std::min(board.height, board.width);
        }
        const float used = d + (withScore ? gap + thermoW : 0.f);
        const float left = board.left + (board.width - used) / 2;
        drawWheelIn(p, {left, board.top + (board.height - d) / 2, d, d});
        if (withScore) {
            const float th = std::min(d, std::max(thermoLeast, d * 0.8f));
            drawThermometer(p, {left + d + gap, board.top + (board.height - th) / 2, thermoW, th}, v.marker,
                            game(m_app).rules().scoring.target);
        }
    }
    int index = 0;
    for (const int seat : v.order)
        drawSmallSeat(p, seats.seats[static_cast<std::size_t>(index++)], seat, v);
}

} // namespace heist::ui::secret_night
