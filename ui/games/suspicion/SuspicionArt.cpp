#include "ui/games/suspicion/SuspicionArt.hpp"

#include "ui/widgets/Art.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui::suspicion::art {
namespace {

using ui::art::ellipse;
using ui::art::kPi;
using ui::art::shade;

struct GuestLook {
    const char* id;
    sf::Color background;
    int pattern; // 0 dots, 1 stripes, 2 checks, 3 diagonals, 4 rings
    sf::Color skin;
    sf::Color hair;
    sf::Color clothes;
};

const GuestLook kGuests[] = {
    {"viola", sf::Color(94, 52, 120), 0, sf::Color(240, 204, 170), sf::Color(40, 30, 30), sf::Color(200, 60, 90)},
    {"ashraf", sf::Color(30, 100, 110), 1, sf::Color(170, 120, 80), sf::Color(30, 26, 24), sf::Color(236, 236, 240)},
    {"trudie", sf::Color(150, 90, 30), 2, sf::Color(250, 214, 190), sf::Color(220, 120, 40), sf::Color(70, 140, 90)},
    {"buford", sf::Color(110, 70, 40), 3, sf::Color(230, 180, 140), sf::Color(120, 80, 50), sf::Color(60, 90, 150)},
    {"earl", sf::Color(50, 60, 110), 4, sf::Color(246, 220, 200), sf::Color(200, 200, 210), sf::Color(30, 30, 40)},
    {"lily", sf::Color(40, 110, 70), 0, sf::Color(250, 224, 200), sf::Color(240, 200, 110), sf::Color(250, 160, 190)},
    {"mildred", sf::Color(120, 40, 60), 1, sf::Color(236, 200, 180), sf::Color(180, 180, 190), sf::Color(100, 60, 140)},
    {"nadia", sf::Color(160, 110, 20), 3, sf::Color(120, 80, 50), sf::Color(30, 20, 20), sf::Color(230, 120, 40)},
    {"remy", sf::Color(40, 60, 90), 2, sf::Color(230, 190, 150), sf::Color(50, 40, 30), sf::Color(150, 40, 40)},
    {"stefano", sf::Color(70, 40, 90), 4, sf::Color(220, 170, 120), sf::Color(20, 20, 30), sf::Color(50, 50, 60)},
};

void pattern(Painter& p, const sf::FloatRect& b, sf::Color bg, int kind) {
    const sf::Color ink = shade(bg, 1.35f);
    const float s = b.width / 6;
    switch (kind) {
    case 0:
        for (int y = 0; y < 6; ++y)
            for (int x = 0; x < 6; ++x)
                p.circle({b.left + s * (x + 0.5f), b.top + s * (y + 0.5f)}, s * 0.14f, ink);
        break;
    case 1:
        for (int x = 0; x < 6; x += 2)
            p.rect({b.left + s * x + s * 0.5f, b.top, s * 0.5f, b.height}, ink);
        break;
    case 2:
        for (int y = 0; y < 6; ++y)
            for (int x = (y % 2); x < 6; x += 2)
                p.rect({b.left + s * x, b.top + s * y, s, s}, ink);
        break;
    case 3: // a lattice of small diamonds
        for (int y = 0; y < 6; ++y)
            for (int x = (y % 2); x < 6; x += 2) {
                const sf::Vector2f c{b.left + s * (x + 0.5f), b.top + s * (y + 0.5f)};
                p.polygon({{c.x, c.y - s * 0.4f}, {c.x + s * 0.4f, c.y}, {c.x, c.y + s * 0.4f}, {c.x - s * 0.4f, c.y}},
                          ink);
            }
        break;
    default:
        for (int k = 5; k >= 1; --k)
            p.circle({b.left + b.width / 2, b.top + b.height * 0.42f}, s * k * 0.62f, sf::Color(0, 0, 0, 0), ink,
                     s * 0.14f);
    }
}

} // namespace

