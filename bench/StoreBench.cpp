// The store on real files, each figure next to a baseline measured in the same run:
//   commit  an acknowledged tap (validate, one transaction with synchronous=FULL, apply)
//           against a bare single-row insert with the same pragmas, interleaved one by one;
//   bytes   database bytes per event of a 20,000-event log (real play, undo-heavy play)
//           against the same events' type and payload in a bare one-column table;
//   open    opening a file (the store's checks, quick_check included) as it grows, against
//           a bare SQLite open that reads the schema, interleaved run by run.
// Usage: bench_store [runs] [dir]   (default 7 runs of the opens). Prints "name value" lines.
#include "bench/Logs.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;
using namespace heist;

namespace {

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5)];
}

// The bytes a database file holds once its write-ahead log is folded in.
double fileBytes(const fs::path& file) {
    SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    return static_cast<double>(db.execAndGet("PRAGMA page_count").getInt64()) *
           static_cast<double>(db.execAndGet("PRAGMA page_size").getInt64());
}

void commits(const fs::path& dir) {
    const int n = 1000;
    SQLite::Database bare((dir / "bare.db").string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    bare.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;");
    bare.exec("CREATE TABLE e(seq INTEGER PRIMARY KEY, payload TEXT)");
    store::SessionStore store(dir / "sessions.db");
    engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}, {3, "Dee", "violet"}};
    setup.seed = 1;
    auto live = store::LiveSession::create(store, games::definition("suspicion"), setup);
    for (int seat = 0; seat < 4; ++seat)
        live.dispatch(bench::intent("suspicion.see_identity", {{"seat", seat}}));
    std::vector<double> bareMs, tapMs;
    for (int i = 0; i < n; ++i) {
        auto t0 = Clock::now();
        {
            SQLite::Transaction tx(bare);
            SQLite::Statement s(bare, "INSERT INTO e(seq, payload) VALUES (?, ?)");
            s.bind(1, i);
            s.bind(2, R"({"seat":1})");
            s.exec();
            tx.commit();
        }
        bareMs.push_back(ms(Clock::now() - t0));
        t0 = Clock::now();
        const auto r = live.dispatch(bench::intent("suspicion.end_turn"));
        tapMs.push_back(ms(Clock::now() - t0));
        if (!std::holds_alternative<engine::Event>(r))
            std::exit(1);
    }
    std::printf("commit_bare_median_ms %.3f\ncommit_bare_p99_ms %.3f\n", percentile(bareMs, 0.5),
                percentile(bareMs, 0.99));
    std::printf("commit_tap_median_ms %.3f\ncommit_tap_p99_ms %.3f\n", percentile(tapMs, 0.5), percentile(tapMs, 0.99));
}

void bytes(const fs::path& dir, bool undoHeavy) {
    const std::size_t n = 20000;
    const std::string key = undoHeavy ? "undo" : "real";
    const fs::path file = dir / ("bytes-" + key + ".db"), empty = dir / "bytes-empty.db";
    {
        store::SessionStore s(empty);
    }
    std::vector<engine::Event> events;
    {
        store::SessionStore s(file);
        events = s.loadEvents(bench::makeSession(s, n, undoHeavy));
    }
    const double ours = (fileBytes(file) - fileBytes(empty)) / static_cast<double>(n);
    // The bare payload: each event's type and JSON payload, one text per row of a plain table.
    const fs::path bareFile = dir / ("bytes-bare-" + key + ".db"), bareEmpty = dir / "bytes-bare-empty.db";
    double payload = 0;
    for (const auto& f : {bareEmpty, bareFile}) {
        SQLite::Database db(f.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA journal_mode=WAL");
        db.exec("CREATE TABLE e(payload TEXT)");
        if (f == bareEmpty)
            continue;
        SQLite::Transaction tx(db);
        SQLite::Statement s(db, "INSERT INTO e(payload) VALUES (?)");
        for (const auto& e : events) {
            const std::string text = e.type + e.payload.dump();
            payload += static_cast<double>(text.size());
            s.bind(1, text);
            s.exec();
            s.reset();
        }
        tx.commit();
    }
    const double bare = (fileBytes(bareFile) - fileBytes(bareEmpty)) / static_cast<double>(n);
    std::printf("bytes_%s_events %zu\nbytes_%s_per_event %.1f\nbytes_%s_bare_per_event %.1f\n"
                "bytes_%s_payload_per_event %.1f\n",
                key.c_str(), n, key.c_str(), ours, key.c_str(), bare, key.c_str(), payload / static_cast<double>(n));
    for (const auto& f : {file, empty, bareFile, bareEmpty})
        fs::remove(f);
}

void opens(const fs::path& dir, int runs) {
    for (const std::size_t n : {std::size_t{2000}, std::size_t{20000}, std::size_t{200000}}) {
        const fs::path file = dir / ("open-" + std::to_string(n) + ".db");
        {
            store::SessionStore s(file);
            bench::makeSession(s, n, false);
        }
        const double mb = fileBytes(file) / 1e6;
        std::vector<double> ours, bare;
        for (int r = 0; r < runs; ++r) {
            auto t0 = Clock::now();
            {
                SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
                db.execAndGet("SELECT count(*) FROM sqlite_master");
            }
            bare.push_back(ms(Clock::now() - t0));
            t0 = Clock::now();
            {
                store::SessionStore s(file);
            }
            ours.push_back(ms(Clock::now() - t0));
        }
        std::printf(
            "open_%zu_file_mb %.2f\nopen_%zu_median_ms %.3f\nopen_%zu_max_ms %.3f\nopen_%zu_bare_median_ms %.3f\n", n,
            mb, n, percentile(ours, 0.5), n, *std::max_element(ours.begin(), ours.end()), n, percentile(bare, 0.5));
        std::fflush(stdout);
        fs::remove(file);
    }
}

} // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const fs::path dir = argc > 2 ? fs::path(argv[2]) : fs::temp_directory_path() / "heist-store-bench";
    fs::remove_all(dir);
    fs::create_directories(dir);
    commits(dir);
    bytes(dir, false);
    bytes(dir, true);
    opens(dir, runs);
    fs::remove_all(dir);
    return 0;
}
