// Colour is never the only carrier: the pieces a table must tell apart still differ in shape
// with each colour vision deficiency simulated (ColourVision.hpp, Machado et al. 2009 at
// severity 1.0): every two players' tokens (at the tables' sizes), Suspicion's three gem kinds,
// One Night Only's four jewel cases and Suspicion's ten guest dice faces. Each is drawn alone,
// the image simulated, and the outlines compared: a pair whose pieces differ only in colour
// fails. One Night Only's two kinds of dice keep a difference in lightness. (The texts' contrast under the same three
// simulations is checked on every frame of every UI test by the harness, rule (c); the
// thermometer's sides and the dice kinds carry words: RealSizesTests checks them on the tables.)
#include "language/Translate.hpp"
#include "tests/ui/ColourVision.hpp"
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"
#include "ui/games/secret_night/SecretNightTable.hpp"
#include "ui/games/secret_night/SecretNightWheel.hpp"
#include "ui/games/suspicion/SuspicionArt.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include "tests/support/Catch.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <tuple>

using heist::test::Deficiency;
using heist::test::kDeficiencies;

namespace {

constexpr unsigned kSide = 120;
const sf::Color kBackground(14, 18, 32);

// The app's fonts, loaded once for every drawing of this file.
const heist::ui::Fonts& testFonts() {
    static const heist::ui::Fonts fonts = [] {
        heist::ui::Fonts f;
        f.load();
        return f;
    }();
    return fonts;
}

// One piece drawn alone in the middle of a square, as seen with the deficiency.
sf::Image piece(const std::function<void(heist::ui::Painter&, sf::Vector2f)>& draw, Deficiency d,
                unsigned side = kSide) {
    const auto& fonts = testFonts();
    heist::ui::Theme theme;
    theme.resize({1280, 800});
    sf::RenderTexture target;
    REQUIRE(target.create(side, side));
    target.clear(kBackground);
    {
        heist::ui::Painter p(target, theme, fonts, nullptr);
        draw(p, {side / 2.f, side / 2.f});
    }
    target.display();
    return heist::test::simulate(target.getTexture().copyToImage(), d);
}

// Where the piece is: every pixel that stands out from the background it was drawn on.
std::vector<bool> outline(const sf::Image& img, Deficiency d) {
    const sf::Color back = heist::test::simulate(kBackground, d);
    std::vector<bool> mask;
    for (unsigned y = 0; y < kSide; ++y)
        for (unsigned x = 0; x < kSide; ++x) {
            const sf::Color c = img.getPixel(x, y);
            mask.push_back(std::abs(c.r - back.r) + std::abs(c.g - back.g) + std::abs(c.b - back.b) > 60);
        }
    return mask;
}

// The share of the two pieces' area that only one of them covers: 0 for the same outline.
double shapeDifference(const sf::Image& a, const sf::Image& b, Deficiency d) {
    const auto ma = outline(a, d), mb = outline(b, d);
    int either = 0, one = 0;
    for (std::size_t i = 0; i < ma.size(); ++i) {
        either += ma[i] || mb[i];
        one += ma[i] != mb[i];
    }
    return either ? static_cast<double>(one) / either : 0.0;
}

// Every two pieces of a kind differ in outline by at least a tenth of their area.
void toldApartByShape(const std::vector<std::string>& names,
                      const std::function<void(heist::ui::Painter&, sf::Vector2f, std::size_t)>& draw) {
    for (const auto d : kDeficiencies) {
        std::vector<sf::Image> images;
        for (std::size_t i = 0; i < names.size(); ++i)
            images.push_back(piece([&](heist::ui::Painter& p, sf::Vector2f c) { draw(p, c, i); }, d));
        for (std::size_t i = 0; i < names.size(); ++i)
            for (std::size_t j = i + 1; j < names.size(); ++j) {
                INFO(names[i] << " and " << names[j] << " with " << heist::test::deficiencyName(d));
                CHECK(shapeDifference(images[i], images[j], d) >= 0.1);
            }
    }
}

// A picture that fills its square (a die's face): its ground is its two commonest colours (the
// background and its pattern's ink); the figure is every other pixel. The same drawing in other
// colours has the same figure.
std::vector<bool> figure(const sf::Image& img) {
    std::map<std::tuple<int, int, int>, int> count;
    for (unsigned y = 0; y < kSide; ++y)
        for (unsigned x = 0; x < kSide; ++x) {
            const sf::Color c = img.getPixel(x, y);
            ++count[{c.r, c.g, c.b}];
        }
    std::vector<std::pair<int, std::tuple<int, int, int>>> byCount;
    for (const auto& [c, n] : count)
        byCount.push_back({n, c});
    std::sort(byCount.rbegin(), byCount.rend());
    std::vector<bool> mask;
    for (unsigned y = 0; y < kSide; ++y)
        for (unsigned x = 0; x < kSide; ++x) {
            const sf::Color c = img.getPixel(x, y);
            const std::tuple<int, int, int> t{c.r, c.g, c.b};
            mask.push_back(t != byCount[0].second && (byCount.size() < 2 || t != byCount[1].second));
        }
    return mask;
}

double figureDifference(const sf::Image& a, const sf::Image& b) {
    const auto ma = figure(a), mb = figure(b);
    int either = 0, one = 0;
    for (std::size_t i = 0; i < ma.size(); ++i) {
        either += ma[i] || mb[i];
        one += ma[i] != mb[i];
    }
    return either ? static_cast<double>(one) / either : 0.0;
}

} // namespace

