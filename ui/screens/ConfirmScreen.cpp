#include "ui/screens/ConfirmScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

namespace heist::ui {

ConfirmScreen::ConfirmScreen(App& app, std::string question, std::string detail, std::string confirmLabel,
                             std::function<void()> onConfirm, bool danger)
    : Screen(app), m_question(std::move(question)), m_detail(std::move(detail)), m_confirm(std::move(confirmLabel)),
      m_onConfirm(std::move(onConfirm)), m_danger(danger) {}

void ConfirmScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float w = std::min(t.px(760), p.size().x - 2 * t.margin());
    const float pad = t.px(36);
    // As tall as its words need: a long question never runs into the buttons.
    const float words = p.paragraphHeight(m_question, t.heading(), w - 2 * pad) +
                        (m_detail.empty() ? 0.f : t.px(8) + p.paragraphHeight(m_detail, t.small(), w - 2 * pad));
    const float h = std::max(t.px(330), pad * 3 + words + t.target() + t.px(8));
    const auto card = dialogCard(p, w, h);
    float y = card.top + pad;
    y += p.paragraph(m_question, {card.left + card.width / 2, y}, t.heading(), p.colours().ivory, card.width - 2 * pad,
                     Align::Center);
    if (!m_detail.empty())
        p.paragraph(m_detail, {card.left + card.width / 2, y + t.px(8)}, t.small(), p.colours().muted,
                    card.width - 2 * pad, Align::Center);
    const float bh = t.target();
    const float bw = (card.width - 3 * pad) / 2;
    const float by = card.top + card.height - pad - bh;
    p.button("cancel", {card.left + pad, by, bw, bh}, tr("Cancel"), ButtonStyle::Normal, [this] { m_app.pop(); });
    p.button("confirm", {card.left + 2 * pad + bw, by, bw, bh}, m_confirm,
             m_danger ? ButtonStyle::Danger : ButtonStyle::Primary, [this] {
                 auto cb = m_onConfirm;
                 m_app.pop();
                 cb();
             });
}

} // namespace heist::ui
