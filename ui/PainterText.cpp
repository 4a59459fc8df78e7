// Painter's text: lines placed by the font's metrics, fitted, wrapped and shortened, and
// recorded for the tests (ui/Painter.hpp); drawn through the Painter's batch.
#include "ui/Painter.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui {

// The glyph quads sf::Text would draw (SFML 2.5's Text::ensureGeometryUpdate for one face, no
// style, no outline), placed at the text's position, appended to the batch.
void Painter::appendText(const sf::Text& t) {
    const sf::Font& font = *t.getFont();
    const unsigned size = t.getCharacterSize();
    const sf::Texture& page = font.getTexture(size);
    if (m_batchTexture != &page) {
        if (m_batchTexture || m_batchArray->getVertexCount() > 0)
            flush();
        m_batchTexture = &page; // text batched apart from shapes (Painter::flush says why)
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
        if (g.textureRect.width == 0 || g.textureRect.height == 0) {
            // A blank glyph (a no-break space, a thin space): its padded quad would sample the
            // page's white corner and draw a dot where there is no ink.
            x += g.advance;
            continue;
        }
        const float padding = 1.f;
        const float left = x + (g.bounds.left - padding), right = x + (g.bounds.left + g.bounds.width + padding);
        const float top = y + (g.bounds.top - padding), bottom = y + (g.bounds.top + g.bounds.height + padding);
        const float u1 = static_cast<float>(g.textureRect.left) - padding;
        const float v1 = static_cast<float>(g.textureRect.top) - padding;
        const float u2 = static_cast<float>(g.textureRect.left + g.textureRect.width) + padding;
        const float v2 = static_cast<float>(g.textureRect.top + g.textureRect.height) + padding;
        const sf::Vertex quad[6] = {
            {{at.x + left, at.y + top}, colour, {u1, v1}},    {{at.x + right, at.y + top}, colour, {u2, v1}},
            {{at.x + left, at.y + bottom}, colour, {u1, v2}}, {{at.x + left, at.y + bottom}, colour, {u1, v2}},
            {{at.x + right, at.y + top}, colour, {u2, v1}},   {{at.x + right, at.y + bottom}, colour, {u2, v2}}};
        for (const auto& v : quad)
            m_batchArray->append(v);
        x += g.advance;
    }
}

sf::Text Painter::makeText(const std::string& s, unsigned size, bool bold) const {
    sf::Text t(utf8(s), bold ? m_fonts.bold : m_fonts.regular, size);
    return t;
}

sf::IntRect Painter::toPixels(const sf::FloatRect& b) const {
    // Through the current view (a screen turned 180 degrees included), so that tests can look
    // behind what was drawn.
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
    return {x0, y0, x1 - x0, y1 - y0};
}

void Painter::record(const std::string& s, TextKind kind, unsigned size, unsigned asked, TextUse use, bool shortened,
                     sf::Color colour, const sf::FloatRect& b) {
    if (!m_log)
        return;
    DrawnText d;
    d.order = m_log->drawn++;
    if (m_room) {
        sf::FloatRect room = *m_room;
        if (room.height <= 0) // no bottom given: only the sides are kept to
            room.height = std::max(0.f, b.top + b.height - room.top);
        d.room = toPixels(room);
    }
    d.text = s;
    d.kind = kind;
    d.size = size;
    d.use = use;
    d.asked = asked;
    d.shortened = shortened;
    d.control = m_control;
    d.colour = colour;
    d.box = toPixels(b);
    if (m_paragraph) {
        d.paragraph = *m_paragraph;
        d.firstLine = m_firstLine;
        m_firstLine = false;
    }
    m_log->push_back(std::move(d));
}

float Painter::textWidth(const std::string& s, unsigned size, bool bold) const {
    return makeText(s, size, bold).getLocalBounds().width;
}

sf::FloatRect Painter::drawLine(const std::string& s, sf::Vector2f pos, unsigned size, sf::Color colour, Align align,
                                bool bold) {
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

constexpr float kFitLineHeight = 1.22f;
// A line's glyphs reach below its nominal size: a descender ends about 0.12 em lower (DejaVu
// Sans: the baseline at 0.88 em from the line's top, descenders 0.24 em below it), so a block
// of lines needs this much room to stay inside its box.
constexpr float kLastLine = 1.12f;

float blockHeight(unsigned sz, std::size_t lines) {
    return std::ceil(sz * kLastLine) + static_cast<float>(lines - 1) * std::round(sz * kFitLineHeight);
}

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

// The words of whole that lines split between two letters: where one line ends and the next
// begins with no space between them in whole, and not after a hyphen.
std::vector<std::string> brokenWords(const std::string& whole, const std::vector<std::string>& lines) {
    std::vector<std::string> broken;
    std::size_t at = 0;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        at = whole.find(lines[i], at);
        if (at == std::string::npos)
            break;
        at += lines[i].size();
        const std::string& line = lines[i];
        if (at >= whole.size() || whole[at] == ' ' || line.empty() || line.back() == '-')
            continue;
        const std::size_t start = whole.rfind(' ', at);
        const std::size_t end = whole.find(' ', at);
        const std::size_t from = start == std::string::npos ? 0 : start + 1;
        broken.push_back(whole.substr(from, end == std::string::npos ? std::string::npos : end - from));
    }
    return broken;
}

} // namespace

