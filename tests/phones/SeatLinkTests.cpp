// One link's state machine without a network: hello, challenge, claim, binding, counters.
#include "phones/Crypto.hpp"
#include "phones/SeatLink.hpp"

#include "tests/support/Catch.hpp"

#include <filesystem>
#include <fstream>

using namespace heist;
using namespace heist::phones;

namespace {

struct Fixture {
    SeatTable seats;
    SeatCredentials ann = newSeatCode(0, "Ann");
    SeatCredentials bob = newSeatCode(1, "Bob");
    std::string challenge = randomBytes(32);
    std::string device = newKeyPair().secretKey; // the phone's secret key; its public key binds
    static std::string pub(const std::string& dev) { return publicKeyOf(dev); }
    Fixture() {
        bob.upLast = 4;
        bob.downFrom = 100;
        seats.reset({ann, bob});
    }
    static Json frameOf(const LinkStep& step, std::size_t i = 0) {
        REQUIRE(step.frames.size() > i);
        return Json::parse(step.frames[i]);
    }
    std::string hello(const SeatCredentials& c) const {
        return Json{{"t", "hello"}, {"seat", c.seat}, {"handle", c.handle}}.dump();
    }
    // The key `dev` shares with c's tablet key: what the phone seals its boxes with.
    static std::string shared(const SeatCredentials& c, const std::string& dev) {
        return *sharedKey(publicKeyOf(c.tablet), dev);
    }
    std::string claim(const SeatCredentials& c, const std::string& ch, const std::string& dev,
                      std::size_t padTo = kClaimPad) const {
        const Json content{{"challenge", base64url(ch)}, {"proof", base64url(claimProof(c.key, ch, pub(dev)))}};
        return Json{{"t", "claim"},
                    {"device", base64url(pub(dev))},
                    {"box", base64url(box(pad(content.dump(), padTo), shared(c, dev)))}}
            .dump();
    }
    std::string up(const SeatCredentials& c, std::int64_t n, std::size_t padTo = kUpPad) const {
        const Json content{{"n", n}, {"intent", {{"type", "guess"}, {"args", Json::object()}}}};
        return Json{{"t", "up"}, {"box", base64url(box(pad(content.dump(), padTo), shared(c, device)))}}.dump();
    }
    // A link that has claimed `c` with `dev`.
    SeatLink claimed(const SeatCredentials& c, const std::string& dev) {
        SeatLink link(challenge);
        link.onFrame(hello(c), seats, "Game");
        const LinkStep step = link.onFrame(claim(c, challenge, dev), seats, "Game");
        REQUIRE(step.claimed);
        return link;
    }
};

std::string why(const LinkStep& step) {
    REQUIRE(step.close);
    REQUIRE(step.frames.size() == 1);
    const Json j = Json::parse(step.frames[0]);
    REQUIRE(j.at("t") == "refused");
    return j.at("why").get<std::string>();
}

} // namespace

TEST_CASE("Phones link - hello, challenge, claim: welcome, the device bound, the seat connected", "[phones]") {
    Fixture f;
    SeatLink link(f.challenge);
    const LinkStep hi = link.onFrame(f.hello(f.ann), f.seats, "Suspicion");
    CHECK_FALSE(hi.close);
    CHECK(Fixture::frameOf(hi) == Json{{"t", "challenge"}, {"challenge", base64url(f.challenge)}});
    CHECK(link.seat() == -1);
    const LinkStep claim = link.onFrame(f.claim(f.ann, f.challenge, f.device), f.seats, "Suspicion");
    CHECK(claim.claimed);
    CHECK(Fixture::frameOf(claim) ==
          Json{{"t", "welcome"}, {"seat", 0}, {"name", "Ann"}, {"game", "Suspicion"}, {"up", 0}, {"pad", kUpPad}});
    REQUIRE(claim.notices.size() == 2);
    CHECK(claim.notices[0].kind == PhoneNotice::Kind::Bound);
    CHECK(claim.notices[0].device == Fixture::pub(f.device));
    CHECK(claim.notices[0].handle == f.ann.handle);
    CHECK(claim.notices[1].handle == f.ann.handle);
    CHECK(claim.notices[1].kind == PhoneNotice::Kind::Connected);
    CHECK(link.seat() == 0);
    CHECK(f.seats.find(0)->code.device == Fixture::pub(f.device));
    CHECK(f.seats.find(0)->shared == Fixture::shared(f.ann, f.device)); // the phone's boxes from now on
}

