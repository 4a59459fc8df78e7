// Suspicion's end: the private guesses and the results screen.
#include "App.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "screens/ConfirmScreen.hpp"
#include "screens/HistoryScreen.hpp"
#include "screens/HomeScreen.hpp"
#include "views/SuspicionTable.hpp"
#include "views/SuspicionViewModel.hpp"
#include "widgets/Chrome.hpp"
#include "widgets/GameToolbar.hpp"

namespace heist::ui::suspicion {

GuessScreen::GuessScreen(App& app, int seat) : Screen(app), m_seat(seat) {
    const int n = static_cast<int>(m_app.live()->session().setup().players.size());
    for (int i = 1; i < n; ++i)
        m_others.push_back((seat + i) % n);
    m_choice.assign(m_others.size(), -1);
}

void GuessScreen::submit() {
    const auto& rules = game(m_app).rules();
    Json guesses = Json::array();
    const int n = static_cast<int>(m_app.live()->session().setup().players.size());
    for (int s = 0; s < n; ++s)
        guesses.push_back(nullptr);
    for (std::size_t k = 0; k < m_others.size(); ++k)
        guesses[static_cast<std::size_t>(m_others[k])] = rules.guests[static_cast<std::size_t>(m_choice[k])].id;
    const std::string who = player(m_app, m_seat).name;
    App& app = m_app;
    const int seat = m_seat;
    m_app.push(std::make_unique<ConfirmScreen>(m_app, "Lock in " + who + "\u2019s guesses?",
                                               "They stay hidden until the reveal and cannot be changed.", "Lock in",
                                               [&app, guesses, seat] {
                                                   if (app.dispatch("suspicion.submit_guesses",
                                                                    Json{{"seat", seat}, {"guesses", guesses}}))
                                                       app.popTo("suspicion-table");
                                               }));
}

void GuessScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto& guests = state(m_app).guestNames;
    const int other = m_others[m_current];
    const auto& who = player(m_app, m_seat);
    const float head = header(p, who.name + ": who is " + player(m_app, other).name + "?",
                              "Guess " + std::to_string(m_current + 1) + " of " + std::to_string(m_others.size()) +
                                  " \u00b7 only " + who.name + " looks",
                              [this] {
                                  if (m_current > 0)
                                      --m_current;
                                  else
                                      m_app.pop();
                              });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const int cols = portrait ? 2 : 5;
    const int rows = static_cast<int>((guests.size() + cols - 1) / cols);
    const float gap = t.px(14);
    const float footer = t.target() + gap * 2;
    const float cellW = (area.width - gap * (cols - 1)) / cols;
    const float cellH = std::max(64.f, std::min(t.px(150), (area.height - footer - gap * (rows - 1)) / rows));
    for (std::size_t i = 0; i < guests.size(); ++i) {
        const sf::FloatRect r{area.left + (i % cols) * (cellW + gap), area.top + (i / cols) * (cellH + gap), cellW, cellH};
        const bool chosen = m_choice[m_current] == static_cast<int>(i);
        p.rect(r, chosen ? sf::Color(70, 58, 24) : p.colours().duskHigh, 14, chosen ? p.colours().gold : p.colours().line,
               chosen ? 4.f : 1.5f);
        if (cellH >= t.px(120))
            p.mask({r.left + r.width / 2, r.top + r.height * 0.32f}, std::min(r.width, r.height) * 0.4f,
                   chosen ? p.colours().gold : p.colours().muted);
        p.paragraph(guests[i], {r.left + r.width / 2, r.top + (cellH >= t.px(120) ? r.height * 0.55f : t.px(12))}, t.small(),
                    p.colours().ivory, r.width - t.px(16), Align::Center, TextKind::Catalogue);
        const int gi = static_cast<int>(i);
        p.region("guest-" + std::to_string(i), r, [this, gi] { m_choice[m_current] = gi; });
    }
    const float by = area.top + area.height - t.target();
    const bool chosen = m_choice[m_current] >= 0;
    const bool last = m_current + 1 == m_others.size();
    p.button("next", {area.left + area.width * 0.5f, by, area.width * 0.5f, t.target()},
             last ? "Lock in the guesses" : "Next: " + player(m_app, m_others[m_current + 1]).name + " \u2192",
             ButtonStyle::Primary, [this, last] {
                 if (last)
                     submit();
                 else
                     ++m_current;
             },
             chosen);
}

