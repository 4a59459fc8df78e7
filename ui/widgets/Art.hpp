#pragma once
// The shapes our own drawn art is made of (each game draws its pictures in its own folder,
// with SFML shapes and these): an ellipse or an arc as points, a colour lighter or darker.
#include "ui/Painter.hpp"

#include <vector>

namespace heist::ui::art {

inline constexpr float kPi = 3.14159265f;

// The points of an ellipse around c, or of its arc from `from` to `to` (radians).
std::vector<sf::Vector2f> ellipse(sf::Vector2f c, float rx, float ry, float from = 0, float to = 2 * kPi,
                                  int steps = 32);

// c with its red, green and blue scaled by k (kept within 0..255), its alpha unchanged.
sf::Color shade(sf::Color c, float k);

} // namespace heist::ui::art