namespace {

// Whether wrapping cut a word between two lines (anywhere but at a space or after a hyphen).
bool breaksWord(const std::string& s, const std::vector<std::string>& lines) {
    std::string words, joined;
    for (char c : s)
        if (c != ' ' || (!words.empty() && words.back() != ' '))
            words += c;
    while (!words.empty() && words.back() == ' ')
        words.pop_back();
    for (const auto& line : lines)
        joined += (joined.empty() || joined.back() == '-' ? "" : " ") + line;
    return joined != words;
}

} // namespace

std::pair<unsigned, std::vector<std::string>> Painter::fitLines(const std::string& s, float width, unsigned size,
                                                                bool bold, float maxHeight) const {
    // No text below the theme's least size (24 px at 1280x800, 16 px at 800x480).
    const unsigned kLeast = m_theme.least();
    size = std::max(size, kLeast);
    for (unsigned sz = size;; --sz) {
        if (textWidth(s, sz, bold) <= width)
            return {sz, {s}};
        const bool twoFit = maxHeight <= 0 || blockHeight(sz, 2) <= maxHeight;
        if (twoFit) {
            auto lines = wrapWords(s, width, [&](const std::string& l) { return textWidth(l, sz, bold); });
            // A smaller size before a word cut in two; at the least size, what fits.
            if ((lines.size() <= 2 && !breaksWord(s, lines)) || sz == kLeast)
                return {sz, lines};
        }
        if (sz == kLeast)
            return {sz, wrapWords(s, width, [&](const std::string& l) { return textWidth(l, sz, bold); })};
    }
}

float Painter::fitHeight(const std::string& s, float width, unsigned size, bool bold, float maxHeight) const {
    const auto [sz, lines] = fitLines(s, width, size, bold, maxHeight);
    return blockHeight(sz, lines.size());
}

unsigned Painter::fitSize(const std::string& s, float width, unsigned size, bool bold, float maxHeight) const {
    return fitLines(s, width, size, bold, maxHeight).first;
}

float Painter::buttonHeight(const std::string& label, float width, float height, bool bold) const {
    // textIn's room: 16 px of the width, 8 of the height.
    const auto [sz, lines] = fitLines(label, width - 16, m_theme.least(), bold, 0);
    if (lines.size() <= 1)
        return height;
    return std::max(height, std::ceil(blockHeight(sz, lines.size())) + 12);
}

float Painter::fitLineHeight(unsigned size) const { return std::round(size * kFitLineHeight); }

float Painter::drawLines(const std::string& whole, const std::vector<std::string>& lines, unsigned sz, unsigned asked,
                         sf::Vector2f pos, sf::Color colour, Align align, bool bold, TextKind kind, TextUse use) {
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
    if (m_log && lines.size() > 1)
        m_log->back().brokenWords = brokenWords(whole, lines);
    return lines.empty() ? 0.f : blockHeight(sz, lines.size());
}

float Painter::fitText(const std::string& s, const sf::FloatRect& box, unsigned size, sf::Color colour, TextUse use,
                       Align align, bool bold, TextKind kind) {
    // No bottom given: only the sides are kept to, with room above the first line for its
    // accents ("É"), as text() leaves.
    Box room(*this, box.height > 0 ? box : sf::FloatRect(box.left, box.top - size * 0.5f, box.width, 0));
    const auto [sz, lines] = fitLines(s, box.width, size, bold, box.height);
    const float h = blockHeight(sz, lines.size());
    float y = box.top;
    if (box.height > 0 && h <= box.height)
        y += (box.height - h) / 2;
    const float x = align == Align::Left     ? box.left
                    : align == Align::Center ? box.left + box.width / 2
                                             : box.left + box.width;
    drawLines(s, lines, sz, size, {x, y}, colour, align, bold, kind, use);
    return h;
}

