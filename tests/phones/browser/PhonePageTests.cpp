// The phone page (web/phone/) in a real browser: headless Chromium, two phones as two
// profiles at 360x640 and 412x915, against the tablet's side of docs/phones.md on loopback.
// HEIST_SCREENS_DIR=<dir> saves the phone pages' screenshots there (docs/screens/phone-*.png).
#include "tests/phones/browser/Chromium.hpp"
#include "tests/phones/browser/FakeTablet.hpp"
#include "tests/phones/browser/PhonePage.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <thread>

using heist::Json;
using heist::test::Chromium;
using heist::test::FakeTablet;
using namespace std::chrono_literals;
using namespace heist::test::page;

namespace {

const char* const kAdaSecret = "Thief: the Silver Fox";
const char* const kAdaLearned = "Ben is a Detective";
const char* const kBenSecret = "Deceiver: the Night Owl";

Json publicView() {
    return {{"game", "Secret Night at Davis Manor"},
            {"status", "10 p.m. \u00b7 Ada's turn"},
            {"lines", {"Thermometer: 2 for the thieves", "Ada spun 4 steps", "Ben: 3 health"}}};
}

Json adaView() {
    return {{"title", "Your role"},
            {"lines",
             {{{"label", "Role"}, {"text", kAdaSecret}},
              {{"label", "Character"}, {"text", "Rita Moreau, 34, pilot"}},
              {{"label", "You checked"}, {"text", kAdaLearned}}}}};
}

Json benView() {
    return {
        {"title", "Your role"},
        {"lines",
         {{{"label", "Role"}, {"text", kBenSecret}}, {{"label", "Character"}, {"text", "Otto Kranz, 61, banker"}}}}};
}

bool secretShown(Chromium& phone) { return phone.evaluate("!document.getElementById('secret').hidden").get<bool>(); }

} // namespace

TEST_CASE("Phone page - two phones each see their own seat's secret, only while held", "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", publicView());
    const int adaSeat = tablet.addSeat("Ada", adaView());
    const int benSeat = tablet.addSeat("Ben", benView());
    Chromium ada("phone 360x640", 360, 640);
    Chromium ben("phone 412x915", 412, 915);

    struct Phone {
        Chromium& browser;
        int seat;
        std::vector<std::string> own;
        std::vector<std::string> others;
        std::string name;
        std::string size;
    };
    std::vector<Phone> phones = {{ada, adaSeat, {kAdaSecret, kAdaLearned}, {kBenSecret}, "Ada", "360x640"},
                                 {ben, benSeat, {kBenSecret}, {kAdaSecret, kAdaLearned}, "Ben", "412x915"}};
    for (Phone& p : phones) {
        open(p.browser, tablet, p.seat);
        INFO(p.browser.name());
        // The key leaves the address bar and stays on the phone.
        const std::string link = tablet.link(p.seat);
        CHECK(p.browser.evaluate("location.href") == Json(link.substr(0, link.find('#'))));
        CHECK(p.browser.evaluate("location.hash").get<std::string>().empty());
        CHECK(p.browser.evaluate("localStorage.getItem('heist.seat')") == Json(tablet.fragment(p.seat)));
        CHECK(p.browser.evaluate("localStorage.getItem('heist.device').length") == Json(43)); // its secret key
        CHECK(text(p.browser, "name") == p.name);
        CHECK(text(p.browser, "game") == "Secret Night at Davis Manor");
        REQUIRE(p.browser.waitFor("document.getElementById('status').textContent !== ''", 10s));
        CHECK(text(p.browser, "status") == "10 p.m. \u00b7 Ada's turn");
        CHECK(p.browser.evaluate("document.getElementById('public-lines').children.length") == Json(3));

        // Not held: no secret anywhere in the page, its own or another's.
        const std::string idle = everything(p.browser);
        for (const auto& s : p.own)
            CHECK(idle.find(s) == std::string::npos);
        for (const auto& s : p.others)
            CHECK(idle.find(s) == std::string::npos);
        screenshot(p.browser, "phone-holding-" + p.size);

        hold(p.browser);
        const std::string seen = p.browser.evaluate("document.body.innerText").get<std::string>();
        for (const auto& s : p.own)
            CHECK(seen.find(s) != std::string::npos);
        const std::string held = everything(p.browser);
        for (const auto& s : p.others)
            CHECK(held.find(s) == std::string::npos);
        screenshot(p.browser, "phone-held-" + p.size);

        release(p.browser);
        const std::string after = everything(p.browser);
        for (const auto& s : p.own)
            CHECK(after.find(s) == std::string::npos);
    }
    CHECK(tablet.welcomes(adaSeat) == 1);
    CHECK(tablet.welcomes(benSeat) == 1);
}

