#pragma once
// What differs between games on the shared screens, asked of the game: what the players
// screen offers before the deal, the rows a game adds to Settings, and the table it opens.
// Each game implements it in ui/games/<game>/ and GameViews.cpp registers it; the shared
// screens ask it and never name a game.
#include "ui/Painter.hpp"
#include "engine/Json.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace heist::ui {

class App;

// A button a game puts on a shared screen: a house-rule switch whose label says the rule as
// it stands, or a Settings row that opens the game's own screen.
struct GameButton {
    std::string id; // the tap region's id ("rule-stacks", "wheel")
    std::string label;
    std::function<void()> onTap;
};

// The game's part of one players screen, from its opening to the deal; the switches keep
// their state here. The defaults: no switches of its own, and a PIN offered.
class GameSetup {
public:
    virtual ~GameSetup() = default;
    // The game's house-rule switches, in the order shown; the PIN offer follows them.
    virtual std::vector<GameButton> switches() { return {}; }
    // The rows its switches and the PIN offer take, two to a row (kept free before drawing).
    virtual int ruleRows() const { return 1; }
    // Whether the deal hides something a player may want to peek at again behind a PIN.
    virtual bool offersPin() const { return true; }
    // The session's house rules: `shared` holds the players screen's own ({"offer_pin"});
    // the game adds its switches and the settings saved for its new games.
    virtual Json houseRules(Json shared) const { return shared; }
};

// The game's part of one Settings screen: buttons in the column of settings, and a panel of
// its own beside the column (below it in portrait). The defaults: neither.
class GameSettings {
public:
    virtual ~GameSettings() = default;
    virtual std::vector<GameButton> buttons() { return {}; }
    virtual bool hasPanel() const { return false; }
    virtual void drawPanel(Painter& p, const sf::FloatRect& box) { (void)p, (void)box; }
};

// A game's screens as the shared screens see them.
class GameUi {
public:
    virtual ~GameUi() = default;
    virtual std::unique_ptr<GameSetup> setup(App& app) const {
        (void)app;
        return std::make_unique<GameSetup>();
    }
    // Nothing when the game has no settings.
    virtual std::unique_ptr<GameSettings> settings(App& app) const {
        (void)app;
        return nullptr;
    }
    // Pushes the live session's table at its current phase (over a neutral screen).
    virtual void openTable(App& app) const = 0;
};

} // namespace heist::ui
