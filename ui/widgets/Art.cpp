#include "ui/widgets/Art.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui::art {

std::vector<sf::Vector2f> ellipse(sf::Vector2f c, float rx, float ry, float from, float to, int steps) {
    std::vector<sf::Vector2f> pts;
    for (int i = 0; i <= steps; ++i) {
        const float a = from + (to - from) * i / steps;
        pts.push_back({c.x + rx * std::cos(a), c.y + ry * std::sin(a)});
    }
    if (to - from >= 2 * kPi - 0.001f)
        pts.pop_back();
    return pts;
}

sf::Color shade(sf::Color c, float k) {
    auto f = [k](sf::Uint8 v) { return static_cast<sf::Uint8>(std::clamp(v * k, 0.f, 255.f)); };
    return {f(c.r), f(c.g), f(c.b), c.a};
}

} // namespace heist::ui::art
