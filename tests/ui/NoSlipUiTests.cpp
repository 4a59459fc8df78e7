// No game decided by a slip, by taps: the tap that ends a game asks once with what will happen,
// Cancel leaves the game as it was, OK ends it; the results screen then offers "Undo the last
// step", whose confirmation says what it takes back, and returns to the table with the game
// going on (no longer counted as finished in the file). One Night Only's 60 coins and Shadow
// House's last round, at 1280x800 and 800x1280, every frame checked; with HEIST_SCREENS_DIR set
// the screens are saved as noslip-*.png.
#include "tests/ui/UiHarness.hpp"
#include "games/one_night_only/OneNightOnlyState.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/shadow_house/ShadowHouseState.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::UiHarness;
namespace ono = heist::games::one_night_only;
namespace shm = heist::games::shadow_house;

namespace {

// A sentence the frame shows, though a paragraph may have wrapped it over several lines.
bool showsSentence(UiHarness& ui, const std::string& sentence) {
    std::string all;
    for (const auto& t : ui.lastText())
        all += t.text + " ";
    return all.find(sentence) != std::string::npos;
}

std::optional<std::string> finishedAt(UiHarness& ui) {
    auto s = ui.store().summary(ui.app().live()->id());
    REQUIRE(s);
    return s->finishedAt;
}

heist::engine::Event ok(heist::store::LiveSession& live, const std::string& type, Json args = Json::object()) {
    auto r = live.dispatch(heist::test::intent(type, std::move(args)));
    if (auto* e = std::get_if<heist::engine::RuleError>(&r))
        FAIL("refused " << type << ": " << e->code << " - " << e->message);
    return std::get<heist::engine::Event>(r);
}

// Ann, then Bob; Ann holds the Emerald and three Sapphires from earlier turns (20 + 30 = 50 coins
// in jewels) and rolled 1 to move and 6+6 on the Looting Dice (Yellow and Blue open): a Spinel
// on the square walked makes 51, a Sapphire from the Blue case 60.
void annAtFifty(const std::filesystem::path& db) {
    heist::store::SessionStore store(db);
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
    std::int64_t id = 0;
    {
        auto live = heist::store::LiveSession::create(store, heist::games::definition("one-night-only"), setup);
        ok(live, "ono.first_player", Json{{"seat", 0}});
        id = live.id();
        // The Emerald and three Sapphires from earlier turns (one jewel from a case a roll: the
        // rulebook's limit).
        int seq = static_cast<int>(live.session().headSeq());
        for (const char* j : {"emerald", "sapphire", "sapphire", "sapphire"})
            store.append(id, ++seq, {"ono.jewel_taken", Json{{"seat", 0}, {"jewel", j}, {"with_dice", true}}});
        store.append(id, ++seq,
                     {"ono.rolled", Json{{"seat", 0},
                                         {"movement", {1}},
                                         {"looting", {6, 6}},
                                         {"movement_total", 1},
                                         {"looting_total", 12},
                                         {"sensor_room", nullptr}}});
    }
}

const ono::OneNightOnlyState& noSlipState(UiHarness& ui) {
    return ono::OneNightOnlyGame::cast(ui.app().live()->session().state());
}

int annJewels(UiHarness& ui) {
    const auto v = ui.app().live()->session().game().publicView(ui.app().live()->session().state());
    return v["ledgers"][0]["jewel_value"].get<int>();
}

// Three players; two rounds scored (Ann's detective finds Bob twice: Ann 4, Bob 0, Cy 2) and
// the third begun with Cy holding First on the scene.
void lastRound(const std::filesystem::path& db) {
    heist::store::SessionStore store(db);
    heist::engine::SessionSetup setup;
    setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
    auto live = heist::store::LiveSession::create(store, heist::games::definition("shadow-house-masquerade"), setup);
    const Json annFindsBob{{"ending", "detective"}, {"by", 0}, {"culprit", 1}, {"accomplices", Json::array()}};
    for (int first : {0, 1}) {
        ok(live, "shm.start_round", Json{{"first", first}});
        ok(live, "shm.score_round", annFindsBob);
    }
    ok(live, "shm.start_round", Json{{"first", 2}});
}

const shm::ShadowHouseState& shmState(UiHarness& ui) {
    return shm::ShadowHouseGame::cast(ui.app().live()->session().state());
}

// The wizard for "Ann's detective found Bob, nobody had an accomplice card", up to the preview.
void scoreAnnFindsBob(UiHarness& ui) {
    step(ui, "score");
    for (const char* id : {"choice-detective", "choice-0", "choice-1", "ok"})
        step(ui, id);
    REQUIRE(ui.screen() == "shm-preview");
}

} // namespace

