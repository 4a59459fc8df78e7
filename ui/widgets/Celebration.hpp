#pragma once
// The moment a game is decided, celebrated: a panel with who won in big type, the winning
// players each beside their token, the deciding moment in one sentence (and, for a moment
// card, a few lines more such as the hands of a capture), and behind the words a short calm
// animation: a gold glow and rays growing from behind the title and a few sparks settling at
// the panel's sides. It runs for kSeconds and ends on its final frame, which is what every
// frame after it shows; a tap skips to it (finish()). Whatever moves is drawn before the
// words and stays dark where words lie, so nothing covers a text and contrast holds.
#include "ui/Painter.hpp"

#include <string>
#include <vector>

namespace heist::ui {

struct CelebratedPlayer {
    std::string name;
    std::string colour; // the player's token (Painter::token)
};

struct CelebrationWords {
    std::string title;                     // "The thieves win!", "Captured!"
    std::vector<CelebratedPlayer> players; // the winners, in table order
    std::string moment;                    // what decided it, one sentence
    std::vector<std::string> details;      // further lines under the moment (may be empty)
};

class Celebration {
public:
    static constexpr double kSeconds = 1.2; // calm, within the 1.5 s an animation may hold the table

    explicit Celebration(double now) : m_start(now) {}
    bool running(double now) const { return !m_finished && now < m_start + kSeconds; }
    void finish() { m_finished = true; }
    // 0 when it starts, 1 on (and after) its final frame.
    float progress(double now) const;

    // The panel's height for words at this width.
    float height(const Painter& p, float width, const CelebrationWords& words) const;
    // Draws the panel at the top of box (box.height is ignored) as it stands at `now`; returns
    // its height. The panel keeps clear of the flip button in the window's top-right corner.
    float draw(Painter& p, const sf::FloatRect& box, double now, const CelebrationWords& words) const;

private:
    double m_start;
    bool m_finished = false;
};

} // namespace heist::ui
