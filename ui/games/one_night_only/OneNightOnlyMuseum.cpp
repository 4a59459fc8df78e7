// One Night Only's museum on the table: each jewel case's tile with the jewels still in it,
// and the line under the tiles (the jewels left, the motion sensors and their turns).
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"

#include "ui/games/one_night_only/OneNightOnlyViewModel.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>

namespace heist::ui::one_night_only {

using games::one_night_only::jewelWord;
using games::one_night_only::roomName;

float OneNightOnlyTableScreen::jewelWordHeight(const Painter& p, float width) const {
    // The tallest jewel's word under its tile (a longer language's may take two lines).
    const auto& t = p.theme();
    const auto widths = jewelColumns(p, width);
    float h = t.small();
    for (std::size_t j = 0; j < game(m_app).rules().jewels.size() && j < widths.size(); ++j)
        h = std::max(h, p.fitHeight(jewelWord(game(m_app).rules().jewels[j]), widths[j] - t.px(12), t.small()));
    return h;
}

void OneNightOnlyTableScreen::drawMuseum(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const float gap = t.px(12);
    const std::size_t n = rules.jewels.size();
    const auto widths = jewelColumns(p, r.width); // over the buttons that take each jewel
    const float cellH = r.height - t.small() - t.px(10);
    const float wordH = jewelWordHeight(p, r.width);
    float x = r.left;
    for (std::size_t j = 0; j < n; ++j) {
        const auto& jw = rules.jewels[j];
        const int left = v["museum"][jw.id];
        const sf::FloatRect cell{x, r.top, widths[j], cellH};
        x += widths[j] + gap;
        panel(p, cell);
        const float icon = std::min(cellH * 0.45f, t.px(40));
        drawJewel(p, {cell.left + t.px(12) + icon / 2, cell.top + t.px(10) + icon / 2}, icon, jw.colour);
        p.text(std::to_string(left), {cell.left + cell.width - t.px(14), cell.top + t.px(4)}, t.heading(),
               left == 0 ? p.colours().danger : p.colours().gold, Align::Right, true);
        fittedText(p, jewelWord(jw), {cell.left + cell.width / 2, cell.top + cellH - wordH - t.px(10)},
                   cell.width - t.px(12), t.small(), p.colours().ivory, Align::Center, false, TextKind::Catalogue);
    }
    // Motion sensors on the board, with the turns they still have.
    std::string sensors;
    for (const auto& s : v["sensors"]) {
        const int left = s["turns_left"];
        sensors +=
            (sensors.empty() ? "" : " \u00b7 ") + trnc("one-night-only", "{room} ({n} turn)", "{room} ({n} turns)",
                                                       left, {{"room", roomName(s["room"].get<std::string>())}});
    }
    const int jewelsLeft = v["museum_jewels_left"].get<int>();
    std::string line = sensors.empty() ? trn("Museum: {n} jewel left \u00b7 no motion sensors",
                                             "Museum: {n} jewels left \u00b7 no motion sensors", jewelsLeft)
                                       : trc("one-night-only", "Motion sensors: {sensors}", {{"sensors", sensors}});
    // No sensor is the usual state: where the whole line is too long, the jewels alone.
    if (sensors.empty() && p.textWidth(line, t.small()) > r.width)
        line = trn("Museum: {n} jewel left", "Museum: {n} jewels left", jewelsLeft);
    p.text(line, {r.left, r.top + cellH + t.px(6)}, t.small(), p.colours().muted, Align::Left, false, r.width);
}

} // namespace heist::ui::one_night_only
