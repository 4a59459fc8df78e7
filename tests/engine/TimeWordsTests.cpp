#include "engine/TimeWords.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <ctime>

namespace tw = heist::engine::timewords;

TEST_CASE("Time words - a moment is written in UTC by the pattern it is given", "[engine]") {
    // 2026-11-22 16:33:47 UTC.
    const std::int64_t t = 1795365227;
    CHECK(tw::utc(t, "%Y-%m-%dT%H:%M:%S") == "2026-11-22T16:33:47");
    CHECK(tw::utc(t, "%Y%m%d-%H%M%S") == "20261122-163347");
    CHECK(tw::utc(0, "%Y-%m-%d %H:%M:%S") == "1970-01-01 00:00:00");
}

TEST_CASE("Time words - local time follows the tablet's time zone", "[engine]") {
    const char* before = std::getenv("TZ");
    const std::string saved = before ? before : "";
    ::setenv("TZ", "UTC-2", 1); // two hours east of Greenwich (POSIX signs are reversed)
    ::tzset();
    const std::string local = tw::local(1795365227, "%H:%M");
    if (before)
        ::setenv("TZ", saved.c_str(), 1);
    else
        ::unsetenv("TZ");
    ::tzset();
    CHECK(local == "18:33");
}

TEST_CASE("Time words - now is close to the system clock", "[engine]") {
    const auto now = static_cast<std::int64_t>(std::time(nullptr));
    CHECK(tw::nowSeconds() >= now);
    CHECK(tw::nowSeconds() - now < 5);
}
