#pragma once
// The one typed reader of an intent's arguments, used by every game (ARCHITECTURE: "typed
// helpers that refuse a missing or wrongly typed field with a RuleError naming it"). Each
// reader checks type and range and returns either the value or a RuleError in one wording:
//   missing:       Say "steps": a whole number from 1 to 6.
//                  Say who is the culprit ("culprit": a seat number from 0 to 4).
//   wrong:         "target" must be a seat number from 0 to 4, not "x".
// Nothing here throws, whatever a script sends; a handler that reads many fields in a row may
// use need() and catch Refused once (refusing()).
#include "engine/Json.hpp"
#include "engine/RuleError.hpp"
#include "engine/Words.hpp" // not used here: kept while games reach words:: through this header
#include "language/Translate.hpp"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace heist::engine {

// A value or the refusal that explains why there is none.
template <class T> class Arg {
public:
    Arg(T value) : m_value(std::move(value)) {}
    Arg(RuleError error) : m_error(std::move(error)) {}
    explicit operator bool() const { return m_value.has_value(); }
    const T& operator*() const { return *m_value; }
    const T* operator->() const { return &*m_value; }
    const RuleError& error() const { return m_error; }

private:
    std::optional<T> m_value;
    RuleError m_error;
};

// Thrown by need() for a refused argument; refusing() turns it back into the RuleError.
struct Refused {
    RuleError error;
};

// The value (a copy, so that it outlives the Arg), or throws Refused with the reader's RuleError.
template <class T> T need(const Arg<T>& arg) {
    if (!arg)
        throw Refused{arg.error()};
    return *arg;
}

// Runs fn (which returns a Resolved-like variant) and turns a Refused into its RuleError.
template <class Fn> auto refusing(Fn fn) -> decltype(fn()) {
    try {
        return fn();
    } catch (const Refused& r) {
        return r.error;
    }
}

class Args {
public:
    // The codes of the two refusals every reader gives, unless the caller names its own.
    static constexpr const char* kMissing = "missing_argument";
    static constexpr const char* kBad = "bad_argument";

    explicit Args(const Json& args) : m_args(args) {}

    // The words of the two refusals, for a game that reads a shape of its own (a list of cards,
    // a room) so that it says them the same way. `what` (optional) says what the field is for.
    static RuleError missing(const char* key, const std::string& expected, const char* code = kMissing,
                             const std::string& what = {}) {
        // TRANSLATORS: a refusal of a script's or phone's entry; {key} is a field name that
        // stays in English, {expected} a description such as "a whole number from 1 to 6".
        if (what.empty())
            return RuleError{code, tr("Say \"{key}\": {expected}.", {{"key", key}, {"expected", expected}})};
        // TRANSLATORS: {what} says what the field is for, such as "which player".
        return RuleError{
            code, tr("Say {what} (\"{key}\": {expected}).", {{"what", what}, {"key", key}, {"expected", expected}})};
    }
    static RuleError wrong(const char* key, const std::string& expected, const Json& given, const char* code = kBad) {
        return RuleError{code, tr("\"{key}\" must be {expected}, not {given}.",
                                  {{"key", key}, {"expected", expected}, {"given", shown(given)}})};
    }

    // Present and not null.
    bool has(const char* key) const { return m_args.is_object() && m_args.contains(key) && !m_args[key].is_null(); }
    const Json& json() const { return m_args; }

    // Refuses a field the intent does not take (a misspelt "accomplice" must not be ignored).
    std::optional<RuleError> only(std::initializer_list<const char*> keys) const {
        if (!m_args.is_object())
            return std::nullopt;
        for (const auto& item : m_args.items()) {
            bool known = false;
            for (const char* k : keys)
                known = known || item.key() == k;
            if (!known)
                return RuleError{"unknown_argument",
                                 tr("\"{key}\" is not something this action takes.", {{"key", item.key()}})};
        }
        return std::nullopt;
    }

    // A seat number from 0 to players - 1; `what` says whom the table is asked for.
    Arg<int> seat(const char* key, int players, const std::string& what = {}) const {
        if (!has(key))
            return missing(key, seatRange(players), kMissing, what.empty() ? tr("which player") : what);
        return seatValue(key, m_args[key], players);
    }

    // A seat, or nothing when the field is absent or null.
    Arg<std::optional<int>> optionalSeat(const char* key, int players) const {
        if (!has(key))
            return std::optional<int>();
        auto s = seatValue(key, m_args[key], players);
        if (!s)
            return s.error();
        return std::optional<int>(*s);
    }

