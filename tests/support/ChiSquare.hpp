#pragma once
// The fairness tests' statistics: a chi-square sum and its upper 0.1% points.
#include <map>
#include <vector>

namespace heist::test {

// Upper 0.1% points of the chi-square distribution by degrees of freedom.
inline double chiSquareCritical(int dof) {
    static const std::map<int, double> table = {{1, 10.83}, {2, 13.82}, {3, 16.27},
                                                {4, 18.47}, {5, 20.52}, {15, 37.70}};
    return table.at(dof);
}

inline double chiSquare(const std::vector<int>& counts, double expected) {
    double chi = 0;
    for (int c : counts)
        chi += (c - expected) * (c - expected) / expected;
    return chi;
}

} // namespace heist::test
