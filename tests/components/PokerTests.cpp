// The poker evaluator: the textbook counts over every five-card hand of one deck, comparisons
// within categories, the mixed-decks house rule, and best-five against brute force.
#include "components/PokerHand.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>
#include <random>
#include <set>

using namespace heist::components;

namespace {

Five hand(std::initializer_list<const char*> codes) {
    Five h{};
    std::size_t i = 0;
    for (const char* c : codes) {
        auto card = parseCard(c);
        REQUIRE(card);
        h[i++] = *card;
    }
    return h;
}

HandRank rankOf(std::initializer_list<const char*> codes) { return evaluate(hand(codes)); }

} // namespace

TEST_CASE("Poker - every five-card hand of one deck: the textbook counts and 7,462 ranks", "[poker]") {
    // Counts from any probability textbook: C(52,5) = 2,598,960 hands.
    std::array<long, 10> counts{};
    std::vector<bool> seen(1u << 24, false);
    long distinct = 0;
    Five h{};
    for (int a = 0; a < 52; ++a) {
        h[0] = Card::fromIndex(a);
        for (int b = a + 1; b < 52; ++b) {
            h[1] = Card::fromIndex(b);
            for (int c = b + 1; c < 52; ++c) {
                h[2] = Card::fromIndex(c);
                for (int d = c + 1; d < 52; ++d) {
                    h[3] = Card::fromIndex(d);
                    for (int e = d + 1; e < 52; ++e) {
                        h[4] = Card::fromIndex(e);
                        const HandRank r = evaluate(h);
                        ++counts[static_cast<std::size_t>(categoryOf(r))];
                        if (!seen[r]) {
                            seen[r] = true;
                            ++distinct;
                        }
                    }
                }
            }
        }
    }
    CHECK(counts[static_cast<int>(Category::StraightFlush)] == 40);
    CHECK(counts[static_cast<int>(Category::FourOfAKind)] == 624);
    CHECK(counts[static_cast<int>(Category::FullHouse)] == 3744);
    CHECK(counts[static_cast<int>(Category::Flush)] == 5108);
    CHECK(counts[static_cast<int>(Category::Straight)] == 10200);
    CHECK(counts[static_cast<int>(Category::ThreeOfAKind)] == 54912);
    CHECK(counts[static_cast<int>(Category::TwoPair)] == 123552);
    CHECK(counts[static_cast<int>(Category::OnePair)] == 1098240);
    CHECK(counts[static_cast<int>(Category::HighCard)] == 1302540);
    CHECK(counts[static_cast<int>(Category::FiveOfAKind)] == 0);
    CHECK(distinct == 7462);
}

TEST_CASE("Poker - hands are named in words", "[poker]") {
    CHECK(handName(rankOf({"KS", "KH", "KD", "3C", "3S"})) == "Full house, kings over threes");
    CHECK(handName(rankOf({"AS", "2D", "3C", "4H", "5S"})) == "Straight, five high");
    CHECK(handName(rankOf({"10H", "JH", "QH", "KH", "AH"})) == "Royal flush");
    CHECK(handName(rankOf({"9C", "8C", "7C", "6C", "5C"})) == "Straight flush, nine high");
    CHECK(handName(rankOf({"JS", "JD", "4C", "4H", "9S"})) == "Two pair, jacks and fours");
    CHECK(handName(rankOf({"6S", "6D", "4C", "2H", "9S"})) == "One pair, sixes");
    CHECK(handName(rankOf({"KS", "8D", "4C", "2H", "9S"})) == "High card, king");
    CHECK(handName(rankOf({"AS", "8S", "4S", "2S", "9S"})) == "Flush, ace high");
    CHECK(beatsInWords(rankOf({"KS", "KH", "KD", "3C", "3S"}), rankOf({"AS", "8S", "4S", "2S", "9S"})) ==
          "Full house, kings over threes, beats a flush");
    CHECK(beatsInWords(rankOf({"AS", "8S", "4S", "2S", "9S"}), rankOf({"KS", "KH", "KD", "3C", "3S"})) ==
          "Full house, kings over threes, beats a flush");
    CHECK(beatsInWords(rankOf({"AS", "8S", "4S", "2S", "9S"}), rankOf({"AH", "8H", "4H", "2H", "9H"})) ==
          "Tie: nothing happens (both hands: Flush, ace high, card for card)");
    CHECK(beatsInWords(rankOf({"10S", "10D", "AC", "2H", "3S"}), rankOf({"10H", "10C", "QC", "2D", "3D"})) ==
          "One pair, tens, beats a pair of tens on the higher card: ace against queen");
    CHECK(beatsInWords(rankOf({"10S", "10D", "AC", "2H", "3S"}), rankOf({"7S", "7D", "AD", "KH", "QS"})) ==
          "One pair, tens, beats a pair of sevens");
}

