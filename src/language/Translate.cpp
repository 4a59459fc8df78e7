#include "language/Translate.hpp"

#include <cctype>

#include "language/Language.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <unordered_map>

namespace heist {

namespace {

struct EnglishBook {
    std::mutex lock;
    std::unordered_map<std::string, std::vector<std::string>> readings;
};
EnglishBook& englishBook() {
    static EnglishBook b;
    return b;
}
std::atomic<bool> g_recording{false};

// How a text made while recording reads in English (the book locked): its own readings, or for
// a list of items joined by " \u00b7 " (each made by a message of its own) the items' first
// readings joined again; empty when nothing in it was made by the catalogue.
std::vector<std::string> readingsOf(const EnglishBook& b, const std::string& text) {
    const auto it = b.readings.find(text);
    if (it != b.readings.end())
        return it->second;
    // A text capitalised after it was made ("Against the culprit" from "against the culprit"):
    // the reading of its lower-case start, capitalised (ASCII letters, as the capitalising is).
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') {
        std::string lower = text;
        lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
        const auto low = b.readings.find(lower);
        if (low != b.readings.end()) {
            auto out = low->second;
            for (auto& r : out)
                if (!r.empty() && r[0] >= 'a' && r[0] <= 'z')
                    r[0] = static_cast<char>(r[0] - 'a' + 'A');
            return out;
        }
    }
    // A message made a sentence after it was made (engine::sentence adds its full stop).
    if (text.size() > 1 && text.back() == '.') {
        const auto bare = b.readings.find(text.substr(0, text.size() - 1));
        if (bare != b.readings.end()) {
            auto out = bare->second;
            for (auto& r : out)
                if (r.empty() || (r.back() != '.' && r.back() != '!' && r.back() != '?' && r.back() != ':'))
                    r += '.';
            return out;
        }
    }
    static const std::string dot = " \u00b7 ";
    if (text.find(dot) == std::string::npos)
        return {};
    // Every way the items read (an item may read two ways: "1 Partie", a play or a game), up
    // to 16 of them.
    std::vector<std::string> out{std::string()};
    bool any = false;
    for (std::size_t from = 0;;) {
        const std::size_t at = text.find(dot, from);
        const std::string item = text.substr(from, at == std::string::npos ? std::string::npos : at - from);
        const auto found = b.readings.find(item);
        any = any || found != b.readings.end();
        const std::vector<std::string> ways =
            found == b.readings.end() ? std::vector<std::string>{item} : found->second;
        std::vector<std::string> next;
        for (const auto& head : out)
            for (const auto& way : ways)
                if (next.size() < 16)
                    next.push_back(head + (from ? dot : std::string()) + way);
        out = std::move(next);
        if (at == std::string::npos)
            break;
        from = at + dot.size();
    }
    return any ? out : std::vector<std::string>{};
}

std::string firstReading(const std::string& text) {
    EnglishBook& b = englishBook();
    std::lock_guard l(b.lock);
    const auto r = readingsOf(b, text);
    return r.empty() ? text : r.front();
}

void remember(const std::string& made, std::string english) {
    EnglishBook& b = englishBook();
    std::lock_guard l(b.lock);
    auto& list = b.readings[made];
    for (const auto& e : list)
        if (e == english)
            return;
    list.push_back(std::move(english));
}

template <class ArgList> std::string fillWith(std::string_view text, const ArgList& args);

template <class ArgList> void rememberMessage(const std::string& made, std::string_view english, const ArgList& args) {
    // Every way its arguments read (German "Boot" is the "Boat" of a button and the "boat" of
    // a sentence), up to 16 of them, the first readings first.
    std::vector<std::vector<Placeholder>> ways{{}};
    {
        EnglishBook& b = englishBook();
        std::lock_guard l(b.lock);
        for (const Placeholder& a : args) {
            auto readings = readingsOf(b, a.value);
            if (readings.empty())
                readings.push_back(a.value);
            std::vector<std::vector<Placeholder>> next;
            for (const auto& head : ways)
                for (const auto& r : readings)
                    if (next.size() < 16) {
                        next.push_back(head);
                        next.back().emplace_back(a.name, r);
                    }
            ways = std::move(next);
        }
    }
    for (const auto& w : ways)
        remember(made, fillWith(english, w));
}

template <class ArgList> std::string fillWith(std::string_view text, const ArgList& args) {
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == '{' && i + 1 < text.size() && text[i + 1] == '{') {
            out += '{';
            ++i;
            continue;
        }
        if (ch == '}' && i + 1 < text.size() && text[i + 1] == '}') {
            out += '}';
            ++i;
            continue;
        }
        if (ch == '{') {
            const auto close = text.find('}', i + 1);
            if (close != std::string_view::npos) {
                const std::string_view name = text.substr(i + 1, close - i - 1);
                const Placeholder* found = nullptr;
                for (const Placeholder& a : args)
                    if (a.name == name) {
                        found = &a;
                        break;
                    }
                if (found) {
                    out += found->value;
                    i = close;
                    continue;
                }
            }
        }
        out += ch;
    }
    return out;
}

