// PhoneHub over loopback: phones that claim, lose their code, move, reconnect and send
// entries, through the real server and real boxes.
#include "tests/phones/HubFixture.hpp"

#include "tests/support/Catch.hpp"

using namespace heist;
using namespace heist::phones;
using namespace heist::phones::test;
using Kind = PhoneNotice::Kind;

namespace {
const Json kPublic{{"game", "Test Game"}, {"status", "Ann's turn"}, {"lines", {"Gems: 3"}}};
} // namespace

TEST_CASE("Phones hub - two phones claim; each down box opens with its own seat's key and no other", "[phones]") {
    HubFixture f;
    REQUIRE(f.port() != 0);
    PhoneClient a(f.port()), b(f.port());
    auto wa = claimSeat(a, f.ann, f.annPhone);
    auto wb = claimSeat(b, f.bob, f.bobPhone);
    REQUIRE(wa);
    REQUIRE(wb);
    CHECK(*wa ==
          Json{{"t", "welcome"}, {"seat", 0}, {"name", "Ann"}, {"game", "Test Game"}, {"up", 0}, {"pad", kUpPad}});
    CHECK(wb->at("name") == "Bob");
    CHECK(f.waitConnected({0, 1}) == std::vector<int>{0, 1});
    f.waitNotices(4);
    CHECK(f.kinds() == std::vector<Kind>{Kind::Bound, Kind::Connected, Kind::Bound, Kind::Connected});
    CHECK(f.notices[0].device == publicKeyOf(f.annPhone)); // the phone's public key binds the seat
    CHECK(f.wakes > 0);

    f.hub.publishPublic(kPublic);
    f.hub.publishSeat(0, viewOf("ANN-SECRET"));
    f.hub.publishSeat(1, viewOf("BOB-SECRET"));
    CHECK(a.readKind("public")->at("view") == kPublic);
    CHECK(b.readKind("public")->at("view") == kPublic);
    const PhoneKeys ka(f.ann), kb(f.bob);
    for (int round = 0; round < 3; ++round) {
        auto da = a.readKind("down"), db = b.readKind("down");
        REQUIRE(da);
        REQUIRE(db);
        CHECK(openFrame(*da, ka.down)->at("view") == viewOf("ANN-SECRET"));
        CHECK(openFrame(*db, kb.down)->at("view") == viewOf("BOB-SECRET"));
        // Not with the other seat's keys, nor with anything the QR codes hold: the seat keys,
        // the tablet's public keys, or a key a stranger with the QR would make.
        const std::string strangerA = *sharedKey(publicKeyOf(f.ann.tablet), newDevice());
        const std::string strangerB = *sharedKey(publicKeyOf(f.bob.tablet), newDevice());
        const std::string annTablet = publicKeyOf(f.ann.tablet), bobTablet = publicKeyOf(f.bob.tablet);
        for (const std::string* key : std::initializer_list<const std::string*>{&kb.down, &f.bob.key, &f.ann.key,
                                                                                &annTablet, &bobTablet, &strangerA})
            CHECK_FALSE(openFrame(*da, *key));
        for (const std::string* key : std::initializer_list<const std::string*>{&ka.down, &f.ann.key, &f.bob.key,
                                                                                &annTablet, &bobTablet, &strangerB})
            CHECK_FALSE(openFrame(*db, *key));
        f.hub.publishSeat(0, viewOf("ANN-SECRET"));
        f.hub.publishSeat(1, viewOf("BOB-SECRET"));
    }
    // Nothing a phone received carries a key, in any spelling, or the other seat's secret.
    for (const PhoneClient* p : {&a, &b})
        for (const std::string& frame : p->received()) {
            CHECK(frame.find("SECRET") == std::string::npos);
            for (const SeatCredentials* c : {&f.ann, &f.bob}) {
                const PhoneKeys k(*c);
                for (const std::string* key : {&c->key, &c->tablet, &k.down, &k.device}) {
                    CHECK(frame.find(*key) == std::string::npos);
                    CHECK(frame.find(base64url(*key)) == std::string::npos);
                    CHECK(frame.find(base64url(*key).substr(0, 16)) == std::string::npos);
                }
            }
        }
}

