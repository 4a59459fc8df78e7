// The look of a game night: eight players with long names seated around both tables at
// 1280x800, 800x1280 and 1920x1080, with no name, character or role ever shortened with an
// ellipsis, every frame checked for sizes and secrets. With HEIST_SCREENS_DIR set, each
// screen is saved as a PNG.
#include "tests/ui/UiHarness.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "ui/games/secret_night/SecretNightTable.hpp"

#include "tests/support/Catch.hpp"

#include <cmath>

using heist::Json;
using heist::test::UiHarness;

namespace {

const std::vector<std::string> kLookNames = {
    "Catalina Fernández-Olmedo", "Niall O’Sullivan-Brennan", "Priyanka Raghunathan-Iyer", "Maximilian von Hohenberg",
    "Anne-Sophie Lefebvre-Roux", "Oluwaseun Adebayo-Okafor", "Bartholomew Ashcombe-Hale", "Guðrún Sigurðardóttir Ek"};

heist::engine::SessionSetup longSetup(int n, unsigned seed) {
    heist::engine::SessionSetup setup;
    for (int i = 0; i < n; ++i)
        setup.players.push_back(
            {i, kLookNames[static_cast<std::size_t>(i)], heist::ui::playerColourIds()[static_cast<std::size_t>(i)]});
    setup.seed = seed;
    return setup;
}

// No drawn text ends in an ellipsis, and every player's whole name is drawn (on one line or
// two).
void checkNoCutNames(UiHarness& ui, int players) {
    ui.checkFrameRules();
    std::string all;
    for (const auto& t : ui.lastText()) {
        INFO("text: " << t.text);
        const std::string ell = "\u2026";
        const bool cut = t.text.size() >= ell.size() &&
                         t.text.compare(t.text.size() - ell.size(), ell.size(), ell) == 0 &&
                         t.text.find("turning") == std::string::npos;
        CHECK_FALSE(cut);
        all += t.text + " ";
    }
    for (int i = 0; i < players; ++i) {
        // A name broken over two lines is drawn in pieces; each word must be there.
        std::string word;
        for (char c : kLookNames[static_cast<std::size_t>(i)] + " ") {
            if (c == ' ' || c == '-') {
                INFO("name " << kLookNames[static_cast<std::size_t>(i)]);
                CHECK(all.find(word) != std::string::npos);
                word.clear();
            } else {
                word += c;
            }
        }
    }
}

void playSecretNight(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.app().startSession(heist::games::definition("secret-night"), longSetup(8, 31));
    auto play = [&](const std::string& type, Json args = Json::object()) {
        auto r = ui.app().live()->dispatch(heist::test::intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<heist::engine::Event>(r));
    };
    for (int s = 0; s < 8; ++s)
        play("sn.see_role", Json{{"seat", s}});
    ui.app().showTable();
    ui.frame();
    REQUIRE(ui.screen() == "secret-night-table");
    checkNoCutNames(ui, 8);
    ui.save("look-sn-table-8");
    ui.tap("spin");
    ui.app().update(3.0);
    ui.frame();
    checkNoCutNames(ui, 8);
    ui.save("look-sn-table-8-spun");
    // The history tells what the spin changed in a sentence, not as data.
    ui.tap("history");
    ui.tap("entry-" + std::to_string(ui.app().live()->session().headSeq()));
    CHECK(ui.frameShows("The Roulette showed"));
    CHECK_FALSE(ui.frameShows("Changed:"));
    ui.save("sn-history");
    ui.tap("back"); // the entry, then the history
    ui.tap("back");
    ui.tap("rules-info");
    REQUIRE(ui.screen() == "info");
    ui.checkFrameRules();
    CHECK(ui.frameShows("In water"));
    ui.save("sn-info");
    ui.tap("close");
    const auto& game =
        static_cast<const heist::games::secret_night::SecretNightGame&>(ui.app().live()->session().game());
    (void)game;
}

void playSuspicion(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.app().startSession(heist::games::definition("suspicion"), longSetup(6, 5));
    for (int s = 0; s < 6; ++s) {
        auto r = ui.app().live()->dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", s}}));
        REQUIRE(std::holds_alternative<heist::engine::Event>(r));
    }
    ui.app().showTable();
    ui.frame();
    REQUIRE(ui.screen() == "suspicion-table");
    checkNoCutNames(ui, 6);
    ui.save("look-table-6");
    ui.tap("roll");
    ui.app().update(3.0);
    ui.frame();
    checkNoCutNames(ui, 6);
    ui.save("look-table-6-rolled");
    ui.tap("rules-info");
    REQUIRE(ui.screen() == "info");
    ui.checkFrameRules();
    CHECK(ui.frameShows("Room Robbery"));
    ui.save("info-suspicion");
    ui.tap("close");
    // The next step after the roll is an action, not the end of the turn.
    CHECK_FALSE(ui.frameShows("end the turn"));
}

// The wheel's drawn box on the Secret Night table now.
sf::FloatRect wheelOf(UiHarness& ui) {
    const auto* table = dynamic_cast<const heist::ui::secret_night::SecretNightTableScreen*>(ui.app().top());
    REQUIRE(table != nullptr);
    return table->wheelBox();
}

// The seats' angles around the wheel, in table order, turn one way round: clockwise on the
// screen (y grows downwards), each seat further round than the one before.
void checkClockwise(UiHarness& ui, const sf::FloatRect& wheel) {
    const Json v = ui.app().live()->session().game().publicView(ui.app().live()->session().state());
    const sf::Vector2f c{wheel.left + wheel.width / 2, wheel.top + wheel.height / 2};
    std::vector<double> angles;
    for (const auto& seat : v["order"]) {
        const auto r = ui.app().regionRect("character-" + std::to_string(seat.get<int>()));
        REQUIRE(r);
        angles.push_back(std::atan2(r->top + r->height / 2 - c.y, r->left + r->width / 2 - c.x));
    }
    double turned = 0;
    for (std::size_t i = 0; i < angles.size(); ++i) {
        double step = angles[(i + 1) % angles.size()] - angles[i];
        while (step <= 0)
            step += 2 * 3.14159265358979;
        turned += step;
    }
    INFO("the seats go round " << turned / (2 * 3.14159265358979) << " times");
    CHECK(std::abs(turned - 2 * 3.14159265358979) < 1e-6); // once round, clockwise
}

} // namespace

