// Suspicion's intents act for the player whose turn it is, and every scripted argument is
// checked by type and range (issue 6). Counts are worked out by hand in the comments.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::Table;

TEST_CASE("Suspicion - a seat that is not the current player's is refused, never credited to "
          "the current player",
          "[suspicion]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    REQUIRE(t.view()["turn"] == 0); // Ann's turn
    // Bob asks for a Ruby on Ann's turn: refused, and nobody's gems change.
    CHECK(t.refused("suspicion.take_gem", Json{{"seat", 1}, {"gem", "ruby"}, {"method", "lucky_lift"}}) ==
          "not_your_turn");
    CHECK(t.view()["players"][0]["gem_total"] == 0);
    CHECK(t.view()["players"][1]["gem_total"] == 0);
    CHECK(t.view()["stacks"]["ruby"] == 5);
    CHECK(t.refused("suspicion.roll_dice", Json{{"seat", 2}}) == "not_your_turn");
    CHECK(t.refused("suspicion.peek_invitation", Json{{"seat", 1}}) == "not_your_turn");
    CHECK(t.refused("suspicion.end_turn", Json{{"seat", 1}}) == "not_your_turn");
    // Ann naming herself is Ann's take: Ann 1 Ruby, the stack 5 -> 4.
    auto e = t.ok("suspicion.take_gem", Json{{"seat", 0}, {"gem", "ruby"}, {"method", "lucky_lift"}});
    CHECK(e.payload["seat"] == 0);
    CHECK(t.view()["players"][0]["gems"]["ruby"] == 1);
    CHECK(t.view()["stacks"]["ruby"] == 4);
    t.ok("suspicion.end_turn", Json{{"seat", 0}});
    CHECK(t.view()["turn"] == 1);
}

TEST_CASE("Suspicion - every argument is checked by type and range, naming the field", "[suspicion]") {
    Table t({"Ann", "Bob", "Cy"});
    struct Bad {
        std::string type;
        Json args;
        std::string code;
        std::string field;
    };
    // During the deal.
    for (const Bad& b : std::vector<Bad>{{"suspicion.see_identity", Json{{"seat", "x"}}, "bad_seat", "seat"},
                                         {"suspicion.see_identity", Json{{"seat", 3}}, "bad_seat", "seat"},
                                         {"suspicion.see_identity", Json::object(), "missing_argument", "seat"}}) {
        INFO(b.type << " " << b.args.dump());
        CHECK(t.refused(b.type, b.args) == b.code);
    }
    t.everyoneSees();
    const std::vector<Bad> bad = {
        {"suspicion.take_gem", Json{{"gem", 5}, {"method", "lucky_lift"}}, "bad_gem", "gem"},
        {"suspicion.take_gem", Json{{"gem", "opal"}, {"method", "lucky_lift"}}, "bad_gem", "gem"},
        {"suspicion.take_gem", Json{{"method", "lucky_lift"}}, "bad_gem", "gem"},
        {"suspicion.take_gem", Json{{"gem", "ruby"}, {"method", true}}, "bad_method", "method"},
        {"suspicion.take_gem", Json{{"gem", "ruby"}}, "bad_method", "method"},
        {"suspicion.take_gem", Json{{"seat", "x"}, {"gem", "ruby"}, {"method", "lucky_lift"}}, "bad_seat", "seat"},
        {"suspicion.take_gem", Json{{"seat", -1}, {"gem", "ruby"}, {"method", "lucky_lift"}}, "bad_seat", "seat"},
        {"suspicion.roll_dice", Json{{"seat", 1.5}}, "bad_seat", "seat"},
        {"suspicion.end_turn", Json{{"seat", Json::array()}}, "bad_seat", "seat"},
    };
    for (const auto& b : bad) {
        INFO(b.type << " " << b.args.dump());
        std::string code;
        REQUIRE_NOTHROW(code = t.refused(b.type, b.args));
        CHECK(code == b.code);
        auto r = t.live->dispatch(heist::test::intent(b.type, b.args));
        CHECK(std::get<heist::engine::RuleError>(r).message.find("\"" + b.field + "\"") != std::string::npos);
    }
    for (const Json& odd : {Json::array({1}), Json(5), Json("x"), Json()}) {
        heist::engine::Intent i{"suspicion.take_gem", odd, std::nullopt};
        CHECK(std::holds_alternative<heist::engine::RuleError>(t.live->dispatch(i)));
    }
    // Empty the Emerald stack (5 for three players): Ann 2, Bob 2, Cy 1.
    for (int turn = 0; turn < 3; ++turn) {
        t.take("emerald");
        if (turn < 2)
            t.take("emerald");
        if (t.view()["phase"] == "playing")
            t.endTurn();
    }
    REQUIRE(t.view()["phase"] == "guessing");
    const std::vector<Bad> guesses = {
        {"suspicion.submit_guesses", Json{{"seat", "0"}, {"guesses", Json::array()}}, "bad_seat", "seat"},
        {"suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", 3}}, "bad_guesses", "guesses"},
        {"suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", Json::array({nullptr, 1, "viola"})}}, "bad_guesses",
         ""},
        {"suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", Json::array({"viola", "nadia", "lily"})}},
         "bad_guesses", ""},
    };
    for (const auto& b : guesses) {
        INFO(b.type << " " << b.args.dump());
        CHECK(t.refused(b.type, b.args) == b.code);
    }
}
