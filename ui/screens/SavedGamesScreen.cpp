#include "ui/screens/SavedGamesScreen.hpp"

#include "ui/App.hpp"
#include "engine/TimeWords.hpp"
#include "games/Catalogue.hpp"
#include "history/Export.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/widgets/Chrome.hpp"

#include <fstream>

namespace heist::ui {

SavedGamesScreen::SavedGamesScreen(App& app) : Screen(app) { refresh(); }

void SavedGamesScreen::refresh() {
    try {
        m_sessions = m_app.store().listSessions();
    } catch (const std::exception& e) {
        m_app.toast(tr("Could not read the saved games: {error}", {{"error", e.what()}}), true);
    }
}

void SavedGamesScreen::exportSession(std::int64_t id) {
    try {
        const auto dir = m_app.store().path().parent_path() / "exports";
        std::filesystem::create_directories(dir);
        const auto file = dir / ("session-" + std::to_string(id) + ".json");
        std::ofstream out(file);
        out << history::exportSession(m_app.store(), id, false).dump(2) << "\n";
        if (!out)
            throw std::runtime_error("cannot write " + file.string());
        m_app.toast(tr("Exported (no secrets) to {file}", {{"file", file.string()}}));
    } catch (const std::exception& e) {
        m_app.toast(tr("Export failed: {error}", {{"error", e.what()}}), true);
    }
}

void SavedGamesScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head =
        header(p, tr("Saved games"), trn("{n} game", "{n} games", static_cast<long long>(m_sessions.size())),
               [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    if (m_sessions.empty()) {
        p.paragraph(tr("No saved games yet. Every game you start is saved here with each tap."),
                    {area.left + area.width / 2, area.top + t.px(80)}, t.body(), p.colours().muted, area.width,
                    Align::Center);
        return;
    }
    const bool portrait = t.portrait();
    const float rowH = portrait ? t.target() * 2.65f : t.target() * 1.45f;
    const float gap = t.px(12);
    const int perPage = std::max(1, static_cast<int>((area.height - t.target() - gap) / (rowH + gap)));
    const int pages = (static_cast<int>(m_sessions.size()) + perPage - 1) / perPage;
    m_page = std::clamp(m_page, 0, pages - 1);
    float y = area.top;
    const std::int64_t now = engine::timewords::nowSeconds();
    for (int i = m_page * perPage; i < std::min<int>(m_sessions.size(), (m_page + 1) * perPage); ++i) {
        const auto& s = m_sessions[static_cast<std::size_t>(i)];
        const sf::FloatRect r{area.left, y, area.width, rowH};
        p.rect(r, p.colours().dusk, 14, p.colours().line, 1.5f);
        std::string title = s.game;
        for (const auto& g : games::catalogue())
            if (g.info.id == s.game)
                title = trData(g.info.id, g.info.title);
        const std::string who = listAnd(s.players);
        // The buttons as wide as their longest word needs, at least 150 px.
        float bw = t.px(150);
        for (const auto& label : {tr("Open"), tr("Resume"), tr("Export"), tr("Delete")})
            bw = std::max(bw, p.textWidth(label, t.body(), true) + t.px(24) + 16.f);
        // Never wider than the row: the labels shrink within their least size instead.
        bw = std::min(bw, (r.width - t.px(24) - 2 * gap) / 3);
        const float textW = portrait ? r.width - t.px(40) : r.width - 3 * (bw + gap) - t.px(40);
        p.text(s.finishedAt ? tr("{game}  \u00b7 finished", {{"game", title}})
                            : tr("{game}  \u00b7 in progress", {{"game", title}}),
               {r.left + t.px(20), r.top + t.px(10)}, t.body(), s.finishedAt ? p.colours().muted : p.colours().gold,
               Align::Left, true, textW);
        p.text(namesThatFit(p, s.players, textW, t.small()), {r.left + t.px(20), r.top + t.px(16) + t.body()},
               t.small(), p.colours().ivory, Align::Left, false, textW);
        p.text(tr("Started {when} \u00b7 last played {last}", {{"when", engine::timewords::ago(s.createdAt, now)},
                                                               {"last", engine::timewords::ago(s.updatedAt, now)}}),
               {r.left + t.px(20), r.top + t.px(22) + t.body() + t.small()}, t.small(), p.colours().muted, Align::Left,
               false, textW);
        const float bh = t.target();
        float bx = r.left + r.width - 3 * bw - 2 * gap - t.px(12);
        const float by = portrait ? r.top + r.height - bh - t.px(10) : r.top + (r.height - bh) / 2;
        if (portrait)
            bx = r.left + t.px(12);
        const auto id = s.id;
        const std::string n = std::to_string(id);
        p.button("resume-" + n, {bx, by, bw, bh}, s.finishedAt ? tr("Open") : tr("Resume"), ButtonStyle::Primary,
                 [this, id] {
                     try {
                         m_app.openSession(id);
                         m_app.showTable();
                     } catch (const std::exception& e) {
                         m_app.toast(e.what(), true);
                     }
                 });
        p.button("export-" + n, {bx + bw + gap, by, bw, bh}, tr("Export"), ButtonStyle::Normal,
                 [this, id] { exportSession(id); });
        p.button("delete-" + n, {bx + 2 * (bw + gap), by, bw, bh}, tr("Delete"), ButtonStyle::Danger,
                 [this, id, title, who] {
                     m_app.push(std::make_unique<ConfirmScreen>(
                         m_app, tr("Delete this game of {game}?", {{"game", title}}),
                         tr("{names}. This cannot be undone.", {{"names", who}}), tr("Delete"),
                         [this, id] {
                             try {
                                 if (m_app.live() && m_app.live()->id() == id)
                                     m_app.closeSession();
                                 m_app.store().deleteSession(id);
                                 m_app.toast(tr("Game deleted."));
                             } catch (const std::exception& e) {
                                 m_app.toast(tr("Could not delete: {error}", {{"error", e.what()}}), true);
                             }
                             refresh();
                         },
                         true));
                 });
        y += rowH + gap;
    }
    if (pages > 1) {
        const float by = area.top + area.height - t.target();
        const float bw = t.px(220);
        p.button(
            "newer", {area.left, by, bw, t.target()}, tr("\u2190 Newer"), ButtonStyle::Normal, [this] { --m_page; },
            m_page > 0);
        p.button(
            "older", {area.left + area.width - bw, by, bw, t.target()}, tr("Older \u2192"), ButtonStyle::Normal,
            [this] { ++m_page; }, m_page + 1 < pages);
    }
}

} // namespace heist::ui
