#pragma once
// Every screen Heist Table has, by the name its class gives (Screen::name()), and whether it
// is private: shown to one player, who alone may see a secret there. The shared screens are
// listed here, a game's in its UI test steps (GameUiSteps.hpp). A screen that is not listed
// fails the registry test (tests/ui/ScreenRegistryTests.cpp), so a new screen must be entered,
// and the UI tests must visit it with the secrecy check on every frame.
#include "tests/ui/GameUiSteps.hpp"

#include <string>
#include <vector>

namespace heist::test {

// The shared screens, then each game's own (GameUiSteps::screens), in the registry's order.
inline const std::vector<RegisteredScreen>& screenRegistry() {
    static const std::vector<RegisteredScreen> screens = [] {
        std::vector<RegisteredScreen> all = {
            // Around the game
            {"home", false},
            {"game-pick", false},
            {"players", false},
            {"keyboard", false},
            {"saved-games", false},
            {"settings", false},
            {"history", false},
            {"history-entry", false},
            {"info", false},
            {"moment", false},
            {"choice", false},
            {"confirm", false},
            {"pin", false},
            {"bgstats", false},
            {"backups", false},
            {"game-nights", false},
            {"statistics", false},
            {"phones", false},
            // Private: the hold-to-reveal screen
            {"reveal", true},
        };
        for (const auto& [id, steps] : everyGameUi())
            all.insert(all.end(), steps->screens.begin(), steps->screens.end());
        return all;
    }();
    return screens;
}

} // namespace heist::test
