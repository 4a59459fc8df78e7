#pragma once
// A door another thread knocks on to wake the event loop while it sleeps for lack of input: the
// phones' hub knocks when a phone connects or sends something. One eventfd for the process; the
// loop's wait watches it beside the X connection, so nothing polls on a timer.
namespace heist::ui {

class Wakeup {
public:
    static Wakeup& instance();
    void knock(); // thread-safe, never blocks
    bool take();  // true (and cleared) when knocked since last asked
    int fd() const { return m_fd; }

private:
    Wakeup();
    int m_fd = -1;
};

} // namespace heist::ui
