// The words of data/games/thief-in-the-night.json that a player reads, listed once so that
// xgettext extracts them (trNoop): the screens show them through trData("thief-in-the-night",
// word). A word changed in the data file must change here too (tests/games/thief_night/
// WordsTests.cpp checks that every shown word of the file is listed).
#include "games/thief_night/ThiefNightRules.hpp"
#include "language/Translate.hpp"

namespace heist::games::thief_night {

const std::vector<std::string>& ThiefNightRules::dataWords() {
    static const std::vector<std::string> words = {
        // The title stays as printed (a name); listed so that trData finds it.
        trNoop("thief-in-the-night", "Thief in the Night"),
        trNoop("thief-in-the-night", "One thief, one guard captain, a castle full of traps."),
        trNoop("thief-in-the-night", "Build the castle"),
        // "movement": what a discarded card lets each piece do, then what follows.
        trNoop("thief-in-the-night", "up to 3 squares, diagonals allowed"),
        trNoop("thief-in-the-night", "up to 4 squares, diagonals allowed"),
        trNoop("thief-in-the-night", "then choose the facing; or stay put, discard and turn"),
        trNoop("thief-in-the-night", "then choose the facing; the captain must move"),
        trNoop("thief-in-the-night", "2 squares straight, or 1 forward then 1 to the left or right"),
        trNoop("thief-in-the-night", "3 squares forward, or 1 forward then 2 to the left or right"),
        trNoop("thief-in-the-night", "ends facing the way it travelled; guards must move"),
    };
    return words;
}

} // namespace heist::games::thief_night
