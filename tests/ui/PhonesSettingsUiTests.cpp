// Settings: the phones' address and port (docs/phones.md, "Address"), chosen by touch at every
// size: one of the tablet's addresses or every address; a port from a short list or typed, with
// the range checked in words; the change applies the next time Phones start, and says so.
#include "tests/ui/UiHarness.hpp"
#include "ui/PhoneDesk.hpp"
#include "phones/LocalAddress.hpp"

#include "tests/support/Catch.hpp"

using heist::test::UiHarness;

namespace {

void typeDigits(UiHarness& ui, const std::string& digits) {
    for (char c : digits)
        ui.tap(std::string("key-") + c);
}

void clearTyped(UiHarness& ui) {
    for (int i = 0; i < 6; ++i)
        ui.tap("backspace");
}

} // namespace

TEST_CASE("Phones settings - the address and the port are chosen by touch, checked, and apply from the next "
          "start, at every size",
          "[ui][phones]") {
    const auto found = heist::phones::localAddresses();
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        ui.tap("settings");
        REQUIRE(ui.screen() == "settings");
        CHECK(ui.frameShows("Phones: every address, port 8080"));
        ui.checkFrameRules();
        ui.save("settings-phones");
        ui.tap("phones-network");
        REQUIRE(ui.screen() == "choice");
        CHECK(ui.frameShows("A change applies the next time Phones start."));
        ui.checkFrameRules();
        ui.save("settings-phones-network");

        // The address: every one, or one of the tablet's own.
        ui.tap("choice-address");
        REQUIRE(ui.screen() == "choice");
        CHECK(ui.frameShows("A change applies the next time Phones start."));
        CHECK(ui.has("choice-every"));
        for (const auto& a : found)
            CHECK(ui.has("choice-address:" + a));
        ui.checkFrameRules();
        ui.save("settings-phones-address");
        if (!found.empty()) {
            ui.tap("choice-address:" + found.front());
            CHECK(ui.store().setting("phones.address") == found.front());
            CHECK(ui.toast() == "Phones use " + found.front() + " the next time they start.");
            ui.frame();
            CHECK(ui.frameShows("Phones: " + found.front() + ", port 8080"));
            ui.checkFrameRules();
            ui.save("settings-phones-one-address");
            ui.tap("phones-network");
            ui.tap("choice-address");
            CHECK(ui.has("choice-every"));
            ui.tap("choice-every");
        }
        CHECK(ui.store().setting("phones.address").value_or("") == "");

        // The port: one of a few.
        ui.tap("phones-network");
        ui.tap("choice-port");
        REQUIRE(ui.screen() == "choice");
        CHECK(ui.frameShows("A change applies the next time Phones start."));
        ui.checkFrameRules();
        ui.save("settings-phones-port");
        ui.tap("choice-8888");
        CHECK(ui.store().setting("phones.port") == "8888");
        CHECK(ui.toast() == "Phones use port 8888 the next time they start.");
        ui.frame();
        CHECK(ui.frameShows("Phones: every address, port 8888"));

        // Or typed: out of range or not a number is refused in words, the keyboard stays.
        ui.tap("phones-network");
        ui.tap("choice-port");
        ui.tap("choice-type");
        REQUIRE(ui.screen() == "keyboard");
        clearTyped(ui);
        typeDigits(ui, "80");
        ui.tap("done");
        CHECK(ui.screen() == "keyboard");
        CHECK(ui.toast() == "80 is out of range: type a port from 1024 to 65535.");
        ui.checkFrameRules();
        ui.save("settings-phones-port-refused");
        clearTyped(ui);
        typeDigits(ui, "70000");
        ui.tap("done");
        CHECK(ui.screen() == "keyboard");
        CHECK(ui.toast().rfind("70000 is out of range:", 0) == 0);
        clearTyped(ui);
        ui.tap("key-q");
        ui.tap("done");
        CHECK(ui.toast() == "\u201cQ\u201d is not a port: type a number from 1024 to 65535.");
        ui.checkFrameRules();
        ui.save("settings-phones-port-not-a-number");
        clearTyped(ui);
        CHECK(ui.store().setting("phones.port") == "8888"); // nothing refused was kept
        typeDigits(ui, "5123");
        ui.tap("done");
        CHECK(ui.screen() == "settings");
        CHECK(ui.store().setting("phones.port") == "5123");
        CHECK(ui.toast() == "Phones use port 5123 the next time they start.");
        ui.frame();
        CHECK(ui.frameShows("Phones: every address, port 5123"));
        ui.checkFrameRules();
        ui.save("settings-phones-typed");
    }
}

TEST_CASE("Phones settings - a typed port is checked in words", "[ui][phones]") {
    using heist::ui::PhoneDesk;
    CHECK(PhoneDesk::portProblem("8080").empty());
    CHECK(PhoneDesk::portProblem("1024").empty());
    CHECK(PhoneDesk::portProblem("65535").empty());
    CHECK(PhoneDesk::portProblem("01024").empty());
    CHECK_FALSE(PhoneDesk::portProblem("1023").empty());
    CHECK_FALSE(PhoneDesk::portProblem("65536").empty());
    CHECK_FALSE(PhoneDesk::portProblem("0").empty());
    CHECK_FALSE(PhoneDesk::portProblem("123456").empty());
    CHECK_FALSE(PhoneDesk::portProblem("-8080").empty());
    CHECK_FALSE(PhoneDesk::portProblem("80 80").empty());
    CHECK_FALSE(PhoneDesk::portProblem("").empty());
}
