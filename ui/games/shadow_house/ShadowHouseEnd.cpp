// The end of a Shadow House match: the winners, the final totals and every round; or, for
// the Lightning investigation, which side won, naming each side.
#include "ui/screens/HomeScreen.hpp"
#include "ui/games/shadow_house/ShadowHouseTable.hpp"
#include "ui/games/shadow_house/ShadowHouseViewModel.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "language/Translate.hpp"

namespace heist::ui::shadow_house {

using games::shadow_house::ShadowHouseGame;

ShadowHouseWinnerScreen::ShadowHouseWinnerScreen(App& app) : Screen(app), m_celebration(app.now()) {}

bool ShadowHouseWinnerScreen::animating() const { return m_celebration.running(m_app.now()); }

void ShadowHouseWinnerScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void ShadowHouseWinnerScreen::drawLightning(Painter& p) {
    const auto& t = p.theme();
    const auto s = tableView(m_app);
    const auto& r = s.rounds.back();
    std::vector<int> culpritSide, others;
    for (int seat = 0; seat < s.players; ++seat)
        (r.onCulpritSide(seat) ? culpritSide : others).push_back(seat);
    auto label = [&](int seat) {
        const std::string& name = player(m_app, seat).name;
        if (seat == r.culprit)
            return trc("shadow-house-masquerade", "{name} \u00b7 culprit", {{"name", name}});
        if (r.onCulpritSide(seat))
            return trc("shadow-house-masquerade", "{name} \u00b7 accomplice", {{"name", name}});
        return name;
    };
    // The winning side in the celebration, each with their role; the losing side below.
    CelebrationWords words;
    words.title = r.culpritSideWon ? tr("The culprit\u2019s side wins!") : tr("Everyone else wins!");
    for (int seat : r.culpritSideWon ? culpritSide : others)
        words.players.push_back({label(seat), player(m_app, seat).colour});
    words.moment = tr("{how}.", {{"how", ShadowHouseGame::endingSentence(r, players(m_app))}});
    words.details.push_back(tr("Lightning investigation \u00b7 one round, no points"));
    const float m = t.margin();
    const float celebrated = m_celebration.draw(p, {m, m, p.size().x - 2 * m, 0}, m_app.now(), words);
    const auto area = contentArea(p, celebrated + t.px(12));
    const float y = area.top;
    const std::vector<int>& lost = r.culpritSideWon ? others : culpritSide;
    const float bottom = area.top + area.height - resultButtonsHeight(p, m_app) - t.px(20);
    // Two columns of names in landscape when there are many, or whenever one column would not
    // fit above the buttons (a long celebration, two rows of buttons in a longer language).
    const float gap = t.px(24);
    int cols = 1;
    float nameW = 0, tallest = 0;
    std::size_t perCol = 1;
    std::vector<float> heights;
    for (int tryCols : {1, 2}) {
        if (tryCols == 2 && lost.size() < 2)
            break;
        cols = tryCols;
        nameW = (area.width - t.px(40) - gap * (cols - 1)) / cols - t.px(44);
        perCol = (lost.size() + cols - 1) / cols;
        heights.clear();
        for (int seat : lost)
            heights.push_back(std::max(static_cast<float>(t.body()), p.fitHeight(label(seat), nameW, t.body(), true)) +
                              t.px(16));
        tallest = 0;
        for (int c = 0; c < cols; ++c) {
            float colH = 0;
            for (std::size_t k = c * perCol; k < std::min(lost.size(), (c + 1) * perCol); ++k)
                colH += heights[k];
            tallest = std::max(tallest, colH);
        }
        const bool many = !t.portrait() && lost.size() > 3;
        if ((!many || cols == 2) && y + t.heading() + t.px(44) + tallest <= bottom)
            break;
    }
    const float h = std::min(bottom - y, t.heading() + t.px(44) + tallest);
    p.rect({area.left, y, area.width, h}, p.colours().dusk, 16, p.colours().line, 1.5f);
    p.text(r.culpritSideWon ? tr("Lost \u00b7 everyone else") : tr("Lost \u00b7 the culprit\u2019s side"),
           {area.left + t.px(20), y + t.px(16)}, t.heading(), p.colours().ivory, Align::Left, true,
           area.width - t.px(40));
    for (int c = 0; c < cols; ++c) {
        float yy = y + t.px(30) + t.heading();
        const float x = area.left + t.px(20) + c * (nameW + t.px(44) + gap);
        for (std::size_t k = c * perCol; k < std::min(lost.size(), (c + 1) * perCol); ++k) {
            const int seat = lost[k];
            p.token({x + t.px(16), yy + t.body() / 2 + t.px(4)}, t.px(14), player(m_app, seat).colour);
            p.fitText(label(seat), {x + t.px(44), yy, nameW, 0}, t.body(), p.colours().ivory, TextUse::PlayerName,
                      Align::Left, true);
            yy += heights[k];
        }
    }
    drawResultButtons(p, m_app, [this] { onBack(); });
}

void ShadowHouseWinnerScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto s = tableView(m_app);
    if (!s.finished) { // the last round was undone
        m_app.pop();
        return;
    }
    if (s.lightning)
        return drawLightning(p);
    const auto& t = p.theme();
    const auto winners = s.leaders;
    const int best = s.totals[static_cast<std::size_t>(winners.front())];
    CelebrationWords words;
    // A shared win names its winners beside their tokens, under a short title.
    words.title =
        winners.size() == 1 ? tr("{name} wins!", {{"name", player(m_app, winners.front()).name}}) : tr("A shared win!");
    for (int seat : winners)
        words.players.push_back({player(m_app, seat).name, player(m_app, seat).colour});
    words.moment = tr("{how}.", {{"how", ShadowHouseGame::endingSentence(s.rounds.back(), players(m_app))}});
    const int played = static_cast<int>(s.rounds.size());
    // The plural follows the rounds; the winner's points reached the match target (5), so
    // they are always "points".
    // TRANSLATORS: {points} is at least the match target, 5.
    words.details.push_back(
        trn("{points} points after {n} round", "{points} points after {n} rounds", played, {{"points", best}}));
    const float m = t.margin();
    const float celebrated = m_celebration.draw(p, {m, m, p.size().x - 2 * m, 0}, m_app.now(), words);
    const auto area = contentArea(p, celebrated + t.px(12));
    const bool portrait = t.portrait();
    const float gap = t.px(24);
    const float bottom = area.top + area.height - resultButtonsHeight(p, m_app) - t.px(20);
    // Final totals, highest first.
    std::vector<int> order(static_cast<std::size_t>(s.players));
    for (int i = 0; i < s.players; ++i)
        order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return s.totals[static_cast<std::size_t>(a)] > s.totals[static_cast<std::size_t>(b)];
    });
    // Below the celebration a long match's totals may not fit one column in landscape: then two
    // across the whole width, and the rounds under them (as in portrait) where the room left
    // holds at least their heading and a note; else every round is left to History.
    const bool twoAcross =
        portrait ? s.players > 4 : s.players * t.leastTarget() + (s.players - 1) * t.px(8) > bottom - area.top;
    const bool roundsUnder = portrait || twoAcross;
    const float totalsW = portrait || twoAcross ? area.width : area.width * 0.4f;
    const int cols = twoAcross ? 2 : 1;
    const int rows = (s.players + cols - 1) / cols;
    const float rowH = std::max(
        t.leastTarget(), std::min(t.px(70), (portrait ? area.height * 0.36f : bottom - area.top) / rows - t.px(8)));
    const float totalsBottom = area.top + rows * (rowH + t.px(8));
    const bool roundsShown = !roundsUnder || totalsBottom + gap * 0.5f + t.small() * 1.3f + t.px(10) <= bottom;
    const float colW = (totalsW - t.px(8) * (cols - 1)) / cols;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const int seat = order[k];
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        const sf::FloatRect row{area.left + (k / rows) * (colW + t.px(8)), area.top + (k % rows) * (rowH + t.px(8)),
                                colW, rowH};
        p.rect(row, won ? sf::Color(52, 46, 28) : p.colours().dusk, 12, won ? p.colours().gold : p.colours().line,
               won ? 3.f : 1.5f);
        p.token({row.left + t.px(28), row.top + rowH / 2}, t.px(14), player(m_app, seat).colour, won);
        const std::string total = std::to_string(s.totals[static_cast<std::size_t>(seat)]);
        p.text(total, {row.left + row.width - t.px(14), row.top + (rowH - t.heading()) / 2 - t.px(2)}, t.heading(),
               won ? p.colours().gold : p.colours().ivory, Align::Right, true);
        p.fitText(player(m_app, seat).name,
                  {row.left + t.px(54), row.top + 2, row.width - t.px(54) - t.px(80), rowH - 4}, t.body(),
                  won ? p.colours().gold : p.colours().ivory, TextUse::PlayerName, Align::Left, true);
    }
    if (!roundsShown) {
        drawResultButtons(p, m_app, [this] { onBack(); });
        return;
    }
    // The rounds, oldest first; when they do not all fit, the latest that do, after a note.
    const float rx = roundsUnder ? area.left : area.left + totalsW + gap;
    float y = roundsUnder ? totalsBottom + gap * 0.5f : area.top;
    const float rw = area.left + area.width - rx;
    const float headingY = y;
    y += t.small() + t.px(10);
    struct Lines {
        std::string sentence, points;
        float height;
    };
    std::vector<Lines> lines;
    for (const auto& r : s.rounds) {
        // Each "name points" kept on one line (no-break spaces), the line broken between them.
        std::string pts;
        for (int seat = 0; seat < s.players; ++seat) {
            std::string name = player(m_app, seat).name;
            for (std::size_t at = name.find(' '); at != std::string::npos; at = name.find(' ', at))
                name.replace(at, 1, "\u00a0");
            pts +=
                (seat ? " \u00b7 " : "") + name + "\u00a0" + std::to_string(r.points[static_cast<std::size_t>(seat)]);
        }
        std::string sentence =
            tr("{round}. {how}", {{"round", r.round}, {"how", ShadowHouseGame::endingSentence(r, players(m_app))}});
        const float h = p.paragraphHeight(sentence, t.small(), rw) + t.px(2) +
                        p.paragraphHeight(pts, t.small(), rw - t.px(34)) + t.px(12);
        lines.push_back({std::move(sentence), std::move(pts), h});
    }
    float all = 0;
    for (const auto& l : lines)
        all += l.height;
    std::size_t first = 0;
    if (y + all > bottom) {
        const float note = t.small() * 1.3f + t.px(10);
        float used = note;
        first = lines.size();
        while (first > 0 && y + used + lines[first - 1].height <= bottom)
            used += lines[--first].height;
        // Not even the last round: one line says where they all are (the celebration tells the last).
        if (first == lines.size()) {
            p.text(tr("Every round is in History."), {rx, headingY}, t.small(), p.colours().muted, Align::Left, false,
                   rw);
            drawResultButtons(p, m_app, [this] { onBack(); });
            return;
        }
        p.text(tr("Earlier rounds are in History."), {rx, y}, t.small(), p.colours().muted, Align::Left, false, rw);
        y += note;
    }
    p.text(tr("Every round"), {rx, headingY}, t.small(), p.colours().muted);
    for (std::size_t i = first; i < lines.size(); ++i) {
        y += p.paragraph(lines[i].sentence, {rx, y}, t.small(), p.colours().ivory, rw) + t.px(2);
        y += p.paragraph(lines[i].points, {rx + t.px(34), y}, t.small(), p.colours().gold, rw - t.px(34)) + t.px(12);
    }
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::shadow_house
