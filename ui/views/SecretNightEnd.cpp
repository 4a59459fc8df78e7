// Secret Night: the break-free spins of an arrest or a tie, and the end of the night.
#include "screens/HistoryScreen.hpp"
#include "screens/HomeScreen.hpp"
#include "views/SecretNightTable.hpp"
#include "views/SecretNightViewModel.hpp"
#include "widgets/Art.hpp"
#include "widgets/Banner.hpp"
#include "widgets/Chrome.hpp"
#include "widgets/Seats.hpp"
#include "widgets/GameToolbar.hpp"

namespace heist::ui::secret_night {

BreakFreeScreen::BreakFreeScreen(App& app, engine::Event event) : Screen(app), m_event(std::move(event)) { next(); }

void BreakFreeScreen::next() {
    const auto& spins = m_event.payload["spins"];
    if (m_shown >= spins.size())
        return;
    const int seg = spins[m_shown];
    m_spin.start(m_app.now(), m_rotation, seg, state(m_app).wheel.size(), 2 + static_cast<int>(m_shown));
    m_rotation = restingRotation(seg, state(m_app).wheel.size());
    ++m_shown;
    m_app.sound().play(Cue::Dice);
}

bool BreakFreeScreen::animating() const { return m_spin.running(m_app.now()); }

void BreakFreeScreen::skipAnimation() {
    m_spin.finish();
    m_shown = m_event.payload["spins"].size();
}

std::optional<double> BreakFreeScreen::wakeIn() const {
    // Between the Master Thief's two spins, a short pause before the second starts.
    if (!m_spin.running(m_app.now()) && m_shown < m_event.payload["spins"].size())
        return 0.0;
    return std::nullopt;
}

void BreakFreeScreen::draw(Painter& p) {
    const auto& t = p.theme();
    if (!m_spin.running(m_app.now()) && m_shown < m_event.payload["spins"].size())
        next();
    const auto& pl = m_event.payload;
    const bool arrest = m_event.type == "sn.arrest_resolved";
    const std::string victim = player(m_app, pl["target"]).name;
    const float head = header(p, (arrest ? "Handcuffs on " : "Rope on ") + victim, "Green breaks free", nullptr);
    const auto area = contentArea(p, head);
    const bool spinning = m_spin.running(m_app.now());
    const bool portrait = t.portrait();
    const float radius = std::min(portrait ? area.width * 0.42f : area.height * 0.4f, t.px(260));
    const sf::Vector2f c{portrait ? area.left + area.width / 2 : area.left + radius * 1.2f,
                         area.top + radius * 1.18f};
    const auto& wheel = state(m_app).wheel;
    if (pl.value("smoke_bomb", false)) {
        p.paragraph(victim + " vanished in a Smoke Bomb: no arrest.", {area.left, area.top}, t.heading(), p.colours().gold, area.width);
    } else {
        drawWheel(p, c, radius, wheel, spinning ? m_spin.rotation(m_app.now()) : m_rotation,
                  spinning ? -1 : m_spin.segment());
    }
    const float tx = portrait ? area.left : c.x + radius * 1.3f;
    float ty = portrait ? c.y + radius * 1.25f : area.top + t.px(20);
    const float tw = area.left + area.width - tx;
    if (!spinning && m_shown >= pl["spins"].size()) {
        std::string outcome;
        if (pl["freed"].get<bool>())
            outcome = victim + " broke free!";
        else if (arrest)
            outcome = sentence(m_app.live()->session().describe(m_event));
        else
            outcome = victim + " is tied up for their next turn.";
        if (!pl["freed"].get<bool>() && arrest && !m_announced)
            m_app.sound().play(Cue::Reveal); // once, not at every redraw of the outcome
        m_announced = true;
        ty += p.paragraph(outcome, {tx, ty}, t.heading(), pl["freed"].get<bool>() ? p.colours().ok : p.colours().gold, tw) + t.px(20);
        if (arrest && pl["spins"].size() > 1)
            ty += p.paragraph("The Master Thief spins twice against the Handcuffs.", {tx, ty}, t.small(), p.colours().muted, tw);
        p.button("done", {tx, area.top + area.height - t.target(), tw, t.target()}, "Done", ButtonStyle::Primary,
                 [this] { m_app.pop(); });
    } else {
        p.text("Spinning\u2026 (tap to skip)", {tx, ty}, t.body(), p.colours().muted, Align::Left, false, tw);
    }
}

void ResultsScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void ResultsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const Json v = view(m_app);
    if (!v.contains("results"))
        return;
    const Json& r = v["results"];
    const std::string winner = r["winner"];
    const std::string reason = r["reason"];
    const float m = t.margin();
    const auto size = p.size();
    std::string title = winner == "thieves" ? "The thieves win!" : winner == "police" ? "The police win!" : "The Deceiver wins!";
    std::string why = "At dawn the score decided it.";
    if (reason == "reached_target")
        why = "A team reached 10 points.";
    else if (reason == "dawn_deceiver")
        why = "Dawn came with the score level or one point either way.";
    else if (reason == "first_score_after_dawn")
        why = "Level at dawn: the first team to score took the night.";
    const sf::Color colour = winner == "thieves" ? thievesColour() : winner == "police" ? policeColour() : deceiverColour();
    p.text(title, {size.x / 2, m}, t.title(), colour, Align::Center, true, size.x - 2 * m - t.target() * 2);
    const int marker = r["marker"];
    p.text(why + " Final score: " + (marker == 0 ? "level" : (marker > 0 ? "thieves " : "police ") + std::to_string(std::abs(marker))),
           {size.x / 2, m + t.title() + t.px(10)}, t.small(), p.colours().muted, Align::Center, false,
           size.x - 2 * m - t.target() * 2 - t.px(20));
    const auto& players = m_app.live()->session().setup().players;
    const auto banner = reserveBanner(p, m + t.title() + t.small() + t.px(24)); // messages go here
    const float top = banner.top + banner.height + t.px(12);
    const float bottom = size.y - m - t.target() - t.px(20);
    const float gap = t.px(8);
    // Two columns when a long table would not fit one: every name and role whole.
    const std::size_t cols = !t.portrait() && players.size() > 5 ? 2 : 1;
    const std::size_t rows = (players.size() + cols - 1) / cols;
    const float colW = (size.x - 2 * m - gap * (cols - 1)) / cols;
    // Rows as tall as the longest name needs on the left half of a row.
    float need = 0;
    {
        const float er = t.px(28);
        const float nameW = (colW - t.px(28) - er * 2) * 0.5f - t.px(8);
        for (const auto& pl : players)
            need = std::max(need, p.fitHeight(pl.name, nameW, t.body(), true) + 8);
    }
    const float rowH = std::max({64.f, need, std::min(t.px(84), (bottom - top - gap * (rows - 1)) / rows)});
    for (std::size_t i = 0; i < players.size(); ++i) {
        const Json& pv = v["players"][i];
        const std::string role = pv["role"];
        const bool won = (winner == "thieves" && (role == "thief" || role == "master_thief")) ||
                         (winner == "police" && (role == "detective" || role == "chief_inspector")) ||
                         (winner == "deceiver" && role == "deceiver");
        const sf::FloatRect row{m + (i % cols) * (colW + gap), top + (i / cols) * (rowH + gap), colW, rowH};
        p.rect(row, won ? sf::Color(52, 46, 28) : p.colours().dusk, 12, won ? p.colours().gold : p.colours().line, won ? 3.f : 1.5f);
        // The role's emblem with the player's token on it; the name on the left half, the role
        // above the character on the right half.
        const float er = std::min(rowH * 0.42f, t.px(28));
        art::roleEmblem(p, {row.left + t.px(12) + er, row.top + rowH / 2}, er, role);
        p.token({row.left + t.px(12) + er * 1.8f, row.top + rowH / 2 + er * 0.7f}, t.px(11), players[i].colour, won);
        const float nx = row.left + t.px(28) + er * 2;
        const float half = (row.left + row.width - nx) * 0.5f;
        p.fitText(players[i].name, {nx, row.top + 4, half - t.px(8), rowH - 8}, t.body(), p.colours().ivory,
                  TextUse::PlayerName, Align::Left, true);
        const float rx = nx + half;
        const float rw = half - t.px(12);
        const float lineH = (rowH - 8) / 2;
        p.fitText(pv["role_name"].get<std::string>(), {rx, row.top + 4, rw, lineH}, t.body(),
                  won ? p.colours().gold : p.colours().ivory, TextUse::Role, Align::Left, true);
        p.fitText(pv["character_name"].get<std::string>(), {rx, row.top + 4 + lineH, rw, lineH}, t.body(),
                  p.colours().muted, TextUse::Role, Align::Left);
    }
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::secret_night
