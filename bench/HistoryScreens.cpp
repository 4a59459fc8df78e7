// The history screens' cost as the history grows (bench/history-growth.sh): opens a
// saved-games file, shows Home off-screen, then times, in this process, from opening Game
// nights (and then Statistics) to its first frame drawn and read back (the GL work done).
// Then a backup (the CLI has none: the Backups screen calls SessionStore::backUp), timed the
// same way and removed again. Usage: bench_history_screens DB WIDTH HEIGHT
// Prints "game_nights_ms", "statistics_ms" (the first opening on this file, cold: no record
// kept; its first frame says how far the counting is), "statistics_figures_ms" (from the same
// opening until its figures are drawn), "statistics_again_ms" (opened once more) and
// "backup_ms", wall times in milliseconds.
// Then, on a copy of the file made before anything touched it: a new App shows Home and stands
// idle (update and render, as the loop does when woken) until the glyphs are warmed and the
// records are kept ahead (App::recordsAhead), and Statistics is opened then, what a group sees
// who opens it a minute after launch: "statistics_idle_ms", with "backfill_ms" (the idle time
// the records took, steps included), "backfill_steps" and "backfill_step_ms" (the longest of
// those steps: what a tap could wait for).
#include "ui/App.hpp"
#include "ui/screens/GameNightsScreen.hpp"
#include "ui/screens/StatisticsScreen.hpp"

#include <SFML/Graphics.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <thread>

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
    // The untouched copy for the idle opening, taken before this file is opened.
    const std::filesystem::path original = argv[1];
    const std::filesystem::path idleCopy = original.string() + ".idle.db";
    for (const char* side : {"", "-wal", "-shm"}) {
        std::filesystem::remove(idleCopy.string() + side);
        if (std::filesystem::exists(original.string() + side))
            std::filesystem::copy_file(original.string() + side, idleCopy.string() + side);
    }
    heist::store::SessionStore store(argv[1]);
    store.awaitIntegrity(); // the check's own thread is not what is measured here
    heist::ui::AppOptions options;
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
    // Cold: no record kept yet. Its first frame says how far the counting is; the App then keeps
    // the records in hurried steps, one after the other, redrawing when the screen asks, as the
    // event loop does (App::wakeIn is 0 then), until the figures are drawn.
    {
        const auto t0 = std::chrono::steady_clock::now();
        auto screen = std::make_unique<heist::ui::StatisticsScreen>(app);
        const auto* stats = screen.get();
        app.push(std::move(screen));
        app.update(0);
        app.render(target);
        target.display();
        (void)target.getTexture().copyToImage();
        std::printf("statistics_ms %.2f\n",
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        for (int i = 0; i < 1000000 && stats->counting(); ++i) {
            app.update(0.005);
            if (app.needsRedraw())
                app.render(target);
        }
        target.display();
        (void)target.getTexture().copyToImage();
        std::printf("statistics_figures_ms %.2f\n",
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        app.pop();
        app.update(0);
        app.render(target);
    }
    // Again: from the first opening on, each finished game's record is kept in the file.
    timeScreen("statistics_again_ms", [&] { return std::make_unique<heist::ui::StatisticsScreen>(app); });
    const auto t0 = std::chrono::steady_clock::now();
    const auto backup = store.backUp("bench");
    std::printf("backup_ms %.2f\n",
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    std::filesystem::remove(backup);

    {
        heist::store::SessionStore idleStore(idleCopy);
        heist::ui::App idle(idleStore, options);
        idle.resize({static_cast<float>(width), static_cast<float>(height)});
        idle.start();
        idle.render(target);
        target.display();
        double longest = 0;
        std::size_t steps = 0;
        const auto b0 = std::chrono::steady_clock::now();
        std::optional<std::chrono::steady_clock::time_point> recordsFrom;
        for (int i = 0; i < 1000000 && (idle.store().integrityPending() || !idle.recordsAhead().done()); ++i) {
            const bool recordStep = !idle.store().integrityPending() && !idle.needsRedraw();
            if (recordStep && !recordsFrom)
                recordsFrom = std::chrono::steady_clock::now();
            const auto s0 = std::chrono::steady_clock::now();
            idle.update(0.01);
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s0).count();
            if (recordStep) {
                longest = std::max(longest, ms);
                ++steps;
            }
            if (idle.needsRedraw()) {
                idle.render(target);
                target.display();
            }
            if (idle.store().integrityPending())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        const auto b1 = std::chrono::steady_clock::now();
        std::printf("backfill_ms %.2f\nbackfill_steps %zu\nbackfill_step_ms %.2f\n",
                    std::chrono::duration<double, std::milli>(b1 - recordsFrom.value_or(b0)).count(), steps, longest);
        const auto t1 = std::chrono::steady_clock::now();
        idle.push(std::make_unique<heist::ui::StatisticsScreen>(idle));
        idle.update(0);
        idle.render(target);
        target.display();
        (void)target.getTexture().copyToImage();
        std::printf("statistics_idle_ms %.2f\n",
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t1).count());
    }
    for (const char* side : {"", "-wal", "-shm"})
        std::filesystem::remove(idleCopy.string() + side);
    (void)kHoldX;
    return 0;
}