void guestPortrait(Painter& p, const sf::FloatRect& b, const std::string& id) {
    GuestLook look{
        "", sf::Color(60, 60, 80), 0, sf::Color(200, 170, 140), sf::Color(60, 50, 40), sf::Color(90, 90, 110)};
    for (const auto& g : kGuests)
        if (id == g.id)
            look = g;
    p.rect(b, look.background, b.width * 0.1f);
    pattern(p, {b.left + b.width * 0.06f, b.top + b.height * 0.06f, b.width * 0.88f, b.height * 0.88f}, look.background,
            look.pattern);
    const float u = b.width;
    const sf::Vector2f head{b.left + u / 2, b.top + u * 0.42f};
    const float hr = u * 0.17f;
    const std::string g = id;
    // Hair behind the head.
    if (g == "viola") {
        p.polygon(ellipse({head.x, head.y + hr * 0.6f}, hr * 1.3f, hr * 1.8f), look.hair);
    } else if (g == "trudie") {
        for (int i = 0; i < 9; ++i) {
            const float a = -kPi + i * kPi / 8;
            p.circle({head.x + hr * 1.05f * std::cos(a), head.y + hr * 0.9f * std::sin(a) + hr * 0.1f}, hr * 0.5f,
                     look.hair);
        }
    } else if (g == "lily") {
        p.rect({head.x - hr * 1.25f, head.y - hr * 1.15f, hr * 2.5f, hr * 2.2f}, look.hair, hr * 0.8f);
    } else if (g == "mildred") {
        p.circle({head.x, head.y - hr * 1.15f}, hr * 0.55f, look.hair);
    }
    // Shoulders and neck.
    const float by = b.top + u * 0.98f;
    p.polygon(ellipse({head.x, by}, u * 0.36f, u * 0.3f, kPi, 2 * kPi, 16), look.clothes);
    p.rect({head.x - hr * 0.35f, head.y + hr * 0.6f, hr * 0.7f, hr * 0.9f}, shade(look.skin, 0.9f));
    p.circle(head, hr, look.skin);
    // What makes each guest themself.
    const sf::Color dark(24, 20, 24);
    if (g == "viola") {
        p.polygon(ellipse({head.x, head.y - hr * 0.55f}, hr * 1.02f, hr * 0.5f, kPi, 2 * kPi, 12), look.hair);
        p.circle({head.x - hr * 1.0f, head.y + hr * 0.35f}, hr * 0.14f, sf::Color(240, 200, 80));
        p.circle({head.x + hr * 1.0f, head.y + hr * 0.35f}, hr * 0.14f, sf::Color(240, 200, 80));
    } else if (g == "ashraf") {
        p.polygon(ellipse({head.x, head.y - hr * 0.45f}, hr * 1.02f, hr * 0.62f, kPi, 2 * kPi, 12), look.hair);
        p.circle({head.x - hr * 0.42f, head.y}, hr * 0.3f, sf::Color(0, 0, 0, 0), dark, std::max(2.f, hr * 0.1f));
        p.circle({head.x + hr * 0.42f, head.y}, hr * 0.3f, sf::Color(0, 0, 0, 0), dark, std::max(2.f, hr * 0.1f));
        p.line({head.x - hr * 0.12f, head.y}, {head.x + hr * 0.12f, head.y}, dark, std::max(2.f, hr * 0.08f));
        // The stethoscope.
        p.line({head.x - hr * 0.7f, head.y + hr * 1.5f}, {head.x, head.y + hr * 2.3f}, sf::Color(60, 60, 70),
               hr * 0.14f);
        p.line({head.x + hr * 0.7f, head.y + hr * 1.5f}, {head.x, head.y + hr * 2.3f}, sf::Color(60, 60, 70),
               hr * 0.14f);
        p.circle({head.x, head.y + hr * 2.35f}, hr * 0.18f, sf::Color(170, 170, 180));
    } else if (g == "trudie") {
        p.circle({head.x - hr * 0.35f, head.y + hr * 0.45f}, hr * 0.14f, sf::Color(230, 120, 120));
        p.circle({head.x + hr * 0.35f, head.y + hr * 0.45f}, hr * 0.14f, sf::Color(230, 120, 120));
    } else if (g == "buford") {
        // A cowboy hat: a wide brim and a dented crown.
        p.polygon(ellipse({head.x, head.y - hr * 0.62f}, hr * 1.9f, hr * 0.32f), look.hair);
        p.rect({head.x - hr * 0.8f, head.y - hr * 1.55f, hr * 1.6f, hr * 1.0f}, look.hair, hr * 0.3f);
        p.rect({head.x - hr * 0.8f, head.y - hr * 0.85f, hr * 1.6f, hr * 0.2f}, sf::Color(60, 40, 24));
        p.polygon(ellipse({head.x, head.y + hr * 0.72f}, hr * 0.75f, hr * 0.35f, 0, kPi, 10), sf::Color(140, 100, 70));
    } else if (g == "earl") {
        // A top hat and a monocle on a chain.
        p.rect({head.x - hr * 1.3f, head.y - hr * 0.85f, hr * 2.6f, hr * 0.25f}, dark);
        p.rect({head.x - hr * 0.8f, head.y - hr * 2.2f, hr * 1.6f, hr * 1.45f}, dark);
        p.rect({head.x - hr * 0.8f, head.y - hr * 1.05f, hr * 1.6f, hr * 0.22f}, sf::Color(150, 30, 50));
        p.circle({head.x + hr * 0.42f, head.y}, hr * 0.3f, sf::Color(220, 230, 240, 90), sf::Color(230, 190, 70),
                 std::max(2.f, hr * 0.1f));
        p.line({head.x + hr * 0.55f, head.y + hr * 0.28f}, {head.x + hr * 0.9f, head.y + hr * 1.6f},
               sf::Color(230, 190, 70), 2);
        p.polygon(ellipse({head.x, head.y + hr * 0.6f}, hr * 0.5f, hr * 0.16f), look.hair);
    } else if (g == "lily") {
        p.polygon(ellipse({head.x, head.y - hr * 0.5f}, hr * 1.04f, hr * 0.56f, kPi, 2 * kPi, 12), look.hair);
        const sf::Vector2f f{head.x + hr * 1.0f, head.y - hr * 0.7f};
        for (int i = 0; i < 5; ++i) {
            const float a = -kPi / 2 + i * 2 * kPi / 5;
            p.circle({f.x + hr * 0.28f * std::cos(a), f.y + hr * 0.28f * std::sin(a)}, hr * 0.2f,
                     sf::Color(255, 255, 255));
        }
        p.circle(f, hr * 0.16f, sf::Color(250, 200, 40));
    } else if (g == "mildred") {
        p.polygon(ellipse({head.x, head.y - hr * 0.5f}, hr * 1.04f, hr * 0.56f, kPi, 2 * kPi, 12), look.hair);
        for (int i = 0; i < 7; ++i) {
            const float a = kPi * 0.2f + i * kPi * 0.1f;
            p.circle({head.x + hr * 0.95f * std::cos(a), head.y + hr * 0.55f + hr * 0.8f * std::sin(a)}, hr * 0.13f,
                     sf::Color(250, 246, 236));
        }
    } else if (g == "nadia") {
        // A tall patterned headwrap.
        p.polygon(ellipse({head.x, head.y - hr * 0.9f}, hr * 1.15f, hr * 1.1f, kPi, 2 * kPi, 14), look.clothes);
        p.rect({head.x - hr * 1.05f, head.y - hr * 0.95f, hr * 2.1f, hr * 0.4f}, shade(look.clothes, 0.75f),
               hr * 0.15f);
        p.circle({head.x - hr * 0.3f, head.y - hr * 1.45f}, hr * 0.14f, sf::Color(250, 220, 120));
        p.circle({head.x + hr * 0.35f, head.y - hr * 1.3f}, hr * 0.14f, sf::Color(250, 220, 120));
        p.circle({head.x - hr * 0.95f, head.y + hr * 0.3f}, hr * 0.16f, sf::Color(250, 200, 60));
    } else if (g == "remy") {
        // A beret and a moustache.
        p.polygon(ellipse({head.x + hr * 0.15f, head.y - hr * 0.7f}, hr * 1.2f, hr * 0.42f), look.clothes);
        p.circle({head.x + hr * 0.2f, head.y - hr * 1.12f}, hr * 0.1f, look.clothes);
        p.polygon({{head.x, head.y + hr * 0.35f},
                   {head.x - hr * 0.62f, head.y + hr * 0.55f},
                   {head.x - hr * 0.2f, head.y + hr * 0.3f}},
                  look.hair);
        p.polygon({{head.x, head.y + hr * 0.35f},
                   {head.x + hr * 0.2f, head.y + hr * 0.3f},
                   {head.x + hr * 0.62f, head.y + hr * 0.55f}},
                  look.hair);
        // A striped shirt.
        for (int i = 0; i < 3; ++i)
            p.rect({head.x - u * 0.2f, head.y + hr * (1.7f + i * 0.45f), u * 0.4f, hr * 0.18f},
                   sf::Color(240, 240, 240));
    } else if (g == "stefano") {
        p.polygon(ellipse({head.x - hr * 0.1f, head.y - hr * 0.55f}, hr * 1.1f, hr * 0.55f, kPi, 2 * kPi, 12),
                  look.hair);
        p.polygon({{head.x, head.y + hr * 1.55f},
                   {head.x - hr * 0.55f, head.y + hr * 1.3f},
                   {head.x - hr * 0.55f, head.y + hr * 1.8f}},
                  sf::Color(200, 40, 50));
        p.polygon({{head.x, head.y + hr * 1.55f},
                   {head.x + hr * 0.55f, head.y + hr * 1.8f},
                   {head.x + hr * 0.55f, head.y + hr * 1.3f}},
                  sf::Color(200, 40, 50));
        p.circle({head.x, head.y + hr * 1.55f}, hr * 0.14f, sf::Color(150, 20, 30));
    }
    // Eyes for everyone but the bespectacled.
    if (g != "ashraf") {
        p.circle({head.x - hr * 0.38f, head.y + hr * 0.02f}, hr * 0.1f, dark);
        p.circle({head.x + hr * 0.38f, head.y + hr * 0.02f}, hr * 0.1f, dark);
    }
    p.rect(b, sf::Color(0, 0, 0, 0), b.width * 0.1f, shade(look.background, 1.6f), std::max(2.f, u * 0.03f));
}

} // namespace heist::ui::suspicion::art
