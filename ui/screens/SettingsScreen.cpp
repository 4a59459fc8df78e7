#include "screens/SettingsScreen.hpp"

#include "App.hpp"
#include "games/Catalogue.hpp"
#include "games/GameViews.hpp"
#include "screens/BackupScreen.hpp"
#include "screens/InfoScreen.hpp"
#include "widgets/Chrome.hpp"

namespace heist::ui {

SettingsScreen::SettingsScreen(App& app) : Screen(app) {
    for (const auto& g : games::catalogue())
        if (const auto* ui = findGameUi(g.info.id))
            if (auto part = ui->settings(app))
                m_games.push_back(std::move(part));
}

void SettingsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, "Settings", "", [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const float h = t.target();
    const float gap = t.px(14);
    float y = area.top;
    const bool portrait = t.portrait();
    const float colW = portrait ? area.width : area.width * 0.42f;

    auto& sound = m_app.sound();
    std::string soundLabel = sound.muted() ? "Sound: off" : "Sound: on";
    if (!sound.deviceAvailable())
        soundLabel += " (no audio device found)";
    p.button("sound", {area.left, y, colW, h}, soundLabel, ButtonStyle::Normal, [this] {
        auto& s = m_app.sound();
        s.setMuted(!s.muted());
        m_app.setSettingFlag("sound", !s.muted());
    });
    y += h + gap;
    const bool pin = m_app.settingFlag("offer_pin", true);
    p.button("offer-pin", {area.left, y, colW, h}, pin ? "Offer a PIN when dealing: yes" : "Offer a PIN when dealing: no",
             ButtonStyle::Normal, [this, pin] { m_app.setSettingFlag("offer_pin", !pin); });
    y += h + gap;
    // Each game's rows, in the catalogue's order.
    for (auto& game : m_games)
        for (const auto& b : game->buttons()) {
            p.button(b.id, {area.left, y, colW, h}, b.label, ButtonStyle::Normal, b.onTap);
            y += h + gap;
        }
    p.button("backups", {area.left, y, colW, h}, "Backups\u2026", ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<BackupScreen>(m_app)); });
    y += h + gap;
    // Where the file lives matters to whoever backs it up, not at the table: behind About.
    p.button("about", {area.left, y, colW, h}, "About Heist Table", ButtonStyle::Quiet, [this] {
        m_app.push(std::make_unique<InfoScreen>(
            m_app, "About Heist Table",
            std::vector<std::string>{"The bookkeeping for your heist night. Every tap is saved at once.",
                                     "Saved games are kept in " + m_app.store().path().string()}));
    });
    y += h + gap;

    // Each game's own panel beside the column (below it in portrait); they share its height.
    std::vector<GameSettings*> panels;
    for (auto& game : m_games)
        if (game->hasPanel())
            panels.push_back(game.get());
    const float gx = portrait ? area.left : area.left + colW + t.px(40);
    float gy = portrait ? y + t.px(16) : area.top;
    const float gw = portrait ? area.width : area.left + area.width - gx;
    for (std::size_t i = 0; i < panels.size(); ++i) {
        const float each = (area.top + area.height - gy) / static_cast<float>(panels.size() - i);
        panels[i]->drawPanel(p, {gx, gy, gw, each});
        gy += each;
    }
}

} // namespace heist::ui
