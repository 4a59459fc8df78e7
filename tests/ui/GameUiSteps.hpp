#pragma once
// What the shared UI tests need to know of a game, declared by the game in its own test folder
// (tests/games/<folder>/ui/<Name>UiSteps.cpp) and found by the registry's id. The shared tests
// walk the registry (src/games/registry.list, through games::catalogue()) and ask each game for
// its steps: a game that declares none fails them, naming the file to write, so that no game
// goes untested because a list forgot it.
#include "tests/ui/UiHarness.hpp"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace heist::test {

// A screen by the name its class gives (Screen::name()), and whether it is private: shown to
// one player, who alone may see a secret there (the screen registry, ScreenRegistry.hpp).
struct RegisteredScreen {
    std::string name;
    bool isPrivate; // may show a secret (while it says so through Screen::showsSecret())
};

struct GameUiSteps {
    // The game's own screens.
    std::vector<RegisteredScreen> screens;
    // Seat `seat` has seen its secret, by intent (the pass-the-tablet deal done); empty where
    // the game deals no secret before play.
    std::function<void(UiHarness&, int seat)> dealSeen;
    // At its largest count, on its table in play: taps through its table's states, pickers
    // and wizards, every frame checked (RealSizesTests.cpp).
    std::function<void(UiHarness&)> realSizesFlow;
    // The settings it keeps between sessions, saved before a game is picked (empty: none).
    std::function<void(UiHarness&)> savedSettings;
    // The house-rule switches its players screen shows, in order; the session's house rules
    // with every switch left as it was, and with every switch tapped once (the saved settings
    // above in both).
    std::vector<std::string> ruleSwitches;
    std::function<Json()> rulesDealt;
    std::function<Json()> rulesFlipped;
};

// A game's steps file registers them at start-up:
//   const bool kSomeGameUiSteps = heist::test::registerGameUiSteps("some-game", {...});
bool registerGameUiSteps(const std::string& id, GameUiSteps steps);

// The game's steps; fails the test, naming the file to write, for a game that declared none.
const GameUiSteps& gameUiSteps(const std::string& id);
// The same, or nullptr; and the ids of every game that declared steps.
const GameUiSteps* findGameUiSteps(const std::string& id);
std::vector<std::string> gamesWithUiSteps();

// Every game of the registry, in its order (the New game screen's), with its steps.
std::vector<std::pair<std::string, const GameUiSteps*>> everyGameUi();

} // namespace heist::test
