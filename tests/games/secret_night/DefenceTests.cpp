// The defence cards of rules/secret-night.txt, 3.3.2 Cards ("defense"): the Bulletproof Vest
// and the Bible block a Gun attack, Avoid Knife blocks a Knife attack; the Vest is kept, the
// others discarded. Health and scores below are worked out by hand: everyone starts with 3
// health, the Gun does 2, the Knife 1 (Margot's 2), and the death of the Chief Inspector
// counts as a detective's: +2 for the thieves.
#include "tests/games/secret_night/SnTable.hpp"

using heist::Json;
using heist::test::SnTable;

namespace {
using heist::test::kFour;
} // namespace

TEST_CASE("Secret Night - the Vest and the Bible block a Gun attack whole, Avoid Knife a Knife "
          "attack, Margot's 2 damage too",
          "[secret-night]") {
    // Seats: 0 Ann plays Margot (Chief Inspector), 1 Bob Victoria, 2 Cy Trevor, 3 Dee Panchito
    // (Master Thief, first).
    SnTable t(kFour, {"margot", "victoria", "trevor", "panchito"});
    t.toMidnight();
    t.playUntil(3);
    auto vest = t.ok("sn.attack", Json{{"target", 0}, {"weapon", "gun"}, {"defence", "vest"}});
    CHECK(vest.payload["defence"] == "vest");
    CHECK(vest.payload["amount"] == 0);
    CHECK(t.view()["players"][0]["health"] == 3); // 3 - 0
    CHECK(t.describe(vest) == "Dee attacked Ann with a gun; Ann\u2019s Bulletproof Vest blocked it (kept)");
    auto bible = t.ok("sn.attack", Json{{"target", 0}, {"weapon", "gun"}, {"defence", "bible"}});
    CHECK(bible.payload["amount"] == 0);
    CHECK(t.describe(bible).find("Bible blocked it (discarded)") != std::string::npos);
    CHECK(t.view()["players"][0]["health"] == 3);
    t.ok("sn.attack", Json{{"target", 0}, {"weapon", "gun"}}); // no card: 3 - 2
    CHECK(t.view()["players"][0]["health"] == 1);
    t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}, {"defence", "avoid_knife"}});
    CHECK(t.view()["players"][1]["health"] == 3);
    // Each card blocks its own weapon only; the dog and dynamite have no card against them.
    CHECK(t.refusal("sn.attack", Json{{"target", 1}, {"weapon", "gun"}, {"defence", "avoid_knife"}}).message ==
          "The Avoid Knife blocks a Knife attack only.");
    CHECK(t.refused("sn.attack", Json{{"target", 1}, {"weapon", "knife"}, {"defence", "vest"}}) == "wrong_defence");
    CHECK(t.refused("sn.attack", Json{{"target", 1}, {"weapon", "dynamite"}, {"defence", "bible"}}) == "wrong_defence");
    CHECK(t.refused("sn.attack", Json{{"target", 1}, {"weapon", "knife"}, {"defence", "shield"}}) == "bad_defence");
    CHECK(t.refused("sn.attack", Json{{"target", 1}, {"weapon", "knife"}, {"defence", 2}}) == "bad_defence");
    CHECK(t.view()["players"][1]["health"] == 3);

    // Margot's Knife does 2; Avoid Knife blocks it whole, then the next one hits: 3 - 2 = 1.
    t.playUntil(0);
    t.ok("sn.attack", Json{{"target", 3}, {"weapon", "knife"}, {"defence", "avoid_knife"}});
    CHECK(t.view()["players"][3]["health"] == 3);
    t.ok("sn.attack", Json{{"target", 3}, {"weapon", "knife"}});
    CHECK(t.view()["players"][3]["health"] == 1);

    // A blocked shot at Margot with 1 health: nobody dies and the thermometer stays at 0; the
    // unblocked one kills the Chief Inspector: +2 for the thieves.
    t.playUntil(3);
    CHECK(t.marker() == 0);
    auto saved = t.ok("sn.attack", Json{{"target", 0}, {"weapon", "gun"}, {"defence", "vest"}});
    CHECK(saved.payload["dies"] == false);
    CHECK(t.view()["players"][0]["health"] == 1);
    CHECK(t.marker() == 0);
    auto killed = t.ok("sn.attack", Json{{"target", 0}, {"weapon", "gun"}});
    CHECK(killed.payload["dies"] == true);
    CHECK(t.marker() == 2);

    // The stored night, defences and all, replays to the same state.
    auto replayed = heist::store::LiveSession::resume(t.store, t.live->id());
    const auto& game = t.live->session().game();
    CHECK(game.publicView(replayed.session().state()) == t.view());
}

TEST_CASE("Secret Night - Yijun's and Salvatore's skills dodge the first attack before any card", "[secret-night]") {
    // Seats: 0 Otto, 1 Yijun (first Knife attack misses), 2 Salvatore (first Gun shot misses),
    // 3 Panchito (Master Thief, first to play).
    SnTable t(kFour, {"otto", "yijun", "salvatore", "panchito"});
    t.toMidnight();
    t.playUntil(3);
    // The skill dodges the first one, so the card stays in the hand: refused, openly (the
    // characters are public).
    const auto knife = t.refusal("sn.attack", Json{{"target", 1}, {"weapon", "knife"}, {"defence", "avoid_knife"}});
    CHECK(knife.code == "skill_dodges");
    CHECK(knife.message == "Yijun Ding dodges this first Knife attack by skill: keep the Avoid Knife.");
    CHECK(t.refused("sn.attack", Json{{"target", 2}, {"weapon", "gun"}, {"defence", "bible"}}) == "skill_dodges");
    auto dodged = t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}});
    CHECK(dodged.payload["avoided"] == "avoid_knife");
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
    // Spent skills: now the cards block.
    auto card = t.ok("sn.attack", Json{{"target", 1}, {"weapon", "knife"}, {"defence", "avoid_knife"}});
    CHECK(card.payload["avoided"].is_null());
    CHECK(card.payload["defence"] == "avoid_knife");
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}, {"defence", "vest"}});
    CHECK(t.view()["players"][1]["health"] == 3);
    CHECK(t.view()["players"][2]["health"] == 3);
}