TEST_CASE("Phone page - the secret hides after 5 s held, on pointercancel and when the page is hidden",
          "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", publicView());
    const int seat = tablet.addSeat("Ada", adaView());
    Chromium phone("phone 360x640", 360, 640);
    open(phone, tablet, seat);

    SECTION("5 s") {
        hold(phone);
        const auto shownAt = std::chrono::steady_clock::now();
        REQUIRE(phone.waitFor(kHidden, 15s));
        const auto heldFor = std::chrono::steady_clock::now() - shownAt;
        CHECK(heldFor > 4500ms);
        CHECK(heldFor < 9000ms);            // generous: CI runs tests side by side
        std::this_thread::sleep_for(500ms); // still pressed: it stays hidden
        CHECK_FALSE(secretShown(phone));
        CHECK(everything(phone).find(kAdaSecret) == std::string::npos);
        phone.touchEnd();
        hold(phone); // a new press shows it again
        release(phone);
    }
    SECTION("pointercancel") {
        hold(phone);
        phone.touchCancel();
        REQUIRE(phone.waitFor(kHidden, 3s));
    }
    for (const char* event : {"visibilitychange", "pagehide", "blur"}) {
        DYNAMIC_SECTION("the page is hidden: " << event) {
            hold(phone);
            const std::string fire =
                std::string(event) == "visibilitychange"
                    ? "Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});"
                      " document.dispatchEvent(new Event('visibilitychange'));"
                      " delete document.visibilityState; true"
                    : "window.dispatchEvent(new Event('" + std::string(event) + "')); true";
            phone.evaluate(fire);
            CHECK(phone.evaluate(kHidden) == Json(true));
            phone.touchEnd();
        }
    }
}

TEST_CASE("Phone page - reconnects by itself after a drop and a reload, on its holding page", "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", publicView());
    const int seat = tablet.addSeat("Ada", adaView());
    Chromium phone("phone 360x640", 360, 640);
    open(phone, tablet, seat);
    const Json device = phone.evaluate("localStorage.getItem('heist.device')");

    hold(phone);
    tablet.dropAll();
    INFO("link line: " << text(phone, "link"));
    REQUIRE(phone.waitFor(kHidden, 5s)); // the drop hides the secret
    phone.touchEnd();
    REQUIRE(phone.waitFor("document.getElementById('link').textContent.includes('Reconnecting')", 5s));
    REQUIRE(phone.waitFor(kConnected, 30s));
    CHECK(tablet.welcomes(seat) == 2);

    phone.reload(); // at /p: the seat comes from storage, no scan
    REQUIRE(phone.waitFor(kConnected, 30s));
    CHECK(tablet.welcomes(seat) == 3);
    CHECK(phone.evaluate("localStorage.getItem('heist.device')") == device);
    CHECK_FALSE(secretShown(phone));
    hold(phone);
    // After the reload the seat's box comes once the link is up, maybe a moment after: waited
    // for, not read at once (a busy machine, ctest -j, showed the page before the box came).
    INFO(phone.name() << ": the seat's secret did not come back after the reload");
    CHECK(phone.waitFor("document.body.innerText.includes(" + Json(kAdaSecret).dump() + ")", 10s));
    release(phone);
}

TEST_CASE("Phone page - a box whose counter is not above the last accepted is refused", "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", publicView());
    const int seat = tablet.addSeat("Ada", adaView());
    tablet.sendStaleBoxes({{"title", "Replayed"}, {"lines", {{{"label", "Role"}, {"text", "Stale role"}}}}});
    Chromium phone("phone 360x640", 360, 640);
    open(phone, tablet, seat);
    const std::string handle = tablet.fragment(seat).substr(2, 12);
    REQUIRE(phone.waitFor("localStorage.getItem('heist.n." + handle + "') === '101'", 10s));
    CHECK(phone.evaluate("localStorage.getItem('heist.up." + handle + "')") == Json("7")); // welcome's up
    std::this_thread::sleep_for(300ms); // the stale boxes came right after
    hold(phone);
    const std::string seen = phone.evaluate("document.body.innerText").get<std::string>();
    CHECK(seen.find(kAdaSecret) != std::string::npos);
    CHECK(seen.find("Stale role") == std::string::npos);
    release(phone);
    CHECK(phone.evaluate("localStorage.getItem('heist.n." + handle + "')") == Json("101"));

    phone.reload(); // the counter survives: the next claim's box (102) opens
    REQUIRE(phone.waitFor("localStorage.getItem('heist.n." + handle + "') === '102'", 30s));
}

