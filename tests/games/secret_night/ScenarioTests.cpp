// Whole nights of Secret Night played through intents. Expected scores are worked out by
// hand from rules/secret-night.txt, 2.3 Scoring, in the comments; the thermometer runs from
// -10 (police) to +10 (thieves).
#include "history/Statistics.hpp"
#include "tests/games/secret_night/SnTable.hpp"

using heist::Json;
using heist::test::SnTable;

namespace {
using heist::test::kFive;
using heist::test::kFiveChars;
using heist::test::kFour;
using heist::test::kFourChars;
} // namespace

TEST_CASE("Secret Night - the rulebook's example: a thief dies, then a thief escapes by "
          "motorbike with the money: 3 for the thieves",
          "[secret-night]") {
    SnTable t(kFour, kFourChars);
    // The Master Thief (seat 3) plays first, then clockwise.
    CHECK(t.current() == 3);
    CHECK(t.view()["clock"] == "9 p.m.");
    t.toMidnight();
    CHECK(t.view()["clock"] == "midnight");
    // The thief (seat 2) is shot (2 damage) and stabbed (1): dead. Police +2 -> marker -2.
    t.playUntil(1);
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
    auto death = t.ok("sn.attack", Json{{"target", 2}, {"weapon", "knife"}});
    CHECK(death.payload["dies"] == true);
    CHECK(t.marker() == -2);
    CHECK(t.view()["players"][2]["role"] == "thief"); // death reveals the role
    // The Master Thief escapes alone on the motorbike with one Money: +5 -> marker +3.
    t.playUntil(3);
    t.ok("sn.escape", Json{{"vehicle", "motorbike"}, {"driver", 3}, {"money", 1}, {"key", true}});
    CHECK(t.marker() == 3);
    CHECK(t.view()["vehicles"][1]["used"] == true);
    // Back on his next turn, he finds the motorbike gone.
    t.ok("sn.end_turn");
    t.playUntil(3);
    CHECK(t.refused("sn.escape", Json{{"vehicle", "motorbike"}, {"driver", 3}, {"money", 1}, {"key", true}}) ==
          "vehicle_used");
}

TEST_CASE("Secret Night - every scoring event moves the thermometer by the rulebook's value", "[secret-night]") {
    SECTION("a detective dies: +2 for the thieves") {
        SnTable t(kFour, kFourChars);
        t.toMidnight();
        t.playUntil(3);
        t.ok("sn.attack", Json{{"target", 1}, {"weapon", "gun"}});
        t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}});
        CHECK(t.marker() == 2);
    }
    SECTION("the Chief Inspector dies: counts as a detective, +2 for the thieves") {
        SnTable t(kFour, kFourChars);
        t.toMidnight();
        t.playUntil(3);
        t.ok("sn.attack", Json{{"target", 0}, {"weapon", "gun"}});
        t.ok("sn.attack", Json{{"target", 0}, {"weapon", "knife"}});
        CHECK(t.marker() == 2);
    }
    SECTION("the Master Thief dies: counts as a thief, +2 for the police") {
        SnTable t(kFour, kFourChars);
        t.toMidnight();
        t.playUntil(0);
        t.ok("sn.attack", Json{{"target", 3}, {"weapon", "gun"}});
        t.ok("sn.attack", Json{{"target", 3}, {"weapon", "knife"}});
        CHECK(t.marker() == -2);
    }
    SECTION("the Deceiver dies: no points") {
        SnTable t(kFive, kFiveChars);
        t.toMidnight();
        t.playUntil(0);
        t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
        auto e = t.ok("sn.attack", Json{{"target", 2}, {"weapon", "knife"}});
        CHECK(e.payload["dies"] == true);
        CHECK(t.marker() == 0);
    }
    SECTION("the Master Thief arrested: +4 for the police") {
        SnTable t(kFour, kFourChars);
        auto e = t.arrest(0, 3);
        CHECK(e.payload["spins"].size() >= 1);
        CHECK(t.marker() == -4);
    }
    SECTION("a thief arrested with one Money: 3 + 3 confiscated = +6 for the police") {
        SnTable t(kFour, kFourChars);
        t.arrest(1, 2, 1);
        CHECK(t.marker() == -6);
        CHECK(t.view()["players"][2]["role"] == "thief");
        CHECK(t.view()["players"][2]["away"] == true);
    }
    SECTION("an escape by boat with Money: +4 for the thieves") {
        SnTable t(kFour, kFourChars);
        t.playUntil(2);
        t.ok("sn.escape", Json{{"vehicle", "boat"}, {"driver", 2}, {"money", 1}});
        CHECK(t.marker() == 4);
        t.playUntil(3);
        CHECK(t.refused("sn.escape", Json{{"vehicle", "boat"}, {"driver", 3}, {"money", 1}}) == "vehicle_used");
    }
    SECTION("an escape by car with Money: +5; without Money: nothing") {
        SnTable t(kFour, kFourChars);
        t.playUntil(2);
        CHECK(t.refused("sn.escape", Json{{"vehicle", "car"}, {"driver", 2}, {"money", 1}}) == "no_key");
        t.ok("sn.escape", Json{{"vehicle", "car"}, {"driver", 2}, {"money", 0}, {"key", true}});
        CHECK(t.marker() == 0);
        t.playUntil(3);
        t.ok("sn.escape", Json{{"vehicle", "motorbike"}, {"driver", 3}, {"money", 1}, {"key", true}});
        CHECK(t.marker() == 5);
    }
}

