#include "ui/Painter.hpp"

#include "ui/DisplayList.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui {
namespace {

// How many straight pieces draw an arc of `radius` pixels over `angle` radians so that no piece
// strays more than a fifth of a pixel from the curve (its sagitta), between lo and hi pieces:
// a heart's lobe of 5 pixels needs 10 pieces for its whole turn, a wheel of 140 pixels 48. A
// software rasteriser pays for every triangle, and tiny shapes drawn with 48 pieces were half
// of a table's 15,800 triangles.
int arcPieces(float radius, float angle, int lo, int hi) {
    constexpr float kSagitta = 0.2f;
    if (radius <= kSagitta)
        return lo;
    const float step = 2.f * std::acos(1.f - kSagitta / radius);
    return std::clamp(static_cast<int>(std::ceil(angle / step)), lo, hi);
}

std::vector<sf::Vector2f> roundedRect(const sf::FloatRect& r, float radius) {
    std::vector<sf::Vector2f> pts;
    radius = std::min({radius, r.width / 2, r.height / 2});
    const int steps = arcPieces(radius, kPi / 2, 2, 6);
    const sf::Vector2f corners[4] = {{r.left + r.width - radius, r.top + radius},
                                     {r.left + r.width - radius, r.top + r.height - radius},
                                     {r.left + radius, r.top + r.height - radius},
                                     {r.left + radius, r.top + radius}};
    for (int c = 0; c < 4; ++c)
        for (int i = 0; i <= steps; ++i) {
            const float a = (-90.f + 90.f * c + 90.f * i / steps) * kPi / 180.f;
            pts.push_back({corners[c].x + radius * std::cos(a), corners[c].y + radius * std::sin(a)});
        }
    return pts;
}

sf::Color withAlpha(sf::Color c, float a) {
    c.a = static_cast<sf::Uint8>(c.a * std::clamp(a, 0.f, 1.f));
    return c;
}

} // namespace

sf::String utf8(const std::string& s) { return sf::String::fromUtf8(s.begin(), s.end()); }

namespace {
std::size_t g_drawCalls = 0;

sf::Vector2f boxCentre(const std::vector<sf::Vector2f>& pts) {
    sf::Vector2f lo = pts[0], hi = pts[0];
    for (const auto& q : pts) {
        lo = {std::min(lo.x, q.x), std::min(lo.y, q.y)};
        hi = {std::max(hi.x, q.x), std::max(hi.y, q.y)};
    }
    return (lo + hi) / 2.f;
}
} // namespace

namespace {
thread_local sf::VertexArray t_batch(sf::Triangles);
thread_local bool t_batchTaken = false;
} // namespace

Painter::Painter(sf::RenderTarget& target, const Theme& theme, const Fonts& fonts, TextLog* log, Layer layer)
    : m_target(target), m_theme(theme), m_fonts(fonts), m_log(log), m_layer(layer) {
    m_sharesBatch = !t_batchTaken;
    t_batchTaken = true;
    m_batchArray = m_sharesBatch ? &t_batch : &m_ownBatch;
    m_batchArray->clear();
}

Painter::~Painter() {
    flush();
    if (m_sharesBatch)
        t_batchTaken = false;
}

std::size_t Painter::drawCalls() { return g_drawCalls; }

void Painter::flush() {
    if (m_batchArray->getVertexCount() > 0) {
        // Glyph quads land on whole pixels, one texel to a pixel, so nearest sampling draws
        // what linear sampling draws, for less work per pixel on a software rasteriser (SFML
        // 2.5 makes every glyph page smooth, and again whenever a page grows).
        if (m_batchTexture && m_batchTexture->isSmooth())
            const_cast<sf::Texture*>(m_batchTexture)->setSmooth(false);
        // Shapes and text are batched apart (see fill and appendText): llvmpipe fills an
        // untextured pixel for less than one that samples the glyph page's white corner, and
        // an opaque one without blending for less again (the same colours: alpha 255 over
        // anything is itself). Whole table at 1280x800: 16.5 -> 12.3 ms of CPU a frame.
        bool opaque = !m_batchTexture;
        for (std::size_t i = 0; opaque && i < m_batchArray->getVertexCount(); ++i)
            opaque = (*m_batchArray)[i].color.a == 255;
        if (m_list)
            m_list->triangles(&(*m_batchArray)[0], m_batchArray->getVertexCount(), m_batchTexture, m_target.getView(),
                              opaque ? sf::BlendNone : sf::BlendAlpha);
        else
            m_target.draw(*m_batchArray, sf::RenderStates(opaque ? sf::BlendNone : sf::BlendAlpha, sf::Transform(),
                                                          m_batchTexture, nullptr));
        ++g_drawCalls;
        m_batchArray->clear();
    }
    m_batchTexture = nullptr;
}

