// What the shared UI tests ask of Secret Night at Davis Manor (tests/ui/GameUiSteps.hpp).
#include "tests/ui/GameUiSteps.hpp"
#include "tests/ui/TableSteps.hpp"
#include "tests/ui/TourSupport.hpp"
#include "games/Catalogue.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"

#include "tests/support/Catch.hpp"

namespace {

using heist::Json;
using heist::test::UiHarness;

// A wheel the box does not print: the first segment two steps longer.
Json secretNightSavedWheel() {
    const auto& game =
        static_cast<const heist::games::secret_night::SecretNightGame&>(heist::games::definition("secret-night"));
    Json out = Json::array();
    for (const auto& s : game.rules().wheel)
        out.push_back(Json{{"steps", s.steps}, {"green", s.green}, {"water", s.water}});
    out[0]["steps"] = out[0]["steps"].get<int>() + 2;
    return out;
}

// At its largest count: the spin, the arrest picker, turns until the clock strikes, the escape
// wizard's first step.
void secretNightRealSizesFlow(UiHarness& ui) {
    using heist::test::settleTable;
    using heist::test::tableAct;
    // The thermometer's two sides are named in words, not told by colour alone.
    CHECK(ui.frameShows("Thieves"));
    CHECK(ui.frameShows("Police"));
    ui.saveSimulated("table-secret-night-8");
    step(ui, "spin");
    ui.app().update(0.5);
    ui.frame();
    ui.checkFrameRules();
    settleTable(ui);
    ui.save("table-secret-night-8-spun");
    step(ui, "character-" + std::to_string(heist::test::sn(ui).current()));
    step(ui, "close");
    const int chief = heist::test::seatWithRole(ui, "chief_inspector");
    heist::test::playUntil(ui, chief);
    tableAct(ui, "arrest");
    REQUIRE(ui.screen() == "choice");
    ui.save("table-secret-night-8-arrest");
    step(ui, "cancel");
    REQUIRE(ui.screen() == "secret-night-table");
    // Round the table once more: the clock moves on and says so in the news strip.
    const int hours = heist::test::sn(ui).hoursElapsed;
    for (int guard = 0; guard < 10 && heist::test::sn(ui).hoursElapsed == hours; ++guard) {
        step(ui, "end-turn");
        ui.app().update(0.5);
        ui.frame();
        ui.checkFrameRules();
    }
    CHECK(heist::test::sn(ui).hoursElapsed > hours);
    ui.save("table-secret-night-8-clock");
    settleTable(ui);
    const int thief = heist::test::seatWithRole(ui, "thief");
    heist::test::playUntil(ui, thief);
    tableAct(ui, "escape");
    REQUIRE(ui.screen() == "choice");
    ui.save("table-secret-night-8-escape");
    step(ui, "cancel");
}

[[maybe_unused]] const bool kSecretNightUiSteps = heist::test::registerGameUiSteps(
    "secret-night",
    {
        {{"secret-night-table", false},
         {"break-free", false},
         {"secret-night-results", false},
         {"wheel-settings", false}},
        [](UiHarness& ui, int seat) { REQUIRE(ui.app().dispatch("sn.see_role", Json{{"seat", seat}})); },
        secretNightRealSizesFlow,
        [](UiHarness& ui) { ui.store().setSetting("secret-night.wheel", secretNightSavedWheel().dump()); },
        {"rule-escaped", "rule-pin"},
        [] { return Json{{"offer_pin", true}, {"escaped_thieves_return", true}, {"wheel", secretNightSavedWheel()}}; },
        [] {
            return Json{{"offer_pin", false}, {"escaped_thieves_return", false}, {"wheel", secretNightSavedWheel()}};
        },
    });

} // namespace
