#include "history/StoredGroups.hpp"

#include "history/BgStats.hpp"
#include "history/StoredSession.hpp"

namespace heist::history {

std::vector<PlayedGame> playedGames(store::SessionStore& store, std::size_t limit, std::int64_t sinceUtcMs) {
    const auto summaries = store.recentSessions(limit, sinceUtcMs);
    std::vector<PlayedGame> out;
    for (const auto& s : summaries) {
        PlayedGame g;
        g.sessionId = s.id;
        g.game = s.game;
        g.startUtcMs = parseStoredTime(s.createdAt).value_or(0);
        g.lastUtcMs = parseStoredTime(s.updatedAt).value_or(0);
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
