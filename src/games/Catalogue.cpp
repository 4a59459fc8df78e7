#include "games/Catalogue.hpp"

#include "engine/DataFile.hpp"

#include "games/one_night_only/OneNightOnlyGame.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/thief_night/ThiefNightGame.hpp"

#include <memory>
#include <stdexcept>

namespace heist::games {

const std::vector<CatalogueEntry>& catalogue() {
    static const std::vector<CatalogueEntry> entries = [] {
        std::vector<CatalogueEntry> list;
        for (const char* id :
             {"secret-night", "suspicion", "thief-in-the-night", "one-night-only", "shadow-house-masquerade"}) {
            const auto file = engine::DataFile::load(engine::dataDirectory() / "games" / (std::string(id) + ".json"));
            list.push_back({definition(id).info(), true,
                            file.require("first_step", Json::value_t::string, "a string").get<std::string>()});
        }
        return list;
    }();
    return entries;
}

const engine::GameDefinition& definition(const std::string& id) {
    if (id == "secret-night") {
        static const secret_night::SecretNightGame game(secret_night::SecretNightRules::loadDefault());
        return game;
    }
    if (id == "suspicion") {
        static const suspicion::SuspicionGame game(suspicion::SuspicionRules::loadDefault());
        return game;
    }
    if (id == "one-night-only") {
        static const one_night_only::OneNightOnlyGame game(
            one_night_only::OneNightOnlyRules::loadDefault());
        return game;
    }
    if (id == "shadow-house-masquerade") {
        static const shadow_house::ShadowHouseGame game(shadow_house::ShadowHouseRules::loadDefault());
        return game;
    }
    if (id == "thief-in-the-night") {
        static const thief_night::ThiefNightGame game(thief_night::ThiefNightRules::loadDefault());
        return game;
    }
    throw std::runtime_error("unknown or unavailable game \"" + id + "\"");
}

} // namespace heist::games