TEST_CASE("Phone page - each refusal says what to do", "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", publicView());
    const int seat = tablet.addSeat("Ada", adaView());
    Chromium phone("phone 360x640", 360, 640);
    Chromium second("phone 412x915", 412, 915);
    open(phone, tablet, seat);
    const auto problem = [](Chromium& p) {
        REQUIRE(p.waitFor("!document.getElementById('problem').hidden", 30s));
        return text(p, "problem-text");
    };

    // A second device with the same code (a photographed code) is refused.
    second.navigate(tablet.link(seat));
    CHECK(problem(second) ==
          "This seat is already open on another phone. The tablet asks the table which phone keeps it.");
    CHECK(second.evaluate("document.getElementById('hold').disabled") == Json(true));
    CHECK(everything(second).find(kAdaSecret) == std::string::npos);

    // A new code for the seat: the old phone hears "old code" when it comes back.
    tablet.replaceCode(seat);
    tablet.dropAll();
    CHECK(problem(phone) == "This code was replaced. Ask the tablet for a new one.");
    CHECK(phone.evaluate("document.getElementById('hold').disabled") == Json(true));
    CHECK(phone.evaluate("document.getElementById('view').hidden") == Json(true));
    screenshot(phone, "phone-old-code-360x640");

    const std::vector<std::pair<std::string, std::string>> reasons = {
        {"wrong_key", "This code does not match its seat. Scan your seat\u2019s code on the tablet again."},
        {"replayed", "The tablet refused an entry from this phone as out of order. Tap to try again."},
        {"bad_message", "The tablet could not read this page\u2019s message. Tap to try again."},
        {"off", "Phones are off on the tablet. This page tries again by itself."},
        {"full", "The tablet has too many phones connected. This page tries again by itself."},
    };
    for (const auto& [why, message] : reasons) {
        INFO(why);
        tablet.refuseEveryone(why);
        phone.navigate("about:blank");
        phone.navigate(tablet.link(seat));
        CHECK(problem(phone) == message);
    }
    // "off" and "full" try again by themselves: once the tablet takes phones, the page connects.
    tablet.refuseEveryone("");
    REQUIRE(phone.waitFor(kConnected, 30s));
    CHECK(phone.evaluate("document.getElementById('problem').hidden") == Json(true));
}

