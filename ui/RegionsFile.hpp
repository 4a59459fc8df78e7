#pragma once
// For tools outside the app (bench/tap-latency.sh): with HEIST_REGIONS_FILE set, the top
// screen's targets are written to that file after every frame that changed them, one line
// each, "id x y width height enabled" in window pixels. Only ids and rectangles (the ids the UI
// tests tap; greyed targets follow public rules only), no words and no state. A tool for a
// test machine: nothing sets it at a table.
#include "ui/Painter.hpp"

#include <string>
#include <vector>

namespace heist::ui {

class RegionsFile {
public:
    RegionsFile(); // reads HEIST_REGIONS_FILE; does nothing when it is not set
    bool wanted() const { return !m_path.empty(); }
    // Writes the regions (in window pixels) when they changed since the last write.
    void update(const std::vector<Region>& regions) {
        std::string text;
        for (const auto& r : regions) {
            const sf::FloatRect& w = r.rect;
            text += r.id + ' ' + std::to_string(static_cast<int>(w.left)) + ' ' +
                    std::to_string(static_cast<int>(w.top)) + ' ' + std::to_string(static_cast<int>(w.width)) + ' ' +
                    std::to_string(static_cast<int>(w.height)) + (r.enabled ? " 1\n" : " 0\n");
        }
        if (text != m_written)
            write(text);
    }

private:
    void write(const std::string& text);
    std::string m_path;
    std::string m_written;
};

} // namespace heist::ui
