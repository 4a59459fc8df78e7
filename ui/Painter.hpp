#pragma once
// Draws one frame and records what can be tapped on it. Screens are immediate-mode: each
// frame they draw themselves through a Painter and register tap regions with callbacks;
// the App hit-tests taps against the regions of the last frame. Every string drawn is also
// written to a TextLog, so tests can read what a screen showed.
#include "ui/Theme.hpp"

#include <functional>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

namespace heist::ui {

// Half a turn, for the wheel, the rings and the celebrations.
inline constexpr float kPi = std::numbers::pi_v<float>;

enum class TextKind {
    Public,    // ordinary text
    Catalogue, // names everybody knows from the box (dice faces, the guest list)
    Secret     // a secret, drawn only while its owner holds the reveal button
};

// What a string is to the table. Player names, roles and the next step (the primary
// button's label, the screen's instruction) are asked for at >= 28 px, may shrink to fit
// down to 24 px, and are never cut off: they wrap onto a second line instead.
enum class TextUse {
    Other,      // everything else (may be shortened with an ellipsis as a last resort)
    PlayerName, // a player's name on its own
    Role,       // a role, character or guest (anything that says who someone is)
    NextStep,   // the one next step: the primary button's label, the screen's instruction
    Code        // a link, key or address typed by hand: the same in every language
};

// One string as drawn, for tests: what it says, how big, what it is, and where, so that the
// UI harness can check sizes, cut-offs and contrast on every frame.
struct DrawnText {
    std::string text; // as shown; the whole string when it was wrapped
    TextKind kind = TextKind::Public;
    unsigned size = 0; // character size in pixels, as drawn
    TextUse use = TextUse::Other;
    unsigned asked = 0;     // the size the caller asked for, before shrinking to fit
    bool shortened = false; // cut with an ellipsis ("\u2026")
    std::string whole;      // when shortened: the words it was asked to show
    sf::Color colour;       // the ink
    sf::IntRect box;        // its glyphs' bounds in target pixels (all lines)
    bool covered = false;   // drawn beneath a dialog's dimming (not the top screen)
    std::size_t order = 0;  // its place among everything the frame drew (texts and shapes)
    // The room it was given (a button, a fitted box, a width), in target pixels; its glyphs
    // must stay inside. None for text placed at a point with no width to keep to.
    std::optional<sf::IntRect> room;
    // Words a wrap had to break between two letters because its line was narrower than the
    // word (a break after a hyphen is a word boundary): the harness fails any.
    std::vector<std::string> brokenWords;
    // A line of a paragraph (Painter::paragraph): the whole paragraph, and whether this is its
    // first line, so that a test reads the paragraph as one text.
    std::string paragraph;
    bool firstLine = false;
    // A button's label: what a tap does. The harness fails one shortened with an ellipsis (the
    // button must give it the lines it needs).
    bool control = false;
};

// One shape as drawn (a panel, a button, a token, a gem, an icon, a line), for tests: where,
// and in which order among everything drawn, so that the harness can prove that nothing is
// drawn over a text.
struct DrawnShape {
    sf::IntRect box;     // its bounds in target pixels
    sf::IntRect hole;    // an outline with no fill leaves its inside undrawn (else empty)
    bool object = false; // a token, gem, icon: never under a text either (a panel may be)
    std::size_t order = 0;
    bool covered = false; // beneath a dialog's dimming
};

// What a frame drew: its texts (the vector itself, in order) and its shapes.
class TextLog : public std::vector<DrawnText> {
public:
    std::vector<DrawnShape> shapes;
    std::size_t drawn = 0; // elements recorded so far: the next one's order
    void reset() {
        clear();
        shapes.clear();
        drawn = 0;
    }
};

enum class Align { Left, Center, Right };

enum class ButtonStyle { Primary, Normal, Quiet, Danger, Selected };

struct Region {
    std::string id;
    sf::FloatRect rect;
    std::function<void()> onTap;
    std::function<void()> onPress;   // hold buttons: finger down
    std::function<void()> onRelease; // hold buttons: finger up or gone
    bool enabled = true;
};

// What a frame draws. While a screen animates, the App keeps what stands still in a texture
// (drawn once, with Layer::Still) and draws over it only what moves (Layer::Moving), so a
// spinning wheel does not re-rasterise the whole window every frame.
enum class Layer { All, Still, Moving };

class DisplayList;

class Painter {
public:
    Painter(sf::RenderTarget& target, const Theme& theme, const Fonts& fonts, TextLog* log, Layer layer = Layer::All);
    ~Painter(); // draws what is still batched
    Painter(const Painter&) = delete;
    Painter& operator=(const Painter&) = delete;

