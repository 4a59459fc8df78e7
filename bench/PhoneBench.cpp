// The phones' figures (issue 27; bench/phones.sh runs them and prints the table). Usage:
//   bench_phones tap DIR TAPS        a tap on the tablet to every phone's page updated, over
//                                    loopback, interleaved with a bare Beast echo of the same size
//   bench_phones tablet DIR MODE SECONDS PUBLISHES
//                                    the tablet's process standing still (MODE hub: serving eight
//                                    phones; none: no hub), then PUBLISHES taps; CPU and memory
//   bench_phones phones DIR PING_MS  eight phones for `tablet DIR hub`: they claim the seats in
//                                    DIR/codes, ping every PING_MS and stay until the tablet closes
//   bench_phones flood DIR SECONDS   a flooder for `tablet DIR hub` (issue 46): once the taps are
//                                    published, SECONDS of connections from 200 loopback addresses
//                                    that send pings and never read; the tablet's memory after it
// Each prints "key value" lines. The session is a real 8-player Secret Night in a real store
// (DIR/*.db), the hub a real PhoneHub on 127.0.0.1, and a tap what the app does: an intent through
// LiveSession::dispatch, then what ui/PhoneDesk.cpp's publishAll publishes.
#include "bench/PhonePool.hpp"
#include "bench/PhoneTable.hpp"
#include "phones/Crypto.hpp"
#include "ui/Wakeup.hpp"

#include <arpa/inet.h>
#include <malloc.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>

using namespace heist;
using namespace std::chrono_literals;
namespace fs = std::filesystem;
using bench::Clock;
using bench::loopback;
using bench::Table;

namespace {

void say(const std::string& key, double value) {
    if (value == std::floor(value) && std::abs(value) < 1e15)
        std::printf("%s %.0f\n", key.c_str(), value);
    else
        std::printf("%s %.3f\n", key.c_str(), value);
}

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

// p in [0, 1]: the nearest-rank percentile.
double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(v.size())));
    return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

void sayPercentiles(const std::string& key, const std::vector<double>& v) {
    say(key + "_p50_ms", percentile(v, 0.50));
    say(key + "_p99_ms", percentile(v, 0.99));
}

