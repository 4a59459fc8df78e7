#include "ui/DisplayList.hpp"

#include <SFML/OpenGL.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace heist::ui {
namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    // splitmix64's finaliser over the running value: every input bit reaches every output bit.
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebull;
    return h ^ (h >> 31);
}

std::uint64_t bits(float f) {
    std::uint32_t u = 0;
    std::memcpy(&u, &f, sizeof u);
    return u;
}

std::uint64_t vertexHash(std::uint64_t h, const sf::Vertex& v) {
    h = mix(h, bits(v.position.x) | bits(v.position.y) << 32);
    h = mix(h, bits(v.texCoords.x) | bits(v.texCoords.y) << 32);
    return mix(h, v.color.toInteger());
}

long long area(const sf::IntRect& r) { return static_cast<long long>(r.width) * r.height; }

sf::IntRect joined(const sf::IntRect& a, const sf::IntRect& b) {
    const int x0 = std::min(a.left, b.left), y0 = std::min(a.top, b.top);
    const int x1 = std::max(a.left + a.width, b.left + b.width), y1 = std::max(a.top + a.height, b.top + b.height);
    return {x0, y0, x1 - x0, y1 - y0};
}

} // namespace

const std::vector<DisplayList::Prim>& DisplayList::prims(sf::Vector2u size) const {
    if (!m_prims.empty() && m_primsFor == size)
        return m_prims;
    m_prims.clear();
    m_primsFor = size;
    m_prims.reserve(m_vertices.size() / 3 + m_calls.size());
    const float w = static_cast<float>(size.x), h = static_cast<float>(size.y);
    for (const auto& c : m_calls) {
        if (c.isClear) {
            m_prims.push_back({mix(1, c.colour.toInteger()), 0, 0, static_cast<int>(size.x), static_cast<int>(size.y)});
            continue;
        }
        const float* m = c.view.getTransform().getMatrix();
        for (std::size_t i = c.first; i + 2 < c.first + c.count; i += 3) {
            std::uint64_t hash = c.state;
            float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
            for (std::size_t k = i; k < i + 3; ++k) {
                const sf::Vertex& v = m_vertices[k];
                hash = vertexHash(hash, v);
                const float px = (m[0] * v.position.x + m[4] * v.position.y + m[12] + 1.f) * 0.5f * w;
                const float py = (1.f - (m[1] * v.position.x + m[5] * v.position.y + m[13])) * 0.5f * h;
                x0 = std::min(x0, px);
                y0 = std::min(y0, py);
                x1 = std::max(x1, px);
                y1 = std::max(y1, py);
            }
            // A pixel's centre decides; a pixel more on each side covers any rounding.
            m_prims.push_back({hash, static_cast<int>(std::floor(x0)) - 1, static_cast<int>(std::floor(y0)) - 1,
                               static_cast<int>(std::ceil(x1)) + 1, static_cast<int>(std::ceil(y1)) + 1});
        }
    }
    return m_prims;
}

void DisplayList::clear(sf::Color colour) {
    Call c;
    c.isClear = true;
    c.colour = colour;
    m_calls.push_back(c);
}

void DisplayList::triangles(const sf::Vertex* vertices, std::size_t count, const sf::Texture* texture,
                            const sf::View& view, const sf::BlendMode& blend) {
    count -= count % 3;
    if (count == 0)
        return;
    Call c;
    c.first = m_vertices.size();
    c.count = count;
    c.texture = texture;
    c.blend = blend;
    c.view = view;
    std::uint64_t h = mix(2, reinterpret_cast<std::uintptr_t>(texture));
    if (texture)
        h = mix(h, static_cast<std::uint64_t>(texture->getSize().x) << 32 | texture->getSize().y);
    h = mix(h, static_cast<std::uint64_t>(blend.colorSrcFactor) |
                   static_cast<std::uint64_t>(blend.colorDstFactor) << 8 |
                   static_cast<std::uint64_t>(blend.colorEquation) << 16 |
                   static_cast<std::uint64_t>(blend.alphaSrcFactor) << 24 |
                   static_cast<std::uint64_t>(blend.alphaDstFactor) << 32 |
                   static_cast<std::uint64_t>(blend.alphaEquation) << 40);
    const float* m = view.getTransform().getMatrix();
    for (int i = 0; i < 16; ++i)
        h = mix(h, bits(m[i]));
    c.state = h;
    m_vertices.insert(m_vertices.end(), vertices, vertices + count);
    m_calls.push_back(c);
}

