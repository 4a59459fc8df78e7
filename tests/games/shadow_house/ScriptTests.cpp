// Shadow House Masquerade through --script and --export: the documented example match.
#include "cli/Commands.hpp"
#include "history/Export.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <sstream>

using heist::Json;

TEST_CASE("Shadow House - the example script plays a match to 5 and the export shows rounds, totals "
          "and the winner",
          "[shadow-house]") {
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "s.db");
    std::ostringstream out, err;
    const auto script = std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples/shadow-house-match.jsonl";
    REQUIRE(heist::cli::runScript(store, script, {}, out, err) == 0);
    std::vector<Json> rows;
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);)
        rows.push_back(Json::parse(line));
    REQUIRE(rows.size() == 10);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        INFO("line " << i + 1 << ": " << rows[i].dump());
        CHECK(rows[i]["ok"] == (i != 4)); // line 5 names the culprit as an accomplice
    }
    CHECK(rows[4]["error"]["code"] == "culprit_accomplice");
    CHECK(rows[6]["event"] == "session.undone");

    const Json ex = heist::history::exportSession(store, rows[0]["session"].get<std::int64_t>(), false);
    // Ann 0, Bob 1, Cy 2, Dee 3.
    // R1: Bob's detective finds Dee: Bob 2; Ann, Cy 1            -> 1, 2, 1, 0
    // R2: Ann's accomplice card makes Cy discard the last card:
    //     Cy 2, Ann 2 (the same points as the undone entry)      -> 3, 2, 3, 0
    // R3: Bob's Toby exposes Ann, Cy an accomplice: Bob 3, Dee 1 -> 3, 5, 3, 1: Bob wins.
    CHECK(ex["session"]["finished"] == true);
    CHECK(ex["state"]["totals"] == Json::array({3, 5, 3, 1}));
    REQUIRE(ex["state"]["rounds"].size() == 3);
    CHECK(ex["state"]["rounds"][1]["forced_discard"] == true);
    CHECK(ex["state"]["rounds"][2]["points"] == Json::array({0, 3, 0, 1}));
    CHECK(ex["results"]["winner_names"] == Json::array({"Bob"}));
    CHECK(ex["results"]["totals"] == Json::array({3, 5, 3, 1}));
    bool described = false;
    for (const auto& e : ex["events"])
        described |=
            e["description"] == "Round 3: Bob\u2019s Toby exposed the culprit, Ann (Ann 0, Bob 3, Cy 0, Dee 1)";
    CHECK(described);
}
