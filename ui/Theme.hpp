#pragma once
// The night palette, sizes and fonts. Sizes scale with the shorter side of the window so
// that body text is at least 24 px at 1280x800 and at 800x1280 alike; on a smaller panel the
// least size scales down with it, never below 16 px (SPEC.md section 1: 800x480).
#include <SFML/Graphics.hpp>

#include <string>

namespace heist::ui {

struct Palette {
    sf::Color night{11, 15, 28};    // background
    sf::Color dusk{22, 29, 51};     // panels
    sf::Color duskHigh{34, 44, 74}; // raised panels, idle buttons
    sf::Color line{58, 70, 110};    // outlines
    sf::Color ivory{239, 230, 210}; // text
    sf::Color muted{150, 158, 182}; // secondary text
    sf::Color gold{227, 179, 65};   // the one obvious next step
    sf::Color goldDark{120, 90, 28};
    sf::Color danger{255, 138, 138}; // light enough to read with protanopia too (4.5:1 and more)
    sf::Color ok{98, 200, 140};
    sf::Color diamond{170, 225, 255};
    sf::Color ruby{226, 54, 98};
    sf::Color emerald{46, 204, 113};
};

struct Shape {
    sf::Color colour;
    int kind; // 0 circle, 1 square, 2 triangle, 3 diamond, 4 hexagon, 5 star, 6 pentagon, 7 cross
    const char* label;
};

// Player colours, each with its own shape so colour-blind players can tell them apart.
Shape playerShape(const std::string& colourId);
const std::vector<std::string>& playerColourIds();

struct Fonts {
    sf::Font regular;
    sf::Font bold;
    sf::Font display; // titles
    // Throws std::runtime_error naming the missing file.
    void load();
};

class Theme {
public:
    Palette colours;

    void resize(sf::Vector2f size);
    sf::Vector2f size() const { return m_size; }
    bool portrait() const { return m_size.y > m_size.x; }
    float scale() const { return m_scale; }
    float px(float at1280x800) const { return at1280x800 * m_scale; }
    // Text sizes: never below least().
    unsigned title() const { return textSize(54); }
    unsigned heading() const { return textSize(36); }
    unsigned body() const { return textSize(28); }
    unsigned small() const { return textSize(24); }
    // The least size of any text: 24 px at 1280x800 and larger, scaled down with the window's
    // shorter side on a smaller panel, never below 16 px (800x480: 16 px).
    unsigned least() const;
    // The least size a name, role or next step is asked for at: 28 px, scaled down alike.
    unsigned leastName() const;
    // A touch target's least side: 64 px at 1280x800, scaled down alike, never below 44 px.
    float leastTarget() const;
    float target() const { return std::max(leastTarget(), px(76)); } // a touch target's side
    float margin() const;                                            // keeps clear of the outer 3%

private:
    unsigned textSize(float at1280x800) const;
    sf::Vector2f m_size{1280, 800};
    float m_scale = 1.f;
};

} // namespace heist::ui
