// A whole game of Suspicion played by synthetic taps, at 1280x800 and at 800x1280. Every
// frame is checked for the table's rules (text >= 24 px, targets >= 64 px) and for
// secrets on public screens; with HEIST_SCREENS_DIR set, each screen is saved as a PNG.
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/SuspicionSteps.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "ui/screens/BgStatsScreen.hpp"
#include "ui/screens/KeyboardScreen.hpp"
#include "ui/screens/RevealScreen.hpp"

#include "tests/support/Catch.hpp"

#include <filesystem>

using heist::Json;
using heist::test::typeName;
using heist::test::UiHarness;
using heist::ui::TextKind;

namespace {

const heist::games::suspicion::SuspicionState& suspicionState(UiHarness& ui) {
    return heist::games::suspicion::SuspicionGame::cast(ui.app().live()->session().state());
}

// Checks every frame drawn: sizes, targets, and that a public screen shows no secret.
void checkTourFrame(UiHarness& ui) {
    ui.checkFrameRules();
    INFO("screen " << ui.screen());
    const bool secretShown = ui.app().top() && ui.app().top()->showsSecret();
    std::vector<std::string> secrets;
    if (ui.app().live())
        secrets = ui.app().live()->session().game().unrevealedSecrets(ui.app().live()->session().state());
    if (!secretShown) {
        for (const auto& t : ui.lastText()) {
            if (t.kind == TextKind::Catalogue)
                continue;
            for (const auto& s : secrets)
                CHECK(t.text.find(s) == std::string::npos);
        }
    }
}

void tourStep(UiHarness& ui, const std::string& id) {
    ui.tap(id);
    checkTourFrame(ui);
}

void tour(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    checkTourFrame(ui);
    ui.save("home");
    tourStep(ui, "new-game");
    ui.save("new-game");
    tourStep(ui, "game-suspicion");
    CHECK_FALSE(ui.has("start")); // fewer than two players: the deal is off
    CHECK(ui.frameShows("Add 2 more players"));

    const std::vector<std::string> names = {"Catalina Fernández", "Niall O’Sullivan", "Ann"};
    for (const auto& n : names) {
        tourStep(ui, "add-player");
        if (n == names[1])
            ui.save("keyboard");
        typeName(ui, n);
        auto* kb = dynamic_cast<heist::ui::KeyboardScreen*>(ui.app().top());
        REQUIRE(kb);
        const auto typed = kb->value().toUtf8();
        CHECK(std::string(typed.begin(), typed.end()) == n);
        tourStep(ui, "done");
    }
    // Seat order: move Ann up to the second seat, and give her another colour.
    tourStep(ui, "up-2");
    tourStep(ui, "colour-1");
    CHECK(ui.frameShows("Niall O’Sullivan"));
    ui.save("players");
    tourStep(ui, "start");

    // The deal: a cover, hold to reveal, release to hide, a PIN for the first player.
    REQUIRE(ui.app().live());
    const auto& setup = ui.app().live()->session().setup();
    REQUIRE(setup.players.size() == 3);
    CHECK(setup.players[1].name == "Ann");
    for (int seat = 0; seat < 3; ++seat) {
        REQUIRE(ui.screen() == "reveal");
        INFO("toast: " << ui.toast());
        CHECK(ui.frameShows("Pass the tablet to"));
        CHECK(ui.frameShows(setup.players[static_cast<std::size_t>(seat)].name));
        CHECK_FALSE(ui.has("done")); // look first
        if (seat == 0)
            ui.save("deal-cover");
        ui.press("hold");
        const auto& s = suspicionState(ui);
        const std::string guest = s.guestNames[static_cast<std::size_t>(s.deal.hands[static_cast<std::size_t>(seat)])];
        CHECK(ui.app().top()->showsSecret());
        CHECK(ui.frameShows(guest));
        if (seat == 0)
            ui.save("deal-reveal");
        ui.release();
        CHECK_FALSE(ui.frameShows(guest));
        checkTourFrame(ui);
        if (seat == 0) {
            tourStep(ui, "set-pin");
            ui.save("pin");
            for (int twice = 0; twice < 2; ++twice)
                for (char d : std::string("2580"))
                    ui.tap(std::string("digit-") + d);
            REQUIRE(ui.screen() == "reveal");
            CHECK(ui.app().live()->session().pinHash(0));
            CHECK(ui.toast().find("PIN saved") != std::string::npos);
            ui.app().update(10.0); // let the message go
            ui.frame();
            CHECK(ui.toast().empty());
        }
        tourStep(ui, "done");
    }
    REQUIRE(ui.screen() == "suspicion-table");
    ui.save("table");

    // Roll the dice: the outcome is stored first, then the tumble plays (skippable).
    tourStep(ui, "roll");
    CHECK(ui.app().animating());
    ui.app().update(0.35);
    ui.frame();
    ui.save("table-dice");
    ui.app().update(1.0);
    ui.frame();
    CHECK_FALSE(ui.app().animating());
    CHECK(ui.app().live()->session().log().back().type == "suspicion.dice_rolled");

    // Take a Ruby, undo it with a confirmation, redo it.
    heist::test::takeGem(ui, [&ui](const std::string& id) { tourStep(ui, id); }, "ruby", "room");
    ui.app().update(1.0);
    ui.frame();
    CHECK(suspicionState(ui).gems[0][1] == 1);
    tourStep(ui, "undo");
    REQUIRE(ui.screen() == "confirm");
    CHECK(ui.inEnglish(ui.app().live()->session().undoDescription()) ==
          "Undo: Catalina Fernández took a Ruby (Room Robbery)");
    CHECK(ui.frameShows("Undo: Catalina"));
    ui.save("confirm-undo");
    tourStep(ui, "confirm");
    CHECK(suspicionState(ui).gems[0][1] == 0);
    tourStep(ui, "redo");
    tourStep(ui, "confirm");
    CHECK(suspicionState(ui).gems[0][1] == 1);

    // Peek at an invitation: private, then back to the table.
    tourStep(ui, "peek");
    REQUIRE(ui.screen() == "reveal");
    ui.save("peek-cover");
    ui.press("hold");
    const int peeked = suspicionState(ui).peeked[0].back();
    CHECK(ui.frameShows(suspicionState(ui).guestNames[static_cast<std::size_t>(peeked)]));
    ui.release();
    tourStep(ui, "done");
    REQUIRE(ui.screen() == "suspicion-table");

    // Look again later: the PIN is asked first.
    tourStep(ui, "secret-0");
    REQUIRE(ui.screen() == "pin");
    for (char d : std::string("1111"))
        ui.tap(std::string("digit-") + d);
    CHECK(ui.frameShows("not right"));
    for (char d : std::string("2580"))
        ui.tap(std::string("digit-") + d);
    REQUIRE(ui.screen() == "reveal");
    tourStep(ui, "done");

    tourStep(ui, "history");
    {
        // A row wraps whole onto as many lines as it needs: read them back as one text.
        std::string rows;
        for (const auto& text : ui.lastText())
            rows += text.text + " ";
        CHECK(rows.find("Catalina Fernández peeked at an invitation") != std::string::npos);
    }
    tourStep(ui, "entry-" + std::to_string(ui.app().live()->session().headSeq()));
    ui.save("history");
    tourStep(ui, "back"); // the entry, then the history
    tourStep(ui, "back");

    // Play on by taps until a stack runs out (3 players: 5 Rubies).
    tourStep(ui, "end-turn");
    for (int guard = 0; guard < 20 && heist::test::canTakeGem(ui, "ruby", "lucky"); ++guard) {
        heist::test::takeGem(ui, [&ui](const std::string& id) { tourStep(ui, id); }, "ruby", "lucky");
        if (ui.screen() == "confirm") { // the last Ruby ends the game: asked once
            CHECK(ui.frameShows("This ends the game"));
            CHECK(suspicionState(ui).phase == heist::games::suspicion::Phase::Playing);
            tourStep(ui, "confirm");
        }
        ui.app().update(1.0);
        ui.frame();
        if (ui.has("end-turn"))
            tourStep(ui, "end-turn");
    }
    REQUIRE(suspicionState(ui).phase == heist::games::suspicion::Phase::Guessing);
    ui.save("guessing");

    // Everyone guesses in private; the first guesser names everyone right.
    int pinsAsked = 0;
    for (int round = 0; round < 3; ++round) {
        tourStep(ui, "guess-next");
        if (ui.screen() == "pin") {
            ++pinsAsked;
            // Catalina set a PIN: her invitation and her peeks are behind it here too.
            CHECK(ui.frameShows("Catalina Fern\u00e1ndez, type your PIN"));
            for (char d : std::string("2580"))
                ui.tap(std::string("digit-") + d);
        }
        REQUIRE(ui.screen() == "reveal");
        tourStep(ui, "done");
        REQUIRE(ui.screen() == "suspicion-guess");
        if (round == 0)
            ui.save("guess");
        const auto& s = suspicionState(ui);
        const int seat = [&] {
            for (int i = 0; i < 3; ++i)
                if (!s.guesses[static_cast<std::size_t>(i)])
                    return i;
            return -1;
        }();
        for (int k = 1; k < 3; ++k) {
            const int other = (seat + k) % 3;
            const int pick = round == 0 ? s.deal.hands[static_cast<std::size_t>(other)]
                                        : (s.deal.hands[static_cast<std::size_t>(other)] + 1) % 10;
            tourStep(ui, "guest-" + std::to_string(pick));
            tourStep(ui, "next");
        }
        REQUIRE(ui.screen() == "confirm");
        tourStep(ui, "confirm");
        REQUIRE(ui.screen() == "suspicion-table");
    }
    CHECK(pinsAsked == 1); // Catalina's PIN, once; the others set none
    tourStep(ui, "reveal");
    REQUIRE(ui.screen() == "suspicion-results");
    ui.app().update(2.0); // the celebration runs out: the next tap is for its buttons
    ui.frame();
    ui.save("results");
    const Json results = ui.app().live()->session().game().results(ui.app().live()->session().state());
    CHECK(results["scores"][0]["correct_guesses"] == 2);
    CHECK(ui.frameShows("wins!"));

    // Send to BG Stats: a phone's camera reads the link back from the screen itself.
    tourStep(ui, "bgstats");
    REQUIRE(ui.screen() == "bgstats");
    ui.save("bgstats");
    const auto& screen = dynamic_cast<const heist::ui::BgStatsScreen&>(*ui.app().top());
    CHECK(screen.link().rfind("https://app.bgstatsapp.com/createPlay.html?data=", 0) == 0);
    CHECK(heist::test::readQrCode(ui.image()) == screen.link());
    // The same play as a file beside the saved games, as --export --format bgstats prints it.
    tourStep(ui, "save-play");
    const auto file = ui.dbPath().parent_path() / ("bgstats-play-" + std::to_string(ui.app().live()->id()) + ".json");
    REQUIRE(std::filesystem::exists(file));
    CHECK(Json::parse(heist::test::readFile(file)) ==
          Json::parse(heist::test::urlDecode(screen.link().substr(screen.link().find('=') + 1))));
    CHECK(ui.frameShows("Saved as"));
    ui.save("bgstats-saved");
    tourStep(ui, "done");
    REQUIRE(ui.screen() == "suspicion-results");

    tourStep(ui, "home");
    CHECK(ui.frameShows("No game in progress")); // the finished game is not offered as Continue
    tourStep(ui, "saved-games");
    CHECK(ui.frameShows("finished"));
    ui.save("saved-games");
    tourStep(ui, "back");
    tourStep(ui, "settings");
    ui.save("settings");
}

} // namespace

