// Power cuts, simulated below SQLite (tests/store/CrashVfs.hpp): the store with its real
// settings plays sessions until the power goes at a random write or sync; the disk is left
// as it could be after the cut (unsynced writes kept, dropped or torn); the app opens the
// file again with SQLite's own VFS. Every event that append() acknowledged must be there,
// unchanged; the file must pass integrity_check, never be taken for damaged, and play goes
// on. HEIST_POWER_CUTS sets the number of cuts (default 200); figures in
// docs/reliability.md come from the summary this test prints with -s.
#include "tests/store/CrashVfs.hpp"
#include "store/FileInspection.hpp"
#include "store/LiveSession.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <set>

using heist::Json;
using heist::store::SessionStore;
using heist::test::CrashVfs;
using heist::test::TempDir;

namespace {

struct Truth {
    std::map<std::int64_t, std::vector<heist::engine::Event>> sessions; // acknowledged events
    std::set<std::int64_t> maybeDeleted;                                // a delete was under way when the power went
};

bool sameEvent(const heist::engine::Event& a, const heist::engine::Event& b) {
    return a.seq == b.seq && a.type == b.type && a.payload == b.payload;
}

heist::engine::SessionSetup newSetup(std::mt19937_64& rng) {
    heist::engine::SessionSetup setup;
    setup.seed = rng();
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    return setup;
}

struct Stats {
    int cuts = 0, cutsInOpen = 0, cutsInCreate = 0, cutsInAppend = 0, cutsInDelete = 0, cutsInClose = 0;
    long acknowledged = 0, inFlightKept = 0, kept = 0, dropped = 0, torn = 0, operations = 0;
};

} // namespace

