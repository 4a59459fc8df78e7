// Setup, the fold of events into the state, the endings and the public sentences; the views
// the game builds are in OneNightOnlyViews.cpp.
#include "games/one_night_only/OneNightOnlyState.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"
#include "engine/ViewChanges.hpp"
#include "engine/Standings.hpp"

#include "engine/SetupChecks.hpp"

#include <algorithm>
#include <stdexcept>
#include <numeric>

namespace heist::games::one_night_only {

using engine::Event;
using engine::EventDraft;
using engine::RuleError;
using engine::changes::seatName;

namespace {

int sum(const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0); }

} // namespace

int Roll::movementTotal() const { return sum(movement); }
int Roll::lootingTotal() const { return sum(looting); }

Json OneNightOnlyGame::defaultHouseRules() const {
    // SPEC 3.4 Decisions: ">= the difficulty", "every case the roll opens", "jewels only".
    return Json{{kStrict, false}, {kOneCase, false}, {kSixty, false}, {"offer_pin", false}};
}

std::optional<RuleError> OneNightOnlyGame::validateSetup(const engine::SessionSetup& setup) const {
    if (auto problem = engine::checkPlayers(setup, m_rules.info))
        return problem;
    if (!setup.houseRules.is_object())
        return RuleError{"house_rules", "House rules must be an object."};
    for (const auto& [key, value] : setup.houseRules.items()) {
        if (!engine::isSessionOption(key) && key != kStrict && key != kOneCase && key != kSixty)
            return RuleError{"house_rules", "Unknown house rule \"" + key + "\"."};
        if (!value.is_boolean())
            return RuleError{"house_rules", "\"" + key + "\" is true or false."};
    }
    return std::nullopt;
}

std::unique_ptr<engine::GameState> OneNightOnlyGame::initialState(const engine::SessionSetup& setup) const {
    auto s = std::make_unique<OneNightOnlyState>();
    s->players = static_cast<int>(setup.players.size());
    s->house.strictlyGreater = setup.houseRules.value(kStrict, false);
    s->house.oneCasePerRoll = setup.houseRules.value(kOneCase, false);
    s->house.sixtyWithGadgets = setup.houseRules.value(kSixty, false);
    s->contenders.resize(static_cast<std::size_t>(s->players));
    std::iota(s->contenders.begin(), s->contenders.end(), 0);
    for (const auto& j : m_rules.jewels)
        s->museum.push_back(j.supply);
    s->ledgers.assign(static_cast<std::size_t>(s->players), Ledger{std::vector<int>(m_rules.jewels.size(), 0), 0, {}});
    s->takenThisRoll.assign(m_rules.jewels.size(), 0);
    return s;
}

std::vector<EventDraft> OneNightOnlyGame::openingEvents(const engine::SessionSetup&, components::Rng&) const {
    return {}; // nothing is dealt: the table says who goes first, or rolls for it
}

