#pragma once
// One Night Only (rules/one-night-only.txt, SPEC 3.4) as a game definition: who goes first,
// the dice pool, the museum's jewels, every thief's ledger (jewels, loose coins, gadgets),
// the gadget shop, motion-sensor timers and the three endings. Nothing in it is secret. Its
// state lives in OneNightOnlyState.hpp, which no UI code includes; the screens read tableView().
#include "engine/GameOf.hpp"
#include "games/one_night_only/OneNightOnlyRules.hpp"
#include "games/one_night_only/OneNightOnlyView.hpp"

#include <optional>

namespace heist::games::one_night_only {

struct OneNightOnlyState;

struct Score {
    int seat = 0;
    int jewelValue = 0, coins = 0, gadgetValue = 0, total = 0;
};

class OneNightOnlyGame : public engine::OpenGameOf<OneNightOnlyRules, OneNightOnlyState> {
public:
    using OpenGameOf::OpenGameOf;
    HEIST_GAME_HOOKS
    bool namesCatalogue(const engine::Event&) const override { return true; }

    // What the table's screens show: the whole public picture (nothing here is secret).
    OneNightOnlyTableView tableView(const engine::GameState& s) const;

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
    // The cases this turn's roll opens from which a jewel may still be taken (the museum has one,
    // the roll took none from it, and the one-case house rule allows another): what ending the
    // turn now would leave behind. Empty before the roll.
    std::vector<int> lootLeft(const OneNightOnlyState& s) const;
    std::string jewelName(int jewel, int count) const;
    std::string paymentText(const Json& payment) const; // "1 Sapphire and 2 coins"
    static std::string coinsText(int coins);            // "1 coin", "7 coins"

private:
    void checkEnd(OneNightOnlyState& s, int seat) const;
};

} // namespace heist::games::one_night_only
