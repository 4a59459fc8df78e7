#include "games/Catalogue.hpp"

#include "engine/DataFile.hpp"
#include "language/Translate.hpp"

#include "games/one_night_only/OneNightOnlyGame.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/thief_night/ThiefNightGame.hpp"

#include <memory>
#include <stdexcept>

namespace heist::games {

namespace {

// The words of data/games/<game>.json's "title", "blurb" and "first_step", which reach the
// players through engine::shownTitle(), shownBlurb() and shownFirstStep(): listed here so that
// xgettext puts them in the catalogue, each in its game's context. Keep them as the files say.
[[maybe_unused]] constexpr const char* kDataWords[] = {
    trNoop("secret-night", "Secret Night at Davis Manor"),
    trNoop("secret-night", "Thieves, detectives and a deceiver race the clock from 9 p.m. to 6 a.m."),
    trNoop("secret-night", "Deal the roles"),
    trNoop("suspicion", "Suspicion"),
    trNoop("suspicion", "Steal gems at the Baron's masquerade and unmask the other thieves."),
    trNoop("suspicion", "Deal the secret identities"),
    trNoop("thief-in-the-night", "Thief in the Night"),
    trNoop("thief-in-the-night", "One thief, one guard captain, a castle full of traps."),
    trNoop("thief-in-the-night", "Build the castle"),
    trNoop("one-night-only", "One Night Only"),
    trNoop("one-night-only", "Loot the museum's jewels: 60 coins, the vault, or the biggest stash wins."),
    trNoop("one-night-only", "Start the game"),
    trNoop("shadow-house-masquerade", "Shadow House Masquerade"),
    trNoop("shadow-house-masquerade", "Find the culprit at the masquerade before the last card falls."),
    trNoop("shadow-house-masquerade", "Build the deck"),
};

} // namespace

std::string shownFirstStep(const CatalogueEntry& entry) { return trData(entry.info.id, entry.firstStep); }

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
