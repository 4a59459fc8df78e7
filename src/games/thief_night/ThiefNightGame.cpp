// Setup and the intents: a table of small functions, one per intent, each validating its
// typed arguments against the state and resolving into one event (random draws stored in it).
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"

#include "engine/Args.hpp"
#include "language/Translate.hpp"

#include <algorithm>
#include <functional>
#include <map>

namespace heist::games::thief_night {

using components::Card;
using engine::EventDraft;
using engine::Intent;
using engine::need;
using engine::Resolved;
using engine::RuleError;

namespace {

[[noreturn]] void refuse(std::string code, std::string message) {
    throw engine::Refused{{std::move(code), std::move(message)}};
}

// A list of cards such as ["KH", "10S"], lo to hi of them, in the reader's wording.
std::vector<Card> cards(const engine::Args& args, const char* key, std::size_t lo, std::size_t hi) {
    const std::string expected = lo == hi ? trn("a list of {n} card such as \"KH\"",
                                                "a list of {n} cards such as \"KH\"", static_cast<long long>(lo))
                                          : tr("a list of {lo} to {hi} cards such as \"KH\"", {{"lo", lo}, {"hi", hi}});
    if (!args.has(key))
        throw engine::Refused{engine::Args::missing(key, expected)};
    const Json& v = args.json()[key];
    if (!v.is_array())
        throw engine::Refused{engine::Args::wrong(key, expected, v)};
    if (v.size() < lo || v.size() > hi)
        refuse("card_count", lo == hi ? trn("\"{key}\" must hold {n} card; it holds {held}.",
                                            "\"{key}\" must hold {n} cards; it holds {held}.",
                                            static_cast<long long>(lo), {{"key", key}, {"held", v.size()}})
                                      : tr("\"{key}\" must hold {lo} to {hi} cards; it holds {held}.",
                                           {{"key", key}, {"lo", lo}, {"hi", hi}, {"held", v.size()}}));
    std::vector<Card> out;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const auto card = v[i].is_string() ? components::parseCard(v[i].get<std::string>()) : std::nullopt;
        if (!card)
            refuse("bad_card", tr("\"{key}\" card {position} ({given}) is not a card: write a rank (2-10, J, Q, K, "
                                  "A) and a suit (C, D, H, S), e.g. \"KH\" or \"10S\".",
                                  {{"position", i + 1}, {"key", key}, {"given", v[i].dump()}}));
        out.push_back(*card);
    }
    return out;
}

struct Context {
    const ThiefNightGame& game;
    const ThiefNightRules& rules;
    const ThiefNightState& s;
    engine::Args args;
    components::Rng& rng;
};

std::string cardList(const std::vector<Card>& cards) {
    std::vector<std::string> labels;
    for (const Card& c : cards)
        labels.push_back(components::cardLabel(c));
    return listAnd(labels);
}

Json codes(const std::vector<Card>& cards) {
    Json out = Json::array();
    for (const Card& c : cards)
        out.push_back(components::cardCode(c));
    return out;
}

void mustBuild(const Context& c) {
    if (c.s.phase != Phase::Building)
        refuse("wrong_phase", tr("The castle is built and the sides are drawn."));
}

void mustPlay(const Context& c, bool allowOpenCapture = false) {
    if (c.s.phase == Phase::Building)
        refuse("wrong_phase", tr("First build the castle, then draw the sides."));
    if (!allowOpenCapture && c.s.open)
        refuse("capture_open", tr("The thief has been seen: both sides enter a hand first."));
}

const Capture& openCapture(const Context& c) {
    mustPlay(c, true);
    if (!c.s.open)
        refuse("no_capture", tr("No guard sees the thief right now: say how many do first."));
    return *c.s.open;
}

// Positions of the cards in pool, each used once; -1 for a card not there.
std::vector<int> positionsIn(const std::vector<Card>& pool, const std::vector<Card>& cards) {
    std::vector<bool> used(pool.size(), false);
    std::vector<int> out;
    for (const Card& card : cards) {
        int at = -1;
        for (std::size_t i = 0; i < pool.size() && at < 0; ++i)
            if (!used[i] && pool[i] == card) {
                used[i] = true;
                at = static_cast<int>(i);
            }
        out.push_back(at);
    }
    return out;
}

// hand: a hand (else a set of cards to choose from).
void checkDeckRule(const Context& c, const std::vector<Card>& cards, bool hand) {
    if (auto problem = components::deckProblem(cards, c.s.mixedDecks)) {
        if (c.s.mixedDecks)
            refuse("deck_rule",
                   hand ? tr("This hand breaks the deck rule: {problem}.", {{"problem", *problem}})
                        : tr("This set of cards breaks the deck rule: {problem}.", {{"problem", *problem}}));
        refuse("deck_rule", hand ? tr("This hand breaks the deck rule: {problem}. (Each side plays from its own deck; "
                                      "turn on \"mixed decks\" if yours got mixed.)",
                                      {{"problem", *problem}})
                                 : tr("This set of cards breaks the deck rule: {problem}. (Each side plays from its "
                                      "own deck; turn on \"mixed decks\" if yours got mixed.)",
                                      {{"problem", *problem}}));
    }
}

// Reads a hand entry: five cards, or the best five of a larger pool ("hand"/"pool" with
// "best": true, or with "cards" picked from it), with the forced cards in it.
EnteredHand readHand(const Context& c, const char* poolKey, std::size_t poolMax,
                     const std::vector<int>& forcedPositions, std::size_t handSize) {
    EnteredHand entry;
    const bool best = need(c.args.flag("best", false));
    std::vector<Card> pool;
    if (c.args.has(poolKey)) {
        pool = cards(c.args, poolKey, 5, poolMax);
        checkDeckRule(c, pool, std::string(poolKey) == "hand");
    } else if (best) {
        refuse("missing_argument", tr("Say \"{key}\": the cards to choose the best five from.", {{"key", poolKey}}));
    }
    // The forced cards: read from the whole hand by position, or named in "forced".
    std::vector<Card> forced;
    if (!forcedPositions.empty()) {
        if (c.args.has("forced")) {
            forced = cards(c.args, "forced", forcedPositions.size(), forcedPositions.size());
        } else if (!pool.empty()) {
            if (pool.size() != handSize)
                refuse("hand_size", trn("The cards behind the thief were drawn from {n} face-down card; "
                                        "\"{key}\" holds {held}. Enter the hand in the same order.",
                                        "The cards behind the thief were drawn from {n} face-down cards; "
                                        "\"{key}\" holds {held}. Enter the hand in the same order.",
                                        static_cast<long long>(handSize), {{"key", poolKey}, {"held", pool.size()}}));
            for (int p : forcedPositions)
                forced.push_back(pool[static_cast<std::size_t>(p)]);
        } else {
            refuse("missing_argument", tr("Say \"forced\": the cards at the positions drawn behind the thief."));
        }
        if (!pool.empty())
            for (std::size_t i = 0; i < forced.size(); ++i)
                if (positionsIn(pool, {forced[i]})[0] < 0)
                    refuse("forced_missing", tr("{card} was drawn behind the thief but is not in \"{key}\".",
                                                {{"card", components::cardLabel(forced[i])}, {"key", poolKey}}));
    }
    entry.forced = forced;
    if (best) {
        auto forcedAt = positionsIn(pool, forced);
        // Forced positions taken straight from the hand keep their own places.
        if (!c.args.has("forced") && pool.size() == handSize && !forcedPositions.empty())
            forcedAt = forcedPositions;
        const auto proposal = ThiefNightGame::propose(pool, forcedAt);
        if (!proposal)
            refuse("no_best", tr("There is no five-card hand in those cards with the forced ones."));
        entry.cards = proposal->cards;
        entry.proposed = true;
        return entry;
    }
    const auto five = cards(c.args, "cards", 5, 5);
    checkDeckRule(c, five, true);
    const auto inPool = positionsIn(pool, five);
    if (!pool.empty())
        for (std::size_t i = 0; i < five.size(); ++i)
            if (inPool[i] < 0)
                refuse("not_in_pool", tr("{card} is not among the cards in \"{key}\".",
                                         {{"card", components::cardLabel(five[i])}, {"key", poolKey}}));
    const auto missing = positionsIn(five, forced);
    for (std::size_t i = 0; i < forced.size(); ++i)
        if (missing[i] < 0)
            refuse("forced_missing",
                   tr("The escape hand must use the cards behind the thief ({cards}): {card} is missing.",
                      {{"cards", cardList(forced)}, {"card", components::cardLabel(forced[i])}}));
    std::copy(five.begin(), five.end(), entry.cards.begin());
    return entry;
}

Json handJson(const EnteredHand& h) {
    return Json{{"cards", codes(std::vector<Card>(h.cards.begin(), h.cards.end()))},
                {"forced", codes(h.forced)},
                {"proposed", h.proposed}};
}

EventDraft handEntered(const Context& c, Side side, const EnteredHand& entry) {
    const Capture& cap = *c.s.open;
    Json payload = handJson(entry);
    payload["side"] = kSideIds.id(side);
    const auto& other = side == Side::Thief ? cap.capture : cap.escape;
    if (other) {
        // Both hands are in: the event shows them and carries the verdict.
        const auto& esc = side == Side::Thief ? entry : *other;
        const auto& capH = side == Side::Thief ? *other : entry;
        const auto er = components::evaluate(esc.cards), cr = components::evaluate(capH.cards);
        payload["judged"] = Json{{"escape", handJson(esc)},
                                 {"capture", handJson(capH)},
                                 {"escape_name", components::handName(er)},
                                 {"capture_name", components::handName(cr)},
                                 {"outcome", er > cr   ? "escape"
                                             : cr > er ? "capture"
                                                       : "tie"},
                                 {"verdict", c.game.verdictText(er, cr)}};
    }
    return {"tn.hand_entered", payload};
}

// SPEC 3.3: the thief holds ten cards (one discarded and one drawn each turn), so neither a
// hand nor the face-down row for a draw behind the thief holds more.
std::string thiefHandLimit(const Context& c, int size) {
    return trn("The thief holds at most {n} card ({n} dealt; one discarded and one drawn each turn), not {size}.",
               "The thief holds at most {n} cards ({n} dealt; one discarded and one drawn each turn), not {size}.",
               c.rules.thiefHand, {{"size", size}});
}

// "2 guards (5 cards each) and the captain (10)"
// The whole refusal, one message per case: who sees the thief, then the limit and the pool.
std::string poolTooBig(const Context& c, const Capture& cap, int most, int n) {
    const Placeholders numbers = {
        {"guard_cards", c.rules.guardHand}, {"captain_cards", c.rules.captainHand}, {"most", most}, {"held", n}};
    if (!cap.captain)
        return trn("The capture hand comes from the hands of those who see the thief: {n} who sees the thief, the "
                   "captain perhaps among them, {most} cards at most; this pool has {held}.",
                   "The capture hand comes from the hands of those who see the thief: {n} who see the thief, the "
                   "captain perhaps among them, {most} cards at most; this pool has {held}.",
                   cap.guards, numbers);
    const int guards = cap.guards - (*cap.captain ? 1 : 0);
    if (guards <= 0)
        return tr("The capture hand comes from the hands of those who see the thief: the captain ({captain_cards}), "
                  "{most} cards at most; this pool has {held}.",
                  numbers);
    if (!*cap.captain)
        return trn("The capture hand comes from the hands of those who see the thief: {n} guard ({guard_cards} "
                   "cards), {most} cards at most; this pool has {held}.",
                   "The capture hand comes from the hands of those who see the thief: {n} guards ({guard_cards} "
                   "cards each), {most} cards at most; this pool has {held}.",
                   guards, numbers);
    return trn("The capture hand comes from the hands of those who see the thief: {n} guard ({guard_cards} cards) "
               "and the captain ({captain_cards}), {most} cards at most; this pool has {held}.",
               "The capture hand comes from the hands of those who see the thief: {n} guards ({guard_cards} cards "
               "each) and the captain ({captain_cards}), {most} cards at most; this pool has {held}.",
               guards, numbers);
}

using IntentFn = std::function<EventDraft(const Context&)>;

const std::map<std::string, IntentFn>& intentTable() {
    static const std::map<std::string, IntentFn> table = {
        {"tn.build",
         [](const Context& c) {
             mustBuild(c);
             const auto kind = need(c.args.choice("kind", {"walls", "traps"}, std::nullopt));
             if (c.game.castleReady(c.s))
                 refuse("castle_ready", tr("The castle is ready ({rooms} rooms, {traps} traps): draw the sides.",
                                           {{"rooms", c.s.rooms}, {"traps", c.game.traps(c.s)}}));
             const int amount = kind == "walls" ? c.rules.wallsPerTurn : c.rules.trapsPerTurn;
             return EventDraft{"tn.built", Json{{"seat", c.game.nextBuilder(c.s)}, {"kind", kind}, {"amount", amount}}};
         }},
        {"tn.set_rooms",
         [](const Context& c) {
             mustBuild(c);
             const int rooms = need(c.args.integer("rooms", 0, c.rules.maxRooms(), std::nullopt, engine::Args::kBad,
                                                   "how many rooms the walls make"));
             if (rooms == c.s.rooms)
                 refuse("no_change",
                        trn("The castle already has {n} room.", "The castle already has {n} rooms.", rooms));
             return EventDraft{"tn.rooms_counted", Json{{"rooms", rooms}}};
         }},
        {"tn.draw_sides",
         [](const Context& c) {
             mustBuild(c);
             if (!c.game.castleReady(c.s))
                 refuse("castle_not_ready",
                        tr("The castle needs at least {ready_rooms} rooms and {ready_traps} traps; it has {rooms} "
                           "rooms and {traps} traps.",
                           {{"ready_rooms", c.rules.readyRooms},
                            {"ready_traps", c.rules.readyTraps},
                            {"rooms", c.s.rooms},
                            {"traps", c.game.traps(c.s)}}));
             return EventDraft{"tn.sides_drawn", Json{{"thief", static_cast<int>(c.rng.below(2))}}};
         }},
        {"tn.end_turn",
         [](const Context& c) {
             mustPlay(c);
             return EventDraft{"tn.turn_ended", Json{{"side", kSideIds.id(c.s.turn)}, {"round", c.s.round}}};
         }},
        {"tn.spotted",
         [](const Context& c) {
             mustPlay(c);
             const int guards = need(c.args.integer("guards", 1, c.rules.guards + 1, std::nullopt, engine::Args::kBad,
                                                    "how many guards see the thief, the captain included"));
             if (!c.args.has("captain"))
                 refuse("missing_argument", tr("Say \"captain\": whether the guard captain is one of those "
                                               "who see the thief (true or false)."));
             const bool captain = need(c.args.flag("captain", false));
             if (!captain && guards > c.rules.guards)
                 refuse("too_many_guards",
                        tr("There are {guards} guards: {seeing} who see the thief include the captain.",
                           {{"guards", c.rules.guards}, {"seeing", guards}}));
             // Who moved into view: on the thief's turn only the thief moves; on the captain's,
             // the guards and the captain do (or the thief, escaping up to four squares).
             const bool thiefTurn = c.s.turn == Side::Thief;
             const auto moved = c.args.has("moved") ? need(c.args.choice("moved", {"thief", "guard"}, std::nullopt))
                                                    : std::string(thiefTurn ? "thief" : "guard");
             if (moved == "guard" && thiefTurn)
                 refuse("thief_turn", tr("On the thief's turn only the thief moves: the thief moved into view."));
             const bool behind = need(c.args.flag("behind", false));
             if (behind && moved == "thief")
                 refuse("not_moved_into_view",
                        tr("The thief moved into view: the cards behind the thief are drawn only when a "
                           "guard or the captain moves to see the thief. The thief chooses all five cards."));
             return EventDraft{"tn.spotted", Json{{"guards", guards},
                                                  {"captain", captain},
                                                  {"moved", moved},
                                                  {"behind", behind},
                                                  {"during", thiefTurn ? "thief" : "captain"}}};
         }},
        {"tn.draw_forced",
         [](const Context& c) {
             const Capture& cap = openCapture(c);
             if (!cap.behind)
                 refuse("not_behind", tr("No guard is behind the thief: the thief chooses all five cards."));
             if (cap.drawn)
                 refuse("already_drawn", tr("The cards behind the thief were already drawn."));
             const int size =
                 need(c.args.integer("hand_size", c.rules.judged, c.rules.largestPool, std::nullopt, engine::Args::kBad,
                                     "how many cards the thief holds, laid face down in a row"));
             if (size > c.rules.thiefHand)
                 refuse("hand_too_big", thiefHandLimit(c, size));
             std::vector<int> all(static_cast<std::size_t>(size));
             for (int i = 0; i < size; ++i)
                 all[static_cast<std::size_t>(i)] = i;
             c.rng.shuffle(all);
             std::vector<int> picked(all.begin(), all.begin() + cap.forcedCount());
             std::sort(picked.begin(), picked.end());
             return EventDraft{"tn.forced_drawn", Json{{"hand_size", size}, {"positions", picked}}};
         }},
        {"tn.enter_escape",
         [](const Context& c) {
             const Capture& cap = openCapture(c);
             if (cap.escape)
                 refuse("already_entered", tr("The thief's escape hand is already in."));
             if (cap.behind && !cap.drawn)
                 refuse("draw_first", tr("A guard is behind the thief: draw the forced cards first."));
             if (c.args.has("hand")) {
                 const int n = static_cast<int>(cards(c.args, "hand", 5, c.rules.largestPool).size());
                 if (n > c.rules.thiefHand)
                     refuse("hand_too_big", thiefHandLimit(c, n));
             }
             const auto entry = readHand(c, "hand", static_cast<std::size_t>(c.rules.largestPool), cap.forcedPositions,
                                         static_cast<std::size_t>(cap.handSize));
             return handEntered(c, Side::Thief, entry);
         }},
        {"tn.enter_capture",
         [](const Context& c) {
             const Capture& cap = openCapture(c);
             if (cap.capture)
                 refuse("already_entered", tr("The guard captain's capture hand is already in."));
             if (c.args.has("pool")) {
                 const int n = static_cast<int>(cards(c.args, "pool", 5, c.rules.largestPool).size());
                 const int most = c.game.capturePoolLimit(cap);
                 if (n > most)
                     refuse("pool_too_big", poolTooBig(c, cap, most, n));
             }
             const auto entry = readHand(c, "pool", static_cast<std::size_t>(c.rules.largestPool), {}, 0);
             return handEntered(c, Side::Captain, entry);
         }},
        {"tn.take_gem",
         [](const Context& c) {
             mustPlay(c);
             if (c.s.gemTaken)
                 refuse("gem_taken", tr("The thief already carries the gem."));
             if (c.s.turn != Side::Thief)
                 refuse("not_thief_turn", tr("The thief picks up the gem by moving onto it, on the thief's turn."));
             return EventDraft{"tn.gem_taken", Json::object()};
         }},
        {"tn.thief_escaped",
         [](const Context& c) {
             mustPlay(c);
             if (!c.s.gemTaken)
                 refuse("no_gem", tr("The thief wins by escaping with the gem: pick it up first."));
             return EventDraft{"tn.thief_escaped", Json::object()};
         }},
    };
    return table;
}

} // namespace