TEST_CASE("Phones hub - a wrong key is refused and the link closed; nothing is bound", "[phones]") {
    HubFixture f;
    PhoneClient p(f.port());
    const std::string forged = randomBytes(32);
    auto answer = claimSeat(p, f.ann, f.annPhone, &forged);
    REQUIRE(answer);
    CHECK(*answer == Json{{"t", "refused"}, {"why", "wrong_key"}});
    CHECK(p.closedWithin(2s));
    CHECK(f.hub.connectedSeats().empty());
    std::this_thread::sleep_for(50ms);
    CHECK(f.hub.poll().empty());
    // The right key afterwards still binds this phone: the wrong one left no trace.
    PhoneClient q(f.port());
    CHECK(claimSeat(q, f.ann, f.annPhone)->at("t") == "welcome");
}

TEST_CASE("Phones hub - a new code for a seat: the old phone is closed and the old code refused", "[phones]") {
    HubFixture f;
    PhoneClient first(f.port());
    REQUIRE(claimSeat(first, f.ann, f.annPhone)->at("t") == "welcome");
    const SeatCredentials fresh = newSeatCode(0, "Ann");
    f.hub.replaceSeat(fresh);
    CHECK(first.readKind("refused")->at("why") == "old_code");
    CHECK(first.closedWithin(2s));
    CHECK(f.waitConnected({}).empty());

    PhoneClient stale(f.port());
    CHECK(claimSeat(stale, f.ann, f.annPhone)->at("why") == "old_code");
    PhoneClient renewed(f.port());
    const std::string newPhone = newDevice();
    CHECK(claimSeat(renewed, fresh, newPhone)->at("t") == "welcome");
    f.waitNotices(5); // Bound, Connected, Disconnected, Bound (new code, new phone), Connected
    CHECK(f.kinds() ==
          std::vector<Kind>{Kind::Bound, Kind::Connected, Kind::Disconnected, Kind::Bound, Kind::Connected});
}

TEST_CASE("Phones hub - a second device with the seat's key is refused, the table told, and the seat can move",
          "[phones]") {
    HubFixture f;
    PhoneClient first(f.port());
    REQUIRE(claimSeat(first, f.ann, f.annPhone)->at("t") == "welcome");
    PhoneClient second(f.port());
    const std::string otherPhone = newDevice();
    CHECK(*claimSeat(second, f.ann, otherPhone) == Json{{"t", "refused"}, {"why", "other_device"}});
    CHECK(second.closedWithin(2s));
    f.waitNotices(3);
    REQUIRE(f.notices.size() == 3);
    CHECK(f.notices[2].kind == Kind::OtherDevice);
    CHECK(f.notices[2].seat == 0);
    CHECK(f.notices[2].device == publicKeyOf(otherPhone));
    CHECK(f.hub.connectedSeats() == std::vector<int>{0}); // the first phone stays

    f.hub.moveSeatTo(0, f.notices[2].device);
    CHECK(first.readKind("refused")->at("why") == "other_device");
    CHECK(first.closedWithin(2s));
    PhoneClient moved(f.port());
    CHECK(claimSeat(moved, f.ann, otherPhone)->at("t") == "welcome");
    PhoneClient back(f.port());
    CHECK(claimSeat(back, f.ann, f.annPhone)->at("why") == "other_device");
}

TEST_CASE("Phones hub - the same phone reconnects silently and gets its latest view again", "[phones]") {
    HubFixture f;
    PhoneClient first(f.port());
    REQUIRE(claimSeat(first, f.ann, f.annPhone)->at("t") == "welcome");
    f.hub.publishSeat(0, viewOf("A"));
    REQUIRE(first.readKind("down"));
    PhoneClient again(f.port());
    REQUIRE(claimSeat(again, f.ann, f.annPhone)->at("t") == "welcome");
    auto down = again.readKind("down");
    REQUIRE(down);
    CHECK(openFrame(*down, PhoneKeys(f.ann).down)->at("view") == viewOf("A"));
    CHECK(first.closedWithin(2s)); // the older link gives way
    f.waitNotices(3);
    CHECK(f.kinds() == std::vector<Kind>{Kind::Bound, Kind::Connected, Kind::Connected});
    CHECK(f.hub.connectedSeats() == std::vector<int>{0});
}

