// The shared English helpers, and a sweep of every sentence two scripted games print for
// "a Emerald" and "1 gems" type errors.
#include "engine/Args.hpp"
#include "engine/Words.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <regex>

namespace words = heist::engine::words;

TEST_CASE("Words - a or an by the sound of the next word", "[engine]") {
    CHECK(words::withArticle("Emerald") == "an Emerald");
    CHECK(words::withArticle("Ruby") == "a Ruby");
    CHECK(words::withArticle("Diamond") == "a Diamond");
    CHECK(words::withArticle("Invitation") == "an Invitation");
    CHECK(words::withArticle("Object card") == "an Object card");
    CHECK(words::withArticle("hour") == "an hour");
    CHECK(words::withArticle("house rule") == "a house rule");
    CHECK(words::withArticle("one-turn lock") == "a one-turn lock");
    CHECK(words::withArticle("unit") == "a unit");
    CHECK(words::withArticle("uninvited guest") == "an uninvited guest");
    CHECK(words::withArticle("8") == "an 8");
    CHECK(words::withArticle("11") == "an 11");
    CHECK(words::withArticle("5") == "a 5");
    CHECK(words::withArticle("Deceiver") == "a Deceiver");
}

TEST_CASE("Words - counted nouns, lists and full stops", "[engine]") {
    CHECK(words::count(1, "gem") == "1 gem");
    CHECK(words::count(2, "gem") == "2 gems");
    CHECK(words::count(0, "gem") == "0 gems");
    CHECK(words::count(1, "Ruby") == "1 Ruby");
    CHECK(words::count(3, "Ruby") == "3 Rubies");
    CHECK(words::count(2, "day") == "2 days");
    CHECK(words::count(2, "box") == "2 boxes");
    CHECK(words::count(-1, "point") == "-1 point");
    CHECK(words::count(2, "Money card") == "2 Money cards");
    CHECK(words::count(4, "person", "people") == "4 people");
    CHECK(words::listAnd({}) == "");
    CHECK(words::listAnd({"Ann"}) == "Ann");
    CHECK(words::listAnd({"Ann", "Bob"}) == "Ann and Bob");
    CHECK(words::listAnd({"Ann", "Bob", "Cy"}) == "Ann, Bob and Cy");
    CHECK(words::listOr({"knife", "gun"}) == "knife or gun");
    CHECK(words::sentence("The clock strikes 6 a.m.") == "The clock strikes 6 a.m.");
    CHECK(words::sentence("Done") == "Done.");
    CHECK(words::sentence("Who?") == "Who?");
}

namespace {

// Every grammar slip the sweep looks for in one sentence; empty when it reads right.
std::string slips(const std::string& text) {
    static const std::regex aVowel(R"((^|[^A-Za-z])[Aa] [AEIOaeio][a-z])");
    static const std::regex anConsonant(R"((^|[^A-Za-z])[Aa]n [BCDFGJKLMNPQRSTVWXYZbcdfgjklmnpqrstvwxyz])");
    static const std::regex oneMany(R"((^|[^0-9.])1 ([A-Za-z]+ )?[A-Za-z]+s\b)");
    static const std::regex doubleStop(R"([^.]\.\.(\s|$))");
    std::string out;
    if (std::regex_search(text, aVowel))
        out += "'a' before a vowel; ";
    if (std::regex_search(text, anConsonant))
        out += "'an' before a consonant; ";
    std::smatch m;
    if (std::regex_search(text, m, oneMany))
        out += "'1' with a plural (" + m.str(0) + "); ";
    if (std::regex_search(text, doubleStop))
        out += "a double full stop; ";
    return out;
}

} // namespace

TEST_CASE("Words - the sweep catches the slips it is meant to catch", "[engine]") {
    CHECK_FALSE(slips("Ann took a Emerald").empty());
    CHECK_FALSE(slips("Ann saved 1 steps").empty());
    CHECK_FALSE(slips("Ann used 1 saved steps").empty());
    CHECK_FALSE(slips("an Ruby").empty());
    CHECK_FALSE(slips("The clock strikes 6 a.m..").empty());
    CHECK(slips("Ann took an Emerald (Lucky Lift)").empty());
    CHECK(slips("Ann saved 1 step; 11 steps left, 1 a.m.").empty());
    CHECK(slips("A Thief arrested").empty());
}

