// The documented example (docs/examples/one-night-only-three-thieves.jsonl) runs through
// --script: every intent is accepted except the refusals it shows on purpose (the rulebook's
// limits among them), and the export carries the museum, every ledger and the winner.
#include "cli/Commands.hpp"
#include "history/Export.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <set>
#include <sstream>

using heist::Json;

TEST_CASE("One Night Only - the example script plays to the end and the export shows the "
          "museum, every ledger and the winner",
          "[one-night-only]") {
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "s.db");
    std::ostringstream out, err;
    const auto script =
        std::filesystem::path(HEIST_SOURCE_DIR) / "docs" / "examples" / "one-night-only-three-thieves.jsonl";
    REQUIRE(heist::cli::runScript(store, script, {}, out, err) == 0);
    std::istringstream rows(out.str());
    std::string line;
    std::set<std::string> refusals;
    int count = 0;
    while (std::getline(rows, line)) {
        const auto row = Json::parse(line);
        ++count;
        if (row["ok"] == false)
            refusals.insert(row["error"]["code"].get<std::string>());
    }
    CHECK(count > 40);
    CHECK(refusals == std::set<std::string>{"not_rolled", "case_closed", "case_looted", "walk_limit", "dice_count",
                                            "cannot_pay", "vault_closed"});

    const Json j = heist::history::exportSession(store, 1, false);
    CHECK(j["session"]["game"] == "one-night-only");
    CHECK(j["session"]["finished"] == true);
    for (const auto& [id, n] : j["state"]["museum"].items())
        CHECK(n == 0);
    REQUIRE(j["state"]["ledgers"].size() == 3);
    // The museum held 140 coins of jewels; the ledgers hold what was not spent: every total
    // is jewels + loose coins + gadget sell values.
    int best = -1;
    for (const auto& l : j["state"]["ledgers"]) {
        CHECK(l["total"] == l["jewel_value"].get<int>() + l["loose_coins"].get<int>() + l["gadget_value"].get<int>());
        best = std::max(best, l["total"].get<int>());
    }
    CHECK(j["results"]["ending"] == "museum_empty");
    REQUIRE(j["results"]["winners"].size() >= 1);
    const auto winner = j["results"]["winners"][0].get<std::size_t>();
    CHECK(j["state"]["ledgers"][winner]["total"] == best);
    CHECK(j["results"]["winner_names"][0] == j["players"][winner]["name"]);
}
