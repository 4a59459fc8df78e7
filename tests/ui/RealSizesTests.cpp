// The table at real sizes (issues 25 and 47): every game's table in play, at every player
// count the game allows, with eight long names (a surname of 19 letters among them). Each frame
// is checked by the harness (nothing over a text, no text out of its box or the window, no word
// broken in the middle, no name, character or next step left out); at the game's largest count
// a handful of taps reach its table states and its main pickers and wizards.
//  [realsizes]: the spread of PanelSizes.hpp (the smallest of each orientation, the odd ratios,
//               the largest), run in every language (ui, ui-de, ui-fr, ui-es, ui-pseudo);
//  [.realsizes-all]: (hidden) the other eight of the thirteen sizes, in English: its own ctest
//               (realsizes-all), so that the spread alone runs in every language.
// Every game of the registry is played, with the counts its data file allows and the flow its
// UI test steps declare (tests/games/<folder>/ui/<Name>UiSteps.cpp).
// With HEIST_SCREENS_DIR set, each table is saved as table-<id>-<count>-<WxH>.png, and at
// the largest count as table-<id>-<WxH>.png.
#include "tests/ui/GameUiSteps.hpp"
#include "tests/ui/PanelSizes.hpp"
#include "tests/ui/TableSteps.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/Catalogue.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>

using heist::Json;
using heist::test::PanelSize;
using heist::test::UiHarness;

namespace {

// A game with the first n long names, its secrets seen by everyone, on its table.
void openTable(UiHarness& ui, const std::string& game, int n, unsigned seed, Json houseRules = Json::object()) {
    heist::engine::SessionSetup setup;
    for (int i = 0; i < n; ++i)
        setup.players.push_back({i, heist::test::panelNames()[static_cast<std::size_t>(i)],
                                 heist::ui::playerColourIds()[static_cast<std::size_t>(i)]});
    setup.seed = seed;
    setup.houseRules = std::move(houseRules);
    ui.app().startSession(heist::games::definition(game), setup);
    if (const auto& dealSeen = heist::test::gameUiSteps(game).dealSeen)
        for (int s = 0; s < n; ++s)
            dealSeen(ui, s);
    ui.app().showTable();
    ui.frame();
    ui.checkFrameRules();
    // One Night Only opens on who goes first: rolled, so that the table is in play.
    for (int guard = 0; guard < 10 && ui.has("roll-first"); ++guard)
        step(ui, "roll-first");
    ui.app().update(10.0); // the first-player message goes
    ui.frame();
    ui.checkFrameRules();
}

std::string shot(const std::string& game, int n) { return "table-" + game + "-" + std::to_string(n); }

// Where a table's layout does not hold yet: a game at a size in a language ("*": every one).
// This is issue 47's work left (Shadow House has no small-panel layout yet;
// the long languages at 800x480), named here rather than hidden: the runs CI makes leave these
// out and say so in a warning, and `[.realsizes-todo]` (ctest realsizes-todo, label todo, not
// run by CI) plays exactly these and fails while any of them still breaks a rule. Fixing one
// means deleting its line.
struct NotYet {
    const char* game;
    const char* size;
    const char* language;
};
const std::vector<NotYet> kNotYet = {
#include "tests/ui/RealSizesNotYet.inc"
};

std::string testLanguage() {
    const char* forced = std::getenv("HEIST_LANGUAGE");
    return forced && *forced ? forced : "en";
}

bool notYet(const std::string& game, const PanelSize& size) {
    const std::string language = testLanguage();
    return std::any_of(std::begin(kNotYet), std::end(kNotYet), [&](const NotYet& n) {
        return game == n.game && std::string(size.name) == n.size &&
               (std::string(n.language) == "*" || language == n.language);
    });
}

enum class Which { Holding, NotYet };

// Of `sizes`, those whose layout holds (Holding; the others named in a warning) or only those
// that do not yet (NotYet).
std::vector<PanelSize> pick(const std::string& game, const std::vector<PanelSize>& sizes, Which which) {
    std::vector<PanelSize> out;
    std::string skipped;
    for (const auto& size : sizes) {
        const bool todo = notYet(game, size);
        if (todo == (which == Which::NotYet))
            out.push_back(size);
        else if (which == Which::Holding)
            skipped += std::string(skipped.empty() ? "" : ", ") + size.name;
    }
    if (!skipped.empty())
        WARN(game << " in " << testLanguage() << " left out at " << skipped
                  << ": its layout does not hold there yet (RealSizesNotYet.inc)");
    return out;
}

// The sizes of all thirteen that the spread leaves out.
std::vector<PanelSize> restOfPanels() {
    std::vector<PanelSize> out;
    for (const auto& size : heist::test::allPanels()) {
        const auto& spread = heist::test::spreadPanels();
        if (std::none_of(spread.begin(), spread.end(),
                         [&](const PanelSize& s) { return s.w == size.w && s.h == size.h; }))
            out.push_back(size);
    }
    return out;
}

// Every count the game allows at every size: the table as it opens; the game's flow at the
// largest count.
void everyCount(const std::string& game, const std::vector<PanelSize>& sizes) {
    const auto& info = heist::games::definition(game).info();
    const auto& flow = heist::test::gameUiSteps(game).realSizesFlow;
    REQUIRE(flow);
    // A section a size: a flow stopped at one size leaves the others checked.
    for (const auto& size : sizes)
        DYNAMIC_SECTION(game << " at " << size.name) {
            for (int n = info.minPlayers; n <= info.maxPlayers; ++n) {
                INFO(game << " with " << n << " long names at " << size.name);
                UiHarness ui(size.w, size.h);
                openTable(ui, game, n, 17u + static_cast<unsigned>(n));
                ui.save(shot(game, n));
                if (n == info.maxPlayers) {
                    ui.save("table-" + game);
                    flow(ui);
                }
            }
        }
}

// Every game of the registry, a section each.
void everyGame(const std::vector<PanelSize>& sizes, Which which) {
    for (const auto& entry : heist::games::catalogue())
        DYNAMIC_SECTION(entry.info.id) { everyCount(entry.info.id, pick(entry.info.id, sizes, which)); }
}

// The roulette as the frame drew it: the largest round shape on the table (its rim), whole
// inside the window. Measured from what was drawn, not from where the table meant to put it.
sf::IntRect drawnWheel(UiHarness& ui) {
    sf::IntRect rim;
    for (const auto& shape : ui.drawnText().shapes)
        if (!shape.covered && std::abs(shape.box.width - shape.box.height) <= 2 && shape.box.width > rim.width)
            rim = shape.box;
    return rim;
}

} // namespace

