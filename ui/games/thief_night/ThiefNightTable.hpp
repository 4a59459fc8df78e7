#pragma once
// Thief in the Night's screens: the table (the castle-building tracker, the sides, turns, the
// capture in progress with the cards behind the thief, the judged hands), the private hand
// entry with a card grid made for fingers and the best-hand proposal, the movement reference,
// and the winner. User-visible strings for this game live in this file's .cpp.
#include "components/PokerHand.hpp"
#include "engine/Json.hpp"
#include "ui/screens/Screen.hpp"
#include "ui/widgets/Celebration.hpp"

#include <memory>

#include <vector>

namespace heist::ui::thief_night {

// Pushes the table, and the winner when the game is over.
void openTable(App& app);

class ThiefNightTableScreen : public Screen {
public:
    explicit ThiefNightTableScreen(App& app);
    const char* name() const override { return "thief-night-table"; }
    void draw(Painter& p) override;
    void onShown() override;
    void onKey(const sf::Event::KeyEvent& key) override;
    void onBack() override;

private:
    void drawBuilding(Painter& p, const sf::FloatRect& r, const Json& v);
    void drawSides(Painter& p, const sf::FloatRect& r, const Json& v);
    float sidesHeight(const Painter& p, float width, const Json& v) const;
    void drawCapture(Painter& p, const sf::FloatRect& r, const Json& v);
    void drawJudged(Painter& p, const sf::FloatRect& r, const Json& capture, const Json& v);
    void drawActions(Painter& p, const sf::FloatRect& r, const Json& v);
    float actionHeight(const Painter& p, float width, const Json& v) const;
    void startSpotted();
    void startForcedDraw();
    void passForHand(bool thief);

    std::size_t m_judgedSeen = 0; // judged captures already dismissed with Continue
};

// "Pass the tablet to Ann": nothing secret; the named player takes it and goes on.
class ThiefNightPassScreen : public Screen {
public:
    ThiefNightPassScreen(App& app, int seat, std::string title, std::string hint, std::string goLabel,
                         std::function<void()> onGo);
    const char* name() const override { return "tn-pass"; }
    void draw(Painter& p) override;

private:
    int m_seat;
    std::string m_title, m_hint, m_goLabel;
    std::function<void()> m_onGo;
};

// One side's private hand entry: tap cards on a 13 x 4 grid (in the face-down order for the
// thief), see the strongest five proposed, keep it or choose another five, and enter it.
class ThiefNightHandEntryScreen : public Screen {
public:
    ThiefNightHandEntryScreen(App& app, bool thief);
    const char* name() const override { return "tn-hand"; }
    bool showsSecret() const override { return true; }
    void draw(Painter& p) override;
    void onFocusLost() override;

    // Test hooks.
    const std::vector<components::Card>& pool() const { return m_pool; }
    const std::vector<int>& chosen() const { return m_chosen; }

private:
    void tapCard(components::Card c);
    void toggleChosen(int position);
    void propose();
    void submit();
    std::vector<int> forcedPositions() const;
    int poolLimit() const; // the most cards this side may tap in
    void drawGrid(Painter& p, const sf::FloatRect& r);
    void drawPool(Painter& p, const sf::FloatRect& r);

    bool m_thief;
    std::vector<components::Card> m_pool; // in the order tapped (face-down order, left to right)
    std::vector<int> m_chosen;            // positions in m_pool of the five to enter
    bool m_chosenByHand = false;          // the player changed the proposal
    bool m_hidden = false;                // covered after the window lost focus
};

// The movement reference and the trap check, at a tap.
class ThiefNightMovesScreen : public Screen {
public:
    explicit ThiefNightMovesScreen(App& app);
    const char* name() const override { return "tn-moves"; }
    void draw(Painter& p) override;

private:
    int m_rank = 11;    // the card played (jack)
    int m_lastRank = 0; // the previous card, for the trap check (0: not chosen)
};

class ThiefNightResultsScreen : public Screen {
public:
    explicit ThiefNightResultsScreen(App& app);
    const char* name() const override { return "tn-results"; }
    void draw(Painter& p) override;
    void onBack() override;
    bool animating() const override;
    void skipAnimation() override { m_celebration.finish(); }

private:
    Celebration m_celebration; // the winner's header, animated once as the results open
};

// The capture that ended the game, as the event it is: both hands, the verdict, then the winner.
std::unique_ptr<Screen> captureMoment(App& app);

} // namespace heist::ui::thief_night
