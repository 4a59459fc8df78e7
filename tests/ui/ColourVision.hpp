#pragma once
// Colour vision deficiencies simulated for the UI tests: how a frame looks to a player with
// protanopia, deuteranopia or tritanopia. The model is Machado, Oliveira and Fernandes, "A
// Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6),
// 2009), with the paper's matrices at severity 1.0 (complete dichromacy), applied to linear
// RGB: sRGB decoded, multiplied, clamped, encoded again.
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Image.hpp>

#include <array>

namespace heist::test {

enum class Deficiency { Protanopia, Deuteranopia, Tritanopia };
inline constexpr std::array<Deficiency, 3> kDeficiencies{Deficiency::Protanopia, Deficiency::Deuteranopia,
                                                         Deficiency::Tritanopia};
const char* deficiencyName(Deficiency d);

// The colour as it looks with the deficiency (alpha kept).
sf::Color simulate(sf::Color c, Deficiency d);
sf::Image simulate(const sf::Image& image, Deficiency d);

} // namespace heist::test
