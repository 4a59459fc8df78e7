#pragma once
// A 4-digit PIN pad: choose a PIN (typed twice) or check one before a peek.
#include "ui/screens/Screen.hpp"

#include <functional>

namespace heist::ui {

class PinScreen : public Screen {
public:
    enum class Mode { Choose, Check };
    // Choose: onPin gets the new PIN. Check: verify says whether a PIN is right, and
    // onPin runs once it is.
    // waitSeconds (Check): how long before the next try is allowed (wrong PINs in a row
    // make the seat wait; the count is kept in the saved-games file).
    PinScreen(App& app, Mode mode, std::string playerName, std::function<void(const std::string&)> onPin,
              std::function<bool(const std::string&)> verify = nullptr, std::function<double()> waitSeconds = nullptr);
    const char* name() const override { return "pin"; }
    void draw(Painter& p) override;
    void onTextEntered(sf::Uint32 c) override;
    std::optional<double> wakeIn() const override;

private:
    void digit(char d);
    void complete();
    Mode m_mode;
    std::string m_player;
    std::function<void(const std::string&)> m_onPin;
    std::function<bool(const std::string&)> m_verify;
    std::string m_entry;
    std::string m_first; // Choose: the first typing
    std::string m_message;
    std::function<double()> m_waitSeconds;
    double m_lockedUntil = 0; // app time before which digits are not taken
    bool locked() const;
    void refreshLock();
};

} // namespace heist::ui
