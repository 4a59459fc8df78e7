// One Night Only's table view (issue 48): the typed facts its screens decide by, worked out by
// hand after intents, and its picture, which is publicView() itself. The game keeps nothing
// secret, so there is no seat view to check.
#include "games/one_night_only/OneNightOnlyView.hpp"
#include "tests/games/one_night_only/OnoTable.hpp"

using heist::Json;
using heist::test::OnoTable;
namespace ono = heist::games::one_night_only;

TEST_CASE("One Night Only views - the table view says whose turn it is, what the museum holds "
          "and what each thief can pay with",
          "[one-night-only]") {
    OnoTable t(2, Json{{"one_case_per_roll", true}});
    const auto& game = OnoTable::game();
    auto v = game.tableView(t.live->session().state());
    CHECK(v.phase == ono::Phase::Playing);
    CHECK_FALSE(v.finished);
    CHECK(v.turn == 0);
    CHECK(v.round == 1);
    CHECK(v.house.oneCasePerRoll);
    CHECK_FALSE(v.house.strictlyGreater);
    // The museum's supply: 40 Spinels, 8 Sphenes, 4 Sapphires, 1 Emerald.
    CHECK(v.museum == std::vector<int>{40, 8, 4, 1});
    REQUIRE(v.purses.size() == 2);
    CHECK(v.purses[0].jewels == std::vector<int>{0, 0, 0, 0});
    CHECK(v.spinelsLeft == 0); // nothing before the roll

    // Ann rolls 3 on a Movement Die and 4+3 = 7 looting: Yellow and Blue open. She takes the
    // Sapphire (one case this roll, by the house rule) and walks over 2 of her 3 Spinels.
    t.stageRoll({3}, {4, 3});
    t.take("sapphire");
    t.take("spinel", 2);
    v = game.tableView(t.live->session().state());
    CHECK(v.museum == std::vector<int>{38, 8, 3, 1});
    CHECK(v.purses[0].jewels == std::vector<int>{2, 0, 1, 0});
    CHECK(v.purses[1].jewels == std::vector<int>{0, 0, 0, 0});
    CHECK(v.casesLooted == 1);
    CHECK(v.spinelsLeft == 1);
    // The picture is the public view the phones and the history read, key for key.
    CHECK(v.picture == game.publicView(t.live->session().state()));
    CHECK(v.picture["phase"] == "playing");

    t.endTurn();
    v = game.tableView(t.live->session().state());
    CHECK(v.turn == 1);
    CHECK(v.casesLooted == 0);
    CHECK(v.spinelsLeft == 0);
}

TEST_CASE("One Night Only views - the phase ids are written once and read both ways", "[one-night-only]") {
    for (const auto& [phase, id] : ono::kPhaseIds)
        CHECK(ono::kPhaseIds.from(id) == phase);
    CHECK(std::string(ono::kPhaseIds.id(ono::Phase::FirstPlayer)) == "first_player");
    OnoTable t(3, Json::object(), 5, false);
    const auto v = OnoTable::game().tableView(t.live->session().state());
    CHECK(v.phase == ono::Phase::FirstPlayer);
    CHECK(v.picture["phase"] == "first_player");
}
