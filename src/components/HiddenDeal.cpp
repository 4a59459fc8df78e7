#include "components/HiddenDeal.hpp"

#include <numeric>
#include <stdexcept>

namespace heist::components {

std::vector<int> HiddenDeal::shuffledOrder(components::Rng& rng, int cardCount) {
    std::vector<int> order(static_cast<std::size_t>(cardCount));
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order);
    return order;
}

HiddenDeal HiddenDeal::fromOrder(const std::vector<int>& order, int seats) {
    if (seats < 0 || static_cast<std::size_t>(seats) > order.size())
        throw std::invalid_argument("more seats than cards");
    HiddenDeal deal;
    deal.hands.assign(order.begin(), order.begin() + seats);
    deal.deck.assign(order.begin() + seats, order.end());
    deal.seen.assign(static_cast<std::size_t>(seats), false);
    return deal;
}

int HiddenDeal::nextUnseen() const {
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (!seen[i])
            return static_cast<int>(i);
    return -1;
}

int HiddenDeal::peekTopToBottom() {
    const int card = deck.front();
    deck.pop_front();
    deck.push_back(card);
    return card;
}

} // namespace heist::components
