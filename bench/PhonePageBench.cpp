// A tap on the tablet to a real phone page updated (issue 27; bench/phones.sh runs it when
// Chromium is installed), and what a claim costs the page (issue 46). Usage:
//   bench_phone_page DIR TAPS [CLAIMS]
// The tablet of bench_phones (a real 8-player Secret Night, a real PhoneHub on 127.0.0.1) and one
// headless Chromium (tests/phones/browser's DevTools driver) on seat 0's code. Each tap is a
// dispatch and what PhoneDesk publishes; it counts until the page has put the public status into
// its DOM and opened (and counted) its seat's `down` box. The page stamps both moments with
// performance.timeOrigin + performance.now(), the wall clock; the tablet's clock is matched to the
// page's by the tightest of 20 round trips.
// A claim (CLAIMS times, after 2 not counted; none without CLAIMS): seat 0 gets a new code and the
// page, its storage cleared, loads it as a new phone would. The page's own clock times its
// handler of `challenge` (its key pair made, the shared key, the proof and the claim box padded
// to 256, sent) and of its first `down` (the box of 8192 opened, unpadded, its counter kept),
// and within the first, nacl.box.keyPair alone. Prints "key value" lines.
#include "bench/PhoneTable.hpp"
#include "tests/phones/browser/Chromium.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <thread>

using namespace heist;
using namespace std::chrono_literals;

namespace {

double wallMs() {
    return std::chrono::duration<double, std::milli>(std::chrono::system_clock::now().time_since_epoch()).count();
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(v.size())));
    return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

// Connected: the page's link mark (tests/phones/browser/PhonePage.hpp's kConnected).
const char* const kConnected = "document.getElementById('link').classList.contains('on')";

// Stamps, in the page, when #status changes and when a `down` box's counter is kept (the page
// keeps it in localStorage once the box opened and its counter was above the last).
const char* const kStamps = R"(
window.__status = 0; window.__statusAt = 0; window.__down = 0; window.__downAt = 0;
const stamp = () => performance.timeOrigin + performance.now();
const keep = Storage.prototype.setItem;
Storage.prototype.setItem = function (k, v) {
  keep.call(this, k, v);
  if (String(k).startsWith('heist.n.')) { window.__down++; window.__downAt = stamp(); }
};
document.addEventListener('DOMContentLoaded', () => {
  new MutationObserver(() => { window.__status++; window.__statusAt = stamp(); })
    .observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
});
)";

// Times, in the page, each handler of a WebSocket message: the first `challenge` (the claim) and
// the first `down`; and the key pair (nacl.box.keyPair, wrapped once nacl.js has loaded).
const char* const kClaimStamps = R"((() => {
const onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
Object.defineProperty(WebSocket.prototype, 'onmessage', {
  configurable: true, enumerable: true,
  get() { return onmessage.get.call(this); },
  set(handler) {
    onmessage.set.call(this, function (event) {
      const t0 = performance.now();
      handler.call(this, event);
      const ms = performance.now() - t0;
      let t = '';
      try { t = JSON.parse(event.data).t; } catch (e) { /* not JSON */ }
      if (t === 'challenge' && window.__claimMs === undefined) window.__claimMs = ms;
      if (t === 'down' && window.__downMs === undefined) window.__downMs = ms;
    });
  },
});
document.addEventListener('DOMContentLoaded', () => {
  if (!window.nacl) return; // not the page (its origin's /phone.css)
  const keyPair = nacl.box.keyPair;
  const timed = function () {
    const t0 = performance.now();
    const pair = keyPair.apply(this, arguments);
    window.__keyPairMs = performance.now() - t0;
    return pair;
  };
  timed.fromSecretKey = keyPair.fromSecretKey;
  nacl.box.keyPair = timed;
});
})();
)";