TEST_CASE("Secret Night - an escape with extra thieves and extra money, and a team reaching 10", "[secret-night]") {
    const std::vector<std::string> eight = {"chief_inspector", "detective", "detective", "detective",
                                            "thief",           "thief",     "thief",     "master_thief"};
    const std::vector<std::string> chars = {"otto",    "victoria", "trevor", "panchito",
                                            "eleanor", "chitra",   "margot", "rita"};
    SnTable t(eight, chars);
    t.playUntil(4);
    // Too many for the motorbike (2 seats); the Chief Inspector, known to all, cannot ride along.
    CHECK(
        t.refused("sn.escape",
                  Json{{"vehicle", "motorbike"}, {"driver", 4}, {"passengers", {5, 6}}, {"money", 1}, {"key", true}}) ==
        "too_many");
    CHECK(t.refused("sn.escape",
                    Json{{"vehicle", "car"}, {"driver", 4}, {"passengers", {0}}, {"money", 1}, {"key", true}}) ==
          "known_role");
    // Car with 3 thieves and 2 Money: 5 + 2 extra thieves x 2 + 1 extra Money x 5 = 14.
    auto e =
        t.ok("sn.escape", Json{{"vehicle", "car"}, {"driver", 4}, {"passengers", {5, 6}}, {"money", 2}, {"key", true}});
    CHECK(e.payload["score"] == 14);
    CHECK(t.marker() == 10); // the thermometer stops at 10
    CHECK(t.view()["phase"] == "finished");
    const Json r = t.view()["results"];
    CHECK(r["winner"] == "thieves");
    CHECK(r["reason"] == "reached_target");
    CHECK(r["deciding"] == "The thieves reached 10 points");
    CHECK(t.refused("sn.end_turn") == "game_over");

    // As a BG Stats play: no points; the four thieves win, the police share second place;
    // every role is public now, and the Master Thief took the first turn.
    const Json play =
        heist::test::checkBgStatsPlay(t.live->session(), {{"Ann", std::nullopt, false, 2, "Chief Inspector"},
                                                          {"Bob", std::nullopt, false, 2, "Detective"},
                                                          {"Cy", std::nullopt, false, 2, "Detective"},
                                                          {"Dee", std::nullopt, false, 2, "Detective"},
                                                          {"Eve", std::nullopt, true, 1, "Thief"},
                                                          {"Fay", std::nullopt, true, 1, "Thief"},
                                                          {"Gus", std::nullopt, true, 1, "Thief"},
                                                          {"Hal", std::nullopt, true, 1, "Master Thief"}});
    CHECK(play["players"][7]["startPlayer"] == true);
    CHECK(play["game"]["noPoints"] == true);
    // For the statistics: each player's side, the Chief Inspector and Detectives with the police.
    const auto record = heist::history::playRecord(t.live->session(), "2026-11-24");
    REQUIRE(record);
    std::vector<std::string> sides;
    for (const auto& p : record->players)
        sides.push_back(p.side);
    CHECK(sides ==
          std::vector<std::string>{"police", "police", "police", "police", "thieves", "thieves", "thieves", "thieves"});
    CHECK(record->players[4].winner);
    CHECK_FALSE(record->players[0].winner);
}

