#pragma once
// The one place that maps a game id to its table screens (one line per game).
namespace heist::ui {

class App;

// Shows the live session's table at its current phase, on a neutral screen: a cover for
// the next player while dealing, the table while playing, the results when finished.
void openGameView(App& app);

} // namespace heist::ui
