// The history screens' cost as the history grows (bench/history-growth.sh): opens a
// saved-games file, shows Home off-screen, then times, in this process, from opening Game
// nights (and then Statistics) to its first frame drawn and read back (the GL work done).
// Then a backup (the CLI has none: the Backups screen calls SessionStore::backUp), timed the
// same way and removed again. Usage: bench_history_screens DB WIDTH HEIGHT
// Prints "game_nights_ms", "statistics_ms" (the first opening on this file), "statistics_again_ms"
// (opened once more) and "backup_ms", wall times in milliseconds.
#include "App.hpp"
#include "screens/GameNightsScreen.hpp"
#include "screens/StatisticsScreen.hpp"

#include <SFML/Graphics.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

extern "C" {
struct _XDisplay;
_XDisplay* XOpenDisplay(const char*);
}
static _XDisplay* const kHoldX = XOpenDisplay(nullptr); // see FrameBench.cpp

int main(int argc, char** argv) {
    if (argc != 4)
        return std::fprintf(stderr, "usage: bench_history_screens DB WIDTH HEIGHT\n"), 2;
    const unsigned width = static_cast<unsigned>(std::atoi(argv[2]));
    const unsigned height = static_cast<unsigned>(std::atoi(argv[3]));
    sf::err().rdbuf(nullptr);
    sf::RenderTexture target;
    if (!target.create(width, height))
        return std::fprintf(stderr, "cannot create an off-screen target\n"), 1;
    heist::store::SessionStore store(argv[1]);
    store.awaitIntegrity(); // the check's own thread is not what is measured here
    heist::cli::Options options;
    options.mute = true;
    heist::ui::App app(store, options);
    app.resize({static_cast<float>(width), static_cast<float>(height)});
    app.start();
    app.render(target);
    target.display();
    auto timeScreen = [&](const char* name, auto make) {
        const auto t0 = std::chrono::steady_clock::now();
        app.push(make());
        app.update(0);
        app.render(target);
        target.display();
        (void)target.getTexture().copyToImage(); // waits for the GL work to finish
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        std::printf("%s %.2f\n", name, ms);
        app.pop();
        app.update(0);
        app.render(target);
    };
    timeScreen("game_nights_ms", [&] { return std::make_unique<heist::ui::GameNightsScreen>(app); });
    timeScreen("statistics_ms", [&] { return std::make_unique<heist::ui::StatisticsScreen>(app); });
    // Again: from the first opening on, each finished game's record is kept in the file.
    timeScreen("statistics_again_ms", [&] { return std::make_unique<heist::ui::StatisticsScreen>(app); });
    const auto t0 = std::chrono::steady_clock::now();
    const auto backup = store.backUp("bench");
    std::printf("backup_ms %.2f\n",
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    std::filesystem::remove(backup);
    (void)kHoldX;
    return 0;
}
