#pragma once
// Small English helpers for the sentences the app prints (history, results, refusals,
// reminders): "a"/"an" by the sound of the next word, counted nouns ("1 gem", "2 Rubies"),
// lists ("Ann, Bob and Cy") and one full stop at the end of a sentence. Every game uses
// these instead of gluing "a " or "s" onto words by hand.
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace heist::engine::words {

namespace detail {

inline std::string lower(std::string_view s) {
    std::string out(s);
    for (auto& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

inline bool startsWith(const std::string& s, std::string_view prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

} // namespace detail

// "an" before a vowel sound ("an Emerald", "an hour", "an 8"), "a" otherwise ("a Ruby",
// "a unicorn", "a one-turn lock").
inline std::string article(std::string_view word) {
    const std::string w = detail::lower(word);
    if (w.empty())
        return "a";
    // Digits: 8, 11, 18, 80... are said with a vowel sound.
    if (std::isdigit(static_cast<unsigned char>(w[0]))) {
        std::size_t digits = 0;
        while (digits < w.size() && std::isdigit(static_cast<unsigned char>(w[digits])))
            ++digits;
        if (w[0] == '8')
            return "an";
        if ((digits == 2 || digits == 5) && detail::startsWith(w, "1") && (w[1] == '1' || w[1] == '8'))
            return "an";
        return "a";
    }
    for (std::string_view silentH : {"hour", "honest", "honour", "honor", "heir"})
        if (detail::startsWith(w, silentH))
            return "an";
    for (std::string_view yooOrWuh :
         {"one", "once", "unic", "unif", "union", "unit", "univ", "use", "usu", "uti", "eu", "ewe", "ure"})
        if (detail::startsWith(w, yooOrWuh))
            return "a";
    return std::string_view("aeiou").find(w[0]) != std::string_view::npos ? "an" : "a";
}

// "an Emerald", "a Ruby".
inline std::string withArticle(std::string_view word) { return article(word) + " " + std::string(word); }

// "Ruby" -> "Rubies", "gem" -> "gems", "box" -> "boxes". Uncounted nouns are left to callers
// (pass the plural to count()).
inline std::string plural(std::string_view singular) {
    std::string s(singular);
    if (s.empty())
        return s;
    const std::string w = detail::lower(s);
    const auto endsWith = [&](std::string_view tail) {
        return w.size() >= tail.size() && w.compare(w.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (w.size() >= 2 && endsWith("y") && std::string_view("aeiou").find(w[w.size() - 2]) == std::string_view::npos)
        return s.substr(0, s.size() - 1) + "ies";
    if (endsWith("s") || endsWith("x") || endsWith("z") || endsWith("ch") || endsWith("sh"))
        return s + "es";
    return s + "s";
}

// "1 gem", "2 gems", "0 gems"; with a plural for irregular nouns: count(2, "Money card").
inline std::string count(long long n, std::string_view singular, std::string_view pluralForm = {}) {
    const std::string many = pluralForm.empty() ? plural(singular) : std::string(pluralForm);
    return std::to_string(n) + " " + (n == 1 || n == -1 ? std::string(singular) : many);
}

// "Ann", "Ann and Bob", "Ann, Bob and Cy".
inline std::string listAnd(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

// "knife or gun", "steal, push, trade or whisper".
inline std::string listOr(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? " or " : ", ";
        out += items[i];
    }
    return out;
}

// The sentence with exactly one closing mark: "6 a.m." stays "6 a.m.", "Done" becomes "Done.",
// "Who?" and "Go!" are left alone.
inline std::string sentence(std::string text) {
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
    if (text.empty())
        return text;
    const char last = text.back();
    if (last == '.' || last == '!' || last == '?' || last == ':')
        return text;
    return text + ".";
}

// "Boat" -> "boat" (ASCII letters only).
inline std::string lowercase(std::string_view text) { return detail::lower(text); }

// The first letter in upper case (ASCII), for a sentence that starts with a word.
inline std::string capitalised(std::string text) {
    if (!text.empty())
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

} // namespace heist::engine::words
