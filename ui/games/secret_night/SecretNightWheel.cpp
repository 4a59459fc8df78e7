#include "ui/games/secret_night/SecretNightWheel.hpp"

#include <cmath>

namespace heist::ui::secret_night {
namespace {

std::vector<sf::Vector2f> wedge(sf::Vector2f c, float r0, float r1, float a0, float a1) {
    std::vector<sf::Vector2f> pts;
    const int steps = 6;
    for (int i = 0; i <= steps; ++i) {
        const float a = a0 + (a1 - a0) * i / steps;
        pts.push_back({c.x + r1 * std::cos(a), c.y + r1 * std::sin(a)});
    }
    for (int i = steps; i >= 0; --i) {
        const float a = a0 + (a1 - a0) * i / steps;
        pts.push_back({c.x + r0 * std::cos(a), c.y + r0 * std::sin(a)});
    }
    return pts;
}

} // namespace

float restingRotation(int segment, std::size_t count) {
    return -(static_cast<float>(segment) + 0.5f) * 360.f / static_cast<float>(count);
}

void drawWheel(Painter& p, sf::Vector2f c, float radius, const std::vector<games::secret_night::Segment>& segments,
               float rotation, int highlight) {
    const auto& t = p.theme();
    const std::size_t n = segments.size();
    if (n == 0)
        return;
    p.circle(c, radius * 1.04f, sf::Color(60, 44, 22), p.colours().gold, 3);
    const float outerIn = radius * 0.58f, innerIn = radius * 0.26f;
    const float step = 2 * kPi / static_cast<float>(n);
    // Angle 0 at the top, clockwise, turned by the rotation.
    auto startAngle = [&](std::size_t i) { return -kPi / 2 + (static_cast<float>(i) * step) + rotation * kPi / 180.f; };
    // The wedges first and then the numbers, so the shapes batch into one draw call.
    for (std::size_t i = 0; i < n; ++i) {
        const float a0 = startAngle(i), a1 = a0 + step;
        const auto& s = segments[i];
        const bool lit = static_cast<int>(i) == highlight;
        // Dark enough for ivory numbers at 4.5:1.
        sf::Color outer = s.green ? sf::Color(26, 100, 58) : (i % 2 ? sf::Color(110, 28, 44) : sf::Color(52, 30, 70));
        if (lit)
            outer = s.green ? sf::Color(70, 190, 110) : sf::Color(190, 140, 50);
        p.polygon(wedge(c, outerIn, radius, a0, a1), outer, sf::Color(20, 14, 10), 1.5f);
        p.polygon(wedge(c, innerIn, outerIn, a0, a1), i % 2 ? sf::Color(24, 60, 96) : sf::Color(30, 76, 118),
                  sf::Color(20, 14, 10), 1.5f);
        // A green segment frees from handcuffs: a ring near its rim says so as well as the
        // colour, which red-green colour blindness cannot tell from the red.
        if (s.green) {
            const float mid = a0 + step / 2;
            p.circle({c.x + radius * 0.94f * std::cos(mid), c.y + radius * 0.94f * std::sin(mid)}, radius * 0.045f,
                     sf::Color(225, 250, 232), sf::Color(20, 14, 10), 1.5f);
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const float mid = startAngle(i) + step / 2;
        const auto& s = segments[i];
        const bool lit = static_cast<int>(i) == highlight;
        const float ro = (outerIn + radius) / 2, ri = (innerIn + outerIn) / 2;
        const unsigned big = t.small();
        p.text(std::to_string(s.steps), {c.x + ro * std::cos(mid), c.y + ro * std::sin(mid) - big / 2.f}, big,
               lit ? p.colours().night : p.colours().ivory, Align::Center, true); // dark on the lit segment
        if (radius > t.px(150))
            p.text(std::to_string(s.water), {c.x + ri * std::cos(mid), c.y + ri * std::sin(mid) - big / 2.f}, big,
                   sf::Color(190, 220, 255), Align::Center);
    }
    p.circle(c, innerIn, sf::Color(40, 30, 18), p.colours().gold, 3);
    p.mask(c, innerIn * 1.3f, p.colours().gold);
    // The pointer, fixed at the top.
    p.polygon({{c.x - radius * 0.09f, c.y - radius * 1.12f},
               {c.x + radius * 0.09f, c.y - radius * 1.12f},
               {c.x, c.y - radius * 0.9f}},
              p.colours().ivory, sf::Color(0, 0, 0, 160), 2);
}

void WheelSpin::start(double now, float from, int segment, std::size_t count, int extraTurns) {
    m_start = now;
    m_end = now + kSeconds;
    m_from = from;
    m_segment = segment;
    float to = restingRotation(segment, count);
    // Always turn forward (clockwise), a few whole turns past where it stands.
    while (to < from)
        to += 360.f;
    m_to = to + 360.f * static_cast<float>(extraTurns);
}

float WheelSpin::rotation(double now) const {
    if (now >= m_end)
        return std::fmod(m_to, 360.f);
    const float k = static_cast<float>((now - m_start) / (m_end - m_start));
    const float ease = 1.f - std::pow(1.f - k, 3.f); // calm: fast start, slow stop
    return m_from + (m_to - m_from) * ease;
}

} // namespace heist::ui::secret_night
