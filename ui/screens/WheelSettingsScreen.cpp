#include "screens/WheelSettingsScreen.hpp"

#include "App.hpp"
#include "games/Catalogue.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "widgets/Chrome.hpp"
#include "widgets/Wheel.hpp"

namespace heist::ui {
namespace {

constexpr const char* kSetting = "secret-night.wheel";

Json defaultWheel() {
    const auto& game = static_cast<const games::secret_night::SecretNightGame&>(games::definition("secret-night"));
    Json out = Json::array();
    for (const auto& s : game.rules().wheel)
        out.push_back(Json{{"steps", s.steps}, {"green", s.green}, {"water", s.water}});
    return out;
}

} // namespace

WheelSettingsScreen::WheelSettingsScreen(App& app) : Screen(app) {
    m_wheel = defaultWheel();
    if (auto saved = m_app.store().setting(kSetting)) {
        const Json parsed = Json::parse(*saved, nullptr, false);
        if (games::secret_night::SecretNightRules::checkWheel(parsed).empty())
            m_wheel = parsed;
    }
}

void WheelSettingsScreen::save() {
    const auto problem = games::secret_night::SecretNightRules::checkWheel(m_wheel);
    if (!problem.empty()) {
        m_app.toast("Not saved: " + problem + ".", true);
        return;
    }
    try {
        m_app.store().setSetting(kSetting, m_wheel.dump());
        m_dirty = false;
        m_app.toast("Wheel saved. New games of Secret Night use it.");
    } catch (const std::exception& e) {
        m_app.toast(std::string("Could not save the wheel: ") + e.what(), true);
    }
}

void WheelSettingsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, "Secret Night wheel", "Steps (outer ring) \u00b7 water (inner) \u00b7 green breaks free",
                              [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const float gap = t.px(8);
    const float rowH = 64.f;
    const float bottomH = t.target();
    const float listW = portrait ? area.width : area.width * 0.62f;
    const float previewH = portrait ? std::min(area.width * 0.6f, t.px(380)) : 0.f;
    const float captionsH = t.small() + t.px(10);
    const float listTop = area.top + previewH + captionsH;
    const int perPage = std::max(1, static_cast<int>((area.height - previewH - captionsH - bottomH - gap * 2) / (rowH + gap)));
    const int count = static_cast<int>(m_wheel.size());
    const int pages = (count + perPage - 1) / perPage;
    m_page = std::clamp(m_page, 0, std::max(0, pages - 1));

    // A preview of the wheel as it stands.
    std::vector<games::secret_night::Segment> segments;
    if (games::secret_night::SecretNightRules::checkWheel(m_wheel).empty() ||
        (m_wheel.size() >= 1 && m_wheel[0].contains("steps")))
        for (const auto& s : m_wheel)
            segments.push_back({s["steps"].get<int>(), s["green"].get<bool>(), s["water"].get<int>()});
    if (portrait) {
        const float r = previewH * 0.42f;
        drawWheel(p, {area.left + area.width / 2, area.top + previewH / 2 + r * 0.05f}, r, segments, 0);
    } else {
        const float px = area.left + listW + t.px(30);
        const float r = std::min((area.left + area.width - px) / 2, area.height / 2) * 0.85f;
        drawWheel(p, {px + (area.left + area.width - px) / 2, area.top + r * 1.2f}, r, segments, 0);
    }

    const float unit = (listW - gap * 6) / 9;
    {
        // Captions over the two steppers and the colour.
        const float w = std::max(64.f, unit);
        const float stepperW = w * 2 + unit * 1.4f;
        const float x0 = area.left + unit + gap;
        p.text("Steps", {x0 + stepperW / 2, listTop - captionsH}, t.small(), p.colours().muted, Align::Center);
        p.text("Water", {x0 + stepperW + gap + stepperW / 2, listTop - captionsH}, t.small(), sf::Color(150, 200, 255), Align::Center);
        const float gx = x0 + 2 * (stepperW + gap);
        p.text("Break free", {gx + (area.left + listW - gx) / 2, listTop - captionsH}, t.small(), p.colours().muted, Align::Center,
               false, area.left + listW - gx);
    }
    for (int i = m_page * perPage; i < std::min(count, (m_page + 1) * perPage); ++i) {
        const float y = listTop + (i - m_page * perPage) * (rowH + gap);
        auto& seg = m_wheel[static_cast<std::size_t>(i)];
        const std::string n = std::to_string(i);
        float x = area.left;
        p.text("#" + std::to_string(i + 1), {x + unit * 0.5f, y + (rowH - t.small()) / 2}, t.small(), p.colours().muted,
               Align::Center);
        x += unit + gap;
        auto stepper = [&](const char* key, const char* label) {
            const float w = std::max(64.f, unit);
            p.button(std::string(key) + "-down-" + n, {x, y, w, rowH}, "\u2212", ButtonStyle::Normal, [this, i, key] {
                auto& v = m_wheel[static_cast<std::size_t>(i)][key];
                v = std::max(0, v.get<int>() - 1);
                m_dirty = true;
            });
            (void)label;
            p.textIn(std::to_string(seg[key].get<int>()), {x + w, y, unit * 1.4f, rowH}, t.heading(), p.colours().ivory, true);
            p.button(std::string(key) + "-up-" + n, {x + w + unit * 1.4f, y, w, rowH}, "+", ButtonStyle::Normal, [this, i, key] {
                auto& v = m_wheel[static_cast<std::size_t>(i)][key];
                v = std::min(20, v.get<int>() + 1);
                m_dirty = true;
            });
            x += w * 2 + unit * 1.4f + gap;
        };
        stepper("steps", "Steps");
        stepper("water", "Water");
        const bool green = seg["green"].get<bool>();
        p.button("green-" + n, {x, y, area.left + listW - x, rowH}, green ? "Green" : "Red", green ? ButtonStyle::Selected : ButtonStyle::Normal,
                 [this, i] {
                     auto& g = m_wheel[static_cast<std::size_t>(i)]["green"];
                     g = !g.get<bool>();
                     m_dirty = true;
                 });
    }
    const float by = area.top + area.height - bottomH;
    const float bw = (area.width - gap * 5) / 6;
    p.button("page-prev", {area.left, by, bw, bottomH}, "\u2190", ButtonStyle::Normal, [this] { --m_page; }, m_page > 0);
    p.button("page-next", {area.left + (bw + gap), by, bw, bottomH}, "\u2192", ButtonStyle::Normal, [this] { ++m_page; },
             m_page + 1 < pages);
    p.button("add", {area.left + 2 * (bw + gap), by, bw, bottomH}, "Add", ButtonStyle::Normal, [this] {
        m_wheel.push_back(Json{{"steps", 3}, {"green", false}, {"water", 1}});
        m_dirty = true;
    }, count < 40);
    p.button("remove", {area.left + 3 * (bw + gap), by, bw, bottomH}, "Remove", ButtonStyle::Normal, [this] {
        m_wheel.erase(m_wheel.size() - 1);
        m_dirty = true;
    }, count > 4);
    p.button("reset", {area.left + 4 * (bw + gap), by, bw, bottomH}, "Default", ButtonStyle::Normal, [this] {
        m_wheel = defaultWheel();
        m_dirty = true;
    });
    p.button("save", {area.left + 5 * (bw + gap), by, bw, bottomH}, "Save", m_dirty ? ButtonStyle::Primary : ButtonStyle::Normal,
             [this] { save(); });
}

} // namespace heist::ui
