#pragma once
// One intent being resolved during play, shared by the files that hold Secret Night's intent
// handlers (SecretNightGame.cpp, SecretNightHarm.cpp). Private to the game's folder.
#include "games/secret_night/SecretNightGame.hpp"

#include "engine/Args.hpp"

namespace heist::games::secret_night {

struct SecretNightGame::Play {
    const SecretNightState& s;
    const engine::Args& args;
    components::Rng& rng;
    std::string type;
    int cur = 0;       // whose turn it is
    bool midnight = false;

    const PlayerState& at(int seat) const { return s.seats[static_cast<std::size_t>(seat)]; }
    const std::string& name(int seat) const { return s.names[static_cast<std::size_t>(seat)]; }
    engine::RuleError notYourTurn(int who) const {
        return {"not_your_turn", "It is " + name(cur) + "\u2019s turn: " + name(who) + " cannot do that now."};
    }
};

} // namespace heist::games::secret_night
