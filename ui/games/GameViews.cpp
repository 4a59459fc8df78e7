#include "games/GameViews.hpp"

#include "App.hpp"
#include "screens/HomeScreen.hpp"
#include "games/one_night_only/OneNightOnlyTable.hpp"
#include "games/secret_night/SecretNightTable.hpp"
#include "games/shadow_house/ShadowHouseTable.hpp"
#include "games/suspicion/SuspicionTable.hpp"
#include "games/thief_night/ThiefNightTable.hpp"

namespace heist::ui {

void openGameView(App& app) {
    auto* live = app.live();
    if (!live)
        return;
    const auto& game = live->session().setup().game;
    if (game == "suspicion") {
        app.replaceAll(std::make_unique<HomeScreen>(app));
        suspicion::openTable(app);
        return;
    }
    if (game == "secret-night") {
        app.replaceAll(std::make_unique<HomeScreen>(app));
        secret_night::openTable(app);
        return;
    }
    if (game == "thief-in-the-night") {
        app.replaceAll(std::make_unique<HomeScreen>(app));
        thief_night::openTable(app);
        return;
    }
    if (game == "one-night-only") {
        app.replaceAll(std::make_unique<HomeScreen>(app));
        one_night_only::openTable(app);
        return;
    }
    if (game == "shadow-house-masquerade") {
        app.replaceAll(std::make_unique<HomeScreen>(app));
        shadow_house::openTable(app);
        return;
    }
    app.toast("This game has no table screen yet.", true);
}

} // namespace heist::ui
