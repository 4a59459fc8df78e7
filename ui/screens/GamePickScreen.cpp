#include "ui/screens/GamePickScreen.hpp"

#include "ui/App.hpp"
#include "games/Catalogue.hpp"
#include "language/Translate.hpp"
#include "ui/screens/PlayersScreen.hpp"
#include "ui/widgets/Chrome.hpp"

namespace heist::ui {

// The games' titles, blurbs and first steps come from their data files and are shown through
// trData in each game's context; src/games/Catalogue.cpp lists them for extraction.

std::string playerRange(const engine::GameInfo& info) {
    return info.minPlayers == info.maxPlayers
               ? trn("{n} player", "{n} players", info.minPlayers)
               : tr("{min}\u2013{max} players", {{"min", info.minPlayers}, {"max", info.maxPlayers}});
}

void GamePickScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const int group = static_cast<int>(m_group.size());
    std::vector<std::string> names;
    for (const auto& seat : m_group)
        names.push_back(seat.name);
    const float head = header(p, group ? tr("Another game") : tr("New game"),
                              group ? trn("{n} player: {names}", "{n} players: {names}", group,
                                          {{"names", namesThatFit(p, names, p.size().x * 0.55f, t.small())}})
                                    : tr("Pick the box on the table"),
                              [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const auto& games = games::catalogue();
    const float gap = t.px(16);
    const float n = static_cast<float>(games.size());
    const bool portrait = t.portrait();
    const float h = std::max(t.target(), std::min(t.px(portrait ? 190 : 150), (area.height - gap * (n - 1)) / n));
    float y = area.top;
    for (const auto& g : games) {
        const sf::FloatRect r{area.left, y, area.width, h};
        // With a group: only the games its size can play.
        const bool fits = !group || (group >= g.info.minPlayers && group <= g.info.maxPlayers);
        const bool ok = g.playable && fits;
        p.rect(r, ok ? p.colours().duskHigh : p.colours().dusk, 18, ok ? p.colours().gold : p.colours().line, 2);
        const float x = r.left + t.px(28);
        const std::string range = playerRange(g.info);
        const std::string status = !g.playable ? tr("{players} \u00b7 coming soon", {{"players", range}})
                                   : !fits     ? tr("{players} \u00b7 not for {n}", {{"players", range}, {"n", group}})
                                               : range;
        const sf::Color statusInk = ok ? p.colours().gold : p.colours().muted;
        // Landscape: the title and, on the right, the players; portrait: both, then the blurb.
        const float statusW = portrait ? 0.f : p.textWidth(status, t.small()) + t.px(28);
        const float titleW = r.width - t.px(56) - statusW;
        const std::string title = trData(g.info.id, g.info.title);
        const float titleH = p.fitHeight(title, titleW, t.heading(), true, t.heading() * 1.2f);
        const float top =
            r.top + std::max(t.px(10), (std::min(r.height, t.px(110)) - titleH - t.small() - t.px(8)) / 2);
        p.fitText(title, {x, top, titleW, t.heading() * 1.2f}, t.heading(), ok ? p.colours().ivory : p.colours().muted,
                  TextUse::Other, Align::Left, true);
        float ty = top + std::max(titleH, static_cast<float>(t.heading())) + t.px(8);
        if (portrait) {
            p.text(status, {x, ty}, t.small(), statusInk);
            ty += t.small() + t.px(8);
            if (ty + t.small() <= r.top + r.height - t.px(8))
                p.paragraph(trData(g.info.id, g.info.blurb), {x, ty}, t.small(), p.colours().muted, r.width - t.px(56));
        } else {
            p.text(status, {r.left + r.width - t.px(28), top + t.px(6)}, t.small(), statusInk, Align::Right);
            if (ty + t.small() <= r.top + r.height - t.px(6))
                p.fitText(trData(g.info.id, g.info.blurb), {x, ty, r.width - t.px(56), 0}, t.small(), p.colours().muted,
                          TextUse::Other);
        }
        if (ok) {
            const std::string id = g.info.id;
            p.region("game-" + id, r, [this, id] { m_app.push(std::make_unique<PlayersScreen>(m_app, id, m_group)); });
        }
        y += r.height + gap;
    }
}

} // namespace heist::ui