Json ThiefNightGame::defaultHouseRules() const {
    return Json{{"offer_pin", false}, {"mixed_decks", false}, {"ace", m_rules.aceRuleId(m_rules.aceDefault)}};
}

std::optional<RuleError> ThiefNightGame::validateSetup(const engine::SessionSetup& setup) const {
    const int n = static_cast<int>(setup.players.size());
    if (n != 2)
        return RuleError{"player_count", tr("{game} is for 2 players; this table has {n}.",
                                            {{"game", trData("thief-in-the-night", m_rules.info.title)}, {"n", n}})};
    if (setup.players[0].name.empty() || setup.players[1].name.empty())
        return RuleError{"empty_name", tr("Every player needs a name.")};
    if (setup.players[0].name == setup.players[1].name)
        return RuleError{"duplicate_name", tr("Both players are called {name}; give one of them another name.",
                                              {{"name", setup.players[0].name}})};
    if (!setup.houseRules.is_object())
        return RuleError{"house_rules", tr("House rules must be an object.")};
    for (const auto& [key, value] : setup.houseRules.items()) {
        if (engine::isSessionOption(key) || key == "mixed_decks") {
            if (!value.is_boolean())
                return RuleError{"house_rules", tr("\"{key}\" is true or false.", {{"key", key}})};
        } else if (key == "ace") {
            if (!value.is_string() || !m_rules.aceRule(value.get<std::string>()))
                return RuleError{"house_rules", tr("\"ace\" is \"face_both\", \"high\" or \"low\".")};
        } else {
            return RuleError{"house_rules", tr("Unknown house rule \"{key}\".", {{"key", key}})};
        }
    }
    return std::nullopt;
}

