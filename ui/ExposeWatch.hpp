#pragma once
// Tells when the window's pixels were lost: uncovered by another window, restored, mapped
// again, moved back onto the screen. SFML 2.5 on X11 asks for no Expose events, so the app
// would show another window's leftovers until the next tap. A second X connection of our own
// asks for them on the app's window (the X server sends every client the events it selected),
// and the event loop sleeps on its descriptor together with SFML's, so a still app stays
// asleep. The only X11 code of the front end besides main.cpp's display probe.
#include <SFML/Window/WindowHandle.hpp>

#include <memory>

struct _XDisplay; // Xlib's Display, named here so that its macros stay out of the front end

namespace heist::ui {

class ExposeWatch {
public:
    // Watches window (sf::Window::getSystemHandle()); null when no X display can be opened.
    static std::unique_ptr<ExposeWatch> open(sf::WindowHandle window);
    ~ExposeWatch();
    ExposeWatch(const ExposeWatch&) = delete;
    ExposeWatch& operator=(const ExposeWatch&) = delete;

    // True when the server sent something that takeExposed() has not read yet.
    bool pending();
    // Reads what the server sent; true when the window was exposed or mapped since last asked.
    bool takeExposed();
    // Sleeps until the server sends something to this connection or to the descriptor other
    // (SFML's connection; -1: none), or timeoutMs passes (negative: no time limit).
    void wait(int other, int timeoutMs);

private:
    explicit ExposeWatch(_XDisplay* display) : m_display(display) {}
    _XDisplay* m_display;
};

// The descriptor of the X connection the window's GL context uses, which is the one SFML reads
// the window's events from; -1 when it cannot be told.
int currentGlConnection();

} // namespace heist::ui