TEST_CASE("Phones link - the same device again is silent; another device is refused and the table told", "[phones]") {
    Fixture f;
    f.claimed(f.ann, f.device);
    SeatLink again(f.challenge);
    again.onFrame(f.hello(f.ann), f.seats, "G");
    const LinkStep same = again.onFrame(f.claim(f.ann, f.challenge, f.device), f.seats, "G");
    REQUIRE(same.notices.size() == 1);
    CHECK(same.notices[0].kind == PhoneNotice::Kind::Connected);

    SeatLink other(f.challenge);
    other.onFrame(f.hello(f.ann), f.seats, "G");
    const std::string second = newKeyPair().secretKey;
    const LinkStep refused = other.onFrame(f.claim(f.ann, f.challenge, second), f.seats, "G");
    CHECK(why(refused) == "other_device");
    REQUIRE(refused.notices.size() == 1);
    CHECK(refused.notices[0].kind == PhoneNotice::Kind::OtherDevice);
    CHECK(refused.notices[0].device == Fixture::pub(second));
    CHECK(refused.notices[0].handle == f.ann.handle);
    CHECK(f.seats.find(0)->code.device == Fixture::pub(f.device)); // still the first phone's
}

TEST_CASE("Phones link - a photographed code and everything overheard do not claim as the bound phone", "[phones]") {
    // The impostor has the seat key (the photographed QR), the tablet's public key (in the QR)
    // and the bound phone's public key (sent in the clear with its claim), but not its secret
    // key: a claim naming the bound phone's key cannot be sealed, and the seat stays its.
    Fixture f;
    SeatLink owner = f.claimed(f.ann, f.device);
    const std::string impostor = newKeyPair().secretKey;
    const Json content{{"challenge", base64url(f.challenge)},
                       {"proof", base64url(claimProof(f.ann.key, f.challenge, Fixture::pub(f.device)))}};
    // Sealed with the impostor's own secret key, but naming the owner's public key.
    const std::string forged =
        Json{{"t", "claim"},
             {"device", base64url(Fixture::pub(f.device))},
             {"box", base64url(box(pad(content.dump(), kClaimPad), Fixture::shared(f.ann, impostor)))}}
            .dump();
    SeatLink link(f.challenge);
    link.onFrame(f.hello(f.ann), f.seats, "G");
    const LinkStep refused = link.onFrame(forged, f.seats, "G");
    CHECK(why(refused) == "wrong_key");
    CHECK(refused.notices.empty()); // the owner is not dropped, the table is not asked
    CHECK(owner.seat() == 0);
    // With its own key the impostor is a second device: refused, and the table is asked.
    SeatLink second(f.challenge);
    second.onFrame(f.hello(f.ann), f.seats, "G");
    CHECK(why(second.onFrame(f.claim(f.ann, f.challenge, impostor), f.seats, "G")) == "other_device");
    // Nothing it overheard opens: the seat's boxes are sealed for the bound phone alone.
    CHECK(Fixture::shared(f.ann, impostor) != f.seats.find(0)->shared);
}

TEST_CASE("Phones link - a claim must prove the seat key for this challenge and this device", "[phones]") {
    Fixture f;
    const std::string other = newKeyPair().secretKey;
    // A proof made for another device's public key.
    const Json content{{"challenge", base64url(f.challenge)},
                       {"proof", base64url(claimProof(f.ann.key, f.challenge, Fixture::pub(other)))}};
    const std::string moved =
        Json{{"t", "claim"},
             {"device", base64url(Fixture::pub(f.device))},
             {"box", base64url(box(pad(content.dump(), kClaimPad), Fixture::shared(f.ann, f.device)))}}
            .dump();
    SeatLink link(f.challenge);
    link.onFrame(f.hello(f.ann), f.seats, "G");
    CHECK(why(link.onFrame(moved, f.seats, "G")) == "wrong_key");
    CHECK(f.seats.find(0)->code.device.empty());
    // A box for another seat's tablet key does not open.
    SeatLink crossed(f.challenge);
    crossed.onFrame(f.hello(f.ann), f.seats, "G");
    SeatCredentials bobsTablet = f.ann;
    bobsTablet.tablet = f.bob.tablet;
    CHECK(why(crossed.onFrame(f.claim(bobsTablet, f.challenge, f.device), f.seats, "G")) == "wrong_key");
}