TEST_CASE("Store - power cuts at random writes and syncs lose no acknowledged event and corrupt nothing",
          "[store][power-loss]") {
    const int cuts = std::getenv("HEIST_POWER_CUTS") ? std::atoi(std::getenv("HEIST_POWER_CUTS")) : 200;
    std::mt19937_64 rng(20261122);
    Stats stats;
    const std::vector<std::pair<std::string, Json>> moves = {{"suspicion.see_identity", Json{{"seat", 0}}},
                                                             {"suspicion.see_identity", Json{{"seat", 1}}},
                                                             {"suspicion.see_identity", Json{{"seat", 2}}},
                                                             {"suspicion.roll_dice", Json::object()},
                                                             {"suspicion.end_turn", Json::object()}};
    while (stats.cuts < cuts) {
        TempDir dir;
        const auto file = dir / "sessions.db";
        Truth truth;
        for (int round = 0; round < 10 && stats.cuts < cuts; ++round) {
            // --- play until the power goes ------------------------------------------------
            if (std::getenv("HEIST_CRASHVFS_TRACE"))
                std::cerr << "=== round " << round << " of a file, cut " << stats.cuts + 1 << "\n";
            enum class Doing { Open, Create, Append, Delete, Close } doing = Doing::Open;
            std::int64_t deleting = 0;
            {
                CrashVfs vfs(rng());
                vfs.cutPowerAt(std::uniform_int_distribution<std::int64_t>(1, 600)(rng));
                try {
                    auto store = std::make_unique<SessionStore>(file);
                    std::map<std::int64_t, std::unique_ptr<heist::store::LiveSession>> live;
                    for (const auto& [id, events] : truth.sessions)
                        live[id] =
                            std::make_unique<heist::store::LiveSession>(heist::store::LiveSession::resume(*store, id));
                    while (!vfs.powerCut()) {
                        const int action = static_cast<int>(rng() % 100);
                        if (live.empty() || action < 3) {
                            doing = Doing::Create;
                            auto l = heist::store::LiveSession::create(*store, heist::games::definition("suspicion"),
                                                                       newSetup(rng));
                            const auto id = l.id();
                            truth.sessions[id] = store->loadEvents(id);
                            live[id] = std::make_unique<heist::store::LiveSession>(std::move(l));
                        } else if (action < 5 && live.size() > 1) {
                            doing = Doing::Delete;
                            deleting = live.begin()->first;
                            live.erase(live.begin());
                            store->deleteSession(deleting);
                            truth.sessions.erase(deleting);
                            deleting = 0;
                        } else if (action < 7) {
                            doing = Doing::Close;
                            live.clear();
                            store.reset(); // closing checkpoints the WAL into the file
                            if (vfs.powerCut())
                                throw std::runtime_error("the power went while closing");
                            doing = Doing::Open;
                            store = std::make_unique<SessionStore>(file);
                            for (const auto& [id, events] : truth.sessions)
                                live[id] = std::make_unique<heist::store::LiveSession>(
                                    heist::store::LiveSession::resume(*store, id));
                        } else {
                            doing = Doing::Append;
                            auto it = live.begin();
                            std::advance(it, static_cast<long>(rng() % live.size()));
                            // The first move the rules take: look at an identity, roll, end the turn.
                            bool moved = false;
                            for (const auto& [type, args] : moves) {
                                const auto r = it->second->dispatch(heist::test::intent(type, args));
                                if (const auto* e = std::get_if<heist::engine::Event>(&r)) {
                                    truth.sessions[it->first].push_back(*e);
                                    ++stats.acknowledged;
                                    moved = true;
                                    break;
                                }
                            }
                            if (!moved)
                                live.erase(it); // the game is over: it stays in the file, untouched
                        }
                    }
                } catch (const std::exception&) {
                    // The cut surfaced as an I/O error: nothing after it counts as acknowledged.
                }
                REQUIRE(vfs.powerCut());
                if (deleting)
                    truth.maybeDeleted.insert(deleting);
                switch (doing) {
                case Doing::Open: ++stats.cutsInOpen; break;
                case Doing::Create: ++stats.cutsInCreate; break;
                case Doing::Append: ++stats.cutsInAppend; break;
                case Doing::Delete: ++stats.cutsInDelete; break;
                case Doing::Close: ++stats.cutsInClose; break;
                }
                stats.operations += vfs.operations();
                const auto settled = vfs.settle();
                stats.kept += settled.keptWrites;
                stats.dropped += settled.droppedWrites;
                stats.torn += settled.tornWrites;
                ++stats.cuts;
            }
            // --- the power is back: SQLite's own VFS, the app's real open ---------------------
            INFO("cut " << stats.cuts << ", round " << round << " of this file, cut while doing "
                        << static_cast<int>(doing) << " (0 open, 1 create, 2 append, 3 delete, 4 close)");
            const auto check = heist::store::checkFile(file);
            if (check.fileCase != heist::store::FileCase::Healthy && std::getenv("HEIST_POWERLOSS_KEEP")) {
                const std::filesystem::path keep = std::getenv("HEIST_POWERLOSS_KEEP");
                std::filesystem::create_directories(keep);
                for (const auto& e : std::filesystem::directory_iterator(dir.path()))
                    std::filesystem::copy_file(e.path(), keep / e.path().filename(),
                                               std::filesystem::copy_options::overwrite_existing);
            }
            CHECK((check.fileCase == heist::store::FileCase::Healthy ||
                   (check.fileCase == heist::store::FileCase::NoFile && truth.sessions.empty())));
            INFO("--check said: " << heist::store::caseName(check.fileCase) << ", " << check.message);
            SessionStore store(file);
            INFO("opening said: " << store.notice());
            REQUIRE(store.notice().empty()); // never moved aside, never taken for damaged
            {
                SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
                CHECK(db.execAndGet("PRAGMA integrity_check").getString() == "ok");
            }
            std::set<std::int64_t> onDisk;
            for (const auto& s : store.listSessions())
                onDisk.insert(s.id);
            for (auto it = truth.sessions.begin(); it != truth.sessions.end();) {
                const auto id = it->first;
                if (!onDisk.count(id)) {
                    CHECK(truth.maybeDeleted.count(id)); // only a delete under way may have gone
                    it = truth.sessions.erase(it);
                    continue;
                }
                const auto events = store.loadEvents(id);
                REQUIRE(events.size() >= it->second.size());
                CHECK(events.size() <= it->second.size() + 1); // at most the one in flight
                for (std::size_t i = 0; i < it->second.size(); ++i)
                    CHECK(sameEvent(events[i], it->second[i]));
                stats.inFlightKept += static_cast<long>(events.size() - it->second.size());
                CHECK_NOTHROW(heist::store::LiveSession::resume(store, id));
                it->second = events; // what is on disk now is what the next round must keep
                ++it;
            }
            // A session whose creation was under way may be there, whole: it is part of the truth now.
            for (const auto id : onDisk)
                if (!truth.sessions.count(id)) {
                    CHECK_NOTHROW(heist::store::LiveSession::resume(store, id));
                    truth.sessions[id] = store.loadEvents(id);
                }
            truth.maybeDeleted.clear();
        }
    }
    std::cout << "power cuts: " << stats.cuts << " (in open " << stats.cutsInOpen << ", create " << stats.cutsInCreate
              << ", append " << stats.cutsInAppend << ", delete " << stats.cutsInDelete << ", close "
              << stats.cutsInClose << "); acknowledged events " << stats.acknowledged
              << ", in-flight events found after the cut " << stats.inFlightKept << "; file operations "
              << stats.operations << "; unsynced writes at the cuts: kept " << stats.kept << ", dropped "
              << stats.dropped << ", torn " << stats.torn << "\n";
    CHECK(stats.cuts == cuts);
}