void DisplayList::replay(sf::RenderTarget& target) const {
    for (const auto& c : m_calls) {
        if (c.isClear) {
            target.clear(c.colour);
            continue;
        }
        target.setView(c.view);
        target.draw(m_vertices.data() + c.first, c.count, sf::Triangles,
                    sf::RenderStates(c.blend, sf::Transform(), c.texture, nullptr));
    }
    target.setView(target.getDefaultView());
}

std::vector<sf::IntRect> DisplayList::damage(const DisplayList& before, const DisplayList& after, sf::Vector2u size,
                                             std::size_t maxParts, const std::optional<sf::IntRect>& also) {
    const auto& b = before.prims(size);
    const auto& a = after.prims(size);
    // Pair each of the new frame's prims with an equal one of the last frame's (the k-th of a
    // kind with the k-th), and mark the tiles under everything that may have changed.
    const int tile = 16;
    const int cols = (static_cast<int>(size.x) + tile - 1) / tile, rows = (static_cast<int>(size.y) + tile - 1) / tile;
    std::vector<char> marked(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows), 0);
    bool any = false;
    auto mark = [&](const Prim& box) {
        const int x0 = std::clamp(box.x0, 0, static_cast<int>(size.x)),
                  x1 = std::clamp(box.x1, 0, static_cast<int>(size.x));
        const int y0 = std::clamp(box.y0, 0, static_cast<int>(size.y)),
                  y1 = std::clamp(box.y1, 0, static_cast<int>(size.y));
        if (x1 <= x0 || y1 <= y0)
            return;
        any = true;
        for (int ty = y0 / tile; ty <= (y1 - 1) / tile; ++ty)
            std::memset(&marked[static_cast<std::size_t>(ty * cols + x0 / tile)], 1,
                        static_cast<std::size_t>((x1 - 1) / tile - x0 / tile + 1));
    };
    if (also)
        mark({0, also->left, also->top, also->left + also->width, also->top + also->height});
    // What both frames begin and end with is drawn alike, in the same order.
    std::size_t head = 0, tail = 0;
    while (head < a.size() && head < b.size() && a[head].hash == b[head].hash)
        ++head;
    while (tail < a.size() - head && tail < b.size() - head &&
           a[a.size() - 1 - tail].hash == b[b.size() - 1 - tail].hash)
        ++tail;
    // The last frame's rest in a hash table: for each hash, its prims in order (a chain).
    const std::size_t from = head, bEnd = b.size() - tail, aEnd = a.size() - tail;
    std::size_t slots = 16;
    while (slots < 2 * (bEnd - from))
        slots *= 2;
    struct Slot {
        std::uint64_t hash = 0;
        std::int64_t first = -1, last = -1; // the chain (last < 0: an empty slot); first moves on
                                            // as prims are paired, -1 once all are
    };
    std::vector<Slot> table(slots);
    std::vector<std::int64_t> next(b.size(), -1);
    auto slotOf = [&](std::uint64_t h) -> Slot& {
        std::size_t k = static_cast<std::size_t>(h) & (slots - 1);
        while (table[k].last >= 0 && table[k].hash != h)
            k = (k + 1) & (slots - 1);
        return table[k];
    };
    for (std::size_t k = from; k < bEnd; ++k) {
        Slot& slot = slotOf(b[k].hash);
        if (slot.last < 0) {
            slot.hash = b[k].hash;
            slot.first = slot.last = static_cast<std::int64_t>(k);
        } else {
            next[static_cast<std::size_t>(slot.last)] = static_cast<std::int64_t>(k);
            slot.last = static_cast<std::int64_t>(k);
        }
    }
    // Each of the new frame's prims takes the first unpaired one of its kind (the k-th of a
    // kind pairs with the k-th); what finds none is new, what is left over is gone.
    std::vector<std::int64_t> match(a.size(), -1);
    std::vector<char> paired(b.size(), 0);
    for (std::size_t k = from; k < aEnd; ++k) {
        Slot& slot = slotOf(a[k].hash);
        if (slot.last >= 0 && slot.first >= 0) {
            const std::int64_t m = slot.first;
            match[k] = m;
            paired[static_cast<std::size_t>(m)] = 1;
            slot.first = next[static_cast<std::size_t>(m)];
        } else {
            mark(a[k]); // drawn now, not before
        }
    }
    for (std::size_t k = from; k < bEnd; ++k)
        if (!paired[k])
            mark(b[k]); // drawn before, not now
    // Drawn in both, but before something it came after: its pixels may differ. (The common
    // head and tail keep their order and stand before and after everything else.)
    std::int64_t latest = -1;
    for (std::size_t k = from; k < aEnd; ++k) {
        if (match[k] < 0)
            continue;
        if (match[k] < latest)
            mark(a[k]);
        else
            latest = match[k];
    }
    if (!any)
        return {};
    // The marked tiles as rectangles: runs along each row, joined downwards while they line up.
    std::vector<sf::IntRect> parts;
    std::vector<std::size_t> open; // parts that ended on the row above
    for (int ty = 0; ty < rows; ++ty) {
        std::vector<std::size_t> nowOpen;
        for (int tx = 0; tx < cols;) {
            if (!marked[static_cast<std::size_t>(ty * cols + tx)]) {
                ++tx;
                continue;
            }
            int end = tx;
            while (end < cols && marked[static_cast<std::size_t>(ty * cols + end)])
                ++end;
            const sf::IntRect run(tx * tile, ty * tile, (end - tx) * tile, tile);
            auto same = std::find_if(open.begin(), open.end(), [&](std::size_t p) {
                return parts[p].left == run.left && parts[p].width == run.width;
            });
            if (same != open.end()) {
                parts[*same].height += tile;
                nowOpen.push_back(*same);
            } else {
                parts.push_back(run);
                nowOpen.push_back(parts.size() - 1);
            }
            tx = end;
        }
        open = std::move(nowOpen);
    }
    // At most maxParts: join the two whose joining adds the least area, again and again.
    while (parts.size() > std::max<std::size_t>(1, maxParts)) {
        std::size_t bi = 0, bj = 1;
        long long best = -1;
        for (std::size_t p = 0; p < parts.size(); ++p)
            for (std::size_t q = p + 1; q < parts.size(); ++q) {
                const long long added = area(joined(parts[p], parts[q])) - area(parts[p]) - area(parts[q]);
                if (best < 0 || added < best) {
                    best = added;
                    bi = p;
                    bj = q;
                }
            }
        parts[bi] = joined(parts[bi], parts[bj]);
        parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(bj));
    }
    for (auto& r : parts) { // tiles at the right and bottom edges end with the target
        r.width = std::min(r.width, static_cast<int>(size.x) - r.left);
        r.height = std::min(r.height, static_cast<int>(size.y) - r.top);
    }
    return parts;
}

