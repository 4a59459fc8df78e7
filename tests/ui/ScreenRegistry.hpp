#pragma once
// Every screen Heist Table has, by the name its class gives (Screen::name()), and whether it
// is private: shown to one player, who alone may see a secret there. A screen that is not
// listed here fails the registry test (tests/ui/ScreenRegistryTests.cpp), so a new screen
// must be entered, and the UI tests must visit it with the secrecy check on every frame.
#include <string>
#include <vector>

namespace heist::test {

struct RegisteredScreen {
    std::string name;
    bool isPrivate; // may show a secret (while it says so through Screen::showsSecret())
};

inline const std::vector<RegisteredScreen>& screenRegistry() {
    static const std::vector<RegisteredScreen> screens = {
        // Around the game
        {"home", false}, {"game-pick", false}, {"players", false}, {"keyboard", false},
        {"saved-games", false}, {"settings", false}, {"wheel-settings", false}, {"history", false},
        {"history-entry", false},
        {"info", false}, {"moment", false}, {"choice", false}, {"confirm", false}, {"pin", false}, {"bgstats", false}, {"backups", false},
        {"game-nights", false}, {"statistics", false}, {"phones", false},
        // Private: the hold-to-reveal screen
        {"reveal", true},
        // Secret Night at Davis Manor
        {"secret-night-table", false}, {"break-free", false}, {"secret-night-results", false},
        // Suspicion
        {"suspicion-table", false}, {"suspicion-guess", true}, {"suspicion-results", false},
        // Thief in the Night
        {"thief-night-table", false}, {"tn-moves", false}, {"tn-pass", false}, {"tn-hand", true},
        {"tn-results", false},
        // One Night Only
        {"ono-table", false}, {"ono-buy", false}, {"ono-ledger", false}, {"ono-winner", false},
        // Shadow House Masquerade
        {"shm-table", false}, {"shm-preview", false}, {"shm-round", false}, {"shm-ending", false},
        {"shm-winner", false},
    };
    return screens;
}

} // namespace heist::test
