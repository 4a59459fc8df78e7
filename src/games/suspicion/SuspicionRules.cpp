#include "games/suspicion/SuspicionRules.hpp"

namespace heist::games::suspicion {
namespace {

std::map<int, int> countTable(const engine::DataFile& file, const std::string& key, int lo, int hi) {
    const Json& table = file.require(key, Json::value_t::object, "an object");
    std::map<int, int> out;
    for (int n = lo; n <= hi; ++n) {
        const auto k = std::to_string(n);
        if (!table.contains(k) || !table[k].is_number_integer() || table[k].get<int>() <= 0)
            file.fail(key, "needs a positive count for " + k + " players");
        out[n] = table[k].get<int>();
    }
    return out;
}

} // namespace

SuspicionRules SuspicionRules::fromData(const engine::DataFile& file) try {
    using VT = Json::value_t;
    SuspicionRules r;
    r.info = file.gameInfo();

    for (const auto& g : file.require("guests", VT::array, "an array")) {
        if (!g.is_object() || !g.contains("id") || !g.contains("name"))
            file.fail("guests", "entries need an \"id\" and a \"name\"");
        r.guests.push_back({g["id"].get<std::string>(), g["name"].get<std::string>()});
    }
    if (static_cast<int>(r.guests.size()) < r.info.maxPlayers + 1)
        file.fail("guests", "needs more invitations than the largest table has players");

    for (const auto& g : file.require("gems", VT::array, "an array")) {
        if (!g.is_object() || !g.contains("id") || !g.contains("name"))
            file.fail("gems", "entries need an \"id\" and a \"name\"");
        r.gemIds.push_back(g["id"].get<std::string>());
        r.gemNames.push_back(g["name"].get<std::string>());
    }
    if (r.gemIds.empty())
        file.fail("gems", "must list at least one gem type");

    r.stackSizes = countTable(file, "stack_sizes", r.info.minPlayers, r.info.maxPlayers);
    r.stackSizesOtherPrinting = countTable(file, "stack_sizes_other_printing", r.info.minPlayers, r.info.maxPlayers);

    for (const auto& die : file.require("dice", VT::array, "an array")) {
        if (!die.is_array() || die.empty())
            file.fail("dice", "must be a list of dice, each a non-empty list of faces");
        std::vector<std::string> faces;
        for (const auto& face : die) {
            const auto id = face.get<std::string>();
            if (id != "?" && r.guestIndex(id) < 0)
                file.fail("dice", "names an unknown guest \"" + id + "\"");
            faces.push_back(id);
        }
        r.dice.push_back(faces);
    }

    const Json& scoring = file.require("scoring", VT::object, "an object");
    for (const char* k : {"set", "single", "correct_guess"})
        if (!scoring.contains(k) || !scoring[k].is_number_integer())
            file.fail("scoring", std::string("needs a number for \"") + k + "\"");
    r.pointsPerSet = scoring["set"].get<int>();
    r.pointsPerSingle = scoring["single"].get<int>();
    r.pointsPerCorrectGuess = scoring["correct_guess"].get<int>();

    const Json& actions = file.require("actions_per_turn", VT::object, "an object");
    r.actionsPerTurn = actions.value("default", 2);
    r.actionsPerTurnTwoPlayers = actions.value("two_players", 1);
    return r;
} catch (const engine::DataError&) {
    throw;
} catch (const std::exception& e) {
    // A field of the wrong type, out of range or missing deeper in the file: the same kind
    // of message, naming the file.
    engine::failData(file, e.what());
}

SuspicionRules SuspicionRules::loadDefault() {
    return fromData(engine::DataFile::load(engine::dataDirectory() / "games" / "suspicion.json"));
}

int SuspicionRules::guestIndex(const std::string& id) const { return engine::indexById(guests, id); }

int SuspicionRules::gemIndex(const std::string& id) const {
    for (std::size_t i = 0; i < gemIds.size(); ++i)
        if (gemIds[i] == id)
            return static_cast<int>(i);
    return -1;
}

} // namespace heist::games::suspicion
