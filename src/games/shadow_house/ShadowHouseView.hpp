#pragma once
// What Shadow House Masquerade's screens may read (issue 48), built by ShadowHouseGame from its
// state: the cards stay on the table, so the app holds no secret, and the table's view is the
// match as everyone sees it: the phase, the house rule, the round and who holds First on the
// scene, the totals, every scored round (how it ended, the culprit, the accomplices, the points
// and why) and the leaders. The screens never read the state (ShadowHouseState.hpp).
#include "engine/EnumIds.hpp"
#include "engine/Json.hpp"

#include <optional>
#include <string>
#include <vector>

namespace heist::games::shadow_house {

enum class Phase { Building, Playing, Finished }; // building: the deck for the next round
inline constexpr engine::EnumIds<Phase, 3> kPhaseIds{
    {{{Phase::Building, "building"}, {Phase::Playing, "playing"}, {Phase::Finished, "finished"}}}};

enum class Ending { Detective, Toby, LastCard, Handcuffs };

inline constexpr engine::EnumIds<Ending, 4> kEndingIds{{{{Ending::Detective, "detective"},
                                                         {Ending::Toby, "toby"},
                                                         {Ending::LastCard, "last_card"},
                                                         {Ending::Handcuffs, "handcuffs"}}}};
inline const char* endingId(Ending e) { return kEndingIds.id(e); }
inline std::optional<Ending> endingFromId(const std::string& id) { return kEndingIds.from(id); }

// Why a player got their points in a round (a sentence for each in reasonText).
enum class Reason {
    DetectiveFinder,  // 1. their detective identified the culprit
    TobyFinder,       // 2. their Toby exposed the culprit
    FinderAccomplice, // 1./2. found the culprit with an accomplice card in front of them
    Bystander,        // 1./2. another player not on the culprit's side
    CulpritCaught,    // 1./2./4. the culprit, found out
    AccompliceLost,   // 1./2./4. an accomplice, losing with the culprit
    CulpritEscaped,   // 3. the culprit's last card was played (or discarded)
    AccompliceWon,    // 3. an accomplice, winning with the culprit
    LeftBehind,       // 3. everybody else
    CuffsBystander    // 4. everybody without an accomplice card
};

inline constexpr engine::EnumIds<Reason, 10> kReasonIds{{{{Reason::DetectiveFinder, "detective_finder"},
                                                          {Reason::TobyFinder, "toby_finder"},
                                                          {Reason::FinderAccomplice, "finder_accomplice"},
                                                          {Reason::Bystander, "bystander"},
                                                          {Reason::CulpritCaught, "culprit_caught"},
                                                          {Reason::AccompliceLost, "accomplice_lost"},
                                                          {Reason::CulpritEscaped, "culprit_escaped"},
                                                          {Reason::AccompliceWon, "accomplice_won"},
                                                          {Reason::LeftBehind, "left_behind"},
                                                          {Reason::CuffsBystander, "cuffs_bystander"}}}};
inline const char* reasonId(Reason r) { return kReasonIds.id(r); }
inline std::optional<Reason> reasonFromId(const std::string& id) { return kReasonIds.from(id); }

// One scored round: what the table entered and what it gave each seat.
struct RoundScore {
    int round = 0;
    int first = -1; // who held First on the scene
    Ending ending = Ending::Detective;
    int by = -1; // the finder, the accomplice who forced the discard, or the sheriff; -1 none
    int culprit = -1;
    std::vector<int> accomplices; // seats with an accomplice card in front of them, sorted
    bool forcedDiscard = false;
    std::vector<int> points;     // per seat; all 0 in the Lightning variant
    std::vector<Reason> reasons; // per seat
    bool culpritSideWon = false;

    bool onCulpritSide(int seat) const;
};

// A scored round as its event and the public view's "rounds" keep it.
RoundScore roundFromJson(const Json& j);

struct ShadowHouseTableView {
    Phase phase = Phase::Building;
    bool finished = false;
    int players = 0;
    bool lightning = false;
    int round = 0;  // the round being played, or the last one scored
    int first = -1; // who holds First on the scene in the round being played
    std::vector<int> totals;
    std::vector<RoundScore> rounds;
    std::vector<int> leaders; // the seats with the highest total (more than one for a shared win)
};

} // namespace heist::games::shadow_house