void DisplayList::replayParts(sf::RenderTarget& target, const std::vector<sf::IntRect>& parts) const {
    const auto& p = prims(target.getSize());
    for (const auto& part : parts) {
        Clip clip(target, part);
        const int x0 = part.left, y0 = part.top, x1 = part.left + part.width, y1 = part.top + part.height;
        std::size_t prim = 0;
        for (const auto& c : m_calls) {
            if (c.isClear) {
                target.clear(c.colour);
                ++prim;
                continue;
            }
            m_scratch.clear();
            for (std::size_t v = c.first; v + 2 < c.first + c.count; v += 3, ++prim) {
                const Prim& t = p[prim];
                if (t.x0 < x1 && t.x1 > x0 && t.y0 < y1 && t.y1 > y0)
                    m_scratch.insert(m_scratch.end(), m_vertices.begin() + static_cast<std::ptrdiff_t>(v),
                                     m_vertices.begin() + static_cast<std::ptrdiff_t>(v + 3));
            }
            if (m_scratch.empty())
                continue;
            target.setView(c.view);
            target.draw(m_scratch.data(), m_scratch.size(), sf::Triangles,
                        sf::RenderStates(c.blend, sf::Transform(), c.texture, nullptr));
        }
    }
    target.setView(target.getDefaultView());
}

