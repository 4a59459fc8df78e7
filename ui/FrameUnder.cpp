#include "FrameUnder.hpp"

#include <SFML/Graphics/Sprite.hpp>

namespace heist::ui {

void FrameUnder::keep(const DisplayList& under, sf::Vector2u size) {
    if (!m_list)
        m_list = std::make_unique<DisplayList>();
    *m_list = under;
    m_size = size;
    m_ready = false;
}

bool FrameUnder::draw() {
    if (!wantsDrawing())
        return false;
    if (!m_texture || m_texture->getSize() != m_size) {
        m_texture = std::make_unique<sf::RenderTexture>();
        if (!m_texture->create(m_size.x, m_size.y)) {
            drop();
            return false;
        }
    }
    m_list->replay(*m_texture);
    m_texture->setView(m_texture->getDefaultView());
    m_texture->display();
    m_ready = true;
    return true;
}

bool FrameUnder::putBack(const DisplayList& next, sf::RenderTarget& target) {
    const bool usable = m_list && m_ready && target.getSize() == m_size && next.beginsWithClear();
    bool done = false;
    if (usable) {
        const auto parts = DisplayList::damage(*m_list, next, m_size, 8);
        long long area = 0;
        for (const auto& r : parts)
            area += static_cast<long long>(r.width) * r.height;
        if (area * 2 < static_cast<long long>(m_size.x) * m_size.y) {
            target.setView(target.getDefaultView());
            target.draw(sf::Sprite(m_texture->getTexture()), sf::RenderStates(sf::BlendNone));
            if (!parts.empty())
                next.replayParts(target, parts);
            done = true;
        }
    }
    drop();
    return done;
}

void FrameUnder::drop() {
    m_list.reset();
    m_texture.reset(); // its memory goes with it: a window-sized texture
    m_ready = false;
}

} // namespace heist::ui
