// heist-table: the command line, the headless commands, and the window's event loop.
#include "ui/Antialiasing.hpp"
#include "ui/App.hpp"
#include "language/Language.hpp"
#include "ui/EventLoop.hpp"
#include "ui/FrameMemory.hpp"
#include "ui/WindowPlacement.hpp"
#include "cli/Commands.hpp"
#include "cli/Options.hpp"
#include "games/Catalogue.hpp"
#include "language/Translate.hpp"

#include <SFML/Graphics.hpp>

// From Xlib, declared here so that its macros (None, Status, ...) stay out of this file.
extern "C" {
struct _XDisplay;
_XDisplay* XOpenDisplay(const char* name);
int XCloseDisplay(_XDisplay* display);
}

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>

using namespace heist;

namespace {

const auto kLaunch = std::chrono::steady_clock::now();

// SFML's error stream, filtered: a software GL without swap control makes SFML say
// "Setting vertical sync not supported" at every window; that is no error of ours and is
// dropped. Anything else SFML says still reaches stderr.
class SfmlErrors : public std::streambuf {
public:
    ~SfmlErrors() override { flushLine(); }

protected:
    int overflow(int c) override {
        if (c == '\n')
            flushLine();
        else if (c != EOF)
            m_line += static_cast<char>(c);
        return c;
    }

private:
    void flushLine() {
        if (!m_line.empty() && m_line.find("vertical sync") == std::string::npos)
            std::cerr << m_line << "\n";
        m_line.clear();
    }
    std::string m_line;
};

// SFML aborts the process when it cannot reach the X server: ask first. The connection stays
// open until the process ends: closing it could make it the server's last client, and an X
// server started for one app (xvfb-run, a kiosk's) then resets, so that SFML's own connection a
// moment later finds no server and aborts (seen as exit 134 under load).
bool hasDisplay() {
    static _XDisplay* const probe = XOpenDisplay(nullptr);
    return probe != nullptr;
}

// What the App takes of the command line; --resume's "last" or id resolved in the file.
ui::AppOptions appOptions(store::SessionStore& store, const cli::Options& options) {
    ui::AppOptions out;
    out.width = options.width;
    out.height = options.height;
    out.mute = options.mute;
    out.seed = options.seed;
    if (options.resume) {
        out.resume = true;
        out.resumeId = cli::resolveResume(store, *options.resume);
    }
    return out;
}

int screenshot(store::SessionStore& store, const cli::Options& options) {
    sf::ContextSettings settings;
    settings.antialiasingLevel = ui::chooseAntialiasing(); // 4x on a GPU, none on llvmpipe
    sf::RenderTexture target;
    if (!target.create(options.width, options.height, settings))
        throw std::runtime_error("cannot create an off-screen image of " + std::to_string(options.width) + "x" +
                                 std::to_string(options.height) + " (is there a display? try xvfb-run)");
    ui::App app(store, appOptions(store, options));
    app.resize({static_cast<float>(options.width), static_cast<float>(options.height)});
    app.start();
    app.render(target);
    target.display();
    if (!target.getTexture().copyToImage().saveToFile(options.screenshot->string()))
        throw std::runtime_error("cannot write " + options.screenshot->string());
    return 0;
}

// Shown when something fails after the window opened: the message stays until closed.
void showFatal(sf::RenderWindow& window, const std::string& message) {
    sf::Font font;
    if (!font.loadFromFile((std::filesystem::path(HEIST_FONT_DIR) / "DejaVuSans.ttf").string()))
        return;
    std::string wrapped;
    std::size_t column = 0;
    for (char c : message) {
        if (c == '\n')
            column = 0;
        if (c == ' ' && column > 60) {
            wrapped += '\n';
            column = 0;
            continue;
        }
        wrapped += c;
        ++column;
    }
    sf::Text text(sf::String::fromUtf8(wrapped.begin(), wrapped.end()), font, 28);
    text.setPosition(60, 60);
    text.setFillColor(sf::Color(239, 230, 210));
    sf::Event e;
    while (window.isOpen() && window.waitEvent(e)) {
        if (e.type == sf::Event::Closed || e.type == sf::Event::KeyPressed || e.type == sf::Event::MouseButtonReleased)
            window.close();
        window.clear(sf::Color(11, 15, 28));
        window.draw(text);
        window.display();
    }
}

int runWindow(store::SessionStore& store, const cli::Options& options) {
    sf::ContextSettings settings;
    settings.antialiasingLevel = ui::chooseAntialiasing(); // 4x on a GPU, none on llvmpipe
    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    const sf::Vector2u wanted = options.sizeGiven ? sf::Vector2u{options.width, options.height}
                                                  : ui::defaultWindowFor({desktop.width, desktop.height});
    const sf::Vector2u size = ui::windowSizeOn({desktop.width, desktop.height}, wanted);
    const sf::VideoMode mode = options.fullscreen ? desktop : sf::VideoMode(size.x, size.y);
    sf::RenderWindow window(mode, "Heist Table", options.fullscreen ? sf::Style::Fullscreen : sf::Style::Default,
                            settings);
    if (!options.fullscreen) // on the screen, whole, with or without a window manager
        window.setPosition(ui::windowPositionOn({desktop.width, desktop.height}, size));
    window.setKeyRepeatEnabled(false);
    const bool exitAfterFirstFrame = std::getenv("HEIST_EXIT_AFTER_FIRST_FRAME") != nullptr;
    try {
        ui::App app(store, appOptions(store, options));
        app.resize(sf::Vector2f(window.getSize()));
        app.start();
        ui::SfmlLoopWindow loopWindow(window);
        ui::runEventLoop(app, loopWindow, [exitAfterFirstFrame] {
            if (!exitAfterFirstFrame)
                return false;
            const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - kLaunch);
            std::cout << "first_frame_ms " << ms.count() << std::endl;
            return true;
        });
    } catch (const std::exception& e) {
        std::cerr << "heist-table: " << e.what() << "\n";
        showFatal(window, heist::tr("Heist Table stopped:\n{error}", {{"error", e.what()}}));
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    ui::keepFrameMemory();
    static SfmlErrors sfmlErrors;
    sf::err().rdbuf(&sfmlErrors);
    const auto parsed = cli::parseOptions(argc, argv);
    if (parsed.exitStatus != 0) {
        std::cerr << parsed.message << "\n";
        return parsed.exitStatus;
    }
    const auto& o = parsed.options;
    if (o.help) {
        std::cout << parsed.message;
        return 0;
    }
    if (o.version) {
        std::cout << cli::versionText();
        return 0;
    }
    // --check, --list, --export, --script and --serve-phones need no window. Each gives its own
    // status; what escapes one is a case of the saved-games file (its status) or a bug (1),
    // never an abort.
    try {
        if (const auto status = cli::runHeadless(o, std::cout, std::cerr, std::cin))
            return *status;
    } catch (const store::StoreError& e) {
        return cli::stopOnStoreError(e, std::cerr);
    } catch (const std::exception& e) {
        std::cerr << "heist-table: " << e.what() << "\n";
        return cli::kExitUnexpected;
    }
    if (!hasDisplay()) {
        std::cerr << "heist-table: cannot open a window: no display (is DISPLAY set? for a test "
                     "run, try xvfb-run)\n";
        return cli::kExitNoDisplay;
    }
    try {
        // The system's language (or HEIST_LANGUAGE) already for what opening the file may say
        // (a damaged file set aside); the App then takes the one chosen in Settings.
        if (const auto unknown = language::unknownForcedLanguage(); !unknown.empty())
            std::cerr << "heist-table: " << unknown << "\n";
        language::setLanguage(language::startingLanguage(std::nullopt));
        store::SessionStore store(o.db);
        if (!store.notice().empty())
            std::cerr << "heist-table: " << store.notice() << "\n";
        (void)games::catalogue(); // reads data/games now, so a bad file fails before the window
        if (o.screenshot)
            return screenshot(store, o);
        return runWindow(store, o);
    } catch (const std::exception& e) {
        std::cerr << "heist-table: " << e.what() << "\n";
        // Opening the app by touch, nobody reads stderr: say it in a window too.
        if (!o.screenshot && hasDisplay()) {
            sf::RenderWindow window(sf::VideoMode(o.width, o.height), "Heist Table");
            showFatal(window, heist::tr("Heist Table cannot start:\n{error}", {{"error", e.what()}}));
        }
        if (const auto* s = dynamic_cast<const store::StoreError*>(&e))
            return s->exitStatus();
        return cli::kExitUnexpected;
    }
}
