#pragma once
// Poker hands for judging (a game's capture and escape hands): a five-card hand's
// strength as one comparable integer, its name and comparisons in words, the deck rule, and
// the best five of a larger set with cards that must be used.
//
// A HandRank is (category << 20) | five 4-bit ranks, most significant first, so comparing two
// ranks as integers compares the hands. Aces are high, and low only in A-2-3-4-5 (the lowest
// straight, "five high"). Suits never break a tie. With two decks mixed a hand may hold a card
// twice; five of a kind then exists and ranks above a straight flush.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace heist::components {

struct Card {
    std::uint8_t rank = 2; // 2..14 (11 jack, 12 queen, 13 king, 14 ace)
    std::uint8_t suit = 0; // 0 clubs, 1 diamonds, 2 hearts, 3 spades

    bool operator==(const Card&) const = default;
    int index() const { return (rank - 2) * 4 + suit; } // 0..51
    static Card fromIndex(int i) {
        return Card{static_cast<std::uint8_t>(i / 4 + 2), static_cast<std::uint8_t>(i % 4)};
    }
};

enum class Category : std::uint8_t {
    HighCard,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    FiveOfAKind, // two decks mixed only
};

using HandRank = std::uint32_t;
using Five = std::array<Card, 5>;

HandRank evaluate(const Five& hand);
inline Category categoryOf(HandRank r) { return static_cast<Category>(r >> 20); }

// Names and comparisons are in the current language (language/Translate.hpp, context "cards"):
// "Full house, kings over threes", "Straight, five high", "Royal flush" in English.
std::string handName(HandRank r);
// "Full house, kings over threes, beats a flush"; "Tie: nothing happens (both hands: ...)".
// The first argument is the winner (or equal).
std::string beatsInWords(HandRank winner, HandRank loser);
// The category's name on its own: "Full house".
std::string categoryName(Category c);

// Card text: "KH", "10S", "TS", "as", "Q♥". Canonical form: rank then suit letter ("10S").
std::optional<Card> parseCard(const std::string& text);
std::string cardCode(Card c);                        // "10S"
std::string cardLabel(Card c);                       // "10♠"
std::string rankName(int rank, bool plural = false); // "king", "kings"
std::string suitName(int suit);                      // "spades"

// Why a set of cards cannot come from the decks at hand ("K♥ is in it twice, and one deck
// holds only one"), or nothing. One deck: no card
// twice. Two decks mixed: no card more than twice.
std::optional<std::string> deckProblem(const std::vector<Card>& cards, bool mixedDecks);

struct BestFive {
    Five cards{};              // the best hand, strongest first as named
    std::array<int, 5> from{}; // the positions in the pool they came from
    HandRank rank = 0;
};

// The strongest five of pool (at least five cards) that include every position in forced
// (at most five, distinct, each a position in pool). Nothing when that is impossible.
std::optional<BestFive> bestFive(const std::vector<Card>& pool, const std::vector<int>& forced = {});

} // namespace heist::components
