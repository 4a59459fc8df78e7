#pragma once
// Statistics per player and per game, computed each time from the records of the finished
// games (a PlayRecord is read from a replayed session; history/StoredRecords.hpp keeps them
// in the file under a key that any change to the game changes, tested equal to a full
// recount), and the book of names that says who is who across sessions: a player
// renamed, or two names merged. Pure: no SQLite, no SFML.
#include "engine/Session.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace heist::history {

// One player's line in a finished game, in public words (the game is over).
struct PlayerResult {
    std::string name;
    bool winner = false;
    std::optional<int> score;
    std::string side;   // the side as the game words it ("police"); "" if none
    std::string colour; // the token colour played with (a palette id, "amber"); "" if unknown
};

struct PlayRecord {
    std::int64_t sessionId = 0;
    std::string game;    // the game's id, as in data/games/<id>.json
    std::string evening; // "YYYY-MM-DD", the evening it was played (GameNights eveningOf)
    std::vector<PlayerResult> players;
};

// The record of a finished session; nothing while it is unfinished (its sides are secrets).
std::optional<PlayRecord> playRecord(const engine::Session& session, const std::string& evening);

// The setting that keeps the book of names (in the saved-games file, so a backup carries it).
inline constexpr const char* kNameBookSetting = "player_names";

// Who is who across sessions. Names match as typed (the roster offers the same spelling each
// time); the book maps a name no longer used to the one that stands for it.
class NameBook {
public:
    NameBook() = default;
    // From the stored text ({"Ann":"Anne"}); anything unreadable gives an empty book.
    static NameBook fromJson(const std::string& text);
    std::string toJson() const;

    // The name that stands for this one (itself when it was never renamed or merged).
    std::string canonical(const std::string& name) const;
    // The other names counted as this one, sorted.
    std::vector<std::string> aliasesOf(const std::string& name) const;
    // Names used before, each under the name that stands for it now and only once, in the
    // order given (a current name takes the place of its first use): what a list of names
    // offers after a rename or a merge.
    std::vector<std::string> currentNames(const std::vector<std::string>& names) const;
    // From now on `from`'s games count as `to`'s: a rename when `to` is new, a merge when
    // `to` is a player already. Renaming back to an old name makes that name stand again.
    void rename(const std::string& from, const std::string& to);
    // The names merged into this one stand on their own again.
    void separate(const std::string& name);
    const std::map<std::string, std::string>& aliases() const { return m_aliases; }

private:
    std::map<std::string, std::string> m_aliases;
};

struct SideRecord {
    std::string side; // as the game names it in its standings, in English (kept in the records)
    int plays = 0;
    int wins = 0;
    std::string game; // whose side: shown in that game's words (trData), "" as stored
};

struct PlayerStats {
    std::string name;
    int plays = 0;
    int wins = 0;
    int scored = 0; // plays with a score
    long long scoreTotal = 0;
    std::optional<int> best;       // the highest score
    std::vector<SideRecord> sides; // in the order first met
    int winPercent() const { return plays ? static_cast<int>((wins * 100 + plays / 2) / plays) : 0; }
};

struct Statistics {
    std::string game;                 // "" for every game
    int plays = 0;                    // finished games counted
    bool scores = false;              // the game keeps points (average and best are shown)
    std::vector<PlayerStats> players; // most wins first, then win rate, plays, name
};

// Every player's record in one game (or all of them, game ""). Scores and sides are kept per
// game only: points of different games do not add up.
Statistics statistics(const std::vector<PlayRecord>& plays, const std::string& game, const NameBook& names);

// What a player's card says, one line each: "5 plays · 3 wins · 60%", "Average 14.2 · best
// 22" where there are scores, "Thieves: won 2 of 3 · Police: won 1 of 2" where there are sides.
std::vector<std::string> statLines(const PlayerStats& player, bool scores);

// Wins over time: for the players with the most wins (at most maxPlayers), their wins counted
// up evening by evening, oldest evening first.
struct WinsOverTime {
    std::vector<std::string> evenings;
    struct Series {
        std::string name;
        std::vector<int> wins; // one per evening, cumulative
        // The token colours the player played with, the most recent first (each once): the
        // chart draws the line in the first one no line above it has taken.
        std::vector<std::string> colours;
    };
    std::vector<Series> series;
};
WinsOverTime winsOverTime(const std::vector<PlayRecord>& plays, const std::string& game, const NameBook& names,
                          std::size_t maxPlayers);

} // namespace heist::history
