#include "components/PokerHand.hpp"

#include "language/Translate.hpp"

#include <algorithm>
#include <bit>
#include <cctype>

namespace heist::components {
namespace {

constexpr unsigned kWheel = (1u << 14) | (1u << 5) | (1u << 4) | (1u << 3) | (1u << 2);

HandRank make(Category c, std::initializer_list<int> ranks) {
    HandRank r = static_cast<HandRank>(c);
    int n = 0;
    for (int v : ranks) {
        r = (r << 4) | static_cast<HandRank>(v);
        ++n;
    }
    for (; n < 5; ++n)
        r <<= 4;
    return r;
}

HandRank make(Category c, const int* ranks, int n) {
    HandRank r = static_cast<HandRank>(c);
    for (int i = 0; i < 5; ++i)
        r = (r << 4) | static_cast<HandRank>(i < n ? ranks[i] : 0);
    return r;
}

// The top card of the straight the five distinct ranks in mask make, or 0.
int straightTop(unsigned mask) {
    if (mask == kWheel)
        return 5;
    const int low = std::countr_zero(mask);
    return (mask >> low) == 0x1Fu ? low + 4 : 0;
}

int nibble(HandRank r, int i) { return static_cast<int>((r >> (16 - 4 * i)) & 0xF); }

} // namespace

HandRank evaluate(const Five& hand) {
    std::uint8_t counts[15] = {};
    unsigned mask = 0;
    bool flush = true;
    for (const Card& c : hand) {
        ++counts[c.rank];
        mask |= 1u << c.rank;
        flush &= c.suit == hand[0].suit;
    }
    if (std::popcount(mask) == 5) {
        int desc[5];
        int n = 0;
        for (unsigned m = mask; m; m &= m - 1)
            desc[4 - n++] = std::countr_zero(m);
        if (const int top = straightTop(mask))
            return make(flush ? Category::StraightFlush : Category::Straight, {top});
        return make(flush ? Category::Flush : Category::HighCard, desc, 5);
    }
    // Groups: ranks ordered by how many of them, then by rank, highest first.
    int groups[5];
    int n = 0;
    for (unsigned m = mask; m; m &= m - 1) {
        const int r = std::countr_zero(m);
        int i = n++;
        // Insert keeping (count desc, rank desc); ranks arrive ascending.
        while (i > 0 && counts[groups[i - 1]] <= counts[r]) {
            groups[i] = groups[i - 1];
            --i;
        }
        groups[i] = r;
    }
    const int most = counts[groups[0]];
    Category c = Category::OnePair;
    if (most == 5)
        c = Category::FiveOfAKind;
    else if (most == 4)
        c = Category::FourOfAKind;
    else if (most == 3)
        c = n == 2 ? Category::FullHouse : Category::ThreeOfAKind;
    else if (n == 3)
        c = Category::TwoPair;
    // Mixed decks: a flush can hold a pair or two; the flush is the stronger reading unless
    // the groups make a full house or better.
    if (flush && c < Category::Flush) {
        int desc[5];
        int k = 0;
        for (int r = 14; r >= 2; --r)
            for (int j = 0; j < counts[r]; ++j)
                desc[k++] = r;
        return make(Category::Flush, desc, 5);
    }
    return make(c, groups, n);
}

// Rank, suit and hand names are the language's own card words (context "cards"); the
// plural ranks are words of their own ("sixes"), never built with an "s".
std::string rankName(int rank, bool plural) {
    if (rank < 2 || rank > 14)
        return "?";
    if (plural) {
        switch (rank) {
        case 2: return trc("cards", "twos");
        case 3: return trc("cards", "threes");
        case 4: return trc("cards", "fours");
        case 5: return trc("cards", "fives");
        case 6: return trc("cards", "sixes");
        case 7: return trc("cards", "sevens");
        case 8: return trc("cards", "eights");
        case 9: return trc("cards", "nines");
        case 10: return trc("cards", "tens");
        case 11: return trc("cards", "jacks");
        case 12: return trc("cards", "queens");
        case 13: return trc("cards", "kings");
        default: return trc("cards", "aces");
        }
    }
    switch (rank) {
    case 2: return trc("cards", "two");
    case 3: return trc("cards", "three");
    case 4: return trc("cards", "four");
    case 5: return trc("cards", "five");
    case 6: return trc("cards", "six");
    case 7: return trc("cards", "seven");
    case 8: return trc("cards", "eight");
    case 9: return trc("cards", "nine");
    case 10: return trc("cards", "ten");
    case 11: return trc("cards", "jack");
    case 12: return trc("cards", "queen");
    case 13: return trc("cards", "king");
    default: return trc("cards", "ace");
    }
}

std::string suitName(int suit) {
    switch (suit) {
    case 0: return trc("cards", "clubs");
    case 1: return trc("cards", "diamonds");
    case 2: return trc("cards", "hearts");
    case 3: return trc("cards", "spades");
    }
    return "?";
}

std::string categoryName(Category c) {
    switch (c) {
    case Category::HighCard: return trc("cards", "High card");
    case Category::OnePair: return trc("cards", "One pair");
    case Category::TwoPair: return trc("cards", "Two pair");
    case Category::ThreeOfAKind: return trc("cards", "Three of a kind");
    case Category::Straight: return trc("cards", "Straight");
    case Category::Flush: return trc("cards", "Flush");
    case Category::FullHouse: return trc("cards", "Full house");
    case Category::FourOfAKind: return trc("cards", "Four of a kind");
    case Category::StraightFlush: return trc("cards", "Straight flush");
    case Category::FiveOfAKind: return trc("cards", "Five of a kind");
    }
    return "?";
}

// One whole message per kind of hand, the ranks named in it: {rank} is a single rank
// ("king"), {ranks} a plural one ("kings").
std::string handName(HandRank r) {
    const int a = nibble(r, 0), b = nibble(r, 1);
    switch (categoryOf(r)) {
    case Category::HighCard: return trc("cards", "High card, {rank}", {{"rank", rankName(a)}});
    case Category::OnePair: return trc("cards", "One pair, {ranks}", {{"ranks", rankName(a, true)}});
    case Category::TwoPair:
        return trc("cards", "Two pair, {top} and {second}",
                   {{"top", rankName(a, true)}, {"second", rankName(b, true)}});
    case Category::ThreeOfAKind: return trc("cards", "Three of a kind, {ranks}", {{"ranks", rankName(a, true)}});
    case Category::Straight: return trc("cards", "Straight, {rank} high", {{"rank", rankName(a)}});
    case Category::Flush: return trc("cards", "Flush, {rank} high", {{"rank", rankName(a)}});
    case Category::FullHouse:
        return trc("cards", "Full house, {three} over {pair}",
                   {{"three", rankName(a, true)}, {"pair", rankName(b, true)}});
    case Category::FourOfAKind: return trc("cards", "Four of a kind, {ranks}", {{"ranks", rankName(a, true)}});
    case Category::StraightFlush:
        return a == 14 ? trc("cards", "Royal flush")
                       : trc("cards", "Straight flush, {rank} high", {{"rank", rankName(a)}});
    case Category::FiveOfAKind: return trc("cards", "Five of a kind, {ranks}", {{"ranks", rankName(a, true)}});
    }
    return "?";
}

namespace {

// "{hand}, beats a flush": the winner's name and the losing hand's kind, as one message.
std::string beatsKind(const std::string& hand, Category loser, int loserTop) {
    switch (loser) {
    case Category::HighCard:
        return trc("cards", "{hand}, beats {rank} high", {{"hand", hand}, {"rank", rankName(loserTop)}});
    case Category::OnePair: return trc("cards", "{hand}, beats a pair", {{"hand", hand}});
    case Category::TwoPair: return trc("cards", "{hand}, beats two pair", {{"hand", hand}});
    case Category::ThreeOfAKind: return trc("cards", "{hand}, beats three of a kind", {{"hand", hand}});
    case Category::Straight: return trc("cards", "{hand}, beats a straight", {{"hand", hand}});
    case Category::Flush: return trc("cards", "{hand}, beats a flush", {{"hand", hand}});
    case Category::FullHouse: return trc("cards", "{hand}, beats a full house", {{"hand", hand}});
    case Category::FourOfAKind: return trc("cards", "{hand}, beats four of a kind", {{"hand", hand}});
    case Category::StraightFlush: return trc("cards", "{hand}, beats a straight flush", {{"hand", hand}});
    case Category::FiveOfAKind: return trc("cards", "{hand}, beats five of a kind", {{"hand", hand}});
    }
    return hand;
}

// "{hand}, beats a pair of sevens": the losing hand of the same kind, named in full; with
// kicker (the first card that differs, winner's then loser's) when the names are the same.
std::string beatsSameKind(const std::string& hand, HandRank loser, int win = 0, int lose = 0) {
    const int a = nibble(loser, 0), b = nibble(loser, 1);
    const bool k = win > 0;
    const std::string rank = rankName(a), ranks = rankName(a, true), second = rankName(b, true);
    const std::string w = k ? rankName(win) : std::string(), l = k ? rankName(lose) : std::string();
    switch (categoryOf(loser)) {
    case Category::HighCard:
        return k ? trc("cards", "{hand}, beats {rank} high on the higher card: {winning} against {losing}",
                       {{"hand", hand}, {"rank", rank}, {"winning", w}, {"losing", l}})
                 : trc("cards", "{hand}, beats {rank} high", {{"hand", hand}, {"rank", rank}});
    case Category::OnePair:
        return k ? trc("cards", "{hand}, beats a pair of {ranks} on the higher card: {winning} against {losing}",
                       {{"hand", hand}, {"ranks", ranks}, {"winning", w}, {"losing", l}})
                 : trc("cards", "{hand}, beats a pair of {ranks}", {{"hand", hand}, {"ranks", ranks}});
    case Category::TwoPair:
        return k ? trc("cards",
                       "{hand}, beats two pair, {top} and {second}, on the higher card: {winning} against {losing}",
                       {{"hand", hand}, {"top", ranks}, {"second", second}, {"winning", w}, {"losing", l}})
                 : trc("cards", "{hand}, beats two pair, {top} and {second}",
                       {{"hand", hand}, {"top", ranks}, {"second", second}});
    case Category::ThreeOfAKind:
        return k ? trc("cards", "{hand}, beats three {ranks} on the higher card: {winning} against {losing}",
                       {{"hand", hand}, {"ranks", ranks}, {"winning", w}, {"losing", l}})
                 : trc("cards", "{hand}, beats three {ranks}", {{"hand", hand}, {"ranks", ranks}});
    case Category::Straight:
        return trc("cards", "{hand}, beats a straight ({rank} high)", {{"hand", hand}, {"rank", rank}});
    case Category::Flush:
        return k ? trc("cards", "{hand}, beats a flush ({rank} high) on the higher card: {winning} against {losing}",
                       {{"hand", hand}, {"rank", rank}, {"winning", w}, {"losing", l}})
                 : trc("cards", "{hand}, beats a flush ({rank} high)", {{"hand", hand}, {"rank", rank}});
    case Category::FullHouse:
        return trc("cards", "{hand}, beats a full house, {three} over {pair}",
                   {{"hand", hand}, {"three", ranks}, {"pair", second}});
    case Category::FourOfAKind:
        return k ? trc("cards", "{hand}, beats four {ranks} on the higher card: {winning} against {losing}",
                       {{"hand", hand}, {"ranks", ranks}, {"winning", w}, {"losing", l}})
                 : trc("cards", "{hand}, beats four {ranks}", {{"hand", hand}, {"ranks", ranks}});
    case Category::StraightFlush:
        return trc("cards", "{hand}, beats a straight flush ({rank} high)", {{"hand", hand}, {"rank", rank}});
    case Category::FiveOfAKind: return trc("cards", "{hand}, beats five {ranks}", {{"hand", hand}, {"ranks", ranks}});
    }
    return hand;
}

} // namespace

std::string beatsInWords(HandRank winner, HandRank loser) {
    if (winner == loser)
        return trc("cards", "Tie: nothing happens (both hands: {hand}, card for card)", {{"hand", handName(winner)}});
    if (winner < loser)
        std::swap(winner, loser);
    const std::string w = handName(winner);
    if (categoryOf(winner) != categoryOf(loser))
        return beatsKind(w, categoryOf(loser), nibble(loser, 0));
    if (w != handName(loser))
        return beatsSameKind(w, loser);
    // Same name: the first card that differs decides (a kicker, or a lower card of a flush).
    for (int i = 0; i < 5; ++i)
        if (nibble(winner, i) != nibble(loser, i))
            return beatsSameKind(w, loser, nibble(winner, i), nibble(loser, i));
    return w;
}

std::optional<Card> parseCard(const std::string& text) {
    std::string t;
    for (char ch : text)
        if (!std::isspace(static_cast<unsigned char>(ch)))
            t += ch;
    int suit = -1;
    // The suit: a letter, or one of the UTF-8 suit symbols (three bytes each).
    static const std::pair<const char*, int> symbols[] = {{"\u2663", 0}, {"\u2667", 0}, {"\u2666", 1}, {"\u2662", 1},
                                                          {"\u2665", 2}, {"\u2661", 2}, {"\u2660", 3}, {"\u2664", 3}};
    for (const auto& [sym, s] : symbols) {
        const std::string symbol(sym);
        if (t.size() > symbol.size() && t.compare(t.size() - symbol.size(), symbol.size(), symbol) == 0) {
            suit = s;
            t.resize(t.size() - symbol.size());
            break;
        }
    }
    if (suit < 0) {
        if (t.size() < 2)
            return std::nullopt;
        switch (std::toupper(static_cast<unsigned char>(t.back()))) {
        case 'C': suit = 0; break;
        case 'D': suit = 1; break;
        case 'H': suit = 2; break;
        case 'S': suit = 3; break;
        default: return std::nullopt;
        }
        t.pop_back();
    }
    int rank = 0;
    if (t == "10" || t == "T" || t == "t")
        rank = 10;
    else if (t.size() == 1 && t[0] >= '2' && t[0] <= '9')
        rank = t[0] - '0';
    else if (t.size() == 1) {
        switch (std::toupper(static_cast<unsigned char>(t[0]))) {
        case 'J': rank = 11; break;
        case 'Q': rank = 12; break;
        case 'K': rank = 13; break;
        case 'A': rank = 14; break;
        default: return std::nullopt;
        }
    } else {
        return std::nullopt;
    }
    return Card{static_cast<std::uint8_t>(rank), static_cast<std::uint8_t>(suit)};
}

namespace {
std::string rankCode(int rank) {
    static const char* codes[] = {"", "", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    return rank >= 2 && rank <= 14 ? codes[rank] : "?";
}
} // namespace

std::string cardCode(Card c) { return rankCode(c.rank) + "CDHS"[c.suit & 3]; }

std::string cardLabel(Card c) {
    static const char* symbols[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
    return rankCode(c.rank) + symbols[c.suit & 3];
}

std::optional<std::string> deckProblem(const std::vector<Card>& cards, bool mixedDecks) {
    int copies[52] = {};
    const int limit = mixedDecks ? 2 : 1;
    for (const Card& c : cards)
        if (++copies[c.index()] > limit)
            return mixedDecks
                       ? trc("cards", "{card} is in it three times, and two decks hold only two",
                             {{"card", cardLabel(c)}})
                       : trc("cards", "{card} is in it twice, and one deck holds only one", {{"card", cardLabel(c)}});
    return std::nullopt;
}

namespace {

// The best five of a pool with nothing forced, built category by category from the top
// (five of a kind first): the first category that can be made is the best, and within it
// the highest ranks are taken greedily. Positions into the pool.
std::array<int, 5> constructBest(const std::vector<Card>& pool) {
    std::vector<int> byRank[15];
    std::vector<int> bySuitRank[4][15];
    unsigned mask = 0, suitMask[4] = {};
    int suitCount[4] = {};
    for (int i = 0; i < static_cast<int>(pool.size()); ++i) {
        const Card c = pool[static_cast<std::size_t>(i)];
        byRank[c.rank].push_back(i);
        bySuitRank[c.suit][c.rank].push_back(i);
        mask |= 1u << c.rank;
        suitMask[c.suit] |= 1u << c.rank;
        ++suitCount[c.suit];
    }
    auto count = [&](int r) { return static_cast<int>(byRank[r].size()); };
    auto highestStraight = [](unsigned m) {
        for (int top = 14; top >= 6; --top)
            if (((m >> (top - 4)) & 0x1Fu) == 0x1Fu)
                return top;
        return (m & kWheel) == kWheel ? 5 : 0;
    };
    auto straightRanks = [](int top) {
        std::array<int, 5> r{};
        for (int k = 0; k < 5; ++k)
            r[static_cast<std::size_t>(k)] = top == 5 && k == 4 ? 14 : top - k;
        return r;
    };
    std::array<int, 5> out{};
    std::size_t k = 0;
    std::vector<bool> used(pool.size(), false);
    auto take = [&](int r, int copies) {
        for (int i : byRank[r])
            if (copies > 0 && !used[static_cast<std::size_t>(i)]) {
                used[static_cast<std::size_t>(i)] = true;
                out[k++] = i;
                --copies;
            }
    };
    // Fills the hand with the highest cards left, skipping the given ranks.
    auto fill = [&](std::initializer_list<int> skip) {
        for (int r = 14; r >= 2 && k < 5; --r)
            if (std::find(skip.begin(), skip.end(), r) == skip.end())
                take(r, static_cast<int>(5 - k));
    };
    auto highestWith = [&](int atLeast, int except) {
        for (int r = 14; r >= 2; --r)
            if (r != except && count(r) >= atLeast)
                return r;
        return 0;
    };
    if (const int r = highestWith(5, 0)) {
        take(r, 5);
        return out;
    }
    int bestSuit = -1, bestTop = 0;
    for (int su = 0; su < 4; ++su)
        if (const int top = highestStraight(suitMask[su]); top > bestTop) {
            bestTop = top;
            bestSuit = su;
        }
    if (bestSuit >= 0) {
        for (int r : straightRanks(bestTop))
            out[k++] = bySuitRank[bestSuit][r].front();
        return out;
    }
    if (const int q = highestWith(4, 0)) {
        take(q, 4);
        fill({q});
        return out;
    }
    if (const int t = highestWith(3, 0)) {
        if (const int pr = highestWith(2, t)) {
            take(t, 3);
            take(pr, 2);
            return out;
        }
    }
    // A flush: the five highest cards of a suit (duplicates included); the best suit wins.
    HandRank bestFlush = 0;
    for (int su = 0; su < 4; ++su) {
        if (suitCount[su] < 5)
            continue;
        std::array<int, 5> f{};
        std::size_t n = 0;
        for (int r = 14; r >= 2 && n < 5; --r)
            for (int i : bySuitRank[su][r])
                if (n < 5)
                    f[n++] = i;
        Five h{};
        for (std::size_t j = 0; j < 5; ++j)
            h[j] = pool[static_cast<std::size_t>(f[j])];
        if (const HandRank hr = evaluate(h); hr > bestFlush) {
            bestFlush = hr;
            out = f;
        }
    }
    if (bestFlush)
        return out;
    if (const int top = highestStraight(mask)) {
        for (int r : straightRanks(top))
            take(r, 1);
        return out;
    }
    if (const int t = highestWith(3, 0)) {
        take(t, 3);
        fill({t});
        return out;
    }
    if (const int p1 = highestWith(2, 0)) {
        if (const int p2 = highestWith(2, p1)) {
            take(p1, 2);
            take(p2, 2);
            fill({p1, p2});
            return out;
        }
        take(p1, 2);
        fill({p1});
        return out;
    }
    fill({});
    return out;
}

} // namespace

std::optional<BestFive> bestFive(const std::vector<Card>& pool, const std::vector<int>& forced) {
    const int n = static_cast<int>(pool.size());
    if (n < 5 || forced.size() > 5)
        return std::nullopt;
    std::vector<bool> isForced(static_cast<std::size_t>(n), false);
    for (int f : forced) {
        if (f < 0 || f >= n || isForced[static_cast<std::size_t>(f)])
            return std::nullopt;
        isForced[static_cast<std::size_t>(f)] = true;
    }
    std::vector<int> free;
    for (int i = 0; i < n; ++i)
        if (!isForced[static_cast<std::size_t>(i)])
            free.push_back(i);
    const int k = 5 - static_cast<int>(forced.size());
    const int m = static_cast<int>(free.size());

    BestFive best;
    bool found = false;
    if (forced.empty()) {
        best.from = constructBest(pool);
        for (std::size_t j = 0; j < 5; ++j)
            best.cards[j] = pool[static_cast<std::size_t>(best.from[j])];
        best.rank = evaluate(best.cards);
        found = true;
    }
    std::array<int, 5> at{};
    Five hand{};
    for (std::size_t i = 0; i < forced.size(); ++i) {
        at[i] = forced[i];
        hand[i] = pool[static_cast<std::size_t>(forced[i])];
    }
    // Every k-subset of the free cards in lexicographic order: idx[0] < idx[1] < ... < m.
    std::array<int, 5> idx{};
    for (int j = 0; j < k; ++j)
        idx[static_cast<std::size_t>(j)] = j;
    const std::size_t base = forced.size();
    while (!forced.empty()) { // with cards forced: every completion of the free slots
        for (int j = 0; j < k; ++j) {
            const int p = free[static_cast<std::size_t>(idx[static_cast<std::size_t>(j)])];
            at[base + static_cast<std::size_t>(j)] = p;
            hand[base + static_cast<std::size_t>(j)] = pool[static_cast<std::size_t>(p)];
        }
        const HandRank r = evaluate(hand);
        if (!found || r > best.rank) {
            found = true;
            best.rank = r;
            best.cards = hand;
            best.from = at;
        }
        int j = k - 1;
        while (j >= 0 && idx[static_cast<std::size_t>(j)] == m - k + j)
            --j;
        if (j < 0)
            break;
        ++idx[static_cast<std::size_t>(j)];
        for (int q = j + 1; q < k; ++q)
            idx[static_cast<std::size_t>(q)] = idx[static_cast<std::size_t>(q - 1)] + 1;
    }
    if (!found)
        return std::nullopt;
    // Show the hand strongest first: by how many of a rank, then by rank.
    std::array<int, 5> order{0, 1, 2, 3, 4};
    int counts[15] = {};
    for (const Card& c : best.cards)
        ++counts[c.rank];
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
        const Card& a = best.cards[static_cast<std::size_t>(x)];
        const Card& b = best.cards[static_cast<std::size_t>(y)];
        if (counts[a.rank] != counts[b.rank])
            return counts[a.rank] > counts[b.rank];
        return a.rank > b.rank;
    });
    // A wheel reads 5-4-3-2-A.
    const auto cat = categoryOf(best.rank);
    const bool wheel = (cat == Category::Straight || cat == Category::StraightFlush) && nibble(best.rank, 0) == 5;
    if (wheel)
        std::rotate(order.begin(), order.begin() + 1, order.end());
    BestFive sorted = best;
    for (std::size_t i = 0; i < 5; ++i) {
        sorted.cards[i] = best.cards[static_cast<std::size_t>(order[i])];
        sorted.from[i] = best.from[static_cast<std::size_t>(order[i])];
    }
    return sorted;
}

} // namespace heist::components
