#pragma once
// The evening's bookkeeping across games: the groups a table has played with (New game offers
// them first) and tonight's tally of wins (Home). Pure: it reads what the store holds about each
// game (history/StoredGroups.hpp loads it) and never keeps a copy of its own.
#include "engine/GameDefinition.hpp"
#include "engine/Json.hpp"
#include "history/Statistics.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace heist::history {

// One stored game, as the evening sees it.
struct PlayedGame {
    std::int64_t sessionId = 0;
    std::string game;            // its id, as the catalogue has it
    std::int64_t startUtcMs = 0; // when it began
    std::int64_t lastUtcMs = 0;  // its last saved step
    bool finished = false;
    std::vector<engine::PlayerInfo> players; // in seat order, as dealt
    std::vector<int> winners;                // seats; filled for finished games that could be replayed
    bool readable = true;                    // false when its stored steps could not be replayed
};

// --- Groups -------------------------------------------------------------------------------

// A group is its set of players, whatever order they sat in and however their names were
// picked: each name under the name that stands for it now (NameBook), without the spaces
// around it, letters compared without case.
std::string groupKey(const std::vector<std::string>& names, const NameBook& book);

struct Group {
    std::string key;
    std::vector<engine::PlayerInfo> players; // names as they stand now, seats and tokens of the last game
    std::string lastGame;                    // the id of the game played last
    std::int64_t lastUtcMs = 0;              // when the group last played (its last saved step)
    int games = 0;                           // games this group played, finished or not
};

// Groups taken off the list, each with when: a group that plays again after that comes back.
// Forgetting a group removes nothing from the saved games or the statistics.
inline constexpr const char* kForgottenGroupsSetting = "forgotten_groups";
class ForgottenGroups {
public:
    static ForgottenGroups fromJson(const std::string& text); // anything unreadable: none
    std::string toJson() const;
    void forget(const std::string& key, std::int64_t atUtcMs);
    bool hides(const Group& group) const;
    std::size_t size() const { return m_at.size(); }

private:
    std::map<std::string, std::int64_t> m_at;
};

// The groups of two players or more, the one that played last first, at most `limit`.
std::vector<Group> recentGroups(const std::vector<PlayedGame>& games, const NameBook& book,
                                const ForgottenGroups& forgotten, std::size_t limit);

// --- Tonight ------------------------------------------------------------------------------

struct TallyRow {
    std::string name;   // as it stands now
    std::string colour; // the token of the player's latest game tonight
    int wins = 0;
    int games = 0; // tonight's finished games the player took part in
};

struct Tonight {
    std::string date;                       // the evening ("2026-11-26"), as Game nights names it
    std::vector<std::int64_t> finished;     // tonight's finished games, in the order played
    std::optional<std::int64_t> inProgress; // tonight's unfinished game saved last, if any
    int unfinished = 0;                     // tonight's games not finished, that one included
    std::vector<TallyRow> tally;            // most wins first; then in the order first seen
    int unreadable = 0;                     // finished games whose winners could not be read
};

// The evening under way at nowUtcMs (before 6 a.m. belongs to the evening before), or nothing
// when no game of it is stored. A game belongs to the evening it began in.
std::optional<Tonight> tonight(const std::vector<PlayedGame>& games, std::int64_t nowUtcMs,
                               const std::function<int(std::int64_t)>& offsetAt, const NameBook& book);

// "Ann 2 · Bob 1 · Cy 0": the tally in one line (no-break spaces inside each entry).
std::string tallyLine(const std::vector<TallyRow>& tally);

} // namespace heist::history
