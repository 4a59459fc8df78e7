// The phones' codes in the store (table phone_seats, src/store/PhoneSeats.cpp) on real files:
// a code's round trip (its seat key and tablet key), a new code for a seat, counters that rise
// across reopening and across a writer killed between two reservations, an entry saved in one
// commit with its counter, and refusals that never quote a key.
#include "tests/store/CrashVfs.hpp"
#include "tests/store/PhoneSeatSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <csignal>
#include <random>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using heist::store::SessionStore;
using heist::store::StoredSeatCode;
using heist::test::TempDir;
using namespace heist::test::phones;

TEST_CASE("Phone seats - a seat's code, its phone and its counter survive closing and reopening", "[store][phones]") {
    TempDir dir;
    const auto file = dir / "sessions.db";
    const std::string phone = bytes(40, 32);
    std::int64_t id = 0;
    {
        SessionStore store(file);
        id = newSession(store);
        CHECK(store.seatCodes(id).empty());
        REQUIRE(store.saveSeatCode(id, code(0, "AAAAAAAAAAAA", 1)));
        REQUIRE(store.saveSeatCode(id, code(1, "BBBBBBBBBBBB", 2)));
        CHECK(store.bindSeatDevice(id, 1, "BBBBBBBBBBBB", phone));
        CHECK(store.saveUpLast(id, 1, "BBBBBBBBBBBB", 5));
        CHECK_FALSE(store.saveUpLast(id, 1, "BBBBBBBBBBBB", 5)); // not above the last: kept
        CHECK_FALSE(store.saveUpLast(id, 1, "BBBBBBBBBBBB", 3));
        // A notice about another code (one replaced since) changes nothing.
        CHECK_FALSE(store.bindSeatDevice(id, 0, "XXXXXXXXXXXX", phone));
        CHECK_FALSE(store.saveUpLast(id, 0, "XXXXXXXXXXXX", 9));
    }
    SessionStore store(file);
    auto codes = store.seatCodes(id);
    REQUIRE(codes.size() == 2);
    CHECK(codes[0].seat == 0);
    CHECK(codes[0].name == "Ann");
    CHECK(codes[0].handle == "AAAAAAAAAAAA");
    CHECK(codes[0].key == bytes(1, 32));
    CHECK(codes[0].tablet == tabletKey(1));
    CHECK(codes[0].device.empty());
    CHECK(codes[0].upLast == 0);
    CHECK(codes[0].downFrom == 0); // nothing reserved by reading
    CHECK(codes[1].seat == 1);
    CHECK(codes[1].name == "Bob");
    CHECK(codes[1].key == bytes(2, 32));
    CHECK(codes[1].tablet == tabletKey(2));
    CHECK(codes[1].device == phone);
    CHECK(codes[1].upLast == 5);

    // A lost phone: seat 1 gets a new code, and the old one's phone and counters go with it.
    CHECK(store.reserveDownCounters(id, 1) == 1);
    REQUIRE(store.saveSeatCode(id, code(1, "CCCCCCCCCCCC", 3)));
    codes = store.seatCodes(id);
    REQUIRE(codes.size() == 2);
    CHECK(codes[1].handle == "CCCCCCCCCCCC");
    CHECK(codes[1].key == bytes(3, 32));
    CHECK(codes[1].tablet == tabletKey(3)); // a new code, a new tablet key
    CHECK(codes[1].device.empty());
    CHECK(codes[1].upLast == 0);
    CHECK(store.reserveDownCounters(id, 1) == 1);
    CHECK_FALSE(store.bindSeatDevice(id, 1, "BBBBBBBBBBBB", phone)); // the old code's late notice
    CHECK(store.seatCodes(id)[1].device.empty());
    CHECK(codes[0].key == bytes(1, 32)); // the other seat's code is as it was

    // Phones off for the session: every code goes, from the file and its -wal.
    store.wipeSeatCodes(id);
    CHECK(store.seatCodes(id).empty());
    CHECK_FALSE(store.reserveDownCounters(id, 0));
    const std::string onDisk = fileAndWal(file);
    for (std::uint32_t seed : {1u, 2u, 3u}) {
        CHECK_FALSE(holds(onDisk, bytes(seed, 32)));
        CHECK_FALSE(holds(onDisk, tabletKey(seed)));
    }
}

