#pragma once
// The one include of Catch2 in the tests: Debian 13 ships Catch2 3, Debian 12 Catch2 2.13, and
// the tests are written once for both. tests/CMakeLists.txt finds either and sets
// HEIST_CATCH2_MAJOR; the few names that moved between the two are given here under one
// spelling (Approx, containsText).
#if HEIST_CATCH2_MAJOR >= 3
#include <catch2/catch_approx.hpp>
#include <catch2/catch_session.hpp>
#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators_all.hpp>
#include <catch2/matchers/catch_matchers_string.hpp>
using Catch::Approx;
#else
// Catch2 2: one header; tests/main.cpp defines CATCH_CONFIG_RUNNER before it (Catch2's code).
#include <catch2/catch.hpp>
#endif

#include <string>

namespace heist::test {

// A matcher: the text contains `part` (Catch2 2's Contains, Catch2 3's ContainsSubstring).
inline auto containsText(const std::string& part) {
#if HEIST_CATCH2_MAJOR >= 3
    return Catch::Matchers::ContainsSubstring(part);
#else
    return Catch::Matchers::Contains(part);
#endif
}

} // namespace heist::test
