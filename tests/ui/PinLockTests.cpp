// The PIN pad at the table: wrong PINs in a row make the seat wait (kept in the file, so a
// restart does not reset it), and a PIN stored before Argon2id is stored again once typed.
#include "tests/ui/UiHarness.hpp"
#include "components/PinHash.hpp"
#include "store/LiveSession.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::TempDir;
using heist::test::UiHarness;
namespace fs = std::filesystem;

namespace {

std::int64_t makeSessionWithPin(const fs::path& db) {
    heist::store::SessionStore store(db);
    heist::engine::SessionSetup setup;
    setup.seed = 12;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
    for (int seat = 0; seat < 3; ++seat)
        REQUIRE(std::holds_alternative<heist::engine::Event>(
            live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", seat}}))));
    REQUIRE(std::holds_alternative<heist::engine::Event>(
        live.dispatch(heist::test::intent("session.set_pin", Json{{"seat", 0}, {"pin", "2580"}}))));
    return live.id();
}

void type(UiHarness& ui, const std::string& digits) {
    for (char d : digits)
        ui.tap(std::string("digit-") + d);
}

} // namespace

TEST_CASE("PIN pad - three wrong PINs make the next try wait; the wait survives a restart", "[ui][pin]") {
    TempDir dir;
    const auto db = dir / "sessions.db";
    const auto id = makeSessionWithPin(db);
    {
        UiHarness ui(1280, 800, db, std::to_string(id));
        ui.tap("secret-0");
        REQUIRE(ui.screen() == "pin");
        type(ui, "1111");
        CHECK(ui.frameShows("not right"));
        type(ui, "2222");
        CHECK(ui.frameShows("not right")); // two slips: no wait yet
        type(ui, "3333");
        CHECK(ui.frameShows("Too many wrong PINs. Try again in 10 s."));
        ui.checkFrameRules();
        ui.save("pin-locked");
        type(ui, "2580"); // the right PIN, but the pad takes nothing while it waits
        CHECK(ui.screen() == "pin");
        ui.idle(4);
        ui.app().advance();
        ui.frame();
        CHECK(ui.frameShows("Try again in 6 s."));
        CHECK(ui.app().top()->wakeIn().has_value()); // the countdown redraws itself
    }
    // The tablet restarts: the wait is read from the file, not reset.
    {
        UiHarness ui(1280, 800, db, std::to_string(id));
        ui.tap("secret-0");
        REQUIRE(ui.screen() == "pin");
        CHECK(ui.frameShows("Too many wrong PINs"));
        type(ui, "2580");
        CHECK(ui.screen() == "pin");
        ui.idle(11);
        ui.app().advance();
        ui.frame();
        CHECK_FALSE(ui.frameShows("Too many wrong PINs"));
        type(ui, "2580");
        CHECK(ui.screen() == "reveal");
        ui.tap("done");
    }
    // The right PIN cleared the count; another seat was never held back.
    heist::store::SessionStore store(db);
    CHECK(store.pinFailures(id, 0).count == 0);
    CHECK(store.pinFailures(id, 1).count == 0);
}

TEST_CASE("PIN pad - a PIN stored before Argon2id opens the secret and is stored again as Argon2id", "[ui][pin]") {
    TempDir dir;
    const auto db = dir / "sessions.db";
    const auto id = makeSessionWithPin(db);
    // Seat 1's PIN as a build before Argon2id stored it: salted SHA-256, 20,000 rounds.
    std::string digest = "8c1f:4711";
    for (int i = 0; i < 20000; ++i)
        digest = heist::components::sha256Hex(digest + "8c1f");
    {
        heist::store::SessionStore store(db);
        const auto head = heist::store::LiveSession::resume(store, id).session().headSeq();
        store.append(id, head + 1, {"session.pin_set", Json{{"seat", 1}, {"hash", "8c1f$" + digest}}});
    }
    UiHarness ui(1280, 800, db, std::to_string(id));
    REQUIRE(ui.app().live());
    const auto before = ui.app().live()->session().pinHash(1);
    REQUIRE(before);
    REQUIRE(heist::components::isLegacyPinHash(*before));
    ui.tap("secret-1");
    REQUIRE(ui.screen() == "pin");
    type(ui, "4711");
    CHECK(ui.screen() == "reveal");
    const auto after = ui.app().live()->session().pinHash(1);
    REQUIRE(after);
    CHECK_FALSE(heist::components::isLegacyPinHash(*after));
    CHECK(ui.app().live()->session().checkPin(1, "4711"));
    CHECK_FALSE(ui.app().live()->session().checkPin(1, "4712"));
    CHECK(after->find("4711") == std::string::npos);
    // The old record is gone from the file and its -wal: the log keeps only the new one.
    ui.tap("done");
    const std::string bytes = heist::test::readFile(db) +
                              (fs::exists(db.string() + "-wal") ? heist::test::readFile(db.string() + "-wal") : "");
    CHECK(bytes.find(digest) == std::string::npos);
    CHECK(bytes.find(*after) != std::string::npos);
}
