// The file's identity: made by libsodium, kept in a view's definition on page 1, read back
// either through SQLite or from raw page images (SQLite's record format:
// https://www.sqlite.org/fileformat2.html#record_format). It is data, not schema, so it is
// written here and not by a migration: a migration's SQL is the same for every file.
#include "store/FileIdentity.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sodium.h>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace heist::store {

namespace {

constexpr std::string_view kSqlHead = "CREATE VIEW file_identity(id) AS SELECT '";
constexpr std::string_view kSqlTail = "'";
constexpr std::size_t kDigits = 32;

bool isIdentity(std::string_view text) {
    if (text.size() != kDigits)
        return false;
    for (char c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

// The identity in the view's definition, as writeFileIdentity writes it; "" otherwise.
std::string identityInSql(std::string_view sql) {
    if (sql.size() != kSqlHead.size() + kDigits + kSqlTail.size() || sql.substr(0, kSqlHead.size()) != kSqlHead ||
        sql.substr(kSqlHead.size() + kDigits) != kSqlTail)
        return "";
    const auto id = sql.substr(kSqlHead.size(), kDigits);
    return isIdentity(id) ? std::string(id) : "";
}

// SQLite's varint: 1 to 9 bytes, 7 bits a byte and the ninth byte whole, most significant
// first. False if it would run past end.
bool readVarint(const unsigned char* p, std::size_t end, std::size_t& at, std::uint64_t& out) {
    out = 0;
    for (int i = 0; i < 9; ++i) {
        if (at >= end)
            return false;
        const unsigned char b = p[at++];
        if (i == 8) {
            out = (out << 8) | b;
            return true;
        }
        out = (out << 7) | (b & 0x7f);
        if ((b & 0x80) == 0)
            return true;
    }
    return true;
}

// Bytes a column of this serial type takes in a record; nothing for the reserved types.
std::optional<std::uint64_t> serialSize(std::uint64_t type) {
    static constexpr std::uint64_t kFixed[] = {0, 1, 2, 3, 4, 6, 8, 8, 0, 0};
    if (type < 10)
        return kFixed[type];
    if (type < 12)
        return std::nullopt;
    return (type - 12) / 2; // blobs even, texts odd
}

struct Column {
    std::size_t offset = 0;
    std::uint64_t type = 0;
};

} // namespace

PageIdentity identityInPage1(const std::string& page1) {
    PageIdentity unknown;
    const auto* p = reinterpret_cast<const unsigned char*>(page1.data());
    const std::size_t size = page1.size();
    if (size < 512 || (size & (size - 1)) != 0)
        return unknown;
    // Texts in UTF-8 only (header offset 56), as the store's files are; the bytes reserved at
    // the end of every page (offset 20) are not part of the b-tree page.
    const std::uint32_t encoding =
        (std::uint32_t(p[56]) << 24) | (std::uint32_t(p[57]) << 16) | (std::uint32_t(p[58]) << 8) | p[59];
    if (encoding != 1 || p[20] >= size - 480)
        return unknown;
    const std::size_t usable = size - p[20];
    // Page 1 is the root of the schema table; while the whole schema fits on it, it is a leaf
    // (type 13) holding every row. Grown larger, it only points to other pages.
    if (p[100] != 13)
        return unknown;
    const std::size_t cells = (std::size_t(p[103]) << 8) | p[104];
    const std::size_t pointers = 108;
    if (pointers + 2 * cells > usable)
        return unknown;
    for (std::size_t i = 0; i < cells; ++i) {
        std::size_t at = (std::size_t(p[pointers + 2 * i]) << 8) | p[pointers + 2 * i + 1];
        if (at < pointers + 2 * cells || at >= usable)
            return unknown;
        std::uint64_t payload = 0, rowid = 0;
        if (!readVarint(p, usable, at, payload) || !readVarint(p, usable, at, rowid))
            return unknown;
        if (payload > usable - 35)
            continue; // spills onto overflow pages: a long definition, not the identity's
        if (payload > usable - at)
            return unknown;
        const std::size_t end = at + static_cast<std::size_t>(payload);
        // The record: its header (a size, then one serial type a column), then the columns
        // type, name, tbl_name, rootpage and sql.
        std::size_t h = at;
        std::uint64_t headerSize = 0;
        if (!readVarint(p, end, h, headerSize) || headerSize > payload)
            return unknown;
        const std::size_t headerEnd = at + static_cast<std::size_t>(headerSize);
        std::size_t body = headerEnd;
        std::vector<Column> columns;
        while (h < headerEnd && columns.size() < 5) {
            std::uint64_t type = 0;
            if (!readVarint(p, headerEnd, h, type))
                return unknown;
            const auto n = serialSize(type);
            if (!n || *n > end - body)
                return unknown;
            columns.push_back({body, type});
            body += static_cast<std::size_t>(*n);
        }
        if (columns.size() < 5)
            return unknown;
        const auto text = [&](std::size_t c) -> std::string_view {
            const auto& col = columns[c];
            if (col.type < 13 || col.type % 2 == 0)
                return {};
            return {reinterpret_cast<const char*>(p + col.offset), static_cast<std::size_t>((col.type - 13) / 2)};
        };
        if (text(0) != "view" || text(1) != "file_identity")
            continue;
        const std::string id = identityInSql(text(4));
        if (id.empty())
            return unknown;
        return {PageIdentity::Kind::Some, id};
    }
    return {PageIdentity::Kind::None, ""};
}

std::string newFileIdentity() {
    if (sodium_init() < 0)
        throw std::runtime_error("libsodium cannot start");
    unsigned char bytes[kDigits / 2];
    randombytes_buf(bytes, sizeof bytes);
    static const char* hex = "0123456789abcdef";
    std::string id;
    for (unsigned char b : bytes) {
        id += hex[b >> 4];
        id += hex[b & 15];
    }
    return id;
}

std::string readFileIdentity(SQLite::Database& db) {
    SQLite::Statement q(db, "SELECT sql FROM sqlite_master WHERE type = 'view' AND name = 'file_identity'");
    if (!q.executeStep() || q.getColumn(0).isNull())
        return "";
    return identityInSql(q.getColumn(0).getString());
}

void writeFileIdentity(SQLite::Database& db, const std::string& id) {
    if (!isIdentity(id))
        throw std::invalid_argument("a file identity is 32 hex digits, not '" + id + "'");
    db.exec("DROP VIEW IF EXISTS file_identity");
    db.exec(std::string(kSqlHead) + id + std::string(kSqlTail));
}

} // namespace heist::store
