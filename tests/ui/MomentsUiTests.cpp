// The moments that matter, by taps: each game's results open with the celebration (the
// winners each with their token, what decided it, a short animation that ends on its final
// frame and stops drawing), and the vault break and a capture show as the event they are
// before the results. Every frame is checked against the table's rules, with the longest names
// each game allows, at 1280x800, 800x1280 and 1920x1080.
#include "tests/ui/LongNames.hpp"
#include "tests/ui/TourSupport.hpp"
#include "tests/ui/PanelSizes.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "store/LiveSession.hpp"
#include "ui/widgets/Celebration.hpp"

#include "tests/support/Catch.hpp"

#include <set>

using heist::Json;
using heist::test::kLongNames;
using heist::test::UiHarness;

namespace {

// The frame's text joined by spaces (paragraphs wrap a sentence over lines).
bool shows(UiHarness& ui, const std::string& words) {
    std::string all;
    for (const auto& t : ui.lastText())
        all += t.text + " ";
    // A paragraph may read more than one way in English ("escaped by car"): any of them.
    return all.find(words) != std::string::npos || ui.frameShows(words);
}

bool samePixels(const sf::Image& a, const sf::Image& b) {
    if (a.getSize() != b.getSize())
        return false;
    const auto n = static_cast<std::size_t>(a.getSize().x) * a.getSize().y * 4;
    return std::equal(a.getPixelsPtr(), a.getPixelsPtr() + n, b.getPixelsPtr());
}

heist::engine::SessionSetup players(std::size_t count, std::uint64_t seed) {
    heist::engine::SessionSetup setup;
    for (std::size_t i = 0; i < count; ++i)
        setup.players.push_back({static_cast<int>(i), kLongNames[i], heist::ui::playerColourIds()[i]});
    setup.seed = seed;
    return setup;
}

// The screen on top has just opened with its animation: it shows the winners and the reason
// from its first frame, draws more than one distinct frame, and a tap lands on the final frame,
// which is what the screen keeps showing once the loop has nothing more to draw.
void celebrates(UiHarness& ui, const std::string& screen, const std::vector<std::string>& winners,
                const std::string& reason, const std::string& shot) {
    INFO("celebration on " << screen);
    REQUIRE(ui.screen() == screen);
    REQUIRE(ui.app().animating());
    ui.checkFrameRules();
    for (const auto& w : winners)
        CHECK(shows(ui, w));
    CHECK(shows(ui, reason));
    const sf::Image first = ui.image();
    ui.app().update(heist::ui::Celebration::kSeconds * 0.4);
    ui.frame();
    ui.checkFrameRules();
    ui.save(shot + "-mid");
    REQUIRE(ui.app().animating()); // still under way, and moved on
    const sf::Image mid = ui.image();
    CHECK_FALSE(samePixels(first, mid));
    // A tap skips to the final frame: drawn at once, nothing more to draw after it.
    const auto size = ui.image().getSize();
    ui.app().tapAt({size.x / 2.f, size.y / 2.f});
    CHECK(ui.screen() == screen); // the tap only skipped
    CHECK_FALSE(ui.app().animating());
    ui.frame();
    ui.checkFrameRules();
    CHECK_FALSE(ui.app().needsRedraw()); // the loop goes idle: nothing to draw, nothing to wake for
    // ...once the finished game's record is kept for Statistics (App::recordsAhead: a step or
    // two of the loop, waking it meanwhile).
    for (int i = 0; i < 20 && !ui.app().recordsAhead().done(); ++i)
        ui.frame();
    CHECK(ui.app().recordsAhead().done());
    CHECK_FALSE(ui.app().wakeIn());
    const sf::Image skipped = ui.image();
    CHECK_FALSE(samePixels(mid, skipped));
    ui.save(shot);
    // Time passes: the same final frame, pixel for pixel (no message is up to go away).
    CHECK(ui.toast().empty());
    ui.app().update(30);
    CHECK_FALSE(ui.app().animating());
    ui.frame();
    CHECK(samePixels(skipped, ui.image()));
    CHECK(ui.screen() == screen);
}

// The same animation left to run out by itself: it stops on its own, after about kSeconds,
// on the frame a tap would have skipped to.
sf::Image runsOut(UiHarness& ui) {
    REQUIRE(ui.app().animating());
    int frames = 0;
    for (; frames < 200 && ui.app().animating(); ++frames) {
        ui.app().update(1.0 / 60);
        ui.frame();
    }
    CHECK(frames >= 60);
    CHECK(frames <= 100);
    ui.frame(); // the final frame, drawn once more by itself
    CHECK_FALSE(ui.app().needsRedraw());
    CHECK_FALSE(ui.app().wakeIn());
    return ui.image();
}

} // namespace

