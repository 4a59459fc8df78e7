// Suspicion's history in words (SuspicionHistory.cpp): what an entry changed, said from the
// public views before and after it, in the wording the history had before the games said it
// themselves. Expected sentences are written by hand from what each event does.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::Table;

TEST_CASE("Suspicion history - a gem taken and a turn ended, in words", "[suspicion][history]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    // Ann takes a Ruby: her first action of the turn, her first Ruby, the stack 5 -> 4.
    const auto took = t.ok("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "lucky_lift"}});
    CHECK(t.live->session().changesAt(took.seq) == std::vector<std::string>{"1 of the turn\u2019s actions done.",
                                                                            "Ann now has 1 ruby.",
                                                                            "The ruby stack went from 5 to 4."});
    // Ending the turn clears the count and passes the turn to Bob.
    const auto ended = t.ok("suspicion.end_turn");
    CHECK(t.live->session().changesAt(ended.seq) ==
          std::vector<std::string>{"0 of the turn\u2019s actions done.", "It is Bob\u2019s turn now."});
}
