// The evening's bookkeeping: groups recognised however their names were picked, forgetting a
// group, tonight's tally from the stored games (and after the file is opened anew, as after a
// kill), and Suspicion passing the start on when a group plays again.
#include "games/Catalogue.hpp"
#include "history/BgStats.hpp"
#include "history/Groups.hpp"
#include "history/StoredGroups.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using namespace heist;
using namespace heist::history;

namespace {

constexpr std::int64_t kNov24 = 1795478400000; // 2026-11-24 00:00 UTC
constexpr std::int64_t kHourMs = 3600 * 1000;
const auto noOffset = [](std::int64_t) { return 0; };

PlayedGame game(std::int64_t id, const std::string& gameId, std::int64_t start, std::vector<std::string> names,
                bool finished = true, std::vector<int> winners = {}) {
    PlayedGame g;
    g.sessionId = id;
    g.game = gameId;
    g.startUtcMs = start;
    g.lastUtcMs = start + kHourMs / 2;
    g.finished = finished;
    const std::vector<std::string> colours{"amber", "teal", "rose", "violet"};
    for (std::size_t i = 0; i < names.size(); ++i)
        g.players.push_back({static_cast<int>(i), names[i], colours[i % colours.size()]});
    g.winners = std::move(winners);
    return g;
}

} // namespace

TEST_CASE("Groups - the same players in any order, typed or picked, are one group", "[history][evening]") {
    NameBook book;
    CHECK(groupKey({"Ann", "Bob"}, book) == groupKey({"Bob", " ann "}, book));
    CHECK(groupKey({"Ann", "Bob"}, book) != groupKey({"Ann", "Bob", "Cy"}, book));
    book.rename("Bobby", "Bob"); // Bobby's games count as Bob's
    CHECK(groupKey({"Ann", "Bobby"}, book) == groupKey({"Ann", "Bob"}, book));

    const std::vector<PlayedGame> games{
        game(1, "suspicion", kNov24 + 20 * kHourMs, {"Ann", "Bob", "Cy"}),
        game(2, "thief-in-the-night", kNov24 + 21 * kHourMs, {"Dee", "Eve"}),
        game(3, "secret-night", kNov24 + 22 * kHourMs, {"cy", "Ann", "Bobby"}),
        game(4, "suspicion", kNov24 + 23 * kHourMs, {"Solo"}), // not a group
    };
    const auto groups = recentGroups(games, book, {}, 10);
    REQUIRE(groups.size() == 2);
    // The one that played last first, with the seats and tokens of its last game and the names
    // that stand now.
    CHECK(groups[0].games == 2);
    CHECK(groups[0].lastGame == "secret-night");
    REQUIRE(groups[0].players.size() == 3);
    CHECK(groups[0].players[0].name == "cy");
    CHECK(groups[0].players[2].name == "Bob");
    CHECK(groups[0].players[2].colour == "rose");
    CHECK(groups[1].games == 1);
    CHECK(groups[1].lastGame == "thief-in-the-night");
    CHECK(recentGroups(games, book, {}, 1).size() == 1);
}

TEST_CASE("Groups - a forgotten group leaves the list until it plays again", "[history][evening]") {
    NameBook book;
    std::vector<PlayedGame> games{game(1, "suspicion", kNov24 + 20 * kHourMs, {"Ann", "Bob"}),
                                  game(2, "suspicion", kNov24 + 21 * kHourMs, {"Cy", "Dee"})};
    auto forgotten = ForgottenGroups::fromJson("not json");
    CHECK(forgotten.size() == 0);
    forgotten.forget(groupKey({"Ann", "Bob"}, book), kNov24 + 22 * kHourMs);
    const auto stored = ForgottenGroups::fromJson(forgotten.toJson());
    auto groups = recentGroups(games, book, stored, 10);
    REQUIRE(groups.size() == 1);
    CHECK(groups[0].players[0].name == "Cy");
    // Nothing is removed from the games themselves; a new game brings the group back.
    games.push_back(game(3, "thief-in-the-night", kNov24 + 23 * kHourMs, {"Bob", "Ann"}));
    groups = recentGroups(games, book, stored, 10);
    REQUIRE(groups.size() == 2);
    CHECK(groups[0].players[0].name == "Bob");
    CHECK(groups[0].games == 2);
}

