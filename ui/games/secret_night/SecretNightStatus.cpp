// Secret Night's status beside the wheel: the night clock with its hour and what the hour
// means, and the score thermometer with its two sides named; sized by this language's words.
#include "ui/games/secret_night/SecretNightTable.hpp"

#include "language/Translate.hpp"
#include "ui/games/secret_night/SecretNightViewModel.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui::secret_night {

namespace {

void drawClock(Painter& p, sf::Vector2f c, float r, const games::secret_night::SecretNightTableView& v, int hours) {
    const auto& t = p.theme();
    p.circle(c, r, sf::Color(236, 228, 210), p.colours().gold, 4);
    for (int h = 0; h < 12; ++h) {
        const float a = h * kPi / 6 - kPi / 2;
        p.line({c.x + r * 0.82f * std::cos(a), c.y + r * 0.82f * std::sin(a)},
               {c.x + r * 0.94f * std::cos(a), c.y + r * 0.94f * std::sin(a)}, sf::Color(60, 50, 40),
               h % 3 ? 2.f : 4.f);
    }
    // The night's arc from 9 to 6, and the hour hand.
    const int elapsed = v.hoursElapsed;
    for (int h = 0; h <= hours; ++h) {
        const float a = (9 + h) * kPi / 6 - kPi / 2;
        p.circle({c.x + r * 0.7f * std::cos(a), c.y + r * 0.7f * std::sin(a)}, r * 0.05f,
                 h <= elapsed ? p.colours().gold : sf::Color(170, 160, 140));
    }
    const float a = (9 + elapsed) * kPi / 6 - kPi / 2;
    p.line(c, {c.x + r * 0.62f * std::cos(a), c.y + r * 0.62f * std::sin(a)}, sf::Color(40, 30, 40), r * 0.07f);
    p.circle(c, r * 0.08f, sf::Color(40, 30, 40));
    (void)t;
}

// The widest of the thermometer's end labels (the teams), for the room it keeps.
float teamLabelWidth(const Painter& p, unsigned size) {
    return std::max({p.textWidth(trc("secret-night", "Thieves"), size, true),
                     p.textWidth(trc("secret-night", "Police"), size, true),
                     p.textWidth(trc("secret-night", "Level"), size, true)});
}

} // namespace

void drawThermometer(Painter& p, const sf::FloatRect& r, int marker, int target) {
    const auto& t = p.theme();
    // Vertical: thieves' 10 at the top, police 10 at the bottom, 0 in the middle; the labels on
    // its right, inside r.
    const float w = std::max(18.f, t.px(22));
    const float x = r.left + w * 0.9f;
    p.rect({x - w / 2, r.top, w, r.height / 2}, sf::Color(90, 30, 40), w / 2);
    p.rect({x - w / 2, r.top + r.height / 2, w, r.height / 2}, sf::Color(30, 50, 100), w / 2);
    for (int i = -target; i <= target; i += 2) {
        const float y = r.top + r.height / 2 - r.height / 2 * i / target;
        p.line({x + w / 2, y}, {x + w / 2 + t.px(8), y}, p.colours().muted, 2);
    }
    const float my = r.top + r.height / 2 - r.height / 2 * marker / target;
    p.circle({x, my}, w * 0.8f, p.colours().ivory, sf::Color(0, 0, 0, 160), 3);
    const float tx = x + w / 2 + t.px(14);
    const float labelW = r.left + r.width - tx;
    // Both ends are named in words, wherever the marker is, so that the sides are never told by
    // colour alone: the marker's own label keeps beside the marker, or just inside the end it
    // nears. (Only a thermometer too short for three labels drops the end the marker hides.)
    const float lo = r.top + t.small() * 1.15f, hi = r.top + r.height - t.small() * 2.15f;
    const bool room = lo <= hi;
    if (room || my - r.top > t.small() * 1.6f)
        p.text(trc("secret-night", "Thieves"), {tx, r.top}, t.small(), thievesColour(), Align::Left, true, labelW);
    if (room || r.top + r.height - my > t.small() * 1.6f)
        p.text(trc("secret-night", "Police"), {tx, r.top + r.height - t.small()}, t.small(), policeColour(),
               Align::Left, true, labelW);
    // The marker's own label: the points, in the leading team's colour (the ends name the teams).
    const std::string score = marker == 0 ? trc("secret-night", "Level") : std::to_string(std::abs(marker));
    const float ly = room ? std::clamp(my - t.small() / 2.f, lo, hi) : my - t.small() / 2.f;
    p.text(score, {tx, ly}, t.small(),
           marker == 0 ? p.colours().ivory : (marker > 0 ? thievesColour() : policeColour()), Align::Left, true,
           labelW);
}

