#include "history/BgStats.hpp"
#include "history/StoredSession.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <cstdio>
#include <ctime>

using namespace heist;

TEST_CASE("Stored session - a saved game replays to the state it was played to, read only", "[history]") {
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
    CHECK(replayed.game().publicView(replayed.state()) == t.session().game().publicView(t.session().state()));
    CHECK(replayed.game().results(replayed.state()) == t.session().game().results(t.session().state()));
    // Nothing written: the row is as it was, and the events are as many as before.
    const auto after = t.store.summary(id);
    REQUIRE(after);
    CHECK(after->updatedAt == before->updatedAt);
    CHECK(after->finishedAt == before->finishedAt);
    CHECK(t.store.loadEvents(id).size() == t.session().log().size());
}

TEST_CASE("Stored session - a session the file does not have is refused by its number", "[history]") {
    test::Table t({"Ann", "Bob"});
    CHECK_THROWS_WITH(history::replayStored(t.store, 4242), "There is no saved session 4242.");
}

TEST_CASE("Stored times - read as timegm reads them, across leap days, centuries and 1970", "[history]") {
    auto viaTimegm = [](int y, int mo, int d, int h, int mi, int s, int ms) {
        std::tm tm{};
        tm.tm_year = y - 1900;
        tm.tm_mon = mo - 1;
        tm.tm_mday = d;
        tm.tm_hour = h;
        tm.tm_min = mi;
        tm.tm_sec = s;
        return static_cast<std::int64_t>(timegm(&tm)) * 1000 + ms;
    };
    int checked = 0;
    for (int y : {1900, 1969, 1970, 1999, 2000, 2024, 2026, 2100, 2400})
        for (int mo = 1; mo <= 12; ++mo)
            for (int d : {1, 15, 28, 29, 30, 31}) {
                char text[40];
                std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", y, mo, d, (d * 7) % 24,
                              (mo * 13) % 60, (y + d) % 60, (y * 7 + mo) % 1000);
                INFO(text);
                // A day past the month's end (30 February) is carried over by both.
                CHECK(heist::history::parseStoredTime(text) ==
                      viaTimegm(y, mo, d, (d * 7) % 24, (mo * 13) % 60, (y + d) % 60, (y * 7 + mo) % 1000));
                ++checked;
            }
    CHECK(checked == 648);
    // Out of range, carried over as timegm does.
    CHECK(heist::history::parseStoredTime("2026-13-01T00:00:00.000Z") == viaTimegm(2026, 13, 1, 0, 0, 0, 0));
    CHECK(heist::history::parseStoredTime("2026-00-15T00:00:00.000Z") == viaTimegm(2026, 0, 15, 0, 0, 0, 0));
    CHECK(heist::history::parseStoredTime("2026-99-00T25:61:61.000Z") == viaTimegm(2026, 99, 0, 25, 61, 61, 0));
    CHECK(heist::history::parseStoredTime("2026-04-45T00:00:00.000Z") == viaTimegm(2026, 4, 45, 0, 0, 0, 0));
    CHECK_FALSE(heist::history::parseStoredTime("2026-11-27T02:10:00Z"));
}
