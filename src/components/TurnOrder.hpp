#pragma once
// Whose turn it is, clockwise by seat, and the round count.
namespace heist::components {

struct TurnOrder {
    int players = 0;
    int current = 0;
    int round = 1;

    int next() const { return players == 0 ? 0 : (current + 1) % players; }
    void advance() {
        current = next();
        if (current == 0)
            ++round;
    }
};

} // namespace heist::components
