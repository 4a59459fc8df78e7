// The heist-table binary in a real X window (under Xvfb): another window covers it and goes
// away, it is unmapped and mapped again, moved off the screen and back, and each time, with no
// touch in between, the app's own pixels come back, because it redraws when it is exposed.
// What is on the screen is read back from the X server itself.
#include "tests/ui/UiHarness.hpp"
#include "tests/support/TestSupport.hpp"

#include <SFML/Graphics/Image.hpp>
#include "tests/support/Catch.hpp"

#include <chrono>
#include <csignal>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

// Last: Xlib's macros (None, Status, Bool) would clash with names in the headers above.
#include <X11/Xlib.h>
#include <X11/Xutil.h>

extern char** environ;

namespace {

using namespace std::chrono_literals;

const sf::Color kCover{255, 0, 255};

// The test's own connection, kept to the end: closing the server's last client would reset
// an X server started for the tests alone.
Display* xDisplay() {
    static Display* const display = XOpenDisplay(nullptr);
    return display;
}

// A top-level window named "Heist Table" that is on the screen, if any.
std::optional<Window> findApp(Display* x) {
    Window root = DefaultRootWindow(x), parent = 0, *children = nullptr;
    unsigned count = 0;
    if (!XQueryTree(x, root, &root, &parent, &children, &count))
        return std::nullopt;
    std::optional<Window> found;
    for (unsigned i = 0; i < count && !found; ++i) {
        char* name = nullptr;
        XWindowAttributes a;
        if (XFetchName(x, children[i], &name) && name && std::string(name) == "Heist Table" &&
            XGetWindowAttributes(x, children[i], &a) && a.map_state == IsViewable)
            found = children[i];
        if (name)
            XFree(name);
    }
    if (children)
        XFree(children);
    return found;
}

// The part of a window that lies on the screen, in root coordinates.
sf::IntRect onScreen(Display* x, Window window) {
    XWindowAttributes a;
    REQUIRE(XGetWindowAttributes(x, window, &a));
    int left = 0, top = 0;
    Window child = 0;
    XTranslateCoordinates(x, window, DefaultRootWindow(x), 0, 0, &left, &top, &child);
    const int right = std::min(left + a.width, DisplayWidth(x, DefaultScreen(x)));
    const int bottom = std::min(top + a.height, DisplayHeight(x, DefaultScreen(x)));
    left = std::max(left, 0);
    top = std::max(top, 0);
    return {left, top, right - left, bottom - top};
}

// What the screen shows inside rect (root coordinates).
sf::Image capture(Display* x, const sf::IntRect& rect) {
    XImage* shot = XGetImage(x, DefaultRootWindow(x), rect.left, rect.top, static_cast<unsigned>(rect.width),
                             static_cast<unsigned>(rect.height), AllPlanes, ZPixmap);
    REQUIRE(shot);
    sf::Image image;
    image.create(static_cast<unsigned>(rect.width), static_cast<unsigned>(rect.height));
    auto channel = [](unsigned long pixel, unsigned long mask) {
        int shift = 0;
        while (mask && !(mask & 1)) {
            mask >>= 1;
            ++shift;
        }
        return static_cast<sf::Uint8>((pixel >> shift) & 0xff);
    };
    for (int y = 0; y < rect.height; ++y)
        for (int x0 = 0; x0 < rect.width; ++x0) {
            const unsigned long p = XGetPixel(shot, x0, y);
            image.setPixel(static_cast<unsigned>(x0), static_cast<unsigned>(y),
                           {channel(p, shot->red_mask), channel(p, shot->green_mask), channel(p, shot->blue_mask)});
        }
    XDestroyImage(shot);
    return image;
}

int differing(const sf::Image& a, const sf::Image& b) {
    int n = 0;
    for (unsigned y = 0; y < a.getSize().y; ++y)
        for (unsigned x = 0; x < a.getSize().x; ++x) {
            const auto p = a.getPixel(x, y), q = b.getPixel(x, y);
            if (std::abs(p.r - q.r) > 2 || std::abs(p.g - q.g) > 2 || std::abs(p.b - q.b) > 2)
                ++n;
        }
    return n;
}

int countColour(const sf::Image& image, sf::Color colour) {
    int n = 0;
    for (unsigned y = 0; y < image.getSize().y; ++y)
        for (unsigned x = 0; x < image.getSize().x; ++x)
            n += image.getPixel(x, y) == colour ? 1 : 0;
    return n;
}

void save(const sf::Image& image, const std::string& name) {
    if (const char* dir = std::getenv("HEIST_SCREENS_DIR"); dir && *dir)
        image.saveToFile(std::string(dir) + "/" + name + ".png");
}

// Waits until check() holds, looking every 50 ms, for at most `limit`.
template <typename Check> bool within(std::chrono::milliseconds limit, Check check) {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (!check()) {
        if (std::chrono::steady_clock::now() > end)
            return false;
        std::this_thread::sleep_for(50ms);
    }
    return true;
}

// The app, started as a user starts it and asked to close as a window manager asks.
class RunningApp {
public:
    explicit RunningApp(const std::filesystem::path& db) {
        std::vector<std::string> args = {HEIST_BINARY, "--db", db.string(), "--windowed", "1280x800"};
        std::vector<char*> argv;
        for (auto& a : args)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        std::vector<std::string> env = {"HEIST_AUDIO=off"};
        for (char** e = environ; *e; ++e)
            env.emplace_back(*e);
        std::vector<char*> envp;
        for (auto& e : env)
            envp.push_back(e.data());
        envp.push_back(nullptr);
        REQUIRE(posix_spawn(&m_pid, HEIST_BINARY, nullptr, nullptr, argv.data(), envp.data()) == 0);
    }
    ~RunningApp() {
        if (m_pid > 0) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, nullptr, 0);
        }
    }
    // Sends WM_DELETE_WINDOW and returns the exit status (-1: it did not end in 10 s).
    int close(Display* x, Window window) {
        XEvent e{};
        e.xclient.type = ClientMessage;
        e.xclient.window = window;
        e.xclient.message_type = XInternAtom(x, "WM_PROTOCOLS", False);
        e.xclient.format = 32;
        e.xclient.data.l[0] = static_cast<long>(XInternAtom(x, "WM_DELETE_WINDOW", False));
        e.xclient.data.l[1] = CurrentTime;
        XSendEvent(x, window, False, NoEventMask, &e);
        XSync(x, False);
        int status = -1;
        const bool ended = within(10s, [&] { return waitpid(m_pid, &status, WNOHANG) == m_pid; });
        if (!ended)
            return -1;
        m_pid = 0;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }

