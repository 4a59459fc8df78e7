#include "cli/Commands.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "cli/Options.hpp"
#include "history/BgStats.hpp"
#include "history/Export.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <fstream>
#include <sstream>

using heist::Json;
using heist::test::TempDir;

namespace {

heist::cli::ParseResult parse(std::vector<std::string> args) {
    args.insert(args.begin(), "heist-table");
    std::vector<const char*> argv;
    for (auto& a : args)
        argv.push_back(a.c_str());
    return heist::cli::parseOptions(static_cast<int>(argv.size()), argv.data());
}

std::vector<Json> lines(const std::string& text) {
    std::vector<Json> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        out.push_back(Json::parse(line));
    return out;
}

} // namespace

TEST_CASE("Command line - good options are read", "[cli]") {
    auto r = parse({"--db", "/tmp/x.db", "--windowed", "800x1280", "--seed", "42", "--resume", "last"});
    REQUIRE(r.exitStatus == 0);
    CHECK(r.options.db == "/tmp/x.db");
    CHECK(r.options.width == 800);
    CHECK(r.options.height == 1280);
    CHECK(r.options.sizeGiven);
    CHECK_FALSE(parse({"--db", "/tmp/x.db"}).options.sizeGiven); // the screen decides
    CHECK(r.options.seed == 42u);
    CHECK(r.options.resume == std::string("last"));
}

TEST_CASE("Command line - an unknown option or a bad value names it and exits 2", "[cli]") {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--bogus"}, "bogus"},
        {{"--windowed", "big"}, "--windowed 'big'"},
        {{"--seed", "-4"}, "--seed '-4'"},
        {{"--resume", "yesterday"}, "--resume 'yesterday'"},
        {{"--export", "abc"}, "--export 'abc'"},
        {{"--with-secrets"}, "--with-secrets"},
        {{"--screenshot", "shot.jpg"}, "--screenshot 'shot.jpg'"},
    };
    for (const auto& [args, named] : cases) {
        auto r = parse(args);
        INFO(args.front());
        CHECK(r.exitStatus == 2);
        CHECK(r.message.find(named) != std::string::npos);
    }
}

TEST_CASE("Script - intents are applied and reported one JSON line each", "[cli]") {
    TempDir dir;
    heist::store::SessionStore store(dir / "s.db");
    const auto script = dir / "game.jsonl";
    std::ofstream(script) << R"({"intent":"new_session","game":"suspicion","players":["Ann","Bob","Cy"],"seed":3})"
                             "\n"
                          << R"({"intent":"suspicion.see_identity","seat":0})"
                             "\n"
                          << "\n"
                          << R"({"intent":"suspicion.take_gem","gem":"ruby","method":"lucky_lift"})"
                             "\n";
    std::ostringstream out, err;
    const int status = heist::cli::runScript(store, script, {}, out, err);
    CHECK(status == 0);
    const auto rows = lines(out.str());
    REQUIRE(rows.size() == 3);
    CHECK(rows[0]["ok"] == true);
    CHECK(rows[1]["ok"] == true);
    CHECK(rows[1]["seq"] == 2);
    CHECK(rows[2]["ok"] == false);
    CHECK(rows[2]["error"]["code"] == "wrong_phase");
    CHECK(rows[2]["line"] == 4);
}

TEST_CASE("Script - a malformed line stops the run with its line number, keeping what came "
          "before",
          "[cli]") {
    TempDir dir;
    heist::store::SessionStore store(dir / "s.db");
    const auto script = dir / "bad.jsonl";
    std::ofstream(script) << R"({"intent":"new_session","game":"suspicion","players":["Ann","Bob"]})"
                             "\n"
                          << R"({"intent":"suspicion.see_identity","seat":0})"
                             "\n"
                          << R"({"intent": "suspicion.see_identity", "seat": )"
                             "\n"
                          << R"({"intent":"suspicion.see_identity","seat":1})"
                             "\n";
    std::ostringstream out, err;
    const int status = heist::cli::runScript(store, script, {}, out, err);
    CHECK(status == 3);
    CHECK(err.str().find("bad.jsonl:3:") != std::string::npos);
    auto list = store.listSessions();
    REQUIRE(list.size() == 1);
    CHECK(list[0].events == 2); // the deal and the first look: kept
}