TEST_CASE("Moments UI - Secret Night: the thieves' escape that takes the night is celebrated with the "
          "winning side's players",
          "[ui][moments-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        ui.app().startSession(heist::games::definition("secret-night"), players(8, 9));
        const int thief = heist::test::thievesEscapeAtSix(ui);
        std::vector<std::string> thieves;
        const auto& game =
            static_cast<const heist::games::secret_night::SecretNightGame&>(ui.app().live()->session().game());
        for (int s = 0; s < 8; ++s) {
            const auto& role = game.rules().roles[static_cast<std::size_t>(heist::test::sn(ui).seats[s].role)].id;
            if (role == "thief" || role == "master_thief")
                thieves.push_back(kLongNames[static_cast<std::size_t>(s)]);
        }
        REQUIRE(thieves.size() >= 2);
        CHECK(shows(ui, "The thieves win!"));
        celebrates(ui, "secret-night-results", thieves,
                   kLongNames[static_cast<std::size_t>(thief)] + " (Thief) escaped by car", "moment-secret-night");
        // Every player's row stays below, with their role: on further pages when they do not fit.
        std::set<std::string> seen;
        for (int page = 0; page < 8 && seen.size() < kLongNames.size(); ++page) {
            for (const auto& n : kLongNames)
                if (ui.frameShows(n))
                    seen.insert(n);
            if (seen.size() < kLongNames.size())
                step(ui, "results-more");
        }
        CHECK(seen.size() == kLongNames.size());
    }
}

// The Thief's escape by car with 3 Money at 9 p.m. asks 5 + 5 + 5 = 15 points from level; the
// thermometer holds 10: the results say the marker stopped at its end and what became of the
// other 5, never "15 points for the thieves. Final score: thieves 10" alone (issue 50 item 3).
TEST_CASE("Moments UI - Secret Night: a last score past the thermometer's end says what became of the rest",
          "[ui][moments-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        ui.app().startSession(heist::games::definition("secret-night"), players(8, 9));
        for (int s = 0; s < 8; ++s)
            REQUIRE(std::holds_alternative<heist::engine::Event>(
                ui.app().live()->dispatch(heist::test::intent("sn.see_role", Json{{"seat", s}}))));
        ui.app().showTable();
        ui.frame();
        const int thief = heist::test::seatWithRole(ui, "thief");
        heist::test::playUntil(ui, thief);
        REQUIRE(heist::test::sn(ui).marker == 0);
        for (const char* id : {"escape", "choice-car", "ok", "choice-yes", "plus", "plus", "ok"})
            heist::test::tapChecked(ui, id);
        REQUIRE(ui.app().live()->session().finished());
        CHECK(heist::test::sn(ui).marker == 10);
        CHECK(heist::test::sn(ui).pastEnd == 5);
        REQUIRE(ui.screen() == "secret-night-results");
        const auto size = ui.image().getSize();
        ui.app().tapAt({size.x / 2.f, size.y / 2.f}); // the celebration to its final frame
        ui.frame();
        ui.checkFrameRules();
        ui.save("moment-secret-night-past-end");
        CHECK(shows(ui, "15 points for the thieves"));
        CHECK(shows(ui, "Final score: thieves\u00a010: the track ends there, so the other 5 points count for "
                        "nothing."));
    }
}

