// Send to BG Stats at every size: the QR code takes the largest square that fits beside the
// words (landscape) or below them (portrait), and a phone's reader (zbarimg) reads the link
// back whole from the frame itself.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/UiHarness.hpp"
#include "ui/QrCode.hpp"
#include "ui/screens/BgStatsScreen.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>

using heist::test::UiHarness;

namespace {

// The white square of the code (its quiet zone included), found in the frame's pixels.
sf::IntRect whiteSquare(const sf::Image& image) {
    int left = INT32_MAX, top = INT32_MAX, right = -1, bottom = -1;
    for (unsigned y = 0; y < image.getSize().y; ++y)
        for (unsigned x = 0; x < image.getSize().x; ++x)
            if (image.getPixel(x, y) == sf::Color::White) {
                left = std::min(left, static_cast<int>(x));
                top = std::min(top, static_cast<int>(y));
                right = std::max(right, static_cast<int>(x));
                bottom = std::max(bottom, static_cast<int>(y));
            }
    return {left, top, right - left + 1, bottom - top + 1};
}

} // namespace

TEST_CASE("BG Stats UI - the code uses the room there is and reads back at every size", "[ui][bgstats-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    const auto id = heist::test::finishedSuspicion(db, {heist::test::kLongNames[0], heist::test::kLongNames[1]}, 91,
                                                   "2026-11-24T20:00:00.000Z");
    for (const auto& [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        INFO(w << "x" << h);
        UiHarness ui(w, h, db);
        ui.tap("game-nights");
        ui.tap("night-game-" + std::to_string(id));
        ui.app().update(2.0); // the results' celebration runs out
        ui.frame();
        REQUIRE(ui.has("bgstats"));
        ui.tap("bgstats");
        ui.frame();
        REQUIRE(ui.screen() == "bgstats");
        ui.checkFrameRules();
        ui.save("bgstats-" + std::to_string(w) + "x" + std::to_string(h));
        const auto& screen = dynamic_cast<const heist::ui::BgStatsScreen&>(*ui.app().top());
        CHECK(heist::test::readQrCode(ui.image()) == screen.link());
        // The largest code there is room for, with whole pixels per module: one pixel more per
        // module would not fit the width (portrait, the words below) or the height (landscape,
        // the words beside it, the buttons' foot being the foot of the room).
        const auto square = whiteSquare(ui.image());
        CHECK(square.width == square.height);
        const auto code = heist::ui::encodeQr(screen.link());
        REQUIRE(code);
        const int modules = code->size + 8;
        const int cell = square.width / modules;
        CHECK(square.width == cell * modules);
        const auto done = ui.app().regionRect("done");
        const auto save = ui.app().regionRect("save-play");
        REQUIRE(done);
        REQUIRE(save);
        if (h > w) {
            CHECK((cell + 1) * modules > static_cast<int>(done->left + done->width - save->left));
            CHECK(done->top >= static_cast<float>(square.top + square.height)); // below, not over it
        } else {
            CHECK((cell + 1) * modules > static_cast<int>(done->top + done->height) - square.top);
            CHECK(done->left >= static_cast<float>(square.left + square.width)); // beside it
        }
        // Saved: the words say so, and the code still reads back.
        ui.tap("save-play");
        ui.frame();
        ui.checkFrameRules();
        CHECK(ui.frameShows("Saved as"));
        CHECK(heist::test::readQrCode(ui.image()) == screen.link());
        ui.save("bgstats-saved-" + std::to_string(w) + "x" + std::to_string(h));
    }
}
