// Shadow House Masquerade's table on a small panel (the window's shorter side under 600 px:
// 800x480, 480x800; issue 47): its own layout, not a squeezed one. While the deck is built, the
// checklist with its total and the next step (setup steps 3 to 6 beside them, as many as fit
// whole); in play, the seats round the table as token, name and points, clockwise as the
// players sit, with who started and the next step in the middle (the header says the round).
// The rest is one tap away under the "i": the goal, the last round, the setup steps.
#include "ui/games/shadow_house/ShadowHouseTable.hpp"

#include "ui/games/shadow_house/ShadowHouseViewModel.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Banner.hpp"

#include <algorithm>

namespace heist::ui::shadow_house {

void ShadowHouseTableScreen::drawSmallDeck(Painter& p, const sf::FloatRect& area, const Json& v) {
    const auto& t = p.theme();
    const float bh = smallPanel(p) ? t.target() : t.target() * 1.1f;
    const std::string next = tr("Dealt: who has First on the scene?");
    sf::FloatRect side; // where steps 3 to 6 go when they fit, and messages show
    float bx = area.left;
    if (t.portrait()) {
        // The checklist across the width with its total; the steps under it.
        const float deckEnd = drawDeck(p, {area.left, area.top, area.width, area.height - bh - t.px(12)}, v, true);
        side = {area.left, deckEnd + t.px(12), area.width, area.top + area.height - bh - t.px(24) - deckEnd};
    } else {
        // The checklist down the left, as tall as the window allows; its heading and total, the
        // steps and the next step on the right.
        const float gap = t.px(24);
        const float deckW = area.width * 0.5f;
        drawDeck(p, {area.left, area.top, deckW, area.height}, v, false, false);
        bx = area.left + deckW + gap;
        const float w = area.left + area.width - bx;
        float y = area.top + deckHeading(p, {bx, area.top, w, 0}, v) + t.px(8);
        y += deckTotal(p, {bx, y, w, 0}, v) + t.px(12);
        side = {bx, y, w, area.top + area.height - bh - t.px(12) - y};
    }
    // Messages show where the steps are.
    p.setBannerSlot({side.left, side.top, side.width, std::clamp(side.height, 0.f, bannerHeight(t))});
    if (m_app.toastText().empty())
        drawReminders(p, side, v);
    wrapButton(p, "dealt", {bx, area.top + area.height - bh, area.left + area.width - bx, bh}, next,
               ButtonStyle::Primary, [this] { askFirst(); });
}

void ShadowHouseTableScreen::drawSmallTable(Painter& p, const sf::FloatRect& area, const Json& v) {
    const auto& t = p.theme();
    const int n = static_cast<int>(players(m_app).size());
    const float gap = t.px(10);
    SeatLayout seats;
    if (t.portrait()) {
        seats = portraitSeats(p, area, v);
    } else {
        // Up the left side and down the right, each seat as wide as the longest word of a name
        // needs and as tall as its own words.
        float need = 0;
        for (int i = 0; i < n; ++i)
            need = std::max(need, seatWidthNeeded(p, i, v));
        const float seatW = std::min(area.width * 0.32f, std::max(need, area.width * 0.24f));
        std::vector<float> heights;
        for (int i = 0; i < n; ++i)
            heights.push_back(fitSeat(p, i, seatW, v).height);
        seats = seatsBeside(area, heights, seatW, gap);
    }
    for (int i = 0; i < n; ++i)
        drawSeat(p, seats.seats[static_cast<std::size_t>(i)], i, v);
    const float inset = t.portrait() ? 0.f : t.px(4);
    drawRoundPanel(
        p, {seats.centre.left + inset, seats.centre.top, seats.centre.width - 2 * inset, seats.centre.height}, v, true);
}

} // namespace heist::ui::shadow_house