TEST_CASE("Secret Night - a mistaken arrest costs the police 2 and sends both players back", "[secret-night]") {
    SnTable t(kFive, kFiveChars);
    auto e = t.arrest(0, 2); // the Chief Inspector arrests the Deceiver
    CHECK(e.payload["mistaken"] == true);
    CHECK(t.marker() == 2);
    const Json v = t.view();
    CHECK(v["players"][2]["role"] == "deceiver");
    CHECK(v["players"][2]["away"] == true);
    CHECK(v["players"][0]["away"] == true);
    // The Chief Inspector made the arrest on his own turn; both are back on their next turn.
    CHECK(t.refused("sn.spin") == "absent");
    t.ok("sn.end_turn");
    t.playUntil(0);
    CHECK(t.view()["players"][0]["away"] == false);
}

TEST_CASE("Secret Night - a tie at 6 a.m. without a Deceiver goes on until the next score", "[secret-night]") {
    SnTable t(kFour, kFourChars);
    t.endTurns(9 * 4 - 1);
    CHECK(t.view()["clock"] == "5 a.m.");
    t.ok("sn.end_turn");
    CHECK(t.view()["clock"] == "6 a.m.");
    CHECK(t.view()["phase"] == "playing");
    CHECK(t.view()["overtime"] == true);
    t.endTurns(3); // the night goes on
    // The first score wins: the thief dies, +2 for the police.
    t.playUntil(1);
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "knife"}});
    CHECK(t.view()["results"]["winner"] == "police");
    CHECK(t.view()["results"]["reason"] == "first_score_after_dawn");
    CHECK(t.view()["results"]["deciding"] == "Level at dawn; the police scored first");
}

TEST_CASE("Secret Night - with a Deceiver, a level score or one point either way at 6 a.m. is "
          "the Deceiver's win",
          "[secret-night]") {
    SECTION("level") {
        SnTable t(kFive, kFiveChars);
        t.endTurns(9 * 5);
        CHECK(t.view()["results"]["winner"] == "deceiver");
    }
    SECTION("one point: a thief arrested (-3), then an escape by boat with Money (+4)") {
        SnTable t(kFive, kFiveChars);
        t.arrest(1, 3);
        CHECK(t.marker() == -3);
        t.playUntil(4);
        t.ok("sn.escape", Json{{"vehicle", "boat"}, {"driver", 4}, {"money", 1}});
        CHECK(t.marker() == 1);
        while (t.view()["phase"] == "playing")
            t.ok("sn.end_turn");
        CHECK(t.view()["clock"] == "6 a.m.");
        CHECK(t.view()["results"]["winner"] == "deceiver");
    }
    SECTION("two points: the thieves win at dawn") {
        SnTable t(kFive, kFiveChars);
        t.toMidnight();
        t.playUntil(4);
        t.ok("sn.attack", Json{{"target", 1}, {"weapon", "gun"}});
        t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}});
        CHECK(t.marker() == 2);
        while (t.view()["phase"] == "playing")
            t.ok("sn.end_turn");
        CHECK(t.view()["results"]["winner"] == "thieves");
    }
}

