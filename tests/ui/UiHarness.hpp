#pragma once
// Drives the real App with synthetic taps into an off-screen image (under Xvfb), and
// keeps the text each frame drew.
#include "ui/App.hpp"
#include "tests/support/TestSupport.hpp"

#include <SFML/Graphics/RenderTexture.hpp>

namespace heist::test {

class UiHarness {
public:
    explicit UiHarness(unsigned width = 1280, unsigned height = 800, std::optional<std::filesystem::path> db = {},
                       std::optional<std::string> resume = {});

    // Draws a frame; returns its text.
    const ui::TextLog& frame();
    // Frames until the finished games' records are all kept (App::recordsAhead, after the file's
    // verdict), so that Statistics shows its figures rather than its counting.
    void untilRecordsKept();
    void resize(unsigned width, unsigned height);
    // Taps a region by id and draws the next frame; fails the test if there is none.
    void tap(const std::string& id);
    void press(const std::string& id);
    void release();
    bool has(const std::string& id);
    std::string screen() const { return m_app->top() ? m_app->top()->name() : ""; }
    bool frameShows(const std::string& text) const;
    // The App's clock is the harness's: time passes only when a test says so.
    double now() const { return m_now; }
    void idle(double seconds) { m_now += seconds; } // stillness: the clock moves, nothing else
    void save(const std::string& name);             // PNG into $HEIST_SCREENS_DIR, when set
    // The same frame as it looks with protanopia, deuteranopia and tritanopia (ColourVision.hpp),
    // saved as <name>-<deficiency>-<WxH>.png into $HEIST_SCREENS_DIR, when set.
    void saveSimulated(const std::string& name);
    void setShotPrefix(std::string prefix) { m_shotPrefix = std::move(prefix); } // e.g. "long-"
    // The table's rules for the last frame (every UI test calls this on every frame):
    //  (a) no player name, role or next step is cut with an ellipsis, nor any text that
    //      holds the start of a seated player's name;
    //  (b) nothing below 24 px; names, roles and the next step asked for at >= 28 px (they
    //      may shrink to fit, never below 24 px); on a window whose shorter side is under 800
    //      px these least sizes scale down with it, never below 16 px (SPEC.md 1:
    //      800x480), and so does (d)'s 64 px, never below 44 px;
    //  (c) every text on the top screen has a contrast >= 4.5:1 (WCAG 2) between its ink
    //      and the pixels behind it, sampled from the rendered frame around its glyphs,
    //      and still >= 4.5:1 with protanopia, deuteranopia and tritanopia simulated
    //      (ColourVision.hpp: Machado et al. 2009, severity 1.0);
    //  (d) tap targets >= 64 px on their shorter side;
    //  (e) no text lies over another text, and every text lies inside the window;
    //  and no secret text unless the top screen is a held reveal.
    // Every rule fails the frame: sizes, contrast, targets, text over text or objects, text
    // out of its box or the window, a name, role or next step left out.
    void checkFrameRules();
    // The same rules, as one sentence per problem (empty when the frame is fine).
    std::vector<std::string> frameProblems();
    // The rules that need no pixels, (a) and (b): checked by frame() on EVERY frame of every
    // UI test unless a test that draws bad text on purpose turns it off.
    std::vector<std::string> textProblems() const;
    // (e) and (f), from where things were drawn and in which order: no text drawn over by a
    // later text or shape, none outside the window or the box it was given, no word broken
    // between two lines (part of textProblems, so checked on every frame).
    std::vector<std::string> layoutProblems() const;
    // In the pseudo-language (HEIST_LANGUAGE=pseudo), texts that did not come from the catalogue:
    // after its [bracketed] messages are taken out, a text may hold no ASCII letter (numbers,
    // signs and the players' names excepted). Part of textProblems.
    std::vector<std::string> pseudoProblems() const;
    // Whether the table's layout rules fail a test in this run: in every language, but not in
    // the pseudo-language, whose run is the catalogue's check (every text from the catalogue)
    // and a stress of 40% longer words beyond the longest language, German: there a frame's
    // layout problems (sizes, cut-offs, overlaps, contrast) are counted and listed at the end
    // of the run (layoutStress), and the tests' own layout checks are left out.
    bool layoutHeld() const;
    // `where`: the screen and the window's size, so that the list says where to look.
    static void layoutStress(const std::string& where, const std::vector<std::string>& problems);
    std::string stressWhere() const {
        return screen() + " at " + std::to_string(m_target.getSize().x) + "x" + std::to_string(m_target.getSize().y);
    }
    // For the tests of the rules themselves: held in the pseudo-language too.
    void holdLayoutRules() { m_holdLayout = true; }
    void checkEveryFrame(bool on) { m_everyFrame = on; }

    ui::App& app() { return *m_app; }
    store::SessionStore& store() { return *m_store; }
    // What the last frame said, in English: in another language (HEIST_LANGUAGE) each text is
    // read back through the catalogue (language::englishReadings), so that the tests' English
    // expectations hold in every language while the rules are checked on what was drawn.
    const ui::TextLog& lastText() const { return m_inEnglish ? m_read : m_text; }
    // A text the App made (a toast, the undo step's description), in English: in another
    // language read back through the catalogue like the frame's texts; as it is otherwise.
    std::string inEnglish(const std::string& text) const;
    std::string toast() const { return inEnglish(m_app->toastText()); }
    // A text the test itself gave the App (a fixture, or what a player typed), which the
    // pseudo-language's check must not take for a text left out of the catalogue.
    void fixtureText(std::string text) { m_fixtures.push_back(std::move(text)); }
    // What was drawn, in the language it was drawn in.
    const ui::TextLog& drawnText() const { return m_text; }
    sf::Image image() const { return m_target.getTexture().copyToImage(); }
    const std::filesystem::path& dbPath() const { return m_db; }

private:
    TempDir m_dir;
    std::filesystem::path m_db;
    std::unique_ptr<store::SessionStore> m_store;
    std::vector<std::string> m_fixtures; // texts the test gave the App (fixtureText)
    bool m_holdLayout = false;           // holdLayoutRules
    ui::AppOptions m_options;
    std::unique_ptr<ui::App> m_app;
    sf::RenderTexture m_target;
    ui::TextLog m_text;
    ui::TextLog m_read;                               // m_text read in English
    std::vector<std::vector<std::string>> m_readings; // every English reading of each text
    bool m_inEnglish = false;                         // the App speaks another language
    sf::Vector2f m_heldAt;
    double m_now = 0;
    bool m_everyFrame = true;
    std::string m_shotPrefix;
};

// The English readings of a text drawn in another language (UiHarnessLanguage.cpp): the
// catalogue's (a line of items joined by " \u00b7 " read item by item), or for a message made
// a sentence, read without its full stop; none when the text has no reading.
std::vector<std::string> englishReadBack(const std::string& text);

// The text of the one QR code in a frame, as zbarimg (Debian's zbar-tools) reads it from a
// PNG of it: what a phone's camera would get.
std::string readQrCode(const sf::Image& frame);

// A finished two-player Suspicion game in a file (the first player wins 7 to 5), begun at a
// given UTC moment ("2026-11-24T21:10:00.000Z"); its events keep their times after that start.
std::int64_t finishedSuspicion(const std::filesystem::path& db, std::vector<std::string> names, std::uint64_t seed,
                               const std::string& began);

// A tap on the target `id`, then the table's rules checked on the frame it leads to.
inline void step(UiHarness& ui, const std::string& id) {
    ui.tap(id);
    ui.checkFrameRules();
}

} // namespace heist::test
