// The languages on the tablet (issue 31): every letter any language needs is in the fonts,
// the language switches at once and is remembered, and a saved game does not depend on it.
#include "tests/ui/UiHarness.hpp"
#include "language/Language.hpp"
#include "language/Translate.hpp"

#include <SFML/System/Utf.hpp>
#include "tests/support/Catch.hpp"

#include <set>

using namespace heist;

namespace {

std::set<sf::Uint32> codePoints(const std::string& utf8) {
    std::set<sf::Uint32> out;
    for (auto it = utf8.begin(); it != utf8.end();) {
        sf::Uint32 c = 0;
        it = sf::Utf8::decode(it, utf8.end(), c);
        out.insert(c);
    }
    return out;
}

std::string hex(sf::Uint32 c) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
    return buf;
}

// SFML 2.5 has no Font::hasGlyph: a character the font lacks is drawn as its .notdef box, so
// it is missing when its glyph is that box, pixel for pixel (a private-use character stands
// for the box).
bool drawsGlyph(const sf::Font& font, sf::Uint32 cp) {
    constexpr unsigned size = 40;
    const sf::Glyph none = font.getGlyph(0x10FFFD, size, false);
    const sf::Glyph g = font.getGlyph(cp, size, false);
    if (g.advance != none.advance || g.bounds != none.bounds || g.textureRect.width != none.textureRect.width ||
        g.textureRect.height != none.textureRect.height)
        return true;
    const sf::Image atlas = font.getTexture(size).copyToImage();
    for (int y = 0; y < g.textureRect.height; ++y)
        for (int x = 0; x < g.textureRect.width; ++x)
            if (atlas.getPixel(g.textureRect.left + x, g.textureRect.top + y) !=
                atlas.getPixel(none.textureRect.left + x, none.textureRect.top + y))
                return true;
    return false;
}

} // namespace

TEST_CASE("Every letter of every language and of the pseudo-language is in the table's three fonts",
          "[ui][language-ui]") {
    ui::Fonts fonts;
    fonts.load();
    std::set<sf::Uint32> needed = codePoints(language::pseudo("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ"));
    std::size_t messages = 0;
    for (const auto& lang : language::languages()) {
        if (lang.code == "en")
            continue;
        const language::Catalogue* c = language::catalogue(lang.code);
        REQUIRE(c != nullptr);
        for (const auto& e : c->entries())
            for (const auto& form : e.forms) {
                ++messages;
                for (auto cp : codePoints(form))
                    needed.insert(cp);
            }
        for (auto cp : codePoints(lang.name))
            needed.insert(cp);
    }
    INFO(messages << " translated messages");
    ui::Fonts check;
    check.load();
    // The check itself: a private-use character is missing, a letter is not.
    REQUIRE_FALSE(drawsGlyph(check.regular, 0xE123));
    REQUIRE(drawsGlyph(check.regular, 'e'));
    for (const sf::Uint32 cp : needed) {
        if (cp == '\n' || cp == ' ')
            continue;
        INFO("character " << hex(cp));
        CHECK(drawsGlyph(fonts.regular, cp));
        CHECK(drawsGlyph(fonts.bold, cp));
        // The display font sets titles and headings: letters, digits and punctuation, not signs
        // such as a tick.
        const bool titleCharacter = cp < 0x2000 || (cp >= 0x2010 && cp <= 0x2030) || cp == 0x202F;
        if (titleCharacter)
            CHECK(drawsGlyph(fonts.display, cp));
    }
}

TEST_CASE("The language chosen is used at once and remembered in the file; HEIST_LANGUAGE aside", "[ui][language-ui]") {
    if (std::getenv("HEIST_LANGUAGE"))
        return; // this test sets the language itself
    test::TempDir dir;
    const auto db = dir / "sessions.db";
    {
        test::UiHarness ui(1280, 800, db);
        REQUIRE(ui.app().language() == "en");
        ui.app().setLanguage("de");
        ui.frame();
        CHECK(language::current() == "de");
        CHECK(ui.app().language() == "de");
        ui.app().setLanguage("xx"); // unknown: nothing changes
        CHECK(ui.app().language() == "de");
    }
    language::setLanguage("en");
    {
        // A new start speaks the language chosen in the file.
        test::UiHarness ui(1280, 800, db);
        CHECK(ui.store().setting("language") == std::optional<std::string>("de"));
        CHECK(ui.app().language() == "de");
    }
    language::setLanguage("en");
}

TEST_CASE("One tap in Settings switches every screen's language at once, and back", "[ui][language-ui]") {
    if (std::getenv("HEIST_LANGUAGE"))
        return; // this test sets the language itself
    for (const auto& [w, h] : {std::pair{1280u, 800u}, {800u, 1280u}, {1920u, 1080u}}) {
        test::UiHarness ui(w, h);
        ui.tap("settings");
        REQUIRE(ui.screen() == "settings");
        for (const auto& l : language::languages())
            REQUIRE(ui.has("language-" + l.code));
        for (const std::string code : {"es", "fr", "de", "en"}) {
            ui.tap("language-" + code);
            CHECK(ui.app().language() == code);
            // The frame right after the tap is in the new language: its title is the
            // catalogue's word for Settings, read back as "Settings".
            const std::string title = tr("Settings");
            CHECK(std::any_of(ui.drawnText().begin(), ui.drawnText().end(),
                              [&](const ui::DrawnText& t) { return t.text == title; }));
            if (code != "en")
                CHECK(title != "Settings");
            CHECK(ui.frameShows("Settings"));
            ui.save("settings-language-" + code);
        }
        ui.tap("back");
        CHECK(ui.screen() == "home");
    }
    language::setLanguage("en");
}
