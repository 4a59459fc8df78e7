#pragma once
// For the length of a scope the catalogue speaks another language; English again at its end.
#include "language/Language.hpp"
#include "tests/support/Catch.hpp"

namespace heist::test {

struct InLanguage {
    explicit InLanguage(const char* code) { REQUIRE(heist::language::setLanguage(code)); }
    ~InLanguage() { heist::language::setLanguage("en"); }
    InLanguage(const InLanguage&) = delete;
    InLanguage& operator=(const InLanguage&) = delete;
};

} // namespace heist::test