TEST_CASE("Phone page - Suspicion's deduction sheet stays on the phone, across reload and reconnect",
          "[phones-browser]") {
    const Json guests = {"Buford", "Dr. Ashraf", "Earl",    "Lily",   "Mildred",
                         "Nadia",  "Remy",       "Stefano", "Trudie", "Viola"};
    FakeTablet tablet("Suspicion", {{"game", "Suspicion"}, {"status", "Ada's turn"}, {"lines", Json::array()}});
    const int seat = tablet.addSeat("Ada", {{"title", "Your identity"},
                                            {"lines", {{{"label", "You are"}, {"text", "Lily Nesbit"}}}},
                                            {"sheet", {{"opponents", {"Ben", "Cleo", "Dev"}}, {"guests", guests}}}});
    Chromium phone("phone 412x915", 412, 915);
    open(phone, tablet, seat);
    REQUIRE(phone.waitFor("!document.getElementById('sheet-toggle').hidden", 10s));
    phone.tap("#sheet-toggle");
    REQUIRE(phone.waitFor("!document.getElementById('sheet').hidden", 5s));
    CHECK(phone.evaluate("document.querySelectorAll('#sheet-grid .mark').length") == Json(30));

    auto mark = [&](int guest, int opponent) {
        return "#sheet-grid tr:nth-child(" + std::to_string(guest + 2) + ") td:nth-of-type(" +
               std::to_string(opponent + 1) + ") .mark";
    };
    phone.tap(mark(0, 0)); // Buford, Ben: tick
    phone.tap(mark(3, 1));
    phone.tap(mark(3, 1)); // Lily, Cleo: cross
    phone.tap(mark(5, 2));
    phone.tap(mark(5, 2));
    phone.tap(mark(5, 2)); // Nadia, Dev: back to blank
    phone.tap("#sheet-notes");
    phone.type("Cleo asked about the ballroom twice");
    auto marks = [&] {
        return phone
            .evaluate("[...document.querySelectorAll('#sheet-grid .mark')]"
                      ".map(b => b.textContent).join('')")
            .get<std::string>();
    };
    CHECK(marks() == "\u2713\u2717");
    phone.evaluate("document.getElementById('sheet').scrollIntoView({block: 'start'}); true");
    screenshot(phone, "phone-sheet-412x915");

    phone.reload();
    REQUIRE(phone.waitFor(kConnected, 30s));
    REQUIRE(phone.waitFor("!document.getElementById('sheet-toggle').hidden", 10s));
    CHECK(phone.evaluate("document.getElementById('sheet').hidden") == Json(true));
    phone.tap("#sheet-toggle");
    CHECK(marks() == "\u2713\u2717");
    CHECK(phone.evaluate("document.querySelector('" + mark(3, 1) + "').getAttribute('aria-label')") ==
          Json("Cleo, Lily: cross"));
    CHECK(phone.evaluate("document.getElementById('sheet-notes').value") ==
          Json("Cleo asked about the ballroom twice"));

    tablet.dropAll();
    REQUIRE(phone.waitFor("!document.getElementById('link').classList.contains('on')", 5s));
    REQUIRE(phone.waitFor(kConnected, 30s));
    CHECK(marks() == "\u2713\u2717");
    CHECK(phone.evaluate("document.getElementById('sheet-notes').value") ==
          Json("Cleo asked about the ballroom twice"));

    // Hiding the page closes the sheet.
    phone.evaluate("window.dispatchEvent(new Event('pagehide')); true");
    CHECK(phone.evaluate("document.getElementById('sheet').hidden") == Json(true));

    // Never sent: the phone said only hello, claim and ping.
    for (const std::string& frame : tablet.framesFrom(seat)) {
        INFO(frame);
        const std::string t = Json::parse(frame).value("t", "");
        CHECK((t == "hello" || t == "claim" || t == "ping"));
        CHECK(frame.find("ballroom") == std::string::npos);
    }
}

TEST_CASE("Phone page - without a readable code it asks for a scan, and keeps no fragment", "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", publicView());
    tablet.addSeat("Ada", adaView());
    Chromium phone("phone 360x640", 360, 640);
    const std::string link = tablet.link(0);
    const std::string page = link.substr(0, link.find('#'));

    phone.navigate(page);
    REQUIRE(phone.waitFor("!document.getElementById('problem').hidden", 10s));
    CHECK(text(phone, "problem-text") == "Scan your seat\u2019s code on the tablet to open your seat here.");
    CHECK(phone.evaluate("document.getElementById('hold').hidden") == Json(true));

    phone.navigate("about:blank");
    phone.navigate(page + "#0.not-a-code");
    REQUIRE(phone.waitFor("!document.getElementById('problem').hidden", 10s));
    CHECK(text(phone, "problem-text") == "This code cannot be read. Scan your seat\u2019s code on the tablet again.");
    CHECK(phone.evaluate("location.href") == Json(page));
    CHECK(phone.evaluate("localStorage.getItem('heist.seat')").is_null());

    // An older page's code, SEAT.HANDLE.KEY (no TABLET): scanned, or kept from an earlier visit.
    const std::string fragment = tablet.fragment(0);
    const std::string old = fragment.substr(0, fragment.rfind('.'));
    phone.navigate("about:blank");
    phone.navigate(page + "#" + old);
    REQUIRE(phone.waitFor("!document.getElementById('problem').hidden", 10s));
    CHECK(text(phone, "problem-text") == "This code cannot be read. Scan your seat\u2019s code on the tablet again.");
    CHECK(phone.evaluate("localStorage.getItem('heist.seat')").is_null());
    phone.evaluate("localStorage.setItem('heist.seat', " + Json(old).dump() +
                   "); "
                   "localStorage.setItem('heist.device', 'AAAAAAAAAAAAAAAAAAAAAA'); true"); // an older 16-byte id
    phone.reload();
    REQUIRE(phone.waitFor("!document.getElementById('problem').hidden", 10s));
    CHECK(text(phone, "problem-text") == "This code cannot be read. Scan your seat\u2019s code on the tablet again.");
    CHECK(phone.evaluate("document.getElementById('hold').hidden") == Json(true));
    CHECK(phone.evaluate("localStorage.getItem('heist.seat')").is_null()); // forgotten: it opens nothing
    CHECK(tablet.welcomes(0) == 0);
    CHECK(tablet.framesFrom(0).empty());

    // The new code opens the seat, with a key pair in place of the older id.
    phone.navigate("about:blank");
    phone.navigate(tablet.link(0));
    REQUIRE(phone.waitFor(kConnected, 20s));
    CHECK(phone.evaluate("localStorage.getItem('heist.device').length") == Json(43));
    CHECK(tablet.welcomes(0) == 1);
}