// CLAIMS claims of seat 0 by a page with nothing stored (see the top of the file).
void claims(bench::Table& table, phones::PhoneHub& hub, test::Chromium& phone, int count) {
    phone.call("Page.addScriptToEvaluateOnNewDocument", {{"source", kClaimStamps}});
    const std::string origin = "http://127.0.0.1:" + std::to_string(hub.port());
    std::vector<double> claim, down, keyPair, total;
    const int warmup = 2;
    for (int i = 0; i < warmup + count; ++i) {
        phone.navigate(origin + "/phone.css"); // the page's origin, no page running: clear its storage
        phone.evaluate("localStorage.clear(); true");
        auto code = phones::newSeatCode(0, "Ann");
        code.downFrom = 1;
        hub.replaceSeat(code);
        table.publishAll(hub);
        phone.navigate(phones::seatLink("127.0.0.1", hub.port(), code));
        if (!phone.waitFor(std::string(kConnected) +
                               " && window.__downMs !== undefined && "
                               "localStorage.getItem('heist.n." +
                               code.handle + "') !== null",
                           10s))
            throw std::runtime_error("the page did not claim a new code for seat 0");
        const Json at = phone.evaluate("[window.__keyPairMs, window.__claimMs, window.__downMs]");
        if (!at[0].is_number() || !at[1].is_number())
            throw std::runtime_error("the claim made no key pair: was the storage cleared?");
        if (i < warmup)
            continue;
        keyPair.push_back(at[0].get<double>());
        claim.push_back(at[1].get<double>());
        down.push_back(at[2].get<double>());
        total.push_back(claim.back() + down.back());
    }
    std::printf("page_claims %d\n", count);
    for (const auto& [key, v] : {std::pair{"page_claim_total", &total},
                                 {"page_claim", &claim},
                                 {"page_claim_keypair", &keyPair},
                                 {"page_claim_down", &down}})
        std::printf("%s_p50_ms %.3f\n%s_max_ms %.3f\n", key, percentile(*v, 0.5), key, percentile(*v, 1.0));
}

int run(const std::filesystem::path& dir, int taps, int claimCount) {
    bench::Table table(dir / "page.db");
    phones::PhoneHub hub;
    auto config = bench::loopback();
    config.idleTimeout = 1h;
    const auto codes = table.codes();
    hub.start(config, codes);
    table.publishAll(hub);

    test::Chromium phone("phone 412x915", 412, 915);
    phone.call("Page.addScriptToEvaluateOnNewDocument", {{"source", kStamps}});
    phone.navigate(phones::seatLink("127.0.0.1", hub.port(), codes.at(0)));
    if (!phone.waitFor(kConnected, 20s) || !phone.waitFor("window.__down > 0", 10s))
        throw std::runtime_error("the page did not claim seat 0");

    // The page's wall clock against ours: the tightest of 20 round trips.
    double offset = 0, tightest = 1e9;
    for (int i = 0; i < 20; ++i) {
        const double before = wallMs();
        const double page = phone.evaluate("performance.timeOrigin + performance.now()").get<double>();
        const double after = wallMs();
        if (after - before < tightest) {
            tightest = after - before;
            offset = page - (before + after) / 2;
        }
    }

    std::vector<double> updated, status, down, commit;
    const int warmup = 5;
    for (int i = 0; i < warmup + taps; ++i) {
        const Json seen = phone.evaluate("[window.__status, window.__down]");
        const double t0 = wallMs();
        table.tap();
        const double t1 = wallMs();
        table.publishAll(hub);
        const std::string done = "window.__status > " + seen[0].dump() + " && window.__down > " + seen[1].dump();
        if (!phone.waitFor(done, 10s))
            throw std::runtime_error("a tap did not reach the page within 10 s");
        const Json at = phone.evaluate("[window.__statusAt, window.__downAt]");
        const double s = at[0].get<double>() - offset - t0, d = at[1].get<double>() - offset - t0;
        if (i < warmup)
            continue;
        status.push_back(s);
        down.push_back(d);
        updated.push_back(std::max(s, d));
        commit.push_back(t1 - t0);
    }
    if (claimCount > 0)
        claims(table, hub, phone, claimCount);
    hub.stop();
    std::printf("page_taps %d\npage_clock_round_trip_ms %.3f\n", taps, tightest);
    for (const auto& [key, v] : {std::pair{"page_updated", &updated},
                                 {"page_status", &status},
                                 {"page_down", &down},
                                 {"page_commit", &commit}})
        std::printf("%s_p50_ms %.3f\n%s_p99_ms %.3f\n", key, percentile(*v, 0.5), key, percentile(*v, 0.99));
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3 && argc != 4) {
        std::fprintf(stderr, "usage: bench_phone_page DIR TAPS [CLAIMS]\n");
        return 2;
    }
    try {
        return run(argv[1], std::max(1, std::atoi(argv[2])), argc == 4 ? std::max(0, std::atoi(argv[3])) : 0);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_phone_page: %s\n", e.what());
        return 1;
    }
}
