#include "screens/ChoiceScreen.hpp"

#include "App.hpp"
#include "widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

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

void ChoiceScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto size = p.size();
    const float pad = t.px(28);
    const float gap = t.px(12);
    const bool portrait = t.portrait();
    const int cols = m_mode == Mode::Number ? 1 : (portrait || m_choices.size() <= 3 ? 1 : 2);
    const int rows = m_mode == Mode::Number ? 1 : static_cast<int>((m_choices.size() + cols - 1) / cols);
    const float rowH = t.target();
    const float w = std::min(size.x - 2 * t.margin(), t.px(portrait ? 760 : 900));
    const float h = std::min(size.y - 2 * t.margin(),
                             pad * 2 + t.heading() + t.small() + t.px(30) + rows * (rowH + gap) + rowH + gap * 2);
    const auto card = dialogCard(p, w, h);
    float y = card.top + pad;
    p.text(m_title, {card.left + pad, y}, t.heading(), p.colours().ivory, Align::Left, true, card.width - 2 * pad);
    y += t.heading() + t.px(8);
    if (!m_subtitle.empty())
        p.text(m_subtitle, {card.left + pad, y}, t.small(), p.colours().muted, Align::Left, false, card.width - 2 * pad);
    y += t.small() + t.px(22);
    const float cellW = (card.width - 2 * pad - gap * (cols - 1)) / cols;
    if (m_mode == Mode::Number) {
        const float bw = t.target() * 1.3f;
        p.button("minus", {card.left + pad, y, bw, rowH}, "\u2212", ButtonStyle::Normal, [this] { --m_value; },
                 m_value > m_min);
        p.textIn(std::to_string(m_value), {card.left + pad + bw, y, card.width - 2 * pad - 2 * bw, rowH}, t.title(),
                 p.colours().gold, true);
        p.button("plus", {card.left + card.width - pad - bw, y, bw, rowH}, "+", ButtonStyle::Normal, [this] { ++m_value; },
                 m_value < m_max);
    }
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        const auto& c = m_choices[i];
        const sf::FloatRect r{card.left + pad + (i % cols) * (cellW + gap), y + (i / cols) * (rowH + gap), cellW, rowH};
        const bool selected = std::find(m_selected.begin(), m_selected.end(), c.id) != m_selected.end();
        const std::string id = c.id;
        // A player's token sits in a column of its own at the left, the name beside it.
        const bool token = !c.colour.empty();
        p.button("choice-" + id, r, token ? std::string() : c.label, selected ? ButtonStyle::Selected : ButtonStyle::Normal, [this, id] {
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
        }, c.enabled);
        if (token) {
            p.token({r.left + t.px(30), r.top + rowH / 2}, t.px(14), c.colour);
            const float x = r.left + t.px(56);
            p.fitText(c.label, {x, r.top + t.px(4), r.left + r.width - t.px(10) - x, r.height - t.px(8)}, t.body(),
                      c.enabled ? (selected ? p.colours().gold : p.colours().ivory) : p.colours().muted,
                      TextUse::PlayerName, Align::Center);
        }
    }
    const float by = card.top + card.height - pad - rowH;
    const float bw = (card.width - 2 * pad - gap) / 2;
    p.button("cancel", {card.left + pad, by, m_mode == Mode::One ? card.width - 2 * pad : bw, rowH}, "Cancel",
             ButtonStyle::Quiet, [this] { m_app.pop(); });
    if (m_mode == Mode::Many) {
        const int n = static_cast<int>(m_selected.size());
        p.button("ok", {card.left + pad + bw + gap, by, bw, rowH}, "Next", ButtonStyle::Primary, [this] {
            auto cb = m_onMany;
            auto sel = m_selected;
            m_app.pop();
            cb(sel);
        }, n >= m_min && n <= m_max);
    } else if (m_mode == Mode::Number) {
        p.button("ok", {card.left + pad + bw + gap, by, bw, rowH}, "Next", ButtonStyle::Primary, [this] {
            auto cb = m_onNumber;
            const int v = m_value;
            m_app.pop();
            cb(v);
        });
    }
}

} // namespace heist::ui