TEST_CASE("Moments UI - Suspicion: the reveal celebrates the winner with the tie-break that decided it",
          "[ui][moments-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        heist::test::TempDir dir;
        const auto db = dir / "sessions.db";
        std::int64_t id = 0;
        std::string winner;
        {
            std::vector<std::string> names(kLongNames.begin(), kLongNames.begin() + 6);
            heist::test::Table t(names, 5, Json::object(), db);
            t.everyoneSees();
            // Rubies until a stack runs out; then every guess but the reveal.
            for (int guard = 0; guard < 200 && t.view()["phase"] == "playing"; ++guard) {
                t.take("ruby");
                if (t.view()["phase"] == "playing")
                    t.endTurn();
            }
            REQUIRE(t.view()["phase"] == "guessing");
            for (int seat = 0; seat < 6; ++seat) {
                Json guesses = Json::array();
                for (int other = 0; other < 6; ++other)
                    guesses.push_back(other == seat ? Json()
                                      : seat == 0   ? Json(t.identityId(other)) // Catalina names everyone
                                                    : Json(t.notIdentityId(other)));
                t.ok("suspicion.submit_guesses", Json{{"seat", seat}, {"guesses", guesses}});
            }
            id = t.live->id();
        }
        UiHarness ui(w, h, db, std::to_string(id));
        REQUIRE(ui.screen() == "suspicion-table");
        step(ui, "reveal");
        const Json r = ui.app().live()->session().game().results(ui.app().live()->session().state());
        std::vector<std::string> winners;
        for (const auto& s : r["winners"])
            winners.push_back(kLongNames[s.get<std::size_t>()]);
        celebrates(ui, "suspicion-results", winners, "A gem stack ran out.", "moment-suspicion");
        // The sentence says by how much the winner won, or what broke the tie, worked out here
        // from the scores and read across its lines.
        const auto& sc = r["scores"];
        int best = -1, second = -1;
        for (const auto& row : sc)
            best = std::max(best, row["score"].get<int>());
        for (const auto& row : sc)
            if (row["score"].get<int>() < best)
                second = std::max(second, row["score"].get<int>());
        const std::string points = std::to_string(best) + (best == 1 ? " point" : " points");
        const std::string decided = r["decided_by"];
        std::string lines; // the frame's lines as the harness reads them back, in English
        for (const auto& d : ui.frame())
            lines += d.text + " ";
        INFO(lines);
        if (decided == "score")
            CHECK(lines.find("A gem stack ran out. " + points + ", " + std::to_string(best - second) +
                             " ahead of second place.") != std::string::npos);
        else if (decided == "fewest_guessed")
            CHECK(lines.find("A gem stack ran out. Level on " + points +
                             ": the winner\u2019s guest was named by the fewest opponents.") != std::string::npos);
        // The rows stand in standings order: the scores down the right side never rise.
        std::vector<std::pair<int, int>> scoresDown; // (top, score)
        for (const auto& d : ui.frame())
            if (!d.text.empty() && d.box.left > static_cast<int>(w) * 3 / 4 &&
                d.text.find_first_not_of("0123456789") == std::string::npos)
                scoresDown.emplace_back(d.box.top, std::stoi(d.text));
        std::sort(scoresDown.begin(), scoresDown.end());
        REQUIRE(scoresDown.size() >= 2);
        CHECK(scoresDown.front().second == best);
        for (std::size_t k = 1; k < scoresDown.size(); ++k)
            CHECK(scoresDown[k].second <= scoresDown[k - 1].second);
    }
}

TEST_CASE("Moments UI - Shadow House: a Lightning investigation celebrates the winning side, the losers "
          "named below",
          "[ui][moments-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        auto setup = players(8, 3);
        setup.houseRules = Json{{"lightning", true}};
        ui.app().startSession(heist::games::definition("shadow-house-masquerade"), setup);
        ui.app().showTable();
        ui.frame();
        // Seat 3's Toby exposes seat 1; seat 2 holds an accomplice card: the other six win.
        step(ui, "dealt");
        step(ui, "choice-0");
        step(ui, "score");
        for (const char* id : {"choice-toby", "choice-3", "choice-1", "choice-2", "ok"})
            step(ui, id);
        step(ui, "confirm");
        if (ui.screen() == "confirm")
            step(ui, "confirm");
        REQUIRE(ui.screen() == "shm-round");
        step(ui, "next");
        std::vector<std::string> winners = {kLongNames[0], kLongNames[3], kLongNames[4],
                                            kLongNames[5], kLongNames[6], kLongNames[7]};
        CHECK(shows(ui, "Everyone else wins!"));
        celebrates(ui, "shm-winner", winners, kLongNames[3] + "\u2019s Toby exposed the culprit",
                   "moment-shadow-house");
        CHECK(ui.frameShows(kLongNames[1] + " \u00b7 culprit"));
        CHECK(ui.frameShows(kLongNames[2] + " \u00b7 accomplice"));
    }
}

