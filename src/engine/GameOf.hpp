#pragma once
// What every game's definition says the same way, said once. A game is built from its rules
// (read from its data file) and folds events into a state of its own type:
//
//   class HeistGame : public engine::GameOf<HeistRules, HeistState> {
//   public:
//       using GameOf::GameOf;
//       HEIST_GAME_HOOKS
//       HEIST_GAME_SECRET_HOOKS
//       ... what only this game has ...
//   };
//
// HEIST_GAME_HOOKS declares the hooks every game writes itself (GameDefinition says what each
// one does); HEIST_GAME_SECRET_HOOKS the four that keep secrets. A game that deals and records
// nothing secret derives from OpenGameOf instead, which answers those four once (and says so:
// keepsSecrets() is false).
#include "engine/GameDefinition.hpp"

#include <utility>

namespace heist::engine {

template <class Rules, class State> class GameOf : public GameDefinition {
public:
    explicit GameOf(Rules rules) : m_rules(std::move(rules)) {}

    const GameInfo& info() const override { return m_rules.info; }
    const Rules& rules() const { return m_rules; }
    // A session only ever hands a game the state that game made (initialState).
    static const State& cast(const GameState& s) { return static_cast<const State&>(s); }

protected:
    Rules m_rules;
};

// A game with nothing secret: every payload is public and no seat has a view of its own.
template <class Rules, class State> class OpenGameOf : public GameOf<Rules, State> {
public:
    using GameOf<Rules, State>::GameOf;

    bool keepsSecrets() const override { return false; }
    Json publicPayload(const Event& e) const override { return e.payload; }
    Json privateView(const GameState&, int) const override { return Json::object(); }
    Json secretsView(const GameState&) const override { return Json::object(); }
    std::vector<std::string> unrevealedSecrets(const GameState&) const override { return {}; }
};

} // namespace heist::engine

// NOLINTBEGIN(cppcoreguidelines-macro-usage): a list of declarations, not code.
#define HEIST_GAME_HOOKS                                                                                               \
    ::heist::Json defaultHouseRules() const override;                                                                  \
    std::optional<::heist::engine::RuleError> validateSetup(const ::heist::engine::SessionSetup&) const override;      \
    std::unique_ptr<::heist::engine::GameState> initialState(const ::heist::engine::SessionSetup&) const override;     \
    std::vector<::heist::engine::EventDraft> openingEvents(const ::heist::engine::SessionSetup&,                       \
                                                           ::heist::components::Rng&) const override;                  \
    ::heist::engine::Resolved resolve(const ::heist::engine::GameState&, const ::heist::engine::Intent&,               \
                                      ::heist::components::Rng&) const override;                                       \
    void apply(::heist::engine::GameState&, const ::heist::engine::Event&) const override;                             \
    bool isUndoable(const ::heist::engine::Event&) const override;                                                     \
    std::string describe(const ::heist::engine::Event&, const ::heist::engine::SessionSetup&) const override;          \
    std::vector<std::string> describeChanges(const ::heist::Json& before, const ::heist::Json& after,                  \
                                             const ::heist::engine::SessionSetup&) const override;                     \
    ::heist::Json publicView(const ::heist::engine::GameState&) const override;                                        \
    bool isFinished(const ::heist::engine::GameState&) const override;                                                 \
    std::string endingNotice(const ::heist::engine::GameState& before, const ::heist::engine::GameState& after,        \
                             const ::heist::engine::SessionSetup&) const override;                                     \
    ::heist::Json results(const ::heist::engine::GameState&) const override;                                           \
    std::vector<::heist::engine::Standing> standings(const ::heist::engine::GameState&) const override;

#define HEIST_GAME_SECRET_HOOKS                                                                                        \
    ::heist::Json publicPayload(const ::heist::engine::Event&) const override;                                         \
    ::heist::Json privateView(const ::heist::engine::GameState&, int seat) const override;                             \
    ::heist::Json secretsView(const ::heist::engine::GameState&) const override;                                       \
    std::vector<std::string> unrevealedSecrets(const ::heist::engine::GameState&) const override;
// NOLINTEND(cppcoreguidelines-macro-usage)
