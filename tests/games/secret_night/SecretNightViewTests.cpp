// Secret Night's typed views (issue 48): what the table view holds while the night is played
// (no secret role: only the shown ones and those the game has turned face up), what it holds
// once the night is over (every role), and that a seat's view has that seat's secrets alone.
// The expected values are the deals' own, worked out by hand from data/games/secret-night.json.
#include "tests/games/secret_night/SnTable.hpp"

using heist::Json;
using heist::test::SnTable;
namespace sn = heist::games::secret_night;

namespace {

sn::SecretNightTableView tableOf(const SnTable& t) { return SnTable::rules().tableView(t.live->session().state()); }
sn::SecretNightSeatView seatOf(const SnTable& t, int seat) {
    return SnTable::rules().seatView(t.live->session().state(), seat);
}

} // namespace

TEST_CASE("Secret Night views - in play the table view shows only the shown roles, and a check "
          "stays with the seat that made it",
          "[secret-night][views]") {
    // Ann the Chief Inspector and Dee the Master Thief are shown from the start; Bob (the
    // Detective, playing Zachary) and Cy (the Thief) are secret.
    SnTable t(heist::test::kFour, {"otto", "zachary", "trevor", "panchito"});
    t.playUntil(1);
    t.ok("sn.check_role", Json{{"target", 2}});

    const auto v = tableOf(t);
    CHECK(v.phase == sn::Phase::Playing);
    CHECK_FALSE(v.finished);
    CHECK(v.results.is_null());
    CHECK(v.turn == 1);
    REQUIRE(v.players.size() == 4);
    CHECK(v.at(0).role == "chief_inspector");
    CHECK(v.at(0).roleName == "Chief Inspector");
    CHECK(v.at(1).role.empty());
    CHECK(v.at(1).roleName.empty());
    CHECK(v.at(2).role.empty()); // Zachary's check did not make it public
    CHECK(v.at(2).roleName.empty());
    CHECK(v.at(3).role == "master_thief");
    CHECK(v.at(1).characterId == "zachary");
    CHECK(v.at(1).skillSpent);

    // Bob sees his own role and the one he checked; nobody else sees either.
    const auto bob = seatOf(t, 1);
    CHECK(bob.role == "detective");
    REQUIRE(bob.checks.size() == 1);
    CHECK(bob.checks[0].seat == 2);
    CHECK(bob.checks[0].role == "thief");
    CHECK(bob.checks[0].roleName == "Thief");
    const auto cy = seatOf(t, 2);
    CHECK(cy.role == "thief");
    CHECK(cy.checks.empty());
    const auto ann = seatOf(t, 0);
    CHECK(ann.role == "chief_inspector");
    CHECK(ann.checks.empty());
    CHECK(seatOf(t, 4).role.empty()); // no such seat
    CHECK(seatOf(t, -1).role.empty());

    // The JSON the phones read is written from the same views.
    const Json pub = t.view();
    CHECK(pub["phase"] == "playing");
    CHECK(pub["players"][2]["role"].is_null());
    CHECK(pub["players"][0]["role"] == "chief_inspector");
    const Json mine = t.live->session().game().privateView(t.live->session().state(), 1);
    CHECK(mine["role"] == "detective");
    CHECK(mine["checks"][0]["seat"] == 2);
}

TEST_CASE("Secret Night views - a death turns that seat's role face up, and no other", "[secret-night][views]") {
    SnTable t(heist::test::kFour, heist::test::kFourChars);
    t.toMidnight();
    t.playUntil(1);
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "knife"}});
    const auto v = tableOf(t);
    CHECK(v.at(2).dead);
    CHECK(v.at(2).role == "thief");
    CHECK(v.at(1).role.empty()); // the Detective is still secret
}

TEST_CASE("Secret Night views - once the night is over the table view shows every role and the results",
          "[secret-night][views]") {
    // The thieves lead by two at dawn (a Detective's death after midnight: +2).
    SnTable t(heist::test::kFive, heist::test::kFiveChars);
    CHECK(tableOf(t).at(2).role.empty()); // the Deceiver, secret in play
    t.toMidnight();
    t.playUntil(4);
    t.ok("sn.attack", Json{{"target", 1}, {"weapon", "gun"}});
    t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}});
    while (tableOf(t).phase == sn::Phase::Playing)
        t.ok("sn.end_turn");

    const auto v = tableOf(t);
    CHECK(v.phase == sn::Phase::Finished);
    CHECK(v.finished);
    CHECK(v.clock == "6 a.m.");
    CHECK(v.marker == 2);
    REQUIRE(v.players.size() == 5);
    for (std::size_t i = 0; i < heist::test::kFive.size(); ++i)
        CHECK(v.players[i].role == heist::test::kFive[i]);
    CHECK(v.at(2).roleName == "Deceiver");
    CHECK(v.results["winner"] == "thieves");
    CHECK(v.results["reason"] == "dawn");
    CHECK(t.view()["phase"] == "finished");
    CHECK(t.view()["results"] == v.results);
}

TEST_CASE("Secret Night views - the phase and team ids read both ways", "[secret-night][views]") {
    CHECK(std::string(sn::kPhaseIds.id(sn::Phase::Dealing)) == "dealing");
    CHECK(sn::kPhaseIds.from("finished") == sn::Phase::Finished);
    CHECK_FALSE(sn::kPhaseIds.from("over"));
    for (const auto& [team, id] : sn::kTeamIds)
        CHECK(sn::kTeamIds.from(id) == team);
    CHECK(std::string(sn::kTeamIds.id(sn::Team::Deceiver)) == "deceiver");
}