void Painter::fill(const std::vector<sf::Vector2f>& pts, sf::Color colour) {
    if (colour.a == 0 || pts.size() < 3)
        return;
    // A fan from the middle of the bounding box, as sf::ConvexShape draws it (so a wheel's
    // wedge, whose inner edge curves in, is still filled right). Not in a batch of text.
    if (m_batchTexture)
        flush();
    const sf::Vector2f centre = boxCentre(pts);
    for (std::size_t i = 0; i < pts.size(); ++i) {
        m_batchArray->append({centre, colour});
        m_batchArray->append({pts[i], colour});
        m_batchArray->append({pts[(i + 1) % pts.size()], colour});
    }
}

void Painter::outline(const std::vector<sf::Vector2f>& pts, sf::Color colour, float inward) {
    // As sf::Shape draws an outline of negative thickness: each corner moved inwards along
    // the mitred normal of its two edges, and the band between joined by triangles.
    const std::size_t n = pts.size();
    if (colour.a == 0 || inward <= 0 || n < 3)
        return;
    const sf::Vector2f centre = boxCentre(pts);
    auto normal = [](sf::Vector2f a, sf::Vector2f b) {
        sf::Vector2f v(a.y - b.y, b.x - a.x);
        const float len = std::sqrt(v.x * v.x + v.y * v.y);
        return len != 0.f ? v / len : v;
    };
    if (m_batchTexture)
        flush();
    std::vector<sf::Vector2f> inner(n);
    for (std::size_t i = 0; i < n; ++i) {
        const sf::Vector2f p0 = pts[(i + n - 1) % n], p1 = pts[i], p2 = pts[(i + 1) % n];
        sf::Vector2f n1 = normal(p0, p1), n2 = normal(p1, p2);
        const sf::Vector2f toCentre = centre - p1;
        if (n1.x * toCentre.x + n1.y * toCentre.y > 0)
            n1 = -n1;
        if (n2.x * toCentre.x + n2.y * toCentre.y > 0)
            n2 = -n2;
        const float factor = 1.f + (n1.x * n2.x + n1.y * n2.y);
        const sf::Vector2f m = factor != 0.f ? (n1 + n2) / factor : n1;
        inner[i] = p1 - m * inward;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        m_batchArray->append({pts[i], colour});
        m_batchArray->append({inner[i], colour});
        m_batchArray->append({pts[j], colour});
        m_batchArray->append({pts[j], colour});
        m_batchArray->append({inner[i], colour});
        m_batchArray->append({inner[j], colour});
    }
}

void Painter::noteMoved(const sf::FloatRect& b) {
    if (m_layer == Layer::Still || !m_inMoving)
        return;
    if (!m_moved) {
        m_moved = b;
        return;
    }
    const float x0 = std::min(m_moved->left, b.left), y0 = std::min(m_moved->top, b.top);
    const float x1 = std::max(m_moved->left + m_moved->width, b.left + b.width);
    const float y1 = std::max(m_moved->top + m_moved->height, b.top + b.height);
    m_moved = sf::FloatRect(x0, y0, x1 - x0, y1 - y0);
}

std::optional<sf::IntRect> Painter::movedPixels() const {
    if (!m_moved)
        return std::nullopt;
    const auto& b = *m_moved;
    int x0 = 1 << 30, y0 = 1 << 30, x1 = -(1 << 30), y1 = -(1 << 30);
    for (const sf::Vector2f c :
         {sf::Vector2f(b.left, b.top), sf::Vector2f(b.left + b.width, b.top), sf::Vector2f(b.left, b.top + b.height),
          sf::Vector2f(b.left + b.width, b.top + b.height)}) {
        const auto q = m_target.mapCoordsToPixel(c);
        x0 = std::min(x0, q.x);
        y0 = std::min(y0, q.y);
        x1 = std::max(x1, q.x);
        y1 = std::max(y1, q.y);
    }
    const int margin = 3; // edges that round outwards
    return sf::IntRect(x0 - margin, y0 - margin, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin);
}

