#include "ui/screens/StatisticsScreen.hpp"

#include "ui/App.hpp"
#include "engine/TimeWords.hpp"
#include "games/Catalogue.hpp"
#include "history/BgStats.hpp"
#include "history/GameNights.hpp"
#include "history/StoredRecords.hpp"
#include "history/StoredSession.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/screens/KeyboardScreen.hpp"
#include "ui/widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

namespace {

std::string gameTitle(const std::string& id) {
    if (id.empty())
        return tr("All games");
    for (const auto& g : games::catalogue())
        if (g.info.id == id)
            return trData(g.info.id, g.info.title);
    return id;
}

// The most lines the chart draws: more would be a tangle nobody reads at the table.
constexpr std::size_t kMostLines = 6;

// Each line in its player's own token colour (the one played with most recently). Two players
// whose latest colour is the same: the one with fewer wins takes an earlier colour of theirs,
// or else one nobody on the chart has, so no two lines look alike. The name is always beside
// the colour (and its shape) in the legend.
std::vector<std::string> lineColours(const history::WinsOverTime& wins) {
    std::vector<std::string> out;
    auto taken = [&](const std::string& id) { return std::find(out.begin(), out.end(), id) != out.end(); };
    for (const auto& s : wins.series) {
        std::string pick;
        for (const auto& id : s.colours)
            if (!taken(id)) {
                pick = id;
                break;
            }
        for (std::size_t k = 0; pick.empty() && k < playerColourIds().size(); ++k)
            if (!taken(playerColourIds()[k]))
                pick = playerColourIds()[k];
        out.push_back(pick.empty() ? playerColourIds().front() : pick);
    }
    return out;
}

// "Ann", "Ann and Bob": the other names a player was merged from.
std::string aliasWords(const std::vector<std::string>& aliases) { return listAnd(aliases); }

} // namespace

StatisticsScreen::StatisticsScreen(App& app) : Screen(app) {
    // A read-only file keeps nothing: its records are replayed here, as they always were.
    if (!m_app.recordsAhead().done() && !m_app.store().readOnly()) {
        m_counting = true; // load() reads the names with the records, when they are kept
        return;
    }
    load();
    compute();
}

void StatisticsScreen::onShown() {
    // Opened while the records were being kept, and the last step ran before it was shown (the
    // App's step comes before the stack changes in the same update): recordsReady went to the
    // screens already there.
    if (m_counting && m_app.recordsAhead().done()) {
        recordsReady();
        return;
    }
    compute();
}

void StatisticsScreen::recordsReady() {
    if (!m_counting)
        return;
    m_counting = false;
    load(); // every record is kept now: read, not replayed
    compute();
}

std::optional<double> StatisticsScreen::wakeIn() const {
    if (!m_counting)
        return std::nullopt;
    return std::max(0.0, m_progressAt - m_app.now());
}

