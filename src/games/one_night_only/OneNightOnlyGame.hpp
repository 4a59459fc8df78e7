#pragma once
// One Night Only (rules/one-night-only.txt, SPEC 3.4) as a game definition: who goes first,
// the dice pool, the museum's jewels, every thief's ledger (jewels, loose coins, gadgets),
// the gadget shop, motion-sensor timers and the three endings. Nothing in it is secret.
#include "engine/GameOf.hpp"
#include "games/one_night_only/OneNightOnlyRules.hpp"

#include <optional>

namespace heist::games::one_night_only {

enum class Phase { FirstPlayer, Playing, Finished };

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
    std::string sensorRoom;    // the room whose motion sensor limited the roll, or empty
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

struct HouseRules {
    bool strictlyGreater = false;  // looting must beat the difficulty, not match it
    bool oneCasePerRoll = false;   // a roll loots at most one jewel from a case
    bool sixtyWithGadgets = false; // the 60-coin win counts gadget sell values too
};

struct OneNightOnlyState : engine::GameState {
    Phase phase = Phase::FirstPlayer;
    int players = 0;
    HouseRules house;
    std::vector<int> contenders;          // first-player roll: who still rolls
    std::vector<Json> firstPlayerRolls;   // every roll, in order: [{seat, face}...]
    int first = 0;
    int current = 0;
    int round = 1;
    int turnsPlayed = 0;
    std::vector<int> museum;              // per jewel row
    std::vector<Ledger> ledgers;
    std::optional<Roll> roll;             // this turn's roll
    int casesLooted = 0;                  // jewels taken from cases with this turn's roll
    std::vector<int> takenThisRoll;       // per jewel row: taken since this turn's roll
    bool vaultBroken = false;
    std::vector<Sensor> sensors;
    int nextGadgetId = 1, nextSensorId = 1;
    std::string ending;                   // sixty, vault, museum_empty; empty while playing
    std::vector<int> winners;

    std::unique_ptr<engine::GameState> clone() const override {
        return std::make_unique<OneNightOnlyState>(*this);
    }
};

struct Score {
    int seat = 0;
    int jewelValue = 0, coins = 0, gadgetValue = 0, total = 0;
};

class OneNightOnlyGame : public engine::OpenGameOf<OneNightOnlyRules, OneNightOnlyState> {
public:
    using OpenGameOf::OpenGameOf;
    HEIST_GAME_HOOKS
    bool namesCatalogue(const engine::Event&) const override { return true; }

    Score score(const OneNightOnlyState& s, int seat) const;
    // The coins that count for the 60-coin win under the session's switch.
    int sixtyCount(const OneNightOnlyState& s, int seat) const;
    // The jewel rows this turn's roll opens, and whether one may still be looted with it.
    std::vector<int> opened(const OneNightOnlyState& s) const;
    // "the Blue case needs 6; you rolled 5", or empty when the case opens.
    std::string caseRefusal(const OneNightOnlyState& s, int jewel) const;
    // The Spinels still allowed with this turn's roll: one a square walked (the movement
    // total), less those already taken since the roll; 0 before the roll.
    int walkOverLeft(const OneNightOnlyState& s) const;
    std::string jewelName(int jewel, int count) const;
    std::string paymentText(const Json& payment) const; // "1 Sapphire and 2 coins"
    static std::string coinsText(int coins);            // "1 coin", "7 coins"

private:
    void checkEnd(OneNightOnlyState& s, int seat) const;
};

} // namespace heist::games::one_night_only
