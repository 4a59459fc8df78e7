// No game decided by a slip: the last step of a finished game can be taken back until the next
// game starts in the file, and the store then no longer counts the game as finished (Game
// nights and Statistics read finished_at). Played on real files, reopened from disk.
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/shadow_house/ShadowHouseState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::store::LiveSession;
using heist::store::SessionStore;

namespace {

heist::engine::SessionSetup shadowHouse() {
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    setup.seed = 11;
    return setup;
}

const heist::engine::GameDefinition& shm() { return heist::games::definition("shadow-house-masquerade"); }

heist::engine::Event ok(LiveSession& live, const std::string& type, Json args = Json::object()) {
    auto r = live.dispatch(heist::test::intent(type, std::move(args)));
    if (auto* e = std::get_if<heist::engine::RuleError>(&r))
        FAIL("refused " << type << ": " << e->code << " - " << e->message);
    return std::get<heist::engine::Event>(r);
}

// Ann's detective finds Bob, the culprit: Ann 2, Cy 1 (no culprit or accomplice card), Bob 0.
Json annFindsBob() { return Json{{"ending", "detective"}, {"by", 0}, {"culprit", 1}, {"accomplices", Json::array()}}; }

// Two rounds (Ann 4, Bob 0, Cy 2) and the third round started: its scoring ends the match.
void toTheLastRound(LiveSession& live) {
    for (int round = 0; round < 2; ++round) {
        ok(live, "shm.start_round", Json{{"first", round}});
        ok(live, "shm.score_round", annFindsBob());
    }
    ok(live, "shm.start_round", Json{{"first", 2}});
}

std::optional<std::string> finishedAt(SessionStore& store, std::int64_t id) {
    auto s = store.summary(id);
    REQUIRE(s);
    return s->finishedAt;
}

const std::vector<int>& totals(const LiveSession& live) {
    return heist::games::shadow_house::ShadowHouseGame::cast(live.session().state()).totals;
}

} // namespace

TEST_CASE("Undo after the end - the round that ended the match is asked about first, in public words", "[store]") {
    heist::test::TempDir dir;
    SessionStore store(dir / "sessions.db");
    auto live = LiveSession::create(store, shm(), shadowHouse());
    ok(live, "shm.start_round", Json{{"first", 0}});
    // A round that leaves everyone below 5 does not end the match: nothing to ask.
    auto first = live.session().resolve(heist::test::intent("shm.score_round", annFindsBob()));
    REQUIRE(std::holds_alternative<heist::engine::EventDraft>(first));
    CHECK(live.session().endingNotice(std::get<heist::engine::EventDraft>(first)).empty());
    ok(live, "shm.score_round", annFindsBob());
    ok(live, "shm.start_round", Json{{"first", 1}});
    ok(live, "shm.score_round", annFindsBob());
    ok(live, "shm.start_round", Json{{"first", 2}});
    // Ann 4 + 2 = 6 >= 5: this scoring ends the match, and the notice says so (on a copy: the
    // state is unchanged).
    const auto head = live.session().headSeq();
    auto last = live.session().resolve(heist::test::intent("shm.score_round", annFindsBob()));
    REQUIRE(std::holds_alternative<heist::engine::EventDraft>(last));
    CHECK(live.session().endingNotice(std::get<heist::engine::EventDraft>(last)) ==
          "Ann reaches 6 points and wins the match.");
    CHECK(live.session().headSeq() == head);
    CHECK_FALSE(live.session().finished());
    CHECK(totals(live) == std::vector<int>{4, 0, 2});
    // The engine's own events never ask.
    CHECK(live.session().endingNotice({"session.undone", Json{{"target", 1}}}).empty());
}

TEST_CASE("Undo after the end - taking back the finishing round unfinishes the session, also "
          "after the file is reopened",
          "[store]") {
    heist::test::TempDir dir;
    const auto file = dir / "sessions.db";
    std::int64_t id = 0;
    {
        SessionStore store(file);
        auto live = LiveSession::create(store, shm(), shadowHouse());
        id = live.id();
        toTheLastRound(live);
        ok(live, "shm.score_round", annFindsBob());
        REQUIRE(live.session().finished());
        CHECK(finishedAt(store, id).has_value());
        CHECK(live.undoAfterEndRefusal().empty()); // the newest game in the file
        CHECK(live.session().undoDescription() == "Undo: " + live.session().describe(live.session().log().back()));
        ok(live, "undo");
        CHECK_FALSE(live.session().finished());
        CHECK(totals(live) == std::vector<int>{4, 0, 2});
        CHECK_FALSE(finishedAt(store, id).has_value());
        CHECK(store.lastUnfinished() == id); // Continue offers it again
    }
    {
        SessionStore store(file);
        CHECK_FALSE(finishedAt(store, id).has_value());
        auto live = LiveSession::resume(store, id);
        CHECK_FALSE(live.session().finished());
        CHECK(totals(live) == std::vector<int>{4, 0, 2});
        // The game goes on: this time Cy's detective finds Ann (Cy 2, Bob 1): Cy 4, not the end.
        ok(live, "shm.score_round",
           Json{{"ending", "detective"}, {"by", 2}, {"culprit", 0}, {"accomplices", Json::array()}});
        CHECK(totals(live) == std::vector<int>{4, 1, 4});
        CHECK_FALSE(live.session().finished());
        CHECK_FALSE(finishedAt(store, id).has_value());
    }
}

TEST_CASE("Undo after the end - not once a newer game has started in the file", "[store]") {
    heist::test::TempDir dir;
    const auto file = dir / "sessions.db";
    std::int64_t id = 0;
    {
        SessionStore store(file);
        auto live = LiveSession::create(store, shm(), shadowHouse());
        id = live.id();
        toTheLastRound(live);
        ok(live, "shm.score_round", annFindsBob());
        REQUIRE(finishedAt(store, id).has_value());
        // The next game starts.
        auto next = LiveSession::create(store, shm(), shadowHouse());
        CHECK(next.id() > id);
        CHECK(store.hasNewerSession(id));
        CHECK_FALSE(store.hasNewerSession(next.id()));
        const auto head = live.session().headSeq();
        CHECK_FALSE(live.undoAfterEndRefusal().empty());
        auto r = live.dispatch(heist::test::intent("undo"));
        REQUIRE(std::holds_alternative<heist::engine::RuleError>(r));
        CHECK(std::get<heist::engine::RuleError>(r).code == "newer_game");
        CHECK(live.session().headSeq() == head);
        CHECK(live.session().finished());
        CHECK(finishedAt(store, id).has_value());
        // The newer game itself, not finished, undoes as always.
        ok(next, "shm.start_round", Json{{"first", 0}});
        CHECK(next.undoAfterEndRefusal().empty());
        ok(next, "undo");
    }
    SessionStore store(file);
    auto live = LiveSession::resume(store, id);
    CHECK(live.session().finished());
    auto r = live.dispatch(heist::test::intent("undo"));
    REQUIRE(std::holds_alternative<heist::engine::RuleError>(r));
    CHECK(std::get<heist::engine::RuleError>(r).code == "newer_game");
    CHECK(finishedAt(store, id).has_value());
}
