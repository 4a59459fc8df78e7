// The phone page's words (src/phones/PhoneWords.cpp): every text the page looks up with t('...')
// in web/phone/*.js, or names with data-t="..." in index.html, is in the list the tablet sends,
// the list holds nothing the page no longer says, and each language's catalogue has them all.
#include "language/Catalogue.hpp"
#include "language/Language.hpp"
#include "phones/PhoneWords.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    REQUIRE(in);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void appendUtf8(std::string& out, unsigned code) {
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

// A single-quoted JS literal's text: \uXXXX, \' and \\ as JS reads them.
std::string unescaped(const std::string& literal) {
    std::string out;
    for (std::size_t i = 0; i < literal.size(); ++i) {
        if (literal[i] != '\\' || i + 1 >= literal.size()) {
            out += literal[i];
            continue;
        }
        const char next = literal[++i];
        if (next == 'u' && i + 4 < literal.size()) {
            appendUtf8(out, static_cast<unsigned>(std::stoul(literal.substr(i + 1, 4), nullptr, 16)));
            i += 4;
        } else if (next == 'n') {
            out += '\n';
        } else {
            out += next;
        }
    }
    return out;
}

// Every t('...') of a JS file (not obj.t(, not createElement('tr')).
std::set<std::string> jsWords(const std::string& text) {
    std::set<std::string> found;
    static const std::regex call(R"((^|[^A-Za-z0-9_$.])t\('((?:[^'\\]|\\.)*)')");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), call); it != std::sregex_iterator(); ++it)
        found.insert(unescaped((*it)[2].str()));
    return found;
}

std::set<std::string> pageWords() {
    const std::filesystem::path dir = std::filesystem::path(HEIST_SOURCE_DIR) / "web/phone";
    std::set<std::string> words;
    for (const char* js : {"phone.js", "entry.js"})
        for (const auto& w : jsWords(readFile((dir / js).string())))
            words.insert(w);
    const std::string html = readFile((dir / "index.html").string());
    static const std::regex attribute(R"re(data-t="([^"]*)")re");
    for (auto it = std::sregex_iterator(html.begin(), html.end(), attribute); it != std::sregex_iterator(); ++it)
        words.insert((*it)[1].str());
    return words;
}

} // namespace

TEST_CASE("Every text of the phone page is in the words the tablet sends, and no other", "[phones]") {
    const auto page = pageWords();
    REQUIRE(page.size() > 40); // the parse found the page's texts
    CHECK(page.count("Hold to see") == 1);
    CHECK(page.count("Connecting to the tablet\u2026") == 1);
    CHECK(page.count("Scan your seat\u2019s code on the tablet to open your seat here.") == 1);
    CHECK(page.count("tr") == 0); // createElement('tr') is not a text
    const auto list = heist::phones::phoneWordList();
    const std::set<std::string> listed(list.begin(), list.end());
    CHECK(listed.size() == list.size()); // each once
    for (const auto& w : page) {
        INFO("the page says \"" << w << "\": list it in src/phones/PhoneWords.cpp");
        CHECK(listed.count(w) == 1);
    }
    for (const auto& w : listed) {
        INFO("src/phones/PhoneWords.cpp lists \"" << w << "\", which the page no longer says");
        CHECK(page.count(w) == 1);
    }
}

TEST_CASE("The phone page's words: English as they are, and every language has them all", "[phones]") {
    heist::language::setLanguage("en");
    const auto english = heist::phones::phoneWords();
    for (const auto& w : heist::phones::phoneWordList())
        CHECK(english.at(w) == w);
    CHECK(heist::phones::phoneLanguage() == "en");
    for (const char* code : {"es", "fr", "de"}) {
        const auto* c = heist::language::catalogue(code);
        REQUIRE(c);
        for (const auto& w : heist::phones::phoneWordList()) {
            INFO(code << ": \"" << w << "\" has no translation in context \"phone\"");
            CHECK(c->find("phone", w) != nullptr);
        }
    }
    REQUIRE(heist::language::setLanguage("de"));
    const auto german = heist::phones::phoneWords();
    CHECK(heist::phones::phoneLanguage() == "de");
    CHECK(german.at("Hold to see") != "Hold to see");
    REQUIRE(heist::language::setLanguage("pseudo"));
    CHECK(heist::phones::phoneLanguage() == "en");
    CHECK(heist::phones::phoneWords().at("Seat {n}").get<std::string>().find("{n}") != std::string::npos);
    heist::language::setLanguage("en");
}
