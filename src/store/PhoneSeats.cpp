// SessionStore: the phones' codes (table phone_seats, docs/phones.md). A row holds a seat's key
// and the tablet's secret key for the seat, so it lives only while its game is in play and never leaves this file: no
// export reads it, a backup leaves it out (Backup.cpp), the end of the game and a deletion delete it (SessionRows.cpp).
// No message here quotes a stored value.
#include "store/PhoneSeatRows.hpp"

#include "language/Translate.hpp"
#include "store/SessionStore.hpp"
#include "store/WriteBlock.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

namespace heist::store {

namespace {

// The largest integer a phone's page holds exactly (a JavaScript number).
constexpr std::int64_t kExactLimit = std::int64_t{1} << 53;

std::string blobText(const SQLite::Column& c) {
    if (c.isNull())
        return {};
    return std::string(static_cast<const char*>(c.getBlob()), static_cast<std::size_t>(c.getBytes()));
}

void bindBlob(SQLite::Statement& s, int index, const std::string& bytes) {
    if (bytes.empty())
        s.bind(index); // NULL: no device
    else
        s.bind(index, bytes.data(), static_cast<int>(bytes.size()));
}

} // namespace

void removePhoneSeats(SQLite::Database& db) {
    if (db.tableExists("phone_seats"))
        db.exec("DELETE FROM phone_seats");
}

int SessionStore::deleteSeatCodes(std::int64_t sessionId) {
    SQLite::Statement s(*m_db, "DELETE FROM phone_seats WHERE session_id = ?");
    s.bind(1, sessionId);
    return s.exec();
}

std::vector<StoredSeatCode> SessionStore::seatCodes(std::int64_t sessionId) {
    std::vector<StoredSeatCode> out;
    try {
        SQLite::Statement s(*m_db, "SELECT c.seat, p.name, c.handle, c.key, c.device, c.up_last, c.tablet "
                                   "FROM phone_seats c JOIN players p "
                                   "ON p.session_id = c.session_id AND p.seat = c.seat "
                                   "WHERE c.session_id = ? ORDER BY c.seat");
        s.bind(1, sessionId);
        while (s.executeStep()) {
            StoredSeatCode code;
            code.seat = s.getColumn(0).getInt();
            code.name = s.getColumn(1).getString();
            code.handle = s.getColumn(2).getString();
            code.key = blobText(s.getColumn(3));
            code.device = blobText(s.getColumn(4));
            code.upLast = s.getColumn(5).getInt64();
            code.tablet = blobText(s.getColumn(6));
            out.push_back(std::move(code));
        }
    } catch (const SQLite::Exception& e) {
        fail(e, tr("reading the phone codes"));
    }
    return out;
}

bool SessionStore::saveSeatCode(std::int64_t sessionId, const StoredSeatCode& code) {
    return write([] { return tr("saving the phone code"); },
                 [&] {
                     // Only for a game in play: a finished game never holds a key. A new code always comes
                     // with a new tablet key, which replaces the old one with the rest.
                     SQLite::Statement s(*m_db,
                                         "INSERT INTO phone_seats(session_id, seat, handle, key, tablet, device, "
                                         "down_next, up_last) SELECT ?1, ?2, ?3, ?4, ?5, NULL, 1, 0 WHERE EXISTS "
                                         "(SELECT 1 FROM sessions WHERE id = ?1 AND finished_at IS NULL) "
                                         "ON CONFLICT(session_id, seat) DO UPDATE SET handle = excluded.handle, "
                                         "key = excluded.key, tablet = excluded.tablet, device = NULL, "
                                         "down_next = 1, up_last = 0");
                     s.bind(1, sessionId);
                     s.bind(2, code.seat);
                     s.bind(3, code.handle);
                     s.bind(4, code.key.data(), static_cast<int>(code.key.size()));
                     s.bind(5, code.tablet.data(), static_cast<int>(code.tablet.size()));
                     return s.exec() > 0;
                 });
}

bool SessionStore::bindSeatDevice(std::int64_t sessionId, int seat, const std::string& handle,
                                  const std::string& device) {
    return write([] { return tr("saving the phone's binding"); },
                 [&] {
                     SQLite::Statement s(*m_db, "UPDATE phone_seats SET device = ?4 "
                                                "WHERE session_id = ?1 AND seat = ?2 AND handle = ?3");
                     s.bind(1, sessionId);
                     s.bind(2, seat);
                     s.bind(3, handle);
                     bindBlob(s, 4, device);
                     return s.exec() > 0;
                 });
}

bool SessionStore::raiseUpLast(std::int64_t sessionId, const EntryCounter& counter) {
    SQLite::Statement s(*m_db, "UPDATE phone_seats SET up_last = ?4 "
                               "WHERE session_id = ?1 AND seat = ?2 AND handle = ?3 AND up_last < ?4");
    s.bind(1, sessionId);
    s.bind(2, counter.seat);
    s.bind(3, counter.handle);
    s.bind(4, counter.n);
    return s.exec() > 0;
}

bool SessionStore::saveUpLast(std::int64_t sessionId, int seat, const std::string& handle, std::int64_t upLast) {
    return write([] { return tr("saving the phone's counter"); },
                 [&] { return raiseUpLast(sessionId, EntryCounter{seat, handle, upLast}); });
}

std::optional<std::int64_t> SessionStore::reserveDownCounters(std::int64_t sessionId, int seat, std::int64_t block) {
    if (block < 1 || block > kExactLimit)
        throw std::invalid_argument("a block of phone counters must hold 1 to 2^53");
    // The mark moves before any counter of the block is used: a kill at any moment after the
    // commit loses the rest of the block, never hands it out again.
    return write([] { return tr("reserving the phone's counters"); },
                 [&] {
                     SQLite::Statement s(*m_db, "UPDATE phone_seats SET down_next = down_next + ?3 "
                                                "WHERE session_id = ?1 AND seat = ?2 AND down_next <= ?4 "
                                                "RETURNING down_next - ?3");
                     s.bind(1, sessionId);
                     s.bind(2, seat);
                     s.bind(3, block);
                     s.bind(4, kExactLimit - block);
                     std::optional<std::int64_t> first;
                     if (s.executeStep())
                         first = s.getColumn(0).getInt64();
                     s.reset();
                     return first;
                 });
}

void SessionStore::wipeSeatCodes(std::int64_t sessionId) {
    const int wiped = write([] { return tr("deleting the phone codes"); }, [&] { return deleteSeatCodes(sessionId); });
    if (wiped > 0)
        truncateWal(); // the keys' bytes leave the -wal too (secure_delete zeroed the pages)
}

} // namespace heist::store
