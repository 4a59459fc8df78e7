#pragma once
// How the app writes a moment as text: the one place that calls strftime and says whether a
// moment is read in UTC (stored times, file names that sort) or in the tablet's local time
// (what a person reads). Moments are whole seconds since 1970.
#include <cstdint>
#include <string>

namespace heist::engine::timewords {

// The moment in `pattern` (strftime's), read in UTC.
std::string utc(std::int64_t seconds, const char* pattern);
// The moment in `pattern`, read in the tablet's local time zone.
std::string local(std::int64_t seconds, const char* pattern);
// Seconds since 1970, now.
std::int64_t nowSeconds();

} // namespace heist::engine::timewords
