// Suspicion's end: the private guesses and the results screen.
#include "ui/App.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/screens/HistoryScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/games/suspicion/SuspicionTable.hpp"
#include "ui/games/suspicion/SuspicionViewModel.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "ui/games/suspicion/SuspicionArt.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>
#include <map>

namespace heist::ui::suspicion {

SuspicionGuessScreen::SuspicionGuessScreen(App& app, int seat) : Screen(app), m_seat(seat) {
    const int n = static_cast<int>(m_app.live()->session().setup().players.size());
    for (int i = 1; i < n; ++i)
        m_others.push_back((seat + i) % n);
    m_choice.assign(m_others.size(), -1);
}

void SuspicionGuessScreen::submit() {
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
    m_app.push(std::make_unique<ConfirmScreen>(m_app, tr("Lock in {name}\u2019s guesses?", {{"name", who}}),
                                               tr("They stay hidden until the reveal and cannot be changed."),
                                               trc("suspicion", "Lock in"), [&app, guesses, seat] {
                                                   if (app.dispatch("suspicion.submit_guesses",
                                                                    Json{{"seat", seat}, {"guesses", guesses}}))
                                                       app.popTo("suspicion-table");
                                               }));
}

void SuspicionGuessScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto table = tableView(m_app);
    if (table.hasGuessed.at(static_cast<std::size_t>(m_seat))) {
        // The guesses came in meanwhile from the player's own phone: nothing is left to enter.
        const auto& name = player(m_app, m_seat).name;
        const auto area = contentArea(p, header(p, tr("{name}\u2019s guesses", {{"name", name}}), "",
                                                [this] { m_app.popTo("suspicion-table"); }));
        const float y =
            area.top + p.paragraph(tr("{name}\u2019s guesses are in (from {name}\u2019s phone).", {{"name", name}}),
                                   {area.left, area.top}, t.body(), p.colours().ivory, area.width);
        p.button("back-to-table", {area.left, y + t.px(20), std::min(area.width, t.px(520)), t.target()},
                 tr("Back to the table"), ButtonStyle::Primary, [this] { m_app.popTo("suspicion-table"); });
        return;
    }
    const auto& guests = table.guestNames;
    const int other = m_others[m_current];
    const auto& who = player(m_app, m_seat);
    const float head =
        header(p, tr("{name}: who is {other}?", {{"name", who.name}, {"other", player(m_app, other).name}}),
               tr("Guess {i} of {n} \u00b7 only {name} looks",
                  {{"i", m_current + 1}, {"n", m_others.size()}, {"name", who.name}}),
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
    const float gap = t.px(12);
    const float footer = t.target() + gap * 2;
    const float cellW = (area.width - gap * (cols - 1)) / cols;
    const float cellH = std::max(t.leastTarget(), (area.height - footer - gap * (rows - 1)) / rows);
    // This screen is its owner's alone: their own guest and the invitations they peeked at
    // are marked, since nobody else at the table can be one of those.
    const auto mine = seatView(m_app, m_seat);
    const int own = mine.identity;
    const auto& peeked = mine.peeked;
    const auto& rules = game(m_app).rules();
    for (std::size_t i = 0; i < guests.size(); ++i) {
        const sf::FloatRect r{area.left + (i % cols) * (cellW + gap), area.top + (i / cols) * (cellH + gap), cellW,
                              cellH};
        const int gi = static_cast<int>(i);
        const bool chosen = m_choice[m_current] == gi;
        const bool mine = gi == own;
        const bool seen = std::find(peeked.begin(), peeked.end(), gi) != peeked.end();
        int elsewhere = -1; // already named for another player
        for (std::size_t k = 0; k < m_choice.size(); ++k)
            if (k != m_current && m_choice[k] == gi)
                elsewhere = m_others[k];
        const bool ruledOut = mine || seen;
        // Under a dialog (the lock-in question) the marks are left out: only the owner's own
        // screen shows them.
        const bool onTop = m_app.top() == this;
        p.rect(r, chosen ? sf::Color(70, 58, 24) : (ruledOut && onTop ? sf::Color(18, 22, 38) : p.colours().duskHigh),
               14, chosen ? p.colours().gold : p.colours().line, chosen ? 4.f : 1.5f);
        Painter::Box box(p, r);
        const std::string mark = !onTop ? "" : mine ? tr("your guest") : seen ? tr("peeked: not them") : "";
        const bool wide = r.width > r.height * 1.4f;
        const float pad = t.px(8);
        if (wide) { // portrait: the picture on the left, the words on the right
            const float art = std::min(r.height - 2 * pad, r.width * 0.34f);
            art::guestPortrait(p, {r.left + pad, r.top + pad, art, art}, rules.guests[i].id);
            const float x = r.left + art + pad * 2.5f;
            const float w = r.left + r.width - pad - x;
            float y = r.top + pad;
            y += fittedText(p, guests[i], {x, y}, w, t.small(), p.colours().ivory, Align::Left, true,
                            TextKind::Catalogue);
            if (!mark.empty())
                y += fittedText(p, mark, {x, y + t.px(4)}, w, t.small(), p.colours().gold, Align::Left, false,
                                TextKind::Secret);
            if (elsewhere >= 0 && onTop) {
                // "named for NAME" where the cell has room for it, else a shorter mark.
                std::string named = tr("named for {name}", {{"name", player(m_app, elsewhere).name}});
                if (y + t.px(4) + fitText(p, named, w, t.small(), false).height() > r.top + r.height - pad)
                    named = tr("already named");
                fittedText(p, named, {x, y + t.px(4)}, w, t.small(), p.colours().muted, Align::Left, false,
                           TextKind::Secret);
            }
        } else {
            // The words first, measured; the picture takes what is left (none when too small).
            const float w = r.width - 2 * pad;
            const float nameH = fitText(p, guests[i], w, t.small(), true).height();
            std::string note = mark;
            if (note.empty() && elsewhere >= 0 && onTop) {
                note = tr("named for {name}", {{"name", player(m_app, elsewhere).name}});
                if (nameH + fitText(p, note, w, t.small(), false).height() > r.height - 3 * pad)
                    note = tr("already named");
            }
            const float noteH = note.empty() ? 0.f : fitText(p, note, w, t.small(), false).height();
            const float art = std::max(0.f, std::min(w, r.height - nameH - noteH - 3 * pad));
            if (art >= t.px(40))
                art::guestPortrait(p, {r.left + (r.width - art) / 2, r.top + pad, art, art}, rules.guests[i].id);
            float y = r.top + pad * 2 + (art >= t.px(40) ? art : 0.f);
            y += fittedText(p, guests[i], {r.left + r.width / 2, y}, w, t.small(), p.colours().ivory, Align::Center,
                            true, TextKind::Catalogue);
            if (!note.empty())
                fittedText(p, note, {r.left + r.width / 2, y}, w, t.small(),
                           mark.empty() ? p.colours().muted : p.colours().gold, Align::Center, false, TextKind::Secret);
        }
        p.region("guest-" + std::to_string(i), r, [this, gi] { m_choice[m_current] = gi; });
    }
    const float by = area.top + area.height - t.target();
    const bool chosen = m_choice[m_current] >= 0;
    const bool last = m_current + 1 == m_others.size();
    // The button moves on to the next question on this same private screen.
    wrapButton(
        p, "next", {area.left + area.width * 0.4f, by, area.width * 0.6f, t.target()},
        last ? trc("suspicion", "Lock in the guesses")
             : tr("Who is {name}? \u2192", {{"name", player(m_app, m_others[m_current + 1]).name}}),
        ButtonStyle::Primary,
        [this, last] {
            if (last)
                submit();
            else
                ++m_current;
        },
        chosen);
}

SuspicionResultsScreen::SuspicionResultsScreen(App& app) : Screen(app), m_celebration(app.now()) {}

bool SuspicionResultsScreen::animating() const { return m_celebration.running(m_app.now()); }

void SuspicionResultsScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void SuspicionResultsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const Json v = view(m_app);
    if (!v.contains("results"))
        return;
    const Json& r = v["results"];
    const auto& players = m_app.live()->session().setup().players;
    CelebrationWords words;
    std::vector<std::string> winners;
    for (const auto& w : r["winners"]) {
        const auto& pl = players.at(w.get<std::size_t>());
        winners.push_back(pl.name);
        words.players.push_back({pl.name, pl.colour});
    }
    // A shared win names its winners beside their tokens, under a short title.
    words.title =
        r["winners"].size() > 1 ? tr("A shared win!") : tr("{name} wins!", {{"name", heist::listAnd(winners)}});
    // Who won and by how much, or the tie-break when points were level (the rows below name
    // the others, in standings order).
    const auto order = games::suspicion::SuspicionGame::resultsOrder(r);
    const std::string decided = r["decided_by"];
    const int best = r["scores"][order.front()]["score"].get<int>();
    int second = -1;
    for (const std::size_t k : order)
        if (const int score = r["scores"][k]["score"].get<int>(); score < best)
            second = std::max(second, score);
    const std::string points = trn("{n} point", "{n} points", best);
    words.moment =
        decided == "fewest_guessed"
            ? tr("A gem stack ran out. Level on {points}: the winner\u2019s guest was named by the fewest opponents.",
                 {{"points", points}})
        : decided == "most_gems"
            ? tr("A gem stack ran out. Level on {points} and on guesses: the winner took the most gems.",
                 {{"points", points}})
        : decided == "shared"
            ? tr("A gem stack ran out. Level on {points}, guesses and gems: the win is shared.", {{"points", points}})
        : second < 0 ? tr("A gem stack ran out. Most points.")
                     : tr("A gem stack ran out. {points}, {ahead} ahead of second place.",
                          {{"points", points}, {"ahead", best - second}});
    const float m = t.margin();
    const auto size = p.size();
    const float top = m + m_celebration.draw(p, {m, m, size.x - 2 * m, 0}, m_app.now(), words) + t.px(16);
    const float bottom = size.y - m - resultButtonsHeight(p, m_app) - t.px(20);
    const float gap = t.px(8);
    const float pad = t.px(8);
    const float scoreW = t.px(90);
    // Each row as tall as its words need; the pictures shrink when the rows would not fit.
    auto lines = [&](std::size_t i) {
        const Json& sc = r["scores"][i];
        const Json& pv = v["players"][i];
        const int sets = sc["sets"].get<int>();
        const int gemPoints = sc["gem_points"].get<int>();
        const int singles = gemPoints - 6 * sets;
        // A sum, not a sentence: its terms are whole messages of their own.
        std::string gems =
            sets == 0 ? tr("Gems {points}", {{"points", gemPoints}})
                      : tr("{sets} + {gems} = {points}", {{"sets", trnc("suspicion", "{n} set", "{n} sets", sets)},
                                                          {"gems", trnc("suspicion", "{n} gem", "{n} gems", singles)},
                                                          {"points", gemPoints}});
        std::string right, namedBy;
        for (std::size_t j = 0; j < players.size(); ++j) {
            if (j == i)
                continue;
            const Json& gi = pv["guesses"][j];
            if (!gi.is_null() && gi == v["players"][j]["identity"])
                right += (right.empty() ? "" : ", ") + players[j].name;
            const Json& gj = v["players"][j]["guesses"][i];
            if (!gj.is_null() && gj == pv["identity"])
                namedBy += (namedBy.empty() ? "" : ", ") + players[j].name;
        }
        // Separate facts, side by side with " \u00b7 " between them.
        std::string guesses = right.empty() ? tr("named nobody right")
                                            : tr("named {names} right = {points}",
                                                 {{"names", right}, {"points", sc["guess_points"].get<int>()}});
        if (!namedBy.empty())
            guesses += " \u00b7 " + tr("named by {names}", {{"names", namedBy}});
        return std::pair{
            tr("{name} was {guest}", {{"name", players[i].name}, {"guest", pv["identity"].get<std::string>()}}),
            gems + " \u00b7 " + guesses};
    };
    float art = t.px(100);
    std::vector<float> heights(players.size());
    for (int attempt = 0; attempt < 2; ++attempt) {
        const float w = size.x - 2 * m - scoreW - pad * 2 - art - t.px(6);
        float total = 0;
        for (std::size_t k = 0; k < players.size(); ++k) {
            const auto [l1, l2] = lines(order[k]);
            heights[k] =
                std::max(std::min(art, t.px(64)) + 2 * pad, fitText(p, l1, w, t.body(), true).height() +
                                                                fitText(p, l2, w, t.small(), false).height() + 2 * pad);
            total += heights[k] + gap;
        }
        if (total - gap <= bottom - top)
            break;
        art = t.px(56); // smaller pictures, wider words
    }
    // What does not fit goes to a next page, behind a button of its own.
    float all = 0;
    for (float h : heights)
        all += h + gap;
    const bool paged = all - gap > bottom - top;
    const float listBottom = paged ? bottom - std::max(t.leastTarget(), t.px(64)) - gap : bottom;
    if (m_first >= players.size())
        m_first = 0;
    std::size_t last = m_first;
    for (float used = 0; last < players.size() && (last == m_first || used + heights[last] <= listBottom - top); ++last)
        used += heights[last] + gap;
    if (paged) {
        const std::size_t next = last >= players.size() ? 0 : last;
        p.button("results-more", {m, listBottom + gap, size.x - 2 * m, std::max(t.leastTarget(), t.px(64))},
                 next == 0 ? tr("Back to the first players")
                           : trn("More players ({n} more) \u2192", "More players ({n} more) \u2192",
                                 static_cast<long long>(players.size() - last)),
                 ButtonStyle::Quiet, [this, next] { m_first = next; });
    }
    float y = top;
    const auto guestNames = tableView(m_app).guestNames; // public: the guests printed on the board
    const auto& rules = game(m_app).rules();
    // In standings order: the winner first.
    for (std::size_t k = m_first; k < last; ++k) {
        const std::size_t i = order[k];
        const float rowH = heights[k];
        const Json& sc = r["scores"][i];
        const Json& pv = v["players"][i];
        bool won = false;
        for (const auto& w : r["winners"])
            won |= w.get<std::size_t>() == i;
        const sf::FloatRect row{m, y, size.x - 2 * m, rowH};
        p.rect(row, won ? sf::Color(52, 46, 28) : p.colours().dusk, 14, won ? p.colours().gold : p.colours().line,
               won ? 3.f : 1.5f);
        // The guest, now public, as a picture; the player's token on it.
        const float artS = std::min(rowH - 2 * pad, art);
        const float artTop = row.top + (rowH - artS) / 2;
        const std::string identity = pv["identity"];
        for (std::size_t g = 0; g < rules.guests.size(); ++g)
            if (guestNames[g] == identity)
                art::guestPortrait(p, {row.left + pad, artTop, artS, artS}, rules.guests[g].id);
        p.token({row.left + pad + artS - t.px(10), artTop + artS - t.px(10)}, t.px(13), players[i].colour, won);
        const float x = row.left + pad * 2 + art + t.px(6);
        const float w = row.left + row.width - scoreW - x;
        // Who they were, what their gems made, and whom they named right.
        const auto [line1, line2] = lines(i);
        const FittedText f1 = fitText(p, line1, w, t.body(), true);
        const FittedText f2 = fitText(p, line2, w, t.small(), false);
        float ty = row.top + std::max(pad, (rowH - f1.height() - f2.height()) / 2);
        ty += drawFitted(p, f1, {x, ty}, p.colours().ivory, Align::Left, true, TextKind::Catalogue);
        drawFitted(p, f2, {x, ty}, p.colours().muted, Align::Left, false, TextKind::Catalogue);
        p.text(std::to_string(sc["score"].get<int>()),
               {row.left + row.width - t.px(20), row.top + (rowH - t.title()) / 2}, t.title(),
               won ? p.colours().gold : p.colours().ivory, Align::Right, true);
        y += rowH + gap;
    }
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::suspicion
