#include "ui/screens/SettingsScreen.hpp"

#include "ui/App.hpp"
#include "games/Catalogue.hpp"
#include "ui/games/GameViews.hpp"
#include "language/Translate.hpp"
#include "ui/PhoneDesk.hpp"
#include "phones/LocalAddress.hpp"
#include "ui/screens/BackupScreen.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/screens/KeyboardScreen.hpp"
#include "ui/widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

namespace {

std::string nextStart() { return tr("A change applies the next time Phones start."); }
const std::vector<int> kPorts = {8080, 8000, 8888, 9000};

std::string addressWords(const std::string& address) { return address.empty() ? tr("every address") : address; }
std::string portWords(std::uint16_t port) { return port == 0 ? tr("any free one") : std::to_string(port); }

} // namespace

SettingsScreen::SettingsScreen(App& app) : Screen(app) {
    for (const auto& g : games::catalogue())
        if (const auto* ui = findGameUi(g.info.id))
            if (auto part = ui->settings(app))
                m_games.push_back(std::move(part));
}

void SettingsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, tr("Settings"), "", [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const float h = t.target();
    const float gap = t.px(14);
    float y = area.top;
    const bool portrait = t.portrait();
    const float colW = portrait ? area.width : area.width * 0.42f;
    // The language first, where the eye starts: across the top in portrait, at the head of the
    // panels' side in landscape (the column has no room for one more row at 800 px).
    const float langLeft = portrait ? area.left : area.left + colW + t.px(40);
    const float langH = drawLanguages(p, {langLeft, y, area.left + area.width - langLeft, h}) + gap;
    if (portrait)
        y += langH;
    const float top = portrait ? y : area.top + langH;

    auto& sound = m_app.sound();
    const std::string soundLabel = !sound.deviceAvailable() ? (sound.muted() ? tr("Sound: off (no audio device found)")
                                                                             : tr("Sound: on (no audio device found)"))
                                   : sound.muted()          ? tr("Sound: off")
                                                            : tr("Sound: on");
    // A narrow portrait panel (480x800, 600x1024) sets the column's buttons two to a row, so
    // that the games' panels below keep the room their targets need.
    const bool pairs = portrait && t.scale() < 0.8f;
    const float cellW = pairs ? (colW - gap) / 2 : colW;
    // Tall enough there for a label on two lines at the least size (a setting's state is never
    // cut off its end).
    const float cellH = pairs ? std::max(h, std::ceil(t.least() * 2.4f) + 12.f) : h;
    // The column's rows, in order: sound, the PIN, the phones' network, each game's rows (in the
    // catalogue's order), backups, about.
    struct Row {
        std::string id, label;
        ButtonStyle style;
        std::function<void()> onTap;
    };
    std::vector<Row> rows;
    rows.push_back({"sound", soundLabel, ButtonStyle::Normal, [this] {
                        auto& s = m_app.sound();
                        s.setMuted(!s.muted());
                        m_app.setSettingFlag("sound", !s.muted());
                    }});
    const bool pin = m_app.settingFlag("offer_pin", true);
    rows.push_back({"offer-pin", pin ? tr("Offer a PIN when dealing: yes") : tr("Offer a PIN when dealing: no"),
                    ButtonStyle::Normal, [this, pin] { m_app.setSettingFlag("offer_pin", !pin); }});
    // Where the phones reach the tablet (docs/phones.md, "Address"); read when Phones start. One
    // row for both, so that the column still fits 800 px.
    rows.push_back({"phones-network", tr("Phones: {network}", {{"network", networkWords()}}), ButtonStyle::Normal,
                    [this] { chooseNetwork(); }});
    for (auto& game : m_games)
        for (const auto& b : game->buttons())
            rows.push_back({b.id, b.label, ButtonStyle::Normal, b.onTap});
    rows.push_back({"backups", tr("Backups\u2026"), ButtonStyle::Normal,
                    [this] { m_app.push(std::make_unique<BackupScreen>(m_app)); }});
    // Where the file lives matters to whoever backs it up, not at the table: behind About.
    rows.push_back({"about", tr("About Heist Table"), ButtonStyle::Quiet, [this] {
                        m_app.push(std::make_unique<InfoScreen>(
                            m_app, tr("About Heist Table"),
                            std::vector<std::string>{
                                tr("The bookkeeping for your heist night. Every tap is saved at once."),
                                tr("Saved games are kept in {path}", {{"path", m_app.store().path().string()}})}));
                    }});

    if (pairs) {
        int slots = 0;
        // A label that would need more than two lines in a half row (a longer language's state:
        // "Son : non (aucun périphérique audio trouvé)") takes a whole row, so it is never cut.
        auto slot = [&](const std::string& label) {
            if (p.fitLines(label, cellW - t.px(32), t.least(), false, 0).second.size() > 2) {
                if (slots % 2 == 1) { // the half row before it stays half empty
                    ++slots;
                    y += cellH + gap;
                }
                const sf::FloatRect r{area.left, y, colW, cellH};
                slots += 2;
                y += cellH + gap;
                return r;
            }
            const sf::FloatRect r{area.left + (slots % 2 == 1 ? cellW + gap : 0.f), y, cellW, cellH};
            if (++slots % 2 == 0)
                y += cellH + gap;
            return r;
        };
        for (auto& row : rows)
            p.button(row.id, slot(row.label), row.label, row.style, row.onTap);
        if (slots % 2 == 1)
            y += cellH + gap;
    } else {
        // One row each, a label that needs two lines at the least size given them (French on a
        // 800x480 panel: "Proposer un code PIN à la distribution : oui"); where the rows would
        // then run past the window's foot, the gaps between them close up to a third.
        std::vector<float> heights;
        float sum = 0;
        for (const auto& row : rows) {
            heights.push_back(p.buttonHeight(row.label, colW, h));
            sum += heights.back();
        }
        float rowGap = gap;
        if (!portrait && rows.size() > 1) {
            const float room = p.size().y - t.px(10) - y;
            rowGap = std::clamp((room - sum) / static_cast<float>(rows.size() - 1), gap / 3, gap);
        }
        for (std::size_t i = 0; i < rows.size(); ++i) {
            p.button(rows[i].id, {area.left, y, colW, heights[i]}, rows[i].label, rows[i].style, rows[i].onTap);
            y += heights[i] + rowGap;
        }
    }

    // Each game's own panel beside the column (below it in portrait); they share its height.
    std::vector<GameSettings*> panels;
    for (auto& game : m_games)
        if (game->hasPanel())
            panels.push_back(game.get());
    const float gx = portrait ? area.left : area.left + colW + t.px(40);
    float gy = portrait ? y + t.px(16) : top;
    const float gw = portrait ? area.width : area.left + area.width - gx;
    // Down to the column's foot in landscape (the window's edge less 10 px, as the column's
    // rows may go), to the content's foot in portrait.
    const float foot = portrait ? area.top + area.height : p.size().y - t.px(10);
    for (std::size_t i = 0; i < panels.size(); ++i) {
        const float each = (foot - gy) / static_cast<float>(panels.size() - i);
        panels[i]->drawPanel(p, {gx, gy, gw, each});
        gy += each;
    }
}

