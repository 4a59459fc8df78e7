#include "components/Rng.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>
#include <map>
#include <numeric>

using heist::components::Rng;

TEST_CASE("Rng - the same seed and sequence number give the same draws", "[components]") {
    Rng a = Rng::forEvent(42, 3), b = Rng::forEvent(42, 3), c = Rng::forEvent(42, 4);
    std::vector<std::uint64_t> da, db, dc;
    for (int i = 0; i < 20; ++i) {
        da.push_back(a.below(1000));
        db.push_back(b.below(1000));
        dc.push_back(c.below(1000));
    }
    CHECK(da == db);
    CHECK(da != dc);
}

TEST_CASE("Rng - draws below n are uniform (chi-square)", "[components]") {
    Rng rng(2026);
    const int n = 6, draws = 60000;
    std::vector<int> counts(n, 0);
    for (int i = 0; i < draws; ++i) {
        auto x = rng.below(n);
        REQUIRE(x < static_cast<std::uint64_t>(n));
        ++counts[x];
    }
    const double expected = double(draws) / n;
    double chi2 = 0;
    for (int c : counts)
        chi2 += (c - expected) * (c - expected) / expected;
    // 5 degrees of freedom: p = 0.001 at 20.52.
    CHECK(chi2 < 20.52);
}

TEST_CASE("Rng - a shuffle is a permutation and every position is reachable", "[components]") {
    Rng rng(9);
    std::map<int, int> firstCounts;
    for (int t = 0; t < 5000; ++t) {
        std::vector<int> v(10);
        std::iota(v.begin(), v.end(), 0);
        rng.shuffle(v);
        auto sorted = v;
        std::sort(sorted.begin(), sorted.end());
        REQUIRE(sorted == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
        ++firstCounts[v[0]];
    }
    REQUIRE(firstCounts.size() == 10);
    double chi2 = 0;
    for (auto [k, c] : firstCounts)
        chi2 += (c - 500.0) * (c - 500.0) / 500.0;
    CHECK(chi2 < 27.88); // 9 dof, p = 0.001
}
