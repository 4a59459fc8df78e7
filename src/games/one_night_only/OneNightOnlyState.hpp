#pragma once
// One Night Only's state as its events fold it: the game's own, read by its rules, its tests
// and nothing under ui/ (the screens read OneNightOnlyTableView, OneNightOnlyView.hpp).
#include "games/one_night_only/OneNightOnlyGame.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace heist::games::one_night_only {

struct Gadget {
    int id = 0; // unique in the session
    std::string name;
    int price = 0;
    int sell = 0;
};

struct Ledger {
    std::vector<int> jewels; // per jewel row
    int coins = 0;           // loose coins (change, sold gadgets)
    std::vector<Gadget> gadgets;
};

struct Roll {
    std::vector<int> movement; // face values
    std::vector<int> looting;
    std::string sensorRoom; // the room whose motion sensor limited the roll, or empty
    int movementTotal() const;
    int lootingTotal() const;
};

struct Sensor {
    int id = 0;
    std::string room;
    int placedBy = 0;
    int turnsLeft = 0; // turns still to be played with it on the board
    bool placedThisTurn = true;
};

struct OneNightOnlyState : engine::GameState {
    Phase phase = Phase::FirstPlayer;
    int players = 0;
    HouseRules house;
    std::vector<int> contenders;        // first-player roll: who still rolls
    std::vector<Json> firstPlayerRolls; // every roll, in order: [{seat, face}...]
    int first = 0;
    int current = 0;
    int round = 1;
    int turnsPlayed = 0;
    std::vector<int> museum; // per jewel row
    std::vector<Ledger> ledgers;
    std::optional<Roll> roll;       // this turn's roll
    int casesLooted = 0;            // jewels taken from cases with this turn's roll
    std::vector<int> takenThisRoll; // per jewel row: taken since this turn's roll
    bool vaultBroken = false;
    std::vector<Sensor> sensors;
    int nextGadgetId = 1, nextSensorId = 1;
    std::string ending; // sixty, vault, museum_empty; empty while playing
    std::vector<int> winners;

    std::unique_ptr<engine::GameState> clone() const override { return std::make_unique<OneNightOnlyState>(*this); }
};

} // namespace heist::games::one_night_only
