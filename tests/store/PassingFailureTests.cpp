// Passing failures during play: a full disk and a lock held by another program refuse the
// action with a clear message, lose nothing saved, and play goes on once the cause is gone.
// Also: read-only storage can still be read, and a deleted session leaves no trace.
#include "cli/Commands.hpp"
#include "tests/store/Isolated.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <fstream>
#include <sstream>

using heist::Json;
using heist::store::SessionStore;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

heist::engine::SessionSetup players(std::vector<std::string> names) {
    heist::engine::SessionSetup setup;
    int seat = 0;
    for (auto& n : names)
        setup.players.push_back({seat++, n, "amber"});
    setup.seed = 3;
    return setup;
}

std::vector<Json> jsonLines(const std::string& text) {
    std::vector<Json> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        out.push_back(Json::parse(line));
    return out;
}

} // namespace

TEST_CASE("Store - a full disk during play refuses the action, loses nothing, and play goes "
          "on once space returns",
          "[store]") {
    TempDir dir;
    const Json r = heist::test::inChild([&]() -> Json {
        const fs::path disk = dir / "disk";
        heist::test::mountTmpfs(disk, "2m");
        Json r;
        SessionStore store(disk / "s.db");
        auto live =
            heist::store::LiveSession::create(store, heist::games::definition("suspicion"), players({"Ann", "Bob"}));
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 1}}));
        const auto filler = heist::test::fillDisk(disk);
        // The WAL may still have room from earlier frames: play until the disk says no.
        std::optional<heist::engine::RuleError> refusal;
        for (int i = 0; i < 2000 && !refusal; ++i) {
            const auto before = live.session().headSeq();
            auto res = live.dispatch(heist::test::intent("suspicion.end_turn"));
            if (auto* e = std::get_if<heist::engine::RuleError>(&res)) {
                refusal = *e;
                r["state_unchanged"] = live.session().headSeq() == before;
            }
        }
        if (!refusal)
            return Json{{"exception", "the disk never filled"}};
        r["code"] = refusal->code;
        r["message"] = refusal->message;
        const auto acknowledged = live.session().headSeq();
        fs::remove(filler);
        auto again = live.dispatch(heist::test::intent("suspicion.end_turn"));
        r["works_again"] = std::holds_alternative<heist::engine::Event>(again);
        r["acknowledged"] = acknowledged;
        r["id"] = live.id();
        // Everything acknowledged is in the file.
        SQLite::Database check((disk / "s.db").string(), SQLite::OPEN_READONLY);
        SQLite::Statement q(check, "SELECT max(seq) FROM events WHERE session_id = ?");
        q.bind(1, live.id());
        q.executeStep();
        r["saved_head"] = q.getColumn(0).getInt64();
        return r;
    });
    INFO(r.dump(2));
    if (r.contains("skipped")) {
        WARN("not run: " << r["skipped"].get<std::string>());
        return;
    }
    REQUIRE_FALSE(r.contains("exception"));
    CHECK(r["code"] == "disk_full");
    CHECK(r["message"].get<std::string>().find("full") != std::string::npos);
    CHECK(r["state_unchanged"] == true);
    CHECK(r["works_again"] == true);
    CHECK(r["saved_head"] == r["acknowledged"].get<std::int64_t>() + 1);
}

