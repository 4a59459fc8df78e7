#include "games/Catalogue.hpp"

#include "engine/DataFile.hpp"
#include "language/Translate.hpp"

#include "games/Registry.hpp" // generated from src/games/registry.list

#include <memory>
#include <stdexcept>

namespace heist::games {

std::string shownFirstStep(const CatalogueEntry& entry) { return trData(entry.info.id, entry.firstStep); }

const std::vector<CatalogueEntry>& catalogue() {
    static const std::vector<CatalogueEntry> entries = [] {
        std::vector<CatalogueEntry> list;
#define HEIST_GAME_ID(id, folder, Name) id,
        for (const char* id : {HEIST_GAMES(HEIST_GAME_ID)}) {
#undef HEIST_GAME_ID
            const auto file = engine::DataFile::load(engine::dataDirectory() / "games" / (std::string(id) + ".json"));
            list.push_back({definition(id).info(), true,
                            file.require("first_step", Json::value_t::string, "a string").get<std::string>()});
        }
        return list;
    }();
    return entries;
}

const engine::GameDefinition& definition(const std::string& id) {
    // Each game's definition, loaded from its data file on first use.
#define HEIST_GAME_DEFINITION(gameId, folder, Name)                                                                    \
    if (id == gameId) {                                                                                                \
        static const folder::Name##Game game(folder::Name##Rules::loadDefault());                                      \
        return game;                                                                                                   \
    }
    HEIST_GAMES(HEIST_GAME_DEFINITION)
#undef HEIST_GAME_DEFINITION
    throw std::runtime_error("unknown or unavailable game \"" + id + "\"");
}

} // namespace heist::games
