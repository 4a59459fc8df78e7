// Nothing in One Night Only is secret, but its screens still go through the secrecy sweep:
// with a Suspicion game in progress in the same file, walking a One Night Only night (the
// table, the dice, a purchase, a ledger, the sensor menu, the history and the winner) at
// both orientations never draws anything from the other session, and never secret text.
#include "tests/ui/UiHarness.hpp"
#include "games/one_night_only/OneNightOnlyState.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::UiHarness;
namespace ono = heist::games::one_night_only;

namespace {

struct Files {
    heist::test::TempDir dir;
    std::filesystem::path db;
    std::int64_t playing = 0, finished = 0;
    std::vector<std::string> foreign; // the other session's secrets and names
};

void run(heist::store::LiveSession& live, const std::string& type, Json args = Json::object()) {
    auto r = live.dispatch(heist::test::intent(type, std::move(args)));
    REQUIRE(std::holds_alternative<heist::engine::Event>(r));
}

const ono::OneNightOnlyState& stateOf(heist::store::LiveSession& live) {
    return ono::OneNightOnlyGame::cast(live.session().state());
}

void makeFiles(Files& f) {
    f.db = f.dir / "sessions.db";
    heist::store::SessionStore store(f.db);
    {
        heist::engine::SessionSetup setup;
        setup.seed = 77;
        setup.players = {{0, "Zora Quill", "amber"}, {1, "Yves Marlowe", "teal"}, {2, "Xan Obi", "rose"}};
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        run(live, "suspicion.see_identity", Json{{"seat", 0}});
        f.foreign = live.session().game().unrevealedSecrets(live.session().state());
        REQUIRE(f.foreign.size() == 3);
        for (const auto& p : setup.players)
            f.foreign.push_back(p.name);
    }
    heist::engine::SessionSetup setup;
    setup.seed = 31;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    {
        auto live = heist::store::LiveSession::create(store, heist::games::definition("one-night-only"), setup);
        run(live, "ono.first_player", Json{{"seat", 0}});
        f.playing = live.id();
    }
    // A second night played to its end by intents: three Looting Dice and two Movement Dice
    // with one Looting Die by turns, one jewel from each case that opens and a Spinel a square
    // walked.
    auto live = heist::store::LiveSession::create(store, heist::games::definition("one-night-only"), setup);
    run(live, "ono.roll_first_player");
    while (stateOf(live).phase == ono::Phase::FirstPlayer)
        run(live, "ono.roll_first_player");
    for (int turn = 0; turn < 200 && stateOf(live).phase == ono::Phase::Playing; ++turn) {
        run(live, "ono.roll",
            turn % 2 == 0 ? Json{{"movement", 0}, {"looting", 3}} : Json{{"movement", 2}, {"looting", 1}});
        for (const char* j : {"emerald", "sapphire", "sphene"}) {
            if (stateOf(live).phase != ono::Phase::Playing)
                break;
            live.dispatch(heist::test::intent("ono.take_jewel", Json{{"jewel", j}}));
        }
        const auto& s = stateOf(live);
        const int walked = std::min(s.roll ? s.roll->movementTotal() : 0, s.museum[0]);
        if (s.phase == ono::Phase::Playing && walked > 0)
            run(live, "ono.take_jewel", Json{{"jewel", "spinel"}, {"count", walked}});
        if (stateOf(live).phase == ono::Phase::Playing)
            run(live, "ono.end_turn");
    }
    REQUIRE(stateOf(live).phase == ono::Phase::Finished);
    f.finished = live.id();
}

void sweep(UiHarness& ui, const Files& f) {
    ui.checkFrameRules();
    INFO("screen " << ui.screen());
    for (const auto& t : ui.lastText()) {
        CHECK(t.kind != heist::ui::TextKind::Secret);
        for (const auto& s : f.foreign)
            CHECK(t.text.find(s) == std::string::npos);
    }
}

void step(UiHarness& ui, const Files& f, const std::string& id) {
    ui.tap(id);
    sweep(ui, f);
}

// A table action: on the table, or from More where the table has no room for it (a longer
// language's words).
void act(UiHarness& ui, const Files& f, const std::string& id) {
    if (!ui.has(id) && ui.has("more")) {
        step(ui, f, "more");
        step(ui, f, "choice-" + id);
        return;
    }
    step(ui, f, id);
}

} // namespace

TEST_CASE("One Night Only - secrecy sweep: its screens never show another session's secrets",
          "[secrecy][one-night-only-ui]") {
    Files f;
    makeFiles(f);
    for (auto [w, h] : {std::pair<unsigned, unsigned>{1280, 800}, {800, 1280}}) {
        INFO(w << "x" << h);
        {
            UiHarness ui(w, h, f.db, std::to_string(f.playing));
            REQUIRE(ui.screen() == "ono-table");
            sweep(ui, f);
            for (const char* d : {"die-move-0", "die-loot-0", "die-loot-1"})
                step(ui, f, d);
            step(ui, f, "roll");
            ui.app().update(2.0);
            ui.frame();
            sweep(ui, f);
            step(ui, f, "take-spinel");
            if (ui.screen() == "choice") // how many Spinels: one a square walked
                step(ui, f, "ok");
            act(ui, f, "buy");
            step(ui, f, "back");
            step(ui, f, "ledger-0");
            step(ui, f, "back");
            act(ui, f, "sensor");
            step(ui, f, "cancel");
            step(ui, f, "history");
            step(ui, f, "back");
            step(ui, f, "end-turn");
            if (ui.screen() == "confirm") // a case the roll opens still holds its jewel
                step(ui, f, "confirm");
            step(ui, f, "ledger-1");
        }
        UiHarness ui(w, h, f.db, std::to_string(f.finished));
        REQUIRE(ui.screen() == "ono-winner");
        sweep(ui, f);
        step(ui, f, "history");
    }
}
