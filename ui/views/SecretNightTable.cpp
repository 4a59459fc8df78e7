#include "views/SecretNightTable.hpp"

#include "engine/Words.hpp"
#include "screens/HomeScreen.hpp"
#include "screens/InfoScreen.hpp"
#include "views/SecretNightViewModel.hpp"
#include "widgets/Chrome.hpp"
#include "widgets/GameToolbar.hpp"

#include <cmath>

namespace heist::ui::secret_night {

namespace {

constexpr float kPi = 3.14159265f;

sf::Color roleColour(const std::string& role) {
    if (role == "thief" || role == "master_thief")
        return thievesColour();
    if (role == "deceiver")
        return deceiverColour();
    return policeColour();
}

void heart(Painter& p, sf::Vector2f c, float s, bool full) {
    const sf::Color fill = full ? sf::Color(226, 60, 80) : sf::Color(0, 0, 0, 0);
    const sf::Color line = full ? sf::Color(226, 60, 80) : sf::Color(150, 158, 182);
    p.circle({c.x - s * 0.25f, c.y - s * 0.1f}, s * 0.28f, fill, line, 2);
    p.circle({c.x + s * 0.25f, c.y - s * 0.1f}, s * 0.28f, fill, line, 2);
    p.polygon({{c.x - s * 0.52f, c.y - s * 0.02f}, {c.x + s * 0.52f, c.y - s * 0.02f}, {c.x, c.y + s * 0.55f}}, fill, line, 2);
}

void drawClock(Painter& p, sf::Vector2f c, float r, const Json& v, int hours) {
    const auto& t = p.theme();
    p.circle(c, r, sf::Color(236, 228, 210), p.colours().gold, 4);
    for (int h = 0; h < 12; ++h) {
        const float a = h * kPi / 6 - kPi / 2;
        p.line({c.x + r * 0.82f * std::cos(a), c.y + r * 0.82f * std::sin(a)},
               {c.x + r * 0.94f * std::cos(a), c.y + r * 0.94f * std::sin(a)}, sf::Color(60, 50, 40), h % 3 ? 2.f : 4.f);
    }
    // The night's arc from 9 to 6, and the hour hand.
    const int elapsed = v["hours_elapsed"];
    for (int h = 0; h <= hours; ++h) {
        const float a = (9 + h) * kPi / 6 - kPi / 2;
        p.circle({c.x + r * 0.7f * std::cos(a), c.y + r * 0.7f * std::sin(a)}, r * 0.05f,
                 h <= elapsed ? p.colours().gold : sf::Color(170, 160, 140));
    }
    const float a = (9 + elapsed) * kPi / 6 - kPi / 2;
    p.line(c, {c.x + r * 0.62f * std::cos(a), c.y + r * 0.62f * std::sin(a)}, sf::Color(40, 30, 40), r * 0.07f);
    p.circle(c, r * 0.08f, sf::Color(40, 30, 40));
    (void)t;
}

void drawThermometer(Painter& p, const sf::FloatRect& r, int marker, int target) {
    const auto& t = p.theme();
    // Vertical: thieves' 10 at the top, police 10 at the bottom, 0 in the middle.
    const float x = r.left + r.width * 0.35f;
    const float w = std::max(18.f, r.width * 0.16f);
    p.rect({x - w / 2, r.top, w, r.height / 2}, sf::Color(90, 30, 40), w / 2);
    p.rect({x - w / 2, r.top + r.height / 2, w, r.height / 2}, sf::Color(30, 50, 100), w / 2);
    for (int i = -target; i <= target; i += 2) {
        const float y = r.top + r.height / 2 - r.height / 2 * i / target;
        p.line({x + w / 2, y}, {x + w / 2 + t.px(10), y}, p.colours().muted, 2);
    }
    const float my = r.top + r.height / 2 - r.height / 2 * marker / target;
    p.circle({x, my}, w * 0.8f, p.colours().ivory, sf::Color(0, 0, 0, 160), 3);
    const float tx = x + w / 2 + t.px(16);
    // The ends are labelled unless the marker's own label sits there.
    if (my - r.top > t.small() * 1.6f)
        p.text("Thieves", {tx, r.top}, t.small(), thievesColour(), Align::Left, true);
    if (r.top + r.height - my > t.small() * 1.6f)
        p.text("Police", {tx, r.top + r.height - t.small()}, t.small(), policeColour(), Align::Left, true);
    const std::string score = marker == 0 ? "Level" : (marker > 0 ? "Thieves " : "Police ") + std::to_string(std::abs(marker));
    p.text(score, {tx, my - t.small() / 2.f}, t.small(), p.colours().ivory, Align::Left, true);
}

} // namespace

void openTable(App& app) {
    app.push(std::make_unique<TableScreen>(app));
    const auto& s = state(app);
    for (int seat = 0; seat < s.players; ++seat)
        if (!s.seats[static_cast<std::size_t>(seat)].seen) {
            pushDeal(app, seat);
            return;
        }
    if (game(app).isFinished(s))
        app.push(std::make_unique<ResultsScreen>(app));
}

TableScreen::TableScreen(App& app) : Screen(app) {
    if (m_app.live())
        if (const auto& spin = state(m_app).spin)
            m_rotation = restingRotation(spin->segment, state(m_app).wheel.size());
}

void TableScreen::onShown() {
    if (m_app.live() && game(m_app).isFinished(state(m_app)))
        m_app.push(std::make_unique<ResultsScreen>(m_app));
}

void TableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

bool TableScreen::animating() const { return m_spin.running(m_app.now()); }

void TableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void TableScreen::animateSpin(int segment) {
    m_spin.start(m_app.now(), m_rotation, segment, state(m_app).wheel.size());
    m_rotation = restingRotation(segment, state(m_app).wheel.size());
    m_app.sound().play(Cue::Dice);
    m_app.markDirty();
}

void TableScreen::endTurn() {
    const int before = state(m_app).hoursElapsed;
    if (!m_app.dispatch("sn.end_turn"))
        return;
    const auto& s = state(m_app);
    if (s.hoursElapsed != before) {
        m_app.sound().play(Cue::Chime);
        m_app.toast(engine::words::sentence("The clock strikes " + game(m_app).clockLabel(s.hoursElapsed)));
    }
    if (game(m_app).isFinished(s))
        m_app.push(std::make_unique<ResultsScreen>(m_app));
}

void TableScreen::drawStatus(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const float clockR = std::min(r.width * 0.42f, t.px(86));
    drawClock(p, {r.left + r.width / 2, r.top + clockR + t.px(4)}, clockR, v, rules.hours);
    float y = r.top + clockR * 2 + t.px(14);
    p.text(v["clock"].get<std::string>(), {r.left + r.width / 2, y}, t.heading(), p.colours().gold, Align::Center, true);
    y += t.heading() + t.px(4);
    const std::string note = v["overtime"].get<bool>() ? "Dawn, level: next score wins"
                             : v["after_midnight"].get<bool>() ? "00:00 cards and dog live"
                                                                : "Dog from midnight";
    y += p.paragraph(note, {r.left + r.width / 2, y}, t.small(), p.colours().muted, r.width, Align::Center) + t.px(12);
    const float thermoH = std::max(t.px(110), r.top + r.height - y - (t.portrait() ? t.px(10) : t.px(170)));
    drawThermometer(p, {r.left, y, r.width, thermoH}, v["marker"], rules.scoring.target);
    y += thermoH + t.px(18);
    if (t.portrait())
        return; // portrait: the notes below go in a line of their own (drawNotes)
    drawNotes(p, {r.left, y, r.width, r.top + r.height - y}, v);
}

void TableScreen::drawNotes(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    float y = r.top;
    // Vehicles, the dog and the Action Square disc.
    std::string vehicles;
    for (std::size_t i = 0; i < rules.vehicles.size(); ++i)
        if (!v["vehicles"][i]["used"].get<bool>())
            vehicles += (vehicles.empty() ? "" : " \u00b7 ") + rules.vehicles[i].name;
    if (vehicles.empty())
        vehicles = "All vehicles used";
    if (t.portrait()) { // one line across the screen
        std::string line = vehicles + " \u00b7 " + (v["dog_in_play"].get<bool>() ? "dog in play" : "dog out") + " \u00b7 disc on " +
                           v["disc"].get<std::string>();
        p.text(line, {r.left + r.width / 2, y}, t.small(), p.colours().muted, Align::Center, false, r.width);
        return;
    }
    y += p.paragraph(vehicles, {r.left, y}, t.small(), p.colours().ivory, r.width) + t.px(4);
    std::string notes = std::string(v["dog_in_play"].get<bool>() ? "Dog in play" : "Dog out") + " \u00b7 disc on " +
                        v["disc"].get<std::string>();
    for (const auto& e : v["effects"]) {
        const std::string kind = e["kind"];
        if (kind == "locked_door")
            notes += " \u00b7 a door locked";
        else if (kind == "handcuff_cooldown" || kind == "rope_cooldown")
            notes += " \u00b7 " + player(m_app, e["seat"]).name + " free 1 turn";
    }
    p.paragraph(notes, {r.left, y}, t.small(), p.colours().muted, r.width);
}

void TableScreen::drawWheelArea(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& s = state(m_app);
    const auto& me = game(m_app).characterOf(s, s.current());
    const float btnH = t.target();
    const float textH = t.body() + t.small() + t.px(36);
    const float radius = std::max(t.px(80), std::min(r.width / 2 - t.px(10), (r.height - btnH - textH) / 2.25f));
    const sf::Vector2f c{r.left + r.width / 2, r.top + radius * 1.14f};
    const bool spinning = m_spin.running(m_app.now());
    const float rot = spinning ? m_spin.rotation(m_app.now()) : m_rotation;
    drawWheel(p, c, radius, s.wheel, rot, spinning || !s.spin ? -1 : s.spin->segment);
    float y = c.y + radius * 1.1f + t.px(14);
    const bool spun = v.contains("spin");
    const float gap = t.px(10);
    const bool kontar = me.skill == "respin";
    const int buttons = kontar ? 3 : 2;
    const float bw = (r.width - gap * (buttons - 1)) / buttons;
    p.button("spin", {r.left, y, bw, btnH}, "Spin", spun ? ButtonStyle::Normal : ButtonStyle::Primary, [this] {
        if (auto e = m_app.dispatch("sn.spin", Json{{"mode", "movement"}}))
            animateSpin(e->payload["segment"]);
    }, !spun);
    p.button("spin-water", {r.left + bw + gap, y, bw, btnH}, "In water", ButtonStyle::Normal, [this] {
        if (auto e = m_app.dispatch("sn.spin", Json{{"mode", "water"}}))
            animateSpin(e->payload["segment"]);
    }, !spun);
    if (kontar)
        p.button("respin", {r.left + 2 * (bw + gap), y, bw, btnH}, "Re-spin", ButtonStyle::Normal, [this] {
            if (auto e = m_app.dispatch("sn.respin"))
                animateSpin(e->payload["segment"]);
        }, spun && v["spin"]["mode"] == "movement" && !v["respun"].get<bool>());
    y += btnH + t.px(12);
    std::string result = "Spin the Roulette to move";
    if (spinning)
        result = "The wheel is turning\u2026";
    else if (spun) {
        const Json& sp = v["spin"];
        if (sp["mode"] == "water")
            result = std::to_string(sp["steps"].get<int>()) + " in the water";
        else {
            result = std::to_string(sp["total"].get<int>()) + " steps";
            if (sp["bonus"].get<int>() > 0)
                result += " (" + std::to_string(sp["steps"].get<int>()) + " + " + std::to_string(sp["bonus"].get<int>()) + " Rita)";
            if (sp["extra_card"].get<bool>())
                result += " \u00b7 draw an extra card";
        }
    }
    p.text(result, {r.left + r.width / 2, y}, t.body(), p.colours().gold, Align::Center, true, r.width);
    y += t.body() + t.px(8);
    // The current character's skill, in reach.
    const Json& pv = v["players"][static_cast<std::size_t>(s.current())];
    std::string skill = me.shortText + (pv["skill_spent"].get<bool>() ? " (used)" : "");
    if (pv.value("extra_card_turn", false))
        skill = "Catalina draws an extra card this turn";
    p.text(skill, {r.left + r.width / 2, y}, t.small(), pv["skill_spent"].get<bool>() ? p.colours().muted : p.colours().ivory,
           Align::Center, false, r.width);
}

void TableScreen::drawActions(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const float gap = t.px(10);
    const float bw = (r.width - 2 * gap) / 3;
    const float bh = std::max(64.f, std::min(t.target(), (r.height - gap) / 2));
    App& app = m_app;
    const auto& s = state(m_app);
    const auto& me = game(m_app).characterOf(s, s.current());
    const bool skillReady = (me.skill == "check_role" || me.skill == "move_clock" || me.skill == "mind_move" ||
                             me.skill == "double_turn" || me.skill == "push_six" || me.skill == "heal") &&
                            !(me.use == "once_per_game" && s.seats[static_cast<std::size_t>(s.current())].skillSpent) &&
                            !(me.use == "per_turn" && s.perTurnSkillUsed);
    struct B { const char* id; const char* label; std::function<void()> go; bool on; };
    const std::vector<B> bs = {
        {"attack", "Attack\u2026", [&app] { startAttack(app); }, true},
        {"heal", "Heal\u2026", [&app] { startHeal(app); }, true},
        {"arrest", "Arrest\u2026", [&app] { startArrest(app); }, true},
        {"escape", "Escape\u2026", [&app] { startEscape(app); }, true},
        {"skill", "Skill\u2026", [this, &app] { startSkill(app, *this); }, skillReady},
        {"more", "More\u2026", [&app] { startMore(app); }, true},
    };
    for (std::size_t i = 0; i < bs.size(); ++i)
        p.button(bs[i].id, {r.left + (i % 3) * (bw + gap), r.top + (i / 3) * (bh + gap), bw, bh}, bs[i].label,
                 ButtonStyle::Normal, bs[i].go, bs[i].on);
    (void)v;
}

void TableScreen::drawPlayers(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& players = m_app.live()->session().setup().players;
    const int n = static_cast<int>(players.size());
    const int cols = t.portrait() ? 2 : 1;
    const int rows = (n + cols - 1) / cols;
    const float endH = std::max(64.f, std::min(t.target(), r.height * 0.12f));
    const float gap = t.px(n > 6 ? 4 : 8);
    const float avail = r.height - endH - gap * 2;
    const float rowH = std::max(64.f, std::min(t.px(96), avail / rows - gap));
    const float colW = (r.width - gap * (cols - 1)) / cols;
    const int turn = v["turn"];
    // In turn order, so the table reads who plays next.
    int index = 0;
    for (const auto& seatJ : v["order"]) {
        const int seat = seatJ;
        const Json& pv = v["players"][static_cast<std::size_t>(seat)];
        const bool current = seat == turn;
        const sf::FloatRect row{r.left + (index % cols) * (colW + gap), r.top + (index / cols) * (rowH + gap), colW, rowH};
        ++index;
        p.rect(row, current ? sf::Color(52, 46, 28) : p.colours().dusk, 12, current ? p.colours().gold : p.colours().line,
               current ? 3.f : 1.5f);
        const auto& pl = players[static_cast<std::size_t>(seat)];
        p.token({row.left + t.px(28), row.top + rowH / 2}, t.px(14), pl.colour, current);
        const float x = row.left + t.px(54);
        const float lookW = std::max(64.f, t.px(76));
        const float right = row.left + row.width - lookW - t.px(12); // text and hearts end here
        const bool twoLines = rowH >= t.small() * 2 + t.px(16);
        const float heartsW = t.px(78);
        // Line 1: name and, once the table knows it, the role.
        const float nameW = std::min(p.textWidth(pl.name, t.small(), true), (right - x) * 0.5f);
        p.text(pl.name, {x, row.top + (twoLines ? t.px(6) : (rowH - t.small()) / 2)}, t.small(), p.colours().ivory,
               Align::Left, true, (right - x) * 0.5f);
        const float badgeRight = twoLines ? right : right - heartsW;
        if (!pv["role_name"].is_null()) {
            const std::string role = pv["role_name"];
            const float bx = x + nameW + t.px(10);
            const float bw = std::min(p.textWidth(role, t.small(), true) + t.px(16), badgeRight - bx);
            if (bw > t.px(60)) {
                const float by = twoLines ? row.top + t.px(4) : row.top + (rowH - t.small()) / 2 - t.px(2);
                p.rect({bx, by, bw, t.small() + t.px(8)}, roleColour(pv["role"]), 8);
                p.text(role, {bx + t.px(8), by + t.px(2)}, t.small(), sf::Color::White, Align::Left, true, bw - t.px(12));
            }
        }
        // Line 2: the character, or what keeps the player away; hearts on the right.
        std::string status;
        if (pv["dead"].get<bool>())
            status = "dead \u2192 " + pv.value("next_character", std::string("new character"));
        else if (pv["away"].get<bool>())
            status = "away until their turn";
        for (const auto& e : v["effects"])
            if (e["kind"] == "tied" && e["seat"] == seat)
                status = "tied up";
        std::string line2 = pv["character_name"].get<std::string>();
        if (pv["skill_use"] == "once_per_game" && pv["skill_spent"].get<bool>())
            line2 += " \u00b7 skill used";
        if (pv["poisoned"].get<bool>())
            line2 = "poisoned \u00b7 " + line2;
        if (pv["saved_steps"].get<int>() > 0)
            line2 = std::to_string(pv["saved_steps"].get<int>()) + " saved \u00b7 " + line2;
        const float heartsY = twoLines ? row.top + t.px(20) + t.small() + t.px(6) : row.top + rowH / 2;
        if (twoLines)
            p.text(status.empty() ? line2 : status, {x, row.top + t.px(12) + t.small()}, t.small(),
                   status.empty() ? p.colours().muted : p.colours().danger, Align::Left, false, right - x - heartsW - t.px(8));
        const int health = pv["health"];
        for (int h = 0; h < 3; ++h)
            heart(p, {right - heartsW + t.px(12) + h * t.px(26), heartsY}, t.px(20), h < health);
        // The character card is public: tap the row for it.
        p.region("character-" + std::to_string(seat), {row.left, row.top, row.width - lookW - t.px(12), rowH}, [this, pv] {
            m_app.push(std::make_unique<InfoScreen>(
                m_app, pv["character_name"].get<std::string>(),
                std::vector<std::string>{pv["occupation"].get<std::string>() + " \u00b7 " + pv["nationality"].get<std::string>() +
                                             " \u00b7 age " + pv["age"].get<std::string>(),
                                         "Skill: " + pv["skill_text"].get<std::string>()}));
        });
        p.button("look-" + std::to_string(seat), {row.left + row.width - lookW - t.px(6), row.top + (rowH - 64) / 2, lookW, 64},
                 "Look", ButtonStyle::Quiet, [this, seat] { lookAgain(m_app, seat); });
    }
    p.button("end-turn", {r.left, r.top + r.height - endH, r.width, endH},
             "End " + players[static_cast<std::size_t>(turn)].name + "\u2019s turn",
             v.contains("spin") ? ButtonStyle::Primary : ButtonStyle::Normal, [this] { endTurn(); });
}

void TableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const Json v = view(m_app);
    const std::string phase = v["phase"];
    const bool portrait = t.portrait();
    const float m = t.margin();
    const auto size = p.size();
    const float th = t.target();
    const float toolbarW = portrait ? size.x - 2 * m : t.px(500);
    const float titleW = portrait ? size.x - 2 * m - th - t.px(24) : size.x - 2 * m - toolbarW - th - t.px(48);
    const int turn = v["turn"];
    std::string subtitle = "Dealing the roles";
    if (phase == "playing") {
        const Json& pv = v["players"][static_cast<std::size_t>(turn)];
        subtitle = player(m_app, turn).name + "\u2019s turn \u00b7 " + pv["character_name"].get<std::string>();
        if (!pv["role_name"].is_null())
            subtitle += " \u00b7 " + pv["role_name"].get<std::string>();
    }
    p.text("Secret Night \u00b7 " + v["clock"].get<std::string>(), {m, m - t.px(4)}, t.heading(), p.colours().ivory,
           Align::Left, true, titleW);
    p.text(subtitle, {m, m + t.heading() + t.px(6)}, t.small(), p.colours().gold, Align::Left, false, titleW);
    const sf::FloatRect toolbar = portrait ? sf::FloatRect{m, m + t.heading() + t.small() + t.px(24), toolbarW, th}
                                           : sf::FloatRect{size.x - m - th - t.px(24) - toolbarW, m, toolbarW, th};
    drawGameToolbar(p, m_app, toolbar, [this] { onBack(); });
    const float top = toolbar.top + th + t.px(12);
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};
    if (phase == "dealing") {
        int next = 0;
        for (const auto& pv : v["players"])
            if (!pv["has_seen"].get<bool>()) {
                next = pv["seat"];
                break;
            }
        p.paragraph("Each player looks at their secret role in turn. Nobody else looks.", {area.left, area.top}, t.body(),
                    p.colours().muted, area.width);
        p.button("continue-deal", {area.left, area.top + t.px(80), std::min(area.width, t.px(700)), t.target() * 1.1f},
                 "Pass the tablet to " + player(m_app, next).name, ButtonStyle::Primary, [this, next] { pushDeal(m_app, next); });
        return;
    }
    if (phase == "finished") {
        p.button("results", {area.left, area.top, std::min(area.width, t.px(600)), t.target()}, "See the end of the night",
                 ButtonStyle::Primary, [this] { m_app.push(std::make_unique<ResultsScreen>(m_app)); });
        return;
    }
    const float gap = t.px(24);
    if (portrait) {
        const float statusW = area.width * 0.34f;
        const float upperH = area.height * 0.45f;
        drawStatus(p, {area.left, area.top, statusW, upperH}, v);
        drawWheelArea(p, {area.left + statusW + gap, area.top, area.width - statusW - gap, upperH}, v);
        const float notesY = area.top + upperH + gap * 0.25f;
        drawNotes(p, {area.left, notesY, area.width, t.small() * 2.8f}, v);
        const float actionsH = t.target() * 2 + t.px(10);
        const float actionsY = notesY + t.small() * 1.5f + gap * 0.5f;
        drawActions(p, {area.left, actionsY, area.width, actionsH}, v);
        const float py = actionsY + actionsH + gap * 0.5f;
        drawPlayers(p, {area.left, py, area.width, area.top + area.height - py}, v);
    } else {
        const float statusW = area.width * 0.2f;
        const float wheelW = area.width * 0.38f;
        drawStatus(p, {area.left, area.top, statusW, area.height}, v);
        const float wx = area.left + statusW + gap;
        const float actionsH = t.target() * 2 + t.px(10);
        drawWheelArea(p, {wx, area.top, wheelW, area.height - actionsH - gap * 0.5f}, v);
        drawActions(p, {wx, area.top + area.height - actionsH, wheelW, actionsH}, v);
        const float px = wx + wheelW + gap;
        drawPlayers(p, {px, area.top, area.left + area.width - px, area.height}, v);
    }
}

} // namespace heist::ui::secret_night
