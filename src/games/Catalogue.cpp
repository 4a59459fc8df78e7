#include "games/Catalogue.hpp"

#include "games/one_night_only/OneNightOnlyGame.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/suspicion/SuspicionGame.hpp"

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
        add("thief-in-the-night", "Thief in the Night", 2, 2,
            "One thief, one guard captain, a castle full of traps.");
        list.push_back({definition("one-night-only").info(), true});
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
    if (id == "one-night-only") {
        static const one_night_only::OneNightOnlyGame game(
            one_night_only::OneNightOnlyRules::loadDefault());
        return game;
    }
    throw std::runtime_error("unknown or unavailable game \"" + id + "\"");
}

} // namespace heist::games
