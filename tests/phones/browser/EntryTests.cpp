// Private entries made through the real phone page (docs/phones.md, "Entries made on phones"):
// a real session from an example script, the app's PhoneHub, and a tablet loop that does what
// ui/PhoneDesk.cpp does with an entry (engine::checkPhoneEntry, the live session's dispatch, the
// answer to that phone alone). Phones at 360x640.
#include "tests/phones/browser/Chromium.hpp"
#include "tests/phones/browser/PhonePage.hpp"

#include "cli/Commands.hpp"
#include "engine/PhoneView.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "phones/Crypto.hpp"
#include "phones/PhoneHub.hpp"
#include "store/LiveSession.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <fstream>
#include <functional>
#include <thread>

using heist::Json;
using heist::test::Chromium;
using namespace heist::phones;
using namespace std::chrono_literals;
using namespace heist::test::page;

namespace {

// A session played from the first `lines` lines of an example script, served by a hub.
struct Table {
    heist::test::TempDir dir;
    heist::store::SessionStore store{dir / "s.db"};
    std::optional<heist::store::LiveSession> live;
    PhoneHub hub;
    std::vector<SeatCredentials> codes;
    std::vector<std::string> answers; // every answer sent, in order ("ok: message")

    Table(const char* script, int lines) {
        std::ifstream in(std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples" / script);
        std::ofstream out(dir / "head.jsonl");
        std::string line;
        for (int i = 0; i < lines && std::getline(in, line); ++i)
            out << line << "\n";
        out.close();
        std::ostringstream o, e;
        REQUIRE(heist::cli::runScript(store, dir / "head.jsonl", {}, o, e) == 0);
        live.emplace(heist::store::LiveSession::resume(store, store.listSessions(false).front().id));
        HubConfig config;
        config.address = "127.0.0.1";
        config.port = 0;
        config.gameTitle = session().game().info().title;
        for (const auto& p : session().setup().players)
            codes.push_back(newSeatCode(p.seat, p.name));
        hub.start(config, codes);
        publish();
    }
    const heist::engine::Session& session() const { return live->session(); }
    void publish() {
        hub.publishPublic(heist::engine::phonePublicView(session()));
        for (const auto& p : session().setup().players)
            hub.publishSeat(p.seat, session().game().phoneView(session().state(), p.seat, session().setup()));
    }
    std::string link(int seat) const {
        return seatLink("127.0.0.1", hub.port(), codes[static_cast<std::size_t>(seat)]);
    }
    // The tablet's side of an entry, as PhoneDesk::takeEntry does it, until `done` (or 20 s).
    bool serveUntil(const std::function<bool()>& done) {
        const auto until = std::chrono::steady_clock::now() + 20s;
        while (!done()) {
            if (std::chrono::steady_clock::now() > until)
                return false;
            for (const auto& n : hub.poll()) {
                if (n.kind != PhoneNotice::Kind::Entry)
                    continue;
                const auto checked = heist::engine::checkPhoneEntry(session(), n.seat, n.intent);
                std::string message = checked.refusal;
                bool ok = false;
                if (checked.intent) {
                    const auto result = live->dispatch(*checked.intent);
                    if (auto* error = std::get_if<heist::engine::RuleError>(&result))
                        message = error->message;
                    else
                        ok = true, message = checked.accepted;
                }
                hub.answer(n.seat, n.counter, ok, message);
                answers.push_back(std::string(ok ? "ok: " : "refused: ") + message);
                if (ok)
                    publish();
            }
            std::this_thread::sleep_for(20ms);
        }
        return true;
    }
};

void open(Chromium& phone, const std::string& link) {
    phone.navigate(link);
    REQUIRE(phone.waitFor(kConnected, 20s));
    REQUIRE(phone.waitFor("!document.getElementById('entry').hidden", 10s));
}

// Every target in the entry at least 48 CSS px each way, every text at least 16 CSS px: the
// offenders, or an empty list.
Json smallThings(Chromium& phone) {
    return phone.evaluate(
        "[...document.querySelectorAll('#entry button')].filter(b => { const r = b.getBoundingClientRect();"
        " return r.width < 48 || r.height < 48; }).map(b => 'target ' + b.textContent).concat("
        "[...document.querySelectorAll('#entry *')].filter(e => e.childElementCount === 0 && e.textContent &&"
        " parseFloat(getComputedStyle(e).fontSize) < 16).map(e => 'text ' + e.textContent))");
}

} // namespace

TEST_CASE("Phone page - Suspicion's guesses entered on the page reach the tablet's session; a late one "
          "is refused with its message",
          "[phones-browser]") {
    Table table("suspicion-two-players.jsonl", 32); // the guessing phase
    Chromium ann("Ann's phone 360x640", 360, 640);
    open(ann, table.link(0));
    CHECK(text(ann, "entry").find("The tablet asks for your guesses.") != std::string::npos);
    // The form is not in the page until opened; then it marks Ann's own guest.
    CHECK(ann.evaluate("document.querySelectorAll('#entry .choice').length") == Json(0));
    ann.tap("#entry .entry-toggle");
    REQUIRE(ann.waitFor("document.querySelectorAll('#entry .choice').length > 0", 5s));
    const auto& s = heist::games::suspicion::SuspicionGame::cast(table.session().state());
    const std::string own = s.guestNames[static_cast<std::size_t>(s.deal.hands[0])];
    CHECK(ann.evaluate("[...document.querySelectorAll('#entry .choice')].filter(b => b.textContent === " +
                       Json(own + "you").dump() + ").length") == Json(1));
    // The page hidden (pagehide): the form leaves the DOM.
    ann.evaluate("window.dispatchEvent(new Event('pagehide'))");
    CHECK(ann.evaluate("document.querySelectorAll('#entry .choice').length") == Json(0));
    ann.tap("#entry .entry-toggle");
    ann.tap("#entry .choice[data-seat='1'][data-option='viola']");
    CHECK(
        ann.evaluate("document.querySelector(\"#entry .choice[data-option='viola']\").getAttribute('aria-pressed')") ==
        Json("true"));
    CHECK(smallThings(ann) == Json::array());
    ann.evaluate("document.getElementById('entry').scrollIntoView()");
    screenshot(ann, "phone-entry-guesses-360x640");
    ann.tap("#entry .entry-form > .primary");  // Lock in
    ann.tap("#entry .entry-actions .primary"); // "Lock in? They cannot be changed." Lock in
    REQUIRE(table.serveUntil([&] { return s.guesses[0].has_value(); }));
    CHECK(table.session().log().back().type == "suspicion.guesses_submitted");
    CHECK(table.session().log().back().payload["seat"] == 0);
    REQUIRE(ann.waitFor("!!document.querySelector('#entry .entry-answer.ok')", 10s));
    CHECK(ann.waitFor("document.querySelector('#entry .entry-answer').textContent === 'Your guesses are in.'", 10s));
    CHECK(ann.waitFor("!document.querySelector('#entry .entry-toggle')", 10s)); // nothing more to enter

    // Bob opens his form, but his guesses were entered on the tablet meanwhile: his phone's
    // entry is refused, and the page says why.
    Chromium bob("Bob's phone 360x640", 360, 640);
    open(bob, table.link(1));
    bob.tap("#entry .entry-toggle");
    REQUIRE(std::holds_alternative<heist::engine::Event>(table.live->dispatch(
        heist::engine::Intent{"suspicion.submit_guesses", Json{{"seat", 1}, {"guesses", {"nadia", nullptr}}}, {}})));
    bob.tap("#entry .choice[data-seat='0'][data-option='viola']");
    bob.tap("#entry .entry-form > .primary");
    bob.tap("#entry .entry-actions .primary");
    REQUIRE(table.serveUntil([&] { return table.answers.size() == 2; }));
    CHECK(table.answers[1] == "refused: There is nothing to enter from your phone now.");
    REQUIRE(bob.waitFor("!!document.querySelector('#entry .entry-answer.refused')", 10s));
    CHECK(bob.evaluate("document.querySelector('#entry .entry-answer').textContent") ==
          Json("There is nothing to enter from your phone now."));
    screenshot(bob, "phone-entry-refused-360x640");
}

TEST_CASE("Phone page - Thief in the Night: the thief enters the row behind the thief, forced cards "
          "marked, and asks for the best five",
          "[phones-browser]") {
    Table table("thief-in-the-night.jsonl", 31); // spotted with a guard behind, forced cards drawn
    const auto& s = heist::games::thief_night::ThiefNightGame::cast(table.session().state());
    REQUIRE(s.open);
    REQUIRE(s.open->drawn);
    const int thief = s.thiefSeat;
    Chromium phone("thief's phone 360x640", 360, 640);
    open(phone, table.link(thief));
    CHECK(text(phone, "entry").find("The tablet asks for your escape hand.") != std::string::npos);
    phone.tap("#entry .entry-toggle");
    // The row of ten, as in the script: spades then hearts, by rank from the ace.
    const std::vector<std::string> row{"KS", "7D", "3C", "8H", "KD", "3S", "2C", "4S", "JD", "KH"};
    const char* suitOf[] = {"S", "H", "D", "C"};
    for (const auto& card : row) {
        const std::string suit = card.substr(card.size() - 1);
        for (std::size_t i = 0; i < 4; ++i)
            if (suit == suitOf[i])
                phone.tap("#entry .suit:nth-child(" + std::to_string(i + 1) + ")");
        phone.tap("#entry .rank[data-card='" + card + "']");
    }
    CHECK(phone.evaluate("document.querySelectorAll('#entry .pool .card').length") == Json(10));
    CHECK(phone.evaluate("document.querySelectorAll('#entry .pool .card.forced').length") ==
          Json(s.open->forcedPositions.size()));
    // Full: no more cards.
    CHECK(phone.evaluate("[...document.querySelectorAll('#entry .rank')].every(b => b.disabled)") == Json(true));
    CHECK(smallThings(phone) == Json::array());
    screenshot(phone, "phone-entry-hand-360x640");
    phone.tap("#entry .entry-actions:last-child .plain:not(.primary)"); // Best five
    REQUIRE(table.serveUntil([&] { return !s.open || s.open->escape; }));
    CHECK(table.answers.back() == "ok: Your hand is in.");
    const auto& last = table.session().log().back();
    CHECK(last.type == "tn.hand_entered");
    CHECK(last.payload["side"] == "thief");
    CHECK(last.payload["proposed"] == true);
    REQUIRE(phone.waitFor("document.querySelector('#entry .entry-answer').textContent === 'Your hand is in.'", 10s));
    // The phone view now lists the hand (behind Hold to see), and the form is gone.
    CHECK(phone.waitFor("!document.querySelector('#entry .entry-toggle')", 10s));
    hold(phone);
    CHECK(text(phone, "secret-lines").find("Your escape hand") != std::string::npos);
    release(phone);
}
