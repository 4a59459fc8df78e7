// Colour is never the only carrier: the pieces a table must tell apart still differ in shape
// with each colour vision deficiency simulated (ColourVision.hpp, Machado et al. 2009 at
// severity 1.0): every two players' tokens, Suspicion's three gem kinds and One Night Only's
// four jewel cases. Each is drawn alone, the image simulated, and the outlines compared: a
// pair whose pieces differ only in colour fails. (The texts' contrast under the same three
// simulations is checked on every frame of every UI test by the harness, rule (c); the
// thermometer's sides and the dice kinds carry words: RealSizesTests checks them on the tables.)
#include "ColourVision.hpp"
#include "games/one_night_only/OneNightOnlyTable.hpp"
#include "games/secret_night/SecretNightWheel.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <catch2/catch.hpp>

#include <functional>

using heist::test::Deficiency;
using heist::test::kDeficiencies;

namespace {

constexpr unsigned kSide = 120;
const sf::Color kBackground(14, 18, 32);

// One piece drawn alone in the middle of a square, as seen with the deficiency.
sf::Image piece(const std::function<void(heist::ui::Painter&, sf::Vector2f)>& draw, Deficiency d,
                unsigned side = kSide) {
    static heist::ui::Fonts fonts = [] {
        heist::ui::Fonts f;
        f.load();
        return f;
    }();
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

} // namespace

TEST_CASE("Colour vision - the measure tells a shape from a colour", "[ui][colour-vision]") {
    // The same circle in two colours is one outline; a circle and a square are two.
    auto circle = [](sf::Color c) {
        return [c](heist::ui::Painter& p, sf::Vector2f at) { p.circle(at, 40, c); };
    };
    const auto d = Deficiency::Deuteranopia;
    CHECK(shapeDifference(piece(circle(sf::Color(220, 60, 60)), d), piece(circle(sf::Color(60, 200, 60)), d), d) < 0.02);
    const auto square = piece([](heist::ui::Painter& p, sf::Vector2f at) {
        p.rect({at.x - 40, at.y - 40, 80, 80}, sf::Color(220, 60, 60));
    }, d);
    CHECK(shapeDifference(piece(circle(sf::Color(220, 60, 60)), d), square, d) >= 0.1);
    // Red and green as deuteranopia sees them: nearly the same colour.
    const auto red = heist::test::simulate(sf::Color(200, 60, 60), d), green = heist::test::simulate(sf::Color(90, 110, 40), d);
    CHECK(std::abs(red.r - green.r) + std::abs(red.g - green.g) + std::abs(red.b - green.b) < 60);
}

TEST_CASE("Colour vision - every two players' tokens differ in shape", "[ui][colour-vision]") {
    const auto& ids = heist::ui::playerColourIds();
    toldApartByShape(ids, [&](heist::ui::Painter& p, sf::Vector2f c, std::size_t i) { p.token(c, 40, ids[i]); });
}

TEST_CASE("Colour vision - Suspicion's gem kinds differ in shape", "[ui][colour-vision]") {
    toldApartByShape({"diamond", "ruby", "emerald"},
                     [](heist::ui::Painter& p, sf::Vector2f c, std::size_t i) { p.gem(c, 80, static_cast<int>(i)); });
}

TEST_CASE("Colour vision - One Night Only's jewel cases differ in shape", "[ui][colour-vision]") {
    const std::vector<std::string> cases{"red", "yellow", "blue", "green"};
    toldApartByShape(cases, [&](heist::ui::Painter& p, sf::Vector2f c, std::size_t i) {
        heist::ui::one_night_only::drawJewel(p, c, 80, cases[i]);
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
        const auto img = piece([&](heist::ui::Painter& p, sf::Vector2f c) {
            heist::ui::secret_night::drawWheel(p, c, radius, segments, 0.f, -1);
        }, d, side);
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
