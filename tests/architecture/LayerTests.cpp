// The layers by construction (issue 48): the UI reads a game's views, never its state, so no
// secret can reach a public screen through a field the screen was not meant to read; and each
// layer has one include root, so a quoted name says which room a header is in: a core header is
// named from src/ ("engine/Session.hpp"), every other from the repository's root
// ("ui/App.hpp", "tests/support/Catch.hpp").
#include "tests/architecture/TreeNames.hpp"
#include "tests/support/Catch.hpp"

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path kTree = HEIST_SOURCE_DIR;

std::vector<std::string> fileLines(const fs::path& file) {
    std::ifstream in(file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

bool isCppSource(const fs::path& p) {
    const auto ext = p.extension();
    return ext == ".cpp" || ext == ".hpp" || ext == ".h";
}

std::vector<std::string> gameFolderNames() {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(kTree / "src/games"))
        if (e.is_directory())
            out.push_back(e.path().filename().string());
    return out;
}

} // namespace

TEST_CASE("Architecture - every game keeps its state in a header of its own beside its views", "[architecture]") {
    const auto folders = gameFolderNames();
    CHECK(folders.size() >= 5);
    for (const auto& folder : folders) {
        INFO(folder);
        const auto prefix = heist::test::classPrefix(folder);
        CHECK(fs::is_regular_file(kTree / "src/games" / folder / (prefix + "State.hpp")));
        CHECK(fs::is_regular_file(kTree / "src/games" / folder / (prefix + "View.hpp")));
        // The game's own header names the state without defining it.
        const auto game = fileLines(kTree / "src/games" / folder / (prefix + "Game.hpp"));
        const std::regex defines("^\\s*struct\\s+" + prefix + "State\\s*:");
        for (const auto& line : game)
            CHECK_FALSE(std::regex_search(line, defines));
    }
}

TEST_CASE("Architecture - the UI reads views, not state: no file of ui/ includes a game's state", "[architecture]") {
    static const std::regex stateHeader(R"re(#\s*include\s*"games/[a-z_]+/[A-Za-z]+State\.hpp")re");
    static const std::regex stateAccess(R"re(\bstate\s*\(\s*App\s*&)re");
    int files = 0;
    for (const auto& e : fs::recursive_directory_iterator(kTree / "ui")) {
        if (!e.is_regular_file() || !isCppSource(e.path()))
            continue;
        ++files;
        const auto text = fileLines(e.path());
        for (std::size_t i = 0; i < text.size(); ++i) {
            INFO(fs::relative(e.path(), kTree).string() << ":" << i + 1 << ": " << text[i]);
            CHECK_FALSE(std::regex_search(text[i], stateHeader));
            CHECK_FALSE(std::regex_search(text[i], stateAccess));
        }
    }
    CHECK(files >= 50);
    // The checks can fail: such lines are found.
    CHECK(std::regex_search(std::string("#include \"games/thief_night/ThiefNightState.hpp\""), stateHeader));
    CHECK(std::regex_search(std::string("inline const S& state(App& app) {"), stateAccess));
}

// Headers CMake writes into the build tree (CMakeLists.txt, "The game registry").
const std::set<std::string> kGenerated = {"games/Registry.hpp", "ui/games/RegistryUi.hpp"};

TEST_CASE("Architecture - one include root per layer: src/ for the core, the repository's root for the rest",
          "[architecture]") {
    static const std::regex include(R"re(^\s*#\s*include\s*"([^"]+)")re");
    int files = 0, includes = 0;
    for (const char* top : {"src", "ui", "tests", "bench", "fuzz"}) {
        const bool core = std::string(top) == "src";
        for (const auto& e : fs::recursive_directory_iterator(kTree / top)) {
            if (!e.is_regular_file() || !isCppSource(e.path()))
                continue;
            ++files;
            const auto text = fileLines(e.path());
            for (std::size_t i = 0; i < text.size(); ++i) {
                std::smatch m;
                if (!std::regex_search(text[i], m, include))
                    continue;
                ++includes;
                const std::string name = m[1];
                INFO(fs::relative(e.path(), kTree).string() << ":" << i + 1 << ": " << text[i]);
                if (kGenerated.count(name))
                    continue;
                const bool underSrc = fs::is_regular_file(kTree / "src" / name);
                const bool underRoot = fs::is_regular_file(kTree / name);
                // Found in exactly one root; the core names nothing outside src/.
                CHECK(underSrc != underRoot);
                if (core)
                    CHECK(underSrc);
            }
        }
    }
    CHECK(files >= 300);
    CHECK(includes >= 1000);
}
