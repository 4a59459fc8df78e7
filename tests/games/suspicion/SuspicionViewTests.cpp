// Suspicion's views (issue 48): what the screens may read, checked against the state a game
// played through intents leads to. The table's view holds no seat's guest, peek or guess; a seat's
// view holds its own and nobody else's; the phone's private JSON says what the seat view says.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>

using heist::Json;
using heist::test::Table;
namespace sus = heist::games::suspicion;

namespace {

const sus::SuspicionGame& suspicionGameOf(Table& t) {
    return static_cast<const sus::SuspicionGame&>(t.session().game());
}

} // namespace

TEST_CASE("Suspicion views - the deal: the table's view names the next seat to look and nobody's guest",
          "[suspicion][views]") {
    Table t({"Ann", "Bob", "Cy"});
    const auto& game = suspicionGameOf(t);
    auto v = game.tableView(t.session().state());
    CHECK(v.phase == sus::Phase::Dealing);
    CHECK_FALSE(v.finished);
    CHECK(v.nextToSee == 0);
    CHECK(v.hasGuessed == std::vector<bool>{false, false, false});
    // The board's guests, all of them, in the rules' order: public.
    REQUIRE(v.guestNames.size() == game.rules().guests.size());
    t.ok("suspicion.see_identity", Json{{"seat", 0}});
    CHECK(game.tableView(t.session().state()).nextToSee == 1);
    t.ok("suspicion.see_identity", Json{{"seat", 1}});
    t.ok("suspicion.see_identity", Json{{"seat", 2}});
    v = game.tableView(t.session().state());
    CHECK(v.nextToSee == -1);
    CHECK(v.phase == sus::Phase::Playing);
    CHECK(v.turn == 0);
}

TEST_CASE("Suspicion views - a seat's view is its own guest and its own peeks, as its private view says",
          "[suspicion][views]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    const auto& game = suspicionGameOf(t);
    const auto& s = sus::SuspicionGame::cast(t.session().state());
    const int top = s.deal.deck.front(); // the card Ann is about to peek at
    t.ok("suspicion.peek_invitation");
    const auto& state = t.session().state();
    for (int seat = 0; seat < 3; ++seat) {
        const auto sv = game.seatView(state, seat);
        CHECK(sv.seat == seat);
        CHECK(sv.identity == s.deal.hands.at(static_cast<std::size_t>(seat)));
        // Only Ann peeked, and only at that one card.
        CHECK(sv.peeked == (seat == 0 ? std::vector<int>{top} : std::vector<int>{}));
        const auto names = game.tableView(state).guestNames;
        const auto priv = game.privateView(state, seat);
        CHECK(priv["identity"] == names.at(static_cast<std::size_t>(sv.identity)));
        REQUIRE(priv["peeked"].size() == sv.peeked.size());
        for (std::size_t i = 0; i < sv.peeked.size(); ++i)
            CHECK(priv["peeked"][i] == names.at(static_cast<std::size_t>(sv.peeked[i])));
    }
    // A seat that is not at the table has no view: no guest, no peek.
    CHECK(game.seatView(state, 3).identity == -1);
    CHECK(game.seatView(state, -1).peeked.empty());
    CHECK(game.privateView(state, 3).is_null());
    // The turn the table sees is Ann's still: a peek is her action, not the end of her turn.
    CHECK(game.tableView(state).turn == 0);
}

TEST_CASE("Suspicion views - the guesses: the table sees who has guessed, and the end, never what was guessed",
          "[suspicion][views]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    const auto& game = suspicionGameOf(t);
    // The scenario tests' game: 5 gems a stack for three players, the Emerald stack empties on Cy's turn.
    t.take("diamond");
    t.take("ruby", "room_robbery");
    t.endTurn();
    t.take("emerald");
    t.take("emerald");
    t.endTurn();
    t.take("ruby");
    t.take("diamond");
    t.endTurn();
    t.take("emerald");
    t.take("diamond");
    t.endTurn();
    t.take("ruby");
    t.take("ruby");
    t.endTurn();
    t.take("emerald");
    t.take("emerald");
    REQUIRE(t.view()["phase"] == "guessing");
    auto v = game.tableView(t.session().state());
    CHECK(v.phase == sus::Phase::Guessing);
    CHECK(v.hasGuessed == std::vector<bool>{false, false, false});
    t.ok("suspicion.submit_guesses",
         Json{{"seat", 1}, {"guesses", Json{t.identityId(0), nullptr, t.notIdentityId(2)}}});
    v = game.tableView(t.session().state());
    CHECK(v.hasGuessed == std::vector<bool>{false, true, false});
    CHECK_FALSE(v.finished);
    t.ok("suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", Json{nullptr, t.identityId(1), t.identityId(2)}}});
    t.ok("suspicion.submit_guesses",
         Json{{"seat", 2}, {"guesses", Json{t.notIdentityId(0), t.notIdentityId(1), nullptr}}});
    t.ok("suspicion.reveal");
    v = game.tableView(t.session().state());
    CHECK(v.finished);
    CHECK(v.phase == sus::Phase::Finished);
    CHECK(v.hasGuessed == std::vector<bool>{true, true, true});
}
