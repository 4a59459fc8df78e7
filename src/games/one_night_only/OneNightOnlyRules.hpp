#pragma once
// One Night Only's tables from data/games/one-night-only.json, checked on load, and the
// arithmetic every screen shares: what a looting total opens and how to pay for a gadget.
#include "engine/DataFile.hpp"
#include "engine/GameDefinition.hpp"

#include <optional>
#include <string>
#include <vector>

namespace heist::games::one_night_only {

struct Jewel {
    std::string id, name, plural, colour;
    std::string caseName;          // "Yellow"
    int value = 1;                 // coins
    int supply = 0;                // in the museum at the start
    std::optional<int> difficulty; // looting total the case needs; none: walk over it
};

struct Die {
    int count = 3;
    std::vector<int> faces;
};

// What a thief hands over: jewels by index (as Jewel rows) and loose coins.
struct Payment {
    std::vector<int> jewels;
    int coins = 0;

    int value(const std::vector<Jewel>& table) const;
    Json toJson(const std::vector<Jewel>& table) const;
};

struct OneNightOnlyRules {
    engine::GameInfo info;
    std::vector<Jewel> jewels;
    int removeSecurity = 5, vault = 18, winCoins = 60;
    Die movement, looting;
    int perRoll = 3, withMotionSensor = 1;
    std::vector<int> firstPlayerDie;
    int refreshPrice = 1, shopFaceUp = 3;
    int handLimit = 4;

    static OneNightOnlyRules fromData(const engine::DataFile& file);
    static OneNightOnlyRules loadDefault(); // <data>/games/one-night-only.json

    int jewelIndex(const std::string& id) const; // -1 when unknown
    // Whether a looting total opens a jewel's case (always for the walk-over case).
    bool opens(int jewel, int lootingTotal, bool strictlyGreater) const;

    // The payment of at least `price` from what a thief holds that overpays least and,
    // among those, gives away the least valuable jewels (loose coins before any jewel,
    // then Spinels before Sphenes ...). None when everything held is worth less.
    std::optional<Payment> proposePayment(const std::vector<int>& held, int coins, int price) const;
};

} // namespace heist::games::one_night_only
