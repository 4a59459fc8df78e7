// Saved games for the launch benchmarks (bench/run.sh). Usage:
//   bench_fixtures sn8 DB          an 8-player Secret Night, roles seen, a few turns played;
//                                  prints its session id (for --resume)
//   bench_fixtures sessions DB N   N saved Suspicion sessions of 50 events each
#include "Logs.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

using namespace heist;

int main(int argc, char** argv) {
    if (argc >= 3 && std::strcmp(argv[1], "sn8") == 0) {
        store::SessionStore store(argv[2]);
        engine::SessionSetup setup;
        const char* names[] = {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
        const char* colours[] = {"amber", "teal", "violet", "rose", "lime", "sky", "orange", "silver"};
        for (int s = 0; s < 8; ++s)
            setup.players.push_back({s, names[s], colours[s]});
        setup.seed = 8;
        auto live = store::LiveSession::create(store, games::definition("secret-night"), setup);
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
    std::fprintf(stderr, "usage: bench_fixtures sn8 DB | bench_fixtures sessions DB N\n");
    return 2;
}