    // Draws fn's drawing as the moving part of an animation: left out of the still layer, and
    // all that the moving layer draws. Tap regions and the text log are the same in every layer.
    template <class F> void moving(F&& fn) {
        const bool was = m_inMoving;
        m_inMoving = true;
        fn();
        m_inMoving = was;
    }
    Layer layer() const { return m_layer; }
    // In target pixels, what was drawn as moving so far (a margin included; in the still layer,
    // none): in the moving layer, all it drew; in a whole frame, where the moving parts stand.
    std::optional<sf::IntRect> movedPixels() const;
    // Draws the shapes batched so far (before the target is read or its view changes).
    void flush();
    // From now on, what this Painter draws goes into the list instead of the target (the App
    // draws the list, in parts: see DisplayList).
    void recordInto(DisplayList* list) { m_list = list; }
    // Draw calls sent to the target so far, by every Painter (for benchmarks).
    static std::size_t drawCalls();

    const Theme& theme() const { return m_theme; }
    const Palette& colours() const { return m_theme.colours; }
    sf::Vector2f size() const { return m_theme.size(); }
    sf::RenderTarget& target() { return m_target; }

    void background();
    void rect(const sf::FloatRect& r, sf::Color fill, float radius = 0, sf::Color outline = sf::Color::Transparent,
              float outlineWidth = 0);
    void circle(sf::Vector2f centre, float radius, sf::Color fill, sf::Color outline = sf::Color::Transparent,
                float outlineWidth = 0);
    void polygon(const std::vector<sf::Vector2f>& points, sf::Color fill, sf::Color outline = sf::Color::Transparent,
                 float outlineWidth = 0);
    void line(sf::Vector2f a, sf::Vector2f b, sf::Color colour, float width);

