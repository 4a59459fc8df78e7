#include "ui/screens/PhonesScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"

#include <array>
#include <cmath>

namespace heist::ui {

PhonesScreen::PhonesScreen(App& app) : Screen(app) { select(0); }

void PhonesScreen::onShown() { select(m_seat); }

void PhonesScreen::select(int seat) {
    m_seat = seat;
    m_link = m_app.phones().seatLink(seat);
    m_code = m_link.empty() ? std::nullopt : encodeQr(m_link);
    m_app.markDirty();
}

void PhonesScreen::drawCode(Painter& p, const sf::FloatRect& box) {
    if (!m_code)
        return;
    const int modules = m_code->size + 8; // a quiet zone of four modules all round
    const float cell = std::max(1.f, std::floor(std::min(box.width, box.height) / static_cast<float>(modules)));
    const float side = cell * static_cast<float>(modules);
    const sf::FloatRect at{std::round(box.left + (box.width - side) / 2), std::round(box.top), side, side};
    p.rect(at, sf::Color::White);
    for (int my = 0; my < m_code->size; ++my)
        for (int mx = 0; mx < m_code->size; ++mx)
            if (m_code->at(mx, my))
                p.rect({at.left + (mx + 4) * cell, at.top + (my + 4) * cell, cell, cell}, sf::Color::Black);
}

void PhonesScreen::drawLinkText(Painter& p, const sf::FloatRect& box) {
    const auto& t = p.theme();
    const auto hash = m_link.find('#');
    if (hash == std::string::npos)
        return;
    const float hintH = fittedText(p, tr("Type this in the phone\u2019s browser, without the spaces:"),
                                   {box.left, box.top}, box.width, t.small(), p.colours().muted) +
                        t.px(8);
    // The address, then the key in groups of four (easy to keep one's place while typing), in
    // one flow at the largest size whose lines fit the room.
    std::vector<std::string> tokens{m_link.substr(0, hash + 1)};
    for (std::size_t i = hash + 1; i < m_link.size(); i += 4)
        tokens.push_back(m_link.substr(i, 4));
    float gap = t.px(16);
    auto layout = [&](unsigned size, bool draw) {
        const float lineH = p.fitLineHeight(size) + t.px(6);
        float x = box.left, y = box.top + hintH;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const float w = p.textWidth(tokens[i], size);
            if (x > box.left && x + w > box.left + box.width) {
                x = box.left;
                y += lineH;
            }
            if (draw)
                p.text(tokens[i], {x, y}, size, i == 0 ? p.colours().ivory : p.colours().gold, Align::Left, false, 0,
                       TextKind::Public, TextUse::Code);
            x += w + gap;
        }
        return y + lineH - box.top;
    };
    // The largest size whose lines fit, with the groups' gap narrowed before the letters shrink
    // to the least size.
    unsigned size = t.body();
    while (size > 24 && layout(size, false) > box.height)
        --size;
    if (layout(size, false) > box.height)
        gap = t.px(8);
    layout(size, true);
}

