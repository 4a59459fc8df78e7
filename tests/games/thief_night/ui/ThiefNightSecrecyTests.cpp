// Secrets are sacred in Thief in the Night too: while one hand of a capture is in and the
// other is not, the entered hand is the entering player's secret. A scripted game is played;
// then, at every such moment, the same log up to there is replayed with that hand swapped for
// another. Every public screen (the table, the hand-off cover, the history), at both
// orientations, must draw exactly the same text in both; only the private view differs.
#include "tests/ui/UiHarness.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::UiHarness;
using heist::ui::TextKind;

namespace {

const auto& tnGame() { return heist::games::definition("thief-in-the-night"); }

heist::engine::SessionSetup thiefSetup() {
    heist::engine::SessionSetup setup;
    setup.game = "thief-in-the-night";
    setup.seed = 9;
    setup.houseRules = tnGame().defaultHouseRules();
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    return setup;
}

// A game with three captures: each first hand in is the secret the test swaps.
std::vector<heist::engine::Event> scriptedGame() {
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "thief.db");
    auto live = heist::store::LiveSession::create(store, tnGame(), thiefSetup());
    auto run = [&](const std::string& type, Json args = Json::object()) {
        auto r = live.dispatch(heist::test::intent(type, std::move(args)));
        if (auto* e = std::get_if<heist::engine::RuleError>(&r))
            FAIL(type << ": " << e->message);
    };
    for (int i = 0; i < 4; ++i)
        run("tn.build", Json{{"kind", "walls"}});
    run("tn.set_rooms", Json{{"rooms", 7}});
    for (int i = 0; i < 10; ++i)
        run("tn.build", Json{{"kind", "traps"}});
    run("tn.draw_sides");
    run("tn.end_turn");
    run("tn.spotted", Json{{"guards", 1}, {"captain", false}});
    run("tn.enter_escape", Json{{"cards", {"9S", "9D", "KC", "5H", "2S"}}});
    run("tn.enter_capture", Json{{"cards", {"9C", "9H", "KD", "5S", "2D"}}}); // a tie: play goes on
    run("tn.end_turn");
    run("tn.end_turn");
    run("tn.spotted", Json{{"guards", 2}, {"captain", false}});
    run("tn.enter_capture", Json{{"cards", {"AS", "8S", "4S", "2S", "9S"}}}); // the captain first
    run("tn.enter_escape", Json{{"cards", {"JS", "JD", "JH", "4S", "4H"}}});  // a full house escapes
    run("tn.end_turn");
    run("tn.spotted", Json{{"guards", 3}, {"captain", false}});
    run("tn.enter_escape", Json{{"cards", {"7S", "7D", "7C", "2H", "3S"}}});
    run("tn.enter_capture", Json{{"cards", {"QS", "QD", "QC", "QH", "2D"}}}); // four queens: caught
    return live.session().log();
}

std::vector<heist::ui::DrawnText> publicScreens(UiHarness& ui, std::int64_t id) {
    ui.app().openSession(id);
    ui.app().showTable();
    std::vector<heist::ui::DrawnText> all;
    auto keep = [&] { all.insert(all.end(), ui.lastText().begin(), ui.lastText().end()); };
    ui.frame();
    keep();
    if (ui.screen() == "reveal") { // a hand-off cover: go back to the table beneath it
        ui.tap("back");
        keep();
    }
    if (ui.has("history")) {
        ui.tap("history");
        keep();
    }
    return all;
}

void compareThief(unsigned w, unsigned h) {
    const auto log = scriptedGame();
    // A different, legal hand for each secret: none of its cards in the original.
    const std::vector<std::vector<std::string>> others = {
        {"10H", "10C", "QH", "6D", "3C"}, {"KH", "QH", "10H", "6H", "3H"}, {"8H", "8C", "6S", "6C", "AD"}};
    int swapped = 0;
    for (std::size_t k = 0; k < log.size(); ++k) {
        if (log[k].type != "tn.hand_entered" || log[k].payload.contains("judged"))
            continue;
        REQUIRE(swapped < static_cast<int>(others.size()));
        INFO("a " << log[k].payload["side"] << " hand in, after event " << log[k].seq);
        UiHarness a(w, h), b(w, h);
        auto sa = thiefSetup(), sb = thiefSetup();
        a.store().createSession(sa, {});
        b.store().createSession(sb, {});
        for (std::size_t i = 0; i <= k; ++i) {
            auto e = log[i];
            a.store().append(sa.id, e.seq, {e.type, e.payload});
            if (i == k)
                e.payload["cards"] = others[static_cast<std::size_t>(swapped)];
            b.store().append(sb.id, e.seq, {e.type, e.payload});
        }
        const auto ta = publicScreens(a, sa.id), tb = publicScreens(b, sb.id);
        REQUIRE(ta.size() == tb.size());
        REQUIRE(ta.size() > 5);
        for (std::size_t i = 0; i < ta.size(); ++i) {
            CHECK(ta[i].text == tb[i].text);
            CHECK(ta[i].kind != TextKind::Secret);
        }
        // The hands really differ (the test would see a leak), and neither is on a public
        // screen, by its cards or by its name.
        const auto& la = a.app().live()->session();
        const auto& lb = b.app().live()->session();
        const int seat = log[k].payload["side"] == "thief"
                             ? heist::games::thief_night::ThiefNightGame::cast(la.state()).thiefSeat
                             : heist::games::thief_night::ThiefNightGame::cast(la.state()).captainSeat();
        CHECK(la.game().privateView(la.state(), seat) != lb.game().privateView(lb.state(), seat));
        for (auto* r : {&la, &lb}) {
            const auto secrets = r->game().unrevealedSecrets(r->state());
            REQUIRE(secrets.size() == 1);
            for (const auto& t : r == &la ? ta : tb)
                CHECK(t.text.find(secrets.front()) == std::string::npos);
        }
        ++swapped;
    }
    CHECK(swapped == 3);
}

} // namespace

TEST_CASE("Secrecy - Thief in the Night's public screens are the same whatever the hand entered first, "
          "at 1280x800",
          "[secrecy]") {
    compareThief(1280, 800);
}

TEST_CASE("Secrecy - Thief in the Night's public screens are the same whatever the hand entered first, "
          "at 800x1280",
          "[secrecy]") {
    compareThief(800, 1280);
}
