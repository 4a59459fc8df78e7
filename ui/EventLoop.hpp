#pragma once
// The window's event loop, apart from the window itself: it sleeps while nothing moves,
// hands each event to the App, draws a frame whenever something changed, and keeps drawing
// while an animation runs. The window is an interface so that tests can drive the very
// same loop with scripted events and a clock of their own.
#include "ui/ExposeWatch.hpp"
#include "ui/Painter.hpp"
#include "ui/PartialPresent.hpp"

#include <SFML/Graphics/RenderWindow.hpp>

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>
#include <optional>

namespace heist::ui {

class App;

class LoopWindow {
public:
    virtual ~LoopWindow() = default;
    virtual bool isOpen() const = 0;
    virtual bool pollEvent(sf::Event& event) = 0;
    // Blocks until an event comes or the window is exposed; false when no event came.
    virtual bool waitEvent(sf::Event& event) = 0;
    // True once after the window lost what it showed (uncovered, restored, mapped again): the
    // next frame is drawn and shown whole, whatever changed or did not.
    virtual bool takeExposed() { return false; }
    virtual void sleep(double seconds) = 0;
    // Waits for an event at most `seconds` (a timer is due then: a toast goes, a secret hides):
    // true with the event as soon as one comes, false when the time is up or the window was
    // exposed. A tap during a timer is answered at once, not after the timer's next tick.
    virtual bool waitEventFor(sf::Event& event, double seconds) {
        sleep(seconds);
        return pollEvent(event);
    }
    virtual sf::RenderTarget& target() = 0;
    virtual TextLog* textLog() { return nullptr; } // where frames write their text, if kept
    // True when what was drawn stays in the target after it is shown, so that a frame may
    // redraw only what changed (see PartialPresent).
    virtual bool keepsFrame() const { return false; }
    // Shows the frame: all of it, or only damage when keepsFrame() and the App drew only that.
    virtual void display(const std::optional<sf::IntRect>& damage) = 0;
    // Shows only these parts of the frame (the App drew only them: App::damageParts).
    virtual void displayParts(const std::vector<sf::IntRect>& parts) {
        sf::IntRect box = parts.front();
        for (const auto& r : parts) {
            const int x0 = std::min(box.left, r.left), y0 = std::min(box.top, r.top);
            const int x1 = std::max(box.left + box.width, r.left + r.width),
                      y1 = std::max(box.top + box.height, r.top + r.height);
            box = sf::IntRect(x0, y0, x1 - x0, y1 - y0);
        }
        display(box);
    }
    virtual void close() = 0;
};

// The real window.
class SfmlLoopWindow : public LoopWindow {
public:
    explicit SfmlLoopWindow(sf::RenderWindow& window);
    bool isOpen() const override { return m_window.isOpen(); }
    bool pollEvent(sf::Event& event) override { return m_window.pollEvent(event); }
    bool waitEvent(sf::Event& event) override;
    bool waitEventFor(sf::Event& event, double seconds) override;
    bool takeExposed() override { return m_expose && m_expose->takeExposed(); }
    void sleep(double seconds) override;
    sf::RenderTarget& target() override { return m_window; }
    bool keepsFrame() const override { return m_partial.available(); }
    void display(const std::optional<sf::IntRect>& damage) override;
    void displayParts(const std::vector<sf::IntRect>& parts) override;
    void close() override { m_window.close(); }

private:
    using Clock = std::chrono::steady_clock;
    // Sleeps on the X connections (and the phones' knock) until an event, an exposure, a knock
    // or `until`; true with the event.
    bool waitUntil(sf::Event& event, std::optional<Clock::time_point> until);

    sf::RenderWindow& m_window;
    PartialPresent m_partial;
    std::unique_ptr<ExposeWatch> m_expose; // null: SFML's own wait, and no exposure is seen
    int m_events = -1;                     // SFML's X connection, -1 when unknown
};

// Runs until the window closes or the App asks to quit. afterFirstFrame, when given, is
// called once the first frame is shown; returning true ends the loop there.
void runEventLoop(App& app, LoopWindow& window, const std::function<bool()>& afterFirstFrame = {});

} // namespace heist::ui