sf::Vector2f Painter::text(const std::string& s, sf::Vector2f pos, unsigned size, sf::Color colour, Align align,
                           bool bold, float maxWidth, TextKind kind, TextUse use) {
    const unsigned asked = size;
    std::string shown = s;
    bool shortened = false;
    sf::Text t = makeText(shown, size, bold);
    std::optional<Box> room;
    if (maxWidth > 0) {
        const float left = align == Align::Left     ? pos.x
                           : align == Align::Center ? pos.x - maxWidth / 2
                                                    : pos.x - maxWidth;
        room.emplace(*this, sf::FloatRect(left, pos.y - size * 0.5f, maxWidth, 0));
        const unsigned kLeast = m_theme.least();
        while (t.getLocalBounds().width > maxWidth && size > kLeast) {
            size = std::max(kLeast, size - 2);
            t.setCharacterSize(size);
        }
        if (t.getLocalBounds().width > maxWidth && use != TextUse::Other) {
            // A name, role or next step is never cut: two lines instead.
            const float left = align == Align::Left     ? pos.x
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
    if (shortened && m_log && !m_log->empty())
        m_log->back().whole = s;
    return {t.getLocalBounds().width, static_cast<float>(size)};
}

void Painter::textIn(const std::string& s, const sf::FloatRect& r, unsigned size, sf::Color colour, bool bold,
                     TextKind kind, TextUse use) {
    Box room(*this, r);
    const float width = r.width - 16;
    const auto [sz, lines] = fitLines(s, width, size, bold, r.height - 8);
    const float h = blockHeight(sz, lines.size());
    if (lines.size() > 1 && use == TextUse::Other && h > r.height - 8) {
        // Not a name: too long for this rectangle even on two lines; shorten it.
        text(s, {r.left + r.width / 2, r.top + (r.height - sz) / 2}, size, colour, Align::Center, bold, width, kind,
             use);
        return;
    }
    fitText(s, {r.left + 8, r.top + 4, width, r.height - 8}, size, colour, use, Align::Center, bold, kind);
}

unsigned Painter::paragraphSize(const std::string& s, unsigned size, float maxWidth) const {
    // The size at which the paragraph's longest word fits its line, from size down to the least
    // size: a word is never broken between two letters while a smaller size would keep it whole.
    float widest = 0;
    std::string word;
    std::string longest;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == ' ') {
            const float w = textWidth(word, size);
            if (w > widest) {
                widest = w;
                longest = word;
            }
            word.clear();
        } else {
            word += s[i];
        }
    }
    while (size > m_theme.least() && textWidth(longest, size) > maxWidth)
        --size;
    return size;
}

float Painter::paragraphHeight(const std::string& s, unsigned size, float maxWidth) const {
    size = paragraphSize(s, size, maxWidth);
    const auto lines = wrapWords(s, maxWidth, [&](const std::string& l) { return textWidth(l, size); });
    return static_cast<float>(lines.size()) * size * 1.35f;
}

float Painter::paragraph(const std::string& s, sf::Vector2f pos, unsigned size, sf::Color colour, float maxWidth,
                         Align align, TextKind kind) {
    const float left = align == Align::Left ? pos.x : align == Align::Center ? pos.x - maxWidth / 2 : pos.x - maxWidth;
    size = paragraphSize(s, size, maxWidth);
    Box room(*this, {left, pos.y - size * 0.5f, maxWidth, 0});
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
    // Each line is logged with the paragraph it belongs to (DrawnText::paragraph).
    struct Whole {
        Painter& p;
        Whole(Painter& painter, const std::string& s) : p(painter) {
            p.m_paragraph = &s;
            p.m_firstLine = true;
        }
        ~Whole() { p.m_paragraph = nullptr; }
    } whole(*this, s);
    auto flush = [&] {
        if (lineText.empty())
            return;
        text(lineText, {pos.x, y}, size, colour, align, false, 0, kind);
        y += lineHeight;
        lineText.clear();
    };
    for (auto w : words) {
        // A word wider than the line at the least size (a long file path) is broken where it
        // must be, and the break is recorded (DrawnText::brokenWords) for the harness to fail.
        while (textWidth(w, size) > maxWidth && w.size() > 1) {
            flush();
            const std::string original = w;
            sf::String str = utf8(w);
            std::size_t n = str.getSize();
            auto piece = [&](std::size_t from, std::size_t count) {
                const auto b = str.substring(from, count).toUtf8();
                return std::string(b.begin(), b.end());
            };
            while (n > 1 && textWidth(piece(0, n), size) > maxWidth)
                --n;
            // A path or a hyphenated word breaks after a '/' or '-' that fits, words held
            // together by a no-break space after it: a boundary, as after a hyphen in a name;
            // else between two letters, which the harness fails.
            std::size_t at = n;
            while (at > 1 && str[at - 1] != '/' && str[at - 1] != '-' && str[at - 1] != 0xA0)
                --at;
            const bool boundary = at > 1;
            if (boundary)
                n = at;
            const std::string head = piece(0, n);
            const std::string tail = piece(n, std::string::npos);
            lineText = head;
            flush();
            if (!boundary && m_log && !m_log->empty())
                m_log->back().brokenWords.push_back(original);
            w = tail;
        }
        const std::string candidate = lineText.empty() ? w : lineText + " " + w;
        if (!lineText.empty() && textWidth(candidate, size) > maxWidth)
            flush();
        lineText = lineText.empty() ? w : lineText + " " + w;
    }
    flush();
    return y - pos.y;
}

} // namespace heist::ui
