// The intents of Suspicion as a table: one small function per intent that checks it against
// the state and resolves it into an event (the dice drawn here, once). resolve() checks what
// every intent shares first (the phase, whose turn, the actions left) and then looks it up.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"

#include "components/Dice.hpp"
#include "engine/Args.hpp"
#include "games/suspicion/SuspicionWords.hpp"
#include "language/Translate.hpp"

#include <map>

namespace heist::games::suspicion {

using engine::EventDraft;
using engine::Intent;
using engine::Resolved;
using engine::RuleError;

namespace {

// One intent being resolved: the state, its arguments, and whose turn it is during play.
struct Turn {
    const SuspicionRules& rules;
    const SuspicionState& s;
    const engine::Args& args;
    components::Rng& rng;
    int seat = 0;

    const std::string& name(int seat) const { return s.names[static_cast<std::size_t>(seat)]; }
};

using Handler = Resolved (*)(const Turn&);

struct IntentRow {
    Phase phase; // the phase in which the intent is allowed
    bool action; // one of the Action card's two actions (counted against the limit)
    Handler fn;
};

Resolved seeIdentity(const Turn& t) {
    auto seat = t.args.seat("seat", t.s.players);
    if (!seat)
        return seat.error();
    if (*seat != t.s.deal.nextUnseen())
        return RuleError{"not_your_turn", tr("Invitations are seen in seat order: the tablet goes to {name} next.",
                                             {{"name", t.name(t.s.deal.nextUnseen())}})};
    return EventDraft{"suspicion.identity_seen", Json{{"seat", *seat}}};
}

Resolved submitGuesses(const Turn& t) {
    const auto& s = t.s;
    auto seat = t.args.seat("seat", s.players);
    if (!seat)
        return seat.error();
    if (s.guesses[static_cast<std::size_t>(*seat)])
        return RuleError{"already_guessed", tr("{name} has already entered their guesses.", {{"name", t.name(*seat)}})};
    const Json& args = t.args.json();
    const Json& g = args.contains("guesses") ? args["guesses"] : Json();
    if (!g.is_array() || static_cast<int>(g.size()) != s.players)
        return RuleError{"bad_guesses", tr("\"guesses\" lists one guest id per seat (null for "
                                           "the guesser's own seat).")};
    std::vector<int> out(static_cast<std::size_t>(s.players), -1);
    for (int other = 0; other < s.players; ++other) {
        const Json& v = g[static_cast<std::size_t>(other)];
        if (other == *seat) {
            if (!v.is_null())
                return RuleError{"bad_guesses", tr("Leave your own seat's guess empty (null).")};
            continue;
        }
        const int idx = v.is_string() ? t.rules.guestIndex(v.get<std::string>()) : -1;
        if (idx < 0)
            return RuleError{
                "bad_guesses",
                v.is_null() ? tr("Guess a guest for every other player: the guess for seat {seat} ({name}) is missing.",
                                 {{"seat", other}, {"name", t.name(other)}})
                            : tr("Guess a guest for every other player: the guess for seat {seat} ({name}) is "
                                 "{value}, not a guest id.",
                                 {{"seat", other}, {"name", t.name(other)}, {"value", engine::Args::shown(v)}})};
        out[static_cast<std::size_t>(other)] = idx;
    }
    return EventDraft{"suspicion.guesses_submitted", Json{{"seat", *seat}, {"guesses", out}}};
}

Resolved reveal(const Turn& t) {
    for (int seat = 0; seat < t.s.players; ++seat)
        if (!t.s.guesses[static_cast<std::size_t>(seat)])
            return RuleError{"guesses_missing", tr("Every player must enter their guesses before the reveal.")};
    return EventDraft{"suspicion.identities_revealed", Json::object()};
}

Resolved rollDice(const Turn& t) {
    if (!t.s.dice.empty())
        return RuleError{"already_rolled", tr("The guest dice were already rolled this turn.")};
    if (t.s.actionsThisTurn > 0)
        return RuleError{"after_action", tr("Movement comes before the action: the dice can "
                                            "no longer be rolled this turn.")};
    std::vector<int> faces;
    for (const auto& die : t.rules.dice)
        faces.push_back(static_cast<int>(die.size()));
    return EventDraft{"suspicion.dice_rolled", Json{{"seat", t.seat}, {"faces", components::rollDice(t.rng, faces)}}};
}

Resolved endTurn(const Turn& t) { return EventDraft{"suspicion.turn_ended", Json{{"seat", t.seat}}}; }

Resolved peekInvitation(const Turn& t) {
    if (t.s.deal.deck.empty())
        return RuleError{"empty_deck", tr("There are no invitations left in the deck.")};
    return EventDraft{"suspicion.invitation_peeked", Json{{"seat", t.seat}, {"card", t.s.deal.deck.front()}}};
}

Resolved takeGem(const Turn& t) {
    auto gem = t.args.choice("gem", t.rules.gemIds, std::nullopt, "bad_gem");
    if (!gem)
        return gem.error();
    const int gi = t.rules.gemIndex(*gem);
    auto method = t.args.choice("method", {"room_robbery", "lucky_lift"}, std::nullopt, "bad_method");
    if (!method)
        return method.error();
    if (t.s.stacks[static_cast<std::size_t>(gi)] <= 0)
        return RuleError{"empty_stack", stackEmpty(t.rules, gi)};
    return EventDraft{"suspicion.gem_taken", Json{{"seat", t.seat}, {"gem", *gem}, {"method", *method}}};
}

const std::map<std::string, IntentRow>& intentTable() {
    static const std::map<std::string, IntentRow> table = {
        {"suspicion.see_identity", {Phase::Dealing, false, seeIdentity}},
        {"suspicion.submit_guesses", {Phase::Guessing, false, submitGuesses}},
        {"suspicion.reveal", {Phase::Guessing, false, reveal}},
        {"suspicion.roll_dice", {Phase::Playing, false, rollDice}},
        {"suspicion.end_turn", {Phase::Playing, false, endTurn}},
        {"suspicion.peek_invitation", {Phase::Playing, true, peekInvitation}},
        {"suspicion.take_gem", {Phase::Playing, true, takeGem}},
    };
    return table;
}

} // namespace

Resolved SuspicionGame::resolve(const engine::GameState& gs, const Intent& intent, components::Rng& rng) const {
    const auto& s = cast(gs);
    const auto& table = intentTable();
    const auto row = table.find(intent.type);
    if (row == table.end())
        return RuleError{"unknown_intent",
                         tr("Suspicion has no action called \"{intent}\".", {{"intent", intent.type}})};
    if (s.phase == Phase::Finished)
        return RuleError{"game_over", tr("The game is over: the invitations have been revealed.")};
    const engine::Args args(intent.args);
    Turn turn{m_rules, s, args, rng, s.turn.current};
    const Phase wanted = row->second.phase;
    if (wanted == Phase::Dealing) {
        if (s.phase != Phase::Dealing)
            return RuleError{"wrong_phase", tr("Everyone has already seen their invitation.")};
        return row->second.fn(turn);
    }
    if (s.phase == Phase::Dealing)
        return RuleError{"wrong_phase", tr("First every player looks at their invitation (pass the tablet).")};
    if (wanted == Phase::Guessing) {
        if (s.phase != Phase::Guessing)
            return RuleError{"wrong_phase", tr("Guesses come at the end, when a gem stack is empty.")};
        return row->second.fn(turn);
    }
    if (s.phase != Phase::Playing)
        return RuleError{"wrong_phase", tr("A gem stack is empty: the game has ended. Enter guesses.")};
    // These act for the player whose turn it is: a "seat" naming anyone else is refused, never
    // credited to the current player.
    auto named = args.optionalSeat("seat", s.players);
    if (!named)
        return named.error();
    if (*named && **named != turn.seat)
        return RuleError{"not_your_turn", tr("It is {name}\u2019s turn: {other} cannot do that now.",
                                             {{"name", turn.name(turn.seat)}, {"other", turn.name(**named)}})};
    if (row->second.action && s.actionsThisTurn >= s.actionLimit)
        return RuleError{"action_limit", s.players == 2
                                             ? tr("With two players, perform only one of the card's two actions.")
                                             : tr("An Action card has two actions, and both were used this turn.")};
    return row->second.fn(turn);
}

} // namespace heist::games::suspicion
