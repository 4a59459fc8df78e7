// Where the window opens: whole and on the screen, with or without a window manager.
#include "ui/WindowPlacement.hpp"

#include "tests/support/Catch.hpp"

using heist::ui::windowPositionOn;
using heist::ui::windowSizeOn;

TEST_CASE("Window - a window as large as the screen opens at its top-left corner", "[ui][window]") {
    CHECK(windowPositionOn({1280, 800}, {1280, 800}) == sf::Vector2i(0, 0));
}

TEST_CASE("Window - a smaller window opens centred on the screen", "[ui][window]") {
    // (1920 - 1280) / 2 = 320 across, (1080 - 800) / 2 = 140 down.
    CHECK(windowPositionOn({1920, 1080}, {1280, 800}) == sf::Vector2i(320, 140));
    // Portrait on a landscape screen: (1920 - 800) / 2 = 560, (1080 - 1080) / 2 = 0.
    CHECK(windowPositionOn({1920, 1080}, windowSizeOn({1920, 1080}, {800, 1280})) == sf::Vector2i(560, 0));
}

TEST_CASE("Window - a window larger than the screen is cut to it and never placed off it", "[ui][window]") {
    CHECK(windowSizeOn({1280, 720}, {1280, 800}) == sf::Vector2u(1280, 720));
    CHECK(windowSizeOn({1920, 1080}, {800, 1280}) == sf::Vector2u(800, 1080));
    CHECK(windowPositionOn({1024, 600}, {1280, 800}) == sf::Vector2i(0, 0));
}

TEST_CASE("Window - without --windowed a portrait screen gets a portrait window, whole", "[ui][window]") {
    using heist::ui::defaultWindowFor;
    // A tablet held upright: the table's portrait layout, not 1280x800 cut to 800x800.
    CHECK(windowSizeOn({800, 1280}, defaultWindowFor({800, 1280})) == sf::Vector2u(800, 1280));
    CHECK(windowSizeOn({1080, 1920}, defaultWindowFor({1080, 1920})) == sf::Vector2u(800, 1280));
    CHECK(windowSizeOn({600, 1024}, defaultWindowFor({600, 1024})) == sf::Vector2u(600, 1024));
    // Landscape and square screens keep the landscape table.
    CHECK(windowSizeOn({1280, 800}, defaultWindowFor({1280, 800})) == sf::Vector2u(1280, 800));
    CHECK(windowSizeOn({1920, 1080}, defaultWindowFor({1920, 1080})) == sf::Vector2u(1280, 800));
    CHECK(defaultWindowFor({1000, 1000}) == sf::Vector2u(1280, 800));
}
