// The baseline for launch-to-first-frame: a bare SFML window that clears, displays once,
// prints the time since launch and exits.
#include <SFML/Graphics.hpp>

#include <chrono>
#include <iostream>

static const auto kLaunch = std::chrono::steady_clock::now();

int main() {
    sf::ContextSettings settings;
    settings.antialiasingLevel = 4;
    sf::RenderWindow window(sf::VideoMode(1280, 800), "bare", sf::Style::Default, settings);
    window.clear(sf::Color(11, 15, 28));
    window.display();
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - kLaunch);
    std::cout << "first_frame_ms " << ms.count() << std::endl;
    return 0;
}
