#pragma once
// Suspicion's sentences that name a gem, in the current language (SuspicionWords.cpp). A gem's
// name is a word of data/games/suspicion.json, but a language may need it declined, in the
// plural or with its own gender ("einen Rubin", "la última esmeralda"), so each sentence is a
// whole message per gem, with a plain fallback for a gem the data file might add one day.
#include "games/suspicion/SuspicionRules.hpp"

#include <string>

namespace heist::games::suspicion {

// A gem's name as printed ("Ruby"), in the current language; "" for an unknown index.
std::string gemName(const SuspicionRules& rules, int gem);
// "Room Robbery" / "Lucky Lift" for the method ids "room_robbery" / "lucky_lift".
std::string methodName(const std::string& method);
// "Ann took a Ruby (Lucky Lift)": the history's line of a gem taken.
std::string gemTakenLine(const SuspicionRules& rules, int gem, const std::string& who, const std::string& method);
// "the last Ruby is taken, and everyone enters their guesses." (after "This ends the game: ").
std::string lastGemNotice(const SuspicionRules& rules, int gem);
// "Ann took the last Ruby: the game is over."
std::string lastGemTaken(const SuspicionRules& rules, int gem, const std::string& who);
// "The Ruby stack is empty." (a refusal).
std::string stackEmpty(const SuspicionRules& rules, int gem);
// "Ann now has 2 rubies." (the history's changes, without the full stop).
std::string gemsHeld(const SuspicionRules& rules, int gem, const std::string& who, int n);
// "The ruby stack went from 5 to 4" (the history's changes, without the full stop).
std::string stackWent(const SuspicionRules& rules, int gem, const std::string& from, const std::string& to);

} // namespace heist::games::suspicion
