#include "ui/Theme.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#ifndef HEIST_FONT_DIR
#define HEIST_FONT_DIR "/usr/share/fonts/truetype/dejavu"
#endif

namespace heist::ui {

const std::vector<std::string>& playerColourIds() {
    static const std::vector<std::string> ids = {"amber", "teal", "rose", "violet", "lime", "sky", "orange", "silver"};
    return ids;
}

Shape playerShape(const std::string& id) {
    if (id == "teal")
        return {sf::Color(46, 196, 182), 1, "Teal square"};
    if (id == "rose")
        return {sf::Color(255, 107, 154), 2, "Rose triangle"};
    if (id == "violet")
        return {sf::Color(155, 123, 255), 3, "Violet diamond"};
    if (id == "lime")
        return {sf::Color(166, 224, 90), 4, "Lime hexagon"};
    if (id == "sky")
        return {sf::Color(90, 176, 255), 5, "Sky star"};
    if (id == "orange")
        return {sf::Color(255, 138, 61), 6, "Orange pentagon"};
    if (id == "silver")
        return {sf::Color(192, 200, 216), 7, "Silver cross"};
    return {sf::Color(240, 168, 48), 0, "Amber circle"};
}

void Fonts::load() {
    const std::string dir = HEIST_FONT_DIR;
    auto need = [&](sf::Font& font, const char* file) {
        const std::string path = dir + "/" + file;
        if (!font.loadFromFile(path))
            throw std::runtime_error("Cannot load the font " + path + " (install the package fonts-dejavu-core)");
    };
    need(regular, "DejaVuSans.ttf");
    need(bold, "DejaVuSans-Bold.ttf");
    need(display, "DejaVuSerif-Bold.ttf");
}

void Theme::resize(sf::Vector2f size) {
    m_size = size;
    m_scale = std::min(size.x, size.y) / 800.f;
}

unsigned Theme::least() const { return static_cast<unsigned>(std::clamp(std::round(24.f * m_scale), 16.f, 24.f)); }

unsigned Theme::leastName() const { return static_cast<unsigned>(std::clamp(std::round(28.f * m_scale), 16.f, 28.f)); }

float Theme::leastTarget() const { return std::clamp(std::round(64.f * m_scale), 44.f, 64.f); }

unsigned Theme::textSize(float at1280x800) const {
    return std::max(least(), static_cast<unsigned>(std::round(at1280x800 * m_scale)));
}

float Theme::margin() const { return std::max(m_size.x, m_size.y) * 0.035f; }

} // namespace heist::ui