TEST_CASE("Look - the roulette is the biggest thing on the Secret Night table at every size, and stays "
          "so whatever the news; the seats go round clockwise",
          "[ui][look]") {
    for (auto [w, h] : {std::pair{1280u, 800u}, std::pair{800u, 1280u}, std::pair{1920u, 1080u}})
        for (int n : {4, 5, 6, 7, 8}) {
            INFO(n << " players at " << w << "x" << h);
            UiHarness ui(w, h);
            ui.app().startSession(heist::games::definition("secret-night"), longSetup(n, 31 + n));
            for (int s = 0; s < n; ++s)
                REQUIRE(ui.app().dispatch("sn.see_role", Json{{"seat", s}}));
            ui.app().showTable();
            ui.frame();
            REQUIRE(ui.screen() == "secret-night-table");
            const sf::FloatRect before = wheelOf(ui);
            // (The pseudo-language's layout is listed, not held: UiHarness::layoutHeld.)
            CHECK((before.width >= std::min(w, h) / 3.f || !ui.layoutHeld()));
            checkClockwise(ui, before);
            // A spin (a longer news line), then the turn's end: the wheel does not move.
            ui.tap("spin");
            ui.app().update(3.0);
            ui.frame();
            CHECK(wheelOf(ui) == before);
            ui.tap("end-turn");
            ui.app().update(3.0);
            ui.frame();
            CHECK((wheelOf(ui).width >= std::min(w, h) / 3.f || !ui.layoutHeld()));
        }
}

TEST_CASE("Look - eight long names around the Secret Night table, never cut", "[ui][look]") {
    playSecretNight(1280, 800);
    playSecretNight(800, 1280);
    playSecretNight(1920, 1080);
}

TEST_CASE("Look - six long names around the Suspicion table, never cut", "[ui][look]") {
    playSuspicion(1280, 800);
    playSuspicion(800, 1280);
    playSuspicion(1920, 1080);
}
