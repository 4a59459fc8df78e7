// Commit latency and resume time on a real file, each next to a baseline run in the same
// process: a bare SQLite insert with the same pragmas, and reading the events without
// replaying them. Prints "name value" lines; bench/run.sh turns them into a table.
#include "games/Catalogue.hpp"
#include "store/LiveSession.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <vector>

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

namespace {

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * (v.size() - 1) + 0.5);
    return v[i];
}

heist::engine::Intent intent(const std::string& type, heist::Json args = heist::Json::object()) {
    heist::engine::Intent i;
    i.type = type;
    i.args = std::move(args);
    return i;
}

} // namespace

int main(int argc, char** argv) {
    const fs::path dir = argc > 1 ? fs::path(argv[1]) : fs::temp_directory_path() / "heist-bench";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const int commits = 1000;

    // Baseline: one INSERT per transaction, WAL + synchronous=FULL, nothing else.
    std::vector<double> bare;
    {
        SQLite::Database db((dir / "bare.db").string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;");
        db.exec("CREATE TABLE e(seq INTEGER PRIMARY KEY, payload TEXT)");
        for (int i = 0; i < commits; ++i) {
            const auto t0 = Clock::now();
            SQLite::Transaction tx(db);
            SQLite::Statement s(db, "INSERT INTO e(seq, payload) VALUES (?, ?)");
            s.bind(1, i);
            s.bind(2, R"({"seat":1})");
            s.exec();
            tx.commit();
            bare.push_back(ms(Clock::now() - t0));
        }
    }

    // Heist Table: a whole intent, validate + append + apply.
    std::vector<double> tap;
    std::int64_t id = 0;
    {
        heist::store::SessionStore store(dir / "sessions.db");
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}, {3, "Dee", "violet"}};
        setup.seed = 1;
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        for (int seat = 0; seat < 4; ++seat)
            live.dispatch(intent("suspicion.see_identity", {{"seat", seat}}));
        for (int i = 0; i < commits; ++i) {
            const auto t0 = Clock::now();
            auto r = live.dispatch(intent("suspicion.end_turn"));
            tap.push_back(ms(Clock::now() - t0));
            if (!std::holds_alternative<heist::engine::Event>(r))
                return 1;
        }
        // Pad to 2,000 events with undo/redo pairs and turns for the resume benchmark.
        while (live.session().headSeq() < 2000) {
            live.dispatch(intent("undo"));
            live.dispatch(intent("redo"));
            live.dispatch(intent("suspicion.end_turn"));
        }
        id = live.id();
        std::cout << "resume_events " << live.session().headSeq() << "\n";
    }

    std::vector<double> load, resume;
    {
        heist::store::SessionStore store(dir / "sessions.db");
        for (int i = 0; i < 25; ++i) {
            auto t0 = Clock::now();
            auto events = store.loadEvents(id);
            load.push_back(ms(Clock::now() - t0));
            t0 = Clock::now();
            auto live = heist::store::LiveSession::resume(store, id);
            resume.push_back(ms(Clock::now() - t0));
            if (live.session().headSeq() != static_cast<std::int64_t>(events.size()))
                return 1;
        }
    }
    std::printf("commit_bare_median_ms %.3f\ncommit_bare_p99_ms %.3f\n", percentile(bare, 0.5), percentile(bare, 0.99));
    std::printf("commit_tap_median_ms %.3f\ncommit_tap_p99_ms %.3f\n", percentile(tap, 0.5), percentile(tap, 0.99));
    std::printf("resume_load_median_ms %.3f\nresume_median_ms %.3f\nresume_p99_ms %.3f\n", percentile(load, 0.5),
                percentile(resume, 0.5), percentile(resume, 0.99));
    fs::remove_all(dir);
    return 0;
}
