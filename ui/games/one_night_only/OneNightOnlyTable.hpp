#pragma once
// One Night Only's screens: the table (whose turn, the museum, the dice pool with its
// tumble, the roll's result, the actions and every thief's ledger), who goes first, the
// gadget purchase with its proposed payment, a thief's ledger, and the winner screen.
// User-visible strings for the game live in OneNightOnlyTable.cpp and OneNightOnlyScreens.cpp.
#include "engine/Json.hpp"
#include "ui/screens/Screen.hpp"
#include "ui/widgets/Celebration.hpp"

#include <memory>

#include <vector>

namespace heist::ui::one_night_only {

// Pushes the table (and the winner screen when the night is over).
void openTable(App& app);

class OneNightOnlyTableScreen : public Screen {
public:
    explicit OneNightOnlyTableScreen(App& app);
    const char* name() const override { return "ono-table"; }
    void draw(Painter& p) override;
    bool animating() const override;
    bool movesApart() const override { return true; } // the dice (and a taken gem) move
    void skipAnimation() override;
    // After the tumble, one more frame is owed: the dice at rest on the stored faces.
    std::optional<double> wakeIn() const override;
    void onShown() override;
    void onKey(const sf::Event::KeyEvent& key) override;
    void onBack() override;

    static constexpr double kTumbleSeconds = 1.0;

private:
    void drawHeader(Painter& p, const Json& v, float& top);
    void drawFirstPlayer(Painter& p, const sf::FloatRect& r, const Json& v);
    void drawMuseum(Painter& p, const sf::FloatRect& r, const Json& v);
    float jewelWordHeight(const Painter& p, float width) const; // the tallest word under a tile
    void drawDice(Painter& p, const sf::FloatRect& r, const Json& v);
    // The actions (OneNightOnlyActions.cpp): the jewels to take, the shop and the sensors, the
    // next step (with More where the shop and the sensors have no row of their own).
    void drawActions(Painter& p, const sf::FloatRect& r, const Json& v, bool withShop);
    std::vector<float> jewelColumns(const Painter& p, float width) const; // the take buttons' and tiles' widths
    std::vector<std::string> shopLabels(const Json& v) const;
    bool shopRowFits(const Painter& p, const Json& v, float width, float bh) const; // every label whole
    void drawTakeRow(Painter& p, const sf::FloatRect& r, const Json& v);
    void drawStepRow(Painter& p, const sf::FloatRect& r, const Json& v, bool withMore);
    bool canRefresh(const Json& v) const;
    void refreshShop();
    void moreMenu();
    // A small panel's table (OneNightOnlySmall.cpp): whose turn, the dice and the next step, the
    // jewels left and to take, and every seat as its token, name and total; the ledgers' detail
    // on a tap on a seat, the shop and the sensors from More.
    float drawSmallHeader(Painter& p, const Json& v);
    void drawSmall(Painter& p, const sf::FloatRect& area, const Json& v);
    void drawSmallSeat(Painter& p, const sf::FloatRect& r, const Json& v, int seat, bool withTotal);
    void drawSmallMuseum(Painter& p, const sf::FloatRect& r, const Json& v);
    float smallSeatHeight(const Painter& p, float seatW) const;
    // A thief's seat: token, name, jewels, total and gadgets; stacked: the token and the total
    // on a row above the name (a name's longest word would not fit beside the token).
    void drawLedger(Painter& p, const sf::FloatRect& r, const Json& v, int seat, bool stacked);
    float seatHeight(Painter& p, float seatW) const;
    bool ledgerStacked(const Painter& p, float seatW) const;
    float ledgerWidth(const Painter& p, float seatW) const; // seatW, or wider for a stacked name
    void roll();
    void takeWalkedOver(const std::string& jewel); // a count picker bounded by the roll
    void endTurn();
    void sensorMenu();
    void showRules();
    int chosenMovement() const;
    int chosenLooting() const;

    std::vector<bool> m_chosen;  // the six dice: three movement, then three looting
    std::string m_sensorRoom;    // the room with a sensor the thief stands in, or empty
    std::int64_t m_turnSeq = -1; // the roll the chosen dice belong to
    double m_animStart = 0, m_animUntil = 0;
    bool m_finalFrameOwed = false;
};

// Buying a gadget: price and sell value, an optional name, and the payment the app
// proposes (least overpaid, most valuable jewels kept), which the player may change.
class OneNightOnlyBuyScreen : public Screen {
public:
    explicit OneNightOnlyBuyScreen(App& app);
    const char* name() const override { return "ono-buy"; }
    void draw(Painter& p) override;

private:
    void propose();
    void buy();
    int m_price = 6, m_sell = 3;
    std::string m_gadgetName;
    std::vector<int> m_payJewels;
    int m_payCoins = 0;
    bool m_edited = false;
};

// One thief's ledger: jewels by type, loose coins, gadgets (sell buttons on their turn).
class OneNightOnlyLedgerScreen : public Screen {
public:
    OneNightOnlyLedgerScreen(App& app, int seat);
    const char* name() const override { return "ono-ledger"; }
    void draw(Painter& p) override;

private:
    int m_seat;
};

class OneNightOnlyWinnerScreen : public Screen {
public:
    explicit OneNightOnlyWinnerScreen(App& app);
    const char* name() const override { return "ono-winner"; }
    void draw(Painter& p) override;
    void onBack() override;
    bool animating() const override;
    void skipAnimation() override { m_celebration.finish(); }

private:
    Celebration m_celebration; // the winners' header, animated once as the results open
};

// The vault broken, as the event it is: who broke in, from a keyhole, and then the winner.
std::unique_ptr<Screen> vaultMoment(App& app);

// A panel with a thin outline, as on the other tables (gold where highlighted).
void panel(Painter& p, const sf::FloatRect& r, bool highlight = false);
// Shared drawing: a jewel in its case colour (red, yellow, blue, green).
void drawJewel(Painter& p, sf::Vector2f centre, float size, const std::string& colour);
sf::Color jewelInk(const std::string& colour);
// Loose coins beside the jewels: a gold coin of the given radius.
void drawCoins(Painter& p, sf::Vector2f centre, float radius);
// A die face with pips (1-6), or a blank die.
void drawDie(Painter& p, const sf::FloatRect& r, int face, bool looting, float alpha = 1.f);

} // namespace heist::ui::one_night_only
