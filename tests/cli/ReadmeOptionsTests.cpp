// The README's option list ("## Command line") and `--help` name the same options, so that
// neither can gain or lose one without the other (issue 48: the README lacked --check, --yes
// and the phone options).
#include "cli/Options.hpp"

#include "tests/support/Catch.hpp"

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string readmeText() {
    std::ifstream in(std::string(HEIST_SOURCE_DIR) + "/README.md");
    REQUIRE(in);
    std::ostringstream all;
    all << in.rdbuf();
    return all.str();
}

// The options that begin a line of the first code block under "## Command line".
std::set<std::string> readmeOptions() {
    const std::string text = readmeText();
    const auto section = text.find("\n## Command line\n");
    REQUIRE(section != std::string::npos);
    const auto open = text.find("\n```", section);
    REQUIRE(open != std::string::npos);
    const auto close = text.find("\n```", open + 4);
    REQUIRE(close != std::string::npos);
    std::istringstream block(text.substr(open + 4, close - open - 4));
    std::set<std::string> out;
    static const std::regex line(R"(^\s{2}(--[a-z][a-z-]*))");
    std::smatch m;
    for (std::string l; std::getline(block, l);)
        if (std::regex_search(l, m, line))
            out.insert(m[1]);
    return out;
}

// The long options `--help` shows: "  --name", or "  -h [ --name ]" for one with a short form.
std::set<std::string> helpOptions() {
    std::istringstream help(heist::cli::helpText());
    std::set<std::string> out;
    static const std::regex line(R"(^\s{2}(?:-[a-zA-Z] \[ )?(--[a-z][a-z-]*))");
    std::smatch m;
    for (std::string l; std::getline(help, l);)
        if (std::regex_search(l, m, line))
            out.insert(m[1]);
    return out;
}

} // namespace

TEST_CASE("Command line - the README lists exactly the options --help shows", "[cli]") {
    const auto readme = readmeOptions();
    const auto help = helpOptions();
    REQUIRE(help.size() >= 10); // the reading itself works: --help has its many options
    REQUIRE(help.count("--serve-phones") == 1);
    for (const auto& o : help) {
        INFO(o << " is in --help but not in the README's option list");
        CHECK(readme.count(o) == 1);
    }
    for (const auto& o : readme) {
        INFO(o << " is in the README's option list but not in --help");
        CHECK(help.count(o) == 1);
    }
}
