// What the shared UI tests ask of Thief in the Night (tests/ui/GameUiSteps.hpp).
#include "tests/ui/GameUiSteps.hpp"

#include "tests/support/Catch.hpp"

namespace {

using heist::Json;
using heist::test::UiHarness;

// Two players: the castle built, the sides drawn, a capture, the hand entry with its card grid.
void thiefNightRealSizesFlow(UiHarness& ui) {
    for (int i = 0; i < 10; ++i)
        step(ui, "build-traps");
    for (int i = 0; i < 7; ++i)
        step(ui, "rooms-plus");
    ui.save("table-thief-in-the-night-2-ready");
    step(ui, "draw-sides");
    ui.save("table-thief-in-the-night-2-sides");
    step(ui, "spotted");
    step(ui, "ok");
    step(ui, "choice-no");
    REQUIRE(ui.screen() == "thief-night-table");
    ui.save("table-thief-in-the-night-2-capture");
    step(ui, "enter-escape");
    REQUIRE(ui.screen() == "tn-pass");
    ui.save("table-thief-in-the-night-2-pass");
    step(ui, "go");
    REQUIRE(ui.screen() == "tn-hand");
    for (const char* c : {"KS", "KH", "KD", "3C", "3S"})
        step(ui, std::string("card-") + c);
    ui.save("table-thief-in-the-night-2-hand");
}

[[maybe_unused]] const bool kThiefNightUiSteps = heist::test::registerGameUiSteps(
    "thief-in-the-night", {
                              {{"thief-night-table", false},
                               {"tn-moves", false},
                               {"tn-pass", false},
                               {"tn-hand", true},
                               {"tn-results", false}},
                              {}, // the hands are entered during play, on the hand screen
                              thiefNightRealSizesFlow,
                              {},
                              {"rule-pin"},
                              [] { return Json{{"offer_pin", true}}; },
                              [] { return Json{{"offer_pin", false}}; },
                          });

} // namespace
