#pragma once
// The players as seats around the table, in table order: a band of seats across the top,
// read left to right, and a band across the bottom, read right to left (clockwise, as the
// players sit around the real table), with the game's central elements in between. Also
// text that is never shortened: a name too wide for its seat shrinks (not below 24 px) and
// then takes a second line.
#include "ui/Painter.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace heist::ui {

struct SeatLayout {
    std::vector<sf::FloatRect> seats; // in table order
    sf::FloatRect centre;             // the play area between the two bands
    sf::FloatRect band;               // seatsRound: a full-width band above the bottom row
};

// Lays out `count` seats of height seatH around the centre of `area`. Each band holds
// ceil(count / 2) seats, in rows of at most `perRow`.
SeatLayout seatsAround(const sf::FloatRect& area, int count, float seatH, int perRow, float gap);
// The same with the bands down the left side (read bottom to top) and the right side (top to
// bottom), each seatW wide: for landscape windows.
SeatLayout seatsBeside(const sf::FloatRect& area, int count, float seatW, float gap, float maxSeatH = 1e9f);
// Whether seats of these heights, in seatsBeside's two sides (the first half, rounded up, on
// the left), fit the height with their gaps.
bool seatsBesideFit(float height, const std::vector<float>& wanted, float gap);
// The same with each seat as tall as it needs (wanted, in table order): a seat with more to
// say takes more of its side's height, none less than it needs while the side has room.
SeatLayout seatsBeside(const sf::FloatRect& area, const std::vector<float>& wanted, float seatW, float gap);

// The round table both ways up: in a portrait area, seatsAround with perRow seats to a row,
// each as wide as the row allows; in a landscape one, seatsBeside with seats
// min(maxSeatW, area.width * widthShare) wide. seatHeight(width) gives a seat's height for its
// width; a landscape seat may grow by landscapeSlack more before the sides are full.
struct TableShape {
    int perRow = 2;          // portrait: seats to a row
    float maxSeatW = 340;    // landscape: the widest seat, in px
    float widthShare = 0.3f; // landscape: the widest seat, as a share of the area's width
    float landscapeSlack = 0;
};
SeatLayout seatsForTable(const sf::FloatRect& area, int count, bool portrait, float gap, const TableShape& shape,
                         const std::function<float(float)>& seatHeight);

// Seats all around the centre, clockwise from the top left as the players sit at the real
// table: a row across the top (left to right), a column down the right side, a row across
// the bottom (right to left) and a column up the left side. Rows hold `perRow` seats each
// (the rest go down the sides), rowH high; side seats are sideW wide and share the height
// left between the rows, less a full-width band of bandH kept above the bottom row (for the
// buttons). centre: between the side columns and the rows, above the band.
SeatLayout seatsRound(const sf::FloatRect& area, int count, int perRow, float rowH, float sideW, float bandH, float gap,
                      float bottomRowH = -1); // bottomRowH < 0: rowH

// A small panel (the window's shorter side under 600 px: 800x480, 480x800): the tables lay out
// for it on their own, showing what the turn needs and the rest one tap away (issue 47).
inline bool smallPanel(const Painter& p) { return std::min(p.size().x, p.size().y) < 600.f; }

// A small portrait panel's seats: two columns, clockwise round the centre as the players sit at
// the real table (from the top left along the top, down the right column, back along the
// bottom and up the left column), the first ceil(rows / 2) rows above the centre and the rest
// under it; each row `rowH` high. With an odd count the seat under the top left one is left
// empty. centre: between the rows above and below, the whole width.
SeatLayout seatsTwoColumns(const sf::FloatRect& area, int count, float rowH, float gap);

struct FittedText {
    std::string whole; // the text as asked for
    std::vector<std::string> lines;
    unsigned size = 24;
    unsigned asked = 24;
    float lineHeight = 0;
    float height() const { return lineHeight * static_cast<float>(lines.size()); }
};

// The largest size from `size` down to 24 px at which `text` fits `width` in one line, else
// in two lines (broken at a space), else in as many lines as it needs at 24 px: Painter's
// fitLines, for layouts that need the height before they draw.
FittedText fitText(const Painter& p, const std::string& text, float width, unsigned size, bool bold);

// The width of text's widest word at the least size (24 px at 1280x800, 16 px at 800x480): a box narrower than this
// would have to break a word between two letters, so a layout gives it this much or lays out again.
float widestWord(const Painter& p, const std::string& text, bool bold);

// The least width a button `height` high needs for its label at `size` (or on more lines, at
// no less than the least size, as wrapButton draws it): from its widest word (it can be no
// narrower) to its whole line (it need be no wider), found by halving.
float leastLabelWidth(const Painter& p, const std::string& label, float height, unsigned size, bool bold = true);

// The widths of a row of buttons `height` high sharing `width`, `gap` apart: equal shares while
// every label's longest word (its whole, where two lines do not fit the height) fits its share at
// 24 px; else each gets what its longest word needs and the rest
// is shared out equally (a label may then take two lines, never a word broken); only a row too
// narrow for even that is shared in proportion (fits: false then). Bold: measured as a gold
// (primary) label.
std::vector<float> buttonRowWidths(const Painter& p, const std::vector<std::string>& labels, float width, float gap,
                                   float height, bool bold = true, bool* fits = nullptr);

// Draws fitted text from its top (left, centre or right per align); returns its height.
// use says when the text is a name, role or next step (checked as such by the UI harness).
float drawFitted(Painter& p, const FittedText& f, sf::Vector2f pos, sf::Color colour, Align align, bool bold,
                 TextKind kind = TextKind::Public, TextUse use = TextUse::Other);

// fitText then drawFitted.
float fittedText(Painter& p, const std::string& text, sf::Vector2f pos, float width, unsigned size, sf::Color colour,
                 Align align = Align::Left, bool bold = false, TextKind kind = TextKind::Public,
                 TextUse use = TextUse::Other);

// The frame of a seat: the player whose turn it is sits in gold with a "now" tab.
void seatFrame(Painter& p, const sf::FloatRect& r, bool current, bool out = false);

// A button whose label takes a second line rather than an ellipsis.
void wrapButton(Painter& p, const std::string& id, const sf::FloatRect& r, const std::string& label, ButtonStyle style,
                std::function<void()> onTap, bool enabled = true);

// A small round "i" button that opens explanations.
void infoButton(Painter& p, const std::string& id, const sf::FloatRect& r, std::function<void()> onTap);

} // namespace heist::ui
