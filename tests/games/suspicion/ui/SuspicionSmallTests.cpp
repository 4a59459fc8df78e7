// Suspicion on a 7-inch panel (800x480) in German: "Glücksgriff" is wider than a stack's own
// button, so the two ways of taking a gem go in one row under the three stacks and each asks
// which gem. Played through taps: the row, the chooser, the gem taken from its stack and held.
#include "tests/ui/PanelSizes.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "language/Language.hpp"
#include "ui/widgets/Chrome.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>

using heist::Json;
using heist::test::UiHarness;

namespace {

// German for one test case, then the run's own language again (ui-de, ui-pseudo run it too).
struct GermanForNow {
    std::string before = heist::language::current();
    GermanForNow() { REQUIRE(heist::language::setLanguage("de")); }
    ~GermanForNow() { heist::language::setLanguage(before); }
};

const heist::games::suspicion::SuspicionState& smallTableState(UiHarness& ui) {
    return heist::games::suspicion::SuspicionGame::cast(ui.app().live()->session().state());
}

// Where the ruby is in the rules' order of gems (the state counts by that order).
std::size_t rubyAt(UiHarness& ui) {
    const auto& game = dynamic_cast<const heist::games::suspicion::SuspicionGame&>(ui.app().live()->session().game());
    const auto& ids = game.rules().gemIds;
    const auto at = std::find(ids.begin(), ids.end(), "ruby");
    REQUIRE(at != ids.end());
    return static_cast<std::size_t>(at - ids.begin());
}

} // namespace

TEST_CASE("UI - Suspicion at 800x480 in German: the row across the stacks asks which gem and takes it",
          "[suspicion-ui]") {
    GermanForNow german;
    UiHarness ui(800, 480);
    heist::engine::SessionSetup setup;
    for (int i = 0; i < 6; ++i)
        setup.players.push_back({i, heist::test::panelNames()[static_cast<std::size_t>(i)],
                                 heist::ui::playerColourIds()[static_cast<std::size_t>(i)]});
    setup.seed = 7;
    ui.app().startSession(heist::games::definition("suspicion"), setup);
    for (int s = 0; s < 6; ++s)
        REQUIRE(ui.app().dispatch("suspicion.see_identity", Json{{"seat", s}}));
    ui.app().showTable();
    ui.frame();
    ui.checkFrameRules();
    REQUIRE(ui.screen() == "suspicion-table");
    // No stack has buttons of its own here: the row across instead.
    CHECK_FALSE(ui.has("take-ruby-lucky"));
    REQUIRE(ui.has("take-room"));
    REQUIRE(ui.has("take-lucky"));

    step(ui, "roll");
    for (int i = 0; i < 8 && ui.app().animating(); ++i) {
        ui.app().update(0.5);
        ui.frame();
    }
    ui.frame();
    ui.checkFrameRules();
    const std::size_t ruby = rubyAt(ui);
    const auto seat = static_cast<std::size_t>(smallTableState(ui).turn.current);
    const int rubiesBefore = smallTableState(ui).stacks.at(ruby);
    const int heldBefore = smallTableState(ui).gems.at(seat).at(ruby);

    step(ui, "take-lucky");
    REQUIRE(ui.screen() == "choice");
    // The stacks with their counts are the choices, in German.
    CHECK(ui.frameShows("Which gem?"));
    ui.save("table-suspicion-800x480-de-which-gem");
    step(ui, "choice-ruby");
    for (int i = 0; i < 8 && ui.app().animating(); ++i) {
        ui.app().update(0.5);
        ui.frame();
    }
    ui.frame();
    ui.checkFrameRules();
    REQUIRE(ui.screen() == "suspicion-table");
    CHECK(smallTableState(ui).stacks.at(ruby) == rubiesBefore - 1);
    CHECK(smallTableState(ui).gems.at(seat).at(ruby) == heldBefore + 1);
    ui.save("table-suspicion-800x480-de-taken");
}
