#include "games/one_night_only/OneNightOnlyRules.hpp"

#include <algorithm>
#include <functional>
#include <numeric>

namespace heist::games::one_night_only {

int Payment::value(const std::vector<Jewel>& table) const {
    int total = coins;
    for (std::size_t i = 0; i < jewels.size() && i < table.size(); ++i)
        total += jewels[i] * table[i].value;
    return total;
}

Json Payment::toJson(const std::vector<Jewel>& table) const {
    Json j = Json::object();
    for (std::size_t i = 0; i < table.size(); ++i)
        j[table[i].id] = i < jewels.size() ? jewels[i] : 0;
    return Json{{"jewels", j}, {"coins", coins}};
}

OneNightOnlyRules OneNightOnlyRules::fromData(const engine::DataFile& file) try {
    using VT = Json::value_t;
    OneNightOnlyRules r;
    r.info = file.gameInfo();

    for (const auto& j : file.require("jewels", VT::array, "an array")) {
        if (!j.is_object() || !j.contains("id") || !j["id"].is_string() || !j.contains("value") ||
            !j["value"].is_number_integer() || !j.contains("supply") || !j["supply"].is_number_integer())
            file.fail("jewels", "needs an \"id\", a \"value\" and a \"supply\" for every jewel");
        Jewel jw;
        jw.id = j["id"].get<std::string>();
        jw.name = j.value("name", jw.id);
        jw.plural = j.value("plural", jw.name + "s");
        jw.colour = j.value("colour", "");
        jw.caseName = j.value("case", jw.colour);
        jw.value = j["value"].get<int>();
        jw.supply = j["supply"].get<int>();
        if (j.contains("difficulty") && !j["difficulty"].is_null()) {
            if (!j["difficulty"].is_number_integer())
                file.fail("jewels", "\"difficulty\" is a number or null (" + jw.id + ")");
            jw.difficulty = j["difficulty"].get<int>();
        }
        if (jw.value < 1 || jw.supply < 0)
            file.fail("jewels", "values are at least 1 and supplies not negative (" + jw.id + ")");
        r.jewels.push_back(jw);
    }
    if (r.jewels.empty())
        file.fail("jewels", "must list the museum's jewels");

    const Json& t = file.require("thresholds", VT::object, "an object");
    auto need = [&](const Json& obj, const char* parent, const char* key) {
        if (!obj.contains(key) || !obj[key].is_number_integer())
            file.fail(parent, std::string("needs a number for \"") + key + "\"");
        return obj[key].get<int>();
    };
    r.removeSecurity = need(t, "thresholds", "remove_security");
    r.vault = need(t, "thresholds", "vault");
    r.winCoins = need(t, "thresholds", "win_coins");

    const Json& dice = file.require("dice", VT::object, "an object");
    auto die = [&](const char* key) {
        if (!dice.contains(key) || !dice[key].is_object() || !dice[key].contains("faces") ||
            !dice[key]["faces"].is_array() || dice[key]["faces"].empty())
            file.fail("dice", std::string("needs \"") + key + "\" with \"count\" and \"faces\"");
        Die d;
        d.count = need(dice[key], "dice", "count");
        d.faces = dice[key]["faces"].get<std::vector<int>>();
        return d;
    };
    r.movement = die("movement");
    r.looting = die("looting");
    r.perRoll = need(dice, "dice", "per_roll");
    r.withMotionSensor = need(dice, "dice", "with_motion_sensor");
    if (r.perRoll < 1 || r.perRoll > r.movement.count + r.looting.count)
        file.fail("dice", "\"per_roll\" must be between 1 and the number of dice");

    r.firstPlayerDie = file.require("first_player_die", VT::array, "an array").get<std::vector<int>>();
    if (r.firstPlayerDie.empty())
        file.fail("first_player_die", "needs at least one face");
    const Json& shop = file.require("shop", VT::object, "an object");
    r.refreshPrice = need(shop, "shop", "refresh_price");
    r.shopFaceUp = need(shop, "shop", "face_up");
    r.handLimit = file.require("hand_limit", VT::number_integer, "a number").get<int>();
    return r;
} catch (const engine::DataError&) {
    throw;
} catch (const std::exception& e) {
    // A field of the wrong type, out of range or missing deeper in the file: the same kind
    // of message, naming the file.
    engine::failData(file, e.what());
}

OneNightOnlyRules OneNightOnlyRules::loadDefault() {
    return fromData(engine::DataFile::load(engine::dataDirectory() / "games" / "one-night-only.json"));
}

int OneNightOnlyRules::jewelIndex(const std::string& id) const { return engine::indexById(jewels, id); }

bool OneNightOnlyRules::opens(int jewel, int lootingTotal, bool strictlyGreater) const {
    const auto& d = jewels.at(static_cast<std::size_t>(jewel)).difficulty;
    if (!d)
        return true;
    return strictlyGreater ? lootingTotal > *d : lootingTotal >= *d;
}

std::optional<Payment> OneNightOnlyRules::proposePayment(const std::vector<int>& held, int coins, int price) const {
    const std::size_t n = jewels.size();
    // Most valuable first: the comparison keeps those as long as it can.
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return jewels[a].value > jewels[b].value; });

    std::optional<Payment> best;
    int bestOver = 0;
    auto better = [&](const Payment& p, int over) {
        if (!best || over != bestOver)
            return !best || over < bestOver;
        for (std::size_t i : order)
            if (p.jewels[i] != best->jewels[i])
                return p.jewels[i] < best->jewels[i];
        return p.coins < best->coins;
    };
    Payment p;
    p.jewels.assign(n, 0);
    // Every count of every jewel (the museum holds at most a few dozen); loose coins fill
    // what the jewels leave, since they are worth one coin each and never overpay.
    std::function<void(std::size_t, int)> walk = [&](std::size_t k, int sum) {
        if (k == n) {
            const int fill = std::min(coins, std::max(0, price - sum));
            if (sum + fill < price)
                return;
            Payment candidate = p;
            candidate.coins = fill;
            const int over = sum + fill - price;
            if (better(candidate, over)) {
                best = candidate;
                bestOver = over;
            }
            return;
        }
        const int have = k < held.size() ? held[k] : 0;
        for (int c = 0; c <= have; ++c) {
            p.jewels[k] = c;
            walk(k + 1, sum + c * jewels[k].value);
            if (sum + c * jewels[k].value >= price)
                break; // more of this jewel only overpays further
        }
        p.jewels[k] = 0;
    };
    walk(0, 0);
    return best;
}

} // namespace heist::games::one_night_only
