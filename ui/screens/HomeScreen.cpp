#include "screens/HomeScreen.hpp"

#include "App.hpp"
#include "games/Catalogue.hpp"
#include "screens/GamePickScreen.hpp"
#include "screens/GameNightsScreen.hpp"
#include "screens/SavedGamesScreen.hpp"
#include "screens/SettingsScreen.hpp"
#include "screens/StatisticsScreen.hpp"
#include "widgets/Banner.hpp"
#include "widgets/Chrome.hpp"

namespace heist::ui {

HomeScreen::HomeScreen(App& app) : Screen(app) { refresh(); }

void HomeScreen::onShown() { refresh(); }

void HomeScreen::refresh() {
    m_continue.reset();
    try {
        if (auto id = m_app.store().lastUnfinished())
            m_continue = m_app.store().summary(*id);
    } catch (const std::exception& e) {
        m_app.toast(std::string("Could not read the saved games: ") + e.what(), true);
    }
}

void HomeScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto s = p.size();
    const float m = t.margin();
    const bool portrait = t.portrait();

    sf::FloatRect hero, menu;
    if (portrait) {
        hero = {m, m, s.x - 2 * m, s.y * 0.36f};
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
        p.setBannerSlot({menu.left, m, menu.width - t.target() - t.px(20), std::min(64.f + t.px(8), menu.top - m - t.px(12))});

    // Hero: the mask emblem, the name and one line on what it is.
    const sf::Vector2f centre{hero.left + hero.width / 2, hero.top + hero.height * (portrait ? 0.28f : 0.3f)};
    p.circle(centre, t.px(92), sf::Color(30, 38, 66), p.colours().goldDark, 3);
    p.mask(centre, t.px(150), p.colours().gold);
    p.gem({centre.x - t.px(125), centre.y + t.px(62)}, t.px(46), 0);
    p.gem({centre.x, centre.y + t.px(118)}, t.px(46), 1);
    p.gem({centre.x + t.px(125), centre.y + t.px(62)}, t.px(46), 2);
    const float titleY = centre.y + t.px(165);
    p.text("Heist Table", {centre.x, titleY}, t.title(), p.colours().ivory, Align::Center, true);
    p.paragraph("The bookkeeping for your heist night: secret roles, gems, dice and scores, "
                "saved with every tap.",
                {centre.x, titleY + t.title() + t.px(16)}, t.small(), p.colours().muted,
                hero.width - t.px(20), Align::Center);

    // Menu: one obvious next step (gold), the rest quiet.
    float y = menu.top;
    const float gap = t.px(20);
    const float bigH = t.target() * 2.f;
    const sf::FloatRect cont{menu.left, y, menu.width, bigH};
    if (m_continue) {
        std::string title = m_continue->game;
        for (const auto& entry : games::catalogue())
            if (entry.info.id == m_continue->game)
                title = entry.info.title;
        p.rect(cont, p.colours().gold, 20);
        p.text("Continue", {cont.left + t.px(28), cont.top + t.px(16)}, t.heading(), p.colours().night,
               Align::Left, true);
        const float lineW = cont.width - t.px(56);
        float ly = cont.top + t.px(20) + t.heading() + t.px(4);
        p.text(title + " \u00b7 " + friendlyTime(m_continue->updatedAt), {cont.left + t.px(28), ly}, t.small(),
               sf::Color(40, 30, 10), Align::Left, false, lineW);
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
        p.text("No game in progress", {cont.left + t.px(28), cont.top + t.px(16)}, t.heading(),
               p.colours().muted, Align::Left, true);
        p.text("Start one with New game.", {cont.left + t.px(28), cont.top + t.px(22) + t.heading()},
               t.small(), p.colours().muted);
    }
    y += bigH + gap;
    const float h = t.target() * 1.15f;
    p.button("new-game", {menu.left, y, menu.width, h}, "New game",
             m_continue ? ButtonStyle::Normal : ButtonStyle::Primary,
             [this] { m_app.push(std::make_unique<GamePickScreen>(m_app)); });
    y += h + gap;
    // Games in play and games played, side by side.
    const float half = (menu.width - gap) / 2;
    p.button("saved-games", {menu.left, y, half, h}, "Saved games", ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<SavedGamesScreen>(m_app)); });
    p.button("game-nights", {menu.left + half + gap, y, half, h}, "Game nights", ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<GameNightsScreen>(m_app)); });
    y += h + gap;
    // Who wins, and the app's own settings.
    p.button("statistics", {menu.left, y, half, h}, "Statistics", ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<StatisticsScreen>(m_app)); });
    p.button("settings", {menu.left + half + gap, y, half, h}, "Settings", ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<SettingsScreen>(m_app)); });
}

} // namespace heist::ui
