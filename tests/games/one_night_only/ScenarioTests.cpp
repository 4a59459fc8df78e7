// One Night Only played through intents. Every expected total is worked out by hand in the
// comments from rules/one-night-only.txt: Spinel 1 coin, Sphene 5, Sapphire 10, Emerald 20;
// cases Yellow 3, Blue 6, Green 13; a camera or laser 5; the vault 18; the win 60.
#include "tests/games/one_night_only/OnoTable.hpp"

using heist::Json;
using heist::test::checkBgStatsPlay;
using heist::test::OnoTable;

TEST_CASE("One Night Only - buying a gadget: the proposal overpays least, keeps the most "
          "valuable jewels, and the change comes back as loose coins",
          "[one-night-only]") {
    OnoTable t(2);
    // Ann holds a Sphene from an earlier turn. She rolls 3 on a Movement Die and 4+3 = 7
    // looting: Yellow (3) and Blue (6) open. She takes 1 Sapphire and 1 Sphene and walks over
    // 3 Spinels: 10 + 2x5 + 3x1 = 23 coins.
    t.stageHaul("sphene", 1);
    t.stageRoll({3}, {4, 3});
    t.take("sapphire");
    t.take("sphene");
    t.take("spinel", 3);
    CHECK(t.ledger(0)["jewel_value"] == 23);

    SECTION("a 12-coin gadget: 2 Sphenes + 2 Spinels (12, nothing over), not the Sapphire") {
        // Exact payments: Sapphire + 2 Spinels, or 2 Sphenes + 2 Spinels. Both overpay 0; the
        // second keeps the Sapphire, the more valuable jewel.
        auto e = t.ok("ono.buy_gadget", Json{{"price", 12}, {"sell", 4}, {"name", "Glass cutter"}});
        CHECK(e.payload["paid"]["jewels"] == Json{{"spinel", 2}, {"sphene", 2}, {"sapphire", 0}, {"emerald", 0}});
        CHECK(e.payload["change"] == 0);
        // Left: 1 Sapphire + 1 Spinel = 11 in jewels, the gadget sells for 4: total 15.
        CHECK(t.ledger(0)["jewel_value"] == 11);
        CHECK(t.ledger(0)["gadget_value"] == 4);
        CHECK(t.ledger(0)["total"] == 15);
        CHECK(t.ledger(0)["gadgets"][0]["name"] == "Glass cutter");
        CHECK(t.live->session().describe(e) ==
              "Ann bought Glass cutter for 12 coins (sells for 4), paid 2 Sphenes and 2 Spinels");
    }
    SECTION("a 14-coin gadget: the Sapphire + a Sphene (15), 1 coin change") {
        // Nothing adds up to 14 exactly with 10, 5, 5, 1, 1, 1: without the Sapphire at most
        // 5+5+3 = 13; with it 10..13, then 15. So Sapphire + Sphene = 15, 1 coin change.
        auto e = t.ok("ono.buy_gadget", Json{{"price", 14}, {"sell", 6}});
        CHECK(e.payload["paid"]["jewels"] == Json{{"spinel", 0}, {"sphene", 1}, {"sapphire", 1}, {"emerald", 0}});
        CHECK(e.payload["change"] == 1);
        // Left: 1 Sphene + 3 Spinels = 8, loose 1, gadget 6: total 15.
        CHECK(t.ledger(0)["jewel_value"] == 8);
        CHECK(t.ledger(0)["loose_coins"] == 1);
        CHECK(t.ledger(0)["total"] == 15);
    }
    SECTION("the player's own payment: the Sapphire for a 7-coin gadget, 3 coins change") {
        auto e = t.ok("ono.buy_gadget",
                      Json{{"price", 7}, {"sell", 2}, {"payment", Json{{"jewels", Json{{"sapphire", 1}}}}}});
        CHECK(e.payload["change"] == 3);
        // Left: 2 Sphenes + 3 Spinels = 13, loose 3, gadget 2: total 18.
        CHECK(t.ledger(0)["jewels"]["sapphire"] == 0);
        CHECK(t.ledger(0)["loose_coins"] == 3);
        CHECK(t.ledger(0)["total"] == 18);
        // Loose coins pay before any jewel: a 3-coin gadget takes the 3 loose coins.
        auto e2 = t.ok("ono.buy_gadget", Json{{"price", 3}, {"sell", 1}});
        CHECK(e2.payload["paid"]["coins"] == 3);
        CHECK(t.ledger(0)["jewel_value"] == 13);
    }
}

