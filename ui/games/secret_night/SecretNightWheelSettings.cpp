#include "ui/games/secret_night/SecretNightWheelSettings.hpp"

#include "ui/App.hpp"
#include "games/Catalogue.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"
#include "ui/games/secret_night/SecretNightWheel.hpp"
#include "language/Translate.hpp"

#include <array>

namespace heist::ui::secret_night {
namespace {

Json defaultWheel() {
    const auto& game = static_cast<const games::secret_night::SecretNightGame&>(games::definition("secret-night"));
    Json out = Json::array();
    for (const auto& s : game.rules().wheel)
        out.push_back(Json{{"steps", s.steps}, {"green", s.green}, {"water", s.water}});
    return out;
}

} // namespace

SecretNightWheelSettingsScreen::SecretNightWheelSettingsScreen(App& app) : Screen(app) {
    m_wheel = defaultWheel();
    if (auto saved = m_app.store().setting(kWheelSetting)) {
        const Json parsed = Json::parse(*saved, nullptr, false);
        if (games::secret_night::SecretNightRules::checkWheel(parsed).empty())
            m_wheel = parsed;
    }
}

void SecretNightWheelSettingsScreen::save() {
    const auto problem = games::secret_night::SecretNightRules::checkWheel(m_wheel);
    if (!problem.empty()) {
        m_app.toast(tr("Not saved: {problem}.", {{"problem", problem}}), true);
        return;
    }
    try {
        m_app.store().setSetting(kWheelSetting, m_wheel.dump());
        m_dirty = false;
        m_app.toast(tr("Wheel saved. New games of Secret Night use it."));
    } catch (const std::exception& e) {
        m_app.toast(tr("Could not save the wheel: {error}", {{"error", e.what()}}), true);
    }
}

void SecretNightWheelSettingsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, tr("Secret Night wheel"), tr("Tap a segment to change it"), [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const float gap = t.px(10);
    const float bh = std::max(t.leastTarget(), t.px(70));
    const int count = static_cast<int>(m_wheel.size());
    m_selected = std::clamp(m_selected, 0, count - 1);

    // The wheel as it stands, in the colours the table draws it, with the chosen segment lit.
    std::vector<games::secret_night::Segment> segments;
    for (const auto& seg : m_wheel)
        segments.push_back({seg["steps"].get<int>(), seg["green"].get<bool>(), seg["water"].get<int>()});
    const float panelW = portrait ? area.width : std::min(area.width * 0.45f, t.px(520));
    const float panelH = bh * 4 + gap * 4 + t.body() * 1.4f + t.small() * 2.4f;
    const sf::FloatRect wheelBox = portrait
                                       ? sf::FloatRect{area.left, area.top, area.width, area.height - panelH - gap * 2}
                                       : sf::FloatRect{area.left, area.top, area.width - panelW - gap * 3, area.height};
    const float radius = std::min(wheelBox.width, wheelBox.height / 1.16f) / 2.1f;
    const sf::Vector2f c{wheelBox.left + wheelBox.width / 2, wheelBox.top + radius * 1.14f};
    drawWheel(p, c, radius, segments, 0, m_selected);
    // One tap target per segment, on its outer ring (Wheel draws segment 0 from the top, clockwise).
    const float step = 2 * 3.14159265f / static_cast<float>(count);
    const float side = std::max(t.leastTarget(), std::min(t.px(80), radius * step * 0.8f));
    for (int i = 0; i < count; ++i) {
        const float a = -3.14159265f / 2 + step * (static_cast<float>(i) + 0.5f);
        const sf::Vector2f at{c.x + radius * 0.79f * std::cos(a), c.y + radius * 0.79f * std::sin(a)};
        p.region("segment-" + std::to_string(i), {at.x - side / 2, at.y - side / 2, side, side},
                 [this, i] { m_selected = i; });
    }

    // The chosen segment: its steps, its water steps and its colour, with big buttons.
    const float px = portrait ? area.left : area.left + area.width - panelW;
    float y = portrait ? area.top + area.height - panelH : area.top + (area.height - panelH) / 2;
    p.text(tr("Segment {n} of {count}", {{"n", m_selected + 1}, {"count", count}}), {px, y}, t.body(), p.colours().gold,
           Align::Left, true);
    y += t.body() * 1.4f;
    auto& seg = m_wheel[static_cast<std::size_t>(m_selected)];
    auto stepper = [&](const char* key, const std::string& label, sf::Color ink) {
        const float labelW = panelW * 0.36f;
        p.text(label, {px, y + (bh - t.body()) / 2}, t.body(), ink, Align::Left, true);
        const float bx = px + labelW;
        const float w = (panelW - labelW - gap * 2) / 3;
        p.button(std::string(key) + "-down", {bx, y, w, bh}, "\u2212", ButtonStyle::Normal, [this, key] {
            auto& v = m_wheel[static_cast<std::size_t>(m_selected)][key];
            v = std::max(0, v.get<int>() - 1);
            m_dirty = true;
        });
        p.textIn(std::to_string(seg[key].get<int>()), {bx + w + gap, y, w, bh}, t.heading(), p.colours().ivory, true);
        p.button(std::string(key) + "-up", {bx + 2 * (w + gap), y, w, bh}, "+", ButtonStyle::Normal, [this, key] {
            auto& v = m_wheel[static_cast<std::size_t>(m_selected)][key];
            v = std::min(20, v.get<int>() + 1);
            m_dirty = true;
        });
        y += bh + gap;
    };
    stepper("steps", tr("Steps"), p.colours().ivory);
    stepper("water", trc("secret-night", "In water"), sf::Color(150, 200, 255));
    // The two colours as the table draws them: green breaks free, the others do not.
    const bool green = seg["green"].get<bool>();
    const float cw = (panelW - gap) / 2;
    const sf::Color plainInk = m_selected % 2 ? sf::Color(110, 28, 44) : sf::Color(52, 30, 70);
    auto colourButton = [&](const char* id, const std::string& label, bool on, sf::Color swatch, float x, bool value) {
        const sf::FloatRect r{x, y, cw, bh};
        p.button(id, r, "", on ? ButtonStyle::Selected : ButtonStyle::Normal, [this, value] {
            m_wheel[static_cast<std::size_t>(m_selected)]["green"] = value;
            m_dirty = true;
        });
        p.rect({r.left + t.px(10), r.top + t.px(12), t.px(34), r.height - t.px(24)}, swatch, 6, p.colours().ivory, 2);
        p.text(label, {r.left + t.px(54), r.top + (r.height - t.body()) / 2}, t.body(),
               on ? p.colours().gold : p.colours().ivory, Align::Left, on, r.width - t.px(60));
    };
    colourButton("colour-green", trc("secret-night", "Green"), green, sf::Color(34, 120, 70), px, true);
    colourButton("colour-plain", trc("secret-night", "Plain"), !green, plainInk, px + cw + gap, false);
    y += bh + gap;
    fittedText(p, green ? tr("Green breaks free: handcuffs and rope come off.") : tr("Plain: no breaking free here."),
               {px, y}, panelW, t.small(), p.colours().muted);
    y += t.small() * 2.4f + gap;
    // Segments in and out, back to the box's wheel, and save.
    // One row of four where their words fit, else two rows of two.
    const std::vector<std::string> labels = {tr("Add"), tr("Remove"), tr("Default"), tr("Save")};
    bool oneRow = true;
    const auto widths = buttonRowWidths(p, labels, panelW, gap, bh, true, &oneRow);
    std::array<sf::FloatRect, 4> cells;
    float cx = px;
    for (std::size_t i = 0; i < 4; ++i) {
        if (oneRow) {
            cells[i] = {cx, y, widths[i], bh};
            cx += widths[i] + gap;
        } else {
            const float half = (panelW - gap) / 2;
            cells[i] = {px + (i % 2) * (half + gap), y + (i / 2) * (bh + gap), half, bh};
        }
    }
    p.button(
        "add", cells[0], labels[0], ButtonStyle::Normal,
        [this] {
            m_wheel.insert(m_wheel.begin() + m_selected + 1, Json{{"steps", 3}, {"green", false}, {"water", 1}});
            ++m_selected;
            m_dirty = true;
        },
        count < 40);
    p.button(
        "remove", cells[1], labels[1], ButtonStyle::Normal,
        [this] {
            m_wheel.erase(m_wheel.begin() + m_selected);
            m_dirty = true;
        },
        count > 4);
    p.button("reset", cells[2], labels[2], ButtonStyle::Normal, [this] {
        m_wheel = defaultWheel();
        m_dirty = true;
    });
    p.button("save", cells[3], labels[3], m_dirty ? ButtonStyle::Primary : ButtonStyle::Normal, [this] { save(); });
}

} // namespace heist::ui::secret_night