TEST_CASE("Poker - comparisons within a category: kickers, straights, exact ties", "[poker]") {
    // Kickers: a pair of tens with an ace beats a pair of tens with a king.
    CHECK(rankOf({"10S", "10D", "AC", "2H", "3S"}) > rankOf({"10H", "10C", "KC", "QD", "JD"}));
    // The third kicker decides.
    CHECK(rankOf({"10S", "10D", "AC", "KH", "4S"}) > rankOf({"10H", "10C", "AD", "KD", "3D"}));
    // Two pair: the top pair, then the second pair, then the kicker.
    CHECK(rankOf({"JS", "JD", "4C", "4H", "2S"}) > rankOf({"10S", "10D", "9C", "9H", "AS"}));
    CHECK(rankOf({"JS", "JD", "5C", "5H", "2S"}) > rankOf({"JH", "JC", "4D", "4S", "AS"}));
    CHECK(rankOf({"JS", "JD", "5C", "5H", "3S"}) > rankOf({"JH", "JC", "5D", "5S", "2S"}));
    // Full houses by the three, then the pair.
    CHECK(rankOf({"3S", "3D", "3C", "2H", "2S"}) > rankOf({"2C", "2D", "2H", "AH", "AS"}));
    // Wheel is the lowest straight; broadway the highest; six-high beats the wheel.
    const auto wheel = rankOf({"AS", "2D", "3C", "4H", "5S"});
    const auto six = rankOf({"6S", "2D", "3C", "4H", "5S"});
    const auto broadway = rankOf({"AS", "KD", "QC", "JH", "10S"});
    CHECK(wheel < six);
    CHECK(six < broadway);
    CHECK(categoryOf(wheel) == Category::Straight);
    // No wrap-around: Q-K-A-2-3 is ace high, not a straight.
    CHECK(categoryOf(rankOf({"QS", "KD", "AC", "2H", "3S"})) == Category::HighCard);
    // A steel wheel is the lowest straight flush and still beats four aces.
    CHECK(rankOf({"AH", "2H", "3H", "4H", "5H"}) > rankOf({"AS", "AD", "AC", "AH", "KS"}));
    // Suits never break a tie.
    CHECK(rankOf({"AS", "KS", "9S", "7S", "2S"}) == rankOf({"AC", "KC", "9C", "7C", "2C"}));
    CHECK(rankOf({"9S", "9D", "KC", "5H", "2S"}) == rankOf({"9C", "9H", "KD", "5S", "2D"}));
    // Categories in order.
    CHECK(rankOf({"KS", "8D", "4C", "2H", "9S"}) < rankOf({"2S", "2D", "4C", "3H", "5C"}));
    CHECK(rankOf({"AS", "KD", "QC", "JH", "9S"}) < rankOf({"2S", "2D", "4C", "3H", "6C"}));
}

TEST_CASE("Poker - mixed decks: duplicates allowed, five of a kind above a straight flush", "[poker]") {
    const auto five = rankOf({"KS", "KS", "KH", "KH", "KD"});
    CHECK(categoryOf(five) == Category::FiveOfAKind);
    CHECK(handName(five) == "Five of a kind, kings");
    CHECK(five > rankOf({"10H", "JH", "QH", "KH", "AH"}));
    CHECK(rankOf({"AS", "AS", "AH", "AH", "AD"}) > five);
    // A flush holding a pair is a flush (it beats the pair), ranked card by card.
    const auto pairedFlush = rankOf({"KS", "KS", "QS", "9S", "4S"});
    CHECK(categoryOf(pairedFlush) == Category::Flush);
    CHECK(pairedFlush > rankOf({"KS", "QS", "JS", "9S", "4S"}));
    CHECK(pairedFlush < rankOf({"AS", "QS", "JS", "9S", "4S"}));
    // Two identical cards in a full house are still a full house.
    CHECK(categoryOf(rankOf({"QH", "QH", "QS", "7D", "7D"})) == Category::FullHouse);
    // The deck rule.
    std::vector<Card> twice{*parseCard("KH"), *parseCard("KH"), *parseCard("2C")};
    CHECK(deckProblem(twice, false) ==
          std::optional<std::string>("K\u2665 is in it twice, and one deck holds only one"));
    CHECK_FALSE(deckProblem(twice, true));
    twice.push_back(*parseCard("KH"));
    CHECK(deckProblem(twice, true));
}

TEST_CASE("Poker - card text is read in every usual spelling", "[poker]") {
    CHECK(parseCard("10S") == Card{10, 3});
    CHECK(parseCard("ts") == Card{10, 3});
    CHECK(parseCard("Q\u2665") == Card{12, 2});
    CHECK(parseCard("a c") == Card{14, 0});
    CHECK_FALSE(parseCard("1S"));
    CHECK_FALSE(parseCard("KX"));
    CHECK_FALSE(parseCard(""));
    CHECK(cardCode(Card{10, 1}) == "10D");
    CHECK(cardLabel(Card{13, 3}) == "K\u2660");
}

