// Secret Night in other languages (issue 31): the rules core words its history, refusals,
// views and phone lines from the catalogue (po/<language>/secret-night-core.po), so a German
// table reads German, and in the pseudo-language no English word is left outside it.
#include "tests/games/secret_night/SnTable.hpp"

#include "language/Language.hpp"

#include <algorithm>
#include <regex>

using heist::Json;
using heist::test::SnTable;

namespace {

// Switches the process's language for one test and back to English after it.
struct LanguageFor {
    explicit LanguageFor(const char* code) { REQUIRE(heist::language::setLanguage(code)); }
    ~LanguageFor() { heist::language::setLanguage("en"); }
    LanguageFor(const LanguageFor&) = delete;
    LanguageFor& operator=(const LanguageFor&) = delete;
};

// A scripted night with every kind of line: the deal, spins, saved steps, the Action Square,
// a locked door, a check, the clock, attacks (a skill's dodge, a death), the dog and Beef,
// poison and a heal, a tie, an arrest and an escape; and the refusals met on the way.
// 0 Chief Inspector (Otto), 1 Detective (Zachary), 2 Deceiver (Wilma), 3 Thief (Margot),
// 4 Master Thief (Yijun). Order 4, 0, 1, 2, 3.
std::vector<std::string> scriptedNight() {
    SnTable t({"chief_inspector", "detective", "deceiver", "thief", "master_thief"},
              {"otto", "zachary", "wilma", "margot", "yijun"});
    std::vector<std::string> printed;
    auto refusal = [&](const std::string& type, Json args) {
        printed.push_back(t.refusal(type, std::move(args)).message);
    };
    refusal("sn.attack", Json{{"target", 0}, {"weapon", "knife"}});
    t.ok("sn.spin");
    t.ok("sn.save_steps", Json{{"steps", 1}});
    t.ok("sn.lock_door");
    t.ok("sn.action_square", Json{{"icon", "push"}});
    refusal("sn.action_square", Json{{"icon", "trade"}});
    refusal("sn.escape", Json{{"vehicle", "car"}, {"passengers", {0, 1, 2, 3}}, {"key", true}});
    refusal("sn.escape", Json{{"vehicle", "motorbike"}, {"passengers", {1}}, {"key", false}});
    t.playUntil(0);
    refusal("sn.dog_attack", Json{{"target", 4}});
    t.playUntil(1);
    t.ok("sn.check_role", Json{{"target", 2}});
    t.playUntil(2);
    t.ok("sn.move_clock", Json{{"delta", 1}});
    t.toMidnight();
    t.playUntil(4);
    t.ok("sn.spin", Json{{"mode", "water"}});
    t.ok("sn.use_steps", Json{{"steps", 1}});
    t.ok("sn.attack", Json{{"target", 3}, {"weapon", "gun"}});
    t.playUntil(3);
    t.ok("sn.attack", Json{{"target", 4}, {"weapon", "knife"}}); // Yijun dodges
    t.ok("sn.attack", Json{{"target", 4}, {"weapon", "knife"}}); // Margot's knife: 2
    refusal("sn.attack", Json{{"target", 1}, {"weapon", "gun"}, {"defence", "avoid_knife"}});
    t.playUntil(0);
    t.ok("sn.dog_attack", Json{{"target", 1}});
    t.ok("sn.beef", Json{{"by", 1}});
    t.ok("sn.poison", Json{{"target", 4}});
    t.ok("sn.heal", Json{{"target", 4}, {"source", "otto"}});
    refusal("sn.heal", Json{{"target", 4}, {"source", "otto"}});
    t.ok("sn.tie", Json{{"target", 1}});
    t.arrest(0, 3, 1);
    t.playUntil(4);
    t.ok("sn.escape", Json{{"vehicle", "boat"}, {"money", 1}});
    refusal("sn.spin", Json::object());
    const auto& session = t.live->session();
    for (const auto& e : session.log()) {
        printed.push_back(t.describe(e));
        for (const auto& line : session.changesAt(e.seq))
            printed.push_back(line);
    }
    const Json v = t.view();
    printed.push_back(v["clock"].get<std::string>());
    for (const auto& p : v["players"]) {
        for (const char* key : {"skill_text", "skill_short", "occupation", "nationality"})
            printed.push_back(p[key].get<std::string>());
        if (p["role_name"].is_string())
            printed.push_back(p["role_name"].get<std::string>());
    }
    const Json phone = t.rules().phoneView(session.state(), 1, session.setup());
    for (const auto& line : phone["lines"])
        printed.push_back(line.dump());
    return printed;
}

} // namespace

