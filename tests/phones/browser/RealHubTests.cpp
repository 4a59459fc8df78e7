// The phone page against heist_phones' own PhoneHub (the server the app runs), on loopback:
// two phones at 360x640 and 412x915, each with its own profile.
#include "tests/phones/browser/Chromium.hpp"
#include "tests/phones/browser/PhonePage.hpp"

#include "phones/Crypto.hpp"
#include "phones/PhoneHub.hpp"

#include "tests/support/Catch.hpp"

#include <chrono>
#include <cstdlib>
#include <thread>

using heist::Json;
using heist::test::Chromium;
using namespace heist::phones;
using namespace std::chrono_literals;
using namespace heist::test::page;

namespace {

Json roleView(const std::string& role, const std::string& character) {
    return {{"title", "Your role"},
            {"lines", {{{"label", "Role"}, {"text", role}}, {{"label", "Character"}, {"text", character}}}}};
}

} // namespace

TEST_CASE("Phone page - against the app's PhoneHub, each phone sees only its own seat's secret", "[phones-browser]") {
    PhoneHub hub;
    HubConfig config;
    config.address = "127.0.0.1";
    config.port = 0;
    config.gameTitle = "Secret Night at Davis Manor";
    const SeatCredentials ada = newSeatCode(0, "Ada");
    const SeatCredentials ben = newSeatCode(1, "Ben");
    hub.start(config, {ada, ben});
    hub.publishPublic({{"game", "Secret Night at Davis Manor"},
                       {"status", "9 p.m. \u00b7 Ada's turn"},
                       {"lines", {"Thermometer: 0"}}});
    const std::string adaRole = "Master Thief: the Jackal";
    const std::string benRole = "Detective: the Heron";
    hub.publishSeat(0, roleView(adaRole, "Yijun Lee, 28, chemist"));
    hub.publishSeat(1, roleView(benRole, "Niall Byrne, 45, boxer"));

    Chromium adaPhone("phone 360x640", 360, 640);
    Chromium benPhone("phone 412x915", 412, 915);
    struct Phone {
        Chromium& browser;
        const SeatCredentials& code;
        std::string own;
        std::string other;
    };
    for (Phone p : {Phone{adaPhone, ada, adaRole, benRole}, Phone{benPhone, ben, benRole, adaRole}}) {
        INFO(p.browser.name());
        const std::string link = seatLink("127.0.0.1", hub.port(), p.code);
        // The server's Content-Security-Policy must not block anything the page needs.
        p.browser.call("Page.addScriptToEvaluateOnNewDocument",
                       {{"source", "window.cspViolations = []; document.addEventListener("
                                   "'securitypolicyviolation', e => window.cspViolations.push("
                                   "e.violatedDirective + ' ' + e.blockedURI));"}});
        p.browser.navigate(link);
        REQUIRE(p.browser.waitFor(kConnected, 20s));
        CHECK(p.browser.evaluate("location.href") == Json(link.substr(0, link.find('#'))));
        CHECK(p.browser.evaluate("window.cspViolations") == Json::array());
        CHECK(p.browser.evaluate("document.styleSheets.length") == Json(1)); // phone.css applied
        CHECK(p.browser.evaluate("document.getElementById('name').textContent") == Json(p.code.name));
        REQUIRE(
            p.browser.waitFor("document.getElementById('status').textContent === '9 p.m. \u00b7 Ada\\'s turn'", 10s));
        std::string page = everything(p.browser);
        CHECK(page.find(p.own) == std::string::npos);
        CHECK(page.find(p.other) == std::string::npos);

        hold(p.browser);
        CHECK(seen(p.browser).find(p.own) != std::string::npos);
        CHECK(everything(p.browser).find(p.other) == std::string::npos);
        release(p.browser);
        page = everything(p.browser);
        CHECK(page.find(p.own) == std::string::npos);
        CHECK(page.find(p.other) == std::string::npos);
    }
    const auto until = std::chrono::steady_clock::now() + 10s;
    while (hub.connectedSeats() != std::vector<int>{0, 1} && std::chrono::steady_clock::now() < until) {
        std::this_thread::sleep_for(20ms);
    }
    CHECK(hub.connectedSeats() == std::vector<int>{0, 1});

    // A second device with Ada's code (a photographed code) is refused, and the table is told.
    {
        Chromium snoop("second device 360x640", 360, 640);
        snoop.navigate(seatLink("127.0.0.1", hub.port(), ada));
        REQUIRE(snoop.waitFor("!document.getElementById('problem').hidden", 20s));
        CHECK(text(snoop, "problem-text") ==
              "This seat is already open on another phone. The tablet asks the table which phone keeps it.");
        CHECK(everything(snoop).find(adaRole) == std::string::npos);
        bool told = false;
        for (int i = 0; i < 100 && !told; ++i) {
            for (const PhoneNotice& n : hub.poll())
                told = told || (n.kind == PhoneNotice::Kind::OtherDevice && n.seat == 0);
            if (!told)
                std::this_thread::sleep_for(20ms);
        }
        CHECK(told);
    }
    CHECK(adaPhone.evaluate(kConnected) == Json(true)); // the first phone keeps the seat

    // A change of Ada's view reaches her phone while it is open, and only hers.
    const std::string learned = "You checked Ben: a Detective";
    hub.publishSeat(0,
                    {{"title", "Your role"},
                     {"lines", {{{"label", "Role"}, {"text", adaRole}}, {{"label", "Checked"}, {"text", learned}}}}});
    hold(adaPhone);
    CHECK(adaPhone.waitFor("document.body.innerText.includes(" + Json(learned).dump() + ")", 10s));
    release(adaPhone);
    hold(benPhone);
    CHECK(everything(benPhone).find(learned) == std::string::npos);
    release(benPhone);

    // A new code for Ben's seat: his old phone is closed, and says so when it tries again.
    hub.replaceSeat(newSeatCode(1, "Ben"));
    REQUIRE(benPhone.waitFor("!document.getElementById('problem').hidden", 30s));
    CHECK(benPhone.evaluate("document.getElementById('problem-text').textContent") ==
          Json("This code was replaced. Ask the tablet for a new one."));
    CHECK(everything(benPhone).find(benRole) == std::string::npos);
    hub.stop();
}
