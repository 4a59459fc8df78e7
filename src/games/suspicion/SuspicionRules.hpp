#pragma once
// Suspicion's tables from data/games/suspicion.json, checked on load.
#include "engine/DataFile.hpp"
#include "engine/GameDefinition.hpp"

#include <map>
#include <string>
#include <vector>

namespace heist::games::suspicion {

struct Guest {
    std::string id;
    std::string name;
};

struct SuspicionRules {
    engine::GameInfo info;
    std::vector<Guest> guests;
    std::vector<std::string> gemIds;   // diamond, ruby, emerald
    std::vector<std::string> gemNames; // Diamond, Ruby, Emerald
    std::map<int, int> stackSizes;
    std::map<int, int> stackSizesOtherPrinting;
    std::vector<std::vector<std::string>> dice; // guest id or "?" per face
    int pointsPerSet = 6;
    int pointsPerSingle = 1;
    int pointsPerCorrectGuess = 7;
    int actionsPerTurn = 2;
    int actionsPerTurnTwoPlayers = 1;

    static SuspicionRules fromData(const engine::DataFile& file);
    static SuspicionRules loadDefault(); // <data>/games/suspicion.json

    int guestIndex(const std::string& id) const; // -1 when unknown
    int gemIndex(const std::string& id) const;   // -1 when unknown
};

} // namespace heist::games::suspicion