std::string SettingsScreen::networkWords() {
    const std::string address = m_app.phones().addressSetting();
    // TRANSLATORS: where the phones reach the tablet: "every address, port 8080".
    return tr("{address}, port {port}",
              {{"address", addressWords(address)}, {"port", portWords(m_app.phones().portSetting())}});
}

void SettingsScreen::chooseNetwork() {
    const std::string address = m_app.phones().addressSetting();
    m_app.push(std::make_unique<ChoiceScreen>(
        m_app, tr("Phones on the network"), nextStart(),
        std::vector<Choice>{{"address", tr("Address: {address}\u2026", {{"address", addressWords(address)}})},
                            {"port", tr("Port: {port}\u2026", {{"port", portWords(m_app.phones().portSetting())}})}},
        [this](const std::string& id) { id == "address" ? chooseAddress() : choosePort(); }));
}

void SettingsScreen::chooseAddress() {
    const auto found = phones::localAddresses();
    const std::string now = m_app.phones().addressSetting();
    std::vector<Choice> choices;
    choices.emplace_back("every", tr("Every address (the codes show {address})",
                                     {{"address", found.empty() ? std::string("127.0.0.1") : found.front()}}));
    for (const auto& a : found)
        choices.emplace_back("address:" + a, a);
    if (!now.empty() && std::find(found.begin(), found.end(), now) == found.end())
        choices.emplace_back("address:" + now, tr("{address} (not on this tablet now)", {{"address", now}}));
    auto screen = std::make_unique<ChoiceScreen>(
        m_app, tr("The phones\u2019 address"), nextStart(), std::move(choices), [this](const std::string& id) {
            const std::string chosen = id == "every" ? "" : id.substr(id.find(':') + 1);
            m_app.store().setSetting("phones.address", chosen);
            m_app.toast(tr("Phones use {address} the next time they start.", {{"address", addressWords(chosen)}}));
        });
    screen->keep({now.empty() ? std::string("every") : "address:" + now});
    m_app.push(std::move(screen));
}

void SettingsScreen::choosePort() {
    const std::uint16_t now = m_app.phones().portSetting();
    std::vector<Choice> choices;
    for (int port : kPorts)
        choices.emplace_back(std::to_string(port),
                             port == 8080 ? tr("{port} (the usual one)", {{"port", port}}) : std::to_string(port));
    choices.emplace_back("type", tr("Another port\u2026"));
    auto screen = std::make_unique<ChoiceScreen>(
        m_app, tr("The phones\u2019 port"), nextStart(), std::move(choices), [this](const std::string& id) {
            if (id == "type") {
                typePort();
                return;
            }
            m_app.store().setSetting("phones.port", id);
            m_app.toast(tr("Phones use port {port} the next time they start.", {{"port", id}}));
        });
    const bool listed = std::find(kPorts.begin(), kPorts.end(), static_cast<int>(now)) != kPorts.end();
    screen->keep({listed ? std::to_string(now) : std::string("type")});
    m_app.push(std::move(screen));
}

void SettingsScreen::typePort() {
    const std::uint16_t now = m_app.phones().portSetting();
    auto keyboard = std::make_unique<KeyboardScreen>(
        m_app, tr("The phones\u2019 port (1024 to 65535)"), now == 0 ? std::string() : std::to_string(now),
        [this](const std::string& typed) {
            const std::string port = std::to_string(std::stoi(typed));
            m_app.store().setSetting("phones.port", port);
            m_app.toast(tr("Phones use port {port} the next time they start.", {{"port", port}}));
        },
        5);
    keyboard->withCheck(&PhoneDesk::portProblem);
    m_app.push(std::move(keyboard));
}

} // namespace heist::ui
