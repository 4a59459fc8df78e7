// The phones' pure parts: base64url, key pairs and the claim's proof, padding, boxes, and the message parser.
#include "phones/Crypto.hpp"
#include "phones/Protocol.hpp"

#include "tests/support/Catch.hpp"

using namespace heist;
using namespace heist::phones;

namespace {
std::string hex(const std::string& bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (unsigned char c : bytes) {
        out += digits[c >> 4];
        out += digits[c & 15];
    }
    return out;
}
std::string refusal(std::string_view frame) {
    const Parsed p = parsePhoneFrame(frame);
    return std::holds_alternative<Refusal>(p) ? std::get<Refusal>(p).reason : std::string("accepted");
}
} // namespace

TEST_CASE("Phones - base64url round-trips every length and refuses anything not canonical", "[phones]") {
    for (std::size_t n = 0; n < 40; ++n) {
        const std::string bytes = randomBytes(n);
        const std::string text = base64url(bytes);
        CHECK(text.find('=') == std::string::npos);
        CHECK(fromBase64url(text) == bytes);
    }
    CHECK(base64url(std::string("\xfb\xff", 2)) == "-_8");
    CHECK(fromBase64url("-_8") == std::string("\xfb\xff", 2));
    CHECK_FALSE(fromBase64url("+/8"));       // the standard alphabet
    CHECK_FALSE(fromBase64url("-_8="));      // padding
    CHECK_FALSE(fromBase64url("-_9"));       // non-zero trailing bits: a second spelling
    CHECK_FALSE(fromBase64url("A"));         // a length no encoding has
    CHECK_FALSE(fromBase64url("AAAA AAAA")); // whitespace
    CHECK_FALSE(fromBase64url(std::string("AA\0A", 4)));
    CHECK(fromBase64url("") == std::string());
}

TEST_CASE(
    "Phones - the claim's proof is SHA-512 of the label, the seat key, the challenge and the device, first 32 bytes",
    "[phones]") {
    std::string key, challenge(32, '\x07'), device;
    for (int i = 0; i < 32; ++i) {
        key += static_cast<char>(i);
        device += static_cast<char>(64 + i);
    }
    // python3: hashlib.sha512(b"heist-table claim v2" + bytes(range(32)) + b"\x07" * 32
    //                         + bytes(range(64, 96))).hexdigest()[:64]
    CHECK(hex(claimProof(key, challenge, device)) ==
          "c85d40f6c3bca3e144d1db99266667ae90b5e01ce322dca1e2c07c5218e3c30d");
    CHECK(claimProof(key, challenge, device) != claimProof(key, challenge, randomBytes(32)));
}

TEST_CASE("Phones - the tablet and the phone make the same shared key from their own key pairs", "[phones]") {
    const KeyPair tablet = newKeyPair(), phone = newKeyPair(), stranger = newKeyPair();
    CHECK(tablet.publicKey.size() == 32);
    CHECK(publicKeyOf(tablet.secretKey) == tablet.publicKey);
    const auto a = sharedKey(phone.publicKey, tablet.secretKey), b = sharedKey(tablet.publicKey, phone.secretKey);
    REQUIRE(a);
    CHECK(a == b);
    CHECK(sharedKey(tablet.publicKey, stranger.secretKey) != a);     // the QR's keys alone do not make it
    CHECK_FALSE(sharedKey(std::string(32, '\0'), tablet.secretKey)); // a low-order point
    CHECK_FALSE(sharedKey("short", tablet.secretKey));
}

TEST_CASE("Phones - padding gives one size for every plaintext shorter than it, and refuses a wrong one", "[phones]") {
    for (std::size_t n : {0, 1, 100, 1023}) {
        const std::string plain(n, 'x');
        const std::string padded = pad(plain, 1024);
        CHECK(padded.size() == 1024);
        CHECK(unpad(padded, 1024) == plain);
    }
    CHECK(pad(std::string(1024, 'x'), 1024).size() == 2048); // never cut: the next multiple
    std::string padded = pad("abc", 64);
    CHECK_FALSE(unpad(padded.substr(0, 63), 64)); // not a multiple
    padded[3] = '\x81';
    CHECK_FALSE(unpad(padded, 64)); // no 0x80 marker
    CHECK_FALSE(unpad(std::string(64, '\0'), 64));
    CHECK_FALSE(unpad("", 64));
}

TEST_CASE("Phones - a box opens with its key only, and a changed byte does not open", "[phones]") {
    const std::string k1 = randomBytes(32), k2 = randomBytes(32);
    const std::string sealed = box("the secret", k1);
    CHECK(sealed.size() == 24 + 16 + 10);
    CHECK(openBox(sealed, k1) == std::string("the secret"));
    CHECK_FALSE(openBox(sealed, k2));
    std::string changed = sealed;
    changed[30] ^= 1;
    CHECK_FALSE(openBox(changed, k1));
    CHECK_FALSE(openBox(sealed.substr(0, 39), k1));
    CHECK(box("the secret", k1) != sealed); // a fresh nonce every time
    CHECK_THROWS_AS(box("x", "short"), PhoneError);
}

