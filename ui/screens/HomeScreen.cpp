#include "ui/screens/HomeScreen.hpp"

#include "ui/App.hpp"
#include "engine/TimeWords.hpp"
#include "games/Catalogue.hpp"
#include "history/BgStats.hpp"
#include "history/GameNights.hpp"
#include "history/StoredGroups.hpp"
#include "language/Translate.hpp"
#include "ui/screens/GamePickScreen.hpp"
#include "ui/screens/GameNightsScreen.hpp"
#include "ui/screens/SavedGamesScreen.hpp"
#include "ui/screens/SettingsScreen.hpp"
#include "ui/screens/StatisticsScreen.hpp"
#include "ui/widgets/Banner.hpp"
#include "ui/widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

HomeScreen::HomeScreen(App& app) : Screen(app) { refresh(); }

void HomeScreen::onShown() { refresh(); }

void HomeScreen::refresh() {
    m_continue.reset();
    try {
        if (auto id = m_app.store().lastUnfinished())
            m_continue = m_app.store().summary(*id);
    } catch (const std::exception& e) {
        m_app.toast(tr("Could not read the saved games: {error}", {{"error", e.what()}}), true);
    }
    // Tonight, from the stored games as they are now (never a kept tally).
    m_tonight.reset();
    m_tonightGames.clear();
    try {
        const auto book = history::NameBook::fromJson(m_app.store().setting(history::kNameBookSetting).value_or("{}"));
        // Tonight began at most a day and a half ago (an evening runs from 6 a.m. to 6 a.m.,
        // and a game begun tonight was saved since): older games are not read at all.
        const auto now = m_app.store().nowMs();
        auto games = history::playedGames(m_app.store(), 200, now - 36LL * 3600 * 1000);
        const auto first = history::tonight(games, now, history::localUtcOffsetMinutes, book);
        if (first) {
            for (auto& g : games)
                if (std::find(first->finished.begin(), first->finished.end(), g.sessionId) != first->finished.end())
                    history::readWinners(m_app.store(), g);
            m_tonight = history::tonight(games, now, history::localUtcOffsetMinutes, book);
            for (auto& g : games)
                m_tonightGames[g.sessionId] = g;
        }
    } catch (const std::exception&) {
        m_tonight.reset(); // Home stays usable; Game nights says what it cannot read
    }
}

namespace {

std::string gameTitle(const std::string& id) {
    for (const auto& entry : games::catalogue())
        if (entry.info.id == id)
            return trData(entry.info.id, entry.info.title);
    return id;
}

} // namespace

void HomeScreen::drawHero(Painter& p, const sf::FloatRect& hero) {
    const auto& t = p.theme();
    const bool portrait = t.portrait();
    // The mask emblem, the name and one line on what it is.
    const sf::Vector2f centre{hero.left + hero.width / 2, hero.top + hero.height * (portrait ? 0.28f : 0.3f)};
    p.circle(centre, t.px(92), sf::Color(30, 38, 66), p.colours().goldDark, 3);
    p.mask(centre, t.px(150), p.colours().gold);
    p.gem({centre.x - t.px(125), centre.y + t.px(62)}, t.px(46), 0);
    p.gem({centre.x, centre.y + t.px(118)}, t.px(46), 1);
    p.gem({centre.x + t.px(125), centre.y + t.px(62)}, t.px(46), 2);
    const float titleY = centre.y + t.px(165);
    p.text(tr("Heist Table"), {centre.x, titleY}, t.title(), p.colours().ivory, Align::Center, true);
    p.paragraph(tr("The bookkeeping for your heist night: secret roles, gems, dice and scores, "
                   "saved with every tap."),
                {centre.x, titleY + t.title() + t.px(16)}, t.small(), p.colours().muted, hero.width - t.px(20),
                Align::Center);
}

