// The phone page's keys and boxes (docs/phones.md, "The code a seat scans", "Padding") in a real
// browser against the second tablet written from the contract (FakeTablet): every `up` frame of
// one length whatever the entry, a box from another tablet (or badly padded) opened by nothing,
// the claim naming the phone's own public key, and a second phone with the same code refused
// while the first keeps its seat.
#include "tests/phones/browser/Chromium.hpp"
#include "tests/phones/browser/FakeTablet.hpp"
#include "tests/phones/browser/PhonePage.hpp"

#include "tests/support/Catch.hpp"
#include <sodium.h>

#include <chrono>
#include <set>
#include <thread>

using heist::Json;
using heist::test::Chromium;
using heist::test::FakeTablet;
using namespace std::chrono_literals;
using namespace heist::test::page;

namespace {

const char* const kSecret = "Thief: the Silver Fox";

Json boxPublicView() {
    return {{"game", "Secret Night at Davis Manor"},
            {"status", "10 p.m. \u00b7 Ada's turn"},
            {"lines", {"Thermometer: 2"}}};
}

Json roleView() { return {{"title", "Your role"}, {"lines", {{{"label", "Role"}, {"text", kSecret}}}}}; }

std::vector<Json> framesOf(FakeTablet& tablet, int seat, const std::string& t) {
    std::vector<Json> out;
    for (const std::string& frame : tablet.framesFrom(seat)) {
        const Json message = Json::parse(frame);
        if (message.value("t", "") == t)
            out.push_back(message);
    }
    return out;
}

std::size_t boxBytes(const Json& frame) {
    const std::string box = frame.at("box").get<std::string>();
    std::vector<unsigned char> raw(box.size());
    std::size_t length = 0;
    REQUIRE(sodium_base642bin(raw.data(), raw.size(), box.data(), box.size(), nullptr, &length, nullptr,
                              sodium_base64_VARIANT_URLSAFE_NO_PADDING) == 0);
    return length;
}

// The public half of the secret key the page keeps in `heist.device`.
std::string pagePublicKey(Chromium& phone) {
    const std::string kept = phone.evaluate("localStorage.getItem('heist.device')").get<std::string>();
    unsigned char secret[32], pub[32];
    std::size_t length = 0;
    REQUIRE(sodium_base642bin(secret, sizeof secret, kept.data(), kept.size(), nullptr, &length, nullptr,
                              sodium_base64_VARIANT_URLSAFE_NO_PADDING) == 0);
    REQUIRE(length == 32);
    crypto_scalarmult_base(pub, secret);
    char out[sodium_base64_ENCODED_LEN(32, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
    sodium_bin2base64(out, sizeof out, pub, sizeof pub, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    return out;
}

Json guessesView() {
    Json guests = Json::array();
    for (const auto& [id, name] : std::vector<std::pair<std::string, std::string>>{
             {"earl", "Earl"}, {"lily", "Lily"}, {"dr_ashraf", "Dr. Ashraf"}, {"mildred", "Mildred"}}) {
        guests.push_back({{"id", id}, {"name", name}, {"mark", id == "earl" ? "you" : ""}});
    }
    return {{"title", "Your identity"},
            {"lines", {{{"label", "You are"}, {"text", "Earl Grey"}}}},
            {"entry",
             {{"form", "one_per_row"},
              {"intent", "suspicion.submit_guesses"},
              {"seat", 0},
              {"seats", 3},
              {"ask", "The tablet asks for your guesses."},
              {"open", "Enter my guesses"},
              {"accepted", "Your guesses are in."},
              {"answer", "guesses"},
              {"hint", "Cover your phone. For each player, tap the guest you think they are."},
              {"confirm", "Lock in your guesses? They cannot be changed."},
              {"rows",
               {{{"seat", 1}, {"name", "Ben"}, {"question", "Who is Ben?"}},
                {{"seat", 2}, {"name", "Cleo"}, {"question", "Who is Cleo?"}}}},
              {"options", guests}}}};
}

Json handView() {
    return {{"title", "Your hand"},
            {"lines", Json::array()},
            {"entry",
             {{"form", "choose_cards"},
              {"intent", "tn.enter_escape"},
              {"poolKey", "hand"},
              {"hint", "Cover your phone. Tap your five cards, or your whole hand (up to 10) for the best five."},
              {"ask", "The tablet asks for your escape hand."},
              {"open", "Enter my escape hand"},
              {"accepted", "Your hand is in."},
              {"poolLimit", 10},
              {"handSize", 0},
              {"forced", Json::array()},
              {"mixedDecks", false},
              {"deck",
               {{"suits",
                 {{{"code", "S"}, {"symbol", "\u2660"}, {"name", "spades"}, {"red", false}},
                  {{"code", "H"}, {"symbol", "\u2665"}, {"name", "hearts"}, {"red", true}}}},
                {"ranks", {"A", "K", "Q", "J", "10", "9"}}}}}}};
}

void lockInGuesses(Chromium& phone, const std::string& ben, const std::string& cleo) {
    phone.tap("#entry .choice[data-seat='1'][data-option='" + ben + "']");
    phone.tap("#entry .choice[data-seat='2'][data-option='" + cleo + "']");
    phone.tap("#entry .entry-form > .primary");  // Lock in
    phone.tap("#entry .entry-actions .primary"); // "They cannot be changed." Lock in
}

} // namespace

TEST_CASE("Phone page - every up box is padded to one length, whatever the entry", "[phones-browser]") {
    FakeTablet tablet("Suspicion", boxPublicView());
    const int guesser = tablet.addSeat("Ada", guessesView());
    const int thief = tablet.addSeat("Ben", handView());
    Chromium ada("phone 360x640", 360, 640);
    open(ada, tablet, guesser);
    REQUIRE(ada.waitFor("!document.getElementById('entry').hidden", 10s));
    ada.tap("#entry .entry-toggle");
    REQUIRE(ada.waitFor("document.querySelectorAll('#entry .choice').length === 8", 5s));

    // The tablet refuses the first entry ("Not now."): the answer box opens and shows, the
    // picks stay, and a second, longer entry goes.
    lockInGuesses(ada, "lily", "earl");
    REQUIRE(ada.waitFor("document.querySelector('#entry .entry-answer.refused')?.textContent === 'Not now.'", 10s));
    lockInGuesses(ada, "dr_ashraf", "mildred");
    REQUIRE(ada.waitFor("[...document.querySelectorAll('#entry .entry-answer')].length === 1 && "
                        "document.querySelector('#entry .entry-answer').textContent === 'Not now.' && "
                        "document.querySelectorAll('#entry .choice[aria-pressed=true]').length === 2",
                        10s));
    const auto until = std::chrono::steady_clock::now() + 10s;
    while (tablet.entriesFrom(guesser).size() < 2 && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(20ms);

    // Another phone, another kind of entry: five cards.
    tablet.answerEntries(true, "Your hand is in.");
    Chromium ben("phone 412x915", 412, 915);
    open(ben, tablet, thief);
    REQUIRE(ben.waitFor("!document.getElementById('entry').hidden", 10s));
    ben.tap("#entry .entry-toggle");
    for (const char* card : {"AS", "KS", "QS", "JS", "10S"})
        ben.tap(std::string("#entry .rank[data-card='") + card + "']");
    ben.tap("#entry .entry-actions:last-child .primary"); // Send these five
    REQUIRE(ben.waitFor("document.querySelector('#entry .entry-answer')?.textContent === 'Your hand is in.'", 10s));

    const auto guesses = tablet.entriesFrom(guesser);
    const auto hands = tablet.entriesFrom(thief);
    REQUIRE(guesses.size() == 2);
    REQUIRE(hands.size() == 1);
    INFO(guesses[0] << "\n" << guesses[1] << "\n" << hands[0]);
    CHECK(Json::parse(guesses[0])["intent"]["args"]["guesses"] == Json({nullptr, "lily", "earl"}));
    CHECK(Json::parse(guesses[1])["intent"]["args"]["guesses"] == Json({nullptr, "dr_ashraf", "mildred"}));
    CHECK(Json::parse(hands[0])["intent"]["args"]["cards"] == Json({"AS", "KS", "QS", "JS", "10S"}));
    // Three plaintexts of three lengths...
    CHECK(std::set<std::size_t>{guesses[0].size(), guesses[1].size(), hands[0].size()}.size() == 3);
    // ... in frames of one length: a box of 1024 bytes (welcome's `pad`) and its nonce and tag.
    std::set<std::size_t> lengths;
    for (int seat : {guesser, thief}) {
        for (const std::string& frame : tablet.framesFrom(seat)) {
            const Json message = Json::parse(frame);
            if (message.value("t", "") != "up")
                continue;
            lengths.insert(frame.size());
            CHECK(boxBytes(message) == 24 + 16 + 1024);
        }
    }
    CHECK(lengths.size() == 1);
    // The claims too: one length, a box of 256.
    for (int seat : {guesser, thief}) {
        for (const Json& claim : framesOf(tablet, seat, "claim"))
            CHECK(boxBytes(claim) == 24 + 16 + 256);
    }
}

TEST_CASE("Phone page - opens no box from another tablet, and none padded wrong", "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", boxPublicView());
    const int seat = tablet.addSeat("Ada", roleView());
    // After the good `down` (counter 101): a `down` and an `answer` sealed by another tablet key
    // pair for the same seat key and phone, and `down` boxes of the right key not padded, padded
    // to 1024 and with a wrong padding byte; each with a counter above 101.
    tablet.sendForgedBoxes({{"title", "Forged"},
                            {"lines", {{{"label", "Role"}, {"text", "Forged role"}}}},
                            {"sheet", {{"opponents", {"Ben"}}, {"guests", {"Earl"}}}}});
    Chromium phone("phone 360x640", 360, 640);
    open(phone, tablet, seat);
    const std::string handle = tablet.fragment(seat).substr(2, 12);
    REQUIRE(phone.waitFor("localStorage.getItem('heist.n." + handle + "') === '101'", 10s));
    std::this_thread::sleep_for(500ms); // the forged boxes came right after
    CHECK(phone.evaluate("localStorage.getItem('heist.n." + handle + "')") == Json("101"));
    CHECK(phone.evaluate("document.getElementById('sheet-toggle').hidden") == Json(true));
    CHECK(phone.evaluate("document.getElementById('entry').hidden") == Json(true));
    for (const char* forged : {"Forged", "forged"})
        CHECK(everything(phone).find(forged) == std::string::npos);
    hold(phone);
    const std::string shown = seen(phone);
    CHECK(shown.find(kSecret) != std::string::npos);
    CHECK(shown.find("Forged") == std::string::npos);
    release(phone);
    CHECK(phone.evaluate(kConnected) == Json(true));
}

TEST_CASE("Phone page - the claim names the phone's own public key; a second phone with the same code "
          "is refused and the first keeps its seat",
          "[phones-browser]") {
    FakeTablet tablet("Secret Night at Davis Manor", boxPublicView());
    const int seat = tablet.addSeat("Ada", roleView());
    Chromium first("phone 360x640", 360, 640);
    open(first, tablet, seat);

    // heist.device is the secret key (32 bytes, base64url); the claim names its public half,
    // and nothing else but the box.
    CHECK(first.evaluate("localStorage.getItem('heist.device').length") == Json(43));
    const std::string device = pagePublicKey(first);
    CHECK(tablet.deviceOf(seat) == device);
    const auto claims = framesOf(tablet, seat, "claim");
    REQUIRE(claims.size() == 1);
    CHECK(claims[0].size() == 3);
    CHECK(claims[0].value("device", "") == device);
    for (const std::string& frame : tablet.framesFrom(seat))
        CHECK(frame.find(first.evaluate("localStorage.getItem('heist.device')").get<std::string>()) ==
              std::string::npos);

    // The same code scanned on another phone (a photographed code): another key pair, refused.
    Chromium second("phone 412x915", 412, 915);
    second.navigate(tablet.link(seat));
    REQUIRE(second.waitFor("!document.getElementById('problem').hidden", 20s));
    CHECK(text(second, "problem-text") ==
          "This seat is already open on another phone. The tablet asks the table which phone keeps it.");
    const std::string other = pagePublicKey(second);
    CHECK(other != device);
    const auto both = framesOf(tablet, seat, "claim");
    REQUIRE(both.size() == 2);
    CHECK(both[1].value("device", "") == other);
    CHECK(tablet.deviceOf(seat) == device);
    CHECK(everything(second).find(kSecret) == std::string::npos);
    CHECK(second.evaluate("document.getElementById('hold').disabled") == Json(true));

    // The first phone is still connected and still shows its seat's secret.
    std::this_thread::sleep_for(300ms);
    CHECK(first.evaluate(kConnected) == Json(true));
    CHECK(first.evaluate("document.getElementById('problem').hidden") == Json(true));
    hold(first);
    CHECK(seen(first).find(kSecret) != std::string::npos);
    release(first);
    CHECK(tablet.welcomes(seat) == 1);

    // The first phone's next visit keeps its key pair: the seat opens again.
    first.reload();
    REQUIRE(first.waitFor(kConnected, 30s));
    CHECK(pagePublicKey(first) == device);
    CHECK(tablet.welcomes(seat) == 2);
}

// The page draws an entry by its `form` alone (web/phone/entry.js, engine::isPhoneForm): one it
// does not know, here a game's own word as `form` and the old `kind` beside it, draws nothing,
// neither the form nor its button, and none of the entry's words or options reach the page.
TEST_CASE("Phone page - an entry without a form the page knows draws no form and says none of its words",
          "[phones-browser]") {
    Json view = guessesView();
    view["entry"]["form"] = "guesses";
    view["entry"]["kind"] = "guesses";
    view["entry"]["ask"] = "Ask-word-never-shown";
    view["entry"]["open"] = "Open-word-never-shown";
    FakeTablet tablet("Suspicion", boxPublicView());
    const int seat = tablet.addSeat("Ada", view);
    const int known = tablet.addSeat("Ben", guessesView());
    Chromium phone("phone 360x640", 360, 640);
    open(phone, tablet, seat);
    const std::string handle = tablet.fragment(seat).substr(2, 12);
    REQUIRE(phone.waitFor("localStorage.getItem('heist.n." + handle + "') === '101'", 10s));
    std::this_thread::sleep_for(300ms);
    CHECK(phone.evaluate("document.getElementById('entry').hidden") == Json(true));
    CHECK(phone.evaluate("document.querySelectorAll('#entry *').length") == Json(0));
    // The entry's own words and options (not "guesses": the page's script still sends the answer
    // under that argument name, so the page's source holds it whatever the entry says).
    for (const char* word : {"Ask-word-never-shown", "Open-word-never-shown", "Lily", "Mildred", "Cleo"}) {
        INFO(word);
        CHECK(everything(phone).find(word) == std::string::npos);
    }
    // The same view with a form the page knows draws it: the check above can fail.
    Chromium ben("phone 360x640", 360, 640);
    open(ben, tablet, known);
    REQUIRE(ben.waitFor("!document.getElementById('entry').hidden", 10s));
    CHECK(everything(ben).find("The tablet asks for your guesses.") != std::string::npos);
}
