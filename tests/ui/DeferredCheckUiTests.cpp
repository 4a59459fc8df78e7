// The file's integrity check runs after the first frame (SessionStore::awaitIntegrity): Home
// is drawn from the file at once, and a file the check then finds damaged is moved aside as
// before: Home again, from a fresh file, with the same notice the app gave when the check came
// first.
#include "tests/ui/UiHarness.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <thread>

using heist::store::SessionStore;

namespace {

// A file as the app leaves it (WAL mode), with one page zeroed.
std::string damagedFile(const std::filesystem::path& file) {
    {
        SessionStore store(file);
        for (int g = 0; g < 30; ++g) {
            heist::engine::SessionSetup setup;
            setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
            setup.seed = 1;
            auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
            for (int i = 0; i < 10; ++i)
                live.dispatch(heist::test::intent("suspicion.end_turn"));
        }
    }
    // The roster's page: Home does not read it (a page near the end could be the sessions').
    std::size_t page = 0;
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
        page = static_cast<std::size_t>(
                   db.execAndGet("SELECT rootpage FROM sqlite_master WHERE name = 'roster'").getInt()) -
               1;
    }
    REQUIRE(page > 0);
    auto bytes = heist::test::readFile(file);
    std::fill(bytes.begin() + static_cast<long>(page * 4096), bytes.begin() + static_cast<long>((page + 1) * 4096),
              '\0');
    heist::test::writeBytes(file, bytes);
    return bytes;
}

} // namespace

TEST_CASE("UI - the first frame does not wait for the file's check; a damaged file is then moved aside with the notice",
          "[ui]") {
    heist::test::TempDir dir;
    const auto file = dir / "s.db";
    const auto bytes = damagedFile(file);
    SessionStore::holdIntegrityChecks(true);
    heist::test::UiHarness ui(1280, 800, file);
    ui.frame(); // drawn while the check cannot have run
    CHECK(ui.screen() == "home");
    CHECK(ui.store().integrityPending());
    CHECK_FALSE(ui.frameShows("The saved-games file"));
    CHECK(ui.app().wakeIn()); // the loop wakes to look for the verdict
    SessionStore::holdIntegrityChecks(false);
    for (int i = 0; i < 500 && ui.store().integrityPending(); ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        ui.frame();
    }
    ui.frame();
    CHECK(ui.screen() == "home");
    CHECK(ui.frameShows("The saved-games file")); // the notice, as a toast opened at start shows it
    REQUIRE(ui.store().quarantinedTo());
    CHECK(heist::test::readFile(*ui.store().quarantinedTo()) == bytes);
    CHECK(ui.store().listSessions().empty());
    CHECK_FALSE(ui.app().live());
    ui.save("deferred-check-notice");
}