    // Draws text whose top-left (or centre/right per align) is at pos; shrinks to fit
    // maxWidth (not below the theme's least size: 24 px at 1280x800, 16 at 800x480). Then text that is not a name, role
    // or next step is shortened with an ellipsis; a name, role or next step wraps onto two lines instead (see fitText).
    // Returns its width and the height used.
    sf::Vector2f text(const std::string& utf8, sf::Vector2f pos, unsigned size, sf::Color colour,
                      Align align = Align::Left, bool bold = false, float maxWidth = 0,
                      TextKind kind = TextKind::Public, TextUse use = TextUse::Other);
    // Centred in a rectangle, vertically too; shrinks, then wraps onto two lines when the
    // rectangle is tall enough (always, for a name, role or next step).
    void textIn(const std::string& utf8, const sf::FloatRect& r, unsigned size, sf::Color colour, bool bold = false,
                TextKind kind = TextKind::Public, TextUse use = TextUse::Other);
    // Text that must never be cut (names, roles, the next step): drawn at the largest size
    // from size down to 24 px at which it fits box.width on one line, or on two lines when
    // box.height (if > 0) has room for two; at 24 px it wraps onto as many lines as one long
    // word needs. Centred vertically in box when box.height > 0 and it fits there, else
    // drawn from box.top. Returns the height used.
    float fitText(const std::string& utf8, const sf::FloatRect& box, unsigned size, sf::Color colour, TextUse use,
                  Align align = Align::Left, bool bold = false, TextKind kind = TextKind::Public);
    // The height fitText would use, without drawing (for layouts that give names room).
    float fitHeight(const std::string& utf8, float width, unsigned size, bool bold = false, float maxHeight = 0) const;
    // Lines for fitText: the size that fits width (>= 24 px) and the text broken into lines
    // (maxHeight <= 0: as many lines as it takes).
    std::pair<unsigned, std::vector<std::string>> fitLines(const std::string& utf8, float width, unsigned size,
                                                           bool bold, float maxHeight) const;
    // The height a button `width` wide needs for `label`: `height` where the label fits one line
    // at the least size, else room for the lines it takes there (a label is never shortened).
    float buttonHeight(const std::string& label, float width, float height, bool bold = false) const;
    // The distance between the lines of fitted text at size.
    float fitLineHeight(unsigned size) const;
    // Lines from fitLines drawn from pos downwards, recorded as the one text `whole` that was
    // asked for at `asked` px (so that the harness checks names as names). Returns the height.
    float drawLines(const std::string& whole, const std::vector<std::string>& lines, unsigned size, unsigned asked,
                    sf::Vector2f pos, sf::Color colour, Align align, bool bold, TextKind kind, TextUse use);
    // The size fitText would draw at.
    unsigned fitSize(const std::string& utf8, float width, unsigned size, bool bold = false, float maxHeight = 0) const;
    // Wraps at maxWidth; returns the height used.
    float paragraph(const std::string& utf8, sf::Vector2f pos, unsigned size, sf::Color colour, float maxWidth,
                    Align align = Align::Left, TextKind kind = TextKind::Public);
    float textWidth(const std::string& utf8, unsigned size, bool bold = false) const;
    // For a screen that wraps a paragraph itself (over pages): the texts drawn until the next
    // call are lines of `whole` (the first of them its first line when `first`), logged as in
    // paragraph(); nullptr ends it. `whole` must outlive the lines' drawing.
    void linesOf(const std::string* whole, bool first) {
        m_paragraph = whole;
        m_firstLine = first;
    }
    // About the height paragraph() would use (for dialogs sized to their words).
    float paragraphHeight(const std::string& utf8, unsigned size, float maxWidth) const;
    // The size paragraph() draws at: size, or smaller (not below the least size) until its
    // longest word fits maxWidth, so that no word is broken between two letters.
    unsigned paragraphSize(const std::string& utf8, unsigned size, float maxWidth) const;

    // While one lives, every text drawn must stay inside `room` (view coordinates; height 0:
    // no bottom): the room a seat, a card or a button gives what it holds (DrawnText::room).
    // The outermost one counts.
    class Box {
    public:
        Box(Painter& p, const sf::FloatRect& room) : m_p(p), m_set(!p.m_room) {
            if (m_set)
                p.m_room = room;
        }
        ~Box() {
            if (m_set)
                m_p.m_room.reset();
        }
        Box(const Box&) = delete;
        Box& operator=(const Box&) = delete;

    private:
        Painter& m_p;
        bool m_set;
    };

    // While one lives, what is drawn is an object (a token, a gem, an emblem), which no text
    // may lie over either: texts go beside objects, on panels.
    class Object {
    public:
        explicit Object(Painter& p) : m_p(p), m_was(p.m_object) { p.m_object = true; }
        ~Object() { m_p.m_object = m_was; }
        Object(const Object&) = delete;
        Object& operator=(const Object&) = delete;

    private:
        Painter& m_p;
        bool m_was;
    };

    // A tappable button; disabled buttons are drawn dim and do nothing. A Primary button's
    // label is the next step (TextUse::NextStep) unless use says otherwise; a label that is
    // a name or role says so with use, and is then never cut.
    void button(const std::string& id, const sf::FloatRect& r, const std::string& label, ButtonStyle style,
                std::function<void()> onTap, bool enabled = true, TextKind kind = TextKind::Public,
                TextUse use = TextUse::Other);
    // A press-and-hold target.
    void holdButton(const std::string& id, const sf::FloatRect& r, const std::string& label, bool held,
                    std::function<void()> onPress, std::function<void()> onRelease,
                    unsigned labelSize = 0); // 0: the heading size

