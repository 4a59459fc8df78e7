#include "games/Catalogue.hpp"

#include "games/secret_night/SecretNightGame.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/thief_night/ThiefNightGame.hpp"

#include <memory>
#include <stdexcept>

namespace heist::games {

const std::vector<CatalogueEntry>& catalogue() {
    static const std::vector<CatalogueEntry> entries = [] {
        std::vector<CatalogueEntry> list;
        auto add = [&](std::string id, std::string title, int lo, int hi, std::string blurb) {
            engine::GameInfo info;
            info.id = std::move(id);
            info.title = std::move(title);
            info.minPlayers = lo;
            info.maxPlayers = hi;
            info.blurb = std::move(blurb);
            list.push_back({info, false});
        };
        list.push_back({definition("secret-night").info(), true});
        list.push_back({definition("suspicion").info(), true});
        list.push_back({definition("thief-in-the-night").info(), true});
        add("one-night-only", "One Night Only", 2, 4,
            "Loot the museum's gems and reach 60 coins first.");
        add("shadow-house", "Shadow House Masquerade", 3, 8,
            "Find the culprit at the masquerade before the last card falls.");
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
    if (id == "thief-in-the-night") {
        static const thief_night::ThiefNightGame game(thief_night::ThiefNightRules::loadDefault());
        return game;
    }
    throw std::runtime_error("unknown or unavailable game \"" + id + "\"");
}

} // namespace heist::games
