// Phones on the tablet (docs/phones.md): the players screen's switch opens the codes over the
// table after the deal, one seat at a time, at every size with eight long names; a phone that
// scans its code shows as connected and receives its own role only, sealed for its seat; after the
// app is closed and opened again the phone comes back without a new scan; a second phone with the
// same code is refused and the table is asked; turning phones off deletes the codes.
#include "UiHarness.hpp"
#include "LongNames.hpp"
#include "engine/PhoneView.hpp"
#include "phones/PhoneClient.hpp"
#include "screens/PhonesScreen.hpp"

#include <catch2/catch.hpp>

#include <thread>

using heist::Json;
using heist::test::UiHarness;
namespace pt = heist::phones::test;

namespace {

heist::engine::SessionSetup longSetup(int n) {
    heist::engine::SessionSetup setup;
    for (int i = 0; i < n; ++i)
        setup.players.push_back({i, heist::test::kLongNames[static_cast<std::size_t>(i)],
                                 heist::ui::playerColourIds()[static_cast<std::size_t>(i)]});
    setup.seed = 77;
    return setup;
}

// The code of a seat as the phone would hold it after scanning.
heist::phones::SeatCode scanned(UiHarness& ui, int seat) {
    for (const auto& c : ui.store().seatCodes(ui.app().live()->id()))
        if (c.seat == seat)
            return heist::phones::SeatCode{c.seat, c.name, c.handle, c.key, "", 0, 0};
    FAIL("no code for seat " << seat);
    return {};
}

// Lets the hub's thread deliver its notices, then lets the App take them.
void settleApp(UiHarness& ui) {
    for (int i = 0; i < 20; ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        ui.app().update(0.01);
    }
    ui.frame();
}

void startWithPhones(UiHarness& ui) {
    ui.store().setSetting("phones.port", "0");
    ui.store().setSetting("phones.address", "127.0.0.1");
    ui.app().startSession(heist::games::definition("secret-night"), longSetup(8));
    ui.app().showTable();
    REQUIRE(ui.app().phones().turnOn());
    ui.app().push(std::make_unique<heist::ui::PhonesScreen>(ui.app()));
    ui.frame();
    REQUIRE(ui.screen() == "phones");
}

std::uint16_t portOf(const std::string& link) {
    const auto colon = link.find(':', 7);
    return static_cast<std::uint16_t>(std::stoi(link.substr(colon + 1)));
}

} // namespace

TEST_CASE("Phones - one seat's code at a time, read back from the frame, at every size with eight long names",
          "[ui][phones]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        UiHarness ui(w, h);
        startWithPhones(ui);
        ui.checkFrameRules();
        ui.save("phones-codes");
        for (int seat : {0, 7}) {
            ui.tap("seat-" + std::to_string(seat));
            ui.checkFrameRules();
            const std::string link = heist::test::readQrCode(ui.image());
            INFO(w << "x" << h << " seat " << seat);
            CHECK(link == ui.app().phones().seatLink(seat));
            CHECK(link.rfind("http://127.0.0.1:", 0) == 0);
            CHECK(link.find("/p#" + std::to_string(seat) + ".") != std::string::npos);
        }
    }
}

TEST_CASE("Phones - a phone that scans its code is connected, gets its own role only, and comes back "
          "after the app is closed and opened again",
          "[ui][phones]") {
    heist::test::TempDir dir;
    const auto db = dir / "phones.db";
    std::string device = heist::phones::randomBytes(16);
    heist::phones::SeatCode code;
    std::string role;
    {
        UiHarness ui(1280, 800, db);
        startWithPhones(ui);
        code = scanned(ui, 2);
        const auto port = portOf(ui.app().phones().seatLink(2));
        pt::PhoneClient phone(port);
        auto welcome = pt::claimSeat(phone, code, device);
        REQUIRE(welcome);
        REQUIRE((*welcome)["t"] == "welcome");
        settleApp(ui);
        CHECK(ui.app().phones().connected(2));
        ui.tap("seat-2");
        CHECK(ui.frameShows("1 of 8 phones connected"));
        ui.checkFrameRules();
        ui.save("phones-connected");
        // Its own role, sealed for its seat: opens with its key and says what the rules dealt it.
        auto down = phone.readKind("down");
        REQUIRE(down);
        const auto plain = pt::openFrame(*down, pt::PhoneKeys(code).down);
        REQUIRE(plain);
        const auto& s = ui.app().live()->session();
        role = s.game().privateView(s.state(), 2)["role_name"].get<std::string>();
        CHECK((*plain)["view"]["lines"][0]["text"] == role);
        // No other seat's key opens it.
        for (int other = 0; other < 8; ++other)
            if (other != 2)
                CHECK_FALSE(pt::openFrame(*down, pt::PhoneKeys(scanned(ui, other)).down));
        // The same device is bound in the file, so that it comes back after a restart.
        bool bound = false;
        for (const auto& c : ui.store().seatCodes(ui.app().live()->id()))
            bound = bound || (c.seat == 2 && c.device == device);
        CHECK(bound);
    }
    // Closed and opened again (as after a kill: the codes are in the file): Continue, and the phone
    // reconnects with the code it already holds.
    UiHarness again(1280, 800, db, std::string("last"));
    again.store().setSetting("phones.port", "0");
    again.frame();
    REQUIRE(again.app().live());
    settleApp(again);
    REQUIRE(again.app().phones().on());
    pt::PhoneClient back(portOf(again.app().phones().seatLink(2)));
    auto welcome = pt::claimSeat(back, code, device);
    REQUIRE(welcome);
    CHECK((*welcome)["t"] == "welcome");
    settleApp(again);
    CHECK(again.app().phones().connected(2));
    auto down = back.readKind("down");
    REQUIRE(down);
    const auto plain = pt::openFrame(*down, pt::PhoneKeys(code).down);
    REQUIRE(plain);
    CHECK((*plain)["view"]["lines"][0]["text"] == role);
}