TEST_CASE("Phones - a new seat code has a 32-byte key, a 12-character handle and a tablet key pair, and its link "
          "carries the public parts",
          "[phones]") {
    const SeatCredentials a = newSeatCode(2, "Ann"), b = newSeatCode(2, "Ann");
    CHECK(a.key.size() == 32);
    CHECK(a.tablet.size() == 32);
    CHECK(a.tablet != b.tablet);
    CHECK(a.handle.size() == 12);
    CHECK(fromBase64url(a.handle)->size() == 9);
    CHECK(a.key != b.key);
    CHECK(a.handle != b.handle);
    CHECK(a.device.empty());
    CHECK(seatLink("192.168.1.20", 8080, a) ==
          "http://192.168.1.20:8080/p#2." + a.handle + "." + base64url(a.key) + "." + base64url(publicKeyOf(a.tablet)));
    CHECK(seatLink("192.168.1.20", 8080, a).find(base64url(a.tablet)) == std::string::npos); // never the secret half
    CHECK(seatLink("fe80::1", 8080, a).rfind("http://[fe80::1]:8080/p#2.", 0) == 0);
}

TEST_CASE("Phones - the parser accepts each phone frame as the contract writes it", "[phones]") {
    const std::string handle = base64url(randomBytes(9));
    const Parsed hello = parsePhoneFrame(R"({"t":"hello","seat":3,"handle":")" + handle + "\"}");
    REQUIRE(std::holds_alternative<PhoneMessage>(hello));
    const auto& h = std::get<Hello>(std::get<PhoneMessage>(hello));
    CHECK(h.seat == 3);
    CHECK(h.handle == handle);
    const std::string sealed = randomBytes(60), device = randomBytes(32);
    const Parsed claim =
        parsePhoneFrame(R"({"t":"claim","device":")" + base64url(device) + R"(","box":")" + base64url(sealed) + "\"}");
    REQUIRE(std::holds_alternative<PhoneMessage>(claim));
    CHECK(std::get<Claim>(std::get<PhoneMessage>(claim)).box == sealed);
    CHECK(std::get<Claim>(std::get<PhoneMessage>(claim)).device == device);
    const Parsed up = parsePhoneFrame(R"({"box":")" + base64url(sealed) + R"(","t":"up"})");
    REQUIRE(std::holds_alternative<PhoneMessage>(up));
    CHECK(std::get<Up>(std::get<PhoneMessage>(up)).box == sealed);
    CHECK(refusal(R"({"t":"ping"})") == "accepted");
}

TEST_CASE("Phones - the parser refuses every frame outside the contract, saying why", "[phones]") {
    const std::string handle = base64url(randomBytes(9));
    CHECK(refusal("") == "not JSON");
    CHECK(refusal("{\"t\":\"ping\"") == "not JSON");
    CHECK(refusal("[\"ping\"]") == "not a JSON object");
    CHECK(refusal("\"ping\"") == "not a JSON object");
    CHECK(refusal(R"({"t":"pong"})") == "unknown t");
    CHECK(refusal(R"({"t":7})") == "field t: not a string");
    CHECK(refusal(R"({"seat":1})") == "field t: missing");
    CHECK(refusal(R"({"t":"ping","x":1})") == "a field ping does not have");
    CHECK(refusal(R"({"t":"hello","handle":")" + handle + "\"}") == "field seat: missing");
    CHECK(refusal(R"({"t":"hello","seat":"1","handle":")" + handle + "\"}") == "field seat: not an integer");
    CHECK(refusal(R"({"t":"hello","seat":1.5,"handle":")" + handle + "\"}") == "field seat: not an integer");
    CHECK(refusal(R"({"t":"hello","seat":true,"handle":")" + handle + "\"}") == "field seat: not an integer");
    CHECK(refusal(R"({"t":"hello","seat":-1,"handle":")" + handle + "\"}") == "field seat: out of range");
    CHECK(refusal(R"({"t":"hello","seat":18446744073709551615,"handle":")" + handle + "\"}") ==
          "field seat: out of range");
    CHECK(refusal(R"({"t":"hello","seat":1,"handle":"abc"})") == "field handle: wrong length");
    CHECK(refusal(R"({"t":"hello","seat":1,"handle":"abc!defghijk"})") == "field handle: not base64url");
    CHECK(refusal(R"({"t":"hello","seat":1,"handle":")" + handle + R"(","key":"x"})") == "a field hello does not have");
    const std::string device = base64url(randomBytes(32));
    CHECK(refusal(R"({"t":"claim","device":")" + device + R"(","box":null})") == "field box: not a string");
    CHECK(refusal(R"({"t":"claim","box":"AAAA"})") == "field device: missing");
    CHECK(refusal(R"({"t":"claim","device":"AAAA","box":"AAAA"})") == "field device: wrong length");
    CHECK(refusal(R"({"t":"up"})") == "field box: missing");
    CHECK(refusal(R"({"t":"claim","device":")" + device + R"(","box":"AAAA","n":1})") == "a field claim does not have");
    // A key twice in an object, at the top or deeper, whatever its values.
    CHECK(refusal(R"({"t":"ping","t":"ping"})") == "a key twice in one object");
    CHECK(refusal(R"({"t":"hello","seat":1,"seat":2,"handle":")" + handle + "\"}") == "a key twice in one object");
    CHECK(std::holds_alternative<Refusal>(parseUpContent(R"({"n":5,"intent":{"type":"g","args":{"a":1,"a":2}}})")));
    std::string big = R"({"t":"claim","box":")" + std::string(4096, 'A') + "\"}";
    CHECK(refusal(big) == "frame over 4096 bytes");
    CHECK(refusal(std::string(5000, '[')) == "frame over 4096 bytes");
    CHECK(refusal(std::string(4000, '[')) == "not JSON");
}

