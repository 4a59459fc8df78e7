#include "ui/screens/InfoScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

namespace heist::ui {
namespace {

bool isHeading(const std::string& line) { return line.rfind("## ", 0) == 0; }

// The height paragraph() will use for a text, by the same greedy wrap.
float measure(const Painter& p, const std::string& s, unsigned size, float width) {
    int lines = 1;
    std::string line, word;
    auto add = [&](const std::string& w) {
        const std::string candidate = line.empty() ? w : line + " " + w;
        if (!line.empty() && p.textWidth(candidate, size) > width) {
            ++lines;
            line = w;
        } else {
            line = candidate;
        }
    };
    for (char c : s) {
        if (c == ' ') {
            add(word);
            word.clear();
        } else {
            word += c;
        }
    }
    add(word);
    return lines * size * 1.35f;
}

bool isBlank(const std::string& line) { return line.find_first_not_of(" \t\n") == std::string::npos; }

} // namespace

std::vector<std::string> InfoScreen::withoutEmptyParts(std::vector<std::string> lines) {
    std::vector<std::string> out;
    for (auto& line : lines) {
        if (isBlank(line) || (isHeading(line) && isBlank(line.substr(3))))
            continue;
        // A heading followed by another heading had nothing under it.
        if (isHeading(line) && !out.empty() && isHeading(out.back()))
            out.pop_back();
        out.push_back(std::move(line));
    }
    if (!out.empty() && isHeading(out.back()))
        out.pop_back();
    return out;
}

void InfoScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float pad = t.px(32);
    const float width = std::min(t.px(900), p.size().x - 2 * t.margin());
    const float textW = width - 2 * pad;
    // The title keeps clear of the turn button at the top right (a tall card reaches it) and
    // wraps rather than being cut; measured as if paged, "(9/9)", so that the pages hold.
    const float cardLeft = (p.size().x - width) / 2;
    const float titleW = std::min(textW, beforeTurnButton(p) - (cardLeft + pad));
    const float titleH = p.fitHeight(tr("{title} ({page}/{pages})", {{"title", m_title}, {"page", 9}, {"pages", 9}}),
                                     titleW, t.heading(), true);
    const float chrome = pad * 2 + titleH + t.px(20) + t.target() + t.px(24);
    const float maxBody = p.size().y - 2 * t.margin() - chrome;
    // Pages: as many paragraphs as fit the window.
    std::vector<std::vector<std::size_t>> pages(1);
    std::vector<float> heights(1, 0.f);
    auto height = [&](std::size_t i) {
        const bool heading = isHeading(m_lines[i]);
        return (heading ? t.body() * 1.35f : measure(p, m_lines[i], t.body(), textW)) + t.px(heading ? 4 : 10);
    };
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        float h = height(i);
        // A heading stays on the page of the paragraph it heads.
        const float keep = isHeading(m_lines[i]) && i + 1 < m_lines.size() ? height(i + 1) : 0.f;
        if (!pages.back().empty() && heights.back() + h + keep > maxBody) {
            pages.emplace_back();
            heights.push_back(0.f);
        }
        pages.back().push_back(i);
        heights.back() += h;
    }
    m_page = std::min(m_page, pages.size() - 1);
    float bodyH = 0;
    for (float h : heights)
        bodyH = std::max(bodyH, h);
    const auto card = dialogCard(p, width, chrome + bodyH);
    float y = card.top + pad;
    std::string title = m_title;
    if (pages.size() > 1)
        // TRANSLATORS: a title with the page shown and the number of pages: "Rules (1/3)".
        title = tr("{title} ({page}/{pages})", {{"title", m_title}, {"page", m_page + 1}, {"pages", pages.size()}});
    p.fitText(title, {card.left + pad, y, titleW, 0}, t.heading(), p.colours().gold, TextUse::Other, Align::Left, true);
    y += titleH + t.px(20);
    for (std::size_t i : pages[m_page]) {
        if (isHeading(m_lines[i])) {
            p.text(m_lines[i].substr(3), {card.left + pad, y}, t.body(), p.colours().gold, Align::Left, true, textW);
            y += t.body() * 1.35f + t.px(4);
        } else {
            y += p.paragraph(m_lines[i], {card.left + pad, y}, t.body(), p.colours().ivory, textW) + t.px(10);
        }
    }
    const float by = card.top + card.height - pad - t.target();
    const float gap = t.px(12);
    struct Action {
        std::string id, label;
        std::function<void()> onTap;
    };
    std::vector<Action> buttons;
    if (m_action)
        buttons.push_back({"action", m_actionLabel, [this] {
                               auto action = m_action;
                               m_app.pop();
                               action();
                           }});
    if (m_page + 1 < pages.size())
        buttons.push_back({"more", tr("More \u2192"), [this] { ++m_page; }});
    buttons.push_back({"close", tr("Close"), [this] { m_app.pop(); }});
    const float bw = (card.width - 2 * pad - gap * (buttons.size() - 1)) / buttons.size();
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const bool last = i + 1 == buttons.size();
        p.button(buttons[i].id, {card.left + pad + i * (bw + gap), by, bw, t.target()}, buttons[i].label,
                 last ? ButtonStyle::Primary : ButtonStyle::Normal, buttons[i].onTap);
    }
}

} // namespace heist::ui
