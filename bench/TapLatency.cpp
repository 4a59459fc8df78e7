// Tap to photon, measured from outside the program: a tap is injected into the X server (XTEST,
// as a finger's press and release reach a kiosk), then the window's pixels are read back until
// they change. The time between the injection and the first changed read is what a player
// waits for after a finger lands. The same tool measures the baseline (bench_bare_window --stay,
// which repaints on a click), so that what the X server, the reading and the renderer cost falls
// on both. Used by bench/tap-latency.sh.
//
// How a change is seen (--method): "damage" (the default) asks the X server for the window's
// damage events (the DAMAGE extension, libXdamage.so.1 loaded at run time) and sleeps until one
// comes; the time is taken when it arrives (the server has put the pixels in the screen by then),
// and one read-back confirms that a pixel changed (a drawing that leaves the pixels as they were
// is waited past). "poll" reads the window back again and again until a pixel changes: each
// read of a 1280x800 window keeps the X server busy 1.5-3 ms, on a CPU the app and its software
// renderer share, so polling slows what it measures (docs/performance.md, "Tap to photon").
//
// Usage: bench_tap_latency WINDOW_NAME X Y [options]      (X Y in the window's pixels)
//   --hold            press only (a hold button answers the press); the finger stays down
//   --release         release only (ends a --hold)
//   --watch X,Y,W,H   the part of the window read back (default: all of it)
//   --settle MS       first wait until the window has not changed for MS ms (default 300;
//                     gives up after 20 s): an animation before the tap is not its answer
//   --timeout MS      give up after MS ms without a change (default 3000)
//   --method damage|poll   how a change is seen (above; default damage)
// Prints one line: "latency_ms L reads N read_ms R" (R: the median time of one read-back, the
// resolution of L), or "timeout" (exit 3). Exit 2: bad arguments, no display, no such window,
// no XTEST (the library libXtst.so.6 comes with xdotool's package).
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <poll.h>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

Window findWindow(Display* d, Window w, const char* name) {
    char* wmName = nullptr;
    if (XFetchName(d, w, &wmName) && wmName) {
        const bool match = std::strcmp(wmName, name) == 0;
        XFree(wmName);
        if (match)
            return w;
    }
    Window root = 0, parent = 0, *children = nullptr;
    unsigned count = 0;
    if (!XQueryTree(d, w, &root, &parent, &children, &count))
        return 0;
    Window found = 0;
    for (unsigned i = 0; i < count && !found; ++i)
        found = findWindow(d, children[i], name);
    if (children)
        XFree(children);
    return found;
}

struct Rect {
    int x = 0, y = 0, w = 0, h = 0;
};

// One read-back of the watched part, as bytes: read from the root window (what the screen
// shows there), as a GL window's own visual may refuse GetImage.
bool grab(Display* d, Window, const Rect& r, std::vector<char>& out) {
    XImage* img = XGetImage(d, DefaultRootWindow(d), r.x, r.y, static_cast<unsigned>(r.w), static_cast<unsigned>(r.h),
                            AllPlanes, ZPixmap);
    if (!img)
        return false;
    out.assign(img->data,
               img->data + static_cast<std::size_t>(img->bytes_per_line) * static_cast<std::size_t>(img->height));
    XDestroyImage(img);
    return true;
}

int usage(const char* why) {
    std::fprintf(stderr,
                 "bench_tap_latency: %s\nusage: bench_tap_latency WINDOW_NAME X Y [--hold|--release] "
                 "[--watch X,Y,W,H] [--settle MS] [--timeout MS] [--method damage|poll]\n",
                 why);
    return 2;
}

