#pragma once
// A deal of secret cards: one card per seat, the rest a face-down deck in a stored
// order, and which seats have looked at their card. Cards are indexes into a table.
#include "components/Rng.hpp"

#include <deque>
#include <vector>

namespace heist::components {

struct HiddenDeal {
    std::vector<int> hands; // hands[seat] = card
    std::deque<int> deck;   // top first
    std::vector<bool> seen; // seen[seat]: the seat has looked at its card

    // A shuffled order of cardCount cards (Fisher-Yates).
    static std::vector<int> shuffledOrder(components::Rng& rng, int cardCount);
    // Seats take the first cards of the order in seat order; the rest form the deck.
    static HiddenDeal fromOrder(const std::vector<int>& order, int seats);

    int nextUnseen() const; // -1 when everyone has looked
    // Looks at the top card and puts it on the bottom; returns it.
    int peekTopToBottom();
};

} // namespace heist::components