TEST_CASE("Real sizes - every game with every count of long names at the spread of sizes", "[ui][realsizes]") {
    everyGame(heist::test::spreadPanels(), Which::Holding);
}

TEST_CASE("Real sizes all - every game with every count of long names at the other sizes", "[.realsizes-all]") {
    everyGame(restOfPanels(), Which::Holding);
}

namespace {
void wheelIsAThird(const std::vector<PanelSize>& sizes) {
    for (const auto& size : sizes)
        for (int n = 4; n <= 8; ++n) {
            INFO("Secret Night with " << n << " long names at " << size.name);
            UiHarness ui(size.w, size.h);
            openTable(ui, "secret-night", n, 17u + static_cast<unsigned>(n));
            const sf::IntRect rim = drawnWheel(ui);
            const float third = static_cast<float>(std::min(size.w, size.h)) / 3.f;
            CHECK(static_cast<float>(rim.width) >= third);
            CHECK(rim.left >= 0);
            CHECK(rim.top >= 0);
            CHECK(rim.left + rim.width <= static_cast<int>(size.w));
            CHECK(rim.top + rim.height <= static_cast<int>(size.h));
            // The tap region the table gives the wheel is where it was drawn.
            REQUIRE(ui.has("wheel"));
        }
}
} // namespace

TEST_CASE("Real sizes - the roulette is at least a third of the shorter side at every size", "[ui][realsizes][wheel]") {
    wheelIsAThird(pick("secret-night", heist::test::allPanels(), Which::Holding));
}

TEST_CASE("Real sizes to do - every table where its layout does not hold yet", "[.realsizes-todo]") {
    const auto& all = heist::test::allPanels();
    everyGame(all, Which::NotYet);
    wheelIsAThird(pick("secret-night", all, Which::NotYet));
}