void OneNightOnlyGame::apply(engine::GameState& gs, const Event& e) const {
    auto& s = static_cast<OneNightOnlyState&>(gs);
    const auto& p = e.payload;
    // Events come from the saved file, which may be damaged or forged: a seat that does not
    // exist is an error the loader reports, never an index the views would read out of bounds.
    const auto seatOf = [&](const Json& j) {
        const int v = j.get<int>();
        if (v < 0 || v >= s.players)
            throw std::runtime_error("the saved log has a seat that does not exist");
        return v;
    };
    auto ledgerOf = [&](const Json& seat) -> Ledger& { return s.ledgers.at(static_cast<std::size_t>(seatOf(seat))); };
    auto startAt = [&](int seat) {
        s.first = seat;
        s.current = seat;
        s.phase = Phase::Playing;
        s.contenders.clear();
    };
    auto pay = [&](Ledger& l, const Json& paid, int change) {
        for (const auto& [id, count] : paid.at("jewels").items())
            l.jewels.at(static_cast<std::size_t>(m_rules.jewelIndex(id))) -= count.get<int>();
        l.coins += change - paid.at("coins").get<int>();
    };
    const auto& t = e.type;
    if (t == "ono.first_player_named") {
        startAt(seatOf(p.at("seat")));
    } else if (t == "ono.first_player_rolled") {
        s.firstPlayerRolls.push_back(p.at("rolls"));
        if (p.at("first").is_null()) {
            s.contenders.clear();
            for (const auto& c : p.at("highest"))
                s.contenders.push_back(seatOf(c));
        } else {
            startAt(seatOf(p.at("first")));
        }
    } else if (t == "ono.rolled") {
        s.roll = Roll{p.at("movement").get<std::vector<int>>(), p.at("looting").get<std::vector<int>>(),
                      p.at("sensor_room").is_null() ? std::string() : p.at("sensor_room").get<std::string>()};
        s.casesLooted = 0;
        std::fill(s.takenThisRoll.begin(), s.takenThisRoll.end(), 0);
    } else if (t == "ono.jewel_taken") {
        const auto ji = static_cast<std::size_t>(m_rules.jewelIndex(p.at("jewel").get<std::string>()));
        // Older logs hold one jewel an event; Spinels walked over may come several at once.
        const int count = p.value("count", 1);
        if (count < 1)
            throw std::runtime_error("the saved log takes fewer than one jewel");
        s.museum.at(ji) = std::max(0, s.museum.at(ji) - count);
        ledgerOf(p.at("seat")).jewels.at(ji) += count;
        s.takenThisRoll.at(ji) += count;
        if (p.at("with_dice").get<bool>())
            ++s.casesLooted;
        checkEnd(s, p.at("seat").get<int>());
    } else if (t == "ono.vault_broken") {
        s.vaultBroken = true;
        s.ending = "vault";
        s.winners = {seatOf(p.at("seat"))};
        s.phase = Phase::Finished;
    } else if (t == "ono.gadget_bought") {
        auto& l = ledgerOf(p.at("seat"));
        pay(l, p.at("paid"), p.at("change").get<int>());
        const auto& g = p.at("gadget");
        l.gadgets.push_back(Gadget{g.at("id").get<int>(), g.at("name").get<std::string>(), g.at("price").get<int>(),
                                   g.at("sell").get<int>()});
        s.nextGadgetId = std::max(s.nextGadgetId, g.at("id").get<int>() + 1);
        checkEnd(s, p.at("seat").get<int>());
    } else if (t == "ono.gadget_sold") {
        auto& l = ledgerOf(p.at("seat"));
        const int id = p.at("gadget").at("id").get<int>();
        const auto it = std::find_if(l.gadgets.begin(), l.gadgets.end(), [&](const Gadget& g) { return g.id == id; });
        if (it != l.gadgets.end()) {
            l.coins += it->sell;
            l.gadgets.erase(it);
        }
    } else if (t == "ono.shop_refreshed") {
        pay(ledgerOf(p.at("seat")), p.at("paid"), p.at("change").get<int>());
    } else if (t == "ono.sensor_placed") {
        s.sensors.push_back(
            Sensor{p.at("sensor").get<int>(), p.at("room").get<std::string>(), seatOf(p.at("seat")), s.players, true});
        s.nextSensorId = std::max(s.nextSensorId, p.at("sensor").get<int>() + 1);
    } else if (t == "ono.sensor_removed") {
        const int id = p.at("sensor").get<int>();
        s.sensors.erase(std::remove_if(s.sensors.begin(), s.sensors.end(), [&](const Sensor& x) { return x.id == id; }),
                        s.sensors.end());
    } else if (t == "ono.turn_ended") {
        // A sensor counts the turns after the one it was placed in; once every player has
        // had one, it leaves the board.
        for (auto& sensor : s.sensors) {
            if (sensor.placedThisTurn)
                sensor.placedThisTurn = false;
            else
                --sensor.turnsLeft;
        }
        s.sensors.erase(
            std::remove_if(s.sensors.begin(), s.sensors.end(), [](const Sensor& x) { return x.turnsLeft <= 0; }),
            s.sensors.end());
        s.roll.reset();
        s.casesLooted = 0;
        std::fill(s.takenThisRoll.begin(), s.takenThisRoll.end(), 0);
        s.current = seatOf(p.at("next"));
        ++s.turnsPlayed;
        if (s.current == s.first)
            ++s.round;
    }
}

