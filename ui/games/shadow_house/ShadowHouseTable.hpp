#pragma once
// Shadow House Masquerade's screens: the table (the deck checklist to tick while building
// the physical deck at the start of every round, then the match: the players around the
// table with their points, the round in the middle), the scoring wizard with its preview of
// the points, the round result, and the winner screen (every round) or the Lightning
// result. Strings for the game live in these files; the rules and the points come from the
// game definition.
#include "engine/Json.hpp"
#include "ui/screens/Screen.hpp"
#include "ui/widgets/Celebration.hpp"
#include "ui/widgets/Seats.hpp"

#include <set>

namespace heist::ui::shadow_house {

// Pushes the table and, when the match is over, the winners.
void openTable(App& app);

class ShadowHouseTableScreen : public Screen {
public:
    explicit ShadowHouseTableScreen(App& app) : Screen(app) {}
    const char* name() const override { return "shm-table"; }
    void draw(Painter& p) override;
    void onShown() override;
    void onBack() override;
    void onKey(const sf::Event::KeyEvent& key) override;

private:
    // What a seat holds at a width: the token, the name beside it (or under it where a word of
    // the name would not fit beside it: a word is never broken) and the points under the name.
    struct SeatFit {
        bool under = false;
        float pad = 0, lead = 0; // the padding, and where the token starts (clear of the gold bar)
        FittedText name, line;
        float height = 0;
    };
    float drawHeader(Painter& p, const Json& v); // returns the table's top
    // The checklist, under its heading and above its total where asked; returns the bottom.
    float drawDeck(Painter& p, const sf::FloatRect& r, const Json& v, bool withTotal, bool withHeading = true);
    float deckHeading(Painter& p, const sf::FloatRect& r, const Json& v); // returns its height
    float deckTotal(Painter& p, const sf::FloatRect& r, const Json& v);   // "32 cards in all"; returns its height
    // Whether the checklist with its heading and total keeps every row's least height in w x h.
    bool deckFits(const Painter& p, float w, float h, const Json& v) const;
    // Setup steps 3 to 6, each whole: all of them, or the first that fit; false: not all fit.
    bool drawReminders(Painter& p, const sf::FloatRect& r, const Json& v, bool draw = true);
    void drawRoundPanel(Painter& p, const sf::FloatRect& r, const Json& v, bool small);
    std::string seatLine(const Json& v, int seat) const;
    SeatFit fitSeat(const Painter& p, int seat, float seatW, const Json& v) const;
    float seatWidthNeeded(const Painter& p, int seat, const Json& v) const;
    // In portrait, two columns round the middle, clockwise as the players sit (along the top,
    // down the right, back along the bottom and up the left), every row as tall as the tallest
    // seat: the table's and the small table's seats alike.
    SeatLayout portraitSeats(const Painter& p, const sf::FloatRect& area, const Json& v) const;
    void drawSeat(Painter& p, const sf::FloatRect& r, int seat, const Json& v);
    void drawSeats(Painter& p, const sf::FloatRect& area, const Json& v); // the seats round the round panel
    // A small panel's table (ShadowHouseSmall.cpp): the deck to build, then the seats as token,
    // name and points round the round and its next step; the rest under the "i".
    // (Also a landscape window too short for the checklist with its heading and total.)
    void drawSmallDeck(Painter& p, const sf::FloatRect& area, const Json& v);
    void drawSmallTable(Painter& p, const sf::FloatRect& area, const Json& v);
    void showInfo();
    void askFirst();

    std::set<std::string> m_ticked; // deck rows ticked while building (this round only)
    int m_tickedRound = -1;
};

// The scoring wizard: ending -> who did it -> culprit -> accomplices -> the points.
void startScoring(App& app);

// Step 1 of the wizard: how the round ended, each ending with what it scores.
class ShadowHouseEndingScreen : public Screen {
public:
    explicit ShadowHouseEndingScreen(App& app) : Screen(app) {}
    const char* name() const override { return "shm-ending"; }
    void draw(Painter& p) override;
};

// The points with a reason for each player, before they are confirmed.
class ShadowHousePreviewScreen : public Screen {
public:
    ShadowHousePreviewScreen(App& app, Json args);
    const char* name() const override { return "shm-preview"; }
    void draw(Painter& p) override;

private:
    Json m_args;
};

// What the confirmed round gave each player, and the totals after it.
class ShadowHouseRoundResultScreen : public Screen {
public:
    explicit ShadowHouseRoundResultScreen(App& app) : Screen(app) {}
    const char* name() const override { return "shm-round"; }
    void draw(Painter& p) override;
};

// The end of the match (winners, totals, every round) or of a Lightning investigation.
class ShadowHouseWinnerScreen : public Screen {
public:
    explicit ShadowHouseWinnerScreen(App& app);
    const char* name() const override { return "shm-winner"; }
    void draw(Painter& p) override;
    void onBack() override;
    bool animating() const override;
    void skipAnimation() override { m_celebration.finish(); }

private:
    void drawLightning(Painter& p);
    Celebration m_celebration; // the winners' header, animated once as the results open
};

} // namespace heist::ui::shadow_house