float scoreAcrossHeight(const Painter& p) {
    const auto& t = p.theme();
    return std::max(std::max(18.f, t.px(22)) * 1.6f, p.fitLineHeight(t.small())) + t.px(4);
}

namespace {
float teamWordsWidth(const Painter& p) {
    const auto& t = p.theme();
    return p.textWidth(trc("secret-night", "Thieves"), t.small(), true) +
           p.textWidth(trc("secret-night", "Police"), t.small(), true) + 2 * t.px(10);
}
} // namespace

bool scoreAcrossFits(const Painter& p, float width) {
    // The two teams' words and a bar at least three rings long between them (the points are
    // in the ring: the bar shows which side leads, and roughly how far).
    return teamWordsWidth(p) + std::max(18.f, p.theme().px(22)) * 1.6f * 3 <= width;
}

void drawScoreAcross(Painter& p, const sf::FloatRect& r, int marker, int target) {
    // One line: the thieves' end named on the left, the police's on the right, the bar between
    // with the marker's ring, the points (or the level's 0) inside the ring in the leading team's
    // colour.
    const auto& t = p.theme();
    const float w = std::max(18.f, t.px(22));
    const float y = r.top + r.height / 2;
    const float thievesW = p.textWidth(trc("secret-night", "Thieves"), t.small(), true);
    const float policeW = p.textWidth(trc("secret-night", "Police"), t.small(), true);
    const float ring = w * 0.8f;
    const float left = r.left + thievesW + t.px(10) + ring, right = r.left + r.width - policeW - t.px(10) - ring;
    const float mid = (left + right) / 2;
    p.rect({left - ring / 2, y - w / 2, mid - left + ring / 2, w}, sf::Color(90, 30, 40), w / 2);
    p.rect({mid, y - w / 2, right - mid + ring / 2, w}, sf::Color(30, 50, 100), w / 2);
    const float mx = mid - (right - left) / 2 * marker / target;
    p.circle({mx, y}, ring, p.colours().ivory, sf::Color(0, 0, 0, 160), 3);
    const float ty = y - p.fitLineHeight(t.small()) / 2;
    p.text(trc("secret-night", "Thieves"), {r.left, ty}, t.small(), thievesColour(), Align::Left, true, thievesW + 1);
    p.text(trc("secret-night", "Police"), {r.left + r.width, ty}, t.small(), policeColour(), Align::Right, true,
           policeW + 1);
    const sf::Color ink =
        marker == 0 ? p.colours().night : (marker > 0 ? sf::Color(150, 30, 40) : sf::Color(20, 50, 130));
    p.text(std::to_string(std::abs(marker)), {mx, ty}, t.small(), ink, Align::Center, true, 2 * ring);
}

float SecretNightTableScreen::thermometerWidth(const Painter& p) {
    const auto& t = p.theme();
    return std::max(18.f, t.px(22)) * 1.4f + t.px(14) + teamLabelWidth(p, t.small()) + t.px(4);
}

