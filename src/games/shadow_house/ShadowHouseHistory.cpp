// What a Shadow House event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): the round begun and who holds First on the scene, how a
// round ended and each player's points and why, the match totals, the lead and the winners.
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "engine/ViewChanges.hpp"
#include "language/Translate.hpp"

namespace heist::games::shadow_house {

using engine::changes::field;
using engine::changes::number;

std::vector<std::string> ShadowHouseGame::describeChanges(const Json& before, const Json& after,
                                                          const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto name = [&](const Json& seat) { return engine::changes::seatName(setup, seat); };
    const auto names = [&](const Json& seats) {
        std::vector<std::string> list;
        if (seats.is_array())
            for (const auto& seat : seats)
                list.push_back(name(seat));
        return listAnd(list);
    };
    const bool lightning = field(after, "lightning") == true;

    // A round begun (not one played again because its score was taken back).
    if (field(after, "phase") == "playing" && field(before, "phase") != "playing" &&
        field(after, "round") != field(before, "round")) {
        out.add(tr("Round {round} began", {{"round", number(field(after, "round"))}}));
        if (!field(after, "first").is_null())
            out.add(tr("{name} holds First on the scene and starts", {{"name", name(after["first"])}}));
    }

    // A round scored, or a score taken back.
    const Json rounds = field(after, "rounds"), oldRounds = field(before, "rounds");
    const std::size_t had = oldRounds.is_array() ? oldRounds.size() : 0;
    for (std::size_t i = had; rounds.is_array() && i < rounds.size(); ++i) {
        const RoundScore r = roundFromJson(rounds[i]);
        out.add(roundEndedSentence(r, setup.players)); // "Round 2 ended: the culprit, Cy, played their last card"
        for (std::size_t seat = 0; seat < r.points.size() && seat < r.reasons.size(); ++seat) {
            const Placeholder who{"name", name(Json(seat))};
            const Placeholder why{"why", reasonText(r.reasons[seat], r.forcedDiscard)};
            if (lightning)
                out.add(r.onCulpritSide(static_cast<int>(seat)) == r.culpritSideWon
                            ? tr("{name} won ({why})", {who, why})
                            : tr("{name} lost ({why})", {who, why}));
            else
                out.add(trn("{name} scored {n} point ({why})", "{name} scored {n} points ({why})", r.points[seat],
                            {who, why}));
        }
    }
    for (std::size_t i = rounds.is_array() ? rounds.size() : 0; i < had; ++i)
        out.add(tr("The score of round {round} was taken back", {{"round", number(field(oldRounds[i], "round"))}}));

    // The match.
    const Json totals = field(after, "totals"), oldTotals = field(before, "totals");
    if (!lightning)
        for (std::size_t seat = 0; totals.is_array() && seat < totals.size(); ++seat)
            if (totals[seat] != engine::changes::item(oldTotals, seat))
                out.add(trn("{name} now has {n} point in the match", "{name} now has {n} points in the match",
                            number(totals[seat]), {{"name", name(Json(seat))}}));
    const bool finished = field(after, "phase") == "finished";
    const Json leaders = field(after, "leaders");
    if (!lightning && !finished && leaders != field(before, "leaders") && leaders.is_array() && !leaders.empty() &&
        leaders.size() < totals.size())
        out.add(leaders.size() == 1 ? tr("{name} leads the match", {{"name", names(leaders)}})
                                    : tr("{names} share the lead", {{"names", names(leaders)}}));
    if (field(after, "phase") == "building" && field(before, "phase") == "playing")
        out.add(trn("Next: build the deck for round {round} (first to {n} point)",
                    "Next: build the deck for round {round} (first to {n} points)", number(field(after, "target")),
                    {{"round", number(field(after, "round")) + 1}}));

    // The end.
    if (finished && field(before, "phase") != "finished") {
        const Json r = field(after, "results");
        const std::string winners = names(field(r, "winners"));
        if (lightning)
            out.add(field(r, "winning_side") == "culprit"
                        ? tr("The culprit\u2019s side won: {names}", {{"names", winners}})
                        : tr("Everyone against the culprit won: {names}", {{"names", winners}}));
        else if (field(r, "winners").size() > 1)
            out.add(tr("The match is over: {names} share the win", {{"names", winners}}));
        else
            out.add(trn("The match is over: {name} wins with {n} point",
                        "The match is over: {name} wins with {n} points",
                        number(engine::changes::item(totals, static_cast<std::size_t>(number(field(r, "winners")[0])))),
                        {{"name", winners}}));
    } else if (!finished && field(before, "phase") == "finished") {
        out.add(tr("The match goes on again"));
    }
    return out.take();
}

} // namespace heist::games::shadow_house