TEST_CASE("UI tour - a whole game by taps at 1280x800", "[ui]") { tour(1280, 800); }

TEST_CASE("UI tour - a whole game by taps at 800x1280", "[ui]") { tour(800, 1280); }

TEST_CASE("UI - a reveal hides itself after 5 seconds and when focus is lost", "[ui]") {
    UiHarness ui;
    ui.tap("new-game");
    ui.tap("game-suspicion");
    ui.app().top(); // players screen
    for (const char* n : {"Bo", "Cy"}) {
        ui.tap("add-player");
        for (const char* k : {"key-b", "key-o"})
            ui.tap(k);
        (void)n;
        ui.tap("done");
        if (ui.screen() == "keyboard")
            ui.tap("back");
    }
    // Second "Bo" is refused as a duplicate; type a different second name.
    ui.tap("add-player");
    ui.tap("key-c");
    ui.tap("key-y");
    ui.tap("done");
    ui.tap("start");
    REQUIRE(ui.screen() == "reveal");
    ui.press("hold");
    CHECK(ui.app().top()->showsSecret());
    ui.app().update(heist::ui::RevealScreen::kAutoHideSeconds + 0.1);
    ui.frame();
    CHECK_FALSE(ui.app().top()->showsSecret());
    for (const auto& t : ui.lastText())
        CHECK(t.kind != TextKind::Secret);
    ui.release();
    ui.press("hold");
    CHECK(ui.app().top()->showsSecret());
    sf::Event lost;
    lost.type = sf::Event::LostFocus;
    ui.app().handle(lost);
    ui.frame();
    CHECK_FALSE(ui.app().top()->showsSecret());
}