TEST_CASE("No slip UI - One Night Only: the jewel that reaches 60 coins asks once, and the results "
          "take it back",
          "[ui][no-slip-ui]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        INFO(w << "x" << h);
        heist::test::TempDir dir;
        const auto db = dir / "sessions.db";
        annAtFifty(db);
        UiHarness ui(w, h, db);
        step(ui, "continue");
        REQUIRE(ui.screen() == "ono-table");
        REQUIRE(annJewels(ui) == 50);
        const auto head = ui.app().live()->session().headSeq();

        // A Spinel does not end the night: no question, it is taken at once.
        step(ui, "take-spinel");
        REQUIRE(ui.screen() == "ono-table");
        CHECK(annJewels(ui) == 51);
        step(ui, "undo");
        step(ui, "confirm");
        REQUIRE(annJewels(ui) == 50);

        // The last Sapphire: 60 in jewels. The question says what will happen.
        step(ui, "take-sapphire");
        REQUIRE(ui.screen() == "confirm");
        CHECK(showsSentence(ui, "This ends the game: Ann reaches 60 coins in jewels and wins."));
        CHECK(ui.frameShows("End the game"));
        ui.save("noslip-ono-confirm");
        // Cancel: nothing saved, the table as it was.
        step(ui, "cancel");
        REQUIRE(ui.screen() == "ono-table");
        CHECK(ui.app().live()->session().headSeq() == head + 2); // the Spinel and its undo
        CHECK(noSlipState(ui).phase == ono::Phase::Playing);
        CHECK(annJewels(ui) == 50);
        CHECK_FALSE(finishedAt(ui));
        // OK: the night ends, Ann wins.
        step(ui, "take-sapphire");
        REQUIRE(ui.screen() == "confirm");
        step(ui, "confirm");
        REQUIRE(ui.screen() == "ono-winner");
        CHECK(noSlipState(ui).phase == ono::Phase::Finished);
        CHECK(ui.frameShows("Ann wins!"));
        ui.app().update(2.0); // the celebration runs out: the next tap is for its buttons
        ui.frame();
        CHECK(finishedAt(ui));
        REQUIRE(ui.has("undo-last"));
        CHECK(ui.frameShows("Undo the last step"));
        ui.save("noslip-ono-winner");

        // Undo the last step: the confirmation names the step; Cancel keeps the result.
        step(ui, "undo-last");
        REQUIRE(ui.screen() == "confirm");
        CHECK(ui.frameShows("Undo: Ann took a Sapphire"));
        CHECK(showsSentence(ui, "no longer counts as finished"));
        ui.save("noslip-ono-undo");
        step(ui, "cancel");
        REQUIRE(ui.screen() == "ono-winner");
        CHECK(noSlipState(ui).phase == ono::Phase::Finished);
        step(ui, "undo-last");
        step(ui, "confirm");
        // Back on the table with the night going on, and not finished in the file.
        REQUIRE(ui.screen() == "ono-table");
        CHECK(noSlipState(ui).phase == ono::Phase::Playing);
        CHECK(annJewels(ui) == 50);
        CHECK_FALSE(finishedAt(ui));
        CHECK(ui.frameShows("Ann\u2019s turn"));
        ui.save("noslip-ono-table-again");
        CHECK(ui.has("take-sapphire"));
    }
}

