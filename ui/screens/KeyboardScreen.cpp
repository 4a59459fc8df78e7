#include "ui/screens/KeyboardScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

namespace heist::ui {
namespace {

std::string toUtf8(const sf::String& s) {
    const auto bytes = s.toUtf8();
    return std::string(bytes.begin(), bytes.end());
}

// Upper case for ASCII, Latin-1 and Latin Extended-A, without depending on the C locale.
sf::Uint32 upper(sf::Uint32 c) {
    if (c >= 'a' && c <= 'z')
        return c - 32;
    if (c >= 0xE0 && c <= 0xFE && c != 0xF7)
        return c - 32;
    if (c == 0xFF)
        return 0x178;
    if (c == 0x131) // the Turkish dotless ı; its dotted capital İ has a key of its own
        return 'I';
    if (c >= 0x218 && c <= 0x21B && c % 2 == 1) // Romanian ș and ț (comma below)
        return c - 1;
    const bool oddUpper = (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E);
    const bool evenUpper = (c >= 0x100 && c <= 0x137) || (c >= 0x14A && c <= 0x177);
    if (evenUpper && c % 2 == 1)
        return c - 1;
    if (oddUpper && c % 2 == 0)
        return c - 1;
    return c;
}

std::string trim(const std::string& s) {
    const auto a = s.find_first_not_of(' ');
    if (a == std::string::npos)
        return "";
    const auto b = s.find_last_not_of(' ');
    return s.substr(a, b - a + 1);
}

const std::vector<std::wstring> kLetters = {L"1234567890", L"qwertyuiop", L"asdfghjkl-", L"zxcvbnm\u2019.'"};
// The letters of European names, on two pages of 40 keys (rows of 10 keep every key at least
// 64 px wide in portrait): Western and Nordic first, then Central and Eastern European, Turkish,
// Romanian and Baltic. Shift gives each one's capital where it has one (ß has none in names;
// İ is its own capital). The curly apostrophe is on both pages.
const std::vector<std::vector<std::wstring>> kAccentPages = {
    {L"\u00e1\u00e0\u00e2\u00e4\u00e3\u00e5\u00e6\u00e7\u00e9\u00e8",
     L"\u00ea\u00eb\u00ed\u00ec\u00ee\u00ef\u00f1\u00f3\u00f2\u00f4",
     L"\u00f6\u00f5\u00f8\u00fa\u00f9\u00fb\u00fc\u00fd\u00ff\u00df",
     L"\u0153\u00f0\u00fe\u0142\u0161\u017e\u010d\u0107\u0144\u2019"},
    {L"\u0105\u0107\u0119\u0142\u0144\u015b\u017a\u017c\u010d\u010f",
     L"\u011b\u0148\u0159\u0161\u0165\u016f\u017e\u013e\u013a\u0155",
     L"\u0151\u0171\u011f\u0131\u0130\u015f\u0103\u0219\u021b\u0111",
     L"\u0101\u0113\u012b\u016b\u0117\u012f\u0173\u013c\u0146\u2019"}};

} // namespace

KeyboardScreen::KeyboardScreen(App& app, std::string title, std::string initial,
                               std::function<void(const std::string&)> onDone, std::size_t maxChars)
    : Screen(app), m_title(std::move(title)), m_value(utf8(initial)), m_onDone(std::move(onDone)), m_max(maxChars) {
    m_shift = m_value.isEmpty();
}

void KeyboardScreen::type(sf::Uint32 c) {
    if (m_value.getSize() >= m_max)
        return;
    if (m_shift) {
        c = upper(c);
        m_shift = false;
    }
    m_value += c;
    if (c == ' ' || c == '-')
        m_shift = true;
}

KeyboardScreen& KeyboardScreen::withCheck(std::function<std::string(const std::string&)> check) {
    m_check = std::move(check);
    return *this;
}

void KeyboardScreen::done() {
    const std::string name = trim(toUtf8(m_value));
    if (m_check) {
        if (const std::string problem = m_check(name); !problem.empty()) {
            m_app.toast(problem, true);
            return;
        }
    } else if (name.empty()) {
        m_app.toast(tr("Type a name first."), true);
        return;
    }
    auto cb = m_onDone;
    m_app.pop();
    cb(name);
}

void KeyboardScreen::onTextEntered(sf::Uint32 c) {
    if (c == 8) {
        if (!m_value.isEmpty())
            m_value.erase(m_value.getSize() - 1);
    } else if (c == 13) {
        done();
    } else if (c >= 32 && c != 127) {
        // A desktop keyboard sends its own capitals.
        if (m_value.getSize() < m_max)
            m_value += c;
        m_shift = false;
    }
}

void KeyboardScreen::onKey(const sf::Event::KeyEvent& key) {
    if (key.code == sf::Keyboard::Enter)
        done();
}

namespace {

// The typographic apostrophe (’, as in O’Sullivan) and the typewriter one (') look alike at
// key size: the curly one is drawn large, and each says which it is when the key has room.
void drawApostropheKey(Painter& p, const sf::FloatRect& key, bool curly) {
    const auto& t = p.theme();
    const std::string glyph = curly ? "\u2019" : "'";
    // TRANSLATORS: the captions of the keyboard's two apostrophe keys, ’ and '.
    const std::string caption = curly ? tr("curly") : tr("plain");
    const bool roomy = key.height >= 80.f && p.textWidth(caption, t.small()) <= key.width - 12;
    const unsigned glyphSize = curly ? t.title() : t.body();
    if (roomy) {
        p.textIn(glyph, {key.left, key.top, key.width, key.height * 0.62f}, glyphSize, p.colours().ivory, curly);
        p.text(caption, {key.left + key.width / 2, key.top + key.height - t.small() - t.px(8)}, t.small(),
               p.colours().ivory, Align::Center);
    } else {
        p.textIn(glyph, key, glyphSize, p.colours().ivory, curly);
    }
}

} // namespace

void KeyboardScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, m_title, "", [this] { m_app.pop(); }, tr("Cancel"));
    const auto area = contentArea(p, head);
    // The name field.
    const sf::FloatRect field{area.left, area.top, area.width, t.target() * 1.1f};
    p.rect(field, p.colours().dusk, 14, p.colours().gold, 2);
    const std::string shown = toUtf8(m_value);
    const auto w = p.text(
        shown.empty() ? " " : shown, {field.left + t.px(24), field.top + (field.height - t.heading()) / 2}, t.heading(),
        p.colours().ivory, Align::Left, false, field.width - t.px(60), TextKind::Public, TextUse::PlayerName);
    // The caret.
    p.rect({field.left + t.px(28) + (shown.empty() ? 0 : w.x), field.top + field.height * 0.2f, 3, field.height * 0.6f},
           p.colours().gold);

    // Keys: rows of at most 10, each key at least a target wide; a panel too narrow for ten
    // (480x800) splits every row in two, so that no key is lost and none is too small.
    const auto& keyRows = m_accents ? kAccentPages[m_accentPage] : kLetters;
    const float gap = std::max(3.f, std::min(t.px(8), (area.width - 10 * 65.f) / 9));
    std::size_t perRow = 10;
    while (perRow > 5 &&
           (area.width - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow) < t.leastTarget())
        --perRow;
    std::vector<std::wstring> rows;
    for (const auto& row : keyRows) {
        const std::size_t parts = (row.size() + perRow - 1) / perRow;
        const std::size_t each = (row.size() + parts - 1) / parts;
        for (std::size_t i = 0; i < row.size(); i += each)
            rows.push_back(row.substr(i, each));
    }
    const float nRows = static_cast<float>(rows.size());
    const float keysTop = field.top + field.height + t.px(24);
    const float bottomRowH = t.target();
    const float keyH =
        std::max(t.leastTarget(),
                 std::min(t.px(86), (area.top + area.height - keysTop - bottomRowH - gap * (nRows + 1)) / nRows));
    const float keyW = (area.width - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
    float y = keysTop;
    for (const auto& row : rows) {
        const float rowW = row.size() * keyW + (row.size() - 1) * gap;
        float x = area.left + (area.width - rowW) / 2;
        for (wchar_t ch : row) {
            sf::Uint32 c = static_cast<sf::Uint32>(ch);
            sf::String label(m_shift ? upper(c) : c);
            const auto bytes = label.toUtf8();
            const auto idBytes = sf::String(c).toUtf8();
            const sf::FloatRect key{x, y, keyW, keyH};
            const bool apostrophe = c == U'\u2019' || c == U'\'';
            p.button("key-" + std::string(idBytes.begin(), idBytes.end()), key,
                     apostrophe ? std::string() : std::string(bytes.begin(), bytes.end()), ButtonStyle::Normal,
                     [this, c] { type(c); });
            if (apostrophe)
                drawApostropheKey(p, key, c == U'\u2019');
            x += keyW + gap;
        }
        y += keyH + gap;
    }
    // Bottom row: shift, accents (and their other page), space, backspace, done.
    const float pageW = m_accents ? 1.5f : 0.f;
    const float unit = (area.width - gap * (m_accents ? 5 : 4)) / 10;
    float x = area.left;
    p.button("shift", {x, y, unit * 1.5f, bottomRowH}, "\u21e7", m_shift ? ButtonStyle::Selected : ButtonStyle::Normal,
             [this] { m_shift = !m_shift; });
    x += unit * 1.5f + gap;
    p.button("accents", {x, y, unit * 1.5f, bottomRowH}, m_accents ? trc("keyboard", "abc") : "\u00e1\u00e9\u00f1",
             m_accents ? ButtonStyle::Selected : ButtonStyle::Normal, [this] { m_accents = !m_accents; });
    x += unit * 1.5f + gap;
    if (m_accents) {
        // The other page of accents, named by three of its letters.
        const char* other = m_accentPage == 0 ? "\u010d\u015f\u0151" : "\u00e1\u00e9\u00f1";
        p.button("accent-page", {x, y, unit * pageW, bottomRowH}, other, ButtonStyle::Normal,
                 [this] { m_accentPage = (m_accentPage + 1) % kAccentPages.size(); });
        x += unit * pageW + gap;
    }
    // Done as wide as its word needs (at the least size, at two units or more); space takes
    // what is left.
    const float doneW = std::max(unit * 2.f, p.textWidth(tr("Done"), t.least(), true) + 16.f + t.px(12));
    const float spaceW = std::max(unit * 1.5f, unit * (5.5f - pageW) - doneW);
    p.button("space", {x, y, spaceW, bottomRowH}, tr("space"), ButtonStyle::Normal, [this] {
        if (!m_value.isEmpty() && m_value[m_value.getSize() - 1] != ' ')
            type(' ');
    });
    x += spaceW + gap;
    p.button("backspace", {x, y, unit * 1.5f, bottomRowH}, "\u232b", ButtonStyle::Normal, [this] {
        if (!m_value.isEmpty())
            m_value.erase(m_value.getSize() - 1);
        m_shift = m_value.isEmpty();
    });
    x += unit * 1.5f + gap;
    p.button(
        "done", {x, y, area.left + area.width - x, bottomRowH}, tr("Done"), ButtonStyle::Primary, [this] { done(); },
        !m_value.isEmpty());
}

} // namespace heist::ui