void PhonesScreen::draw(Painter& p) {
    const auto& t = p.theme();
    auto* live = m_app.live();
    const float head = header(p, tr("Phones"), tr("Each player scans their own code with their phone\u2019s camera"),
                              [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    if (!live || !m_app.phones().on()) {
        p.paragraph(tr("Phones are off: every secret is seen by passing the tablet."), {area.left, area.top}, t.body(),
                    p.colours().ivory, area.width);
        p.button("done", {area.left, area.top + area.height - t.target(), area.width, t.target()}, tr("Done"),
                 ButtonStyle::Primary, [this] { m_app.pop(); });
        return;
    }
    const auto& players = live->session().setup().players;
    const int n = static_cast<int>(players.size());
    const bool portrait = t.portrait();
    const float gap = t.px(12);
    const float bh = t.target();
    // The foot's three buttons (new code, turn off, done): each as wide as its label needs on
    // one line at the least size, what is left shared out; where the three do not fit a row so,
    // equal thirds, as tall as a label's two lines need.
    const float footW = portrait ? area.width : area.width - std::min(area.width * 0.5f, t.px(600)) - t.px(32);
    const std::array<std::string, 3> footLabels{tr("New code"), tr("Turn off"), tr("Done")};
    std::array<float, 3> footWidths{};
    float footNeed = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        footWidths[i] = p.textWidth(footLabels[i], t.least(), i == 2) + 24;
        footNeed += footWidths[i];
    }
    float footH = bh;
    if (footNeed + 2 * gap <= footW) {
        for (auto& w : footWidths)
            w += (footW - 2 * gap - footNeed) / 3;
    } else {
        for (std::size_t i = 0; i < 3; ++i) {
            footWidths[i] = (footW - 2 * gap) / 3;
            footH = std::max(footH, p.buttonHeight(footLabels[i], footWidths[i], bh, i == 2));
        }
    }

    // The seats: a column of buttons (two when one would not fit), each with a phone mark beside
    // it, filled when that seat's phone is connected (and said in words under the code).
    const float listW = portrait ? area.width : std::min(area.width * 0.5f, t.px(600));
    const float markW = t.px(22), markH = t.px(36);
    int cols = portrait ? 2 : (n * (bh + gap) > area.height ? 2 : 1);
    // Two columns only where every name's longest word fits its button whole: else one column
    // in pages, its last place turning the page (a landscape panel as short as 800x480).
    auto wordsFit = [&](float buttonW) {
        for (const auto& pl : players) {
            // Its pieces as a label may wrap them: words, and a hyphen's halves (the hyphen kept).
            std::size_t from = 0;
            while (from < pl.name.size()) {
                const std::size_t space = std::min(pl.name.find(' ', from), pl.name.size());
                const std::size_t hyphen = pl.name.find('-', from);
                const bool atHyphen = hyphen < space;
                const std::size_t to = atHyphen ? hyphen + 1 : space;
                if (p.textWidth(pl.name.substr(from, to - from), t.least(), false) > buttonW - 16)
                    return false;
                from = atHyphen ? to : to + 1;
            }
        }
        return true;
    };
    if (!portrait && cols == 2 && !wordsFit((listW - gap) / 2 - markW - gap))
        cols = 1;
    int rowsFit = std::max(2, static_cast<int>((area.height + gap) / (bh + gap)));
    const bool paged = cols == 1 && n > rowsFit;
    if (paged) {
        // Pages of seats leave room under them for the Wi-Fi sentence, so that the code keeps
        // the panel's height for itself.
        const std::string whereWords = tr("The phone must be on the same Wi-Fi as the tablet ({address}).",
                                          {{"address", m_app.phones().shownAddress()}});
        // ...and the switch to the link as text at the column's foot (the code's panel is short).
        const float room = area.height - p.paragraphHeight(whereWords, t.small(), listW) - t.px(24) - bh - gap;
        rowsFit = std::max(2, std::min(rowsFit, static_cast<int>((room + gap) / (bh + gap))));
    }
    const int perPage = paged ? rowsFit - 1 : n;
    const int pageCount = (n + perPage - 1) / perPage;
    m_seatPage = paged ? m_seatPage % pageCount : 0;
    const int first = m_seatPage * perPage;
    const int shownSeats = std::min(n - first, perPage);
    const int rows = paged ? rowsFit : (n + cols - 1) / cols;
    const float listH = rows * bh + (rows - 1) * gap;
    // Portrait: the code and its words on top, the seats under them, the buttons at the foot.
    const float listTop = portrait ? area.top + area.height - footH - t.px(24) - listH : area.top;
    const float cw = (listW - (cols - 1) * gap) / cols;
    for (int k = 0; k < shownSeats; ++k) {
        const int s = first + k;
        const float x = area.left + (k / rows) * (cw + gap);
        const float y = listTop + (k % rows) * (bh + gap);
        const bool on = m_app.phones().connected(s);
        const sf::FloatRect mark{x + cw - markW, y + (bh - markH) / 2, markW, markH};
        p.rect(mark, on ? p.colours().ok : sf::Color::Transparent, t.px(5), on ? p.colours().ok : p.colours().muted,
               t.px(2));
        if (on)
            p.rect({mark.left + t.px(4), mark.top + t.px(5), markW - t.px(8), markH - t.px(12)}, p.colours().night);
        p.button(
            "seat-" + std::to_string(s), {x, y, cw - markW - gap, bh}, players[static_cast<std::size_t>(s)].name,
            s == m_seat ? ButtonStyle::Selected : ButtonStyle::Normal, [this, s] { select(s); }, true, TextKind::Public,
            TextUse::PlayerName);
    }
    if (paged)
        p.button("seats-more", {area.left, listTop + perPage * (bh + gap), cw - markW - gap, bh},
                 tr("More names ({page}/{pages})", {{"page", m_seatPage + 1}, {"pages", pageCount}}),
                 ButtonStyle::Quiet, [this] {
                     ++m_seatPage;
                     m_app.markDirty();
                 });

    // The selected seat's code, its words and its buttons.
    const sf::FloatRect panel =
        portrait ? sf::FloatRect{area.left, area.top, area.width, listTop - t.px(24) - area.top}
                 : sf::FloatRect{area.left + listW + t.px(32), area.top, area.width - listW - t.px(32), area.height};
    const auto& name = players[static_cast<std::size_t>(m_seat)].name;
    const int connected = m_app.phones().connectedCount();
    const std::string status =
        sentences(m_app.phones().connected(m_seat) ? tr("{name}\u2019s phone is connected.", {{"name", name}})
                                                   : tr("Only {name} scans this code.", {{"name", name}}),
                  // No plural: a count of the phones in and one of the seats cannot both choose it
                  // ("1 téléphone sur 4 connecté" agrees with the first, "of 4 phones" with the second).
                  tr("Phones connected: {connected} of {n}.", {{"connected", connected}, {"n", n}}));
    const std::string where = tr("The phone must be on the same Wi-Fi as the tablet ({address}).",
                                 {{"address", m_app.phones().shownAddress()}});
    // In landscape the Wi-Fi sentence goes under the seats where they leave it room, so that
    // the code (or the link as text, which a tablet key made longer) has more of the panel.
    const float whereH = p.paragraphHeight(where, t.small(), portrait ? panel.width : listW);
    const bool whereUnderSeats = !portrait && listTop + listH + t.px(24) + whereH <= area.top + area.height;
    const float wordsH = p.paragraphHeight(status, t.body(), panel.width) + gap +
                         (whereUnderSeats ? 0.f : p.paragraphHeight(where, t.small(), panel.width) + gap);
    // Under the words, the switch between the code and the link as text.
    // Where the seats come in pages (a short panel), the switch to the link as text stands at the
    // foot of their column, so that the code keeps that height too.
    const bool linkUnderSeats = paged;
    const float codeH = panel.height - wordsH - (linkUnderSeats ? 0.f : bh + gap) - (portrait ? 0.f : footH + gap * 2);
    if (m_asText)
        drawLinkText(p, {panel.left, panel.top, panel.width, codeH});
    else
        drawCode(p, {panel.left, panel.top, panel.width, codeH});
    float y = panel.top + codeH + gap;
    y += p.paragraph(status, {panel.left, y}, t.body(), p.colours().ivory, panel.width) + gap;
    if (whereUnderSeats)
        p.paragraph(where, {area.left, listTop + listH + t.px(24)}, t.small(), p.colours().muted, listW);
    else
        y += p.paragraph(where, {panel.left, y}, t.small(), p.colours().muted, panel.width) + gap;
    const sf::FloatRect linkAt = linkUnderSeats ? sf::FloatRect{area.left, area.top + area.height - bh, listW, bh}
                                                : sf::FloatRect{panel.left, y, panel.width, bh};
    p.button("link-text", linkAt, m_asText ? tr("Show the code") : tr("No camera? The link as text"),
             ButtonStyle::Normal, [this] {
                 m_asText = !m_asText;
                 m_app.markDirty();
             });

    const float by = portrait ? area.top + area.height - footH : panel.top + panel.height - footH;
    const float x1 = panel.left + footWidths[0] + gap, x2 = x1 + footWidths[1] + gap;
    const int seat = m_seat;
    p.button("new-code", {panel.left, by, footWidths[0], footH}, footLabels[0], ButtonStyle::Normal, [this, seat] {
        const auto& who = m_app.live()->session().setup().players[static_cast<std::size_t>(seat)].name;
        m_app.push(std::make_unique<ConfirmScreen>(
            m_app, tr("A new code for {name}?", {{"name", who}}),
            tr("The old code and the phone that holds it stop working at once. {name} scans the new one.",
               {{"name", who}}),
            tr("New code"), [this, seat] {
                m_app.phones().newCode(seat);
                select(seat);
            }));
    });
    p.button("phones-off", {x1, by, footWidths[1], footH}, footLabels[1], ButtonStyle::Quiet, [this] {
        m_app.push(std::make_unique<ConfirmScreen>(
            m_app, tr("Turn the phones off?"),
            tr("Every seat sees its secret by passing the tablet again. The codes stop working; "
               "turning phones on again makes new ones."),
            tr("Turn off"), [this] {
                m_app.phones().turnOff();
                m_app.pop();
            }));
    });
    p.button("done", {x2, by, footWidths[2], footH}, footLabels[2], ButtonStyle::Primary, [this] { m_app.pop(); });
}

} // namespace heist::ui