TEST_CASE("One Night Only - an impossible purchase is refused with how much is missing", "[one-night-only]") {
    OnoTable t(2);
    // Ann: 1 Sphene + 1 Spinel = 6 coins (1 to move, 2+1 = 3 to loot).
    t.stageRoll({1}, {2, 1});
    t.take("sphene");
    t.take("spinel");
    const auto before = t.ledger(0);
    auto e = t.refused("ono.buy_gadget", Json{{"price", 9}, {"sell", 3}});
    CHECK(e.code == "cannot_pay");
    CHECK(e.message == "The gadget costs 9 coins and the thief has 6 coins: 3 coins missing.");
    // Her own payment of the Spinel only: worth 1 of 9.
    e = t.refused("ono.buy_gadget",
                  Json{{"price", 9}, {"sell", 3}, {"payment", Json{{"jewels", Json{{"spinel", 1}}}}}});
    CHECK(e.code == "short_payment");
    CHECK(e.message == "That payment is worth 1 coin; the gadget costs 9 coins: 8 coins missing.");
    // A payment with a jewel she does not hold.
    e = t.refused("ono.buy_gadget",
                  Json{{"price", 5}, {"sell", 3}, {"payment", Json{{"jewels", Json{{"emerald", 1}}}}}});
    CHECK(e.code == "not_held");
    CHECK(t.ledger(0) == before);
}

TEST_CASE("One Night Only - selling a gadget and refreshing the shop", "[one-night-only]") {
    OnoTable t(2);
    // Ann: 2 Sphenes (10), one from an earlier turn. A gadget for 8 (sells for 5): 2 Sphenes,
    // 2 change.
    t.stageHaul("sphene", 1);
    t.stageRoll({}, {1, 1, 1});
    t.take("sphene");
    t.ok("ono.buy_gadget", Json{{"price", 8}, {"sell", 5}, {"name", "Rope"}});
    CHECK(t.ledger(0)["loose_coins"] == 2);
    CHECK(t.ledger(0)["total"] == 7); // 0 jewels + 2 loose + 5 sell value

    // Refresh for 1 coin: paid from the loose coins. 2 - 1 = 1 loose; total 6.
    auto r = t.ok("ono.refresh_shop");
    CHECK(r.payload["paid"]["coins"] == 1);
    CHECK(t.ledger(0)["loose_coins"] == 1);
    CHECK(t.ledger(0)["total"] == 6);

    // Sell the rope: +5 loose, the gadget is gone; total stays 6 (1 + 5).
    const int id = t.ledger(0)["gadgets"][0]["id"].get<int>();
    auto s = t.ok("ono.sell_gadget", Json{{"gadget", id}});
    CHECK(t.live->session().describe(s) == "Ann sold Rope for 5 coins");
    CHECK(t.ledger(0)["loose_coins"] == 6);
    CHECK(t.ledger(0)["gadgets"].empty());
    CHECK(t.ledger(0)["total"] == 6);
    CHECK(t.refused("ono.sell_gadget", Json{{"gadget", id}}).code == "no_gadget");

    // Bob has nothing: after his roll, refreshing is refused, 1 coin missing.
    t.endTurn();
    t.stageRoll({}, {3});
    auto e = t.refused("ono.refresh_shop");
    CHECK(e.code == "cannot_pay");
    CHECK(e.message == "Refreshing the shop costs 1 coin and the thief has 0 coins: 1 coin missing.");
    // With only a Sphene, refreshing pays it and gives 4 coins change.
    t.take("sphene");
    auto r2 = t.ok("ono.refresh_shop");
    CHECK(r2.payload["change"] == 4);
    CHECK(t.ledger(1)["loose_coins"] == 4);
    CHECK(t.ledger(1)["jewel_value"] == 0);
}

