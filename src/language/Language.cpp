#include "language/Language.hpp"

#include <atomic>
#include <cstdlib>
#include <map>
#include <mutex>

namespace heist::language {

namespace embedded {
// Generated at build time from po/<code>/*.po (packaging/embed-catalogues.cmake): the .mo
// bytes of a language, empty when it has none.
std::string_view mo(std::string_view code);
} // namespace embedded

namespace {

struct State {
    std::mutex loading;
    std::map<std::string, std::unique_ptr<const Catalogue>, std::less<>> loaded;
};
State& state() {
    static State s;
    return s;
}

// The current language, as an index into a fixed table, so that tr() reads it without a lock.
constexpr const char* kCodes[] = {"en", "es", "fr", "de", "pseudo"};
std::atomic<int> g_current{0};
std::atomic<std::uint64_t> g_generation{0};
thread_local bool t_english = false;

int indexOf(std::string_view code) {
    for (int i = 0; i < static_cast<int>(std::size(kCodes)); ++i)
        if (code == kCodes[i])
            return i;
    return -1;
}

} // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> all = {
        {"en", "English"}, {"es", "Español"}, {"fr", "Français"}, {"de", "Deutsch"}};
    return all;
}

bool known(std::string_view code) { return indexOf(code) >= 0; }

bool setLanguage(std::string_view code) {
    const int i = indexOf(code);
    if (i < 0)
        return false;
    catalogue(code); // load before anyone reads it
    if (g_current.exchange(i) != i)
        g_generation.fetch_add(1);
    return true;
}

std::string current() { return t_english ? "en" : kCodes[g_current.load(std::memory_order_relaxed)]; }

EnglishHere::EnglishHere() : m_was(t_english) { t_english = true; }
EnglishHere::~EnglishHere() { t_english = m_was; }

std::uint64_t generation() { return g_generation.load(); }

const Catalogue* catalogue(std::string_view code) {
    if (code == "en" || code == "pseudo")
        return nullptr;
    State& s = state();
    std::lock_guard lock(s.loading);
    if (auto it = s.loaded.find(code); it != s.loaded.end())
        return it->second.get();
    const std::string_view bytes = embedded::mo(code);
    std::unique_ptr<const Catalogue> c;
    if (!bytes.empty())
        if (auto parsed = Catalogue::fromMo(bytes))
            c = std::make_unique<const Catalogue>(std::move(*parsed));
    const Catalogue* raw = c.get();
    s.loaded.emplace(std::string(code), std::move(c));
    return raw;
}

std::string systemLanguage(const char* language, const char* lcAll, const char* lcMessages, const char* lang) {
    // gettext: LANGUAGE (a list) is honoured unless the locale is "C"; then LC_ALL,
    // LC_MESSAGES, LANG, the first one set decides.
    const char* locale = nullptr;
    for (const char* v : {lcAll, lcMessages, lang})
        if (v && *v) {
            locale = v;
            break;
        }
    const auto ours = [](std::string_view name) -> std::string {
        const std::string_view code = name.substr(0, name.find_first_of("_.@"));
        for (const auto& l : languages())
            if (code == l.code)
                return l.code;
        return {};
    };
    const std::string_view loc = locale ? locale : "";
    if (language && *language && loc != "C" && loc != "POSIX") {
        std::string_view list = language;
        while (!list.empty()) {
            const auto colon = list.find(':');
            if (std::string code = ours(list.substr(0, colon)); !code.empty())
                return code;
            if (colon == std::string_view::npos)
                break;
            list.remove_prefix(colon + 1);
        }
    }
    if (std::string code = ours(loc); !code.empty())
        return code;
    return "en";
}

std::string systemLanguage() {
    return systemLanguage(std::getenv("LANGUAGE"), std::getenv("LC_ALL"), std::getenv("LC_MESSAGES"),
                          std::getenv("LANG"));
}

std::string startingLanguage(const std::optional<std::string>& chosen) {
    if (const char* forced = std::getenv("HEIST_LANGUAGE"); forced && known(forced))
        return forced;
    return chosen && known(*chosen) ? *chosen : systemLanguage();
}

std::string unknownForcedLanguage() {
    const char* forced = std::getenv("HEIST_LANGUAGE");
    if (!forced || !*forced || known(forced))
        return {};
    std::string codes;
    for (const auto& l : languages())
        codes += (codes.empty() ? "" : ", ") + l.code;
    return "HEIST_LANGUAGE=" + std::string(forced) + " is not a language Heist Table speaks (" + codes +
           ", or pseudo): it is left aside";
}

} // namespace heist::language