TEST_CASE("Phone seats - the counters of boxes to a phone rise across reopening, a block at a time",
          "[store][phones]") {
    TempDir dir;
    const auto file = dir / "sessions.db";
    const std::int64_t block = SessionStore::kDownCounterBlock;
    std::int64_t id = 0;
    {
        SessionStore store(file);
        id = newSession(store);
        CHECK_FALSE(store.reserveDownCounters(id, 0)); // no code yet
        REQUIRE(store.saveSeatCode(id, code(0, "AAAAAAAAAAAA", 1)));
        CHECK(store.reserveDownCounters(id, 0) == 1);
        CHECK(store.reserveDownCounters(id, 0) == 1 + block);
        CHECK_FALSE(store.reserveDownCounters(id, 1)); // seat 1 has no code
        CHECK_FALSE(store.reserveDownCounters(id + 1, 0));
    }
    {
        SessionStore store(file);
        CHECK(store.reserveDownCounters(id, 0) == 1 + 2 * block);
    }
    {
        // Near the page's exact integers (2^53) a seat's counters are spent: a new code is due.
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("UPDATE phone_seats SET down_next = " + std::to_string((std::int64_t{1} << 53) - block));
    }
    SessionStore store(file);
    CHECK(store.reserveDownCounters(id, 0) == (std::int64_t{1} << 53) - block);
    CHECK_FALSE(store.reserveDownCounters(id, 0));
    REQUIRE(store.saveSeatCode(id, code(0, "DDDDDDDDDDDD", 4)));
    CHECK(store.reserveDownCounters(id, 0) == 1);
}

TEST_CASE("Phone seats - a block of any size (tests use tiny ones) follows the last, up to 2^53", "[store][phones]") {
    TempDir dir;
    SessionStore store(dir / "sessions.db");
    const std::int64_t id = newSession(store);
    REQUIRE(store.saveSeatCode(id, code(0, "AAAAAAAAAAAA", 1)));
    CHECK(store.reserveDownCounters(id, 0, 4) == 1);
    CHECK(store.reserveDownCounters(id, 0, 4) == 5);
    CHECK(store.reserveDownCounters(id, 0) == 9); // the default block follows a tiny one
    CHECK(store.reserveDownCounters(id, 0, 4) == 9 + SessionStore::kDownCounterBlock);
    CHECK_THROWS_AS(store.reserveDownCounters(id, 0, 0), std::invalid_argument);
    // Two blocks of 2^52 take the seat to the page's exact integers: the next is refused.
    const std::int64_t half = std::int64_t{1} << 52;
    CHECK(store.reserveDownCounters(id, 0, half) == 13 + SessionStore::kDownCounterBlock);
    CHECK_FALSE(store.reserveDownCounters(id, 0, half));
    CHECK_THROWS_AS(store.reserveDownCounters(id, 0, 4 * half), std::invalid_argument);
    const auto last = store.reserveDownCounters(id, 0, half - 13 - SessionStore::kDownCounterBlock);
    CHECK(last == 13 + SessionStore::kDownCounterBlock + half);
    CHECK_FALSE(store.reserveDownCounters(id, 0, 1)); // the mark is at 2^53: a new code is due
}

