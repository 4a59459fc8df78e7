#pragma once
// A Thief in the Night table on a real file: Ann in seat 0, Bob in seat 1.
#include "games/Catalogue.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

namespace heist::test {

struct TnTable {
    TempDir dir;
    store::SessionStore store;
    std::optional<store::LiveSession> live;

    explicit TnTable(Json houseRules = Json::object(), std::uint64_t seed = 5) : store(dir / "sessions.db") {
        engine::SessionSetup setup;
        setup.game = "thief-in-the-night";
        setup.seed = seed;
        setup.houseRules = game().defaultHouseRules();
        for (const auto& [k, v] : houseRules.items())
            setup.houseRules[k] = v;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}};
        live.emplace(store::LiveSession::create(store, game(), setup));
    }

    static const games::thief_night::ThiefNightGame& game() {
        return static_cast<const games::thief_night::ThiefNightGame&>(games::definition("thief-in-the-night"));
    }
    const games::thief_night::ThiefNightState& state() const {
        return games::thief_night::ThiefNightGame::cast(live->session().state());
    }
    Json view() const { return game().publicView(live->session().state()); }

    engine::Event ok(const std::string& type, Json args = Json::object()) {
        auto r = live->dispatch(intent(type, std::move(args)));
        if (auto* e = std::get_if<engine::RuleError>(&r))
            FAIL("refused " << type << ": " << e->code << " - " << e->message);
        return std::get<engine::Event>(r);
    }
    engine::RuleError refusal(const std::string& type, Json args = Json::object()) {
        const auto before = live->session().headSeq();
        auto r = live->dispatch(intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<engine::RuleError>(r));
        REQUIRE(live->session().headSeq() == before);
        return std::get<engine::RuleError>(r);
    }
    std::string refused(const std::string& type, Json args = Json::object()) { return refusal(type, args).code; }

    // Ten trap turns (60 traps) and seven rooms: the smallest castle that is ready.
    void buildReadyCastle() {
        for (int i = 0; i < 10; ++i)
            ok("tn.build", Json{{"kind", "traps"}});
        ok("tn.set_rooms", Json{{"rooms", 7}});
    }
};

} // namespace heist::test
