// Suspicion's words: the sentences that name a gem (SuspicionWords.hpp), and the words of
// data/games/suspicion.json that a player reads, listed here so that xgettext extracts them.
#include "games/suspicion/SuspicionWords.hpp"

#include "language/Translate.hpp"

namespace heist::games::suspicion {

namespace {

// The words of data/games/suspicion.json shown through trData("suspicion", word): the gem
// names (the guests are proper names and stay as printed), the blurb and the first step of the
// game list and players screen. Never read: trNoop only marks them for the catalogue.
[[maybe_unused]] constexpr const char* kDataWords[] = {
    trNoop("suspicion", "Suspicion"), // the title
    trNoop("suspicion", "Diamond"),
    trNoop("suspicion", "Ruby"),
    trNoop("suspicion", "Emerald"),
    trNoop("suspicion", "Steal gems at the Baron's masquerade and unmask the other thieves."),
    trNoop("suspicion", "Deal the secret identities"),
};

enum class Gem { Diamond, Ruby, Emerald, Other };

Gem kind(const SuspicionRules& rules, int gem) {
    if (gem < 0 || gem >= static_cast<int>(rules.gemIds.size()))
        return Gem::Other;
    const auto& id = rules.gemIds[static_cast<std::size_t>(gem)];
    return id == "diamond" ? Gem::Diamond : id == "ruby" ? Gem::Ruby : id == "emerald" ? Gem::Emerald : Gem::Other;
}

} // namespace

std::string gemName(const SuspicionRules& rules, int gem) {
    if (gem < 0 || gem >= static_cast<int>(rules.gemNames.size()))
        return {};
    return trData("suspicion", rules.gemNames[static_cast<std::size_t>(gem)]);
}

std::string methodName(const std::string& method) {
    return method == "room_robbery" ? trc("suspicion", "Room Robbery") : trc("suspicion", "Lucky Lift");
}

std::string gemTakenLine(const SuspicionRules& rules, int gem, const std::string& who, const std::string& method) {
    const std::string how = methodName(method);
    switch (kind(rules, gem)) {
    case Gem::Diamond: return trc("suspicion", "{name} took a Diamond ({method})", {{"name", who}, {"method", how}});
    case Gem::Ruby: return trc("suspicion", "{name} took a Ruby ({method})", {{"name", who}, {"method", how}});
    case Gem::Emerald: return trc("suspicion", "{name} took an Emerald ({method})", {{"name", who}, {"method", how}});
    case Gem::Other: break;
    }
    return trc("suspicion", "{name} took: {gem} ({method})",
               {{"name", who}, {"gem", gemName(rules, gem)}, {"method", how}});
}

std::string lastGemNotice(const SuspicionRules& rules, int gem) {
    switch (kind(rules, gem)) {
    case Gem::Diamond: return trc("suspicion", "the last Diamond is taken, and everyone enters their guesses.");
    case Gem::Ruby: return trc("suspicion", "the last Ruby is taken, and everyone enters their guesses.");
    case Gem::Emerald: return trc("suspicion", "the last Emerald is taken, and everyone enters their guesses.");
    case Gem::Other: break;
    }
    return trc("suspicion", "a gem stack is empty ({gem}), and everyone enters their guesses.",
               {{"gem", gemName(rules, gem)}});
}

std::string lastGemTaken(const SuspicionRules& rules, int gem, const std::string& who) {
    switch (kind(rules, gem)) {
    case Gem::Diamond: return trc("suspicion", "{name} took the last Diamond: the game is over.", {{"name", who}});
    case Gem::Ruby: return trc("suspicion", "{name} took the last Ruby: the game is over.", {{"name", who}});
    case Gem::Emerald: return trc("suspicion", "{name} took the last Emerald: the game is over.", {{"name", who}});
    case Gem::Other: break;
    }
    return trc("suspicion", "{name} emptied a gem stack ({gem}): the game is over.",
               {{"name", who}, {"gem", gemName(rules, gem)}});
}

std::string stackEmpty(const SuspicionRules& rules, int gem) {
    switch (kind(rules, gem)) {
    case Gem::Diamond: return trc("suspicion", "The Diamond stack is empty.");
    case Gem::Ruby: return trc("suspicion", "The Ruby stack is empty.");
    case Gem::Emerald: return trc("suspicion", "The Emerald stack is empty.");
    case Gem::Other: break;
    }
    return trc("suspicion", "This gem stack is empty: {gem}.", {{"gem", gemName(rules, gem)}});
}

std::string gemsHeld(const SuspicionRules& rules, int gem, const std::string& who, int n) {
    switch (kind(rules, gem)) {
    case Gem::Diamond:
        return trnc("suspicion", "{name} now has {n} diamond", "{name} now has {n} diamonds", n, {{"name", who}});
    case Gem::Ruby:
        return trnc("suspicion", "{name} now has {n} ruby", "{name} now has {n} rubies", n, {{"name", who}});
    case Gem::Emerald:
        return trnc("suspicion", "{name} now has {n} emerald", "{name} now has {n} emeralds", n, {{"name", who}});
    case Gem::Other: break;
    }
    return trc("suspicion", "{name} now has {gem}: {n}", {{"name", who}, {"gem", gemName(rules, gem)}, {"n", n}});
}

std::string stackWent(const SuspicionRules& rules, int gem, const std::string& from, const std::string& to) {
    switch (kind(rules, gem)) {
    case Gem::Diamond:
        return trc("suspicion", "The diamond stack went from {from} to {to}", {{"from", from}, {"to", to}});
    case Gem::Ruby: return trc("suspicion", "The ruby stack went from {from} to {to}", {{"from", from}, {"to", to}});
    case Gem::Emerald:
        return trc("suspicion", "The emerald stack went from {from} to {to}", {{"from", from}, {"to", to}});
    case Gem::Other: break;
    }
    return trc("suspicion", "{gem} stack: from {from} to {to}",
               {{"gem", gemName(rules, gem)}, {"from", from}, {"to", to}});
}

} // namespace heist::games::suspicion