TEST_CASE("Phone seats - a writer killed between reservations never gets a block handed out again", "[store][phones]") {
    TempDir dir;
    const auto file = dir / "sessions.db";
    const std::int64_t block = SessionStore::kDownCounterBlock;
    std::int64_t id = 0;
    {
        SessionStore store(file);
        id = newSession(store);
        REQUIRE(store.saveSeatCode(id, code(0, "AAAAAAAAAAAA", 1)));
    }
    std::mt19937 gen(20261127);
    std::vector<std::int64_t> handedOut; // the first counter of every block a run was given
    const int kills = 12;
    for (int round = 0; round < kills; ++round) {
        int fds[2];
        REQUIRE(pipe(fds) == 0);
        const pid_t pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            close(fds[0]);
            try {
                SessionStore store(file);
                for (;;) {
                    const auto first = store.reserveDownCounters(id, 0);
                    if (!first || write(fds[1], &*first, sizeof *first) != sizeof *first)
                        _exit(3);
                }
            } catch (...) {
                _exit(2);
            }
        }
        close(fds[1]);
        // Killed after a random number of blocks plus a few microseconds: the signal lands
        // anywhere in the write path, between two reservations or inside one.
        const int wanted = 1 + static_cast<int>(gen() % 8);
        std::int64_t first = 0;
        for (int got = 0; got < wanted && read(fds[0], &first, sizeof first) == sizeof first; ++got)
            handedOut.push_back(first);
        std::this_thread::sleep_for(std::chrono::microseconds(gen() % 3000));
        kill(pid, SIGKILL);
        while (read(fds[0], &first, sizeof first) == sizeof first)
            handedOut.push_back(first);
        close(fds[0]);
        int status = 0;
        waitpid(pid, &status, 0);
        REQUIRE(WIFSIGNALED(status));

        SessionStore store(file);
        REQUIRE_FALSE(store.quarantinedTo());
        const auto next = store.reserveDownCounters(id, 0);
        REQUIRE(next);
        handedOut.push_back(*next);
    }
    // Every block handed out starts a block after the one before it (gaps are blocks lost to a
    // kill, which is allowed); none was handed out twice or overlaps another.
    REQUIRE(handedOut.size() > static_cast<std::size_t>(kills));
    CHECK(handedOut.front() == 1);
    for (std::size_t i = 1; i < handedOut.size(); ++i) {
        INFO("block " << i);
        CHECK(handedOut[i] >= handedOut[i - 1] + block);
        CHECK((handedOut[i] - 1) % block == 0);
    }
}

TEST_CASE("Phone seats - a code that cannot be saved is refused with words that quote no key", "[store][phones]") {
    TempDir dir;
    SessionStore store(dir / "sessions.db");
    const std::int64_t id = newSession(store);
    auto noKeyIn = [](const std::string& message, const std::string& key) {
        CHECK_FALSE(holds(message, key));
        CHECK_FALSE(holds(message, base64url(key)));
        CHECK_FALSE(holds(message, hex(key)));
    };
    StoredSeatCode stranger = code(5, "EEEEEEEEEEEE", 5); // no one sits there
    try {
        store.saveSeatCode(id, stranger);
        FAIL("a code for an empty seat was saved");
    } catch (const heist::store::StoreError& e) {
        noKeyIn(e.what(), stranger.key);
    }
    StoredSeatCode shortKey = code(0, "FFFFFFFFFFFF", 6);
    shortKey.key.pop_back();
    try {
        store.saveSeatCode(id, shortKey);
        FAIL("a key of 31 bytes was saved");
    } catch (const heist::store::StoreError& e) {
        noKeyIn(e.what(), shortKey.key);
    }
    StoredSeatCode shortTablet = code(0, "HHHHHHHHHHHH", 8);
    shortTablet.tablet.pop_back();
    try {
        store.saveSeatCode(id, shortTablet);
        FAIL("a tablet key of 31 bytes was saved");
    } catch (const heist::store::StoreError& e) {
        noKeyIn(e.what(), shortTablet.tablet);
        noKeyIn(e.what(), shortTablet.key);
    }
    StoredSeatCode noTablet = code(0, "IIIIIIIIIIII", 9);
    noTablet.tablet.clear();
    CHECK_THROWS_AS(store.saveSeatCode(id, noTablet), heist::store::StoreError);
    CHECK_FALSE(store.saveSeatCode(id + 1, code(0, "GGGGGGGGGGGG", 7))); // no such session
    CHECK(store.seatCodes(id).empty());
    CHECK(store.seatCodes(id + 1).empty());
    // A phone's public key is 32 bytes: anything else is not bound.
    REQUIRE(store.saveSeatCode(id, code(0, "JJJJJJJJJJJJ", 10)));
    CHECK_THROWS_AS(store.bindSeatDevice(id, 0, "JJJJJJJJJJJJ", bytes(41, 16)), heist::store::StoreError);
    CHECK(store.seatCodes(id).at(0).device.empty());
}

