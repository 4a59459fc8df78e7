#pragma once
// A frame as a list of what it draws (clears and batches of triangles, each with its texture,
// blending and view), kept so that the next frame can be compared with it. A software
// rasteriser (Mesa's llvmpipe) pays for every pixel it fills, and a tap usually changes a few
// boxes of the window: the App draws the next frame into a list, finds the pixels where the two
// lists can differ, and redraws only those, clipped to them, into a window that still holds the
// last frame (see PartialPresent), then shows only them.
//
// Where two frames can differ, exactly: a pixel's colour follows from the clears and the
// triangles that cover it, in their order. A triangle of the new frame that the last frame drew
// too (the same vertices, colours, texture coordinates, texture and its size, blending and
// view) and in the same order relative to the other such triangles, draws the same pixels. So
// the pixels that can change are those covered by a triangle drawn in only one of the two
// frames, or by a triangle drawn in both whose order relative to the others changed. Those
// boxes are the damage; everything else is left as it was.
#include <SFML/Graphics/BlendMode.hpp>
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/Vertex.hpp>
#include <SFML/Graphics/View.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace heist::ui {

class DisplayList {
public:
    void reset() {
        m_calls.clear();
        m_vertices.clear();
        m_prims.clear();
    }
    void clear(sf::Color colour);
    void triangles(const sf::Vertex* vertices, std::size_t count, const sf::Texture* texture, const sf::View& view,
                   const sf::BlendMode& blend);
    // Draws the whole list into target, as it would have been drawn directly.
    void replay(sf::RenderTarget& target) const;
    // When `after` begins with all of `before` but its tail (a dialog drawn over the table):
    // `after` drawn over a target that holds `before` is its added triangles drawn on top, then
    // the whole list again where `before`'s tail and `also` stood. Returns the part of the
    // target that drawing changes, or none when `after` does not begin so (or clears again),
    // or when `before`'s tail stood over more than a quarter of the target.
    static std::optional<sf::IntRect> drawAdded(const DisplayList& before, const DisplayList& after,
                                                sf::RenderTarget& target, const std::optional<sf::IntRect>& also);
    // Draws the list only inside these parts of the target (pixels), each clipped to its part
    // and with only the triangles that reach into it: what replay draws there, for less.
    void replayParts(sf::RenderTarget& target, const std::vector<sf::IntRect>& parts) const;
    bool empty() const { return m_calls.empty(); }
    bool beginsWithClear() const { return !m_calls.empty() && m_calls.front().isClear; }
    std::size_t triangleCount() const { return m_vertices.size() / 3; }

    // The pixels of a target of this size where `after` may differ from `before`, as at most
    // maxParts rectangles (boxes close together are joined); empty when nothing can differ.
    // `also`: pixels where the target holds something else than `before` drew, added.
    static std::vector<sf::IntRect> damage(const DisplayList& before, const DisplayList& after, sf::Vector2u size,
                                           std::size_t maxParts = 8, const std::optional<sf::IntRect>& also = {});

    // One thing drawn that covers pixels: a clear (all of them) or a triangle, with its box.
    struct Prim {
        std::uint64_t hash;
        int x0, y0, x1, y1; // pixels, x1 and y1 excluded
    };

private:
    // The prims, in order, worked out once for a target of this size.
    const std::vector<Prim>& prims(sf::Vector2u size) const;

    struct Call {
        bool isClear = false;
        sf::Color colour;
        std::size_t first = 0, count = 0; // vertices in m_vertices
        const sf::Texture* texture = nullptr;
        sf::BlendMode blend;
        sf::View view;
        std::uint64_t state = 0; // hash of the texture, its size, the blending and the view
    };
    std::vector<Call> m_calls;
    std::vector<sf::Vertex> m_vertices;
    mutable std::vector<Prim> m_prims;
    mutable sf::Vector2u m_primsFor;
    mutable std::vector<sf::Vertex> m_scratch; // replayParts' triangles of one call in one part
};

// Draws into a target only inside a rectangle (target pixels, top-left origin) while it lives.
class Clip {
public:
    Clip(sf::RenderTarget& target, const sf::IntRect& pixels);
    ~Clip();
    Clip(const Clip&) = delete;
    Clip& operator=(const Clip&) = delete;

private:
    sf::RenderTarget& m_target;
};

} // namespace heist::ui
