#include "history/StoredGroups.hpp"

#include "history/BgStats.hpp"
#include "history/StoredSession.hpp"

#include <algorithm>

namespace heist::history {

std::vector<PlayedGame> playedGames(store::SessionStore& store, std::size_t limit, std::int64_t sinceUtcMs) {
    auto summaries = store.listSessions();
    std::vector<PlayedGame> out;
    std::vector<std::pair<std::int64_t, std::size_t>> order; // (last saved, index)
    for (std::size_t i = 0; i < summaries.size(); ++i)
        order.push_back({parseStoredTime(summaries[i].updatedAt).value_or(0), i});
    std::stable_sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : summaries[a.second].id > summaries[b.second].id;
    });
    for (const auto& [last, i] : order) {
        if (out.size() >= limit || last < sinceUtcMs)
            break; // newest first: nothing after this is recent enough
        const auto& s = summaries[i];
        PlayedGame g;
        g.sessionId = s.id;
        g.game = s.game;
        g.startUtcMs = parseStoredTime(s.createdAt).value_or(0);
        g.lastUtcMs = last;
        g.finished = s.finishedAt.has_value();
        try {
            const auto setup = store.loadSetup(s.id);
            if (!setup)
                continue;
            g.players = setup->players;
        } catch (const std::exception&) {
            continue;
        }
        out.push_back(std::move(g));
    }
    return out;
}

void readWinners(store::SessionStore& store, PlayedGame& game) {
    game.winners.clear();
    if (!game.finished)
        return;
    try {
        const auto session = replayStored(store, game.sessionId);
        for (const auto& row : session.game().standings(session.state()))
            if (row.winner)
                game.winners.push_back(row.seat);
        game.readable = true;
    } catch (const std::exception&) {
        game.readable = false;
    }
}

} // namespace heist::history
