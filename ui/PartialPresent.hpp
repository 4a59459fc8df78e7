#pragma once
// Showing only the part of a frame that changed. A software rasteriser (Mesa's llvmpipe)
// pays for every pixel it draws and copies, so while only a wheel turns, the App redraws the
// wheel's box and the window shows that box alone, through GLX_MESA_copy_sub_buffer: it copies
// a rectangle of the back buffer to the screen and leaves the back buffer as it was, so the
// rest of the last frame stays valid for the next one. On a GPU, where drawing the whole window
// costs next to nothing, windows swap their buffers as usual. HEIST_PARTIAL=0 or 1 overrides
// the choice (1 still needs the extension).
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderWindow.hpp>

#include <string>

namespace heist::ui {

// Whether to present in parts, given the renderer, whether the extension is there and the
// HEIST_PARTIAL value (null: no override).
bool usePartialPresent(const std::string& renderer, bool hasExtension, const char* override);

class PartialPresent {
public:
    explicit PartialPresent(sf::RenderWindow& window);
    bool available() const { return m_copySubBuffer != nullptr; }
    // Shows rect (window pixels, origin top-left) of the back buffer; the back buffer is kept.
    void show(const sf::IntRect& rect);

private:
    sf::RenderWindow& m_window;
    using CopySubBuffer = void (*)(void* display, unsigned long drawable, int x, int y, int w, int h);
    CopySubBuffer m_copySubBuffer = nullptr;
    void* m_display = nullptr;
    unsigned long m_drawable = 0;
};

} // namespace heist::ui
