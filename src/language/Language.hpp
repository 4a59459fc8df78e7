#pragma once
// The languages Heist Table speaks, and which one is current. The choice is process-wide
// (tr() reads it); the App sets it from Settings or the system's locale and remembers it.
#include "language/Catalogue.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace heist::language {

struct Language {
    std::string code; // "en", "es", "fr", "de", "pseudo"
    std::string name; // in itself: "English", "Español", "Français", "Deutsch"
};

// The languages offered in Settings, English first. The pseudo-language is not among them.
const std::vector<Language>& languages();
bool known(std::string_view code); // one of languages(), or "pseudo"

// Switches every later tr() to this language; false (and nothing changes) when unknown.
bool setLanguage(std::string_view code);
std::string current();
// Grows by one at each switch, so that anything that keeps words can tell they are stale.
std::uint64_t generation();

// The system's language, from LANGUAGE, LC_ALL, LC_MESSAGES and LANG, as gettext reads them
// (the first of them set; LANGUAGE may list several, "de:fr"): the first of our languages
// named, else English. No locale needs to be installed.
std::string systemLanguage();
std::string systemLanguage(const char* language, const char* lcAll, const char* lcMessages, const char* lang);
// The language to start in: HEIST_LANGUAGE where it names one (en, es, fr, de, pseudo), else
// the players' choice kept in the sessions file (`chosen`, when known), else the system's.
std::string startingLanguage(const std::optional<std::string>& chosen);
// What to say about HEIST_LANGUAGE when it is set to a language Heist Table does not speak
// (empty when it is unset or known): the caller writes it to stderr.
std::string unknownForcedLanguage();

// While one lives, tr() and the others answer in English on this thread, whatever the current
// language: for what must never change with the language (the JSON exports, BG Stats' plays).
class EnglishHere {
public:
    EnglishHere();
    ~EnglishHere();
    EnglishHere(const EnglishHere&) = delete;
    EnglishHere& operator=(const EnglishHere&) = delete;

private:
    bool m_was;
};

// The compiled catalogue of a language (nullptr for English, the pseudo-language and codes
// without one). Loaded once and kept for the whole run.
const Catalogue* catalogue(std::string_view code);

// For the tests that run the UI in another language: while on, every text made by tr() and
// the others is remembered with how the same message reads in English (its placeholders filled
// with the English readings of the values, where those were made by the catalogue too). The
// UI tests then ask what a German frame says in English, and check that a pseudo-language
// frame holds only texts that came from the catalogue.
void recordEnglish(bool on);
bool recordingEnglish();
// The English readings of a text made while recording (several when two messages read alike
// in the current language), or of a list of such texts joined by " \u00b7 "; empty when no
// catalogue call made it.
std::vector<std::string> englishReadings(const std::string& text);

} // namespace heist::language