TEST_CASE("CrashVfs trace - what opening and closing a healthy file writes", "[.crash-trace]") {
    TempDir dir;
    const auto file = dir / "sessions.db";
    {
        SessionStore store(file);
        std::mt19937_64 rng(1);
        auto l = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), newSetup(rng));
    }
    CrashVfs vfs(1);
    std::cerr << "--- open\n";
    {
        SessionStore store(file);
        std::cerr << "--- close\n";
    }
    std::cerr << "--- done\n";
}

TEST_CASE("Store - a power cut at any write while a fresh file is made leaves no file, or a healthy one",
          "[store][power-loss]") {
    // Making a new file is the one moment SQLite writes the file in rollback-journal mode
    // (switching it to WAL): every write and sync of it is a cut point, with several fates
    // for the unsynced writes at each.
    int cutPoints = 0, hotJournals = 0;
    for (std::int64_t at = 1;; ++at) {
        bool reachedTheEnd = false;
        std::error_code ignored;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            TempDir dir;
            const auto file = dir / "sessions.db";
            {
                CrashVfs vfs(seed * 7919 + static_cast<std::uint64_t>(at));
                vfs.cutPowerAt(at);
                try {
                    SessionStore store(file);
                    std::mt19937_64 rng(seed);
                    auto l =
                        heist::store::LiveSession::create(store, heist::games::definition("suspicion"), newSetup(rng));
                } catch (const std::exception&) {
                }
                reachedTheEnd = !vfs.powerCut();
                vfs.settle();
            }
            if (reachedTheEnd)
                break;
            INFO("cut at operation " << at << ", seed " << seed);
            if (std::filesystem::file_size(file.string() + "-journal", ignored) > 0)
                ++hotJournals; // what SQLite must play back before the file can be judged
            const auto check = heist::store::checkFile(file);
            INFO("--check said: " << heist::store::caseName(check.fileCase) << ", " << check.message);
            CHECK((check.fileCase == heist::store::FileCase::Healthy ||
                   check.fileCase == heist::store::FileCase::NoFile));
            SessionStore store(file);
            INFO("opening said: " << store.notice());
            REQUIRE(store.notice().empty());
            SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
            CHECK(db.execAndGet("PRAGMA integrity_check").getString() == "ok");
            CHECK(store.listSessions().size() <= 1);
        }
        if (reachedTheEnd)
            break;
        ++cutPoints;
        REQUIRE(at < 1000);
    }
    CHECK(cutPoints > 5);
    CHECK(hotJournals > 0);
    std::cout << "fresh file: " << cutPoints << " cut points x 6 fates, " << hotJournals
              << " left a rollback journal to play back\n";
}
