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

// Plays a Suspicion session in memory until its log holds `events` events and saves the whole
// log in one transaction (the store's createSession), so that a 20,000-event file takes
// seconds to make instead of 20,000 fsyncs. Returns the session id.
inline std::int64_t makeSession(store::SessionStore& store, std::size_t events, bool undoHeavy) {
    const auto& game = games::definition("suspicion");
    engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}, {3, "Dee", "violet"}};
    setup.seed = 7;
    setup.game = game.info().id;
    setup.rulesVersion = game.info().rulesVersion;
    setup.houseRules = game.defaultHouseRules();
    components::Rng rng = components::Rng::forEvent(setup.seed, 0);
    std::vector<engine::EventDraft> drafts = game.openingEvents(setup, rng);
    std::vector<engine::Event> opening;
    for (const auto& d : drafts)
        opening.push_back({static_cast<std::int64_t>(opening.size()) + 1, d.type, d.payload, ""});
    auto session = engine::Session::replay(setup, game, opening);
    auto play = [&](const engine::Intent& i) {
        auto r = session.resolve(i);
        if (auto* e = std::get_if<engine::RuleError>(&r))
            throw std::runtime_error(i.type + " refused: " + e->message);
        const auto& d = std::get<engine::EventDraft>(r);
        drafts.push_back(d);
        session.apply({session.headSeq() + 1, d.type, d.payload, ""});
    };
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
    return store.createSession(setup, drafts).empty() ? 0 : setup.id;
}


} // namespace heist::bench
