#pragma once
// Shadow House Masquerade (rules/shadow-house-masquerade.txt, SPEC 3.5) as a game
// definition. The cards, point tokens and handcuffs stay on the table, so the app holds no
// secret: it gives the starter deck for the player count, confirms who holds "First on the
// scene" each round, scores each round from how it ended (the rulebook's four endings) and
// keeps the match to 5 points. House rule "lightning": one round, no points, a team result.
#include "engine/GameOf.hpp"
#include "games/shadow_house/ShadowHouseRules.hpp"

#include <optional>
#include <variant>

namespace heist::games::shadow_house {

enum class Phase { Building, Playing, Finished }; // building: the deck for the next round

enum class Ending { Detective, Toby, LastCard, Handcuffs };

const char* endingId(Ending e);
std::optional<Ending> endingFromId(const std::string& id);

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

const char* reasonId(Reason r);
std::optional<Reason> reasonFromId(const std::string& id);

// One scored round: what the table entered and what it gave each seat.
struct RoundScore {
    int round = 0;
    int first = -1; // who held First on the scene
    Ending ending = Ending::Detective;
    int by = -1;    // the finder, the accomplice who forced the discard, or the sheriff; -1 none
    int culprit = -1;
    std::vector<int> accomplices; // seats with an accomplice card in front of them, sorted
    bool forcedDiscard = false;
    std::vector<int> points;      // per seat; all 0 in the Lightning variant
    std::vector<Reason> reasons;  // per seat
    bool culpritSideWon = false;

    bool onCulpritSide(int seat) const;
};

// A scored round as its event and the public view's "rounds" keep it.
RoundScore roundFromJson(const Json& j);

struct ShadowHouseState : engine::GameState {
    Phase phase = Phase::Building;
    int players = 0;
    bool lightning = false;
    int round = 0;   // the round being played, or the last one scored
    int first = -1;  // who holds First on the scene in the round being played
    std::vector<int> totals;
    std::vector<RoundScore> rounds;

    std::unique_ptr<engine::GameState> clone() const override {
        return std::make_unique<ShadowHouseState>(*this);
    }
};

class ShadowHouseGame : public engine::OpenGameOf<ShadowHouseRules, ShadowHouseState> {
public:
    using OpenGameOf::OpenGameOf;
    HEIST_GAME_HOOKS

    // The points a "shm.score_round" intent with these arguments would give, without
    // saving anything: the scoring wizard shows them before the table confirms.
    std::variant<RoundScore, engine::RuleError> preview(const ShadowHouseState& s, const Json& args) const;
    // The seats with the highest total (more than one for a shared win).
    std::vector<int> leaders(const ShadowHouseState& s) const;

    // Sentences for the table, e.g. reasonText(...) = "their detective found the culprit",
    // pointsLine(...) = "Ann: 2, their detective found the culprit".
    static std::string reasonText(Reason r, bool forcedDiscard);
    std::string pointsLine(const RoundScore& r, int seat, const std::vector<engine::PlayerInfo>& players,
                           bool lightning) const;
    // "Bob's detective found the culprit, Cy"
    static std::string endingSentence(const RoundScore& r, const std::vector<engine::PlayerInfo>& players);
    static std::string endingTitle(Ending e);
    // "Round 2 ended: the culprit, Cy, played their last card" (the history's line).
    static std::string roundEndedSentence(const RoundScore& r, const std::vector<engine::PlayerInfo>& players);
    // A Lightning standing's side, a key kept in the statistics' records: always these English
    // words, whatever the language (never a translation), so that the records do not depend on
    // it; sideName() words it in the current language (the catalogue has both keys under the
    // context "shadow-house-masquerade", so trData(game, side) words it as well).
    static constexpr const char* kCulpritSide = "culprit\u2019s side";
    static constexpr const char* kAgainstSide = "against the culprit";
    static std::string sideName(const std::string& side);
};

} // namespace heist::games::shadow_house
