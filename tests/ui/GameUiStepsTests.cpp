// The shared UI tests' lists of games come from the registry: every game of it declares its UI
// test steps (tests/games/<folder>/ui/<Name>UiSteps.cpp), whole, and only games of it do, so
// that the real sizes, the house rules, the first steps and the screen registry go through every
// game and a new game cannot be left out of them.
#include "tests/ui/GameUiSteps.hpp"
#include "tests/ui/ScreenRegistry.hpp"
#include "games/Catalogue.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>
#include <set>

TEST_CASE("Game UI steps - every game of the registry declares them whole, and no other game does", "[ui]") {
    std::set<std::string> registry;
    for (const auto& entry : heist::games::catalogue())
        registry.insert(entry.info.id);
    REQUIRE(registry.size() >= 2);
    for (const auto& id : registry) {
        INFO(id);
        const auto* steps = heist::test::findGameUiSteps(id);
        REQUIRE(steps);
        CHECK_FALSE(steps->screens.empty());
        CHECK(steps->realSizesFlow);
        CHECK(steps->rulesDealt);
        CHECK(steps->rulesFlipped);
    }
    for (const auto& id : heist::test::gamesWithUiSteps()) {
        INFO(id << " declares UI test steps but is no game of the registry (src/games/registry.list)");
        CHECK(registry.count(id) == 1);
    }
    // The lookup can say no: a game without steps is found missing.
    CHECK(heist::test::findGameUiSteps("no-such-game") == nullptr);
}

TEST_CASE("Game UI steps - the screen registry holds every game's screens once", "[ui]") {
    std::multiset<std::string> names;
    for (const auto& r : heist::test::screenRegistry())
        names.insert(r.name);
    for (const auto& [id, steps] : heist::test::everyGameUi())
        for (const auto& screen : steps->screens) {
            INFO(id << ": " << screen.name);
            CHECK(names.count(screen.name) == 1);
        }
    CHECK(names.count("home") == 1);
}