private:
    pid_t m_pid = 0;
};

} // namespace

TEST_CASE("Window - uncovered by another window, mapped again or moved back, the app shows itself again "
          "within 2 s without a touch",
          "[ui][expose]") {
    Display* x = xDisplay();
    REQUIRE(x);
    heist::test::TempDir dir;
    RunningApp app(dir / "x.db");
    std::optional<Window> window;
    REQUIRE(within(30s, [&] { return (window = findApp(x)).has_value(); }));
    // The first frame, once the window has stopped moving (SFML opens it centred, the app then
    // places it) and the screen has stopped changing.
    sf::IntRect area = onScreen(x, *window);
    sf::Image shown = capture(x, area);
    REQUIRE(within(20s, [&] {
        std::this_thread::sleep_for(300ms);
        const sf::IntRect now = onScreen(x, *window);
        sf::Image again = capture(x, now);
        const bool settled = now == area && differing(again, shown) == 0 &&
                             countColour(again, again.getPixel(0, 0)) < area.width * area.height;
        area = now;
        shown = std::move(again);
        return settled;
    }));
    REQUIRE(area.width >= 640);
    REQUIRE(area.height >= 400);
    save(shown, "expose-before");

    // A window over most of the app, then gone.
    XSetWindowAttributes attributes{};
    attributes.override_redirect = True; // placed where asked, with or without a window manager
    attributes.background_pixel = (0xffUL << 16) | 0xffUL;
    const Window cover =
        XCreateWindow(x, DefaultRootWindow(x), area.left + 100, area.top + 100, static_cast<unsigned>(area.width - 200),
                      static_cast<unsigned>(area.height - 200), 0, CopyFromParent, InputOutput, CopyFromParent,
                      CWOverrideRedirect | CWBackPixel, &attributes);
    XMapRaised(x, cover);
    XSync(x, False);
    sf::Image covered;
    REQUIRE(within(5s, [&] {
        covered = capture(x, area);
        return countColour(covered, kCover) >= (area.width - 200) * (area.height - 200);
    }));
    save(covered, "expose-covered");
    XDestroyWindow(x, cover);
    XSync(x, False);

    // Nothing else happens: no tap, no key, no motion.
    sf::Image after;
    auto comesBack = [&](const std::string& shot) {
        const bool back = within(2s, [&] {
            after = capture(x, area);
            return differing(after, shown) == 0;
        });
        save(after, shot);
        return back;
    };
    CHECK(comesBack("expose-after"));
    CHECK(countColour(after, kCover) == 0);

    // Taken off the screen and put back, as a window manager hides and restores a window.
    XUnmapWindow(x, *window);
    XSync(x, False);
    CHECK(within(5s, [&] { return differing(capture(x, area), shown) > 0; }));
    XMapWindow(x, *window);
    XSync(x, False);
    CHECK(comesBack("expose-mapped"));

    // Moved half off the screen and back.
    XMoveWindow(x, *window, area.left - area.width / 2, area.top);
    XSync(x, False);
    CHECK(within(5s, [&] { return differing(capture(x, area), shown) > 0; }));
    XMoveWindow(x, *window, area.left, area.top);
    XSync(x, False);
    CHECK(comesBack("expose-moved"));

    // Sleeping on its X connections, the app still wakes for a tap: Settings opens.
    heist::test::UiHarness home(static_cast<unsigned>(area.width), static_cast<unsigned>(area.height));
    home.frame();
    const auto settings = home.app().regionRect("settings");
    REQUIRE(settings);
    for (const int type : {ButtonPress, ButtonRelease}) {
        XEvent e{};
        e.xbutton.type = type;
        e.xbutton.window = *window;
        e.xbutton.button = Button1;
        e.xbutton.x = static_cast<int>(settings->left + settings->width / 2);
        e.xbutton.y = static_cast<int>(settings->top + settings->height / 2);
        XSendEvent(x, *window, False, NoEventMask, &e);
    }
    XSync(x, False);
    CHECK(within(2s, [&] { return differing(capture(x, area), shown) > area.width * area.height / 10; }));
    save(capture(x, area), "expose-tapped");

    CHECK(app.close(x, *window) == 0);
}
