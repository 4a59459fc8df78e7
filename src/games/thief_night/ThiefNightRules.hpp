#pragma once
// Thief in the Night's numbers from data/games/thief-in-the-night.json, checked on load, and
// the movement reference: what a discarded card lets a piece do, and whether a card may carry
// the thief on through a trap.
#include "engine/DataFile.hpp"
#include "engine/GameDefinition.hpp"

#include <string>
#include <vector>

namespace heist::games::thief_night {

// SPEC 3.3 Decision on aces: a face card for movement and next to both 2 and king for traps
// (FaceBoth, the default); High: a face card next to the king only; Low: a number card next
// to the 2 only.
enum class AceRule { FaceBoth, High, Low };

enum class Piece { Thief, Captain, Guard };

struct PieceMoves {
    std::string number; // on a 2-10
    std::string face;   // on a face card
    std::string then;
};

struct ThiefNightRules {
    engine::GameInfo info;
    int wallsPerTurn = 10;
    int trapsPerTurn = 6;
    int readyRooms = 7;
    int readyTraps = 60;
    int minRoomWidth = 4, minRoomHeight = 4;
    int boardSquares = 24;
    int thiefHand = 10, captainHand = 10, guardHand = 5, guards = 5;
    int judged = 5;       // cards in an escape or capture hand
    int largestPool = 35; // five guards' and the captain's cards
    int escapeDiscard = 3;
    int escapeMove = 4;
    PieceMoves thief, captain, guard;
    std::string guardVision, captainVision;
    std::vector<std::string> aceRules; // ids, in AceRule order
    AceRule aceDefault = AceRule::FaceBoth;

    static ThiefNightRules fromData(const engine::DataFile& file);
    static ThiefNightRules loadDefault(); // <data>/games/thief-in-the-night.json

    int maxRooms() const { return (boardSquares / minRoomWidth) * (boardSquares / minRoomHeight); }
    std::optional<AceRule> aceRule(const std::string& id) const;
    std::string aceRuleId(AceRule rule) const;

    // True when the card moves a piece as a face card (jack, queen, king; the ace by rule).
    static bool movesAsFace(int rank, AceRule ace);
    // "Thief, queen: up to 4 squares, diagonals allowed"
    std::string movement(Piece piece, int rank, AceRule ace) const;
    const PieceMoves& moves(Piece piece) const;
    // One rank above or below the last discarded card (the ace per the rule).
    static bool continuesThroughTrap(int lastRank, int nextRank, AceRule ace);
    // "Yes: a queen is one above a jack." / "No: a 9 is not next to a jack."
    static std::string trapInWords(int lastRank, int nextRank, AceRule ace);
    // "a 9", "an ace": a card of that rank as the subject of a sentence, in the current language.
    static std::string aCard(int rank);
    // The data file's words a player reads (title, blurb, first step, moves), each listed for
    // the catalogue (ThiefNightWords.cpp); shown through trData("thief-in-the-night", word).
    static const std::vector<std::string>& dataWords();
};

} // namespace heist::games::thief_night
