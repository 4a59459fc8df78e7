#pragma once
// One Night Only's words in the current language: the jewels, their cases and counts read
// from data/games/one-night-only.json (through trData, each listed once with trNoop in
// OneNightOnlyWords.cpp), coins, and the rooms the table numbers.
#include "games/one_night_only/OneNightOnlyRules.hpp"

#include <string>

namespace heist::games::one_night_only {

inline constexpr const char* kContext = "one-night-only";

std::string jewelWord(const Jewel& j);         // "Sapphire"
std::string jewelsWord(const Jewel& j);        // "Sapphires"
std::string caseWord(const Jewel& j);          // "Blue" (the case's colour, as a label)
std::string jewelCount(const Jewel& j, int n); // "1 Sapphire", "3 Sapphires"
std::string coinCount(int n);                  // "1 coin", "7 coins"
// A room as the table shows it: "Room 3" (stored in English by the rules core, for a room
// the table numbers) in the current language; a named room as typed.
std::string roomName(const std::string& stored);

} // namespace heist::games::one_night_only
