// Frame cost while something moves on the table, in a real window with the app's own window
// settings (antialiasing chosen by the GL renderer, as ui/main.cpp does), against the floor:
// clearing and displaying an empty window with the same settings. Run it under Xvfb for
// software rendering. Usage:
//   bench_frame <scene> <width> <height> <frames>
//   scene: floor   clear and display only
//          sprite  copying a whole-window texture and display (what a frame that redraws
//                  only the moving parts would pay without partial presentation)
//          wheel   the Secret Night roulette spinning (eight players)
//          dice    Suspicion's guest dice tumbling (six players)
//          still   the eight-player Secret Night table standing still, redrawn in full
//          turn    the same table, End turn after End turn: each frame answers a tap, drawn
//                  where it differs from the last (ui/DisplayList.hpp), as the app draws it
// Frames are paced as the app's loop paces an animation (12 ms apart) and presented as it
// presents them (in parts where that pays: ui/PartialPresent.hpp). Prints "name value" lines:
// the process CPU time of each frame (the rasteriser's threads included) and its wall time,
// median and p99 over every frame (for animations from the first spin or roll after launch,
// with the tap's frame and the result's), the draw calls per frame, and for animations the
// frames apart as well: the first (it answers the tap), the steady ones between, and the last
// (it shows the result).
// BENCH_FRAME_TRACE=1 prints every animation frame to stderr.
#include "ui/Antialiasing.hpp"
#include "ui/App.hpp"
#include "ui/FrameMemory.hpp"
#include "ui/PartialPresent.hpp"
#include "games/Catalogue.hpp"

#include <SFML/Graphics.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <string>
#include <thread>

using Clock = std::chrono::steady_clock;

namespace {

double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5)];
}

int usage() {
    std::fprintf(stderr, "usage: bench_frame floor|sprite|wheel|dice|still|turn WIDTH HEIGHT FRAMES\n");
    return 2;
}

} // namespace

// SFML closes its X connection at exit and may open another while tearing down; an X server
// that only this program uses (xvfb-run) resets in between and SFML aborts. Hold one open.
extern "C" {
struct _XDisplay;
_XDisplay* XOpenDisplay(const char*);
}
static _XDisplay* const kHoldX = XOpenDisplay(nullptr);

