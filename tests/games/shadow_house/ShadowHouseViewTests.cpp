// Shadow House Masquerade's table view (issue 48): what the screens read, checked against a
// match played through intents and against the public JSON. The points are the rulebook's
// "End of a round": 1. the detective 2, every other player without a culprit or accomplice
// card 1; 2. Toby 3, the others as in 1; the match ends after the round in which someone
// reaches 5.
#include "tests/games/shadow_house/ShmTable.hpp"

using heist::Json;
using heist::test::ShmTable;
namespace shm = heist::games::shadow_house;

namespace {

shm::ShadowHouseTableView tableOf(const ShmTable& t) { return t.game().tableView(t.live->session().state()); }

// The view says what the public JSON says.
void viewAgreesWithJson(const ShmTable& t) {
    const auto v = tableOf(t);
    const Json j = t.view();
    CHECK(j["phase"] == shm::kPhaseIds.id(v.phase));
    CHECK(j["totals"].get<std::vector<int>>() == v.totals);
    CHECK(j["leaders"].get<std::vector<int>>() == v.leaders);
    REQUIRE(j["rounds"].size() == v.rounds.size());
    for (std::size_t i = 0; i < v.rounds.size(); ++i) {
        const auto r = shm::roundFromJson(j["rounds"][i]);
        CHECK(r.points == v.rounds[i].points);
        CHECK(r.ending == v.rounds[i].ending);
        CHECK(r.culprit == v.rounds[i].culprit);
    }
}

} // namespace

TEST_CASE("Shadow House views - a match to 5 points as the table sees it", "[shadow-house][views]") {
    ShmTable t(4);
    auto v = tableOf(t);
    CHECK(v.phase == shm::Phase::Building);
    CHECK_FALSE(v.finished);
    CHECK(v.players == 4);
    CHECK_FALSE(v.lightning);
    CHECK(v.round == 0);
    CHECK(v.first == -1);
    CHECK(v.totals == std::vector<int>{0, 0, 0, 0});
    CHECK(v.leaders == std::vector<int>{0, 1, 2, 3}); // all level at nought
    viewAgreesWithJson(t);

    t.ok("shm.start_round", Json{{"first", 2}});
    v = tableOf(t);
    CHECK(v.phase == shm::Phase::Playing);
    CHECK(v.round == 1);
    CHECK(v.first == 2);
    viewAgreesWithJson(t);

    // Bob's detective finds Dee, with Ann's accomplice card: Bob 2, Cy 1, Ann and Dee nothing.
    t.ok("shm.score_round",
         Json{{"ending", "detective"}, {"by", 1}, {"culprit", 3}, {"accomplices", Json::array({0})}});
    v = tableOf(t);
    CHECK(v.phase == shm::Phase::Building);
    REQUIRE(v.rounds.size() == 1);
    CHECK(v.rounds[0].points == std::vector<int>{0, 2, 1, 0});
    CHECK(v.rounds[0].reasons[1] == shm::Reason::DetectiveFinder);
    CHECK(v.rounds[0].first == 2);
    CHECK(v.totals == std::vector<int>{0, 2, 1, 0});
    CHECK(v.leaders == std::vector<int>{1});
    viewAgreesWithJson(t);

    // Bob's Toby exposes Dee, no accomplice: Bob 3, Ann 1, Cy 1: Bob reaches 5 and wins.
    t.ok("shm.start_round", Json{{"first", 0}});
    t.ok("shm.score_round", Json{{"ending", "toby"}, {"by", 1}, {"culprit", 3}, {"accomplices", Json::array()}});
    v = tableOf(t);
    CHECK(v.finished);
    CHECK(v.phase == shm::Phase::Finished);
    CHECK(v.totals == std::vector<int>{1, 5, 2, 0});
    CHECK(v.leaders == std::vector<int>{1});
    CHECK(v.rounds.size() == 2);
    viewAgreesWithJson(t);
}

TEST_CASE("Shadow House views - the Lightning round: no points, the sides in the round", "[shadow-house][views]") {
    ShmTable t(4, true);
    CHECK(tableOf(t).lightning);
    t.ok("shm.start_round", Json{{"first", 1}});
    // Dee's last card is played with Cy as her accomplice: the culprit's side wins, no points.
    t.ok("shm.score_round", Json{{"ending", "last_card"}, {"culprit", 3}, {"accomplices", Json::array({2})}});
    const auto v = tableOf(t);
    CHECK(v.finished);
    REQUIRE(v.rounds.size() == 1);
    CHECK(v.rounds[0].culpritSideWon);
    CHECK(v.rounds[0].onCulpritSide(2));
    CHECK_FALSE(v.rounds[0].onCulpritSide(0));
    CHECK(v.rounds[0].points == std::vector<int>{0, 0, 0, 0});
    CHECK(v.totals == std::vector<int>{0, 0, 0, 0});
    viewAgreesWithJson(t);
}

TEST_CASE("Shadow House views - every id is read back as written", "[shadow-house][views]") {
    for (const auto& [ending, id] : shm::kEndingIds)
        CHECK(shm::endingFromId(id) == ending);
    for (const auto& [reason, id] : shm::kReasonIds)
        CHECK(shm::reasonFromId(id) == reason);
    for (const auto& [phase, id] : shm::kPhaseIds)
        CHECK(shm::kPhaseIds.from(id) == phase);
    CHECK_FALSE(shm::endingFromId("nobody"));
}