// The translated text of a message before its placeholders are filled.
std::string_view lookup(std::string_view context, std::string_view one, std::string_view many, long long n, bool plural,
                        std::string& scratch) {
    const std::string code = language::current();
    const std::string_view english = plural && n != 1 ? many : one;
    if (code == "pseudo") {
        scratch = language::pseudo(english);
        return scratch;
    }
    if (const language::Catalogue* c = language::catalogue(code)) {
        if (const auto* forms = c->find(context, one)) {
            const std::size_t i = plural ? c->pluralIndex(n) : 0;
            if (i < forms->size() && !(*forms)[i].empty())
                return (*forms)[i];
        }
    }
    return english;
}

std::string translate(std::string_view context, std::string_view one, std::string_view many, long long n, bool plural,
                      Placeholders args) {
    std::string scratch;
    const std::string_view text = lookup(context, one, many, n, plural, scratch);
    if (!plural && args.size() == 0 && text.find('{') == std::string_view::npos &&
        text.find('}') == std::string_view::npos) {
        std::string made(text);
        if (g_recording.load(std::memory_order_relaxed))
            remember(made, std::string(one));
        return made;
    }
    const std::string_view english = plural && n != 1 ? many : one;
    if (plural) {
        // The count first: {n} always shows the number that chose the form, whatever args hold.
        std::vector<Placeholder> all;
        all.reserve(args.size() + 1);
        all.emplace_back("n", n);
        all.insert(all.end(), args.begin(), args.end());
        std::string made = fillWith(text, all);
        if (g_recording.load(std::memory_order_relaxed))
            rememberMessage(made, english, all);
        return made;
    }
    std::string made = fillWith(text, args);
    if (g_recording.load(std::memory_order_relaxed))
        rememberMessage(made, english, args);
    return made;
}

} // namespace

std::string tr(const char* msgid, Placeholders args) { return translate({}, msgid, msgid, 1, false, args); }

std::string trc(const char* context, const char* msgid, Placeholders args) {
    return translate(context, msgid, msgid, 1, false, args);
}

std::string trn(const char* one, const char* many, long long n, Placeholders args) {
    return translate({}, one, many, n, true, args);
}

std::string trnc(const char* context, const char* one, const char* many, long long n, Placeholders args) {
    return translate(context, one, many, n, true, args);
}

std::string trData(std::string_view context, std::string_view msgid) {
    std::string scratch;
    std::string made(lookup(context, msgid, msgid, 1, false, scratch));
    if (g_recording.load(std::memory_order_relaxed))
        remember(made, std::string(msgid));
    return made;
}

std::string trConvention(std::string_view context, std::string_view msgid) {
    std::string scratch;
    return std::string(lookup(context, msgid, msgid, 1, false, scratch));
}

