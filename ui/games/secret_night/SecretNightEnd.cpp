// Secret Night: the break-free spins of an arrest or a tie, and the end of the night.
#include "ui/screens/HistoryScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/games/secret_night/SecretNightTable.hpp"
#include "ui/games/secret_night/SecretNightViewModel.hpp"
#include "ui/games/secret_night/SecretNightArt.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Banner.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"
#include "ui/widgets/GameToolbar.hpp"

#include <map>

namespace heist::ui::secret_night {

SecretNightBreakFreeScreen::SecretNightBreakFreeScreen(App& app, engine::Event event)
    : Screen(app), m_event(std::move(event)) {
    next();
}

void SecretNightBreakFreeScreen::next() {
    const auto& spins = m_event.payload["spins"];
    if (m_shown >= spins.size())
        return;
    const int seg = spins[m_shown];
    const std::size_t segments = view(m_app).wheel.size();
    m_spin.start(m_app.now(), m_rotation, seg, segments, 2 + static_cast<int>(m_shown));
    m_rotation = restingRotation(seg, segments);
    ++m_shown;
    m_app.sound().play(Cue::Dice);
}

bool SecretNightBreakFreeScreen::animating() const { return m_spin.running(m_app.now()); }

void SecretNightBreakFreeScreen::skipAnimation() {
    m_spin.finish();
    m_shown = m_event.payload["spins"].size();
}

std::optional<double> SecretNightBreakFreeScreen::wakeIn() const {
    // Between the Master Thief's two spins, a short pause before the second starts.
    if (!m_spin.running(m_app.now()) && m_shown < m_event.payload["spins"].size())
        return 0.0;
    return std::nullopt;
}

void SecretNightBreakFreeScreen::draw(Painter& p) {
    const auto& t = p.theme();
    if (!m_spin.running(m_app.now()) && m_shown < m_event.payload["spins"].size())
        next();
    const auto& pl = m_event.payload;
    const bool arrest = m_event.type == "sn.arrest_resolved";
    const std::string victim = player(m_app, pl["target"]).name;
    const float head =
        header(p, arrest ? tr("Handcuffs on {name}", {{"name", victim}}) : tr("Rope on {name}", {{"name", victim}}),
               tr("Green (the segments with a ring) breaks free"), nullptr);
    const auto area = contentArea(p, head);
    const bool spinning = m_spin.running(m_app.now());
    const bool portrait = t.portrait();
    const float radius = std::min(portrait ? area.width * 0.42f : area.height * 0.4f, t.px(260));
    const sf::Vector2f c{portrait ? area.left + area.width / 2 : area.left + radius * 1.2f, area.top + radius * 1.18f};
    const auto wheel = view(m_app).wheel;
    if (pl.value("smoke_bomb", false)) {
        p.paragraph(tr("{name} vanished in a Smoke Bomb: no arrest.", {{"name", victim}}), {area.left, area.top},
                    t.heading(), p.colours().gold, area.width);
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
            outcome = tr("{name} broke free!", {{"name", victim}});
        else if (arrest)
            outcome = words::closed(m_app.live()->session().describe(m_event));
        else
            outcome = tr("{name} is tied up for their next turn.", {{"name", victim}});
        if (!pl["freed"].get<bool>() && arrest && !m_announced)
            m_app.sound().play(Cue::Reveal); // once, not at every redraw of the outcome
        m_announced = true;
        ty += p.paragraph(outcome, {tx, ty}, t.heading(), pl["freed"].get<bool>() ? p.colours().ok : p.colours().gold,
                          tw) +
              t.px(20);
        if (arrest && pl["spins"].size() > 1)
            ty += p.paragraph(tr("The Master Thief spins twice against the Handcuffs."), {tx, ty}, t.small(),
                              p.colours().muted, tw);
        p.button("done", {tx, area.top + area.height - t.target(), tw, t.target()}, tr("Done"), ButtonStyle::Primary,
                 [this] { m_app.pop(); });
    } else {
        p.text(tr("Spinning\u2026 (tap to skip)"), {tx, ty}, t.body(), p.colours().muted, Align::Left, false, tw);
    }
}

SecretNightResultsScreen::SecretNightResultsScreen(App& app) : Screen(app), m_celebration(app.now()) {}

bool SecretNightResultsScreen::animating() const { return m_celebration.running(m_app.now()); }

void SecretNightResultsScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

namespace {

bool onWinningSide(const std::string& winner, const std::string& role) {
    return (winner == "thieves" && (role == "thief" || role == "master_thief")) ||
           (winner == "police" && (role == "detective" || role == "chief_inspector")) ||
           (winner == "deceiver" && role == "deceiver");
}

} // namespace

void SecretNightResultsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto v = view(m_app);
    if (!v.finished)
        return;
    const Json& r = v.results;
    const std::string winner = r["winner"];
    const std::string reason = r["reason"];
    const float m = t.margin();
    const auto size = p.size();
    CelebrationWords words;
    words.title = winner == "thieves"  ? tr("The thieves win!")
                  : winner == "police" ? tr("The police win!")
                                       : tr("The Deceiver wins!");
    const int target = game(m_app).rules().scoring.target;
    const std::string why =
        reason == "reached_target"           ? trn("A team reached {n} point.", "A team reached {n} points.", target)
        : reason == "dawn_deceiver"          ? tr("Dawn came with the score level or one point either way.")
        : reason == "first_score_after_dawn" ? tr("Level at dawn: the first team to score took the night.")
                                             : tr("At dawn the score decided it.");
    // A score decided it: the step that scored is the moment (the Master Thief's escape, an
    // arrest). At dawn the clock decided, and the reason says so.
    const bool scored = reason == "reached_target" || reason == "first_score_after_dawn";
    const int marker = r["marker"];
    // A last score bigger than the track holds ("15 points for the thieves" from level): the
    // marker stops at its end, and the sentence says what became of the rest.
    const int pastEnd = scored ? r.value("past_end", 0) : 0;
    const Placeholders at{{"n", std::abs(marker)}};
    const Placeholders past{{"score", std::abs(marker)}};
    const std::string score =
        marker == 0 ? tr("Final score: level")
        : pastEnd > 0 && marker > 0
            ? trn("Final score: thieves\u00a0{score}: the track ends there, so the other {n} point counts for nothing.",
                  "Final score: thieves\u00a0{score}: the track ends there, so the other {n} points count for nothing.",
                  pastEnd, past)
        : pastEnd > 0
            ? trn("Final score: police\u00a0{score}: the track ends there, so the other {n} point counts for nothing.",
                  "Final score: police\u00a0{score}: the track ends there, so the other {n} points count for nothing.",
                  pastEnd, past)
        : marker > 0 ? tr("Final score: thieves\u00a0{n}", at)
                     : tr("Final score: police\u00a0{n}", at);
    const std::string step = scored ? endingStepSentence(m_app) : std::string();
    words.moment = sentences(step.empty() ? why : step, score);
    for (std::size_t i = 0; i < v.players.size(); ++i)
        if (onWinningSide(winner, v.players[i].role))
            words.players.push_back(
                {player(m_app, static_cast<int>(i)).name, player(m_app, static_cast<int>(i)).colour});
    const auto& players = m_app.live()->session().setup().players;
    const float bottom = size.y - m - resultButtonsHeight(p, m_app) - t.px(20);
    const float gap = t.px(8);
    // Each row: the name across the row, the role and the character under it; rows as tall as
    // the longest of them needs (a name that does not fit one line takes two, never cut).
    const float emblemR = t.px(28);
    auto wordsOf = [&](float colW) { return colW - t.px(28) - emblemR * 2 - t.px(12); };
    // The role as wide as it is (up to 60 % of the row), the character in the rest.
    auto roleWidth = [&](std::size_t i, float wordsW) {
        return std::min(p.textWidth(words::roleName(m_app, v.players[i].role), t.body(), true) + 2, wordsW * 0.6f);
    };
    auto blockHeight = [&](std::size_t i, float wordsW) {
        const auto& pv = v.players[i];
        const float roleW = roleWidth(i, wordsW);
        return p.fitHeight(players[i].name, wordsW, t.body(), true) +
               std::max(p.fitHeight(words::roleName(m_app, pv.role), roleW, t.body(), true),
                        p.fitHeight(pv.characterName, wordsW - roleW - t.px(16), t.body())) +
               t.px(4);
    };
    auto needOf = [&](float wordsW) {
        float need = 0;
        for (std::size_t i = 0; i < players.size(); ++i)
            need = std::max(need, blockHeight(i, wordsW) + 8);
        return need;
    };
    const float moreH = std::max(t.leastTarget(), t.px(64));
    // The celebration across the top and the standings under it; where that leaves a short
    // landscape panel (800x480) room for one row of players and no more, the celebration takes
    // the left and the standings the right, in one column, from the top.
    std::size_t cols = !t.portrait() && players.size() > 5 ? 2 : 1;
    bool side = false;
    if (!t.portrait()) {
        const float acrossTop =
            m + m_celebration.height(p, size.x - 2 * m, words) + t.px(8) + bannerHeight(t) + t.px(12);
        const float rowLeast =
            std::max(t.leastTarget(), needOf(wordsOf((size.x - 2 * m - gap * static_cast<float>(cols - 1)) / cols)));
        const std::size_t allRows = (players.size() + cols - 1) / cols;
        const bool all = allRows * rowLeast + static_cast<float>(allRows - 1) * gap <= bottom - acrossTop;
        side = !all && (bottom - acrossTop - moreH) / (rowLeast + gap) < 2;
    }
    // The celebration's share of the width: the least that holds it above the buttons (or the
    // layout across after all).
    float leftW = 0;
    if (side) {
        side = false;
        for (const float share : {0.46f, 0.52f, 0.58f})
            if (m_celebration.height(p, std::round((size.x - 2 * m) * share), words) <= bottom - m) {
                leftW = std::round((size.x - 2 * m) * share);
                side = true;
                break;
            }
    }
    sf::FloatRect list;
    if (side) {
        m_celebration.draw(p, {m, m, leftW, 0}, m_app.now(), words);
        const float lx = m + leftW + t.px(16);
        // Messages go at the head of the standings, beside the flip button; the rows under both.
        const float flipLeft = size.x - m - t.target();
        p.setBannerSlot({lx, m, flipLeft - t.px(12) - lx, bannerHeight(t)});
        const float ltop = m + std::max(t.target(), bannerHeight(t)) + t.px(12);
        list = {lx, ltop, size.x - m - lx, bottom - ltop};
        cols = 1;
    } else {
        const float celebrated = m_celebration.draw(p, {m, m, size.x - 2 * m, 0}, m_app.now(), words);
        const auto banner = reserveBanner(p, m + celebrated + t.px(8)); // messages go here
        const float top = banner.top + banner.height + t.px(12);
        list = {m, top, size.x - 2 * m, bottom - top};
    }
    const float top = list.top;
    // Two columns when a long table would not fit one: every name and role whole.
    const std::size_t rows = (players.size() + cols - 1) / cols;
    const float colW = (list.width - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
    const float wordsW = wordsOf(colW);
    const float need = needOf(wordsW);
    const float rowH = std::max({t.leastTarget(), need, std::min(t.px(84), (bottom - top - gap * (rows - 1)) / rows)});
    // Under the celebration a long table may not fit: the rest on a next page, behind a button
    // of its own (as Suspicion's results do), never cut.
    auto rowsIn = [&](float h) { return std::max<std::size_t>(1, static_cast<std::size_t>((h + gap) / (rowH + gap))); };
    const bool paged = rowsIn(bottom - top) * cols < players.size();
    const std::size_t perPage = rowsIn(paged ? bottom - top - moreH - gap : bottom - top) * cols;
    if (m_first >= players.size())
        m_first = 0;
    const std::size_t last = std::min(players.size(), m_first + perPage);
    if (paged) {
        const std::size_t next = last >= players.size() ? 0 : last;
        p.button("results-more", {list.left, bottom - moreH, list.width, moreH},
                 next == 0 ? tr("Back to the first players")
                           : trn("More players ({n} more) \u2192", "More players ({n} more) \u2192",
                                 static_cast<long long>(players.size() - last)),
                 ButtonStyle::Quiet, [this, next] { m_first = next; });
    }
    for (std::size_t i = m_first; i < last; ++i) {
        const std::size_t k = i - m_first; // its place on the page
        const auto& pv = v.players[i];
        const std::string role = pv.role;
        const bool won = onWinningSide(winner, role);
        const sf::FloatRect row{list.left + (k % cols) * (colW + gap), top + (k / cols) * (rowH + gap), colW, rowH};
        p.rect(row, won ? sf::Color(52, 46, 28) : p.colours().dusk, 12, won ? p.colours().gold : p.colours().line,
               won ? 3.f : 1.5f);
        // The role's emblem with the player's token on it; beside it the name, and under the
        // name the role and the character.
        const float er = std::min(rowH * 0.42f, emblemR);
        art::roleEmblem(p, {row.left + t.px(12) + er, row.top + rowH / 2}, er, role);
        p.token({row.left + t.px(12) + er * 1.8f, row.top + rowH / 2 + er * 0.7f}, t.px(11), players[i].colour, won);
        const float nx = row.left + t.px(28) + emblemR * 2;
        const float ny = row.top + std::max(4.f, (rowH - blockHeight(i, wordsW)) / 2);
        const float nameH = p.fitText(players[i].name, {nx, ny, wordsW, 0}, t.body(), p.colours().ivory,
                                      TextUse::PlayerName, Align::Left, true);
        const float ry = ny + nameH + t.px(4);
        const float roleW = roleWidth(i, wordsW);
        p.fitText(words::roleName(m_app, pv.role), {nx, ry, roleW, 0}, t.body(),
                  won ? p.colours().gold : p.colours().ivory, TextUse::Role, Align::Left, true);
        p.fitText(pv.characterName, {nx + roleW + t.px(16), ry, wordsW - roleW - t.px(16), 0}, t.body(),
                  p.colours().muted, TextUse::Role, Align::Left);
    }
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::secret_night
