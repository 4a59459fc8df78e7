#pragma once
// A Secret Night table on a real file with a chosen deal (roles and characters by id), so
// scenario tests can stage the rulebook's situations; every later outcome is drawn as in play.
#include "games/Catalogue.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

namespace heist::test {

// The rulebook's deals the scenarios stage: roles and characters by id, seat by seat.
inline const std::vector<std::string> kFour = {"chief_inspector", "detective", "thief", "master_thief"};
inline const std::vector<std::string> kFourChars = {"otto", "victoria", "trevor", "panchito"};
inline const std::vector<std::string> kFive = {"chief_inspector", "detective", "deceiver", "thief", "master_thief"};
inline const std::vector<std::string> kFiveChars = {"otto", "victoria", "trevor", "panchito", "eleanor"};

struct SnTable {
    TempDir dir;
    store::SessionStore store;
    std::optional<store::LiveSession> live;

    SnTable(const std::vector<std::string>& roles, const std::vector<std::string>& characters,
            Json houseRules = Json::object(), std::uint64_t seed = 11)
        : store(dir / "sessions.db") {
        const auto& game = rules();
        engine::SessionSetup setup;
        setup.game = "secret-night";
        setup.seed = seed;
        setup.houseRules = game.defaultHouseRules();
        for (const auto& [k, v] : houseRules.items())
            setup.houseRules[k] = v;
        const std::vector<std::string> names = {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
        Json roleIdx = Json::array(), charIdx = Json::array();
        for (std::size_t i = 0; i < roles.size(); ++i) {
            setup.players.push_back({static_cast<int>(i), names[i], "amber"});
            roleIdx.push_back(game.rules().roleIndex(roles[i]));
            charIdx.push_back(game.rules().characterIndex(characters[i]));
        }
        REQUIRE_FALSE(game.validateSetup(setup));
        store.createSession(setup, {{"sn.dealt", Json{{"roles", roleIdx}, {"characters", charIdx}}}});
        live.emplace(store::LiveSession::resume(store, setup.id));
        for (std::size_t i = 0; i < roles.size(); ++i)
            ok("sn.see_role", Json{{"seat", i}});
    }

    static const games::secret_night::SecretNightGame& rules() {
        return static_cast<const games::secret_night::SecretNightGame&>(games::definition("secret-night"));
    }
    const games::secret_night::SecretNightState& state() const {
        return games::secret_night::SecretNightGame::cast(live->session().state());
    }
    Json view() const { return live->session().game().publicView(live->session().state()); }
    int marker() const { return state().marker; }
    int current() const { return state().current(); }

    engine::Event ok(const std::string& type, Json args = Json::object()) {
        auto r = live->dispatch(intent(type, std::move(args)));
        if (auto* e = std::get_if<engine::RuleError>(&r))
            FAIL("refused " << type << ": " << e->code << " - " << e->message);
        return std::get<engine::Event>(r);
    }
    std::string refused(const std::string& type, Json args = Json::object()) {
        const auto before = live->session().headSeq();
        auto r = live->dispatch(intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<engine::RuleError>(r));
        REQUIRE(live->session().headSeq() == before);
        return std::get<engine::RuleError>(r).code;
    }
    void endTurns(int n) {
        for (int i = 0; i < n; ++i)
            ok("sn.end_turn");
    }
    // Ends turns until it is this seat's turn.
    void playUntil(int seat) {
        for (int guard = 0; guard < 20 && current() != seat; ++guard)
            ok("sn.end_turn");
        REQUIRE(current() == seat);
    }
    void toMidnight() {
        while (state().hoursElapsed < rules().rules().midnightAfter)
            ok("sn.end_turn");
    }
    // The refusal itself (code and message), requiring that nothing was stored.
    engine::RuleError refusal(const std::string& type, Json args = Json::object()) {
        const auto before = live->session().headSeq();
        auto r = live->dispatch(intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<engine::RuleError>(r));
        REQUIRE(live->session().headSeq() == before);
        return std::get<engine::RuleError>(r);
    }
    std::string describe(const engine::Event& e) const { return live->session().describe(e); }
    // Arrests until the break-free spin fails (each try is a fresh spin, as at the table).
    engine::Event arrest(int by, int target, int money = 0) {
        for (int attempt = 0; attempt < 40; ++attempt) {
            playUntil(by); // the Handcuffs are played on the captor's own turn
            auto e = ok("sn.arrest", Json{{"by", by}, {"target", target}, {"money", money}});
            if (!e.payload["freed"].get<bool>())
                return e;
            endTurns(static_cast<int>(state().players)); // the cooldown lasts one turn
        }
        FAIL("the target broke free 40 times");
        return {};
    }
};

} // namespace heist::test
