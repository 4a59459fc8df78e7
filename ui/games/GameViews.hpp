#pragma once
// The one place that maps a game id to its screens (one line per game): its table, and what
// the shared screens ask of it (GameUi).
#include "ui/games/GameUi.hpp"

#include <memory>
#include <string>

namespace heist::ui {

class App;

// The game's screens as the shared screens see them, or nullptr for a game without any.
const GameUi* findGameUi(const std::string& gameId);

// The game's part of a players screen (the plain defaults for a game without screens).
std::unique_ptr<GameSetup> gameSetup(App& app, const std::string& gameId);

// Shows the live session's table at its current phase, on a neutral screen: a cover for
// the next player while dealing, the table while playing, the results when finished.
void openGameView(App& app);

} // namespace heist::ui
