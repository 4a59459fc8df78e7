#include "ui/FrameTrace.hpp"

#include <cstdlib>

namespace heist::ui {

namespace {
double ms(FrameTrace::Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }
} // namespace

FrameTrace::FrameTrace() {
    if (const char* path = std::getenv("HEIST_FRAME_TRACE"); path && *path)
        m_out = std::fopen(path, "a");
}

FrameTrace::~FrameTrace() {
    if (m_out)
        std::fclose(m_out);
}

void FrameTrace::input(Clock::time_point taken, double handleMs) {
    if (!m_out)
        return;
    if (!m_haveInput) {
        m_haveInput = true;
        m_firstInput = taken;
        m_handleMs = 0;
    }
    m_handleMs += handleMs;
}

void FrameTrace::frame(Clock::time_point renderStart, Clock::time_point displayStart, long long area) {
    if (!m_out)
        return;
    const auto end = now();
    if (area == 0)
        return; // nothing shown: an input waits for the frame that shows its answer
    std::fprintf(m_out, "%.3f %.3f %.3f %.3f %.3f %lld\n", ms(end.time_since_epoch()),
                 m_haveInput ? ms(end - m_firstInput) : -1.0, m_haveInput ? m_handleMs : 0.0,
                 ms(displayStart - renderStart), ms(end - displayStart), area);
    if (m_haveInput) // an answer to a tap is read while the animation it started still runs
        std::fflush(m_out);
    m_haveInput = false;
}

void FrameTrace::idle() {
    if (!m_out)
        return;
    std::fflush(m_out);
}

} // namespace heist::ui
