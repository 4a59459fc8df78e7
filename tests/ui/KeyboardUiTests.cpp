// The on-screen keyboard types the letters of European names (ð þ æ ø å ß œ ł ś ź ż č ř š ž ğ
// ı ş ő ű and more) with their capitals, gives the name back as UTF-8, and draws it whole: the
// font has every one of its glyphs, and every key stays a 64 px target at 800x1280.
#include "tests/ui/UiHarness.hpp"
#include "ui/screens/KeyboardScreen.hpp"
#include "language/Translate.hpp"

#include "tests/support/Catch.hpp"

using heist::test::UiHarness;

namespace {

// The key for a letter, on whichever page of accents holds it.
void typeKey(UiHarness& ui, const std::string& letter) {
    const std::string id = "key-" + letter;
    if (!ui.has(id) && ui.has("accent-page"))
        ui.tap("accent-page"); // the other page of accents
    if (!ui.has(id)) {
        ui.tap("accents"); // the letters, or the accents from the letters
        if (!ui.has(id) && ui.has("accent-page"))
            ui.tap("accent-page");
    }
    REQUIRE(ui.has(id));
    ui.tap(id);
    ui.checkFrameRules();
}

// A glyph the font lacks is drawn as its .notdef box: the same size and advance as a code
// point no font has.
bool fontHas(const sf::Font& font, sf::Uint32 c) {
    const sf::Glyph missing = font.getGlyph(0x10FFFD, 40, false); // copies: the table may grow
    const sf::Glyph g = font.getGlyph(c, 40, false);
    return !(g.advance == missing.advance && g.bounds == missing.bounds &&
             g.textureRect.width == missing.textureRect.width);
}

} // namespace

TEST_CASE("Keyboard UI - the letters of European names, with their capitals, typed and drawn whole",
          "[ui][keyboard-ui]") {
    // Each word: the letter's capital (shift is on after a space), then the letter itself.
    const std::vector<std::pair<std::vector<std::string>, std::string>> words = {
        {{"ð", "þ", "æ", "ø", "å"}, "Ðð Þþ Ææ Øø Åå"}, {{"ß", "œ", "ł", "ś", "ź"}, "ßß Œœ Łł Śś Źź"},
        {{"ż", "č", "ř", "š", "ž"}, "Żż Čč Řř Šš Žž"}, {{"ğ", "ı", "ş", "ő", "ű"}, "Ğğ Iı Şş Őő Űű"},
        {{"ă", "ș", "ț", "đ", "ė"}, "Ăă Șș Țț Đđ Ėė"},
    };
    heist::ui::Fonts fonts;
    fonts.load();
    for (const auto& [w, h] : {std::pair{800u, 1280u}, std::pair{1280u, 800u}}) {
        for (std::size_t k = 0; k < words.size(); ++k) {
            const auto& [letters, expected] = words[k];
            INFO(expected << " at " << w << "x" << h);
            UiHarness ui(w, h);
            std::string typed;
            ui.app().push(std::make_unique<heist::ui::KeyboardScreen>(ui.app(), heist::tr("Player {n}", {{"n", 1}}), "",
                                                                      [&](const std::string& n) { typed = n; }));
            ui.frame();
            for (std::size_t i = 0; i < letters.size(); ++i) {
                if (i > 0)
                    ui.tap("space");
                typeKey(ui, letters[i]); // shift is on: the capital
                typeKey(ui, letters[i]);
            }
            ui.checkFrameRules(); // every key a 64 px target, nothing cut or over another text
            // The name field shows the whole name, and the font draws each of its letters.
            CHECK(ui.frameShows(expected));
            for (const auto c : sf::String::fromUtf8(expected.begin(), expected.end())) {
                INFO("U+" << std::hex << static_cast<unsigned>(c));
                CHECK(fontHas(fonts.regular, c));
                CHECK(fontHas(fonts.bold, c));
            }
            if (w == 800)
                ui.save("keyboard-typed-" + std::to_string(k));
            ui.tap("done");
            CHECK(typed == expected);
        }
    }
}

TEST_CASE("Keyboard UI - both pages of accents, every key at least 64 px, at each size", "[ui][keyboard-ui]") {
    for (const auto& [w, h] : {std::pair{800u, 1280u}, std::pair{1280u, 800u}, std::pair{1920u, 1080u}}) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        ui.app().push(std::make_unique<heist::ui::KeyboardScreen>(ui.app(), heist::tr("Player {n}", {{"n", 1}}), "",
                                                                  [](const std::string&) {}));
        ui.frame();
        ui.tap("accents");
        ui.checkFrameRules();
        CHECK(ui.has("key-á"));
        CHECK(ui.has("key-ð"));
        CHECK(ui.has("key-’"));
        ui.save("keyboard-accents-" + std::to_string(w) + "x" + std::to_string(h));
        ui.tap("accent-page");
        ui.checkFrameRules();
        CHECK(ui.has("key-ő"));
        CHECK(ui.has("key-ı"));
        CHECK(ui.has("key-İ"));
        CHECK(ui.has("key-’"));
        CHECK_FALSE(ui.has("key-á"));
        ui.save("keyboard-accents-2-" + std::to_string(w) + "x" + std::to_string(h));
        // Back to the letters, and to the accents page last used.
        ui.tap("accents");
        CHECK(ui.has("key-q"));
        ui.tap("accents");
        CHECK(ui.has("key-ő"));
    }
}
