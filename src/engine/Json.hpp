#pragma once
// The JSON value type used for event payloads, intent arguments and views.
//
// nlohmann::json checks its preconditions with JSON_ASSERT, which is assert() and so nothing
// in a release build: reading a missing key of a const object with operator[] is then
// undefined behaviour. Payloads come from a file that may be damaged or forged (fuzzing the
// session loader found exactly that), so here a broken precondition throws instead, and the
// loader reports the session as unreadable.
#include <stdexcept>

namespace heist::json_detail {
// Out of line so that a check inside one of nlohmann's noexcept functions ends the program
// (as assert() would in a debug build) instead of warning at every use.
[[noreturn]] void preconditionFailed(const char* what);
} // namespace heist::json_detail

#ifndef JSON_ASSERT
#define JSON_ASSERT(x)                                                                                                 \
    do {                                                                                                               \
        if (!(x))                                                                                                      \
            ::heist::json_detail::preconditionFailed(#x);                                                              \
    } while (false)
#endif

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <string>

namespace heist::json_detail {

// nlohmann converts a float to an integer with a plain cast, undefined behaviour when it
// does not fit (1e40 as a seat: found by fuzzing the game data). Integers are read here
// with their range checked; what does not fit throws json::out_of_range (406).
template <typename T> T checkedInteger(const nlohmann::json& j) {
    using Limits = std::numeric_limits<T>;
    switch (j.type()) {
    case nlohmann::json::value_t::number_integer: {
        const auto v = j.get_ref<const nlohmann::json::number_integer_t&>();
        const bool fits =
            Limits::is_signed
                ? (v >= static_cast<long long>(Limits::min()) &&
                   (v < 0 || static_cast<unsigned long long>(v) <= static_cast<unsigned long long>(Limits::max())))
                : (v >= 0 && static_cast<unsigned long long>(v) <= static_cast<unsigned long long>(Limits::max()));
        if (!fits)
            throw nlohmann::json::out_of_range::create(406, "the number " + std::to_string(v) + " is out of range here",
                                                       &j);
        return static_cast<T>(v);
    }
    case nlohmann::json::value_t::number_unsigned: {
        const auto v = j.get_ref<const nlohmann::json::number_unsigned_t&>();
        if (v > static_cast<unsigned long long>(Limits::max()))
            throw nlohmann::json::out_of_range::create(406, "the number " + std::to_string(v) + " is out of range here",
                                                       &j);
        return static_cast<T>(v);
    }
    case nlohmann::json::value_t::number_float: {
        const double d = j.get_ref<const nlohmann::json::number_float_t&>();
        // Both bounds as doubles: min() is exact, max() + 1 is a power of two, exact too.
        const double lo = static_cast<double>(Limits::min());
        const double hiExclusive = (static_cast<double>(Limits::max() / 2 + 1)) * 2.0;
        if (!std::isfinite(d) || d < lo || d >= hiExclusive)
            throw nlohmann::json::out_of_range::create(406, "the number " + std::to_string(d) + " is out of range here",
                                                       &j);
        return static_cast<T>(d);
    }
    case nlohmann::json::value_t::boolean: return static_cast<T>(j.get_ref<const nlohmann::json::boolean_t&>());
    default:
        throw nlohmann::json::type_error::create(302, std::string("type must be number, but is ") + j.type_name(), &j);
    }
}

template <typename T> struct CheckedIntegerSerializer {
    static void from_json(const nlohmann::json& j, T& v) { v = checkedInteger<T>(j); }
    static void to_json(nlohmann::json& j, T v) {
        if constexpr (std::numeric_limits<T>::is_signed)
            nlohmann::detail::external_constructor<nlohmann::json::value_t::number_integer>::construct(
                j, static_cast<nlohmann::json::number_integer_t>(v));
        else
            nlohmann::detail::external_constructor<nlohmann::json::value_t::number_unsigned>::construct(
                j, static_cast<nlohmann::json::number_unsigned_t>(v));
    }
};

} // namespace heist::json_detail

namespace nlohmann {
template <> struct adl_serializer<int> : heist::json_detail::CheckedIntegerSerializer<int> {};
template <> struct adl_serializer<unsigned> : heist::json_detail::CheckedIntegerSerializer<unsigned> {};
template <> struct adl_serializer<long> : heist::json_detail::CheckedIntegerSerializer<long> {};
template <> struct adl_serializer<unsigned long> : heist::json_detail::CheckedIntegerSerializer<unsigned long> {};
template <> struct adl_serializer<long long> : heist::json_detail::CheckedIntegerSerializer<long long> {};
template <>
struct adl_serializer<unsigned long long> : heist::json_detail::CheckedIntegerSerializer<unsigned long long> {};
} // namespace nlohmann

namespace heist {
using Json = nlohmann::json;
}
