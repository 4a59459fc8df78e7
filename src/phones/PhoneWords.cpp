#include "phones/PhoneWords.hpp"

#include "language/Language.hpp"
#include "language/Translate.hpp"

#include <iterator>

namespace heist::phones {

namespace {

// Every text of the phone page (web/phone/*.js: t('...'); index.html: data-t="..."), in the
// context "phone", so that xgettext puts them in the catalogue. The page looks its words up
// by the English text; tests/phones/PhoneWordsTests.cpp checks that this list holds every one.
constexpr const char* kPhoneWords[] = {
    trNoop("phone", "All {n} cards are in."),
    trNoop("phone", "Best five"),
    trNoop("phone", "Clear"),
    trNoop("phone", "Close"),
    trNoop("phone", "Close my sheet"),
    trNoop("phone", "Connected to the tablet"),
    trNoop("phone", "Connecting to the tablet\u2026"),
    trNoop("phone", "Connection lost. Reconnecting\u2026"),
    trNoop("phone", "Hold to see"),
    trNoop("phone", "Lock in"),
    trNoop("phone", "My sheet"),
    trNoop("phone", "No cards yet."),
    trNoop("phone", "Not connected"),
    trNoop("phone", "Not connected to the tablet. Try again when it is."),
    trNoop("phone", "Not yet"),
    trNoop("phone", "Notes"),
    trNoop("phone", "Nothing to see yet"),
    trNoop("phone", "Only on this phone. Tap a box: blank, tick, cross."),
    trNoop("phone", "Only you should look"),
    trNoop("phone", "Open my sheet"),
    trNoop("phone", "Phones are off on the tablet. This page tries again by itself."),
    trNoop("phone", "Reconnecting\u2026"),
    trNoop("phone", "Release to hide"),
    trNoop("phone", "Scan your seat\u2019s code on the tablet to open your seat here."),
    trNoop("phone", "Seat {n}"),
    trNoop("phone", "Send these five"),
    trNoop("phone", "Sent. Waiting for the tablet\u2026"),
    trNoop("phone", "Take back last"),
    trNoop("phone", "The tablet could not read this page\u2019s message. Tap to try again."),
    trNoop("phone", "The tablet has too many phones connected. This page tries again by itself."),
    trNoop("phone", "The tablet refused an entry from this phone as out of order. Tap to try again."),
    trNoop("phone", "This code cannot be read. Scan your seat\u2019s code on the tablet again."),
    trNoop("phone", "This code does not match its seat. Scan your seat\u2019s code on the tablet again."),
    trNoop("phone", "This code was replaced. Ask the tablet for a new one."),
    trNoop("phone", "This seat is already open on another phone. The tablet asks the table which phone keeps it."),
    trNoop("phone", "Try again"),
    trNoop("phone", "Your seat"),
    trNoop("phone", "blank"),
    trNoop("phone", "cross"),
    trNoop("phone", "named for {name}"),
    trNoop("phone", "tick"),
    trNoop("phone", "{count} of up to {total} cards"),
    trNoop("phone", "{count} of {total} cards"),
    trNoop("phone", "{n} of 5 chosen (tap them)"),
    trNoop("phone", "{n}: {card}"),
    trNoop("phone", "{n}: {card}, chosen"),
    trNoop("phone", "{n}: {card}, must be used"),
    trNoop("phone", "{n}: {card}, must be used, chosen"),
    trNoop("phone", "{player}, {guest}: {mark}"),
};

} // namespace

std::vector<std::string> phoneWordList() {
    return std::vector<std::string>(std::begin(kPhoneWords), std::end(kPhoneWords));
}

Json phoneWords() {
    Json words = Json::object();
    for (const char* english : kPhoneWords)
        words[english] = trData("phone", english);
    return words;
}

std::string phoneLanguage() {
    const std::string code = language::current();
    return code == "pseudo" ? "en" : code;
}

} // namespace heist::phones