TEST_CASE("Colour vision - the measure tells a shape from a colour", "[ui][colour-vision]") {
    // The same circle in two colours is one outline; a circle and a square are two.
    auto circle = [](sf::Color c) { return [c](heist::ui::Painter& p, sf::Vector2f at) { p.circle(at, 40, c); }; };
    const auto d = Deficiency::Deuteranopia;
    CHECK(shapeDifference(piece(circle(sf::Color(220, 60, 60)), d), piece(circle(sf::Color(60, 200, 60)), d), d) <
          0.02);
    const auto square = piece(
        [](heist::ui::Painter& p, sf::Vector2f at) { p.rect({at.x - 40, at.y - 40, 80, 80}, sf::Color(220, 60, 60)); },
        d);
    CHECK(shapeDifference(piece(circle(sf::Color(220, 60, 60)), d), square, d) >= 0.1);
    // Red and green as deuteranopia sees them: nearly the same colour.
    const auto red = heist::test::simulate(sf::Color(200, 60, 60), d),
               green = heist::test::simulate(sf::Color(90, 110, 40), d);
    CHECK(std::abs(red.r - green.r) + std::abs(red.g - green.g) + std::abs(red.b - green.b) < 60);
}

TEST_CASE("Colour vision - every two players' tokens differ in shape", "[ui][colour-vision]") {
    // At the sizes the tables draw them (t.px(13) to t.px(18) at 1280x800) and larger.
    const auto& ids = heist::ui::playerColourIds();
    for (const float radius : {13.f, 18.f, 40.f}) {
        INFO("radius " << radius);
        toldApartByShape(ids,
                         [&](heist::ui::Painter& p, sf::Vector2f c, std::size_t i) { p.token(c, radius, ids[i]); });
    }
}

TEST_CASE("Colour vision - Suspicion's gem kinds differ in shape", "[ui][colour-vision]") {
    // At the sizes the table draws them (t.px(24) in the players' rows, t.px(30) over the stacks)
    // and larger.
    for (const float size : {24.f, 30.f, 80.f}) {
        INFO("size " << size);
        toldApartByShape({"diamond", "ruby", "emerald"}, [&](heist::ui::Painter& p, sf::Vector2f c, std::size_t i) {
            p.gem(c, size, static_cast<int>(i));
        });
    }
}

