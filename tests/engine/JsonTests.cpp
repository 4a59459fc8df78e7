// The checked integer reads of engine/Json.hpp: payloads and game data come from files that
// may be damaged or forged, so a number that does not fit its C++ type must throw, never be
// cast (undefined behaviour), and every number that does fit must still read as before.
#include "engine/Json.hpp"

#include "tests/support/Catch.hpp"

#include <climits>

using heist::Json;

TEST_CASE("Json - integers that fit read back unchanged, negative ones included", "[engine]") {
    CHECK(Json(-2).get<int>() == -2);
    CHECK(Json(INT_MIN).get<int>() == INT_MIN);
    CHECK(Json(INT_MAX).get<int>() == INT_MAX);
    CHECK(Json(0).get<unsigned>() == 0u);
    CHECK(Json(4294967295ull).get<unsigned>() == 4294967295u);
    CHECK(Json(LLONG_MIN).get<long long>() == LLONG_MIN);
    CHECK(Json(ULLONG_MAX).get<unsigned long long>() == ULLONG_MAX);
    CHECK(Json::parse("3.0").get<int>() == 3);
    CHECK(Json::parse("-7.9").get<int>() == -7);
    CHECK(Json(true).get<int>() == 1);
    // Written values keep their sign.
    CHECK(Json(-5).dump() == "-5");
    CHECK(Json(7u).dump() == "7");
}

TEST_CASE("Json - a number that does not fit its type throws instead of wrapping", "[engine]") {
    using OutOfRange = Json::out_of_range;
    CHECK_THROWS_AS(Json(-1).get<unsigned>(), OutOfRange);
    CHECK_THROWS_AS(Json(-1).get<unsigned long long>(), OutOfRange);
    CHECK_THROWS_AS(Json(static_cast<long long>(INT_MAX) + 1).get<int>(), OutOfRange);
    CHECK_THROWS_AS(Json(static_cast<long long>(INT_MIN) - 1).get<int>(), OutOfRange);
    CHECK_THROWS_AS(Json(ULLONG_MAX).get<long long>(), OutOfRange);
    CHECK_THROWS_AS(Json::parse("1e40").get<int>(), OutOfRange);
    CHECK_THROWS_AS(Json::parse("-1e40").get<long long>(), OutOfRange);
    CHECK_THROWS_AS(Json::parse("2147483648.0").get<int>(), OutOfRange);
    CHECK_THROWS_AS(Json::parse("-0.5e1").get<unsigned>(), OutOfRange);
    CHECK_THROWS_AS(Json("7").get<int>(), Json::type_error);
}

TEST_CASE("Json - reading a missing key of a const object throws instead of misbehaving", "[engine]") {
    const Json object = Json::object({{"a", 1}});
    CHECK_THROWS(object["missing"]);
}
