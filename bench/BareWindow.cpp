// The baseline for launch-to-first-frame: a bare SFML window that loads the app's font, draws
// one line of text, displays once, prints the time since launch and exits. Its multisampling is
// what the app asks for on this machine's software renderer (none: see ui/Antialiasing.hpp);
// set HEIST_MSAA to the app's level when measuring on a GPU.
#include <SFML/Graphics.hpp>

#include <chrono>
#include <cstdlib>
#include <iostream>

static const auto kLaunch = std::chrono::steady_clock::now();

int main() {
    sf::ContextSettings settings;
    const char* msaa = std::getenv("HEIST_MSAA");
    settings.antialiasingLevel = msaa ? static_cast<unsigned>(std::atoi(msaa)) : 0u;
    sf::RenderWindow window(sf::VideoMode(1280, 800), "bare", sf::Style::Default, settings);
    sf::Font font;
    if (!font.loadFromFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        return 1;
    sf::Text text("Heist Table", font, 40);
    window.clear(sf::Color(11, 15, 28));
    window.draw(text);
    window.display();
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - kLaunch);
    std::cout << "first_frame_ms " << ms.count() << std::endl;
    return 0;
}