TEST_CASE("Colour vision - One Night Only's jewel cases differ in shape", "[ui][colour-vision]") {
    // At the sizes the table draws them (t.px(22) in the players' rows, t.px(36) in the menus)
    // and larger.
    const std::vector<std::string> cases{"red", "yellow", "blue", "green"};
    for (const float size : {22.f, 36.f, 80.f}) {
        INFO("size " << size);
        toldApartByShape(cases, [&](heist::ui::Painter& p, sf::Vector2f c, std::size_t i) {
            heist::ui::one_night_only::drawJewel(p, c, size, cases[i]);
        });
    }
    // In the players' rows the loose coins follow the four jewels, at the same size.
    std::vector<std::string> withCoins = cases;
    withCoins.push_back("coins");
    toldApartByShape(withCoins, [&](heist::ui::Painter& p, sf::Vector2f c, std::size_t i) {
        if (i < cases.size())
            heist::ui::one_night_only::drawJewel(p, c, 22, cases[i]);
        else
            heist::ui::one_night_only::drawCoins(p, c, 10);
    });
}

TEST_CASE("Colour vision - the roulette's green segments are marked by a ring as well as their colour",
          "[ui][colour-vision]") {
    // Two segments: the right half green (it frees from handcuffs), the left half not. Near the
    // rim, only the green half has the light ring, with every deficiency.
    const std::vector<heist::games::secret_night::Segment> segments{{3, true, 1}, {5, false, 2}};
    const unsigned side = 480;
    const float radius = 200;
    for (const auto d : kDeficiencies) {
        INFO(heist::test::deficiencyName(d));
        const auto img =
            piece([&](heist::ui::Painter& p,
                      sf::Vector2f c) { heist::ui::secret_night::drawWheel(p, c, radius, segments, 0.f, -1); },
                  d, side);
        int right = 0, left = 0;
        for (unsigned y = 0; y < side; ++y)
            for (unsigned x = 0; x < side; ++x) {
                const float dx = x - side / 2.f, dy = y - side / 2.f;
                const float r = std::sqrt(dx * dx + dy * dy);
                if (r < radius * 0.9f || r > radius * 0.98f)
                    continue;
                if (dy < -radius * 0.8f && std::abs(dx) < radius * 0.2f)
                    continue; // the pointer at the top, over both halves
                const sf::Color c = img.getPixel(x, y);
                if (c.r + c.g + c.b > 3 * 180)
                    (dx > 0 ? right : left) += 1;
            }
        CHECK(right > 100);
        CHECK(left == 0);
    }
}

TEST_CASE("Colour vision - Suspicion's guest dice faces differ in shape", "[ui][colour-vision]") {
    // Each face of the two guest dice is a guest's portrait at the die's size on the table
    // (t.px(110) less a tenth each side at 1280x800). With every deficiency, the five faces of a
    // die differ in their figure by a tenth (each has its own background pattern as well as its
    // own bust); faces of the two dice share the five patterns, so theirs differ by the bust
    // alone (hair, hat, glasses: 3% and more of the figure, where the same drawing gives 0). On
    // the table the rolled faces are also named in words ("Move Lily and Earl", RealSizesTests).
    const std::vector<std::string> guests{"viola", "ashraf",  "trudie", "buford", "earl",     // first die
                                          "lily",  "mildred", "nadia",  "remy",   "stefano"}; // second die
    const float face = 88;
    for (const auto d : kDeficiencies) {
        std::vector<sf::Image> images;
        for (const auto& g : guests)
            images.push_back(piece(
                [&](heist::ui::Painter& p, sf::Vector2f c) {
                    heist::ui::suspicion::art::guestPortrait(p, {c.x - face / 2, c.y - face / 2, face, face}, g);
                },
                d));
        for (std::size_t i = 0; i < guests.size(); ++i)
            for (std::size_t j = i + 1; j < guests.size(); ++j) {
                INFO(guests[i] << " and " << guests[j] << " with " << heist::test::deficiencyName(d));
                const double diff = figureDifference(images[i], images[j]);
                CHECK(diff >= (i / 5 == j / 5 ? 0.1 : 0.025));
            }
    }
    // The same portrait drawn twice is one figure (the measure is not noise).
    const auto d = Deficiency::Deuteranopia;
    auto viola = [&](heist::ui::Painter& p, sf::Vector2f c) {
        heist::ui::suspicion::art::guestPortrait(p, {c.x - face / 2, c.y - face / 2, face, face}, "viola");
    };
    CHECK(figureDifference(piece(viola, d), piece(viola, d)) == 0.0);
}

