// Secrets are sacred: a scripted game of Suspicion is replayed twice, once with the real
// deal and once with every invitation moved one place along (so every identity, the deck and
// every peeked card differ). Every public screen it passes through, at both orientations,
// must draw exactly the same text in both, and no drawn text may name an unrevealed identity.
#include "tests/ui/UiHarness.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "history/Export.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::UiHarness;
using heist::ui::TextKind;

namespace {

std::vector<heist::engine::Event> scriptedGame(heist::engine::SessionSetup& setup) {
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "script.db");
    auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
    auto run = [&](const std::string& type, Json args = Json::object()) {
        auto r = live.dispatch(heist::test::intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<heist::engine::Event>(r));
    };
    for (int seat = 0; seat < 4; ++seat)
        run("suspicion.see_identity", Json{{"seat", seat}});
    run("session.set_pin", Json{{"seat", 2}, {"pin", "9876"}});
    const char* gems[] = {"diamond", "ruby", "emerald"};
    int turn = 0;
    while (heist::games::suspicion::SuspicionGame::cast(live.session().state()).phase ==
           heist::games::suspicion::Phase::Playing) {
        run("suspicion.roll_dice");
        if (turn % 3 == 1)
            run("suspicion.peek_invitation");
        else
            run("suspicion.take_gem", Json{{"gem", gems[turn % 3]}, {"method", "room_robbery"}});
        if (heist::games::suspicion::SuspicionGame::cast(live.session().state()).phase !=
            heist::games::suspicion::Phase::Playing)
            break;
        run("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "lucky_lift"}});
        if (heist::games::suspicion::SuspicionGame::cast(live.session().state()).phase !=
            heist::games::suspicion::Phase::Playing)
            break;
        if (turn % 4 == 2) {
            run("undo");
            run("redo");
        }
        run("suspicion.end_turn");
        ++turn;
    }
    for (int seat = 0; seat < 4; ++seat) {
        Json g = Json::array();
        for (int other = 0; other < 4; ++other)
            g.push_back(other == seat ? Json() : Json("viola"));
        run("suspicion.submit_guesses", Json{{"seat", seat}, {"guesses", g}});
    }
    setup = live.session().setup();
    return live.session().log();
}

struct Replay {
    UiHarness ui;
    std::int64_t id = 0;
    Replay(unsigned w, unsigned h, heist::engine::SessionSetup setup, heist::engine::EventDraft deal) : ui(w, h) {
        ui.store().createSession(setup, {deal});
        id = setup.id;
    }
    void append(const heist::engine::Event& e) { ui.store().append(id, e.seq, {e.type, e.payload}); }
    // Draws the table (or cover) and the history; returns all the text drawn.
    std::vector<heist::ui::DrawnText> screens() {
        ui.app().openSession(id);
        ui.app().showTable();
        std::vector<heist::ui::DrawnText> all;
        auto keep = [&] {
            const auto& t = ui.frame();
            all.insert(all.end(), t.begin(), t.end());
        };
        keep();
        if (ui.screen() == "reveal") { // the deal's cover: go back to the table beneath it
            ui.tap("back");
            all.insert(all.end(), ui.lastText().begin(), ui.lastText().end());
        }
        if (ui.has("history")) {
            ui.tap("history");
            all.insert(all.end(), ui.lastText().begin(), ui.lastText().end());
        }
        return all;
    }
};

void compareAtSize(unsigned w, unsigned h) {
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}, {3, "Dee", "violet"}};
    setup.seed = 31;
    const auto log = scriptedGame(setup);
    REQUIRE(log.front().type == "suspicion.identities_dealt");
    auto order = log.front().payload["order"].get<std::vector<int>>();
    auto shifted = order;
    std::rotate(shifted.begin(), shifted.begin() + 1, shifted.end());

    auto setupA = setup, setupB = setup;
    Replay a(w, h, setupA, {log.front().type, Json{{"order", order}}});
    Replay b(w, h, setupB, {log.front().type, Json{{"order", shifted}}});
    int compared = 0;
    for (std::size_t k = 1; k < log.size(); ++k) {
        a.append(log[k]);
        b.append(log[k]);
        const auto textA = a.screens();
        const auto textB = b.screens();
        INFO("after event " << log[k].seq << " (" << log[k].type << ")");
        REQUIRE(textA.size() == textB.size());
        for (std::size_t i = 0; i < textA.size(); ++i) {
            CHECK(textA[i].text == textB[i].text);
            CHECK(textA[i].kind != TextKind::Secret);
        }
        for (auto* r : {&a, &b}) {
            const auto& session = r->ui.app().live()->session();
            const auto secrets = session.game().unrevealedSecrets(session.state());
            REQUIRE(secrets.size() == 4);
            for (const auto& t : r == &a ? textA : textB) {
                if (t.kind == TextKind::Catalogue)
                    continue;
                for (const auto& s : secrets)
                    CHECK(t.text.find(s) == std::string::npos);
            }
        }
        ++compared;
    }
    CHECK(compared > 20);
}

} // namespace

TEST_CASE("Secrecy - public screens of a scripted game are the same whatever the deal, at 1280x800", "[secrecy]") {
    compareAtSize(1280, 800);
}

TEST_CASE("Secrecy - public screens of a scripted game are the same whatever the deal, at 800x1280", "[secrecy]") {
    compareAtSize(800, 1280);
}

TEST_CASE("Secrecy - the default export and the public history hold no secret", "[secrecy]") {
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}, {3, "Dee", "violet"}};
    setup.seed = 31;
    const auto log = scriptedGame(setup);
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "s.db");
    auto copy = setup;
    store.createSession(copy, {{log.front().type, log.front().payload}});
    for (std::size_t k = 1; k < log.size(); ++k)
        store.append(copy.id, log[k].seq, {log[k].type, log[k].payload});
    auto live = heist::store::LiveSession::resume(store, copy.id);
    const auto secrets = live.session().game().unrevealedSecrets(live.session().state());
    REQUIRE(secrets.size() == 4);
    Json exported = heist::history::exportSession(store, copy.id, false);
    // Dice rolls name guests printed on the dice, not anyone's identity: leave them out.
    Json kept = Json::array();
    for (const auto& e : exported["events"])
        if (e["type"] != "suspicion.dice_rolled")
            kept.push_back(e);
    REQUIRE(kept.size() > 10);
    exported["events"] = kept;
    const std::string open = exported.dump();
    for (const auto& s : secrets)
        CHECK(open.find(s) == std::string::npos);
    CHECK(open.find("9876") == std::string::npos);
    CHECK(open.find("\"hash\"") == std::string::npos);
    for (const auto& e : live.session().log()) {
        const std::string line = live.session().describe(e) + live.session().publicPayload(e).dump();
        if (live.session().game().namesCatalogue(e))
            continue;
        for (const auto& s : secrets)
            CHECK(line.find(s) == std::string::npos);
    }
}
