// The intents of One Night Only as a table: one small function per intent that checks it
// against the state and resolves it into an event (dice drawn here, once). Arguments are
// read through engine::Args, which refuses a missing or wrongly typed field by name.
#include "games/one_night_only/OneNightOnlyState.hpp"

#include "engine/Args.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace heist::games::one_night_only {

using engine::EventDraft;
using engine::Intent;
using engine::need;
using engine::Resolved;
using engine::RuleError;

namespace {

// A room is named ("Gallery") or numbered (3 becomes "Room 3") by the table.
std::string roomArg(const engine::Args& args, const char* key) {
    const std::string expected = "a room name or number";
    if (!args.has(key))
        throw engine::Refused{engine::Args::missing(key, expected, engine::Args::kMissing, "which room")};
    const Json& v = args.json()[key];
    std::string name;
    if (v.is_number_integer())
        name = "Room " + std::to_string(v.get<long long>());
    else if (v.is_string())
        name = v.get<std::string>();
    else
        throw engine::Refused{engine::Args::wrong(key, expected, v)};
    const auto b = name.find_first_not_of(' ');
    const auto e = name.find_last_not_of(' ');
    name = b == std::string::npos ? std::string() : name.substr(b, e - b + 1);
    if (name.empty())
        throw engine::Refused{engine::Args::wrong(key, expected, v)};
    return name;
}

struct Ctx {
    const OneNightOnlyGame& game;
    const OneNightOnlyRules& rules;
    const OneNightOnlyState& s;
    const engine::Args& args;
    components::Rng& rng;
};

using Handler = Resolved (*)(const Ctx&);

struct IntentRow {
    Phase phase; // the phase in which the intent is allowed
    Handler fn;
};

int drawFace(components::Rng& rng, const std::vector<int>& faces) {
    return faces[static_cast<std::size_t>(rng.below(faces.size()))];
}

// A payment passed by the player: {"jewels": {"sapphire": 1}, "coins": 2}, checked against
// what the thief holds. Throws engine::Refused for a malformed one; RuleError for one they
// cannot make.
std::variant<Payment, RuleError> paymentArg(const Ctx& c, const Json& j, int seat) {
    const auto& ledger = c.s.ledgers[static_cast<std::size_t>(seat)];
    Payment p;
    p.jewels.assign(c.rules.jewels.size(), 0);
    for (const auto& [key, v] : j.items())
        if (key != "jewels" && key != "coins")
            throw engine::Refused{
                {engine::Args::kBad, "\"payment\" has \"jewels\" and \"coins\", not \"" + key + "\"."}};
    if (j.contains("jewels")) {
        if (!j["jewels"].is_object())
            throw engine::Refused{{engine::Args::kBad, "\"payment.jewels\" must be an object such as "
                                                       "{\"sapphire\": 1}."}};
        for (const auto& [id, v] : j["jewels"].items()) {
            const int ji = c.rules.jewelIndex(id);
            if (ji < 0)
                throw engine::Refused{{engine::Args::kBad, "\"payment.jewels\" names no jewel \"" + id + "\"."}};
            if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > 1000)
                throw engine::Refused{{engine::Args::kBad, "\"payment.jewels." + id +
                                                               "\" must be a whole number from 0, not " +
                                                               engine::Args::shown(v) + "."}};
            p.jewels[static_cast<std::size_t>(ji)] = v.get<int>();
        }
    }
    if (j.contains("coins")) {
        const Json& v = j["coins"];
        if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > 100000)
            throw engine::Refused{{engine::Args::kBad, "\"payment.coins\" must be a whole number from 0, not " +
                                                           engine::Args::shown(v) + "."}};
        p.coins = v.get<int>();
    }
    for (std::size_t i = 0; i < p.jewels.size(); ++i)
        if (p.jewels[i] > ledger.jewels[i])
            return RuleError{"not_held", tr("That payment has {jewels}; the thief holds {n}.",
                                            {{"jewels", c.game.jewelName(static_cast<int>(i), p.jewels[i])},
                                             {"n", ledger.jewels[i]}})};
    if (p.coins > ledger.coins)
        return RuleError{"not_held", tr("That payment has {coins}; the thief holds {held} loose.",
                                        {{"coins", OneNightOnlyGame::coinsText(p.coins)},
                                         {"held", OneNightOnlyGame::coinsText(ledger.coins)}})};
    return p;
}

