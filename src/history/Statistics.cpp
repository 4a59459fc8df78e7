#include "history/Statistics.hpp"

#include "language/Translate.hpp"

#include <algorithm>
#include <cstdio>
#include <set>

namespace heist::history {

std::optional<PlayRecord> playRecord(const engine::Session& session, const std::string& evening) {
    if (!session.finished())
        return std::nullopt;
    const auto& setup = session.setup();
    const auto rows = session.game().standings(session.state());
    if (rows.size() != setup.players.size())
        return std::nullopt;
    PlayRecord record;
    record.sessionId = setup.id;
    record.game = setup.game;
    record.evening = evening;
    for (const auto& r : rows) {
        const auto& player = setup.players.at(static_cast<std::size_t>(r.seat));
        record.players.push_back({player.name, r.winner, r.score, r.side, player.colour});
    }
    return record;
}

// --- names ---------------------------------------------------------------------------------

NameBook NameBook::fromJson(const std::string& text) {
    NameBook book;
    const Json j = Json::parse(text, nullptr, false);
    if (!j.is_object())
        return book;
    for (const auto& [from, to] : j.items())
        if (to.is_string() && !from.empty() && !to.get<std::string>().empty() && from != to.get<std::string>())
            book.m_aliases[from] = to.get<std::string>();
    return book;
}

std::string NameBook::toJson() const {
    Json j = Json::object();
    for (const auto& [from, to] : m_aliases)
        j[from] = to;
    return j.dump();
}

std::string NameBook::canonical(const std::string& name) const {
    // Most names have no alias: no set of seen names is made for them (Statistics asks this
    // for every player of every game, thousands of times an opening).
    auto it = m_aliases.find(name);
    if (it == m_aliases.end())
        return name;
    std::string at = name;
    std::set<std::string> seen{at};
    for (; it != m_aliases.end(); it = m_aliases.find(at)) {
        if (!seen.insert(it->second).second)
            break; // a loop (a hand-edited file): stop where it closes
        at = it->second;
    }
    return at;
}

std::vector<std::string> NameBook::aliasesOf(const std::string& name) const {
    std::vector<std::string> out;
    const std::string target = canonical(name);
    for (const auto& [from, to] : m_aliases)
        if (from != target && canonical(from) == target)
            out.push_back(from);
    return out;
}

std::vector<std::string> NameBook::currentNames(const std::vector<std::string>& names) const {
    std::vector<std::string> out;
    std::set<std::string> listed;
    for (const auto& name : names)
        if (const auto current = canonical(name); listed.insert(current).second)
            out.push_back(current);
    return out;
}

void NameBook::rename(const std::string& fromName, const std::string& to) {
    const std::string from = canonical(fromName);
    if (to.empty() || from == to)
        return;
    std::string target = canonical(to);
    if (target == from) {
        // Back to a name it once had: that name stands again.
        target = to;
        m_aliases.erase(to);
    }
    for (auto& [alias, name] : m_aliases)
        if (name == from)
            name = target;
    m_aliases[from] = target;
    for (auto it = m_aliases.begin(); it != m_aliases.end();)
        it = it->first == it->second ? m_aliases.erase(it) : std::next(it);
}

void NameBook::separate(const std::string& name) {
    const std::string target = canonical(name);
    for (auto it = m_aliases.begin(); it != m_aliases.end();)
        it = canonical(it->first) == target && it->first != target ? m_aliases.erase(it) : std::next(it);
}

// --- statistics -----------------------------------------------------------------------------

Statistics statistics(const std::vector<PlayRecord>& plays, const std::string& game, const NameBook& names) {
    Statistics out;
    out.game = game;
    std::map<std::string, std::size_t> index;
    for (const auto& play : plays) {
        if (!game.empty() && play.game != game)
            continue;
        ++out.plays;
        // A name that appears twice in one game after a merge is still one play.
        std::set<std::string> counted;
        for (const auto& r : play.players) {
            const std::string name = names.canonical(r.name);
            auto [it, added] = index.emplace(name, out.players.size());
            if (added) {
                out.players.emplace_back();
                out.players.back().name = name;
            }
            auto& p = out.players[it->second];
            if (!counted.insert(name).second)
                continue;
            ++p.plays;
            p.wins += r.winner ? 1 : 0;
            if (game.empty())
                continue;
            if (r.score) {
                out.scores = true;
                ++p.scored;
                p.scoreTotal += *r.score;
                p.best = std::max(p.best.value_or(*r.score), *r.score);
            }
            if (!r.side.empty()) {
                auto side =
                    std::find_if(p.sides.begin(), p.sides.end(), [&](const SideRecord& s) { return s.side == r.side; });
                if (side == p.sides.end())
                    side = p.sides.insert(p.sides.end(), SideRecord{r.side, 0, 0, game});
                ++side->plays;
                side->wins += r.winner ? 1 : 0;
            }
        }
    }
    std::stable_sort(out.players.begin(), out.players.end(), [](const PlayerStats& a, const PlayerStats& b) {
        if (a.wins != b.wins)
            return a.wins > b.wins;
        // Win rates compared exactly: a.wins/a.plays > b.wins/b.plays.
        const long long l = static_cast<long long>(a.wins) * b.plays, r = static_cast<long long>(b.wins) * a.plays;
        if (l != r)
            return l > r;
        if (a.plays != b.plays)
            return a.plays > b.plays;
        return a.name < b.name;
    });
    return out;
}

namespace {

// One decimal place, without a trailing ".0": 57/4 -> "14.3", 12 -> "12".
std::string average(long long total, int n) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", static_cast<double>(total) / n);
    std::string text = buf;
    if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0)
        text.resize(text.size() - 2);
    if (text == "-0")
        return "0";
    const auto point = text.find('.');
    if (point != std::string::npos)
        // A whole message, so that the number reads back as it is in English (the tests).
        // TRANSLATORS: a number with one decimal place such as 14.3: {whole} 14, {tenths} 3 (a
        // comma in many languages: "{whole},{tenths}").
        return trc("number", "{whole}.{tenths}",
                   {{"whole", text.substr(0, point)}, {"tenths", text.substr(point + 1)}});
    return text;
}

} // namespace

