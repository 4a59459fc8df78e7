#pragma once
// A saved-games file's identity: 128 random bits, as 32 hex digits, in the definition of a
// view (file_identity). A view's definition is a row of SQLite's schema table, whose root is
// page 1, and every write transaction of the store rewrites page 1: so every page-1 image in
// a -wal carries the identity of the file that wrote it, and judgeWal can tell a file's own
// -wal from another file's by reading bytes, before SQLite opens anything. A file keeps its
// identity for life (a restore keeps it too); a backup gets a fresh one; a file from before
// identities has none until this build first opens it (docs/reliability.md).
#include <string>

namespace SQLite {
class Database;
}

namespace heist::store {

// What an image of page 1 says of the identity of the file it belongs to.
struct PageIdentity {
    enum class Kind {
        Unknown, // not a leaf page of the schema table, or not well formed: says nothing
        None,    // a readable schema with no identity in it (a file from before identities)
        Some,    // id holds the identity
    };
    Kind kind = Kind::Unknown;
    std::string id;
};

// Reads the identity from the raw bytes of page 1 (a whole page, its first 100 bytes the
// database header). Any bytes are safe: every read is bounds checked.
PageIdentity identityInPage1(const std::string& page1);

// 128 bits from libsodium's randombytes (the system's random source; never the game's Rng).
std::string newFileIdentity();

// The file's identity through SQLite, "" when it has none.
std::string readFileIdentity(SQLite::Database& db);

// Gives the file this identity, inside the caller's write transaction (id: 32 hex digits).
void writeFileIdentity(SQLite::Database& db, const std::string& id);

} // namespace heist::store
