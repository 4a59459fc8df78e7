#include "games/shadow_house/ShadowHouseRules.hpp"

namespace heist::games::shadow_house {
namespace {

int positive(const engine::DataFile& file, const Json& obj, const char* section, const std::string& key,
             bool zeroAllowed) {
    if (!obj.contains(key) || !obj[key].is_number_integer() || obj[key].get<int>() < (zeroAllowed ? 0 : 1))
        file.fail(section,
                  "needs a whole number" + std::string(zeroAllowed ? "" : " above 0") + " for \"" + key + "\"");
    return obj[key].get<int>();
}

} // namespace

ShadowHouseRules ShadowHouseRules::fromData(const engine::DataFile& file) try {
    using VT = Json::value_t;
    ShadowHouseRules r;
    r.info = file.gameInfo();
    r.cardsInBox = file.require("cards_in_box", VT::number_integer, "a number").get<int>();
    r.cardsPerPlayer = file.require("cards_per_player", VT::number_integer, "a number").get<int>();
    if (r.cardsPerPlayer < 1)
        file.fail("cards_per_player", "must be at least 1");

    for (const auto& c : file.require("card_types", VT::array, "an array")) {
        if (!c.is_object() || !c.contains("id") || !c["id"].is_string() || !c.contains("name") ||
            !c["name"].is_string())
            file.fail("card_types", "entries need an \"id\" and a \"name\"");
        r.cardTypes.push_back({c["id"].get<std::string>(), c["name"].get<std::string>()});
    }
    for (const char* needed : {"first_on_the_scene", "culprit"})
        if (r.cardTypeIndex(needed) < 0)
            file.fail("card_types", std::string("must list \"") + needed + "\"");

    const Json& table = file.require("starter_deck", VT::object, "an object");
    for (int n = r.info.minPlayers; n <= r.info.maxPlayers; ++n) {
        const auto key = std::to_string(n);
        if (!table.contains(key) || !table[key].is_object())
            file.fail("starter_deck", "needs a row for " + key + " players");
        const Json& row = table[key];
        DeckRow out;
        int sum = 0;
        for (const auto& c : r.cardTypes) {
            out.counts.push_back(positive(file, row, "starter_deck", c.id, true));
            sum += out.counts.back();
        }
        out.random = positive(file, row, "starter_deck", "random", true);
        out.total = positive(file, row, "starter_deck", "total", false);
        if (sum + out.random != out.total)
            file.fail("starter_deck", "row " + key + ": the cards and the random cards make " +
                                          std::to_string(sum + out.random) + ", not the total " +
                                          std::to_string(out.total));
        if (out.total != n * r.cardsPerPlayer)
            file.fail("starter_deck",
                      "row " + key + ": the total must be " + std::to_string(r.cardsPerPlayer) + " cards per player");
        if (out.total > r.cardsInBox)
            file.fail("starter_deck", "row " + key + " needs more cards than the box holds");
        if (out.counts[static_cast<std::size_t>(r.cardTypeIndex("culprit"))] != 1)
            file.fail("starter_deck", "row " + key + " must hold exactly one culprit");
        r.deck[n] = out;
    }

    for (const auto& line : file.require("setup_reminders", VT::array, "an array")) {
        if (!line.is_string())
            file.fail("setup_reminders", "must be sentences");
        r.setupReminders.push_back(line.get<std::string>());
    }

    const Json& pts = file.require("points", VT::object, "an object");
    r.points.detectiveFinder = positive(file, pts, "points", "detective_finder", true);
    r.points.tobyFinder = positive(file, pts, "points", "toby_finder", true);
    r.points.othersWhenFound = positive(file, pts, "points", "others_when_found", true);
    r.points.culpritWins = positive(file, pts, "points", "culprit_wins", true);
    r.points.accompliceWins = positive(file, pts, "points", "accomplice_wins", true);
    r.points.handcuffsOthers = positive(file, pts, "points", "handcuffs_others", true);
    r.matchTarget = file.require("match_target", VT::number_integer, "a number").get<int>();
    if (r.matchTarget < 1)
        file.fail("match_target", "must be at least 1");
    return r;
} catch (const engine::DataError&) {
    throw;
} catch (const std::exception& e) {
    // A field of the wrong type, out of range or missing deeper in the file: the same kind
    // of message, naming the file.
    engine::failData(file, e.what());
}

ShadowHouseRules ShadowHouseRules::loadDefault() {
    return fromData(engine::DataFile::load(engine::dataDirectory() / "games" / "shadow-house-masquerade.json"));
}

} // namespace heist::games::shadow_house
