// Into a target that holds the last frame (the window presents frames in parts on a software
// rasteriser), the App draws a tap's frame only where it differs from the last one
// (ui/DisplayList.hpp), and while the wheel turns or the dice tumble it keeps what stands still
// in a texture and redraws only the moving parts, in their box. These tests compare every
// frame drawn that way, pixel by pixel, with the whole frame drawn from scratch.
#include "ui/PartialPresent.hpp"
#include "tests/ui/UiHarness.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>
#include <random>

#include <SFML/Graphics.hpp>

using heist::Json;
using heist::test::UiHarness;

namespace {

heist::engine::SessionSetup setupFor(const std::vector<std::string>& names) {
    heist::engine::SessionSetup setup;
    const char* colours[] = {"amber", "teal", "violet", "rose", "lime", "sky", "orange", "silver"};
    for (std::size_t i = 0; i < names.size(); ++i)
        setup.players.push_back({static_cast<int>(i), names[i], colours[i]});
    setup.seed = 41;
    return setup;
}

// The number of pixels that differ by more than a rounding step in any channel.
int differing(const sf::Image& a, const sf::Image& b) {
    REQUIRE(a.getSize() == b.getSize());
    int n = 0;
    for (unsigned y = 0; y < a.getSize().y; ++y)
        for (unsigned x = 0; x < a.getSize().x; ++x) {
            const auto p = a.getPixel(x, y), q = b.getPixel(x, y);
            if (std::abs(p.r - q.r) > 2 || std::abs(p.g - q.g) > 2 || std::abs(p.b - q.b) > 2)
                ++n;
        }
    return n;
}

struct Result {
    int frames = 0;    // frames drawn in parts
    int partial = 0;   // of them, those that reported a damaged box smaller than the window
    int worst = 0;     // the most pixels any of them got wrong
    double damage = 0; // the largest damaged share of the window, the tap's and the result's frames left out
};

// Taps `start` and draws the animation to its end into a target that keeps its frames,
// comparing each frame with the whole frame drawn from scratch at the same moment.
Result drawInParts(UiHarness& ui, const std::string& start, const std::string& shot) {
    const auto size = ui.image().getSize();
    sf::RenderTexture kept, whole;
    REQUIRE(kept.create(size.x, size.y));
    REQUIRE(whole.create(size.x, size.y));
    ui.app().render(kept, nullptr, true);
    REQUIRE(ui.app().tap(start));
    REQUIRE(ui.app().animating());
    Result r;
    while (ui.app().animating()) {
        ui.idle(1.0 / 30);
        ui.app().advance();
        const auto damage = ui.app().render(kept, nullptr, true);
        kept.display();
        ui.app().renderWhole(whole);
        whole.display();
        ++r.frames;
        if (damage) {
            ++r.partial;
            // The tap's own frame and the result's are drawn where they differ from the frame
            // before (the buttons, the words and the wheel); the frames between, in the moving box.
            if (r.frames > 1 && ui.app().animating())
                r.damage = std::max(r.damage, static_cast<double>(damage->width) * damage->height / (size.x * size.y));
        }
        const sf::Image image = kept.getTexture().copyToImage();
        const int bad = differing(image, whole.getTexture().copyToImage());
        if (bad > 0 && std::getenv("HEIST_DEBUG_PARTIAL")) {
            image.saveToFile("/tmp/bad-kept-" + std::to_string(r.frames) + ".png");
            whole.getTexture().copyToImage().saveToFile("/tmp/bad-whole-" + std::to_string(r.frames) + ".png");
            std::printf("frame %d bad %d damage %d %d %d %d\n", r.frames, bad, damage ? damage->left : -1,
                        damage ? damage->top : -1, damage ? damage->width : -1, damage ? damage->height : -1);
        }
        r.worst = std::max(r.worst, bad);
        if (r.frames == 12 && std::getenv("HEIST_SCREENS_DIR")) // mid-turn, for a look
            image.saveToFile(std::string(std::getenv("HEIST_SCREENS_DIR")) + "/" + shot + ".png");
    }
    return r;
}

} // namespace

