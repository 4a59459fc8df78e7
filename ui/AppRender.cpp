// The App's drawing: a frame drawn where it differs from the last (DisplayList), the still
// layer and the moving parts of an animation, and the stack of screens drawn in layers.
#include "ui/App.hpp"
#include "ui/widgets/Banner.hpp"

#include <SFML/Graphics/Sprite.hpp>

#include <algorithm>

namespace heist::ui {

std::optional<sf::IntRect> App::render(sf::RenderTarget& target, TextLog* log, bool targetKeepsFrame) {
    m_theme.resize(sf::Vector2f(target.getSize()));
    const Screen* s = top();
    const bool apart = s && s->animating() && s->movesApart();
    std::optional<sf::IntRect> damage;
    m_parts.clear();
    const bool stillWanted =
        apart && (!m_still || m_stillStale || m_dirty || m_still->getSize() != target.getSize() || !m_moved);
    if (!apart) {
        if (s != m_stillFor) { // kept for the next spin of the same table, freed when it goes
            m_still.reset();
            m_stillList.reset();
        }
        damage = drawByDifference(target, log, targetKeepsFrame);
    } else if (stillWanted && !m_stillStale && targetKeepsFrame && m_lastFrame && m_lastFrameTarget == &target) {
        // The tap that starts an animation is answered first: the whole frame, drawn where it
        // differs from the last, now; what stands still is drawn into its texture with the
        // next frame (then only the moving parts' box is drawn and shown).
        damage = drawByDifference(target, log, true);
        m_stillStale = true;
    } else if (stillWanted) {
        // The animation starts (or something else changed): what stands still is drawn once
        // and kept, then the moving parts over it.
        const bool stale = m_stillStale && !m_dirty && m_moved && targetKeepsFrame;
        m_stillStale = false;
        if (!stale)
            m_lastFrame.reset(); // the target will no longer hold the listed frame
        if (!drawStill(target)) {
            m_lastFrame.reset();
            m_moved = drawStack(target, log, Layer::All);
        } else if (stale) {
            // The target holds the frame that answered the tap: only the moving parts' box
            // changes, and outside it the target still holds that frame.
            damage = drawMoving(target, log, true);
            noteOffList(damage);
        } else {
            target.setView(target.getDefaultView());
            target.draw(sf::Sprite(m_still->getTexture()), sf::RenderStates(sf::BlendNone));
            m_moved = drawStack(target, log, Layer::Moving);
        }
    } else {
        damage = drawMoving(target, log, targetKeepsFrame);
        noteOffList(damage);
    }
    target.setView(target.getDefaultView());
    if (m_live)
        m_drawnSeq = m_live->session().headSeq();
    m_needsLayout = false;
    m_dirty = false;
    m_drawnOnce = true;
    m_drewAnimation = animating();
    if (m_regionsFile.wanted()) {
        std::vector<Region> inWindow;
        for (const auto& r : m_regions)
            inWindow.push_back({r.id, *regionRect(r.id), nullptr, nullptr, nullptr, r.enabled});
        m_regionsFile.update(inWindow);
    }
    return damage;
}

std::optional<sf::IntRect> App::drawMoving(sf::RenderTarget& target, TextLog* log, bool targetKeepsFrame) {
    std::optional<sf::IntRect> damage;
    {
        target.setView(target.getDefaultView());
        sf::Sprite still(m_still->getTexture());
        if (targetKeepsFrame) {
            // The target holds the last frame: put back what stood under the moving parts.
            const sf::IntRect full(0, 0, static_cast<int>(target.getSize().x), static_cast<int>(target.getSize().y));
            sf::IntRect erase;
            m_moved->intersects(full, erase);
            still.setTextureRect(erase);
            still.setPosition(static_cast<float>(erase.left), static_cast<float>(erase.top));
        }
        target.draw(still, sf::RenderStates(sf::BlendNone));
        const auto moved = drawStack(target, log, Layer::Moving);
        if (targetKeepsFrame) {
            damage = *m_moved;
            if (moved) {
                const int x0 = std::min(damage->left, moved->left), y0 = std::min(damage->top, moved->top);
                const int x1 = std::max(damage->left + damage->width, moved->left + moved->width);
                const int y1 = std::max(damage->top + damage->height, moved->top + moved->height);
                damage = sf::IntRect(x0, y0, x1 - x0, y1 - y0);
            }
        }
        m_moved = moved;
    }
    return damage;
}

std::optional<sf::IntRect> App::drawByDifference(sf::RenderTarget& target, TextLog* log, bool targetKeepsFrame) {
    if (!targetKeepsFrame) { // a GPU's window, or an image drawn afresh: drawn directly, whole
        m_lastFrame.reset();
        m_offList.reset();
        m_moved = drawStack(target, log, Layer::All);
        return std::nullopt;
    }
    if (!m_nextFrame)
        m_nextFrame = std::make_unique<DisplayList>();
    DisplayList& list = *m_nextFrame;
    list.reset();
    m_moved = drawStack(target, log, Layer::All, &list);
    const auto size = target.getSize();
    // Drawn in parts only over a frame drawn this way, of the same size, and by a list that
    // paints every pixel (it begins with a clear), so that each part comes out whole.
    bool whole = !m_lastFrame || m_lastFrameTarget != &target || m_lastFrameSize != size || !list.beginsWithClear();
    if (!whole) {
        // Where an animation drew since the listed frame, the target holds something else.
        m_parts = DisplayList::damage(*m_lastFrame, list, size, 8, m_offList);
        long long area = 0;
        for (const auto& r : m_parts)
            area += static_cast<long long>(r.width) * r.height;
        whole = area * 4 > static_cast<long long>(size.x) * size.y * 3; // most of it: at once
    }
    std::optional<sf::IntRect> damage;
    if (whole && m_lastFrame && m_lastFrameTarget == &target && m_lastFrameSize == size && list.beginsWithClear() &&
        (damage = DisplayList::drawAdded(*m_lastFrame, list, target, m_offList))) {
        // A dialog over the table: only what it adds, drawn over what the window holds.
        m_parts.clear();
    } else if (whole) {
        m_parts.clear();
        list.replay(target);
    } else {
        damage = sf::IntRect(0, 0, 0, 0); // nothing changed: nothing to draw or show
        list.replayParts(target, m_parts);
        for (const auto& r : m_parts) {
            if (damage->width == 0)
                damage = r;
            else {
                const int x0 = std::min(damage->left, r.left), y0 = std::min(damage->top, r.top);
                const int x1 = std::max(damage->left + damage->width, r.left + r.width);
                const int y1 = std::max(damage->top + damage->height, r.top + r.height);
                damage = sf::IntRect(x0, y0, x1 - x0, y1 - y0);
            }
        }
    }
    std::swap(m_lastFrame, m_nextFrame);
    m_lastFrameSize = size;
    m_lastFrameTarget = &target;
    m_offList.reset();
    return damage;
}

void App::noteOffList(const std::optional<sf::IntRect>& drawn) {
    if (!m_lastFrame)
        return;
    if (!drawn) { // drawn whole, or into a target that does not keep its frames
        m_lastFrame.reset();
        m_offList.reset();
        return;
    }
    if (!m_offList) {
        m_offList = drawn;
        return;
    }
    const int x0 = std::min(m_offList->left, drawn->left), y0 = std::min(m_offList->top, drawn->top);
    const int x1 = std::max(m_offList->left + m_offList->width, drawn->left + drawn->width);
    const int y1 = std::max(m_offList->top + m_offList->height, drawn->top + drawn->height);
    m_offList = sf::IntRect(x0, y0, x1 - x0, y1 - y0);
}

void App::renderWhole(sf::RenderTarget& target) {
    auto regions = m_regions;
    drawStack(target, nullptr, Layer::All);
    target.setView(target.getDefaultView());
    m_regions = std::move(regions);
}

bool App::drawStill(const sf::RenderTarget& target) {
    // Drawn off-screen, never copied out of the target: reading back what was just drawn
    // races the software rasteriser's threads.
    const auto size = target.getSize();
    if (!m_still || m_still->getSize() != size || m_stillFor != top()) {
        m_stillList.reset(); // what the texture holds is not known
        if (!m_still || m_still->getSize() != size) {
            m_still = std::make_unique<sf::RenderTexture>();
            if (!m_still->create(size.x, size.y)) {
                m_still.reset();
                return false;
            }
        }
    }
    m_stillFor = top();
    // Drawn where it differs from what the texture holds (the same table's last spin), else whole.
    auto list = std::make_unique<DisplayList>();
    drawStack(*m_still, nullptr, Layer::Still, list.get());
    std::vector<sf::IntRect> parts;
    long long area = static_cast<long long>(size.x) * size.y;
    if (m_stillList && list->beginsWithClear()) {
        parts = DisplayList::damage(*m_stillList, *list, size, 8);
        area = 0;
        for (const auto& r : parts)
            area += static_cast<long long>(r.width) * r.height;
    }
    if (area * 4 > static_cast<long long>(size.x) * size.y * 3)
        list->replay(*m_still);
    else if (!parts.empty())
        list->replayParts(*m_still, parts);
    m_stillList = std::move(list);
    m_still->setView(m_still->getDefaultView());
    m_still->display();
    return true;
}

std::optional<sf::IntRect> App::drawStack(sf::RenderTarget& target, TextLog* log, Layer layer, DisplayList* list) {
    std::optional<sf::IntRect> moved;
    // Draw from the lowest opaque screen up; only the top one takes taps.
    std::size_t first = m_stack.empty() ? 0 : m_stack.size() - 1;
    while (first > 0 && !m_stack[first]->opaque())
        --first;
    const auto size = m_theme.size();
    std::optional<sf::FloatRect> bannerSlot; // a dialog shows messages where its screen keeps them
    for (std::size_t i = first; i < m_stack.size(); ++i) {
        Screen& s = *m_stack[i];
        sf::View view(sf::FloatRect(0, 0, size.x, size.y));
        if (s.flipped())
            view.setRotation(180.f);
        target.setView(view);
        Painter p(target, m_theme, m_fonts, log, layer);
        p.recordInto(list);
        if (i == first)
            p.background();
        if (!s.opaque())
            p.rect({0, 0, size.x, size.y}, sf::Color(5, 7, 14, 200));
        const std::size_t logged = log ? log->size() : 0, shapes = log ? log->shapes.size() : 0;
        s.draw(p);
        if (log && i + 1 < m_stack.size()) { // beneath a dialog's dimming: not read as drawn
            for (std::size_t k = logged; k < log->size(); ++k)
                (*log)[k].covered = true;
            for (std::size_t k = shapes; k < log->shapes.size(); ++k)
                log->shapes[k].covered = true;
        }
        if (p.bannerSlot())
            bannerSlot = p.bannerSlot();
        if (i + 1 == m_stack.size()) {
            if (!p.bannerSlot() && !s.opaque()) {
                // Over a dialog: at the foot of the window, clear of the dialog's card.
                const float m = m_theme.margin();
                const float h = bannerHeight(m_theme);
                p.setBannerSlot({m, size.y - m - h, size.x - 2 * m, h});
            } else if (!p.bannerSlot() && bannerSlot) {
                p.setBannerSlot(*bannerSlot);
            }
            drawFlipButton(p);
            drawToast(p);
            m_regions = p.takeRegions();
        }
        p.flush();
        if (const auto m = p.movedPixels()) {
            if (!moved)
                moved = m;
            else {
                const int x0 = std::min(moved->left, m->left), y0 = std::min(moved->top, m->top);
                const int x1 = std::max(moved->left + moved->width, m->left + m->width);
                const int y1 = std::max(moved->top + moved->height, m->top + m->height);
                moved = sf::IntRect(x0, y0, x1 - x0, y1 - y0);
            }
        }
    }
    if (m_stack.empty()) {
        if (layer != Layer::Moving && list)
            list->clear(m_theme.colours.night);
        else if (layer != Layer::Moving)
            target.clear(m_theme.colours.night);
        m_regions.clear();
    }
    return moved;
}

} // namespace heist::ui
