#pragma once
// The command line (Boost.Program_options). Parsing never exits the process: it returns
// what to do, or a message and the exit status 2 for an unknown option or a bad value.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace heist::cli {

struct Options {
    bool help = false;
    bool version = false;
    std::filesystem::path db;
    unsigned width = 1280;
    unsigned height = 800;
    bool sizeGiven = false; // --windowed was given; otherwise the window follows the screen's
                            // orientation (800x1280 on a portrait screen)
    bool fullscreen = false;
    std::optional<std::uint64_t> seed;
    std::optional<std::string> resume; // an id or "last"
    bool list = false;
    std::optional<std::int64_t> exportId;
    bool withSecrets = false;
    bool bgStats = false; // --format bgstats
    bool yes = false;     // confirms --with-secrets without asking
    std::optional<std::filesystem::path> check;
    std::optional<std::filesystem::path> script;
    std::optional<std::filesystem::path> screenshot;
    bool mute = false;
    // --serve-phones ID: the session's phones served without a window (docs/phones.md), the
    // seats' links written to phoneLinks (created 0600; they hold the seats' keys).
    std::optional<std::int64_t> servePhones;
    std::optional<std::filesystem::path> phoneLinks;
    std::uint16_t phonePort = 8080;
    std::string phoneAddress = "0.0.0.0";
    // The seats' blocks of down counters (SessionStore::kDownCounterBlock); no option sets it:
    // tests that call servePhones() use tiny ones.
    std::int64_t phoneDownBlock = std::int64_t{1} << 20;
};

struct ParseResult {
    Options options;
    int exitStatus = 0;  // 2 for a bad command line
    std::string message; // the error, or the help text when help was asked for
};

// An argument longer than this is refused (a path or a number never needs more).
constexpr std::size_t kMaxArgumentLength = 4096;

ParseResult parseOptions(int argc, const char* const* argv);
std::string helpText();
std::string versionText();

} // namespace heist::cli
