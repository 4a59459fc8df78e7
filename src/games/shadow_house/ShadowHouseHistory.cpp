// What a Shadow House event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): the round begun and who holds First on the scene, how a
// round ended and each player's points and why, the match totals, the lead and the winners.
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "engine/ViewChanges.hpp"

namespace heist::games::shadow_house {

using engine::changes::field;
using engine::changes::number;
using engine::changes::plain;

std::vector<std::string> ShadowHouseGame::describeChanges(const Json& before, const Json& after,
                                                          const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto name = [&](const Json& seat) { return engine::changes::seatName(setup, seat); };
    const bool lightning = field(after, "lightning") == true;

    // A round begun (not one played again because its score was taken back).
    if (field(after, "phase") == "playing" && field(before, "phase") != "playing" &&
        field(after, "round") != field(before, "round")) {
        out.add("Round " + plain(field(after, "round")) + " began");
        if (!field(after, "first").is_null())
            out.add(name(after["first"]) + " holds First on the scene and starts");
    }

    // A round scored, or a score taken back.
    const Json rounds = field(after, "rounds"), oldRounds = field(before, "rounds");
    const std::size_t had = oldRounds.is_array() ? oldRounds.size() : 0;
    for (std::size_t i = had; rounds.is_array() && i < rounds.size(); ++i) {
        const RoundScore r = roundFromJson(rounds[i]);
        std::string how = endingSentence(r, setup.players);
        if (how.rfind("The ", 0) == 0)
            how[0] = 't'; // "Round 2 ended: the culprit, Cy, played their last card"
        out.add("Round " + std::to_string(r.round) + " ended: " + how);
        for (std::size_t seat = 0; seat < r.points.size() && seat < r.reasons.size(); ++seat) {
            const std::string why = reasonText(r.reasons[seat], r.forcedDiscard);
            if (lightning)
                out.add(name(Json(seat)) + (r.onCulpritSide(static_cast<int>(seat)) == r.culpritSideWon ? " won" : " lost") +
                        " (" + why + ")");
            else
                out.add(name(Json(seat)) + " scored " + engine::words::count(r.points[seat], "point") + " (" + why + ")");
        }
    }
    for (std::size_t i = rounds.is_array() ? rounds.size() : 0; i < had; ++i)
        out.add("The score of round " + plain(field(oldRounds[i], "round")) + " was taken back");

    // The match.
    const Json totals = field(after, "totals"), oldTotals = field(before, "totals");
    if (!lightning)
        for (std::size_t seat = 0; totals.is_array() && seat < totals.size(); ++seat)
            if (totals[seat] != engine::changes::item(oldTotals, seat))
                out.add(name(Json(seat)) + " now has " + engine::words::count(number(totals[seat]), "point") +
                        " in the match");
    const bool finished = field(after, "phase") == "finished";
    const Json leaders = field(after, "leaders");
    if (!lightning && !finished && leaders != field(before, "leaders") && leaders.is_array() && !leaders.empty() &&
        leaders.size() < totals.size())
        out.add(leaders.size() == 1 ? engine::changes::seatNames(setup, leaders) + " leads the match"
                                    : engine::changes::seatNames(setup, leaders) + " share the lead");
    if (field(after, "phase") == "building" && field(before, "phase") == "playing")
        out.add("Next: build the deck for round " + std::to_string(number(field(after, "round")) + 1) +
                " (first to " + engine::words::count(number(field(after, "target")), "point") + ")");

    // The end.
    if (finished && field(before, "phase") != "finished") {
        const Json r = field(after, "results");
        const std::string winners = engine::changes::seatNames(setup, field(r, "winners"));
        if (lightning)
            out.add(field(r, "winning_side") == "culprit" ? "The culprit\u2019s side won: " + winners
                                                          : "Everyone against the culprit won: " + winners);
        else if (field(r, "winners").size() > 1)
            out.add("The match is over: " + winners + " share the win");
        else
            out.add("The match is over: " + winners + " wins with " +
                    engine::words::count(number(engine::changes::item(totals, static_cast<std::size_t>(
                                                                                   number(field(r, "winners")[0])))),
                                         "point"));
    } else if (!finished && field(before, "phase") == "finished") {
        out.add("The match goes on again");
    }
    return out.take();
}

} // namespace heist::games::shadow_house
