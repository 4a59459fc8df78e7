// What a Secret Night event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): health, deaths, the manor, revealed roles, the score
// marker, the clock, the Action Square, the dog, the vehicles and the Roulette.
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "engine/ViewChanges.hpp"
#include "language/Translate.hpp"

#include <cstdlib>

namespace heist::games::secret_night {

namespace {

using engine::changes::field;
using engine::changes::plain;

std::string score(int marker) {
    if (marker == 0)
        return tr("level");
    return marker > 0 ? tr("{n} for the thieves", {{"n", std::abs(marker)}})
                      : tr("{n} for the police", {{"n", std::abs(marker)}});
}

// A word of the data file or of the view (a role, an icon), in the current language.
std::string dataWord(const Json& v) { return v.is_string() ? trData("secret-night", v.get<std::string>()) : plain(v); }

// What changed for one player, as a sentence; empty for what is not worth saying (the
// character's printed details come with "now plays").
std::string aboutPlayer(const std::string& name, const std::string& key, const Json& before, const Json& after) {
    const Placeholders n{{"name", name}};
    if (key == "health")
        return tr("{name}\u2019s health went from {from} to {to}",
                  {{"name", name}, {"from", plain(before)}, {"to", plain(after)}});
    if (key == "dead")
        return after == true ? tr("{name} died", n) : tr("{name} is alive again", n);
    if (key == "away")
        return after == true ? tr("{name} left the manor", n) : tr("{name} came back to the manor", n);
    if (key == "gone")
        return after == true ? tr("{name} is out of the manor for the rest of the night", n) : "";
    if (key == "role_name") // the view's role name is already in the current language
        return before.is_null()
                   ? tr("{name}\u2019s role was revealed: {role}", {{"name", name}, {"role", plain(after)}})
                   : "";
    if (key == "poisoned")
        return after == true ? tr("{name} was poisoned", n) : tr("{name} is no longer poisoned", n);
    if (key == "saved_steps")
        return trn("{name} has {n} saved step", "{name} has {n} saved steps", engine::changes::number(after), n);
    if (key == "skill_spent")
        return after == true ? tr("{name} used their character\u2019s skill", n)
                             : tr("{name}\u2019s skill is unused again", n);
    if (key == "character_name")
        return tr("{name} now plays {character}", {{"name", name}, {"character", plain(after)}});
    if (key == "has_seen")
        return after == true ? tr("{name} looked at their secret", n) : "";
    return "";
}

// What changed at the table, as a sentence; empty for bookkeeping the seats already show.
std::string aboutTable(const std::string& key, const Json& before, const Json& after,
                       const engine::SessionSetup& setup) {
    if (key == "marker")
        return tr("The marker moved from {from} to {to}",
                  {{"from", score(before.is_number() ? before.get<int>() : 0)}, {"to", score(after.get<int>())}});
    if (key == "clock") // the view's clock is already in the current language
        return tr("The clock moved from {from} to {to}", {{"from", plain(before)}, {"to", plain(after)}});
    if (key == "after_midnight")
        return after == true ? tr("It is after midnight now: 00:00 cards and the dog may be used") : "";
    if (key == "turn")
        return tr("It is {name}\u2019s turn now", {{"name", engine::changes::seatName(setup, after)}});
    if (key == "disc")
        return tr("The Action Square disc moved from {from} to {to}",
                  {{"from", dataWord(before)}, {"to", dataWord(after)}});
    if (key == "dog_in_play")
        return after == true ? tr("The dog is back in play") : tr("The dog left play");
    if (key == "dog_attacked")
        return after == true ? tr("The dog has attacked tonight") : "";
    if (key == "overtime")
        return after == true ? tr("Dawn came with the score level: the next score wins") : "";
    if (key == "phase")
        return after == "playing" ? tr("The game began") : after == "finished" ? tr("The game ended") : "";
    if (key == "spin" && after.is_object()) {
        if (after["mode"] == "water")
            return trn("The Roulette showed {n} step in the water", "The Roulette showed {n} steps in the water",
                       engine::changes::number(after["steps"]));
        return trn("The Roulette showed {n} step", "The Roulette showed {n} steps",
                   engine::changes::number(after["total"]));
    }
    if (key == "effects" && after.is_array())
        return after.size() > (before.is_array() ? before.size() : 0) ? tr("A lasting effect began (see the seats)")
                                                                      : "";
    return "";
}

} // namespace

std::vector<std::string> SecretNightGame::describeChanges(const Json& before, const Json& after,
                                                          const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto onField = [&](const std::string& k, const Json& old, const Json& v) {
        const auto onSeat = [&](const std::string& name, const std::string& pk, const Json& pold, const Json& pv) {
            out.add(aboutPlayer(name, pk, pold, pv));
        };
        if (k == "players" && engine::changes::eachSeatChange(setup, old, v, onSeat))
            return;
        if (k == "vehicles" && v.is_array() && old.is_array() && v.size() == old.size()) {
            for (std::size_t i = 0; i < v.size(); ++i)
                if (v[i]["used"] != old[i]["used"])
                    out.add(v[i]["used"] == true
                                ? tr("The {vehicle} was used", {{"vehicle", dataWord(v[i]["id"])}})
                                : tr("The {vehicle} is free again", {{"vehicle", dataWord(v[i]["id"])}}));
            return;
        }
        out.add(aboutTable(k, old, v, setup));
    };
    engine::changes::eachChange(before, after, onField);
    return out.take();
}

} // namespace heist::games::secret_night
