#include "ui/widgets/GameToolbar.hpp"

#include "ui/App.hpp"
#include "ui/TableFlows.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>
#include <cmath>
#include <array>

namespace heist::ui {

namespace {

std::array<std::string, 4> toolbarLabels() { return {tr("\u21b6 Undo"), tr("Redo \u21b7"), tr("History"), tr("Home")}; }

} // namespace

void drawGameToolbar(Painter& p, App& app, const sf::FloatRect& r, std::function<void()> onHome) {
    auto& session = app.live()->session();
    const auto& t = p.theme();
    const float gap = t.px(10);
    // While phones serve this game, a square with a phone mark shows them (who is connected, a
    // new code), so that the four words keep the room they need.
    const bool phones = app.phones().on();
    const float phoneW = phones ? r.height : 0.f;
    auto labels = toolbarLabels();
    // Each word's button as wide as its word needs at the body size, and the rest shared out.
    // When that is too wide, each keeps at least what its label needs at the least size and
    // the rest goes where the words are longest; only a window narrower than even that makes
    // the buttons share in proportion (the words then wrap).
    std::array<float, 4> need{}, least{};
    float sum = 0, sumLeast = 0;
    const auto measure = [&] {
        sum = sumLeast = 0;
        for (std::size_t i = 0; i < labels.size(); ++i) {
            // Never narrower than a tap target (an arrow alone is narrower than that).
            sum += need[i] = std::max(p.textWidth(labels[i], t.body()) + t.px(32), t.leastTarget());
            // A toolbar button keeps its label on one line (no ellipsis): the whole label at the
            // least size.
            sumLeast += least[i] =
                std::max(std::min(need[i], p.textWidth(labels[i], t.least()) + 24.f), t.leastTarget());
        }
    };
    measure();
    const float room = r.width - phoneW - gap * (phones ? 4.f : 3.f);
    if (room < sumLeast) {
        // Too narrow for the words of Undo and Redo (a long language in portrait): their arrows
        // alone, as on every editor's toolbar; History and Home keep their words.
        labels[0] = "\u21b6";
        labels[1] = "\u21b7";
        measure();
    }
    const float extra = (room - sum) / 4.f;
    float x = r.left;
    const auto next = [&](std::size_t i) {
        const float w = extra >= 0 ? need[i] + extra
                        : room >= sumLeast
                            ? least[i] + (room - sumLeast) * (need[i] - least[i]) / std::max(1.f, sum - sumLeast)
                            : room * least[i] / sumLeast;
        const sf::FloatRect b{x, r.top, w, r.height};
        x += w + gap;
        return b;
    };
    p.button(
        "undo", next(0), labels[0], ButtonStyle::Normal, [&app] { askUndo(app); }, session.undoTarget() != nullptr);
    p.button(
        "redo", next(1), labels[1], ButtonStyle::Normal, [&app] { askRedo(app); }, session.redoTarget() != nullptr);
    p.button("history", next(2), labels[2], ButtonStyle::Normal, [&app] { openHistory(app); });
    if (phones) {
        const sf::FloatRect b{x, r.top, phoneW, r.height};
        x += phoneW + gap;
        p.button("phones", b, "", ButtonStyle::Normal, [&app] { openPhones(app); });
        // The mark: a phone's outline and its screen, as beside each seat on the Phones screen.
        const float mw = b.height * 0.34f, mh = b.height * 0.56f;
        const sf::FloatRect mark{b.left + (b.width - mw) / 2, b.top + (b.height - mh) / 2, mw, mh};
        p.rect(mark, p.colours().gold, t.px(5), p.colours().gold, 1.f);
        p.rect({mark.left + t.px(4), mark.top + t.px(5), mw - t.px(8), mh - t.px(12)}, p.colours().duskHigh);
    }
    p.button("home", next(3), labels[3], ButtonStyle::Quiet, std::move(onHome));
}

float gameToolbarLeast(const Painter& p, App& app, float height) {
    // As drawGameToolbar lays out at its narrowest: Undo and Redo as arrows, History and Home
    // whole at the least size, every button at least a tap target, the phones' square if shown.
    const auto& t = p.theme();
    const bool phones = app.phones().on();
    auto labels = toolbarLabels();
    labels[0] = "\u21b6";
    labels[1] = "\u21b7";
    float sum = (phones ? height + t.px(10) : 0.f) + 3 * t.px(10);
    for (const auto& label : labels) {
        const float need = std::max(p.textWidth(label, t.body()) + t.px(32), t.leastTarget());
        sum += std::max(std::min(need, p.textWidth(label, t.least()) + 24.f), t.leastTarget());
    }
    return std::ceil(sum) + 1;
}

float tableHeaderTextWidth(const Painter& p, float toolbarW) {
    const auto& t = p.theme();
    const float th = t.target();
    return p.size().x - 2 * t.margin() - toolbarW - th * 2 - t.px(58);
}

float drawTableHeader(Painter& p, App& app, const TableHeader& h) {
    const auto& t = p.theme();
    const float m = t.margin();
    const float th = t.target();
    const auto size = p.size();
    if (t.portrait()) {
        const float toolbarW = size.x - 2 * m - th - t.px(24);
        drawGameToolbar(p, app, {m, m, toolbarW - th - t.px(10), th}, h.onHome);
        infoButton(p, "rules-info", {m + toolbarW - th, m, th, th}, h.onInfo);
        if (h.portraitLine.empty())
            return m + th + t.px(14);
        const float y = m + th + t.px(10);
        return y + fittedText(p, h.portraitLine, {m, y}, size.x - 2 * m, t.small(), h.lineColour) + t.px(12);
    }
    // Never narrower than the toolbar's buttons at their least (a longer language at 800x480).
    const float toolbarW = std::max(h.toolbarW, gameToolbarLeast(p, app, th));
    const float textW = tableHeaderTextWidth(p, toolbarW);
    p.text(h.title, {m, m - t.px(4)}, t.heading(), p.colours().ivory, Align::Left, true, textW);
    const float subH = fittedText(p, h.subtitle, {m, m + t.heading() + t.px(6)}, textW, t.small(), h.lineColour);
    const float tx = size.x - m - th - t.px(24) - toolbarW;
    infoButton(p, "rules-info", {tx - th - t.px(10), m, th, th}, h.onInfo);
    drawGameToolbar(p, app, {tx, m, toolbarW, th}, h.onHome);
    return std::max(m + th, m + t.heading() + t.px(6) + subH) + t.px(14);
}

namespace {

// The buttons under a results screen: for a finished game, six (the next game first); while
// a game goes on, History and Home.
bool finishedGame(App& app) { return app.live() && app.live()->session().finished(); }
int resultButtonCount(App& app) { return finishedGame(app) ? 6 : 2; }
std::vector<std::string> resultLabels() {
    return {tr("History"), tr("Send to BG Stats"), tr("Undo the last step"),
            tr("Home"),    tr("Another game"),     tr("Play again")};
}
// The six buttons' widths when they share one row: each the width its words need on two lines
// at most, and the room left shared out alike, so that a language with one long label (French
// "Défaire la dernière étape") still keeps one row where the six fit; nothing when they do not
// (two rows of three, each a third of the width).
// Kept for the last window width, text size and language, so that a results frame measures
// nothing when none of them changed.
std::vector<float> oneRowWidths(const Painter& p) {
    const auto& t = p.theme();
    const float room = p.size().x - 2 * t.margin() - t.px(10) * 5;
    const std::vector<std::string> labels = resultLabels();
    thread_local std::vector<std::string> lastLabels;
    thread_local float lastRoom = -1;
    thread_local unsigned lastBody = 0;
    thread_local std::vector<float> last;
    if (room == lastRoom && t.body() == lastBody && labels == lastLabels)
        return last;
    std::vector<float> widths;
    float used = 0;
    for (const auto& label : labels) {
        widths.push_back(leastLabelWidth(p, label, t.target(), t.body()));
        used += widths.back();
    }
    if (used > room)
        widths.clear();
    for (float& w : widths)
        w += (room - used) / 6;
    lastLabels = labels;
    lastRoom = room;
    lastBody = t.body();
    last = widths;
    return widths;
}
int resultRows(const Painter& p, int count) {
    if (count <= 2)
        return 1;
    return oneRowWidths(p).empty() ? 2 : 1;
}

} // namespace

float resultButtonsHeight(const Painter& p, App& app) {
    const auto& t = p.theme();
    const int rows = resultRows(p, resultButtonCount(app));
    return rows * t.target() + (rows - 1) * t.px(10);
}

void drawResultButtons(Painter& p, App& app, std::function<void()> onHome) {
    const auto& t = p.theme();
    const float m = t.margin();
    const auto size = p.size();
    const float gap = t.px(10);
    if (!finishedGame(app)) {
        const float bw = (size.x - 2 * m - gap) / 2;
        const float y = size.y - m - t.target();
        p.button("history", {m, y, bw, t.target()}, tr("History"), ButtonStyle::Normal, [&app] { openHistory(app); });
        p.button("home", {m + bw + gap, y, bw, t.target()}, tr("Home"), ButtonStyle::Primary, std::move(onHome));
        return;
    }
    // Once the game is over: the next game with the same group (the one obvious step, last),
    // another game with it, Home; and its play to BG Stats, its history, and its last step
    // taken back (a slip must not decide a game) until the next game starts.
    const std::vector<float> widths = oneRowWidths(p);
    const int rows = widths.empty() ? 2 : 1;
    const int perRow = rows == 1 ? 6 : 3;
    const float third = (size.x - 2 * m - gap * 2) / 3;
    int k = 0;
    float x = m;
    auto place = [&]() {
        const int row = k / perRow, col = k % perRow;
        const float w = rows == 1 ? widths[static_cast<std::size_t>(k)] : third;
        ++k;
        if (col == 0)
            x = m;
        const float y = size.y - m - t.target() - (rows - 1 - row) * (t.target() + gap);
        const sf::FloatRect box{x, y, w, t.target()};
        x += w + gap;
        return box;
    };
    wrapButton(p, "history", place(), tr("History"), ButtonStyle::Normal, [&app] { openHistory(app); });
    wrapButton(p, "bgstats", place(), tr("Send to BG Stats"), ButtonStyle::Normal, [&app] { openBgStats(app); });
    wrapButton(p, "undo-last", place(), tr("Undo the last step"), ButtonStyle::Normal,
               [&app] { askUndoAfterEnd(app); });
    wrapButton(p, "home", place(), tr("Home"), ButtonStyle::Normal, std::move(onHome));
    wrapButton(p, "another-game", place(), tr("Another game"), ButtonStyle::Normal, [&app] { pickAnotherGame(app); });
    wrapButton(p, "play-again", place(), tr("Play again"), ButtonStyle::Primary, [&app] { playAgain(app); });
}

} // namespace heist::ui
