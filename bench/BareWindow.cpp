// The baseline for the app's launch, memory and idle figures: a bare SFML window that loads
// the app's font, draws one line of text and displays it. Its multisampling is what the app
// asks for on this machine's software renderer (none: see ui/Antialiasing.hpp); set
// HEIST_MSAA to the app's level when measuring on a GPU. Usage:
//   bench_bare_window          prints the time from launch to the first frame and exits
//   bench_bare_window --stay   then waits for events as the app does (SFML's waitEvent),
//                              redrawing on each, until killed: for PSS and idle CPU, and
//                              for tap latency (bench_tap_latency): each click's release
//                              turns the background between two dark blues
#include <SFML/Graphics.hpp>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>

static const auto kLaunch = std::chrono::steady_clock::now();

// SFML closes its X connection at exit and may open another while tearing down; an X server
// that only this program uses (xvfb-run) resets in between and SFML aborts. Hold one open.
extern "C" {
struct _XDisplay;
_XDisplay* XOpenDisplay(const char*);
}
static _XDisplay* const kHoldX = XOpenDisplay(nullptr);

int main(int argc, char** argv) {
    const bool stay = argc > 1 && std::strcmp(argv[1], "--stay") == 0;
    sf::err().rdbuf(nullptr); // as the app: no vertical sync on software GL is no news
    sf::ContextSettings settings;
    const char* msaa = std::getenv("HEIST_MSAA");
    settings.antialiasingLevel = msaa ? static_cast<unsigned>(std::atoi(msaa)) : 0u;
    sf::RenderWindow window(sf::VideoMode(1280, 800), "bare", sf::Style::Default, settings);
    sf::Font font;
    if (!font.loadFromFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        return 1;
    sf::Text text("Heist Table", font, 40);
    bool other = false;
    auto draw = [&] {
        window.clear(other ? sf::Color(20, 26, 44) : sf::Color(11, 15, 28));
        window.draw(text);
        window.display();
    };
    draw();
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - kLaunch);
    std::cout << "first_frame_ms " << ms.count() << std::endl;
    sf::Event event;
    while (stay && window.isOpen() && window.waitEvent(event)) {
        if (event.type == sf::Event::Closed) {
            window.close();
            continue;
        }
        if (event.type == sf::Event::MouseButtonReleased)
            other = !other;
        draw();
    }
    return 0;
}
