#pragma once
// One language's messages, read from a gettext .mo file held in memory (msgfmt's output,
// embedded in the binary at build time). A value with no global state: tests may hold every
// language at once. Keys are as gettext makes them: msgctxt "\4" msgid.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace heist::language {

class PluralRule {
public:
    // gettext's header expression ("n != 1", "n > 1", "(n==1 ? 0 : n%10>=2 ...)").
    static std::optional<PluralRule> parse(std::string_view expression, std::string* error = nullptr);
    static PluralRule english(); // n != 1
    std::size_t index(long long n) const;
    struct Node;

private:
    std::shared_ptr<const Node> m_root;
};

class Catalogue {
public:
    // nullopt, with *error set, when the bytes are not a well-formed .mo file.
    static std::optional<Catalogue> fromMo(std::string_view bytes, std::string* error = nullptr);

    // The translated forms (one, or nplurals) of a message; nullptr when it has none (an
    // empty msgstr counts as none, as in gettext).
    const std::vector<std::string>* find(std::string_view context, std::string_view msgid) const;
    std::size_t pluralIndex(long long n) const { return m_plural.index(n); }
    std::size_t pluralCount() const { return m_nplurals; }
    std::size_t size() const { return m_entries.size(); }

    struct Entry {
        std::string context, msgid, plural;
        std::vector<std::string> forms;
    };
    // Every message, for the tests (placeholders kept) and the phone page's words.
    const std::vector<Entry>& entries() const { return m_list; }

private:
    std::unordered_map<std::string, std::size_t> m_entries; // key -> index in m_list
    std::vector<Entry> m_list;
    PluralRule m_plural = PluralRule::english();
    std::size_t m_nplurals = 2;
};

// The pseudo-language's text for an English message: every letter accented, 40% longer,
// bracketed ("[Šéţţíñĝš ····]"); {placeholders} kept as they are.
std::string pseudo(std::string_view english);

} // namespace heist::language
