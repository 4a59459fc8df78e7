// Suspicion in the other languages (po/<language>/suspicion.po): the history's lines, the
// refusals and the results' words are whole sentences of the current language, each gem's in
// its own words ("einen Diamanten", "la última esmeralda"), and English stays the msgid.
// Expected sentences are copied from the catalogues by hand.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "tests/support/InLanguage.hpp"
#include "language/Language.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

using heist::Json;
using heist::test::Table;

namespace {

// The language for one block of a test; English again after it, whatever happens.
using heist::test::InLanguage;

std::string refusal(Table& t, const std::string& type, Json args = Json::object()) {
    const auto r = t.live->dispatch(heist::test::intent(type, std::move(args)));
    REQUIRE(std::holds_alternative<heist::engine::RuleError>(r));
    return std::get<heist::engine::RuleError>(r).message;
}

} // namespace

TEST_CASE("Suspicion in German - a gem taken and its changes, each gem in its own words", "[suspicion][language]") {
    Table t({"Ann", "Bob", "Cy"});
    t.everyoneSees();
    const auto took = t.ok("suspicion.take_gem", Json{{"gem", "diamond"}, {"method", "lucky_lift"}});
    {
        InLanguage de("de");
        CHECK(t.session().describe(took) == "Ann hat einen Diamanten genommen (Glücksgriff)");
        CHECK(t.session().changesAt(took.seq) == std::vector<std::string>{"Aktionen in diesem Zug erledigt: 1.",
                                                                          "Ann hat jetzt 1 Diamant.",
                                                                          "Der Diamantenstapel ging von 5 auf 4."});
        CHECK(refusal(t, "suspicion.roll_dice", Json{{"seat", 1}}) == "Ann ist am Zug: Bob kann das jetzt nicht tun.");
    }
    // English again: the msgid itself.
    CHECK(t.session().describe(took) == "Ann took a Diamond (Lucky Lift)");
    CHECK(refusal(t, "suspicion.roll_dice", Json{{"seat", 1}}) == "It is Ann\u2019s turn: Bob cannot do that now.");
}

TEST_CASE("Suspicion in Spanish and French - the end of the game and what decided it", "[suspicion][language]") {
    Table t({"Ann", "Bob"});
    t.everyoneSees();
    heist::test::playSuspicionToTheEnd(t);
    const Json english = t.session().game().results(t.session().state());
    CHECK(english["deciding"] == "A gem stack ran out");
    const auto& log = t.session().log();
    const auto last = [&](const std::string& type) {
        for (auto it = log.rbegin(); it != log.rend(); ++it)
            if (it->type == type)
                return *it;
        FAIL("no " << type);
        return log.back();
    };
    {
        InLanguage es("es");
        CHECK(t.session().game().results(t.session().state())["deciding"] == "Se agotó un montón de gemas");
        CHECK(t.session().describe(last("suspicion.gem_taken")) == "Bob cogió un rubí (Golpe de suerte)");
        CHECK(t.session().describe(last("suspicion.identities_revealed")) == "Se revelaron las invitaciones");
        CHECK(refusal(t, "suspicion.end_turn") == "La partida ha terminado: las invitaciones ya se han revelado.");
    }
    {
        InLanguage fr("fr");
        // A no-break space before the colon, as French typography has it.
        CHECK(refusal(t, "suspicion.end_turn") == "La partie est finie\u00a0: les invitations ont été révélées.");
        CHECK(t.session().describe(last("suspicion.turn_ended")) == "Ann a fini son tour\u00a0; à Bob de jouer");
    }
}

TEST_CASE("Suspicion in the pseudo-language - every line of a whole game comes from the catalogue",
          "[suspicion][language]") {
    Table t({"Ann", "Bob"});
    t.everyoneSees();
    t.ok("suspicion.roll_dice");
    t.ok("suspicion.peek_invitation");
    heist::test::playSuspicionToTheEnd(t);
    InLanguage pseudo("pseudo");
    for (const auto& e : t.session().log()) {
        INFO(e.type);
        const std::string line = t.session().describe(e);
        // Drawn accented and bracketed: no plain English word of the history is left.
        CHECK(line.find('[') != std::string::npos);
        for (const char* english : {"took", "rolled", "ended", "looked", "peeked", "entered", "invitation"})
            CHECK(line.find(english) == std::string::npos);
        for (const auto& change : t.session().changesAt(e.seq))
            CHECK(change.find('[') != std::string::npos);
    }
}
