// The history by synthetic taps for One Night Only, Shadow House and Thief in the Night with
// long names, at 1280x800 and 800x1280: tapping an entry opens it whole with what it changed
// in the game's words (never "Nothing changed" for these entries), every frame checked by the
// harness, parts paged with "More" when they do not fit. And the history screens know no game:
// their source names no game and reads no field of any game's public view. With
// HEIST_SCREENS_DIR set, the screens are saved as history-*.png.
#include "tests/ui/LongNames.hpp"
#include "ui/Theme.hpp"
#include "tests/ui/UiHarness.hpp"
#include "engine/Words.hpp"
#include "games/Catalogue.hpp"

#include "tests/support/Catch.hpp"

#include <fstream>
#include <set>
#include <sstream>

using heist::Json;
using heist::test::UiHarness;

namespace {

heist::engine::SessionSetup setupFor(const std::string& game, int players) {
    heist::engine::SessionSetup setup;
    setup.game = game;
    setup.seed = 7;
    setup.houseRules = heist::games::definition(game).defaultHouseRules();
    for (int i = 0; i < players; ++i)
        setup.players.push_back({i, heist::test::kLongNames[static_cast<std::size_t>(i)],
                                 heist::ui::playerColourIds()[static_cast<std::size_t>(i)]});
    return setup;
}

void play(UiHarness& ui, const std::string& type, Json args = Json::object()) {
    auto r = ui.app().live()->dispatch(heist::test::intent(type, std::move(args)));
    if (auto* e = std::get_if<heist::engine::RuleError>(&r))
        FAIL("refused " << type << ": " << e->message);
}

// Every text of the frame, joined with spaces (wrapped lines join back into their sentences).
std::string shown(const UiHarness& ui) {
    std::string all;
    for (const auto& t : ui.lastText())
        all += t.text + " ";
    return all;
}

// Opens the history from the table and the entry seq; checks that it says what the entry did
// and what it changed (each of `expected`, through every part), then goes back to the table.
void openEntry(UiHarness& ui, std::int64_t seq, const std::vector<std::string>& expected, const std::string& shot) {
    ui.app().showTable();
    ui.frame();
    ui.tap("history");
    REQUIRE(ui.screen() == "history");
    ui.checkFrameRules();
    // Older entries are on later pages.
    for (int page = 0; page < 20 && !ui.has("entry-" + std::to_string(seq)); ++page) {
        ui.tap("older");
        ui.checkFrameRules();
    }
    ui.save(shot + "-list");
    ui.tap("entry-" + std::to_string(seq));
    REQUIRE(ui.screen() == "history-entry");
    ui.checkFrameRules();
    ui.save(shot);
    std::string all = shown(ui);
    // Parts: "Part 1 of 3" until the last one.
    auto lastPart = [&] {
        for (const auto& t : ui.lastText())
            if (t.text.rfind("Part ", 0) == 0) {
                const auto of = t.text.find(" of ");
                return t.text.substr(5, of - 5) == t.text.substr(of + 4);
            }
        return true;
    };
    for (int part = 2; part < 10 && !lastPart(); ++part) {
        ui.tap("entry-more");
        ui.checkFrameRules();
        all += shown(ui);
        ui.save(shot + "-part" + std::to_string(part));
    }
    const std::string happened =
        ui.app().live()->session().describe(ui.app().live()->session().log()[static_cast<std::size_t>(seq - 1)]);
    CHECK(all.find("What happened") != std::string::npos);
    CHECK(all.find(ui.inEnglish(heist::engine::words::sentence(happened))) != std::string::npos);
    CHECK(all.find("What it changed") != std::string::npos);
    CHECK(all.find("Nothing changed") == std::string::npos);
    for (const auto& line : expected) {
        INFO("the entry should say: " << line);
        CHECK(all.find(line) != std::string::npos);
    }
    ui.tap("back");
    REQUIRE(ui.screen() == "history");
    ui.tap("back");
}

void oneNightOnly(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.setShotPrefix("history-ono-" + std::to_string(w) + "x" + std::to_string(h) + "-");
    ui.app().startSession(heist::games::definition("one-night-only"), setupFor("one-night-only", 4));
    play(ui, "ono.first_player", Json{{"seat", 0}});
    play(ui, "ono.place_sensor", Json{{"room", "Library"}});
    const auto placed = ui.app().live()->session().headSeq();
    play(ui, "ono.roll", Json{{"movement", 1}, {"looting", 2}});
    const auto rolled = ui.app().live()->session().headSeq();
    const std::string first = heist::test::kLongNames[0];
    openEntry(ui, 1, {"The night began: " + first + " goes first."}, "first");
    openEntry(ui, placed, {first + "\u2019s motion sensor now stands in Library."}, "sensor");
    openEntry(ui, rolled, {"The roll: movement"}, "roll");
}

void shadowHouse(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.setShotPrefix("history-shm-" + std::to_string(w) + "x" + std::to_string(h) + "-");
    ui.app().startSession(heist::games::definition("shadow-house-masquerade"), setupFor("shadow-house-masquerade", 8));
    play(ui, "shm.start_round", Json{{"first", 0}});
    // Seat 1's detective finds seat 2, the culprit, with seat 3's accomplice card: 2 for the
    // detective, 1 for each of the five others with neither card, 0 for the culprit's side.
    play(ui, "shm.score_round",
         Json{{"ending", "detective"}, {"by", 1}, {"culprit", 2}, {"accomplices", Json::array({3})}});
    const auto& n = heist::test::kLongNames;
    openEntry(ui, 1, {"Round 1 began.", n[0] + " holds First on the scene and starts."}, "start");
    openEntry(ui, 2,
              {"Round 1 ended: " + n[1] + "\u2019s detective found the culprit, " + n[2] + ".",
               n[1] + " scored 2 points (their detective found the culprit).", n[4] + " scored 1 point",
               n[1] + " leads the match."},
              "scored");
}

void thiefNight(unsigned w, unsigned h) {
    UiHarness ui(w, h);
    ui.setShotPrefix("history-tn-" + std::to_string(w) + "x" + std::to_string(h) + "-");
    ui.app().startSession(heist::games::definition("thief-in-the-night"), setupFor("thief-in-the-night", 2));
    play(ui, "tn.build", Json{{"kind", "walls"}});
    for (int i = 0; i < 10; ++i)
        play(ui, "tn.build", Json{{"kind", "traps"}});
    play(ui, "tn.set_rooms", Json{{"rooms", 7}});
    play(ui, "tn.draw_sides");
    const auto sides = ui.app().live()->session().headSeq();
    play(ui, "tn.end_turn"); // the captain's turn: a guard may move into view behind the thief
    play(ui, "tn.spotted", Json{{"guards", 2}, {"captain", false}, {"behind", true}});
    const auto spotted = ui.app().live()->session().headSeq();
    openEntry(ui, 1, {"The castle has 10 wall edges marked."}, "walls");
    openEntry(ui, sides, {" is the thief and "}, "sides");
    openEntry(ui, spotted, {"2 guards see the thief, from behind"}, "spotted");
}

std::string readAll(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    REQUIRE(in);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Every key of a view, at any depth.
void keysOf(const Json& v, std::set<std::string>& out) {
    if (v.is_object())
        for (const auto& [k, x] : v.items()) {
            out.insert(k);
            keysOf(x, out);
        }
    else if (v.is_array())
        for (const auto& x : v)
            keysOf(x, out);
}

} // namespace

TEST_CASE("History - One Night Only entries say what they changed, whole, at 1280x800 and 800x1280", "[history-ui]") {
    oneNightOnly(1280, 800);
    oneNightOnly(800, 1280);
}

TEST_CASE("History - Shadow House entries say what they changed, whole, at 1280x800 and 800x1280", "[history-ui]") {
    shadowHouse(1280, 800);
    shadowHouse(800, 1280);
}

TEST_CASE("History - Thief in the Night entries say what they changed, whole, at 1280x800 and 800x1280",
          "[history-ui]") {
    thiefNight(1280, 800);
    thiefNight(800, 1280);
}

TEST_CASE("History - the history screens name no game and read no game's field", "[history-ui]") {
    const std::filesystem::path ui = std::filesystem::path(HEIST_SOURCE_DIR) / "ui" / "screens";
    // Every field of every game's public view, at the start and after its opening events.
    std::set<std::string> fields = {"spin",      "dice",    "effects", "vehicles",     "stacks",   "gems",  "health",
                                    "role_name", "results", "roll",    "open_capture", "captures", "rounds"};
    std::vector<std::string> names;
    for (const auto& entry : heist::games::catalogue()) {
        if (!entry.playable)
            continue;
        const std::string id = entry.info.id;
        const auto& game = heist::games::definition(id);
        names.push_back(id);
        names.push_back(game.info().title);
        auto setup = setupFor(id, game.info().minPlayers);
        heist::test::TempDir dir;
        heist::store::SessionStore store(dir / "s.db");
        auto live = heist::store::LiveSession::create(store, game, setup);
        keysOf(game.publicView(live.session().state()), fields);
    }
    REQUIRE(fields.size() > 40);
    for (const auto* file :
         {"HistoryScreen.cpp", "HistoryScreen.hpp", "HistoryEntryScreen.cpp", "HistoryEntryScreen.hpp"}) {
        const std::string text = readAll(ui / file);
        for (const auto& name : names) {
            INFO(file << " names the game " << name);
            CHECK(text.find(name) == std::string::npos);
        }
        for (const auto& field : fields) {
            INFO(file << " reads the game field \"" << field << "\"");
            CHECK(text.find("\"" + field + "\"") == std::string::npos);
        }
        for (const auto* prefix : {"\"sn.", "\"ono.", "\"shm.", "\"tn.", "\"suspicion."}) {
            INFO(file << " names an event of a game: " << prefix);
            CHECK(text.find(prefix) == std::string::npos);
        }
    }
}