enum class Purchase { Gadget, Refresh };

// Pays `price` for the current thief: their own payment if they gave one, else the proposal.
std::variant<Json, RuleError> pay(const Ctx& c, int price, Purchase what) {
    const int seat = c.s.current;
    const auto& ledger = c.s.ledgers[static_cast<std::size_t>(seat)];
    std::optional<Payment> p;
    if (const auto given = need(c.args.object("payment"))) {
        auto got = paymentArg(c, *given, seat);
        if (auto* e = std::get_if<RuleError>(&got))
            return *e;
        p = std::get<Payment>(got);
        const int value = p->value(c.rules.jewels);
        if (value < price) {
            const heist::Placeholders args{{"value", OneNightOnlyGame::coinsText(value)},
                                           {"price", OneNightOnlyGame::coinsText(price)},
                                           {"missing", OneNightOnlyGame::coinsText(price - value)}};
            return RuleError{
                "short_payment",
                what == Purchase::Gadget
                    ? tr("That payment is worth {value}; the gadget costs {price}: {missing} missing.", args)
                    : tr("That payment is worth {value}; refreshing the shop costs {price}: {missing} "
                         "missing.",
                         args)};
        }
    } else {
        p = c.rules.proposePayment(ledger.jewels, ledger.coins, price);
        if (!p) {
            Payment all{ledger.jewels, ledger.coins};
            const int has = all.value(c.rules.jewels);
            const heist::Placeholders args{{"price", OneNightOnlyGame::coinsText(price)},
                                           {"has", OneNightOnlyGame::coinsText(has)},
                                           {"missing", OneNightOnlyGame::coinsText(price - has)}};
            return RuleError{
                "cannot_pay",
                what == Purchase::Gadget
                    ? tr("The gadget costs {price} and the thief has {has}: {missing} missing.", args)
                    : tr("Refreshing the shop costs {price} and the thief has {has}: {missing} missing.", args)};
        }
    }
    return Json{{"paid", p->toJson(c.rules.jewels)}, {"change", p->value(c.rules.jewels) - price}};
}

Resolved nameFirstPlayer(const Ctx& c) {
    const int seat =
        need(c.args.wholeNumber("seat", std::nullopt, "who goes first: the thief with the most recent felony"));
    if (seat < 0 || seat >= c.s.players)
        return RuleError{"bad_seat", tr("There is no seat {n}.", {{"n", seat}})};
    return EventDraft{"ono.first_player_named", Json{{"seat", seat}}};
}

Resolved rollFirstPlayer(const Ctx& c) {
    Json rolls = Json::array();
    int best = 0;
    for (int seat : c.s.contenders) {
        const int face = drawFace(c.rng, c.rules.firstPlayerDie);
        rolls.push_back(Json{{"seat", seat}, {"face", face}});
        best = std::max(best, face);
    }
    Json top = Json::array();
    for (const auto& r : rolls)
        if (r["face"].get<int>() == best)
            top.push_back(r["seat"]);
    Json out{{"rolls", rolls}, {"highest", top}};
    out["first"] = top.size() == 1 ? top[0] : Json();
    return EventDraft{"ono.first_player_rolled", out};
}

