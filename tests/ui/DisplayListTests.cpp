// The damage between two frames' display lists (ui/DisplayList.hpp): where the pixels may
// differ, and never less. The frames drawn in parts by the App are compared with whole frames
// in PartialFrameTests.cpp; these cases pin down the rule itself on small lists.
#include "ui/DisplayList.hpp"

#include "tests/support/Catch.hpp"

#include <SFML/Graphics.hpp>

using heist::ui::DisplayList;

namespace {

const sf::Vector2u kSize{640, 400};

// A filled square as two triangles.
void square(DisplayList& list, float x, float y, float side, sf::Color c, const sf::View& view,
            const sf::Texture* texture = nullptr) {
    const sf::Vertex v[6] = {{{x, y}, c},        {{x + side, y}, c},        {{x, y + side}, c},
                             {{x + side, y}, c}, {{x + side, y + side}, c}, {{x, y + side}, c}};
    list.triangles(v, 6, texture, view, sf::BlendAlpha);
}

sf::View plainView() { return sf::View(sf::FloatRect(0, 0, static_cast<float>(kSize.x), static_cast<float>(kSize.y))); }

// Whether the parts together cover the rectangle's every pixel.
bool covers(const std::vector<sf::IntRect>& parts, const sf::IntRect& r) {
    for (int y = r.top; y < r.top + r.height; ++y)
        for (int x = r.left; x < r.left + r.width; ++x) {
            bool in = false;
            for (const auto& p : parts)
                in = in || p.contains(x, y);
            if (!in)
                return false;
        }
    return true;
}

long long area(const std::vector<sf::IntRect>& parts) {
    long long a = 0;
    for (const auto& p : parts)
        a += static_cast<long long>(p.width) * p.height;
    return a;
}

DisplayList frame(const std::vector<std::tuple<float, float, sf::Color>>& squares,
                  sf::Color clear = sf::Color(10, 10, 20), const sf::View& view = plainView()) {
    DisplayList list;
    list.clear(clear);
    for (const auto& [x, y, c] : squares)
        square(list, x, y, 40, c, view);
    return list;
}

} // namespace

TEST_CASE("Display list - the same frame twice has no damage", "[ui][display-list]") {
    const auto a = frame({{10, 10, sf::Color::Red}, {100, 50, sf::Color::Green}});
    const auto b = frame({{10, 10, sf::Color::Red}, {100, 50, sf::Color::Green}});
    CHECK(DisplayList::damage(a, b, kSize).empty());
}

TEST_CASE("Display list - a square that moves damages where it was and where it is, and little else",
          "[ui][display-list]") {
    const auto a = frame({{10, 10, sf::Color::Red}, {300, 200, sf::Color::Green}});
    const auto b = frame({{10, 10, sf::Color::Red}, {320, 240, sf::Color::Green}});
    const auto parts = DisplayList::damage(a, b, kSize);
    REQUIRE_FALSE(parts.empty());
    CHECK(covers(parts, {300, 200, 40, 40}));
    CHECK(covers(parts, {320, 240, 40, 40}));
    CHECK_FALSE(covers(parts, {10, 10, 40, 40})); // the red square stayed: not redrawn
    CHECK(area(parts) < static_cast<long long>(kSize.x) * kSize.y / 4);
}

TEST_CASE("Display list - a colour that changes, a square that appears or goes, are damage", "[ui][display-list]") {
    const auto a = frame({{10, 10, sf::Color::Red}, {200, 100, sf::Color::Green}});
    CHECK(covers(DisplayList::damage(a, frame({{10, 10, sf::Color::Blue}, {200, 100, sf::Color::Green}}), kSize),
                 {10, 10, 40, 40}));
    CHECK(covers(DisplayList::damage(a, frame({{10, 10, sf::Color::Red}}), kSize), {200, 100, 40, 40}));
    CHECK(covers(DisplayList::damage(frame({{10, 10, sf::Color::Red}}), a, kSize), {200, 100, 40, 40}));
}

TEST_CASE("Display list - two overlapping squares drawn in the other order damage their overlap",
          "[ui][display-list]") {
    const auto a = frame({{100, 100, sf::Color::Red}, {120, 120, sf::Color::Green}});
    const auto b = frame({{120, 120, sf::Color::Green}, {100, 100, sf::Color::Red}});
    const auto parts = DisplayList::damage(a, b, kSize);
    CHECK(covers(parts, {120, 120, 20, 20}));
}

TEST_CASE("Display list - another clear colour, or another view, damages the whole target", "[ui][display-list]") {
    const auto a = frame({{10, 10, sf::Color::Red}});
    CHECK(covers(DisplayList::damage(a, frame({{10, 10, sf::Color::Red}}, sf::Color(20, 10, 10)), kSize),
                 {0, 0, static_cast<int>(kSize.x), static_cast<int>(kSize.y)}));
    sf::View turned = plainView();
    turned.setRotation(180.f); // the screen turned for the far side of the table
    const auto parts = DisplayList::damage(a, frame({{10, 10, sf::Color::Red}}, sf::Color(10, 10, 20), turned), kSize);
    CHECK(covers(parts, {10, 10, 40, 40}));                                                         // where it was
    CHECK(covers(parts, {static_cast<int>(kSize.x) - 50, static_cast<int>(kSize.y) - 50, 40, 40})); // where it is
}

