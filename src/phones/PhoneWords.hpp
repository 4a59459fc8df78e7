#pragma once
// The phone page's own words (web/phone/), in the tablet's current language. The tablet sends
// them with the public view ("words", "lang"), and again whenever its language changes; the
// page shows English until they arrive.
#include "engine/Json.hpp"

#include <string>
#include <vector>

namespace heist::phones {

// {"English text": "the text in the current language"} for every text the page shows.
Json phoneWords();
// The English texts themselves (for the test that checks the page against them).
std::vector<std::string> phoneWordList();
// The page's language code (html lang): "en", "es", "fr", "de".
std::string phoneLanguage();

} // namespace heist::phones
