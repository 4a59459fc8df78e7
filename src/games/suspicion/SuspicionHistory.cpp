// What a Suspicion event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): gems taken, the stacks, the dice, turns and rounds.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "engine/ViewChanges.hpp"
#include "games/suspicion/SuspicionWords.hpp"
#include "language/Translate.hpp"

namespace heist::games::suspicion {

namespace {

using engine::changes::field;
using engine::changes::plain;

// What changed for one player; the identity and guesses are the end's own screen.
std::string aboutPlayer(const SuspicionRules& rules, const std::string& name, const std::string& key,
                        const Json& after) {
    if (key.rfind("gems ", 0) == 0 && after.is_number())
        return gemsHeld(rules, rules.gemIndex(key.substr(5)), name, after.get<int>());
    if (key == "has_seen")
        return after == true ? tr("{name} looked at their secret", {{"name", name}}) : "";
    if (key == "has_guessed")
        return after == true ? tr("{name} locked in their guesses", {{"name", name}}) : "";
    return "";
}

// A face of a guest die as the table reads it: the guest's name (as corrected for this
// session), or the wild face.
std::string face(const SuspicionRules& rules, const engine::SessionSetup& setup, const Json& id) {
    if (!id.is_string())
        return plain(id);
    const auto s = id.get<std::string>();
    const int gi = rules.guestIndex(s);
    if (gi < 0)
        return trc("suspicion", "? (any guest)");
    const Json& names = setup.houseRules.is_object() && setup.houseRules.contains("guest_names")
                            ? setup.houseRules["guest_names"]
                            : Json();
    if (names.is_object() && names.contains(s) && names[s].is_string())
        return names[s].get<std::string>();
    return rules.guests[static_cast<std::size_t>(gi)].name;
}

std::string aboutTable(const SuspicionRules& rules, const std::string& key, const Json& before, const Json& after,
                       const engine::SessionSetup& setup) {
    if (key == "turn")
        return tr("It is {name}\u2019s turn now", {{"name", engine::changes::seatName(setup, after)}});
    if (key == "round")
        return trc("suspicion", "Round {n} began", {{"n", plain(after)}});
    if (key == "actions_this_turn" && after.is_number_integer())
        return trn("{n} of the turn\u2019s actions done", "{n} of the turn\u2019s actions done", after.get<int>());
    if (key == "phase")
        return after == "playing"    ? tr("The game began")
               : after == "guessing" ? tr("The game moved on to the guesses")
               : after == "finished" ? tr("The game ended")
                                     : "";
    if (key == "dice" && after.is_array() && after.size() == 2)
        return tr("The dice showed {first} and {second}",
                  {{"first", face(rules, setup, after[0])}, {"second", face(rules, setup, after[1])}});
    (void)before;
    return "";
}

} // namespace

std::vector<std::string> SuspicionGame::describeChanges(const Json& before, const Json& after,
                                                        const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto onField = [&](const std::string& k, const Json& old, const Json& v) {
        // A player's gems are an object: each gem that changed is a sentence of its own.
        const auto onSeat = [&](const std::string& name, const std::string& pk, const Json& pold, const Json& pv) {
            if (!pv.is_object()) {
                out.add(aboutPlayer(m_rules, name, pk, pv));
                return;
            }
            for (const auto& [gk, gv] : pv.items())
                if (field(pold, gk) != gv)
                    out.add(aboutPlayer(m_rules, name, pk + " " + gk, gv));
        };
        if (k == "players" && engine::changes::eachSeatChange(setup, old, v, onSeat))
            return;
        if (k == "stacks" && v.is_object()) {
            for (const auto& [gk, gv] : v.items())
                if (field(old, gk) != gv)
                    out.add(stackWent(m_rules, m_rules.gemIndex(gk), plain(field(old, gk)), plain(gv)));
            return;
        }
        out.add(aboutTable(m_rules, k, old, v, setup));
    };
    engine::changes::eachChange(before, after, onField);
    return out.take();
}

} // namespace heist::games::suspicion
