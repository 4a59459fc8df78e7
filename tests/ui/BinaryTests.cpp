// The heist-table binary as a user runs it: exit codes, the headless commands, a
// screenshot, and a clean console where there is no audio device.
#include "tests/support/TestSupport.hpp"

#include <SFML/Graphics/Image.hpp>
#include "tests/support/Catch.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>

namespace {

struct Run {
    int status;
    std::string out;
    std::string err;
};

Run run(const heist::test::TempDir& dir, const std::string& args, const std::string& env = "") {
    const auto out = dir / "stdout.txt", err = dir / "stderr.txt";
    const std::string cmd = env + " HEIST_AUDIO=auto \"" + HEIST_BINARY + "\" " + args + " >" + out.string() + " 2>" +
                            err.string() + " </dev/null";
    const int raw = std::system(cmd.c_str());
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, heist::test::readFile(out), heist::test::readFile(err)};
}

} // namespace

TEST_CASE("Binary - without a display the app says so and exits 5, writing nothing", "[ui][cli]") {
    heist::test::TempDir dir;
    for (const std::string env : {"env -u DISPLAY", "DISPLAY=:987"}) {
        INFO(env);
        const auto r = run(dir, "--db \"" + (dir / "games.db").string() + "\"", env);
        CHECK(r.status == 5);
        CHECK(r.err.find("no display") != std::string::npos);
        CHECK(r.err.find("xvfb-run") != std::string::npos); // what to do about it
        CHECK_FALSE(std::filesystem::exists(dir / "games.db"));
    }
}

TEST_CASE("Binary - --help and --version exit 0; a bad option names itself and exits 2", "[ui][cli]") {
    heist::test::TempDir dir;
    auto help = run(dir, "--help");
    CHECK(help.status == 0);
    CHECK(help.out.find("--script") != std::string::npos);
    CHECK(run(dir, "--version").out.find("heist-table") != std::string::npos);
    auto bad = run(dir, "--frobnicate");
    CHECK(bad.status == 2);
    CHECK(bad.err.find("frobnicate") != std::string::npos);
    auto badSize = run(dir, "--windowed 99x");
    CHECK(badSize.status == 2);
    CHECK(badSize.err.find("--windowed") != std::string::npos);
}

TEST_CASE("Binary - a script, --list and --export work on one file; the console stays clean", "[ui][cli]") {
    heist::test::TempDir dir;
    const auto db = dir / "s.db";
    std::ofstream(dir / "game.jsonl")
        << R"({"intent":"new_session","game":"suspicion","players":["Ann","Bob"],"seed":5})"
           "\n"
        << R"({"intent":"suspicion.see_identity","seat":0})"
           "\n";
    auto script = run(dir, "--db " + db.string() + " --script " + (dir / "game.jsonl").string());
    CHECK(script.status == 0);
    CHECK(script.err.empty());
    CHECK(script.out.find("\"ok\":true") != std::string::npos);
    auto list = run(dir, "--db " + db.string() + " --list");
    CHECK(list.status == 0);
    CHECK(list.out.find("suspicion\tin progress\tAnn, Bob") != std::string::npos);
    auto exported = run(dir, "--db " + db.string() + " --export 1");
    CHECK(exported.status == 0);
    CHECK(heist::Json::parse(exported.out)["players"].size() == 2);
    CHECK(run(dir, "--db " + db.string() + " --export 99").status == 4); // README: 4, no such session
}

TEST_CASE("Binary - --screenshot renders the home screen and the resumed table, silently", "[ui][cli]") {
    heist::test::TempDir dir;
    const auto db = dir / "s.db";
    std::ofstream(dir / "game.jsonl")
        << R"({"intent":"new_session","game":"suspicion","players":["Ann","Bob","Cy"],"seed":5})"
           "\n"
        << R"({"intent":"suspicion.see_identity","seat":0})"
           "\n"
        << R"({"intent":"suspicion.see_identity","seat":1})"
           "\n"
        << R"({"intent":"suspicion.see_identity","seat":2})"
           "\n"
        << R"({"intent":"suspicion.take_gem","gem":"ruby","method":"lucky_lift"})"
           "\n";
    REQUIRE(run(dir, "--db " + db.string() + " --script " + (dir / "game.jsonl").string()).status == 0);
    for (const std::string extra : {"", " --resume last", " --windowed 800x1280 --resume 1"}) {
        INFO(extra);
        const auto png = dir / "shot.png";
        auto shot = run(dir, "--db " + db.string() + " --screenshot " + png.string() + extra);
        CHECK(shot.status == 0);
        CHECK(shot.err.empty()); // no OpenAL, ALSA or GL chatter
        sf::Image image;
        REQUIRE(image.loadFromFile(png.string()));
        CHECK(image.getSize().x == (extra.find("800x1280") != std::string::npos ? 800u : 1280u));
    }
}
