#include "games/secret_night/SecretNightRules.hpp"

#include "language/Translate.hpp"

namespace heist::games::secret_night {

std::string SecretNightRules::checkWheel(const Json& wheel) {
    if (!wheel.is_array() || wheel.size() < 4 || wheel.size() > 40)
        return tr("the wheel needs 4 to 40 segments");
    bool anyGreen = false;
    for (const auto& s : wheel) {
        if (!s.is_object() || !s.contains("steps") || !s["steps"].is_number_integer() || !s.contains("water") ||
            !s["water"].is_number_integer() || !s.contains("green") || !s["green"].is_boolean())
            return tr("each segment needs \"steps\" (number), \"water\" (number) and \"green\" (true/false)");
        if (s["steps"].get<int>() < 0 || s["steps"].get<int>() > 20 || s["water"].get<int>() < 0 ||
            s["water"].get<int>() > 20)
            return tr("steps and water results are between 0 and 20");
        anyGreen |= s["green"].get<bool>();
    }
    if (!anyGreen)
        return tr("at least one segment must be green (break-free)");
    return "";
}

std::vector<Segment> SecretNightRules::wheelFrom(const Json& wheel) {
    std::vector<Segment> out;
    for (const auto& s : wheel)
        out.push_back({s["steps"].get<int>(), s["green"].get<bool>(), s["water"].get<int>()});
    return out;
}

SecretNightRules SecretNightRules::fromData(const engine::DataFile& file) try {
    using VT = Json::value_t;
    SecretNightRules r;
    r.info = file.gameInfo();

    for (const auto& j : file.require("roles", VT::array, "an array")) {
        Role role;
        role.id = j.at("id").get<std::string>();
        role.name = j.at("name").get<std::string>();
        const auto team = j.at("team").get<std::string>();
        const auto teamOf = kTeamIds.from(team);
        if (!teamOf)
            file.fail("roles", "has an unknown team \"" + team + "\"");
        role.team = *teamOf;
        role.shown = j.value("shown", false);
        r.roles.push_back(role);
    }
    for (const char* needed : {"chief_inspector", "detective", "thief", "master_thief", "deceiver"})
        if (r.roleIndex(needed) < 0)
            file.fail("roles", std::string("must include \"") + needed + "\"");

    const Json& counts = file.require("role_counts", VT::object, "an object");
    for (int n = r.info.minPlayers; n <= r.info.maxPlayers; ++n) {
        const auto key = std::to_string(n);
        if (!counts.contains(key) || !counts[key].is_object())
            file.fail("role_counts", "needs the roles for " + key + " players");
        int total = 0;
        for (const auto& [role, count] : counts[key].items()) {
            if (r.roleIndex(role) < 0)
                file.fail("role_counts", "names an unknown role \"" + role + "\"");
            r.roleCounts[n][role] = count.get<int>();
            total += count.get<int>();
        }
        if (total != n)
            file.fail("role_counts", "for " + key + " players deals " + std::to_string(total) + " roles");
        if (r.roleCounts[n]["master_thief"] != 1 || r.roleCounts[n]["chief_inspector"] != 1)
            file.fail("role_counts", "needs exactly one Master Thief and one Chief Inspector");
    }

    for (const auto& j : file.require("characters", VT::array, "an array")) {
        Character c;
        c.id = j.at("id").get<std::string>();
        c.name = j.at("name").get<std::string>();
        c.occupation = j.value("occupation", "");
        c.nationality = j.value("nationality", "");
        c.age = j.value("age", "");
        c.text = j.value("text", "");
        c.shortText = j.value("short", c.text);
        c.skill = j.value("skill", "");
        c.use = j.value("use", "passive");
        c.turns = j.value("turns", 0);
        c.bonus = j.value("bonus", 0);
        r.characters.push_back(c);
    }
    if (static_cast<int>(r.characters.size()) < r.info.maxPlayers * 2)
        file.fail("characters", "needs at least two characters per player for respawns");

    const Json& wheel = file.require("wheel", VT::array, "an array");
    if (auto problem = checkWheel(wheel); !problem.empty())
        file.fail("wheel", problem);
    r.wheel = wheelFrom(wheel);
    for (const auto& v : file.require("extra_card_results", VT::array, "an array"))
        r.extraCardResults.push_back(v.get<int>());
    r.health = file.require("health", VT::number_integer, "a number").get<int>();
    const Json& clock = file.require("clock", VT::object, "an object");
    r.startHour = clock.value("start_hour", 21);
    r.hours = clock.value("hours", 9);
    r.midnightAfter = clock.value("midnight_after", 3);

    const Json& s = file.require("scoring", VT::object, "an object");
    auto need = [&](const char* key) {
        if (!s.contains(key) || !s[key].is_number_integer())
            file.fail("scoring", std::string("needs a number for \"") + key + "\"");
        return s[key].get<int>();
    };
    r.scoring = {need("target"),
                 need("thief_dies"),
                 need("detective_dies"),
                 need("master_thief_arrested"),
                 need("thief_arrested"),
                 need("money_confiscated"),
                 need("mistaken_arrest"),
                 need("escape_boat"),
                 need("escape_car_motorbike"),
                 need("extra_thief"),
                 need("extra_money")};

    for (const auto& j : file.require("vehicles", VT::array, "an array"))
        r.vehicles.push_back({j.at("id").get<std::string>(), j.at("name").get<std::string>(), j.at("seats").get<int>(),
                              j.value("needs_key", false)});
    for (const auto& j : file.require("action_square", VT::array, "an array"))
        r.actionSquare.push_back(j.get<std::string>());
    const auto start = file.require("action_square_start", VT::string, "a string").get<std::string>();
    for (std::size_t i = 0; i < r.actionSquare.size(); ++i)
        if (r.actionSquare[i] == start)
            r.actionSquareStart = static_cast<int>(i);
    for (const auto& [k, v] : file.require("damage", VT::object, "an object").items())
        r.damage[k] = v.get<int>();
    for (const char* k : {"knife", "gun", "dog", "dynamite", "dynamite_nearby", "poison"})
        if (!r.damage.count(k))
            file.fail("damage", std::string("needs \"") + k + "\"");
    for (const auto& j : file.require("defences", VT::array, "an array")) {
        r.defences.push_back({j.at("id").get<std::string>(), j.at("name").get<std::string>(),
                              j.at("blocks").get<std::string>(), j.value("kept", false)});
        if (!r.damage.count(r.defences.back().blocks))
            file.fail("defences", "\"" + r.defences.back().id + "\" blocks a weapon that does no damage");
    }
    if (file.json.contains("decisions"))
        for (const auto& j : file.require("decisions", VT::array, "an array"))
            r.decisions.push_back(
                {j.at("id").get<std::string>(), j.at("title").get<std::string>(), j.at("text").get<std::string>()});
    return r;
} catch (const engine::DataError&) {
    throw;
} catch (const std::exception& e) {
    // A field of the wrong type, out of range or missing deeper in the file: the same kind
    // of message, naming the file.
    engine::failData(file, e.what());
}

SecretNightRules SecretNightRules::loadDefault() {
    return fromData(engine::DataFile::load(engine::dataDirectory() / "games" / "secret-night.json"));
}

int SecretNightRules::roleIndex(const std::string& id) const { return engine::indexById(roles, id); }

int SecretNightRules::characterIndex(const std::string& id) const { return engine::indexById(characters, id); }

int SecretNightRules::vehicleIndex(const std::string& id) const { return engine::indexById(vehicles, id); }
int SecretNightRules::defenceIndex(const std::string& id) const { return engine::indexById(defences, id); }

std::vector<int> SecretNightRules::rolesFor(int players) const {
    std::vector<int> out;
    const auto it = roleCounts.find(players);
    if (it == roleCounts.end())
        return out;
    for (std::size_t i = 0; i < roles.size(); ++i) {
        const auto c = it->second.find(roles[i].id);
        for (int k = 0; c != it->second.end() && k < c->second; ++k)
            out.push_back(static_cast<int>(i));
    }
    return out;
}

} // namespace heist::games::secret_night