Resolved roll(const Ctx& c) {
    const auto& s = c.s;
    if (s.roll)
        return RuleError{"already_rolled", tr("The dice were already rolled this turn: one roll a turn.")};
    const int movement = need(c.args.wholeNumber("movement", std::nullopt, "how many Movement Dice to roll"));
    const int looting = need(c.args.wholeNumber("looting", std::nullopt, "how many Looting Dice to roll"));
    std::string sensorRoom;
    if (c.args.has("room")) {
        const auto room = roomArg(c.args, "room");
        for (const auto& sensor : s.sensors)
            if (sensor.room == room)
                sensorRoom = room;
    }
    if (movement < 0 || movement > c.rules.movement.count || looting < 0 || looting > c.rules.looting.count)
        return RuleError{"bad_dice", tr("There are {movement} Movement Dice and {looting} Looting Dice.",
                                        {{"movement", c.rules.movement.count}, {"looting", c.rules.looting.count}})};
    const int want = sensorRoom.empty() ? c.rules.perRoll : c.rules.withMotionSensor;
    if (movement + looting != want)
        return RuleError{
            "dice_count",
            sensorRoom.empty()
                ? trn("Choose {n} die from the pool of {pool}; you chose {chosen}.",
                      "Choose {n} dice from the pool of {pool}; you chose {chosen}.", want,
                      {{"pool", c.rules.movement.count + c.rules.looting.count}, {"chosen", movement + looting}})
                : trn("A motion sensor watches {room}: roll {n} die; you chose {chosen}.",
                      "A motion sensor watches {room}: roll {n} dice; you chose {chosen}.", want,
                      {{"room", roomName(sensorRoom)}, {"chosen", movement + looting}})};
    Json m = Json::array(), l = Json::array();
    int mt = 0, lt = 0;
    for (int i = 0; i < movement; ++i) {
        m.push_back(drawFace(c.rng, c.rules.movement.faces));
        mt += m.back().get<int>();
    }
    for (int i = 0; i < looting; ++i) {
        l.push_back(drawFace(c.rng, c.rules.looting.faces));
        lt += l.back().get<int>();
    }
    Json out{{"seat", s.current}, {"movement", m}, {"looting", l}, {"movement_total", mt}, {"looting_total", lt}};
    out["sensor_room"] = sensorRoom.empty() ? Json() : Json(sensorRoom);
    return EventDraft{"ono.rolled", out};
}

// SPEC 3.4: looting comes after the turn's roll; Spinels lie on the squares walked (one a
// square, so never more than the movement total); one jewel from each case the roll opens.
Resolved takeJewel(const Ctx& c) {
    const auto& s = c.s;
    const auto id = need(
        c.args.text("jewel", std::nullopt, engine::Args::kBad, "which jewel: spinel, sphene, sapphire or emerald"));
    const int ji = c.rules.jewelIndex(id);
    if (ji < 0)
        return RuleError{"bad_jewel", tr("There is no jewel \"{id}\" in the museum: spinel, sphene, sapphire or "
                                         "emerald.",
                                         {{"id", id}})};
    const auto& jewel = c.rules.jewels[static_cast<std::size_t>(ji)];
    const bool withDice = jewel.difficulty.has_value();
    const int count = need(c.args.wholeNumber("count", 1));
    if (count < 1)
        return RuleError{"bad_count", tr("Take at least {one}.", {{"one", jewelCount(jewel, 1)}})};
    if (withDice && count > 1)
        return RuleError{"one_per_case", tr("One jewel from each case a roll opens: take {one}, not {n}.",
                                            {{"one", jewelCount(jewel, 1)}, {"n", count}})};
    const int left = s.museum[static_cast<std::size_t>(ji)];
    if (left <= 0)
        return RuleError{"museum_empty_case", tr("The museum has no {jewel} left: the {case} case is empty.",
                                                 {{"jewel", jewelWord(jewel)}, {"case", caseWord(jewel)}})};
    if (count > left)
        return RuleError{"museum_short",
                         tr("The museum has only {jewels} left.", {{"jewels", c.game.jewelName(ji, left)}})};
    if (!s.roll)
        return RuleError{"not_rolled",
                         withDice ? tr("Roll first: the {case} case needs {n} on the Looting Dice.",
                                       {{"case", caseWord(jewel)}, {"n", *jewel.difficulty}})
                                  : tr("Roll first: {jewels} lie on the squares walked, and moving and looting "
                                       "come after the turn's roll.",
                                       {{"jewels", jewelsWord(jewel)}})};
    if (withDice) {
        if (auto why = c.game.caseRefusal(s, ji); !why.empty())
            return RuleError{"case_closed", why};
        if (s.takenThisRoll[static_cast<std::size_t>(ji)] > 0)
            return RuleError{"case_looted", tr("One jewel from each case a roll opens: this roll has already taken "
                                               "a {jewel} from the {case} case.",
                                               {{"jewel", jewelWord(jewel)}, {"case", caseWord(jewel)}})};
        if (s.house.oneCasePerRoll && s.casesLooted > 0)
            return RuleError{"one_case_per_roll",
                             tr("House rule: one case per roll, and this roll has already looted one.")};
    } else {
        const int mt = s.roll->movementTotal();
        const int walk = c.game.walkOverLeft(s);
        if (s.roll->movement.empty())
            return RuleError{"no_movement", tr("No Movement Dice in this roll: {jewels} lie on the squares walked, "
                                               "and this thief walked none.",
                                               {{"jewels", jewelsWord(jewel)}})};
        if (count > walk)
            return RuleError{
                "walk_limit",
                walk == 0 ? trn("This roll moves {n} square: at most one {jewel} a square walked, and all {n} are "
                                "taken.",
                                "This roll moves {n} squares: at most one {jewel} a square walked, and all {n} are "
                                "taken.",
                                mt, {{"jewel", jewelWord(jewel)}})
                          : trn("This roll moves {n} square: at most one {jewel} a square walked, {left} more, not "
                                "{count}.",
                                "This roll moves {n} squares: at most one {jewel} a square walked, {left} more, not "
                                "{count}.",
                                mt, {{"jewel", jewelWord(jewel)}, {"left", walk}, {"count", count}})};
    }
    Json out{{"seat", s.current}, {"jewel", jewel.id}, {"with_dice", withDice}};
    if (count > 1)
        out["count"] = count;
    return EventDraft{"ono.jewel_taken", out};
}

