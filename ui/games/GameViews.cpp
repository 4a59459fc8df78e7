#include "ui/games/GameViews.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/games/RegistryUi.hpp" // generated from src/games/registry.list

#include <map>

namespace heist::ui {

const GameUi* findGameUi(const std::string& gameId) {
    static const std::map<std::string, std::shared_ptr<const GameUi>> games = {
#define HEIST_GAME_UI(id, folder, Name) {id, std::make_shared<folder::Name##Ui>()},
        HEIST_GAMES(HEIST_GAME_UI)
#undef HEIST_GAME_UI
    };
    const auto it = games.find(gameId);
    return it == games.end() ? nullptr : it->second.get();
}

std::unique_ptr<GameSetup> gameSetup(App& app, const std::string& gameId) {
    const auto* ui = findGameUi(gameId);
    return ui ? ui->setup(app) : std::make_unique<GameSetup>();
}

void openGameView(App& app) {
    auto* live = app.live();
    if (!live)
        return;
    const auto* ui = findGameUi(live->session().setup().game);
    if (!ui) {
        app.toast(tr("This game has no table screen yet."), true);
        return;
    }
    app.replaceAll(std::make_unique<HomeScreen>(app));
    ui->openTable(app);
}

} // namespace heist::ui