TEST_CASE("Phones hub - after a stop and a start with the same codes the phone reconnects, counters going on",
          "[phones]") {
    HubFixture f;
    PhoneClient first(f.port());
    REQUIRE(claimSeat(first, f.ann, f.annPhone)->at("t") == "welcome");
    f.hub.publishSeat(0, viewOf("A"));
    const auto n1 = openFrame(*first.readKind("down"), PhoneKeys(f.ann).down)->at("n").get<std::int64_t>();
    f.waitNotices(2);
    f.hub.stop();
    CHECK_FALSE(f.hub.running());
    CHECK(first.closedWithin(2s));

    SeatCredentials saved = f.ann; // as the store keeps it: the bound device, counters reserved above
    saved.device = f.notices[0].device;
    saved.downFrom = n1 + 1000;
    f.config.port = 0;
    f.hub.start(f.config, {saved, f.bob});
    CHECK(f.hub.running());
    PhoneClient again(f.port());
    REQUIRE(claimSeat(again, saved, f.annPhone)->at("t") == "welcome");
    f.hub.publishSeat(0, viewOf("B"));
    const auto n2 = openFrame(*again.readKind("down"), PhoneKeys(f.ann).down)->at("n").get<std::int64_t>();
    CHECK(n2 == n1 + 1000);
    f.waitNotices(3);
    CHECK(f.kinds() == std::vector<Kind>{Kind::Bound, Kind::Connected, Kind::Connected}); // no new binding
    // Another phone is still refused after the restart: the binding came back with the code.
    PhoneClient other(f.port());
    CHECK(claimSeat(other, saved, newDevice())->at("why") == "other_device");
}

TEST_CASE("Phones hub - an entry reaches the UI thread once; its answer is boxed; a replay or reorder is refused",
          "[phones]") {
    HubFixture f;
    PhoneClient p(f.port());
    REQUIRE(claimSeat(p, f.bob, f.bobPhone)->at("t") == "welcome");
    const PhoneKeys k(f.bob);
    const Json intent{{"type", "guess"}, {"args", {{"seat", 0}}}};
    const Json two = upFrame(k.up, 2, intent);
    p.send(upFrame(k.up, 1, intent));
    p.send(two);
    f.waitNotices(4);
    REQUIRE(f.notices.size() == 4);
    CHECK(f.notices[2].kind == Kind::Entry);
    CHECK(f.notices[2].seat == 1);
    CHECK(f.notices[2].counter == 1);
    CHECK(f.notices[2].intent == intent);
    CHECK(f.notices[2].handle == f.bob.handle);
    CHECK(f.notices[3].counter == 2);
    f.hub.answer(1, 2, false, "Not your turn.");
    auto answer = p.readKind("answer");
    REQUIRE(answer);
    const auto content = openFrame(*answer, k.down);
    REQUIRE(content);
    CHECK(content->at("up") == 2);
    CHECK(content->at("ok") == false);
    CHECK(content->at("message") == "Not your turn.");
    CHECK_FALSE(
        openFrame(*answer, *sharedKey(publicKeyOf(f.ann.tablet), newDevice()))); // not for a stranger with Ann's QR

    p.send(two); // replayed
    CHECK(p.readKind("refused")->at("why") == "replayed");
    CHECK(f.waitConnected({}).empty()); // at once, not when the close handshake ends
    CHECK(p.closedWithin(2s));
    PhoneClient q(f.port());
    const auto back = claimSeat(q, f.bob, f.bobPhone);
    REQUIRE(back->at("t") == "welcome");
    CHECK(back->at("up") == 2); // what the tablet accepted so far
    q.send(upFrame(k.up, 4, intent));
    q.send(upFrame(k.up, 3, intent)); // reordered
    CHECK(q.readKind("refused")->at("why") == "replayed");
    f.waitNotices(8);
    CHECK(f.kinds() == std::vector<Kind>{Kind::Bound, Kind::Connected, Kind::Entry, Kind::Entry, Kind::Disconnected,
                                         Kind::Connected, Kind::Entry, Kind::Disconnected});
    int entries = 0;
    for (const auto& n : f.notices)
        entries += n.kind == Kind::Entry;
    CHECK(entries == 3); // 1, 2 and 4
}

