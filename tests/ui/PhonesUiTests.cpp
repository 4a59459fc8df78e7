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

namespace {

// A phone that claims the seat again on a new link (as after a drop): the hub sends its view
// again, under the next counter, which this returns (nothing when none comes).
std::optional<std::int64_t> reconnect(UiHarness& ui, const heist::phones::SeatCode& code, const std::string& device) {
    pt::PhoneClient phone(portOf(ui.app().phones().seatLink(code.seat)));
    REQUIRE((*pt::claimSeat(phone, code, device))["t"] == "welcome");
    auto down = phone.readKind("down", std::chrono::milliseconds(300));
    settleApp(ui);
    if (!down)
        return std::nullopt;
    return pt::openFrame(*down, pt::PhoneKeys(code).down)->at("n").get<std::int64_t>();
}

} // namespace

TEST_CASE("Phones - a seat near the end of its counters gets a fresh block from the file; when the file "
          "has none left the table is told the seat needs a new code",
          "[ui][phones]") {
    UiHarness ui(1280, 800);
    ui.app().phones().setDownBlock(8);
    startWithPhones(ui);
    const std::int64_t id = ui.app().live()->id();
    const auto code = scanned(ui, 0);
    const std::string device = heist::phones::randomBytes(16);
    // Block [1, 9): at 2 left the desk reserves [9, 17) in the file and hands it to the hub.
    std::vector<std::int64_t> seen;
    for (int i = 0; i < 10; ++i)
        seen.push_back(reconnect(ui, code, device).value_or(0));
    CHECK(seen == std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
    // The file's mark is past the block the hub uses: a restart starts above it.
    CHECK(ui.store().reserveDownCounters(id, 0, 8) == 17);
    CHECK(ui.app().toastText().find("new code") == std::string::npos);

    // The file's counters for this code run out (near 2^53): the next block is refused.
    const std::int64_t half = std::int64_t{1} << 52;
    REQUIRE(ui.store().reserveDownCounters(id, 0, half) == 25);
    REQUIRE(ui.store().reserveDownCounters(id, 0, half - 25 - 4));
    for (int n = 11; n <= 16; ++n)
        CHECK(reconnect(ui, code, device) == n);
    CHECK(ui.app().toastText() ==
          heist::test::kLongNames[0] + std::string("\u2019s phone needs a new code: tap Phones, then New code for ") +
              heist::test::kLongNames[0] + ".");
    CHECK_FALSE(reconnect(ui, code, device)); // nothing past the block: it could come again
    // A new code starts its counters again.
    ui.app().phones().newCode(0);
    settleApp(ui);
    const auto fresh = scanned(ui, 0);
    CHECK(reconnect(ui, fresh, device) == 1);
}
