// What a Suspicion event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): gems taken, the stacks, the dice, turns and rounds.
#include "games/suspicion/SuspicionGame.hpp"
#include "engine/ViewChanges.hpp"

namespace heist::games::suspicion {

namespace {

using engine::changes::field;
using engine::changes::plain;

std::string gems(const std::string& id, int n) {
    if (n == 1)
        return "1 " + id;
    if (id == "ruby")
        return std::to_string(n) + " rubies";
    return std::to_string(n) + " " + id + "s";
}

// What changed for one player; the identity and guesses are the end's own screen.
std::string aboutPlayer(const std::string& name, const std::string& key, const Json& after) {
    if (key.rfind("gems ", 0) == 0 && after.is_number())
        return name + " now has " + gems(key.substr(5), after.get<int>());
    if (key == "has_seen")
        return after == true ? name + " looked at their secret" : "";
    if (key == "has_guessed")
        return after == true ? name + " locked in their guesses" : "";
    return "";
}

std::string aboutTable(const std::string& key, const Json& before, const Json& after,
                       const engine::SessionSetup& setup) {
    if (key == "turn")
        return "It is " + engine::changes::seatName(setup, after) + "\u2019s turn now";
    if (key == "round")
        return "Round " + plain(after) + " began";
    if (key == "actions_this_turn")
        return plain(after) + " of the turn\u2019s actions done";
    if (key == "phase")
        return after == "playing" ? "The game began" : after == "guessing" ? "The game moved on to the guesses"
                                                   : after == "finished"   ? "The game ended"
                                                                           : "";
    if (key == "dice" && after.is_array() && after.size() == 2)
        return "The dice showed " + plain(after[0]) + " and " + plain(after[1]);
    (void)before;
    return "";
}

} // namespace

std::vector<std::string> SuspicionGame::describeChanges(const Json& before, const Json& after,
                                                        const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto onField = [&](const std::string& k, const Json& old, const Json& v) {
        // A player's gems are an object: each gem that changed is a sentence of its own.
        const auto onSeat = [&](const std::string& name, const std::string& pk, const Json& pold,
                                const Json& pv) {
            if (!pv.is_object()) {
                out.add(aboutPlayer(name, pk, pv));
                return;
            }
            for (const auto& [gk, gv] : pv.items())
                if (field(pold, gk) != gv)
                    out.add(aboutPlayer(name, pk + " " + gk, gv));
        };
        if (k == "players" && engine::changes::eachSeatChange(setup, old, v, onSeat))
            return;
        if (k == "stacks" && v.is_object()) {
            for (const auto& [gk, gv] : v.items())
                if (field(old, gk) != gv)
                    out.add("The " + gk + " stack went from " + plain(field(old, gk)) + " to " + plain(gv));
            return;
        }
        out.add(aboutTable(k, old, v, setup));
    };
    engine::changes::eachChange(before, after, onField);
    return out.take();
}

} // namespace heist::games::suspicion
