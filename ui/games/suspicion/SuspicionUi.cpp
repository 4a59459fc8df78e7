#include "ui/games/suspicion/SuspicionUi.hpp"

#include "ui/App.hpp"
#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "ui/games/suspicion/SuspicionTable.hpp"
#include "language/Translate.hpp"
#include "ui/screens/KeyboardScreen.hpp"

#include <algorithm>

namespace heist::ui::suspicion {
namespace {

// The host's corrections to the guest names printed on the invitations, kept for new games.
constexpr const char* kGuestNamesSetting = "suspicion.guest_names";

class SuspicionSetup : public GameSetup {
public:
    explicit SuspicionSetup(App& app) : m_app(app) {}

    std::vector<GameButton> switches() override {
        return {{"rule-stacks", m_otherPrinting ? tr("Stacks: other printing") : tr("Stacks: this rulebook"),
                 [this] { m_otherPrinting = !m_otherPrinting; }}};
    }

    Json houseRules(Json rules) const override {
        rules["other_printing_stacks"] = m_otherPrinting;
        if (auto names = m_app.store().setting(kGuestNamesSetting)) {
            const Json parsed = Json::parse(*names, nullptr, false);
            if (parsed.is_object())
                rules["guest_names"] = parsed;
        }
        return rules;
    }

private:
    App& m_app;
    bool m_otherPrinting = false;
};

// The guest names, correctable to match the printed invitations.
class SuspicionGuestNames : public GameSettings {
public:
    explicit SuspicionGuestNames(App& app) : m_app(app) {
        if (auto saved = m_app.store().setting(kGuestNamesSetting)) {
            m_names = Json::parse(*saved, nullptr, false);
            if (!m_names.is_object())
                m_names = Json::object();
        }
    }

    bool hasPanel() const override { return true; }

    void drawPanel(Painter& p, const sf::FloatRect& box) override {
        const auto& t = p.theme();
        const float h = t.target();
        const float gap = t.px(14);
        const auto& game = static_cast<const games::suspicion::SuspicionGame&>(games::definition("suspicion"));
        const auto& guests = game.rules().guests;
        const float gx = box.left;
        float gy = box.top;
        const float gw = box.width;
        // The heading whole, on two lines where one is too narrow (French at 800x480); the rows
        // below share what is left, their gaps closing up before a target goes under its least.
        gy += p.fitText(tr("Suspicion guest names (tap to correct)"), {gx, gy, gw, 0}, t.small(), p.colours().muted,
                        TextUse::Other, Align::Left) +
              t.px(10);
        const float cellW = (gw - gap) / 2;
        const float rows = static_cast<float>((guests.size() + 1) / 2);
        const float room = box.top + box.height - gy;
        const float cellH = std::max(t.leastTarget(), std::min(h, (room + gap) / rows - gap));
        const float rowGap = rows > 1 ? std::clamp((room - rows * cellH) / (rows - 1), t.px(4), gap) : gap;
        for (std::size_t i = 0; i < guests.size(); ++i) {
            const auto& g = guests[i];
            const std::string shown = m_names.contains(g.id) ? m_names[g.id].get<std::string>() : g.name;
            const sf::FloatRect r{gx + (i % 2) * (cellW + gap), gy + (i / 2) * (cellH + rowGap), cellW, cellH};
            const std::string id = g.id;
            p.button(
                "guest-" + id, r, shown, m_names.contains(id) ? ButtonStyle::Selected : ButtonStyle::Normal,
                [this, id, shown] {
                    m_app.push(std::make_unique<KeyboardScreen>(
                        m_app, tr("Guest name"), shown,
                        [this, id](const std::string& name) {
                            m_names[id] = name;
                            m_app.store().setSetting(kGuestNamesSetting, m_names.dump());
                            m_app.toast(tr("Saved. New games of Suspicion use this name."));
                        },
                        28));
                },
                true, TextKind::Catalogue);
        }
    }

private:
    App& m_app;
    Json m_names = Json::object();
};

} // namespace

std::unique_ptr<GameSetup> SuspicionUi::setup(App& app) const { return std::make_unique<SuspicionSetup>(app); }

std::unique_ptr<GameSettings> SuspicionUi::settings(App& app) const {
    return std::make_unique<SuspicionGuestNames>(app);
}

void SuspicionUi::openTable(App& app) const { suspicion::openTable(app); }

} // namespace heist::ui::suspicion
