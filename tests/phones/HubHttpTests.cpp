// The phones' server as HTTP: the embedded files with their headers, and every limit.
#include "tests/phones/HubFixture.hpp"
#include "phones/Assets.hpp"

#include "tests/support/Catch.hpp"

using namespace heist;
using namespace heist::phones;
using namespace heist::phones::test;

namespace {
const char* kCsp = "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; "
                   "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; "
                   "frame-ancestors 'none'\r\n";
bool hasSecureHeaders(const std::string& response) {
    return response.find(kCsp) != std::string::npos &&
           response.find("Cache-Control: no-store\r\n") != std::string::npos &&
           response.find("X-Content-Type-Options: nosniff\r\n") != std::string::npos &&
           response.find("Referrer-Policy: no-referrer\r\n") != std::string::npos;
}
std::string get(std::uint16_t port, const std::string& path, const std::string& method = "GET") {
    return rawHttp(port, method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
}
} // namespace

TEST_CASE("Phones server - serves the five embedded files with the contract's headers", "[phones]") {
    HubFixture f;
    const std::pair<const char*, const char*> files[] = {{"/p", "text/html; charset=utf-8"},
                                                         {"/phone.js", "text/javascript; charset=utf-8"},
                                                         {"/entry.js", "text/javascript; charset=utf-8"},
                                                         {"/phone.css", "text/css; charset=utf-8"},
                                                         {"/nacl.js", "text/javascript; charset=utf-8"}};
    for (const auto& [path, type] : files) {
        INFO(path);
        const Asset* asset = findAsset(path);
        REQUIRE(asset);
        CHECK(asset->contentType == type);
        const std::string res = get(f.port(), path);
        CHECK(res.rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
        CHECK(res.find(std::string("Content-Type: ") + type + "\r\n") != std::string::npos);
        CHECK(hasSecureHeaders(res));
        CHECK(res.size() > asset->body.size());
        CHECK(res.compare(res.size() - asset->body.size(), std::string::npos, asset->body) == 0);
        const std::string head = get(f.port(), path, "HEAD");
        CHECK(head.rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
        CHECK(head.find("Content-Length: " + std::to_string(asset->body.size()) + "\r\n") != std::string::npos);
        CHECK(head.size() < 1024);
    }
    CHECK(findAsset("/nacl.js")->body.find("secretbox") != std::string_view::npos); // tweetnacl itself
    CHECK_FALSE(findAsset("/"));
    CHECK_FALSE(findAsset("/index.html"));
}

TEST_CASE("Phones server - refuses other paths, methods, bodies and oversized heads", "[phones]") {
    HubFixture f;
    for (const char* path : {"/", "/index.html", "/p/", "/P", "/phone.js?x=1", "/../etc/passwd", "/ws"}) {
        INFO(path);
        const std::string res = get(f.port(), path);
        CHECK(res.rfind("HTTP/1.1 404 Not Found\r\n", 0) == 0);
        CHECK(hasSecureHeaders(res));
    }
    for (const char* method : {"POST", "PUT", "DELETE", "OPTIONS"}) {
        const std::string res = get(f.port(), "/p", method);
        CHECK(res.rfind("HTTP/1.1 405 Method Not Allowed\r\n", 0) == 0);
        CHECK(hasSecureHeaders(res));
    }
    const std::string body = rawHttp(f.port(), "POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello");
    CHECK(body.rfind("HTTP/1.1 413 Payload Too Large\r\n", 0) == 0);
    const std::string chunked =
        rawHttp(f.port(), "GET /p HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n");
    CHECK(chunked.rfind("HTTP/1.1 413 Payload Too Large\r\n", 0) == 0);
    const std::string bigHead =
        rawHttp(f.port(), "GET /p HTTP/1.1\r\nHost: x\r\nX-Pad: " + std::string(9000, 'a') + "\r\n\r\n");
    CHECK(bigHead.rfind("HTTP/1.1 431 Request Header Fields Too Large\r\n", 0) == 0);
    const std::string justUnder = rawHttp(
        f.port(), "GET /p HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Pad: " + std::string(7000, 'a') + "\r\n\r\n");
    CHECK(justUnder.rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
    const std::string garbage = rawHttp(f.port(), "HELLO\r\n\r\n");
    CHECK(garbage.rfind("HTTP/1.1 400 Bad Request\r\n", 0) == 0);
}

TEST_CASE("Phones server - a slow or silent connection is closed when its head is not done in time", "[phones]") {
    HubFixture f(300ms);
    bool closed = false;
    const auto t0 = std::chrono::steady_clock::now();
    const std::string res = rawHttp(f.port(), "GET /p HTTP/1.1\r\nHost: x\r\n", 3s, &closed); // never finished
    const auto took = std::chrono::steady_clock::now() - t0;
    CHECK(closed);
    CHECK(res.empty());
    CHECK(took >= 250ms);
    CHECK(took < 2s);
    closed = false;
    CHECK(rawHttp(f.port(), "", 3s, &closed).empty()); // not a byte
    CHECK(closed);
}

TEST_CASE("Phones server - when every slot holds a claimed phone, the next connection is closed at once", "[phones]") {
    HubFixture f(5s, 10s, [](HubConfig& c) { c.maxConnections = 2; });
    std::vector<std::unique_ptr<PhoneClient>> held;
    held.push_back(std::make_unique<PhoneClient>(f.port(), "127.0.0.2"));
    REQUIRE(claimSeat(*held.back(), f.ann, f.annPhone)->at("t") == "welcome");
    held.push_back(std::make_unique<PhoneClient>(f.port(), "127.0.0.3"));
    REQUIRE(claimSeat(*held.back(), f.bob, f.bobPhone)->at("t") == "welcome");
    bool closed = false;
    const auto t0 = std::chrono::steady_clock::now();
    CHECK(rawHttp(f.port(), "GET /p HTTP/1.1\r\nHost: x\r\n\r\n", 3s, &closed).empty());
    CHECK(closed);
    CHECK(std::chrono::steady_clock::now() - t0 < 1s);
    CHECK(f.waitConnected({0, 1}) == std::vector<int>{0, 1}); // no claimed phone gave way
    held.pop_back();                                          // one goes: there is room again
    std::this_thread::sleep_for(100ms);
    CHECK(get(f.port(), "/p").rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
}

TEST_CASE("Phones server - one address holds eight strangers at most: its ninth closes its oldest", "[phones]") {
    HubFixture f(5s);
    std::vector<std::unique_ptr<PhoneClient>> held;
    for (int i = 0; i < 9; ++i) {
        held.push_back(std::make_unique<PhoneClient>(f.port()));
        REQUIRE(held.back()->connect());
    }
    CHECK(held.front()->closedWithin(1s)); // the oldest gave way
    for (std::size_t i = 1; i < held.size(); ++i)
        CHECK_FALSE(held[i]->closedWithin(20ms));
    // Another address is not held back by this one.
    PhoneClient other(f.port(), "127.0.0.9");
    CHECK(claimSeat(other, f.ann, f.annPhone)->at("t") == "welcome");
}

TEST_CASE("Phones server - a WebSocket upgrade with a malformed key is refused", "[phones]") {
    HubFixture f;
    for (const std::string& key : std::vector<std::string>{"abc", "dGhlIHNhbXBsZSBub25jZQ", "dGhlIHNhbXBsZSBub25jZQ=!",
                                                           "AAAAAAAAAAAAAAAAAAAAAAAAAAA="}) {
        const std::string res =
            rawHttp(f.port(), "GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                              "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " +
                                  key + "\r\n\r\n");
        CHECK(res.rfind("HTTP/1.1 400 Bad Request\r\n", 0) == 0);
    }
    const std::string ok = rawHttp(f.port(),
                                   "GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                                   "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
                                   500ms);
    CHECK(ok.rfind("HTTP/1.1 101 Switching Protocols\r\n", 0) == 0);
}

TEST_CASE("Phones server - no response, however refused, carries a seat's key", "[phones]") {
    HubFixture f;
    std::string all;
    for (const char* path : {"/p", "/phone.js", "/entry.js", "/phone.css", "/nacl.js", "/x", "/ws"})
        all += get(f.port(), path);
    all += rawHttp(f.port(), "POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello");
    all += rawHttp(f.port(), "GET /p HTTP/1.1\r\nX-Pad: " + std::string(9000, 'a') + "\r\n\r\n");
    REQUIRE(all.size() > 1000);
    for (const SeatCredentials* c : {&f.ann, &f.bob}) {
        const std::string tabletPublic = publicKeyOf(c->tablet);
        for (const std::string* key : {&c->key, &c->tablet}) {
            CHECK(all.find(*key) == std::string::npos);
            CHECK(all.find(base64url(*key)) == std::string::npos);
        }
        CHECK(all.find(c->handle) == std::string::npos);
        CHECK(all.find(base64url(tabletPublic)) == std::string::npos);
    }
}
