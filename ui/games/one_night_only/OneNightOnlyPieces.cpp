// One Night Only's drawn pieces, shared by its screens: a jewel in its case colour and
// shape, and a die with pips.
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"

#include "ui/Painter.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui::one_night_only {

// A panel with a thin outline, as on the other tables.
void panel(Painter& p, const sf::FloatRect& r, bool highlight) {
    p.rect(r, highlight ? sf::Color(52, 46, 28) : p.colours().dusk, 14, highlight ? p.colours().gold : p.colours().line,
           highlight ? 3.f : 1.5f);
}

sf::Color jewelInk(const std::string& colour) {
    if (colour == "red")
        return sf::Color(236, 84, 92);
    if (colour == "yellow")
        return sf::Color(242, 204, 70);
    if (colour == "blue")
        return sf::Color(96, 150, 250);
    return sf::Color(56, 210, 122);
}

void drawJewel(Painter& p, sf::Vector2f c, float s, const std::string& colour) {
    const sf::Color mid = jewelInk(colour);
    const sf::Color dark(mid.r / 2, mid.g / 2, mid.b / 2);
    const sf::Color light(std::min(255, mid.r + 60), std::min(255, mid.g + 60), std::min(255, mid.b + 60));
    // A cut stone: an octagon with a table facet; the shape differs by case so colour is not
    // the only cue (red round, yellow square, blue diamond, green step cut).
    std::vector<sf::Vector2f> outer;
    const int sides = colour == "red" ? 8 : colour == "yellow" ? 4 : colour == "blue" ? 4 : 8;
    const float turn = colour == "yellow" ? 3.14159f / 4 : colour == "blue" ? 0.f : 3.14159f / 8;
    for (int i = 0; i < sides; ++i) {
        const float a = turn + i * 2 * 3.14159f / sides;
        const float rx = colour == "green" ? s * 0.42f : s * 0.5f;
        outer.push_back({c.x + rx * std::cos(a), c.y + s * 0.5f * std::sin(a)});
    }
    p.polygon(outer, mid, dark, 2);
    std::vector<sf::Vector2f> inner;
    for (auto q : outer)
        inner.push_back(c + (q - c) * 0.5f);
    p.polygon(inner, light);
}

void drawCoins(Painter& p, sf::Vector2f c, float radius) {
    // Two coins, one over the other: a shape no jewel case has (the red case is round-ish too),
    // so coins are not told from spinels by colour alone.
    const float r = radius * 0.78f;
    p.circle({c.x - radius * 0.3f, c.y + radius * 0.25f}, r, p.colours().gold, p.colours().goldDark, 2);
    p.circle({c.x + radius * 0.3f, c.y - radius * 0.25f}, r, p.colours().gold, p.colours().goldDark, 2);
}

void drawDie(Painter& p, const sf::FloatRect& r, int face, bool looting, float alpha) {
    auto a = [alpha](sf::Color c) {
        c.a = static_cast<sf::Uint8>(c.a * alpha);
        return c;
    };
    // Movement dice are ivory with dark pips; looting dice are dark red with ivory pips.
    const sf::Color body = looting ? sf::Color(120, 30, 44) : sf::Color(236, 228, 210);
    const sf::Color pip = looting ? sf::Color(245, 236, 216) : sf::Color(30, 26, 34);
    p.rect(r, a(body), r.width * 0.18f, a(sf::Color(0, 0, 0, 140)), 2);
    if (face < 1 || face > 6)
        return;
    static const int layout[7][9] = {{0},
                                     {0, 0, 0, 0, 1, 0, 0, 0, 0},
                                     {1, 0, 0, 0, 0, 0, 0, 0, 1},
                                     {1, 0, 0, 0, 1, 0, 0, 0, 1},
                                     {1, 0, 1, 0, 0, 0, 1, 0, 1},
                                     {1, 0, 1, 0, 1, 0, 1, 0, 1},
                                     {1, 0, 1, 1, 0, 1, 1, 0, 1}};
    const float cell = r.width / 4;
    for (int i = 0; i < 9; ++i)
        if (layout[face][i])
            p.circle({r.left + cell * (1 + i % 3), r.top + cell * (1 + i / 3)}, r.width * 0.085f, a(pip));
}

} // namespace heist::ui::one_night_only
