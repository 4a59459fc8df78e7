#include "ui/widgets/Banner.hpp"

#include "language/Translate.hpp"

#include <algorithm>
#include <cmath>

namespace heist::ui {

float bannerHeight(const Theme& t) {
    return std::max(64.f, t.portrait() ? t.small() * 2.3f + t.px(20) : t.small() * 1.15f + t.px(20));
}

void messageStrip(Painter& p, const std::string& id, const sf::FloatRect& r, const std::string& message, sf::Color fill,
                  sf::Color outline, const std::function<void()>& openWhole, TextKind kind) {
    const auto& t = p.theme();
    p.rect(r, fill, 12, outline, 2);
    if (message.empty())
        return;
    const float padX = t.px(16), padY = t.px(6);
    const sf::FloatRect inner{r.left + padX, r.top + padY, r.width - 2 * padX, r.height - 2 * padY};
    if (p.fitHeight(message, inner.width, t.small(), false, inner.height) <= inner.height) {
        p.fitText(message, inner, t.small(), p.colours().ivory, TextUse::Other, Align::Center, false, kind);
        return;
    }
    // Too long: the lines that fit at 24 px, the last of them cut at a word, and a "Tap to
    // read" line (on the same line when the strip holds only one). On a narrow panel the size
    // comes down (not below the least) until "... Tap to read" alone fits the strip's width.
    // At the least size where that is smaller (fitLines never makes lines at more than the
    // size it is asked for, but may make them at less, down to the least: drawn at 24 px, lines
    // made at 16 would leave the window).
    unsigned sz = std::min(24u, t.least());
    while (sz > t.least() && p.textWidth(tr("\u2026 Tap to read"), sz) > inner.width)
        --sz;
    const float lh = p.fitLineHeight(sz);
    const auto all = p.fitLines(message, inner.width, sz, false, 0).second;
    const int room = std::max(1, static_cast<int>((inner.height - std::ceil(sz * 1.12f)) / lh) + 1);
    // "Tap to read it all" takes a line of its own only where three lines or more fit; in a
    // smaller strip every line carries words and the ellipsis says there is more.
    const bool ownLine = room >= 3;
    const std::size_t keep = std::min<std::size_t>(all.size(), static_cast<std::size_t>(ownLine ? room - 1 : room));
    std::vector<std::string> shown(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(keep));
    std::string& last = shown.back();
    const std::string tail = ownLine || room >= 2 ? std::string("\u2026") : tr("\u2026 Tap to read");
    auto dropWord = [&last] {
        const auto cut = last.find_last_of(' ');
        last = cut == std::string::npos ? std::string() : last.substr(0, cut);
    };
    while (!last.empty() && p.textWidth(last + tail, sz) > inner.width)
        dropWord();
    // Never end on part of a name: words that start with a capital go with the rest, and so
    // does a short lowercase word after one ("Maximilian von", "Anne de"): the whole message
    // is a tap away.
    auto capital = [](const std::string& word) {
        const unsigned char c = word.empty() ? 0 : static_cast<unsigned char>(word[0]);
        return (c >= 'A' && c <= 'Z') || c >= 0xC3;
    };
    while (last.find(' ') != std::string::npos) {
        const std::size_t cut = last.find_last_of(' ');
        const auto word = last.substr(cut + 1);
        const std::size_t before = last.find_last_of(' ', cut == 0 ? 0 : cut - 1);
        const auto previous = last.substr(before == std::string::npos ? 0 : before + 1,
                                          cut - (before == std::string::npos ? 0 : before + 1));
        const bool particle = !word.empty() && word.size() <= 3 &&
                              std::all_of(word.begin(), word.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; }) &&
                              capital(previous);
        if (!capital(word) && !particle)
            break;
        dropWord();
    }
    last += tail;
    const std::size_t count = shown.size() + (ownLine ? 1 : 0);
    float y = inner.top + (inner.height - (std::ceil(sz * 1.12f) + (count - 1) * lh)) / 2;
    // The lines shown are the start of one message, whole a tap away: logged as its lines.
    p.linesOf(&message, true);
    for (const auto& line : shown) {
        p.text(line, {inner.left + inner.width / 2, y}, sz, p.colours().ivory, Align::Center, false, 0, kind);
        y += lh;
    }
    p.linesOf(nullptr, false);
    if (ownLine)
        p.text(tr("Tap to read it all"), {inner.left + inner.width / 2, y}, sz, p.colours().gold, Align::Center, true);
    if (openWhole)
        p.region(id, r, openWhole);
}

sf::FloatRect reserveBanner(Painter& p, float top) {
    const float m = p.theme().margin();
    const sf::FloatRect slot{m, top, p.size().x - 2 * m, bannerHeight(p.theme())};
    p.setBannerSlot(slot);
    return slot;
}

void drawBanner(Painter& p, const std::string& message, bool error, const std::function<void()>& openWhole) {
    if (message.empty())
        return;
    const auto& t = p.theme();
    sf::FloatRect slot;
    if (auto reserved = p.bannerSlot()) {
        slot = *reserved;
    } else {
        // Where screens keep it: below a one-row header, clear of the title and the
        // next step at the foot.
        const float m = t.margin();
        slot = {m, m + t.target() + t.px(12), p.size().x - 2 * m, bannerHeight(t)};
    }
    messageStrip(p, "message", slot, message, error ? sf::Color(70, 24, 30) : sf::Color(26, 46, 40),
                 error ? p.colours().danger : p.colours().ok, openWhole);
}

} // namespace heist::ui
