#pragma once
// The front end's root: the screen stack, the theme, fonts and sound, and the one live
// session. It turns window events into taps for the top screen, sends intents to the
// session (which saves before it shows), and draws only when something changed.
#include "ui/DisplayList.hpp"
#include "ui/Painter.hpp"
#include "ui/PhoneDesk.hpp"
#include "ui/RegionsFile.hpp"
#include "ui/Sound.hpp"
#include "ui/Theme.hpp"
#include "history/BgStats.hpp"
#include "history/StoredRecords.hpp"
#include "ui/screens/Screen.hpp"
#include "store/LiveSession.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace heist::ui {

// What the App takes from the command line (main.cpp fills it from cli::Options).
struct AppOptions {
    unsigned width = 1280; // the first frame's size, until the window says its own
    unsigned height = 800;
    bool mute = false;
    std::optional<std::uint64_t> seed; // the sessions' seeds, for tests and --screenshot
    // --resume: the game to continue at start (nothing: none, or no unfinished game to find).
    bool resume = false;
    std::optional<std::int64_t> resumeId;
};

class App {
public:
    App(store::SessionStore& store, const AppOptions& options);
    ~App();

    // Builds the first screen: home, or the resumed table for --resume.
    void start();

    void resize(sf::Vector2f size);
    void handle(const sf::Event& event);
    void update(double seconds);
    // The App's clock, in seconds, never going back; the default is the steady clock.
    // Tests give one of their own, so that stillness takes no real time.
    using Clock = std::function<double()>;
    void setClock(Clock clock);
    // Brings the App's time to the clock's present.
    void advance();
    // Draws a frame. targetKeepsFrame: the target still holds the last frame drawn (an
    // off-screen image, or a window that shows its frames in parts). Then, while only an
    // animation's moving parts change, only they are redrawn, and the part of the target that
    // changed is returned; none means the whole frame was drawn.
    std::optional<sf::IntRect> render(sf::RenderTarget& target, TextLog* log = nullptr, bool targetKeepsFrame = false);

    // The parts of the last frame render() drew (their bounding box is what it returned); empty
    // when it drew the whole frame.
    const std::vector<sf::IntRect>& damageParts() const { return m_parts; }
    // The target lost what it showed: the next frame is drawn whole.
    void forgetFrame() {
        m_lastFrame.reset();
        m_offList.reset();
        m_dirty = true;
    }

    // Also true for one frame after an animation ends: its final frame is drawn by itself.
    bool needsRedraw() const { return m_dirty || animating() || m_drewAnimation; }
    // True when the stack changed since the last frame (taps need a fresh layout first).
    bool needsLayout() const { return m_needsLayout; }
    bool animating() const;
    std::optional<double> wakeIn() const;
    bool quitRequested() const { return m_quit; }
    void requestQuit() { m_quit = true; }
    double now() const { return m_time; }

    // The stack; changes are applied after the current event.
    void push(std::unique_ptr<Screen> screen);
    void pop();
    void popTo(const std::string& screenName); // pops until that screen is on top
    void replaceAll(std::unique_ptr<Screen> screen);
    Screen* top() const { return m_stack.empty() ? nullptr : m_stack.back().get(); }
    const std::vector<std::unique_ptr<Screen>>& stack() const { return m_stack; }
    void markDirty() { m_dirty = true; }

    store::SessionStore& store() { return m_store; }
    Theme& theme() { return m_theme; }
    // The records of finished games kept ahead of Statistics (history::RecordBackfill): at most
    // this many games replayed in one idle step.
    static constexpr std::size_t kRecordGamesPerStep = 12;
    // ...and while a screen waits for them (Statistics), this many a step (about 6 ms at 0.12 ms
    // a game), steps one after the other.
    static constexpr std::size_t kRecordGamesPerHurriedStep = 48;
    const history::RecordBackfill& recordsAhead() const { return m_records; }
    // The finished games changed outside a dispatch: a restored backup (fileReplaced: the
    // keep is read from the file again) or a deleted game; the records are looked at again.
    void finishedGamesChanged(bool fileReplaced);
    const Fonts& fonts() const { return m_fonts; }
    Sound& sound() { return m_sound; }

    // The phones of the live session (docs/phones.md).
    PhoneDesk& phones() { return *m_phones; }
    // The session being played, if any.
    store::LiveSession* live() { return m_live ? &*m_live : nullptr; }
    void openSession(std::int64_t id);
    void startSession(const engine::GameDefinition& game, engine::SessionSetup setup);
    void closeSession() { m_live.reset(); }
    // Validates, saves and applies; a refusal or a failed save becomes a message on screen.
    std::optional<engine::Event> dispatch(const std::string& type, Json args = Json::object());
    // What the rules would say to this intent now, changing nothing: their refusal's message,
    // or nothing when they would accept it (for greying out a choice before it is made).
    std::optional<std::string> refusal(const std::string& type, const Json& args) const;
    // The screen for the live session's current phase (table, deal cover, guesses...).
    void showTable();

