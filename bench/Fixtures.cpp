// Saved games for the launch benchmarks (bench/run.sh). Usage:
//   bench_fixtures sn8 DB          an 8-player Secret Night, roles seen, a few turns played;
//                                  prints its session id (for --resume)
//   bench_fixtures sn8-deal DB     the same 8 players at the deal, no role seen yet
//   bench_fixtures suspicion-playing DB NAME...
//                                  a Suspicion with every identity seen, at the first roll
//   bench_fixtures sessions DB N   N saved Suspicion sessions of 50 events each
//   bench_fixtures suspicion-finished DB NAME...
//                                  a Suspicion played to its results (Rubies until the stack
//                                  runs out, every guess right); prints its session id
//   bench_fixtures history DB N    N finished Suspicion games (the same play, groups of four
//                                  from six names), four a week, dated back from 30 days ago,
//                                  and one game in play; prints the one in play's id
#include "bench/Logs.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

using namespace heist;

namespace {

// A Suspicion played to its results in memory (Rubies until the stack runs out, every guess
// right): the whole log, for createSession to save in one transaction.
std::vector<engine::EventDraft> finishedSuspicion(engine::SessionSetup& setup) {
    const auto& game = games::definition("suspicion");
    bench::InMemoryPlay memory(game, setup);
    setup = memory.setup();
    const auto& session = memory.session();
    auto play = [&](const std::string& type, Json args = Json::object()) {
        memory.play(bench::intent(type, std::move(args)));
    };
    const int n = static_cast<int>(setup.players.size());
    auto phase = [&] { return game.publicView(session.state())["phase"]; };
    for (int s = 0; s < n; ++s)
        play("suspicion.see_identity", {{"seat", s}});
    play("suspicion.end_turn");
    for (int guard = 0; guard < 500 && phase() == "playing"; ++guard) {
        play("suspicion.take_gem", {{"gem", "ruby"}, {"method", "lucky_lift"}});
        if (phase() == "playing")
            play("suspicion.end_turn");
    }
    const auto& rules = static_cast<const games::suspicion::SuspicionGame&>(game).rules();
    for (int s = 0; s < n; ++s) {
        const auto& st = games::suspicion::SuspicionGame::cast(session.state());
        Json guesses = Json::array();
        for (int o = 0; o < n; ++o)
            guesses.push_back(
                o == s
                    ? Json(nullptr)
                    : Json(
                          rules.guests.at(static_cast<std::size_t>(st.deal.hands.at(static_cast<std::size_t>(o)))).id));
        play("suspicion.submit_guesses", {{"seat", s}, {"guesses", guesses}});
    }
    play("suspicion.reveal");
    return memory.drafts();
}

int history(const char* file, int n) {
    const char* names[] = {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"};
    const char* colours[] = {"amber", "teal", "violet", "rose"};
    std::vector<std::int64_t> ids;
    std::int64_t inPlay = 0;
    {
        store::SessionStore store(file);
        for (int i = 0; i < n; ++i) {
            engine::SessionSetup setup;
            for (int s = 0; s < 4; ++s)
                setup.players.push_back({s, names[(i + s) % 6], colours[s]});
            setup.seed = 11;
            const auto drafts = finishedSuspicion(setup);
            store.createSession(setup, drafts);
            store.markFinished(setup.id);
            ids.push_back(setup.id);
        }
        engine::SessionSetup setup;
        for (int s = 0; s < 4; ++s)
            setup.players.push_back({s, names[s], colours[s]});
        setup.seed = 11;
        auto drafts = finishedSuspicion(setup);
        drafts.resize(drafts.size() / 2); // the first half of a valid log is a game in play
        store.createSession(setup, drafts);
        inPlay = setup.id;
    }
    // Four games a week, the newest 30 days ago: years of Thursdays, none of them tonight.
    // (SQL here only to date them back: the store stamps every row with the present.)
    SQLite::Database db(file, SQLite::OPEN_READWRITE);
    SQLite::Transaction tx(db);
    SQLite::Statement q(db, "UPDATE sessions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), "
                            "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), "
                            "finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?");
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const long week = static_cast<long>((ids.size() - 1 - i) / 4);
        const long minutes = -(30L * 24 * 60 + week * 7 * 24 * 60) + static_cast<long>(i % 4) * 40;
        const std::string start = std::to_string(minutes) + " minutes";
        const std::string end = std::to_string(minutes + 35) + " minutes";
        q.bind(1, start);
        q.bind(2, end);
        q.bind(3, end);
        q.bind(4, static_cast<std::int64_t>(ids[i]));
        q.exec();
        q.reset();
    }
    tx.commit();
    std::printf("%lld\n", static_cast<long long>(inPlay));
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc >= 4 && std::strcmp(argv[1], "history") == 0) {
        const int n = std::atoi(argv[3]);
        if (n < 1 || n > 100000)
            return 2;
        return history(argv[2], n);
    }
    if (argc >= 3 && (std::strcmp(argv[1], "sn8") == 0 || std::strcmp(argv[1], "sn8-deal") == 0)) {
        const bool deal = std::strcmp(argv[1], "sn8-deal") == 0;
        store::SessionStore store(argv[2]);
        auto live = store::LiveSession::create(store, games::definition("secret-night"), bench::eightPlayers());
        if (deal) {
            std::printf("%lld\n", static_cast<long long>(live.id()));
            return 0;
        }
        for (int s = 0; s < 8; ++s)
            live.dispatch(bench::intent("sn.see_role", {{"seat", s}}));
        for (int turn = 0; turn < 8; ++turn) {
            live.dispatch(bench::intent("sn.spin", {{"mode", "movement"}}));
            live.dispatch(bench::intent("sn.end_turn"));
        }
        std::printf("%lld\n", static_cast<long long>(live.id()));
        return 0;
    }
    if (argc >= 4 && std::strcmp(argv[1], "sessions") == 0) {
        const int n = std::atoi(argv[3]);
        if (n < 1 || n > 100000)
            return 2;
        store::SessionStore store(argv[2]);
        for (int i = 0; i < n; ++i)
            bench::makeSession(store, 50, false);
        return 0;
    }
    const bool playing = argc >= 5 && std::strcmp(argv[1], "suspicion-playing") == 0;
    if (playing || (argc >= 5 && std::strcmp(argv[1], "suspicion-finished") == 0)) {
        store::SessionStore store(argv[2]);
        engine::SessionSetup setup;
        const char* colours[] = {"amber", "teal", "violet", "rose", "lime", "sky"};
        for (int i = 3; i < argc && i < 9; ++i)
            setup.players.push_back({i - 3, argv[i], colours[i - 3]});
        setup.seed = 11;
        auto live = store::LiveSession::create(store, games::definition("suspicion"), setup);
        auto play = [&](const std::string& type, Json args = Json::object()) {
            if (!std::holds_alternative<engine::Event>(live.dispatch(bench::intent(type, std::move(args))))) {
                std::fprintf(stderr, "refused: %s\n", type.c_str());
                std::exit(1);
            }
        };
        const int n = static_cast<int>(setup.players.size());
        for (int s = 0; s < n; ++s)
            play("suspicion.see_identity", {{"seat", s}});
        if (playing) {
            std::printf("%lld\n", static_cast<long long>(live.id()));
            return 0;
        }
        auto phase = [&] { return live.session().game().publicView(live.session().state())["phase"]; };
        play("suspicion.end_turn");
        for (int guard = 0; guard < 500 && phase() == "playing"; ++guard) {
            play("suspicion.take_gem", {{"gem", "ruby"}, {"method", "lucky_lift"}});
            if (phase() == "playing")
                play("suspicion.end_turn");
        }
        const auto& game = static_cast<const games::suspicion::SuspicionGame&>(live.session().game());
        for (int s = 0; s < n; ++s) {
            const auto& st = games::suspicion::SuspicionGame::cast(live.session().state());
            Json guesses = Json::array();
            for (int o = 0; o < n; ++o)
                guesses.push_back(
                    o == s
                        ? Json(nullptr)
                        : Json(game.rules()
                                   .guests.at(static_cast<std::size_t>(st.deal.hands.at(static_cast<std::size_t>(o))))
                                   .id));
            play("suspicion.submit_guesses", {{"seat", s}, {"guesses", guesses}});
        }
        play("suspicion.reveal");
        std::printf("%lld\n", static_cast<long long>(live.id()));
        return 0;
    }
    std::fprintf(stderr, "usage: bench_fixtures sn8 DB | bench_fixtures sn8-deal DB | bench_fixtures sessions DB N | "
                         "bench_fixtures suspicion-finished DB NAME... | bench_fixtures suspicion-playing DB NAME... | "
                         "bench_fixtures history DB N\n");
    return 2;
}