void StatisticsScreen::drawCounting(Painter& p) {
    const auto& t = p.theme();
    const auto& records = m_app.recordsAhead();
    const std::size_t total = records.roundGames(), left = records.roundLeft();
    const float head = header(p, tr("Statistics"), tr("Counting the finished games"), [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const std::string words =
        total == 0 ? tr("Reading the saved games…")
                   : trn("Counting the finished games: {read} of {n} read. The figures appear when every game is "
                         "counted.",
                         "Counting the finished games: {read} of {n} read. The figures appear when every game is "
                         "counted.",
                         static_cast<long long>(total), {{"read", total - left}});
    p.paragraph(words, {area.left + area.width / 2, area.top + t.px(80)}, t.body(), p.colours().ivory, area.width,
                Align::Center);
    m_progressAt = m_app.now() + 0.1; // the count moves on: drawn again ten times a second
}

void StatisticsScreen::load() {
    m_plays.clear();
    m_unreadable = 0;
    auto& store = m_app.store();
    try {
        m_names = history::NameBook::fromJson(store.setting(kNamesSetting).value_or("{}"));
        // Each finished game replayed once, its record kept in the file after that.
        auto records = history::finishedRecords(store, history::localUtcOffsetMinutes);
        m_plays = std::move(records.plays);
        m_unreadable = static_cast<int>(records.unreadable);
    } catch (const std::exception& e) {
        m_app.toast(tr("Could not read the saved games: {error}", {{"error", e.what()}}), true);
    }
}

void StatisticsScreen::compute() {
    m_stats = history::statistics(m_plays, m_game, m_names);
    m_wins = history::winsOverTime(m_plays, m_game, m_names, kMostLines);
    m_pageStarts = {0};
    m_nextStart = 0;
}

void StatisticsScreen::pickGame() {
    std::vector<Choice> choices{{"all", tr("All games ({n})", {{"n", m_plays.size()}}), "", true}};
    for (const auto& g : games::catalogue()) {
        const auto n = std::count_if(m_plays.begin(), m_plays.end(),
                                     [&](const history::PlayRecord& r) { return r.game == g.info.id; });
        choices.push_back(
            {g.info.id, tr("{game} ({n})", {{"game", trData(g.info.id, g.info.title)}, {"n", n}}), "", n > 0});
    }
    m_app.push(std::make_unique<ChoiceScreen>(m_app, tr("Statistics of"), tr("Finished games in brackets"),
                                              std::move(choices), [this](const std::string& id) {
                                                  m_game = id == "all" ? "" : id;
                                                  compute();
                                              }));
}

void StatisticsScreen::saveNames(const history::NameBook& names, const std::string& done) {
    try {
        m_app.store().setSetting(kNamesSetting, names.toJson());
        m_names = names;
        m_app.toast(done);
    } catch (const std::exception& e) {
        m_app.toast(tr("The names were not changed: {error}", {{"error", e.what()}}), true);
        try {
            m_names = history::NameBook::fromJson(m_app.store().setting(kNamesSetting).value_or("{}"));
        } catch (const std::exception&) {
        }
    }
    compute();
}

void StatisticsScreen::playerMenu(const std::string& name) {
    std::vector<Choice> choices{{"rename", tr("Rename {name}", {{"name", name}}), "", true}};
    if (history::statistics(m_plays, "", m_names).players.size() > 1)
        choices.push_back({"merge", tr("Merge {name} into another player", {{"name", name}}), "", true});
    const auto aliases = m_names.aliasesOf(name);
    const std::string also = aliasWords(aliases);
    if (!aliases.empty())
        choices.push_back(
            {"separate", tr("Separate {others} from {name}", {{"others", also}, {"name", name}}), "", true});
    m_app.push(std::make_unique<ChoiceScreen>(
        m_app, name, aliases.empty() ? tr("One name in every game") : tr("Also played as {others}", {{"others", also}}),
        std::move(choices), [this, name](const std::string& id) {
            if (id == "rename")
                rename(name);
            else if (id == "separate")
                separate(name);
            else if (id == "merge") {
                // The players with the most games first; as many as a dialog holds. Anyone
                // else is reached by renaming to their name.
                std::vector<Choice> others;
                for (const auto& p : history::statistics(m_plays, "", m_names).players)
                    if (p.name != name && others.size() < 8)
                        others.push_back({p.name, p.name, "", true});
                std::sort(others.begin(), others.end(),
                          [](const Choice& a, const Choice& b) { return a.label < b.label; });
                std::vector<std::string> ids;
                for (const auto& c : others)
                    ids.push_back(c.id);
                m_app.push(std::make_unique<ChoiceScreen>(
                    m_app, tr("Merge {name} into", {{"name", name}}),
                    tr("Or rename {name} to any other player\u2019s name", {{"name", name}}), std::move(others),
                    [this, name, ids](const std::string& picked) {
                        // Only a name the dialog offered.
                        if (std::find(ids.begin(), ids.end(), picked) != ids.end())
                            mergeInto(name, picked);
                    }));
            }
        }));
}

void StatisticsScreen::rename(const std::string& name) {
    m_app.push(std::make_unique<KeyboardScreen>(
        m_app, tr("New name for {name}", {{"name", name}}), name, [this, name](const std::string& typed) {
            std::string to = typed;
            while (!to.empty() && to.back() == ' ')
                to.pop_back();
            while (!to.empty() && to.front() == ' ')
                to.erase(to.begin());
            if (to.empty()) {
                m_app.toast(tr("A name needs at least one letter; {name} keeps their name.", {{"name", name}}), true);
                return;
            }
            if (to == name)
                return;
            // A name someone already plays under is a merge: asked first.
            const auto everyone = history::statistics(m_plays, "", m_names).players;
            const auto target = m_names.canonical(to);
            const bool known = target != name && std::any_of(everyone.begin(), everyone.end(),
                                                             [&](const auto& p) { return p.name == target; });
            if (known) {
                mergeInto(name, target);
                return;
            }
            history::NameBook names = m_names;
            names.rename(name, to);
            try {
                m_app.store().touchRoster({to}); // the new name is offered when a game is set up
            } catch (const std::exception&) {
            }
            saveNames(names, tr("{name} is now {new} in the statistics.", {{"name", name}, {"new", to}}));
        }));
}

void StatisticsScreen::mergeInto(const std::string& from, const std::string& to) {
    m_app.push(std::make_unique<ConfirmScreen>(
        m_app, tr("Merge {name} into {other}?", {{"name", from}, {"other", to}}),
        tr("Every game {name} played counts as {other}\u2019s. The games themselves are not changed, and "
           "{other}\u2019s card can separate the names again.",
           {{"name", from}, {"other", to}}),
        tr("Merge"), [this, from, to] {
            history::NameBook names = m_names;
            names.rename(from, to);
            saveNames(names, tr("{name} and {other} are one player now.", {{"name", from}, {"other", to}}));
        }));
}

void StatisticsScreen::separate(const std::string& name) {
    const auto aliases = m_names.aliasesOf(name);
    const std::string also = aliasWords(aliases);
    const auto count = static_cast<long long>(aliases.size());
    m_app.push(std::make_unique<ConfirmScreen>(
        m_app, tr("Separate {others} from {name}?", {{"others", also}, {"name", name}}),
        tr("Each name counts its own games again, as they were played."), tr("Separate"), [this, name, also, count] {
            history::NameBook names = m_names;
            names.separate(name);
            saveNames(names, trn("{others} stands apart from {name} again.", "{others} stand apart from {name} again.",
                                 count, {{"others", also}, {"name", name}}));
        }));
}

void StatisticsScreen::draw(Painter& p) {
    if (m_counting) {
        drawCounting(p);
        return;
    }
    const auto& t = p.theme();
    const std::string subtitle = trn("{n} finished game", "{n} finished games", static_cast<long long>(m_stats.plays)) +
                                 " \u00b7 " +
                                 trn("{n} player", "{n} players", static_cast<long long>(m_stats.players.size()));
    const float head = header(p, tr("Statistics"), subtitle, [this] { m_app.pop(); });
    auto area = contentArea(p, head);
    if (m_plays.empty()) {
        const std::string words =
            m_unreadable == 1 ? tr("The one finished game could not be read, so nothing is counted. It is still under "
                                   "Saved games.")
            : m_unreadable > 1
                ? trn("None of the {n} finished game could be read, so nothing is counted. It is still under Saved "
                      "games.",
                      "None of the {n} finished games could be read, so nothing is counted. They are still under "
                      "Saved games.",
                      static_cast<long long>(m_unreadable))
                : tr("No finished games yet. When a game ends, its players\u2019 wins, win rates and scores are "
                     "counted here, from the saved games.");
        p.paragraph(words, {area.left + area.width / 2, area.top + t.px(80)}, t.body(), p.colours().muted, area.width,
                    Align::Center);
        return;
    }
    // The game shown, and the chart or the players.
    const float gap = t.px(12);
    const float toggleW = t.px(240);
    const float rowH = t.target();
    p.button("stats-game", {area.left, area.top, area.width - toggleW - gap, rowH},
             tr("{game} \u25be", {{"game", gameTitle(m_game)}}), ButtonStyle::Normal, [this] { pickGame(); });
    p.button("stats-view", {area.left + area.width - toggleW, area.top, toggleW, rowH},
             m_chart ? tr("Players") : tr("Chart"), ButtonStyle::Normal, [this] {
                 m_chart = !m_chart;
                 m_pageStarts = {0};
             });
    area.top += rowH + gap * 1.5f;
    area.height -= rowH + gap * 1.5f;
    if (m_unreadable > 0) {
        const std::string note =
            trn("{n} finished game could not be read and is not counted.",
                "{n} finished games could not be read and are not counted.", static_cast<long long>(m_unreadable));
        const float h = p.paragraph(note, {area.left, area.top}, t.small(), p.colours().danger, area.width);
        area.top += h + gap;
        area.height -= h + gap;
    }
    if (m_chart)
        drawChart(p, area);
    else
        drawPlayers(p, area);
}

void StatisticsScreen::drawPlayers(Painter& p, const sf::FloatRect& area) {
    const auto& t = p.theme();
    const float gap = t.px(12);
    const float pad = t.px(16);
    const float textW = area.width - 2 * pad;
    const float navH = t.target();
    const std::size_t start = m_pageStarts.back();
    const bool mayPage = start > 0 || m_stats.players.size() > 1;
    const float bottom = area.top + area.height - (mayPage ? navH + gap : 0.f);
    const bool portrait = t.portrait();
    // Two columns where the screen is wide.
    const int cols = portrait ? 1 : 2;
    const float colW = (area.width - gap * (cols - 1)) / cols;
    const float cardTextW = colW - 2 * pad;
    (void)textW;

    auto cardHeight = [&](const history::PlayerStats& pl) {
        float h = pad * 2 + p.fitHeight(pl.name, cardTextW, t.body(), true);
        for (const auto& line : history::statLines(pl, m_stats.scores))
            h += t.px(4) + p.paragraphHeight(line, t.small(), cardTextW);
        return h;
    };
    std::size_t i = start;
    float y = area.top;
    while (i < m_stats.players.size()) {
        // A row of cards as tall as its tallest.
        float rowH = 0;
        const std::size_t rowEnd = std::min(m_stats.players.size(), i + static_cast<std::size_t>(cols));
        for (std::size_t k = i; k < rowEnd; ++k)
            rowH = std::max(rowH, cardHeight(m_stats.players[k]));
        if (y + rowH > bottom && i > start)
            break;
        for (std::size_t k = i; k < rowEnd; ++k) {
            const auto& pl = m_stats.players[k];
            const sf::FloatRect r{area.left + (k - i) * (colW + gap), y, colW, rowH};
            p.rect(r, p.colours().dusk, 14, p.colours().line, 1.5f);
            float ty = r.top + pad;
            ty += p.fitText(pl.name, {r.left + pad, ty, cardTextW, 0}, t.body(), p.colours().ivory, TextUse::PlayerName,
                            Align::Left, true);
            bool first = true;
            for (const auto& line : history::statLines(pl, m_stats.scores)) {
                ty += t.px(4);
                ty += p.paragraph(line, {r.left + pad, ty}, t.small(), first ? p.colours().gold : p.colours().ivory,
                                  cardTextW);
                first = false;
            }
            const std::string name = pl.name;
            p.region("player-" + name, r, [this, name] { playerMenu(name); });
        }
        i = rowEnd;
        y += rowH + gap;
    }
    m_nextStart = i;
    if (m_pageStarts.size() > 1 || m_nextStart < m_stats.players.size()) {
        const float by = area.top + area.height - navH;
        const float bw = t.px(240);
        p.button(
            "stats-previous", {area.left, by, bw, navH}, tr("\u2190 Previous"), ButtonStyle::Normal,
            [this] { m_pageStarts.pop_back(); }, m_pageStarts.size() > 1);
        p.button(
            "stats-more", {area.left + area.width - bw, by, bw, navH}, tr("More \u2192"), ButtonStyle::Normal,
            [this] { m_pageStarts.push_back(m_nextStart); }, m_nextStart < m_stats.players.size());
    }
}

void StatisticsScreen::drawChart(Painter& p, const sf::FloatRect& area) {
    const auto& t = p.theme();
    const float pad = t.px(20);
    const auto winners = static_cast<std::size_t>(std::count_if(
        m_stats.players.begin(), m_stats.players.end(), [](const history::PlayerStats& pl) { return pl.wins > 0; }));
    const std::string caption = winners > m_wins.series.size() ? trn("Wins over time: the {n} with the most wins",
                                                                     "Wins over time: the {n} with the most wins",
                                                                     static_cast<long long>(m_wins.series.size()))
                                                               : tr("Wins over time, evening by evening");
    p.text(caption, {area.left, area.top}, t.small(), p.colours().muted, Align::Left, false, area.width);
    float top = area.top + t.small() * 1.35f + t.px(8);
    if (m_wins.series.empty()) {
        p.paragraph(tr("Nobody has won a game here yet."), {area.left, top + t.px(40)}, t.body(), p.colours().muted,
                    area.width);
        return;
    }
    // The legend under the chart: a swatch and each whole name, wrapped into rows.
    const float swatch = t.px(28);
    const float itemGap = t.px(28);
    std::vector<sf::Vector2f> at;
    float lx = 0, rows = 1;
    const float lineH = t.body() * 1.5f;
    for (const auto& s : m_wins.series) {
        const float w = swatch + t.px(10) +
                        std::min(p.textWidth(s.name + " " + std::to_string(s.wins.back()), t.body(), true),
                                 area.width - swatch - t.px(10));
        if (lx > 0 && lx + w > area.width) {
            lx = 0;
            ++rows;
        }
        at.push_back({lx, (rows - 1) * lineH});
        lx += w + itemGap;
    }
    const float legendH = rows * lineH;
    // No taller than it is wide (an upright screen would stretch every step).
    const sf::FloatRect box{area.left, top, area.width,
                            std::min(area.height - (top - area.top) - legendH - t.px(16), area.width * 0.9f)};
    p.rect(box, p.colours().dusk, 14, p.colours().line, 1.5f);
    int most = 1;
    for (const auto& s : m_wins.series)
        most = std::max(most, s.wins.back());
    const float axisW = t.px(56);
    const float labelH = t.small() * 1.4f;
    const sf::FloatRect plot{box.left + pad + axisW, box.top + pad + t.small() / 2,
                             box.width - 2 * pad - axisW - t.px(20), box.height - 2 * pad - labelH - t.small() / 2};
    // Whole numbers up the side: 0, the most, and the middle when there is room.
    const int step = most <= 4 ? 1 : (most + 3) / 4;
    for (int v = 0; v <= most; v += step) {
        const float y = plot.top + plot.height * (1.f - static_cast<float>(v) / most);
        p.line({plot.left, y}, {plot.left + plot.width, y}, p.colours().line, 1.f);
        p.text(std::to_string(v), {plot.left - t.px(12), y - t.small() * 0.6f}, t.small(), p.colours().muted,
               Align::Right);
    }
    const std::size_t n = m_wins.evenings.size();
    auto xAt = [&](std::size_t i) {
        return n <= 1 ? plot.left + plot.width / 2
                      : plot.left + plot.width * static_cast<float>(i) / static_cast<float>(n - 1);
    };
    auto yAt = [&](int v) { return plot.top + plot.height * (1.f - static_cast<float>(v) / most); };
    // Lines with the same wins would hide each other: each is drawn a few pixels apart.
    const float spread = t.px(4);
    auto offset = [&](std::size_t k) {
        return (static_cast<float>(k) - static_cast<float>(m_wins.series.size() - 1) / 2.f) * spread;
    };
    // Dates under the first and last evenings (and the middle one when there are three or more).
    const float dateY = plot.top + plot.height + t.px(10);
    namespace tw = engine::timewords;
    p.text(tw::dayAndMonth(m_wins.evenings.front()), {xAt(0), dateY}, t.small(), p.colours().muted,
           n <= 1 ? Align::Center : Align::Left);
    if (n > 1)
        p.text(tw::dayAndMonth(m_wins.evenings.back()), {xAt(n - 1), dateY}, t.small(), p.colours().muted,
               Align::Right);
    if (n > 2 && plot.width > t.px(420))
        p.text(tw::dayAndMonth(m_wins.evenings[n / 2]), {xAt(n / 2), dateY}, t.small(), p.colours().muted,
               Align::Center);
    // The lines, the leader drawn last (on top); each ends in its player's token, shape and all.
    const auto colours = lineColours(m_wins);
    for (std::size_t k = m_wins.series.size(); k-- > 0;) {
        const auto& s = m_wins.series[k];
        const sf::Color c = playerShape(colours[k]).colour;
        const float dy = offset(k);
        for (std::size_t i = 0; i + 1 < n; ++i)
            p.line({xAt(i), yAt(s.wins[i]) + dy}, {xAt(i + 1), yAt(s.wins[i + 1]) + dy}, c, t.px(6));
        for (std::size_t i = 0; i + 1 < n; ++i)
            p.circle({xAt(i), yAt(s.wins[i]) + dy}, t.px(7), c);
        p.token({xAt(n - 1) + (n <= 1 ? offset(k) * 6 : 0.f), yAt(s.wins[n - 1]) + dy}, t.px(13), colours[k]);
    }
    if (n <= 1)
        p.paragraph(tr("One evening so far: the lines grow with every game night."),
                    {plot.left + plot.width / 2, plot.top + plot.height / 2 - t.small()}, t.small(), p.colours().muted,
                    plot.width, Align::Center);
    // The legend: each player's token and name, and their wins so far.
    const float ly = box.top + box.height + t.px(16);
    for (std::size_t k = 0; k < m_wins.series.size(); ++k) {
        const auto& s = m_wins.series[k];
        const sf::Vector2f o{area.left + at[k].x, ly + at[k].y};
        p.token({o.x + swatch / 2, o.y + lineH / 2 - t.px(4)}, swatch / 2, colours[k]);
        p.fitText(s.name + " " + std::to_string(s.wins.back()),
                  {o.x + swatch + t.px(10), o.y, area.width - (o.x - area.left) - swatch - t.px(10), 0}, t.body(),
                  p.colours().ivory, TextUse::PlayerName, Align::Left, true);
    }
}

} // namespace heist::ui
