// The rule corrections of issue 6, each played through intents. Expected numbers are worked
// out by hand from rules/secret-night.txt (2.3 Scoring, 3.4 Escape and Arrest) in comments.
// The thermometer runs from -10 (police) to +10 (thieves).
#include "tests/games/secret_night/SnTable.hpp"

#include <regex>

using heist::Json;
using heist::test::SnTable;

namespace {
// Seats: 0 Chief Inspector (shown), 1 Detective, 2 Thief, 3 Master Thief (shown).
// Turn order: the Master Thief first, then clockwise: 3, 0, 1, 2.
using heist::test::kFour;
using heist::test::kFourChars;
// Seats: 0 Chief Inspector, 1 Detective, 2 Deceiver, 3 Thief, 4 Master Thief. Order 4, 0, 1, 2, 3.
using heist::test::kFive;
using heist::test::kFiveChars;
} // namespace

TEST_CASE("Secret Night - with escaped_thieves_return off, an escaped thief is gone for the night", "[secret-night]") {
    SnTable t(kFour, kFourChars, Json{{"escaped_thieves_return", false}});
    REQUIRE(t.current() == 3);
    // The Master Thief escapes alone by boat with one Money: 4 for the thieves -> +4.
    t.ok("sn.escape", Json{{"vehicle", "boat"}, {"driver", 3}, {"money", 1}});
    CHECK(t.marker() == 4);
    CHECK(t.view()["players"][3]["gone"] == true);
    // Having left, he can only end his turn.
    CHECK(t.refused("sn.spin") == "absent");
    t.ok("sn.end_turn");
    // Seats 0, 1, 2 play; the order comes round, the clock strikes 10 p.m., and seat 3 is
    // skipped: seat 0 plays first now.
    t.endTurns(3);
    CHECK(t.view()["clock"] == "10 p.m.");
    CHECK(t.current() == 0);
    CHECK(t.view()["players"][3]["away"] == true);
    // Nobody can reach him: no attack, no arrest, no second escape, no check.
    t.toMidnight();
    t.playUntil(0);
    CHECK(t.refused("sn.attack", Json{{"target", 3}, {"weapon", "knife"}}) == "absent");
    CHECK(t.refused("sn.dog_attack", Json{{"target", 3}}) == "absent");
    CHECK(t.refused("sn.arrest", Json{{"by", 0}, {"target", 3}}) == "absent");
    CHECK(t.refused("sn.poison", Json{{"target", 3}}) == "absent");
    CHECK(t.refused("sn.tie", Json{{"target", 3}}) == "absent");
    CHECK(t.refused("sn.heal", Json{{"target", 3}}) == "absent");
    t.playUntil(2);
    CHECK(t.refused("sn.escape", Json{{"vehicle", "car"}, {"passengers", {3}}, {"key", true}, {"money", 1}}) ==
          "absent");
    CHECK(t.marker() == 4);
    // The night still runs to 6 a.m.: the escape was in the 9 p.m. round (4 turns); the eight
    // rounds from 10 p.m. to 5 a.m. have 3 turns each. 6 a.m., +4: the thieves win.
    while (t.view()["phase"] == "playing") {
        CHECK(t.current() != 3);
        t.ok("sn.end_turn");
    }
    CHECK(t.view()["clock"] == "6 a.m.");
    CHECK(t.state().turnNo == 4 + 8 * 3);
    CHECK(t.view()["results"]["winner"] == "thieves");
    CHECK(t.view()["results"]["gone"] == Json::array({3}));
}

TEST_CASE("Secret Night - by default an escaped thief is back on their next turn", "[secret-night]") {
    SnTable t(kFour, kFourChars);
    t.ok("sn.escape", Json{{"vehicle", "boat"}, {"driver", 3}, {"money", 1}});
    CHECK(t.view()["players"][3]["away"] == true);
    t.endTurns(4);
    CHECK(t.current() == 3);
    CHECK(t.view()["players"][3]["away"] == false);
    CHECK(t.view()["players"][3]["gone"] == false);
}

TEST_CASE("Secret Night - an escape for good ends the effects on the thief and skips a double turn", "[secret-night]") {
    // Seat 2 (a thief) is Alexandr: he takes his double turn, then escapes in the first of them.
    SnTable t(kFour, {"otto", "victoria", "alexandr", "panchito"}, Json{{"escaped_thieves_return", false}});
    t.playUntil(2);
    t.ok("sn.use_skill", Json{{"skill", "double_turn"}});
    t.ok("sn.escape", Json{{"vehicle", "boat"}, {"money", 1}});
    t.ok("sn.end_turn");
    // No second turn for someone who has left: the Master Thief opens 10 p.m.
    CHECK(t.current() == 3);
    CHECK(t.view()["clock"] == "10 p.m.");
}

