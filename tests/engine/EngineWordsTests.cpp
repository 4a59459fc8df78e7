// The shared core's words in each language: the setup refusals, the argument reader's
// refusals, and that nothing of theirs stays English in the pseudo-language.
#include "engine/Args.hpp"
#include "tests/support/InLanguage.hpp"
#include "engine/SetupChecks.hpp"
#include "language/Language.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using namespace heist::engine;

namespace {
using heist::test::InLanguage;

GameInfo suspicionInfo() {
    GameInfo info;
    info.id = "suspicion";
    info.title = "Suspicion";
    info.minPlayers = 2;
    info.maxPlayers = 6;
    return info;
}

SessionSetup table(std::initializer_list<const char*> names) {
    SessionSetup setup;
    int seat = 0;
    for (const char* n : names)
        setup.players.push_back({seat++, n, ""});
    return setup;
}
} // namespace

TEST_CASE("Engine words - setup refusals are whole sentences in each language", "[engine]") {
    const auto tooMany = table({"A", "B", "C", "D", "E", "F", "G"});
    const auto twice = table({"Ann", "Bob", "Ann"});
    REQUIRE(checkPlayers(tooMany, suspicionInfo()));
    CHECK(checkPlayers(tooMany, suspicionInfo())->message == "Suspicion is for 2 to 6 players; this table has 7.");
    CHECK(checkPlayers(twice, suspicionInfo())->message ==
          "Two players are called Ann; give one of them another name.");
    {
        InLanguage de("de");
        CHECK(checkPlayers(tooMany, suspicionInfo())->message ==
              "Suspicion ist für 2 bis 6 Spieler; an diesem Tisch sind es 7.");
        CHECK(checkPlayers(twice, suspicionInfo())->message ==
              "Zwei Spieler heißen Ann; gib einem von ihnen einen anderen Namen.");
        CHECK(checkPlayers(twice, suspicionInfo())->code == "duplicate_name"); // codes stay
    }
    {
        InLanguage fr("fr");
        CHECK(checkPlayers(tooMany, suspicionInfo())->message ==
              "Suspicion se joue de 2 \u00e0 6 joueurs\u00a0; cette table en compte 7.");
    }
    {
        InLanguage es("es");
        CHECK(checkPlayers(table({"Ann", ""}), suspicionInfo())->message == "Cada jugador necesita un nombre.");
    }
}

TEST_CASE("Engine words - the argument reader's refusals in German and in the pseudo-language", "[engine]") {
    const Json none = Json::object();
    const Json bad = Json{{"steps", "x"}, {"seat", 9}};
    CHECK(Args(none).integer("steps", 1, 6, std::nullopt).error().message ==
          "Say \"steps\": a whole number from 1 to 6.");
    CHECK(Args(none).seat("seat", 5).error().message == "Say which player (\"seat\": a seat number from 0 to 4).");
    {
        InLanguage de("de");
        CHECK(Args(none).integer("steps", 1, 6, std::nullopt).error().message ==
              "Gib \u201esteps\u201c an: eine ganze Zahl von 1 bis 6.");
        CHECK(Args(bad).seat("seat", 5).error().message ==
              "\u201eseat\u201c muss eine Platznummer von 0 bis 4 sein, nicht 9: Diesen Platz gibt es nicht.");
        CHECK(Args(bad).seat("seat", 5).error().code == "bad_seat");
    }
    {
        InLanguage pseudo("pseudo");
        for (const auto& message :
             {Args(none).integer("steps", 1, 6, std::nullopt).error().message,
              Args(bad).integer("steps", 1, 6, std::nullopt).error().message,
              Args(none).seat("seat", 5).error().message, Args(bad).flag("steps", false).error().message}) {
            INFO(message);
            CHECK(message.front() == '[');
            CHECK(message.find("whole") == std::string::npos);
            CHECK(message.find("must") == std::string::npos);
        }
    }
}