std::unique_ptr<engine::GameState> ThiefNightGame::initialState(const engine::SessionSetup& setup) const {
    auto s = std::make_unique<ThiefNightState>();
    s->mixedDecks = setup.houseRules.value("mixed_decks", false);
    s->ace = m_rules.aceRule(setup.houseRules.value("ace", m_rules.aceRuleId(m_rules.aceDefault)))
                 .value_or(m_rules.aceDefault);
    return s;
}

std::vector<EventDraft> ThiefNightGame::openingEvents(const engine::SessionSetup&, components::Rng&) const {
    return {}; // the rulebook builds the castle before anyone knows their side
}

Resolved ThiefNightGame::resolve(const engine::GameState& gs, const Intent& intent, components::Rng& rng) const {
    const auto& s = cast(gs);
    const auto& table = intentTable();
    const auto it = table.find(intent.type);
    if (it == table.end())
        return RuleError{"unknown_intent",
                         tr("Thief in the Night has no action called \"{action}\".", {{"action", intent.type}})};
    if (s.phase == Phase::Finished)
        return RuleError{"game_over", s.winner == "thief"
                                          ? tr("The game is over: the thief got away with the gem.")
                                          : tr("The game is over: the guard captain caught the thief.")};
    return engine::refusing(
        [&]() -> Resolved { return it->second(Context{*this, m_rules, s, engine::Args(intent.args), rng}); });
}

