// The tree's arrows run one way: src/components is the floor and includes nothing of ours but
// itself and tr() (src/language) (not engine, games, history, store or cli), and no SFML or SQLite. This test reads the
// source files, so that an upward include fails here instead of waiting for review.
#include "tests/support/Catch.hpp"

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// The includes of one line that components may not have: a quoted include outside
// components/ (language/Translate.hpp aside: the words of every layer, below them all), or an
// angle include of SFML or SQLite.
bool climbsUp(const std::string& line) {
    static const std::regex include(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])");
    std::smatch m;
    if (!std::regex_search(line, m, include))
        return false;
    const std::string path = m[2];
    if (m[1] == "\"")
        return path.rfind("components/", 0) != 0 && path != "language/Translate.hpp";
    return path.rfind("SFML/", 0) == 0 || path.rfind("SQLiteCpp/", 0) == 0 || path.rfind("sqlite3", 0) == 0;
}

} // namespace

TEST_CASE("Layering - the include check tells an upward include from a sideways one", "[components]") {
    CHECK(climbsUp("#include \"engine/Rng.hpp\""));
    CHECK_FALSE(climbsUp("#include \"language/Translate.hpp\""));
    CHECK(climbsUp("#include \"language/Language.hpp\""));
    CHECK(climbsUp("  #  include \"games/Catalogue.hpp\""));
    CHECK(climbsUp("#include <SFML/Graphics.hpp>"));
    CHECK(climbsUp("#include <SQLiteCpp/Database.h>"));
    CHECK_FALSE(climbsUp("#include \"components/Rng.hpp\""));
    CHECK_FALSE(climbsUp("#include <vector>"));
    CHECK_FALSE(climbsUp("// see engine/Rng.hpp"));
}

TEST_CASE("Layering - src/components includes nothing from engine, games or above", "[components]") {
    const fs::path dir = fs::path(HEIST_SOURCE_DIR) / "src" / "components";
    REQUIRE(fs::is_directory(dir));
    int files = 0;
    std::vector<std::string> upward;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        const auto ext = entry.path().extension();
        if (!entry.is_regular_file() || (ext != ".hpp" && ext != ".cpp"))
            continue;
        ++files;
        std::ifstream in(entry.path());
        std::string line;
        for (int n = 1; std::getline(in, line); ++n)
            if (climbsUp(line))
                upward.push_back(entry.path().filename().string() + ":" + std::to_string(n) + ": " + line);
    }
    CHECK(files >= 10);
    INFO("includes that run upward:\n"
         << [&] {
                std::string all;
                for (const auto& u : upward)
                    all += u + "\n";
                return all;
            }());
    CHECK(upward.empty());
}