std::string capitalise(std::string text) {
    // The first letter in upper case: an ASCII letter, or one of Latin-1's accented letters
    // (UTF-8 0xC3 0xA0-0xBE but the division sign: "é" -> "É", "ñ" -> "Ñ"), which is every
    // letter a word of our languages starts with.
    auto upper = [](std::string t) {
        if (!t.empty() && t[0] >= 'a' && t[0] <= 'z')
            t[0] = static_cast<char>(t[0] - 'a' + 'A');
        else if (t.size() >= 2 && static_cast<unsigned char>(t[0]) == 0xC3) {
            const auto b = static_cast<unsigned char>(t[1]);
            if (b >= 0xA0 && b <= 0xBE && b != 0xB7)
                t[1] = static_cast<char>(b - 0x20);
        }
        return t;
    };
    std::string made = upper(text);
    if (g_recording.load(std::memory_order_relaxed)) {
        std::string english = upper(firstReading(text));
        EnglishBook& b = englishBook();
        std::lock_guard l(b.lock);
        auto& list = b.readings[made];
        list.erase(std::remove(list.begin(), list.end(), english), list.end());
        list.insert(list.begin(), std::move(english));
    }
    return made;
}

namespace language {

void recordEnglish(bool on) { g_recording = on; }
bool recordingEnglish() { return g_recording; }

std::vector<std::string> englishReadings(const std::string& text) {
    EnglishBook& b = englishBook();
    std::lock_guard l(b.lock);
    return readingsOf(b, text);
}

} // namespace language

std::string fill(std::string_view text, Placeholders args) { return fillWith(text, args); }
std::string fill(std::string_view text, const std::vector<Placeholder>& args) { return fillWith(text, args); }

namespace {
// Whether a word starts with the sound of "i" or of "o" as Spanish spells them ("Inés", "Hilda",
// "Íñigo"; "Óscar", "Otto", "Hortensia"), where "y" becomes "e" and "o" becomes "u" ("Ana e
// Inés", "Eva u Óscar"); "hie-" and "hia-" start with a "y" sound and keep "y" ("Ana y Hierro").
bool startsLikeI(std::string_view w) {
    auto starts = [&w](std::string_view p) {
        if (w.size() < p.size())
            return false;
        for (std::size_t i = 0; i < p.size(); ++i)
            if (std::tolower(static_cast<unsigned char>(w[i])) != p[i])
                return false;
        return true;
    };
    if (starts("hie") || starts("hia") || starts("hio") || starts("hiu"))
        return false;
    return starts("i") || starts("hi") || w.starts_with("\u00ed") || w.starts_with("\u00cd") || starts("h\u00ed") ||
           w.starts_with("H\u00ed");
}
bool startsLikeO(std::string_view w) {
    auto lower = [&w](std::size_t i) { return std::tolower(static_cast<unsigned char>(w[i])); };
    if (!w.empty() && lower(0) == 'o')
        return true;
    if (w.size() >= 2 && lower(0) == 'h' && lower(1) == 'o')
        return true;
    return w.starts_with("\u00f3") || w.starts_with("\u00d3") || w.starts_with("h\u00f3") || w.starts_with("H\u00f3");
}

std::string joinList(const std::vector<std::string>& items, bool orList) {
    if (items.empty())
        return {};
    std::string s = items.back();
    if (items.size() >= 2) {
        const std::string& before = items[items.size() - 2];
        // The last word's first sound may change the joining word (Spanish "e", "u"): its own
        // messages, the same as the usual ones in the other languages.
        const std::string& last = items.back();
        if (orList)
            s = startsLikeO(last) ? trc("list, before an o sound", "{a} or {b}", {{"a", before}, {"b", s}})
                                  : trc("list", "{a} or {b}", {{"a", before}, {"b", s}});
        else
            s = startsLikeI(last) ? trc("list, before an i sound", "{a} and {b}", {{"a", before}, {"b", s}})
                                  : trc("list", "{a} and {b}", {{"a", before}, {"b", s}});
        for (std::size_t i = items.size() - 2; i-- > 0;)
            s = trc("list", "{a}, {b}", {{"a", items[i]}, {"b", s}});
    }
    return s;
}
} // namespace

std::string listAnd(const std::vector<std::string>& items) { return joinList(items, false); }
std::string listOr(const std::vector<std::string>& items) { return joinList(items, true); }

std::string sentences(const std::string& first, const std::string& next) {
    if (first.empty() || next.empty())
        return first.empty() ? next : first;
    return trc("sentences", "{first} {next}", {{"first", first}, {"next", next}});
}

} // namespace heist
