// The history's words in other languages: a player's card (plays, wins, average, sides) and
// a game night's lines (clock time, length, winners).
#include "history/GameNights.hpp"
#include "tests/support/InLanguage.hpp"
#include "history/Statistics.hpp"
#include "language/Language.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using namespace heist::history;

namespace {
using heist::test::InLanguage;
} // namespace

TEST_CASE("History words - a player's card in French and German", "[history]") {
    PlayerStats ann;
    ann.name = "Ann";
    ann.plays = 3;
    ann.wins = 1;
    ann.scored = 2;
    ann.scoreTotal = 29;
    ann.best = 17;
    ann.sides = {{"thieves", 2, 1, ""}};
    CHECK(statLines(ann, true) == std::vector<std::string>{"3 plays \u00b7 1 win \u00b7 33%",
                                                           "Average 14.5 \u00b7 best 17", "Thieves: won 1 of 2"});
    {
        InLanguage fr("fr");
        CHECK(statLines(ann, true) == std::vector<std::string>{"3 parties \u00b7 1 victoire \u00b7 33\u00a0%",
                                                               "Moyenne 14,5 \u00b7 record 17",
                                                               "Thieves\u00a0: gagn\u00e9 1 sur 2"});
    }
    {
        InLanguage de("de");
        ann.wins = 0;
        CHECK(statLines(ann, false).front() == "3 Partien \u00b7 0 Siege \u00b7 0\u00a0%");
    }
}

TEST_CASE("History words - a game night's lines in German", "[history]") {
    const Json play = Json::parse(R"({"playDate": "2026-11-25 00:05:00", "durationMin": 75,
        "game": {"sourceGameId": "suspicion"},
        "players": [{"name": "Ann", "winner": true, "rank": 1, "score": 12},
                    {"name": "Bob", "winner": false, "rank": 2, "score": 9}]})");
    CHECK(playLines(play).when == "00:05 \u00b7 1 h 15 min");
    CHECK(playLines(play).winners == "Won:\u00a0Ann\u00a012");
    InLanguage de("de");
    const auto lines = playLines(play);
    CHECK(lines.when == "00:05 \u00b7 1 Std. 15 Min.");
    CHECK(lines.winners == "Gewonnen:\u00a0Ann\u00a012");
    CHECK(lines.others == "Bob\u00a09");
    CHECK(playLines(Json{{"players", Json::array()}}).winners == "Niemand hat gewonnen");
}
