// Frame time while the Secret Night roulette spins, in a real 1280x800 window (run it under
// Xvfb: software rendering), next to frames of the same table standing still, drawn in the
// same run. Prints "name value" lines for bench/run.sh.
#include "Antialiasing.hpp"
#include "App.hpp"
#include "games/Catalogue.hpp"

#include <SFML/Graphics.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>

using Clock = std::chrono::steady_clock;

namespace {

// CPU time of the whole process, the rasteriser's threads included.
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

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
    // The app's own window settings: antialiasing chosen by the GL renderer (HEIST_MSAA=0/4
    // forces a level, to measure the other choice).
    sf::ContextSettings settings;
    settings.antialiasingLevel = heist::ui::chooseAntialiasing();
    sf::RenderWindow window(sf::VideoMode(1280, 800), "wheel bench", sf::Style::Default, settings);
    std::printf("wheel_gl_renderer %s\nwheel_msaa_asked %u\nwheel_msaa_granted %u\n",
                heist::ui::glRenderer().c_str(), settings.antialiasingLevel,
                window.getSettings().antialiasingLevel);
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

    std::vector<double> cpu; // per frame, while spinning
    double lastCpu = 0;
    auto frame = [&] {
        const auto t0 = Clock::now();
        lastCpu = cpuMs();
        app.render(window);
        window.display();
        lastCpu = cpuMs() - lastCpu;
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
            cpu.push_back(lastCpu);
        }
        app.live()->dispatch({"sn.end_turn", heist::Json::object(), std::nullopt});
        if (app.live()->session().finished())
            break;
        app.update(0);
        frame();
    }
    std::printf("wheel_frames %zu\nwheel_spin_median_ms %.2f\nwheel_spin_p99_ms %.2f\n", spinning.size(),
                percentile(spinning, 0.5), percentile(spinning, 0.99));
    std::printf("wheel_spin_cpu_median_ms %.2f\nwheel_spin_cpu_p99_ms %.2f\n", percentile(cpu, 0.5),
                percentile(cpu, 0.99));
    std::printf("wheel_still_median_ms %.2f\nwheel_still_p99_ms %.2f\n", percentile(still, 0.5), percentile(still, 0.99));
    std::filesystem::remove_all(dir);
    return 0;
}
