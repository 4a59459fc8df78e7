#pragma once
// For tools outside the app (bench/tap-latency.sh): with HEIST_FRAME_TRACE set, every frame
// the event loop shows is written to that file as one line of times in milliseconds:
//   at since_input handle render display area
// at: the steady clock's time (on Linux CLOCK_MONOTONIC, which other processes read too) when
// the frame was shown; since_input: from the first input event taken out of the queue since the last frame shown
// (-1 when the frame answers no input: an animation, a timer) to the frame shown; handle: the
// time spent handing those events to the App; render and display: the App drawing the frame and
// the window showing it; area: the pixels shown. A frame that shows nothing (a press that
// changes no pixel) is not written; its input is counted with the next frame's. Times only, no words
// and no state. A tool for a test machine: nothing sets it at a table.
#include <chrono>
#include <cstdio>

namespace heist::ui {

class FrameTrace {
public:
    FrameTrace(); // reads HEIST_FRAME_TRACE; does nothing when it is not set
    ~FrameTrace();
    FrameTrace(const FrameTrace&) = delete;
    FrameTrace& operator=(const FrameTrace&) = delete;
    bool wanted() const { return m_out != nullptr; }
    using Clock = std::chrono::steady_clock;
    static Clock::time_point now() { return Clock::now(); }
    // An input event is taken from the queue (now), and handled in handleMs.
    void input(Clock::time_point taken, double handleMs);
    // A frame is shown: drawn from renderStart, shown from displayStart to now.
    void frame(Clock::time_point renderStart, Clock::time_point displayStart, long long area);
    // The loop goes to sleep: what is written reaches the file.
    void idle();

private:
    std::FILE* m_out = nullptr;
    bool m_haveInput = false;
    Clock::time_point m_firstInput{};
    double m_handleMs = 0;
};

} // namespace heist::ui