TEST_CASE("Phones link - claims and entries not padded to their one size are refused", "[phones]") {
    Fixture f;
    SeatLink shortClaim(f.challenge);
    shortClaim.onFrame(f.hello(f.ann), f.seats, "G");
    CHECK(why(shortClaim.onFrame(f.claim(f.ann, f.challenge, f.device, 64), f.seats, "G")) == "bad_message");
    SeatLink link = f.claimed(f.bob, f.device);
    CHECK(why(link.onFrame(f.up(f.bob, 5, 512), f.seats, "G")) == "bad_message");
    SeatLink again = f.claimed(f.bob, f.device);
    CHECK(why(again.onFrame(f.up(f.bob, 5, 2 * kUpPad), f.seats, "G")) == "bad_message");
    SeatLink right = f.claimed(f.bob, f.device);
    CHECK(right.onFrame(f.up(f.bob, 5), f.seats, "G").notices.size() == 1);
}

TEST_CASE("Phones link - a wrong key, another link's challenge, an old handle and an unknown seat are refused",
          "[phones]") {
    Fixture f;
    SeatCredentials forged = f.ann;
    forged.key = randomBytes(32);
    SeatLink wrong(f.challenge);
    wrong.onFrame(f.hello(f.ann), f.seats, "G");
    CHECK(why(wrong.onFrame(f.claim(forged, f.challenge, f.device), f.seats, "G")) == "wrong_key");

    SeatLink replayed(f.challenge);
    replayed.onFrame(f.hello(f.ann), f.seats, "G");
    CHECK(why(replayed.onFrame(f.claim(f.ann, randomBytes(32), f.device), f.seats, "G")) == "wrong_key");

    SeatCredentials old = f.ann;
    f.seats.replace(newSeatCode(0, "Ann"));
    SeatLink stale(f.challenge);
    CHECK(why(stale.onFrame(f.hello(old), f.seats, "G")) == "old_code");

    SeatCredentials nobody = newSeatCode(5, "Zed");
    SeatLink off(f.challenge);
    CHECK(why(off.onFrame(f.hello(nobody), f.seats, "G")) == "off");
}

TEST_CASE("Phones link - a code replaced between hello and claim is an old code", "[phones]") {
    Fixture f;
    SeatLink link(f.challenge);
    link.onFrame(f.hello(f.ann), f.seats, "G");
    f.seats.replace(newSeatCode(0, "Ann"));
    CHECK(why(link.onFrame(f.claim(f.ann, f.challenge, f.device), f.seats, "G")) == "old_code");
}

TEST_CASE("Phones link - frames out of turn and malformed frames close the link", "[phones]") {
    Fixture f;
    SeatLink early(f.challenge);
    CHECK(why(early.onFrame(f.claim(f.ann, f.challenge, f.device), f.seats, "G")) == "bad_message");
    SeatLink upFirst(f.challenge);
    CHECK(why(upFirst.onFrame(f.up(f.ann, 1), f.seats, "G")) == "bad_message");
    SeatLink twice = f.claimed(f.ann, f.device);
    CHECK(why(twice.onFrame(f.hello(f.ann), f.seats, "G")) == "bad_message");
    SeatLink junk(f.challenge);
    const LinkStep step = junk.onFrame("{nope", f.seats, "G");
    CHECK(why(step) == "bad_message");
    CHECK(step.reason == "not JSON");
    CHECK(junk.onFrame(R"({"t":"ping"})", f.seats, "G").close); // nothing after the end
    // Nothing is answered before a claim: a ping first, or between hello and claim, closes.
    SeatLink early_ping(f.challenge);
    CHECK(why(early_ping.onFrame(R"({"t":"ping"})", f.seats, "G")) == "bad_message");
    SeatLink hello_ping(f.challenge);
    hello_ping.onFrame(f.hello(f.ann), f.seats, "G");
    CHECK(why(hello_ping.onFrame(R"({"t":"ping"})", f.seats, "G")) == "bad_message");
    SeatLink pinger = f.claimed(f.ann, f.device);
    CHECK(Fixture::frameOf(pinger.onFrame(R"({"t":"ping"})", f.seats, "G")) == Json{{"t", "pong"}});
    // A key twice in one object, even with the same value.
    SeatLink dup(f.challenge);
    const LinkStep duplicated =
        dup.onFrame(R"({"t":"hello","seat":0,"seat":0,"handle":")" + f.ann.handle + "\"}", f.seats, "G");
    CHECK(why(duplicated) == "bad_message");
    CHECK(duplicated.reason == "a key twice in one object");
}