TEST_CASE("Secret Night - a role the table knows is refused openly: no arrest of the Chief "
          "Inspector, no bite for the dog's handler",
          "[secret-night]") {
    SnTable t(kFour, kFourChars);
    // The Detective (seat 1) tries to handcuff the Chief Inspector, whose card lies face up.
    t.playUntil(1);
    const auto arrest = t.refusal("sn.arrest", Json{{"by", 1}, {"target", 0}});
    CHECK(arrest.code == "known_role");
    CHECK(arrest.message.find("Chief Inspector") != std::string::npos);
    CHECK(t.marker() == 0); // not a mistaken arrest (which would be +2 for the thieves)
    // The dog does not bite the Chief Inspector who commands it.
    t.toMidnight();
    t.playUntil(0);
    const auto bite = t.refusal("sn.dog_attack", Json{{"target", 0}});
    CHECK(bite.code == "own_handler");
    CHECK(t.view()["players"][0]["health"] == 3);
    // A Detective revealed by death is public too: the police do not arrest him.
    t.playUntil(3);
    t.ok("sn.attack", Json{{"target", 1}, {"weapon", "gun"}});
    t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}}); // dies: +2 for the thieves
    CHECK(t.marker() == 2);
    t.playUntil(1); // he is back with the same role
    t.playUntil(0);
    CHECK(t.refused("sn.arrest", Json{{"target", 1}}) == "known_role");
    CHECK(t.marker() == 2);
    // The Master Thief (shown) may not use the Handcuffs either.
    t.playUntil(3);
    CHECK(t.refused("sn.arrest", Json{{"target", 2}}) == "not_police");
}

TEST_CASE("Secret Night - an actor who may not act now is refused, never re-attributed", "[secret-night]") {
    SnTable t(kFour, kFourChars);
    REQUIRE(t.current() == 3); // the Master Thief's turn
    // The Detective cannot arrest on the Master Thief's turn.
    CHECK(t.refused("sn.arrest", Json{{"by", 1}, {"target", 2}}) == "not_your_turn");
    // The thief cannot drive away on someone else's turn.
    CHECK(t.refused("sn.escape", Json{{"vehicle", "boat"}, {"driver", 2}, {"money", 1}}) == "not_your_turn");
    // A "seat" naming someone else is not the current player's action.
    CHECK(t.refused("sn.spin", Json{{"seat", 0}}) == "not_your_turn");
    CHECK(t.refused("sn.end_turn", Json{{"seat", 1}}) == "not_your_turn");
    CHECK(t.refused("sn.action_square", Json{{"seat", 2}, {"icon", "push"}}) == "not_your_turn");
    // Beef outside your turn only in answer to the dog's bite.
    CHECK(t.refused("sn.beef", Json{{"by", 1}}) == "not_your_turn");
    // A heal by someone else only in answer to an attack.
    t.toMidnight();
    t.playUntil(3);
    t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}}); // 3 -> 2
    CHECK(t.refused("sn.heal", Json{{"target", 2}, {"by", 1}}) == "not_your_turn");
    auto heal = t.ok("sn.heal", Json{{"target", 1}, {"by", 1}}); // Detective answers with First Aid
    CHECK(heal.payload["by"] == 1);
    CHECK(t.describe(heal) == "Bob healed Bob (First Aid)");
    // The named actor when it is their turn is accepted and credited to them.
    CHECK(t.ok("sn.spin", Json{{"seat", 3}}).payload["seat"] == 3);
    t.playUntil(0);
    t.ok("sn.dog_attack", Json{{"target", 2}});
    auto beef = t.ok("sn.beef", Json{{"by", 2}}); // the bitten thief answers with Beef
    CHECK(beef.payload["seat"] == 2);
    t.playUntil(1);
    // Whatever the outcome, an arrest on your own turn is yours.
    auto e = t.ok("sn.arrest", Json{{"target", 2}, {"smoke_bomb", true}});
    CHECK(e.payload["by"] == 1);
}

