#pragma once
// Shadow House Masquerade (rules/shadow-house-masquerade.txt, SPEC 3.5) as a game
// definition. The cards, point tokens and handcuffs stay on the table, so the app holds no
// secret: it gives the starter deck for the player count, confirms who holds "First on the
// scene" each round, scores each round from how it ended (the rulebook's four endings) and
// keeps the match to 5 points. House rule "lightning": one round, no points, a team result.
#include "engine/GameOf.hpp"
#include "games/shadow_house/ShadowHouseRules.hpp"
#include "games/shadow_house/ShadowHouseView.hpp"

#include <optional>
#include <variant>

namespace heist::games::shadow_house {

struct ShadowHouseState; // ShadowHouseState.hpp: the core's and the tests' only

class ShadowHouseGame : public engine::OpenGameOf<ShadowHouseRules, ShadowHouseState> {
public:
    using OpenGameOf::OpenGameOf;
    HEIST_GAME_HOOKS

    // The points a "shm.score_round" intent with these arguments would give, without
    // saving anything: the scoring wizard shows them before the table confirms.
    std::variant<RoundScore, engine::RuleError> preview(const engine::GameState& state, const Json& args) const;
    // The seats with the highest total (more than one for a shared win).
    std::vector<int> leaders(const engine::GameState& state) const;
    // What the screens may read (ShadowHouseView.hpp).
    ShadowHouseTableView tableView(const engine::GameState& state) const;

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
