#include "Painter.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui {
namespace {

constexpr float kPi = 3.14159265f;

std::vector<sf::Vector2f> roundedRect(const sf::FloatRect& r, float radius) {
    std::vector<sf::Vector2f> pts;
    radius = std::min({radius, r.width / 2, r.height / 2});
    const int steps = 6;
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
        m_target.draw(*m_batchArray, sf::RenderStates(m_batchTexture));
        ++g_drawCalls;
        m_batchArray->clear();
    }
    m_batchTexture = nullptr;
}

// The glyph quads sf::Text would draw (SFML 2.5's Text::ensureGeometryUpdate for one face, no
// style, no outline), placed at the text's position, appended to the batch.
void Painter::appendText(const sf::Text& t) {
    const sf::Font& font = *t.getFont();
    const unsigned size = t.getCharacterSize();
    const sf::Texture& page = font.getTexture(size);
    if (m_batchTexture != &page) {
        if (m_batchTexture)
            flush();
        m_batchTexture = &page; // shapes already batched take it: they sample its white corner
    }
    const sf::Vector2f at = t.getPosition();
    const sf::Color colour = t.getFillColor();
    const sf::String& s = t.getString();
    const float space = font.getGlyph(U' ', size, false).advance;
    const float lineSpacing = font.getLineSpacing(size);
    float x = 0.f;
    float y = static_cast<float>(size);
    sf::Uint32 previous = 0;
    for (std::size_t i = 0; i < s.getSize(); ++i) {
        const sf::Uint32 c = s[i];
        if (c == U'\r')
            continue;
        x += font.getKerning(previous, c, size);
        previous = c;
        if (c == U' ' || c == U'\t' || c == U'\n') {
            if (c == U'\n') {
                y += lineSpacing;
                x = 0.f;
            } else {
                x += c == U' ' ? space : space * 4;
            }
            continue;
        }
        const sf::Glyph& g = font.getGlyph(c, size, false);
        const float padding = 1.f;
        const float left = x + (g.bounds.left - padding), right = x + (g.bounds.left + g.bounds.width + padding);
        const float top = y + (g.bounds.top - padding), bottom = y + (g.bounds.top + g.bounds.height + padding);
        const float u1 = static_cast<float>(g.textureRect.left) - padding;
        const float v1 = static_cast<float>(g.textureRect.top) - padding;
        const float u2 = static_cast<float>(g.textureRect.left + g.textureRect.width) + padding;
        const float v2 = static_cast<float>(g.textureRect.top + g.textureRect.height) + padding;
        const sf::Vertex quad[6] = {{{at.x + left, at.y + top}, colour, {u1, v1}},
                                    {{at.x + right, at.y + top}, colour, {u2, v1}},
                                    {{at.x + left, at.y + bottom}, colour, {u1, v2}},
                                    {{at.x + left, at.y + bottom}, colour, {u1, v2}},
                                    {{at.x + right, at.y + top}, colour, {u2, v1}},
                                    {{at.x + right, at.y + bottom}, colour, {u2, v2}}};
        for (const auto& v : quad)
            m_batchArray->append(v);
        x += g.advance;
    }
}

void Painter::fill(const std::vector<sf::Vector2f>& pts, sf::Color colour) {
    if (colour.a == 0 || pts.size() < 3)
        return;
    // A fan from the middle of the bounding box, as sf::ConvexShape draws it (so a wheel's
    // wedge, whose inner edge curves in, is still filled right).
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
    if (m_layer != Layer::Moving || !m_inMoving)
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
    for (const sf::Vector2f c : {sf::Vector2f(b.left, b.top), sf::Vector2f(b.left + b.width, b.top),
                                 sf::Vector2f(b.left, b.top + b.height), sf::Vector2f(b.left + b.width, b.top + b.height)}) {
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
    m_target.clear(colours().night);
    // A soft moonlit glow from the top: a vertical gradient, drawn as two triangles.
    const sf::Color top(30, 40, 74), topRight(24, 32, 60);
    for (const auto& v : {sf::Vertex({0, 0}, top), sf::Vertex({s.x, 0}, topRight), sf::Vertex({0, s.y}, colours().night),
                          sf::Vertex({s.x, 0}, topRight), sf::Vertex({0, s.y}, colours().night),
                          sf::Vertex({s.x, s.y}, colours().night)})
        m_batchArray->append(v);
}

void Painter::rect(const sf::FloatRect& r, sf::Color fill, float radius, sf::Color outline,
                   float outlineWidth) {
    if (radius <= 0) {
        polygon({{r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height}, {r.left, r.top + r.height}},
                fill, outline, outlineWidth);
        return;
    }
    polygon(roundedRect(r, radius), fill, outline, outlineWidth);
}

void Painter::circle(sf::Vector2f c, float radius, sf::Color fill, sf::Color outline, float w) {
    if (!drawing())
        return;
    std::vector<sf::Vector2f> pts(48);
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const float a = static_cast<float>(i) * 2 * kPi / 48.f - kPi / 2;
        pts[i] = {c.x + radius * std::cos(a), c.y + radius * std::sin(a)};
    }
    polygon(pts, fill, outline, w);
}