TEST_CASE("Script - a full disk refuses the failing line in its JSON reply, and the script "
          "goes on",
          "[cli]") {
    TempDir dir;
    const Json r = heist::test::inChild([&]() -> Json {
        const fs::path disk = dir / "disk";
        heist::test::mountTmpfs(disk, "2m");
        const fs::path db = disk / "s.db";
        const fs::path first = dir / "first.jsonl", more = dir / "more.jsonl";
        std::ofstream(first) << R"({"intent":"new_session","game":"suspicion","players":["Ann","Bob"],"seed":3})"
                                "\n"
                             << R"({"intent":"suspicion.see_identity","seat":0})"
                                "\n"
                             << R"({"intent":"suspicion.see_identity","seat":1})"
                                "\n";
        {
            std::ofstream m(more);
            for (int i = 0; i < 1500; ++i)
                m << R"({"intent":"suspicion.end_turn"})"
                     "\n";
        }
        Json r;
        SessionStore store(db); // the app is running when the disk fills up
        {
            std::ostringstream out, err;
            r["first_status"] = heist::cli::runScript(store, first, {}, out, err);
        }
        const auto filler = heist::test::fillDisk(disk);
        {
            std::ostringstream out, err;
            heist::cli::ScriptRun run;
            run.resume = "last";
            r["status"] = heist::cli::runScript(store, more, run, out, err);
            const auto rows = jsonLines(out.str());
            r["replies"] = rows.size();
            int refused = 0, accepted = 0;
            for (const auto& row : rows) {
                if (row["ok"] == true)
                    ++accepted;
                else if (row["error"]["code"] == "disk_full")
                    ++refused;
            }
            r["refused"] = refused;
            r["accepted"] = accepted;
        }
        {
            // A new game on the full disk: refused in its reply, and the lines after it are
            // answered too, none of them played on the game before.
            const fs::path next = dir / "next.jsonl";
            std::ofstream(next) << R"({"intent":"new_session","game":"suspicion","players":["Cy","Dee"],"seed":4})"
                                   "\n"
                                << R"({"intent":"suspicion.see_identity","seat":0})"
                                   "\n"
                                << R"({"intent":"suspicion.end_turn"})"
                                   "\n";
            std::ostringstream out, err;
            heist::cli::ScriptRun run;
            run.resume = "last";
            r["next_status"] = heist::cli::runScript(store, next, run, out, err);
            r["next"] = jsonLines(out.str());
            r["events_before_next"] = store.listSessions().at(0).events;
            r["sessions_after_next"] = store.listSessions().size();
        }
        fs::remove(filler);
        {
            r["events"] = store.listSessions().at(0).events;
            std::ostringstream out, err;
            heist::cli::ScriptRun run;
            run.resume = "last";
            std::ofstream(first) << R"({"intent":"suspicion.end_turn"})"
                                    "\n";
            r["after_status"] = heist::cli::runScript(store, first, run, out, err);
            r["after"] = jsonLines(out.str()).at(0);
        }
        return r;
    });
    INFO(r.dump(2));
    if (r.contains("skipped")) {
        WARN("not run: " << r["skipped"].get<std::string>());
        return;
    }
    REQUIRE_FALSE(r.contains("exception"));
    CHECK(r["first_status"] == 0);
    CHECK(r["status"] == 0);
    CHECK(r["replies"] == 1500); // every line answered
    CHECK(r["next_status"] == 0);
    REQUIRE(r["next"].size() == 3);
    CHECK(r["next"][0]["error"]["code"] == "disk_full");
    CHECK(r["next"][1]["error"]["code"] == "no_session");
    CHECK(r["next"][2]["error"]["code"] == "no_session");
    CHECK(r["next"][2]["error"]["message"].get<std::string>().find("line 1") != std::string::npos);
    CHECK(r["sessions_after_next"] == 1);
    CHECK(r["events_before_next"] == r["events"]); // the game before was not played on
    CHECK(r["refused"].get<int>() > 0);
    CHECK(r["refused"].get<int>() + r["accepted"].get<int>() == 1500);
    // The deal, two looks and every accepted end of turn are saved.
    CHECK(r["events"] == 3 + r["accepted"].get<int>());
    CHECK(r["after_status"] == 0);
    CHECK(r["after"]["ok"] == true);
}

TEST_CASE("Store - a lock held by another program refuses a write in play, then it works", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    SessionStore store(file);
    auto live =
        heist::store::LiveSession::create(store, heist::games::definition("suspicion"), players({"Ann", "Bob"}));
    const auto head = live.session().headSeq();
    const pid_t holder = heist::test::holdExclusiveLock(file);
    auto res = live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
    heist::test::stopHolder(holder);
    REQUIRE(std::holds_alternative<heist::engine::RuleError>(res));
    CHECK(std::get<heist::engine::RuleError>(res).code == "file_busy");
    CHECK(live.session().headSeq() == head);
    auto ok = live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
    CHECK(std::holds_alternative<heist::engine::Event>(ok));
}

TEST_CASE("Store - read-only storage can still be listed and exported, and says so", "[store][cli]") {
    TempDir dir;
    const Json r = heist::test::inChild([&]() -> Json {
        const fs::path file = dir / "s.db";
        std::int64_t id = 0;
        {
            SessionStore store(file);
            auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"),
                                                          players({"Ann", "Bob"}));
            id = live.id();
        }
        heist::test::bindReadOnly(dir.path());
        Json r;
        const auto before = heist::test::snapshot(dir.path());
        heist::cli::Options o;
        o.db = file;
        o.list = true;
        std::ostringstream out, err;
        std::istringstream in;
        r["list_status"] = *heist::cli::runHeadless(o, out, err, in);
        r["list"] = out.str();
        r["list_err"] = err.str();
        o.list = false;
        o.exportId = id;
        std::ostringstream out2, err2;
        r["export_status"] = *heist::cli::runHeadless(o, out2, err2, in);
        r["export_ok"] = Json::parse(out2.str())["players"].size() == 2;
        // A script (which writes) is refused with one message and the read-only status.
        o.exportId.reset();
        o.script = dir / "game.jsonl";
        std::ostringstream out3, err3;
        r["script_status"] = *heist::cli::runHeadless(o, out3, err3, in);
        r["script_err"] = err3.str();
        r["untouched"] = heist::test::snapshot(dir.path()) == before;
        return r;
    });
    INFO(r.dump(2));
    if (r.contains("skipped")) {
        WARN("not run: " << r["skipped"].get<std::string>());
        return;
    }
    REQUIRE_FALSE(r.contains("exception"));
    CHECK(r["list_status"] == 0);
    CHECK(r["list"].get<std::string>().find("Ann, Bob") != std::string::npos);
    CHECK(r["list_err"].get<std::string>().find("read-only") != std::string::npos);
    CHECK(r["export_status"] == 0);
    CHECK(r["export_ok"] == true);
    CHECK(r["script_status"] == 18);
    CHECK(r["script_err"].get<std::string>().find("read-only") != std::string::npos);
    CHECK(r["untouched"] == true);
}

