// Frame time while the Secret Night roulette spins, in a real 1280x800 window (run it under
// Xvfb: software rendering), next to frames of the same table standing still, drawn in the
// same run. Prints "name value" lines for bench/run.sh.
#include "App.hpp"
#include "games/Catalogue.hpp"

#include <SFML/Graphics.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>

using Clock = std::chrono::steady_clock;

namespace {

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * (v.size() - 1) + 0.5)];
}

} // namespace

int main(int argc, char** argv) {
    const int spins = argc > 1 ? std::atoi(argv[1]) : 30;
    const auto dir = std::filesystem::temp_directory_path() / "heist-wheel-bench";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    heist::store::SessionStore store(dir / "s.db");
    heist::cli::Options options;
    options.mute = true;
    sf::err().rdbuf(nullptr); // software GL says it cannot set vertical sync; no matter here
    sf::RenderWindow window(sf::VideoMode(1280, 800), "wheel bench");
    heist::ui::App app(store, options);
    app.resize({1280, 800});
    app.start();
    heist::engine::SessionSetup setup;
    for (const char* n : {"Ann", "Bob", "Cy", "Dee", "Eve"})
        setup.players.push_back({static_cast<int>(setup.players.size()), n, "amber"});
    setup.seed = 3;
    app.startSession(heist::games::definition("secret-night"), setup);
    for (int s = 0; s < 5; ++s)
        app.live()->dispatch({"sn.see_role", heist::Json{{"seat", s}}, std::nullopt});
    app.showTable();
    app.update(0);

    auto frame = [&] {
        const auto t0 = Clock::now();
        app.render(window);
        window.display();
        return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    };
    frame();
    std::vector<double> still, spinning;
    auto last = Clock::now();
    for (int i = 0; i < spins; ++i) {
        for (int k = 0; k < 20; ++k)
            still.push_back(frame());
        if (!app.tap("spin"))
            return 1;
        last = Clock::now();
        while (app.animating()) {
            const auto now = Clock::now();
            app.update(std::chrono::duration<double>(now - last).count());
            last = now;
            spinning.push_back(frame());
        }
        app.live()->dispatch({"sn.end_turn", heist::Json::object(), std::nullopt});
        if (app.live()->session().finished())
            break;
        app.update(0);
        frame();
    }
    std::printf("wheel_frames %zu\nwheel_spin_median_ms %.2f\nwheel_spin_p99_ms %.2f\n", spinning.size(),
                percentile(spinning, 0.5), percentile(spinning, 0.99));
    std::printf("wheel_still_median_ms %.2f\nwheel_still_p99_ms %.2f\n", percentile(still, 0.5), percentile(still, 0.99));
    std::filesystem::remove_all(dir);
    return 0;
}
