#include "ui/PartialPresent.hpp"

#include "ui/Antialiasing.hpp"

#include <SFML/OpenGL.hpp>
#include <SFML/Window/Context.hpp>

#include <GL/glx.h>

#include <algorithm>
#include <cstring>

namespace heist::ui {

bool usePartialPresent(const std::string& renderer, bool hasExtension, const char* override) {
    if (!hasExtension)
        return false;
    if (override && std::strcmp(override, "0") == 0)
        return false;
    if (override && std::strcmp(override, "1") == 0)
        return true;
    return isSoftwareRenderer(renderer);
}

PartialPresent::PartialPresent(sf::RenderWindow& window) : m_window(window) {
    if (!m_window.setActive(true))
        return;
    Display* display = glXGetCurrentDisplay();
    const GLXDrawable drawable = glXGetCurrentDrawable();
    if (!display || !drawable)
        return;
    const char* extensions = glXQueryExtensionsString(display, DefaultScreen(display));
    const bool has = extensions && std::strstr(extensions, "GLX_MESA_copy_sub_buffer") != nullptr;
    const auto* renderer = glGetString(GL_RENDERER);
    const std::string name = renderer ? reinterpret_cast<const char*>(renderer) : "";
    if (!usePartialPresent(name, has, std::getenv("HEIST_PARTIAL")))
        return;
    m_copySubBuffer =
        reinterpret_cast<CopySubBuffer>(glXGetProcAddressARB(reinterpret_cast<const GLubyte*>("glXCopySubBufferMESA")));
    m_display = display;
    m_drawable = drawable;
}

void PartialPresent::show(const sf::IntRect& rect) {
    if (!m_copySubBuffer || !m_window.setActive(true)) {
        m_window.display();
        return;
    }
    const auto size = m_window.getSize();
    const int x0 = std::clamp(rect.left, 0, static_cast<int>(size.x));
    const int y0 = std::clamp(rect.top, 0, static_cast<int>(size.y));
    const int x1 = std::clamp(rect.left + rect.width, 0, static_cast<int>(size.x));
    const int y1 = std::clamp(rect.top + rect.height, 0, static_cast<int>(size.y));
    if (x1 <= x0 || y1 <= y0)
        return;
    // GLX counts rows from the bottom; the copy flushes the GL commands first.
    m_copySubBuffer(m_display, m_drawable, x0, static_cast<int>(size.y) - y1, x1 - x0, y1 - y0);
}

} // namespace heist::ui
