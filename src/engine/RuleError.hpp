#pragma once
// A rule violation: returned, never thrown. Nothing is stored when one is returned.
#include <string>

namespace heist::engine {

struct RuleError {
    std::string code;    // stable id for scripts and tests, e.g. "not_your_turn"
    std::string message; // a sentence a player understands
};

} // namespace heist::engine
