// What the shared UI tests ask of One Night Only (tests/ui/GameUiSteps.hpp).
#include "tests/ui/GameUiSteps.hpp"
#include "tests/ui/TableSteps.hpp"
#include "games/one_night_only/OneNightOnlyState.hpp"

#include "tests/support/Catch.hpp"

namespace {

using heist::Json;
using heist::games::one_night_only::Phase;
using heist::test::UiHarness;

const heist::games::one_night_only::OneNightOnlyState& oneNightOnlyUiState(UiHarness& ui) {
    return heist::games::one_night_only::OneNightOnlyGame::cast(ui.app().live()->session().state());
}

// At its largest count (who goes first was rolled): the dice pool, the roll, a jewel, the buy
// menu.
void oneNightOnlyRealSizesFlow(UiHarness& ui) {
    using heist::test::settleTable;
    REQUIRE(oneNightOnlyUiState(ui).phase == Phase::Playing);
    // The two kinds of dice are named in words as well as coloured.
    CHECK(ui.frameShows("Looting dice"));
    CHECK(ui.frameShows("Movement dice"));
    for (int k = 0; k < 3; ++k)
        step(ui, "die-loot-" + std::to_string(k));
    step(ui, "roll");
    ui.app().update(0.35);
    ui.frame();
    ui.checkFrameRules();
    settleTable(ui);
    ui.save("table-one-night-only-4-rolled");
    ui.saveSimulated("table-one-night-only-4-rolled");
    for (const char* j : {"take-emerald", "take-sapphire", "take-sphene"})
        if (ui.screen() == "ono-table" && ui.has(j)) {
            step(ui, j);
            ui.save("table-one-night-only-4-jewel");
            settleTable(ui);
            break;
        }
    if (ui.screen() == "ono-table" && ui.has("buy")) {
        step(ui, "buy");
        REQUIRE(ui.screen() == "ono-buy");
        ui.save("table-one-night-only-4-buy");
        step(ui, "back");
    }
    REQUIRE(ui.screen() == "ono-table");
    CHECK(oneNightOnlyUiState(ui).phase == Phase::Playing);
}

[[maybe_unused]] const bool kOneNightOnlyUiSteps = heist::test::registerGameUiSteps(
    "one-night-only", {
                          {{"ono-table", false}, {"ono-buy", false}, {"ono-ledger", false}, {"ono-winner", false}},
                          {}, // no secret is dealt: the gadgets are bought in the open
                          oneNightOnlyRealSizesFlow,
                          {},
                          {"rule-looting_strictly_greater", "rule-one_case_per_roll", "rule-sixty_counts_gadgets"},
                          [] { return Json{{"offer_pin", true}}; },
                          [] {
                              return Json{{"offer_pin", true},
                                          {"looting_strictly_greater", true},
                                          {"one_case_per_roll", true},
                                          {"sixty_counts_gadgets", true}};
                          },
                      });

} // namespace