int main(int argc, char** argv) {
    heist::ui::keepFrameMemory(); // as the app does
    if (argc != 5)
        return usage();
    const std::string scene = argv[1];
    const int width = std::atoi(argv[2]), height = std::atoi(argv[3]), frames = std::atoi(argv[4]);
    if ((scene != "floor" && scene != "sprite" && scene != "wheel" && scene != "dice" && scene != "still" &&
         scene != "turn") ||
        width < 320 || height < 320 || width > 8192 || height > 8192 || frames < 1)
        return usage();
    sf::err().rdbuf(nullptr); // software GL says it cannot set vertical sync; no matter here
    sf::ContextSettings settings;
    settings.antialiasingLevel = heist::ui::chooseAntialiasing();
    sf::RenderWindow window(sf::VideoMode(static_cast<unsigned>(width), static_cast<unsigned>(height)), "frame bench",
                            sf::Style::Default, settings);
    std::printf("gl_renderer %s\nmsaa_granted %u\n", heist::ui::glRenderer().c_str(),
                window.getSettings().antialiasingLevel);

    // Shown as the app's loop shows frames: in parts where that pays (ui/PartialPresent.hpp).
    heist::ui::PartialPresent partial(window);
    std::optional<sf::IntRect> damage;
    const heist::ui::App* shown = nullptr; // the app whose frames are shown, for their parts
    auto present = [&] {
        if (partial.available() && damage && shown && shown->damageParts().size() > 1)
            for (const auto& r : shown->damageParts())
                partial.show(r);
        else if (partial.available())
            partial.show(damage.value_or(sf::IntRect(0, 0, width, height)));
        else
            window.display();
        damage.reset();
    };
    std::printf("partial_present %d\n", partial.available() ? 1 : 0);
    std::vector<double> cpu, wall, calls;
    std::vector<double> first, steady, ending; // CPU of each animation's first, middle and last frames
    auto timed = [&](const std::function<void()>& draw) {
        const auto t0 = Clock::now();
        const double c0 = cpuMs();
        const std::size_t d0 = heist::ui::Painter::drawCalls();
        draw();
        present();
        cpu.push_back(cpuMs() - c0);
        wall.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        calls.push_back(static_cast<double>(heist::ui::Painter::drawCalls() - d0));
    };

    if (scene == "floor") {
        for (int i = 0; i < 5; ++i) { // warm up
            window.clear(sf::Color(11, 14, 26));
            window.display();
        }
        for (int i = 0; i < frames; ++i)
            timed([&] { window.clear(sf::Color(11, 14, 26)); });
    } else if (scene == "sprite") {
        sf::Texture texture;
        texture.create(static_cast<unsigned>(width), static_cast<unsigned>(height));
        texture.update(window);
        sf::Sprite sprite(texture);
        for (int i = 0; i < frames; ++i)
            timed([&] { window.draw(sprite, sf::RenderStates(sf::BlendNone)); });
    } else {
        const auto dir = std::filesystem::temp_directory_path() / ("heist-frame-bench-" + std::to_string(getpid()));
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        {
            heist::store::SessionStore store(dir / "s.db");
            heist::ui::AppOptions options;
            options.mute = true;
            heist::ui::App app(store, options);
            shown = &app;
            app.resize({static_cast<float>(width), static_cast<float>(height)});
            app.start();
            heist::engine::SessionSetup setup;
            setup.seed = 3;
            const bool dice = scene == "dice";
            const char* names[] = {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
            const char* colours[] = {"amber", "teal", "violet", "rose", "lime", "sky", "orange", "silver"};
            for (int s = 0; s < (dice ? 6 : 8); ++s)
                setup.players.push_back({s, names[s], colours[s]});
            app.startSession(heist::games::definition(dice ? "suspicion" : "secret-night"), setup);
            for (int s = 0; s < static_cast<int>(setup.players.size()); ++s)
                app.live()->dispatch(
                    {dice ? "suspicion.see_identity" : "sn.see_role", heist::Json{{"seat", s}}, std::nullopt});
            app.showTable();
            app.update(0);
            // The launch's frame; no warming up: the first spin after launch is a player's too.
            damage = app.render(window, nullptr, partial.available());
            present();
            auto last = Clock::now();
            while (static_cast<int>(cpu.size()) < frames) {
                if (scene == "still") {
                    app.forgetFrame(); // drawn whole, as if the window had lost it
                    timed([&] { damage = app.render(window, nullptr, partial.available()); });
                    continue;
                }
                if (scene == "turn") {
                    timed([&] {
                        if (!app.refusal("sn.end_turn", heist::Json::object())) {
                            app.dispatch("sn.end_turn");
                        } else {
                            app.dispatch("sn.spin", heist::Json{{"mode", "movement"}});
                            app.top()->skipAnimation();
                        }
                        app.update(0);
                        damage = app.render(window, nullptr, partial.available());
                    });
                    if (app.live()->session().finished()) {
                        std::fprintf(stderr, "bench_frame: the game ended before %d frames\n", frames);
                        return 1;
                    }
                    continue;
                }
                if (!app.tap(dice ? "roll" : "spin")) {
                    std::fprintf(stderr, "bench_frame: no %s button on %s\n", dice ? "roll" : "spin",
                                 app.top() ? app.top()->name() : "no screen");
                    return 1;
                }
                last = Clock::now();
                bool firstOfAnimation = true;
                while (app.animating() && static_cast<int>(cpu.size()) < frames) {
                    const auto now = Clock::now();
                    app.update(std::chrono::duration<double>(now - last).count());
                    last = now;
                    timed([&] { damage = app.render(window, nullptr, partial.available()); });
                    // The first frame answers the tap and the last shows the result: both change
                    // the whole screen. The frames between are the animation.
                    (firstOfAnimation ? first : app.animating() ? steady : ending).push_back(cpu.back());
                    if (std::getenv("BENCH_FRAME_TRACE"))
                        std::fprintf(
                            stderr, "frame %zu first %d cpu %.3f damage %s\n", cpu.size(), firstOfAnimation ? 1 : 0,
                            cpu.back(),
                            damage ? (std::to_string(damage->width) + "x" + std::to_string(damage->height)).c_str()
                                   : "all");
                    firstOfAnimation = false;
                    std::this_thread::sleep_for(std::chrono::milliseconds(12)); // as the app's loop paces frames
                }
                app.top()->skipAnimation();
                app.live()->dispatch(
                    {dice ? "suspicion.end_turn" : "sn.end_turn", heist::Json::object(), std::nullopt});
                if (app.live()->session().finished()) {
                    std::fprintf(stderr, "bench_frame: the game ended before %d frames\n", frames);
                    return 1;
                }
                app.update(0);
                damage = app.render(window, nullptr, partial.available());
                present();
            }
        }
        std::filesystem::remove_all(dir);
    }
    std::printf("scene %s\nsize %dx%d\nframes %zu\n", scene.c_str(), width, height, cpu.size());
    std::printf("cpu_median_ms %.3f\ncpu_p99_ms %.3f\n", percentile(cpu, 0.5), percentile(cpu, 0.99));
    std::printf("wall_median_ms %.3f\nwall_p99_ms %.3f\n", percentile(wall, 0.5), percentile(wall, 0.99));
    std::printf("draw_calls_median %.0f\n", percentile(calls, 0.5));
    if (!first.empty()) {
        std::printf("animations %zu\nfirst_cpu_median_ms %.3f\nlast_cpu_median_ms %.3f\n", first.size(),
                    percentile(first, 0.5), percentile(ending, 0.5));
        std::printf("steady_cpu_median_ms %.3f\nsteady_cpu_p99_ms %.3f\n", percentile(steady, 0.5),
                    percentile(steady, 0.99));
    }
    std::fflush(stdout);
    return 0;
}
