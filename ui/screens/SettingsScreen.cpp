#include "screens/SettingsScreen.hpp"

#include "App.hpp"
#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "screens/BackupScreen.hpp"
#include "screens/InfoScreen.hpp"
#include "screens/KeyboardScreen.hpp"
#include "screens/WheelSettingsScreen.hpp"
#include "widgets/Chrome.hpp"

namespace heist::ui {

SettingsScreen::SettingsScreen(App& app) : Screen(app) {
    if (auto saved = m_app.store().setting("suspicion.guest_names")) {
        m_guestNames = Json::parse(*saved, nullptr, false);
        if (!m_guestNames.is_object())
            m_guestNames = Json::object();
    }
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
    p.button("wheel", {area.left, y, colW, h}, "Secret Night wheel\u2026", ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<WheelSettingsScreen>(m_app)); });
    y += h + gap;
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

    // Suspicion's guest names, correctable to match the printed invitations.
    const auto& game = static_cast<const games::suspicion::SuspicionGame&>(games::definition("suspicion"));
    const auto& guests = game.rules().guests;
    float gx = portrait ? area.left : area.left + colW + t.px(40);
    float gy = portrait ? y + t.px(16) : area.top;
    const float gw = portrait ? area.width : area.left + area.width - gx;
    p.text("Suspicion guest names (tap to correct)", {gx, gy}, t.small(), p.colours().muted, Align::Left, false, gw);
    gy += t.small() + t.px(10);
    const float cellW = (gw - gap) / 2;
    const float cellH = std::max(64.f, std::min(h, (area.top + area.height - gy) / 5 - gap));
    for (std::size_t i = 0; i < guests.size(); ++i) {
        const auto& g = guests[i];
        const std::string shown = m_guestNames.contains(g.id) ? m_guestNames[g.id].get<std::string>() : g.name;
        const sf::FloatRect r{gx + (i % 2) * (cellW + gap), gy + (i / 2) * (cellH + gap), cellW, cellH};
        const std::string id = g.id;
        p.button("guest-" + id, r, shown, m_guestNames.contains(id) ? ButtonStyle::Selected : ButtonStyle::Normal,
                 [this, id, shown] {
                     m_app.push(std::make_unique<KeyboardScreen>(m_app, "Guest name", shown, [this, id](const std::string& name) {
                         m_guestNames[id] = name;
                         m_app.store().setSetting("suspicion.guest_names", m_guestNames.dump());
                         m_app.toast("Saved. New games of Suspicion use this name.");
                     }, 28));
                 },
                 true, TextKind::Catalogue);
    }
}

} // namespace heist::ui
