#include "screens/BgStatsScreen.hpp"

#include "App.hpp"
#include "history/BgStats.hpp"
#include "widgets/Chrome.hpp"

#include <fstream>

namespace heist::ui {

BgStatsScreen::BgStatsScreen(App& app) : Screen(app) {
    const auto& session = m_app.live()->session();
    history::PlayContext context;
    if (!session.log().empty())
        if (const auto at = history::parseStoredTime(session.log().front().at))
            context.utcOffsetMinutes = history::localUtcOffsetMinutes(*at);
    if (const auto play = history::bgStatsPlay(session, context)) {
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
            m_message = "The play could not be saved in " + path.parent_path().string() +
                        " (is the storage full or read-only?). Your games are untouched.";
            m_failed = true;
            return;
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        m_message = "The play could not be saved as " + path.string() + ". Your games are untouched.";
        m_failed = true;
        return;
    }
    m_message = "Saved as " + path.filename().string() + ", beside the saved games (Settings, About says where).";
    m_failed = false;
}

void BgStatsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, "Send to BG Stats", "Scan with a phone that has BG Stats", [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const float gap = t.px(24);
    if (!m_code) {
        p.paragraph(m_link.empty() ? "This game is not finished: a play goes to BG Stats once it has a winner."
                                   : "This play is too long for a QR code. Save it as a file instead.",
                    {area.left, area.top}, t.body(), p.colours().ivory, area.width);
    }
    // The code: black on white with a quiet zone of four modules, every module a whole number
    // of pixels so that a phone's camera sees crisp edges.
    const int modules = m_code ? m_code->size + 8 : 0;
    const float textRoom = portrait ? t.px(330) : 0.f;
    const float side = portrait ? std::min(area.width, area.height - textRoom) : std::min(area.height, area.width * 0.55f);
    sf::FloatRect panel{area.left, area.top, area.width, area.height};
    if (m_code) {
        const float cell = std::floor(side / static_cast<float>(modules));
        const float codeSide = cell * static_cast<float>(modules);
        const float x = std::round(portrait ? area.left + (area.width - codeSide) / 2 : area.left);
        const float y = std::round(area.top);
        p.rect({x, y, codeSide, codeSide}, sf::Color::White);
        for (int my = 0; my < m_code->size; ++my)
            for (int mx = 0; mx < m_code->size; ++mx)
                if (m_code->at(mx, my))
                    p.rect({x + (mx + 4) * cell, y + (my + 4) * cell, cell, cell}, sf::Color::Black);
        panel = portrait ? sf::FloatRect{area.left, y + codeSide + gap, area.width, area.top + area.height - y - codeSide - gap}
                         : sf::FloatRect{x + codeSide + gap, area.top, area.left + area.width - x - codeSide - gap, area.height};
    }
    float ty = panel.top;
    if (m_code) {
        ty += p.paragraph("Open the phone\u2019s camera or BG Stats and point it at the code: BG Stats opens "
                          "with this play filled in, ready to save.",
                          {panel.left, ty}, t.body(), p.colours().ivory, panel.width) + t.px(16);
        if (!portrait && m_message.empty())
            ty += p.paragraph("Hold the phone about an arm\u2019s length away.", {panel.left, ty}, t.small(),
                              p.colours().muted, panel.width) + t.px(16);
    }
    // What "Save as a file" did, in words (a file name is shown whole, wrapped if need be).
    if (!m_message.empty())
        ty += p.paragraph(m_message, {panel.left, ty}, t.small(), m_failed ? p.colours().danger : p.colours().gold,
                          panel.width) + t.px(16);
    const float bh = t.target();
    const float by = std::max(ty, panel.top + panel.height - bh * 2 - t.px(12));
    if (!m_link.empty())
        p.button("save-play", {panel.left, by, panel.width, bh}, m_message.empty() || m_failed ? "Save as a file" : "Save again",
                 ButtonStyle::Normal, [this] { save(); });
    p.button("done", {panel.left, by + bh + t.px(12), panel.width, bh}, "Done", ButtonStyle::Primary,
             [this] { m_app.pop(); });
}

} // namespace heist::ui
