#pragma once
// Settings: the language, sound, the PIN offer when dealing, the phones' address and port, backups, and what
// each game adds (asked of the game: buttons in the column, a panel of its own beside it).
#include "ui/games/GameUi.hpp"
#include "ui/screens/Screen.hpp"

#include <memory>
#include <vector>

namespace heist::ui {

class SettingsScreen : public Screen {
public:
    explicit SettingsScreen(App& app);
    const char* name() const override { return "settings"; }
    void draw(Painter& p) override;

private:
    // The languages, one button each, named in themselves; one tap switches (App::setLanguage).
    // Returns the height it took.
    float drawLanguages(Painter& p, const sf::FloatRect& row);
    std::string networkWords();
    void chooseNetwork();
    void chooseAddress();
    void choosePort();
    void typePort();
    std::vector<std::unique_ptr<GameSettings>> m_games; // the games that add something here
};

} // namespace heist::ui
