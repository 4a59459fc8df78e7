#pragma once
// What the tests of the kept Statistics records share (StoredRecordsTests, RecordBackfillTests):
// a clock at UTC, records as JSON to compare whole, and a finished game in a file.
#include "history/StoredRecords.hpp"
#include "tests/support/TestSupport.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace heist::test::records {

inline int utc(std::int64_t) { return 0; }

inline Json asJson(const std::vector<history::PlayRecord>& plays) {
    Json out = Json::array();
    for (const auto& r : plays) {
        Json players = Json::array();
        for (const auto& p : r.players)
            players.push_back({p.name, p.winner, p.score ? Json(*p.score) : Json(nullptr), p.side, p.colour});
        out.push_back({r.sessionId, r.game, r.evening, players});
    }
    return out;
}

// A two-player Suspicion played to its results in the file.
inline std::int64_t finishGame(const std::filesystem::path& file, const std::string& a, const std::string& b,
                               std::uint64_t seed) {
    Table t({a, b}, seed, Json::object(), file);
    t.everyoneSees();
    playSuspicionToTheEnd(t);
    return t.live->id();
}

} // namespace heist::test::records
