#pragma once
// A QR code's modules from libqrencode (Debian's libqrencode-dev): the smallest version that
// holds the text, in byte mode so that a link keeps every character as it is. Error
// correction L: a code on a lit screen is never torn or smudged, and L gives the largest
// modules, which a phone reads from further away.
#include <optional>
#include <string>
#include <vector>

namespace heist::ui {

struct QrCode {
    int size = 0;           // modules per side, without the quiet zone
    std::vector<bool> dark; // size * size, row by row
    bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)]; }
};

// Nothing when the text is too long for any QR code.
std::optional<QrCode> encodeQr(const std::string& text);

} // namespace heist::ui
