// The house rule of README's "Adding a game": a game lives in its own folders, one line of
// the catalogue and one of the view registry, and its data file; nothing shared names it. The
// names looked for come from the games themselves (every data file's id and title, every game
// folder's name and class prefix), so a new game is checked the day it arrives.
#include "engine/DataFile.hpp"
#include "games/Catalogue.hpp"

#include "tests/architecture/TreeNames.hpp"
#include "tests/support/Catch.hpp"

#include <cxxabi.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <typeinfo>

namespace fs = std::filesystem;

namespace {

const fs::path kRoot = HEIST_SOURCE_DIR;

// Lower case letters and digits only: "Secret Night", "secret-night", "secret_night" and
// "SecretNight" all read "secretnight".
std::string squash(const std::string& s) {
    std::string out;
    for (unsigned char c : s)
        if (std::isalnum(c))
            out += static_cast<char>(std::tolower(c));
    return out;
}

std::vector<std::string> lines(const fs::path& file) {
    std::ifstream in(file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

std::string readAll(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The folders games own: every directory directly under src/games, ui/games and tests/games.
std::set<std::string> gameFolders() {
    std::set<std::string> out;
    for (const char* parent : {"src/games", "ui/games", "tests/games"})
        for (const auto& e : fs::directory_iterator(kRoot / parent))
            if (e.is_directory())
                out.insert(e.path().filename().string());
    return out;
}

struct Name {
    std::string squashed;
    std::string said; // as the game writes it, for the message
};

// Every name a game goes by: its id and title from data/games/*.json, its folder's name and
// class prefix.
std::vector<Name> gameNames() {
    std::vector<Name> out;
    for (const auto& e : fs::directory_iterator(kRoot / "data/games")) {
        if (e.path().extension() != ".json")
            continue;
        const auto file = heist::engine::DataFile::load(e.path());
        for (const char* key : {"id", "title"})
            out.push_back({squash(file.json.at(key).get<std::string>()), file.json.at(key).get<std::string>()});
    }
    for (const auto& folder : gameFolders()) {
        out.push_back({squash(folder), folder});
        out.push_back({squash(heist::test::classPrefix(folder)), heist::test::classPrefix(folder)});
    }
    return out;
}

// A file a game may name: anything in its own folders, and the two registries.
bool ownedByGames(const fs::path& relative) {
    const auto parts = std::vector<fs::path>(relative.begin(), relative.end());
    if (parts.size() < 3 || parts[1] != "games" || (parts[0] != "src" && parts[0] != "ui"))
        return false;
    if (parts.size() > 3)
        return true; // inside src/games/<game>/ or ui/games/<game>/
    // The registry (src/games/registry.list): the one shared file that names every game.
    return relative == fs::path("src/games/registry.list");
}

// The shared files: everything under src/ and ui/ that no game owns, and the CMakeLists
// that build them, their tests and benchmarks.
std::vector<fs::path> sharedFiles() {
    std::vector<fs::path> out;
    for (const char* top : {"src", "ui"})
        for (const auto& e : fs::recursive_directory_iterator(kRoot / top))
            if (e.is_regular_file() && !ownedByGames(fs::relative(e.path(), kRoot)))
                out.push_back(fs::relative(e.path(), kRoot));
    for (const char* lists : {"CMakeLists.txt", "tests/CMakeLists.txt", "bench/CMakeLists.txt", "fuzz/CMakeLists.txt"})
        out.emplace_back(lists);
    std::sort(out.begin(), out.end());
    return out;
}

// Every place a shared file names a game, as "file:line: text (names X)".
std::vector<std::string> mentions(const std::vector<fs::path>& files, const std::vector<Name>& names) {
    std::vector<std::string> out;
    for (const auto& file : files) {
        const auto text = lines(kRoot / file);
        for (std::size_t i = 0; i < text.size(); ++i) {
            const auto squashed = squash(text[i]);
            for (const auto& name : names)
                if (!name.squashed.empty() && squashed.find(name.squashed) != std::string::npos) {
                    out.push_back(file.string() + ":" + std::to_string(i + 1) + ": " + text[i] + "  (names " +
                                  name.said + ")");
                    break;
                }
        }
    }
    return out;
}

// The folder a game's code is in: the namespace of its definition's class,
// heist::games::<folder>::<Prefix>Game.
std::pair<std::string, std::string> folderAndClass(const std::string& id) {
    const auto& definition = heist::games::definition(id);
    int status = 0;
    std::unique_ptr<char, void (*)(void*)> name(
        abi::__cxa_demangle(typeid(definition).name(), nullptr, nullptr, &status), std::free);
    REQUIRE(status == 0);
    const std::string full = name.get();
    std::smatch m;
    REQUIRE(std::regex_match(full, m, std::regex(R"(heist::games::(\w+)::(\w+))")));
    return {m[1], m[2]};
}

// The paths README's "Adding a game" lists, as written there (`src/games/<game>/`, ...).
std::vector<std::string> readmeList() {
    const auto text = lines(kRoot / "README.md");
    std::vector<std::string> out;
    bool inside = false;
    for (const auto& line : text) {
        if (line.rfind("#", 0) == 0) {
            inside = line.find("Adding a game") != std::string::npos;
            continue;
        }
        if (!inside || line.rfind("- ", 0) != 0) // the list's items, not the words around it
            continue;
        static const std::regex path(R"(`([A-Za-z_.<>-]+/[A-Za-z_./<>-]*)`)"); // paths: a '/' in them
        for (std::sregex_iterator it(line.begin(), line.end(), path), end; it != end; ++it)
            out.push_back((*it)[1]);
    }
    return out;
}

std::string replaced(std::string s, const std::string& what, const std::string& with) {
    for (auto at = s.find(what); at != std::string::npos; at = s.find(what, at + with.size()))
        s.replace(at, what.size(), with);
    return s;
}

} // namespace

TEST_CASE("Architecture - the game names are read from the data files and the game folders", "[architecture]") {
    const auto names = gameNames();
    const auto said = [&](const std::string& s) {
        return std::any_of(names.begin(), names.end(), [&](const Name& n) { return n.squashed == squash(s); });
    };
    // One data file and three folders per game at least: ids, titles, folders, prefixes.
    CHECK(names.size() >= 4 * heist::games::catalogue().size());
    for (const auto& g : heist::games::catalogue()) {
        CHECK(said(g.info.id));
        CHECK(said(g.info.title));
        CHECK(said(heist::test::classPrefix(folderAndClass(g.info.id).first)));
    }
    // The check below can fail: a line naming a game is found however it is spelt.
    const auto dir = fs::temp_directory_path() / "heist-architecture-test";
    fs::create_directories(dir);
    {
        std::ofstream out(dir / "Shared.cpp");
        out << "// nothing here\n";
        for (const auto& g : heist::games::catalogue())
            out << "// as in " << g.info.title << "\n";
        out << "#include \"games/" << folderAndClass(heist::games::catalogue().front().info.id).first << "/X.hpp\"\n";
    }
    const auto found = mentions({fs::relative(dir / "Shared.cpp", kRoot)}, names);
    CHECK(found.size() == heist::games::catalogue().size() + 1);
    fs::remove_all(dir);
}

TEST_CASE("Architecture - no shared file under src/ or ui/, nor a CMakeLists, names a game", "[architecture]") {
    const auto files = sharedFiles();
    // The walk sees the shared code: the engine, the store, the screens, the widgets.
    for (const char* sample : {"src/engine/Session.cpp", "src/store/SessionStore.cpp", "ui/screens/PlayersScreen.cpp",
                               "ui/screens/SettingsScreen.cpp", "ui/App.cpp"})
        CHECK(std::find(files.begin(), files.end(), fs::path(sample)) != files.end());
    // The catalogue and the table screens' lookup are shared code too: they read the registry.
    CHECK(std::find(files.begin(), files.end(), fs::path("ui/games/GameViews.cpp")) != files.end());
    CHECK(std::find(files.begin(), files.end(), fs::path("src/games/Catalogue.cpp")) != files.end());
    CHECK(std::find(files.begin(), files.end(), fs::path("src/games/registry.list")) == files.end());

    const auto found = mentions(files, gameNames());
    std::string report;
    for (const auto& m : found)
        report += m + "\n";
    INFO("Shared files that name a game (move the code into the game's folders, or ask the game):\n" << report);
    CHECK(found.empty());
}

TEST_CASE("Architecture - every game in the catalogue has its files where README's list says", "[architecture]") {
    const auto list = readmeList();
    // The list names the data file, the game's three folders and the registry.
    for (const char* needed : {"data/games/<id>.json", "src/games/<game>/", "ui/games/<game>/", "tests/games/<game>/",
                               "src/games/registry.list"})
        CHECK(std::find(list.begin(), list.end(), needed) != list.end());

    std::set<std::string> folders;
    for (const auto& g : heist::games::catalogue()) {
        const auto& id = g.info.id;
        const auto [folder, className] = folderAndClass(id);
        INFO(id << " is heist::games::" << folder << "::" << className);
        folders.insert(folder);
        CHECK(className == heist::test::classPrefix(folder) + "Game");
        for (const auto& entry : list) {
            const fs::path path = kRoot / replaced(replaced(entry, "<id>", id), "<game>", folder);
            INFO(path);
            if (entry.find('<') == std::string::npos) { // the registry: one line names the game
                REQUIRE(fs::is_regular_file(path));
                const std::string text = readAll(path);
                CHECK(std::regex_search(text, std::regex("(^|\n)" + id + "[ \t]+" + folder + "[ \t]+" +
                                                         heist::test::classPrefix(folder) + "[ \t]*(\n|$)")));
            } else if (entry.back() == '/') { // the game's folder, not empty
                REQUIRE(fs::is_directory(path));
                CHECK(!fs::is_empty(path));
            } else {
                CHECK(fs::is_regular_file(path));
            }
        }
        CHECK(heist::engine::DataFile::load(kRoot / "data/games" / (id + ".json")).json.at("id") == id);
        CHECK(fs::is_regular_file(kRoot / "src/games" / folder / (heist::test::classPrefix(folder) + "Game.hpp")));
    }
    // And nothing else: every game folder and data file belongs to a game of the catalogue.
    CHECK(gameFolders() == folders);
    for (const auto& e : fs::directory_iterator(kRoot / "data/games")) {
        const auto id = e.path().stem().string();
        INFO(e.path());
        CHECK(std::any_of(heist::games::catalogue().begin(), heist::games::catalogue().end(),
                          [&](const auto& g) { return g.info.id == id; }));
    }
}

// One C++ name a game: every screen and every setup or settings class a game's UI folder defines
// is called after the game (SecretNightTableScreen, not a fifth TableScreen), so that a class
// name says whose it is, in a backtrace, a grep or a unity build.
TEST_CASE("Architecture - a game's screens and settings classes carry the game's name", "[architecture]") {
    static const std::regex defined(R"((^|\n)class (\w+) (final )?: public (\w+))");
    int seen = 0;
    for (const auto& g : heist::games::catalogue()) {
        const auto folder = folderAndClass(g.info.id).first;
        const auto prefix = heist::test::classPrefix(folder);
        for (const auto& e : fs::directory_iterator(kRoot / "ui/games" / folder)) {
            const std::string text = readAll(e.path());
            for (std::sregex_iterator it(text.begin(), text.end(), defined), end; it != end; ++it) {
                const std::string base = (*it)[4];
                if (base != "Screen" && base != "GameSetup" && base != "GameSettings" && base != "GameUi")
                    continue;
                INFO(e.path().filename().string() << ": class " << (*it)[2] << " : public " << base);
                CHECK((*it)[2].str().rfind(prefix, 0) == 0);
                ++seen;
            }
        }
    }
    CHECK(seen >= 2 * static_cast<int>(heist::games::catalogue().size())); // a table screen and a GameUi each at least
}

// The UI's rooms: a widget draws and takes taps, and what a tap starts (a confirmation, another
// screen, a session) is the app layer's (ui/TableFlows, ui/EndingGuard): no file of ui/widgets/
// includes a screen or a game's UI.
TEST_CASE("Architecture - the widgets open no screen: they include none, nor any game's UI", "[architecture]") {
    static const std::regex include(R"re(#\s*include\s*"ui/(screens|games)/)re");
    int files = 0;
    for (const auto& e : fs::directory_iterator(kRoot / "ui/widgets")) {
        const auto text = lines(e.path());
        ++files;
        for (std::size_t i = 0; i < text.size(); ++i) {
            INFO(e.path().filename().string() << ":" << i + 1 << ": " << text[i]);
            CHECK_FALSE(std::regex_search(text[i], include));
        }
    }
    CHECK(files >= 4);
    // The check can fail: such a line is found.
    CHECK(std::regex_search(std::string("#include \"ui/screens/ConfirmScreen.hpp\""), include));
}

// The UI's rooms again: the command line is main.cpp's (it reads the options and runs the
// headless commands); a screen that needs what a command does calls the layer the command calls
// (history::exportSession, not cli::exportSession), so heist_ui does not link heist_cli.
TEST_CASE("Architecture - no file of ui/ but main.cpp includes a command line header", "[architecture]") {
    static const std::regex include(R"re(#\s*include\s*"cli/)re");
    int files = 0;
    for (const auto& e : fs::recursive_directory_iterator(kRoot / "ui")) {
        if (!e.is_regular_file() || e.path() == kRoot / "ui/main.cpp")
            continue;
        const auto text = lines(e.path());
        ++files;
        for (std::size_t i = 0; i < text.size(); ++i) {
            INFO(fs::relative(e.path(), kRoot).string() << ":" << i + 1 << ": " << text[i]);
            CHECK_FALSE(std::regex_search(text[i], include));
        }
    }
    CHECK(files >= 50); // the screens, the widgets and the games' UI are walked
    // The check can fail: main.cpp's own include is such a line.
    const auto mainLines = lines(kRoot / "ui/main.cpp");
    CHECK(std::any_of(mainLines.begin(), mainLines.end(),
                      [](const std::string& l) { return std::regex_search(l, include); }));
}

// A file a reader takes in whole: every file under src/, ui/ and tests/ is under 600 lines, so
// that what grows past it is split into files named for what they hold. The one exception is
// tests/fixtures/, data that old builds wrote (their exports and databases), which are not read
// as code and cannot be split without rewriting what they record.
TEST_CASE("Architecture - every file under src/, ui/ and tests/ is under 600 lines", "[architecture]") {
    constexpr std::size_t kMostLines = 599;
    std::size_t files = 0, longest = 0;
    for (const char* top : {"src", "ui", "tests"})
        for (const auto& e : fs::recursive_directory_iterator(kRoot / top)) {
            const auto relative = fs::relative(e.path(), kRoot);
            if (!e.is_regular_file() || relative.string().rfind("tests/fixtures/", 0) == 0)
                continue;
            const auto count = lines(e.path()).size();
            ++files;
            longest = std::max(longest, count);
            INFO(relative.string() << ": " << count << " lines");
            CHECK(count <= kMostLines);
        }
    CHECK(files >= 300);
    CHECK(longest > 400); // the count is of lines: the long files are near the limit
    // The check can fail: a file of 600 lines is found.
    const auto dir = fs::temp_directory_path() / "heist-architecture-lines";
    fs::create_directories(dir);
    {
        std::ofstream out(dir / "Long.cpp");
        for (int i = 0; i < 600; ++i)
            out << "// line\n";
    }
    CHECK(lines(dir / "Long.cpp").size() > kMostLines);
    fs::remove_all(dir);
}
