#include "views/SecretNightTable.hpp"

#include "engine/Words.hpp"
#include "screens/HomeScreen.hpp"
#include "screens/InfoScreen.hpp"
#include "views/SecretNightViewModel.hpp"
#include "screens/ChoiceScreen.hpp"
#include "widgets/EndingGuard.hpp"
#include "widgets/Art.hpp"
#include "widgets/Chrome.hpp"
#include "widgets/Seats.hpp"
#include "widgets/GameToolbar.hpp"

#include <cmath>

namespace heist::ui::secret_night {

namespace {

constexpr float kPi = 3.14159265f;

sf::Color roleInk(const std::string& role) {
    if (role == "thief" || role == "master_thief")
        return sf::Color(255, 140, 150);
    if (role == "deceiver")
        return sf::Color(206, 172, 255);
    return sf::Color(140, 184, 255);
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
    // The marker's own label: the points, in the leading team's colour (the ends name the teams),
    // narrow enough to stay clear of the wheel beside it.
    const std::string score = marker == 0 ? "Level" : std::to_string(std::abs(marker));
    p.text(score, {tx, my - t.small() / 2.f}, t.small(),
           marker == 0 ? p.colours().ivory : (marker > 0 ? thievesColour() : policeColour()), Align::Left, true);
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

bool TableScreen::movesApart() const { return true; } // only the wheel turns

void TableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void TableScreen::animateSpin(int segment) {
    m_spin.start(m_app.now(), m_rotation, segment, state(m_app).wheel.size());
    m_rotation = restingRotation(segment, state(m_app).wheel.size());
    m_app.sound().play(Cue::Dice);
    m_app.markDirty();
}

void TableScreen::endTurn() {
    const int before = state(m_app).hoursElapsed;
    App& app = m_app;
    dispatchAskingAtEnd(app, "sn.end_turn", Json::object(), [&app, before](const engine::Event&) {
        const auto& s = state(app);
        if (s.hoursElapsed != before) {
            app.sound().play(Cue::Chime);
            app.toast(engine::words::sentence("The clock strikes " + game(app).clockLabel(s.hoursElapsed)));
        }
        if (game(app).isFinished(s))
            app.push(std::make_unique<ResultsScreen>(app));
    });
}

void TableScreen::drawStatus(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    // The clock and, below it, the score thermometer; side by side when the column is wide.
    const bool wide = r.width > t.px(190) && r.height < r.width * 1.6f;
    const float clockR = wide ? std::min({r.width * 0.25f, r.height * 0.36f, t.px(80)})
                              : std::min({r.width * 0.4f, r.height * 0.2f, t.px(80)});
    const float cx = wide ? r.left + clockR + t.px(4) : r.left + r.width / 2;
    drawClock(p, {cx, r.top + clockR + t.px(4)}, clockR, v, rules.hours);
    float y = r.top + clockR * 2 + t.px(10);
    const float labelW = wide ? clockR * 2 + t.px(40) : r.width;
    p.text(v["clock"].get<std::string>(), {cx, y}, t.heading(), p.colours().gold, Align::Center, true);
    y += t.heading() + t.px(4);
    const std::string note = v["overtime"].get<bool>() ? "Dawn: next score wins"
                             : v["after_midnight"].get<bool>() ? "After midnight"
                                                                : "Midnight at 12";
    if (p.textWidth(note, t.small()) <= labelW) // else the explanations say it
        p.text(note, {cx, y}, t.small(), p.colours().muted, Align::Center);
    y += t.small() + t.px(14);
    if (wide) {
        const float tx = r.left + clockR * 2 + t.px(40);
        drawThermometer(p, {tx, r.top + t.px(8), r.left + r.width - tx, r.height - t.px(16)}, v["marker"],
                        rules.scoring.target);
    } else {
        drawThermometer(p, {r.left, y, r.width, std::max(t.px(90), r.top + r.height - y)}, v["marker"],
                        rules.scoring.target);
    }
}

void TableScreen::showInfo() {
    const Json v = view(m_app);
    const auto& rules = game(m_app).rules();
    std::string vehicles;
    for (std::size_t i = 0; i < rules.vehicles.size(); ++i)
        if (!v["vehicles"][i]["used"].get<bool>())
            vehicles += (vehicles.empty() ? "" : ", ") + rules.vehicles[i].name;
    std::vector<std::string> lines = {
        "## Your turn",
        "Spin the Roulette, draw an Object card (two on a 4 or a 5), then move your pawn and act in any order. "
        "Tap End turn when you are done.",
        "## In water",
        "A pawn that entered a water hex stops there. On that player\u2019s next turn, tap In water instead of "
        "Spin: the wheel\u2019s blue inner ring gives the steps. Leaving the water stops the pawn again.",
        "## The Action Square",
        "Once per turn, next to another player, you may take one action of the Action Square. The black disc "
        "shows the last action taken (now: " + v["disc"].get<std::string>() + "); choose one of the others and the "
        "disc moves there.",
        "## From midnight",
        "Cards marked 00:00 (the Knife, the Gun and the Poison) can only be used from midnight on, and the Chief "
        "Inspector\u2019s dog may attack from then until someone feeds it Beef. The dog is " +
            std::string(v["dog_in_play"].get<bool>() ? "in play." : "out of play."),
        "## The Roulette\u2019s green segments",
        "When someone is arrested or tied up, they spin to break free: a green segment frees them. The Master "
        "Thief spins twice against the Handcuffs.",
        "## Vehicles and the score",
        "Each vehicle is used once. Left: " + (vehicles.empty() ? std::string("none") : vehicles) +
            ". The thermometer shows the score: a team that reaches " + std::to_string(rules.scoring.target) +
            " wins at once; at dawn the score decides.",
        "## Seats",
        "Players sit in table order; the gold seat is the one whose turn it is. Tap a seat for that character\u2019s "
        "card, and for a private look at your role.",
    };
    // Where the rulebook is silent: the decisions this app plays by (data/games/secret-night.json).
    lines.push_back(std::string("## House rule: escaped thieves ") +
                    (v["escaped_thieves_return"].get<bool>() ? "come back" : "are gone for the night"));
    for (const auto& d : rules.decisions) {
        lines.push_back("## " + d.title);
        lines.push_back(d.text);
    }
    m_app.push(std::make_unique<InfoScreen>(m_app, "How the night works", lines));
}

void TableScreen::drawWheelArea(Painter& p, const sf::FloatRect& r, const Json& v) {
    const float radius = std::min(r.width / 2.1f, r.height / 2.3f);
    const sf::Vector2f c{r.left + r.width / 2, r.top + radius * 1.14f};
    const auto& s = state(m_app);
    const bool spinning = m_spin.running(m_app.now());
    const float rot = spinning ? m_spin.rotation(m_app.now()) : m_rotation;
    p.moving([&] { drawWheel(p, c, radius, s.wheel, rot, spinning || !s.spin ? -1 : s.spin->segment); });
    (void)v;
}

void TableScreen::drawActions(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& s = state(m_app);
    const auto& me = game(m_app).characterOf(s, s.current());
    const float gap = t.px(8);
    const float bh = std::max(64.f, t.px(68));
    float y = r.top;
    // The next step, in words, then the skill in reach.
    const bool spinning = m_spin.running(m_app.now());
    const bool spun = v.contains("spin");
    std::string next = "Next: spin the Roulette to move";
    if (spinning)
        next = "The wheel is turning";
    else if (spun) {
        const Json& sp = v["spin"];
        if (sp["mode"] == "water")
            next = engine::words::count(sp["steps"].get<int>(), "step") + " in the water";
        else {
            next = engine::words::count(sp["total"].get<int>(), "step");
            if (sp["bonus"].get<int>() > 0)
                next += " (" + std::to_string(sp["steps"].get<int>()) + " + " + std::to_string(sp["bonus"].get<int>()) + " Rita)";
            next += sp["extra_card"].get<bool>() ? ": draw two Object cards" : ": draw an Object card";
        }
        next += ", move and act";
    }
    y += fittedText(p, next, {r.left + r.width / 2, y}, r.width, t.body(), p.colours().gold, Align::Center, true,
                    TextKind::Public, TextUse::NextStep) +
         t.px(2);
    const Json& pv = v["players"][static_cast<std::size_t>(s.current())];
    std::string skill = me.name + ": " + me.shortText + (pv["skill_spent"].get<bool>() ? " (used)" : "");
    if (pv.value("extra_card_turn", false))
        skill = me.name + " draws an extra card this turn";
    if (!t.portrait()) // portrait: the skill is on the seat's card
        y += fittedText(p, skill, {r.left + r.width / 2, y}, r.width, t.small(),
                        pv["skill_spent"].get<bool>() ? p.colours().muted : p.colours().ivory, Align::Center);
    y += t.px(8);

    // Spin, In water (Kontar's re-spin) and End turn: the gold one is the next step. Then the
    // wizards and the private look.
    App& app = m_app;
    const bool kontar = me.skill == "respin";
    const bool skillReady = (me.skill == "check_role" || me.skill == "move_clock" || me.skill == "mind_move" ||
                             me.skill == "double_turn" || me.skill == "push_six" || me.skill == "heal") &&
                            !(me.use == "once_per_game" && s.seats[static_cast<std::size_t>(s.current())].skillSpent) &&
                            !(me.use == "per_turn" && s.perTurnSkillUsed);
    struct B { std::string id, label; std::function<void()> go; bool on; ButtonStyle style; };
    std::vector<B> turn = {
        {"spin", "Spin", [this] {
             if (auto e = m_app.dispatch("sn.spin", Json{{"mode", "movement"}}))
                 animateSpin(e->payload["segment"]);
         }, !spun, spun ? ButtonStyle::Normal : ButtonStyle::Primary},
        {"spin-water", "In water", [this] {
             if (auto e = m_app.dispatch("sn.spin", Json{{"mode", "water"}}))
                 animateSpin(e->payload["segment"]);
         }, !spun, ButtonStyle::Normal},
    };
    if (kontar)
        turn.push_back({"respin", "Re-spin", [this] {
                            if (auto e = m_app.dispatch("sn.respin"))
                                animateSpin(e->payload["segment"]);
                        }, spun && v["spin"]["mode"] == "movement" && !v["respun"].get<bool>(), ButtonStyle::Normal});
    turn.push_back({"end-turn", "End turn", [this] { endTurn(); }, true,
                    spun && !spinning ? ButtonStyle::Primary : ButtonStyle::Normal});
    const std::vector<B> acts = {
        {"attack", "Attack", [&app] { startAttack(app); }, true, ButtonStyle::Normal},
        {"heal", "Heal", [&app] { startHeal(app); }, true, ButtonStyle::Normal},
        {"arrest", "Arrest", [&app] { startArrest(app); }, true, ButtonStyle::Normal},
        {"escape", "Escape", [&app] { startEscape(app); }, true, ButtonStyle::Normal},
        {"skill", "Skill", [this, &app] { startSkill(app, *this); }, skillReady, ButtonStyle::Normal},
        {"more", "More", [&app] { startMore(app); }, true, ButtonStyle::Normal},
        {"look", "Look", [this] { chooseLook(); }, true, ButtonStyle::Normal},
    };
    auto grid = [&](const std::vector<B>& bs, int cols, float top) {
        const float bw = (r.width - gap * (cols - 1)) / cols;
        for (std::size_t i = 0; i < bs.size(); ++i)
            p.button(bs[i].id, {r.left + (i % cols) * (bw + gap), top + (i / cols) * (bh + gap), bw, bh}, bs[i].label,
                     bs[i].style, bs[i].go, bs[i].on);
        return static_cast<float>((bs.size() + cols - 1) / cols) * (bh + gap);
    };
    // The buttons stand at the bottom, whatever the length of the words above them.
    const int rows = compactActions(p, r.width) ? 2 : 3;
    y = r.top + r.height - rows * bh - (rows - 1) * gap;
    if (compactActions(p, r.width)) {
        std::vector<B> all = turn;
        all.insert(all.end(), acts.begin(), acts.end());
        grid(all, static_cast<int>((all.size() + 1) / 2), y);
    } else {
        y += grid(turn, static_cast<int>(turn.size()), y);
        grid(acts, 4, y);
    }
}

bool TableScreen::compactActions(Painter& p, float width) const {
    // Two rows of five or six when each button still holds "In water" at 24 px.
    const auto& t = p.theme();
    const auto& s = state(m_app);
    const int cols = game(m_app).characterOf(s, s.current()).skill == "respin" ? 6 : 5;
    return (width - t.px(8) * (cols - 1)) / cols >= p.textWidth("In water", 24) + 20;
}

float TableScreen::actionsHeight(Painter& p, float width) const {
    const auto& t = p.theme();
    const float bh = std::max(64.f, t.px(68));
    const int rows = compactActions(p, width) ? 2 : 3;
    const float words = p.theme().portrait() ? t.body() * 1.2f : t.body() * 2.4f + t.small() * 1.2f;
    return words + t.px(10) + rows * bh + (rows - 1) * t.px(8);
}

void TableScreen::chooseLook() {
    std::vector<Choice> who;
    const auto& players = m_app.live()->session().setup().players;
    for (const auto& pl : players)
        who.push_back({std::to_string(pl.seat), pl.name, pl.colour, true});
    App& app = m_app;
    m_app.push(std::make_unique<ChoiceScreen>(m_app, "Who looks at their role?", "In private: the others look away",
                                              who, [&app](const std::string& id) { lookAgain(app, std::stoi(id)); }));
}

// A seat: the name across the whole seat (it takes a second line rather than an ellipsis),
// then the token, emblem and hearts on the left beside the role and one line of status.
float TableScreen::seatHeight(Painter& p, float seatW) const {
    const auto& t = p.theme();
    const Json v = view(m_app);
    const auto& players = m_app.live()->session().setup().players;
    const float pad = t.px(8);
    const float nameW = seatW - 2 * pad - t.px(6);
    const float leftH = t.px(34) + t.px(6) + t.px(16); // token and emblem, then the hearts
    float most = 0;
    for (const auto& pl : players) {
        const Json& pv = v["players"][static_cast<std::size_t>(pl.seat)];
        const float textW = seatW - 2 * pad - t.px(84);
        float right = 0;
        if (!pv["role_name"].is_null())
            right += fitText(p, pv["role_name"].get<std::string>(), textW, t.body(), true).height() + t.px(2);
        right += fitText(p, pv["character_name"].get<std::string>(), textW, t.small(), false).height();
        const float h = 2 * pad + fitText(p, pl.name, nameW, t.body(), true).height() + t.px(4) + std::max(leftH, right);
        most = std::max(most, h);
    }
    return most;
}

void TableScreen::drawSeat(Painter& p, const sf::FloatRect& row, int seat, const Json& v) {
    const auto& t = p.theme();
    const auto& pl = player(m_app, seat);
    const Json& pv = v["players"][static_cast<std::size_t>(seat)];
    const bool current = seat == v["turn"].get<int>();
    const bool out = pv["dead"].get<bool>() || pv["away"].get<bool>();
    seatFrame(p, row, current, out);
    const float pad = t.px(8);
    const float nameX = row.left + pad + t.px(6);
    float y = row.top + pad;
    y += fittedText(p, pl.name, {nameX, y}, row.left + row.width - pad - nameX, t.body(), p.colours().ivory, Align::Left,
                    true, TextKind::Public, TextUse::PlayerName) +
         t.px(4);
    // Left, under the name: the token and, once the table knows it, the role's emblem; the hearts.
    const float tokR = t.px(17);
    const sf::Vector2f tok{nameX + tokR, y + tokR};
    p.token(tok, tokR, pl.colour, current);
    const bool known = !pv["role_name"].is_null();
    if (known)
        art::roleEmblem(p, {tok.x + tokR * 2 + t.px(4), tok.y}, tokR, pv["role"]);
    const float heartS = t.px(14);
    const int health = pv["health"];
    for (int h = 0; h < 3; ++h)
        heart(p, {nameX + heartS * 0.6f + h * heartS * 1.12f, tok.y + tokR + t.px(14)}, heartS, h < health);
    // Right of them: the role, then the status or the character.
    const float x = nameX + t.px(78);
    const float w = row.left + row.width - pad - x;
    const float bottom = row.top + row.height - pad;
    if (known) // in a light tint of the team's colour, readable on the seat
        y += fittedText(p, pv["role_name"].get<std::string>(), {x, y}, w, t.body(), roleInk(pv["role"]), Align::Left,
                        true, TextKind::Public, TextUse::Role) +
             t.px(2);
    std::string status;
    if (pv["dead"].get<bool>())
        status = "dead \u2192 " + pv.value("next_character", std::string("new character"));
    else if (pv.value("gone", false))
        status = "escaped for the night";
    else if (pv["away"].get<bool>())
        status = "away until their turn";
    for (const auto& e : v["effects"])
        if (e["seat"] == seat && (e["kind"] == "tied"))
            status = "tied up";
    std::string line = pv["character_name"].get<std::string>();
    if (pv["poisoned"].get<bool>())
        line = "poisoned \u00b7 " + line;
    if (pv["saved_steps"].get<int>() > 0)
        line += " \u00b7 " + std::to_string(pv["saved_steps"].get<int>()) + " saved";
    for (const auto& e : v["effects"])
        if (e["seat"] == seat && (e["kind"] == "handcuff_cooldown" || e["kind"] == "rope_cooldown"))
            line += " \u00b7 free 1 turn";
    if (pv["skill_use"] == "once_per_game" && pv["skill_spent"].get<bool>())
        line += " \u00b7 skill used";
    // The markers after the character go only where they fit: the seat keeps its height.
    std::string shown = status.empty() ? line : status + " \u00b7 " + line;
    if (fitText(p, shown, w, t.small(), false).lines.size() >
        fitText(p, pv["character_name"].get<std::string>(), w, t.small(), false).lines.size())
        shown = status.empty() ? pv["character_name"].get<std::string>() : status;
    // A status in a light red that keeps 4.5:1 on the gold seat of the current player too. Where
    // the seat has no room left, the status alone (the character is one tap away).
    if (y + fitText(p, shown, w, t.small(), false).height() > bottom + 2)
        shown = status;
    if (!shown.empty() && y + fitText(p, shown, w, t.small(), false).height() <= bottom + 2)
        fittedText(p, shown, {x, y}, w, t.small(), status.empty() ? p.colours().muted : sf::Color(255, 150, 140),
                   Align::Left, false);
    // The character card is public: tap the seat for it, and for a private look.
    p.region("character-" + std::to_string(seat), row, [this, pv, seat] {
        const std::string name = player(m_app, seat).name;
        m_app.push(std::make_unique<InfoScreen>(
            m_app, pv["character_name"].get<std::string>(),
            std::vector<std::string>{name + " plays " + pv["character_name"].get<std::string>() + ".",
                                     pv["occupation"].get<std::string>() + " \u00b7 " + pv["nationality"].get<std::string>() +
                                         " \u00b7 age " + pv["age"].get<std::string>(),
                                     "Skill: " + pv["skill_text"].get<std::string>()},
            "Look at my role", [this, seat] { lookAgain(m_app, seat); }));
    });
}

void TableScreen::drawNews(Painter& p, const sf::FloatRect& r) {
    // The reserved place for what just happened: the latest entry of the public history.
    const auto& t = p.theme();
    p.setBannerSlot(r); // the App's messages ("The clock strikes 6 a.m.") show here instead
    if (!m_app.toastText().empty())
        return;
    const auto& session = m_app.live()->session();
    const auto& log = session.log();
    // While the wheel turns, its result is not news yet: the entry before the spin stays.
    bool skipSpin = m_spin.running(m_app.now());
    std::string news;
    for (auto it = log.rbegin(); it != log.rend(); ++it)
        if (!session.isUndone(it->seq)) {
            if (skipSpin && it->type == "sn.wheel_spun") {
                skipSpin = false;
                continue;
            }
            news = session.describe(*it);
            break;
        }
    if (news.empty())
        return;
    p.rect(r, sf::Color(30, 38, 64), 10, p.colours().line, 1);
    fittedText(p, sentence(news), {r.left + r.width / 2, r.top + t.px(6)}, r.width - t.px(20), t.small(), p.colours().ivory,
               Align::Center);
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
    const float toolbarW = portrait ? size.x - 2 * m - th - t.px(24) : t.px(560);
    const float titleW = portrait ? size.x - 2 * m : size.x - 2 * m - toolbarW - th - t.px(48);
    const int turn = v["turn"];
    std::string subtitle = "Dealing the roles";
    if (phase == "playing") {
        const Json& pv = v["players"][static_cast<std::size_t>(turn)];
        subtitle = player(m_app, turn).name + "\u2019s turn \u00b7 " + pv["character_name"].get<std::string>();
        if (!pv["role_name"].is_null())
            subtitle += " \u00b7 " + pv["role_name"].get<std::string>();
    }
    float top;
    if (portrait) {
        // The toolbar and the explanations beside the turn button; the turn is the gold seat.
        drawGameToolbar(p, m_app, {m, m, toolbarW - th - t.px(10), th}, [this] { onBack(); });
        infoButton(p, "rules-info", {m + toolbarW - th, m, th, th}, [this] { showInfo(); });
        top = m + th + t.px(14);
    } else {
        p.text("Secret Night \u00b7 " + v["clock"].get<std::string>(), {m, m - t.px(4)}, t.heading(), p.colours().ivory,
               Align::Left, true, titleW - th - t.px(10));
        // One line, so that the seats keep their room: the character and role are on the gold seat.
        if (phase == "playing" && p.textWidth(subtitle, t.small()) > titleW - th - t.px(10))
            subtitle = player(m_app, turn).name + "\u2019s turn";
        const float subH = fittedText(p, subtitle, {m, m + t.heading() + t.px(6)}, titleW - th - t.px(10), t.small(),
                                      p.colours().gold);
        const float tx = size.x - m - th - t.px(24) - toolbarW;
        infoButton(p, "rules-info", {tx - th - t.px(10), m, th, th}, [this] { showInfo(); });
        drawGameToolbar(p, m_app, {tx, m, toolbarW, th}, [this] { onBack(); });
        top = std::max(m + th, m + t.heading() + t.px(6) + subH) + t.px(14);
    }
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
    const auto& players = m_app.live()->session().setup().players;
    const int n = static_cast<int>(players.size());
    const float gap = t.px(10);
    SeatLayout seats;
    if (portrait) {
        const float seatW = (area.width - gap) / 2;
        seats = seatsAround(area, n, seatHeight(p, seatW), 2, gap);
    } else {
        const float seatW = std::min(t.px(340), area.width * 0.27f);
        seats = seatsBeside(area, n, seatW, gap, seatHeight(p, seatW) + t.px(10));
    }
    int index = 0;
    for (const auto& seatJ : v["order"])
        drawSeat(p, seats.seats[static_cast<std::size_t>(index++)], seatJ.get<int>(), v);
    // The centre: what just happened, the clock and score, the wheel, and the turn's steps.
    const sf::FloatRect c = seats.centre;
    // The news strip as tall as its sentence (two lines at least: messages show there too).
    float newsH = t.small() * 2.3f + t.px(12);
    {
        const auto& session = m_app.live()->session();
        const auto& log = session.log();
        for (auto it = log.rbegin(); it != log.rend(); ++it)
            if (!session.isUndone(it->seq)) {
                newsH = std::max(newsH, fitText(p, sentence(session.describe(*it)), c.width - t.px(20), t.small(), false)
                                                .height() +
                                            t.px(14));
                break;
            }
    }
    drawNews(p, {c.left, c.top, c.width, newsH});
    const float actionsH = actionsHeight(p, c.width);
    const float midTop = c.top + newsH + t.px(10);
    const float midH = c.top + c.height - actionsH - t.px(10) - midTop;
    const float statusW = std::min(c.width * 0.42f, std::max(c.width * 0.3f, t.px(200)));
    drawStatus(p, {c.left, midTop, statusW, midH}, v);
    drawWheelArea(p, {c.left + statusW + gap, midTop, c.width - statusW - gap, midH}, v);
    drawActions(p, {c.left, c.top + c.height - actionsH, c.width, actionsH}, v);
}

} // namespace heist::ui::secret_night