// The page asks for a ping every 20 s once welcomed. The test waits for the pings, not for 20 s:
// before the page's script runs, setInterval is wrapped so that it notes each delay asked for
// and runs a 20 s one a hundred times faster.
TEST_CASE("Phone page - a connected phone pings every 20 s", "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", publicView());
    const int seat = tablet.addSeat("Ada", adaView());
    Chromium phone("phone 360x640", 360, 640);
    phone.call("Page.addScriptToEvaluateOnNewDocument",
               {{"source", "window.askedIntervals = []; const realInterval = window.setInterval;"
                           "window.setInterval = (f, ms, ...rest) => { window.askedIntervals.push(ms);"
                           " return realInterval(f, ms === 20000 ? 200 : ms, ...rest); };"}});
    auto pings = [&] {
        int n = 0;
        for (const std::string& frame : tablet.framesFrom(seat))
            n += Json::parse(frame).value("t", "") == "ping";
        return n;
    };
    open(phone, tablet, seat);
    // Welcomed: the page asked for its ping every 20 s, and no other interval of that length.
    REQUIRE(phone.waitFor("window.askedIntervals.includes(20000)", 10s));
    const auto asked = phone.evaluate("window.askedIntervals");
    CHECK(std::count(asked.begin(), asked.end(), Json(20000)) == 1);
    // Its pings come, one a (scaled) interval, and each is answered (the link stays up).
    const auto start = std::chrono::steady_clock::now();
    while (pings() < 3 && std::chrono::steady_clock::now() - start < 20s)
        std::this_thread::sleep_for(50ms);
    CHECK(pings() >= 3);
    CHECK(phone.evaluate(kConnected) == Json(true));
}

TEST_CASE("Phone page - its own texts come in the tablet's language and stay for the next visit", "[phones-browser]") {
    Json view = publicView();
    view["lang"] = "de";
    view["words"] = {{"Hold to see", "Zum Ansehen gedr\u00fcckt halten"},
                     {"Connected to the tablet", "Mit dem Tablet verbunden"},
                     {"Connecting to the tablet\u2026", "Verbinde mit dem Tablet\u2026"},
                     {"Only you should look", "Nur du solltest hinsehen"},
                     {"Seat {n}", "Platz {n}"}};
    FakeTablet tablet("Secret Night at Davis Manor", view);
    const int seat = tablet.addSeat("Ada", adaView());
    Chromium phone("phone 360x640", 360, 640);
    open(phone, tablet, seat);
    const char* german = "document.querySelector('.hold-label').textContent === 'Zum Ansehen gedr\u00fcckt halten'";
    REQUIRE(phone.waitFor(german, 10s));
    CHECK(text(phone, "link") == "Mit dem Tablet verbunden");
    CHECK(phone.evaluate("document.querySelector('.hold-hint').textContent") == Json("Nur du solltest hinsehen"));
    CHECK(phone.evaluate("document.documentElement.lang") == Json("de"));
    CHECK(text(phone, "name") == "Ada"); // the player's name is never a word to translate
    // A text without a word yet stays English.
    CHECK(phone.evaluate("window.HeistWords.t('Not yet')") == Json("Not yet"));
    CHECK(phone.evaluate("window.HeistWords.t('Seat {n}', {n: 3})") == Json("Platz 3"));
    hold(phone);
    release(phone);
    CHECK(phone.evaluate(german) == Json(true));

    // The next visit starts in German before the tablet answers.
    phone.reload();
    CHECK(phone.evaluate(german) == Json(true));
    REQUIRE(phone.waitFor(kConnected, 30s));
    CHECK(text(phone, "link") == "Mit dem Tablet verbunden");
}