namespace {
// What the hour means, under the clock.
std::string statusNote(const games::secret_night::SecretNightTableView& v) {
    return v.overtime ? tr("Dawn: next score wins") : v.afterMidnight ? tr("After midnight") : tr("Midnight at 12");
}
// The clock's radius, the label column's width under it (at least as wide as the hour at
// 24 px) and the note's width, and the height the block then takes: drawStatus draws by it,
// statusHeight sizes the block with it. The note wraps in the label column where its widest
// word fits there beside the thermometer; else it runs under the whole block (`across`).
struct StatusLayout {
    float clockR = 0, labelW = 0, noteW = 0, height = 0;
    bool across = false;
};
StatusLayout statusLayout(const Painter& p, const games::secret_night::SecretNightTableView& v, float width,
                          float height) {
    const auto& t = p.theme();
    const std::string note = statusNote(v);
    const float hourW = p.textWidth(v.clock, 24, true) + t.px(4);
    const float wordW = widestWord(p, note, false) + t.px(4);
    // The thermometer keeps the room its labels need; the clock takes the rest.
    const float thermoW = std::max(18.f, t.px(22)) * 1.4f + t.px(14) + teamLabelWidth(p, t.small()) + t.px(4);
    StatusLayout l;
    l.across = wordW > width - thermoW - t.px(8);
    l.noteW = l.across ? width : std::max(hourW, wordW);
    const float labelH = t.heading() + t.px(6) + p.fitHeight(note, l.noteW, t.small(), false);
    l.clockR =
        std::max(t.px(24), std::min({(width - thermoW - t.px(16)) / 2, (height - labelH - t.px(14)) / 2, t.px(70)}));
    l.labelW = std::max(l.clockR * 2 + t.px(8), l.across ? hourW : l.noteW);
    if (!l.across)
        l.noteW = l.labelW;
    l.height = l.clockR * 2 + t.px(10) + t.heading() + t.px(4) + p.fitHeight(note, l.noteW, t.small(), false) + t.px(6);
    return l;
}
} // namespace

float SecretNightTableScreen::statusHeight(const Painter& p, const games::secret_night::SecretNightTableView& v,
                                           float width, float usual) const {
    // The usual height, taller only where this language's note would run past the gap under
    // the block (8 px of it may be used: the next step is further down). Past the usual height
    // the clock is held by the width or its own limits, so the block's height stays the same:
    // that height, less the gap, is the one it needs.
    const float slack = p.theme().px(8);
    const float need = statusLayout(p, v, width, usual).height;
    return need > usual + slack ? need - slack : usual;
}

float SecretNightTableScreen::statusBlockHeight(const Painter& p, const games::secret_night::SecretNightTableView& v,
                                                float width, float height) const {
    return std::min(height, statusLayout(p, v, width, height).height);
}

float SecretNightTableScreen::drawStatus(Painter& p, const sf::FloatRect& r,
                                         const games::secret_night::SecretNightTableView& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    // The clock with its hour and what the hour means under it ("Midnight at 12", wrapped
    // between words, never left out), and the score thermometer beside it: a block as tall
    // as the clock and its labels, or as the room when that is less.
    const std::string clock = v.clock;
    const std::string note = statusNote(v);
    const StatusLayout l = statusLayout(p, v, r.width, r.height);
    const float clockR = l.clockR;
    const float labelW = l.labelW;
    const float cx = r.left + labelW / 2;
    drawClock(p, {cx, r.top + clockR + t.px(4)}, clockR, v, rules.hours);
    float y = r.top + clockR * 2 + t.px(10);
    p.text(clock, {cx, y}, t.heading(), p.colours().gold, Align::Center, true, labelW);
    y += t.heading() + t.px(4);
    // The thermometer beside the clock and its hour, and beside the note where the note keeps
    // to the label column.
    const float thermoBottom = l.across ? y - t.px(4) : 0.f;
    y +=
        p.fitText(note, {r.left, y, l.noteW, 0}, t.small(), p.colours().muted, TextUse::Other, Align::Center) + t.px(6);
    const float tx = r.left + labelW + t.px(8);
    drawThermometer(p, {tx, r.top + t.px(4), r.left + r.width - tx, (l.across ? thermoBottom : y) - r.top - t.px(8)},
                    v.marker, rules.scoring.target);
    return y - r.top;
}