TEST_CASE("Phone seats - an entry and its counter are saved by one dispatch, only when the rules take it",
          "[store][phones]") {
    TempDir dir;
    SessionStore store(dir / "sessions.db");
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    setup.seed = 9;
    auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
    const auto id = live.id();
    REQUIRE(store.saveSeatCode(id, code(0, "AAAAAAAAAAAA", 1)));
    auto upLast = [&] { return store.seatCodes(id).at(0).upLast; };
    using heist::store::EntryCounter;
    auto look = [](int seat) { return heist::test::intent("suspicion.see_identity", heist::Json{{"seat", seat}}); };
    auto taken = [](const heist::store::DispatchResult& r) { return std::holds_alternative<heist::engine::Event>(r); };
    REQUIRE(taken(live.dispatch(look(0), EntryCounter{0, "AAAAAAAAAAAA", 4})));
    CHECK(upLast() == 4);
    // Refused by the rules (seat 0 has looked already): nothing saved, the counter stays.
    const auto head = live.session().headSeq();
    REQUIRE_FALSE(taken(live.dispatch(look(0), EntryCounter{0, "AAAAAAAAAAAA", 9})));
    CHECK(live.session().headSeq() == head);
    CHECK(upLast() == 4);
    // As saveUpLast: only rises, and only for the seat's current code (the entry is still kept).
    REQUIRE(taken(live.dispatch(look(1), EntryCounter{0, "AAAAAAAAAAAA", 2})));
    CHECK(upLast() == 4);
    REQUIRE(taken(live.dispatch(heist::test::intent("suspicion.roll_dice"), EntryCounter{0, "XXXXXXXXXXXX", 8})));
    CHECK(upLast() == 4);
    CHECK(live.session().headSeq() == head + 2);
}

TEST_CASE("Phone seats - a power cut at any write of a phone's entry keeps the entry and its counter "
          "together, or neither",
          "[store][phones][power-loss]") {
    // Were the counter a second transaction after the entry's, a cut between the two commits
    // would keep the entry without its counter: the phone could send it again as new.
    TempDir dir;
    const auto base = dir / "base.db";
    std::int64_t id = 0;
    {
        SessionStore store(base);
        id = newSession(store);
        REQUIRE(store.saveSeatCode(id, code(0, "AAAAAAAAAAAA", 1)));
        REQUIRE(store.saveUpLast(id, 0, "AAAAAAAAAAAA", 3));
    }
    const auto look = heist::test::intent("suspicion.see_identity", heist::Json{{"seat", 0}});
    const std::size_t eventsBefore = SessionStore(base).loadEvents(id).size();
    int bothKept = 0, neitherKept = 0;
    bool finished = false;
    for (std::int64_t nth = 1; !finished && nth < 200; ++nth) {
        INFO("the power is cut at write or sync " << nth << " of the entry");
        const auto file = dir / ("cut-" + std::to_string(nth) + ".db");
        std::filesystem::copy_file(base, file);
        {
            heist::test::CrashVfs vfs(static_cast<std::uint64_t>(nth));
            try {
                SessionStore store(file);
                store.awaitIntegrity();
                auto live = heist::store::LiveSession::resume(store, id);
                vfs.cutPowerAt(nth);
                live.dispatch(look, heist::store::EntryCounter{0, "AAAAAAAAAAAA", 7});
                finished = !vfs.powerCut(); // the entry was written before the nth operation
            } catch (const std::exception&) {
                // the cut surfaced as an I/O error
            }
            if (vfs.powerCut())
                vfs.settle();
        }
        SessionStore store(file);
        REQUIRE(store.notice().empty());
        const bool entryKept = store.loadEvents(id).size() == eventsBefore + 1;
        const auto upLast = store.seatCodes(id).at(0).upLast;
        CHECK((upLast == 7 || upLast == 3));
        CHECK(entryKept == (upLast == 7));
        (entryKept ? bothKept : neitherKept) += 1;
    }
    CHECK(finished);
    CHECK(bothKept > 0); // a cut after the commit's sync, and the run with no cut
    CHECK(neitherKept > 0);
}
