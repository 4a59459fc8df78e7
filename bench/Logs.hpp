#pragma once
// Logs for the store benchmarks: a Suspicion session played in memory and saved in one
// transaction, of real play or of undo-heavy play (see ResumeBench.cpp for both).
#include "games/Catalogue.hpp"
#include "store/LiveSession.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace heist::bench {

inline engine::Intent intent(const std::string& type, Json args = Json::object()) {
    engine::Intent i;
    i.type = type;
    i.args = std::move(args);
    return i;
}

// The eight players of the benchmarks' Secret Night tables (bench_fixtures sn8, the phones'
// table), with seed 8.
inline engine::SessionSetup eightPlayers() {
    engine::SessionSetup setup;
    const char* names[] = {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
    const char* colours[] = {"amber", "teal", "violet", "rose", "lime", "sky", "orange", "silver"};
    for (int s = 0; s < 8; ++s)
        setup.players.push_back({s, names[s], colours[s]});
    setup.seed = 8;
    return setup;
}

// A session played in memory: its setup completed for the game, its opening events drawn,
// then each intent resolved, applied and kept as a draft, so that createSession saves the
// whole log in one transaction (seconds for a 20,000-event file instead of 20,000 fsyncs).
class InMemoryPlay {
public:
    InMemoryPlay(const engine::GameDefinition& game, engine::SessionSetup setup)
        : m_setup(completed(game, std::move(setup))), m_drafts(openingOf(game, m_setup)),
          m_session(engine::Session::replay(m_setup, game, numbered(m_drafts))) {}

    // Throws when the intent is refused: a benchmark's log must be a real game's.
    void play(const engine::Intent& i) {
        auto r = m_session.resolve(i);
        if (auto* e = std::get_if<engine::RuleError>(&r))
            throw std::runtime_error(i.type + " refused: " + e->message);
        const auto& d = std::get<engine::EventDraft>(r);
        m_drafts.push_back(d);
        m_session.apply({m_session.headSeq() + 1, d.type, d.payload, ""});
    }
    const engine::Session& session() const { return m_session; }
    engine::SessionSetup& setup() { return m_setup; }
    std::vector<engine::EventDraft>& drafts() { return m_drafts; }

private:
    static engine::SessionSetup completed(const engine::GameDefinition& game, engine::SessionSetup setup) {
        setup.game = game.info().id;
        setup.rulesVersion = game.info().rulesVersion;
        setup.houseRules = game.defaultHouseRules();
        return setup;
    }
    static std::vector<engine::EventDraft> openingOf(const engine::GameDefinition& game,
                                                     const engine::SessionSetup& setup) {
        components::Rng rng = components::Rng::forEvent(setup.seed, 0);
        return game.openingEvents(setup, rng);
    }
    static std::vector<engine::Event> numbered(const std::vector<engine::EventDraft>& drafts) {
        std::vector<engine::Event> events;
        for (const auto& d : drafts)
            events.push_back({static_cast<std::int64_t>(events.size()) + 1, d.type, d.payload, ""});
        return events;
    }

    engine::SessionSetup m_setup;
    std::vector<engine::EventDraft> m_drafts;
    engine::Session m_session;
};

// A Suspicion session of `events` events, of real play or of undo-heavy play, saved in one
// transaction. Returns the session id.
inline std::int64_t makeSession(store::SessionStore& store, std::size_t events, bool undoHeavy) {
    engine::SessionSetup start;
    start.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}, {3, "Dee", "violet"}};
    start.seed = 7;
    InMemoryPlay game(games::definition("suspicion"), std::move(start));
    auto play = [&](const engine::Intent& i) { game.play(i); };
    auto& drafts = game.drafts();
    for (int seat = 0; seat < 4; ++seat)
        play(intent("suspicion.see_identity", {{"seat", seat}}));
    int turn = 0;
    while (drafts.size() < events) {
        ++turn;
        if (undoHeavy) {
            play(intent("suspicion.end_turn"));
            const int depth = std::min(turn, 5);
            for (int k = 0; k < depth; ++k)
                play(intent("undo"));
            for (int k = 0; k < depth; ++k)
                play(intent("redo"));
        } else {
            play(intent("suspicion.roll_dice"));
            play(intent("suspicion.end_turn"));
            if (turn % 10 == 0) {
                play(intent("undo"));
                play(intent("redo"));
            }
        }
    }
    drafts.resize(events);
    return store.createSession(game.setup(), drafts).empty() ? 0 : game.setup().id;
}

} // namespace heist::bench
