#pragma once
// Intents (what a player asks for) and events (what happened, with every random outcome
// filled in). Event types are stable dotted ids such as "<game>.gem_taken".
#include "engine/Json.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace heist::engine {

struct Intent {
    std::string type;                    // e.g. "<game>.take_gem"
    Json args = Json::object();          // intent arguments
    std::optional<std::int64_t> basedOn; // sequence number of the state the screen showed
};

struct EventDraft {
    std::string type;
    Json payload = Json::object();
};

struct Event {
    std::int64_t seq = 0;
    std::string type;
    Json payload = Json::object();
    std::string at; // UTC timestamp written by the store; never read by the rules
};

} // namespace heist::engine
