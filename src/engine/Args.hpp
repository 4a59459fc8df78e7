#pragma once
// Typed readers of an intent's arguments (ARCHITECTURE: "typed helpers that refuse a missing
// or wrongly typed field with a RuleError naming it"). Each reader checks type and range and
// returns either the value or a RuleError that names the field and what was given, e.g.
//   {"target":"x"} -> bad_seat: "target" must be a seat number from 0 to 4, not "x".
// Nothing here throws, whatever a script sends.
#include "engine/Json.hpp"
#include "engine/RuleError.hpp"
#include "engine/Words.hpp"

#include <optional>
#include <string>
#include <vector>

namespace heist::engine {

// A value or the refusal that explains why there is none.
template <class T>
class Arg {
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

class Args {
public:
    explicit Args(const Json& args) : m_args(args) {}

    // Present and not null.
    bool has(const char* key) const {
        return m_args.is_object() && m_args.contains(key) && !m_args[key].is_null();
    }

    // A seat number from 0 to players - 1.
    Arg<int> seat(const char* key, int players) const {
        if (!has(key))
            return RuleError{"bad_seat", std::string("Say which player with \"") + key +
                                             "\": a seat number from 0 to " + std::to_string(players - 1) + "."};
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

    // A list of distinct seats; absent or null is an empty list.
    Arg<std::vector<int>> seats(const char* key, int players) const {
        std::vector<int> out;
        if (!has(key))
            return out;
        const Json& list = m_args[key];
        if (!list.is_array())
            return RuleError{"bad_seat", std::string("\"") + key + "\" must be a list of seat numbers, not " +
                                             shown(list) + "."};
        for (const auto& v : list) {
            auto s = seatValue(key, v, players);
            if (!s)
                return s.error();
            for (int seen : out)
                if (seen == *s)
                    return RuleError{"bad_seat", std::string("\"") + key + "\" names seat " + std::to_string(*s) +
                                                     " twice."};
            out.push_back(*s);
        }
        return out;
    }

    // A whole number in [min, max]; `fallback` when absent (none: the field is required).
    Arg<int> integer(const char* key, int min, int max, std::optional<int> fallback, const char* code) const {
        const std::string range = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
        if (!has(key)) {
            if (fallback)
                return *fallback;
            return RuleError{code, std::string("Say \"") + key + "\": " + range + "."};
        }
        const Json& v = m_args[key];
        if (!v.is_number_integer())
            return RuleError{code, std::string("\"") + key + "\" must be " + range + ", not " + shown(v) + "."};
        const auto n = v.get<long long>();
        if (n < min || n > max)
            return RuleError{code, std::string("\"") + key + "\" must be " + range + ", not " + shown(v) + "."};
        return static_cast<int>(n);
    }

    // true or false; `fallback` when absent.
    Arg<bool> flag(const char* key, bool fallback) const {
        if (!has(key))
            return fallback;
        const Json& v = m_args[key];
        if (!v.is_boolean())
            return RuleError{"bad_arg", std::string("\"") + key + "\" is true or false, not " + shown(v) + "."};
        return v.get<bool>();
    }

    // One of the allowed strings; `fallback` when absent (none: required).
    Arg<std::string> choice(const char* key, const std::vector<std::string>& allowed,
                            std::optional<std::string> fallback, const char* code) const {
        std::vector<std::string> quoted;
        for (const auto& a : allowed)
            quoted.push_back("\"" + a + "\"");
        const std::string options = words::listOr(quoted);
        if (!has(key)) {
            if (fallback)
                return *fallback;
            return RuleError{code, std::string("Say \"") + key + "\": " + options + "."};
        }
        const Json& v = m_args[key];
        if (v.is_string())
            for (const auto& a : allowed)
                if (v.get<std::string>() == a)
                    return a;
        return RuleError{code, std::string("\"") + key + "\" is " + options + ", not " + shown(v) + "."};
    }

    // A string of any content; `fallback` when absent.
    Arg<std::string> text(const char* key, std::optional<std::string> fallback, const char* code) const {
        if (!has(key)) {
            if (fallback)
                return *fallback;
            return RuleError{code, std::string("Say \"") + key + "\"."};
        }
        const Json& v = m_args[key];
        if (!v.is_string())
            return RuleError{code, std::string("\"") + key + "\" must be text, not " + shown(v) + "."};
        return v.get<std::string>();
    }

    // The value as a script wrote it, cut short: "x" shows as "\"x\"", 5 as "5".
    static std::string shown(const Json& v) {
        std::string s = v.dump();
        if (s.size() > 24)
            s = s.substr(0, 21) + "...";
        return s;
    }

private:
    static Arg<int> seatValue(const char* key, const Json& v, int players) {
        const std::string range = "a seat number from 0 to " + std::to_string(players - 1);
        if (!v.is_number_integer())
            return RuleError{"bad_seat", std::string("\"") + key + "\" must be " + range + ", not " + shown(v) + "."};
        const auto n = v.get<long long>();
        if (n < 0 || n >= players)
            return RuleError{"bad_seat", std::string("\"") + key + "\" must be " + range + ", not " + shown(v) +
                                             ": there is no such seat."};
        return static_cast<int>(n);
    }

    const Json& m_args;
};

} // namespace heist::engine
