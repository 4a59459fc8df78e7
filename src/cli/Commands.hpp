#pragma once
// The headless commands: --list, --export and --script. They use the store and the
// engine only, never a window.
#include "store/LiveSession.hpp"

#include <iosfwd>
#include <optional>

namespace heist::cli {

// The session a --resume value names: an id, or "last" for the newest unfinished one.
std::optional<std::int64_t> resolveResume(store::SessionStore& store, const std::string& value);

// One line per saved session: id, game, status, players, last played.
void listSessions(store::SessionStore& store, std::ostream& out);

// The session as JSON: players, house rules, the public log with descriptions, the public
// state, and scores and winner when finished. Secrets only when withSecrets is set.
Json exportSession(store::SessionStore& store, std::int64_t id, bool withSecrets);

// Parses one script line into an intent. Returns an error message for a malformed line.
std::optional<std::string> parseIntentLine(const std::string& line, engine::Intent& intent);

// Colour ids given to seats that did not choose one.
const std::vector<std::string>& defaultColours();

struct ScriptRun {
    std::optional<std::string> resume; // id or "last"
    std::optional<std::uint64_t> seed;
};

// Applies a JSON-lines file; prints one JSON line per intent. Returns the exit status:
// 0 when every line was well formed (accepted or refused by the rules), 3 for a malformed
// line (everything before it is kept), 4 when the session cannot be opened or created.
int runScript(store::SessionStore& store, const std::filesystem::path& file, const ScriptRun& run,
              std::ostream& out, std::ostream& err);

} // namespace heist::cli