TEST_CASE("Partial frames - only software renderers with the extension present in parts; HEIST_PARTIAL overrides",
          "[ui][partial]") {
    using heist::ui::usePartialPresent;
    CHECK(usePartialPresent("llvmpipe (LLVM 15.0.6, 256 bits)", true, nullptr));
    CHECK_FALSE(usePartialPresent("llvmpipe (LLVM 15.0.6, 256 bits)", false, nullptr));
    CHECK_FALSE(usePartialPresent("Mali-G52 MC2", true, nullptr));
    CHECK(usePartialPresent("Mali-G52 MC2", true, "1"));
    CHECK_FALSE(usePartialPresent("Mali-G52 MC2", false, "1"));
    CHECK_FALSE(usePartialPresent("llvmpipe", true, "0"));
    CHECK(usePartialPresent("llvmpipe", true, "yes")); // not a level: no override
}

TEST_CASE("Partial frames - the turning wheel, drawn in its box, matches the whole frame at every step",
          "[ui][partial]") {
    for (const bool flipped : {false, true}) {
        for (const auto& [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
            INFO((flipped ? "flipped " : "") << w << "x" << h);
            UiHarness ui(w, h);
            ui.app().startSession(heist::games::definition("secret-night"),
                                  setupFor({"Ann", "Bob", "Cy", "Dee", "Eve"}));
            for (int s = 0; s < 5; ++s)
                REQUIRE(std::holds_alternative<heist::engine::Event>(
                    ui.app().live()->dispatch({"sn.see_role", Json{{"seat", s}}, std::nullopt})));
            ui.app().showTable();
            ui.frame();
            REQUIRE(ui.screen() == "secret-night-table");
            if (flipped)
                ui.tap("flip");
            const Result r = drawInParts(ui, "spin",
                                         "partial-wheel-" + std::to_string(w) + "x" + std::to_string(h) +
                                             (flipped ? "-flipped" : ""));
            CHECK(r.frames >= 30);
            CHECK(r.partial >= r.frames - 1); // all but perhaps the result's, when it changes most of the window
            CHECK(r.damage < 0.5);            // the wheel's box, not the window
            CHECK(r.worst == 0);
            // The next player's spin: the still layer is drawn where it differs from the last spin's.
            sf::RenderTexture scratch;
            REQUIRE(scratch.create(w, h));
            REQUIRE(ui.app().tap("end-turn"));
            ui.app().render(scratch);
            const auto ids = ui.app().regionIds();
            if (std::find(ids.begin(), ids.end(), "confirm") != ids.end()) {
                REQUIRE(ui.app().tap("confirm"));
                ui.app().render(scratch);
            }
            const Result again = drawInParts(ui, "spin", "partial-wheel-again");
            CHECK(again.frames >= 30);
            CHECK(again.worst == 0);
        }
    }
}

TEST_CASE("Partial frames - tumbling dice, drawn in their box, match the whole frame at every step", "[ui][partial]") {
    UiHarness ui;
    ui.app().startSession(heist::games::definition("suspicion"), setupFor({"Ann", "Bob", "Cy", "Dee"}));
    for (int s = 0; s < 4; ++s)
        REQUIRE(std::holds_alternative<heist::engine::Event>(
            ui.app().live()->dispatch({"suspicion.see_identity", Json{{"seat", s}}, std::nullopt})));
    ui.app().showTable();
    ui.frame();
    REQUIRE(ui.screen() == "suspicion-table");
    const Result r = drawInParts(ui, "roll", "partial-dice-1280x800");
    CHECK(r.frames >= 20);
    CHECK(r.partial >= r.frames - 1);
    CHECK(r.damage < 0.2);
    CHECK(r.worst == 0);
}

// A table played by random taps, every frame drawn into a target that keeps the last one (by
// its differences, or the animations' moving parts) and compared with the frame drawn whole.
TEST_CASE("Partial frames - tap after tap, frames drawn where they differ match the whole frame", "[ui][partial]") {
    for (const auto& [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        // Eight long names, as a real table has them.
        const std::vector<std::string> names = {"Annabelle Fitzgerald", "Bartholomew Okonkwo", "Cordelia Vandenberg",
                                                "Dmitri Alexandrovich", "Evangeline Moreau",   "Florentino Castellanos",
                                                "Gwendolyn Ashworth",   "Hieronymus Blackwood"};
        ui.app().startSession(heist::games::definition("secret-night"), setupFor(names));
        for (int s = 0; s < 8; ++s)
            REQUIRE(std::holds_alternative<heist::engine::Event>(
                ui.app().live()->dispatch({"sn.see_role", Json{{"seat", s}}, std::nullopt})));
        ui.app().showTable();
        sf::RenderTexture kept, whole;
        REQUIRE(kept.create(w, h));
        REQUIRE(whole.create(w, h));
        int frames = 0, inParts = 0, worst = 0;
        auto frame = [&] {
            ui.app().advance();
            const auto damage = ui.app().render(kept, nullptr, true);
            kept.display();
            ui.app().renderWhole(whole);
            whole.display();
            ++frames;
            if (damage && (damage->width < static_cast<int>(w) || damage->height < static_cast<int>(h)))
                ++inParts;
            const int bad = differing(kept.getTexture().copyToImage(), whole.getTexture().copyToImage());
            if (bad > 0 && std::getenv("HEIST_DEBUG_PARTIAL")) {
                kept.getTexture().copyToImage().saveToFile("/tmp/bad-kept-" + std::to_string(frames) + ".png");
                whole.getTexture().copyToImage().saveToFile("/tmp/bad-whole-" + std::to_string(frames) + ".png");
            }
            worst = std::max(worst, bad);
        };
        frame();
        std::mt19937 pick(7);
        std::vector<std::string> tapped;
        for (int step = 0; step < 70; ++step) {
            const auto ids = ui.app().regionIds();
            REQUIRE_FALSE(ids.empty());
            const std::string id = ids[pick() % ids.size()];
            tapped.push_back(id);
            REQUIRE(ui.app().tap(id));
            ui.idle(0.2);
            frame();
            for (int guard = 0; ui.app().animating() && guard < 400; ++guard) {
                ui.idle(1.0 / 20);
                frame();
            }
            ui.idle(1.0);
            frame();
        }
        INFO("taps: " << [&] {
            std::string t;
            for (const auto& id : tapped)
                t += id + " ";
            return t;
        }());
        CHECK(worst == 0);
        CHECK(inParts * 2 > frames); // most frames were drawn in parts, not whole
    }
}

TEST_CASE("Partial frames - a window that shows part of its back buffer keeps the rest of it", "[ui][partial]") {
    auto* err = sf::err().rdbuf(nullptr); // software GL cannot set vertical sync; no matter here
    sf::RenderWindow window(sf::VideoMode(320, 240), "partial");
    sf::err().rdbuf(err);
    heist::ui::PartialPresent partial(window);
    if (!partial.available()) {
        WARN("this GL driver swaps whole frames (no GLX_MESA_copy_sub_buffer, or not a software renderer)");
        return;
    }
    window.clear(sf::Color(200, 40, 40));
    partial.show({0, 0, 320, 240});
    sf::RectangleShape box({40, 30});
    box.setPosition(100, 100);
    box.setFillColor(sf::Color(20, 200, 60));
    window.draw(box);
    partial.show({100, 100, 40, 30});
    sf::Texture back;
    REQUIRE(back.create(320, 240));
    back.update(window);
    const sf::Image image = back.copyToImage();
    CHECK(image.getPixel(10, 10) == sf::Color(200, 40, 40)); // drawn two frames ago, still there
    CHECK(image.getPixel(120, 115) == sf::Color(20, 200, 60));
}
