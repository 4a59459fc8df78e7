#pragma once
// "Pass the tablet": a cover with nothing secret on it, then hold to reveal. The secret
// shows only while the finger is down, hides on release, after 5 seconds, and when the
// window loses focus. The same screen deals identities, shows a peeked card and lets a
// player look at their secret again.
#include "engine/GameDefinition.hpp"
#include "ui/screens/Screen.hpp"

#include <functional>

namespace heist::ui {

struct RevealSpec {
    int seat = 0;
    std::string playerName;
    std::string colour;
    std::string coverTitle; // "Pass the tablet to Ann"
    std::string coverHint;  // what to do, with nothing secret in it
    std::string holdLabel;  // "Hold to see your invitation"
    std::function<void(Painter&, const sf::FloatRect&)> drawSecret;
    std::string doneLabel; // empty: "Done"
    // When set, Done's label is read at each frame instead (it follows the next seat's phone).
    std::function<std::string()> doneLabelNow;
    bool mustLookFirst = true; // Done stays off until the secret was held once
    bool offerPin = false;     // offer "Set a PIN" (deals only)
    std::function<void()> onDone;
    std::function<void()> onSetPin;
    bool canGoBack = true;
    // Set when the seat's own phone shows this same secret (its phone view): while that phone
    // is connected it is the cover's title ("Ann: your role is on your phone") and Done needs
    // no look on the tablet (docs/phones.md).
    std::string phoneTitle;

    // A spec for one player: seat, name, colour and the cover's title filled in.
    static RevealSpec forPlayer(const engine::PlayerInfo& player, std::string coverTitle);
};

// A deal's Done: "Done — pass to Ann", or "Next: Ann" when Ann's phone is connected (her
// secret is on it: the tablet need not travel).
std::string passTo(App& app, const engine::PlayerInfo& next);

// Pushes the reveal, after asking for the player's PIN if the session has one for them.
void pushGuardedReveal(App& app, RevealSpec spec);

// Pushes a deal's reveal, offering a PIN (saved with session.set_pin) when the session's
// offer_pin house rule is on and the player has none yet.
void pushDealReveal(App& app, RevealSpec spec);

class RevealScreen : public Screen {
public:
    static constexpr double kAutoHideSeconds = 5.0;

    RevealScreen(App& app, RevealSpec spec);
    const char* name() const override { return "reveal"; }
    void draw(Painter& p) override;
    bool showsSecret() const override;
    std::optional<double> wakeIn() const override;
    void onFocusLost() override { hide(); }
    void onBack() override;

    int seat() const { return m_spec.seat; }
    bool hasLooked() const { return m_looked; }
    void setPinDone() { m_pinSet = true; }

private:
    void hide();
    RevealSpec m_spec;
    bool m_held = false;
    bool m_timedOut = false;
    double m_heldSince = 0;
    bool m_looked = false;
    bool m_pinSet = false;
};

} // namespace heist::ui
