#include "tests/ui/GameUiSteps.hpp"

#include "tests/support/Catch.hpp"

#include <map>

namespace heist::test {

namespace {

std::map<std::string, GameUiSteps>& declared() {
    static std::map<std::string, GameUiSteps> steps;
    return steps;
}

} // namespace

bool registerGameUiSteps(const std::string& id, GameUiSteps steps) {
    return declared().emplace(id, std::move(steps)).second;
}

const GameUiSteps* findGameUiSteps(const std::string& id) {
    const auto it = declared().find(id);
    return it == declared().end() ? nullptr : &it->second;
}

std::vector<std::string> gamesWithUiSteps() {
    std::vector<std::string> out;
    for (const auto& [id, steps] : declared())
        out.push_back(id);
    return out;
}

const GameUiSteps& gameUiSteps(const std::string& id) {
    const GameUiSteps* steps = findGameUiSteps(id);
    if (!steps)
        FAIL("the game " << id
                         << " of the registry declares no UI test steps: write them in "
                            "tests/games/<folder>/ui/<Name>UiSteps.cpp (heist::test::registerGameUiSteps)");
    return *steps;
}

std::vector<std::pair<std::string, const GameUiSteps*>> everyGameUi() {
    std::vector<std::pair<std::string, const GameUiSteps*>> out;
    for (const auto& entry : games::catalogue())
        out.emplace_back(entry.info.id, &gameUiSteps(entry.info.id));
    return out;
}

} // namespace heist::test
