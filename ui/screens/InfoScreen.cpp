#include "screens/InfoScreen.hpp"

#include "App.hpp"
#include "widgets/Chrome.hpp"

namespace heist::ui {

void InfoScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float pad = t.px(32);
    const float h = pad * 2 + t.heading() + t.px(20) + m_lines.size() * t.body() * 2.2f + t.target() + t.px(20);
    const auto card = dialogCard(p, t.px(760), h);
    float y = card.top + pad;
    p.text(m_title, {card.left + pad, y}, t.heading(), p.colours().gold, Align::Left, true, card.width - 2 * pad);
    y += t.heading() + t.px(20);
    for (const auto& line : m_lines)
        y += p.paragraph(line, {card.left + pad, y}, t.body(), p.colours().ivory, card.width - 2 * pad) + t.px(8);
    p.button("close", {card.left + pad, card.top + card.height - pad - t.target(), card.width - 2 * pad, t.target()}, "Close",
             ButtonStyle::Primary, [this] { m_app.pop(); });
}

} // namespace heist::ui