    // A list of distinct seats; absent or null is an empty list. A seat named twice is refused,
    // or, with `repeatsDropped`, counted once (the list comes back sorted then).
    Arg<std::vector<int>> seats(const char* key, int players, bool repeatsDropped = false) const {
        std::vector<int> out;
        if (!has(key))
            return out;
        const Json& list = m_args[key];
        if (!list.is_array())
            return wrong(key, tr("a list of seat numbers from 0 to {max}", {{"max", players - 1}}), list, "bad_seat");
        for (const auto& v : list) {
            auto s = seatValue(key, v, players);
            if (!s)
                return s.error();
            bool seen = false;
            for (int earlier : out)
                seen = seen || earlier == *s;
            if (seen && !repeatsDropped)
                return RuleError{"bad_seat", tr("\"{key}\" names seat {seat} twice.", {{"key", key}, {"seat", *s}})};
            if (!seen)
                out.push_back(*s);
        }
        if (repeatsDropped)
            std::sort(out.begin(), out.end());
        return out;
    }

    // A whole number in [min, max]; `fallback` when absent (none: the field is required).
    Arg<int> integer(const char* key, int min, int max, std::optional<int> fallback, const char* code = kBad,
                     const std::string& what = {}) const {
        const std::string range = tr("a whole number from {min} to {max}", {{"min", min}, {"max", max}});
        if (!has(key)) {
            if (fallback)
                return *fallback;
            return missing(key, range, code == std::string(kBad) ? kMissing : code, what);
        }
        const Json& v = m_args[key];
        if (!v.is_number_integer() || v.get<long long>() < min || v.get<long long>() > max)
            return wrong(key, range, v, code);
        return static_cast<int>(v.get<long long>());
    }

    // A whole number whose range the rules check later, with their own words (a die count, a
    // price); `fallback` when absent. Numbers beyond a million are refused here.
    Arg<int> wholeNumber(const char* key, std::optional<int> fallback, const std::string& what = {}) const {
        if (!has(key)) {
            if (fallback)
                return *fallback;
            return missing(key, tr("a whole number"), kMissing, what);
        }
        const Json& v = m_args[key];
        if (!v.is_number_integer() || v.get<long long>() < -1000000 || v.get<long long>() > 1000000)
            return wrong(key, tr("a whole number"), v);
        return static_cast<int>(v.get<long long>());
    }

    // true or false; `fallback` when absent.
    Arg<bool> flag(const char* key, bool fallback, const char* code = kBad) const {
        if (!has(key))
            return fallback;
        const Json& v = m_args[key];
        if (!v.is_boolean())
            return wrong(key, tr("true or false"), v, code);
        return v.get<bool>();
    }

    // One of the allowed strings; `fallback` when absent (none: required).
    Arg<std::string> choice(const char* key, const std::vector<std::string>& allowed,
                            std::optional<std::string> fallback, const char* code = kBad) const {
        std::vector<std::string> quoted;
        for (const auto& a : allowed)
            quoted.push_back("\"" + a + "\"");
        const std::string options = heist::listOr(quoted);
        if (!has(key)) {
            if (fallback)
                return *fallback;
            return missing(key, options, code == std::string(kBad) ? kMissing : code);
        }
        const Json& v = m_args[key];
        if (v.is_string())
            for (const auto& a : allowed)
                if (v.get<std::string>() == a)
                    return a;
        return wrong(key, options, v, code);
    }

    // A string of any content; `fallback` when absent.
    Arg<std::string> text(const char* key, std::optional<std::string> fallback, const char* code = kBad,
                          const std::string& what = {}) const {
        if (!has(key)) {
            if (fallback)
                return *fallback;
            return missing(key, tr("text in quotes"), code == std::string(kBad) ? kMissing : code, what);
        }
        const Json& v = m_args[key];
        if (!v.is_string())
            return wrong(key, tr("text in quotes"), v, code);
        return v.get<std::string>();
    }

    // An object (a nested set of fields), or nothing when absent.
    Arg<std::optional<Json>> object(const char* key) const {
        if (!has(key))
            return std::optional<Json>();
        const Json& v = m_args[key];
        if (!v.is_object())
            return wrong(key, tr("an object of named fields"), v);
        return std::optional<Json>(v);
    }

    // The value as a script wrote it, cut short: "x" shows as "\"x\"", 5 as "5".
    static std::string shown(const Json& v) {
        std::string s = v.dump();
        if (s.size() > 24)
            s = s.substr(0, 21) + "...";
        return s;
    }

private:
    static std::string seatRange(int players) { return tr("a seat number from 0 to {max}", {{"max", players - 1}}); }

    static Arg<int> seatValue(const char* key, const Json& v, int players) {
        if (!v.is_number_integer())
            return wrong(key, seatRange(players), v, "bad_seat");
        const auto n = v.get<long long>();
        if (n < 0 || n >= players)
            return RuleError{"bad_seat", tr("\"{key}\" must be {expected}, not {given}: there is no such seat.",
                                            {{"key", key}, {"expected", seatRange(players)}, {"given", shown(v)}})};
        return static_cast<int>(n);
    }

    const Json& m_args;
};

} // namespace heist::engine