TEST_CASE("UI - Continue after a crash lands on a neutral screen, never a revealed secret", "[ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    {
        heist::store::SessionStore store(db);
        heist::engine::SessionSetup setup;
        setup.players = {{0, "Ann", "amber"}, {1, "Bob", "teal"}, {2, "Cy", "rose"}};
        auto live = heist::store::LiveSession::create(store, heist::games::definition("suspicion"), setup);
        live.dispatch(heist::test::intent("suspicion.see_identity", Json{{"seat", 0}}));
    }
    UiHarness ui(1280, 800, db);
    REQUIRE(ui.has("continue"));
    ui.tap("continue");
    REQUIRE(ui.screen() == "reveal");
    CHECK_FALSE(ui.app().top()->showsSecret());
    CHECK(ui.frameShows("Pass the tablet to Bob"));
    checkTourFrame(ui);
}

TEST_CASE("UI - any screen can be turned 180 degrees and still takes taps", "[ui]") {
    UiHarness ui;
    const auto before = ui.app().regionRect("new-game");
    REQUIRE(before);
    ui.tap("flip");
    REQUIRE(ui.app().top()->flipped());
    auto r = ui.app().regionRect("new-game");
    REQUIRE(r);
    // Turned about the centre: the button moves to the mirrored place on the window.
    CHECK(r->left == Approx(1280.f - before->left - before->width));
    CHECK(r->top == Approx(800.f - before->top - before->height));
    ui.tap("new-game");
    CHECK(ui.screen() == "game-pick");
}
