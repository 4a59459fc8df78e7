#include "ui/screens/HistoryEntryScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

std::vector<std::string> wrapLines(const Painter& p, const std::string& text, unsigned size, float width) {
    std::vector<std::string> lines;
    std::string line;
    auto push = [&](const std::string& word) {
        const std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && p.textWidth(candidate, size) > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = candidate;
        }
    };
    std::size_t at = 0;
    while (at <= text.size()) {
        const auto space = std::min(text.find(' ', at), text.size());
        std::string word = text.substr(at, space - at);
        at = space + 1;
        if (word.empty())
            continue;
        while (p.textWidth(word, size) > width) {
            const sf::String s = utf8(word);
            std::size_t n = s.getSize();
            auto part = [&](std::size_t k) {
                const auto b = s.substring(0, k).toUtf8();
                return std::string(b.begin(), b.end());
            };
            while (n > 1 && p.textWidth(part(n), size) > width)
                --n;
            const auto head = s.substring(0, n).toUtf8(), tail = s.substring(n).toUtf8();
            if (!line.empty())
                lines.push_back(line);
            lines.emplace_back(head.begin(), head.end());
            line.clear();
            word.assign(tail.begin(), tail.end());
        }
        push(word);
    }
    if (!line.empty())
        lines.push_back(line);
    return lines;
}

namespace {

struct Line {
    std::string text;
    bool heading = false;
    float gapBefore = 0;                // between paragraphs
    const std::string* whole = nullptr; // the paragraph it is a line of
    bool first = false;                 // its paragraph's first line
};

} // namespace

HistoryEntryScreen::HistoryEntryScreen(App& app, std::int64_t seq) : Screen(app), m_seq(seq) {
    auto* live = m_app.live();
    if (!live || seq < 1 || seq > live->session().headSeq())
        return;
    const auto& session = live->session();
    const auto& e = session.log()[static_cast<std::size_t>(seq - 1)];
    m_happened = sentence(session.describe(e));
    if (session.isUndone(seq))
        m_happened = tr("{entry} It was taken back later.", {{"entry", m_happened}});
    m_kind = session.game().namesCatalogue(e) ? TextKind::Catalogue : TextKind::Public;
    m_changes = session.changesAt(seq);
    if (m_changes.empty())
        m_changes.push_back(tr("Nothing changed that the table can see (a private look, or a step taken back)."));
}

void HistoryEntryScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, tr("Entry {n}", {{"n", m_seq}}), tr("What happened, whole, and what it changed"),
                              [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const unsigned size = t.body();
    const float lineH = size * 1.35f;
    const float gap = t.px(10);

    std::vector<Line> lines;
    auto paragraph = [&](const std::string& text, bool heading, float gapBefore) {
        bool first = true;
        for (auto& l : wrapLines(p, text, size, area.width)) {
            lines.push_back({std::move(l), heading, first ? gapBefore : 0.f, &text, first});
            first = false;
        }
    };
    const std::string happenedHeading = tr("What happened"), changedHeading = tr("What it changed");
    paragraph(happenedHeading, true, 0);
    paragraph(m_happened, false, 0);
    paragraph(changedHeading, true, t.px(24));
    for (const auto& c : m_changes)
        paragraph(c, false, gap);

    // Parts: as many lines as fit, with room for the part buttons once there is more than one.
    auto split = [&](float room) {
        std::vector<std::size_t> starts{0};
        float y = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const float h = (y == 0 ? 0 : lines[i].gapBefore) + lineH;
            if (y > 0 && y + h > room) {
                starts.push_back(i);
                y = lineH;
            } else {
                y += h;
            }
        }
        return starts;
    };
    const float footer = t.target() + t.px(16);
    auto starts = split(area.height);
    if (starts.size() > 1)
        starts = split(area.height - footer);
    m_part = std::min(m_part, starts.size() - 1);
    const std::size_t end = m_part + 1 < starts.size() ? starts[m_part + 1] : lines.size();
    float y = area.top;
    for (std::size_t i = starts[m_part]; i < end; ++i) {
        if (i > starts[m_part])
            y += lines[i].gapBefore;
        p.linesOf(lines[i].whole, lines[i].first);
        p.text(lines[i].text, {area.left, y}, size, lines[i].heading ? p.colours().gold : p.colours().ivory,
               Align::Left, lines[i].heading, 0, lines[i].heading ? TextKind::Public : m_kind);
        y += lineH;
    }
    p.linesOf(nullptr, false);
    if (starts.size() < 2)
        return;
    const float by = area.top + area.height - t.target();
    const float bw = t.px(260);
    p.button(
        "entry-previous", {area.left, by, bw, t.target()}, tr("\u2190 Previous"), ButtonStyle::Normal,
        [this] { --m_part; }, m_part > 0);
    p.text(tr("Part {n} of {parts}", {{"n", m_part + 1}, {"parts", starts.size()}}),
           {area.left + area.width / 2, by + (t.target() - t.small()) / 2}, t.small(), p.colours().muted,
           Align::Center);
    p.button(
        "entry-more", {area.left + area.width - bw, by, bw, t.target()}, tr("More \u2192"), ButtonStyle::Normal,
        [this] { ++m_part; }, m_part + 1 < starts.size());
}

} // namespace heist::ui
