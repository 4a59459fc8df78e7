// The rulebook's limits on a turn (SPEC 3.4): no looting or buying before the turn's roll,
// Spinels only on the squares walked (none without Movement Dice, never more than the
// movement total), one jewel from each case a roll opens. Each forbidden move is refused with
// its message and nothing is stored; the allowed edge is accepted; older logs still replay.
#include "tests/games/one_night_only/OnoTable.hpp"

using heist::Json;
using heist::test::OnoTable;

TEST_CASE("One Night Only - nothing is looted or bought before the turn's roll", "[one-night-only]") {
    OnoTable t(2);
    // Ann holds a Sphene from an earlier turn: she could pay for the shop, but not yet.
    t.stageHaul("sphene", 1);
    const auto before = t.view();
    auto e = t.refused("ono.take_jewel", Json{{"jewel", "spinel"}});
    CHECK(e.code == "not_rolled");
    CHECK(e.message == "Roll first: Spinels lie on the squares walked, and moving and looting come "
                       "after the turn's roll.");
    e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}});
    CHECK(e.code == "not_rolled");
    CHECK(e.message == "Roll first: the Blue case needs 6 on the Looting Dice.");
    e = t.refused("ono.buy_gadget", Json{{"price", 3}, {"sell", 1}});
    CHECK(e.code == "not_rolled");
    CHECK(e.message == "Roll first: buying a gadget comes after the turn's roll (moving and looting "
                       "come first).");
    e = t.refused("ono.refresh_shop");
    CHECK(e.code == "not_rolled");
    CHECK(e.message == "Roll first: refreshing the shop comes after the turn's roll (moving and "
                       "looting come first).");
    CHECK(t.view() == before); // nothing changed

    // After the roll (2 to move, 1+1 to loot) the same purchase goes through: the Sphene pays
    // 3 coins with 2 change.
    t.stageRoll({2}, {1, 1});
    auto buy = t.ok("ono.buy_gadget", Json{{"price", 3}, {"sell", 1}});
    CHECK(buy.payload["change"] == 2);
    t.ok("ono.refresh_shop"); // 1 of the 2 loose coins
    CHECK(t.ledger(0)["loose_coins"] == 1);
    // A new turn closes the shop again until Bob rolls.
    t.ok("ono.end_turn");
    CHECK(t.refused("ono.refresh_shop").code == "not_rolled");
}

TEST_CASE("One Night Only - Spinels lie on the squares walked: none without Movement Dice, never "
          "more than the movement total",
          "[one-night-only]") {
    OnoTable t(2);
    // Ann rolls three Looting Dice, 6+6+1: every case opens but she walks nowhere.
    t.stageRoll({}, {6, 6, 1});
    CHECK(t.view()["roll"]["spinels_left"] == 0);
    auto e = t.refused("ono.take_jewel", Json{{"jewel", "spinel"}});
    CHECK(e.code == "no_movement");
    CHECK(e.message == "No Movement Dice in this roll: Spinels lie on the squares walked, and this "
                       "thief walked none.");
    CHECK(t.ledger(0)["jewels"]["spinel"] == 0);
    t.ok("ono.end_turn");

    // Bob walks 4+3 = 7 squares: exactly 7 Spinels at once is the edge, and it is allowed.
    t.stageRoll({4, 3}, {2});
    CHECK(t.view()["roll"]["spinels_left"] == 7);
    auto seven = t.ok("ono.take_jewel", Json{{"jewel", "spinel"}, {"count", 7}});
    CHECK(t.live->session().describe(seven) == "Bob took 7 Spinels (7 coins) from the Red case");
    CHECK(t.ledger(1)["jewels"]["spinel"] == 7);
    CHECK(t.view()["museum"]["spinel"] == 33);
    CHECK(t.view()["roll"]["spinels_left"] == 0);
    e = t.refused("ono.take_jewel", Json{{"jewel", "spinel"}});
    CHECK(e.code == "walk_limit");
    CHECK(e.message == "This roll moves 7 squares: at most one Spinel a square walked, and all 7 "
                       "are taken.");
    // Undo gives the 7 back in one step.
    CHECK(t.live->session().undoDescription() == "Undo: Bob took 7 Spinels (7 coins) from the Red case");
    t.ok("ono.end_turn");

    // Ann walks 2+1 = 3: two one at a time, then two more is one too many, then the third.
    t.stageRoll({2, 1}, {1});
    t.take("spinel", 2);
    e = t.refused("ono.take_jewel", Json{{"jewel", "spinel"}, {"count", 2}});
    CHECK(e.code == "walk_limit");
    CHECK(e.message == "This roll moves 3 squares: at most one Spinel a square walked, 1 more, not 2.");
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "spinel"}, {"count", 0}}).code == "bad_count");
    t.take("spinel");
    CHECK(t.ledger(0)["jewels"]["spinel"] == 3);
    CHECK(t.view()["museum"]["spinel"] == 30);
    // Several at once are for Spinels only: a case gives one jewel.
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "sphene"}, {"count", 2}}).code == "one_per_case");
}

