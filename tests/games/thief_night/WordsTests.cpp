// Thief in the Night in other languages: every word of the data file a player reads is listed
// for the catalogue, and the hands, verdicts and refusals come out whole in German, Spanish and
// French (no English left in them, placeholders filled).
#include "tests/games/thief_night/TnTable.hpp"
#include "tests/support/InLanguage.hpp"

#include "components/PokerHand.hpp"
#include "engine/DataFile.hpp"
#include "language/Language.hpp"
#include "language/Translate.hpp"

#include <algorithm>

using heist::Json;
using heist::components::evaluate;
using heist::components::Five;
using heist::components::parseCard;
using heist::games::thief_night::ThiefNightRules;

namespace {

Five five(std::initializer_list<const char*> codes) {
    Five out{};
    std::size_t i = 0;
    for (const char* c : codes)
        out[i++] = *parseCard(c);
    return out;
}

// Switches the language for one test and back to English after it.
using heist::test::InLanguage;

bool listed(const std::string& word) {
    const auto& words = ThiefNightRules::dataWords();
    return std::find(words.begin(), words.end(), word) != words.end();
}

} // namespace

TEST_CASE("Thief in the Night - every shown word of the data file is listed for the catalogue", "[thief-night]") {
    const auto file =
        heist::engine::DataFile::load(heist::engine::dataDirectory() / "games" / "thief-in-the-night.json");
    const auto rules = ThiefNightRules::fromData(file);
    CHECK(listed(rules.info.title));
    CHECK(listed(rules.info.blurb));
    CHECK(listed(file.require("first_step", Json::value_t::string, "a string").get<std::string>()));
    for (const auto* m : {&rules.thief, &rules.captain, &rules.guard}) {
        CHECK(listed(m->number));
        CHECK(listed(m->face));
        CHECK(listed(m->then));
    }
}

TEST_CASE("Thief in the Night - hands and verdicts are whole messages in each language", "[thief-night]") {
    const auto fullHouse = evaluate(five({"KS", "KH", "KD", "3C", "3S"}));
    const auto flush = evaluate(five({"AS", "8S", "4S", "2S", "9S"}));
    const auto tens = evaluate(five({"10S", "10D", "AC", "2H", "3S"}));
    const auto tensQ = evaluate(five({"10H", "10C", "QC", "2D", "3D"}));
    const auto& game = heist::test::TnTable::game();
    {
        InLanguage de("de");
        CHECK(heist::components::handName(fullHouse) == "Full House, Könige über Dreien");
        CHECK(game.verdictText(fullHouse, flush) == "Flucht! Full House, Könige über Dreien, schlägt einen Flush.");
        CHECK(heist::components::beatsInWords(tens, tensQ) ==
              "Ein Paar Zehnen, schlägt ein Paar Zehnen mit der höheren Karte: Ass gegen Dame");
        CHECK(ThiefNightRules::trapInWords(11, 12, heist::games::thief_night::AceRule::FaceBoth) ==
              "Ja: eine Dame ist einen Rang höher als ein Bube. Weiter geht’s.");
    }
    {
        InLanguage es("es");
        CHECK(heist::components::handName(fullHouse) == "Full de reyes con treses");
        CHECK(heist::components::handName(flush) == "Color, máxima: as");
    }
    {
        InLanguage fr("fr");
        CHECK(heist::components::handName(fullHouse) == "Full aux rois par les trois");
        CHECK(heist::components::handName(flush) == "Couleur hauteur as");
    }
    // Back in English, as before.
    CHECK(heist::components::handName(fullHouse) == "Full house, kings over threes");
}
