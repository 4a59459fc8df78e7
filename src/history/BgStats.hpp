#pragma once
// A finished play in BG Stats' import format, and the push link a phone scans to import it
// (https://app.bgstatsapp.com/createPlay.html?data=<URL-encoded JSON>). Pure: it reads a
// replayed session and writes text; no SQLite, no SFML.
#include "engine/Session.hpp"

#include <optional>
#include <string>

namespace heist::history {

inline constexpr const char* kBgStatsLink = "https://app.bgstatsapp.com/createPlay.html?data=";

struct PlayContext {
    // Where and on which board the table played, as BG Stats keeps them; left out of the play
    // when empty (the app is not a place, and the box has one board), so BG Stats adds none.
    std::string location;
    std::string board;
    std::string comments;     // empty: a line from the results
    int utcOffsetMinutes = 0; // the tablet's time zone, for playDate (local time)
};

// The context a session itself tells: the tablet's time zone when its first event was stored.
PlayContext playContext(const engine::Session& session);

// The play, or nothing while the session is unfinished (an unfinished game's roles are
// secrets, so there is no such thing as a partial export).
std::optional<Json> bgStatsPlay(const engine::Session& session, const PlayContext& context);
// The link that carries the play: compact JSON, every byte but A-Z a-z 0-9 - _ . ~ encoded.
std::string bgStatsLink(const Json& play);
std::string urlEncode(const std::string& text);
// The local time zone's offset from UTC at a moment, in minutes (for PlayContext).
int localUtcOffsetMinutes(std::int64_t utcMs);
// "2026-11-25T01:40:35.123Z" -> milliseconds since 1970, or nothing if it is not that shape.
std::optional<std::int64_t> parseStoredTime(const std::string& text);

} // namespace heist::history
