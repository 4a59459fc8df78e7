#pragma once
// The names the architecture tests read the tree by (SharedFilesTests, LayerTests).
#include <cctype>
#include <string>

namespace heist::test {

// "secret_night" -> "SecretNight": the prefix of a game folder's class names.
inline std::string classPrefix(const std::string& folder) {
    std::string out;
    bool upper = true;
    for (char c : folder) {
        if (c == '_') {
            upper = true;
            continue;
        }
        out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
        upper = false;
    }
    return out;
}

} // namespace heist::test
