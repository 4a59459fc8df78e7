// What a Secret Night event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): health, deaths, the manor, revealed roles, the score
// marker, the clock, the Action Square, the dog, the vehicles and the Roulette.
#include "games/secret_night/SecretNightGame.hpp"
#include "engine/ViewChanges.hpp"

#include <cstdlib>

namespace heist::games::secret_night {

namespace {

using engine::changes::field;
using engine::changes::plain;

std::string score(int marker) {
    if (marker == 0)
        return "level";
    return std::to_string(std::abs(marker)) + (marker > 0 ? " for the thieves" : " for the police");
}

// What changed for one player, as a sentence; empty for what is not worth saying (the
// character's printed details come with "now plays").
std::string aboutPlayer(const std::string& name, const std::string& key, const Json& before, const Json& after) {
    if (key == "health")
        return name + "\u2019s health went from " + plain(before) + " to " + plain(after);
    if (key == "dead")
        return after == true ? name + " died" : name + " is alive again";
    if (key == "away")
        return after == true ? name + " left the manor" : name + " came back to the manor";
    if (key == "gone")
        return after == true ? name + " is out of the manor for the rest of the night" : "";
    if (key == "role_name")
        return before.is_null() ? name + "\u2019s role was revealed: " + plain(after) : "";
    if (key == "poisoned")
        return after == true ? name + " was poisoned" : name + " is no longer poisoned";
    if (key == "saved_steps")
        return name + " has " + plain(after) + " saved steps";
    if (key == "skill_spent")
        return after == true ? name + " used their character\u2019s skill" : name + "\u2019s skill is unused again";
    if (key == "character_name")
        return name + " now plays " + plain(after);
    if (key == "has_seen")
        return after == true ? name + " looked at their secret" : "";
    return "";
}

// What changed at the table, as a sentence; empty for bookkeeping the seats already show.
std::string aboutTable(const std::string& key, const Json& before, const Json& after,
                       const engine::SessionSetup& setup) {
    if (key == "marker")
        return "The marker moved from " + score(before.is_number() ? before.get<int>() : 0) + " to " +
               score(after.get<int>());
    if (key == "clock")
        return "The clock moved from " + plain(before) + " to " + plain(after);
    if (key == "after_midnight")
        return after == true ? "It is after midnight now: 00:00 cards and the dog may be used" : "";
    if (key == "turn")
        return "It is " + engine::changes::seatName(setup, after) + "\u2019s turn now";
    if (key == "disc")
        return "The Action Square disc moved from " + plain(before) + " to " + plain(after);
    if (key == "dog_in_play")
        return after == true ? "The dog is back in play" : "The dog left play";
    if (key == "dog_attacked")
        return after == true ? "The dog has attacked tonight" : "";
    if (key == "overtime")
        return after == true ? "Dawn came with the score level: the next score wins" : "";
    if (key == "phase")
        return after == "playing" ? "The game began" : after == "finished" ? "The game ended" : "";
    if (key == "spin" && after.is_object()) {
        if (after["mode"] == "water")
            return "The Roulette showed " + plain(after["steps"]) + " steps in the water";
        return "The Roulette showed " + plain(after["total"]) + " steps";
    }
    if (key == "effects" && after.is_array())
        return after.size() > (before.is_array() ? before.size() : 0) ? "A lasting effect began (see the seats)" : "";
    return "";
}

} // namespace

std::vector<std::string> SecretNightGame::describeChanges(const Json& before, const Json& after,
                                                          const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto onField = [&](const std::string& k, const Json& old, const Json& v) {
        const auto onSeat = [&](const std::string& name, const std::string& pk, const Json& pold,
                                const Json& pv) { out.add(aboutPlayer(name, pk, pold, pv)); };
        if (k == "players" && engine::changes::eachSeatChange(setup, old, v, onSeat))
            return;
        if (k == "vehicles" && v.is_array() && old.is_array() && v.size() == old.size()) {
            for (std::size_t i = 0; i < v.size(); ++i)
                if (v[i]["used"] != old[i]["used"])
                    out.add(v[i]["used"] == true ? "The " + plain(v[i]["id"]) + " was used"
                                                 : "The " + plain(v[i]["id"]) + " is free again");
            return;
        }
        out.add(aboutTable(k, old, v, setup));
    };
    engine::changes::eachChange(before, after, onField);
    return out.take();
}

} // namespace heist::games::secret_night
