#pragma once
// One intent being resolved during play, shared by the files that hold Secret Night's intent
// handlers (SecretNightGame.cpp, SecretNightHarm.cpp). Private to the game's folder.
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"

#include "engine/Args.hpp"
#include "language/Translate.hpp"

namespace heist::games::secret_night {

// "a Thief", "a Detective": a role's name with its article, in the current language (each is
// listed in SecretNightWords.cpp), for sentences that say what someone turned out to be.
inline std::string aRole(const std::string& roleName) { return trData("secret-night", "a " + roleName); }

// A vehicle's name as a word inside a sentence ("escaped by boat"), in the current language.
inline std::string vehicleWord(std::string name) {
    for (auto& c : name)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return trData("secret-night", name);
}

struct SecretNightGame::Play {
    const SecretNightState& s;
    const engine::Args& args;
    components::Rng& rng;
    std::string type;
    int cur = 0; // whose turn it is
    bool midnight = false;

    const PlayerState& at(int seat) const { return s.seats[static_cast<std::size_t>(seat)]; }
    const std::string& name(int seat) const { return s.names[static_cast<std::size_t>(seat)]; }
    engine::RuleError notYourTurn(int who) const {
        return {"not_your_turn", tr("It is {current}\u2019s turn: {name} cannot do that now.",
                                    {{"current", name(cur)}, {"name", name(who)}})};
    }
};

} // namespace heist::games::secret_night
