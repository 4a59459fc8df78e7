// What the shared UI tests ask of Suspicion (tests/ui/GameUiSteps.hpp).
#include "tests/ui/GameUiSteps.hpp"
#include "tests/ui/SuspicionSteps.hpp"
#include "tests/ui/TableSteps.hpp"

#include "tests/support/Catch.hpp"

namespace {

using heist::Json;
using heist::test::UiHarness;

// A guest's name as the players corrected it in Settings.
const Json kSuspicionGuestNames = Json{{"viola", "Violetta"}};

// At its largest count: the roll, the peek, a gem taken, the next turn.
void suspicionRealSizesFlow(UiHarness& ui) {
    using heist::test::settleTable;
    CHECK_FALSE(ui.frameShows("Move "));
    step(ui, "roll");
    ui.app().update(0.35);
    ui.frame();
    ui.checkFrameRules();
    settleTable(ui);
    ui.save("table-suspicion-6-rolled");
    ui.saveSimulated("table-suspicion-6-rolled");
    // The guest dice's faces are told in words as well as by their portraits.
    CHECK(ui.frameShows("Move "));
    step(ui, "peek");
    ui.checkFrameRules();
    ui.save("table-suspicion-6-peek");
    if (ui.has("hold")) {
        ui.press("hold");
        ui.release();
        ui.checkFrameRules();
    }
    if (ui.has("done"))
        step(ui, "done");
    if (ui.screen() != "suspicion-table" && ui.has("back"))
        step(ui, "back");
    REQUIRE(ui.screen() == "suspicion-table");
    step(ui, "end-turn");
    for (int guard = 0; guard < 3 && heist::test::canTakeGem(ui, "ruby", "lucky"); ++guard) {
        heist::test::takeGem(ui, [&ui](const std::string& id) { step(ui, id); }, "ruby", "lucky");
        settleTable(ui);
    }
    ui.save("table-suspicion-6-gems");
}

[[maybe_unused]] const bool kSuspicionUiSteps = heist::test::registerGameUiSteps(
    "suspicion",
    {
        {{"suspicion-table", false}, {"suspicion-guess", true}, {"suspicion-results", false}},
        [](UiHarness& ui, int seat) { REQUIRE(ui.app().dispatch("suspicion.see_identity", Json{{"seat", seat}})); },
        suspicionRealSizesFlow,
        [](UiHarness& ui) {
            ui.store().setSetting("suspicion.guest_names", kSuspicionGuestNames.dump());
            ui.fixtureText("Violetta");
        },
        {"rule-stacks", "rule-pin"},
        [] {
            return Json{{"offer_pin", true}, {"other_printing_stacks", false}, {"guest_names", kSuspicionGuestNames}};
        },
        [] {
            return Json{{"offer_pin", false}, {"other_printing_stacks", true}, {"guest_names", kSuspicionGuestNames}};
        },
    });

} // namespace
