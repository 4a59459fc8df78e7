#pragma once
// Steps on a game's table that the shared UI tests and the games' own steps
// (tests/games/<folder>/ui/) take alike.
#include "tests/ui/UiHarness.hpp"

#include <string>

namespace heist::test {

// A table action: on the table, or where the table had no room for it (a small panel, a long
// language), from More.
inline void tableAct(UiHarness& ui, const std::string& id) {
    if (!ui.has(id) && ui.has("more")) {
        step(ui, "more");
        step(ui, "choice-" + id);
        return;
    }
    step(ui, id);
}

// Lets an animation end and any message go, every frame checked.
inline void settleTable(UiHarness& ui) {
    for (int i = 0; i < 8 && ui.app().animating(); ++i) {
        ui.app().update(0.5);
        ui.frame();
    }
    ui.app().update(10.0);
    ui.frame();
    ui.checkFrameRules();
}

} // namespace heist::test
