// Secret Night's history in words (SecretNightHistory.cpp): what an entry changed, said from
// the public views before and after it, in the wording the history had before the games said
// it themselves. Expected sentences are written by hand from what each event does.
#include "tests/games/secret_night/SnTable.hpp"

using heist::Json;
using heist::test::SnTable;

namespace {
using heist::test::kFour;
using heist::test::kFourChars;
} // namespace

TEST_CASE("Secret Night history - a turn moves the clock and passes on; a death says the health, "
          "the death, the revealed role and the marker",
          "[secret-night][history]") {
    SnTable t(kFour, kFourChars);
    // The Master Thief (Dee, seat 3) plays first; ending her turn passes it clockwise to Ann.
    REQUIRE(t.current() == 3);
    const auto ended = t.ok("sn.end_turn");
    CHECK(t.live->session().changesAt(ended.seq) == std::vector<std::string>{"It is Ann\u2019s turn now."});
    // The turn that brings the clock from 11 p.m. to midnight says so, and what midnight allows.
    t.toMidnight();
    const auto midnight = t.live->session().changesAt(t.live->session().headSeq());
    REQUIRE(midnight.size() >= 2);
    CHECK(midnight[0] == "It is after midnight now: 00:00 cards and the dog may be used.");
    CHECK(midnight[1] == "The clock moved from 11 p.m. to midnight.");
    t.playUntil(1);
    // Bob shoots Cy, the thief: a gun does 2 of Cy's 3 health.
    const auto shot = t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
    CHECK(t.live->session().changesAt(shot.seq) == std::vector<std::string>{"Cy\u2019s health went from 3 to 1."});
    // The knife's 1 kills him: his role turns face up and a dead thief is 2 for the police.
    const auto death = t.ok("sn.attack", Json{{"target", 2}, {"weapon", "knife"}});
    CHECK(t.live->session().changesAt(death.seq) ==
          std::vector<std::string>{"The marker moved from level to 2 for the police.", "Cy died.",
                                   "Cy\u2019s health went from 1 to 0.", "Cy\u2019s role was revealed: Thief."});
}
