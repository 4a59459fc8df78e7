// One Night Only played by synthetic taps at 1280x800 and 800x1280: the New game -> players
// flow with the house-rule switches, who goes first, the dice pool and its tumble (the
// final frame is owed without another event), taking jewels, a purchase with change, a
// ledger, a motion sensor, ending turns with the hand-limit reminder, and the winner.
// Every frame is checked for the table's rules; with HEIST_SCREENS_DIR set the screens
// are saved as ono-*.png.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/one_night_only/OneNightOnlyState.hpp"
#include "ui/screens/KeyboardScreen.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::typeName;
using heist::test::UiHarness;
namespace ono = heist::games::one_night_only;

namespace {

const ono::OneNightOnlyState& onoState(UiHarness& ui) {
    return ono::OneNightOnlyGame::cast(ui.app().live()->session().state());
}

const std::vector<std::string> kShortNames = {"Catalina Fernández", "Niall O’Sullivan", "Ann"};
std::vector<std::string> kNames = kShortNames; // the tour's thieves (long names in the legibility tours)

// The table's rules, and no player's name cut short with an ellipsis.
void check(UiHarness& ui) {
    ui.checkFrameRules();
    INFO("screen " << ui.screen());
    for (const auto& t : ui.lastText()) {
        if (t.text.find("\u2026") == std::string::npos)
            continue;
        for (const auto& name : kNames)
            if (t.text.find(name.substr(0, 4)) != std::string::npos) {
                INFO("drawn: " << t.text);
                CHECK(t.text.find(name) != std::string::npos);
            }
    }
}

void onoStep(UiHarness& ui, const std::string& id) {
    ui.tap(id);
    check(ui);
}

// Ends the turn; where the table asks (a case the roll opens still holds its jewel), says yes.
void endTurn(UiHarness& ui) {
    onoStep(ui, "end-turn");
    if (ui.screen() == "confirm") {
        CHECK(ui.frameShows("This roll still opens the"));
        ui.save("ono-end-loot-left");
        onoStep(ui, "confirm");
    }
    REQUIRE(ui.screen() == "ono-table");
}

// A table action: on the table, or from More where the table has no room for it (a longer
// language's words: the shop and the sensors).
void act(UiHarness& ui, const std::string& id) {
    if (!ui.has(id) && ui.has("more")) {
        onoStep(ui, "more");
        onoStep(ui, "choice-" + id);
        return;
    }
    onoStep(ui, id);
}

// Chooses the three Looting Dice (at least 3: the Yellow case always opens) and rolls.
void rollLooting(UiHarness& ui) {
    for (int k = 0; k < 3; ++k)
        onoStep(ui, "die-loot-" + std::to_string(k));
    onoStep(ui, "roll");
    ui.app().update(2.0);
    ui.frame();
}

// Two Movement Dice and one Looting Die: a walk over the red case.
void rollWalking(UiHarness& ui) {
    for (const char* d : {"die-move-0", "die-move-1", "die-loot-0"})
        onoStep(ui, d);
    onoStep(ui, "roll");
    ui.app().update(2.0);
    ui.frame();
}

// Takes the Spinels the roll allows: one a square walked, picked on a number bounded by the
// movement total (a single one is taken at once). Returns how many were taken.
int takeSpinels(UiHarness& ui) {
    if (!ui.has("take-spinel"))
        return 0;
    const auto& s = onoState(ui);
    const std::size_t seat = static_cast<std::size_t>(s.current);
    const int before = s.ledgers[seat].jewels[0];
    const int most = std::min(s.roll->movementTotal() - s.takenThisRoll[0], s.museum[0]);
    onoStep(ui, "take-spinel");
    if (most > 1) {
        REQUIRE(ui.screen() == "choice");
        CHECK(ui.frameShows("at most " + std::to_string(most) + " with this roll"));
        CHECK(ui.frameShows(std::to_string(most))); // offered at its most
        CHECK_FALSE(ui.has("plus"));                // and never beyond it
        ui.save("ono-spinels");
        onoStep(ui, "ok");
    }
    if (ui.screen() == "confirm") // Spinels that end the night ask once first
        onoStep(ui, "confirm");
    if (onoState(ui).phase != ono::Phase::Playing)
        return onoState(ui).ledgers[seat].jewels[0] - before;
    REQUIRE(ui.screen() == "ono-table");
    CHECK_FALSE(ui.has("take-spinel")); // every square walked has given its Spinel
    return onoState(ui).ledgers[seat].jewels[0] - before;
}

void tour(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    if (kNames != kShortNames)
        ui.setShotPrefix("long-");
    onoStep(ui, "new-game");
    REQUIRE(ui.has("game-one-night-only"));
    onoStep(ui, "game-one-night-only");
    for (const auto& n : kNames) {
        onoStep(ui, "add-player");
        typeName(ui, n);
        onoStep(ui, "done");
    }
    // The house-rule switches are on the players screen; leave the spec's defaults.
    CHECK(ui.frameShows("Looting: total \u2265 difficulty"));
    onoStep(ui, "rule-one_case_per_roll");
    CHECK(ui.frameShows("One case per roll"));
    onoStep(ui, "rule-one_case_per_roll");
    ui.save("ono-players");
    onoStep(ui, "start");
    REQUIRE(ui.screen() == "ono-table");
    CHECK(ui.app().live()->session().setup().houseRules["one_case_per_roll"] == false);

    // Who goes first: rolled for everyone (ties roll again among the tied).
    CHECK(ui.frameShows("most recent felony"));
    ui.save("ono-first");
    for (int guard = 0; guard < 10 && onoState(ui).phase == ono::Phase::FirstPlayer; ++guard)
        onoStep(ui, "roll-first");
    REQUIRE(onoState(ui).phase == ono::Phase::Playing);
    const int first = onoState(ui).current;
    CHECK(ui.frameShows(kNames[static_cast<std::size_t>(first)] + "\u2019s turn"));
    CHECK(ui.frameShows("Draw an Action card, then tap 3 dice"));
    ui.app().update(10.0); // the first-player message goes
    ui.frame();
    for (const auto& n : kNames) // every ledger is on the table (a long name may take two lines)
        CHECK((ui.frameShows(n) ||
               (ui.frameShows(n.substr(0, n.find(' '))) && ui.frameShows(n.substr(n.find(' ') + 1)))));

    // Before the roll the jewels and the shop are greyed out, and the table says why.
    for (const char* id : {"take-spinel", "take-sphene", "buy", "refresh"})
        CHECK_FALSE(ui.has(id));
    // Where the table is short of height the line gives way to the dice; this night's rules
    // card says it then.
    if (!ui.frameShows("Jewels and the shop open after the roll.")) {
        onoStep(ui, "rules-info");
        CHECK(ui.frameShows("Loot and buy after the roll"));
        onoStep(ui, "close");
    }
    // The dice pool: big toggles; the roll is stored first, then the tumble plays.
    CHECK_FALSE(ui.has("roll"));
    onoStep(ui, "die-move-0");
    onoStep(ui, "die-loot-0");
    onoStep(ui, "die-loot-1");
    CHECK(ui.frameShows("1 movement + 2 looting"));
    ui.save("ono-table");
    onoStep(ui, "die-loot-1");
    onoStep(ui, "die-loot-2");
    CHECK(ui.frameShows("1 movement + 2 looting"));
    onoStep(ui, "die-move-1"); // a fourth die is refused: three at most
    CHECK(ui.toast().find("Choose 3 dice") != std::string::npos);
    ui.app().update(10.0);
    ui.frame();
    onoStep(ui, "roll");
    CHECK(ui.app().live()->session().log().back().type == "ono.rolled");
    CHECK(ui.app().animating());
    ui.app().update(0.35);
    ui.frame();
    CHECK(ui.frameShows("Rolling"));
    ui.save("ono-dice");
    // The tumble ends by itself: the app owes one more frame, at rest, without any event.
    ui.app().update(1.0);
    CHECK_FALSE(ui.app().animating());
    CHECK(ui.app().needsRedraw());
    ui.frame();
    check(ui);
    CHECK_FALSE(ui.app().needsRedraw());
    const auto& roll = *onoState(ui).roll;
    CHECK(ui.frameShows("Move " + std::to_string(roll.movementTotal()) + " \u00b7 Loot " +
                        std::to_string(roll.lootingTotal())));
    CHECK(ui.app().live()->session().undoTarget() == nullptr); // the roll is a barrier
    // Looting with two dice is at least 2: a Sphene needs 3. Take what opens (one from the
    // case), and a Spinel for each square the Movement Die walks.
    if (roll.lootingTotal() >= 3) {
        onoStep(ui, "take-sphene");
        CHECK_FALSE(ui.has("take-sphene")); // one jewel from each case a roll opens
    } else {
        CHECK_FALSE(ui.has("take-sphene"));
    }
    if (roll.lootingTotal() >= 6) // Blue opens too (Green's 13 is out of two dice's reach)
        onoStep(ui, "take-sapphire");
    CHECK((ui.has("buy") || ui.has("more"))); // the shop is open after the roll (or under More)
    CHECK(takeSpinels(ui) == roll.movementTotal());
    ui.save("ono-table-rolled");

    // End the turn: nothing is left behind (each case the roll opens gave its jewel, and the
    // Spinels walked are taken), so it ends at the tap, the hand limit said as it ends.
    onoStep(ui, "end-turn");
    REQUIRE(ui.screen() == "ono-table");
    CHECK(ui.toast().find("at most 4 Action cards") != std::string::npos);

    // The next thief: three Looting Dice (Yellow always opens), a Sphene = 5. No Movement
    // Dice: no Spinel is offered.
    const int seat = onoState(ui).current;
    CHECK(seat == (first + 1) % 3);
    rollLooting(ui);
    onoStep(ui, "take-sphene");
    CHECK_FALSE(ui.has("take-spinel"));
    // Buy a 4-coin gadget: the proposal pays the Sphene (5): 1 coin change.
    act(ui, "buy");
    REQUIRE(ui.screen() == "ono-buy");
    onoStep(ui, "price-minus");
    onoStep(ui, "price-minus");
    CHECK(ui.frameShows("Pays 5 for 4: 1 coin change"));
    // By hand: nothing instead is too little, and the screen says so.
    onoStep(ui, "pay-sphene-minus");
    CHECK(ui.frameShows("4 coins missing"));
    CHECK_FALSE(ui.has("buy"));
    onoStep(ui, "propose");
    CHECK(ui.frameShows("Pays 5 for 4: 1 coin change"));
    ui.save("ono-buy");
    onoStep(ui, "buy");
    REQUIRE(ui.screen() == "ono-table");
    const auto& ledger = onoState(ui).ledgers[static_cast<std::size_t>(seat)];
    // 1 loose coin + a gadget that sells for 3 = 4.
    CHECK(ledger.coins == 1);
    CHECK(ledger.gadgets.size() == 1);
    CHECK(ui.inEnglish(ui.app().live()->session().undoDescription()).find("paid 1 Sphene, 1 coin change") !=
          std::string::npos);
    // Undo gives back exactly what was paid; redo buys it again.
    onoStep(ui, "undo");
    REQUIRE(ui.screen() == "confirm");
    onoStep(ui, "confirm");
    CHECK(onoState(ui).ledgers[static_cast<std::size_t>(seat)].jewels[1] == 1); // the Sphene is back
    CHECK(onoState(ui).ledgers[static_cast<std::size_t>(seat)].coins == 0);
    CHECK(onoState(ui).ledgers[static_cast<std::size_t>(seat)].gadgets.empty());
    onoStep(ui, "redo");
    onoStep(ui, "confirm");
    CHECK(onoState(ui).ledgers[static_cast<std::size_t>(seat)].gadgets.size() == 1);

    // The ledger: jewels by type, loose coins, the gadget with its sell button.
    ui.app().update(10.0); // the purchase message goes
    onoStep(ui, "ledger-" + std::to_string(seat));
    REQUIRE(ui.screen() == "ono-ledger");
    CHECK(ui.frameShows("Total 4 coins"));
    CHECK(ui.has("sell-1"));
    ui.save("ono-ledger");
    onoStep(ui, "back");

    // A motion sensor in room 3.
    act(ui, "sensor");
    onoStep(ui, "choice-number");
    onoStep(ui, "plus");
    onoStep(ui, "plus");
    onoStep(ui, "ok");
    REQUIRE(ui.screen() == "ono-table");
    CHECK(ui.frameShows("Motion sensor in Room 3")); // the message, in the museum's strip
    ui.app().update(10.0);                           // and once it has gone, the museum
    ui.frame();
    CHECK(ui.frameShows("Motion sensors: Room 3"));
    endTurn(ui);
    // The next thief stands in Room 3: one die only.
    onoStep(ui, "sensor-room");
    CHECK(ui.frameShows("In Room 3: 1 die"));
    onoStep(ui, "die-loot-0");
    onoStep(ui, "die-loot-1"); // refused: a second die
    CHECK(ui.toast().find("only 1 die") != std::string::npos);
    onoStep(ui, "roll");
    ui.app().update(2.0);
    ui.frame();
    CHECK(onoState(ui).roll->looting.size() == 1);
    CHECK(onoState(ui).roll->sensorRoom == "Room 3");
    CHECK(ui.frameShows("1 die (sensor)"));
    // The museum opens this night's rules.
    onoStep(ui, "rules-info");
    CHECK(ui.frameShows("Cases: Yellow 3 \u00b7 Blue 6 \u00b7 Green 13"));
    CHECK(ui.frameShows("Looting total \u2265 the case"));
    ui.save("ono-rules");
    onoStep(ui, "close");
    endTurn(ui);

    // Play on by taps until the night ends: the thieves roll three Looting Dice and two
    // Movement Dice with one Looting Die by turns, take one jewel from each case that opens
    // and a Spinel a square walked, and break the vault on 18.
    for (int guard = 0; guard < 80 && onoState(ui).phase == ono::Phase::Playing; ++guard) {
        if (ui.has("sensor-room"))
            CHECK(ui.frameShows("Not in a sensor room"));
        if (guard % 2 == 0)
            rollLooting(ui);
        else
            rollWalking(ui);
        if (ui.has("vault")) {
            onoStep(ui, "vault");
            onoStep(ui, "confirm");
            break;
        }
        for (const char* j : {"emerald", "sapphire", "sphene"})
            if (onoState(ui).phase == ono::Phase::Playing && ui.screen() == "ono-table" &&
                ui.has(std::string("take-") + j)) {
                onoStep(ui, std::string("take-") + j);
                // The jewel that ends the night asks once first.
                if (ui.screen() == "confirm") {
                    CHECK(ui.frameShows("This ends the game"));
                    CHECK(onoState(ui).phase == ono::Phase::Playing);
                    onoStep(ui, "confirm");
                }
            }
        if (onoState(ui).phase == ono::Phase::Playing && ui.screen() == "ono-table")
            takeSpinels(ui);
        if (onoState(ui).phase != ono::Phase::Playing)
            break;
        endTurn(ui);
    }
    REQUIRE(onoState(ui).phase == ono::Phase::Finished);
    REQUIRE(ui.screen() == "ono-winner");
    CHECK((ui.frameShows("wins!") || ui.frameShows("A tie")));
    for (const auto& n : kNames)
        CHECK(ui.frameShows(n)); // every ledger on the winner screen
    ui.app().update(2.0);        // the celebration runs out: the next tap is for Home
    ui.frame();
    ui.save("ono-winner");
    onoStep(ui, "home");
    CHECK(ui.screen() == "home");
}

} // namespace