TEST_CASE("One Night Only - a motion sensor expires once every player has had a turn with it", "[one-night-only]") {
    for (int players : {2, 3, 4}) {
        INFO(players << " players");
        OnoTable t(players);
        // Ann places it in the Gallery during her turn (seat 0). The turns that count are the
        // ones after hers: seats 1 .. n-1, then Ann's next turn. It expires at the end of that
        // turn: after 1 + n turn ends in all.
        t.stageRoll({1, 1, 1}, {});
        t.ok("ono.place_sensor", Json{{"room", "Gallery"}});
        for (int turn = 0; turn < players; ++turn) {
            auto e = t.ok("ono.end_turn");
            CHECK(e.payload["sensors_expired"].empty());
            REQUIRE(t.view()["sensors"].size() == 1);
            CHECK(t.view()["sensors"][0]["turns_left"] == players - turn);
            t.stageRoll({1, 1, 1}, {});
        }
        CHECK(t.current() == 0); // Ann's turn again: everyone else had theirs with the sensor
        auto last = t.ok("ono.end_turn");
        CHECK(last.payload["sensors_expired"].size() == 1);
        CHECK(t.view()["sensors"].empty());
        CHECK(t.live->session().describe(last) ==
              "Ann ended their turn; Bob is next; the motion sensor in Gallery expires "
              "(everyone has had a turn with it)");
    }
}

TEST_CASE("One Night Only - with a motion sensor in the thief's room only one die is rolled", "[one-night-only]") {
    OnoTable t(2);
    t.stageRoll({1, 1, 1}, {});
    t.ok("ono.place_sensor", Json{{"room", 3}}); // rooms may be numbered
    CHECK(t.view()["sensors"][0]["room"] == "Room 3");
    CHECK(t.refused("ono.place_sensor", Json{{"room", "Room 3"}}).code == "sensor_there");
    t.ok("ono.end_turn");
    // Bob is in Room 3: three dice are refused, one is rolled.
    auto e = t.refused("ono.roll", Json{{"movement", 2}, {"looting", 1}, {"room", 3}});
    CHECK(e.code == "dice_count");
    CHECK(e.message == "A motion sensor watches Room 3: roll 1 die; you chose 3.");
    auto r = t.ok("ono.roll", Json{{"movement", 0}, {"looting", 1}, {"room", "Room 3"}});
    CHECK(r.payload["looting"].size() == 1);
    CHECK(r.payload["sensor_room"] == "Room 3");
    CHECK(t.refused("ono.roll", Json{{"movement", 0}, {"looting", 1}}).code == "already_rolled");
    // Undo stops at the roll.
    CHECK(t.refused("undo").code == "nothing_to_undo");
    // A room without a sensor rolls three as usual; removing the sensor by card.
    t.ok("ono.remove_sensor", Json{{"room", 3}});
    CHECK(t.view()["sensors"].empty());
    t.ok("ono.end_turn");
    auto r3 = t.ok("ono.roll", Json{{"movement", 1}, {"looting", 2}, {"room", 3}});
    CHECK(r3.payload["movement"].size() == 1);
    CHECK(r3.payload["looting"].size() == 2);
    CHECK(r3.payload["looting_total"] == r3.payload["looting"][0].get<int>() + r3.payload["looting"][1].get<int>());
}