TEST_CASE("Export - no secret without --with-secrets; scores and winner once finished", "[cli]") {
    heist::test::Table t({"Ann", "Bob"}, 17);
    t.everyoneSees();
    t.ok("suspicion.peek_invitation");
    const auto secrets = t.session().game().unrevealedSecrets(t.session().state());
    REQUIRE(secrets.size() == 2);
    const auto& s = heist::games::suspicion::SuspicionGame::cast(t.session().state());
    const auto& game = static_cast<const heist::games::suspicion::SuspicionGame&>(t.session().game());
    const std::string peeked = game.rules().guests[static_cast<std::size_t>(s.peeked[0][0])].name;

    const std::string open = heist::history::exportSession(t.store, t.live->id(), false).dump();
    for (const auto& name : secrets)
        CHECK(open.find(name) == std::string::npos);
    CHECK(open.find(peeked) == std::string::npos);
    CHECK(open.find("\"order\"") == std::string::npos);
    const std::string full = heist::history::exportSession(t.store, t.live->id(), true).dump();
    for (const auto& name : secrets)
        CHECK(full.find(name) != std::string::npos);

    // Play to the end: Bob empties the Ruby stack.
    heist::test::playSuspicionToTheEnd(t);
    const Json done = heist::history::exportSession(t.store, t.live->id(), false);
    // Ann: no gems, one correct guess = 7. Bob: 5 Rubies = 5 singles = 5.
    CHECK(done["results"]["scores"][0]["score"] == 7);
    CHECK(done["results"]["scores"][1]["score"] == 5);
    CHECK(done["results"]["winner_names"] == Json::array({"Ann"}));
    CHECK(done["state"]["players"][1]["identity"].is_string());
}

TEST_CASE("Export - --format bgstats prints a finished play and refuses one still in play", "[cli]") {
    heist::test::Table t({"Ann", "Zoë"}, 17);
    t.everyoneSees();
    heist::cli::Options o;
    o.db = t.dir / "sessions.db";
    o.exportId = t.live->id();
    o.bgStats = true;
    std::istringstream in;
    {
        // In play: exit 7, nothing printed, a sentence that says why (and no secret).
        std::ostringstream out, err;
        CHECK(heist::cli::runHeadless(o, out, err, in) == heist::cli::kExitUnfinished);
        CHECK(out.str().empty());
        CHECK(err.str().find("not finished") != std::string::npos);
        for (const auto& name : t.session().game().unrevealedSecrets(t.session().state()))
            CHECK(err.str().find(name) == std::string::npos);
    }
    // Zoë empties the Ruby stack; Ann names Zoë's guest, Zoë misses Ann's.
    heist::test::playSuspicionToTheEnd(t);
    std::ostringstream out, err;
    REQUIRE(heist::cli::runHeadless(o, out, err, in) == 0);
    CHECK(err.str().empty());
    const Json play = Json::parse(out.str());
    // Ann: one correct guess = 7; Zoë: 5 Rubies = 5 singles = 5.
    CHECK(play["players"][0]["name"] == "Ann");
    CHECK(play["players"][0]["score"] == 7);
    CHECK(play["players"][0]["winner"] == true);
    CHECK(play["players"][1]["name"] == "Zoë");
    CHECK(play["players"][1]["score"] == 5);
    CHECK(play["players"][1]["rank"] == 2);
    CHECK(play["game"]["sourceGameId"] == "suspicion");
    // The same play the scenario helper validates field by field.
    CHECK(play == heist::test::checkBgStatsPlay(t.session(), {{"Ann", 7, true, 1, play["players"][0]["role"]},
                                                              {"Zoë", 5, false, 2, play["players"][1]["role"]}}));
    // A name outside ASCII survives the link byte for byte.
    const auto link = heist::history::bgStatsLink(play);
    CHECK(link.find("Zo%C3%AB") != std::string::npos);
}

TEST_CASE("Command line - --format is checked", "[cli]") {
    CHECK(parse({"--export", "3", "--format", "bgstats"}).options.bgStats);
    CHECK_FALSE(parse({"--export", "3", "--format", "json"}).options.bgStats);
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--export", "3", "--format", "csv"}, "--format 'csv'"},
        {{"--format", "bgstats"}, "--format goes with --export"},
        {{"--export", "3", "--format", "bgstats", "--with-secrets"}, "--with-secrets does not go"},
    };
    for (const auto& [args, named] : cases) {
        auto r = parse(args);
        INFO(args.back());
        CHECK(r.exitStatus == 2);
        CHECK(r.message.find(named) != std::string::npos);
    }
}