void OneNightOnlyGame::checkEnd(OneNightOnlyState& s, int seat) const {
    if (sixtyCount(s, seat) >= m_rules.winCoins) {
        s.ending = "sixty";
        s.winners = {seat};
        s.phase = Phase::Finished;
        return;
    }
    if (std::all_of(s.museum.begin(), s.museum.end(), [](int n) { return n == 0; })) {
        // The museum is empty: the most coins wins; a tie is shared.
        int best = -1;
        s.winners.clear();
        for (int other = 0; other < s.players; ++other) {
            const int total = score(s, other).total;
            if (total > best) {
                best = total;
                s.winners = {other};
            } else if (total == best) {
                s.winners.push_back(other);
            }
        }
        s.ending = "museum_empty";
        s.phase = Phase::Finished;
    }
}

bool OneNightOnlyGame::isUndoable(const Event& e) const {
    // Rolls are barriers: undo never re-rolls. The event that ended the night is a choice made
    // after the roll (a jewel taken, the vault broken), so a slip can be taken back until the
    // next game starts; the roll it came from stays.
    return e.type != "ono.rolled" && e.type != "ono.first_player_rolled";
}

std::string OneNightOnlyGame::endingNotice(const engine::GameState& before, const engine::GameState& after,
                                           const engine::SessionSetup& setup) const {
    const auto& a = cast(after);
    if (cast(before).phase == Phase::Finished || a.phase != Phase::Finished || a.winners.empty())
        return {};
    std::vector<std::string> names;
    for (int w : a.winners)
        names.push_back(seatName(setup, w));
    const int first = a.winners.front();
    if (a.ending == "sixty") {
        const int n = sixtyCount(a, first);
        return a.house.sixtyWithGadgets
                   ? trn("{name} reaches {n} coin in jewels and gadgets and wins.",
                         "{name} reaches {n} coins in jewels and gadgets and wins.", n, {{"name", names.front()}})
                   : trn("{name} reaches {n} coin in jewels and wins.", "{name} reaches {n} coins in jewels and wins.",
                         n, {{"name", names.front()}});
    }
    if (a.ending == "vault")
        return tr("{name} breaks into the vault and wins.", {{"name", names.front()}});
    const int total = score(a, first).total;
    return names.size() == 1 ? trn("the museum\u2019s last gem is taken: {name} wins with {n} coin.",
                                   "the museum\u2019s last gem is taken: {name} wins with {n} coins.", total,
                                   {{"name", names.front()}})
                             : trn("the museum\u2019s last gem is taken: {names} share the win with {n} coin each.",
                                   "the museum\u2019s last gem is taken: {names} share the win with {n} coins each.",
                                   total, {{"names", heist::listAnd(names)}});
}

Score OneNightOnlyGame::score(const OneNightOnlyState& s, int seat) const {
    const auto& l = s.ledgers.at(static_cast<std::size_t>(seat));
    Score sc;
    sc.seat = seat;
    for (std::size_t j = 0; j < m_rules.jewels.size(); ++j)
        sc.jewelValue += l.jewels[j] * m_rules.jewels[j].value;
    sc.coins = l.coins;
    for (const auto& g : l.gadgets)
        sc.gadgetValue += g.sell;
    sc.total = sc.jewelValue + sc.coins + sc.gadgetValue;
    return sc;
}

int OneNightOnlyGame::sixtyCount(const OneNightOnlyState& s, int seat) const {
    const auto sc = score(s, seat);
    return sc.jewelValue + (s.house.sixtyWithGadgets ? sc.gadgetValue : 0);
}

