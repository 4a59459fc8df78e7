#include "games/GameViews.hpp"

#include "App.hpp"
#include "language/Translate.hpp"
#include "screens/HomeScreen.hpp"
#include "games/one_night_only/OneNightOnlyUi.hpp"
#include "games/secret_night/SecretNightUi.hpp"
#include "games/shadow_house/ShadowHouseUi.hpp"
#include "games/suspicion/SuspicionUi.hpp"
#include "games/thief_night/ThiefNightUi.hpp"

#include <map>

namespace heist::ui {

const GameUi* findGameUi(const std::string& gameId) {
    static const std::map<std::string, std::shared_ptr<const GameUi>> games = {
        {"secret-night", std::make_shared<secret_night::SecretNightUi>()},
        {"suspicion", std::make_shared<suspicion::SuspicionUi>()},
        {"thief-in-the-night", std::make_shared<thief_night::ThiefNightUi>()},
        {"one-night-only", std::make_shared<one_night_only::OneNightOnlyUi>()},
        {"shadow-house-masquerade", std::make_shared<shadow_house::ShadowHouseUi>()},
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
