// What a One Night Only event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): who goes first, the roll and what it opens, the museum,
// every thief's jewels, loose coins, gadgets and total, the motion sensors and their timers,
// turns and rounds, and how the night ended.
#include "games/one_night_only/OneNightOnlyGame.hpp"
#include "engine/ViewChanges.hpp"

namespace heist::games::one_night_only {

namespace {

using engine::changes::field;
using engine::changes::number;
using engine::changes::plain;

std::string gadgetName(const Json& g) {
    const std::string name = g.value("name", std::string());
    return name.empty() ? "gadget " + plain(field(g, "id")) : name;
}

// The element of an array of objects whose "id" is id, or null.
Json byId(const Json& list, const Json& id) {
    if (list.is_array())
        for (const auto& x : list)
            if (field(x, "id") == id)
                return x;
    return Json();
}

} // namespace

std::vector<std::string> OneNightOnlyGame::describeChanges(const Json& before, const Json& after,
                                                           const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto name = [&](const Json& seat) { return engine::changes::seatName(setup, seat); };

    // Who goes first.
    if (field(after, "contenders") != field(before, "contenders") && !field(after, "contenders").empty() &&
        field(after, "phase") == "first_player")
        out.add(engine::changes::seatNames(setup, after["contenders"]) + " roll again to go first");
    if (field(before, "phase") == "first_player" && field(after, "phase") == "playing")
        out.add("The night began: " + name(after["first"]) + " goes first");

    // This turn's roll.
    const Json roll = field(after, "roll"), oldRoll = field(before, "roll");
    if (roll.is_object() && !oldRoll.is_object()) {
        out.add("The roll: movement " + plain(roll["movement_total"]) + ", looting " + plain(roll["looting_total"]));
        if (!roll["sensor_room"].is_null())
            out.add("The motion sensor in " + plain(roll["sensor_room"]) + " held the roll to one die");
        std::vector<std::string> cases;
        for (const auto& c : roll["opens"])
            cases.push_back(plain(c));
        if (!cases.empty())
            out.add("It opens the " + engine::words::listAnd(cases) + (cases.size() == 1 ? " case" : " cases"));
        if (roll["removes_camera_or_laser"] == true)
            out.add("It is enough to remove a camera or a laser");
        if (roll["breaks_vault"] == true)
            out.add("It is enough to break into the vault from a keyhole");
    } else if (roll.is_object() && oldRoll.is_object() && roll["cases_looted"] != oldRoll["cases_looted"]) {
        out.add(engine::words::count(number(roll["cases_looted"]), "jewel") + " taken from the cases with this roll");
    }

    // The museum, jewel by jewel.
    for (std::size_t j = 0; j < m_rules.jewels.size(); ++j) {
        const auto& id = m_rules.jewels[j].id;
        const Json now = field(field(after, "museum"), id), was = field(field(before, "museum"), id);
        if (now != was && now.is_number())
            out.add("The museum has " + jewelName(static_cast<int>(j), now.get<int>()) + " left");
    }

    // Every thief's ledger.
    const Json ledgers = field(after, "ledgers"), oldLedgers = field(before, "ledgers");
    for (std::size_t seat = 0; seat < ledgers.size(); ++seat) {
        const Json l = ledgers[seat], o = engine::changes::item(oldLedgers, seat);
        const std::string who = name(Json(seat));
        for (std::size_t j = 0; j < m_rules.jewels.size(); ++j) {
            const Json now = field(field(l, "jewels"), m_rules.jewels[j].id);
            if (now != field(field(o, "jewels"), m_rules.jewels[j].id) && now.is_number())
                out.add(who + " now has " + jewelName(static_cast<int>(j), now.get<int>()));
        }
        for (const auto& g : field(l, "gadgets"))
            if (byId(field(o, "gadgets"), g["id"]).is_null())
                out.add(who + " now holds " + gadgetName(g) + " (sells for " + coinsText(number(g["sell"])) + ")");
        for (const auto& g : field(o, "gadgets"))
            if (byId(field(l, "gadgets"), g["id"]).is_null())
                out.add(who + " no longer holds " + gadgetName(g));
        if (field(l, "loose_coins") != field(o, "loose_coins"))
            out.add(who + "\u2019s loose coins went from " + plain(field(o, "loose_coins")) + " to " +
                    plain(field(l, "loose_coins")));
        if (field(l, "total") != field(o, "total"))
            out.add(who + "\u2019s total went from " + plain(field(o, "total")) + " to " +
                    coinsText(number(field(l, "total"))));
        if (field(l, "toward_win") != field(o, "toward_win") && field(l, "toward_win") != field(l, "total"))
            out.add(who + " has " + plain(field(l, "toward_win")) + " of the " + std::to_string(m_rules.winCoins) +
                    " coins that win the night");
    }

    // Motion sensors and their timers.
    const Json sensors = field(after, "sensors"), oldSensors = field(before, "sensors");
    for (const auto& x : sensors) {
        const Json was = byId(oldSensors, x["id"]);
        if (was.is_null())
            out.add(name(x["placed_by"]) + "\u2019s motion sensor now stands in " + plain(x["room"]));
        else if (was["turns_left"] != x["turns_left"])
            out.add("The motion sensor in " + plain(x["room"]) + " has " +
                    engine::words::count(number(x["turns_left"]), "turn") + " left");
    }
    for (const auto& x : oldSensors)
        if (byId(sensors, x["id"]).is_null())
            out.add("The motion sensor in " + plain(x["room"]) + " left the board");

    // Turns and rounds (while the night goes on).
    if (field(after, "phase") == "playing" && field(before, "phase") == "playing") {
        if (field(after, "turn") != field(before, "turn"))
            out.add("It is " + name(after["turn"]) + "\u2019s turn now");
        if (field(after, "round") != field(before, "round"))
            out.add("Round " + plain(field(after, "round")) + " began");
    }

    // The end of the night.
    if (field(after, "phase") == "finished" && field(before, "phase") != "finished") {
        const Json r = field(after, "results");
        const std::string winners = engine::changes::seatNames(setup, field(r, "winners"));
        const std::string ending = plain(field(r, "ending"));
        if (ending == "vault")
            out.add("The night is over: " + winners + " broke into the vault and wins");
        else if (ending == "sixty")
            out.add("The night is over: " + winners + " reached " + std::to_string(m_rules.winCoins) +
                    " coins and wins");
        else if (field(r, "winners").size() > 1)
            out.add("The night is over: the museum is empty and " + winners + " share the win");
        else
            out.add("The night is over: the museum is empty and " + winners + " wins with the most coins");
    } else if (field(before, "phase") == "finished" && field(after, "phase") != "finished") {
        out.add("The night goes on again");
    }
    return out.take();
}

} // namespace heist::games::one_night_only
