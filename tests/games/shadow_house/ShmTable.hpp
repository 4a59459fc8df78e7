#pragma once
// A Shadow House Masquerade table for the tests: a session on a real file, intents played and
// refusals checked to save nothing (ScenarioTests, ShadowHouseViewTests).
#include "games/Catalogue.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/shadow_house/ShadowHouseState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <optional>
#include <string>
#include <vector>

namespace heist::test {

namespace shm = heist::games::shadow_house;

struct ShmTable {
    heist::test::TempDir dir;
    heist::store::SessionStore store;
    std::optional<heist::store::LiveSession> live;

    explicit ShmTable(int players, bool lightning = false) : store(dir / "sessions.db") {
        const std::vector<std::string> names = {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
        heist::engine::SessionSetup setup;
        for (int i = 0; i < players; ++i)
            setup.players.push_back({i, names[static_cast<std::size_t>(i)], "amber"});
        setup.seed = 5;
        setup.houseRules = Json{{"lightning", lightning}};
        live.emplace(heist::store::LiveSession::create(store, game(), setup));
    }

    static const shm::ShadowHouseGame& game() {
        return static_cast<const shm::ShadowHouseGame&>(heist::games::definition("shadow-house-masquerade"));
    }
    const shm::ShadowHouseState& state() const { return shm::ShadowHouseGame::cast(live->session().state()); }
    Json view() const { return game().publicView(live->session().state()); }
    std::vector<int> totals() const { return state().totals; }
    std::vector<int> lastPoints() const { return state().rounds.back().points; }

    heist::engine::Event ok(const std::string& type, Json args = Json::object()) {
        auto r = live->dispatch(heist::test::intent(type, std::move(args)));
        if (auto* e = std::get_if<heist::engine::RuleError>(&r))
            FAIL("refused " << type << ": " << e->code << " - " << e->message);
        return std::get<heist::engine::Event>(r);
    }
    // Requires a refusal that saves nothing; returns its code.
    std::string refused(const std::string& type, Json args = Json::object()) {
        const auto before = live->session().headSeq();
        const Json viewBefore = view();
        auto r = live->dispatch(heist::test::intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<heist::engine::RuleError>(r));
        CHECK(live->session().headSeq() == before);
        CHECK(heist::store::LiveSession::resume(store, live->id()).session().headSeq() == before);
        CHECK(view() == viewBefore);
        CHECK_FALSE(std::get<heist::engine::RuleError>(r).message.empty());
        return std::get<heist::engine::RuleError>(r).code;
    }
    // One round: who holds First on the scene, then how it ended.
    void round(int first, Json score) {
        ok("shm.start_round", Json{{"first", first}});
        ok("shm.score_round", std::move(score));
    }
    std::string line(int seat) const {
        return game().pointsLine(state().rounds.back(), seat, live->session().setup().players, state().lightning);
    }
};

} // namespace heist::test
