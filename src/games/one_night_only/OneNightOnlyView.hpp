#pragma once
// What One Night Only's screens may read. Nothing in this game is secret (it derives from
// OpenGameOf: keepsSecrets() is false, privateView() is empty), so the table view is the whole
// public picture and there is no seat view: every seat sees what the table sees.
#include "engine/EnumIds.hpp"
#include "engine/Json.hpp"

#include <vector>

namespace heist::games::one_night_only {

enum class Phase { FirstPlayer, Playing, Finished };

inline constexpr engine::EnumIds<Phase, 3> kPhaseIds{
    {{{Phase::FirstPlayer, "first_player"}, {Phase::Playing, "playing"}, {Phase::Finished, "finished"}}}};

struct HouseRules {
    bool strictlyGreater = false;  // looting must beat the difficulty, not match it
    bool oneCasePerRoll = false;   // a roll loots at most one jewel from a case
    bool sixtyWithGadgets = false; // the 60-coin win counts gadget sell values too
};
// The house rules' keys, as the setup and the public view spell them.
inline constexpr const char* kStrict = "looting_strictly_greater";
inline constexpr const char* kOneCase = "one_case_per_roll";
inline constexpr const char* kSixty = "sixty_counts_gadgets";

// What a thief holds to pay with: jewels per jewel row and loose coins.
struct PurseView {
    std::vector<int> jewels;
    int coins = 0;
};

// Built by OneNightOnlyGame::tableView from the state. `picture` is publicView() itself (the
// JSON the phones, the exports and the history's change sentences read), so the screens and
// those can never drift; the typed fields are the facts the screens decide by.
struct OneNightOnlyTableView {
    Phase phase = Phase::FirstPlayer;
    bool finished = false; // the night is over: the results are in the picture
    int turn = 0;          // the seat whose turn it is
    int round = 1;
    HouseRules house;
    std::vector<int> museum;            // per jewel row
    std::vector<PurseView> purses;      // per seat
    int casesLooted = 0;                // jewels taken from cases with this turn's roll
    int spinelsLeft = 0;                // walkOverLeft(): Spinels still allowed with this roll
    bool rolled = false;                // this turn's thief has rolled
    std::vector<std::string> casesLeft; // lootLeft() as words ("Blue"): what ending the turn now leaves
    Json picture;                       // publicView(): museum, ledgers, roll, sensors, results
};

} // namespace heist::games::one_night_only
