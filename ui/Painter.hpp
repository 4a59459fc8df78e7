#pragma once
// Draws one frame and records what can be tapped on it. Screens are immediate-mode: each
// frame they draw themselves through a Painter and register tap regions with callbacks;
// the App hit-tests taps against the regions of the last frame. Every string drawn is also
// written to a TextLog, so tests can read what a screen showed.
#include "Theme.hpp"

#include <functional>
#include <string>
#include <vector>

namespace heist::ui {

enum class TextKind {
    Public,    // ordinary text
    Catalogue, // names everybody knows from the box (dice faces, the guest list)
    Secret     // a secret, drawn only while its owner holds the reveal button
};

struct DrawnText {
    std::string text;
    TextKind kind;
    unsigned size; // character size in pixels
};

using TextLog = std::vector<DrawnText>;

enum class Align { Left, Center, Right };

enum class ButtonStyle { Primary, Normal, Quiet, Danger, Selected };

struct Region {
    std::string id;
    sf::FloatRect rect;
    std::function<void()> onTap;
    std::function<void()> onPress;   // hold buttons: finger down
    std::function<void()> onRelease; // hold buttons: finger up or gone
    bool enabled = true;
};

class Painter {
public:
    Painter(sf::RenderTarget& target, const Theme& theme, const Fonts& fonts, TextLog* log);

    const Theme& theme() const { return m_theme; }
    const Palette& colours() const { return m_theme.colours; }
    sf::Vector2f size() const { return m_theme.size(); }
    sf::RenderTarget& target() { return m_target; }

    void background();
    void rect(const sf::FloatRect& r, sf::Color fill, float radius = 0, sf::Color outline = sf::Color::Transparent,
              float outlineWidth = 0);
    void circle(sf::Vector2f centre, float radius, sf::Color fill, sf::Color outline = sf::Color::Transparent,
                float outlineWidth = 0);
    void polygon(const std::vector<sf::Vector2f>& points, sf::Color fill,
                 sf::Color outline = sf::Color::Transparent, float outlineWidth = 0);
    void line(sf::Vector2f a, sf::Vector2f b, sf::Color colour, float width);

    // Draws text whose top-left (or centre/right per align) is at pos; shrinks to fit
    // maxWidth (not below 24 px) and then shortens with an ellipsis. Returns its size.
    sf::Vector2f text(const std::string& utf8, sf::Vector2f pos, unsigned size, sf::Color colour,
                      Align align = Align::Left, bool bold = false, float maxWidth = 0,
                      TextKind kind = TextKind::Public);
    // Centred in a rectangle, vertically too.
    void textIn(const std::string& utf8, const sf::FloatRect& r, unsigned size, sf::Color colour,
                bool bold = false, TextKind kind = TextKind::Public);
    // Wraps at maxWidth; returns the height used.
    float paragraph(const std::string& utf8, sf::Vector2f pos, unsigned size, sf::Color colour,
                    float maxWidth, Align align = Align::Left, TextKind kind = TextKind::Public);
    float textWidth(const std::string& utf8, unsigned size, bool bold = false) const;

    // A tappable button; disabled buttons are drawn dim and do nothing.
    void button(const std::string& id, const sf::FloatRect& r, const std::string& label,
                ButtonStyle style, std::function<void()> onTap, bool enabled = true,
                TextKind kind = TextKind::Public);
    // A press-and-hold target.
    void holdButton(const std::string& id, const sf::FloatRect& r, const std::string& label,
                    bool held, std::function<void()> onPress, std::function<void()> onRelease);
    // A tap region with no drawing of its own.
    void region(const std::string& id, const sf::FloatRect& r, std::function<void()> onTap);

    // Drawn elements.
    void token(sf::Vector2f centre, float radius, const std::string& colourId, bool ring = false);
    void gem(sf::Vector2f centre, float size, int gemType, float alpha = 1.f);
    void mask(sf::Vector2f centre, float width, sf::Color colour);

    const std::vector<Region>& regions() const { return m_regions; }
    std::vector<Region> takeRegions() { return std::move(m_regions); }

private:
    sf::Text makeText(const std::string& utf8, unsigned size, bool bold) const;
    void record(const std::string& utf8, TextKind kind, unsigned size);

    sf::RenderTarget& m_target;
    const Theme& m_theme;
    const Fonts& m_fonts;
    TextLog* m_log;
    std::vector<Region> m_regions;
};

sf::String utf8(const std::string& s);

} // namespace heist::ui