TEST_CASE("Secret Night - an escape goes ahead whatever the secret roles aboard, and reveals them", "[secret-night]") {
    SECTION("a thief drives; a secret Detective aboard is found out and stays behind") {
        SnTable t(kFive, kFiveChars);
        t.playUntil(3);
        auto e = t.ok("sn.escape",
                      Json{{"vehicle", "car"}, {"driver", 3}, {"passengers", {1}}, {"key", true}, {"money", 1}});
        // One thief leaves by car with one Money: 5. The Detective is no extra thief.
        CHECK(e.payload["score"] == 5);
        CHECK(t.marker() == 5);
        const Json v = t.view();
        CHECK(v["players"][3]["role"] == "thief");
        CHECK(v["players"][3]["away"] == true);
        CHECK(v["players"][1]["role"] == "detective");
        CHECK(v["players"][1]["away"] == false);
        CHECK(v["vehicles"][2]["used"] == true);
        CHECK(t.describe(e) == "Dee (Thief) escaped by car with 1 Money card: 5 points for the thieves; "
                               "Bob, a Detective, could not go and stays in the mansion");
    }
    SECTION("a secret Deceiver drives: the vehicle does not start, only the driver is revealed") {
        SnTable t(kFive, kFiveChars);
        t.playUntil(2);
        auto e = t.ok("sn.escape", Json{{"vehicle", "motorbike"}, {"passengers", {3}}, {"key", true}, {"money", 1}});
        CHECK(t.marker() == 0);
        const Json v = t.view();
        CHECK(v["players"][2]["role"] == "deceiver");
        CHECK(v["players"][3]["role"].is_null()); // the thief aboard keeps the secret
        CHECK(v["players"][2]["away"] == false);
        CHECK(v["vehicles"][1]["used"] == false);
        CHECK(t.live->session().publicPayload(e)["roles"].size() == 1); // the driver's only
        CHECK(t.describe(e) == "Cy tried to drive the motorbike away, but Cy is a Deceiver and only thieves can "
                               "drive: nobody left");
    }
}

TEST_CASE("Secret Night - refusals and acceptance do not depend on secret roles", "[secret-night]") {
    // Two deals that differ only in the secret roles of seats 1 and 3 (Detective and Thief).
    const std::vector<std::string> a = kFive;
    const std::vector<std::string> b = {"chief_inspector", "thief", "deceiver", "detective", "master_thief"};
    struct Step {
        std::string type;
        Json args;
    };
    const std::vector<Step> steps = {
        {"sn.escape", Json{{"vehicle", "car"}, {"driver", 4}, {"passengers", {3}}, {"money", 1}}}, // no key
        {"sn.escape", Json{{"vehicle", "car"}, {"passengers", {0}}, {"key", true}, {"money", 1}}}, // Chief
        {"sn.escape", Json{{"vehicle", "motorbike"}, {"passengers", {1, 3}}, {"key", true}}},      // too many
        {"sn.escape", Json{{"vehicle", "boat"}, {"driver", 3}, {"money", 1}}},                     // not his turn
        {"sn.arrest", Json{{"by", 1}, {"target", 3}}},                                             // not his turn
        {"sn.arrest", Json{{"target", 3}}},                                                        // Master Thief
        {"sn.escape", Json{{"vehicle", "boat"}, {"passengers", {1}}, {"money", 1}}},               // 1 seat
        {"sn.end_turn", Json::object()},
        {"sn.arrest", Json{{"by", 0}, {"target", 3}, {"smoke_bomb", true}}}, // smoke bomb
        {"sn.arrest", Json{{"by", 0}, {"target", 2}, {"smoke_bomb", true}}},
        {"sn.end_turn", Json::object()},
        {"sn.escape", Json{{"vehicle", "car"}, {"passengers", {3}}, {"key", true}, {"money", 1}}}, // the reveal
    };
    auto run = [&](const std::vector<std::string>& roles) {
        SnTable t(roles, kFiveChars);
        std::vector<std::string> seen;
        for (const auto& s : steps) {
            auto r = t.live->dispatch(heist::test::intent(s.type, s.args));
            if (auto* err = std::get_if<heist::engine::RuleError>(&r))
                seen.push_back("refused " + err->code + ": " + err->message);
            else
                seen.push_back("accepted " + std::get<heist::engine::Event>(r).type);
        }
        // Everything before the escape that reveals the roles reads the same.
        for (std::size_t i = 0; i + 1 < t.live->session().log().size(); ++i)
            seen.push_back(t.describe(t.live->session().log()[i]));
        return seen;
    };
    const auto first = run(a), second = run(b);
    REQUIRE(first.size() == second.size());
    for (std::size_t i = 0; i < first.size(); ++i)
        CHECK(first[i] == second[i]);
    CHECK(first[0].rfind("refused no_key", 0) == 0);
    CHECK(first[1].rfind("refused known_role", 0) == 0);
    CHECK(first[5].rfind("refused not_police", 0) == 0);
    // Seat 1 drives: a Detective in one deal (the car does not start), a thief in the other.
    CHECK(first[11] == "accepted sn.escaped");
}