namespace {

// The reference: every 5-subset that holds the forced positions, by bit masks.
HandRank bruteForce(const std::vector<Card>& pool, const std::vector<int>& forced) {
    const int n = static_cast<int>(pool.size());
    HandRank best = 0;
    std::vector<int> pick(5);
    std::vector<bool> choose(static_cast<std::size_t>(n), false);
    std::fill(choose.end() - 5, choose.end(), true);
    do {
        bool ok = true;
        for (int f : forced)
            ok &= choose[static_cast<std::size_t>(f)];
        if (!ok)
            continue;
        Five h{};
        std::size_t k = 0;
        for (int i = 0; i < n; ++i)
            if (choose[static_cast<std::size_t>(i)])
                h[k++] = pool[static_cast<std::size_t>(i)];
        best = std::max(best, evaluate(h));
    } while (std::next_permutation(choose.begin(), choose.end()));
    return best;
}

} // namespace

TEST_CASE("Poker - best five of 7 to 35 cards, with and without forced cards, against brute force", "[poker]") {
    std::mt19937 gen(20261122);
    for (int round = 0; round < 40; ++round) {
        const int n = round < 20 ? 7 + round % 8 : 15 + (round * 7) % 21; // 7..35
        const bool mixed = round % 3 == 2;
        std::vector<Card> pool;
        if (mixed) {
            std::uniform_int_distribution<int> any(0, 51);
            for (int i = 0; i < n; ++i)
                pool.push_back(Card::fromIndex(any(gen)));
        } else {
            std::vector<int> deck(52);
            for (int i = 0; i < 52; ++i)
                deck[static_cast<std::size_t>(i)] = i;
            std::shuffle(deck.begin(), deck.end(), gen);
            for (int i = 0; i < n; ++i)
                pool.push_back(Card::fromIndex(deck[static_cast<std::size_t>(i)]));
        }
        std::vector<int> forced;
        const int forcedCount = round % 4; // 0..3
        std::vector<int> positions(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            positions[static_cast<std::size_t>(i)] = i;
        std::shuffle(positions.begin(), positions.end(), gen);
        forced.assign(positions.begin(), positions.begin() + forcedCount);
        INFO("round " << round << ", " << n << " cards, " << forcedCount << " forced");
        // Brute force over C(35,5) with next_permutation is slow; keep large pools forced or
        // mid-sized so the whole test stays well under a second.
        if (n > 24 && forcedCount == 0)
            forced.push_back(positions[0]);
        const auto best = bestFive(pool, forced);
        REQUIRE(best);
        CHECK(best->rank == bruteForce(pool, forced));
        CHECK(evaluate(best->cards) == best->rank);
        for (int f : forced)
            CHECK(std::find(best->from.begin(), best->from.end(), f) != best->from.end());
        std::set<int> from(best->from.begin(), best->from.end());
        CHECK(from.size() == 5);
        for (std::size_t i = 0; i < 5; ++i)
            CHECK(pool[static_cast<std::size_t>(best->from[i])] == best->cards[i]);
    }
}

TEST_CASE("Poker - best five with no forced card from 35 cards matches brute force", "[poker]") {
    std::mt19937 gen(7);
    std::vector<int> deck(52);
    for (int i = 0; i < 52; ++i)
        deck[static_cast<std::size_t>(i)] = i;
    for (int round = 0; round < 2; ++round) {
        std::shuffle(deck.begin(), deck.end(), gen);
        std::vector<Card> pool;
        for (int i = 0; i < 35; ++i)
            pool.push_back(Card::fromIndex(deck[static_cast<std::size_t>(i)]));
        const auto best = bestFive(pool);
        REQUIRE(best);
        CHECK(best->rank == bruteForce(pool, {}));
    }
    // Impossible requests are refused, not guessed.
    std::vector<Card> four(4, Card{2, 0});
    CHECK_FALSE(bestFive(four));
    std::vector<Card> seven(7, Card{2, 0});
    CHECK_FALSE(bestFive(seven, {0, 0}));
    CHECK_FALSE(bestFive(seven, {0, 1, 2, 3, 4, 5}));
}

TEST_CASE("Poker - best five of crowded mixed-deck pools (many pairs, quads, flushes) against "
          "brute force",
          "[poker]") {
    std::mt19937 gen(99);
    for (int round = 0; round < 300; ++round) {
        const int n = 5 + round % 9;       // 5..13 cards
        const int lowRank = 2 + round % 9; // a narrow band of ranks crowds the groups
        std::uniform_int_distribution<int> rank(lowRank, std::min(14, lowRank + 4 + round % 3));
        std::uniform_int_distribution<int> suit(0, round % 2 ? 1 : 3); // two suits crowd flushes
        std::vector<Card> pool;
        while (static_cast<int>(pool.size()) < n) {
            const Card c{static_cast<std::uint8_t>(rank(gen)), static_cast<std::uint8_t>(suit(gen))};
            if (std::count(pool.begin(), pool.end(), c) < 2) // two decks at most
                pool.push_back(c);
        }
        INFO("round " << round);
        const auto best = bestFive(pool);
        REQUIRE(best);
        CHECK(best->rank == bruteForce(pool, {}));
        CHECK(evaluate(best->cards) == best->rank);
    }
}