float SecretNightTableScreen::statusWidth(Painter& p, bool least) const {
    // The clock's label column and the thermometer with its widest label; wider where the
    // language's hours or notes (their widest word at 24 px) need more than the clock's room.
    // `least`: only the words' room, with the clock as small as it may be.
    const auto& t = p.theme();
    const float thermoW = std::max(18.f, t.px(22)) * 1.4f;
    const float usual = t.px(50) * 2 + t.px(16) + thermoW + t.px(18) + t.px(16) + teamLabelWidth(p, t.small());
    float words = t.px(24) * 2 + t.px(8);
    for (int h = 0; h < 24; ++h)
        words = std::max(words, p.textWidth(game(m_app).clockLabel(h), 24, true) + t.px(4));
    // The notes' words are wanted in the label column, but may run under the whole block.
    const float leastW = words + t.px(8) + thermoW + t.px(14) + teamLabelWidth(p, t.small()) + t.px(4);
    for (const auto& note : {tr("Dawn: next score wins"), tr("After midnight"), tr("Midnight at 12")})
        words = std::max(words, widestWord(p, note, false) + t.px(4));
    const float wanted = words + t.px(8) + thermoW + t.px(14) + teamLabelWidth(p, t.small()) + t.px(4);
    return least ? leastW : std::max(usual, wanted);
}

float SecretNightTableScreen::statusColumnWidth(Painter& p) const {
    // The widest of: the thermometer with its labels, an hour at 24 px, a note's widest word.
    const auto& t = p.theme();
    float w = thermometerWidth(p);
    for (int h = 0; h < 24; ++h)
        w = std::max(w, p.textWidth(game(m_app).clockLabel(h), 24, true) + t.px(4));
    for (const auto& note : {tr("Dawn: next score wins"), tr("After midnight"), tr("Midnight at 12")})
        w = std::max(w, widestWord(p, note, false) + t.px(4));
    return w;
}

void SecretNightTableScreen::drawStatusColumn(Painter& p, const sf::FloatRect& r,
                                              const games::secret_night::SecretNightTableView& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const std::string clock = v.clock;
    const std::string note = statusNote(v);
    const float gap = t.px(10);
    // The words and the thermometer first; the clock's face takes what height is left, and is
    // left to the hour's words where that is too little for a face worth reading.
    const float wordsH = t.heading() + t.px(4) + p.fitHeight(note, r.width, t.small(), false) + t.px(6);
    const float thermoLeast = t.small() * 4.5f;
    const float clockR =
        std::min({t.px(60), r.width / 2 - t.px(4), (r.height - wordsH - thermoLeast - gap - t.px(10)) / 2});
    const float cx = r.left + r.width / 2;
    float y = r.top;
    if (clockR >= t.px(24)) {
        drawClock(p, {cx, y + clockR + t.px(4)}, clockR, v, rules.hours);
        y += clockR * 2 + t.px(10);
    }
    p.text(clock, {cx, y}, t.heading(), p.colours().gold, Align::Center, true, r.width);
    y += t.heading() + t.px(4);
    y +=
        p.fitText(note, {r.left, y, r.width, 0}, t.small(), p.colours().muted, TextUse::Other, Align::Center) + t.px(6);
    const float thermoW = thermometerWidth(p);
    const float th = std::min(r.top + r.height - y - gap, std::max(thermoLeast, r.height * 0.5f));
    drawThermometer(p, {r.left + (r.width - thermoW) / 2, y + gap, thermoW, th}, v.marker, rules.scoring.target);
}

} // namespace heist::ui::secret_night
