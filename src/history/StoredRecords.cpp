// Kept records: one JSON object in the settings, {"format":1,"games":[[key..., record...]]}.
#include "history/StoredRecords.hpp"

#include "history/BgStats.hpp"
#include "history/GameNights.hpp"
#include "history/StoredSession.hpp"

#include <algorithm>
#include <map>
#include <optional>

namespace heist::history {
// Which game a kept record is of. In a named namespace, not the anonymous one below: a class of
// the header (RecordBackfill::Entry) holds one.
namespace kept {
struct Key {
    std::int64_t id = 0;
    std::string created, finished, evening;
    std::int64_t events = 0;
    bool operator==(const Key&) const = default;
};
} // namespace kept
using kept::Key;

namespace {

// Raised when what a record holds, or how it is read, changes: every kept record is read anew.
constexpr int kFormat = 1;

Key keyOf(const store::FinishedSession& s, const std::function<int(std::int64_t)>& offsetAt) {
    const auto began = parseStoredTime(s.createdAt).value_or(0);
    return {s.id, s.createdAt, s.finishedAt, eveningOf(began, offsetAt(began)), s.lastStep};
}

// Arrays, not objects: five thousand games read back in half the time.
Json toJson(const Key& k, const PlayRecord& r) {
    Json players = Json::array();
    for (const auto& p : r.players)
        players.push_back({p.name, p.winner, p.score ? Json(*p.score) : Json(nullptr), p.side, p.colour});
    return Json::array({k.id, k.created, k.finished, k.evening, k.events, r.game, players});
}

// The kept records by game id; anything unreadable is an empty keep (the games are replayed).
std::map<std::int64_t, std::pair<Key, PlayRecord>> readKeep(store::SessionStore& store) {
    std::map<std::int64_t, std::pair<Key, PlayRecord>> keep;
    const Json j = Json::parse(store.setting(kPlayRecordsSetting).value_or("{}"), nullptr, false);
    if (!j.is_object() || j.value("format", 0) != kFormat || !j.contains("games") || !j["games"].is_array())
        return keep;
    try {
        for (const auto& g : j["games"]) {
            Key k{g.at(0).get<std::int64_t>(), g.at(1).get<std::string>(), g.at(2).get<std::string>(),
                  g.at(3).get<std::string>(), g.at(4).get<std::int64_t>()};
            PlayRecord r;
            r.sessionId = k.id;
            r.game = g.at(5).get<std::string>();
            r.evening = k.evening;
            for (const auto& p : g.at(6)) {
                PlayerResult pr;
                pr.name = p.at(0).get<std::string>();
                pr.winner = p.at(1).get<bool>();
                if (!p.at(2).is_null())
                    pr.score = p.at(2).get<int>();
                pr.side = p.at(3).get<std::string>();
                pr.colour = p.at(4).get<std::string>();
                r.players.push_back(std::move(pr));
            }
            keep[k.id] = {std::move(k), std::move(r)};
        }
    } catch (const std::exception&) {
        keep.clear();
    }
    return keep;
}

FinishedRecords read(store::SessionStore& store, const std::function<int(std::int64_t)>& offsetAt, bool useKeep) {
    FinishedRecords out;
    auto keep = useKeep ? readKeep(store) : std::map<std::int64_t, std::pair<Key, PlayRecord>>{};
    std::vector<Key> keys; // of out.plays, in order: written back only when something changed
    bool changed = false;
    std::size_t kept = 0;
    // The finished games' rows and last step numbers only: no names, no counting of steps.
    for (const auto& s : store.finishedSessions(true)) {
        Key key = keyOf(s, offsetAt);
        if (auto it = keep.find(s.id); it != keep.end() && it->second.first == key) {
            out.plays.push_back(std::move(it->second.second));
            keys.push_back(std::move(key));
            ++kept;
            continue;
        }
        changed = true;
        ++out.replayed;
        try {
            // Only a finished game gives a record (its sides are public now).
            const auto session = replayStored(store, s.id);
            if (auto record = playRecord(session, key.evening)) {
                out.plays.push_back(std::move(*record));
                keys.push_back(std::move(key));
            } else {
                ++out.unreadable;
            }
        } catch (const std::exception&) {
            ++out.unreadable; // said on the screen; the game itself stays in Saved games
        }
    }
    if (useKeep && (changed || kept != keep.size()) && !store.readOnly()) {
        Json games = Json::array();
        for (std::size_t i = 0; i < out.plays.size(); ++i)
            games.push_back(toJson(keys[i], out.plays[i]));
        try {
            store.setSetting(kPlayRecordsSetting, Json{{"format", kFormat}, {"games", games}}.dump());
        } catch (const std::exception&) {
            // Not kept this time: the next opening replays these games again.
        }
    }
    return out;
}

} // namespace

struct RecordBackfill::Entry {
    Key key;
    std::optional<PlayRecord> record; // none: the game could not be replayed (not kept)
    std::string json;                 // as it is written in the keep, made when it was replayed
};

RecordBackfill::RecordBackfill(std::function<int(std::int64_t)> offsetAt) : m_offsetAt(std::move(offsetAt)) {}

bool RecordBackfill::plan(store::SessionStore& store) {
    if (!m_readKeep) {
        for (auto& [id, kept] : readKeep(store))
            m_known[id] = std::make_shared<Entry>(Entry{std::move(kept.first), std::move(kept.second), {}});
        m_onDisk = m_known.size();
        m_readKeep = true;
    }
    m_missing.clear();
    const auto rows = store.finishedSessions(true);
    std::vector<std::shared_ptr<Entry>> rowEntries;
    for (const auto& s : rows) {
        Key key = keyOf(s, m_offsetAt);
        if (auto it = m_known.find(s.id); it != m_known.end() && it->second->key == key) {
            rowEntries.push_back(it->second);
            continue;
        }
        m_missing.push_back(std::make_shared<Entry>(Entry{std::move(key), std::nullopt, {}}));
    }
    m_roundGames = m_missing.size();
    if (!m_missing.empty())
        return true;
    // Every row has its record: the keep is written once, when it differs from the file's,
    // from each record's text made when it was replayed (what Json{...}.dump() would write),
    // so that this step does not build and write out thousands of records at once.
    std::size_t keptRows = 0;
    for (const auto& e : rowEntries)
        keptRows += e->record ? 1 : 0;
    if ((m_replayedSince || keptRows != m_onDisk) && !store.readOnly()) {
        std::string text = "{\"format\":" + std::to_string(kFormat) + ",\"games\":[";
        bool first = true;
        for (const auto& e : rowEntries) {
            if (!e->record)
                continue;
            if (e->json.empty())
                e->json = toJson(e->key, *e->record).dump();
            text += first ? "" : ",";
            text += e->json;
            first = false;
        }
        text += "]}";
        store.setSetting(kPlayRecordsSetting, text);
        ++m_writes;
        m_onDisk = keptRows;
    }
    m_replayedSince = false;
    // What is not a row any more is forgotten (a restored backup may reuse its id).
    std::map<std::int64_t, std::shared_ptr<Entry>> known;
    for (const auto& e : rowEntries)
        known[e->key.id] = e;
    m_known = std::move(known);
    return false;
}

std::size_t RecordBackfill::step(store::SessionStore& store, std::size_t maxGames) {
    if (m_done)
        return 0;
    ++m_steps;
    try {
        if (!m_planned) {
            m_planned = true;
            if (!plan(store))
                m_done = true;
            return 0; // reading the rows is this step's work
        }
        std::size_t replayed = 0;
        while (!m_missing.empty() && replayed < maxGames) {
            auto entry = std::move(m_missing.back());
            m_missing.pop_back();
            ++replayed;
            try {
                entry->record = playRecord(replayStored(store, entry->key.id), entry->key.evening);
            } catch (const std::exception&) {
                entry->record.reset(); // Statistics says so; the game stays in Saved games
            }
            if (entry->record)
                entry->json = toJson(entry->key, *entry->record).dump();
            m_known[entry->key.id] = std::move(entry);
            m_replayedSince = true;
        }
        m_most = std::max(m_most, replayed);
        if (m_missing.empty())
            m_planned = false; // the next step reads the rows again, and writes when nothing changed
        return replayed;
    } catch (const std::exception&) {
        m_done = true; // the file is gone or unreadable: Statistics replays, as before the keep
        return 0;
    }
}

FinishedRecords finishedRecords(store::SessionStore& store, const std::function<int(std::int64_t)>& offsetAt) {
    return read(store, offsetAt, true);
}

FinishedRecords recountRecords(store::SessionStore& store, const std::function<int(std::int64_t)>& offsetAt) {
    return read(store, offsetAt, false);
}

} // namespace heist::history