void Painter::background() {
    if (!drawing())
        return;
    const auto s = size();
    m_batchArray->clear();
    m_batchTexture = nullptr;
    if (m_list)
        m_list->clear(colours().night);
    else
        m_target.clear(colours().night);
    // A soft moonlit glow from the top: a vertical gradient, drawn as two triangles.
    const sf::Color top(30, 40, 74), topRight(24, 32, 60);
    const sf::Vertex quad[6] = {
        sf::Vertex({0, 0}, top),        sf::Vertex({s.x, 0}, topRight),        sf::Vertex({0, s.y}, colours().night),
        sf::Vertex({s.x, 0}, topRight), sf::Vertex({0, s.y}, colours().night), sf::Vertex({s.x, s.y}, colours().night)};
    // Its own draw call, untextured and unblended: in the batch it was a window of textured,
    // blended pixels, about a third of a whole table's frame on llvmpipe.
    if (m_list)
        m_list->triangles(quad, 6, nullptr, m_target.getView(), sf::BlendNone);
    else
        m_target.draw(quad, 6, sf::Triangles, sf::RenderStates(sf::BlendNone));
    ++g_drawCalls;
}

void Painter::rect(const sf::FloatRect& r, sf::Color fill, float radius, sf::Color outline, float outlineWidth) {
    if (radius <= 0) {
        polygon({{r.left, r.top},
                 {r.left + r.width, r.top},
                 {r.left + r.width, r.top + r.height},
                 {r.left, r.top + r.height}},
                fill, outline, outlineWidth);
        return;
    }
    polygon(roundedRect(r, radius), fill, outline, outlineWidth);
}

void Painter::circle(sf::Vector2f c, float radius, sf::Color fill, sf::Color outline, float w) {
    if (!drawing() && !m_log)
        return;
    const int pieces = arcPieces(radius, 2 * kPi, 8, 48);
    std::vector<sf::Vector2f> pts(static_cast<std::size_t>(pieces));
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const float a = static_cast<float>(i) * 2 * kPi / static_cast<float>(pieces) - kPi / 2;
        pts[i] = {c.x + radius * std::cos(a), c.y + radius * std::sin(a)};
    }
    polygon(pts, fill, outline, w);
}

void Painter::recordShape(const std::vector<sf::Vector2f>& pts, bool filled, float outlineWidth) {
    sf::Vector2f lo = pts[0], hi = pts[0];
    for (const auto& q : pts) {
        lo = {std::min(lo.x, q.x), std::min(lo.y, q.y)};
        hi = {std::max(hi.x, q.x), std::max(hi.y, q.y)};
    }
    DrawnShape d;
    d.order = m_log->drawn++;
    d.object = m_object;
    d.box = toPixels({lo, hi - lo});
    if (!filled) {
        // An outline drawn inwards: inside it, a rectangle of the shape's box it leaves alone
        // (a rounded corner's curve takes at most the outline's width again).
        const float in = 2 * outlineWidth + 2;
        if (hi.x - lo.x > 2 * in && hi.y - lo.y > 2 * in)
            d.hole = toPixels({lo.x + in, lo.y + in, hi.x - lo.x - 2 * in, hi.y - lo.y - 2 * in});
    }
    m_log->shapes.push_back(d);
}

void Painter::polygon(const std::vector<sf::Vector2f>& pts, sf::Color fillColour, sf::Color outlineColour, float w) {
    if (pts.empty())
        return;
    const bool filled = fillColour.a > 0, outlined = outlineColour.a > 0 && w > 0;
    if (m_log && (filled || outlined))
        recordShape(pts, filled, w);
    if (!drawing())
        return;
    if (m_inMoving) {
        sf::Vector2f lo = pts[0], hi = pts[0];
        for (const auto& q : pts) {
            lo = {std::min(lo.x, q.x), std::min(lo.y, q.y)};
            hi = {std::max(hi.x, q.x), std::max(hi.y, q.y)};
        }
        noteMoved({lo, hi - lo});
    }
    fill(pts, fillColour);
    outline(pts, outlineColour, w);
}

void Painter::line(sf::Vector2f a, sf::Vector2f b, sf::Color colour, float width) {
    const sf::Vector2f d = b - a;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len == 0.f)
        return;
    const sf::Vector2f across = sf::Vector2f(-d.y, d.x) / len * (width / 2);
    polygon({a - across, b - across, b + across, a + across}, colour);
}