    // A tap region with no drawing of its own.
    void region(const std::string& id, const sf::FloatRect& r, std::function<void()> onTap);

    // Drawn elements.
    void token(sf::Vector2f centre, float radius, const std::string& colourId, bool ring = false);
    void gem(sf::Vector2f centre, float size, int gemType, float alpha = 1.f);
    void mask(sf::Vector2f centre, float width, sf::Color colour);

    // Where this frame's message banner goes (see widgets/Banner.hpp); none until reserved.
    void setBannerSlot(const sf::FloatRect& r) { m_bannerSlot = r; }
    std::optional<sf::FloatRect> bannerSlot() const { return m_bannerSlot; }

    const std::vector<Region>& regions() const { return m_regions; }
    std::vector<Region> takeRegions() { return std::move(m_regions); }

private:
    sf::Text makeText(const std::string& utf8, unsigned size, bool bold) const;
    // Draws one line; returns its glyph bounds in view coordinates.
    sf::FloatRect drawLine(const std::string& utf8, sf::Vector2f pos, unsigned size, sf::Color colour, Align align,
                           bool bold);
    void record(const std::string& utf8, TextKind kind, unsigned size, unsigned asked, TextUse use, bool shortened,
                sf::Color colour, const sf::FloatRect& bounds);
    // Whether this layer draws what is being drawn now.
    bool drawing() const { return m_layer == Layer::All || (m_layer == Layer::Moving) == m_inMoving; }
    // Shapes are batched into one vertex array, in the order they are drawn, and text into
    // another run of it: a batch is sent as one draw call when text follows shapes or shapes
    // follow text, text needs another glyph texture (another size or face), the target is
    // cleared or read, or the Painter ends. Shapes are drawn untextured, and without blending
    // when every one of them is opaque: on llvmpipe such pixels cost less than pixels that
    // sample a glyph page and blend, which outweighs the extra draw calls (a whole table:
    // 33 -> 81 calls, 16.5 -> 12.3 ms of CPU at 1280x800; docs/performance.md).
    void appendText(const sf::Text& text);
    void fill(const std::vector<sf::Vector2f>& convex, sf::Color colour);
    void outline(const std::vector<sf::Vector2f>& convex, sf::Color colour, float inward);
    void noteMoved(const sf::FloatRect& viewBounds);
    // Bounds in target pixels of a rectangle in view coordinates (the screen may be turned).
    sf::IntRect toPixels(const sf::FloatRect& r) const;
    void recordShape(const std::vector<sf::Vector2f>& pts, bool filled, float outlineWidth);

    sf::RenderTarget& m_target;
    const Theme& m_theme;
    const Fonts& m_fonts;
    TextLog* m_log;
    DisplayList* m_list = nullptr;
    std::vector<Region> m_regions;
    std::optional<sf::FloatRect> m_bannerSlot;
    Layer m_layer;
    bool m_inMoving = false;
    std::optional<sf::FloatRect> m_moved;     // in view coordinates
    const std::string* m_paragraph = nullptr; // the paragraph whose lines are being drawn
    bool m_firstLine = false;
    bool m_control = false;              // a button's label is being drawn
    std::optional<sf::FloatRect> m_room; // in view coordinates; height 0: no bottom
    bool m_object = false;
    // The batch: one array per thread kept from frame to frame (its memory is reused rather
    // than grown again every frame), or an array of its own for a Painter made while another
    // is still drawing.
    sf::VertexArray m_ownBatch{sf::Triangles};
    sf::VertexArray* m_batchArray = nullptr;
    const sf::Texture* m_batchTexture = nullptr; // the glyph page the batch's text is on
    bool m_sharesBatch = false;
};

sf::String utf8(const std::string& s);

} // namespace heist::ui
