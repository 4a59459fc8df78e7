// Statistics: plays, wins, win rates, sides, average and best scores, and wins over time,
// worked out by hand from five games on three evenings; and the book of names (rename,
// merge, rename back, separate). The sides of real finished games are checked in each game's
// scenario tests (history::playRecord).
#include "history/Statistics.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>

using namespace heist::history;

namespace {

PlayerResult won(std::string name, std::optional<int> score = {}, std::string side = "") {
    return {std::move(name), true, score, std::move(side), ""};
}
PlayerResult lost(std::string name, std::optional<int> score = {}, std::string side = "") {
    return {std::move(name), false, score, std::move(side), ""};
}

// 1. Friday 20th, Suspicion: Ann 14 wins, Bob 9, Cy 9.
// 2. Friday 20th, Thief in the Night: Bob the captain beats Ann the thief.
// 3. Saturday 21st, Suspicion: Bobby 20 wins, Ann 11, Cy 3.
// 4. Sunday 22nd, Thief in the Night: Ann the thief beats Cy the captain.
// 5. Sunday 22nd, Secret Night: Bob and Cy (thieves) beat Ann (police).
std::vector<PlayRecord> fiveGames() {
    return {
        {1, "suspicion", "2026-11-20", {won("Ann", 14), lost("Bob", 9), lost("Cy", 9)}},
        {2, "thief-in-the-night", "2026-11-20", {lost("Ann", {}, "thief"), won("Bob", {}, "captain")}},
        {3, "suspicion", "2026-11-21", {won("Bobby", 20), lost("Ann", 11), lost("Cy", 3)}},
        {4, "thief-in-the-night", "2026-11-22", {won("Ann", {}, "thief"), lost("Cy", {}, "captain")}},
        {5,
         "secret-night",
         "2026-11-22",
         {lost("Ann", {}, "police"), won("Bob", {}, "thieves"), won("Cy", {}, "thieves")}},
    };
}

std::vector<std::string> order(const Statistics& s) {
    std::vector<std::string> names;
    for (const auto& p : s.players)
        names.push_back(p.name);
    return names;
}

// The name as a literal: a temporary string would make g++ 14 warn (-Wdangling-reference).
const PlayerStats& player(const Statistics& s, const char* name) {
    const auto it =
        std::find_if(s.players.begin(), s.players.end(), [&](const PlayerStats& p) { return p.name == name; });
    REQUIRE(it != s.players.end());
    return *it;
}

} // namespace

TEST_CASE("Statistics - one game: plays, wins, win rate, average and best score", "[history]") {
    const auto s = statistics(fiveGames(), "suspicion", NameBook());
    CHECK(s.plays == 2);
    CHECK(s.scores);
    // Bobby 1 win of 1; Ann 1 of 2; Cy and Bob none, Cy with more plays first.
    CHECK(order(s) == std::vector<std::string>{"Bobby", "Ann", "Cy", "Bob"});
    const auto& ann = player(s, "Ann");
    CHECK(ann.plays == 2);
    CHECK(ann.wins == 1);
    CHECK(ann.winPercent() == 50);
    CHECK(ann.best == 14);
    // (14 + 11) / 2 = 12.5
    CHECK(statLines(ann, s.scores) ==
          std::vector<std::string>{"2 plays \u00b7 1 win \u00b7 50%", "Average 12.5 \u00b7 best 14"});
    // (9 + 3) / 2 = 6
    CHECK(statLines(player(s, "Cy"), s.scores) ==
          std::vector<std::string>{"2 plays \u00b7 0 wins \u00b7 0%", "Average 6 \u00b7 best 9"});
}

TEST_CASE("Statistics - a merged name counts as the player it was merged into", "[history]") {
    NameBook names;
    names.rename("Bobby", "Bob");
    const auto s = statistics(fiveGames(), "suspicion", names);
    // Bob now: game 1 (9, lost) and game 3 (20, won): 1 of 2, average 14.5, best 20. Ann
    // has the same wins, rate and plays, and comes first by name.
    CHECK(order(s) == std::vector<std::string>{"Ann", "Bob", "Cy"});
    CHECK(statLines(player(s, "Bob"), s.scores) ==
          std::vector<std::string>{"2 plays \u00b7 1 win \u00b7 50%", "Average 14.5 \u00b7 best 20"});

    // Every game: Bob 3 wins in 4 (games 2, 3, 5), Ann 2 in 5 (1, 4), Cy 1 in 4 (5). No
    // scores or sides across games: points of different games do not add up.
    const auto all = statistics(fiveGames(), "", names);
    CHECK(all.plays == 5);
    CHECK_FALSE(all.scores);
    CHECK(order(all) == std::vector<std::string>{"Bob", "Ann", "Cy"});
    CHECK(statLines(player(all, "Bob"), all.scores) == std::vector<std::string>{"4 plays \u00b7 3 wins \u00b7 75%"});
    CHECK(statLines(player(all, "Ann"), all.scores) == std::vector<std::string>{"5 plays \u00b7 2 wins \u00b7 40%"});
    CHECK(player(all, "Cy").winPercent() == 25);
}