std::vector<int> OneNightOnlyGame::opened(const OneNightOnlyState& s) const {
    std::vector<int> out;
    if (!s.roll)
        return out;
    for (int j = 0; j < static_cast<int>(m_rules.jewels.size()); ++j)
        if (m_rules.jewels[static_cast<std::size_t>(j)].difficulty &&
            m_rules.opens(j, s.roll->lootingTotal(), s.house.strictlyGreater))
            out.push_back(j);
    return out;
}

std::string OneNightOnlyGame::caseRefusal(const OneNightOnlyState& s, int jewel) const {
    const auto& j = m_rules.jewels.at(static_cast<std::size_t>(jewel));
    if (!j.difficulty || !s.roll)
        return "";
    const int lt = s.roll->lootingTotal();
    if (m_rules.opens(jewel, lt, s.house.strictlyGreater))
        return "";
    return s.house.strictlyGreater ? tr("The {case} case needs more than {need}; you rolled {rolled}.",
                                        {{"case", caseWord(j)}, {"need", *j.difficulty}, {"rolled", lt}})
                                   : tr("The {case} case needs {need}; you rolled {rolled}.",
                                        {{"case", caseWord(j)}, {"need", *j.difficulty}, {"rolled", lt}});
}

int OneNightOnlyGame::walkOverLeft(const OneNightOnlyState& s) const {
    if (!s.roll)
        return 0;
    int taken = 0;
    for (std::size_t j = 0; j < m_rules.jewels.size(); ++j)
        if (!m_rules.jewels[j].difficulty)
            taken += s.takenThisRoll.at(j);
    return std::max(0, s.roll->movementTotal() - taken);
}

std::vector<int> OneNightOnlyGame::lootLeft(const OneNightOnlyState& s) const {
    std::vector<int> out;
    if (!s.roll || (s.house.oneCasePerRoll && s.casesLooted > 0))
        return out;
    for (int j : opened(s)) {
        const auto row = static_cast<std::size_t>(j);
        if (s.museum.at(row) > 0 && s.takenThisRoll.at(row) == 0)
            out.push_back(j);
    }
    return out;
}

std::string OneNightOnlyGame::coinsText(int coins) { return coinCount(coins); }

std::string OneNightOnlyGame::jewelName(int jewel, int count) const {
    return jewelCount(m_rules.jewels.at(static_cast<std::size_t>(jewel)), count);
}

std::string OneNightOnlyGame::paymentText(const Json& payment) const {
    std::vector<std::string> parts;
    // Most valuable first, as a player would say it.
    for (int j = static_cast<int>(m_rules.jewels.size()) - 1; j >= 0; --j) {
        const auto& id = m_rules.jewels[static_cast<std::size_t>(j)].id;
        const int n = payment.at("jewels").value(id, 0);
        if (n > 0)
            parts.push_back(jewelName(j, n));
    }
    const int coins = payment.value("coins", 0);
    if (coins > 0)
        parts.push_back(coinsText(coins));
    return parts.empty() ? trc("one-night-only", "nothing") : heist::listAnd(parts);
}

namespace {

// TRANSLATORS: joins a history line and one more clause about the same event.
std::string clause(const std::string& text, const std::string& more) {
    return trc("one-night-only", "{text}; {more}", {{"text", text}, {"more", more}});
}

// "Ann took a Sapphire (10 coins) from the Blue case": one message per jewel, so that each
// language words the jewel (its article, its case) itself.
std::string tookText(const Jewel& j, const std::string& who, int count, const std::string& coins) {
    const std::string c = caseWord(j);
    if (j.id == "spinel")
        return trnc("one-night-only", "{name} took a Spinel ({coins}) from the {case} case",
                    "{name} took {n} Spinels ({coins}) from the {case} case", count,
                    {{"name", who}, {"coins", coins}, {"case", c}});
    if (j.id == "sphene")
        return trnc("one-night-only", "{name} took a Sphene ({coins}) from the {case} case",
                    "{name} took {n} Sphenes ({coins}) from the {case} case", count,
                    {{"name", who}, {"coins", coins}, {"case", c}});
    if (j.id == "sapphire")
        return trnc("one-night-only", "{name} took a Sapphire ({coins}) from the {case} case",
                    "{name} took {n} Sapphires ({coins}) from the {case} case", count,
                    {{"name", who}, {"coins", coins}, {"case", c}});
    if (j.id == "emerald")
        return trnc("one-night-only", "{name} took an Emerald ({coins}) from the {case} case",
                    "{name} took {n} Emeralds ({coins}) from the {case} case", count,
                    {{"name", who}, {"coins", coins}, {"case", c}});
    return tr("{name} took {jewels} ({coins}) from the {case} case",
              {{"name", who}, {"jewels", jewelCount(j, count)}, {"coins", coins}, {"case", c}});
}

} // namespace

