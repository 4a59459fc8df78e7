// The secrecy sweep's registry: every screen of the app is listed in ScreenRegistry.hpp as
// public or private; private ones say so through Screen::showsSecret(); the UI tests visit
// every screen with the secret check of UiHarness on every frame; and every game's example
// session, played line by line, never puts an unrevealed secret into the public history or
// the default export, nor anything on stderr.
#include "tests/ui/ScreenRegistry.hpp"
#include "tests/ui/UiHarness.hpp"
#include "cli/Commands.hpp"
#include "history/Export.hpp"

#include "tests/support/Catch.hpp"

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace fs = std::filesystem;
using heist::Json;

namespace {

const fs::path kSource = HEIST_SOURCE_DIR;

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// name -> whether its class overrides showsSecret(), from the sources in ui/.
std::map<std::string, bool> screensInSource() {
    std::map<std::string, bool> found;
    const std::regex nameRe(R"re(const char\* name\(\) const override \{ return "([^"]+)"; \})re");
    for (const auto& e : fs::recursive_directory_iterator(kSource / "ui")) {
        if (e.path().extension() != ".hpp" && e.path().extension() != ".cpp")
            continue;
        const std::string text = readAll(e.path());
        // One class at a time: the text from one "class " to the next.
        std::size_t at = 0;
        while ((at = text.find("\nclass ", at)) != std::string::npos) {
            const auto next = text.find("\nclass ", at + 1);
            const std::string body = text.substr(at, next == std::string::npos ? std::string::npos : next - at);
            std::smatch m;
            if (std::regex_search(body, m, nameRe))
                found[m[1]] = body.find("bool showsSecret() const override") != std::string::npos;
            at = at + 1;
        }
    }
    return found;
}

} // namespace

TEST_CASE("Secrecy registry - every screen in ui/ is registered, and only private ones show secrets", "[secrecy]") {
    const auto source = screensInSource();
    REQUIRE(source.size() >= 30);
    std::set<std::string> registered;
    for (const auto& r : heist::test::screenRegistry()) {
        registered.insert(r.name);
        INFO("registered screen " << r.name);
        REQUIRE(source.count(r.name) == 1);
        CHECK(source.at(r.name) == r.isPrivate);
    }
    for (const auto& [name, showsSecret] : source) {
        INFO("screen " << name << " in ui/ must be entered in tests/ui/ScreenRegistry.hpp");
        CHECK(registered.count(name) == 1);
    }
}

TEST_CASE("Secrecy registry - the UI tests drew every registered screen", "[screen-coverage]") {
    // ctest runs the UI tests first with HEIST_VISITED_SCREENS set (tests/CMakeLists.txt).
    const char* path = std::getenv("HEIST_VISITED_SCREENS");
    REQUIRE(path);
    std::ifstream in(path);
    REQUIRE(in);
    std::set<std::string> visited;
    for (std::string line; std::getline(in, line);)
        visited.insert(line);
    for (const auto& r : heist::test::screenRegistry()) {
        INFO("no UI test drew the " << r.name << " screen, so no secrecy check ran on it");
        CHECK(visited.count(r.name) == 1);
    }
}

TEST_CASE("Secrecy - every game's example, line by line: no unrevealed secret appears anew in the "
          "public history or the default export, and nothing goes to stderr",
          "[secrecy]") {
    // A secret's text may already be public for another reason (a hand name that an earlier
    // round showed): what must not happen is a new occurrence while it is still secret.
    // Suspicion's secrets are guest names that its dice faces also show: its two-deal test
    // (SecrecyTests.cpp) covers it; Secret Night's too (roles are public names, the secret
    // is who holds one); One Night Only and Shadow House keep no secret in the app.
    auto count = [](const std::string& text, const std::string& what) {
        int n = 0;
        for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
            ++n;
        return n;
    };
    int checked = 0;
    for (const auto& e : fs::directory_iterator(kSource / "docs" / "examples")) {
        if (e.path().extension() != ".jsonl")
            continue;
        INFO(e.path().filename().string());
        heist::test::TempDir dir;
        heist::store::SessionStore store(dir / "s.db");
        std::ifstream in(e.path());
        std::optional<heist::store::LiveSession> live;
        std::map<std::string, int> before; // a secret -> its occurrences before it became secret
        std::string prevText;              // the public text before this line
        for (std::string line; std::getline(in, line);) {
            if (line.find_first_not_of(" \t\r") == std::string::npos)
                continue;
            heist::engine::Intent intent;
            REQUIRE_FALSE(heist::cli::parseIntentLine(line, intent));
            std::string publicText;
            auto publicNow = [&] {
                std::string text = heist::history::exportSession(store, live->id(), false).dump() + "\n";
                for (const auto& ev : live->session().log())
                    text += live->session().describe(ev) + "\n";
                return text;
            };
            if (intent.type == "new_session") {
                // The same setup --script makes, through a one-line script; stderr stays empty.
                const auto one = dir / "one.jsonl";
                std::ofstream(one) << line << "\n";
                std::ostringstream out, err;
                heist::cli::ScriptRun run;
                run.seed = 11;
                REQUIRE(heist::cli::runScript(store, one, run, out, err) == 0);
                CHECK(err.str().empty());
                live.emplace(
                    heist::store::LiveSession::resume(store, Json::parse(out.str())["session"].get<std::int64_t>()));
                before.clear();
                prevText.clear();
            } else {
                REQUIRE(live);
                (void)live->dispatch(intent);
            }
            if (live->session().setup().game == "suspicion")
                continue;
            const auto& session = live->session();
            const auto text = publicNow();
            std::map<std::string, int> now;
            for (const auto& secret : session.game().unrevealedSecrets(session.state())) {
                const int n = count(text, secret);
                const auto it = before.find(secret);
                // New secrets are measured against the text before the line that made them.
                const int baseline = it == before.end() ? count(prevText, secret) : it->second;
                now[secret] = baseline;
                ++checked;
                INFO("secret \"" << secret << "\" after " << line);
                CHECK(n <= baseline);
            }
            before = now;
            prevText = text;
        }
    }
    CHECK(checked > 0); // Thief in the Night's hidden hands were checked
}