TEST_CASE("Store - a deleted session leaves no player name and no event in the file's bytes", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    SessionStore store(file);
    std::int64_t gone = 0;
    {
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"),
                                                      players({"Quennell Marchbanks", "Wilhelmina Zapolska"}));
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
        gone = live.id();
    }
    heist::store::LiveSession::create(store, heist::games::definition("suspicion"), players({"Ann", "Bob"}));
    auto bytes = [&] {
        std::string all;
        for (const char* suffix : {"", "-wal", "-shm"})
            if (fs::exists(file.string() + suffix))
                all += heist::test::readFile(file.string() + suffix);
        return all;
    };
    REQUIRE(bytes().find("Quennell Marchbanks") != std::string::npos);
    store.deleteSession(gone);
    const auto after = bytes();
    CHECK(after.find("Quennell Marchbanks") == std::string::npos);
    CHECK(after.find("Wilhelmina Zapolska") == std::string::npos);
    CHECK(after.find("identity_seen") == std::string::npos);
    CHECK(after.find("Ann") != std::string::npos); // the other session is still there
}

TEST_CASE("Store - a restore that meets a full disk says the storage is full (19), and the "
          "saved games are as they were",
          "[store]") {
    TempDir dir;
    const Json r = heist::test::inChild([&]() -> Json {
        const fs::path disk = dir / "disk";
        heist::test::mountTmpfs(disk, "2m");
        Json r;
        // A backup kept elsewhere (a memory stick), holding a game with many events.
        const fs::path elsewhere = dir / "stick" / "s.db";
        fs::create_directories(elsewhere.parent_path());
        fs::path backup;
        {
            SessionStore other(elsewhere);
            for (int game = 0; game < 12; ++game) {
                auto live = heist::store::LiveSession::create(other, heist::games::definition("suspicion"),
                                                              players({"Cy", "Dee"}));
                for (int i = 0; i < 1000; ++i)
                    live.dispatch(heist::test::intent("suspicion.end_turn"));
            }
            backup = other.backUp("stick");
        }
        SessionStore store(disk / "s.db");
        auto live =
            heist::store::LiveSession::create(store, heist::games::definition("suspicion"), players({"Ann", "Bob"}));
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
        // Room for the copy of the current games that a restore makes first, not for the
        // backup's pages: the disk fills in the middle of the copy.
        const auto small = fs::file_size(store.backUp("probe"));
        const auto filler = heist::test::fillDisk(disk);
        fs::resize_file(filler, fs::file_size(filler) - small - 16384);
        r["room"] = small + 16384;
        r["backup_size"] = fs::file_size(backup);
        try {
            store.restore(backup);
            r["restored"] = true;
        } catch (const heist::store::StoreError& e) {
            r["status"] = e.exitStatus();
            r["message"] = e.what();
        }
        fs::remove(filler);
        const auto list = store.listSessions();
        r["sessions"] = list.size();
        r["first"] = list.at(0).players.at(0);
        r["events"] = list.at(0).events;
        return r;
    });
    INFO(r.dump(2));
    if (r.contains("skipped")) {
        WARN("not run: " << r["skipped"].get<std::string>());
        return;
    }
    REQUIRE_FALSE(r.contains("exception"));
    CHECK_FALSE(r.contains("restored"));
    CHECK(r["status"] == 19);
    CHECK(r["message"].get<std::string>().find("full") != std::string::npos);
    CHECK(r["sessions"] == 1);
    CHECK(r["first"] == "Ann");
    CHECK(r["events"] == 2);
}

TEST_CASE("Store - a wrong PIN on read-only storage still counts for this run", "[store]") {
    TempDir dir;
    const Json r = heist::test::inChild([&]() -> Json {
        const fs::path file = dir / "s.db";
        std::int64_t id = 0;
        {
            SessionStore store(file);
            id =
                heist::store::LiveSession::create(store, heist::games::definition("suspicion"), players({"Ann", "Bob"}))
                    .id();
        }
        heist::test::bindReadOnly(dir.path());
        Json r;
        SessionStore store(file, SessionStore::Access::ReadOnly);
        int refused = 0;
        for (int i = 0; i < 3; ++i) {
            try {
                store.recordPinFailure(id, 0);
            } catch (const heist::store::StoreError&) {
                ++refused; // the file cannot take it
            }
        }
        r["refused"] = refused;
        r["count"] = store.pinFailures(id, 0).count;
        r["wait"] = store.pinFailures(id, 0).waitSeconds(SessionStore::nowMs());
        r["other_seat"] = store.pinFailures(id, 1).count;
        return r;
    });
    INFO(r.dump(2));
    if (r.contains("skipped")) {
        WARN("not run: " << r["skipped"].get<std::string>());
        return;
    }
    REQUIRE_FALSE(r.contains("exception"));
    CHECK(r["refused"] == 3);
    CHECK(r["count"] == 3);
    CHECK(r["wait"].get<double>() > 0);
    CHECK(r["other_seat"] == 0);
}
