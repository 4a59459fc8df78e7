#pragma once
// Taking a gem by taps, whichever way the Suspicion table offers it: buttons under each stack
// ("take-ruby-room", "take-ruby-lucky"), or, where a stack's name takes two lines or the panel
// is short, one row across ("take-room", "take-lucky") that asks which gem ("choice-ruby").
#include "tests/ui/UiHarness.hpp"

#include <functional>
#include <string>

namespace heist::test {

// way: "room" (Room Robbery) or "lucky" (Lucky Lift).
inline bool canTakeGem(UiHarness& ui, const std::string& gem, const std::string& way) {
    return ui.has("take-" + gem + "-" + way) || ui.has("take-" + way);
}

// Taps through to the take (the confirmation that may follow is the caller's); each tap through
// `step`, the caller's own (it checks the frame rules as that test does).
inline void takeGem(UiHarness& ui, const std::function<void(const std::string&)>& step, const std::string& gem,
                    const std::string& way) {
    if (ui.has("take-" + gem + "-" + way)) {
        step("take-" + gem + "-" + way);
        return;
    }
    step("take-" + way);
    REQUIRE(ui.screen() == "choice");
    ui.checkFrameRules();
    step("choice-" + gem);
}

} // namespace heist::test
