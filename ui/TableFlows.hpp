#pragma once
// What a game's table and results start, shared by every game: Undo and Redo, each after a
// confirmation that says what it takes back, their desktop shortcuts, the undo of a finished
// game's last step, Play again, and the screens the toolbar and the results open. The app
// layer: the widgets (GameToolbar) and the games' screens call these, and only these open
// the shared screens for them.
#include <SFML/Window/Event.hpp>

#include <string>

namespace heist::ui {

class App;

void askUndo(App& app);
void askRedo(App& app);
// From a finished game's results: take back its last step after a confirmation that says
// what, and return to the table; a barrier or a newer game in the file is said, not offered.
void askUndoAfterEnd(App& app);
// Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo; true when the key was one of them.
bool handleUndoKeys(App& app, const sf::Event::KeyEvent& key);
// The finished game's group deals the same game again: seats as the game passes them on
// (GameDefinition::seatsForPlayAgain), the same house rules, a new seed; the table opens.
void playAgain(App& app);
// The step that ended the finished game, as the history says it ("Catalina escaped by boat: 4
// points for the thieves."), for the results' deciding moment; empty while the game goes on.
std::string endingStepSentence(App& app);

// The screens the toolbar and the results open: the history, the phones, BG Stats, and the
// game picker for the same group.
void openHistory(App& app);
void openPhones(App& app);
void openBgStats(App& app);
void pickAnotherGame(App& app);

} // namespace heist::ui