TEST_CASE("Secret Night in German - history, refusals, views and the phone read German", "[secret-night][language]") {
    LanguageFor german("de");
    SnTable t({"chief_inspector", "detective", "thief", "master_thief"}, {"otto", "victoria", "trevor", "panchito"});
    // The Master Thief (Dee, seat 3) plays first: Ann may not act now.
    CHECK(t.refusal("sn.spin", Json{{"seat", 0}}).message == "Dee ist am Zug: Ann kann das jetzt nicht tun.");
    const Json v = t.view();
    CHECK(v["clock"] == "21 Uhr");
    CHECK(v["players"][0]["role_name"] == "Chefinspektor");
    CHECK(v["players"][0]["occupation"] == "Arzt");
    CHECK(v["players"][1]["role_name"].is_null()); // the Detective is secret, in every language
    CHECK(v["players"][1]["nationality"] == "Australierin");
    const auto ended = t.ok("sn.end_turn");
    CHECK(t.describe(ended).find("Dee beendete den Zug") == 0);
    CHECK(t.live->session().changesAt(ended.seq) == std::vector<std::string>{"Jetzt ist Ann am Zug."});
    t.toMidnight();
    t.playUntil(1);
    t.ok("sn.attack", Json{{"target", 2}, {"weapon", "gun"}});
    const auto death = t.ok("sn.attack", Json{{"target", 2}, {"weapon", "knife"}});
    CHECK(t.describe(death).find(
              "Bob griff Cy mit einem Messer an (1 Schaden); Cy ist tot: 2 Punkte für die Polizei") == 0);
    const auto changes = t.live->session().changesAt(death.seq);
    CHECK(std::find(changes.begin(), changes.end(), "Die Rolle von Cy ist aufgedeckt: Dieb.") != changes.end());
    // Bob's phone says his role in German.
    const Json phone = t.rules().phoneView(t.live->session().state(), 1, t.live->session().setup());
    CHECK(phone["lines"].dump().find("Detektiv") != std::string::npos);
}

TEST_CASE("Secret Night in the pseudo-language - every word of the core comes from the catalogue",
          "[secret-night][language]") {
    LanguageFor pseudo("pseudo");
    // What may stay plain: the players' names, the characters' printed names and JSON's own
    // punctuation in the phone lines' dump.
    static const std::regex allowed(
        R"(\b(Ann|Bob|Cy|Dee|Eve|Otto|Oppenheim|Zachary|Davis|Wilma|Sanders|Margot|Boucher|Yijun|Ding|Kontar|Saleh|)"
        R"(Salvatore|Fontana|Chitra|Daswani|Eleanor|Gibbs|Trevor|Williams|Victoria|Walker|Catalina|Panchito|Rita|)"
        R"(Cardoso|Niall|Sullivan|Alexandr|Korovin|Fernández|Falcón|label|text|value|kind)\b)");
    static const std::regex english("[A-Za-z]{2,}");
    for (const auto& text : scriptedNight()) {
        INFO(text);
        CHECK_FALSE(std::regex_search(std::regex_replace(text, allowed, ""), english));
    }
}

TEST_CASE("Secret Night in every language - the scripted night words every line", "[secret-night][language]") {
    for (const char* code : {"es", "fr", "de"}) {
        LanguageFor language(code);
        for (const auto& text : scriptedNight()) {
            INFO(code << ": " << text);
            CHECK_FALSE(text.empty());
            static const std::regex placeholder(R"(\{[a-z_]+\})");
            CHECK_FALSE(std::regex_search(text, placeholder)); // every placeholder filled
        }
    }
}