void Painter::button(const std::string& id, const sf::FloatRect& r, const std::string& label, ButtonStyle style,
                     std::function<void()> onTap, bool enabled, TextKind kind, TextUse use) {
    if (style == ButtonStyle::Primary && use == TextUse::Other)
        use = TextUse::NextStep;
    const auto& c = colours();
    sf::Color fill = c.duskHigh, outline = c.line, ink = c.ivory;
    switch (style) {
    case ButtonStyle::Primary:
        fill = c.gold;
        outline = c.gold;
        ink = c.night;
        break;
    case ButtonStyle::Quiet:
        fill = sf::Color(0, 0, 0, 0);
        outline = c.line;
        break;
    case ButtonStyle::Danger:
        fill = sf::Color(90, 30, 38);
        outline = c.danger;
        break;
    case ButtonStyle::Selected:
        fill = sf::Color(70, 58, 24);
        outline = c.gold;
        ink = c.gold;
        break;
    case ButtonStyle::Normal: break;
    }
    if (!enabled) {
        // Dim, yet still readable at 4.5:1: a disabled step says what it will do.
        fill = style == ButtonStyle::Quiet ? fill : c.dusk;
        outline = withAlpha(outline, 0.35f);
        ink = c.muted;
    }
    rect(r, fill, std::min(18.f, r.height * 0.3f), outline, 2.f);
    m_control = true;
    textIn(label, r, m_theme.body(), ink, style == ButtonStyle::Primary, kind, use);
    m_control = false;
    m_regions.push_back({id, r, enabled ? std::move(onTap) : nullptr, nullptr, nullptr, enabled});
}

void Painter::holdButton(const std::string& id, const sf::FloatRect& r, const std::string& label, bool held,
                         std::function<void()> onPress, std::function<void()> onRelease, unsigned labelSize) {
    const auto& c = colours();
    rect(r, held ? sf::Color(70, 58, 24) : c.duskHigh, 28.f, c.gold, held ? 5.f : 3.f);
    textIn(label, r, labelSize ? labelSize : m_theme.heading(), c.gold, true, TextKind::Public, TextUse::NextStep);
    m_regions.push_back({id, r, nullptr, std::move(onPress), std::move(onRelease), true});
}

void Painter::region(const std::string& id, const sf::FloatRect& r, std::function<void()> onTap) {
    m_regions.push_back({id, r, std::move(onTap), nullptr, nullptr, true});
}

void Painter::token(sf::Vector2f c, float radius, const std::string& colourId, bool ring) {
    Object object(*this);
    const Shape shape = playerShape(colourId);
    if (ring)
        circle(c, radius * 1.32f, sf::Color(0, 0, 0, 0), colours().gold, std::max(3.f, radius * 0.14f));
    const sf::Color outline = sf::Color(0, 0, 0, 140);
    auto star = [&](int points, float inner) {
        std::vector<sf::Vector2f> pts;
        for (int i = 0; i < points * 2; ++i) {
            const float a = -kPi / 2 + i * kPi / points;
            const float rr = (i % 2 == 0) ? radius : radius * inner;
            pts.push_back({c.x + rr * std::cos(a), c.y + rr * std::sin(a)});
        }
        return pts;
    };
    auto regular = [&](int n, float offset) {
        std::vector<sf::Vector2f> pts;
        for (int i = 0; i < n; ++i) {
            const float a = offset + i * 2 * kPi / n;
            pts.push_back({c.x + radius * std::cos(a), c.y + radius * std::sin(a)});
        }
        return pts;
    };
    switch (shape.kind) {
    case 0: circle(c, radius, shape.colour, outline, 2); break;
    case 1:
        rect({c.x - radius * 0.85f, c.y - radius * 0.85f, radius * 1.7f, radius * 1.7f}, shape.colour, radius * 0.2f,
             outline, 2);
        break;
    case 2: polygon(regular(3, -kPi / 2), shape.colour, outline, 2); break;
    case 3: polygon(regular(4, -kPi / 2), shape.colour, outline, 2); break;
    case 4: polygon(regular(6, 0), shape.colour, outline, 2); break;
    case 5: {
        // A star is concave: draw it as triangles from the centre.
        const auto pts = star(5, 0.48f);
        for (std::size_t i = 0; i < pts.size(); ++i)
            polygon({c, pts[i], pts[(i + 1) % pts.size()]}, shape.colour);
        break;
    }
    case 6: polygon(regular(5, -kPi / 2), shape.colour, outline, 2); break;
    default: {
        const float w = radius * 0.62f;
        rect({c.x - radius, c.y - w / 2, radius * 2, w}, shape.colour, 3);
        rect({c.x - w / 2, c.y - radius, w, radius * 2}, shape.colour, 3);
    }
    }
}

