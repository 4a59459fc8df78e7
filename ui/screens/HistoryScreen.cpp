#include "screens/HistoryScreen.hpp"

#include "App.hpp"
#include "widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {
namespace {

// "stacks.ruby: 5 → 4" lines from the difference of two public views.
void diffViews(const Json& before, const Json& after, const std::string& path, std::vector<std::string>& out,
               const engine::SessionSetup& setup) {
    if (before.is_object() && after.is_object()) {
        for (const auto& [k, v] : after.items()) {
            std::string key = k;
            std::replace(key.begin(), key.end(), '_', ' ');
            diffViews(before.contains(k) ? before[k] : Json(), v, path.empty() ? key : path + " " + key, out, setup);
        }
        return;
    }
    if (before.is_array() && after.is_array() && before.size() == after.size()) {
        const bool seats = path == "players" && after.size() == setup.players.size();
        for (std::size_t i = 0; i < after.size(); ++i) {
            // "players 2 gems ruby" reads better as "Ann's gems ruby".
            const std::string step = seats ? setup.players[i].name + "\u2019s" : path + " " + std::to_string(i + 1);
            diffViews(before[i], after[i], seats ? step : step, out, setup);
        }
        return;
    }
    if (before != after)
        out.push_back(path + ": " + (before.is_null() ? "\u2014" : before.dump()) + " \u2192 " + after.dump());
}

} // namespace

HistoryScreen::HistoryScreen(App& app) : Screen(app) {}

std::string HistoryScreen::explain(std::int64_t seq) const {
    auto* live = m_app.live();
    if (!live)
        return "";
    const auto& session = live->session();
    // Replay the log up to the entry and compare the public views before and after it.
    std::vector<engine::Event> prefix(session.log().begin(), session.log().begin() + (seq - 1));
    const auto before = engine::Session::replay(session.setup(), session.game(), prefix);
    prefix.push_back(session.log()[static_cast<std::size_t>(seq - 1)]);
    const auto after = engine::Session::replay(session.setup(), session.game(), prefix);
    std::vector<std::string> changes;
    diffViews(session.game().publicView(before.state()), session.game().publicView(after.state()), "", changes,
              session.setup());
    std::string text;
    for (const auto& c : changes) {
        if (c.rfind("results", 0) == 0)
            continue;
        text += (text.empty() ? "" : "; ") + c;
    }
    return text.empty() ? "No public change (a private look, or a change undone)." : "Changed: " + text;
}

void HistoryScreen::draw(Painter& p) {
    const auto& t = p.theme();
    auto* live = m_app.live();
    const float head = header(p, "History", "Newest first \u00b7 tap an entry to see what it changed", [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    if (!live)
        return;
    const auto& log = live->session().log();
    const float rowH = std::max(64.f, t.px(70));
    const float footer = t.target() + t.px(16) + (m_explanation.empty() ? 0 : t.px(110));
    const int perPage = std::max(1, static_cast<int>((area.height - footer) / (rowH + t.px(6))));
    const int total = static_cast<int>(log.size());
    const int pages = (total + perPage - 1) / perPage;
    m_page = std::clamp(m_page, 0, std::max(0, pages - 1));
    float y = area.top;
    for (int i = 0; i < perPage; ++i) {
        const int index = total - 1 - (m_page * perPage + i);
        if (index < 0)
            break;
        const auto& e = log[static_cast<std::size_t>(index)];
        const bool undone = live->session().isUndone(e.seq);
        const sf::FloatRect r{area.left, y, area.width, rowH};
        p.rect(r, e.seq == m_selected ? p.colours().duskHigh : p.colours().dusk, 12,
               e.seq == m_selected ? p.colours().gold : sf::Color(0, 0, 0, 0), 2);
        p.text(std::to_string(e.seq), {r.left + t.px(20), r.top + (rowH - t.small()) / 2}, t.small(), p.colours().muted);
        p.text(live->session().describe(e) + (undone ? "  (undone)" : ""),
               {r.left + t.px(90), r.top + (rowH - t.body()) / 2}, t.body(), undone ? p.colours().muted : p.colours().ivory,
               Align::Left, false, r.width - t.px(110),
               live->session().game().namesCatalogue(e) ? TextKind::Catalogue : TextKind::Public);
        const auto seq = e.seq;
        p.region("entry-" + std::to_string(seq), r, [this, seq] {
            m_selected = seq;
            m_explanation = explain(seq);
        });
        y += rowH + t.px(6);
    }
    if (!m_explanation.empty())
        p.paragraph(m_explanation, {area.left, area.top + area.height - footer + t.px(8)}, t.small(), p.colours().gold,
                    area.width);
    const float by = area.top + area.height - t.target();
    const float bw = t.px(220);
    p.button("newer", {area.left, by, bw, t.target()}, "\u2190 Newer", ButtonStyle::Normal, [this] { --m_page; }, m_page > 0);
    p.text("Page " + std::to_string(m_page + 1) + " of " + std::to_string(std::max(1, pages)),
           {area.left + area.width / 2, by + (t.target() - t.small()) / 2}, t.small(), p.colours().muted, Align::Center);
    p.button("older", {area.left + area.width - bw, by, bw, t.target()}, "Older \u2192",
             ButtonStyle::Normal, [this] { ++m_page; }, m_page + 1 < pages);
}

} // namespace heist::ui
