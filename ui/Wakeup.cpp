#include "ui/Wakeup.hpp"

#include <sys/eventfd.h>
#include <unistd.h>

#include <cstdint>

namespace heist::ui {

Wakeup::Wakeup() : m_fd(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) {}

Wakeup& Wakeup::instance() {
    static Wakeup w;
    return w;
}

void Wakeup::knock() {
    if (m_fd < 0)
        return;
    const std::uint64_t one = 1;
    [[maybe_unused]] const auto n = ::write(m_fd, &one, sizeof one);
}

bool Wakeup::take() {
    if (m_fd < 0)
        return false;
    std::uint64_t count = 0;
    return ::read(m_fd, &count, sizeof count) == static_cast<ssize_t>(sizeof count) && count > 0;
}

} // namespace heist::ui