TEST_CASE("One Night Only - a roll that opens Yellow and Blue but not Green, under each switch", "[one-night-only]") {
    SECTION("default (>=, every case it opens): looting 4+3 = 7") {
        OnoTable t(2);
        // Nothing is left behind before the roll; the roll then leaves Yellow and Blue until a
        // jewel is taken from each (ending the turn asks until then).
        const auto left = [&t] { return OnoTable::game().tableView(t.live->session().state()); };
        CHECK(left().casesLeft.empty());
        t.stageRoll({5}, {4, 3});
        CHECK(left().casesLeft == std::vector<std::string>{"Yellow", "Blue"});
        CHECK(t.view()["roll"]["opens"] == Json{"Yellow", "Blue"});
        CHECK(t.view()["roll"]["removes_camera_or_laser"] == true); // 7 >= 5
        CHECK(t.view()["roll"]["breaks_vault"] == false);
        CHECK(t.view()["roll"]["movement_total"] == 5);
        t.take("sphene");
        CHECK(left().casesLeft == std::vector<std::string>{"Blue"});
        t.take("sapphire");              // a second case with the same roll
        CHECK(left().casesLeft.empty()); // nothing left behind: the turn ends without a question
        auto e = t.refused("ono.take_jewel", Json{{"jewel", "emerald"}});
        CHECK(e.code == "case_closed");
        CHECK(e.message == "The Green case needs 13; you rolled 7.");
        CHECK(t.ledger(0)["jewel_value"] == 15); // 5 + 10
        CHECK(t.view()["museum"]["sapphire"] == 3);
    }
    SECTION("one case per roll: the second case is refused") {
        OnoTable t(2, Json{{"one_case_per_roll", true}});
        t.stageRoll({5}, {4, 3});
        CHECK(t.view()["roll"]["opens"] == Json{"Yellow", "Blue"});
        t.take("sapphire");
        // The one case this roll may loot is looted: Yellow is not left behind.
        CHECK(OnoTable::game().tableView(t.live->session().state()).casesLeft.empty());
        CHECK(t.refused("ono.take_jewel", Json{{"jewel", "sphene"}}).code == "one_case_per_roll");
        t.take("spinel"); // red needs no dice and is not a looted case
        CHECK(t.ledger(0)["jewel_value"] == 11);
    }
    SECTION("strictly greater: 7 still opens Yellow and Blue; exactly 6 opens only Yellow") {
        OnoTable t(2, Json{{"looting_strictly_greater", true}});
        t.stageRoll({}, {4, 3});
        CHECK(t.view()["roll"]["opens"] == Json{"Yellow", "Blue"});
        t.take("sapphire");
        t.endTurn();
        t.stageRoll({}, {3, 3});
        CHECK(t.view()["roll"]["opens"] == Json{"Yellow"});
        auto e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}});
        CHECK(e.message == "The Blue case needs more than 6; you rolled 6.");
        t.take("sphene");
    }
    SECTION(">= default: exactly 6 opens Blue, 5 does not") {
        OnoTable t(2);
        t.stageRoll({}, {3, 2});
        auto e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}});
        CHECK(e.message == "The Blue case needs 6; you rolled 5.");
        t.endTurn();
        t.stageRoll({}, {3, 3});
        t.take("sapphire");
    }
}

TEST_CASE("One Night Only - Spinels need no Looting Dice; other cases need a roll that opens "
          "them; the museum never goes below zero",
          "[one-night-only]") {
    OnoTable t(2);
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "spinel"}}).code == "not_rolled");
    auto e = t.refused("ono.take_jewel", Json{{"jewel", "sphene"}});
    CHECK(e.code == "not_rolled");
    t.stageRoll({}, {6, 6, 1}); // 13 opens Green
    t.take("emerald");
    e = t.refused("ono.take_jewel", Json{{"jewel", "emerald"}});
    CHECK(e.code == "museum_empty_case");
    CHECK(e.message == "The museum has no Emerald left: the Green case is empty.");
    CHECK(t.view()["museum"]["emerald"] == 0);
    CHECK(t.ledger(0)["jewel_value"] == 20);
    t.endTurn();
    // Bob: one Movement Die and 1+1 looting, which opens no case; a Spinel walked over needs none.
    t.stageRoll({4}, {1, 1});
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "sphene"}}).code == "case_closed");
    t.take("spinel");
    CHECK(t.ledger(1)["jewel_value"] == 1);
}

