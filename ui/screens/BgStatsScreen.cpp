#include "ui/screens/BgStatsScreen.hpp"

#include "ui/App.hpp"
#include "history/BgStats.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

#include <fstream>

namespace heist::ui {

BgStatsScreen::BgStatsScreen(App& app) : Screen(app) {
    const auto& session = m_app.live()->session();
    if (const auto play = history::bgStatsPlay(session, history::playContext(session))) {
        m_json = play->dump(2) + "\n";
        m_link = history::bgStatsLink(*play);
        m_code = encodeQr(m_link);
    }
}

std::filesystem::path BgStatsScreen::filePath() const {
    const auto& db = m_app.store().path();
    return db.parent_path() / ("bgstats-play-" + std::to_string(m_app.live()->id()) + ".json");
}

void BgStatsScreen::save() {
    const auto path = filePath();
    const auto temp = path.string() + ".part";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << m_json;
        out.flush();
        if (!out) {
            std::error_code ec;
            std::filesystem::remove(temp, ec);
            m_message = tr("The play could not be saved in {folder} (is the storage full or read-only?). Your games "
                           "are untouched.",
                           {{"folder", path.parent_path().string()}});
            m_failed = true;
            return;
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        m_message = tr("The play could not be saved as {file}. Your games are untouched.", {{"file", path.string()}});
        m_failed = true;
        return;
    }
    m_message = savedMessage();
    m_failed = false;
}

namespace {

std::string howTo() {
    return tr("Open the phone\u2019s camera or BG Stats and point it at the code: BG Stats opens "
              "with this play filled in, ready to save.");
}
std::string distance() { return tr("Hold the phone about an arm\u2019s length away."); }

} // namespace

std::string BgStatsScreen::savedMessage() const {
    return tr("Saved as {file}, beside the saved games (Settings, About says where).",
              {{"file", filePath().filename().string()}});
}

std::string BgStatsScreen::saveLabel() const {
    return m_message.empty() || m_failed ? tr("Save as a file") : tr("Save again");
}

float BgStatsScreen::pairHeight(const Painter& p, float width) const {
    const auto& t = p.theme();
    const float each = (width - t.px(12)) / 2;
    return std::max(p.buttonHeight(saveLabel(), each, t.target()), p.buttonHeight(tr("Done"), each, t.target(), true));
}

float BgStatsScreen::textHeight(const Painter& p, float width, bool beside) const {
    const auto& t = p.theme();
    float h = p.paragraphHeight(howTo(), t.body(), width) + t.px(16);
    if (beside && m_message.empty())
        h += p.paragraphHeight(distance(), t.small(), width) + t.px(16);
    if (!m_message.empty())
        h += p.paragraphHeight(m_message, t.small(), width) + t.px(16);
    // The two buttons: one above the other beside the code, side by side below it.
    return h + (beside ? t.target() * 2 + t.px(12) : pairHeight(p, width));
}

BgStatsScreen::Layout BgStatsScreen::layout(const Painter& p, const sf::FloatRect& area) const {
    const auto& t = p.theme();
    const bool portrait = t.portrait();
    const float gap = t.px(24);
    const int modules = m_code->size + 8; // a quiet zone of four modules all round
    // The largest square that fits with the text below it (portrait) or beside it (landscape):
    // every module a whole number of pixels, so the square grows a module's worth at a time.
    float cell = 1;
    if (portrait) {
        const float most = std::min(area.width, area.height - textHeight(p, area.width, false) - gap);
        cell = std::max(1.f, std::floor(most / static_cast<float>(modules)));
    } else {
        // As tall as the screen allows while the words beside it still fit in its height.
        cell = std::max(1.f, std::floor(std::min(area.height, area.width - t.px(360) - gap) / modules));
        while (cell > 1 && textHeight(p, area.width - cell * modules - gap, true) > area.height)
            --cell;
    }
    const float side = cell * static_cast<float>(modules);
    Layout out;
    out.cell = cell;
    out.code = {std::round(portrait ? area.left + (area.width - side) / 2 : area.left), std::round(area.top), side,
                side};
    out.panel = portrait ? sf::FloatRect{area.left, out.code.top + side + gap, area.width,
                                         area.top + area.height - out.code.top - side - gap}
                         : sf::FloatRect{out.code.left + side + gap, area.top,
                                         area.left + area.width - out.code.left - side - gap, area.height};
    return out;
}

void BgStatsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head =
        header(p, tr("Send to BG Stats"), tr("Scan with a phone that has BG Stats"), [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    if (!m_code) {
        p.paragraph(m_link.empty() ? tr("This game is not finished: a play goes to BG Stats once it has a winner.")
                                   : tr("This play is too long for a QR code. Save it as a file instead."),
                    {area.left, area.top}, t.body(), p.colours().ivory, area.width);
    }
    sf::FloatRect panel{area.left, area.top, area.width, area.height};
    if (m_code) {
        // The code: black on white with its quiet zone, crisp edges for a phone's camera.
        const auto at = layout(p, area);
        p.rect(at.code, sf::Color::White);
        for (int my = 0; my < m_code->size; ++my)
            for (int mx = 0; mx < m_code->size; ++mx)
                if (m_code->at(mx, my))
                    p.rect({at.code.left + (mx + 4) * at.cell, at.code.top + (my + 4) * at.cell, at.cell, at.cell},
                           sf::Color::Black);
        panel = at.panel;
    }
    float ty = panel.top;
    if (m_code) {
        ty += p.paragraph(howTo(), {panel.left, ty}, t.body(), p.colours().ivory, panel.width) + t.px(16);
        if (!portrait && m_message.empty())
            ty += p.paragraph(distance(), {panel.left, ty}, t.small(), p.colours().muted, panel.width) + t.px(16);
    }
    // What "Save as a file" did, in words (a file name is shown whole, wrapped if need be).
    if (!m_message.empty())
        ty += p.paragraph(m_message, {panel.left, ty}, t.small(), m_failed ? p.colours().danger : p.colours().gold,
                          panel.width) +
              t.px(16);
    // Side by side below the code (the room above them is the code's), one above the other
    // beside it.
    const bool sideBySide = portrait && m_code;
    const float bh = sideBySide ? pairHeight(p, panel.width) : t.target();
    const float bgap = t.px(12);
    const float by = std::max(ty, panel.top + panel.height - (sideBySide ? bh : bh * 2 + bgap));
    const float bw = sideBySide ? (panel.width - bgap) / 2 : panel.width;
    if (!m_link.empty())
        p.button("save-play", {panel.left, by, bw, bh}, saveLabel(), ButtonStyle::Normal, [this] { save(); });
    const sf::FloatRect done = sideBySide ? sf::FloatRect{panel.left + bw + bgap, by, bw, bh}
                                          : sf::FloatRect{panel.left, by + bh + bgap, panel.width, bh};
    p.button("done", done, tr("Done"), ButtonStyle::Primary, [this] { m_app.pop(); });
}

} // namespace heist::ui