Resolved breakVault(const Ctx& c) {
    const auto& s = c.s;
    if (!s.roll)
        return RuleError{"not_rolled",
                         tr("Roll first: the vault needs {n} on the Looting Dice.", {{"n", c.rules.vault}})};
    const int lt = s.roll->lootingTotal();
    if (lt < c.rules.vault)
        return RuleError{"vault_closed", tr("The vault needs {n} on the Looting Dice; you rolled {rolled}.",
                                            {{"n", c.rules.vault}, {"rolled", lt}})};
    return EventDraft{"ono.vault_broken", Json{{"seat", s.current}, {"looting_total", lt}}};
}

// Buying (and refreshing the shop) comes once the dice are resolved: "Once all dice rolls have
// been resolved and loot has been gathered, the thief may ... purchase". A malformed payment
// is named first, as every wrongly typed argument is.
std::optional<RuleError> shopClosed(const Ctx& c, Purchase what) {
    if (c.s.roll)
        return std::nullopt;
    if (const auto given = need(c.args.object("payment")))
        (void)paymentArg(c, *given, c.s.current);
    return RuleError{"not_rolled",
                     what == Purchase::Gadget
                         ? tr("Roll first: buying a gadget comes after the turn's roll (moving and looting come "
                              "first).")
                         : tr("Roll first: refreshing the shop comes after the turn's roll (moving and looting "
                              "come first).")};
}

Resolved buyGadget(const Ctx& c) {
    const int price = need(c.args.wholeNumber("price", std::nullopt, "the gadget's price in coins"));
    const int sell = need(c.args.wholeNumber("sell", std::nullopt, "the gadget's sell value (the bottom number)"));
    const auto name = need(c.args.text("name", std::string()));
    if (price < 0 || sell < 0)
        return RuleError{"bad_price", tr("A price and a sell value are never below 0.")};
    if (name.size() > 60)
        return RuleError{"bad_name", tr("A gadget's name is at most {n} characters.", {{"n", 60}})};
    if (auto closed = shopClosed(c, Purchase::Gadget))
        return *closed;
    auto paid = pay(c, price, Purchase::Gadget);
    if (auto* e = std::get_if<RuleError>(&paid))
        return *e;
    Json out = std::get<Json>(paid);
    out["seat"] = c.s.current;
    out["gadget"] = Json{{"id", c.s.nextGadgetId}, {"name", name}, {"price", price}, {"sell", sell}};
    return EventDraft{"ono.gadget_bought", out};
}

Resolved sellGadget(const Ctx& c) {
    const int id = need(c.args.wholeNumber("gadget", std::nullopt, "which gadget to sell (its number in the ledger)"));
    const auto& ledger = c.s.ledgers[static_cast<std::size_t>(c.s.current)];
    for (const auto& g : ledger.gadgets)
        if (g.id == id)
            return EventDraft{
                "ono.gadget_sold",
                Json{{"seat", c.s.current},
                     {"gadget", Json{{"id", g.id}, {"name", g.name}, {"price", g.price}, {"sell", g.sell}}}}};
    return RuleError{"no_gadget", tr("The thief whose turn it is has no gadget {id}.", {{"id", id}})};
}