TEST_CASE("One Night Only - the 60-coin ending, jewels only by default", "[one-night-only]") {
    OnoTable t(2);
    // Ann holds 3 Sapphires from earlier turns (30). She rolls 6+6+1 = 13: Green, Blue and
    // Yellow open. Emerald 20 + 4 Sapphires 40 = 60.
    t.stageHaul("sapphire", 3);
    t.stageRoll({}, {6, 6, 1});
    t.take("emerald");
    CHECK(t.view()["phase"] == "playing"); // 50
    auto win = t.ok("ono.take_jewel", Json{{"jewel", "sapphire"}});
    CHECK(win.payload["ends"] == "sixty");
    CHECK(t.view()["phase"] == "finished");
    const auto res = t.view()["results"];
    CHECK(res["ending"] == "sixty");
    CHECK(res["deciding"] == "A thief reached 60 coins");
    CHECK(res["winners"] == Json{0});
    CHECK(res["scores"][0]["total"] == 60);
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "spinel"}}).code == "game_over");
    // As a BG Stats play: Ann's 60 wins; Bob, who never took a turn, keeps what he began with.
    const Json play = checkBgStatsPlay(
        t.live->session(), {{"Ann", 60, true, 1, ""}, {"Bob", res["scores"][1]["total"].get<int>(), false, 2, ""}});
    CHECK(play["players"][0]["startPlayer"] == true);
    // The winning jewel is a choice, not a roll: a slip can be taken back, and the night goes on
    // with the roll it came from (Ann at 50, the Sapphire back in the museum).
    const int sapphires = t.view()["museum"]["sapphire"];
    t.ok("undo");
    CHECK(t.view()["phase"] == "playing");
    CHECK(t.ledger(0)["jewel_value"] == 50);
    CHECK(t.view()["museum"]["sapphire"] == sapphires + 1);
    CHECK(t.view()["results"].is_null());
    CHECK(t.live->session().endingNotice({"ono.jewel_taken", win.payload}) ==
          "Ann reaches 60 coins in jewels and wins.");
    CHECK(t.ok("ono.take_jewel", Json{{"jewel", "sapphire"}}).payload["ends"] == "sixty");
    // The roll before it stays a barrier: undo stops at it once the jewels taken with it (the
    // Emerald and the Sapphire) are taken back.
    for (int i = 0; i < 2; ++i)
        t.ok("undo");
    CHECK(t.refused("undo").code == "nothing_to_undo");
}

TEST_CASE("One Night Only - the 60-coin switch counts gadget sell values too", "[one-night-only]") {
    for (bool withGadgets : {false, true}) {
        INFO("sixty_counts_gadgets " << withGadgets);
        OnoTable t(2, Json{{"sixty_counts_gadgets", withGadgets}});
        // Emerald 20 + 3 Sapphires 30 from earlier turns; a roll of 6+4 to move and 3 to loot
        // opens Yellow: + 1 Sphene 5 = 55 in jewels.
        t.stageHaul("emerald", 1);
        t.stageHaul("sapphire", 3);
        t.stageRoll({6, 4}, {3});
        t.take("sphene");
        // A gadget for 5 that sells for 8: the proposal pays the Sphene exactly. Jewels 50,
        // gadgets 8: 50 (default) or 58 (switch) toward the win.
        auto buy = t.ok("ono.buy_gadget", Json{{"price", 5}, {"sell", 8}});
        CHECK(buy.payload["paid"]["jewels"]["sphene"] == 1);
        CHECK(t.ledger(0)["toward_win"] == (withGadgets ? 58 : 50));
        // Two Spinels: 52 in jewels; with gadgets 60 and the night is won.
        t.take("spinel", 2);
        if (withGadgets) {
            CHECK(t.view()["phase"] == "finished");
            CHECK(t.view()["results"]["ending"] == "sixty");
            CHECK(t.view()["results"]["scores"][0]["total"] == 60); // 52 + 8
        } else {
            CHECK(t.view()["phase"] == "playing");
            t.take("spinel", 7); // 59
            CHECK(t.view()["phase"] == "playing");
            t.take("spinel"); // 60 in jewels: the tenth Spinel of a 10-square walk
            CHECK(t.view()["results"]["ending"] == "sixty");
            CHECK(t.view()["results"]["scores"][0]["total"] == 68); // 60 + 8
        }
    }
}

