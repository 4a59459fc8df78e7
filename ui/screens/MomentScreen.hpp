#pragma once
// The event that ends a game, shown as the event it is before the results: "The vault
// breaks!", "Captured!", with who and how, over the celebration's short animation. One tap
// anywhere (or its button) leads on. It is pushed only once the game is over, by the event
// that ended it, so neither its coming nor its words can tell the table anything hidden.
#include "ui/screens/Screen.hpp"
#include "ui/widgets/Celebration.hpp"

#include <functional>

namespace heist::ui {

class MomentScreen : public Screen {
public:
    // leadOn runs once, on the tap that leaves the card (it replaces the card by the results).
    MomentScreen(App& app, CelebrationWords words, std::function<void()> leadOn);
    // Something the words cannot show (the cards of both hands), drawn under the celebration
    // in a band `height` tall (at 1280x800; scaled with the theme).
    void setPicture(float height, std::function<void(Painter&, const sf::FloatRect&)> draw) {
        m_pictureHeight = height;
        m_picture = std::move(draw);
    }
    const char* name() const override { return "moment"; }
    void draw(Painter& p) override;
    bool animating() const override;
    void skipAnimation() override { m_celebration.finish(); }
    void onBack() override { leadOn(); }

private:
    void leadOn();
    CelebrationWords m_words;
    std::function<void()> m_leadOn;
    Celebration m_celebration;
    float m_pictureHeight = 0;
    std::function<void(Painter&, const sf::FloatRect&)> m_picture;
};

} // namespace heist::ui