TEST_CASE("Phones - a second phone with the same code is refused and the table chooses; turning phones "
          "off deletes every code",
          "[ui][phones]") {
    UiHarness ui(1280, 800);
    startWithPhones(ui);
    const auto code = scanned(ui, 4);
    const auto port = portOf(ui.app().phones().seatLink(4));
    pt::PhoneClient first(port), second(port);
    const std::string firstDevice = heist::phones::randomBytes(16), secondDevice = heist::phones::randomBytes(16);
    REQUIRE((*pt::claimSeat(first, code, firstDevice))["t"] == "welcome");
    auto refused = pt::claimSeat(second, code, secondDevice);
    REQUIRE(refused);
    CHECK((*refused)["t"] == "refused");
    CHECK((*refused)["why"] == "other_device");
    settleApp(ui);
    REQUIRE(ui.screen() == "choice");
    ui.checkFrameRules();
    ui.save("phones-second-device");
    ui.tap("choice-move");
    settleApp(ui);
    bool moved = false;
    for (const auto& c : ui.store().seatCodes(ui.app().live()->id()))
        moved = moved || (c.seat == 4 && c.device == secondDevice);
    CHECK(moved);
    // The seat is the new phone's now: it claims, the first phone's claim is refused.
    pt::PhoneClient third(port);
    CHECK((*pt::claimSeat(third, code, secondDevice))["t"] == "welcome");

    REQUIRE(ui.screen() == "phones");
    ui.tap("phones-off");
    ui.tap("confirm");
    settleApp(ui);
    CHECK_FALSE(ui.app().phones().on());
    CHECK(ui.store().seatCodes(ui.app().live()->id()).empty());
}

TEST_CASE("Phones - a seat whose phone is connected is dealt on its phone; a seat without one passes the "
          "tablet as before",
          "[ui][phones]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}}) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        startWithPhones(ui);
        const auto port = portOf(ui.app().phones().seatLink(0));
        pt::PhoneClient phone0(port), phone1(port);
        REQUIRE(pt::claimSeat(phone0, scanned(ui, 0), heist::phones::randomBytes(16)));
        REQUIRE(pt::claimSeat(phone1, scanned(ui, 1), heist::phones::randomBytes(16)));
        settleApp(ui);
        REQUIRE(ui.app().phones().connected(0));
        ui.tap("done"); // the Phones screen: the deal goes on
        REQUIRE(ui.screen() == "reveal");
        const auto& names = heist::test::kLongNames;
        // Seat 0's phone is connected: the cover says so, Done needs no look here, and the next
        // seat (connected too) is not asked to take the tablet.
        CHECK(ui.frameShows(std::string(names[0]) + ": your role is on your phone"));
        CHECK_FALSE(ui.frameShows("Pass the tablet to"));
        CHECK(ui.frameShows("Next: " + std::string(names[1])));
        ui.checkFrameRules();
        ui.save("phones-deal-on-phone");
        const auto& s = ui.app().live()->session();
        REQUIRE(ui.app().tap("done"));
        ui.frame();
        CHECK(s.log().back().type == "sn.role_seen");
        CHECK(s.log().back().payload["seat"] == 0);
        // Seat 1 (connected) likewise; its Done names seat 2, which has no phone.
        CHECK(ui.frameShows(std::string(names[1]) + ": your role is on your phone"));
        CHECK(ui.frameShows("pass to " + std::string(names[2])));
        REQUIRE(ui.app().tap("done"));
        ui.frame();
        // Seat 2 has no phone: pass the tablet, and Done waits for a look, as without phones.
        CHECK(ui.frameShows("Pass the tablet to " + std::string(names[2])));
        ui.checkFrameRules();
        CHECK_FALSE(ui.app().tap("done"));
        ui.press("hold");
        ui.release();
        CHECK(ui.app().tap("done"));
        ui.frame();
        CHECK(s.log().back().type == "sn.role_seen");
        CHECK(s.log().back().payload["seat"] == 2);
    }
}
