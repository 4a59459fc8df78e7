#include "ui/games/secret_night/SecretNightArt.hpp"

#include "ui/widgets/Art.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui::secret_night::art {
namespace {

using ui::art::ellipse;
using ui::art::kPi;
using ui::art::shade;

// A money sack: a round body, a gathered neck and a cord.
void sack(Painter& p, sf::Vector2f c, float r) {
    const sf::Color cloth(196, 150, 92), dark(120, 84, 44);
    p.circle({c.x, c.y + r * 0.18f}, r * 0.62f, cloth, dark, std::max(2.f, r * 0.05f));
    p.polygon({{c.x - r * 0.2f, c.y - r * 0.36f},
               {c.x + r * 0.2f, c.y - r * 0.36f},
               {c.x + r * 0.34f, c.y - r * 0.62f},
               {c.x - r * 0.34f, c.y - r * 0.62f}},
              cloth, dark, std::max(2.f, r * 0.04f));
    p.line({c.x - r * 0.26f, c.y - r * 0.4f}, {c.x + r * 0.26f, c.y - r * 0.4f}, dark, std::max(3.f, r * 0.08f));
    // A coin mark on the body: two stacked discs.
    p.circle({c.x, c.y + r * 0.22f}, r * 0.2f, sf::Color(240, 200, 80), dark, 2);
    p.line({c.x, c.y + r * 0.08f}, {c.x, c.y + r * 0.36f}, dark, std::max(2.f, r * 0.05f));
}

void crown(Painter& p, sf::Vector2f c, float w) {
    const sf::Color gold(240, 196, 70), dark(140, 100, 20);
    const float h = w * 0.5f;
    p.rect({c.x - w / 2, c.y, w, h * 0.4f}, gold, 0, dark, 1.5f);
    for (int i = 0; i < 3; ++i) {
        const float x = c.x - w / 2 + w * (0.17f + 0.33f * i);
        p.polygon({{x - w * 0.17f, c.y + 1}, {x + w * 0.17f, c.y + 1}, {x, c.y - h * 0.6f}}, gold, dark, 1.5f);
        p.circle({x, c.y - h * 0.6f}, w * 0.06f, sf::Color(226, 54, 98));
    }
}

void magnifier(Painter& p, sf::Vector2f c, float r) {
    const sf::Color rim(60, 48, 40), glass(190, 225, 250);
    const sf::Vector2f lens{c.x - r * 0.14f, c.y - r * 0.14f};
    p.line({c.x + r * 0.2f, c.y + r * 0.2f}, {c.x + r * 0.62f, c.y + r * 0.62f}, sf::Color(110, 70, 40), r * 0.2f);
    p.circle(lens, r * 0.42f, glass, rim, std::max(3.f, r * 0.1f));
    p.circle({lens.x - r * 0.13f, lens.y - r * 0.13f}, r * 0.09f, sf::Color(255, 255, 255, 200));
}

void badge(Painter& p, sf::Vector2f c, float r) {
    const sf::Color gold(236, 196, 86), dark(140, 100, 20);
    // A six-pointed star as two triangles, a disc in the middle.
    std::vector<sf::Vector2f> up, down;
    for (int i = 0; i < 3; ++i) {
        const float a = -kPi / 2 + i * 2 * kPi / 3;
        up.push_back({c.x + r * 0.66f * std::cos(a), c.y + r * 0.66f * std::sin(a)});
        down.push_back({c.x + r * 0.66f * std::cos(a + kPi), c.y + r * 0.66f * std::sin(a + kPi)});
    }
    p.polygon(up, gold, dark, 2);
    p.polygon(down, gold, dark, 2);
    for (int i = 0; i < 6; ++i) {
        const float a = -kPi / 2 + i * kPi / 3;
        p.circle({c.x + r * 0.68f * std::cos(a), c.y + r * 0.68f * std::sin(a)}, r * 0.07f, gold, dark, 1.5f);
    }
    p.circle(c, r * 0.26f, sf::Color(70, 130, 230), dark, 2);
}

void dominoMask(Painter& p, sf::Vector2f c, float r) {
    const sf::Color mask(30, 24, 40), shine(120, 100, 160);
    p.mask(c, r * 1.3f, mask);
    p.line({c.x - r * 0.62f, c.y - r * 0.1f}, {c.x - r * 0.9f, c.y + r * 0.3f}, shine, std::max(2.f, r * 0.05f));
    p.line({c.x + r * 0.62f, c.y - r * 0.1f}, {c.x + r * 0.9f, c.y + r * 0.3f}, shine, std::max(2.f, r * 0.05f));
}

void faceDown(Painter& p, sf::Vector2f c, float r) {
    const sf::Color back(52, 44, 84), line(120, 104, 170);
    const float w = r * 0.9f, h = r * 1.3f;
    p.rect({c.x - w / 2, c.y - h / 2, w, h}, back, r * 0.1f, line, 2);
    for (int i = -1; i <= 1; ++i)
        p.polygon({{c.x, c.y - r * 0.22f + i * r * 0.38f},
                   {c.x + r * 0.16f, c.y + i * r * 0.38f},
                   {c.x, c.y + r * 0.22f + i * r * 0.38f},
                   {c.x - r * 0.16f, c.y + i * r * 0.38f}},
                  line);
}

} // namespace

sf::Color teamColour(const std::string& role) {
    if (role == "thief" || role == "master_thief")
        return sf::Color(220, 70, 80);
    if (role == "deceiver")
        return sf::Color(170, 120, 230);
    if (role.empty())
        return sf::Color(90, 96, 120);
    return sf::Color(70, 130, 230);
}

void roleEmblem(Painter& p, sf::Vector2f c, float r, const std::string& role) {
    Painter::Object object(p);
    p.circle(c, r, teamColour(role), sf::Color(245, 236, 216), std::max(2.f, r * 0.06f));
    if (role == "thief")
        sack(p, c, r * 0.95f);
    else if (role == "master_thief") {
        sack(p, {c.x, c.y + r * 0.14f}, r * 0.82f);
        crown(p, {c.x, c.y - r * 0.6f}, r * 0.7f);
    } else if (role == "detective")
        magnifier(p, c, r);
    else if (role == "chief_inspector")
        badge(p, c, r);
    else if (role == "deceiver")
        dominoMask(p, c, r);
    else
        faceDown(p, c, r);
}

} // namespace heist::ui::secret_night::art
