#include "history/Groups.hpp"

#include "history/GameNights.hpp"

#include <algorithm>
#include <set>

namespace heist::history {

namespace {

std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return "";
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::string folded(std::string s) {
    for (auto& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

std::string currentName(const std::string& name, const NameBook& book) {
    const std::string t = trimmed(name);
    return book.canonical(t);
}

std::vector<std::string> namesOf(const std::vector<engine::PlayerInfo>& players) {
    std::vector<std::string> out;
    for (const auto& p : players)
        out.push_back(p.name);
    return out;
}

} // namespace

std::string groupKey(const std::vector<std::string>& names, const NameBook& book) {
    std::set<std::string> members;
    for (const auto& n : names)
        members.insert(folded(currentName(n, book)));
    std::string key;
    for (const auto& m : members) {
        if (!key.empty())
            key += '\x1f';
        key += m;
    }
    return key;
}

ForgottenGroups ForgottenGroups::fromJson(const std::string& text) {
    ForgottenGroups out;
    const Json j = Json::parse(text, nullptr, false);
    if (!j.is_object())
        return out;
    for (const auto& [key, at] : j.items())
        if (at.is_number_integer())
            out.m_at[key] = at.get<std::int64_t>();
    return out;
}

std::string ForgottenGroups::toJson() const {
    Json j = Json::object();
    for (const auto& [key, at] : m_at)
        j[key] = at;
    return j.dump();
}

void ForgottenGroups::forget(const std::string& key, std::int64_t atUtcMs) { m_at[key] = atUtcMs; }

bool ForgottenGroups::hides(const Group& group) const {
    const auto it = m_at.find(group.key);
    return it != m_at.end() && group.lastUtcMs <= it->second;
}

std::vector<Group> recentGroups(const std::vector<PlayedGame>& games, const NameBook& book,
                                const ForgottenGroups& forgotten, std::size_t limit) {
    std::map<std::string, Group> byKey;
    for (const auto& g : games) {
        if (g.players.size() < 2)
            continue;
        const std::string key = groupKey(namesOf(g.players), book);
        auto& group = byKey[key];
        group.key = key;
        ++group.games;
        // The latest game sets the seats and tokens; equal times: the newer session.
        const bool later = group.games == 1 || g.lastUtcMs > group.lastUtcMs;
        if (later) {
            group.lastUtcMs = g.lastUtcMs;
            group.lastGame = g.game;
            group.players = g.players;
            for (auto& p : group.players)
                p.name = currentName(p.name, book);
        }
    }
    std::vector<Group> out;
    for (auto& [key, group] : byKey)
        if (!forgotten.hides(group))
            out.push_back(std::move(group));
    std::sort(out.begin(), out.end(), [](const Group& a, const Group& b) {
        return a.lastUtcMs != b.lastUtcMs ? a.lastUtcMs > b.lastUtcMs : a.key < b.key;
    });
    if (out.size() > limit)
        out.resize(limit);
    return out;
}

std::optional<Tonight> tonight(const std::vector<PlayedGame>& games, std::int64_t nowUtcMs,
                               const std::function<int(std::int64_t)>& offsetAt, const NameBook& book) {
    Tonight t;
    t.date = eveningOf(nowUtcMs, offsetAt(nowUtcMs));
    std::vector<const PlayedGame*> mine;
    for (const auto& g : games)
        if (eveningOf(g.startUtcMs, offsetAt(g.startUtcMs)) == t.date)
            mine.push_back(&g);
    if (mine.empty())
        return std::nullopt;
    std::sort(mine.begin(), mine.end(), [](const PlayedGame* a, const PlayedGame* b) {
        return a->startUtcMs != b->startUtcMs ? a->startUtcMs < b->startUtcMs : a->sessionId < b->sessionId;
    });
    std::int64_t inProgressAt = 0;
    for (const auto* g : mine) {
        if (!g->finished) {
            ++t.unfinished;
            if (!t.inProgress || g->lastUtcMs >= inProgressAt) {
                t.inProgress = g->sessionId;
                inProgressAt = g->lastUtcMs;
            }
            continue;
        }
        t.finished.push_back(g->sessionId);
        if (!g->readable) {
            ++t.unreadable;
            continue;
        }
        for (const auto& p : g->players) {
            const std::string name = currentName(p.name, book);
            auto it = std::find_if(t.tally.begin(), t.tally.end(),
                                   [&](const TallyRow& r) { return folded(r.name) == folded(name); });
            if (it == t.tally.end()) {
                t.tally.push_back({name, p.colour, 0, 0});
                it = std::prev(t.tally.end());
            }
            it->colour = p.colour;
            ++it->games;
            if (std::find(g->winners.begin(), g->winners.end(), p.seat) != g->winners.end())
                ++it->wins;
        }
    }
    std::stable_sort(t.tally.begin(), t.tally.end(),
                     [](const TallyRow& a, const TallyRow& b) { return a.wins > b.wins; });
    return t;
}

std::string tallyLine(const std::vector<TallyRow>& tally) {
    std::string out;
    for (const auto& r : tally) {
        if (!out.empty())
            out += " \u00b7 ";
        std::string name = r.name;
        std::string nb;
        for (char c : name)
            nb += c == ' ' ? std::string("\u00a0") : std::string(1, c);
        out += nb + "\u00a0" + std::to_string(r.wins);
    }
    return out;
}

} // namespace heist::history
