#include "widgets/Banner.hpp"

namespace heist::ui {

float bannerHeight(const Theme& t) {
    return t.portrait() ? t.small() * 2.3f + t.px(20) : t.small() * 1.15f + t.px(20);
}

sf::FloatRect reserveBanner(Painter& p, float top) {
    const float m = p.theme().margin();
    const sf::FloatRect slot{m, top, p.size().x - 2 * m, bannerHeight(p.theme())};
    p.setBannerSlot(slot);
    return slot;
}

void drawBanner(Painter& p, const std::string& message, bool error) {
    if (message.empty())
        return;
    const auto& t = p.theme();
    sf::FloatRect slot;
    if (auto reserved = p.bannerSlot()) {
        slot = *reserved;
    } else {
        // Where screens keep it: below a one-row header, clear of the title and the
        // next step at the foot.
        const float m = t.margin();
        slot = {m, m + t.target() + t.px(12), p.size().x - 2 * m, bannerHeight(t)};
    }
    // A message longer than the strip grows downwards rather than being cut.
    const float textW = slot.width - t.px(40);
    const float need = p.fitHeight(message, textW, t.small()) + t.px(16);
    if (need > slot.height)
        slot.height = need;
    p.rect(slot, error ? sf::Color(70, 24, 30) : sf::Color(26, 46, 40), 14,
           error ? p.colours().danger : p.colours().ok, 2);
    p.fitText(message, {slot.left + t.px(20), slot.top, textW, slot.height}, t.small(), p.colours().ivory,
              TextUse::Other, Align::Center);
}

} // namespace heist::ui
