#pragma once
// The headless commands: --list, --export and --script. They use the store and the
// engine only, never a window.
#include "cli/Options.hpp"
#include "store/LiveSession.hpp"

#include <iosfwd>
#include <optional>

namespace heist::cli {

// The session a --resume value names: an id, or "last" for the newest unfinished one.
std::optional<std::int64_t> resolveResume(store::SessionStore& store, const std::string& value);

// One line per saved session: id, game, status, players, last played.
void listSessions(store::SessionStore& store, std::ostream& out);

// A finished session as a BG Stats play (history/BgStats.hpp), dated in the local time zone;
// nothing while it is in play.
std::optional<Json> bgStatsPlay(store::SessionStore& store, std::int64_t id);

// The exit statuses (README, --help). The saved-games file's cases use 10-19: see
// store::exitStatus(), the same numbers --check gives.
constexpr int kExitOk = 0;
constexpr int kExitUnexpected = 1; // a bug: the message says what
constexpr int kExitBadOption = 2;
constexpr int kExitBadScriptLine = 3;
constexpr int kExitScriptStart = 4; // script unreadable, no such session; --serve-phones:
                                    // nothing to serve (finished, or a game with no secret)
constexpr int kExitNoDisplay = 5;
constexpr int kExitRefused = 6;    // --with-secrets not confirmed
constexpr int kExitUnfinished = 7; // --format bgstats of a session still in play
constexpr int kExitUnreadable = 8; // --export, --serve-phones: the session's stored events
                                   // cannot be replayed

// A command that has to stop on a case of the saved-games file (a full disk, a file held by
// another program, read-only storage, a newer file, ...): prints the store's sentence and
// returns the case's status, the number --check gives (10-19).
int stopOnStoreError(const store::StoreError& e, std::ostream& err);
// A session whose saved events cannot be replayed (a damaged or forged row): says so, without
// the library's words (they may quote a stored value, and a stored value may be a secret), and
// returns kExitUnreadable. The file is left as it is.
int stopOnUnreplayable(std::int64_t id, std::ostream& err);

// Lines nested deeper than this are refused before parsing.
constexpr std::size_t kMaxNesting = 32;

// --check FILE: prints the case and a sentence; returns the case's exit status.
int runCheck(const std::filesystem::path& file, std::ostream& out);

// The commands without a window: --check, --list, --export and --script. Returns the exit
// status, or nothing when the window is wanted.
std::optional<int> runHeadless(const Options& options, std::ostream& out, std::ostream& err, std::istream& in);

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
int runScript(store::SessionStore& store, const std::filesystem::path& file, const ScriptRun& run, std::ostream& out,
              std::ostream& err);

} // namespace heist::cli
