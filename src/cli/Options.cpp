#include "cli/Options.hpp"

#include <boost/asio/ip/address.hpp>

#include "store/SessionStore.hpp"

#include <boost/program_options.hpp>

#include <cstring>
#include <regex>
#include <sstream>

#ifndef HEIST_VERSION
#define HEIST_VERSION "0.1.0"
#endif

namespace heist::cli {
namespace po = boost::program_options;

namespace {

po::options_description describeOptions() {
    po::options_description d("Options");
    d.add_options()("help,h", "show this help and exit")("version", "show the version and exit")(
        "db", po::value<std::string>()->value_name("PATH"),
        "the saved-games file (default: $XDG_DATA_HOME/heist-table/sessions.db, "
        "or ~/.local/share/heist-table/sessions.db)")(
        "windowed", po::value<std::string>()->value_name("WxH"),
        "window size, e.g. 1280x800 (default; 800x1280 on a portrait screen)")("fullscreen", "run full screen")(
        "seed", po::value<std::string>()->value_name("N"), "seed for new sessions (reproducible deals and rolls)")(
        "resume", po::value<std::string>()->value_name("ID|last"),
        "open a saved session at start")("list", "print the saved sessions, one per line, and exit")(
        "export", po::value<std::string>()->value_name("ID"), "print a session as JSON and exit")(
        "format", po::value<std::string>()->value_name("FORMAT"),
        "with --export: json (Heist Table's own, the default) or bgstats (a finished play "
        "in BG Stats' import format)")("with-secrets",
                                       "with --export: include identities, deck and guesses (asks first)")(
        "yes", "with --with-secrets: do not ask (needed when there is no terminal)")(
        "check", po::value<std::string>()->value_name("FILE"),
        "say what a saved-games file is (healthy, damaged, ...) without changing it; "
        "the exit status names the case")("script", po::value<std::string>()->value_name("FILE"),
                                          "apply a JSON-lines file of intents without a window (see docs/script.md)")(
        "screenshot", po::value<std::string>()->value_name("PNG"),
        "render the first screen (or the resumed table) into a PNG and exit")("mute", "start with sound off")(
        "serve-phones", po::value<std::string>()->value_name("ID"),
        "serve a session's phones without a window until stopped (Ctrl-C); needs --phone-links")(
        "phone-links", po::value<std::string>()->value_name("FILE"),
        "with --serve-phones: write each seat's link to this new file (made 0600: the links hold the "
        "seats' keys; an existing path is refused, never replaced)")(
        "phone-port", po::value<std::string>()->value_name("N"),
        "with --serve-phones: the port (default 8080; 0: any free one)")(
        "phone-address", po::value<std::string>()->value_name("IP"),
        "with --serve-phones: the address to listen on (default: every interface)");
    return d;
}

} // namespace

std::string helpText() {
    std::ostringstream out;
    out << "Heist Table " << HEIST_VERSION << " - a touchscreen companion for heist board games\n\n"
        << "Usage: heist-table [options]\n\n"
        << describeOptions()
        << "\nExit status:\n"
           "  0   done (--check: the file is healthy)\n"
           "  1   an unexpected error (a bug: the message says what)\n"
           "  2   a bad option or value\n"
           "  3   --script: a malformed line (the lines before it are saved)\n"
           "  4   --script/--export/--serve-phones: the script cannot be read, or no such\n"
           "      session; --serve-phones: it is finished, or its game keeps no secret\n"
           "  5   no display to open the window on\n"
           "  6   --with-secrets was not confirmed\n"
           "  7   --export --format bgstats: the session is not finished yet\n"
           "  8   --export/--serve-phones: the session's saved events cannot be replayed\n"
           "      (file unchanged)\n"
           "  9   --serve-phones: cannot listen there, or cannot make the links file (the\n"
           "      path exists already, or its folder cannot be written)\n"
           " 10   --check: no file yet (a fresh one will be made)\n"
           " 11   the file is damaged (opening moves it aside, unchanged)\n"
           " 12   the file belongs to another program (opening moves it aside)\n"
           " 13   the file was saved by a newer Heist Table (left untouched)\n"
           " 14   a -wal file beside it is not its own (moved aside; with the file if it may\n"
           "      be a copy's)\n"
           " 15   a -wal file lies beside a missing or empty database (moved aside)\n"
           " 16   the file cannot be read: permissions, a folder in its place, I/O error\n"
           " 17   another Heist Table or another program holds the file\n"
           " 18   the file or its folder is read-only (--list and --export still work)\n"
           " 19   the storage is full\n";
    return out.str();
}

std::string versionText() { return std::string("heist-table ") + HEIST_VERSION + "\n"; }

namespace {

// Boost's what() fills its template by replacing "%canonical_option%" and the like until
// none is left: an argument that contains such a token never ends (found by
// fuzz/FuzzCommandLine.cpp). The message is made here from the parts instead.
std::string describeError(const po::error& e) {
    const auto* named = dynamic_cast<const po::error_with_option_name*>(&e);
    std::string option = named ? named->get_option_name() : std::string();
    if (option.size() > 80)
        option = option.substr(0, 80) + "...";
    const std::string quoted = option.empty() ? std::string("an option") : "'" + option + "'";
    if (dynamic_cast<const po::unknown_option*>(&e))
        return "unrecognised option " + quoted;
    if (dynamic_cast<const po::ambiguous_option*>(&e))
        return "option " + quoted + " is ambiguous";
    if (dynamic_cast<const po::multiple_occurrences*>(&e))
        return "option " + quoted + " is given more than once";
    if (dynamic_cast<const po::invalid_command_line_syntax*>(&e))
        return "option " + quoted + " is missing its value, or takes none";
    if (dynamic_cast<const po::required_option*>(&e))
        return "option " + quoted + " is required";
    if (named)
        return "option " + quoted + " has a value that cannot be read";
    return "the command line cannot be read";
}

} // namespace

ParseResult parseOptions(int argc, const char* const* argv) {
    ParseResult result;
    Options& o = result.options;
    po::variables_map vm;
    // Boost builds its messages by search and replace in the option's text: a megabyte of
    // argument takes seconds (found by fuzz/FuzzCommandLine.cpp). No option needs that much.
    for (int i = 1; i < argc; ++i) {
        if (std::strlen(argv[i]) > kMaxArgumentLength) {
            result.exitStatus = 2;
            result.message = "heist-table: argument " + std::to_string(i) + " is longer than " +
                             std::to_string(kMaxArgumentLength) + " characters (see --help)";
            return result;
        }
    }
    try {
        po::store(po::command_line_parser(argc, argv).options(describeOptions()).run(), vm);
        po::notify(vm);
    } catch (const po::error& e) {
        result.exitStatus = 2;
        result.message = "heist-table: " + describeError(e) + " (see --help)";
        return result;
    }
    auto bad = [&](const std::string& text) {
        result.exitStatus = 2;
        result.message = "heist-table: " + text + " (see --help)";
        return result;
    };
    o.help = vm.count("help") > 0;
    o.version = vm.count("version") > 0;
    o.fullscreen = vm.count("fullscreen") > 0;
    o.list = vm.count("list") > 0;
    o.withSecrets = vm.count("with-secrets") > 0;
    o.yes = vm.count("yes") > 0;
    if (vm.count("check")) {
        o.check = vm["check"].as<std::string>();
        if (o.check->empty())
            return bad("--check needs a file path");
    }
    o.mute = vm.count("mute") > 0;
    o.db = vm.count("db") ? std::filesystem::path(vm["db"].as<std::string>()) : store::defaultDatabasePath();
    if (vm.count("db") && vm["db"].as<std::string>().empty())
        return bad("--db needs a file path");
    if (vm.count("windowed")) {
        const auto v = vm["windowed"].as<std::string>();
        std::smatch m;
        if (!std::regex_match(v, m, std::regex(R"((\d{3,5})x(\d{3,5}))")))
            return bad("--windowed '" + v + "' is not WIDTHxHEIGHT, e.g. 1280x800");
        o.width = static_cast<unsigned>(std::stoul(m[1]));
        o.height = static_cast<unsigned>(std::stoul(m[2]));
        o.sizeGiven = true;
        if (o.width < 320 || o.height < 320 || o.width > 8192 || o.height > 8192)
            return bad("--windowed '" + v + "' must be between 320 and 8192 on each side");
    }
    if (vm.count("seed")) {
        const auto v = vm["seed"].as<std::string>();
        if (!std::regex_match(v, std::regex(R"(\d{1,20})")))
            return bad("--seed '" + v + "' is not a non-negative whole number");
        try {
            o.seed = std::stoull(v);
        } catch (const std::exception&) {
            return bad("--seed '" + v + "' is too large");
        }
    }
    if (vm.count("resume")) {
        const auto v = vm["resume"].as<std::string>();
        if (v != "last" && !std::regex_match(v, std::regex(R"([1-9]\d{0,17})")))
            return bad("--resume '" + v + "' is neither a session id nor 'last'");
        o.resume = v;
    }
    if (vm.count("export")) {
        const auto v = vm["export"].as<std::string>();
        if (!std::regex_match(v, std::regex(R"([1-9]\d{0,17})")))
            return bad("--export '" + v + "' is not a session id (see --list)");
        o.exportId = std::stoll(v);
    }
    if (vm.count("format")) {
        const auto v = vm["format"].as<std::string>();
        if (v != "json" && v != "bgstats")
            return bad("--format '" + v + "' is neither json nor bgstats");
        if (!o.exportId)
            return bad("--format goes with --export ID");
        o.bgStats = v == "bgstats";
    }
    if (o.bgStats && vm.count("with-secrets"))
        return bad("--with-secrets does not go with --format bgstats (a play holds no secrets)");
    if (o.withSecrets && !o.exportId)
        return bad("--with-secrets goes with --export");
    if (o.yes && !o.withSecrets)
        return bad("--yes goes with --export ID --with-secrets");
    if (vm.count("script"))
        o.script = vm["script"].as<std::string>();
    if (vm.count("screenshot")) {
        o.screenshot = vm["screenshot"].as<std::string>();
        if (o.screenshot->extension() != ".png")
            return bad("--screenshot '" + o.screenshot->string() + "' must end in .png");
    }
    if (vm.count("serve-phones")) {
        const auto v = vm["serve-phones"].as<std::string>();
        if (v.empty() || v.size() > 18 || v.find_first_not_of("0123456789") != std::string::npos || std::stoll(v) < 1)
            return bad("--serve-phones '" + v + "' is not a session id (see --list)");
        o.servePhones = std::stoll(v);
        if (!vm.count("phone-links") || vm["phone-links"].as<std::string>().empty())
            return bad("--serve-phones needs --phone-links FILE (where the seats' links are written)");
        o.phoneLinks = vm["phone-links"].as<std::string>();
    } else if (vm.count("phone-links") || vm.count("phone-port") || vm.count("phone-address")) {
        return bad("--phone-links, --phone-port and --phone-address go with --serve-phones ID");
    }
    if (vm.count("phone-port")) {
        const auto v = vm["phone-port"].as<std::string>();
        if (v.empty() || v.size() > 5 || v.find_first_not_of("0123456789") != std::string::npos || std::stoi(v) > 65535)
            return bad("--phone-port '" + v + "' is not a port (0 to 65535)");
        o.phonePort = static_cast<std::uint16_t>(std::stoi(v));
    }
    if (vm.count("phone-address")) {
        o.phoneAddress = vm["phone-address"].as<std::string>();
        boost::system::error_code ec;
        boost::asio::ip::make_address(o.phoneAddress, ec);
        if (ec || o.phoneAddress.empty())
            return bad("--phone-address '" + o.phoneAddress + "' is not an IP address");
    }
    if (o.help)
        result.message = helpText();
    return result;
}

} // namespace heist::cli