    void toast(const std::string& message, bool error = false);
    const std::string& toastText() const { return m_toast; }
    std::uint64_t nextSeed();
    bool settingFlag(const std::string& key, bool fallback);
    void setSettingFlag(const std::string& key, bool value);
    // The language every screen speaks (src/language): HEIST_LANGUAGE when set (tests, the
    // pseudo-language), else the one chosen in Settings, else the system's (LANGUAGE, LANG...).
    // setLanguage switches at once, with no restart, and remembers the choice in the file.
    void setLanguage(const std::string& code);
    std::string language() const;

    // Test hook: the whole frame as it stands, drawn in one layer, changing nothing.
    void renderWhole(sf::RenderTarget& target);
    // Test hooks: synthetic input in window coordinates, and the regions of the top screen.
    void tapAt(sf::Vector2f point);
    void pressAt(sf::Vector2f point);
    void releaseAt(sf::Vector2f point);
    std::optional<sf::FloatRect> regionRect(const std::string& id) const; // in window coordinates
    std::vector<std::string> regionIds() const;
    bool tap(const std::string& regionId); // false when no such enabled region

private:
    void chooseLanguage(); // at start (AppLanguage.cpp)
    void applyPending();
    sf::Vector2f toScreen(sf::Vector2f windowPoint) const;
    const Region* hit(sf::Vector2f screenPoint) const;
    void drawToast(Painter& p);
    void drawFlipButton(Painter& p);
    // Draws the stack in one layer (see Layer), into list instead of the target when given;
    // returns where what moves was drawn, in pixels.
    std::optional<sf::IntRect> drawStack(sf::RenderTarget& target, TextLog* log, Layer layer,
                                         DisplayList* list = nullptr);
    // Draws the whole frame: into a target that holds the last frame drawn this way, only where
    // the two can differ (DisplayList); returns that box, none when all of it was drawn.
    std::optional<sf::IntRect> drawByDifference(sf::RenderTarget& target, TextLog* log, bool targetKeepsFrame);
    // While the still layer is kept: puts it back under where the moving parts were, draws them
    // where they are now; returns the box of both when the target keeps its frames.
    std::optional<sf::IntRect> drawMoving(sf::RenderTarget& target, TextLog* log, bool targetKeepsFrame);
    // An animation's frame drew only there (none: everywhere) over the listed last frame.
    void noteOffList(const std::optional<sf::IntRect>& drawn);
    // Draws what stands still into m_still (made or resized to the target's size).
    bool drawStill(const sf::RenderTarget& target);

    store::SessionStore& m_store;
    AppOptions m_options;
    Theme m_theme;
    Fonts m_fonts;
    bool m_drawnOnce = false;                                          // a frame stands drawn
    history::RecordBackfill m_records{history::localUtcOffsetMinutes}; // kept ahead of Statistics
    bool recordsDue() const;                                           // a step of m_records may run now
    Sound m_sound;
    std::optional<store::LiveSession> m_live;
    std::unique_ptr<PhoneDesk> m_phones; // after m_live: it reads the session while it stops

    struct PendingOp {
        enum Kind { Push, Pop, PopTo, ReplaceAll } kind;
        std::unique_ptr<Screen> screen;
        std::string name;
    };
    std::vector<std::unique_ptr<Screen>> m_stack;
    std::vector<PendingOp> m_pending;
    std::vector<Region> m_regions; // of the top screen, last frame
    RegionsFile m_regionsFile;     // HEIST_REGIONS_FILE: the regions for tools outside
    std::string m_pressed;         // region id under the finger
    std::string m_heldId;          // a hold button being held
    std::function<void()> m_heldRelease;
    std::optional<std::int64_t> m_drawnSeq; // the state the last frame showed
    bool m_needsLayout = true;

    std::string m_toast;
    bool m_toastError = false;
    double m_toastUntil = 0;
    // A message belongs to the screens it was first shown over: it goes when they change.
    std::uint64_t m_stackEpoch = 0; // counts the changes to the stack of screens
    std::optional<std::uint64_t> m_toastEpoch;
    double m_time = 0;
    Clock m_clock;
    double m_clockSeen = 0; // the clock's reading at the last advance
    bool m_dirty = true;
    bool m_drewAnimation = false; // the last frame showed an animation under way
    // While the top screen animates its moving parts apart (Screen::movesApart), what stands
    // still, drawn once per animation; kept while the same screen stays on top.
    std::unique_ptr<sf::RenderTexture> m_still;
    const Screen* m_stillFor = nullptr;
    std::optional<sf::IntRect> m_moved; // where the moving parts were drawn in the last frame
    bool m_stillStale = false;          // the still layer is drawn anew with the next frame
    // The last frame, as drawn by drawByDifference into a target that keeps it (none when the
    // target holds anything else), and the list the next one is drawn into (its memory kept).
    std::unique_ptr<DisplayList> m_lastFrame, m_nextFrame;
    sf::Vector2u m_lastFrameSize;
    // Where an animation drew into the target since m_lastFrame (outside it, the target still
    // holds that frame), and what the still layer's texture holds, as drawn.
    std::optional<sf::IntRect> m_offList;
    std::unique_ptr<DisplayList> m_stillList;
    const sf::RenderTarget* m_lastFrameTarget = nullptr; // the target that holds it
    std::vector<sf::IntRect> m_parts;
    bool m_quit = false;
    std::uint64_t m_seedCounter = 0;
};

} // namespace heist::ui
