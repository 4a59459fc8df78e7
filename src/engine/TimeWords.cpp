#include "engine/TimeWords.hpp"

#include <chrono>
#include <ctime>

namespace heist::engine::timewords {

namespace {

std::string written(const std::tm& tm, const char* pattern) {
    char buf[64];
    const std::size_t n = std::strftime(buf, sizeof buf, pattern, &tm);
    return std::string(buf, n);
}

} // namespace

std::string utc(std::int64_t seconds, const char* pattern) {
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return written(tm, pattern);
}

std::string local(std::int64_t seconds, const char* pattern) {
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    localtime_r(&t, &tm);
    return written(tm, pattern);
}

std::int64_t nowSeconds() {
    return static_cast<std::int64_t>(
        std::chrono::system_clock::to_time_t(std::chrono::system_clock::now()));
}

} // namespace heist::engine::timewords