TEST_CASE("Statistics - win rate per side: thief and captain, thieves and police", "[history]") {
    const auto thief = statistics(fiveGames(), "thief-in-the-night", NameBook());
    CHECK(thief.plays == 2);
    CHECK_FALSE(thief.scores);
    CHECK(order(thief) == std::vector<std::string>{"Bob", "Ann", "Cy"});
    CHECK(statLines(player(thief, "Ann"), thief.scores) ==
          std::vector<std::string>{"2 plays \u00b7 1 win \u00b7 50%", "Thief: won 1 of 2"});
    CHECK(statLines(player(thief, "Cy"), thief.scores) ==
          std::vector<std::string>{"1 play \u00b7 0 wins \u00b7 0%", "Captain: won 0 of 1"});

    const auto night = statistics(fiveGames(), "secret-night", NameBook());
    CHECK(statLines(player(night, "Cy"), night.scores) ==
          std::vector<std::string>{"1 play \u00b7 1 win \u00b7 100%", "Thieves: won 1 of 1"});
    CHECK(statLines(player(night, "Ann"), night.scores) ==
          std::vector<std::string>{"1 play \u00b7 0 wins \u00b7 0%", "Police: won 0 of 1"});

    // Both sides of one player, in the order first played.
    std::vector<PlayRecord> more = fiveGames();
    more.push_back({6, "thief-in-the-night", "2026-11-23", {won("Ann", {}, "captain"), lost("Bob", {}, "thief")}});
    CHECK(statLines(player(statistics(more, "thief-in-the-night", NameBook()), "Ann"), false) ==
          std::vector<std::string>{"3 plays \u00b7 2 wins \u00b7 67%", "Thief: won 1 of 2 \u00b7 Captain: won 1 of 1"});
}

TEST_CASE("Statistics - nothing played yet gives no players", "[history]") {
    const auto s = statistics({}, "", NameBook());
    CHECK(s.plays == 0);
    CHECK(s.players.empty());
    const auto w = winsOverTime({}, "", NameBook(), 6);
    CHECK(w.evenings.empty());
    CHECK(w.series.empty());
}

TEST_CASE("Statistics - wins over time, counted up evening by evening", "[history]") {
    NameBook names;
    names.rename("Bobby", "Bob");
    const auto w = winsOverTime(fiveGames(), "", names, 2);
    CHECK(w.evenings == std::vector<std::string>{"2026-11-20", "2026-11-21", "2026-11-22"});
    REQUIRE(w.series.size() == 2);
    // Bob: game 2 on the 20th, game 3 (as Bobby) on the 21st, game 5 on the 22nd.
    CHECK(w.series[0].name == "Bob");
    CHECK(w.series[0].wins == std::vector<int>{1, 2, 3});
    // Ann: game 1 on the 20th, game 4 on the 22nd.
    CHECK(w.series[1].name == "Ann");
    CHECK(w.series[1].wins == std::vector<int>{1, 1, 2});

    // Unmerged, everyone with a win: Bob 2 of 3, Ann 2 of 5, Bobby 1 of 1, Cy 1 of 4.
    const auto apart = winsOverTime(fiveGames(), "", NameBook(), 6);
    std::vector<std::string> who;
    for (const auto& s : apart.series)
        who.push_back(s.name);
    CHECK(who == std::vector<std::string>{"Bob", "Ann", "Bobby", "Cy"});
    // One game: only its evenings.
    CHECK(winsOverTime(fiveGames(), "suspicion", names, 6).evenings ==
          std::vector<std::string>{"2026-11-20", "2026-11-21"});
}

TEST_CASE("Names - rename, rename again, back to the first name", "[history]") {
    NameBook names;
    names.rename("Ann", "Anne");
    CHECK(names.canonical("Ann") == "Anne");
    CHECK(names.aliasesOf("Anne") == std::vector<std::string>{"Ann"});
    names.rename("Anne", "Annie");
    CHECK(names.canonical("Ann") == "Annie");
    CHECK(names.canonical("Anne") == "Annie");
    CHECK(names.aliasesOf("Annie") == std::vector<std::string>{"Ann", "Anne"});
    names.rename("Annie", "Ann");
    CHECK(names.canonical("Ann") == "Ann");
    CHECK(names.canonical("Anne") == "Ann");
    CHECK(names.canonical("Annie") == "Ann");
    CHECK(names.aliasesOf("Ann") == std::vector<std::string>{"Anne", "Annie"});
    // Renaming to itself changes nothing.
    const auto before = names.aliases();
    names.rename("Ann", "Ann");
    names.rename("Ann", "");
    CHECK(names.aliases() == before);
}

