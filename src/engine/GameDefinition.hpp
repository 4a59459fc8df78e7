#pragma once
// A game is a definition plugged into the generic engine (boardgame.io's model): it
// validates and resolves intents into events, applies events to its state, and says
// what each player may see. Definitions are stateless and pure: no I/O, no clock.
#include "language/Translate.hpp"
#include "engine/Event.hpp"
#include "engine/RuleError.hpp"
#include "components/Rng.hpp"

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace heist::engine {

struct PlayerInfo {
    int seat = 0;
    std::string name;   // UTF-8
    std::string colour; // a palette id, e.g. "amber"
};

struct SessionSetup {
    std::int64_t id = 0;
    std::string game;
    int rulesVersion = 1;
    std::uint64_t seed = 0;
    std::vector<PlayerInfo> players; // in seat order, clockwise
    Json houseRules = Json::object();
};

struct GameInfo {
    std::string id;
    std::string title;
    int minPlayers = 2;
    int maxPlayers = 6;
    std::string blurb;
    int rulesVersion = 1;
};

// The game's title and blurb as a player reads them, in the current language (the data file's
// English words, looked up in the game's context; games/Catalogue.cpp lists them for xgettext).
// Stored records and exports keep info.title itself.
inline std::string shownTitle(const GameInfo& info) { return trData(info.id, info.title); }
inline std::string shownBlurb(const GameInfo& info) { return trData(info.id, info.blurb); }

class GameState {
public:
    virtual ~GameState() = default;
    virtual std::unique_ptr<GameState> clone() const = 0;
};

using Resolved = std::variant<EventDraft, RuleError>;

// One player's line in a finished game, in the words other apps (BG Stats) and the
// statistics use. Everything in it is public once the game is over.
struct Standing {
    int seat = 0;
    std::optional<int> score; // where the game keeps points (none in Lightning, for example)
    bool winner = false;
    int rank = 1;             // 1 for the winners; shared ranks for equal places
    bool startPlayer = false; // took the first turn
    std::string role;         // the side or role the end of the game revealed; "" if none
    std::string side;         // the side the player was on where the game has sides
                              // (a word from the game, "police"),
                              // for the statistics; "" in games without sides
};

// House-rule keys that every game shares and the engine, not the game, reads.
inline bool isSessionOption(const std::string& key) { return key == "offer_pin"; }

class GameDefinition {
public:
    virtual ~GameDefinition() = default;

    virtual const GameInfo& info() const = 0;
    virtual Json defaultHouseRules() const = 0;
    // Player count and house rules; the message names what is wrong.
    virtual std::optional<RuleError> validateSetup(const SessionSetup& setup) const = 0;

    virtual std::unique_ptr<GameState> initialState(const SessionSetup& setup) const = 0;
    // Events that open a session (a deal); resolved once, with the session's generator.
    virtual std::vector<EventDraft> openingEvents(const SessionSetup& setup, components::Rng& rng) const = 0;

    // Validate an intent against the state and fill in any random outcome.
    virtual Resolved resolve(const GameState& state, const Intent& intent, components::Rng& rng) const = 0;
    virtual void apply(GameState& state, const Event& event) const = 0;

    // False for randomness and reveals: undo stops there (a barrier).
    virtual bool isUndoable(const Event& event) const = 0;

    // A sentence for the public history; never names a secret.
    virtual std::string describe(const Event& event, const SessionSetup& setup) const = 0;
    // True when the event's sentence names things printed in the box (a die's guest) rather
    // than anything about a player, so a screen may show it even if it matches a secret.
    virtual bool namesCatalogue(const Event&) const { return false; }
    // The payload with every secret field removed.
    virtual Json publicPayload(const Event& event) const = 0;
    // What an event changed that the table can see, as whole sentences ("Ann now has 2
    // Rubies."), from the public views before and after it: only publicView() is diffed, never
    // the state, so no sentence can hold a secret. setup gives the players' names. Empty when
    // nothing public changed (a private look).
    virtual std::vector<std::string> describeChanges(const Json& before, const Json& after,
                                                     const SessionSetup& setup) const = 0;

    virtual Json publicView(const GameState& state) const = 0;
    virtual Json privateView(const GameState& state, int seat) const = 0;
    virtual Json secretsView(const GameState& state) const = 0; // for --with-secrets only
    // False for a game that deals and records nothing secret (engine::OpenGameOf): no seat has
    // a view of its own, so a phone or a PIN would guard nothing (--serve-phones refuses it).
    virtual bool keepsSecrets() const { return true; }
    // What the seat's own phone shows while held (docs/phones.md), in words:
    // {"title", "lines": [{"label", "text"}]} and, where the game keeps one, a "sheet". Built
    // from privateView(seat) and public facts only, so it can hold no other seat's secret. The
    // default (engine/PhoneView.cpp) says the private view's plain fields as they are.
    virtual Json phoneView(const GameState& state, int seat, const SessionSetup& setup) const;

    virtual bool isFinished(const GameState& state) const = 0;
    // Scores and winner, present once finished (null before).
    virtual Json results(const GameState& state) const = 0;
    // Seat by seat, once finished (empty before): never reveals a secret of a game in play.
    virtual std::vector<Standing> standings(const GameState& state) const = 0;

    // The sentence a confirmation shows before a tap that may end the game is saved ("Ann
    // reaches 61 coins in jewels and wins."), or empty when the event does not end it. `after`
    // is the state the event would lead to, worked out on a copy. Only what the table knows may
    // decide whether there is a sentence and what it says: where the end hangs on a secret,
    // say the same whichever way it goes.
    virtual std::string endingNotice(const GameState& before, const GameState& after, const SessionSetup&) const {
        return !isFinished(before) && isFinished(after) ? tr("The game ends here.") : "";
    }

    // The seats of the next game when the same group plays again: the same players, clockwise
    // as they sit. A game whose first seat takes the first turn passes it on here (the order
    // turns; nobody changes place at the table). The default keeps every seat.
    virtual std::vector<PlayerInfo> seatsForPlayAgain(std::vector<PlayerInfo> seats) const { return seats; }
    // The text of every secret not yet public (for the secrecy tests).
    virtual std::vector<std::string> unrevealedSecrets(const GameState& state) const = 0;
};

} // namespace heist::engine
