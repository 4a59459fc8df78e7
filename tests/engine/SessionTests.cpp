#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <filesystem>
#include <fstream>
#include <string>

using heist::Json;
using heist::test::Table;

TEST_CASE("Engine - undo takes back the last public action and redo brings it back", "[engine]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    const Json before = t.view();
    t.take("ruby", "room_robbery");
    const Json after = t.view();
    CHECK(t.session().undoDescription() == "Undo: Ann took a Ruby (Room Robbery)");
    t.ok("undo");
    CHECK(t.view() == before);
    CHECK(t.session().redoDescription() == "Redo: Ann took a Ruby (Room Robbery)");
    t.ok("redo");
    CHECK(t.view() == after);
    CHECK(t.refused("redo") == "nothing_to_redo");
    // Undo across turns.
    t.endTurn();
    t.ok("undo");
    t.ok("undo");
    CHECK(t.view() == before);
    // A new action clears the redo stack.
    t.take("diamond");
    CHECK(t.refused("redo") == "nothing_to_redo");
}

TEST_CASE("Engine - undo stops at a barrier and never re-rolls", "[engine]") {
    Table t({"Ann", "Bob", "Cy"});
    CHECK(t.refused("undo") == "nothing_to_undo"); // the deal is a barrier
    t.everyoneSees();
    CHECK(t.refused("undo") == "nothing_to_undo"); // so is looking at an invitation
    t.take("ruby");
    t.endTurn();
    const auto roll = t.ok("suspicion.roll_dice");
    CHECK(t.refused("undo") == "nothing_to_undo");
    CHECK(t.session().undoBlockedReason().find("rolled") != std::string::npos);
    // The stored outcome stays: the view still shows the same faces.
    CHECK(t.view()["dice"].size() == roll.payload["faces"].size());
}

TEST_CASE("Engine - an intent drawn from a stale screen is refused", "[engine]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    const auto seq = t.session().headSeq();
    auto i = heist::test::intent("suspicion.take_gem", Json{{"gem", "ruby"}, {"method", "lucky_lift"}});
    i.basedOn = seq;
    REQUIRE(std::holds_alternative<heist::engine::Event>(t.live->dispatch(i)));
    // The same tap again, from the same screen: refused, nothing applied twice.
    auto again = t.live->dispatch(i);
    REQUIRE(std::holds_alternative<heist::engine::RuleError>(again));
    CHECK(std::get<heist::engine::RuleError>(again).code == "stale");
    CHECK(t.view()["players"][0]["gems"]["ruby"] == 1);
}

TEST_CASE("Engine - replaying the stored log equals the live state", "[engine][store]") {
    Table t({"Ann", "Bob", "Cy", "Dee"}, 99);
    t.everyoneSees();
    heist::components::Rng pick(3);
    const char* gems[] = {"diamond", "ruby", "emerald"};
    for (int i = 0; i < 60 && t.view()["phase"] == "playing"; ++i) {
        switch (pick.below(6)) {
        case 0: t.live->dispatch(heist::test::intent("suspicion.roll_dice")); break;
        case 1: t.live->dispatch(heist::test::intent("suspicion.peek_invitation")); break;
        case 2: t.live->dispatch(heist::test::intent("undo")); break;
        case 3: t.live->dispatch(heist::test::intent("redo")); break;
        case 4: t.live->dispatch(heist::test::intent("suspicion.end_turn")); break;
        default:
            t.live->dispatch(heist::test::intent("suspicion.take_gem",
                                                 Json{{"gem", gems[pick.below(3)]}, {"method", "lucky_lift"}}));
        }
    }
    auto replayed = heist::store::LiveSession::resume(t.store, t.live->id());
    const auto& game = t.session().game();
    CHECK(replayed.session().headSeq() == t.session().headSeq());
    CHECK(game.publicView(replayed.session().state()) == t.view());
    CHECK(game.secretsView(replayed.session().state()) == game.secretsView(t.session().state()));
    CHECK(replayed.session().undoDescription() == t.session().undoDescription());
    CHECK(replayed.session().redoDescription() == t.session().redoDescription());
}

