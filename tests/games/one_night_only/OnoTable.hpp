#pragma once
// A One Night Only table on a real file. Rolls are drawn as in play, or staged with chosen
// faces (a loaded die for the scenario), so the rulebook's situations can be set up by hand.
#include "games/Catalogue.hpp"
#include "games/one_night_only/OneNightOnlyState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

namespace heist::test {

struct OnoTable {
    TempDir dir;
    store::SessionStore store;
    std::optional<store::LiveSession> live;

    explicit OnoTable(int players, Json houseRules = Json::object(), std::uint64_t seed = 5, bool nameFirst = true)
        : store(dir / "sessions.db") {
        const std::vector<std::string> names = {"Ann", "Bob", "Cy", "Dee"};
        engine::SessionSetup setup;
        setup.seed = seed;
        setup.houseRules = std::move(houseRules);
        for (int i = 0; i < players; ++i)
            setup.players.push_back({i, names[static_cast<std::size_t>(i)], "amber"});
        live.emplace(store::LiveSession::create(store, games::definition("one-night-only"), setup));
        if (nameFirst)
            ok("ono.first_player", Json{{"seat", 0}});
    }

    static const games::one_night_only::OneNightOnlyGame& game() {
        return static_cast<const games::one_night_only::OneNightOnlyGame&>(games::definition("one-night-only"));
    }
    const games::one_night_only::OneNightOnlyState& state() const {
        return games::one_night_only::OneNightOnlyGame::cast(live->session().state());
    }
    Json view() const { return game().publicView(live->session().state()); }
    Json ledger(int seat) const { return view()["ledgers"][static_cast<std::size_t>(seat)]; }
    int current() const { return state().current; }

    engine::Event ok(const std::string& type, Json args = Json::object()) {
        auto r = live->dispatch(intent(type, std::move(args)));
        if (auto* e = std::get_if<engine::RuleError>(&r))
            FAIL("refused " << type << ": " << e->code << " - " << e->message);
        return std::get<engine::Event>(r);
    }
    engine::RuleError refused(const std::string& type, Json args = Json::object()) {
        const auto before = live->session().headSeq();
        auto r = live->dispatch(intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<engine::RuleError>(r));
        REQUIRE(live->session().headSeq() == before);
        return std::get<engine::RuleError>(r);
    }
    // The current thief rolls these faces (staged in the log as a roll event).
    void stageRoll(std::vector<int> movement, std::vector<int> looting) {
        int mt = 0, lt = 0;
        for (int f : movement)
            mt += f;
        for (int f : looting)
            lt += f;
        engine::EventDraft d{"ono.rolled", Json{{"seat", current()},
                                                {"movement", movement},
                                                {"looting", looting},
                                                {"movement_total", mt},
                                                {"looting_total", lt},
                                                {"sensor_room", nullptr}}};
        const auto id = live->id();
        store.append(id, live->session().headSeq() + 1, d);
        live.emplace(store::LiveSession::resume(store, id));
    }
    // Jewels the current thief took earlier in the night, staged in the log as stored events
    // (one a jewel, as a log holds them) so a test about paying or ending starts from a haul
    // that several turns of looting would bring.
    void stageHaul(const std::string& jewel, int times) {
        const auto id = live->id();
        for (int i = 0; i < times; ++i)
            store.append(
                id, live->session().headSeq() + 1 + i,
                engine::EventDraft{"ono.jewel_taken",
                                   Json{{"seat", current()}, {"jewel", jewel}, {"with_dice", jewel != "spinel"}}});
        live.emplace(store::LiveSession::resume(store, id));
    }
    void take(const std::string& jewel, int times = 1) {
        for (int i = 0; i < times; ++i)
            ok("ono.take_jewel", Json{{"jewel", jewel}});
    }
    // Ends the turn, rolling first (staged, nothing opened) if the thief has not rolled.
    void endTurn() {
        if (!state().roll)
            stageRoll({1, 1, 1}, {});
        ok("ono.end_turn");
    }
};

} // namespace heist::test