TEST_CASE("One Night Only - the vault ends the night at once with 18 from a keyhole", "[one-night-only]") {
    OnoTable t(3);
    t.endTurn();
    t.stageRoll({}, {6, 6, 5}); // Bob: 17
    auto e = t.refused("ono.break_vault");
    CHECK(e.code == "vault_closed");
    CHECK(e.message == "The vault needs 18 on the Looting Dice; you rolled 17.");
    t.endTurn();
    t.stageRoll({}, {6, 6, 6}); // Cy: 18
    CHECK(t.view()["roll"]["breaks_vault"] == true);
    CHECK(t.view()["roll"]["opens"] == Json{"Yellow", "Blue", "Green"});
    auto v = t.ok("ono.break_vault");
    CHECK(t.live->session().describe(v) == "Cy broke into the vault with 18 from a keyhole");
    CHECK(t.view()["results"]["ending"] == "vault");
    CHECK(t.view()["results"]["deciding"] == "The vault was broken");
    CHECK(t.view()["results"]["winners"] == Json{2});
}

TEST_CASE("One Night Only - an empty museum ends the night; a tie is shown as a tie", "[one-night-only]") {
    OnoTable t(3);
    // The museum: 40 Spinels, 8 Sphenes, 4 Sapphires, 1 Emerald = 140 coins. The hauls of
    // earlier turns are staged:
    // Ann:  Emerald 20 + 1 Sapphire 10 + 2 Sphenes 10 + 10 Spinels = 50
    t.stageHaul("emerald", 1);
    t.stageHaul("sapphire", 1);
    t.stageHaul("sphene", 2);
    t.stageHaul("spinel", 10);
    t.endTurn();
    // Bob:  2 Sapphires 20 + 3 Sphenes 15 + 15 Spinels = 50
    t.stageHaul("sapphire", 2);
    t.stageHaul("sphene", 3);
    t.stageHaul("spinel", 15);
    t.endTurn();
    // Cy:   1 Sapphire 10 + 3 Sphenes 15, then a walk of 6+6+3 = 15 squares over the last 15
    // Spinels = 40; the last Spinel empties the museum.
    t.stageHaul("sapphire", 1);
    t.stageHaul("sphene", 3);
    t.stageRoll({6, 6, 3}, {});
    t.ok("ono.take_jewel", Json{{"jewel", "spinel"}, {"count", 14}});
    CHECK(t.view()["museum_jewels_left"] == 1);
    CHECK(t.view()["phase"] == "playing");
    auto last = t.ok("ono.take_jewel", Json{{"jewel", "spinel"}});
    CHECK(last.payload["ends"] == "museum_empty");
    const auto res = t.view()["results"];
    CHECK(res["ending"] == "museum_empty");
    CHECK(res["deciding"] == "The museum ran out of jewels");
    CHECK(res["winners"] == Json{0, 1});
    CHECK(res["tie"] == true);
    CHECK(res["scores"][0]["total"] == 50);
    CHECK(res["scores"][1]["total"] == 50);
    CHECK(res["scores"][2]["total"] == 40);
    CHECK(t.view()["museum_jewels_left"] == 0);
    // As a BG Stats play: Ann and Bob share first place at 50, Cy is third (not second).
    checkBgStatsPlay(t.live->session(), {{"Ann", 50, true, 1, ""}, {"Bob", 50, true, 1, ""}, {"Cy", 40, false, 3, ""}});
}