void Painter::polygon(const std::vector<sf::Vector2f>& pts, sf::Color fillColour, sf::Color outlineColour, float w) {
    if (!drawing() || pts.empty())
        return;
    if (m_layer == Layer::Moving) {
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

sf::Text Painter::makeText(const std::string& s, unsigned size, bool bold) const {
    sf::Text t(utf8(s), bold ? m_fonts.bold : m_fonts.regular, size);
    return t;
}

void Painter::record(const std::string& s, TextKind kind, unsigned size, unsigned asked, TextUse use,
                     bool shortened, sf::Color colour, const sf::FloatRect& b) {
    if (!m_log)
        return;
    // Where the glyphs landed in target pixels, through the current view (a screen turned
    // 180 degrees included), so that tests can look behind them.
    const sf::Vector2i corners[4] = {m_target.mapCoordsToPixel({b.left, b.top}),
                                     m_target.mapCoordsToPixel({b.left + b.width, b.top}),
                                     m_target.mapCoordsToPixel({b.left, b.top + b.height}),
                                     m_target.mapCoordsToPixel({b.left + b.width, b.top + b.height})};
    int x0 = corners[0].x, x1 = corners[0].x, y0 = corners[0].y, y1 = corners[0].y;
    for (const auto& c : corners) {
        x0 = std::min(x0, c.x);
        x1 = std::max(x1, c.x);
        y0 = std::min(y0, c.y);
        y1 = std::max(y1, c.y);
    }
    DrawnText d;
    d.text = s;
    d.kind = kind;
    d.size = size;
    d.use = use;
    d.asked = asked;
    d.shortened = shortened;
    d.colour = colour;
    d.box = {x0, y0, x1 - x0, y1 - y0};
    m_log->push_back(std::move(d));
}

float Painter::textWidth(const std::string& s, unsigned size, bool bold) const {
    return makeText(s, size, bold).getLocalBounds().width;
}

sf::FloatRect Painter::drawLine(const std::string& s, sf::Vector2f pos, unsigned size, sf::Color colour,
                                Align align, bool bold) {
    sf::Text t = makeText(s, size, bold);
    t.setFillColor(colour);
    const auto b = t.getLocalBounds();
    float x = pos.x - b.left;
    if (align == Align::Center)
        x -= b.width / 2;
    else if (align == Align::Right)
        x -= b.width;
    // Place by the font's line metrics so baselines agree across strings.
    t.setPosition(std::round(x), std::round(pos.y - size * 0.12f));
    if (drawing()) {
        appendText(t);
        noteMoved(t.getGlobalBounds());
    }
    return t.getGlobalBounds();
}

namespace {

constexpr unsigned kLeast = 24;      // no text below this, ever
constexpr float kFitLineHeight = 1.22f;

// Splits at spaces; a word wider than the line breaks after a hyphen, else where it must.
std::vector<std::string> wrapWords(const std::string& s, float width,
                                   const std::function<float(const std::string&)>& measure) {
    std::vector<std::string> words;
    std::string word;
    for (char c : s) {
        if (c == ' ') {
            if (!word.empty())
                words.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty())
        words.push_back(word);
    std::vector<std::string> lines;
    std::string line;
    auto push = [&](const std::string& w) {
        const std::string candidate = line.empty() ? w : line + " " + w;
        if (!line.empty() && measure(candidate) > width) {
            lines.push_back(line);
            line = w;
        } else {
            line = candidate;
        }
    };
    for (auto w : words) {
        while (measure(w) > width) {
            // Prefer a break after a hyphen ("Fernández-" / "Olmedo"), else by characters.
            const sf::String str = utf8(w);
            std::size_t n = str.getSize();
            std::size_t cut = 0;
            for (std::size_t i = n; i-- > 1;)
                if (str[i - 1] == '-' && measure([&] {
                        const auto b = str.substring(0, i).toUtf8();
                        return std::string(b.begin(), b.end());
                    }()) <= width) {
                    cut = i;
                    break;
                }
            if (cut == 0) {
                while (n > 1) {
                    const auto b = str.substring(0, n).toUtf8();
                    if (measure(std::string(b.begin(), b.end())) <= width)
                        break;
                    --n;
                }
                cut = n;
            }
            if (cut >= str.getSize())
                break;
            const auto head = str.substring(0, cut).toUtf8();
            const auto tail = str.substring(cut).toUtf8();
            push(std::string(head.begin(), head.end()));
            lines.push_back(line);
            line.clear();
            w.assign(tail.begin(), tail.end());
        }
        push(w);
    }
    if (!line.empty() || lines.empty())
        lines.push_back(line);
    return lines;
}

} // namespace

std::pair<unsigned, std::vector<std::string>> Painter::fitLines(const std::string& s, float width, unsigned size,
                                                                bool bold, float maxHeight) const {
    size = std::max(size, kLeast);
    for (unsigned sz = size;; --sz) {
        if (textWidth(s, sz, bold) <= width)
            return {sz, {s}};
        const bool twoFit = maxHeight <= 0 || sz + std::round(sz * kFitLineHeight) <= maxHeight;
        if (twoFit) {
            auto lines = wrapWords(s, width, [&](const std::string& l) { return textWidth(l, sz, bold); });
            if (lines.size() <= 2 || sz == kLeast)
                return {sz, lines};
        }
        if (sz == kLeast)
            return {sz, wrapWords(s, width, [&](const std::string& l) { return textWidth(l, sz, bold); })};
    }
}

float Painter::fitHeight(const std::string& s, float width, unsigned size, bool bold, float maxHeight) const {
    const auto [sz, lines] = fitLines(s, width, size, bold, maxHeight);
    return sz + (lines.size() - 1) * std::round(sz * kFitLineHeight);
}

unsigned Painter::fitSize(const std::string& s, float width, unsigned size, bool bold, float maxHeight) const {
    return fitLines(s, width, size, bold, maxHeight).first;
}

float Painter::fitLineHeight(unsigned size) const { return std::round(size * kFitLineHeight); }

float Painter::drawLines(const std::string& whole, const std::vector<std::string>& lines, unsigned sz,
                         unsigned asked, sf::Vector2f pos, sf::Color colour, Align align, bool bold, TextKind kind,
                         TextUse use) {
    const float lineH = fitLineHeight(sz);
    sf::FloatRect all;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto b = drawLine(lines[i], {pos.x, pos.y + i * lineH}, sz, colour, align, bold);
        if (i == 0) {
            all = b;
        } else {
            const float right = std::max(all.left + all.width, b.left + b.width);
            const float bottom = std::max(all.top + all.height, b.top + b.height);
            all.left = std::min(all.left, b.left);
            all.top = std::min(all.top, b.top);
            all.width = right - all.left;
            all.height = bottom - all.top;
        }
    }
    record(whole, kind, sz, asked, use, false, colour, all);
    return lines.empty() ? 0.f : sz + (lines.size() - 1) * lineH;
}

float Painter::fitText(const std::string& s, const sf::FloatRect& box, unsigned size, sf::Color colour,
                       TextUse use, Align align, bool bold, TextKind kind) {
    const auto [sz, lines] = fitLines(s, box.width, size, bold, box.height);
    const float h = sz + (lines.size() - 1) * fitLineHeight(sz);
    float y = box.top;
    if (box.height > 0 && h <= box.height)
        y += (box.height - h) / 2;
    const float x = align == Align::Left ? box.left
                    : align == Align::Center ? box.left + box.width / 2
                                             : box.left + box.width;
    drawLines(s, lines, sz, size, {x, y}, colour, align, bold, kind, use);
    return h;
}

sf::Vector2f Painter::text(const std::string& s, sf::Vector2f pos, unsigned size, sf::Color colour,
                           Align align, bool bold, float maxWidth, TextKind kind, TextUse use) {
    const unsigned asked = size;
    std::string shown = s;
    bool shortened = false;
    sf::Text t = makeText(shown, size, bold);
    if (maxWidth > 0) {
        while (t.getLocalBounds().width > maxWidth && size > kLeast) {
            size = std::max(kLeast, size - 2);
            t.setCharacterSize(size);
        }
        if (t.getLocalBounds().width > maxWidth && use != TextUse::Other) {
            // A name, role or next step is never cut: two lines instead.
            const float left = align == Align::Left ? pos.x
                               : align == Align::Center ? pos.x - maxWidth / 2
                                                        : pos.x - maxWidth;
            const float h = fitText(s, {left, pos.y, maxWidth, 0}, asked, colour, use, align, bold, kind);
            return {maxWidth, h};
        }
        if (t.getLocalBounds().width > maxWidth) {
            sf::String str = utf8(s);
            while (str.getSize() > 1) {
                str.erase(str.getSize() - 1);
                t.setString(str + sf::String(L"\u2026"));
                if (t.getLocalBounds().width <= maxWidth)
                    break;
            }
            const auto bytes = t.getString().toUtf8();
            shown.assign(bytes.begin(), bytes.end());
            shortened = true;
        }
    }
    const auto bounds = drawLine(shown, pos, size, colour, align, bold);
    record(shown, kind, size, asked, use, shortened, colour, bounds);
    return {t.getLocalBounds().width, static_cast<float>(size)};
}

void Painter::textIn(const std::string& s, const sf::FloatRect& r, unsigned size, sf::Color colour,
                     bool bold, TextKind kind, TextUse use) {
    const float width = r.width - 16;
    const auto [sz, lines] = fitLines(s, width, size, bold, r.height - 8);
    const float h = sz + (lines.size() - 1) * std::round(sz * kFitLineHeight);
    if (lines.size() > 1 && use == TextUse::Other && h > r.height - 8) {
        // Not a name: too long for this rectangle even on two lines; shorten it.
        text(s, {r.left + r.width / 2, r.top + (r.height - sz) / 2}, size, colour, Align::Center, bold,
             width, kind, use);
        return;
    }
    fitText(s, {r.left + 8, r.top + 4, width, r.height - 8}, size, colour, use, Align::Center, bold, kind);
}

float Painter::paragraphHeight(const std::string& s, unsigned size, float maxWidth) const {
    const auto lines = wrapWords(s, maxWidth, [&](const std::string& l) { return textWidth(l, size); });
    return static_cast<float>(lines.size()) * size * 1.35f;
}

float Painter::paragraph(const std::string& s, sf::Vector2f pos, unsigned size, sf::Color colour,
                         float maxWidth, Align align, TextKind kind) {
    std::vector<std::string> words;
    std::string word;
    for (char c : s) {
        if (c == ' ') {
            words.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    words.push_back(word);
    std::string lineText;
    float y = pos.y;
    const float lineHeight = size * 1.35f;
    auto flush = [&] {
        if (lineText.empty())
            return;
        text(lineText, {pos.x, y}, size, colour, align, false, 0, kind);
        y += lineHeight;
        lineText.clear();
    };
    for (auto w : words) {
        // A word wider than the line (a long file path) is broken where it must be.
        while (textWidth(w, size) > maxWidth && w.size() > 1) {
            flush();
            sf::String str = utf8(w);
            std::size_t n = str.getSize();
            while (n > 1 && textWidth(str.substring(0, n).toAnsiString(), size) > maxWidth)
                --n;
            const auto head = str.substring(0, n).toUtf8();
            const auto tail = str.substring(n).toUtf8();
            lineText.assign(head.begin(), head.end());
            flush();
            w.assign(tail.begin(), tail.end());
        }
        const std::string candidate = lineText.empty() ? w : lineText + " " + w;
        if (!lineText.empty() && textWidth(candidate, size) > maxWidth)
            flush();
        lineText = lineText.empty() ? w : lineText + " " + w;
    }
    flush();
    return y - pos.y;
}

void Painter::button(const std::string& id, const sf::FloatRect& r, const std::string& label,
                     ButtonStyle style, std::function<void()> onTap, bool enabled, TextKind kind,
                     TextUse use) {
    if (style == ButtonStyle::Primary && use == TextUse::Other)
        use = TextUse::NextStep;
    const auto& c = colours();
    sf::Color fill = c.duskHigh, outline = c.line, ink = c.ivory;
    switch (style) {
    case ButtonStyle::Primary: fill = c.gold; outline = c.gold; ink = c.night; break;
    case ButtonStyle::Quiet: fill = sf::Color(0, 0, 0, 0); outline = c.line; break;
    case ButtonStyle::Danger: fill = sf::Color(90, 30, 38); outline = c.danger; break;
    case ButtonStyle::Selected: fill = sf::Color(70, 58, 24); outline = c.gold; ink = c.gold; break;
    case ButtonStyle::Normal: break;
    }
    if (!enabled) {
        // Dim, yet still readable at 4.5:1: a disabled step says what it will do.
        fill = style == ButtonStyle::Quiet ? fill : c.dusk;
        outline = withAlpha(outline, 0.35f);
        ink = c.muted;
    }
    rect(r, fill, std::min(18.f, r.height * 0.3f), outline, 2.f);
    textIn(label, r, m_theme.body(), ink, style == ButtonStyle::Primary, kind, use);
    m_regions.push_back({id, r, enabled ? std::move(onTap) : nullptr, nullptr, nullptr, enabled});
}

void Painter::holdButton(const std::string& id, const sf::FloatRect& r, const std::string& label,
                         bool held, std::function<void()> onPress, std::function<void()> onRelease,
                         unsigned labelSize) {
    const auto& c = colours();
    rect(r, held ? sf::Color(70, 58, 24) : c.duskHigh, 28.f, c.gold, held ? 5.f : 3.f);
    textIn(label, r, labelSize ? labelSize : m_theme.heading(), c.gold, true, TextKind::Public, TextUse::NextStep);
    m_regions.push_back({id, r, nullptr, std::move(onPress), std::move(onRelease), true});
}

void Painter::region(const std::string& id, const sf::FloatRect& r, std::function<void()> onTap) {
    m_regions.push_back({id, r, std::move(onTap), nullptr, nullptr, true});
}

void Painter::token(sf::Vector2f c, float radius, const std::string& colourId, bool ring) {
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
    case 1: rect({c.x - radius * 0.85f, c.y - radius * 0.85f, radius * 1.7f, radius * 1.7f}, shape.colour, radius * 0.2f, outline, 2); break;
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
    const auto& pal = colours();
    const sf::Color base = type == 0 ? pal.diamond : (type == 1 ? pal.ruby : pal.emerald);
    const sf::Color light = withAlpha(sf::Color(std::min(255, base.r + 70), std::min(255, base.g + 70),
                                                std::min(255, base.b + 70)), alpha);
    const sf::Color dark = withAlpha(sf::Color(base.r / 2, base.g / 2, base.b / 2), alpha);
    const sf::Color mid = withAlpha(base, alpha);
    if (type == 0) { // brilliant cut: crown and pavilion
        const float w = s * 0.5f, h = s * 0.45f;
        polygon({{c.x - w, c.y - h * 0.2f}, {c.x - w * 0.55f, c.y - h}, {c.x + w * 0.55f, c.y - h}, {c.x + w, c.y - h * 0.2f}}, light);
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
        polygon({{c.x - w + k, c.y - h}, {c.x + w - k, c.y - h}, {c.x + w, c.y - h + k}, {c.x + w, c.y + h - k},
                 {c.x + w - k, c.y + h}, {c.x - w + k, c.y + h}, {c.x - w, c.y + h - k}, {c.x - w, c.y - h + k}},
                mid, dark, 2);
        rect({c.x - w * 0.55f, c.y - h * 0.6f, w * 1.1f, h * 1.2f}, light, 2);
    }
}

void Painter::mask(sf::Vector2f c, float w, sf::Color colour) {
    // A masquerade mask: two tilted lenses joined by a bridge, with almond eye holes.
    const float h = w * 0.42f;
    auto ellipse = [&](sf::Vector2f centre, float rx, float ry, float tilt) {
        std::vector<sf::Vector2f> pts;
        for (int i = 0; i < 32; ++i) {
            const float a = i * 2 * kPi / 32;
            const float x = rx * std::cos(a), y = ry * std::sin(a);
            pts.push_back({centre.x + x * std::cos(tilt) - y * std::sin(tilt), centre.y + x * std::sin(tilt) + y * std::cos(tilt)});
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