void Painter::gem(sf::Vector2f c, float s, int type, float alpha) {
    Object object(*this);
    const auto& pal = colours();
    const sf::Color base = type == 0 ? pal.diamond : (type == 1 ? pal.ruby : pal.emerald);
    const sf::Color light =
        withAlpha(sf::Color(std::min(255, base.r + 70), std::min(255, base.g + 70), std::min(255, base.b + 70)), alpha);
    const sf::Color dark = withAlpha(sf::Color(base.r / 2, base.g / 2, base.b / 2), alpha);
    const sf::Color mid = withAlpha(base, alpha);
    if (type == 0) { // brilliant cut: crown and pavilion
        const float w = s * 0.5f, h = s * 0.45f;
        polygon({{c.x - w, c.y - h * 0.2f},
                 {c.x - w * 0.55f, c.y - h},
                 {c.x + w * 0.55f, c.y - h},
                 {c.x + w, c.y - h * 0.2f}},
                light);
        polygon({{c.x - w, c.y - h * 0.2f}, {c.x + w, c.y - h * 0.2f}, {c.x, c.y + h * 1.1f}}, mid);
        polygon({{c.x - w * 0.3f, c.y - h * 0.2f}, {c.x + w * 0.3f, c.y - h * 0.2f}, {c.x, c.y + h * 1.1f}}, dark);
    } else if (type == 1) { // ruby: cushion with a table facet
        std::vector<sf::Vector2f> outer;
        for (int i = 0; i < 8; ++i) {
            const float a = kPi / 8 + i * kPi / 4;
            outer.push_back({c.x + s * 0.5f * std::cos(a), c.y + s * 0.5f * std::sin(a)});
        }
        polygon(outer, mid, dark, 2);
        std::vector<sf::Vector2f> inner;
        for (auto p : outer)
            inner.push_back(c + (p - c) * 0.52f);
        polygon(inner, light);
    } else { // emerald: step cut rectangle with clipped corners
        const float w = s * 0.38f, h = s * 0.5f, k = s * 0.12f;
        polygon({{c.x - w + k, c.y - h},
                 {c.x + w - k, c.y - h},
                 {c.x + w, c.y - h + k},
                 {c.x + w, c.y + h - k},
                 {c.x + w - k, c.y + h},
                 {c.x - w + k, c.y + h},
                 {c.x - w, c.y + h - k},
                 {c.x - w, c.y - h + k}},
                mid, dark, 2);
        rect({c.x - w * 0.55f, c.y - h * 0.6f, w * 1.1f, h * 1.2f}, light, 2);
    }
}

void Painter::mask(sf::Vector2f c, float w, sf::Color colour) {
    Object object(*this);
    // A masquerade mask: two tilted lenses joined by a bridge, with almond eye holes.
    const float h = w * 0.42f;
    auto ellipse = [&](sf::Vector2f centre, float rx, float ry, float tilt) {
        std::vector<sf::Vector2f> pts;
        for (int i = 0; i < 32; ++i) {
            const float a = i * 2 * kPi / 32;
            const float x = rx * std::cos(a), y = ry * std::sin(a);
            pts.push_back({centre.x + x * std::cos(tilt) - y * std::sin(tilt),
                           centre.y + x * std::sin(tilt) + y * std::cos(tilt)});
        }
        return pts;
    };
    polygon(ellipse({c.x - w * 0.25f, c.y}, w * 0.27f, h * 0.5f, 0.22f), colour);
    polygon(ellipse({c.x + w * 0.25f, c.y}, w * 0.27f, h * 0.5f, -0.22f), colour);
    rect({c.x - w * 0.09f, c.y - h * 0.3f, w * 0.18f, h * 0.3f}, colour);
    const sf::Color hole = colours().night;
    polygon(ellipse({c.x - w * 0.23f, c.y - h * 0.02f}, w * 0.11f, h * 0.15f, 0.22f), hole);
    polygon(ellipse({c.x + w * 0.23f, c.y - h * 0.02f}, w * 0.11f, h * 0.15f, -0.22f), hole);
}

} // namespace heist::ui