TEST_CASE("Phones hub - malformed, unknown, binary and oversized frames close the link", "[phones]") {
    HubFixture f;
    SECTION("malformed JSON") {
        PhoneClient p(f.port());
        REQUIRE(p.connect());
        p.send(std::string("{\"t\":"));
        CHECK(p.readKind("refused")->at("why") == "bad_message");
        CHECK(p.closedWithin(2s));
    }
    SECTION("an unknown t") {
        PhoneClient p(f.port());
        REQUIRE(p.connect());
        p.send(Json{{"t", "reveal"}, {"seat", 1}});
        CHECK(p.readKind("refused")->at("why") == "bad_message");
        CHECK(p.closedWithin(2s));
    }
    SECTION("a binary frame") {
        PhoneClient p(f.port());
        REQUIRE(p.connect());
        p.send(std::string("{\"t\":\"ping\"}"), false);
        CHECK(p.readKind("refused")->at("why") == "bad_message");
        CHECK(p.closedWithin(2s));
    }
    SECTION("a frame over 4096 bytes") {
        PhoneClient p(f.port());
        REQUIRE(p.connect());
        p.send(Json{{"t", "ping"}, {"pad", std::string(5000, 'x')}});
        CHECK(p.closedWithin(2s));
        CHECK(p.received().empty());
    }
    SECTION("a ping before any hello is not answered: the link is closed") {
        PhoneClient p(f.port());
        REQUIRE(p.connect());
        p.send(Json{{"t", "ping"}});
        CHECK(p.readKind("refused")->at("why") == "bad_message");
        CHECK(p.closedWithin(2s));
        CHECK(p.received().size() == 1); // no pong
    }
    CHECK(f.hub.poll().empty());
}

TEST_CASE("Phones hub - a claimed link's ping is answered and keeps the link", "[phones]") {
    HubFixture f;
    PhoneClient p(f.port());
    REQUIRE(claimSeat(p, f.ann, f.annPhone)->at("t") == "welcome");
    p.send(Json{{"t", "ping"}});
    CHECK(p.readKind("pong"));
    CHECK_FALSE(p.closedWithin(200ms));
}

TEST_CASE("Phones hub - a WebSocket silent past the idle timeout is closed; pings keep it", "[phones]") {
    HubFixture f(2s, 400ms);
    PhoneClient quiet(f.port()), pinging(f.port());
    REQUIRE(claimSeat(quiet, f.ann, f.annPhone)->at("t") == "welcome");
    REQUIRE(claimSeat(pinging, f.bob, f.bobPhone)->at("t") == "welcome");
    for (int i = 0; i < 8; ++i) {
        pinging.send(Json{{"t", "ping"}});
        REQUIRE(pinging.readKind("pong", 1s));
        std::this_thread::sleep_for(100ms);
    }
    CHECK(quiet.closedWithin(1s));
    CHECK(f.waitConnected({1}) == std::vector<int>{1});
}

TEST_CASE("Phones hub - a port in use is refused in words; start and stop leave nothing running", "[phones]") {
    HubFixture f;
    PhoneHub second;
    HubConfig busy = f.config;
    busy.port = f.port();
    CHECK_THROWS_WITH(second.start(busy, {f.ann}), "Port " + std::to_string(f.port()) + " is in use.");
    CHECK_FALSE(second.running());
    HubConfig nowhere = f.config;
    nowhere.address = "not an address";
    CHECK_THROWS_AS(second.start(nowhere, {f.ann}), PhoneError);
    f.hub.stop();
    f.hub.stop();
    CHECK(f.hub.port() == 0);
    bool closed = false;
    CHECK(rawHttp(busy.port, "GET /p HTTP/1.1\r\nHost: x\r\n\r\n", 500ms, &closed).empty());
}
