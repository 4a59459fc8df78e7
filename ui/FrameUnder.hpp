#pragma once
// The frame under a dialog, kept to be put back when the dialog goes. A dialog dims the whole
// window, so the frame after it (Undo's answer, say) differs from the dialog's everywhere and
// would be drawn whole: on a software rasteriser about three times the cost of copying one
// window-sized texture. When a dialog is drawn over a frame (DisplayList::drawAdded), that
// frame's list is kept; while the dialog stands and nothing moves, the App draws it into a
// texture (never read back from the window: that races the rasteriser's threads). The next
// frame drawn whole is then that texture, copied, and the new frame drawn only where it differs
// from the kept one (DisplayList::damage), which is exactly the whole new frame.
#include "DisplayList.hpp"

#include <SFML/Graphics/RenderTexture.hpp>

#include <memory>

namespace heist::ui {

class FrameUnder {
public:
    // A dialog was drawn over `under`, a frame of a target of this size: it is kept.
    void keep(const DisplayList& under, sf::Vector2u size);
    // The kept frame waits to be drawn into its texture.
    bool wantsDrawing() const { return m_list && !m_ready; }
    // Draws it (while nothing moves); false when no texture could be made (then it is dropped).
    bool draw();
    // Draws `next` into target, a window of the kept frame's size, from the kept frame when it
    // is drawn and `next` differs from it in less than half the window; true when it did.
    // Either way the kept frame is let go (it serves one frame).
    bool putBack(const DisplayList& next, sf::RenderTarget& target);
    void drop();
    bool kept() const { return m_list != nullptr; }

private:
    std::unique_ptr<DisplayList> m_list;
    std::unique_ptr<sf::RenderTexture> m_texture;
    sf::Vector2u m_size;
    bool m_ready = false;
};

} // namespace heist::ui