TEST_CASE("Phones - the contents of a claim and of an entry are checked as strictly", "[phones]") {
    const std::string c = base64url(randomBytes(32)), d = base64url(randomBytes(32)),
                      shortOne = base64url(randomBytes(16));
    auto claim = parseClaimContent(R"({"challenge":")" + c + R"(","proof":")" + d + "\"}");
    REQUIRE(std::holds_alternative<ClaimContent>(claim));
    CHECK(std::get<ClaimContent>(claim).proof.size() == 32);
    CHECK(std::holds_alternative<Refusal>(parseClaimContent(R"({"challenge":")" + c + "\"}")));
    CHECK(std::holds_alternative<Refusal>(
        parseClaimContent(R"({"challenge":")" + shortOne + R"(","proof":")" + d + "\"}")));
    CHECK(std::holds_alternative<Refusal>(
        parseClaimContent(R"({"challenge":")" + c + R"(","proof":")" + shortOne + "\"}")));
    CHECK(std::holds_alternative<Refusal>(
        parseClaimContent(R"({"challenge":")" + c + R"(","proof":")" + d + R"(","x":0})")));

    auto up = parseUpContent(R"({"n":5,"intent":{"type":"guess","args":{"seat":1}}})");
    REQUIRE(std::holds_alternative<UpContent>(up));
    CHECK(std::get<UpContent>(up).n == 5);
    CHECK(std::get<UpContent>(up).intent.at("args").at("seat") == 1);
    for (const char* bad :
         {R"({"n":0,"intent":{"type":"guess","args":{}}})", R"({"n":1.0,"intent":{"type":"guess","args":{}}})",
          R"({"n":9007199254740993,"intent":{"type":"guess","args":{}}})", R"({"n":1,"intent":{"type":"","args":{}}})",
          R"({"n":1,"intent":{"type":"guess","args":[]}})", R"({"n":1,"intent":{"type":"guess"}})",
          R"({"n":1,"intent":{"type":"guess","args":{},"seat":2}})", R"({"n":1,"intent":"guess"})",
          R"({"n":1,"intent":{"type":"guess","args":{}},"seat":2})", "not json"})
        CHECK(std::holds_alternative<Refusal>(parseUpContent(bad)));
}

TEST_CASE("Phones - the tablet's frames are the contract's JSON", "[phones]") {
    CHECK(Json::parse(refusedFrame(RefusedWhy::OtherDevice)) == Json{{"t", "refused"}, {"why", "other_device"}});
    CHECK(Json::parse(welcomeFrame(1, "Ann", "Suspicion", 4)) ==
          Json{{"t", "welcome"}, {"seat", 1}, {"name", "Ann"}, {"game", "Suspicion"}, {"up", 4}, {"pad", kUpPad}});
    CHECK(Json::parse(pongFrame()) == Json{{"t", "pong"}});
    const std::string challenge = randomBytes(32);
    CHECK(fromBase64url(Json::parse(challengeFrame(challenge)).at("challenge").get<std::string>()) == challenge);
    CHECK(Json::parse(answerContent(7, 3, false, "Not now.")) ==
          Json{{"n", 7}, {"up", 3}, {"ok", false}, {"message", "Not now."}});
    // A name with broken UTF-8 is written, not thrown.
    CHECK_NOTHROW(welcomeFrame(1, std::string("A\xff"), "G", 0));
}