TEST_CASE("One Night Only UI - a whole night by taps at 1280x800", "[ui][one-night-only-ui]") { tour(1280, 800); }

TEST_CASE("One Night Only UI - a whole night with long names at 1280x800, 800x1280 and 1920x1080",
          "[ui][one-night-only-ui][legibility]") {
    using heist::test::kLongNames;
    kNames = {kLongNames[0], kLongNames[1], kLongNames[3]};
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        INFO(w << "x" << h);
        tour(w, h);
    }
    kNames = kShortNames;
}

TEST_CASE("One Night Only UI - a whole night by taps at 800x1280", "[ui][one-night-only-ui]") { tour(800, 1280); }

TEST_CASE("One Night Only UI - a tap skips the tumble and the dice land on the stored faces",
          "[ui][one-night-only-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    {
        heist::store::SessionStore store(db);
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
        auto live = heist::store::LiveSession::create(store, heist::games::definition("one-night-only"), setup);
        live.dispatch(heist::test::intent("ono.first_player", Json{{"seat", 1}}));
    }
    UiHarness ui(1280, 800, db);
    ui.tap("continue");
    REQUIRE(ui.screen() == "ono-table");
    CHECK(ui.frameShows("Bob\u2019s turn"));
    for (const char* d : {"die-move-0", "die-move-1", "die-loot-0"})
        ui.tap(d);
    ui.tap("roll");
    REQUIRE(ui.app().animating());
    ui.app().tapAt({640, 400}); // anywhere
    CHECK_FALSE(ui.app().animating());
    ui.frame();
    const auto& roll = *onoState(ui).roll;
    CHECK(ui.frameShows("Loot " + std::to_string(roll.lootingTotal())));
    CHECK_FALSE(ui.app().needsRedraw());
}
