// The words of data/games/shadow-house-masquerade.json that a player reads (the title, the
// blurb, the first step, the card names and the setup steps 3 to 6), listed here once with
// trNoop so that xgettext puts them in the catalogue: the screens show them through
// trData("shadow-house-masquerade", word). The data file itself stays in English (it is read
// by id; the words are looked up when shown). A test checks that every such word of the data
// file is in this list.
#include "games/shadow_house/ShadowHouseRules.hpp"
#include "language/Translate.hpp"

namespace heist::games::shadow_house {

const std::vector<std::string>& dataWords() {
    static const std::vector<std::string> words = {
        // title, blurb and first_step, which the shared screens show (the German edition is
        // titled "Mord in der Shadow-Villa"; the title stays as printed in the other languages)
        trNoop("shadow-house-masquerade", "Shadow House Masquerade"),
        trNoop("shadow-house-masquerade", "Find the culprit at the masquerade before the last card falls."),
        trNoop("shadow-house-masquerade", "Build the deck"),
        // card_types[].name
        trNoop("shadow-house-masquerade", "First on the scene"),
        trNoop("shadow-house-masquerade", "Culprit"),
        trNoop("shadow-house-masquerade", "Detective"),
        trNoop("shadow-house-masquerade", "Accomplice"),
        trNoop("shadow-house-masquerade", "Sheriff"),
        trNoop("shadow-house-masquerade", "Alibi"),
        // setup_reminders[]
        trNoop("shadow-house-masquerade",
               "Shuffle all the other cards face down and draw the random cards for the additional deck."),
        trNoop("shadow-house-masquerade", "Shuffle the starter deck and the additional deck together, face down."),
        trNoop("shadow-house-masquerade", "Deal 4 cards face down to each player; each looks at their own cards only."),
        trNoop("shadow-house-masquerade",
               "Keep the cards not dealt in a face-down pile in the middle, in case they are needed."),
    };
    return words;
}

} // namespace heist::games::shadow_house
