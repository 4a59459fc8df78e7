#include "games/one_night_only/OneNightOnlyWords.hpp"

#include "language/Translate.hpp"

#include <cctype>

namespace heist::games::one_night_only {

namespace {

// The words of data/games/one-night-only.json that a player reads ("name", "plural" and
// "case" of every jewel), listed here once so that xgettext puts them in the catalogue:
// the code shows them through trData(kContext, word).
[[maybe_unused]] constexpr const char* kDataWords[] = {
    trNoop("one-night-only", "Spinel"),
    trNoop("one-night-only", "Spinels"),
    trNoop("one-night-only", "Sphene"),
    trNoop("one-night-only", "Sphenes"),
    trNoop("one-night-only", "Sapphire"),
    trNoop("one-night-only", "Sapphires"),
    trNoop("one-night-only", "Emerald"),
    trNoop("one-night-only", "Emeralds"),
    // TRANSLATORS: the colour of a jewel case, used as its name ("the Red case").
    trNoop("one-night-only", "Red"),
    trNoop("one-night-only", "Yellow"),
    trNoop("one-night-only", "Blue"),
    trNoop("one-night-only", "Green"),
    // The game's title, its card on the new-game screen ("blurb") and the players screen's
    // button ("first_step"), for the screens that show them through trData("one-night-only", ...).
    trNoop("one-night-only", "One Night Only"),
    trNoop("one-night-only", "Loot the museum's jewels: 60 coins, the vault, or the biggest stash wins."),
    trNoop("one-night-only", "Start the game"),
};

} // namespace

std::string jewelWord(const Jewel& j) { return trData(kContext, j.name); }
std::string jewelsWord(const Jewel& j) { return trData(kContext, j.plural); }
std::string caseWord(const Jewel& j) { return trData(kContext, j.caseName); }

std::string jewelCount(const Jewel& j, int n) {
    if (j.id == "spinel")
        return trnc("one-night-only", "{n} Spinel", "{n} Spinels", n);
    if (j.id == "sphene")
        return trnc("one-night-only", "{n} Sphene", "{n} Sphenes", n);
    if (j.id == "sapphire")
        return trnc("one-night-only", "{n} Sapphire", "{n} Sapphires", n);
    if (j.id == "emerald")
        return trnc("one-night-only", "{n} Emerald", "{n} Emeralds", n);
    // A jewel this code does not know (another data file): its own words, as a count.
    return fill(n == 1 ? "{n} " + jewelWord(j) : "{n} " + jewelsWord(j), {{"n", n}});
}

std::string coinCount(int n) { return trnc("one-night-only", "{n} coin", "{n} coins", n); }

std::string roomName(const std::string& stored) {
    const std::string prefix = "Room ";
    if (stored.size() > prefix.size() && stored.compare(0, prefix.size(), prefix) == 0) {
        const std::string number = stored.substr(prefix.size());
        bool digits = number.size() <= 9;
        for (char c : number)
            digits = digits && std::isdigit(static_cast<unsigned char>(c));
        if (digits)
            return trc("one-night-only", "Room {n}", {{"n", number}});
    }
    return stored;
}

} // namespace heist::games::one_night_only