std::string OneNightOnlyGame::describe(const Event& e, const engine::SessionSetup& setup) const {
    const auto& p = e.payload;
    const auto who = [&] { return seatName(setup, p.at("seat").get<int>()); };
    const auto& t = e.type;
    std::string text;
    const auto withChange = [&](std::string line) {
        const int change = p.at("change").get<int>();
        return change > 0
                   ? trc("one-night-only", "{text}, {change} change", {{"text", line}, {"change", coinsText(change)}})
                   : line;
    };
    if (t == "ono.first_player_named") {
        text = tr("{name} goes first (most recent felony)", {{"name", seatName(setup, p.at("seat").get<int>())}});
    } else if (t == "ono.first_player_rolled") {
        std::vector<std::string> parts;
        for (const auto& r : p.at("rolls"))
            // TRANSLATORS: one thief's first-player roll: "Ann 5".
            parts.push_back(
                trc("one-night-only", "{name} {face}",
                    {{"name", seatName(setup, r.at("seat").get<int>())}, {"face", r.at("face").get<int>()}}));
        if (p.at("first").is_null()) {
            std::vector<std::string> tied;
            for (const auto& seat : p.at("highest"))
                tied.push_back(seatName(setup, seat.get<int>()));
            text = tr("First-player roll: {rolls}; {names} tie and roll again",
                      {{"rolls", heist::listAnd(parts)}, {"names", heist::listAnd(tied)}});
        } else {
            text = tr("First-player roll: {rolls}; {name} goes first",
                      {{"rolls", heist::listAnd(parts)}, {"name", seatName(setup, p.at("first").get<int>())}});
        }
    } else if (t == "ono.rolled") {
        auto dice = [](const Json& faces) {
            std::vector<std::string> v;
            for (const auto& f : faces)
                v.push_back(std::to_string(f.get<int>()));
            return heist::listAnd(v);
        };
        const std::string m = dice(p.at("movement")), l = dice(p.at("looting"));
        const int mt = p.at("movement_total").get<int>(), lt = p.at("looting_total").get<int>();
        const bool sensor = !p.at("sensor_room").is_null();
        const std::string room = sensor ? roomName(p.at("sensor_room").get<std::string>()) : std::string();
        if (!p.at("movement").empty() && !p.at("looting").empty())
            text = tr("{name} rolled movement {movement} ({mt}) and looting {looting} ({lt})",
                      {{"name", who()}, {"movement", m}, {"mt", mt}, {"looting", l}, {"lt", lt}});
        else if (!p.at("movement").empty())
            text = sensor
                       ? tr("{name} rolled movement {movement} ({mt}), one die for the motion sensor in {room}",
                            {{"name", who()}, {"movement", m}, {"mt", mt}, {"room", room}})
                       : tr("{name} rolled movement {movement} ({mt})", {{"name", who()}, {"movement", m}, {"mt", mt}});
        else
            text = sensor ? tr("{name} rolled looting {looting} ({lt}), one die for the motion sensor in {room}",
                               {{"name", who()}, {"looting", l}, {"lt", lt}, {"room", room}})
                          : tr("{name} rolled looting {looting} ({lt})", {{"name", who()}, {"looting", l}, {"lt", lt}});
        const bool strict = setup.houseRules.value(kStrict, false);
        std::vector<std::string> opens;
        for (int j = 0; j < static_cast<int>(m_rules.jewels.size()); ++j)
            if (m_rules.jewels[static_cast<std::size_t>(j)].difficulty && m_rules.opens(j, lt, strict))
                opens.push_back(caseWord(m_rules.jewels[static_cast<std::size_t>(j)]));
        if (!opens.empty())
            // TRANSLATORS: the jewel cases a roll opens, by colour: "opens Yellow and Blue".
            text = clause(text, trc("one-night-only", "opens {cases}", {{"cases", heist::listAnd(opens)}}));
        if (lt >= m_rules.vault)
            text = clause(text, trc("one-night-only", "enough for the vault from a keyhole"));
    } else if (t == "ono.jewel_taken") {
        const int ji = m_rules.jewelIndex(p.at("jewel").get<std::string>());
        const auto& j = m_rules.jewels.at(static_cast<std::size_t>(ji));
        const int count = p.value("count", 1);
        text = tookText(j, who(), count, coinsText(j.value * count));
    } else if (t == "ono.vault_broken") {
        text = tr("{name} broke into the vault with {n} from a keyhole",
                  {{"name", who()}, {"n", p.at("looting_total").get<int>()}});
    } else if (t == "ono.gadget_bought") {
        const auto& g = p.at("gadget");
        const std::string name = g.at("name").get<std::string>();
        const std::string price = coinsText(g.at("price").get<int>());
        const int sell = g.at("sell").get<int>();
        const std::string paid = paymentText(p.at("paid"));
        text = withChange(
            name.empty()
                ? tr("{name} bought a gadget for {price} (sells for {sell}), paid {payment}",
                     {{"name", who()}, {"price", price}, {"sell", sell}, {"payment", paid}})
                : tr("{name} bought {gadget} for {price} (sells for {sell}), paid {payment}",
                     {{"name", who()}, {"gadget", name}, {"price", price}, {"sell", sell}, {"payment", paid}}));
    } else if (t == "ono.gadget_sold") {
        const auto& g = p.at("gadget");
        const std::string name = g.at("name").get<std::string>();
        const std::string coins = coinsText(g.at("sell").get<int>());
        text = name.empty()
                   ? tr("{name} sold gadget {id} for {coins}",
                        {{"name", who()}, {"id", g.at("id").get<int>()}, {"coins", coins}})
                   : tr("{name} sold {gadget} for {coins}", {{"name", who()}, {"gadget", name}, {"coins", coins}});
    } else if (t == "ono.shop_refreshed") {
        text = withChange(
            tr("{name} refreshed the shop, paid {payment}", {{"name", who()}, {"payment", paymentText(p.at("paid"))}}));
    } else if (t == "ono.sensor_placed") {
        text = tr("{name} placed a motion sensor in {room}",
                  {{"name", who()}, {"room", roomName(p.at("room").get<std::string>())}});
    } else if (t == "ono.sensor_removed") {
        text = tr("{name} removed the motion sensor from {room}",
                  {{"name", who()}, {"room", roomName(p.at("room").get<std::string>())}});
    } else if (t == "ono.turn_ended") {
        text = tr("{name} ended their turn; {next} is next",
                  {{"name", who()}, {"next", seatName(setup, p.at("next").get<int>())}});
        std::vector<std::string> rooms;
        for (const auto& x : p.at("sensors_expired"))
            rooms.push_back(roomName(x.at("room").get<std::string>()));
        if (!rooms.empty())
            text = clause(text, trn("the motion sensor in {rooms} expires (everyone has had a turn with it)",
                                    "the motion sensors in {rooms} expire (everyone has had a turn with it)",
                                    static_cast<long long>(rooms.size()), {{"rooms", heist::listAnd(rooms)}}));
    } else {
        text = t;
    }
    if (p.contains("ends")) {
        const auto ending = p.at("ends").get<std::string>();
        if (ending == "sixty")
            text = trn("{text}: {n} coin, the night is won", "{text}: {n} coins, the night is won", m_rules.winCoins,
                       {{"text", text}});
        else if (ending == "museum_empty")
            text = tr("{text}: the museum is empty, the night is over", {{"text", text}});
    }
    return text;
}

} // namespace heist::games::one_night_only
