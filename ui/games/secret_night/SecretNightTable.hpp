#pragma once
// Secret Night's screens: the night table (clock, thermometer, roulette, players and their
// actions), the wizards for attacks, arrests and escapes, the private deal and checks, the
// break-free spins, and the end of the night. Strings for the game live in these files.
#include "engine/Json.hpp"
#include "ui/screens/Screen.hpp"
#include "ui/widgets/Celebration.hpp"
#include "games/secret_night/SecretNightView.hpp"
#include "ui/games/secret_night/SecretNightWheel.hpp"

namespace heist::ui::secret_night {

// Pushes the table and, while dealing, the cover for the next player.
void openTable(App& app);

// The thermometer in r: thieves' side above, police below, the marker at `marker` of
// +-`target` (thieves positive). Both sides are named in words, not only coloured.
void drawThermometer(Painter& p, const sf::FloatRect& r, int marker, int target);
// The same score across, on one line: the thieves' end named on the left, the police's on the
// right, the bar between with the marker's ring and its points inside. For a small panel whose
// wheel leaves no width for the upright one. scoreAcrossHeight: its height; scoreAcrossFits:
// whether its words and a bar fit the width.
void drawScoreAcross(Painter& p, const sf::FloatRect& r, int marker, int target);
float scoreAcrossHeight(const Painter& p);
bool scoreAcrossFits(const Painter& p, float width);

class SecretNightTableScreen : public Screen {
public:
    explicit SecretNightTableScreen(App& app);
    const char* name() const override { return "secret-night-table"; }
    void draw(Painter& p) override;
    bool animating() const override;
    bool movesApart() const override;
    void skipAnimation() override { m_spin.finish(); }
    void onShown() override;
    void onBack() override;
    void onKey(const sf::Event::KeyEvent& key) override;

    // Starts the wheel towards a stored outcome (the spin event is already saved).
    void animateSpin(int segment);
    // Where the last frame drew the wheel (for tests: it never gets less than a third of the
    // window's shorter side).
    const sf::FloatRect& wheelBox() const { return m_wheelBox; }

private:
    // The centre, in boxes that cannot overlap: the news strip (fixed height), the board
    // (the clock, the thermometer and the skill in reach beside or above the wheel, which
    // never gets less than a third of the window's shorter side), the next step, the buttons.
    float drawStatus(Painter& p, const sf::FloatRect& r, const games::secret_night::SecretNightTableView& v);
    float statusHeight(const Painter& p, const games::secret_night::SecretNightTableView& v, float width,
                       float usual) const;
    float statusBlockHeight(const Painter& p, const games::secret_night::SecretNightTableView& v, float width,
                            float height) const; // drawStatus's
    float statusWidth(Painter& p, bool least = false) const;
    // The status as one column (the clock's face where the height leaves room for it, its hour,
    // what the hour means, the thermometer under them): for a board too narrow for the clock
    // and the thermometer side by side beside a wheel of its third (a longer language's words).
    void drawStatusColumn(Painter& p, const sf::FloatRect& r, const games::secret_night::SecretNightTableView& v);
    float statusColumnWidth(Painter& p) const;
    void drawBoard(Painter& p, const sf::FloatRect& r, const games::secret_night::SecretNightTableView& v,
                   bool withSkill);
    void drawSkill(Painter& p, const sf::FloatRect& r, const games::secret_night::SecretNightTableView& v);
    void drawWheelIn(Painter& p, const sf::FloatRect& box);
    static float twoLines(const Painter& p, unsigned size); // the height of two lines at size
    std::string nextStep(const games::secret_night::SecretNightTableView& v) const;
    static std::string
    spinStep(const games::secret_night::SecretNightSpinView& spin); // the next step once the wheel has stopped
    float nextStepRoom(const Painter& p, const games::secret_night::SecretNightTableView& v, float width) const;
    std::string skillLine(const games::secret_night::SecretNightTableView& v) const;
    // At most `rows` rows of buttons; the actions that do not fit open from More.
    void drawButtons(Painter& p, const sf::FloatRect& r, const games::secret_night::SecretNightTableView& v,
                     int rows = 2);
    int buttonColumns(Painter& p, float width) const;
    bool fifthsHold(const Painter& p, float width) const; // five equal columns hold every label's word
    float widestLabelWord(const Painter& p) const;        // the buttons' widest word at 24 px
    float buttonsHeight(Painter& p, float width, int rows = 2) const;
    // A small panel's table (SecretNightSmall.cpp): seats as token, name, hearts and character,
    // the wheel with the score beside it, the next step and one row of buttons.
    void drawSmall(Painter& p, const sf::FloatRect& area, const games::secret_night::SecretNightTableView& v);
    bool compactTable(const Painter& p) const; // a small panel, or names too long for the usual seats
    void drawSmallSeat(Painter& p, const sf::FloatRect& r, int seat,
                       const games::secret_night::SecretNightTableView& v);
    float smallSeatsWidth(Painter& p, const games::secret_night::SecretNightTableView& v) const;
    float smallSeatHeight(Painter& p, const games::secret_night::SecretNightTableView& v, float seatW) const;
    static float thermometerWidth(const Painter& p); // drawThermometer's room with its labels
    void drawSeat(Painter& p, const sf::FloatRect& r, int seat, const games::secret_night::SecretNightTableView& v);
    void drawNews(Painter& p, const sf::FloatRect& r);
    float seatHeight(Painter& p, float seatW) const;
    // In table order; with roleOptional, a narrow (stacked) seat's role line is not counted:
    // its emblem says the role where the column is short of height.
    std::vector<float> seatHeights(Painter& p, float seatW, bool roleOptional = false) const;
    void showInfo();
    void showCharacter(int seat);
    void chooseLook();
    void endTurn();

    WheelSpin m_spin;
    float m_rotation = 0;
    sf::FloatRect m_wheelBox;
};

class SecretNightResultsScreen : public Screen {
public:
    explicit SecretNightResultsScreen(App& app);
    const char* name() const override { return "secret-night-results"; }
    void draw(Painter& p) override;
    void onBack() override;
    bool animating() const override;
    void skipAnimation() override { m_celebration.finish(); }

private:
    Celebration m_celebration; // the winning side's header, animated once as the results open
    std::size_t m_first = 0;   // the first player on the page shown (the rest on the next pages)
};

// The break-free spins of an arrest or a tie, then what came of them.
class SecretNightBreakFreeScreen : public Screen {
public:
    SecretNightBreakFreeScreen(App& app, engine::Event event);
    const char* name() const override { return "break-free"; }
    void draw(Painter& p) override;
    bool animating() const override;
    void skipAnimation() override;
    std::optional<double> wakeIn() const override;

private:
    void next();
    engine::Event m_event;
    std::size_t m_shown = 0;  // spins started so far
    bool m_announced = false; // the outcome's sound has played
    WheelSpin m_spin;
    float m_rotation = 0;
};

// Flows started from the table (in SecretNightFlows.cpp).
void pushDeal(App& app, int seat);
void lookAgain(App& app, int seat);
void startAttack(App& app);
void startHeal(App& app);
void startArrest(App& app);
void startEscape(App& app);
void startSkill(App& app, SecretNightTableScreen& table);
// A table action that did not fit the table's two rows of buttons: it opens from More.
struct MovedAction {
    std::string id, label;
    std::function<void()> go;
    bool on = true;
};
void startMore(App& app, std::vector<MovedAction> moved = {});

} // namespace heist::ui::secret_night