TEST_CASE("Tonight - wins per player across tonight's games, the game in play, not yesterday's", "[history][evening]") {
    NameBook book;
    const std::vector<PlayedGame> games{
        game(1, "suspicion", kNov24 - 3 * kHourMs, {"Ann", "Bob"}, true, {1}),              // the evening before
        game(2, "suspicion", kNov24 + 20 * kHourMs, {"Ann", "Bob", "Cy"}, true, {0}),       // Ann
        game(3, "secret-night", kNov24 + 22 * kHourMs, {"Cy", "Ann", "Bob"}, true, {0, 2}), // Cy and Bob
        game(4, "thief-in-the-night", kNov24 + 25 * kHourMs, {"Bob", "Cy"}, true, {0}),     // 1 a.m.: Bob
        game(5, "suspicion", kNov24 + 26 * kHourMs, {"Ann", "Cy"}, false),                  // in play
        game(6, "suspicion", kNov24 + 21 * kHourMs, {"Dee", "Eve"}, false),                 // in play, saved earlier
    };
    const auto t = tonight(games, kNov24 + 27 * kHourMs, noOffset, book); // 3 a.m. on the 25th
    REQUIRE(t);
    CHECK(t->date == "2026-11-24");
    CHECK(t->finished == std::vector<std::int64_t>{2, 3, 4});
    REQUIRE(t->inProgress);
    CHECK(*t->inProgress == 5);
    CHECK(t->unfinished == 2);
    REQUIRE(t->tally.size() == 3);
    // By hand: Ann won game 2 (1), Bob games 3 and 4 (2), Cy game 3 (1); ties in the order first seen.
    CHECK(t->tally[0].name == "Bob");
    CHECK(t->tally[0].wins == 2);
    CHECK(t->tally[0].games == 3);
    CHECK(t->tally[1].name == "Ann");
    CHECK(t->tally[1].wins == 1);
    CHECK(t->tally[1].games == 2);
    CHECK(t->tally[2].name == "Cy");
    CHECK(t->tally[2].wins == 1);
    CHECK(tallyLine(t->tally) == "Bob\u00a02 \u00b7 Ann\u00a01 \u00b7 Cy\u00a01");
    // At 7 a.m. a new evening has begun and nothing of it is stored yet.
    CHECK_FALSE(tonight(games, kNov24 + 31 * kHourMs, noOffset, book));
}

TEST_CASE("Tonight - a game that cannot be read is counted as such, not as a win", "[history][evening]") {
    NameBook book;
    auto broken = game(2, "suspicion", kNov24 + 21 * kHourMs, {"Ann", "Bob"}, true, {});
    broken.readable = false;
    const auto t = tonight({game(1, "suspicion", kNov24 + 20 * kHourMs, {"Ann", "Bob"}, true, {1}), broken},
                           kNov24 + 23 * kHourMs, noOffset, book);
    REQUIRE(t);
    CHECK(t->unreadable == 1);
    REQUIRE(t->tally.size() == 2);
    CHECK(t->tally[0].name == "Bob");
    CHECK(t->tally[0].games == 1);
}

TEST_CASE("Tonight - read from the stored games, and the same after the file is opened anew",
          "[history][evening][store]") {
    test::TempDir dir;
    const auto db = dir / "sessions.db";
    std::int64_t first = 0, second = 0;
    {
        test::Table t({"Ann", "Bob"}, 7, Json::object(), db);
        t.everyoneSees();
        test::playSuspicionToTheEnd(t); // Ann (seat 0) wins, 7 to 5
        first = t.live->id();
        const auto& suspicion = games::definition("suspicion");
        engine::SessionSetup setup = *t.store.loadSetup(first);
        setup.players = suspicion.seatsForPlayAgain(setup.players);
        t.live.emplace(store::LiveSession::create(t.store, suspicion, setup));
        second = t.live->id();
        t.everyoneSees();
        t.take("diamond"); // a step saved in the game now in play, then the process "dies"
    }
    store::SessionStore store(db);
    auto games = playedGames(store);
    REQUIRE(games.size() == 2);
    for (auto& g : games)
        readWinners(store, g);
    const auto now = store::SessionStore::nowMs();
    // Only the games saved since a moment are read: none saved after now, both in the last hour.
    CHECK(playedGames(store, 120, now + 60000).empty());
    CHECK(playedGames(store, 120, now - 3600000).size() == 2);
    CHECK(playedGames(store, 1).size() == 1);
    const auto t = tonight(games, now, localUtcOffsetMinutes, NameBook{});
    REQUIRE(t);
    CHECK(t->finished == std::vector<std::int64_t>{first});
    REQUIRE(t->inProgress);
    CHECK(*t->inProgress == second);
    REQUIRE(t->tally.size() == 2);
    CHECK(t->tally[0].name == "Ann");
    CHECK(t->tally[0].wins == 1);
    CHECK(t->tally[1].name == "Bob");
    CHECK(t->tally[1].wins == 0);
    const auto groups = recentGroups(games, NameBook{}, {}, 5);
    REQUIRE(groups.size() == 1);
    CHECK(groups[0].games == 2);
    CHECK(groups[0].players[0].name == "Bob"); // the start passed on
}

TEST_CASE("Play again - Suspicion passes the start to the next player clockwise; others keep the seats", "[evening]") {
    const std::vector<engine::PlayerInfo> seats{{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    const auto next = games::definition("suspicion").seatsForPlayAgain(seats);
    REQUIRE(next.size() == 3);
    CHECK(next[0].name == "Bob");
    CHECK(next[0].seat == 0);
    CHECK(next[0].colour == "teal");
    CHECK(next[1].name == "Cy");
    CHECK(next[2].name == "Ann");
    CHECK(next[2].seat == 2);
    for (const auto* id : {"secret-night", "thief-in-the-night", "one-night-only", "shadow-house-masquerade"}) {
        const auto same = games::definition(id).seatsForPlayAgain(seats);
        REQUIRE(same.size() == 3);
        CHECK(same[0].name == "Ann");
        CHECK(same[2].name == "Cy");
    }
}