TEST_CASE("One Night Only - an empty museum: gadget sell values count toward the most coins", "[one-night-only]") {
    OnoTable t(2);
    // Ann's earlier turns: Emerald 20 + 3 Sapphires 30 + 1 Sphene 5 + 2 Spinels = 57. This turn
    // she rolls 6+6+6 = 18 on the Movement Dice.
    t.stageHaul("emerald", 1);
    t.stageHaul("sapphire", 3);
    t.stageHaul("sphene", 1);
    t.stageHaul("spinel", 2);
    t.stageRoll({6, 6, 6}, {});
    // A gadget for 25 that sells for 10. Exact payments: Emerald + Sphene, or 2 Sapphires +
    // Sphene; the proposal keeps the Emerald. Left: Emerald + Sapphire = 30, gadget 10.
    auto buy = t.ok("ono.buy_gadget", Json{{"price", 25}, {"sell", 10}});
    CHECK(buy.payload["paid"]["jewels"] == Json{{"spinel", 0}, {"sphene", 1}, {"sapphire", 2}, {"emerald", 0}});
    CHECK(t.ledger(0)["total"] == 42);
    // 18 Spinels walked over, 20 in all: 50 in jewels, total 60 (the win counts jewels only: 50).
    t.ok("ono.take_jewel", Json{{"jewel", "spinel"}, {"count", 18}});
    CHECK(t.ledger(0)["total"] == 60);
    CHECK(t.view()["phase"] == "playing");
    t.ok("ono.end_turn");
    // Bob: the last Sapphire 10 + the 7 Sphenes 35 from earlier turns, then a walk of 5+5+4
    // over 14 Spinels = 59.
    t.stageHaul("sapphire", 1);
    t.stageHaul("sphene", 7);
    t.stageRoll({5, 5, 4}, {});
    t.ok("ono.take_jewel", Json{{"jewel", "spinel"}, {"count", 14}});
    CHECK(t.ledger(1)["total"] == 59);
    t.ok("ono.end_turn");
    // 40 - 20 - 14 = 6 Spinels left; Ann walks 2+2+2 over them: 56 in jewels (below 60) + 10 = 66.
    CHECK(t.view()["museum_jewels_left"] == 6);
    t.stageRoll({2, 2, 2}, {});
    t.take("spinel", 6);
    const auto res = t.view()["results"];
    CHECK(res["ending"] == "museum_empty");
    // Jewels alone would give Bob the night (59 against 56); the gadget's 10 gives it to Ann.
    CHECK(res["winners"] == Json{0});
    CHECK(res["scores"][0]["total"] == 66);
    CHECK(res["scores"][1]["total"] == 59);
    CHECK(res["tie"] == false);
}

TEST_CASE("One Night Only - undoing a purchase gives back exactly what was paid; replay equals "
          "live state",
          "[one-night-only]") {
    OnoTable t(2);
    t.stageRoll({2}, {4, 3});
    t.take("sapphire");
    t.take("spinel", 2);
    const auto before = t.ledger(0);
    // 7 coins: the Sapphire (least overpayment: 2 Spinels are too few), 3 change.
    auto buy = t.ok("ono.buy_gadget", Json{{"price", 7}, {"sell", 3}, {"name", "Drill"}});
    CHECK(buy.payload["change"] == 3);
    CHECK(t.live->session().undoDescription() ==
          "Undo: Ann bought Drill for 7 coins (sells for 3), paid 1 Sapphire, 3 coins change");
    t.ok("undo");
    CHECK(t.ledger(0) == before);
    t.ok("redo");
    CHECK(t.ledger(0)["loose_coins"] == 3);
    CHECK(t.ledger(0)["gadgets"].size() == 1);
    t.ok("ono.place_sensor", Json{{"room", "Hall"}});
    t.ok("ono.end_turn");

    const auto live = t.view();
    auto resumed = heist::store::LiveSession::resume(t.store, t.live->id());
    CHECK(OnoTable::game().publicView(resumed.session().state()) == live);
}

