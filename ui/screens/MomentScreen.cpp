#include "ui/screens/MomentScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"

namespace heist::ui {

MomentScreen::MomentScreen(App& app, CelebrationWords words, std::function<void()> leadOn)
    : Screen(app), m_words(std::move(words)), m_leadOn(std::move(leadOn)), m_celebration(app.now()) {}

bool MomentScreen::animating() const { return m_celebration.running(m_app.now()); }

void MomentScreen::leadOn() {
    if (!m_leadOn)
        return;
    auto next = std::move(m_leadOn); // a second tap before the stack changes does nothing
    m_leadOn = nullptr;
    next();
}

void MomentScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float m = t.margin();
    const auto size = p.size();
    // The whole card leads on; the button says where to.
    p.region("moment-card", {0, 0, size.x, size.y}, [this] { leadOn(); });
    const float buttonTop = size.y - m - t.target();
    const float width = size.x - 2 * m;
    const float picture = m_picture ? t.px(m_pictureHeight) + t.px(20) : 0.f;
    const float h = m_celebration.height(p, width, m_words) + picture;
    // Centred in the room above the button, or from the top when it needs all of it.
    const float top = std::max(m, m + (buttonTop - t.px(24) - m - h) / 2);
    const float used = m_celebration.draw(p, {m, top, width, 0}, m_app.now(), m_words);
    if (m_picture)
        m_picture(p, {m, top + used + t.px(20), width, t.px(m_pictureHeight)});
    const float bw = std::min(width, t.px(560));
    p.button("moment-next", {size.x / 2 - bw / 2, buttonTop, bw, t.target()}, tr("See the winner"),
             ButtonStyle::Primary, [this] { leadOn(); });
}

} // namespace heist::ui
