#pragma once
// The games Heist Table knows: their cards on the New game screen and, for the ones that
// are playable, their definitions (loaded once from data/games/).
#include "engine/GameDefinition.hpp"

#include <string>
#include <vector>

namespace heist::games {

struct CatalogueEntry {
    engine::GameInfo info;
    bool playable = false;
    // What the players screen's button starts once everyone is seated, in the game's words
    // ("Deal the roles"): "first_step" in its data file.
    std::string firstStep;
};

const std::vector<CatalogueEntry>& catalogue();

// The entry's first step as a player reads it, in the current language (the title and blurb:
// engine::shownTitle(info), engine::shownBlurb(info)). The entries keep the data file's words.
std::string shownFirstStep(const CatalogueEntry& entry);

// The definition for a playable game id; throws std::runtime_error for an unknown one. It
// lives as long as the program, whatever the id's lifetime: g++ 14 is told so, or it warns
// (-Wdangling-reference) wherever the id is a temporary string.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 14
[[gnu::no_dangling]]
#endif
const engine::GameDefinition& definition(const std::string& id);

} // namespace heist::games