TEST_CASE("Moments UI - One Night Only: the vault breaks as an event of its own, then the winner is "
          "celebrated",
          "[ui][moments-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        heist::test::TempDir dir;
        const auto db = dir / "sessions.db";
        {
            heist::store::SessionStore store(db);
            auto live =
                heist::store::LiveSession::create(store, heist::games::definition("one-night-only"), players(4, 11));
            REQUIRE(std::holds_alternative<heist::engine::Event>(
                live.dispatch(heist::test::intent("ono.first_player", Json{{"seat", 2}}))));
            // Priyanka's roll: 6 + 6 + 6 on the Looting Dice, 18, from a keyhole.
            store.append(live.id(), live.session().headSeq() + 1,
                         {"ono.rolled", Json{{"seat", 2},
                                             {"movement", {1}},
                                             {"looting", {6, 6, 6}},
                                             {"movement_total", 1},
                                             {"looting_total", 18},
                                             {"sensor_room", nullptr}}});
        }
        UiHarness ui(w, h, db);
        ui.tap("continue");
        REQUIRE(ui.screen() == "ono-table");
        ui.save("ono-vault-table");
        ui.tap("vault");
        REQUIRE(ui.screen() == "confirm");
        ui.checkFrameRules();
        step(ui, "confirm");
        const std::string who = kLongNames[2];
        CHECK(shows(ui, "The vault breaks!"));
        celebrates(ui, "moment", {who}, who + " broke into the vault with 18 from a keyhole", "moment-ono-vault");
        // One tap leads on to the winner.
        step(ui, "moment-next");
        celebrates(ui, "ono-winner", {who}, "Broke into the vault with 18 from a keyhole.", "moment-one-night-only");
        for (std::size_t i = 0; i < 4; ++i)
            CHECK(ui.frameShows(kLongNames[i])); // every ledger below
    }
}

namespace {

void enterCards(UiHarness& ui, const std::vector<std::string>& cards) {
    for (const auto& c : cards)
        step(ui, "card-" + c);
}

} // namespace

TEST_CASE("Moments UI - Thief in the Night: a capture shows as the event it is, then the captain's win is "
          "celebrated",
          "[ui][moments-ui]") {
    for (auto [w, h] : heist::test::kThreeSizes) {
        INFO(w << "x" << h);
        UiHarness ui(w, h);
        heist::engine::SessionSetup setup;
        setup.players = {{0, kLongNames[0], "amber"}, {1, kLongNames[7], "teal"}};
        setup.seed = 31;
        ui.app().startSession(heist::games::definition("thief-in-the-night"), setup);
        ui.app().showTable();
        ui.frame();
        // The castle (7 rooms, 60 traps), then the sides.
        step(ui, "build-walls");
        step(ui, "build-walls");
        for (int i = 0; i < 10; ++i)
            step(ui, "build-traps");
        for (int i = 0; i < 7; ++i)
            step(ui, "rooms-plus");
        step(ui, "draw-sides");
        const auto& s = heist::games::thief_night::ThiefNightGame::cast(ui.app().live()->session().state());
        const int thief = s.thiefSeat;
        const std::string captain = setup.players[static_cast<std::size_t>(1 - thief)].name;
        // The thief walks into one guard's view: two pair against a pair, the captain wins.
        step(ui, "spotted"); // on the thief's turn only the thief moves: not asked
        step(ui, "ok");
        step(ui, "choice-no");
        step(ui, "enter-capture");
        step(ui, "go");
        enterCards(ui, {"JS", "JD", "4C", "4H", "9S"});
        step(ui, "enter-hand");
        step(ui, "enter-escape");
        step(ui, "go");
        enterCards(ui, {"10S", "10D", "AC", "2H", "3S"});
        step(ui, "enter-hand");
        CHECK(shows(ui, "Captured!"));
        CHECK(shows(ui, "Two pair, jacks and fours"));
        CHECK_FALSE(shows(ui, "Captured! Two pair")); // the title says it once
        celebrates(ui, "moment", {captain}, "beats a pair", "moment-tn-capture");
        // The card itself leads on, as its button does.
        ui.app().tapAt({10.f, static_cast<float>(h) / 2});
        ui.frame();
        celebrates(ui, "tn-results", {captain}, "Captured! Two pair, jacks and fours, beats a pair.",
                   "moment-thief-night");
        CHECK(shows(ui, "the guard captain"));
    }
}

TEST_CASE("Moments UI - a celebration left alone runs about its length, stops by itself and ends on the "
          "frame a tap skips to",
          "[ui][moments-ui]") {
    heist::test::TempDir dir;
    const auto db = dir / "sessions.db";
    const auto id = heist::test::finishedSuspicion(db, {kLongNames[0], kLongNames[1]}, 7, "2026-11-24T21:10:00.000Z");
    sf::Image alone, skipped;
    {
        UiHarness ui(1280, 800, db, std::to_string(id));
        REQUIRE(ui.screen() == "suspicion-results");
        alone = runsOut(ui);
    }
    {
        UiHarness ui(1280, 800, db, std::to_string(id));
        REQUIRE(ui.screen() == "suspicion-results");
        REQUIRE(ui.app().animating());
        ui.app().tapAt({640.f, 400.f});
        ui.frame();
        CHECK_FALSE(ui.app().animating());
        skipped = ui.image();
    }
    CHECK(samePixels(alone, skipped));
}
