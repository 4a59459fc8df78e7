// One Night Only's history in words (OneNightOnlyHistory.cpp): every entry says what it
// changed for the table, worked out by hand from rules/one-night-only.txt (Spinel 1 coin,
// Sphene 5, Sapphire 10, Emerald 20; cases Yellow 3, Blue 6, Green 13; a camera or laser 5;
// the vault 18; the win 60), never "nothing changed".
#include "tests/games/one_night_only/OnoTable.hpp"

using heist::Json;
using heist::test::OnoTable;
using Lines = std::vector<std::string>;

namespace {
Lines changes(const OnoTable& t, const heist::engine::Event& e) { return t.live->session().changesAt(e.seq); }
Lines changes(const OnoTable& t) { return t.live->session().changesAt(t.live->session().headSeq()); }
} // namespace

TEST_CASE("One Night Only history - the first player, a roll, jewels, a gadget, turns and a "
          "motion sensor, in words",
          "[one-night-only][history]") {
    OnoTable t(2); // names Ann first (entry 1)
    CHECK(t.live->session().changesAt(1) == Lines{"The night began: Ann goes first."});

    // Ann rolls 2 movement and 4+3 = 7 looting: the Yellow (3) and Blue (6) cases open, and 7
    // is enough for a camera or laser (5) but not the vault (18).
    t.stageRoll({2}, {4, 3});
    CHECK(changes(t) == Lines{"The roll: movement 2, looting 7.", "It opens the Yellow and Blue cases.",
                              "It is enough to remove a camera or a laser."});

    // A Sapphire from the Blue case: the museum's 4 become 3, Ann has 10 coins.
    const auto sapphire = t.ok("ono.take_jewel", Json{{"jewel", "sapphire"}});
    CHECK(changes(t, sapphire) == Lines{"1 jewel taken from the cases with this roll.",
                                        "The museum has 3 Sapphires left.", "Ann now has 1 Sapphire.",
                                        "Ann\u2019s total went from 0 to 10 coins."});
    // One Sphene from the Yellow case and two Spinels on the squares walked (the rulebook's
    // limits for this roll), and one of each brought from earlier turns: 10 + 2x5 + 3x1 = 23.
    t.take("sphene");
    t.take("spinel", 2);
    t.stageHaul("sphene", 1);
    t.stageHaul("spinel", 1);
    // A 12-coin gadget paid with 2 Sphenes and 2 Spinels (exact): 1 Spinel and the Sapphire are
    // left (11 in jewels, toward the 60), the gadget sells for 4: 15 in all.
    const auto bought = t.ok("ono.buy_gadget", Json{{"price", 12}, {"sell", 4}, {"name", "Glass cutter"}});
    CHECK(changes(t, bought) ==
          Lines{"Ann now has 1 Spinel.", "Ann now has 0 Sphenes.", "Ann now holds Glass cutter (sells for 4 coins).",
                "Ann\u2019s total went from 23 to 15 coins.", "Ann has 11 of the 60 coins that win the night."});
    // Sold again: 4 loose coins instead of the gadget; the total stays 15.
    const auto sold = t.ok("ono.sell_gadget", Json{{"gadget", 1}});
    CHECK(changes(t, sold) == Lines{"Ann no longer holds Glass cutter.", "Ann\u2019s loose coins went from 0 to 4."});

    t.ok("ono.end_turn");
    CHECK(changes(t) == Lines{"It is Bob\u2019s turn now."});
    // Bob places a motion sensor: it stays until every player has had a turn with it (2 turns
    // after the one it was placed in).
    const auto placed = t.ok("ono.place_sensor", Json{{"room", "Library"}});
    CHECK(changes(t, placed) == Lines{"Bob\u2019s motion sensor now stands in Library."});
    t.endTurn();
    CHECK(changes(t) == Lines{"It is Ann\u2019s turn now.", "Round 2 began."});
    t.endTurn();
    CHECK(changes(t) == Lines{"The motion sensor in Library has 1 turn left.", "It is Bob\u2019s turn now."});
    t.endTurn();
    CHECK(changes(t) ==
          Lines{"The motion sensor in Library left the board.", "It is Ann\u2019s turn now.", "Round 3 began."});
}

TEST_CASE("One Night Only history - breaking into the vault ends the night, in words", "[one-night-only][history]") {
    OnoTable t(2);
    // 6+6+6 = 18 on the Looting Dice: every case opens, and the vault.
    t.stageRoll({}, {6, 6, 6});
    CHECK(changes(t) == Lines{"The roll: movement 0, looting 18.", "It opens the Yellow, Blue and Green cases.",
                              "It is enough to remove a camera or a laser.",
                              "It is enough to break into the vault from a keyhole."});
    const auto vault = t.ok("ono.break_vault");
    CHECK(changes(t, vault) == Lines{"The night is over: Ann broke into the vault and wins."});
}
