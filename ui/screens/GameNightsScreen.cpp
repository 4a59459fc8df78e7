#include "ui/screens/GameNightsScreen.hpp"

#include "ui/App.hpp"
#include "engine/TimeWords.hpp"
#include "games/Catalogue.hpp"
#include "history/BgStats.hpp"
#include "history/StoredSession.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

namespace heist::ui {

namespace {
std::string unreadable() { return tr("This game could not be read; it is still under Saved games."); }
} // namespace

GameNightsScreen::GameNightsScreen(App& app) : Screen(app) { refresh(); }

void GameNightsScreen::refresh() {
    m_evenings.clear();
    m_gameOf.clear();
    m_plays.clear();
    m_deciding.clear();
    m_items.clear();
    m_pageStarts = {0};
    m_nextStart = 0;
    m_games = 0;
    try {
        std::vector<history::FinishedGame> finished;
        // The finished games' rows alone (no names, no steps counted): the evenings need their
        // starts, the cards their games; a card's play is replayed when a page shows it.
        for (auto& s : m_app.store().finishedSessions()) {
            finished.push_back({s.id, history::parseStoredTime(s.createdAt).value_or(0)});
            m_gameOf[s.id] = std::move(s.game);
        }
        m_games = finished.size();
        m_evenings = history::groupByEvening(std::move(finished), history::localUtcOffsetMinutes);
    } catch (const std::exception& e) {
        m_app.toast(tr("Could not read the saved games: {error}", {{"error", e.what()}}), true);
    }
    for (std::size_t e = 0; e < m_evenings.size(); ++e) {
        m_items.push_back({e, 0});
        for (const auto id : m_evenings[e].sessions)
            m_items.push_back({e, id});
    }
}

const std::optional<Json>& GameNightsScreen::play(std::int64_t session) {
    auto it = m_plays.find(session);
    if (it == m_plays.end()) {
        std::optional<Json> play;
        try {
            const auto replayed = history::replayStored(m_app.store(), session);
            play = history::bgStatsPlay(replayed, history::playContext(replayed));
            // What decided the game, as the game itself words it in its results.
            const Json results = replayed.game().results(replayed.state());
            if (results.is_object() && results.contains("deciding") && results["deciding"].is_string())
                m_deciding[session] = results["deciding"].get<std::string>();
        } catch (const std::exception&) {
            // Shown as a card that says so; the game itself stays in Saved games.
        }
        it = m_plays.emplace(session, std::move(play)).first;
    }
    return it->second;
}

void GameNightsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    // TRANSLATORS: {evenings} is "on 1 evening" / "on 3 evenings" (the message in context "evenings").
    const std::string subtitle =
        trn("{n} finished game {evenings}", "{n} finished games {evenings}", static_cast<long long>(m_games),
            {{"evenings",
              trnc("evenings", "on {n} evening", "on {n} evenings", static_cast<long long>(m_evenings.size()))}});
    const float head = header(p, tr("Game nights"), subtitle, [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    if (m_items.empty()) {
        p.paragraph(tr("No finished games yet. When a game ends, its result is kept here, with the evening it was "
                       "played. Games still in play are under Saved games."),
                    {area.left + area.width / 2, area.top + t.px(80)}, t.body(), p.colours().muted, area.width,
                    Align::Center);
        return;
    }
    const float gap = t.px(12);
    const float pad = t.px(16);
    // Two columns of cards where the screen is wide: more games to a page, every name whole.
    const std::size_t cols = t.portrait() ? 1 : 2;
    const float colW = (area.width - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
    const float textW = colW - 2 * pad;
    const float navH = t.target();
    const std::size_t start = m_pageStarts.back();
    const bool mayPage = start > 0 || m_items.size() > 1;
    const float bottom = area.top + area.height - (mayPage ? navH + gap : 0.f);
    const float headingH = t.small() * 1.35f + t.px(8);

    auto deciding = [&](std::int64_t id) -> std::string {
        const auto it = m_deciding.find(id);
        return it == m_deciding.end() ? std::string() : it->second;
    };
    // What decided the game shares the line of its time where both fit: smaller cards. Where
    // they do not (longer words), the time may go beside the game's title instead, so that the
    // reason has a line of its own without making the card taller.
    auto whenFits = [&](const std::string& when, const std::string& why) {
        return p.textWidth(when + " \u00b7 " + why, t.small()) <= textW;
    };
    auto titleOf = [&](std::int64_t id) {
        const std::string& game = m_gameOf[id];
        for (const auto& g : games::catalogue())
            if (g.info.id == game)
                return trData(g.info.id, g.info.title);
        return game;
    };
    auto besideTitle = [&](std::int64_t id, const std::string& when, const std::string& why) {
        return !why.empty() && !whenFits(when, why) && p.textWidth(why, t.small()) <= textW &&
               p.textWidth(titleOf(id), t.body(), true) + t.px(16) + p.textWidth(when, t.small()) <= textW;
    };
    auto cardHeight = [&](std::int64_t id) {
        const auto& pl = play(id);
        if (!pl)
            return pad * 2 + t.body() * 1.35f + p.paragraphHeight(unreadable(), t.small(), textW);
        const auto lines = history::playLines(*pl);
        const std::string why = deciding(id);
        const bool ownLine = !why.empty() && !whenFits(lines.when, why) && !besideTitle(id, lines.when, why);
        return pad * 2 + t.body() * 1.35f + t.small() * 1.35f + t.px(4) +
               (ownLine ? p.paragraphHeight(why, t.small(), textW) + t.px(4) : 0.f) +
               p.paragraphHeight(lines.winners, t.body(), textW) +
               (lines.others.empty() ? 0.f : p.paragraphHeight(lines.others, t.body(), textW));
    };
    // The games from item i on that share a row: up to one per column, of one evening.
    auto rowEnd = [&](std::size_t i) {
        std::size_t end = i;
        while (end < m_items.size() && end - i < cols && m_items[end].session != 0)
            ++end;
        return end;
    };
    auto rowHeight = [&](std::size_t i) {
        float h = 0;
        for (std::size_t k = i; k < rowEnd(i); ++k)
            h = std::max(h, cardHeight(m_items[k].session));
        return h;
    };
    auto drawHeading = [&](std::size_t evening, float y, bool continued) {
        const std::string title = engine::timewords::eveningTitle(m_evenings[evening].date);
        p.text(continued ? tr("{evening} (continued)", {{"evening", title}}) : title, {area.left, y}, t.small(),
               p.colours().gold, Align::Left, true, area.width);
    };
    auto drawCard = [&](std::int64_t id, const sf::FloatRect& r) {
        p.rect(r, p.colours().dusk, 14, p.colours().line, 1.5f);
        const std::string title = titleOf(id);
        float ty = r.top + pad;
        const float titleW = p.text(title, {r.left + pad, ty}, t.body(), p.colours().ivory, Align::Left, true, textW).x;
        ty += t.body() * 1.35f;
        const auto& pl = play(id);
        if (!pl) {
            p.paragraph(unreadable(), {r.left + pad, ty}, t.small(), p.colours().muted, textW);
        } else {
            const auto lines = history::playLines(*pl);
            const std::string why = deciding(id);
            const bool together = !why.empty() && whenFits(lines.when, why);
            if (besideTitle(id, lines.when, why)) {
                // The time on the title's line, its foot level with the title's.
                const float x = r.left + pad + titleW + t.px(16);
                p.text(lines.when, {x, ty - t.body() * 1.35f + (t.body() - t.small()) * 0.9f}, t.small(),
                       p.colours().muted, Align::Left, false, r.left + pad + textW - x);
                p.text(why, {r.left + pad, ty}, t.small(), p.colours().muted, Align::Left, false, textW);
            } else {
                p.text(together ? lines.when + " \u00b7 " + why : lines.when, {r.left + pad, ty}, t.small(),
                       p.colours().muted, Align::Left, false, textW);
            }
            ty += t.small() * 1.35f + t.px(4);
            if (!why.empty() && !together && !besideTitle(id, lines.when, why))
                ty += p.paragraph(why, {r.left + pad, ty}, t.small(), p.colours().muted, textW) + t.px(4);
            ty += p.paragraph(lines.winners, {r.left + pad, ty}, t.body(), p.colours().gold, textW);
            if (!lines.others.empty())
                p.paragraph(lines.others, {r.left + pad, ty}, t.body(), p.colours().ivory, textW);
        }
        p.region("night-game-" + std::to_string(id), r, [this, id] {
            try {
                m_app.openSession(id);
                m_app.showTable();
            } catch (const std::exception& e) {
                m_app.toast(e.what(), true);
            }
        });
    };

    float y = area.top;
    std::size_t i = start;
    // A page that begins inside an evening says which evening it is.
    if (i < m_items.size() && m_items[i].session != 0) {
        drawHeading(m_items[i].evening, y, true);
        y += headingH;
    }
    while (i < m_items.size()) {
        const auto& item = m_items[i];
        if (item.session == 0) {
            // An evening's heading never ends a page alone: its first games must fit under it.
            const bool last = i + 1 >= m_items.size();
            const float need = t.px(12) + headingH + (last ? 0.f : rowHeight(i + 1) + gap);
            if (y + need > bottom && i > start)
                break;
            if (i > start)
                y += t.px(12); // a little more room above an evening than between its games
            drawHeading(item.evening, y, false);
            y += headingH;
            ++i;
            continue;
        }
        const float h = rowHeight(i);
        if (y + h > bottom && i > start && !(i == start + 1 && m_items[start].session == 0))
            break;
        const std::size_t end = rowEnd(i);
        for (std::size_t k = i; k < end; ++k)
            drawCard(m_items[k].session, {area.left + static_cast<float>(k - i) * (colW + gap), y, colW, h});
        y += h + gap;
        i = end;
    }
    m_nextStart = i;
    if (m_pageStarts.size() > 1 || m_nextStart < m_items.size()) {
        const float by = area.top + area.height - navH;
        const float bw = t.px(220);
        p.button(
            "newer", {area.left, by, bw, navH}, tr("\u2190 Newer"), ButtonStyle::Normal,
            [this] { m_pageStarts.pop_back(); }, m_pageStarts.size() > 1);
        p.button(
            "older", {area.left + area.width - bw, by, bw, navH}, tr("Older \u2192"), ButtonStyle::Normal,
            [this] { m_pageStarts.push_back(m_nextStart); }, m_nextStart < m_items.size());
    }
}

} // namespace heist::ui
