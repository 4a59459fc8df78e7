#pragma once
// A screen on the App's stack. Screens draw themselves each frame through a Painter and
// register tap regions; they turn taps into intents through the App, which saves before it
// shows. What a screen reads or keeps outside the game (a setting, the saved games, the
// backups) it asks of the App's store, and it decides no policy of its own: the PIN's is the
// session's (store::LiveSession), what a table's tap starts is the app layer's (TableFlows).
// Changes to the stack are deferred until the current input has been handled.
#include "ui/Painter.hpp"

#include <SFML/Window/Event.hpp>

#include <optional>
#include <string>

namespace heist::ui {

class App;

class Screen {
public:
    explicit Screen(App& app) : m_app(app) {}
    virtual ~Screen() = default;

    virtual const char* name() const = 0; // a stable id for tests and logs
    virtual void draw(Painter& p) = 0;

    // False for dialogs, which are drawn over the screen beneath them.
    virtual bool opaque() const { return true; }
    // True while a secret is on screen (only ever while its owner holds the button).
    virtual bool showsSecret() const { return false; }
    virtual bool animating() const { return false; }
    // True when what its animation moves is drawn inside Painter::moving, so that the App can
    // keep the rest still in a texture and redraw only the moving parts each frame.
    virtual bool movesApart() const { return false; }
    virtual void skipAnimation() {}
    // Seconds until this screen changes by itself (auto-hide, a fading message).
    virtual std::optional<double> wakeIn() const { return std::nullopt; }
    virtual void onFocusLost() {}
    virtual void onTextEntered(sf::Uint32) {}
    virtual void onKey(const sf::Event::KeyEvent&) {}
    virtual void onBack();
    virtual void onShown() {} // became the top screen (again)
    // The language was switched (App::setLanguage): a screen that keeps words made earlier
    // (a title, a list of lines) makes them again; the next frame is drawn whole anyway.
    virtual void languageChanged() {}
    // True while this screen waits for the finished games' records (App::recordsAhead): the App
    // then keeps them up without pausing between steps, and calls recordsReady() when they are.
    virtual bool waitsForRecords() const { return false; }
    virtual void recordsReady() {}

    bool flipped() const { return m_flipped; }
    void toggleFlip() { m_flipped = !m_flipped; }

protected:
    App& m_app;

private:
    bool m_flipped = false;
};

} // namespace heist::ui
