// engine::EnumIds: one table an enum's ids are written in and read back from.
#include "tests/support/Catch.hpp"

#include "engine/EnumIds.hpp"

#include <string>

namespace {

enum class Light { Off, Dim, Bright };

constexpr heist::engine::EnumIds<Light, 3> kLightIds{
    {{{Light::Off, "off"}, {Light::Dim, "dim"}, {Light::Bright, "bright"}}}};

} // namespace

TEST_CASE("Enum ids - every value is written as its id and read back as itself", "[engine][enum-ids]") {
    for (const auto& [value, id] : kLightIds) {
        CHECK(std::string(kLightIds.id(value)) == id);
        REQUIRE(kLightIds.from(id).has_value());
        CHECK(*kLightIds.from(id) == value);
    }
    CHECK(std::string(kLightIds.id(Light::Dim)) == "dim");
    CHECK(kLightIds.size() == 3);
}

TEST_CASE("Enum ids - a word that is not an id reads as nothing, and ids are matched exactly", "[engine][enum-ids]") {
    CHECK_FALSE(kLightIds.from("").has_value());
    CHECK_FALSE(kLightIds.from("Dim").has_value());
    CHECK_FALSE(kLightIds.from("dim ").has_value());
    CHECK_FALSE(kLightIds.from("?").has_value());
    static_assert(kLightIds.from("bright") == Light::Bright);
}
