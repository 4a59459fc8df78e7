#include "EventLoop.hpp"

#include "App.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

namespace heist::ui {

void SfmlLoopWindow::display(const std::optional<sf::IntRect>& damage) {
    if (!m_partial.available()) {
        m_window.display();
        return;
    }
    const auto size = m_window.getSize();
    m_partial.show(damage.value_or(sf::IntRect(0, 0, static_cast<int>(size.x), static_cast<int>(size.y))));
}

void SfmlLoopWindow::sleep(double seconds) {
    std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
}

void runEventLoop(App& app, LoopWindow& window, const std::function<bool()>& afterFirstFrame) {
    bool first = true;
    while (window.isOpen()) {
        sf::Event event;
        // Event-driven: a still screen sleeps in waitEvent and draws nothing.
        if (!app.needsRedraw() && !app.animating()) {
            const auto wake = app.wakeIn();
            if (!wake) {
                if (window.waitEvent(event))
                    app.handle(event);
            } else if (*wake > 0) {
                window.sleep(std::min(*wake, 0.05));
            }
        }
        while (window.pollEvent(event))
            app.handle(event);
        app.advance();
        if (app.quitRequested()) {
            window.close();
            break;
        }
        if (app.needsRedraw()) {
            const auto damage = app.render(window.target(), window.textLog(), window.keepsFrame());
            window.display(damage);
            if (first && afterFirstFrame && afterFirstFrame())
                return;
            first = false;
            if (app.animating())
                window.sleep(0.012); // about 60 frames a second
        }
    }
}

} // namespace heist::ui
