// Game nights: which evening a game belongs to, the order of evenings and games, and the
// lines a history card shows. The times are worked out by hand (UTC and fixed offsets).
#include "history/GameNights.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using namespace heist::history;

namespace {

// 2026-11-24 00:00:00 UTC, in milliseconds.
constexpr std::int64_t kDay = 1795478400000;
constexpr std::int64_t kHour = 3600 * 1000;

} // namespace

TEST_CASE("Game nights - a game begun after midnight belongs to the evening before", "[history]") {
    CHECK(eveningOf(kDay + 21 * kHour, 0) == "2026-11-24"); // 9 p.m.
    CHECK(eveningOf(kDay + 23 * kHour + 59 * 60000, 0) == "2026-11-24");
    CHECK(eveningOf(kDay + 24 * kHour + 90 * 60000, 0) == "2026-11-24");       // 1:30 a.m. the next day
    CHECK(eveningOf(kDay + 24 * kHour + 6 * kHour - 1000, 0) == "2026-11-24"); // 5:59:59 a.m.
    CHECK(eveningOf(kDay + 24 * kHour + 6 * kHour, 0) == "2026-11-25");        // 6 a.m.: a new day
    // The local offset moves the line: 23:30 UTC is 00:30 in Berlin (+60), still the 24th's
    // evening; 04:30 UTC is 23:30 the day before in New York (-300).
    CHECK(eveningOf(kDay + 23 * kHour + 30 * 60000, 60) == "2026-11-24");
    CHECK(eveningOf(kDay + 4 * kHour + 30 * 60000, -300) == "2026-11-23");
    CHECK(eveningOf(kDay + 11 * kHour, -300) == "2026-11-24"); // 6 a.m. in New York
}

TEST_CASE("Game nights - newest evening first, newest game first within it", "[history]") {
    const auto utc = [](std::int64_t) { return 0; };
    // Monday evening: sessions 1 (20:00) and 2 (22:30); Tuesday: 3 (19:00), 4 (01:15 on
    // Wednesday, still Tuesday's night); Thursday: 5. Given out of order.
    const std::int64_t monday = kDay - 24 * kHour;
    const std::vector<FinishedGame> games = {
        {3, kDay + 19 * kHour},
        {1, monday + 20 * kHour},
        {5, kDay + 2 * 24 * kHour + 20 * kHour},
        {4, kDay + 25 * kHour + 15 * 60000},
        {2, monday + 22 * kHour + 30 * 60000},
    };
    const auto nights = groupByEvening(games, utc);
    REQUIRE(nights.size() == 3);
    CHECK(nights[0].date == "2026-11-26");
    CHECK(nights[0].sessions == std::vector<std::int64_t>{5});
    CHECK(nights[1].date == "2026-11-24");
    CHECK(nights[1].sessions == std::vector<std::int64_t>{4, 3});
    CHECK(nights[2].date == "2026-11-23");
    CHECK(nights[2].sessions == std::vector<std::int64_t>{2, 1});
    CHECK(groupByEvening({}, utc).empty());
    // Two games begun in the same millisecond: the later session first, every time.
    const auto tie = groupByEvening({{7, kDay + 20 * kHour}, {9, kDay + 20 * kHour}, {8, kDay + 20 * kHour}}, utc);
    REQUIRE(tie.size() == 1);
    CHECK(tie[0].sessions == std::vector<std::int64_t>{9, 8, 7});
}

TEST_CASE("Game nights - a card says when, for how long, who won and how the others placed", "[history]") {
    // Points: by place, winners first; each name held to its score by a no-break space.
    const Json scored = Json::parse(R"({"playDate": "2026-11-24 21:40:12", "durationMin": 48,
        "players": [{"name": "Bob", "score": 5, "winner": false, "rank": 2},
                    {"name": "Cy", "score": 3, "winner": false, "rank": 3},
                    {"name": "Ann Lee", "score": 7, "winner": true, "rank": 1}]})");
    auto lines = playLines(scored);
    CHECK(lines.when == "21:40 \u00b7 48 min");
    CHECK(lines.winners == "Won:\u00a0Ann\u00a0Lee\u00a07");
    CHECK(lines.others == "Bob\u00a05 \u00b7 Cy\u00a03");
    // Sides and roles, no points (Secret Night): every winner, then the others.
    const Json sides = Json::parse(R"({"playDate": "2026-11-25 00:05:00", "durationMin": 75,
        "players": [{"name": "Ann", "role": "Master Thief", "winner": false, "rank": 2},
                    {"name": "Bob", "role": "Chief Inspector", "winner": true, "rank": 1},
                    {"name": "Cy", "role": "Police", "winner": true, "rank": 1}]})");
    lines = playLines(sides);
    CHECK(lines.when == "00:05 \u00b7 1 h 15 min");
    CHECK(lines.winners == "Won:\u00a0Bob (Chief\u00a0Inspector) \u00b7 Cy (Police)");
    CHECK(lines.others == "Ann (Master\u00a0Thief)");
    // A side shared by everyone in a group, without points, is said once (Shadow House).
    const Json shared = Json::parse(R"({"players": [
        {"name": "Ann", "role": "against the culprit", "winner": true, "rank": 1},
        {"name": "Bob", "role": "culprit\u2019s side", "winner": false, "rank": 2},
        {"name": "Cy Young", "role": "against the culprit", "winner": true, "rank": 1},
        {"name": "Dee", "role": "culprit\u2019s side", "winner": false, "rank": 2}]})");
    lines = playLines(shared);
    CHECK(lines.winners == "Won (against\u00a0the\u00a0culprit): Ann \u00b7 Cy\u00a0Young");
    CHECK(lines.others == "Lost (culprit\u2019s\u00a0side): Bob \u00b7 Dee");
    // Two hours and five minutes; a game of seconds; everyone a winner.
    CHECK(playLines(Json{{"playDate", "2026-11-24 20:00:00"}, {"durationMin", 125}}).when == "20:00 \u00b7 2 h 05 min");
    CHECK(playLines(Json{{"playDate", "2026-11-24 20:00:00"}, {"durationMin", 120}}).when == "20:00 \u00b7 2 h");
    CHECK(playLines(Json{{"playDate", "2026-11-24 20:00:00"}, {"durationMin", 0}}).when ==
          "20:00 \u00b7 under a minute");
    const auto all = playLines(Json::parse(R"({"players": [{"name": "A", "winner": true, "rank": 1}]})"));
    CHECK(all.winners == "Won:\u00a0A");
    CHECK(all.others.empty());
    CHECK(playLines(Json::object()).winners == "Nobody won");
    // Points and a revealed role both.
    const auto both = playLines(
        Json::parse(R"({"players": [{"name": "Ann", "score": 4, "role": "thief", "winner": true, "rank": 1}]})"));
    CHECK(both.winners == "Won:\u00a0Ann\u00a04 (thief)");
}