TEST_CASE("Secret Night - Wilma moves the clock one hour, once per game, on her turn", "[secret-night]") {
    SnTable t(kFour, {"otto", "wilma", "trevor", "panchito"});
    CHECK(t.refused("sn.move_clock", Json{{"delta", 1}}) == "no_skill"); // the Master Thief's turn
    t.playUntil(1);
    CHECK(t.refused("sn.move_clock", Json{{"delta", -1}}) == "too_early");
    t.ok("sn.move_clock", Json{{"delta", 1}});
    CHECK(t.view()["clock"] == "10 p.m.");
    CHECK(t.view()["players"][1]["skill_spent"] == true);
    CHECK(t.refused("sn.move_clock", Json{{"delta", 1}}) == "no_skill");
    // Undo gives the hour and the skill back.
    t.ok("undo");
    CHECK(t.view()["clock"] == "9 p.m.");
    CHECK(t.view()["players"][1]["skill_spent"] == false);
    t.ok("redo");
    // Wilma was third to play: two more turns close the round, and the clock strikes 11.
    t.endTurns(2);
    CHECK(t.view()["clock"] == "11 p.m.");
    // The night is an hour shorter: seven more rounds reach 6 a.m.
    t.endTurns(4 * 7);
    CHECK(t.view()["clock"] == "6 a.m.");
    CHECK(t.view()["overtime"] == true);
}

TEST_CASE("Secret Night - Kontar re-spins once per turn and the second result stands", "[secret-night]") {
    SnTable t(kFour, {"otto", "kontar", "trevor", "panchito"});
    t.playUntil(1);
    CHECK(t.refused("sn.respin") == "no_spin");
    auto first = t.ok("sn.spin", Json{{"mode", "movement"}});
    auto second = t.ok("sn.respin");
    CHECK(second.payload["respin"] == true);
    CHECK(t.view()["spin"]["segment"] == second.payload["segment"]);
    CHECK(t.view()["spin"]["total"] == second.payload["total"]);
    CHECK(t.refused("sn.respin") == "skill_used");
    CHECK(t.refused("sn.spin") == "already_spun");
    (void)first;
    // Next turn: anyone else cannot re-spin.
    t.ok("sn.end_turn");
    t.ok("sn.spin");
    CHECK(t.refused("sn.respin") == "no_skill");
}

TEST_CASE("Secret Night - Rita adds 2 to movement; 4 or 5 on the wheel draws an extra card", "[secret-night]") {
    // A wheel of one value per test run keeps the expected numbers exact.
    Json wheel = Json::array();
    for (int i = 0; i < 4; ++i)
        wheel.push_back(Json{{"steps", 4}, {"green", i == 0}, {"water", 1}});
    SnTable t(kFour, {"otto", "rita", "trevor", "panchito"}, Json{{"wheel", wheel}});
    t.playUntil(1);
    auto e = t.ok("sn.spin");
    CHECK(e.payload["steps"] == 4);
    CHECK(e.payload["total"] == 6);
    CHECK(e.payload["extra_card"] == true);
    t.ok("sn.save_steps", Json{{"steps", 3}});
    CHECK(t.refused("sn.save_steps", Json{{"steps", 1}}) == "already_saved");
    CHECK(t.view()["players"][1]["saved_steps"] == 3);
    t.ok("sn.end_turn");
    t.playUntil(1);
    auto water = t.ok("sn.spin", Json{{"mode", "water"}});
    CHECK(water.payload["total"] == 1); // no +2 in the water
    t.ok("sn.use_steps", Json{{"steps", 2}});
    CHECK(t.view()["players"][1]["saved_steps"] == 1);
}