int tap(const fs::path& dir, int taps) {
    Table table(dir / "tap.db");
    phones::PhoneHub hub;
    auto config = loopback();
    config.idleTimeout = 1h; // the phones here do not ping
    auto codes = table.codes();
    hub.start(config, codes);
    table.publishAll(hub);
    bench::Pool phones;
    for (const auto& code : codes)
        phones.claim(phones.connect(hub.port()), code);
    phones.run();
    const auto everyPhone = [](const std::vector<bench::Received>& before) {
        return [before](const std::vector<bench::Received>& now) {
            for (std::size_t i = 0; i < now.size(); ++i)
                if (now[i].downs <= before[i].downs || now[i].publics <= before[i].publics)
                    return false;
            return true;
        };
    };
    if (!phones.waitFor(everyPhone(std::vector<bench::Received>(codes.size()))))
        throw std::runtime_error("the phones did not get their first views");

    bench::EchoServer echo;
    bench::Pool one, eight;
    one.connect(echo.port());
    for (int i = 0; i < 8; ++i)
        eight.connect(echo.port());
    one.run();
    eight.run();
    const auto everyEcho = [](const std::vector<bench::Received>& before) {
        return [before](const std::vector<bench::Received>& now) {
            for (std::size_t i = 0; i < now.size(); ++i)
                if (now[i].downs <= before[i].downs)
                    return false;
            return true;
        };
    };

    std::vector<double> all, first, commit, publish, echo1, echo8;
    std::size_t frameBytes = 0, plainBytes = 0;
    const int warmup = 20;
    for (int i = 0; i < warmup + taps; ++i) {
        // The tap: dispatch (the store's commit), publish, until every phone opened its box.
        auto before = phones.snapshot();
        const auto t0 = Clock::now();
        table.tap();
        const auto t1 = Clock::now();
        table.publishAll(hub);
        if (!phones.waitFor(everyPhone(before)))
            throw std::runtime_error("a tap did not reach every phone within 10 s");
        const auto after = phones.snapshot();
        auto last = t1, soonest = Clock::time_point::max();
        for (const auto& r : after) {
            last = std::max({last, r.lastDown, r.lastPublic});
            soonest = std::min(soonest, r.lastDown);
        }
        frameBytes = after[0].lastDownBytes;
        plainBytes = after[0].lastPlainBytes;
        // The baseline, interleaved: a frame of the same size to a bare echo server and back,
        // from one client, then from eight at once.
        const std::string message =
            "{\"t\":\"echo\",\"x\":\"" + std::string(frameBytes > 20 ? frameBytes - 19 : 1, 'x') + "\"}";
        before = one.snapshot();
        const auto e0 = Clock::now();
        one.sendAll(message);
        if (!one.waitFor(everyEcho(before)))
            throw std::runtime_error("no echo within 10 s");
        const auto e1 = one.snapshot()[0].lastDown;
        before = eight.snapshot();
        const auto f0 = Clock::now();
        eight.sendAll(message);
        if (!eight.waitFor(everyEcho(before)))
            throw std::runtime_error("no echo within 10 s");
        auto f1 = f0;
        for (const auto& r : eight.snapshot())
            f1 = std::max(f1, r.lastDown);
        if (i < warmup)
            continue;
        all.push_back(ms(last - t0));
        first.push_back(ms(soonest - t0));
        commit.push_back(ms(t1 - t0));
        publish.push_back(ms(last - t1));
        echo1.push_back(ms(e1 - e0));
        echo8.push_back(ms(f1 - f0));
    }
    std::int64_t bad = 0; // frames not understood, boxes that did not open
    for (const auto& r : phones.snapshot())
        bad += r.bad;
    phones.stop();
    one.stop();
    eight.stop();
    hub.stop();
    say("taps", taps);
    say("frame_bytes", static_cast<double>(frameBytes));
    say("plain_bytes", static_cast<double>(plainBytes));
    say("bad_frames", static_cast<double>(bad));
    sayPercentiles("tap_all", all);
    sayPercentiles("tap_first", first);
    sayPercentiles("tap_commit", commit);
    sayPercentiles("tap_publish", publish);
    sayPercentiles("echo1", echo1);
    sayPercentiles("echo8", echo8);
    return 0;
}

// Resident set (statm) and the heap in use (mallinfo2: arenas and mmapped blocks), in KiB.
void sayMemory(const std::string& stage) {
    long pages = 0, resident = 0;
    if (std::FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(f);
    }
    const struct mallinfo2 m = mallinfo2();
    say("rss_" + stage + "_kib", static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / 1024.0);
    say("heap_" + stage + "_kib", static_cast<double>(m.uordblks + m.hblkhd) / 1024.0);
}

double cpuSeconds() {
    rusage r{};
    getrusage(RUSAGE_SELF, &r); // every thread of the process
    return static_cast<double>(r.ru_utime.tv_sec + r.ru_stime.tv_sec) +
           static_cast<double>(r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1e6;
}

// Sleeps on the UI's eventfd (ui/Wakeup) as the app's event loop does, until `until`; each time
// the hub knocks, drains its notices as PhoneDesk::update does. Returns the wakeups.
int sleepOnWakeup(phones::PhoneHub* hub, Clock::time_point until, const std::function<bool()>& enough = {}) {
    int wakeups = 0;
    pollfd p{ui::Wakeup::instance().fd(), POLLIN, 0};
    while (Clock::now() < until && !(enough && enough())) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
        if (::poll(&p, 1, static_cast<int>(std::max<long long>(left, 1))) > 0 && ui::Wakeup::instance().take()) {
            ++wakeups;
            if (hub)
                hub->poll();
        }
    }
    return wakeups;
}