TEST_CASE("Colour vision - One Night Only's two kinds of dice differ in lightness, not only in hue",
          "[ui][colour-vision]") {
    // Looting dice are dark with light pips, movement dice light with dark pips; on the table each
    // pool is also named ("Looting dice", "Movement dice": RealSizesTests). With every deficiency
    // the two bodies keep a contrast of 3:1 or more, so they are not told apart by hue alone.
    auto luminance = [](sf::Color c) {
        auto lin = [](int v) {
            const double x = v / 255.0;
            return x <= 0.04045 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
    };
    for (const auto d : kDeficiencies) {
        INFO(heist::test::deficiencyName(d));
        sf::Color body[2];
        for (const bool looting : {false, true}) {
            const auto img = piece(
                [&](heist::ui::Painter& p, sf::Vector2f c) {
                    heist::ui::one_night_only::drawDie(p, {c.x - 40, c.y - 40, 80, 80}, 0, looting);
                },
                d);
            body[looting ? 1 : 0] = img.getPixel(kSide / 2, kSide / 2); // face 0: no pips, the body
        }
        const double a = luminance(body[0]), b = luminance(body[1]);
        CHECK((std::max(a, b) + 0.05) / (std::min(a, b) + 0.05) >= 3.0);
    }
}

TEST_CASE("Colour vision - the thermometer's two sides are named in words wherever the marker is",
          "[ui][colour-vision]") {
    // Secret Night's thermometer: thieves' side red, police side blue. Both ends carry their
    // word at every marker position (before, the word at the end the marker neared made way for
    // the marker's points, leaving that side told by colour alone), and no label lies over another.
    const auto& fonts = testFonts();
    heist::ui::Theme theme;
    theme.resize({1280, 800});
    sf::RenderTexture target;
    REQUIRE(target.create(360, 260)); // room for the labels in the longest language
    for (int marker = -10; marker <= 10; ++marker) {
        INFO("marker " << marker);
        heist::ui::TextLog log;
        target.clear(kBackground);
        {
            heist::ui::Painter p(target, theme, fonts, &log);
            heist::ui::secret_night::drawThermometer(p, {10, 10, 330, 220}, marker, 10);
        }
        auto shows = [&](const std::string& word) {
            return std::any_of(log.begin(), log.end(), [&](const auto& t) { return t.text == word; });
        };
        // The words in the language the test runs in (HEIST_LANGUAGE): "Thieves" in English.
        CHECK(shows(heist::trc("secret-night", "Thieves")));
        CHECK(shows(heist::trc("secret-night", "Police")));
        CHECK(shows(marker == 0 ? heist::trc("secret-night", "Level") : std::to_string(std::abs(marker))));
        for (std::size_t i = 0; i < log.size(); ++i)
            for (std::size_t j = i + 1; j < log.size(); ++j) {
                INFO(log[i].text << " and " << log[j].text);
                CHECK_FALSE(log[i].box.intersects(log[j].box));
            }
        // With HEIST_SCREENS_DIR set: thermometer-<marker>.png, to look at.
        target.display();
        if (const char* dir = std::getenv("HEIST_SCREENS_DIR"); dir && *dir && (std::abs(marker) >= 9 || marker == 0)) {
            std::filesystem::create_directories(dir);
            const auto path = std::filesystem::path(dir) / ("thermometer-" + std::to_string(marker) + ".png");
            CHECK(target.getTexture().copyToImage().saveToFile(path.string()));
        }
    }
}
