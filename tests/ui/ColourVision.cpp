#include "tests/ui/ColourVision.hpp"

#include <algorithm>
#include <cmath>

namespace heist::test {

namespace {

// Machado et al. 2009, Table 1 (severity 1.0), rows of the matrix applied to linear RGB.
constexpr double kProtanopia[3][3] = {
    {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}};
constexpr double kDeuteranopia[3][3] = {
    {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}};
constexpr double kTritanopia[3][3] = {
    {1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}};

const double (&matrix(Deficiency d))[3][3] {
    switch (d) {
    case Deficiency::Protanopia: return kProtanopia;
    case Deficiency::Deuteranopia: return kDeuteranopia;
    case Deficiency::Tritanopia: break;
    }
    return kTritanopia;
}

double decode(sf::Uint8 v) {
    const double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

sf::Uint8 encode(double c) {
    c = std::clamp(c, 0.0, 1.0);
    const double v = c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
    return static_cast<sf::Uint8>(std::lround(v * 255.0));
}

} // namespace

const char* deficiencyName(Deficiency d) {
    switch (d) {
    case Deficiency::Protanopia: return "protanopia";
    case Deficiency::Deuteranopia: return "deuteranopia";
    case Deficiency::Tritanopia: break;
    }
    return "tritanopia";
}

sf::Color simulate(sf::Color c, Deficiency d) {
    const auto& m = matrix(d);
    const double in[3] = {decode(c.r), decode(c.g), decode(c.b)};
    double out[3];
    for (int i = 0; i < 3; ++i)
        out[i] = m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2];
    return sf::Color(encode(out[0]), encode(out[1]), encode(out[2]), c.a);
}

sf::Image simulate(const sf::Image& image, Deficiency d) {
    sf::Image out = image;
    const auto size = image.getSize();
    for (unsigned y = 0; y < size.y; ++y)
        for (unsigned x = 0; x < size.x; ++x)
            out.setPixel(x, y, simulate(image.getPixel(x, y), d));
    return out;
}

} // namespace heist::test
