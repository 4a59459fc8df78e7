// The Painter draws text as glyph quads in its own batch, with the shapes around it, instead
// of one sf::Text draw call each (ui/Painter.hpp, appendText). These tests draw the same
// shapes and text both ways, SFML's and the batch's, and compare the pixels; and count the
// draw calls the batch makes.
#include "ui/Painter.hpp"
#include "ui/Theme.hpp"

#include "tests/support/Catch.hpp"

#include <SFML/Graphics.hpp>

#include <cmath>
#include <cstring>

using heist::ui::Painter;

namespace {

struct Piece {
    std::string text;
    unsigned size;
    bool bold;
    sf::Color colour;
};

const std::vector<Piece>& pieces() {
    static const std::vector<Piece> p = {
        {"Secret Night at Davis Manor", 54, true, sf::Color(239, 230, 210)},
        {"Ann  (the thief)\tSpin", 28, false, sf::Color(250, 214, 120)},
        {"Bartholomew-Maximilian AVAWAY Te", 36, false, sf::Color(180, 220, 255)},
        {"9 p.m. \xe2\x86\xb6 Undo \xe2\x80\x94 Caf\xc3\xa9 \xc3\x85sa", 24, false, sf::Color(255, 255, 255)},
        {"Two\nlines", 40, true, sf::Color(120, 240, 160)},
    };
    return p;
}

// A panel under each line of text, and a bar across the text: the order must hold.
void drawScene(sf::RenderTarget& target, const heist::ui::Fonts& fonts, bool batched, Painter* painter) {
    float y = 20;
    for (const auto& piece : pieces()) {
        const sf::FloatRect panel(14, y - 6, 740, static_cast<float>(piece.size) * 1.6f);
        const sf::FloatRect bar(200, y + piece.size * 0.5f, 60, 6);
        const sf::Vector2f pos(30.f + piece.size * 0.25f, y);
        if (batched) {
            painter->rect(panel, sf::Color(40, 48, 80));
            painter->text(piece.text, pos, piece.size, piece.colour, heist::ui::Align::Left, piece.bold);
            painter->rect(bar, sf::Color(200, 60, 60, 200));
        } else {
            sf::RectangleShape a({panel.width, panel.height});
            a.setPosition(panel.left, panel.top);
            a.setFillColor(sf::Color(40, 48, 80));
            target.draw(a);
            // Placed as Painter::text places a line: by its ink's left edge and the font's
            // line metrics.
            sf::Text t(sf::String::fromUtf8(piece.text.begin(), piece.text.end()),
                       piece.bold ? fonts.bold : fonts.regular, piece.size);
            t.setFillColor(piece.colour);
            t.setPosition(std::round(pos.x - t.getLocalBounds().left), std::round(pos.y - piece.size * 0.12f));
            target.draw(t);
            sf::RectangleShape b({bar.width, bar.height});
            b.setPosition(bar.left, bar.top);
            b.setFillColor(sf::Color(200, 60, 60, 200));
            target.draw(b);
        }
        y += piece.size * 2.1f;
    }
}

} // namespace

TEST_CASE("Painter - batched text and shapes draw the pixels SFML draws, in fewer calls", "[ui][text-batch]") {
    heist::ui::Fonts fonts;
    fonts.load();
    heist::ui::Theme theme;
    theme.resize({800, 600});
    sf::RenderTexture plain, batched;
    REQUIRE(plain.create(800, 600));
    REQUIRE(batched.create(800, 600));
    plain.clear(sf::Color(11, 15, 28));
    drawScene(plain, fonts, false, nullptr);
    plain.display();
    batched.clear(sf::Color(11, 15, 28));
    const auto before = Painter::drawCalls();
    {
        Painter p(batched, theme, fonts, nullptr);
        drawScene(batched, fonts, true, &p);
    }
    const auto calls = Painter::drawCalls() - before;
    batched.display();
    const sf::Image a = plain.getTexture().copyToImage(), b = batched.getTexture().copyToImage();
    int differing = 0, inked = 0;
    for (unsigned y = 0; y < a.getSize().y; ++y)
        for (unsigned x = 0; x < a.getSize().x; ++x) {
            const auto p = a.getPixel(x, y), q = b.getPixel(x, y);
            if (p != sf::Color(11, 15, 28) && p != sf::Color(40, 48, 80))
                ++inked;
            // Positions reach the rasteriser through another sum (the batch adds the text's
            // position on the CPU, SFML in the vertex transform): a rounding step may differ.
            if (std::abs(p.r - q.r) > 2 || std::abs(p.g - q.g) > 2 || std::abs(p.b - q.b) > 2)
                ++differing;
        }
    INFO("pixels with ink: " << inked << ", differing: " << differing << ", draw calls: " << calls);
    if (differing > 0) {
        a.saveToFile("/tmp/heist-text-batch-sfml.png");
        b.saveToFile("/tmp/heist-text-batch-painter.png");
    }
    CHECK(inked > 20000); // the scene drew text, not nothing
    CHECK(differing == 0);
    // Five lines, each text between shapes: a call per run of text (5) and per run of shapes
    // between them (6: a line's bar and the next line's panel go together), where one call per
    // text and per shape would take 15. Shapes are not in the text's calls (ui/Painter.hpp).
    CHECK(calls == 11);
}

TEST_CASE("Painter - a no-break space or a thin space leaves no ink, only its width", "[ui][text-batch]") {
    // "Ann\u00a01" on the Shadow House results screen drew a dot between name and points:
    // a blank glyph's padded quad sampled the glyph page's white corner.
    heist::ui::Fonts fonts;
    fonts.load();
    heist::ui::Theme theme;
    theme.resize({400, 200});
    const sf::Color background(11, 15, 28);
    for (const char* blank : {"\xc2\xa0", "\xe2\x80\x89", "\xe2\x80\xaf"}) { // U+00A0, U+2009, U+202F
        sf::RenderTexture target;
        REQUIRE(target.create(400, 200));
        target.clear(background);
        float widthWithBlank = 0, widthWithout = 0;
        {
            Painter p(target, theme, fonts, nullptr);
            p.text(std::string(blank) + blank + blank, {20, 20}, 40, sf::Color::White);
            widthWithBlank = p.textWidth(std::string("A") + blank + "B", 40);
            widthWithout = p.textWidth("AB", 40);
        }
        target.display();
        const sf::Image image = target.getTexture().copyToImage();
        int inked = 0;
        for (unsigned y = 0; y < image.getSize().y; ++y)
            for (unsigned x = 0; x < image.getSize().x; ++x)
                if (image.getPixel(x, y) != background)
                    ++inked;
        INFO("blank U+" << std::hex << sf::String::fromUtf8(blank, blank + std::strlen(blank))[0]);
        CHECK(inked == 0);
        CHECK(widthWithBlank > widthWithout + 4); // still a space between the words
    }
}
