// The PIN's policy lives with the session (store::LiveSession), so that the reveal screens ask
// and do not decide: a look asks for a PIN once one is set, the deal offers one as the house
// rule says, a wrong PIN adds to the seat's brake and a right one clears it, on a real file.
#include "tests/support/Catch.hpp"
#include "tests/support/TestSupport.hpp"

#include "components/PinHash.hpp"

using heist::Json;

TEST_CASE("PIN policy - a set PIN guards the seat's look; the deal offers one as the house rule says", "[store]") {
    heist::test::Table on({"Ann", "Bob"}, 7, Json{{"offer_pin", true}});
    CHECK_FALSE(on.live->pinGuards(0));
    CHECK(on.live->offersPin(0));
    on.ok("session.set_pin", Json{{"seat", 0}, {"pin", "2580"}});
    CHECK(on.live->pinGuards(0));
    CHECK_FALSE(on.live->offersPin(0)); // set already: not offered again
    CHECK_FALSE(on.live->pinGuards(1));
    CHECK(on.live->offersPin(1));
    CHECK_FALSE(on.live->pinWantsRenewal(0)); // set today: in today's form

    heist::test::Table off({"Ann", "Bob"}, 7, Json{{"offer_pin", false}});
    CHECK_FALSE(off.live->offersPin(0));
    CHECK_FALSE(off.live->pinGuards(0));
}

TEST_CASE("PIN policy - wrong PINs brake the next try, on the file; the right one clears the brake", "[store]") {
    heist::test::Table t({"Ann", "Bob"}, 7, Json{{"offer_pin", true}});
    t.ok("session.set_pin", Json{{"seat", 1}, {"pin", "1357"}});
    CHECK(t.live->pinWaitSeconds(1) == 0.0);
    int wrong = 0;
    double wait = 0.0;
    for (; wrong < 8 && wait == 0.0; ++wrong) {
        CHECK_FALSE(t.live->checkPinCounted(1, "0000"));
        wait = t.live->pinWaitSeconds(1);
    }
    // The brake is components::pinWaitSeconds of the count, as the file keeps it.
    CHECK(wait > 0.0);
    CHECK(wait <= heist::components::pinWaitSeconds(wrong));
    CHECK(t.store.pinFailures(t.live->id(), 1).waitSeconds(heist::store::SessionStore::nowMs()) > 0.0);
    CHECK(t.live->pinWaitSeconds(0) == 0.0); // another seat's count is its own
    CHECK(t.live->checkPinCounted(1, "1357"));
    CHECK(t.live->pinWaitSeconds(1) == 0.0);
}
