// The documented example script plays through --script, and --export shows the sides, the
// setup counts, the judged captures and the winner, with no hand shown before it was judged.
#include "tests/games/thief_night/TnTable.hpp"

#include "cli/Commands.hpp"
#include "history/Export.hpp"

#include <sstream>

using heist::Json;

TEST_CASE("Thief in the Night - the example script runs and the export tells the game", "[thief-night]") {
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "sessions.db");
    std::ostringstream out, err;
    const auto script = std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples/thief-in-the-night.jsonl";
    REQUIRE(heist::cli::runScript(store, script, {}, out, err) == 0);
    // Every line was accepted except the three the example shows being refused: the sides
    // before the castle is ready, a draw behind the thief from eleven cards (the thief holds
    // ten), and a hand holding the king of hearts twice.
    std::istringstream lines(out.str());
    std::string line;
    std::vector<std::string> refusals;
    while (std::getline(lines, line)) {
        const auto j = Json::parse(line);
        if (!j["ok"].get<bool>())
            refusals.push_back(j["error"]["code"]);
    }
    CHECK(refusals == std::vector<std::string>{"castle_not_ready", "hand_too_big", "deck_rule"});

    const auto id = store.lastUnfinished();
    CHECK_FALSE(id); // the game ended
    const Json j = heist::history::exportSession(store, 1, false);
    // The castle: 4 wall turns (40 edges), 10 trap turns (60 traps), 7 rooms.
    CHECK(j["state"]["setup"]["wall_edges"] == 40);
    CHECK(j["state"]["setup"]["traps"] == 60);
    CHECK(j["state"]["setup"]["rooms"] == 7);
    CHECK(j["state"]["sides"].contains("thief"));
    const auto& caps = j["state"]["captures"];
    REQUIRE(caps.size() == 3);
    CHECK(caps[0]["outcome"] == "tie");
    CHECK(caps[1]["outcome"] == "escape");
    CHECK(caps[1]["escape"]["name"] == "Full house, kings over threes");
    CHECK(caps[2]["outcome"] == "capture");
    CHECK(j["results"]["winner_side"] == "captain");
    const int captain = j["state"]["sides"]["captain"];
    CHECK(j["results"]["winner_names"][0] == (captain == 0 ? "Ann" : "Bob"));
    // The first hand of each capture is public only as "entered" in the log.
    for (const auto& e : j["events"])
        if (e["type"] == "tn.hand_entered" && !e["payload"].contains("judged"))
            CHECK(e["payload"] == Json{{"side", e["payload"]["side"]}});
}