TEST_CASE("Phones link - entries: counters above the last accepted only; a replay or reorder is refused", "[phones]") {
    Fixture f;
    SeatLink welcomed(f.challenge); // the welcome tells the phone where its entries stand
    welcomed.onFrame(f.hello(f.bob), f.seats, "G");
    CHECK(Fixture::frameOf(welcomed.onFrame(f.claim(f.bob, f.challenge, f.device), f.seats, "G")).at("up") == 4);
    SeatLink link = f.claimed(f.bob, f.device); // bob's upLast is 4
    const LinkStep five = link.onFrame(f.up(f.bob, 5), f.seats, "G");
    REQUIRE(five.notices.size() == 1);
    CHECK(five.notices[0].kind == PhoneNotice::Kind::Entry);
    CHECK(five.notices[0].counter == 5);
    CHECK(five.notices[0].intent.at("type") == "guess");
    CHECK(five.notices[0].handle == f.bob.handle);
    CHECK(five.frames.empty());
    CHECK_FALSE(five.close);
    const LinkStep seven = link.onFrame(f.up(f.bob, 7), f.seats, "G");
    CHECK(seven.notices.size() == 1);
    CHECK(why(link.onFrame(f.up(f.bob, 6), f.seats, "G")) == "replayed"); // reordered

    SeatLink back = f.claimed(f.bob, f.device);
    CHECK(why(back.onFrame(f.up(f.bob, 7), f.seats, "G")) == "replayed"); // replayed on a new link
    SeatLink older = f.claimed(f.bob, f.device);
    CHECK(why(older.onFrame(f.up(f.bob, 3), f.seats, "G")) == "replayed"); // below the stored upLast
    SeatLink wrongKey = f.claimed(f.bob, f.device);
    CHECK(why(wrongKey.onFrame(f.up(f.ann, 9), f.seats, "G")) == "bad_message"); // ann's up key
}

TEST_CASE("Phones link - down counters start at the code's downFrom and rise strictly", "[phones]") {
    Fixture f;
    CHECK(f.seats.takeDown(1) == 100);
    CHECK(f.seats.takeDown(1) == 101);
    CHECK(f.seats.takeDown(0) == 1); // downFrom 0: counters start at 1
    f.seats.replace(f.bob);
    CHECK(f.seats.takeDown(1) == 100); // a replaced code takes its own downFrom
}

TEST_CASE("Phones link - frames sealed by tweetnacl-js (the page's library) open here", "[phones]") {
    // fuzz/corpus/phonemessage/claim-and-entries was written by node with Debian's tweetnacl
    // (fuzz/make-phone-corpus.js, fuzz/README.md): hello, claim, up 3, ping, up 4, up 4 again,
    // for the seat key 0..31, the tablet's secret key 32..63, the phone's secret key 64..95
    // and the challenge 32 x 0x07.
    std::ifstream in(std::filesystem::path(HEIST_SOURCE_DIR) / "fuzz/corpus/phonemessage/claim-and-entries");
    REQUIRE(in);
    SeatCredentials code;
    code.seat = 0;
    code.name = "Ann";
    for (int i = 0; i < 32; ++i) {
        code.key += static_cast<char>(i);
        code.tablet += static_cast<char>(32 + i);
    }
    std::string phone;
    for (int i = 0; i < 32; ++i)
        phone += static_cast<char>(64 + i);
    code.handle = "AAECAwQFBgcI";
    code.upLast = 2;
    SeatTable seats;
    seats.reset({code});
    SeatLink link(std::string(32, '\x07'));
    std::vector<LinkStep> steps;
    for (std::string line; std::getline(in, line);)
        steps.push_back(link.onFrame(line, seats, "G"));
    REQUIRE(steps.size() == 6);
    CHECK(steps[1].claimed);
    CHECK(seats.find(0)->code.device == publicKeyOf(phone));
    REQUIRE(steps[2].notices.size() == 1);
    CHECK(steps[2].notices[0].counter == 3);
    CHECK(steps[2].notices[0].intent.at("args").at("guest") == "x");
    CHECK(Json::parse(steps[3].frames.at(0)).at("t") == "pong");
    CHECK(steps[4].notices.at(0).counter == 4);
    CHECK(why(steps[5]) == "replayed");
}
