#include "ui/EventLoop.hpp"

#include "ui/App.hpp"
#include "ui/FrameTrace.hpp"
#include "ui/Wakeup.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

namespace heist::ui {

SfmlLoopWindow::SfmlLoopWindow(sf::RenderWindow& window)
    : m_window(window), m_partial(window), m_expose(ExposeWatch::open(window.getSystemHandle())) {
    if (m_window.setActive(true))
        m_events = currentGlConnection();
}

bool SfmlLoopWindow::waitEvent(sf::Event& event) {
    if (!m_expose)
        return m_window.waitEvent(event);
    return waitUntil(event, std::nullopt);
}

bool SfmlLoopWindow::waitEventFor(sf::Event& event, double seconds) {
    if (!m_expose || m_events < 0) { // no descriptor to sleep on: SFML looks every 10 ms anyway
        sleep(seconds);
        return m_window.pollEvent(event);
    }
    return waitUntil(event, Clock::now() +
                                std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)));
}

bool SfmlLoopWindow::waitUntil(sf::Event& event, std::optional<Clock::time_point> until) {
    // SFML's waitEvent looks for events every 10 ms and cannot be woken by an exposure; this
    // sleeps on both connections instead. pollEvent has just taken every event of the window
    // that Xlib had read, so what comes next wakes poll(). Without SFML's descriptor, it looks
    // every 10 ms as SFML does.
    while (m_window.isOpen()) {
        if (m_window.pollEvent(event))
            return true;
        if (m_expose->pending())
            return false; // the loop asks takeExposed()
        int timeoutMs = m_events >= 0 ? -1 : 10;
        if (until) {
            const auto left = std::chrono::duration_cast<std::chrono::microseconds>(*until - Clock::now()).count();
            if (left <= 0)
                return false; // the timer is due
            timeoutMs = static_cast<int>((left + 999) / 1000);
        }
        m_expose->wait(m_events, timeoutMs);
        if (Wakeup::instance().take())
            return false; // another thread has news: the loop advances the App
    }
    return false;
}

void SfmlLoopWindow::display(const std::optional<sf::IntRect>& damage) {
    if (!m_partial.available()) {
        m_window.display();
        return;
    }
    const auto size = m_window.getSize();
    m_partial.show(damage.value_or(sf::IntRect(0, 0, static_cast<int>(size.x), static_cast<int>(size.y))));
}

void SfmlLoopWindow::displayParts(const std::vector<sf::IntRect>& parts) {
    if (!m_partial.available()) {
        m_window.display();
        return;
    }
    for (const auto& r : parts)
        m_partial.show(r);
}

void SfmlLoopWindow::sleep(double seconds) { std::this_thread::sleep_for(std::chrono::duration<double>(seconds)); }

void runEventLoop(App& app, LoopWindow& window, const std::function<bool()>& afterFirstFrame) {
    bool first = true;
    FrameTrace trace;
    const auto handle = [&](const sf::Event& event) {
        const auto taken = FrameTrace::now();
        app.handle(event);
        if (trace.wanted() && (event.type == sf::Event::MouseButtonPressed ||
                               event.type == sf::Event::MouseButtonReleased || event.type == sf::Event::TouchBegan ||
                               event.type == sf::Event::TouchEnded || event.type == sf::Event::KeyPressed))
            trace.input(taken, std::chrono::duration<double, std::milli>(FrameTrace::now() - taken).count());
    };
    while (window.isOpen()) {
        sf::Event event;
        // Event-driven: a still screen sleeps in waitEvent and draws nothing.
        if (!app.needsRedraw() && !app.animating()) {
            const auto wake = app.wakeIn();
            if (!wake) {
                trace.idle();
                if (window.waitEvent(event))
                    handle(event);
            } else if (*wake > 0) {
                // A timer is due (a toast, a secret's auto-hide, the file's verdict): sleep
                // until then, but a tap meanwhile is taken at once.
                if (window.waitEventFor(event, std::min(*wake, 0.05)))
                    handle(event);
            }
        }
        while (window.pollEvent(event))
            handle(event);
        // What the window showed is gone: the next frame is drawn whole and shown whole, not
        // only the part an animation moved (the rest of the window would stay wrong).
        const bool exposed = window.takeExposed();
        if (exposed)
            app.forgetFrame();
        app.advance();
        if (app.quitRequested()) {
            window.close();
            break;
        }
        if (app.needsRedraw()) {
            const auto renderStart = FrameTrace::now();
            const auto damage = app.render(window.target(), window.textLog(), window.keepsFrame());
            const auto displayStart = FrameTrace::now();
            long long area = 0;
            if (!exposed && damage && app.damageParts().size() > 1) {
                window.displayParts(app.damageParts());
                for (const auto& r : app.damageParts())
                    area += static_cast<long long>(r.width) * r.height;
            } else {
                window.display(exposed ? std::nullopt : damage);
                const auto size = window.target().getSize();
                area = !exposed && damage ? static_cast<long long>(damage->width) * damage->height
                                          : static_cast<long long>(size.x) * size.y;
            }
            trace.frame(renderStart, displayStart, area);
            if (first && afterFirstFrame && afterFirstFrame())
                return;
            first = false;
            if (app.animating())
                window.sleep(0.012); // about 60 frames a second
        }
    }
}

} // namespace heist::ui