int tablet(const fs::path& dir, bool serve, int seconds, int publishes) {
    Table table(dir / "tablet.db");
    sayMemory("before");
    std::unique_ptr<phones::PhoneHub> hub;
    if (serve) {
        hub = std::make_unique<phones::PhoneHub>([] { ui::Wakeup::instance().knock(); });
        const auto codes = table.codes();
        hub->start(loopback(), codes);
        table.publishAll(*hub);
        // The seats' codes for the phones' process (this session's keys: a benchmark's only),
        // the port written last, as the sign that the hub is up.
        {
            std::ofstream out(dir / "codes");
            for (const auto& c : codes)
                out << c.seat << ' ' << phones::base64url(c.handle) << ' ' << phones::base64url(c.key) << ' '
                    << phones::base64url(c.tablet) << '\n';
        }
        std::ofstream(dir / "port.part") << hub->port() << '\n';
        fs::rename(dir / "port.part", dir / "port");
    }
    sayMemory("started");
    int wakeups = 0;
    if (hub) {
        wakeups = sleepOnWakeup(hub.get(), Clock::now() + 30s, [&] { return hub->connectedSeats().size() == 8; });
        if (hub->connectedSeats().size() != 8)
            throw std::runtime_error("the eight phones did not claim their seats within 30 s");
        std::this_thread::sleep_for(1s); // their first views sent
        wakeups += sleepOnWakeup(hub.get(), Clock::now());
    }
    say("claim_wakeups", wakeups);
    sayMemory("claimed");
    const double cpu0 = cpuSeconds();
    const auto t0 = Clock::now();
    const int idleWakeups = sleepOnWakeup(hub.get(), t0 + std::chrono::seconds(seconds));
    const double cpu1 = cpuSeconds();
    say("idle_seconds", std::chrono::duration<double>(Clock::now() - t0).count());
    say("idle_cpu_ms", (cpu1 - cpu0) * 1000.0);
    say("idle_wakeups", idleWakeups);
    for (int i = 0; i < publishes; ++i) {
        table.tap();
        if (hub)
            table.publishAll(*hub);
    }
    std::this_thread::sleep_for(2s); // the hub's thread has sent them
    say("connected_after", hub ? static_cast<double>(hub->connectedSeats().size()) : 0.0);
    sayMemory("published");
    if (hub) {
        // The flooder (bench_phones flood) starts now; the owners' phones keep playing through it.
        std::ofstream(dir / "published") << "1\n";
        const auto until = Clock::now() + 120s;
        int taps = 0;
        while (!fs::exists(dir / "flooded") && Clock::now() < until) {
            table.tap();
            table.publishAll(*hub);
            ++taps;
            sleepOnWakeup(hub.get(), Clock::now() + 200ms);
        }
        std::this_thread::sleep_for(1s);
        say("flood_taps", taps);
        say("connected_after_flood", static_cast<double>(hub->connectedSeats().size()));
        sayMemory("flooded");
    }
    return 0;
}

