// PhoneHub over loopback with a tiny block of down counters (HubConfig::downBlock): the hub says
// DownLow near a block's end, goes on in the block the UI thread hands it, and never counts past
// a block it was not given, so counters cannot repeat after a restart.
#include "tests/phones/HubFixture.hpp"

#include "tests/support/Catch.hpp"

using namespace heist;
using namespace heist::phones;
using namespace heist::phones::test;
using Kind = PhoneNotice::Kind;

namespace {

Json viewOf(int i) { return {{"title", "Your card"}, {"lines", {{{"label", "Card"}, {"text", std::to_string(i)}}}}}; }

// The counter of the next down box, or nothing when none comes within `within`.
std::optional<std::int64_t> nextDown(PhoneClient& phone, const SeatCredentials& code,
                                     std::chrono::milliseconds within = 3s) {
    auto down = phone.readKind("down", within);
    if (!down)
        return std::nullopt;
    return openFrame(*down, PhoneKeys(code).down)->at("n").get<std::int64_t>();
}

std::vector<PhoneNotice> downLows(const std::vector<PhoneNotice>& notices) {
    std::vector<PhoneNotice> out;
    for (const auto& n : notices)
        if (n.kind == Kind::DownLow)
            out.push_back(n);
    return out;
}

// A hub whose seats have blocks of 8 down counters, Ann's starting at 100; Ann's phone claimed.
struct TinyBlocks : HubFixture {
    SeatCredentials annSaved = ann;
    std::unique_ptr<PhoneClient> phone;
    TinyBlocks() {
        hub.stop();
        config.downBlock = 8;
        annSaved.downFrom = 100;
        hub.start(config, {annSaved, bob});
        phone = std::make_unique<PhoneClient>(port());
        REQUIRE(claimSeat(*phone, annSaved, annPhone)->at("t") == "welcome");
    }
};

} // namespace

TEST_CASE("Phones hub - near the end of a seat's block it says so once, and goes on in the block it is given",
          "[phones]") {
    TinyBlocks f;
    std::vector<std::int64_t> seen;
    for (int i = 0; i < 6; ++i) { // counters 100..105: 2 left, a quarter of 8
        f.hub.publishSeat(0, viewOf(i));
        seen.push_back(*nextDown(*f.phone, f.annSaved));
    }
    CHECK(seen == std::vector<std::int64_t>{100, 101, 102, 103, 104, 105});
    f.waitNotices(3);
    auto lows = downLows(f.notices);
    REQUIRE(lows.size() == 1);
    CHECK(lows[0].seat == 0);
    CHECK(lows[0].handle == f.ann.handle);

    // A block for an old code, or one that overlaps the current block, is ignored.
    f.hub.extendSeat(0, f.bob.handle, 500);
    f.hub.extendSeat(0, f.ann.handle, 107);
    f.hub.extendSeat(0, f.ann.handle, 300);
    for (int i = 6; i < 12; ++i) {
        f.hub.publishSeat(0, viewOf(i));
        seen.push_back(*nextDown(*f.phone, f.annSaved));
    }
    // 106, 107 end the first block; then the one handed over, from its first counter.
    CHECK(std::vector<std::int64_t>(seen.begin() + 6, seen.end()) ==
          std::vector<std::int64_t>{106, 107, 300, 301, 302, 303});
    // One view, one read: two views published back to back may leave the first unsent, superseded
    // by the second (a phone wants the latest view), so the counters would read 305 alone.
    f.hub.publishSeat(0, viewOf(12));
    CHECK(nextDown(*f.phone, f.annSaved) == 304);
    f.hub.publishSeat(0, viewOf(13));
    CHECK(nextDown(*f.phone, f.annSaved) == 305);
    f.waitNotices(4);
    lows = downLows(f.notices);
    REQUIRE(lows.size() == 2); // once for each block
    CHECK(f.hub.connectedSeats() == std::vector<int>{0});
}

TEST_CASE("Phones hub - a seat whose block is spent gets nothing past it until a block comes, then its latest view",
          "[phones]") {
    TinyBlocks f;
    for (int i = 0; i < 8; ++i) {
        f.hub.publishSeat(0, viewOf(i));
        REQUIRE(nextDown(*f.phone, f.annSaved) == 100 + i);
    }
    // Spent: views and answers are held back (a counter past 107 could come again after a
    // restart, whose block starts at 108).
    f.hub.publishSeat(0, viewOf(8));
    f.hub.publishSeat(0, viewOf(9));
    f.hub.answer(0, 1, false, "Make this entry on the tablet.");
    std::this_thread::sleep_for(200ms);
    CHECK(f.hub.connectedSeats() == std::vector<int>{0}); // the link stays

    // The frames of a link come in order: the first after the spent block is the new block's.
    f.hub.extendSeat(0, f.ann.handle, 108);
    auto down = f.phone->readKind("down");
    REQUIRE(down);
    const auto content = openFrame(*down, PhoneKeys(f.ann).down);
    CHECK(content->at("n") == 108);
    CHECK(content->at("view") == viewOf(9)); // the latest view, not every one missed
    for (const std::string& frame : f.phone->received())
        CHECK(Json::parse(frame).value("t", "") != "answer"); // the answer was held back too
    f.hub.publishSeat(0, viewOf(10));
    CHECK(nextDown(*f.phone, f.annSaved) == 109);
}

TEST_CASE("Phones hub - a block of fewer than one counter is refused", "[phones]") {
    HubFixture f;
    f.hub.stop();
    f.config.downBlock = 0;
    CHECK_THROWS_AS(f.hub.start(f.config, {f.ann}), PhoneError);
    CHECK_FALSE(f.hub.running());
}