TEST_CASE("One Night Only - one jewel from each case a roll opens", "[one-night-only]") {
    OnoTable t(2);
    // 6+6+1 = 13 opens Yellow, Blue and Green: one of each, then no second from any.
    t.stageRoll({}, {6, 6, 1});
    t.take("emerald");
    t.take("sapphire");
    t.take("sphene");
    CHECK(t.view()["roll"]["taken"] == Json{{"spinel", 0}, {"sphene", 1}, {"sapphire", 1}, {"emerald", 1}});
    const auto before = t.view();
    auto e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}});
    CHECK(e.code == "case_looted");
    CHECK(e.message == "One jewel from each case a roll opens: this roll has already taken a Sapphire "
                       "from the Blue case.");
    e = t.refused("ono.take_jewel", Json{{"jewel", "sphene"}});
    CHECK(e.code == "case_looted");
    e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}, {"count", 2}});
    CHECK(e.code == "one_per_case");
    CHECK(e.message == "One jewel from each case a roll opens: take 1 Sapphire, not 2.");
    CHECK(t.view() == before);
    CHECK(t.ledger(0)["jewel_value"] == 35); // 20 + 10 + 5
    // Undoing the Sphene opens the Yellow case to this roll again.
    t.ok("undo");
    CHECK(t.view()["roll"]["taken"]["sphene"] == 0);
    t.take("sphene");
    t.ok("ono.end_turn");
    // Bob's roll opens the cases afresh.
    t.stageRoll({}, {3, 3, 1});
    t.take("sapphire");
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}}).code == "case_looted");
    t.take("sphene");
    CHECK(t.ledger(1)["jewel_value"] == 15);
}

TEST_CASE("One Night Only - a log stored before the limits replays as it was played", "[one-night-only]") {
    OnoTable t(2);
    // An older build let Ann take a Spinel before her roll and two Sphenes with one roll that
    // had no Movement Dice, and buy before rolling; the stored events apply as before.
    const auto id = t.live->id();
    auto append = [&](const std::string& type, Json payload) {
        t.store.append(id, t.live->session().headSeq() + 1, heist::engine::EventDraft{type, std::move(payload)});
        t.live.emplace(heist::store::LiveSession::resume(t.store, id));
    };
    append("ono.jewel_taken", Json{{"seat", 0}, {"jewel", "spinel"}, {"with_dice", false}});
    append("ono.rolled", Json{{"seat", 0},
                              {"movement", Json::array()},
                              {"looting", {4, 4, 4}},
                              {"movement_total", 0},
                              {"looting_total", 12},
                              {"sensor_room", nullptr}});
    append("ono.jewel_taken", Json{{"seat", 0}, {"jewel", "sphene"}, {"with_dice", true}});
    append("ono.jewel_taken", Json{{"seat", 0}, {"jewel", "sphene"}, {"with_dice", true}});
    append("ono.jewel_taken", Json{{"seat", 0}, {"jewel", "spinel"}, {"with_dice", false}});
    CHECK(t.ledger(0)["jewels"]["spinel"] == 2);
    CHECK(t.ledger(0)["jewels"]["sphene"] == 2);
    CHECK(t.view()["museum"]["sphene"] == 6);
    CHECK(t.ledger(0)["jewel_value"] == 12);
    // New intents on that turn follow the rules.
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "sphene"}}).code == "case_looted");
    CHECK(t.refused("ono.take_jewel", Json{{"jewel", "spinel"}}).code == "no_movement");
    // Replay equals the live state.
    const auto resumed = heist::store::LiveSession::resume(t.store, id);
    CHECK(OnoTable::game().publicView(resumed.session().state()) == t.view());
}
