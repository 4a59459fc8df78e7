#include "UiHarness.hpp"

#include <catch2/catch.hpp>

using heist::test::UiHarness;

TEST_CASE("UI - the home screen offers New game, Saved games and Settings", "[ui]") {
    UiHarness ui;
    CHECK(ui.screen() == "home");
    CHECK(ui.has("new-game"));
    CHECK(ui.has("saved-games"));
    CHECK(ui.has("settings"));
    CHECK(ui.frameShows("No game in progress"));
    ui.save("home");
}