bool number(const char* s, int& out) {
    char* end = nullptr;
    const long v = std::strtol(s, &end, 10);
    if (!*s || *end || v < 0 || v > 100000)
        return false;
    out = static_cast<int>(v);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 4)
        return usage("missing arguments");
    const char* name = argv[1];
    int x = 0, y = 0, settle = 300, timeout = 3000;
    if (!number(argv[2], x) || !number(argv[3], y))
        return usage("X and Y must be whole numbers of pixels");
    bool press = true, release = true, watchGiven = false, useDamage = true;
    Rect watch;
    for (int i = 4; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--hold")
            release = false;
        else if (a == "--release")
            press = false;
        else if (a == "--watch" && hasValue) {
            if (std::sscanf(argv[++i], "%d,%d,%d,%d", &watch.x, &watch.y, &watch.w, &watch.h) != 4 || watch.w <= 0 ||
                watch.h <= 0 || watch.x < 0 || watch.y < 0)
                return usage("--watch takes X,Y,W,H with W and H above 0");
            watchGiven = true;
        } else if (a == "--settle" && hasValue) {
            if (!number(argv[++i], settle))
                return usage("--settle takes milliseconds");
        } else if (a == "--method" && hasValue) {
            const std::string m = argv[++i];
            if (m != "damage" && m != "poll")
                return usage("--method takes damage or poll");
            useDamage = m == "damage";
        } else if (a == "--timeout" && hasValue) {
            if (!number(argv[++i], timeout) || timeout == 0)
                return usage("--timeout takes milliseconds above 0");
        } else
            return usage(("unknown argument " + a).c_str());
    }
    // XTEST from the library xdotool uses, opened here so that building needs no -dev package.
    void* xtst = dlopen("libXtst.so.6", RTLD_NOW);
    if (!xtst)
        return usage("libXtst.so.6 not found (install libxtst6 or xdotool)");
    using FakeMotion = int (*)(Display*, int, int, int, unsigned long);
    using FakeButton = int (*)(Display*, unsigned, Bool, unsigned long);
    auto fakeMotion = reinterpret_cast<FakeMotion>(dlsym(xtst, "XTestFakeMotionEvent"));
    auto fakeButton = reinterpret_cast<FakeButton>(dlsym(xtst, "XTestFakeButtonEvent"));
    if (!fakeMotion || !fakeButton)
        return usage("libXtst.so.6 has no XTestFakeButtonEvent");
    // DAMAGE, from the library Mesa's GLX uses (no -dev package needed either).
    using DamageQuery = Bool (*)(Display*, int*, int*);
    using DamageCreate = XID (*)(Display*, Drawable, int);
    using DamageSubtract = void (*)(Display*, XID, XID, XID);
    DamageQuery damageQuery = nullptr;
    DamageCreate damageCreate = nullptr;
    DamageSubtract damageSubtract = nullptr;
    if (useDamage) {
        void* xdamage = dlopen("libXdamage.so.1", RTLD_NOW);
        if (!xdamage)
            return usage("libXdamage.so.1 not found (install libxdamage1, or use --method poll)");
        damageQuery = reinterpret_cast<DamageQuery>(dlsym(xdamage, "XDamageQueryExtension"));
        damageCreate = reinterpret_cast<DamageCreate>(dlsym(xdamage, "XDamageCreate"));
        damageSubtract = reinterpret_cast<DamageSubtract>(dlsym(xdamage, "XDamageSubtract"));
        if (!damageQuery || !damageCreate || !damageSubtract)
            return usage("libXdamage.so.1 has no XDamageCreate");
    }
    Display* d = XOpenDisplay(nullptr);
    if (!d)
        return usage("cannot open the display (set DISPLAY)");
    const Window w = findWindow(d, DefaultRootWindow(d), name);
    if (!w)
        return usage((std::string("no window named \"") + name + "\"").c_str());
    XWindowAttributes attrs;
    XGetWindowAttributes(d, w, &attrs);
    if (!watchGiven)
        watch = {0, 0, attrs.width, attrs.height};
    if (watch.x + watch.w > attrs.width || watch.y + watch.h > attrs.height || x >= attrs.width || y >= attrs.height)
        return usage("the point or the watched part is outside the window");
    int rootX = 0, rootY = 0;
    Window child = 0;
    XTranslateCoordinates(d, w, DefaultRootWindow(d), x, y, &rootX, &rootY, &child);
    int originX = 0, originY = 0;
    XTranslateCoordinates(d, w, DefaultRootWindow(d), 0, 0, &originX, &originY, &child);
    watch.x += originX;
    watch.y += originY;
    // Only what is on the screen can be read back.
    const int screenW = DisplayWidth(d, DefaultScreen(d)), screenH = DisplayHeight(d, DefaultScreen(d));
    watch.w = std::min(watch.x + watch.w, screenW) - std::max(watch.x, 0);
    watch.h = std::min(watch.y + watch.h, screenH) - std::max(watch.y, 0);
    watch.x = std::max(watch.x, 0);
    watch.y = std::max(watch.y, 0);
    if (watch.w <= 0 || watch.h <= 0 || rootX < 0 || rootY < 0 || rootX >= screenW || rootY >= screenH)
        return usage("the window is off the screen there");

    int damageEvent = 0, damageError = 0;
    XID damage = 0;
    if (useDamage) {
        if (!damageQuery(d, &damageEvent, &damageError))
            return usage("the X server has no DAMAGE extension (use --method poll)");
        damage = damageCreate(d, w, 0 /* XDamageReportRawRectangles: an event for every drawing */);
    }
    // The damage events that came before the tap are not its answer.
    const auto drainDamage = [&] {
        XSync(d, False);
        while (XPending(d) > 0) {
            XEvent e;
            XNextEvent(d, &e);
        }
        damageSubtract(d, damage, 0, 0);
        XSync(d, False);
        while (XPending(d) > 0) {
            XEvent e;
            XNextEvent(d, &e);
        }
    };
    // The next damage event, or false after the deadline; its arrival time in at.
    const auto nextDamage = [&](Clock::time_point deadline, Clock::time_point& at) {
        while (true) {
            while (XPending(d) > 0) {
                XEvent e;
                XNextEvent(d, &e);
                if (e.type == damageEvent + 0 /* XDamageNotify */) {
                    at = Clock::now();
                    return true;
                }
            }
            const double left = std::chrono::duration<double, std::milli>(deadline - Clock::now()).count();
            if (left <= 0)
                return false;
            pollfd p{ConnectionNumber(d), POLLIN, 0};
            ::poll(&p, 1, static_cast<int>(left) + 1);
        }
    };

    // The finger comes to the point first (no tap yet), then the window settles.
    fakeMotion(d, -1, rootX, rootY, CurrentTime);
    XSync(d, False);
    std::vector<char> before, now;
    if (!grab(d, w, watch, before))
        return usage("cannot read the window back");
    const auto settleStart = Clock::now();
    auto stillSince = Clock::now();
    while (msSince(stillSince) < settle) {
        if (msSince(settleStart) > 20000) {
            std::fprintf(stderr, "bench_tap_latency: the window kept changing for 20 s\n");
            return 3;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        grab(d, w, watch, now);
        if (now != before) {
            before.swap(now);
            stillSince = Clock::now();
        }
    }

    if (useDamage)
        drainDamage();
    const auto t0 = Clock::now();
    if (press)
        fakeButton(d, 1, True, CurrentTime);
    if (release)
        fakeButton(d, 1, False, CurrentTime);
    XFlush(d);
    std::vector<double> reads;
    double latency = 0;
    const auto deadline = t0 + std::chrono::milliseconds(timeout);
    while (useDamage) {
        Clock::time_point at;
        if (!nextDamage(deadline, at)) {
            std::printf("timeout\n");
            return 3;
        }
        const auto r0 = Clock::now();
        grab(d, w, watch, now);
        reads.push_back(msSince(r0));
        if (now != before) {
            latency = std::chrono::duration<double, std::milli>(at - t0).count();
            break;
        }
    }
    while (!useDamage) {
        const auto r0 = Clock::now();
        grab(d, w, watch, now);
        reads.push_back(msSince(r0));
        if (now != before) {
            latency = msSince(t0);
            break;
        }
        if (msSince(t0) > timeout) {
            std::printf("timeout\n");
            return 3;
        }
    }
    std::sort(reads.begin(), reads.end());
    // The tap's time on the steady clock (CLOCK_MONOTONIC, as the app's HEIST_FRAME_TRACE).
    const double tapAt = std::chrono::duration<double, std::milli>(t0.time_since_epoch()).count();
    std::printf("latency_ms %.3f reads %zu read_ms %.3f tap_at_ms %.3f\n", latency, reads.size(),
                reads[reads.size() / 2], tapAt);
    XCloseDisplay(d);
    return 0;
}
