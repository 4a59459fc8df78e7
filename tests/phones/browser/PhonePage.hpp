#pragma once
// What the phone page's browser tests ask of a page (web/phone/): its state, read from the DOM,
// and holding its button with a touch. Both test files use these.
#include "tests/phones/browser/Chromium.hpp"
#include "tests/phones/browser/FakeTablet.hpp"

#include "tests/support/Catch.hpp"

#include <chrono>
#include <cstdlib>
#include <string>

namespace heist::test::page {

using namespace std::chrono_literals;

inline const char* const kShown = "!document.getElementById('secret').hidden";
inline const char* const kHidden = "document.getElementById('secret').hidden && "
                                   "document.getElementById('secret-lines').childElementCount === 0";
inline const char* const kConnected = "document.getElementById('link').classList.contains('on')";

// Everything of the page a snoop could read: the whole DOM, the address and the storage.
inline std::string everything(Chromium& phone) {
    return phone
        .evaluate("document.documentElement.outerHTML + '\\n' + location.href + '\\n' +"
                  " JSON.stringify(Object.assign({}, localStorage))")
        .get<std::string>();
}

inline std::string text(Chromium& phone, const std::string& id) {
    return phone.evaluate("document.getElementById('" + id + "').textContent").get<std::string>();
}

inline std::string seen(Chromium& phone) { return phone.evaluate("document.body.innerText").get<std::string>(); }

// HEIST_SCREENS_DIR=<dir>: the page as <dir>/<name>.png.
inline void screenshot(Chromium& phone, const std::string& name) {
    const char* dir = std::getenv("HEIST_SCREENS_DIR");
    if (dir && *dir)
        phone.screenshot(std::string(dir) + "/" + name + ".png");
}

inline void hold(Chromium& phone) {
    const auto [x, y] = phone.centre("#hold");
    phone.touchStart(x, y);
    INFO(phone.name() << ": the secret did not show while held");
    REQUIRE(phone.waitFor(kShown, 5s));
}

inline void release(Chromium& phone) {
    phone.touchEnd();
    INFO(phone.name() << ": the secret stayed after release");
    REQUIRE(phone.waitFor(kHidden, 5s));
}

// A phone opens its seat's link from the tablet and waits until the page says it is linked.
inline void open(Chromium& phone, FakeTablet& tablet, int seat) {
    phone.navigate(tablet.link(seat));
    INFO(phone.name() << ": link line \"" << text(phone, "link") << "\"");
    REQUIRE(phone.waitFor(kConnected));
}

} // namespace heist::test::page