TEST_CASE("Secret Night - poison hurts at the end of the victim's turn until healed; death "
          "brings a new character next turn",
          "[secret-night]") {
    SnTable t(kFour, kFourChars);
    CHECK(t.refused("sn.poison", Json{{"target", 2}}) == "before_midnight");
    t.toMidnight();
    t.playUntil(0);
    t.ok("sn.poison", Json{{"target", 2}});
    t.playUntil(2);
    t.ok("sn.end_turn"); // 3 -> 2
    CHECK(t.view()["players"][2]["health"] == 2);
    t.playUntil(2);
    t.ok("sn.heal", Json{{"target", 2}, {"source", "first_aid"}});
    CHECK(t.view()["players"][2]["poisoned"] == false);
    CHECK(t.view()["players"][2]["health"] == 3);
    t.ok("sn.end_turn");
    CHECK(t.view()["players"][2]["health"] == 3);
    // Poisoned again and left: 3 -> 2 -> 1 -> dead at the end of the third turn.
    t.playUntil(0);
    t.ok("sn.poison", Json{{"target", 2}});
    for (int i = 0; i < 3; ++i) {
        t.playUntil(2);
        t.ok("sn.end_turn");
    }
    const Json v = t.view();
    CHECK(v["players"][2]["dead"] == true);
    CHECK(v["players"][2]["role"] == "thief");
    CHECK(t.marker() == -2);
    const std::string next = v["players"][2]["next_character"];
    t.playUntil(2);
    const Json back = t.view()["players"][2];
    CHECK(back["dead"] == false);
    CHECK(back["health"] == 3);
    CHECK(back["character_name"] == next);
    CHECK(back["character"] != "trevor");
    for (int s = 0; s < 4; ++s)
        if (s != 2)
            CHECK(t.view()["players"][s]["character"] != back["character"]);
}

TEST_CASE("Secret Night - skills that protect: Yijun's knife, Salvatore's gun, Margot's knife", "[secret-night]") {
    SnTable t(kFour, {"margot", "yijun", "salvatore", "panchito"});
    t.toMidnight();
    t.playUntil(3);
    auto dodge = t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}});
    CHECK(dodge.payload["avoided"] == "avoid_knife");
    CHECK(t.view()["players"][1]["health"] == 3);
    t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}});
    CHECK(t.view()["players"][1]["health"] == 2);
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
    CHECK(t.view()["players"][2]["health"] == 3);
    t.playUntil(0); // Margot's knife does 2
    t.ok("sn.attack", Json{{"target", 3}, {"weapon", "knife"}});
    CHECK(t.view()["players"][3]["health"] == 1);
}

TEST_CASE("Secret Night - the dog attacks once per turn from midnight until Beef", "[secret-night]") {
    SnTable t(kFour, kFourChars);
    CHECK(t.refused("sn.dog_attack", Json{{"target", 3}}) == "not_chief");
    t.playUntil(0);
    CHECK(t.refused("sn.dog_attack", Json{{"target", 3}}) == "before_midnight");
    t.toMidnight();
    t.playUntil(0);
    t.ok("sn.dog_attack", Json{{"target", 3}});
    CHECK(t.view()["players"][3]["health"] == 2);
    CHECK(t.refused("sn.dog_attack", Json{{"target", 3}}) == "dog_used");
    t.ok("sn.beef", Json{{"by", 3}});
    t.ok("sn.end_turn");
    t.playUntil(0);
    CHECK(t.refused("sn.dog_attack", Json{{"target", 3}}) == "no_dog");
}

TEST_CASE("Secret Night - the Action Square disc starts on Steal and moves to the chosen icon", "[secret-night]") {
    SnTable t(kFour, kFourChars);
    CHECK(t.view()["disc"] == "steal");
    CHECK(t.refused("sn.action_square", Json{{"icon", "steal"}}) == "disc_here");
    t.ok("sn.action_square", Json{{"icon", "trade"}});
    CHECK(t.view()["disc"] == "trade");
    CHECK(t.refused("sn.action_square", Json{{"icon", "push"}}) == "square_used");
    t.ok("sn.end_turn");
    CHECK(t.refused("sn.action_square", Json{{"icon", "trade"}}) == "disc_here");
    t.ok("sn.action_square", Json{{"icon", "steal"}});
}

TEST_CASE("Secret Night - one-turn effects expire by themselves", "[secret-night]") {
    SnTable t(kFour, {"otto", "victoria", "eleanor", "panchito"});
    // Master Thief (seat 3) locks a door: it stays until his next turn.
    t.ok("sn.lock_door");
    CHECK(t.view()["effects"].size() == 1);
    t.endTurns(3);
    CHECK(t.view()["effects"].size() == 1);
    t.ok("sn.end_turn");
    CHECK(t.view()["effects"].empty());
    // Eleanor cannot be tied; Victoria can, for her whole next turn.
    CHECK(t.refused("sn.tie", Json{{"target", 2}}) == "cannot_be_tied");
    for (int attempt = 0; attempt < 40; ++attempt) {
        auto e = t.ok("sn.tie", Json{{"target", 1}});
        if (!e.payload["freed"].get<bool>())
            break;
        t.endTurns(4);
    }
    REQUIRE(t.view()["effects"].size() == 1);
    CHECK(t.view()["effects"][0]["kind"] == "tied");
    t.playUntil(1);
    CHECK(t.view()["effects"].size() == 1); // Victoria's tied turn
    t.ok("sn.end_turn");
    CHECK(t.view()["effects"].empty());
}

