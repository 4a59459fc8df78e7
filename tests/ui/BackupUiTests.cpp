// Settings > Backups by taps: back up, play on, restore, and the games from before kept.
#include "tests/ui/UiHarness.hpp"

#include "tests/support/Catch.hpp"

using heist::test::UiHarness;

namespace {

void addGame(heist::store::SessionStore& store, const std::string& first) {
    heist::engine::SessionSetup setup;
    setup.players = {{0, first, "amber"}, {1, "Bob", "teal"}};
    setup.seed = 5;
    heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
}

std::vector<std::string> firstPlayers(heist::store::SessionStore& store) {
    std::vector<std::string> out;
    for (const auto& s : store.listSessions())
        out.push_back(s.players.at(0));
    std::sort(out.begin(), out.end());
    return out;
}

void backupTour(unsigned width, unsigned height) {
    UiHarness ui(width, height);
    addGame(ui.store(), "Ann");
    ui.tap("settings");
    ui.frame();
    ui.tap("backups");
    REQUIRE(ui.screen() == "backups");
    ui.frame();
    CHECK(ui.frameShows("No backups yet"));
    ui.tap("back-up-now");
    ui.frame();
    CHECK(ui.frameShows("Backed up:"));
    CHECK(ui.frameShows("1 game"));
    ui.save("backups");

    // The evening goes on: another game is saved.
    addGame(ui.store(), "Dee");
    REQUIRE(firstPlayers(ui.store()) == std::vector<std::string>{"Ann", "Dee"});

    // Restore the backup: asked first, then every saved game is the backup's.
    ui.tap("backup-0");
    REQUIRE(ui.screen() == "confirm");
    ui.frame();
    CHECK(ui.frameShows("Restore this backup?"));
    ui.save("backups-confirm");
    ui.tap("confirm");
    ui.frame();
    CHECK(ui.screen() == "home");
    CHECK(ui.frameShows("Restored"));
    CHECK(firstPlayers(ui.store()) == std::vector<std::string>{"Ann"});

    // The games from before the restore are a backup of their own, newest first.
    ui.tap("settings");
    ui.frame();
    ui.tap("backups");
    ui.frame();
    CHECK(ui.frameShows("Before restoring"));
    ui.save("backups-after-restore");
    const auto kept = ui.store().backups().front();
    heist::store::SessionStore copy(kept, heist::store::SessionStore::Access::ReadOnly);
    CHECK(firstPlayers(copy) == std::vector<std::string>{"Ann", "Dee"});
}

} // namespace

TEST_CASE("UI - backups from Settings: back up then play on then restore at 1280x800", "[ui]") {
    backupTour(1280, 800);
}

TEST_CASE("UI - backups from Settings: back up then play on then restore at 800x1280", "[ui]") {
    backupTour(800, 1280);
}
