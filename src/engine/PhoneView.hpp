#pragma once
// The words a phone shows (docs/phones.md): the public part every phone may show beside the
// secret, and helpers the games' phone views share. No network here: src/phones/ sends these.
#include "engine/Session.hpp"

#include <string>

namespace heist::engine {

// {"game", "status", "lines"}: the game's title and the last step's public sentence; built from
// describe(), which never names a secret, so it is the same whatever the deal.
Json phonePublicView(const Session& session);

// One line of a phone view.
Json phoneLine(const std::string& label, const std::string& text);

} // namespace heist::engine