std::optional<sf::IntRect> DisplayList::drawAdded(const DisplayList& before, const DisplayList& after,
                                                  sf::RenderTarget& target, const std::optional<sf::IntRect>& also) {
    const sf::Vector2u size = target.getSize();
    const auto& b = before.prims(size);
    const auto& a = after.prims(size);
    std::size_t head = 0;
    while (head < a.size() && head < b.size() && a[head].hash == b[head].hash)
        ++head;
    if (head == 0 || head == a.size())
        return std::nullopt;
    auto box = [&](const std::vector<Prim>& p, std::size_t from, std::optional<sf::IntRect> into) {
        for (std::size_t k = from; k < p.size(); ++k) {
            const int x0 = std::clamp(p[k].x0, 0, static_cast<int>(size.x)),
                      x1 = std::clamp(p[k].x1, 0, static_cast<int>(size.x));
            const int y0 = std::clamp(p[k].y0, 0, static_cast<int>(size.y)),
                      y1 = std::clamp(p[k].y1, 0, static_cast<int>(size.y));
            if (x1 <= x0 || y1 <= y0)
                continue;
            into = into ? joined(*into, {x0, y0, x1 - x0, y1 - y0}) : sf::IntRect(x0, y0, x1 - x0, y1 - y0);
        }
        return into;
    };
    const auto stale = box(b, head, also); // where the target holds something else than the prefix
    if (stale && area(*stale) * 4 > static_cast<long long>(size.x) * size.y)
        return std::nullopt;
    // The added triangles, over what the target holds; a clear among them would wipe it.
    std::size_t prim = 0;
    for (const auto& c : after.m_calls) {
        const std::size_t count = c.isClear ? 1 : c.count / 3;
        if (prim + count > head && c.isClear)
            return std::nullopt;
        prim += count;
    }
    prim = 0;
    for (const auto& c : after.m_calls) {
        const std::size_t count = c.isClear ? 1 : c.count / 3;
        if (prim + count > head) {
            const std::size_t skip = head > prim ? head - prim : 0;
            target.setView(c.view);
            target.draw(after.m_vertices.data() + c.first + 3 * skip, 3 * (count - skip), sf::Triangles,
                        sf::RenderStates(c.blend, sf::Transform(), c.texture, nullptr));
        }
        prim += count;
    }
    target.setView(target.getDefaultView());
    if (stale)
        after.replayParts(target, {*stale});
    return box(a, head, stale);
}

Clip::Clip(sf::RenderTarget& target, const sf::IntRect& r) : m_target(target) {
    if (!m_target.setActive(true))
        return;
    glEnable(GL_SCISSOR_TEST);
    // GL counts rows from the bottom.
    glScissor(r.left, static_cast<GLint>(m_target.getSize().y) - r.top - r.height, r.width, r.height);
}

Clip::~Clip() {
    if (m_target.setActive(true))
        glDisable(GL_SCISSOR_TEST);
}

} // namespace heist::ui
