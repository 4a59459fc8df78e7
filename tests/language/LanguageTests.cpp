// src/language: the .mo reader (on catalogues that msgfmt makes here from .po text), the plural
// rules, contexts, filling named placeholders, the pseudo-language, the system's language and
// the English lists. The language is process-wide: every case that switches it switches back.
#include "language/Catalogue.hpp"
#include "tests/support/InLanguage.hpp"
#include "language/Language.hpp"
#include "language/Translate.hpp"

#include "tests/support/Catch.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace fs = std::filesystem;
using heist::language::Catalogue;
using heist::language::PluralRule;

namespace {

// Runs msgfmt on the .po text and reads the .mo it writes (as the build does).
std::string compiled(const std::string& po) {
    std::random_device rd;
    const fs::path dir = fs::temp_directory_path() / ("heist-language-test-" + std::to_string(rd()));
    fs::create_directories(dir);
    {
        std::ofstream out(dir / "in.po", std::ios::binary);
        out << po;
    }
    const std::string command = "msgfmt --check -o '" + (dir / "out.mo").string() + "' '" + (dir / "in.po").string() +
                                "' 2>'" + (dir / "err.txt").string() + "'";
    const int status = std::system(command.c_str());
    std::ifstream in(dir / "out.mo", std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    std::ifstream err(dir / "err.txt");
    std::stringstream said;
    said << err.rdbuf();
    fs::remove_all(dir);
    INFO(said.str());
    REQUIRE(status == 0);
    return bytes.str();
}

std::string header(const std::string& plural) {
    return "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: " + plural +
           "\\n\"\n\n";
}

// The current language for one case, English again after it.
using heist::test::InLanguage;

std::size_t codePoints(const std::string& s) {
    std::size_t n = 0;
    for (const char c : s)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

} // namespace

TEST_CASE("The .mo reader finds messages, contexts and plural forms", "[language]") {
    const std::string po = header("nplurals=2; plural=(n > 1);") +
                           "msgid \"Settings\"\nmsgstr \"Réglages\"\n\n"
                           "msgctxt \"suspicion\"\nmsgid \"Guard\"\nmsgstr \"Garde\"\n\n"
                           "msgctxt \"thief-in-the-night\"\nmsgid \"Guard\"\nmsgstr \"Sentinelle\"\n\n"
                           "msgid \"{n} gem\"\nmsgid_plural \"{n} gems\"\nmsgstr[0] \"{n} gemme\"\n"
                           "msgstr[1] \"{n} gemmes\"\n\n"
                           "msgid \"Untranslated\"\nmsgstr \"\"\n";
    std::string error;
    const auto c = Catalogue::fromMo(compiled(po), &error);
    INFO(error);
    REQUIRE(c);
    REQUIRE(c->find("", "Settings"));
    CHECK(c->find("", "Settings")->at(0) == "Réglages");
    // The same English word in two contexts, and none without one.
    REQUIRE(c->find("suspicion", "Guard"));
    CHECK(c->find("suspicion", "Guard")->at(0) == "Garde");
    CHECK(c->find("thief-in-the-night", "Guard")->at(0) == "Sentinelle");
    CHECK(c->find("", "Guard") == nullptr);
    CHECK(c->find("suspicion", "Settings") == nullptr);
    // Plural forms, chosen by the header's rule (French: 0 and 1 take the first).
    const auto* gem = c->find("", "{n} gem");
    REQUIRE(gem);
    REQUIRE(gem->size() == 2);
    CHECK(c->pluralCount() == 2);
    CHECK((*gem)[c->pluralIndex(0)] == "{n} gemme");
    CHECK((*gem)[c->pluralIndex(1)] == "{n} gemme");
    CHECK((*gem)[c->pluralIndex(2)] == "{n} gemmes");
    // An empty msgstr is no translation (as in gettext).
    CHECK(c->find("", "Untranslated") == nullptr);
    CHECK(c->find("", "Never heard of") == nullptr);
}

TEST_CASE("The .mo reader refuses bytes that are not a .mo file", "[language]") {
    std::string error;
    CHECK_FALSE(Catalogue::fromMo("", &error));
    CHECK_FALSE(error.empty());
    error.clear();
    CHECK_FALSE(Catalogue::fromMo(std::string(64, 'x'), &error));
    CHECK_FALSE(error.empty());
    // A real one cut short.
    const std::string whole = compiled(header("nplurals=2; plural=(n != 1);") + "msgid \"a\"\nmsgstr \"b\"\n");
    CHECK_FALSE(Catalogue::fromMo(whole.substr(0, whole.size() / 2), &error));
}

TEST_CASE("Plural rules of Spanish, French and German, and a rule with three forms", "[language]") {
    // As msginit writes them for es, fr and de (po/*/ headers).
    const auto es = PluralRule::parse("(n != 1)");
    const auto fr = PluralRule::parse("(n > 1)");
    const auto de = PluralRule::parse("n != 1");
    REQUIRE(es);
    REQUIRE(fr);
    REQUIRE(de);
    for (long long n : {0LL, 2LL, 5LL, 21LL, 100LL, 1000001LL}) {
        CHECK(es->index(n) == 1);
        CHECK(de->index(n) == 1);
    }
    CHECK(es->index(1) == 0);
    CHECK(de->index(1) == 0);
    CHECK(fr->index(0) == 0);
    CHECK(fr->index(1) == 0);
    CHECK(fr->index(2) == 1);
    CHECK(fr->index(11) == 1);
    // Polish-like: one, few (2-4, 22-24, not 12-14), many.
    const auto three = PluralRule::parse("(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)");
    REQUIRE(three);
    CHECK(three->index(1) == 0);
    for (long long n : {2LL, 3LL, 4LL, 22LL, 24LL, 102LL})
        CHECK(three->index(n) == 1);
    for (long long n : {0LL, 5LL, 11LL, 12LL, 14LL, 21LL, 25LL, 112LL})
        CHECK(three->index(n) == 2);
    // English when nothing says otherwise.
    CHECK(PluralRule::english().index(1) == 0);
    CHECK(PluralRule::english().index(0) == 1);
    std::string error;
    CHECK_FALSE(PluralRule::parse("n ==", &error));
    CHECK_FALSE(error.empty());
}

TEST_CASE("A catalogue with three plural forms picks each of them", "[language]") {
    const std::string po =
        header("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);") +
        "msgid \"{n} gem\"\nmsgid_plural \"{n} gems\"\nmsgstr[0] \"{n} klejnot\"\n"
        "msgstr[1] \"{n} klejnoty\"\nmsgstr[2] \"{n} klejnotów\"\n";
    const auto c = Catalogue::fromMo(compiled(po));
    REQUIRE(c);
    CHECK(c->pluralCount() == 3);
    const auto* forms = c->find("", "{n} gem");
    REQUIRE(forms);
    REQUIRE(forms->size() == 3);
    CHECK((*forms)[c->pluralIndex(1)] == "{n} klejnot");
    CHECK((*forms)[c->pluralIndex(3)] == "{n} klejnoty");
    CHECK((*forms)[c->pluralIndex(5)] == "{n} klejnotów");
}

TEST_CASE("The embedded catalogues follow their language's plural rule", "[language]") {
    for (const char* code : {"es", "de"}) {
        const auto* c = heist::language::catalogue(code);
        REQUIRE(c);
        CHECK(c->pluralCount() == 2);
        CHECK(c->pluralIndex(1) == 0);
        CHECK(c->pluralIndex(0) == 1);
        CHECK(c->pluralIndex(2) == 1);
    }
    const auto* fr = heist::language::catalogue("fr");
    REQUIRE(fr);
    CHECK(fr->pluralIndex(0) == 0);
    CHECK(fr->pluralIndex(1) == 0);
    CHECK(fr->pluralIndex(2) == 1);
    CHECK(heist::language::catalogue("en") == nullptr);
    CHECK(heist::language::catalogue("pseudo") == nullptr);
    CHECK(heist::language::catalogue("xx") == nullptr);
}

TEST_CASE("Named placeholders are filled after the lookup; {{ is a brace", "[language]") {
    using heist::fill;
    CHECK(fill("Pass the tablet to {name}", {{"name", "Ann"}}) == "Pass the tablet to Ann");
    CHECK(fill("{a} and {b}", {{"b", "Bob"}, {"a", "Ann"}}) == "Ann and Bob");
    CHECK(fill("{n} gems, {n} again", {{"n", 3}}) == "3 gems, 3 again");
    CHECK(fill("{{name}} is {name}", {{"name", "Cy"}}) == "{name} is Cy");
    CHECK(fill("a }} brace", {}) == "a } brace");
    // An unknown name stays visible.
    CHECK(fill("Hello {who}", {{"name", "Ann"}}) == "Hello {who}");
    // A value is not read again for placeholders.
    CHECK(fill("{a}{b}", {{"a", "{b}"}, {"b", "x"}}) == "{b}x");
    // English: the msgid itself, filled.
    CHECK(heist::tr("Pass the tablet to {name}", {{"name", "Ann"}}) == "Pass the tablet to Ann");
    CHECK(heist::trn("{n} gem", "{n} gems", 1) == "1 gem");
    CHECK(heist::trn("{n} gem", "{n} gems", 0) == "0 gems");
    CHECK(heist::trn("{n} gem for {name}", "{n} gems for {name}", 2, {{"name", "Bo"}}) == "2 gems for Bo");
    CHECK(heist::trc("suspicion", "Guard") == "Guard");
    CHECK(heist::trData("suspicion", "Never listed") == "Never listed");
    CHECK(heist::trNoop("phone", "Hold to see") == std::string("Hold to see"));
}

TEST_CASE("The pseudo-language keeps placeholders and is bracketed and 40% longer", "[language]") {
    for (const std::string english : {"Settings", "Pass the tablet to {name}", "{n} gems", "OK",
                                      "A whole sentence that a player reads on the tablet.", "{a} and {b}"}) {
        const std::string p = heist::language::pseudo(english);
        INFO(english << " -> " << p);
        CHECK(p.front() == '[');
        CHECK(p.back() == ']');
        CHECK(codePoints(p) * 10 >= codePoints(english) * 14);
        // Every {placeholder} is there as it was.
        for (std::size_t at = english.find('{'); at != std::string::npos; at = english.find('{', at + 1)) {
            const auto close = english.find('}', at);
            CHECK(p.find(english.substr(at, close - at + 1)) != std::string::npos);
        }
    }
    CHECK(heist::language::pseudo("Settings").find("Settings") == std::string::npos); // no plain word left
    InLanguage pseudo("pseudo");
    const std::string filled = heist::tr("Pass the tablet to {name}", {{"name", "Ann"}});
    CHECK(filled.find("Ann") != std::string::npos);
    CHECK(filled.find("{name}") == std::string::npos);
    CHECK(filled.front() == '[');
    const std::string counted = heist::trn("{n} gem", "{n} gems", 4);
    CHECK(counted.find('4') != std::string::npos);
    CHECK(counted.find("{n}") == std::string::npos);
}

TEST_CASE("Switching the language changes tr() and the generation", "[language]") {
    const auto before = heist::language::generation();
    {
        InLanguage de("de");
        CHECK(heist::language::current() == "de");
        CHECK(heist::language::generation() > before);
    }
    CHECK(heist::language::current() == "en");
    CHECK_FALSE(heist::language::setLanguage("xx"));
    CHECK(heist::language::current() == "en");
    CHECK(heist::language::known("pseudo"));
    CHECK_FALSE(heist::language::known("xx"));
    REQUIRE(heist::language::languages().size() >= 4);
    CHECK(heist::language::languages().front().code == "en");
}

TEST_CASE("The system's language is read from the environment's strings, as gettext does", "[language]") {
    using heist::language::systemLanguage;
    CHECK(systemLanguage(nullptr, nullptr, nullptr, nullptr) == "en");
    CHECK(systemLanguage(nullptr, nullptr, nullptr, "de_DE.UTF-8") == "de");
    CHECK(systemLanguage(nullptr, nullptr, nullptr, "fr_FR") == "fr");
    CHECK(systemLanguage(nullptr, nullptr, nullptr, "es_ES.UTF-8@euro") == "es");
    CHECK(systemLanguage(nullptr, nullptr, nullptr, "es") == "es");
    CHECK(systemLanguage(nullptr, nullptr, nullptr, "pt_BR.UTF-8") == "en");
    CHECK(systemLanguage(nullptr, nullptr, nullptr, "C") == "en");
    // LC_ALL before LC_MESSAGES before LANG; the first one set decides.
    CHECK(systemLanguage(nullptr, "fr_FR.UTF-8", "de_DE", "es_ES") == "fr");
    CHECK(systemLanguage(nullptr, nullptr, "de_DE", "es_ES") == "de");
    CHECK(systemLanguage(nullptr, "", "", "es_ES") == "es");
    // LANGUAGE lists several: the first of ours wins, unless the locale is C.
    CHECK(systemLanguage("pt:de:fr", nullptr, nullptr, "es_ES.UTF-8") == "de");
    CHECK(systemLanguage("fr_CA:de", nullptr, nullptr, "en_GB.UTF-8") == "fr");
    CHECK(systemLanguage("pt:it", nullptr, nullptr, "es_ES.UTF-8") == "es");
    CHECK(systemLanguage("de", "C", nullptr, nullptr) == "en");
    CHECK(systemLanguage("de", nullptr, nullptr, "POSIX") == "en");
}

TEST_CASE("Lists in English: and, or, and the Oxford-free comma", "[language]") {
    using heist::listAnd;
    using heist::listOr;
    CHECK(listAnd({}) == "");
    CHECK(listAnd({"Ann"}) == "Ann");
    CHECK(listAnd({"Ann", "Bob"}) == "Ann and Bob");
    CHECK(listAnd({"Ann", "Bob", "Cy"}) == "Ann, Bob and Cy");
    CHECK(listAnd({"Ann", "Bob", "Cy", "Di"}) == "Ann, Bob, Cy and Di");
    CHECK(listOr({"knife", "gun"}) == "knife or gun");
    CHECK(listOr({"steal", "push", "trade", "whisper"}) == "steal, push, trade or whisper");
}

TEST_CASE("Lists in Spanish: \"e\" before an i sound and \"u\" before an o sound, \"y\" and \"o\" else", "[language]") {
    using heist::listAnd;
    using heist::listOr;
    {
        InLanguage es("es");
        CHECK(listAnd({"Ana", "Bea"}) == "Ana y Bea");
        CHECK(listAnd({"Ana", "In\u00e9s"}) == "Ana e In\u00e9s");
        CHECK(listAnd({"Ana", "Bea", "Hilda"}) == "Ana, Bea e Hilda");
        CHECK(listAnd({"Ana", "\u00cd\u00f1igo"}) == "Ana e \u00cd\u00f1igo");
        CHECK(listAnd({"Ana", "Hierro"}) == "Ana y Hierro");       // "hie-" sounds as "y"
        CHECK(listAnd({"In\u00e9s", "Ana"}) == "In\u00e9s y Ana"); // only the last word counts
        CHECK(listOr({"Eva", "\u00d3scar"}) == "Eva u \u00d3scar");
        CHECK(listOr({"Eva", "Otto"}) == "Eva u Otto");
        CHECK(listOr({"Eva", "Hortensia"}) == "Eva u Hortensia");
        CHECK(listOr({"Eva", "Ana"}) == "Eva o Ana");
    }
    {
        InLanguage fr("fr");
        CHECK(listAnd({"Ana", "In\u00e9s"}) == "Ana et In\u00e9s"); // the other languages keep their word
    }
    {
        InLanguage en("en");
        CHECK(listAnd({"Ann", "Ivy"}) == "Ann and Ivy");
        CHECK(listOr({"Ann", "Otto"}) == "Ann or Otto");
    }
}

TEST_CASE("The starting language: HEIST_LANGUAGE when it names one, else the players' choice, else the "
          "system's; an unknown HEIST_LANGUAGE is said, not silently used",
          "[language]") {
    const char* before = std::getenv("HEIST_LANGUAGE");
    const std::string saved = before ? before : "";
    ::setenv("HEIST_LANGUAGE", "fr", 1);
    CHECK(heist::language::startingLanguage(std::string("de")) == "fr");
    CHECK(heist::language::unknownForcedLanguage().empty());
    ::setenv("HEIST_LANGUAGE", "klingon", 1);
    CHECK(heist::language::startingLanguage(std::string("de")) == "de");
    CHECK(heist::language::startingLanguage(std::string("xx")) == heist::language::systemLanguage());
    const std::string said = heist::language::unknownForcedLanguage();
    CHECK(said.find("HEIST_LANGUAGE=klingon") != std::string::npos);
    CHECK(said.find("en, es, fr, de") != std::string::npos);
    ::unsetenv("HEIST_LANGUAGE");
    CHECK(heist::language::startingLanguage(std::nullopt) == heist::language::systemLanguage());
    CHECK(heist::language::unknownForcedLanguage().empty());
    if (before)
        ::setenv("HEIST_LANGUAGE", saved.c_str(), 1);
}