// Connections from 200 loopback addresses, each an upgrade to /ws and then pings as fast as the
// socket takes them, never reading an answer; at most 64 open at once (the oldest closed).
int flood(const fs::path& dir, int seconds) {
    for (int i = 0; i < 3000 && !fs::exists(dir / "published"); ++i)
        std::this_thread::sleep_for(100ms);
    int port = 0;
    std::ifstream(dir / "port") >> port;
    if (port <= 0 || !fs::exists(dir / "published"))
        throw std::runtime_error("no tablet in " + dir.string());
    const std::string upgrade = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                                "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
    // A masked text frame {"t":"ping"} (mask 0: the payload as it is).
    const std::string payload = R"({"t":"ping"})";
    std::string ping = {static_cast<char>(0x81), static_cast<char>(0x80 | payload.size()), 0, 0, 0, 0};
    ping += payload;
    std::vector<int> open;
    long connections = 0, pings = 0;
    const auto until = Clock::now() + std::chrono::seconds(seconds);
    for (int n = 0; Clock::now() < until; ++n) {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            break;
        sockaddr_in from{}, to{};
        from.sin_family = to.sin_family = AF_INET;
        from.sin_addr.s_addr = htonl(0x7F000200u + 1 + static_cast<unsigned>(n % 200)); // 127.0.2.1-200
        to.sin_addr.s_addr = htonl(0x7F000001u);
        to.sin_port = htons(static_cast<std::uint16_t>(port));
        if (::bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0 ||
            ::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
            ::close(fd);
            continue;
        }
        ++connections;
        if (::send(fd, upgrade.data(), upgrade.size(), MSG_NOSIGNAL) > 0)
            for (int k = 0; k < 200 && ::send(fd, ping.data(), ping.size(), MSG_NOSIGNAL | MSG_DONTWAIT) > 0; ++k)
                ++pings;
        open.push_back(fd);
        if (open.size() > 64) {
            ::close(open.front());
            open.erase(open.begin());
        }
    }
    for (const int fd : open)
        ::close(fd);
    say("flood_connections", static_cast<double>(connections));
    say("flood_pings", static_cast<double>(pings));
    std::ofstream(dir / "flooded") << "1\n";
    return 0;
}

int phonesFor(const fs::path& dir, int pingMs) {
    for (int i = 0; i < 300 && !fs::exists(dir / "port"); ++i)
        std::this_thread::sleep_for(100ms);
    int port = 0;
    std::ifstream(dir / "port") >> port;
    if (port <= 0)
        throw std::runtime_error("no tablet in " + dir.string());
    std::ifstream in(dir / "codes");
    bench::Pool pool;
    int seat = 0;
    std::string handle, key, tablet;
    while (in >> seat >> handle >> key >> tablet) {
        phones::SeatCredentials code;
        code.seat = seat;
        code.handle = phones::fromBase64url(handle).value_or("");
        code.key = phones::fromBase64url(key).value_or("");
        code.tablet = phones::fromBase64url(tablet).value_or("");
        pool.claim(pool.connect(static_cast<std::uint16_t>(port)), code);
    }
    fs::remove(dir / "codes");
    pool.run(std::chrono::milliseconds(pingMs));
    pool.waitFor(
        [](const std::vector<bench::Received>& all) {
            return std::all_of(all.begin(), all.end(), [](const bench::Received& r) { return r.closed; });
        },
        std::chrono::seconds(3600));
    const auto got = pool.snapshot();
    pool.stop();
    std::int64_t downs = 0, pongs = 0, bad = 0;
    for (const auto& r : got) {
        downs += r.downs;
        pongs += r.pongs;
        bad += r.bad;
    }
    say("phones", static_cast<double>(got.size()));
    say("phones_downs", static_cast<double>(downs));
    say("phones_pongs", static_cast<double>(pongs));
    say("phones_bad", static_cast<double>(bad));
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    try {
        const std::string mode = argc > 1 ? argv[1] : "";
        if (mode == "tap" && argc == 4)
            return tap(argv[2], std::max(1, std::atoi(argv[3])));
        if (mode == "tablet" && argc == 6 && (std::strcmp(argv[3], "hub") == 0 || std::strcmp(argv[3], "none") == 0))
            return tablet(argv[2], std::strcmp(argv[3], "hub") == 0, std::max(1, std::atoi(argv[4])),
                          std::atoi(argv[5]));
        if (mode == "phones" && argc == 4)
            return phonesFor(argv[2], std::max(10, std::atoi(argv[3])));
        if (mode == "flood" && argc == 4)
            return flood(argv[2], std::max(1, std::atoi(argv[3])));
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_phones: %s\n", e.what());
        return 1;
    }
    std::fprintf(stderr, "usage: bench_phones tap DIR TAPS | bench_phones tablet DIR hub|none SECONDS PUBLISHES | "
                         "bench_phones phones DIR PING_MS | bench_phones flood DIR SECONDS\n");
    return 2;
}