TEST_CASE("Names - merge, merge into a merged name, separate again", "[history]") {
    NameBook names;
    names.rename("Bobby", "Bob");
    // Cy renamed to "Bobby", a name that now stands for Bob: Cy joins Bob.
    names.rename("Cy", "Bobby");
    CHECK(names.canonical("Cy") == "Bob");
    CHECK(names.aliasesOf("Bob") == std::vector<std::string>{"Bobby", "Cy"});
    CHECK(names.canonical("Dee") == "Dee");
    names.separate("Bob");
    CHECK(names.canonical("Bobby") == "Bobby");
    CHECK(names.canonical("Cy") == "Cy");
    CHECK(names.aliases().empty());
}

TEST_CASE("Names - kept as text and read back; a damaged text is an empty book", "[history]") {
    NameBook names;
    names.rename("Catalina", "Catalina Fernández");
    names.rename("Niall", "Niall O’Sullivan");
    const auto back = NameBook::fromJson(names.toJson());
    CHECK(back.aliases() == names.aliases());
    CHECK(NameBook::fromJson("not json").aliases().empty());
    CHECK(NameBook::fromJson("[1,2]").aliases().empty());
    CHECK(NameBook::fromJson(R"({"A": 3, "B": "", "C": "C"})").aliases().empty());
    // A loop written by hand ends where it closes instead of running for ever.
    const auto loop = NameBook::fromJson(R"({"A": "B", "B": "A"})");
    const auto a = loop.canonical("A");
    CHECK((a == "A" || a == "B"));
}

TEST_CASE("Names - a list of names used before shows each player once, under the current name", "[history]") {
    NameBook names;
    names.rename("Bobby", "Bob"); // a merge
    names.rename("Cy", "Cyrus");  // a rename
    // Most recently used first, as the roster lists them: Cyrus (typed at the rename), Bobby,
    // Ann, Cy, Bob, Dee.
    const std::vector<std::string> roster{"Cyrus", "Bobby", "Ann", "Cy", "Bob", "Dee"};
    CHECK(names.currentNames(roster) == std::vector<std::string>{"Cyrus", "Bob", "Ann", "Dee"});
    // A name renamed that was never typed under its new name takes the old one's place.
    NameBook other;
    other.rename("Ann", "Anne");
    CHECK(other.currentNames({"Bob", "Ann", "Cy"}) == std::vector<std::string>{"Bob", "Anne", "Cy"});
    // Separated again, each name stands on its own.
    names.separate("Bob");
    CHECK(names.currentNames(roster) == std::vector<std::string>{"Cyrus", "Bobby", "Ann", "Bob", "Dee"});
    CHECK(NameBook().currentNames({"Ann", "Ann"}) == std::vector<std::string>{"Ann"});
}

TEST_CASE("Statistics - each line of the chart knows its player's colours, the latest first", "[history]") {
    auto colour = [](PlayerResult r, std::string c) {
        r.colour = std::move(c);
        return r;
    };
    // Ann plays amber, then rose; Bob teal, then amber on a later evening; Bobby (Bob merged)
    // plays violet in a later session of that same evening, so violet is Bob's latest.
    const std::vector<PlayRecord> plays{
        {1, "suspicion", "2026-11-20", {colour(won("Ann", 7), "amber"), colour(lost("Bob", 5), "teal")}},
        {2, "suspicion", "2026-11-21", {colour(won("Bob", 7), "amber"), colour(lost("Ann", 5), "rose")}},
        {3, "suspicion", "2026-11-21", {colour(won("Bobby", 7), "violet"), colour(lost("Ann", 5), "rose")}},
    };
    NameBook names;
    names.rename("Bobby", "Bob");
    const auto w = winsOverTime(plays, "suspicion", names, 6);
    REQUIRE(w.series.size() == 2);
    CHECK(w.series[0].name == "Bob");
    CHECK(w.series[0].colours == std::vector<std::string>{"violet", "amber", "teal"});
    CHECK(w.series[1].name == "Ann");
    CHECK(w.series[1].colours == std::vector<std::string>{"rose", "amber"});
    // Listed in the other order, the same answer: "latest" is by evening, then session.
    const std::vector<PlayRecord> reversed(plays.rbegin(), plays.rend());
    CHECK(winsOverTime(reversed, "suspicion", names, 6).series[0].colours ==
          std::vector<std::string>{"violet", "amber", "teal"});
}
