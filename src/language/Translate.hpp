#pragma once
// Every word a player reads comes through here, from the current language's catalogue
// (gettext .po files under po/<language>/, compiled by msgfmt at build time and embedded).
//
//   tr("Settings")                                   a plain message
//   tr("Pass the tablet to {name}", {{"name", who}}) named placeholders, filled after lookup
//   trn("{n} gem", "{n} gems", count)                plural forms; fills {n} itself
//   trc("some-game", "Guard")                        a context (msgctxt): a game's own terms
//   trData("some-game", name)                        a word read from a game's data file
//
// Sentences are whole messages: never glue a translated fragment to another, so that each
// language orders its own words. "{{" writes a literal brace. The msgid is the English text;
// the English "translation" is the msgid itself. xgettext extracts the calls (po/README.md).
//
// The language is process-wide (like gettext's own), switched by setLanguage(): the rules
// core calls these at the moment it words something, so what it returns is in the language
// current then. Saved games keep data, never sentences, so a history reads in today's language.
#include <concepts>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace heist {

// One named value for a placeholder: {{"name", "Ann"}, {"n", 3}}.
struct Placeholder {
    std::string_view name;
    std::string value;
    Placeholder(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
    Placeholder(std::string_view n, std::string_view v) : name(n), value(v) {}
    Placeholder(std::string_view n, const char* v) : name(n), value(v) {}
    template <std::integral T>
        requires(!std::same_as<T, bool> && !std::same_as<T, char>)
    Placeholder(std::string_view n, T v) : name(n), value(std::to_string(v)) {}
};
using Placeholders = std::initializer_list<Placeholder>;

std::string tr(const char* msgid, Placeholders args = {});
std::string trc(const char* context, const char* msgid, Placeholders args = {});
// n chooses the form by the language's plural rule and fills {n}.
std::string trn(const char* one, const char* many, long long n, Placeholders args = {});
std::string trnc(const char* context, const char* one, const char* many, long long n, Placeholders args = {});

// A word that is not a literal here: a name from a game's data file, looked up in the game's
// context. Each such word must still be in the catalogue: list it once with trNoop so that
// xgettext finds it (see po/README.md).
std::string trData(std::string_view context, std::string_view msgid);
// A language's convention given as a message ("hour digits" -> "1"): looked up, never
// recorded as a text's English reading (a "2" drawn anywhere must not read as "hour digits").
std::string trConvention(std::string_view context, std::string_view msgid);
// A translated word put at the start of a sentence: its first letter in upper case (ASCII, as
// in "culprit's side" -> "Culprit's side"; a German noun is already). While the English readings
// are recorded (tests), it reads as its word's reading capitalised, first.
std::string capitalise(std::string text);
// Marks a word for extraction without translating it (gettext's N_): returns it unchanged.
constexpr const char* trNoop(const char*, const char* msgid) { return msgid; }

// "Ann", "Ann and Bob", "Ann, Bob and Cy", in the current language.
std::string listAnd(const std::vector<std::string>& items);
// "Ann or Bob", "Ann, Bob or Cy".
std::string listOr(const std::vector<std::string>& items);
// Two whole sentences one after the other, as the language writes them (a space in ours).
// Either may be empty.
std::string sentences(const std::string& first, const std::string& next);

// Fills {name} placeholders in an already translated text ("{{" is a literal brace; an
// unknown name stays visible as {name}).
std::string fill(std::string_view text, Placeholders args);
std::string fill(std::string_view text, const std::vector<Placeholder>& args);

} // namespace heist