TEST_CASE("Engine - a long undo/redo-heavy log resumes to the same state as the live session", "[engine][store]") {
    // The live session is the engine's own Session (resolve, then apply: undo refolds, redo
    // re-applies); its whole log is saved in one transaction and resumed from the file.
    Table t({"Ann", "Bob", "Cy", "Dee"}, 5);
    t.everyoneSees(); // the deal and four looks: 5 events, all barriers
    const auto& game = t.session().game();
    const int firstTurn = t.view()["turn"];
    heist::engine::Session live = heist::engine::Session::replay(t.session().setup(), game, t.session().log());
    std::vector<heist::engine::EventDraft> drafts;
    for (const auto& e : live.log())
        drafts.push_back({e.type, e.payload});
    auto play = [&](const std::string& type) {
        auto r = live.resolve(heist::test::intent(type));
        REQUIRE(std::holds_alternative<heist::engine::EventDraft>(r));
        const auto d = std::get<heist::engine::EventDraft>(r);
        drafts.push_back(d);
        live.apply({live.headSeq() + 1, d.type, d.payload, ""});
    };
    // 300 rounds: a new turn, then undo up to five turns and redo them all; every tenth round
    // one more turn is undone and left undone (the next new turn drops it from the redo stack).
    int turns = 0; // turns in effect
    for (int round = 1; round <= 300; ++round) {
        play("suspicion.end_turn");
        ++turns;
        const int depth = std::min(turns, 5);
        for (int k = 0; k < depth; ++k)
            play("undo");
        for (int k = 0; k < depth; ++k)
            play("redo");
        if (round % 10 == 0) {
            play("undo");
            --turns;
        }
    }
    // By hand: 300 new turns, 30 left undone, so 270 turns in effect and the turn has moved
    // 270 seats on from the first player: 270 = 67 * 4 + 2, two seats on. Events: 5 opening,
    // 300 turns, 30 lone undos, and 2 * depth per round: depth 1..4 in rounds 1..4 (20 events)
    // and 5 from round 5 on (296 rounds, 2,960 events) = 3,315 events in all.
    CHECK(turns == 270);
    REQUIRE(live.headSeq() == 3315);
    CHECK(game.publicView(live.state())["turn"] == (firstTurn + 2) % 4);

    auto setup = live.setup();
    t.store.createSession(setup, drafts);
    const auto resumed = heist::store::LiveSession::resume(t.store, setup.id);
    const auto& s = resumed.session();
    REQUIRE(s.headSeq() == live.headSeq());
    CHECK(game.publicView(s.state()) == game.publicView(live.state()));
    CHECK(game.secretsView(s.state()) == game.secretsView(live.state()));
    CHECK(s.undoDescription() == live.undoDescription());
    CHECK(s.redoDescription() == live.redoDescription());
    CHECK_FALSE(s.redoDescription().empty()); // the last round left one turn to redo
    int undone = 0;
    for (std::int64_t seq = 1; seq <= live.headSeq(); ++seq) {
        CHECK(s.isUndone(seq) == live.isUndone(seq));
        undone += live.isUndone(seq) ? 1 : 0;
    }
    CHECK(undone == 30); // the turns left undone, and nothing else
}

TEST_CASE("Engine - a PIN is stored salted and hashed and checked later", "[engine]") {
    Table t({"Ann", "Bob"});
    CHECK(t.refused("session.set_pin", Json{{"seat", 0}, {"pin", "12a4"}}) == "bad_pin");
    auto e = t.ok("session.set_pin", Json{{"seat", 0}, {"pin", "4821"}});
    const std::string stored = e.payload["hash"];
    CHECK(stored.find("4821") == std::string::npos);
    CHECK(stored.find('$') != std::string::npos);
    CHECK(t.session().checkPin(0, "4821"));
    CHECK_FALSE(t.session().checkPin(0, "4822"));
    CHECK(t.session().checkPin(1, "")); // no PIN set: nothing to check
    CHECK_FALSE(t.session().publicPayload(e).contains("hash"));
    // Two players with the same PIN get different hashes (salted).
    auto e2 = t.ok("session.set_pin", Json{{"seat", 1}, {"pin", "4821"}});
    CHECK(e2.payload["hash"] != e.payload["hash"]);
}

TEST_CASE("Engine - a live undo refolds from the last checkpoint and lands where a full replay does", "[engine]") {
    // Undo refolds from a saved state every 128 effective events; long undo runs cross several
    // of them, and each state must equal a replay of the same log from the start.
    Table t({"Ann", "Bob", "Cy", "Dee"}, 9);
    t.everyoneSees();
    const auto& game = t.session().game();
    heist::engine::Session live = heist::engine::Session::replay(t.session().setup(), game, t.session().log());
    auto play = [&](const std::string& type) {
        auto r = live.resolve(heist::test::intent(type));
        REQUIRE(std::holds_alternative<heist::engine::EventDraft>(r));
        const auto d = std::get<heist::engine::EventDraft>(r);
        live.apply({live.headSeq() + 1, d.type, d.payload, ""});
    };
    auto sameAsReplay = [&] {
        const auto again = heist::engine::Session::replay(live.setup(), game, live.log());
        return game.publicView(again.state()) == game.publicView(live.state()) &&
               game.secretsView(again.state()) == game.secretsView(live.state());
    };
    for (int i = 0; i < 400; ++i)
        play("suspicion.end_turn");
    const int turnAt400 = game.publicView(live.state())["turn"];
    // Back 300 turns (below the checkpoints at 384, 256 and 128), checked every 37 steps.
    for (int i = 1; i <= 300; ++i) {
        play("undo");
        if (i % 37 == 0 || i == 300)
            REQUIRE(sameAsReplay());
    }
    // 400 - 300 = 100 turns in effect: the turn is 100 seats on from the first, 0 mod 4,
    // while 400 turns also left it 0 mod 4 seats on: both are the first player's turn.
    CHECK(game.publicView(live.state())["turn"] == turnAt400);
    for (int i = 1; i <= 150; ++i)
        play("redo");
    REQUIRE(sameAsReplay());
    // A new turn after redoing half: the rest can no longer be redone, and undo still works.
    play("suspicion.end_turn");
    for (int i = 0; i < 130; ++i)
        play("undo");
    REQUIRE(sameAsReplay());
    CHECK(game.publicView(live.state())["turn"] == (turnAt400 + 100 + 150 + 1 - 130) % 4);
}

