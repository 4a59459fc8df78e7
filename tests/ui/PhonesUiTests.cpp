// Phones on the tablet (docs/phones.md): the players screen's switch opens the codes over the
// table after the deal, one seat at a time, at every size with eight long names; a phone that
// scans its code shows as connected and receives its own role only, sealed for its seat; after the
// app is closed and opened again the phone comes back without a new scan; a second phone with the
// same code is refused and the table is asked; turning phones off deletes the codes; a private
// entry made on a phone is checked, dispatched without a toast and answered to that phone only.
#include "tests/ui/PanelSizes.hpp"
#include "tests/ui/UiHarness.hpp"
#include "tests/ui/LongNames.hpp"
#include "engine/PhoneView.hpp"
#include "tests/phones/PhoneClient.hpp"
#include "cli/Commands.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "ui/games/suspicion/SuspicionTable.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "ui/screens/PhonesScreen.hpp"

#include "tests/support/Catch.hpp"

#include <fstream>
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

// The three sizes every phones screen is looked at: landscape, portrait and full HD.

// The code of a seat as the phone would hold it after scanning.
heist::phones::SeatCredentials scanned(UiHarness& ui, int seat) {
    for (const auto& c : ui.store().seatCodes(ui.app().live()->id()))
        if (c.seat == seat)
            return heist::phones::SeatCredentials{c.seat, c.name, c.handle, c.key, "", 0, 0, c.tablet};
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
    for (auto [w, h] : heist::test::kThreeSizes) {
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
    std::string device = heist::phones::test::newDevice();
    heist::phones::SeatCredentials code;
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
        CHECK(ui.frameShows("Phones connected: 1 of 8."));
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
                CHECK_FALSE(pt::openFrame(*down, pt::PhoneKeys(scanned(ui, other), device).down));
        // The same device is bound in the file, so that it comes back after a restart.
        bool bound = false;
        for (const auto& c : ui.store().seatCodes(ui.app().live()->id()))
            bound = bound || (c.seat == 2 && c.device == heist::phones::publicKeyOf(device));
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
    const std::string firstDevice = heist::phones::test::newDevice(), secondDevice = heist::phones::test::newDevice();
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
        moved = moved || (c.seat == 4 && c.device == heist::phones::publicKeyOf(secondDevice));
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
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        startWithPhones(ui);
        const auto port = portOf(ui.app().phones().seatLink(0));
        pt::PhoneClient phone0(port), phone1(port);
        REQUIRE(pt::claimSeat(phone0, scanned(ui, 0), heist::phones::test::newDevice()));
        REQUIRE(pt::claimSeat(phone1, scanned(ui, 1), heist::phones::test::newDevice()));
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

namespace {

// The first `lines` lines of an example script, played into the file `db`.
void playScriptHead(const std::filesystem::path& db, const char* file, int lines) {
    std::ifstream in(std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples" / file);
    const auto head = db.parent_path() / "head.jsonl";
    std::ofstream out(head);
    std::string line;
    for (int i = 0; i < lines && std::getline(in, line); ++i)
        out << line << "\n";
    out.close();
    heist::store::SessionStore store(db);
    std::ostringstream o, e;
    REQUIRE(heist::cli::runScript(store, head, {}, o, e) == 0);
}

// A phone's entry, sealed for its seat; returns the tablet's answer, opened.
std::optional<Json> enter(UiHarness& ui, pt::PhoneClient& phone, const heist::phones::SeatCredentials& code,
                          std::int64_t n, const Json& intent) {
    phone.send(pt::upFrame(pt::PhoneKeys(code).up, n, intent));
    for (int i = 0; i < 100; ++i) {
        settleApp(ui);
        if (auto answer = phone.readKind("answer", std::chrono::milliseconds(20))) {
            auto content = pt::openFrame(*answer, pt::PhoneKeys(code).down);
            if (content)
                CHECK((*content)["up"] == n);
            return content;
        }
    }
    return std::nullopt;
}

std::int64_t upLast(UiHarness& ui, int seat) {
    for (const auto& c : ui.store().seatCodes(ui.app().live()->id()))
        if (c.seat == seat)
            return c.upLast;
    return -1;
}

} // namespace

namespace {

// A phone that claims the seat again on a new link (as after a drop): the hub sends its view
// again, under the next counter, which this returns (nothing when none comes).
std::optional<std::int64_t> reconnect(UiHarness& ui, const heist::phones::SeatCredentials& code,
                                      const std::string& device) {
    pt::PhoneClient phone(portOf(ui.app().phones().seatLink(code.seat)));
    REQUIRE((*pt::claimSeat(phone, code, device))["t"] == "welcome");
    auto down = phone.readKind("down", std::chrono::milliseconds(300));
    settleApp(ui);
    if (!down)
        return std::nullopt;
    return pt::openFrame(*down, pt::PhoneKeys(code).down)->at("n").get<std::int64_t>();
}

} // namespace

TEST_CASE("Phones - a seat's guesses entered on its phone reach the session without a toast; another "
          "seat's, a wrong intent and a second entry are refused to that phone alone",
          "[ui][phones]") {
    heist::test::TempDir dir;
    const auto db = dir / "entries.db";
    playScriptHead(db, "suspicion-two-players.jsonl", 32); // up to the guessing phase
    UiHarness ui(1280, 800, db, std::string("last"));
    ui.store().setSetting("phones.port", "0");
    ui.store().setSetting("phones.address", "127.0.0.1");
    ui.frame();
    REQUIRE(ui.app().live());
    REQUIRE(ui.app().phones().turnOn());
    settleApp(ui);
    const auto ann = scanned(ui, 0), bob = scanned(ui, 1);
    const auto port = portOf(ui.app().phones().seatLink(0));
    pt::PhoneClient annPhone(port), bobPhone(port);
    REQUIRE((*pt::claimSeat(annPhone, ann, heist::phones::test::newDevice()))["t"] == "welcome");
    REQUIRE((*pt::claimSeat(bobPhone, bob, heist::phones::test::newDevice()))["t"] == "welcome");
    settleApp(ui);
    // Ann's phone view asks for her guesses.
    auto down = annPhone.readKind("down");
    REQUIRE(down);
    const auto view = pt::openFrame(*down, pt::PhoneKeys(ann).down);
    REQUIRE(view);
    REQUIRE((*view)["view"]["entry"]["intent"] == "suspicion.submit_guesses");
    const auto& s = ui.app().live()->session();
    const auto events = s.log().size();
    auto suspicion = [&]() -> const auto& { return heist::games::suspicion::SuspicionGame::cast(s.state()); };

    // Bob's phone cannot enter Ann's guesses, nor send another intent.
    auto a =
        enter(ui, bobPhone, bob, 1,
              Json{{"type", "suspicion.submit_guesses"}, {"args", {{"seat", 0}, {"guesses", {nullptr, "viola"}}}}});
    REQUIRE(a);
    CHECK((*a)["ok"] == false);
    CHECK(ui.inEnglish((*a)["message"].get<std::string>()) == "Your phone can enter only your own guesses.");
    a = enter(ui, annPhone, ann, 1, Json{{"type", "suspicion.reveal"}, {"args", Json::object()}});
    REQUIRE(a);
    CHECK((*a)["ok"] == false);
    CHECK(ui.inEnglish((*a)["message"].get<std::string>()) ==
          "Your phone can make only the entry the tablet asks of you now.");
    // The rule's refusal, which quotes the entry, goes to the phone only.
    a = enter(ui, annPhone, ann, 2,
              Json{{"type", "suspicion.submit_guesses"}, {"args", {{"guesses", {nullptr, "mr-nobody"}}}}});
    REQUIRE(a);
    CHECK((*a)["ok"] == false);
    CHECK((*a)["message"].get<std::string>().find("mr-nobody") != std::string::npos);
    CHECK(s.log().size() == events);
    CHECK(ui.toast().empty());
    ui.frame();
    CHECK_FALSE(ui.frameShows("mr-nobody"));
    CHECK(upLast(ui, 0) == 0);

    // Bob has the tablet's guess screen open when his phone's guesses come in.
    ui.app().push(std::make_unique<heist::ui::suspicion::SuspicionGuessScreen>(ui.app(), 1));
    ui.frame();
    a = enter(ui, bobPhone, bob, 2,
              Json{{"type", "suspicion.submit_guesses"}, {"args", {{"seat", 1}, {"guesses", {"nadia", nullptr}}}}});
    REQUIRE(a);
    CHECK((*a)["ok"] == true);
    CHECK(ui.inEnglish((*a)["message"].get<std::string>()) == "Your guesses are in.");
    CHECK(upLast(ui, 1) == 2);
    REQUIRE(s.log().size() == events + 1);
    CHECK(s.log().back().type == "suspicion.guesses_submitted");
    CHECK(s.log().back().payload["seat"] == 1);
    ui.frame();
    CHECK(ui.frameShows("Bob\u2019s guesses are in (from Bob\u2019s phone)."));
    ui.checkFrameRules();
    ui.save("phones-entry-tablet-guess-screen");
    ui.tap("back-to-table");
    CHECK(ui.screen() == "suspicion-table");

    // Ann's own guesses, without a seat: set to her phone's seat.
    a = enter(ui, annPhone, ann, 3,
              Json{{"type", "suspicion.submit_guesses"}, {"args", {{"guesses", {nullptr, "viola"}}}}});
    REQUIRE(a);
    CHECK((*a)["ok"] == true);
    CHECK(upLast(ui, 0) == 3);
    CHECK(s.log().back().payload["seat"] == 0);
    CHECK(suspicion().guesses[0].has_value());
    CHECK(ui.toast().empty());
    ui.frame();
    CHECK(ui.frameShows("guessed \u2713"));
    ui.save("phones-entry-guessed");
    // At the wrong time (hers are in): refused, nothing changed.
    a = enter(ui, annPhone, ann, 4,
              Json{{"type", "suspicion.submit_guesses"}, {"args", {{"guesses", {nullptr, "viola"}}}}});
    REQUIRE(a);
    CHECK((*a)["ok"] == false);
    CHECK(ui.inEnglish((*a)["message"].get<std::string>()) == "There is nothing to enter from your phone now.");
    CHECK(s.log().size() == events + 2);
    CHECK(upLast(ui, 0) == 3);
}

TEST_CASE("Phones - a hand entered on a phone that ends the game: the table shows the capture as after "
          "a tablet entry",
          "[ui][phones]") {
    heist::test::TempDir dir;
    const auto db = dir / "capture.db";
    playScriptHead(db, "thief-in-the-night.jsonl", 37); // the capture hand in: a flush
    UiHarness ui(1280, 800, db, std::string("last"));
    ui.store().setSetting("phones.port", "0");
    ui.store().setSetting("phones.address", "127.0.0.1");
    ui.frame();
    REQUIRE(ui.app().live());
    REQUIRE(ui.screen() == "thief-night-table");
    REQUIRE(ui.app().phones().turnOn());
    settleApp(ui);
    const auto& s = heist::games::thief_night::ThiefNightGame::cast(ui.app().live()->session().state());
    REQUIRE(s.open);
    const auto thief = scanned(ui, s.thiefSeat);
    pt::PhoneClient phone(portOf(ui.app().phones().seatLink(s.thiefSeat)));
    REQUIRE((*pt::claimSeat(phone, thief, heist::phones::test::newDevice()))["t"] == "welcome");
    settleApp(ui);
    // Two pair against the captain's flush: captured, the game ends.
    phone.send(pt::upFrame(pt::PhoneKeys(thief).up, 1,
                           Json{{"type", "tn.enter_escape"}, {"args", {{"cards", {"JS", "JD", "4S", "4H", "9S"}}}}}));
    for (int i = 0; i < 50 && !ui.app().live()->session().finished(); ++i)
        settleApp(ui);
    REQUIRE(ui.app().live()->session().finished());
    CHECK(ui.app().live()->session().log().back().type == "tn.hand_entered");
    CHECK(ui.toast().empty());
    // As after the tablet's own entry: the capture first (the moment over the table).
    CHECK(ui.screen() == "moment");
    settleApp(ui);
    CHECK_FALSE(ui.app().phones().on()); // a finished game keeps no codes
    CHECK(ui.store().seatCodes(ui.app().live()->id()).empty());
}

TEST_CASE("Phones - every table with a secret keeps its toolbar's words whole with Phones in it, at every "
          "size with long names",
          "[ui][phones]") {
    for (auto [game, players] :
         {std::pair{"secret-night", 8}, std::pair{"suspicion", 6}, std::pair{"thief-in-the-night", 2}}) {
        for (auto [w, h] : heist::test::kThreeSizes) {
            INFO(game << " " << w << "x" << h);
            UiHarness ui(w, h);
            ui.store().setSetting("phones.port", "0");
            ui.store().setSetting("phones.address", "127.0.0.1");
            ui.app().startSession(heist::games::definition(game), longSetup(players));
            ui.app().showTable();
            ui.frame();
            if (ui.screen() == "reveal")
                ui.tap("back"); // the deal can wait: the table behind it
            REQUIRE(ui.app().phones().turnOn());
            ui.frame();
            REQUIRE(ui.has("phones"));
            ui.checkFrameRules();
            ui.save(std::string("phones-toolbar-") + game);
            ui.tap("phones");
            CHECK(ui.screen() == "phones");
        }
    }
}

TEST_CASE("Phones - a seat near the end of its counters gets a fresh block from the file; when the file "
          "has none left the table is told the seat needs a new code",
          "[ui][phones]") {
    UiHarness ui(1280, 800);
    ui.app().phones().setDownBlock(8);
    startWithPhones(ui);
    const std::int64_t id = ui.app().live()->id();
    const auto code = scanned(ui, 0);
    const std::string device = heist::phones::test::newDevice();
    // Block [1, 9): at 2 left the desk reserves [9, 17) in the file and hands it to the hub.
    std::vector<std::int64_t> seen;
    for (int i = 0; i < 10; ++i)
        seen.push_back(reconnect(ui, code, device).value_or(0));
    CHECK(seen == std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
    // The file's mark is past the block the hub uses: a restart starts above it.
    CHECK(ui.store().reserveDownCounters(id, 0, 8) == 17);
    CHECK(ui.toast().find("new code") == std::string::npos);

    // The file's counters for this code run out (near 2^53): the next block is refused.
    const std::int64_t half = std::int64_t{1} << 52;
    REQUIRE(ui.store().reserveDownCounters(id, 0, half) == 25);
    REQUIRE(ui.store().reserveDownCounters(id, 0, half - 25 - 4));
    for (int n = 11; n <= 16; ++n)
        CHECK(reconnect(ui, code, device) == n);
    CHECK(ui.toast() == heist::test::kLongNames[0] +
                            std::string("\u2019s phone needs a new code: tap the phone mark, then New code for ") +
                            heist::test::kLongNames[0] + ".");
    CHECK_FALSE(reconnect(ui, code, device)); // nothing past the block: it could come again
    // A new code starts its counters again.
    ui.app().phones().newCode(0);
    settleApp(ui);
    const auto fresh = scanned(ui, 0);
    CHECK(reconnect(ui, fresh, device) == 1);
}

TEST_CASE("Phones - a phone without a camera app: the seat's link as text, in groups, at every size with "
          "eight long names",
          "[ui][phones]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        startWithPhones(ui);
        ui.tap("seat-7");
        ui.tap("link-text");
        ui.checkFrameRules();
        ui.save("phones-link-text");
        const std::string link = ui.app().phones().seatLink(7);
        const auto hash = link.find('#');
        REQUIRE(hash != std::string::npos);
        CHECK(ui.frameShows(link.substr(0, hash + 1)));
        // Every group of four, in order, spells the fragment: what the player types.
        std::string typed;
        for (const auto& text : ui.lastText())
            if (text.text.size() <= 4 && link.find(text.text, hash) != std::string::npos)
                typed += text.text;
        CHECK(typed == link.substr(hash + 1));
        // And back to the code, which still opens the same link.
        ui.tap("link-text");
        CHECK(heist::test::readQrCode(ui.image()) == link);
        // A code's letters differ in width ("WWWW" against "iiii"): forty fresh codes, each
        // laid out as text within its room.
        ui.tap("link-text");
        for (int i = 0; i < 40; ++i) {
            ui.app().phones().newCode(7);
            ui.app().markDirty();
            ui.checkFrameRules();
        }
    }
}
