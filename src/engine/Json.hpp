#pragma once
// The JSON value type used for event payloads, intent arguments and views.
#include <nlohmann/json.hpp>

namespace heist {
using Json = nlohmann::json;
}
