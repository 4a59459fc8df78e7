#pragma once
// Inside src/store only: what a copy of the saved games (a backup, a restore's staged copy)
// needs to leave the phones' codes out (src/store/PhoneSeats.cpp).
namespace SQLite {
class Database;
}

namespace heist::store {

// Deletes every row of phone_seats, where the file has that table (an older file has none);
// run inside the caller's transaction, on a connection with secure_delete on.
void removePhoneSeats(SQLite::Database& db);

} // namespace heist::store
