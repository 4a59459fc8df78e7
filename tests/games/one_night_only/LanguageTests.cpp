// One Night Only in another language: the refusals and history lines are whole messages of the
// catalogue (the jewel, its case and the counts inside them), every word of the data file that
// a player reads has a translation, and English comes back unchanged.
#include "tests/games/one_night_only/OnoTable.hpp"
#include "tests/support/InLanguage.hpp"

#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Language.hpp"
#include "language/Translate.hpp"

using heist::Json;
using heist::test::OnoTable;

namespace {

// Switches the process-wide language for one block, and back to English after it.
using heist::test::InLanguage;

} // namespace

TEST_CASE("One Night Only - refusals and history lines in German and French", "[one-night-only][language]") {
    OnoTable t(2);
    t.stageRoll({2}, {3, 2}); // loot 5: Yellow opens, Blue does not; 2 squares walked
    {
        InLanguage de("de");
        const auto e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}});
        CHECK(e.message == "Die Vitrine Blau braucht 6; du hast 5 gewürfelt.");
        const auto took = t.ok("ono.take_jewel", Json{{"jewel", "spinel"}, {"count", 2}});
        CHECK(t.live->session().describe(took) == "Ann nahm 2 Spinelle (2 Münzen) aus der Vitrine Rot");
        const auto more = t.refused("ono.take_jewel", Json{{"jewel", "spinel"}});
        CHECK(more.message == "Dieser Wurf bewegt 2 Felder: höchstens ein Spinell pro gelaufenem Feld, und alle 2 "
                              "sind genommen.");
    }
    {
        InLanguage fr("fr");
        const auto e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}});
        CHECK(e.message == "La vitrine bleue demande 6\u00a0; vous avez fait 5.");
        const auto sphene = t.ok("ono.take_jewel", Json{{"jewel", "sphene"}});
        CHECK(t.live->session().describe(sphene) == "Ann a pris un Sphène (5 pièces) dans la vitrine jaune");
    }
    // English again, word for word.
    const auto e = t.refused("ono.take_jewel", Json{{"jewel", "sapphire"}});
    CHECK(e.message == "The Blue case needs 6; you rolled 5.");
}

TEST_CASE("One Night Only - every word of the data file a player reads is in each catalogue",
          "[one-night-only][language]") {
    const auto& rules = OnoTable::game().rules();
    for (const char* code : {"es", "fr", "de"}) {
        InLanguage in(code);
        for (const auto& j : rules.jewels) {
            INFO(code << " " << j.id);
            CHECK(heist::games::one_night_only::jewelWord(j) != j.name);
            CHECK(heist::games::one_night_only::jewelsWord(j) != j.plural);
            CHECK(heist::games::one_night_only::caseWord(j) != j.caseName);
            CHECK(heist::games::one_night_only::jewelCount(j, 3) != "3 " + j.plural);
        }
        CHECK(heist::games::one_night_only::roomName("Room 3") != "Room 3");
        CHECK(heist::games::one_night_only::roomName("Gallery") == "Gallery"); // as typed
    }
}
