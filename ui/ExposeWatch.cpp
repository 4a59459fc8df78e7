#include "ui/ExposeWatch.hpp"

#include <GL/glx.h>
#include <X11/Xlib.h>

#include <poll.h>

#include "ui/Wakeup.hpp"

namespace heist::ui {

std::unique_ptr<ExposeWatch> ExposeWatch::open(sf::WindowHandle window) {
    Display* display = XOpenDisplay(nullptr);
    if (!display)
        return nullptr;
    // Structure events bring MapNotify: a window restored from an icon is mapped again.
    XSelectInput(display, window, ExposureMask | StructureNotifyMask);
    XSync(display, False);
    return std::unique_ptr<ExposeWatch>(new ExposeWatch(display));
}

ExposeWatch::~ExposeWatch() { XCloseDisplay(m_display); }

bool ExposeWatch::pending() { return XPending(m_display) > 0; }

bool ExposeWatch::takeExposed() {
    bool exposed = false;
    while (XPending(m_display) > 0) {
        XEvent event;
        XNextEvent(m_display, &event);
        // Moves and resizes (ConfigureNotify) need nothing: what they uncover comes as Expose,
        // and SFML reports a new size itself.
        if (event.type == Expose || event.type == MapNotify)
            exposed = true;
    }
    return exposed;
}

void ExposeWatch::wait(int other, int timeoutMs) {
    // Xlib may already hold events it read: poll() would not see those.
    if (XPending(m_display) > 0)
        return;
    // The third: another thread's knock (Wakeup: the phones' hub has news).
    pollfd fds[3] = {
        {ConnectionNumber(m_display), POLLIN, 0}, {Wakeup::instance().fd(), POLLIN, 0}, {other, POLLIN, 0}};
    ::poll(fds, other >= 0 ? 3 : 2, timeoutMs);
}

int currentGlConnection() {
    Display* display = glXGetCurrentDisplay();
    return display ? ConnectionNumber(display) : -1;
}

} // namespace heist::ui
