// Resume time against the log's length: 2,000 and 20,000 events of real play and of
// undo-heavy play, each stored in a real file and resumed in-process (LiveSession::resume:
// read the rows, parse them, fold them), next to reading the rows alone in the same run.
// Runs are interleaved (read, resume, read, resume...); prints "name value" lines with the
// median, min and max of each, and the time of one undo in a live session of that length.
// Usage: bench_resume [runs] [dir]   (default 9 runs)
//
//   real play:  four players each roll the guest dice (a barrier) and end their turn; every
//               tenth turn is taken back and done again (undo, redo).
//   undo-heavy: turns only (no barriers), and after each new turn the players undo the last
//               five turns and redo them all: eleven undo/redo events per new turn.
#include "bench/Logs.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;
using namespace heist;
using heist::bench::makeSession;

namespace {

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const auto n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
    const fs::path dir = argc > 2 ? fs::path(argv[2]) : fs::temp_directory_path() / "heist-resume-bench";
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::printf("resume_runs %d\n", runs);
    {
        store::SessionStore store(dir / "sessions.db");
        for (const bool undoHeavy : {false, true}) {
            for (const std::size_t n : {std::size_t{2000}, std::size_t{20000}}) {
                const auto id = makeSession(store, n, undoHeavy);
                const auto setup = *store.loadSetup(id);
                const auto& game = games::definition(setup.game);
                std::vector<double> read, fold, resume;
                for (int r = 0; r < runs; ++r) {
                    // Each step in its own scope, so that none runs with the others' memory
                    // still held (the app resumes with nothing else loaded).
                    std::size_t rowCount = 0;
                    {
                        const auto t0 = Clock::now();
                        const auto rows = store.loadEvents(id);
                        read.push_back(ms(Clock::now() - t0));
                        rowCount = rows.size();
                    }
                    {
                        auto rows = store.loadEvents(id);
                        const auto t0 = Clock::now();
                        const auto folded = engine::Session::replay(setup, game, std::move(rows));
                        fold.push_back(ms(Clock::now() - t0));
                    }
                    std::int64_t head = 0;
                    {
                        const auto t0 = Clock::now();
                        const auto live = store::LiveSession::resume(store, id);
                        resume.push_back(ms(Clock::now() - t0));
                        head = live.session().headSeq();
                    }
                    if (rowCount != n || head != static_cast<std::int64_t>(n))
                        return 1;
                }
                // One undo in a live session of this length (resolve and apply; the redo
                // after it is not timed): it refolds from the last checkpoint, not the start.
                std::vector<double> undo;
                {
                    auto live = engine::Session::replay(setup, game, store.loadEvents(id));
                    auto play = [&](const std::string& type) {
                        const auto r = live.resolve(bench::intent(type));
                        const auto& d = std::get<engine::EventDraft>(r);
                        live.apply({live.headSeq() + 1, d.type, d.payload, ""});
                    };
                    play("suspicion.end_turn");
                    for (int r = 0; r < 25; ++r) {
                        const auto t0 = Clock::now();
                        play("undo");
                        undo.push_back(ms(Clock::now() - t0));
                        play("redo");
                    }
                }
                const std::string key = std::string(undoHeavy ? "undo" : "real") + "_" + std::to_string(n);
                std::printf("resume_%s_live_undo_median_ms %.4f\n", key.c_str(), median(undo));
                std::printf("resume_%s_read_median_ms %.3f\n", key.c_str(), median(read));
                std::printf("resume_%s_fold_median_ms %.3f\n", key.c_str(), median(fold));
                std::printf("resume_%s_median_ms %.3f\n", key.c_str(), median(resume));
                std::printf("resume_%s_min_ms %.3f\nresume_%s_max_ms %.3f\n", key.c_str(),
                            *std::min_element(resume.begin(), resume.end()), key.c_str(),
                            *std::max_element(resume.begin(), resume.end()));
                std::fflush(stdout);
            }
        }
    }
    fs::remove_all(dir);
    return 0;
}
