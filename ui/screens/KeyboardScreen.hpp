#pragma once
// An on-screen keyboard for names: letters, digits, the accented letters of European names
// (two pages) and the curly apostrophe, so "Catalina Fernández", "Niall O’Sullivan" and
// "Þórður Łukasiewicz" can be typed by touch. A desktop keyboard works too.
#include "ui/screens/Screen.hpp"

#include <functional>

namespace heist::ui {

class KeyboardScreen : public Screen {
public:
    KeyboardScreen(App& app, std::string title, std::string initial, std::function<void(const std::string&)> onDone,
                   std::size_t maxChars = 32);
    const char* name() const override { return "keyboard"; }
    void draw(Painter& p) override;
    void onTextEntered(sf::Uint32 unicode) override;
    void onKey(const sf::Event::KeyEvent& key) override;

    // What Done asks of the text before it closes: "" when it will do, else a message shown
    // while the keyboard stays (a port's range, ...). Without one, Done needs any text.
    KeyboardScreen& withCheck(std::function<std::string(const std::string&)> check);

    const sf::String& value() const { return m_value; }
    bool shiftOn() const { return m_shift; }

private:
    void type(sf::Uint32 c);
    void done();
    std::string m_title;
    sf::String m_value;
    std::function<void(const std::string&)> m_onDone;
    std::function<std::string(const std::string&)> m_check;
    std::size_t m_max;
    bool m_shift = true; // capitalise the first letter
    bool m_accents = false;
    std::size_t m_accentPage = 0; // which page of accented letters the accents panel shows
};

} // namespace heist::ui
