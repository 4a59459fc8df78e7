#include "history/StoredSession.hpp"
#include "support/TestSupport.hpp"

#include <catch2/catch.hpp>

using namespace heist;

TEST_CASE("Stored session - a saved game replays to the state it was played to, read only",
          "[history]") {
    test::Table t({"Ann", "Bob"});
    t.everyoneSees();
    test::playSuspicionToTheEnd(t);
    const auto id = t.live->id();
    const auto before = t.store.summary(id);
    REQUIRE(before);
    REQUIRE(before->finishedAt);

    const auto replayed = history::replayStored(t.store, id);
    CHECK(replayed.finished());
    CHECK(replayed.headSeq() == t.session().headSeq());
    CHECK(replayed.game().publicView(replayed.state()) ==
          t.session().game().publicView(t.session().state()));
    CHECK(replayed.game().results(replayed.state()) ==
          t.session().game().results(t.session().state()));
    // Nothing written: the row is as it was, and the events are as many as before.
    const auto after = t.store.summary(id);
    REQUIRE(after);
    CHECK(after->updatedAt == before->updatedAt);
    CHECK(after->finishedAt == before->finishedAt);
    CHECK(t.store.loadEvents(id).size() == t.session().log().size());
}

TEST_CASE("Stored session - a session the file does not have is refused by its number",
          "[history]") {
    test::Table t({"Ann", "Bob"});
    CHECK_THROWS_WITH(history::replayStored(t.store, 4242), "There is no saved session 4242.");
}
