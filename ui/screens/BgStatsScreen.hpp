#pragma once
// "Send to BG Stats": the finished play as a QR code that a phone scans to open BG Stats with
// the play filled in (history/BgStats.hpp), and a button that saves the same play as a file
// beside the saved games. Only reached from a results screen: the play holds no secret.
#include "ui/QrCode.hpp"
#include "ui/screens/Screen.hpp"

#include <filesystem>

namespace heist::ui {

class BgStatsScreen : public Screen {
public:
    explicit BgStatsScreen(App& app);
    const char* name() const override { return "bgstats"; }
    void draw(Painter& p) override;

    const std::string& link() const { return m_link; } // for the tests
    // Where "Save as a file" writes: bgstats-play-ID.json beside the saved-games file.
    std::filesystem::path filePath() const;

private:
    struct Layout {
        sf::FloatRect code;  // the white square, quiet zone included
        float cell = 1;      // one module, in whole pixels
        sf::FloatRect panel; // the words and buttons, below or beside it
    };
    Layout layout(const Painter& p, const sf::FloatRect& area) const;
    // What the words and buttons need at a width, beside the code or below it.
    float textHeight(const Painter& p, float width, bool beside) const;
    // The save button's label, and the height of the two buttons side by side in `width` (a
    // label that needs two lines at the least size gets them).
    std::string saveLabel() const;
    float pairHeight(const Painter& p, float width) const;
    std::string savedMessage() const;
    void save();
    std::string m_json;
    std::string m_link;
    std::optional<QrCode> m_code;
    std::string m_message; // what the last save did
    bool m_failed = false;
};

} // namespace heist::ui