TEST_CASE("No slip UI - after the next game starts, the results say why the last step stays", "[ui][no-slip-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    annAtFifty(db);
    std::int64_t finished = 0;
    {
        heist::store::SessionStore store(db);
        auto live = heist::store::LiveSession::resume(store, 1);
        ok(live, "ono.take_jewel", Json{{"jewel", "sapphire"}});
        REQUIRE(live.session().finished());
        finished = live.id();
        heist::engine::SessionSetup next;
        next.players = {{0, "Cy", "amber"}, {1, "Dee", "teal"}};
        heist::store::LiveSession::create(store, heist::games::definition("one-night-only"), next);
    }
    UiHarness ui(1280, 800, db, std::to_string(finished));
    REQUIRE(ui.screen() == "ono-winner");
    ui.app().update(2.0); // the celebration runs out: the next tap is for its buttons
    ui.frame();
    const auto head = ui.app().live()->session().headSeq();
    step(ui, "undo-last");
    REQUIRE(ui.screen() == "info"); // says why, offers nothing
    CHECK(showsSentence(ui, "A newer game has started since this one ended, so its end stays as it is."));
    CHECK_FALSE(ui.has("confirm"));
    ui.save("noslip-ono-newer-game");
    step(ui, "close");
    CHECK(ui.screen() == "ono-winner");
    CHECK(ui.app().live()->session().headSeq() == head);
    CHECK(finishedAt(ui));
}

TEST_CASE("No slip UI - Shadow House: the round that ends the match asks once, and the results "
          "take it back",
          "[ui][no-slip-ui]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        INFO(w << "x" << h);
        heist::test::TempDir dir;
        const auto db = dir / "sessions.db";
        lastRound(db);
        UiHarness ui(w, h, db);
        step(ui, "continue");
        REQUIRE(ui.screen() == "shm-table");
        REQUIRE(shmState(ui).totals == std::vector<int>{4, 0, 2});
        const auto head = ui.app().live()->session().headSeq();

        scoreAnnFindsBob(ui);
        step(ui, "confirm"); // the preview's "Confirm the points"
        REQUIRE(ui.screen() == "confirm");
        CHECK(showsSentence(ui, "This ends the game: Ann reaches 6 points and wins the match."));
        ui.save("noslip-shm-confirm");
        // Cancel: back on the preview, nothing saved.
        step(ui, "cancel");
        REQUIRE(ui.screen() == "shm-preview");
        CHECK(ui.app().live()->session().headSeq() == head);
        CHECK(shmState(ui).totals == std::vector<int>{4, 0, 2});
        CHECK_FALSE(finishedAt(ui));
        // OK: the round is scored and the match is over.
        step(ui, "confirm");
        REQUIRE(ui.screen() == "confirm");
        step(ui, "confirm");
        REQUIRE(ui.screen() == "shm-round");
        CHECK(shmState(ui).totals == std::vector<int>{6, 0, 3});
        CHECK(ui.app().live()->session().finished());
        CHECK(finishedAt(ui));
        step(ui, "next");
        REQUIRE(ui.screen() == "shm-winner");
        CHECK(ui.frameShows("Ann wins"));
        ui.app().update(2.0); // the celebration runs out: the next tap is for its buttons
        ui.frame();
        REQUIRE(ui.has("undo-last"));
        ui.save("noslip-shm-winner");

        step(ui, "undo-last");
        REQUIRE(ui.screen() == "confirm");
        CHECK(ui.frameShows("Undo: Round 3"));
        ui.save("noslip-shm-undo");
        step(ui, "confirm");
        // The table again, the third round to be scored once more.
        REQUIRE(ui.screen() == "shm-table");
        CHECK(shmState(ui).totals == std::vector<int>{4, 0, 2});
        CHECK_FALSE(ui.app().live()->session().finished());
        CHECK_FALSE(finishedAt(ui));
        CHECK(ui.has("score"));
        ui.save("noslip-shm-table-again");
    }
}