TEST_CASE("Engine - a stored log must be numbered from 1 without a gap", "[engine]") {
    // Found by fuzzing the session loader: a log that began at seq 2 and undid its own event
    // indexed past the end of the replay's bookkeeping.
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    t.take("ruby", "room_robbery");
    t.ok("undo");
    const auto& game = t.session().game();
    auto log = t.session().log();
    REQUIRE_NOTHROW(heist::engine::Session::replay(t.session().setup(), game, log));
    auto shifted = log;
    for (auto& e : shifted) {
        e.seq += 1;
        if (e.type == "session.undone")
            e.payload["target"] = e.payload["target"].get<std::int64_t>() + 1;
    }
    CHECK_THROWS_WITH(heist::engine::Session::replay(t.session().setup(), game, shifted),
                      heist::test::containsText("gap before seq 2"));
    auto gap = log;
    gap.erase(gap.begin() + 1);
    CHECK_THROWS_WITH(heist::engine::Session::replay(t.session().setup(), game, gap),
                      heist::test::containsText("gap before seq 3"));
}

namespace {

// A session from a storedlog fuzz input (fuzz/README.md): the setup line, then one event row
// a line, replayed as the store would hand them back.
heist::engine::Session replayRows(const std::string& name) {
    std::ifstream in(std::filesystem::path(HEIST_SOURCE_DIR) / "fuzz/regressions/storedlog" / name);
    std::string line;
    REQUIRE(std::getline(in, line));
    const Json head = Json::parse(line);
    heist::engine::SessionSetup setup;
    setup.game = head.at("game").get<std::string>();
    setup.seed = std::stoull(head.at("seed").get<std::string>());
    setup.houseRules = head.at("house_rules");
    for (const auto& p : head.at("players"))
        setup.players.push_back({static_cast<int>(setup.players.size()), p.at("name").get<std::string>(),
                                 p.at("colour").get<std::string>()});
    std::vector<heist::engine::Event> events;
    while (std::getline(in, line)) {
        const Json row = Json::parse(line);
        events.push_back({row.at("seq").get<std::int64_t>(), row.at("type").get<std::string>(), row.at("payload"), ""});
    }
    return heist::engine::Session::replay(setup, heist::games::definition(setup.game), events);
}

} // namespace

TEST_CASE("Engine - a stored event that replays but lacks a field its words need is described as "
          "unreadable, not thrown at the screen",
          "[engine]") {
    // Found by fuzzing the stored log: a One Night Only roll without its "looting_total"
    // replays, and the History screen's describe() threw out of the frame.
    const auto session = replayRows("rolled-without-looting-total");
    const auto& rolled = session.log().at(6);
    REQUIRE(rolled.type == "ono.rolled");
    REQUIRE_FALSE(rolled.payload.contains("looting_total"));
    const std::string unreadable = "A saved step that cannot be read";
    CHECK(session.describe(rolled) == unreadable);
    // The events around it keep their words.
    CHECK(session.describe(session.log().at(5)) != unreadable);
}

TEST_CASE("Engine - a stored log that replays whole but not up to one of its entries tells no changes "
          "for it, not an exception",
          "[engine]") {
    // Found by fuzzing the stored log: a damaged Thief in the Night event that a later undo
    // took back; replaying up to the entries after it (the History entry screen) threw.
    const auto session = replayRows("undone-damaged-event");
    int quiet = 0;
    for (const auto& e : session.log()) {
        std::vector<std::string> changes;
        REQUIRE_NOTHROW(changes = session.changesAt(e.seq));
        quiet += changes.empty() ? 1 : 0;
    }
    CHECK(quiet > 0);
    CHECK(quiet < static_cast<int>(session.log().size())); // the readable entries still tell theirs
}
