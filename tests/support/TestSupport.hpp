#pragma once
// Helpers shared by the tests: temporary folders on the real file system and a small
// driver that plays a game through intents, failing the test on an unexpected refusal.
#include "games/Catalogue.hpp"
#include "store/LiveSession.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace heist::test {

class TempDir {
public:
    TempDir();
    ~TempDir();
    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

private:
    std::filesystem::path m_path;
};

engine::Intent intent(const std::string& type, Json args = Json::object());

// A Suspicion table on a real file.
struct Table {
    TempDir dir;
    store::SessionStore store;
    std::optional<store::LiveSession> live;

    // db: the file to play in (one that others open after the Table is gone); by default a
    // new file in the Table's own folder.
    explicit Table(std::vector<std::string> names, std::uint64_t seed = 7, Json houseRules = Json::object(),
                   std::optional<std::filesystem::path> db = {});

    // Dispatches and requires acceptance; returns the event.
    engine::Event ok(const std::string& type, Json args = Json::object());
    // Dispatches and requires refusal; returns the error code.
    std::string refused(const std::string& type, Json args = Json::object());

    void everyoneSees();                       // the pass-the-tablet deal
    std::string identityId(int seat) const;    // guest id dealt to a seat
    std::string notIdentityId(int seat) const; // some guest id that is not the seat's
    void take(const std::string& gem, const std::string& method = "lucky_lift");
    void endTurn() { ok("suspicion.end_turn"); }
    const engine::Session& session() const { return live->session(); }
    Json view() const;
};

// Two players, the deal seen, to the end: the second empties the Ruby stack; the first names
// the second's guest and the second misses: first 7 points (one correct guess), second 5
// (five Rubies, singles), the first wins.
void playSuspicionToTheEnd(Table& t);

std::string readFile(const std::filesystem::path& p);
// Replaces the file with these bytes (damaged files for the store tests).
void writeBytes(const std::filesystem::path& p, const std::string& bytes);

// One player's line in a BG Stats play as a test expects it from the rulebook.
struct ExpectedPlayer {
    std::string name;
    std::optional<int> score; // nothing: the game keeps no points
    bool winner = false;
    int rank = 1;
    std::string role; // "" when the play should carry none
};
// Builds the BG Stats play of a finished session and checks it against BG Stats' documented
// field list (no other key, every type right, the link decoding back to the same JSON) and
// against the expected players, in seat order. Returns the play.
Json checkBgStatsPlay(const engine::Session& session, const std::vector<ExpectedPlayer>& expected);
// The inverse of history::urlEncode, for the tests.
std::string urlDecode(const std::string& text);

// The example scripts (docs/examples/*.jsonl, file names), in the registry's order of the games
// their first lines start (a game's own in name order). Fails the test for a game of the
// registry that has none, or a script whose first line starts no game of the registry: the
// sweeps that play every example then play every game.
std::vector<std::string> exampleScripts();

} // namespace heist::test