TEST_CASE("Secret Night - Zachary's check is private and once per game", "[secret-night]") {
    SnTable t(kFour, {"otto", "zachary", "trevor", "panchito"});
    t.playUntil(1);
    auto e = t.ok("sn.check_role", Json{{"target", 2}});
    CHECK(t.live->session().describe(e) == "Bob checked Cy\u2019s role in secret");
    CHECK_FALSE(t.live->session().publicPayload(e).contains("role"));
    CHECK(t.view()["players"][2]["role"].is_null());
    const Json mine = t.live->session().game().privateView(t.live->session().state(), 1);
    CHECK(mine["checks"][0]["role_name"] == "Thief");
    CHECK(t.refused("sn.check_role", Json{{"target", 0}}) == "no_skill");
    CHECK(t.refused("undo") == "nothing_to_undo"); // a barrier
}

TEST_CASE("Secret Night - Alexandr takes two turns back to back once per game", "[secret-night]") {
    SnTable t(kFour, {"otto", "alexandr", "trevor", "panchito"});
    t.playUntil(1);
    t.ok("sn.use_skill", Json{{"skill", "double_turn"}});
    t.ok("sn.end_turn");
    CHECK(t.current() == 1);
    t.ok("sn.end_turn");
    CHECK(t.current() == 2);
    t.playUntil(1);
    CHECK(t.refused("sn.use_skill", Json{{"skill", "double_turn"}}) == "skill_used");
}

TEST_CASE("Secret Night - undo takes back bookkeeping and harm that killed nobody, never a spin "
          "or a death",
          "[secret-night]") {
    SnTable t(kFour, kFourChars);
    t.ok("sn.spin");
    CHECK(t.refused("undo") == "nothing_to_undo"); // the spin's outcome stays
    t.ok("sn.action_square", Json{{"icon", "push"}});
    t.ok("undo");
    CHECK(t.view()["disc"] == "steal");
    t.toMidnight();
    t.playUntil(0);
    t.ok("sn.attack", Json{{"target", 3}, {"weapon", "knife"}});
    CHECK(t.view()["players"][3]["health"] == 2);
    CHECK(t.live->session().undoDescription() == "Undo: Ann attacked Dee with a knife (1 damage)");
    t.ok("undo");
    CHECK(t.view()["players"][3]["health"] == 3);
    t.ok("sn.attack", Json{{"target", 3}, {"weapon", "gun"}});
    t.ok("sn.attack", Json{{"target", 3}, {"weapon", "knife"}});
    CHECK(t.view()["players"][3]["dead"] == true);
    CHECK(t.refused("undo") == "nothing_to_undo"); // a death reveals a role
}

TEST_CASE("Secret Night - replaying a stored night equals the live state", "[secret-night]") {
    SnTable t(kFour, {"otto", "kontar", "trevor", "rita"});
    t.toMidnight();
    for (int i = 0; i < 12; ++i) {
        t.ok("sn.spin");
        if (t.current() == 1)
            t.ok("sn.respin");
        if (t.current() == 0)
            t.live->dispatch(heist::test::intent("sn.attack", Json{{"target", 2}, {"weapon", "knife"}}));
        t.ok("sn.end_turn");
    }
    auto replayed = heist::store::LiveSession::resume(t.store, t.live->id());
    const auto& game = t.live->session().game();
    CHECK(game.publicView(replayed.session().state()) == t.view());
    CHECK(game.secretsView(replayed.session().state()) == game.secretsView(t.live->session().state()));
}