void HomeScreen::drawTonight(Painter& p, const sf::FloatRect& box) {
    const auto& t = p.theme();
    const auto& night = *m_tonight;
    p.rect(box, p.colours().dusk, 20, p.colours().goldDark, 2);
    const float pad = t.px(22);
    const float w = box.width - 2 * pad;
    float y = box.top + t.px(16);
    p.text(tr("Tonight"), {box.left + pad, y}, t.heading(), p.colours().gold, Align::Left, true, w);
    y += t.heading() + t.px(8);
    const std::size_t played = night.finished.size();
    y += p.fitText(engine::timewords::eveningTitle(night.date), {box.left + pad, y, w, 0}, t.small(), p.colours().muted,
                   TextUse::Other) +
         t.px(6);
    std::string count = trn("{n} game finished", "{n} games finished", static_cast<long long>(played));
    if (night.unfinished > 0)
        count += " \u00b7 " + trn("{n} in play", "{n} in play", night.unfinished);
    y += p.fitText(count, {box.left + pad, y, w, 0}, t.small(), p.colours().muted, TextUse::Other) + t.px(14);

    // The tally under its heading: most wins first, each player's wins, token and name.
    const float bottom = box.top + box.height - pad;
    const std::size_t n = night.tally.size();
    if (n > 0) {
        p.text(tr("Wins tonight"), {box.left + pad, y}, t.small(), p.colours().muted, Align::Left, false, w);
        y += t.small() + t.px(8);
    }
    const float winsW = p.textWidth("00", t.body(), true) + t.px(10);
    const float tokenW = t.px(34);
    // Every name whole: the rows are as tall as the longest name needs in its column (on one
    // line down to 24 px where it can).
    auto nameW = [&](float colW) { return colW - winsW - tokenW - t.px(6); };
    auto rowHeight = [&](float colW) {
        float h = t.body() + t.px(14);
        for (const auto& row : night.tally)
            h = std::max(h, p.fitHeight(row.name, nameW(colW), t.body(), false, t.body() * 1.4f) + t.px(10));
        return h;
    };
    // The games take what the tally leaves, at least a line for the game in play.
    const float gamesMin = (night.inProgress ? 1 : 0) * (t.small() + t.px(10));
    const float room = bottom - y - gamesMin;
    int cols = 1;
    float rowH = rowHeight(w);
    if (n > 1 && static_cast<float>(n) * rowH > room) {
        const float twoH = rowHeight((w - t.px(16)) / 2);
        if (static_cast<float>((n + 1) / 2) * twoH < static_cast<float>(n) * rowH) {
            cols = 2;
            rowH = twoH;
        }
    }
    const float colW = (w - (cols - 1) * t.px(16)) / static_cast<float>(cols);
    // More players than room: the last place says how many more (Game nights has them all).
    const std::size_t maxRows = static_cast<std::size_t>(std::max(1.f, room / rowH));
    std::size_t rows = (n + static_cast<std::size_t>(cols) - 1) / static_cast<std::size_t>(cols);
    std::size_t shown = n;
    if (rows > maxRows) {
        rows = maxRows;
        shown = rows * static_cast<std::size_t>(cols) - 1;
    }
    for (std::size_t i = 0; i < shown; ++i) {
        const auto& row = night.tally[i];
        const float cx = box.left + pad + static_cast<float>(i / rows) * (colW + t.px(16));
        const float cy = y + static_cast<float>(i % rows) * rowH;
        p.text(std::to_string(row.wins), {cx + winsW - t.px(10), cy + (rowH - t.body()) / 2 - t.px(2)}, t.body(),
               row.wins > 0 ? p.colours().gold : p.colours().muted, Align::Right, true);
        p.token({cx + winsW + tokenW / 2 - t.px(2), cy + rowH / 2}, t.px(13), row.colour);
        p.fitText(row.name, {cx + winsW + tokenW, cy, nameW(colW), rowH}, t.body(), p.colours().ivory,
                  TextUse::PlayerName);
    }
    if (shown < n) {
        const std::size_t i = shown;
        const float cx = box.left + pad + static_cast<float>(i / rows) * (colW + t.px(16));
        const float cy = y + static_cast<float>(i % rows) * rowH;
        p.text(trn("and {n} more", "and {n} more", static_cast<long long>(n - shown)),
               {cx, cy + (rowH - t.small()) / 2}, t.small(), p.colours().muted, Align::Left, false, colW);
    }
    y += static_cast<float>(rows) * rowH + t.px(12);
    if (night.tally.empty() && night.inProgress) {
        // Wrapped, never shortened: a longer language's sentence takes a second line.
        y += p.paragraph(tr("No game finished yet tonight."), {box.left + pad, y}, t.small(), p.colours().muted, w) -
             t.small() * 0.35f + t.px(10);
    }

    // The games, newest first: the one in play, then as many finished as fit, then a count.
    std::vector<std::string> lines;
    if (night.inProgress) {
        const auto it = m_tonightGames.find(*night.inProgress);
        if (it != m_tonightGames.end())
            lines.push_back(night.unfinished > 1 ? trn("In play: {game} (and {n} more under Saved games)",
                                                       "In play: {game} (and {n} more under Saved games)",
                                                       night.unfinished - 1, {{"game", gameTitle(it->second.game)}})
                                                 : tr("In play: {game}", {{"game", gameTitle(it->second.game)}}));
    }
    for (auto id = night.finished.rbegin(); id != night.finished.rend(); ++id) {
        const auto it = m_tonightGames.find(*id);
        if (it == m_tonightGames.end())
            continue;
        const auto& g = it->second;
        std::vector<std::string> won;
        for (const auto& pl : g.players)
            if (std::find(g.winners.begin(), g.winners.end(), pl.seat) != g.winners.end())
                won.push_back(pl.name);
        const Placeholders what = {{"time", engine::timewords::clockTime(g.startUtcMs / 1000)},
                                   {"game", gameTitle(g.game)},
                                   {"names", listAnd(won)}};
        // TRANSLATORS: a game played tonight: "21:40 <game> · won: Ann and Bob".
        lines.push_back(!g.readable   ? tr("{time} {game} \u00b7 could not be read", what)
                        : won.empty() ? tr("{time} {game} \u00b7 no winner", what)
                                      : tr("{time} {game} \u00b7 won: {names}", what));
    }
    // Each game whole (its winners' names are never cut), as many as fit, then a count.
    std::size_t drawn = 0;
    const float countH = t.small() + t.px(10);
    for (; drawn < lines.size(); ++drawn) {
        const float h = p.fitHeight(lines[drawn], w, t.small());
        const bool last = drawn + 1 == lines.size();
        if (y + h > bottom - (last ? 0.f : countH))
            break;
        y += p.fitText(lines[drawn], {box.left + pad, y, w, 0}, t.small(), p.colours().ivory, TextUse::Other) + t.px(8);
    }
    if (drawn < lines.size() && y + t.small() <= bottom + t.px(4)) {
        const std::size_t rest = lines.size() - drawn;
        p.text(trn("{n} more game in Game nights", "{n} more games in Game nights", static_cast<long long>(rest)),
               {box.left + pad, y}, t.small(), p.colours().muted, Align::Left, false, w);
    }
    p.region("tonight", box, [this] { m_app.push(std::make_unique<GameNightsScreen>(m_app)); });
}

void HomeScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto s = p.size();
    const float m = t.margin();
    const bool portrait = t.portrait();

    sf::FloatRect hero, menu;
    if (portrait) {
        hero = {m, m, s.x - 2 * m, s.y * (m_tonight ? 0.46f : 0.36f)};
        menu = {m, hero.top + hero.height + t.px(90), s.x - 2 * m, s.y - hero.height - 2 * m - t.target()};
    } else {
        hero = {m, m + t.px(60), s.x * 0.45f - m, s.y - 2 * m};
        const float menuH = t.target() * 2.f + 3 * t.target() * 1.15f + 3 * t.px(20);
        const float top = std::max(m + t.target() + t.px(20), (s.y - menuH) / 2);
        menu = {s.x * 0.5f, top, s.x * 0.5f - m, menuH};
    }

    // Messages ("There is no unfinished game to continue.") in a strip of their own, clear of
    // the menu and of the turn button.
    if (portrait)
        p.setBannerSlot({m, hero.top + hero.height + t.px(8), s.x - 2 * m, bannerHeight(t)});
    else
        p.setBannerSlot(
            {menu.left, m, menu.width - t.target() - t.px(20), std::min(64.f + t.px(8), menu.top - m - t.px(12))});

    if (m_tonight)
        drawTonight(p, portrait ? sf::FloatRect{hero.left, hero.top + t.target() + t.px(16), hero.width,
                                                hero.height - t.target() - t.px(16)}
                                : sf::FloatRect{hero.left, m, hero.width, s.y - 2 * m});
    else
        drawHero(p, hero);

    // Menu: one obvious next step (gold), the rest quiet.
    float y = menu.top;
    const float gap = t.px(20);
    const float bigH = t.target() * 2.f;
    const sf::FloatRect cont{menu.left, y, menu.width, bigH};
    if (m_continue) {
        std::string title = m_continue->game;
        for (const auto& entry : games::catalogue())
            if (entry.info.id == m_continue->game)
                title = trData(entry.info.id, entry.info.title);
        p.rect(cont, p.colours().gold, 20);
        p.text(tr("Continue"), {cont.left + t.px(28), cont.top + t.px(16)}, t.heading(), p.colours().night, Align::Left,
               true);
        const float lineW = cont.width - t.px(56);
        float ly = cont.top + t.px(20) + t.heading() + t.px(4);
        const std::string when = engine::timewords::ago(m_continue->updatedAt, engine::timewords::nowSeconds());
        p.text(title + " \u00b7 " + when, {cont.left + t.px(28), ly}, t.small(), sf::Color(40, 30, 10), Align::Left,
               false, lineW);
        ly += t.small() + t.px(6);
        p.text(namesThatFit(p, m_continue->players, lineW, t.small()), {cont.left + t.px(28), ly}, t.small(),
               sf::Color(40, 30, 10), Align::Left, false, lineW, TextKind::Public, TextUse::Other);
        const auto id = m_continue->id;
        p.region("continue", cont, [this, id] {
            try {
                m_app.openSession(id);
                m_app.showTable();
            } catch (const std::exception& e) {
                m_app.toast(e.what(), true);
            }
        });
    } else {
        p.rect(cont, p.colours().dusk, 20, p.colours().line, 2);
        p.text(tr("No game in progress"), {cont.left + t.px(28), cont.top + t.px(16)}, t.heading(), p.colours().muted,
               Align::Left, true);
        p.text(tr("Start one with New game."), {cont.left + t.px(28), cont.top + t.px(22) + t.heading()}, t.small(),
               p.colours().muted);
    }
    y += bigH + gap;
    const float h = t.target() * 1.15f;
    p.button("new-game", {menu.left, y, menu.width, h}, tr("New game"),
             m_continue ? ButtonStyle::Normal : ButtonStyle::Primary,
             [this] { m_app.push(std::make_unique<GamePickScreen>(m_app)); });
    y += h + gap;
    // Games in play and games played, side by side.
    const float half = (menu.width - gap) / 2;
    p.button("saved-games", {menu.left, y, half, h}, tr("Saved games"), ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<SavedGamesScreen>(m_app)); });
    p.button("game-nights", {menu.left + half + gap, y, half, h}, tr("Game nights"), ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<GameNightsScreen>(m_app)); });
    y += h + gap;
    // Who wins, and the app's own settings.
    p.button("statistics", {menu.left, y, half, h}, tr("Statistics"), ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<StatisticsScreen>(m_app)); });
    p.button("settings", {menu.left + half + gap, y, half, h}, tr("Settings"), ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<SettingsScreen>(m_app)); });
}

} // namespace heist::ui
