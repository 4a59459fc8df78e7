#pragma once
// Suspicion's screens: the table (gem stacks, dice, actions, players), the private deal
// and peeks, the private guesses, and the results. User-visible strings for Suspicion
// live in this file's .cpp.
#include "engine/Json.hpp"
#include "ui/screens/Screen.hpp"
#include "ui/widgets/Celebration.hpp"

#include <vector>

namespace heist::games::suspicion {
class SuspicionGame;
} // namespace heist::games::suspicion

namespace heist::ui::suspicion {

// Pushes the table and, while dealing, the cover for the next player.
void openTable(App& app);

class SuspicionTableScreen : public Screen {
public:
    explicit SuspicionTableScreen(App& app);
    const char* name() const override { return "suspicion-table"; }
    void draw(Painter& p) override;
    bool animating() const override;
    bool movesApart() const override { return true; } // the dice (and a taken gem) move
    void skipAnimation() override { m_animUntil = 0; }
    void onShown() override;
    void onKey(const sf::Event::KeyEvent& key) override;
    void onBack() override;

private:
    void drawStacks(Painter& p, const sf::FloatRect& r, const Json& view, bool canAct);
    // The least height of the gem stacks `width` wide where `room` is what the table can give
    // them: each name on one line over its two buttons, or the row across (takesAcross).
    float stacksLeast(const Painter& p, float width, float room) const;
    // The height of Roll, Peek, Look and End turn `width` wide (two lines where a label needs).
    float actionsHeight(const Painter& p, float width) const;
    void drawDiceAndActions(Painter& p, const sf::FloatRect& r, const Json& view);
    void drawSeat(Painter& p, const sf::FloatRect& r, int seat, const Json& view);
    void drawNews(Painter& p, const sf::FloatRect& r);
    float seatHeight(Painter& p, float seatW) const;
    void showInfo();
    void chooseLook();
    void drawGuessing(Painter& p, const sf::FloatRect& r, const Json& view);
    void peekInvitation();
    void lookAgain(int seat);
    void startGuess(int seat);

    double m_animUntil = 0;
    double m_animStart = 0;
    int m_animGem = -1; // stack that pulses after a take
    bool m_animDice = false;
};

class SuspicionGuessScreen : public Screen {
public:
    SuspicionGuessScreen(App& app, int seat);
    const char* name() const override { return "suspicion-guess"; }
    bool showsSecret() const override { return true; } // one player's private guesses
    void draw(Painter& p) override;

private:
    void submit();
    int m_seat;
    std::vector<int> m_others; // seats to guess, in order
    std::vector<int> m_choice; // guest index per entry of m_others, -1 unset
    std::size_t m_current = 0;
};

class SuspicionResultsScreen : public Screen {
public:
    explicit SuspicionResultsScreen(App& app);
    const char* name() const override { return "suspicion-results"; }
    void draw(Painter& p) override;
    void onBack() override;
    bool animating() const override;
    void skipAnimation() override { m_celebration.finish(); }

private:
    std::size_t m_first = 0;   // the first player on the page shown (the rest on the next pages)
    Celebration m_celebration; // the winners' header, animated once as the results open
};

} // namespace heist::ui::suspicion
