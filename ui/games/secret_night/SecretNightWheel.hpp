#pragma once
// Secret Night's roulette, drawn: an outer ring of step results (green segments break
// free), an inner ring of water results, a hub and a pointer at the top. The outcome of a
// spin is decided before the animation; WheelSpin only eases the wheel onto it.
#include "ui/Painter.hpp"
#include "games/secret_night/SecretNightRules.hpp"

#include <vector>

namespace heist::ui::secret_night {

void drawWheel(Painter& p, sf::Vector2f centre, float radius, const std::vector<games::secret_night::Segment>& segments,
               float rotationDegrees, int highlight = -1);

// The rotation that puts a segment's middle under the pointer.
float restingRotation(int segment, std::size_t segmentCount);

class WheelSpin {
public:
    static constexpr double kSeconds = 1.4; // within the 1.5 s an animation may hold the table

    void start(double now, float from, int segment, std::size_t count, int extraTurns = 3);
    bool running(double now) const { return now < m_end; }
    void finish() { m_end = 0; }
    float rotation(double now) const;
    int segment() const { return m_segment; }

private:
    double m_start = 0, m_end = 0;
    float m_from = 0, m_to = 0;
    int m_segment = -1;
};

} // namespace heist::ui::secret_night