ResultsScreen::ResultsScreen(App& app) : Screen(app) {}

void ResultsScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void ResultsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const Json v = view(m_app);
    if (!v.contains("results"))
        return;
    const Json& r = v["results"];
    const auto& players = m_app.live()->session().setup().players;
    std::string winners;
    for (const auto& w : r["winners"])
        winners += (winners.empty() ? "" : " and ") + players.at(w.get<std::size_t>()).name;
    const std::string decided = r["decided_by"];
    std::string why = "Most points.";
    if (decided == "fewest_guessed")
        why = "Tied on points: the winner\u2019s guest was named by the fewest opponents.";
    else if (decided == "most_gems")
        why = "Tied on points and on guesses: the winner took the most gems.";
    else if (decided == "shared")
        why = "Tied on points, guesses and gems: the win is shared.";
    const float m = t.margin();
    const auto size = p.size();
    p.text(winners + (r["winners"].size() > 1 ? " share the win!" : " wins!"), {size.x / 2, m}, t.title(), p.colours().gold,
           Align::Center, true, size.x - 2 * m - t.target() * 2);
    p.text(why, {size.x / 2, m + t.title() + t.px(12)}, t.small(), p.colours().muted, Align::Center, false, size.x - 2 * m);
    const float top = m + t.title() + t.small() + t.px(40);
    const bool portrait = t.portrait();
    const float bottom = size.y - m - t.target() - t.px(20);
    const float gap = t.px(10);
    const float rowH = std::min(portrait ? t.px(150) : t.px(110), (bottom - top - gap * players.size()) / players.size());
    float y = top;
    const auto& rules = game(m_app).rules();
    for (std::size_t i = 0; i < players.size(); ++i) {
        const Json& s = r["scores"][i];
        const Json& pv = v["players"][i];
        bool won = false;
        for (const auto& w : r["winners"])
            won |= w.get<std::size_t>() == i;
        const sf::FloatRect row{m, y, size.x - 2 * m, rowH};
        p.rect(row, won ? sf::Color(52, 46, 28) : p.colours().dusk, 14, won ? p.colours().gold : p.colours().line, won ? 3.f : 1.5f);
        p.token({row.left + t.px(40), row.top + rowH / 2}, t.px(20), players[i].colour, won);
        const float colA = row.left + t.px(80);
        p.text(players[i].name, {colA, row.top + t.px(10)}, t.body(), p.colours().ivory, Align::Left, true, row.width * 0.32f);
        p.text("was " + pv["identity"].get<std::string>(), {colA, row.top + t.px(16) + t.body()}, t.small(), p.colours().gold,
               Align::Left, false, row.width * 0.34f);
        const float colB = portrait ? colA : row.left + row.width * 0.42f;
        const float by = portrait ? row.top + t.px(24) + t.body() + t.small() : row.top + t.px(10);
        float gx = colB;
        for (int g = 0; g < 3; ++g) {
            p.gem({gx + t.px(12), by + t.px(14)}, t.px(24), g);
            p.text(std::to_string(pv["gems"][rules.gemIds[static_cast<std::size_t>(g)]].get<int>()), {gx + t.px(30), by},
                   t.small(), p.colours().ivory);
            gx += t.px(62);
        }
        const int sets = s["sets"].get<int>();
        p.text("= " + std::to_string(s["gem_points"].get<int>()) + " (" + std::to_string(sets) + (sets == 1 ? " set)" : " sets)"),
               {gx, by}, t.small(), p.colours().muted, Align::Left, false, row.left + row.width - gx - t.px(130));
        const int right = s["correct_guesses"].get<int>();
        p.text(std::to_string(right) + (right == 1 ? " right guess = " : " right guesses = ") +
                   std::to_string(s["guess_points"].get<int>()) + " \u00b7 named by " + std::to_string(s["guessed_by"].get<int>()),
               {colB, by + t.px(8) + t.small()}, t.small(), p.colours().muted, Align::Left, false,
               row.left + row.width - colB - t.px(130));
        p.text(std::to_string(s["score"].get<int>()), {row.left + row.width - t.px(30), row.top + (rowH - t.title()) / 2},
               t.title(), won ? p.colours().gold : p.colours().ivory, Align::Right, true);
        y += rowH + gap;
    }
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::suspicion
