// The UI harness in other languages: what a text drawn in another language says in English (for
// the tests' English expectations), and the pseudo-language's check for texts not from the
// catalogue.
#include "tests/ui/UiHarness.hpp"

#include "language/Language.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace heist::test {

// The English readings of a text drawn in another language: the catalogue's (which reads a line
// of items joined by " \u00b7 " item by item), or a sentence's without its full stop.
std::vector<std::string> englishReadBack(const std::string& text) {
    auto whole = language::englishReadings(text);
    if (!whole.empty())
        return whole;
    // A message made a sentence (engine::sentence adds the full stop): read without it.
    if (text.size() > 1 && text.back() == '.') {
        auto bare = language::englishReadings(text.substr(0, text.size() - 1));
        for (auto& r : bare)
            r += ".";
        if (!bare.empty())
            return bare;
    }
    return {};
}

std::string UiHarness::inEnglish(const std::string& text) const {
    if (!m_inEnglish)
        return text;
    const auto readings = englishReadBack(text);
    return readings.empty() ? text : readings.front();
}

namespace {
// The glossary's proper names and titles (marker N): the same in every language.
const std::vector<std::string>& properNames() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        std::ifstream in(std::filesystem::path(HEIST_SOURCE_DIR) / "po" / "glossary.tsv");
        for (std::string line; std::getline(in, line);) {
            std::vector<std::string> cols;
            std::istringstream row(line);
            for (std::string c; std::getline(row, c, '\t');)
                cols.push_back(c);
            if (cols.size() >= 8 && cols[5] == "N" && cols[6] == "N" && cols[7] == "N")
                out.push_back(cols[1]);
        }
        return out;
    }();
    return names;
}

bool isCardLabel(const std::string& text) {
    static const std::vector<std::string> ranks{"A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"};
    static const std::vector<std::string> suits{"\u2660", "\u2665", "\u2666", "\u2663"};
    for (const auto& r : ranks)
        for (const auto& su : suits)
            if (text == r + su)
                return true;
    return false;
}
} // namespace

bool UiHarness::layoutHeld() const { return m_holdLayout || language::current() != "pseudo"; }

void UiHarness::layoutStress(const std::string& where, const std::vector<std::string>& problems) {
    // Listed once at the end of the run: how many frames, and each distinct problem's first
    // words, so that the stress points to the screens that run short of room first.
    struct Stress {
        std::size_t frames = 0;
        std::map<std::string, std::size_t> seen;
        ~Stress() {
            if (frames == 0)
                return;
            std::fprintf(stderr,
                         "pseudo-language layout stress (listed, not failed): %zu frames, %zu distinct problems\n",
                         frames, seen.size());
            for (const auto& [what, n] : seen)
                std::fprintf(stderr, "  %5zu x %s\n", n, what.c_str());
        }
    };
    static Stress stress;
    if (problems.empty())
        return;
    ++stress.frames;
    for (const auto& p : problems)
        ++stress.seen[where + ": " + p.substr(0, 160)];
}

std::vector<std::string> UiHarness::pseudoProblems() const {
    std::vector<std::string> problems;
    if (language::current() != "pseudo")
        return problems;
    // Names kept as they are in every language: the players' (and each word of them, for a
    // name wrapped or shortened over lines), and the games' proper names and titles, marked N
    // in the glossary (po/glossary.tsv: the characters, the guests, "Suspicion").
    // The players' names: this game's, and every name the saved games know (game nights,
    // statistics, the players' picker).
    std::vector<std::string> names = properNames();
    std::vector<std::string> players;
    try {
        players = m_store->roster(1000);
    } catch (const std::exception&) {
        // A store a test has broken on purpose: this game's names only.
    }
    if (m_app->live())
        for (const auto& p : m_app->live()->session().setup().players)
            players.push_back(p.name);
    for (const auto& name : players) {
        names.push_back(name);
        std::istringstream words(name);
        for (std::string w; words >> w;)
            if (w.size() >= 3)
                names.push_back(w);
    }
    // Longest first, so that a whole name goes before a word of it.
    std::sort(names.begin(), names.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
    for (const auto& t : m_text) {
        if (t.use == ui::TextUse::PlayerName || t.use == ui::TextUse::Code)
            continue;
        // A paragraph is checked whole on its first line: its brackets open on the first line
        // and close on the last.
        if (!t.paragraph.empty() && t.paragraph != t.text && !t.firstLine)
            continue;
        const std::string& text = t.paragraph.empty() ? t.text : t.paragraph;
        // A playing card's code and suit symbol ("K\u2666", "10\u2660"): kept as printed on the
        // cards in every language (docs/translations.md, Thief in the Night's notes).
        if (isCardLabel(text))
            continue;
        // A text the test gave the App, or a line of one.
        if (std::any_of(m_fixtures.begin(), m_fixtures.end(),
                        [&text](const std::string& f) { return f.find(text) != std::string::npos; }))
            continue;
        // The languages' names in Settings are each in its own language, never translated.
        bool languageName = false;
        for (const auto& l : language::languages())
            languageName = languageName || text == l.name;
        if (languageName)
            continue;
        // Take out the bracketed messages (they nest when one fills another) and the names.
        std::string rest;
        int depth = 0;
        for (const char ch : text) {
            if (ch == '[')
                ++depth;
            else if (ch == ']' && depth > 0)
                --depth;
            else if (depth == 0)
                rest += ch;
        }
        for (const auto& n : names)
            for (auto at = rest.find(n); !n.empty() && at != std::string::npos; at = rest.find(n))
                rest.erase(at, n.size());
        std::size_t letters = 0;
        for (const char ch : rest)
            if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'))
                ++letters;
        // A single letter alone is a key of the on-screen keyboard or an initial, not a word.
        if (letters > 1 || (letters == 1 && rest.size() > 1))
            problems.push_back("\"" + text + "\" on the " + screen() +
                               " screen did not come from the catalogue (pseudo-language)");
    }
    return problems;
}

} // namespace heist::test
