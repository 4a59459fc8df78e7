#include "ui/screens/ChoiceScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

void greyIfRefused(App& app, Choice& choice, const std::string& type, const std::vector<Json>& argsToTry) {
    std::optional<std::string> first;
    for (const auto& args : argsToTry) {
        auto why = app.refusal(type, args);
        if (!why)
            return; // one way through is enough to offer it
        if (!first)
            first = why;
    }
    if (!first)
        return;
    choice.enabled = false;
    choice.reason = sentence(*first);
}

ChoiceScreen::ChoiceScreen(App& app, std::string title, std::string subtitle, std::vector<Choice> choices,
                           std::function<void(const std::string&)> onPick)
    : Screen(app), m_title(std::move(title)), m_subtitle(std::move(subtitle)), m_choices(std::move(choices)),
      m_onPick(std::move(onPick)) {}

std::unique_ptr<ChoiceScreen> ChoiceScreen::many(App& app, std::string title, std::string subtitle,
                                                 std::vector<Choice> choices, int min, int max,
                                                 std::function<void(const std::vector<std::string>&)> onDone) {
    auto s = std::make_unique<ChoiceScreen>(app, std::move(title), std::move(subtitle), std::move(choices), nullptr);
    s->m_mode = Mode::Many;
    s->m_min = min;
    s->m_max = max;
    s->m_onMany = std::move(onDone);
    return s;
}

std::unique_ptr<ChoiceScreen> ChoiceScreen::number(App& app, std::string title, std::string subtitle, int min, int max,
                                                   int initial, std::function<void(int)> onDone) {
    auto s = std::make_unique<ChoiceScreen>(app, std::move(title), std::move(subtitle), std::vector<Choice>{}, nullptr);
    s->m_mode = Mode::Number;
    s->m_min = min;
    s->m_max = max;
    s->m_value = std::clamp(initial, min, max);
    s->m_onNumber = std::move(onDone);
    return s;
}

ChoiceScreen& ChoiceScreen::withBack(std::function<void()> onBack) {
    m_onBack = std::move(onBack);
    return *this;
}

ChoiceScreen& ChoiceScreen::keep(std::vector<std::string> ids) {
    // Only what can still be chosen is kept: the state cannot change under a wizard, but a
    // kept choice must never stand for one the rules now refuse.
    m_selected.clear();
    for (const auto& id : ids)
        for (const auto& c : m_choices)
            if (c.id == id && c.enabled)
                m_selected.push_back(id);
    return *this;
}

void ChoiceScreen::goBack() {
    auto cb = m_onBack;
    m_app.pop();
    cb();
}

void ChoiceScreen::onBack() {
    if (m_onBack)
        goBack();
    else
        m_app.pop();
}

std::vector<std::vector<ChoiceScreen::Row>> ChoiceScreen::layOut(Painter& p, int cols, float cellW, float room) const {
    const auto& t = p.theme();
    const float gap = t.px(12);
    std::vector<Row> rows;
    for (std::size_t i = 0; i < m_choices.size(); i += static_cast<std::size_t>(cols)) {
        Row row{i, std::min<std::size_t>(static_cast<std::size_t>(cols), m_choices.size() - i), t.target()};
        float reason = 0;
        for (std::size_t k = row.first; k < row.first + row.count; ++k) {
            const auto& c = m_choices[k];
            if (!c.enabled && !c.reason.empty())
                reason = std::max(reason, t.px(6) + p.paragraphHeight(c.reason, t.small(), cellW));
        }
        row.height += reason;
        rows.push_back(row);
    }
    // Pages of the rows that fit; a row taller than the room still gets a page of its own.
    std::vector<std::vector<Row>> pages(1);
    float used = 0;
    for (const auto& row : rows) {
        if (!pages.back().empty() && used + row.height + gap > room) {
            pages.emplace_back();
            used = 0;
        }
        pages.back().push_back(row);
        used += row.height + gap;
    }
    return pages;
}

void ChoiceScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto size = p.size();
    const float pad = t.px(28);
    const float gap = t.px(12);
    const bool portrait = t.portrait();
    const int cols = m_mode == Mode::Number ? 1 : (portrait || m_choices.size() <= 3 ? 1 : 2);
    const float rowH = t.target();
    const float w = std::min(size.x - 2 * t.margin(), t.px(portrait ? 760 : 900));
    const float cellW = (w - 2 * pad - gap * (cols - 1)) / cols;
    // The title and the line under it whole (wrapped, never cut), clear of the turn button at
    // the top right where a tall card reaches it.
    const float wordsW = std::min(w - 2 * pad, beforeTurnButton(p) - ((size.x - w) / 2 + pad));
    const float titleH = p.fitHeight(m_title, wordsW, t.heading(), true);
    const float subtitleH =
        m_subtitle.empty() ? static_cast<float>(t.small()) : p.fitHeight(m_subtitle, wordsW, t.small());
    const float head = pad + titleH + subtitleH + t.px(30);
    const float foot = rowH + gap * 2 + pad;
    const float maxH = size.y - 2 * t.margin();
    auto pages = layOut(p, cols, cellW, maxH - head - foot);
    if (pages.size() > 1) // room for the page buttons
        pages = layOut(p, cols, cellW, maxH - head - foot - rowH - gap);
    m_page = std::min(m_page, pages.size() - 1);
    float body = m_mode == Mode::Number ? rowH + gap : 0;
    for (const auto& page : pages) {
        float sum = 0;
        for (const auto& row : page)
            sum += row.height + gap;
        body = std::max(body, sum); // the card keeps its size from page to page
    }
    if (pages.size() > 1)
        body += rowH + gap;
    const auto card = dialogCard(p, w, std::min(maxH, head + body + foot));
    float y = card.top + pad;
    p.fitText(m_title, {card.left + pad, y, wordsW, 0}, t.heading(), p.colours().ivory, TextUse::Other, Align::Left,
              true);
    y += titleH + t.px(8);
    if (!m_subtitle.empty())
        p.fitText(m_subtitle, {card.left + pad, y, wordsW, 0}, t.small(), p.colours().muted, TextUse::Other);
    y += subtitleH + t.px(22);
    if (m_mode == Mode::Number) {
        const float bw = t.target() * 1.3f;
        p.button(
            "minus", {card.left + pad, y, bw, rowH}, "\u2212", ButtonStyle::Normal, [this] { --m_value; },
            m_value > m_min);
        p.textIn(std::to_string(m_value), {card.left + pad + bw, y, card.width - 2 * pad - 2 * bw, rowH}, t.title(),
                 p.colours().gold, true);
        p.button(
            "plus", {card.left + card.width - pad - bw, y, bw, rowH}, "+", ButtonStyle::Normal, [this] { ++m_value; },
            m_value < m_max);
    }
    for (const auto& row : pages[m_page]) {
        for (std::size_t k = 0; k < row.count; ++k) {
            const std::size_t i = row.first + k;
            const auto& c = m_choices[i];
            const sf::FloatRect r{card.left + pad + k * (cellW + gap), y, cellW, rowH};
            const bool selected = std::find(m_selected.begin(), m_selected.end(), c.id) != m_selected.end();
            const std::string id = c.id;
            // A player's token sits in a column of its own at the left, the name beside it.
            const bool token = !c.colour.empty();
            p.button(
                "choice-" + id, r, token ? std::string() : c.label,
                selected ? ButtonStyle::Selected : ButtonStyle::Normal,
                [this, id] {
                    if (m_mode == Mode::One) {
                        auto cb = m_onPick;
                        m_app.pop();
                        cb(id);
                        return;
                    }
                    auto it = std::find(m_selected.begin(), m_selected.end(), id);
                    if (it != m_selected.end())
                        m_selected.erase(it);
                    else if (static_cast<int>(m_selected.size()) < m_max)
                        m_selected.push_back(id);
                },
                c.enabled);
            if (token) {
                p.token({r.left + t.px(30), r.top + rowH / 2}, t.px(14), c.colour);
                const float x = r.left + t.px(56);
                p.fitText(c.label, {x, r.top + t.px(4), r.left + r.width - t.px(10) - x, rowH - t.px(8)}, t.body(),
                          c.enabled ? (selected ? p.colours().gold : p.colours().ivory) : p.colours().muted,
                          TextUse::PlayerName, Align::Center);
            }
            if (!c.enabled && !c.reason.empty())
                p.paragraph(c.reason, {r.left, r.top + rowH + t.px(6)}, t.small(), p.colours().muted, cellW);
        }
        y += row.height + gap;
    }
    if (pages.size() > 1) {
        const float py = card.top + card.height - pad - rowH - gap - rowH;
        const float bw = (card.width - 2 * pad - gap) / 2;
        p.button(
            "page-previous", {card.left + pad, py, bw, rowH}, tr("\u2039 Previous"), ButtonStyle::Quiet,
            [this] { --m_page; }, m_page > 0);
        p.button(
            "page-next", {card.left + pad + bw + gap, py, bw, rowH}, tr("More \u203a"), ButtonStyle::Quiet,
            [this] { ++m_page; }, m_page + 1 < pages.size());
    }
    // The foot: Back (a later step), Cancel (leaves the wizard), and Next where a step needs it.
    std::vector<std::pair<std::string, std::string>> buttons;
    if (m_onBack)
        buttons.push_back({"back", tr("\u2190 Back")});
    buttons.push_back({"cancel", tr("Cancel")});
    if (m_mode != Mode::One)
        buttons.push_back({"ok", tr("Next")});
    const float by = card.top + card.height - pad - rowH;
    const float n = static_cast<float>(buttons.size());
    const float bw = (card.width - 2 * pad - gap * (n - 1)) / n;
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const sf::FloatRect r{card.left + pad + i * (bw + gap), by, bw, rowH};
        const auto& id = buttons[i].first;
        if (id == "back") {
            p.button(id, r, buttons[i].second, ButtonStyle::Quiet, [this] { goBack(); });
        } else if (id == "cancel") {
            p.button(id, r, buttons[i].second, ButtonStyle::Quiet, [this] { m_app.pop(); });
        } else if (m_mode == Mode::Many) {
            const int sel = static_cast<int>(m_selected.size());
            p.button(
                id, r, buttons[i].second, ButtonStyle::Primary,
                [this] {
                    auto cb = m_onMany;
                    auto chosen = m_selected;
                    m_app.pop();
                    cb(chosen);
                },
                sel >= m_min && sel <= m_max);
        } else {
            p.button(id, r, buttons[i].second, ButtonStyle::Primary, [this] {
                auto cb = m_onNumber;
                const int v = m_value;
                m_app.pop();
                cb(v);
            });
        }
    }
}

} // namespace heist::ui
