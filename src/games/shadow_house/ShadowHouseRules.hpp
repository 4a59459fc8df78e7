#pragma once
// Shadow House Masquerade's tables from data/games/shadow-house-masquerade.json, checked on
// load: the starter deck per player count, the point values and the match target.
#include "engine/DataFile.hpp"
#include "engine/GameDefinition.hpp"

#include <map>
#include <string>
#include <vector>

namespace heist::games::shadow_house {

struct CardType {
    std::string id;
    std::string name;
};

// One row of the setup table: cards of each type (in card type order), random cards, total.
struct DeckRow {
    std::vector<int> counts;
    int random = 0;
    int total = 0;
};

struct Points {
    int detectiveFinder = 2;
    int tobyFinder = 3;
    int othersWhenFound = 1;
    int culpritWins = 2;
    int accompliceWins = 2;
    int handcuffsOthers = 1;
};

struct ShadowHouseRules {
    engine::GameInfo info;
    int cardsInBox = 36;
    int cardsPerPlayer = 4;
    std::vector<CardType> cardTypes;
    std::map<int, DeckRow> deck; // players -> row
    std::vector<std::string> setupReminders;
    Points points;
    int matchTarget = 5;

    static ShadowHouseRules fromData(const engine::DataFile& file);
    static ShadowHouseRules loadDefault();

    int cardTypeIndex(const std::string& id) const { return engine::indexById(cardTypes, id); }
    // The row for a player count; throws std::out_of_range outside the table.
    const DeckRow& deckFor(int players) const { return deck.at(players); }
};

// Every word of the data file that a player reads (card names, setup reminders), in English:
// each is in the catalogue under the context "shadow-house-masquerade" (ShadowHouseWords.cpp).
const std::vector<std::string>& dataWords();

} // namespace heist::games::shadow_house