TEST_CASE("One Night Only - wrong argument types are refused with an error naming the field", "[one-night-only]") {
    OnoTable t(2, Json::object(), 5, false);
    auto e = t.refused("ono.first_player", Json{{"seat", "Ann"}});
    CHECK(e.code == "bad_argument");
    CHECK(e.message == "\"seat\" must be a whole number, not \"Ann\".");
    e = t.refused("ono.first_player");
    CHECK(e.code == "missing_argument");
    CHECK(e.message.find("\"seat\"") != std::string::npos);
    CHECK(t.refused("ono.roll", Json{{"movement", 3}, {"looting", 0}}).code == "wrong_phase");
    t.ok("ono.first_player", Json{{"seat", 1}});
    CHECK(t.current() == 1);

    e = t.refused("ono.roll", Json{{"movement", "two"}, {"looting", 1}});
    CHECK(e.code == "bad_argument");
    CHECK(e.message == "\"movement\" must be a whole number, not \"two\".");
    e = t.refused("ono.roll", Json{{"movement", 2}});
    CHECK(e.code == "missing_argument");
    CHECK(e.message == "Say how many Looting Dice to roll (\"looting\": a whole number).");
    CHECK(t.refused("ono.roll", Json{{"movement", 2}, {"looting", 2}}).code == "dice_count");
    CHECK(t.refused("ono.roll", Json{{"movement", 4}, {"looting", -1}}).code == "bad_dice");
    e = t.refused("ono.take_jewel", Json{{"jewel", 3}});
    CHECK(e.message == "\"jewel\" must be text in quotes, not 3.");
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "ruby"}}).code == "bad_jewel");
    e = t.refused("ono.buy_gadget", Json{{"price", 5.5}, {"sell", 1}});
    CHECK(e.message == "\"price\" must be a whole number, not 5.5.");
    e = t.refused("ono.buy_gadget", Json{{"price", 5}, {"sell", 1}, {"payment", Json{{"coins", -1}}}});
    CHECK(e.message == "\"payment.coins\" must be a whole number from 0, not -1.");
    e = t.refused("ono.buy_gadget", Json{{"price", 5}, {"sell", 1}, {"payment", "all"}});
    CHECK(e.message == "\"payment\" must be an object of named fields, not \"all\".");
    e = t.refused("ono.place_sensor", Json{{"room", true}});
    CHECK(e.message == "\"room\" must be a room name or number, not true.");
    CHECK(t.refused("ono.sell_gadget", Json{{"gadget", "rope"}}).code == "bad_argument");
    CHECK(t.refused("ono.steal_vault").code == "unknown_intent");
    CHECK(t.refused("ono.end_turn").code == "not_rolled");
}

TEST_CASE("One Night Only - the first player: rolled for everyone, ties re-rolled among the "
          "tied, every roll stored",
          "[one-night-only]") {
    const auto& game = OnoTable::game();
    heist::engine::SessionSetup setup;
    for (int i = 0; i < 4; ++i)
        setup.players.push_back({i, "P" + std::to_string(i), "amber"});
    bool sawTie = false;
    for (std::uint64_t seed = 1; seed < 200 && !sawTie; ++seed) {
        auto state = game.initialState(setup);
        std::vector<Json> payloads;
        for (std::int64_t seq = 1; seq < 50; ++seq) {
            auto rng = heist::components::Rng::forEvent(seed, seq);
            auto r = game.resolve(*state, heist::test::intent("ono.roll_first_player"), rng);
            REQUIRE(std::holds_alternative<heist::engine::EventDraft>(r));
            const auto d = std::get<heist::engine::EventDraft>(r);
            payloads.push_back(d.payload);
            game.apply(*state, heist::engine::Event{seq, d.type, d.payload, {}});
            if (!d.payload["first"].is_null())
                break;
        }
        const auto& s = OnoTable::game().cast(*state);
        REQUIRE(s.phase == heist::games::one_night_only::Phase::Playing);
        REQUIRE(s.firstPlayerRolls.size() == payloads.size());
        // Each roll after the first is made by exactly the seats tied on the highest face.
        for (std::size_t k = 1; k < payloads.size(); ++k) {
            std::vector<int> rolled;
            for (const auto& r : payloads[k]["rolls"])
                rolled.push_back(r["seat"].get<int>());
            CHECK(rolled == payloads[k - 1]["highest"].get<std::vector<int>>());
            CHECK(rolled.size() >= 2);
        }
        // The first player rolled the highest face of the last roll.
        int best = 0;
        for (const auto& r : payloads.back()["rolls"])
            best = std::max(best, r["face"].get<int>());
        for (const auto& r : payloads.back()["rolls"])
            if (r["seat"] == s.first)
                CHECK(r["face"] == best);
        sawTie |= payloads.size() > 1;
    }
    CHECK(sawTie);

    // Through the store: the first-player roll is a barrier.
    OnoTable t(2, Json::object(), 9, false);
    t.ok("ono.roll_first_player");
    CHECK(t.refused("undo").code == "nothing_to_undo");
    CHECK(t.view()["first_player_rolls"].size() >= 1);
}
