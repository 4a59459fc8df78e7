#include "engine/Args.hpp"

#include "tests/support/Catch.hpp"

#include <variant>
#include <vector>

using heist::Json;
using heist::engine::Args;

TEST_CASE("Args - a missing field is asked for in one wording, naming the field", "[engine]") {
    const Json none = Json::object();
    const Args a(none);
    auto seat = a.seat("target", 5);
    REQUIRE_FALSE(seat);
    CHECK(seat.error().code == "missing_argument");
    CHECK(seat.error().message == "Say which player (\"target\": a seat number from 0 to 4).");
    auto culprit = a.seat("culprit", 4, "who is the culprit");
    CHECK(culprit.error().message == "Say who is the culprit (\"culprit\": a seat number from 0 to 3).");
    auto steps = a.integer("steps", 1, 6, std::nullopt);
    CHECK(steps.error().code == "missing_argument");
    CHECK(steps.error().message == "Say \"steps\": a whole number from 1 to 6.");
    auto mode = a.choice("mode", {"movement", "water"}, std::nullopt);
    CHECK(mode.error().message == "Say \"mode\": \"movement\" or \"water\".");
    auto looting = a.wholeNumber("looting", std::nullopt, "how many Looting Dice to roll");
    CHECK(looting.error().message == "Say how many Looting Dice to roll (\"looting\": a whole number).");
    // A caller's own code is kept for both refusals.
    CHECK(a.integer("money", 0, 5, std::nullopt, "bad_money").error().code == "bad_money");
    // Absent with a fallback is the fallback; null counts as absent.
    CHECK(*a.flag("smoke_bomb", true));
    CHECK(*Args(Json{{"steps", nullptr}}).integer("steps", 1, 6, 3) == 3);
}

TEST_CASE("Args - a wrongly typed field is refused in one wording, naming the field and the value", "[engine]") {
    const Json given = {{"target", "x"},    {"steps", 9}, {"key", 1},       {"mode", "boat"},
                        {"payment", "all"}, {"skill", 3}, {"crew", {1, 1}}, {"count", 2.5}};
    const Args a(given);
    CHECK(a.seat("target", 5).error().message == "\"target\" must be a seat number from 0 to 4, not \"x\".");
    CHECK(a.seat("target", 5).error().code == "bad_seat");
    CHECK(a.integer("steps", 1, 6, std::nullopt).error().message ==
          "\"steps\" must be a whole number from 1 to 6, not 9.");
    CHECK(a.integer("steps", 1, 6, std::nullopt).error().code == "bad_argument");
    CHECK(a.flag("key", false).error().message == "\"key\" must be true or false, not 1.");
    CHECK(a.choice("mode", {"movement", "water"}, std::nullopt).error().message ==
          "\"mode\" must be \"movement\" or \"water\", not \"boat\".");
    CHECK(a.object("payment").error().message == "\"payment\" must be an object of named fields, not \"all\".");
    CHECK(a.text("skill", std::nullopt).error().message == "\"skill\" must be text in quotes, not 3.");
    CHECK(a.wholeNumber("count", 1).error().message == "\"count\" must be a whole number, not 2.5.");
    CHECK(a.seats("crew", 4).error().message == "\"crew\" names seat 1 twice.");
    REQUIRE(a.seats("crew", 4, true));
    CHECK(*a.seats("crew", 4, true) == std::vector<int>{1});
}

TEST_CASE("Args - a field the action does not take is refused by name", "[engine]") {
    const Json given = {{"ending", "detective"}, {"accomplice", {2}}};
    const auto e = Args(given).only({"ending", "accomplices"});
    REQUIRE(e);
    CHECK(e->code == "unknown_argument");
    CHECK(e->message == "\"accomplice\" is not something this action takes.");
    CHECK_FALSE(Args(given).only({"ending", "accomplice"}));
}

TEST_CASE("Args - need() throws the refusal and refusing() turns it back", "[engine]") {
    const Json given = {{"steps", "two"}};
    const Args a(given);
    using Result = std::variant<int, heist::engine::RuleError>;
    const Result r = heist::engine::refusing(
        [&]() -> Result { return heist::engine::need(a.integer("steps", 1, 6, std::nullopt)) * 2; });
    REQUIRE(std::holds_alternative<heist::engine::RuleError>(r));
    CHECK(std::get<heist::engine::RuleError>(r).message ==
          "\"steps\" must be a whole number from 1 to 6, not \"two\".");
    const Json ok = {{"steps", 3}};
    const Result doubled = heist::engine::refusing(
        [&]() -> Result { return heist::engine::need(Args(ok).integer("steps", 1, 6, std::nullopt)) * 2; });
    CHECK(std::get<int>(doubled) == 6);
}