TEST_CASE("Secret Night - every argument is checked by type and range, naming the field", "[secret-night]") {
    SnTable t(kFour, {"otto", "zachary", "wilma", "kontar"});
    struct Bad {
        std::string type;
        Json args;
        std::string code;
        std::string field;
    };
    const std::vector<Bad> bad = {
        {"sn.spin", Json{{"mode", 5}}, "bad_mode", "mode"},
        {"sn.spin", Json{{"mode", "air"}}, "bad_mode", "mode"},
        {"sn.spin", Json{{"seat", "x"}}, "bad_seat", "seat"},
        {"sn.spin", Json{{"seat", 9}}, "bad_seat", "seat"},
        {"sn.attack", Json{{"target", "x"}, {"weapon", "knife"}}, "bad_seat", "target"},
        {"sn.attack", Json{{"target", -1}, {"weapon", "knife"}}, "bad_seat", "target"},
        {"sn.attack", Json{{"target", 1}, {"weapon", 3}}, "bad_weapon", "weapon"},
        {"sn.attack", Json{{"target", 1}}, "bad_weapon", "weapon"},
        {"sn.dog_attack", Json{{"target", 2.5}}, "bad_seat", "target"},
        {"sn.poison", Json{{"target", Json::array()}}, "bad_seat", "target"},
        {"sn.heal", Json{{"target", 1}, {"source", true}}, "bad_source", "source"},
        {"sn.heal", Json{{"target", 1}, {"by", "me"}}, "bad_seat", "by"},
        {"sn.arrest", Json{{"target", 2}, {"money", 6}}, "bad_money", "money"},
        {"sn.arrest", Json{{"target", 2}, {"money", "1"}}, "bad_money", "money"},
        {"sn.arrest", Json{{"target", 2}, {"smoke_bomb", "yes"}}, "bad_argument", "smoke_bomb"},
        {"sn.arrest", Json{{"by", 99}, {"target", 2}}, "bad_seat", "by"},
        {"sn.arrest", Json::object(), "missing_argument", "target"},
        {"sn.tie", Json{{"target", nullptr}}, "missing_argument", "target"},
        {"sn.escape", Json{{"vehicle", 1}}, "bad_vehicle", "vehicle"},
        {"sn.escape", Json{{"vehicle", "boat"}, {"driver", "3"}}, "bad_seat", "driver"},
        {"sn.escape", Json{{"vehicle", "car"}, {"passengers", 2}}, "bad_seat", "passengers"},
        {"sn.escape", Json{{"vehicle", "car"}, {"passengers", {"a"}}}, "bad_seat", "passengers"},
        {"sn.escape", Json{{"vehicle", "car"}, {"passengers", {1, 1}}}, "bad_seat", "passengers"},
        {"sn.escape", Json{{"vehicle", "car"}, {"passengers", {7}}}, "bad_seat", "passengers"},
        {"sn.escape", Json{{"vehicle", "car"}, {"key", 1}}, "bad_argument", "key"},
        {"sn.escape", Json{{"vehicle", "boat"}, {"money", -1}}, "bad_money", "money"},
        {"sn.action_square", Json{{"icon", Json::object()}}, "bad_icon", "icon"},
        {"sn.beef", Json{{"by", "dog"}}, "bad_seat", "by"},
        {"sn.use_skill", Json{{"skill", 7}}, "no_skill", "skill"},
        {"sn.check_role", Json{{"target", "x"}}, "bad_seat", "target"},
        {"sn.see_role", Json{{"seat", 0}}, "wrong_phase", ""},
    };
    for (const auto& b : bad) {
        INFO(b.type << " " << b.args.dump());
        heist::engine::RuleError e;
        REQUIRE_NOTHROW(e = t.refusal(b.type, b.args));
        CHECK(e.code == b.code);
        if (!b.field.empty())
            CHECK(e.message.find("\"" + b.field + "\"") != std::string::npos);
    }
    // Steps and the clock, on the right turns.
    t.ok("sn.spin");
    CHECK(t.refused("sn.save_steps", Json{{"steps", "all"}}) == "bad_steps");
    CHECK(t.refused("sn.save_steps", Json{{"steps", 99}}) == "bad_steps");
    CHECK(t.refused("sn.use_steps", Json{{"steps", 1}}) == "bad_steps");
    t.playUntil(2);
    CHECK(t.refused("sn.move_clock", Json{{"delta", "+1"}}) == "bad_delta");
    CHECK(t.refused("sn.move_clock", Json{{"delta", 2}}) == "bad_delta");
    // Arguments that are not an object at all are refused, not thrown.
    for (const Json& odd : {Json::array({1, 2}), Json(5), Json("x"), Json()}) {
        heist::engine::Intent i{"sn.arrest", odd, std::nullopt};
        auto r = t.live->dispatch(i);
        CHECK(std::holds_alternative<heist::engine::RuleError>(r));
    }
    // The engine's PIN intent too.
    CHECK(t.refused("session.set_pin", Json{{"seat", 0}, {"pin", 2580}}) == "bad_pin");
    CHECK(t.refused("session.set_pin", Json{{"seat", "0"}, {"pin", "2580"}}) == "bad_seat");
}