Resolved refreshShop(const Ctx& c) {
    if (auto closed = shopClosed(c, Purchase::Refresh))
        return *closed;
    auto paid = pay(c, c.rules.refreshPrice, Purchase::Refresh);
    if (auto* e = std::get_if<RuleError>(&paid))
        return *e;
    Json out = std::get<Json>(paid);
    out["seat"] = c.s.current;
    out["price"] = c.rules.refreshPrice;
    return EventDraft{"ono.shop_refreshed", out};
}

Resolved placeSensor(const Ctx& c) {
    const auto room = roomArg(c.args, "room");
    if (room.size() > 40)
        return RuleError{"bad_room", tr("A room's name is at most {n} characters.", {{"n", 40}})};
    for (const auto& sensor : c.s.sensors)
        if (sensor.room == room)
            return RuleError{"sensor_there", tr("A motion sensor already watches {room}.", {{"room", roomName(room)}})};
    return EventDraft{"ono.sensor_placed", Json{{"seat", c.s.current}, {"sensor", c.s.nextSensorId}, {"room", room}}};
}

Resolved removeSensor(const Ctx& c) {
    const auto room = roomArg(c.args, "room");
    for (const auto& sensor : c.s.sensors)
        if (sensor.room == room)
            return EventDraft{"ono.sensor_removed", Json{{"seat", c.s.current}, {"sensor", sensor.id}, {"room", room}}};
    return RuleError{"no_sensor", tr("No motion sensor watches {room}.", {{"room", roomName(room)}})};
}

Resolved endTurn(const Ctx& c) {
    const auto& s = c.s;
    if (!s.roll)
        return RuleError{"not_rolled", tr("Roll the dice first: moving and looting come first every turn.")};
    Json expired = Json::array();
    for (const auto& sensor : s.sensors)
        if (!sensor.placedThisTurn && sensor.turnsLeft <= 1)
            expired.push_back(Json{{"sensor", sensor.id}, {"room", sensor.room}});
    return EventDraft{"ono.turn_ended",
                      Json{{"seat", s.current}, {"next", (s.current + 1) % s.players}, {"sensors_expired", expired}}};
}

const std::map<std::string, IntentRow>& intentTable() {
    static const std::map<std::string, IntentRow> table = {
        {"ono.first_player", {Phase::FirstPlayer, nameFirstPlayer}},
        {"ono.roll_first_player", {Phase::FirstPlayer, rollFirstPlayer}},
        {"ono.roll", {Phase::Playing, roll}},
        {"ono.take_jewel", {Phase::Playing, takeJewel}},
        {"ono.break_vault", {Phase::Playing, breakVault}},
        {"ono.buy_gadget", {Phase::Playing, buyGadget}},
        {"ono.sell_gadget", {Phase::Playing, sellGadget}},
        {"ono.refresh_shop", {Phase::Playing, refreshShop}},
        {"ono.place_sensor", {Phase::Playing, placeSensor}},
        {"ono.remove_sensor", {Phase::Playing, removeSensor}},
        {"ono.end_turn", {Phase::Playing, endTurn}},
    };
    return table;
}

} // namespace

Resolved OneNightOnlyGame::resolve(const engine::GameState& gs, const Intent& intent, components::Rng& rng) const {
    const auto& s = cast(gs);
    const auto& table = intentTable();
    const auto row = table.find(intent.type);
    if (row == table.end())
        return RuleError{"unknown_intent", "One Night Only has no action called \"" + intent.type + "\"."};
    if (s.phase == Phase::Finished)
        return RuleError{"game_over", tr("The night is over: see the winner screen.")};
    if (row->second.phase != s.phase)
        return RuleError{"wrong_phase", s.phase == Phase::FirstPlayer
                                            ? tr("First say who goes first: name the thief with the most recent "
                                                 "felony, or roll for everyone.")
                                            : tr("The first player is already chosen.")};
    if (!intent.args.is_object())
        return RuleError{"bad_argument", "The arguments must be an object."};
    const engine::Args args(intent.args);
    Resolved out = engine::refusing([&]() -> Resolved { return row->second.fn(Ctx{*this, m_rules, s, args, rng}); });
    // Mark the event that ends the night, so that its history line says how it ended.
    if (auto* draft = std::get_if<EventDraft>(&out)) {
        auto probe = s.clone();
        apply(*probe, engine::Event{0, draft->type, draft->payload, {}});
        const auto& after = cast(*probe);
        if (after.phase == Phase::Finished)
            draft->payload["ends"] = after.ending;
    }
    return out;
}

} // namespace heist::games::one_night_only
