// Secrets are sacred in Secret Night too: a scripted night is replayed twice, once with the
// real deal and once with a Detective's and a Thief's roles swapped (both still secret).
// Every public screen it passes through, at both orientations, must draw exactly the same
// text, and the phones' public view must be the same; only private reveals may differ, and no
// frame of a public screen draws secret text.
#include "tests/ui/UiHarness.hpp"
#include "engine/PhoneView.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::UiHarness;
using heist::ui::TextKind;

namespace {

const auto& snGame() {
    return static_cast<const heist::games::secret_night::SecretNightGame&>(heist::games::definition("secret-night"));
}

Json dealFor(const std::vector<std::string>& roles, const std::vector<std::string>& chars) {
    Json r = Json::array(), c = Json::array();
    for (std::size_t i = 0; i < roles.size(); ++i) {
        r.push_back(snGame().rules().roleIndex(roles[i]));
        c.push_back(snGame().rules().characterIndex(chars[i]));
    }
    return Json{{"roles", r}, {"characters", c}};
}

const std::vector<std::string> kChars = {"otto", "victoria", "trevor", "zachary", "panchito", "rita"};
const std::vector<std::string> kRolesA = {"chief_inspector", "detective", "thief",
                                          "detective",       "thief",     "master_thief"};
const std::vector<std::string> kRolesB = {"chief_inspector", "thief", "detective",
                                          "detective",       "thief", "master_thief"};

heist::engine::SessionSetup setupFor() {
    heist::engine::SessionSetup setup;
    setup.game = "secret-night";
    setup.seed = 5;
    setup.houseRules = snGame().defaultHouseRules();
    for (const char* n : {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"})
        setup.players.push_back(
            {static_cast<int>(setup.players.size()), n, heist::ui::playerColourIds()[setup.players.size()]});
    return setup;
}

std::vector<heist::engine::Event> scriptedNight() {
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "night.db");
    auto setup = setupFor();
    store.createSession(setup, {{"sn.dealt", dealFor(kRolesA, kChars)}});
    auto live = heist::store::LiveSession::resume(store, setup.id);
    auto run = [&](const std::string& type, Json args = Json::object()) {
        auto r = live.dispatch(heist::test::intent(type, std::move(args)));
        if (auto* e = std::get_if<heist::engine::RuleError>(&r))
            FAIL(type << ": " << e->message);
        return std::get<heist::engine::Event>(r);
    };
    auto state = [&]() -> const auto& {
        return heist::games::secret_night::SecretNightGame::cast(live.session().state());
    };
    auto until = [&](int seat) {
        while (state().current() != seat)
            run("sn.end_turn");
    };
    for (int s = 0; s < 6; ++s)
        run("sn.see_role", Json{{"seat", s}});
    run("session.set_pin", Json{{"seat", 1}, {"pin", "1357"}});
    run("sn.spin");
    run("sn.save_steps", Json{{"steps", 1}});
    until(3);
    run("sn.check_role", Json{{"target", 2}}); // Zachary looks at a swapped seat
    run("sn.spin", Json{{"mode", "water"}});
    until(0);
    run("sn.action_square", Json{{"icon", "push"}});
    run("sn.lock_door");
    while (state().hoursElapsed < 3)
        run("sn.end_turn");
    until(0);
    run("sn.dog_attack", Json{{"target", 1}}); // a swapped seat, not fatal
    run("sn.attack", Json{{"target", 3}, {"weapon", "gun"}});
    run("sn.attack", Json{{"target", 3}, {"weapon", "knife"}}); // Dee dies: a Detective, revealed
    run("sn.poison", Json{{"target", 2}});
    until(2);
    run("sn.end_turn"); // the poison ticks on a swapped seat
    until(5);
    for (int i = 0; i < 40; ++i) { // the Master Thief arrests... no: the Chief arrests Eve (a thief)
        until(0);
        auto e = run("sn.arrest", Json{{"by", 0}, {"target", 4}, {"money", 1}});
        if (!e.payload["freed"].get<bool>())
            break;
        run("sn.end_turn");
    }
    until(5);
    run("sn.escape", Json{{"vehicle", "boat"}, {"driver", 5}, {"money", 1}});
    run("sn.end_turn");
    return live.session().log();
}

struct Replay {
    UiHarness ui;
    std::int64_t id = 0;
    Replay(unsigned w, unsigned h, const std::vector<std::string>& roles) : ui(w, h) {
        auto setup = setupFor();
        ui.store().createSession(setup, {{"sn.dealt", dealFor(roles, kChars)}});
        id = setup.id;
    }
    std::vector<heist::ui::DrawnText> screens() {
        ui.app().openSession(id);
        ui.app().showTable();
        std::vector<heist::ui::DrawnText> all;
        auto keep = [&] { all.insert(all.end(), ui.lastText().begin(), ui.lastText().end()); };
        ui.frame();
        keep();
        if (ui.screen() == "reveal") {
            ui.tap("back");
            keep();
        }
        if (ui.has("history")) {
            ui.tap("history");
            keep();
        }
        return all;
    }
};

void compare(unsigned w, unsigned h) {
    const auto log = scriptedNight();
    Replay a(w, h, kRolesA), b(w, h, kRolesB);
    int compared = 0;
    for (std::size_t k = 1; k < log.size(); ++k) {
        auto e = log[k];
        a.ui.store().append(a.id, e.seq, {e.type, e.payload});
        if (e.type == "sn.role_checked") // Zachary saw the other deal's role
            e.payload["role"] = snGame().rules().roleIndex(kRolesB[e.payload["target"].get<std::size_t>()]);
        b.ui.store().append(b.id, e.seq, {e.type, e.payload});
        const auto ta = a.screens(), tb = b.screens();
        INFO("after event " << e.seq << " " << e.type);
        REQUIRE(ta.size() == tb.size());
        for (std::size_t i = 0; i < ta.size(); ++i) {
            CHECK(ta[i].text == tb[i].text);
            CHECK(ta[i].kind != TextKind::Secret);
        }
        // What every phone is sent in the clear (PhoneDesk publishes phonePublicView): the same too.
        const auto& la = a.ui.app().live()->session();
        const auto& lb = b.ui.app().live()->session();
        CHECK(heist::engine::phonePublicView(la) == heist::engine::phonePublicView(lb));
        ++compared;
    }
    CHECK(compared > 40);
    // And the private views do differ: the test would see a leak.
    const auto& sa = a.ui.app().live()->session();
    const auto& sb = b.ui.app().live()->session();
    CHECK(sa.game().privateView(sa.state(), 1) != sb.game().privateView(sb.state(), 1));
}

} // namespace

TEST_CASE("Secrecy - Secret Night's public screens are the same whatever the secret roles, at 1280x800", "[secrecy]") {
    compare(1280, 800);
}

TEST_CASE("Secrecy - Secret Night's public screens are the same whatever the secret roles, at 800x1280", "[secrecy]") {
    compare(800, 1280);
}
