#pragma once
// Glyphs rendered ahead of need. SFML renders a glyph the first time a text of its size asks
// for it and packs it into the font's texture, which grows (a copy of the whole page) when full.
// A frame that meets new glyphs pays for them, and when the page grew, every text it draws has
// changed texture, so the frame is drawn whole: the first dialog after launch took 62 ms. Once
// the first frame stands, the App warms the letters a screen can show (ASCII and the accented
// letters of Western European languages) in the theme's text sizes and fonts, a few milliseconds
// per step while nothing moves, and redraws once when the pages grew.
#include <SFML/Graphics/Font.hpp>

#include <cstddef>
#include <vector>

namespace heist::ui {

class GlyphWarmer {
public:
    // The fonts and the character sizes to warm, every pair.
    void plan(const std::vector<const sf::Font*>& fonts, const std::vector<unsigned>& sizes);
    bool pending() const { return m_next < m_jobs.size() * kLetters; }
    // Warms glyphs for about budgetMs; true when a font's texture grew (frames drawn before no
    // longer share their texture with the next).
    bool step(double budgetMs);
    std::size_t warmed() const { return m_next; }

private:
    static constexpr std::size_t kLetters = 95 + 96; // ' '..'~', then U+00A0..U+00FF
    static sf::Uint32 letter(std::size_t i) { return i < 95 ? 0x20 + static_cast<sf::Uint32>(i) : 0xA0 + static_cast<sf::Uint32>(i - 95); }
    struct Job {
        const sf::Font* font;
        unsigned size;
    };
    std::vector<Job> m_jobs;
    std::size_t m_next = 0; // job * kLetters + letter
};

} // namespace heist::ui
