// What a One Night Only event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): who goes first, the roll and what it opens, the museum,
// every thief's jewels, loose coins, gadgets and total, the motion sensors and their timers,
// turns and rounds, and how the night ended.
#include "games/one_night_only/OneNightOnlyState.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "engine/ViewChanges.hpp"
#include "language/Translate.hpp"

namespace heist::games::one_night_only {

namespace {

using engine::changes::field;
using engine::changes::number;
using engine::changes::plain;

std::string gadgetName(const Json& g) {
    const std::string name = g.value("name", std::string());
    return name.empty() ? trc("one-night-only", "gadget {id}", {{"id", plain(field(g, "id"))}}) : name;
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
    const auto names = [&](const Json& seats) {
        std::vector<std::string> v;
        if (seats.is_array())
            for (const auto& seat : seats)
                v.push_back(name(seat));
        return heist::listAnd(v);
    };
    const auto room = [](const Json& r) { return roomName(plain(r)); };

    // Who goes first.
    if (field(after, "contenders") != field(before, "contenders") && !field(after, "contenders").empty() &&
        field(after, "phase") == "first_player")
        out.add(tr("{names} roll again to go first", {{"names", names(after["contenders"])}}));
    if (field(before, "phase") == "first_player" && field(after, "phase") == "playing")
        out.add(tr("The night began: {name} goes first", {{"name", name(after["first"])}}));

    // This turn's roll.
    const Json roll = field(after, "roll"), oldRoll = field(before, "roll");
    if (roll.is_object() && !oldRoll.is_object()) {
        out.add(tr("The roll: movement {movement}, looting {looting}",
                   {{"movement", plain(roll["movement_total"])}, {"looting", plain(roll["looting_total"])}}));
        if (!roll["sensor_room"].is_null())
            out.add(tr("The motion sensor in {room} held the roll to one die", {{"room", room(roll["sensor_room"])}}));
        std::vector<std::string> cases;
        for (const auto& c : roll["opens"])
            cases.push_back(trData(kContext, plain(c)));
        if (!cases.empty())
            out.add(trn("It opens the {cases} case", "It opens the {cases} cases", static_cast<long long>(cases.size()),
                        {{"cases", heist::listAnd(cases)}}));
        if (roll["removes_camera_or_laser"] == true)
            out.add(tr("It is enough to remove a camera or a laser"));
        if (roll["breaks_vault"] == true)
            out.add(tr("It is enough to break into the vault from a keyhole"));
    } else if (roll.is_object() && oldRoll.is_object() && roll["cases_looted"] != oldRoll["cases_looted"]) {
        out.add(trn("{n} jewel taken from the cases with this roll", "{n} jewels taken from the cases with this roll",
                    number(roll["cases_looted"])));
    }

    // The museum, jewel by jewel.
    for (std::size_t j = 0; j < m_rules.jewels.size(); ++j) {
        const auto& id = m_rules.jewels[j].id;
        const Json now = field(field(after, "museum"), id), was = field(field(before, "museum"), id);
        if (now != was && now.is_number())
            out.add(tr("The museum has {jewels} left", {{"jewels", jewelName(static_cast<int>(j), now.get<int>())}}));
    }

    // Every thief's ledger.
    const Json ledgers = field(after, "ledgers"), oldLedgers = field(before, "ledgers");
    for (std::size_t seat = 0; seat < ledgers.size(); ++seat) {
        const Json l = ledgers[seat], o = engine::changes::item(oldLedgers, seat);
        const std::string who = name(Json(seat));
        for (std::size_t j = 0; j < m_rules.jewels.size(); ++j) {
            const Json now = field(field(l, "jewels"), m_rules.jewels[j].id);
            if (now != field(field(o, "jewels"), m_rules.jewels[j].id) && now.is_number())
                out.add(tr("{name} now has {jewels}",
                           {{"name", who}, {"jewels", jewelName(static_cast<int>(j), now.get<int>())}}));
        }
        for (const auto& g : field(l, "gadgets"))
            if (byId(field(o, "gadgets"), g["id"]).is_null())
                out.add(tr("{name} now holds {gadget} (sells for {coins})",
                           {{"name", who}, {"gadget", gadgetName(g)}, {"coins", coinsText(number(g["sell"]))}}));
        for (const auto& g : field(o, "gadgets"))
            if (byId(field(l, "gadgets"), g["id"]).is_null())
                out.add(tr("{name} no longer holds {gadget}", {{"name", who}, {"gadget", gadgetName(g)}}));
        if (field(l, "loose_coins") != field(o, "loose_coins"))
            out.add(
                tr("{name}\u2019s loose coins went from {from} to {to}",
                   {{"name", who}, {"from", plain(field(o, "loose_coins"))}, {"to", plain(field(l, "loose_coins"))}}));
        if (field(l, "total") != field(o, "total"))
            out.add(
                tr("{name}\u2019s total went from {from} to {to}",
                   {{"name", who}, {"from", plain(field(o, "total"))}, {"to", coinsText(number(field(l, "total")))}}));
        if (field(l, "toward_win") != field(o, "toward_win") && field(l, "toward_win") != field(l, "total"))
            out.add(tr("{name} has {n} of the {win} coins that win the night",
                       {{"name", who}, {"n", plain(field(l, "toward_win"))}, {"win", m_rules.winCoins}}));
    }

    // Motion sensors and their timers.
    const Json sensors = field(after, "sensors"), oldSensors = field(before, "sensors");
    for (const auto& x : sensors) {
        const Json was = byId(oldSensors, x["id"]);
        if (was.is_null())
            out.add(tr("{name}\u2019s motion sensor now stands in {room}",
                       {{"name", name(x["placed_by"])}, {"room", room(x["room"])}}));
        else if (was["turns_left"] != x["turns_left"])
            out.add(trn("The motion sensor in {room} has {n} turn left",
                        "The motion sensor in {room} has {n} turns left", number(x["turns_left"]),
                        {{"room", room(x["room"])}}));
    }
    for (const auto& x : oldSensors)
        if (byId(sensors, x["id"]).is_null())
            out.add(tr("The motion sensor in {room} left the board", {{"room", room(x["room"])}}));

    // Turns and rounds (while the night goes on).
    if (field(after, "phase") == "playing" && field(before, "phase") == "playing") {
        if (field(after, "turn") != field(before, "turn"))
            out.add(tr("It is {name}\u2019s turn now", {{"name", name(after["turn"])}}));
        if (field(after, "round") != field(before, "round"))
            out.add(trc("one-night-only", "Round {n} began", {{"n", plain(field(after, "round"))}}));
    }

    // The end of the night.
    if (field(after, "phase") == "finished" && field(before, "phase") != "finished") {
        const Json r = field(after, "results");
        const std::string winners = names(field(r, "winners"));
        const std::string ending = plain(field(r, "ending"));
        if (ending == "vault")
            out.add(tr("The night is over: {names} broke into the vault and wins", {{"names", winners}}));
        else if (ending == "sixty")
            out.add(trn("The night is over: {names} reached {n} coin and wins",
                        "The night is over: {names} reached {n} coins and wins", m_rules.winCoins,
                        {{"names", winners}}));
        else if (field(r, "winners").size() > 1)
            out.add(tr("The night is over: the museum is empty and {names} share the win", {{"names", winners}}));
        else
            out.add(tr("The night is over: the museum is empty and {names} wins with the most coins",
                       {{"names", winners}}));
    } else if (field(before, "phase") == "finished" && field(after, "phase") != "finished") {
        out.add(trc("one-night-only", "The night goes on again"));
    }
    return out.take();
}

} // namespace heist::games::one_night_only
