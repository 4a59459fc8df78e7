// Old files: tests/fixtures/schema-1.db was written by the schema-1 build from the two scripts
// beside it (a Secret Night and a Suspicion session), together with what that build exported
// for each session (schema-1.expected.json). Every later build must open it, migrate it and
// replay both sessions to that same state. Write it again only with a new schema version:
//   build/tests/heist_tests "[.write-fixture]"
#include "components/PinHash.hpp"
#include "cli/Commands.hpp"
#include "support/TestSupport.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using heist::Json;
using heist::store::SessionStore;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

const fs::path kFixtures = fs::path(HEIST_SOURCE_DIR) / "tests" / "fixtures";

// What must survive: the full export without timestamps (they are when it was written).
Json comparable(Json exported) {
    for (auto& e : exported["events"])
        e.erase("at");
    return exported;
}

Json exportAll(SessionStore& store) {
    Json all = Json::array();
    auto sessions = store.listSessions();
    std::sort(sessions.begin(), sessions.end(), [](auto& a, auto& b) { return a.id < b.id; });
    for (const auto& s : sessions)
        all.push_back(comparable(heist::cli::exportSession(store, s.id, true)));
    return all;
}

} // namespace

TEST_CASE("Fixture writer - the schema-1 file and its expected export", "[.write-fixture]") {
    const auto db = kFixtures / "schema-1.db";
    fs::remove(db);
    {
        SessionStore store(db);
        for (const char* script : {"schema-1-secret-night.jsonl", "schema-1-suspicion.jsonl"}) {
            std::ostringstream out, err;
            REQUIRE(heist::cli::runScript(store, kFixtures / script, {}, out, err) == 0);
        }
        std::ofstream(kFixtures / "schema-1.expected.json") << exportAll(store).dump(1) << "\n";
    }
    CHECK_FALSE(fs::exists(db.string() + "-wal"));
}

TEST_CASE("Store - a file written by schema 1 opens, migrates and replays to the same state",
          "[store]") {
    if (!fs::exists(kFixtures / "schema-1.db")) {
        WARN("tests/fixtures/schema-1.db is missing: run the [.write-fixture] test once");
        return;
    }
    TempDir dir;
    const auto file = dir / "old.db";
    fs::copy_file(kFixtures / "schema-1.db", file);
    std::ifstream in(kFixtures / "schema-1.expected.json");
    const Json expected = Json::parse(in);
    REQUIRE(expected.size() == 2);
    CHECK(heist::store::checkFile(file).fileCase == heist::store::FileCase::Healthy);
    SessionStore store(file);
    CHECK_FALSE(store.quarantinedTo());
    const Json now = exportAll(store);
    REQUIRE(now.size() == 2);
    CHECK(now[0]["session"]["game"] == "secret-night");
    CHECK(now[1]["session"]["game"] == "suspicion");
    for (std::size_t i = 0; i < 2; ++i) {
        INFO(now[i]["session"]["game"]);
        CHECK(now[i]["state"] == expected[i]["state"]);
        CHECK(now[i]["secrets"] == expected[i]["secrets"]);
        CHECK(now[i]["events"] == expected[i]["events"]);
        CHECK(now[i]["players"] == expected[i]["players"]);
    }
    // And play goes on in the migrated file.
    auto live = heist::store::LiveSession::resume(store, now[1]["session"]["id"].get<std::int64_t>());
    CHECK(live.session().headSeq() == static_cast<std::int64_t>(expected[1]["events"].size()));
    // Its PIN (set as "2580" by the script, stored as salted SHA-256 then) still opens the
    // secret; the UI then stores it again as Argon2id (tests/ui: the legacy PIN test).
    const auto legacy = live.session().pinHash(0);
    REQUIRE(legacy);
    CHECK(heist::components::isLegacyPinHash(*legacy));
    CHECK(live.session().checkPin(0, "2580"));
    CHECK_FALSE(live.session().checkPin(0, "0000"));
}
