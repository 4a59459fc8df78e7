// What the shared UI tests ask of Shadow House Masquerade (tests/ui/GameUiSteps.hpp).
#include "tests/ui/GameUiSteps.hpp"

#include "tests/support/Catch.hpp"

namespace {

using heist::Json;
using heist::test::UiHarness;

// At its largest count: the deck ticked, who has First on the scene, a round's scoring wizard to
// its preview and result.
void shadowHouseRealSizesFlow(UiHarness& ui) {
    step(ui, "tick-culprit");
    step(ui, "dealt");
    REQUIRE(ui.screen() == "choice");
    ui.save("table-shadow-house-masquerade-8-first");
    step(ui, "choice-0");
    REQUIRE(ui.screen() == "shm-table");
    ui.save("table-shadow-house-masquerade-8-match");
    step(ui, "score");
    REQUIRE(ui.screen() == "shm-ending");
    ui.save("table-shadow-house-masquerade-8-wizard");
    for (const char* id : {"choice-toby", "choice-3", "choice-1", "ok"})
        step(ui, id);
    REQUIRE(ui.screen() == "shm-preview");
    ui.save("table-shadow-house-masquerade-8-points");
    step(ui, "confirm");
    if (ui.screen() == "confirm")
        step(ui, "confirm");
    REQUIRE(ui.screen() == "shm-round");
    ui.save("table-shadow-house-masquerade-8-round");
    step(ui, "next");
    REQUIRE(ui.screen() == "shm-table");
}

[[maybe_unused]] const bool kShadowHouseUiSteps = heist::test::registerGameUiSteps(
    "shadow-house-masquerade", {
                                   {{"shm-table", false},
                                    {"shm-preview", false},
                                    {"shm-round", false},
                                    {"shm-ending", false},
                                    {"shm-winner", false}},
                                   {}, // the cards are dealt on the table, not by the app
                                   shadowHouseRealSizesFlow,
                                   {},
                                   {"rule-lightning"},
                                   [] { return Json{{"lightning", false}}; },
                                   [] { return Json{{"lightning", true}}; },
                               });

} // namespace