TEST_CASE("Words - every sentence of a scripted Suspicion game reads right", "[suspicion]") {
    heist::test::Table t({"Ann", "Bob", "Cy"});
    std::vector<std::string> printed;
    auto refusal = [&](const std::string& type, heist::Json args) {
        auto r = t.live->dispatch(heist::test::intent(type, std::move(args)));
        if (auto* e = std::get_if<heist::engine::RuleError>(&r))
            printed.push_back(e->message);
    };
    refusal("suspicion.see_identity", heist::Json{{"seat", 2}});
    refusal("suspicion.take_gem", heist::Json{{"gem", "emerald"}, {"method", "lucky_lift"}});
    t.everyoneSees();
    // Three rounds of gems, every kind by both methods, a peek and a roll; then the end.
    const std::vector<std::string> gems = {"emerald", "ruby", "diamond"};
    for (int round = 0; round < 6 && t.view()["phase"] == "playing"; ++round) {
        t.ok("suspicion.roll_dice");
        refusal("suspicion.roll_dice", heist::Json::object());
        t.take(gems[static_cast<std::size_t>(round % 3)], round % 2 ? "room_robbery" : "lucky_lift");
        if (t.view()["phase"] != "playing")
            break;
        if (round == 1)
            t.ok("suspicion.peek_invitation");
        else
            t.take("emerald");
        if (t.view()["phase"] != "playing")
            break;
        refusal("suspicion.take_gem", heist::Json{{"gem", "emerald"}, {"method", "lucky_lift"}});
        printed.push_back(t.session().undoDescription());
        t.endTurn();
    }
    REQUIRE(t.view()["phase"] == "guessing");
    refusal("suspicion.reveal", heist::Json::object());
    for (int seat = 0; seat < 3; ++seat) {
        heist::Json g = heist::Json::array();
        for (int other = 0; other < 3; ++other)
            g.push_back(other == seat ? heist::Json() : heist::Json(t.identityId(other)));
        t.ok("suspicion.submit_guesses", heist::Json{{"seat", seat}, {"guesses", g}});
    }
    t.ok("suspicion.reveal");
    for (const auto& e : t.session().log())
        printed.push_back(t.session().describe(e));
    bool tookEmerald = false;
    for (const auto& text : printed) {
        INFO(text);
        CHECK(slips(text).empty());
        tookEmerald |= text.find("took an Emerald") != std::string::npos;
    }
    CHECK(tookEmerald);
}

#include "tests/games/secret_night/SnTable.hpp"

TEST_CASE("Words - every sentence of a scripted Secret Night reads right", "[secret-night]") {
    // 0 Chief Inspector (Otto), 1 Detective (Zachary), 2 Deceiver (Wilma), 3 Thief (Margot),
    // 4 Master Thief (Yijun). Order 4, 0, 1, 2, 3.
    heist::test::SnTable t({"chief_inspector", "detective", "deceiver", "thief", "master_thief"},
                           {"otto", "zachary", "wilma", "margot", "yijun"});
    std::vector<std::string> printed;
    auto refusal = [&](const std::string& type, heist::Json args) {
        auto r = t.live->dispatch(heist::test::intent(type, std::move(args)));
        if (auto* e = std::get_if<heist::engine::RuleError>(&r))
            printed.push_back(e->message);
        else
            printed.push_back(t.describe(std::get<heist::engine::Event>(r)));
    };
    t.ok("sn.spin");
    t.ok("sn.save_steps", heist::Json{{"steps", 1}});
    printed.push_back(t.live->session().undoDescription());
    t.ok("sn.lock_door");
    t.ok("sn.action_square", heist::Json{{"icon", "push"}});
    refusal("sn.action_square", heist::Json{{"icon", "trade"}});
    refusal("sn.escape", heist::Json{{"vehicle", "car"}, {"passengers", {0, 1, 2, 3}}, {"key", true}});
    refusal("sn.escape", heist::Json{{"vehicle", "motorbike"}, {"passengers", {1, 2}}, {"key", true}});
    t.playUntil(0);
    refusal("sn.dog_attack", heist::Json{{"target", 4}});
    t.playUntil(1);
    t.ok("sn.check_role", heist::Json{{"target", 2}});
    t.playUntil(2);
    t.ok("sn.move_clock", heist::Json{{"delta", 1}});
    t.toMidnight();
    t.playUntil(4);
    t.ok("sn.spin", heist::Json{{"mode", "water"}});
    t.ok("sn.use_steps", heist::Json{{"steps", 1}});
    t.ok("sn.attack", heist::Json{{"target", 3}, {"weapon", "gun"}});
    printed.push_back(t.live->session().undoDescription());
    t.playUntil(3);
    t.ok("sn.attack", heist::Json{{"target", 4}, {"weapon", "knife"}}); // Yijun dodges
    t.ok("sn.attack", heist::Json{{"target", 4}, {"weapon", "knife"}}); // Margot's knife: 2
    t.playUntil(0);
    t.ok("sn.dog_attack", heist::Json{{"target", 1}});
    t.ok("sn.beef", heist::Json{{"by", 1}});
    t.ok("sn.poison", heist::Json{{"target", 4}});
    t.ok("sn.heal", heist::Json{{"target", 4}, {"source", "otto"}});
    refusal("sn.heal", heist::Json{{"target", 4}, {"source", "otto"}});
    t.ok("sn.tie", heist::Json{{"target", 1}});
    t.arrest(0, 3, 1);
    t.playUntil(4);
    t.ok("sn.escape", heist::Json{{"vehicle", "boat"}, {"money", 1}});
    refusal("sn.spin", heist::Json::object());
    for (const auto& e : t.live->session().log())
        printed.push_back(t.describe(e));
    bool oneStep = false;
    for (const auto& text : printed) {
        INFO(text);
        CHECK(slips(text).empty());
        oneStep |= text.find("saved 1 step") != std::string::npos;
    }
    CHECK(oneStep);
}
