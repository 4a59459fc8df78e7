#pragma once
// The window sizes every panel is checked at (issue 47): the thirteen screens a group's
// machine may have, landscape and portrait, from a 7-inch 800x480 panel to a 2560x1600
// tablet, and a smaller spread of them that CI runs in every language. The full sweep is
// `ctest -L panels`; the spread in each language is `panels-<lang>` (tests/CMakeLists.txt).
// Also the eight long names the sweep seats: each 19 letters or more in one word somewhere
// ("Brzęczyszczykiewicz"), so that a name broken between two letters shows.
#include <string>
#include <utility>
#include <vector>

namespace heist::test {

struct PanelSize {
    unsigned w, h;
    const char* name; // "800x480"
};

// Every size, landscape then portrait.
inline const std::vector<PanelSize>& allPanels() {
    static const std::vector<PanelSize> sizes = {
        {800, 480, "800x480"},    {1024, 600, "1024x600"},   {1280, 720, "1280x720"},   {1366, 768, "1366x768"},
        {1280, 800, "1280x800"},  {1920, 1080, "1920x1080"}, {1920, 1200, "1920x1200"}, {2560, 1600, "2560x1600"},
        {480, 800, "480x800"},    {600, 1024, "600x1024"},   {720, 1280, "720x1280"},   {800, 1280, "800x1280"},
        {1080, 1920, "1080x1920"}};
    return sizes;
}

// The spread CI runs in every language: the smallest of each orientation, the odd ratios that
// broke names (1366x768, 720x1280), the common 1280x800 and the largest.
inline const std::vector<PanelSize>& spreadPanels() {
    static const std::vector<PanelSize> sizes = {{800, 480, "800x480"},
                                                 {1366, 768, "1366x768"},
                                                 {2560, 1600, "2560x1600"},
                                                 {480, 800, "480x800"},
                                                 {720, 1280, "720x1280"}};
    return sizes;
}

// Eight long names, a surname of 19 letters among them.
inline const std::vector<std::string>& panelNames() {
    static const std::vector<std::string> names = {"Grzegorz Brzęczyszczykiewicz", "Anastasia Konstantinova",
                                                   "Catalina Fernández-Olmedo",    "Niall O’Sullivan-McCarthy",
                                                   "Priyanka Raghunathan-Iyer",    "Maximilian von Hohenstein",
                                                   "Anne-Sophie Delacroix-Roux",   "Bartholomew Fitzgerald III"};
    return names;
}

// The three windows a screen's own tests draw it at: a 10-inch tablet both ways and a laptop.
inline constexpr std::pair<unsigned, unsigned> kThreeSizes[] = {{1280u, 800u}, {800u, 1280u}, {1920u, 1080u}};

} // namespace heist::test