std::vector<std::string> statLines(const PlayerStats& player, bool scores) {
    std::vector<std::string> lines;
    // Three figures side by side, each a whole message: "3 plays · 1 win · 33%".
    lines.push_back(trn("{n} play", "{n} plays", player.plays) + " \u00b7 " + trn("{n} win", "{n} wins", player.wins) +
                    " \u00b7 " + tr("{n}%", {{"n", player.winPercent()}}));
    if (scores && player.scored > 0)
        lines.push_back(tr("Average {average} \u00b7 best {best}",
                           {{"average", average(player.scoreTotal, player.scored)}, {"best", *player.best}}));
    std::string sides;
    for (const auto& s : player.sides)
        sides += (sides.empty() ? "" : " \u00b7 ") +
                 tr("{side}: won {wins} of {plays}",
                    {{"side", capitalise(trData(s.game, s.side))}, {"wins", s.wins}, {"plays", s.plays}});
    if (!sides.empty())
        lines.push_back(sides);
    return lines;
}

WinsOverTime winsOverTime(const std::vector<PlayRecord>& plays, const std::string& game, const NameBook& names,
                          std::size_t maxPlayers) {
    WinsOverTime out;
    std::set<std::string> evenings;
    for (const auto& play : plays)
        if (game.empty() || play.game == game)
            evenings.insert(play.evening);
    out.evenings.assign(evenings.begin(), evenings.end());
    const auto stats = statistics(plays, game, names);
    for (const auto& p : stats.players) {
        if (out.series.size() >= maxPlayers || p.wins == 0)
            break;
        out.series.push_back({p.name, std::vector<int>(out.evenings.size(), 0), {}});
    }
    for (auto& series : out.series) {
        for (const auto& play : plays) {
            if (!game.empty() && play.game != game)
                continue;
            const bool won = std::any_of(play.players.begin(), play.players.end(), [&](const PlayerResult& r) {
                return r.winner && names.canonical(r.name) == series.name;
            });
            if (!won)
                continue;
            const auto at = static_cast<std::size_t>(
                std::lower_bound(out.evenings.begin(), out.evenings.end(), play.evening) - out.evenings.begin());
            ++series.wins[at];
        }
        for (std::size_t i = 1; i < series.wins.size(); ++i)
            series.wins[i] += series.wins[i - 1];
    }
    // Each player's colours, newest play first (a later evening, then a later session).
    std::vector<const PlayRecord*> newest;
    for (const auto& play : plays)
        if (game.empty() || play.game == game)
            newest.push_back(&play);
    std::stable_sort(newest.begin(), newest.end(), [](const PlayRecord* a, const PlayRecord* b) {
        return a->evening != b->evening ? a->evening > b->evening : a->sessionId > b->sessionId;
    });
    for (auto& series : out.series)
        for (const auto* play : newest)
            for (const auto& r : play->players)
                if (!r.colour.empty() && names.canonical(r.name) == series.name &&
                    std::find(series.colours.begin(), series.colours.end(), r.colour) == series.colours.end())
                    series.colours.push_back(r.colour);
    return out;
}

} // namespace heist::history