TEST_CASE("Display list - a texture that grew damages what is drawn with it", "[ui][display-list]") {
    sf::Texture small, large;
    REQUIRE(small.create(64, 64));
    DisplayList a, b;
    a.clear(sf::Color::Black);
    b.clear(sf::Color::Black);
    square(a, 50, 50, 20, sf::Color::White, plainView(), &small);
    square(b, 50, 50, 20, sf::Color::White, plainView(), &small);
    CHECK(DisplayList::damage(a, b, kSize).empty());
    REQUIRE(small.create(128, 128)); // SFML grows a glyph page by making it again, larger
    DisplayList c;
    c.clear(sf::Color::Black);
    square(c, 50, 50, 20, sf::Color::White, plainView(), &small);
    CHECK(covers(DisplayList::damage(a, c, kSize), {50, 50, 20, 20}));
}

TEST_CASE("Display list - drawn in parts, a frame is the frame drawn whole", "[ui][display-list]") {
    sf::RenderTexture kept, whole;
    REQUIRE(kept.create(kSize.x, kSize.y));
    REQUIRE(whole.create(kSize.x, kSize.y));
    const auto a =
        frame({{10, 10, sf::Color::Red}, {100, 100, sf::Color(0, 200, 0, 128)}, {300, 300, sf::Color::Blue}});
    const auto b = frame({{10, 10, sf::Color::Red},
                          {130, 110, sf::Color(0, 200, 0, 128)},
                          {300, 300, sf::Color::Yellow},
                          {500, 20, sf::Color::White}});
    a.replay(kept);
    const auto parts = DisplayList::damage(a, b, kSize);
    b.replayParts(kept, parts);
    kept.display();
    b.replay(whole);
    whole.display();
    CHECK(kept.getTexture().copyToImage().getPixelsPtr() != nullptr);
    const sf::Image x = kept.getTexture().copyToImage(), y = whole.getTexture().copyToImage();
    int differing = 0;
    for (unsigned py = 0; py < kSize.y; ++py)
        for (unsigned px = 0; px < kSize.x; ++px)
            differing += x.getPixel(px, py) != y.getPixel(px, py);
    CHECK(differing == 0);
    CHECK(area(parts) < static_cast<long long>(kSize.x) * kSize.y / 2);
}

TEST_CASE("Display list - a dialog over the frame: only what it adds is drawn, and the frame is the frame drawn whole",
          "[ui][display-list]") {
    sf::RenderTexture kept, whole;
    REQUIRE(kept.create(kSize.x, kSize.y));
    REQUIRE(whole.create(kSize.x, kSize.y));
    // The table, then a corner button; then the table, a dimming over all, a card, the button.
    const auto table = frame({{10, 10, sf::Color::Red}, {200, 100, sf::Color::Green}, {590, 10, sf::Color::White}});
    auto dialog = frame({{10, 10, sf::Color::Red}, {200, 100, sf::Color::Green}});
    const sf::Vertex dim[6] = {{{0, 0}, sf::Color(5, 7, 14, 200)},     {{640, 0}, sf::Color(5, 7, 14, 200)},
                               {{0, 400}, sf::Color(5, 7, 14, 200)},   {{640, 0}, sf::Color(5, 7, 14, 200)},
                               {{640, 400}, sf::Color(5, 7, 14, 200)}, {{0, 400}, sf::Color(5, 7, 14, 200)}};
    dialog.triangles(dim, 6, nullptr, plainView(), sf::BlendAlpha);
    square(dialog, 250, 150, 40, sf::Color::Yellow, plainView());
    square(dialog, 590, 10, 40, sf::Color::White, plainView());
    table.replay(kept);
    const auto changed = DisplayList::drawAdded(table, dialog, kept, std::nullopt);
    REQUIRE(changed);
    CHECK(changed->width == static_cast<int>(kSize.x)); // the dimming reaches every pixel
    kept.display();
    dialog.replay(whole);
    whole.display();
    const sf::Image x = kept.getTexture().copyToImage(), y = whole.getTexture().copyToImage();
    int differing = 0;
    for (unsigned py = 0; py < kSize.y; ++py)
        for (unsigned px = 0; px < kSize.x; ++px) {
            const auto p = x.getPixel(px, py), q = y.getPixel(px, py);
            differing += std::abs(p.r - q.r) > 1 || std::abs(p.g - q.g) > 1 || std::abs(p.b - q.b) > 1;
        }
    CHECK(differing == 0);
    // Not a frame that begins with the last one: nothing is drawn.
    CHECK_FALSE(DisplayList::drawAdded(dialog, table, kept, std::nullopt));
}
