#include "screens/GamePickScreen.hpp"

#include "App.hpp"
#include "games/Catalogue.hpp"
#include "screens/PlayersScreen.hpp"
#include "widgets/Chrome.hpp"

namespace heist::ui {

void GamePickScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, "New game", "Pick the box on the table", [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const auto& games = games::catalogue();
    const float gap = t.px(16);
    const float h = std::min(t.px(150), (area.height - gap * games.size()) / games.size());
    float y = area.top;
    for (const auto& g : games) {
        const sf::FloatRect r{area.left, y, area.width, std::max(h, t.target())};
        const bool ok = g.playable;
        p.rect(r, ok ? p.colours().duskHigh : p.colours().dusk, 18, ok ? p.colours().gold : p.colours().line, 2);
        const float x = r.left + t.px(28);
        const bool portrait = t.portrait();
        p.text(g.info.title, {x, r.top + t.px(14)}, t.heading(), ok ? p.colours().ivory : p.colours().muted,
               Align::Left, true, portrait ? r.width - t.px(56) : r.width * 0.62f);
        const std::string range = g.info.minPlayers == g.info.maxPlayers
                                      ? std::to_string(g.info.minPlayers) + " players"
                                      : std::to_string(g.info.minPlayers) + "\u2013" +
                                            std::to_string(g.info.maxPlayers) + " players";
        const std::string status = ok ? range : range + " \u00b7 coming soon";
        if (!portrait)
            p.text(status, {r.left + r.width - t.px(28), r.top + t.px(20)}, t.small(),
                   ok ? p.colours().gold : p.colours().muted, Align::Right);
        if (r.height >= t.px(100))
            p.text(portrait ? status + " \u00b7 " + g.info.blurb : g.info.blurb, {x, r.top + t.px(24) + t.heading()},
                   t.small(), ok && portrait ? p.colours().gold : p.colours().muted, Align::Left, false, r.width - t.px(56));
        if (ok) {
            const std::string id = g.info.id;
            p.region("game-" + id, r, [this, id] {
                m_app.push(std::make_unique<PlayersScreen>(m_app, id));
            });
        }
        y += r.height + gap;
    }
}

} // namespace heist::ui
