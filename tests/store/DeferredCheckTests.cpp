// The integrity check after opening (SessionStore::awaitIntegrity): quick_check no longer
// stands before the constructor returns (so not before the first frame), and a damaged file
// is still never written to: the first write waits for the verdict, the file is moved aside
// byte for byte with the same notice as before, and that write is refused.
#include "store/LiveSession.hpp"
#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <chrono>
#include <thread>

using heist::store::FileCase;
using heist::store::SessionStore;
using heist::test::TempDir;
namespace fs = std::filesystem;

namespace {

heist::engine::SessionSetup twoPlayerSetup() {
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    setup.seed = 1;
    return setup;
}

// A file as the app leaves it (WAL mode, current schema, an identity), with enough games for
// many pages, checkpointed and closed.
void makeFile(const fs::path& file) {
    SessionStore store(file);
    for (int g = 0; g < 30; ++g) {
        auto setup = twoPlayerSetup();
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        for (int i = 0; i < 10; ++i)
            live.dispatch(heist::test::intent("suspicion.end_turn"));
    }
}

// The same file with the page of its roster zeroed: the schema and Home's reads still work,
// quick_check fails. (Once "a page near its end", which a new table in the schema moved under
// the sessions Home reads.)
std::string damage(const fs::path& file) {
    std::size_t page = 0;
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
        page = static_cast<std::size_t>(
                   db.execAndGet("SELECT rootpage FROM sqlite_master WHERE name = 'roster'").getInt()) -
               1;
    }
    auto bytes = heist::test::readFile(file);
    REQUIRE(bytes.size() > 8 * 4096);
    REQUIRE(page > 0);
    std::fill(bytes.begin() + static_cast<long>(page * 4096), bytes.begin() + static_cast<long>((page + 1) * 4096),
              '\0');
    heist::test::writeBytes(file, bytes);
    return bytes;
}

// Lets held checks go after a moment, from another thread.
std::thread releaseChecksAfter(int ms) {
    return std::thread([ms] {
        std::this_thread::sleep_for(std::chrono::milliseconds(ms));
        SessionStore::holdIntegrityChecks(false);
    });
}

struct Hold {
    Hold() { SessionStore::holdIntegrityChecks(true); }
    ~Hold() { SessionStore::holdIntegrityChecks(false); }
};

} // namespace

TEST_CASE("Store - opening a file for writing does not wait for its integrity check", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    makeFile(file);
    const auto bytes = damage(file);
    Hold hold; // the check cannot have run: opening must return without it
    SessionStore store(file);
    CHECK(store.integrityPending());
    CHECK_FALSE(store.quarantinedTo());
    CHECK(store.notice().empty());
    CHECK(store.lastUnfinished());      // Home's reads work meanwhile
    CHECK_FALSE(store.pollIntegrity()); // no verdict yet, nothing done
    CHECK(heist::test::readFile(file) == bytes);
}

TEST_CASE("Store - a damaged file found after opening is moved aside as before and the write refused", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    makeFile(file);
    const auto bytes = damage(file);
    SessionStore::holdIntegrityChecks(true);
    SessionStore store(file);
    const auto id = store.lastUnfinished();
    REQUIRE(id);
    std::thread release = releaseChecksAfter(100); // the verdict comes later; the write waits
    heist::engine::EventDraft draft{"suspicion.end_turn", heist::Json::object()};
    try {
        store.append(*id, 1000, draft);
        FAIL("a write into a damaged file was not refused");
    } catch (const heist::store::StoreError& e) {
        CHECK(e.fileCase() == FileCase::Damaged);
        CHECK(std::string(e.what()) == store.notice());
    }
    release.join();
    REQUIRE(store.quarantinedTo());
    const fs::path aside = *store.quarantinedTo();
    CHECK(aside.string().find(".unreadable-") != std::string::npos);
    CHECK(store.notice().find(aside.string()) != std::string::npos);
    CHECK(store.notice().find("damaged") != std::string::npos);
    CHECK(store.notice().find("Heist Table started a fresh file") != std::string::npos);
    CHECK(heist::test::readFile(aside) == bytes); // never written to
    CHECK_FALSE(store.integrityPending());
    // The app carries on with a fresh, working file, as it did when the check came first.
    CHECK(store.listSessions().empty());
    auto setup = twoPlayerSetup();
    CHECK_NOTHROW(heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup));
    CHECK(heist::store::checkFile(aside).fileCase == FileCase::Damaged); // --check: the full check
}

TEST_CASE("Store - the verdict on a damaged file moves it aside when polled, before any write", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    makeFile(file);
    const auto bytes = damage(file);
    SessionStore store(file);
    bool moved = false;
    for (int i = 0; i < 500 && !moved; ++i) {
        moved = store.pollIntegrity();
        if (!moved)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    REQUIRE(moved);
    REQUIRE(store.quarantinedTo());
    CHECK(heist::test::readFile(*store.quarantinedTo()) == bytes);
    CHECK_FALSE(store.pollIntegrity()); // acted on once
}

TEST_CASE("Store - a healthy file passes the check after opening and writes go on", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    makeFile(file);
    SessionStore store(file);
    CHECK(store.integrityPending());
    CHECK_FALSE(store.awaitIntegrity());
    CHECK_FALSE(store.integrityPending());
    CHECK_FALSE(store.quarantinedTo());
    CHECK(store.notice().empty());
    auto setup = twoPlayerSetup();
    CHECK_NOTHROW(heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup));
    CHECK(store.listSessions().size() == 31);
}

TEST_CASE("Store - a store closed while its check is held or running closes at once", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    makeFile(file);
    {
        Hold hold;
        SessionStore store(file);
        CHECK(store.integrityPending());
    } // the destructor cancels the held check instead of waiting for a release
    SessionStore again(file);
    CHECK_FALSE(again.awaitIntegrity());
}

TEST_CASE("Store - resuming a game in play writes nothing, so it does not wait for the check", "[store]") {
    TempDir dir;
    const auto file = dir / "s.db";
    makeFile(file);
    SessionStore::holdIntegrityChecks(true);
    SessionStore store(file);
    const auto id = store.lastUnfinished();
    REQUIRE(id);
    std::thread release = releaseChecksAfter(200); // were the resume to wait, it would wait for this
    auto live = heist::store::LiveSession::resume(store, *id);
    CHECK(store.integrityPending());
    release.join();
    CHECK_FALSE(live.session().finished());
    CHECK_FALSE(store.awaitIntegrity());
}
