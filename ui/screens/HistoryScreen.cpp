#include "ui/screens/HistoryScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/screens/HistoryEntryScreen.hpp"
#include "ui/widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

HistoryScreen::HistoryScreen(App& app) : Screen(app) {}

void HistoryScreen::draw(Painter& p) {
    const auto& t = p.theme();
    auto* live = m_app.live();
    const float head =
        header(p, tr("History"), tr("Newest first \u00b7 tap an entry to read it whole and see what it changed"),
               [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    if (!live)
        return;
    const auto& session = live->session();
    const auto& log = session.log();
    const unsigned size = t.body();
    const float lineH = size * 1.35f;
    const float pad = t.px(12), gap = t.px(6);
    const float textLeft = t.px(90), textW = area.width - t.px(110);
    const float room = area.height - t.target() - t.px(16);
    // Rows are as tall as their sentence wrapped whole, so a page holds as many as fit: lay the
    // pages out from the newest entry down to the one shown.
    struct Row {
        std::size_t index;
        std::string text; // the whole sentence, logged with its lines
        std::vector<std::string> lines;
        float height;
    };
    auto rowAt = [&](std::size_t index) {
        const auto& e = log[index];
        // TRANSLATORS: a history line; {entry} is what happened, without its full stop.
        const std::string text = session.isUndone(e.seq) ? tr("{entry} (taken back).", {{"entry", session.describe(e)}})
                                                         : session.describe(e) + ".";
        auto lines = wrapLines(p, text, size, textW);
        const float h = std::max(t.target(), lines.size() * lineH + 2 * pad);
        return Row{index, text, std::move(lines), h};
    };
    std::vector<Row> page;
    int pageNo = 0;
    float used = 0;
    bool more = false;
    for (std::size_t k = log.size(); k-- > 0;) {
        Row row = rowAt(k);
        if (!page.empty() && used + row.height > room) {
            if (pageNo == m_page) {
                more = true;
                break;
            }
            ++pageNo;
            page.clear();
            used = 0;
        }
        used += row.height + gap;
        page.push_back(std::move(row));
    }
    m_page = pageNo; // past the end (the log shrank): the last page
    float y = area.top;
    for (const auto& row : page) {
        const auto& e = log[row.index];
        const bool undone = session.isUndone(e.seq);
        const sf::FloatRect r{area.left, y, area.width, row.height};
        p.rect(r, e.seq == m_selected ? p.colours().duskHigh : p.colours().dusk, 12,
               e.seq == m_selected ? p.colours().gold : sf::Color(0, 0, 0, 0), 2);
        float ly = r.top + (row.height - row.lines.size() * lineH) / 2;
        p.text(std::to_string(e.seq), {r.left + t.px(20), ly + (lineH - t.small()) / 2}, t.small(), p.colours().muted);
        p.linesOf(&row.text, true);
        for (const auto& line : row.lines) {
            p.text(line, {r.left + textLeft, ly + (lineH - size) / 2}, size,
                   undone ? p.colours().muted : p.colours().ivory, Align::Left, false, 0,
                   session.game().namesCatalogue(e) ? TextKind::Catalogue : TextKind::Public);
            ly += lineH;
        }
        p.linesOf(nullptr, false);
        const auto seq = e.seq;
        p.region("entry-" + std::to_string(seq), r, [this, seq] {
            m_selected = seq;
            m_app.push(std::make_unique<HistoryEntryScreen>(m_app, seq));
        });
        y += row.height + gap;
    }
    const float by = area.top + area.height - t.target();
    // As wide as the longer label needs on one line at the least size (French "Plus anciennes →"),
    // up to what the page number between them leaves.
    const std::string pageWords = tr("Page {n}", {{"n", m_page + 1}});
    const float labelW =
        std::max(p.textWidth(tr("\u2190 Newer"), t.least()), p.textWidth(tr("Older \u2192"), t.least()));
    const float most = (area.width - p.textWidth(pageWords, t.small())) / 2 - t.px(12);
    const float bw = std::max(t.px(220), std::min(most, labelW + 24));
    p.button(
        "newer", {area.left, by, bw, t.target()}, tr("\u2190 Newer"), ButtonStyle::Normal, [this] { --m_page; },
        m_page > 0);
    p.text(pageWords, {area.left + area.width / 2, by + (t.target() - t.small()) / 2}, t.small(), p.colours().muted,
           Align::Center);
    p.button(
        "older", {area.left + area.width - bw, by, bw, t.target()}, tr("Older \u2192"), ButtonStyle::Normal,
        [this] { ++m_page; }, more);
}

} // namespace heist::ui