int ThiefNightGame::traps(const ThiefNightState& s) const {
    return static_cast<int>(std::count(s.buildTurns.begin(), s.buildTurns.end(), 1)) * m_rules.trapsPerTurn;
}

int ThiefNightGame::wallEdges(const ThiefNightState& s) const {
    return static_cast<int>(std::count(s.buildTurns.begin(), s.buildTurns.end(), 0)) * m_rules.wallsPerTurn;
}

bool ThiefNightGame::castleReady(const ThiefNightState& s) const {
    return s.rooms >= m_rules.readyRooms && traps(s) >= m_rules.readyTraps;
}

std::optional<components::BestFive> ThiefNightGame::propose(const std::vector<Card>& pool,
                                                            const std::vector<int>& forced) {
    return components::bestFive(pool, forced);
}

int ThiefNightGame::nextBuilder(const ThiefNightState& s) const { return static_cast<int>(s.buildTurns.size() % 2); }

int ThiefNightGame::capturePoolLimit(const Capture& c) const {
    const auto pool = [&](bool captain) {
        const int guards = std::min(c.guards - (captain ? 1 : 0), m_rules.guards);
        return guards * m_rules.guardHand + (captain ? m_rules.captainHand : 0);
    };
    if (c.captain)
        return pool(*c.captain);
    return std::max(pool(true), c.guards <= m_rules.guards ? pool(false) : 0);
}

std::string ThiefNightGame::escapeReminder() const {
    return tr("The thief may move up to {move} squares at once. Then the thief discards {discard} of the escape "
              "hand's cards and draws {discard}; the capture hand is discarded and the guards' hands are "
              "restocked.",
              {{"move", m_rules.escapeMove}, {"discard", m_rules.escapeDiscard}});
}

std::string ThiefNightGame::verdictText(components::HandRank escape, components::HandRank capture) const {
    if (escape == capture)
        return tr("{verdict}.", {{"verdict", components::beatsInWords(escape, capture)}});
    if (escape > capture)
        return tr("Escape! {verdict}.", {{"verdict", components::beatsInWords(escape, capture)}});
    return tr("Captured! {verdict}. The guard captain wins.", {{"verdict", components::beatsInWords(capture, escape)}});
}

} // namespace heist::games::thief_night
