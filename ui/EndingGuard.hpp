#pragma once
// No game decided by a slip: a tap that would end the game asks once first, with the game's own
// sentence for what will happen ("This ends the game: Ann reaches 61 coins in jewels and
// wins."). Whether it asks is worked out by resolving the intent and applying it to a copy of
// the state (engine::Session::endingNotice), never by rules written again in the UI; a roll or
// a reveal never asks, since the question would give its outcome away before the tap.
#include "engine/Event.hpp"
#include "engine/Json.hpp"

#include <functional>
#include <string>

namespace heist::ui {

class App;

// Sends the intent at once when it cannot end the game; otherwise pushes the confirmation and
// sends it on OK (Cancel changes nothing). `then` runs with the saved event either way.
void dispatchAskingAtEnd(App& app, const std::string& type, Json args,
                         std::function<void(const engine::Event&)> then = {});

} // namespace heist::ui
