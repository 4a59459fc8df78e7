#include "store/FileInspection.hpp"

#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <optional>
#include <unistd.h>
#include <utility>
#include <vector>

namespace heist::store {
namespace fs = std::filesystem;

namespace {

std::uint32_t be32(const unsigned char* p) {
    return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) | std::uint32_t(p[3]);
}

std::uint32_t le32(const unsigned char* p) {
    return (std::uint32_t(p[3]) << 24) | (std::uint32_t(p[2]) << 16) | (std::uint32_t(p[1]) << 8) | std::uint32_t(p[0]);
}

// SQLite's WAL checksum: over 32-bit words, two running sums, continued from s0/s1.
void walChecksum(bool bigEndian, const unsigned char* data, std::size_t n, std::uint32_t& s0, std::uint32_t& s1) {
    for (std::size_t i = 0; i + 8 <= n; i += 8) {
        const std::uint32_t a = bigEndian ? be32(data + i) : le32(data + i);
        const std::uint32_t b = bigEndian ? be32(data + i + 4) : le32(data + i + 4);
        s0 += a + s1;
        s1 += b + s0;
    }
}

bool validPageSize(std::uint32_t size) { return size >= 512 && size <= 65536 && (size & (size - 1)) == 0; }

} // namespace

DatabaseHeader readDatabaseHeader(const fs::path& file, int fd) {
    DatabaseHeader h;
    std::string bytes(65536, '\0');
    ssize_t got = 0;
    if (fd >= 0) {
        got = ::pread(fd, bytes.data(), bytes.size(), 0);
    } else {
        std::ifstream in(file, std::ios::binary);
        in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        got = in.gcount();
    }
    if (got < 100)
        return h;
    bytes.resize(static_cast<std::size_t>(got));
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    if (std::memcmp(p, "SQLite format 3\0", 16) != 0)
        return h;
    std::uint32_t pageSize = (std::uint32_t(p[16]) << 8) | p[17];
    if (pageSize == 1)
        pageSize = 65536;
    if (!validPageSize(pageSize))
        return h;
    h.valid = true;
    h.pageSize = pageSize;
    h.changeCounter = be32(p + 24);
    h.userVersion = static_cast<std::int32_t>(be32(p + 60));
    h.applicationId = static_cast<std::int32_t>(be32(p + 68));
    h.walMode = p[18] == 2 && p[19] == 2;
    h.page1 = bytes.substr(0, std::min<std::size_t>(bytes.size(), pageSize));
    h.identity = identityInPage1(h.page1);
    return h;
}

WalSummary readWal(const fs::path& walFile) {
    WalSummary w;
    std::error_code ec;
    if (!fs::exists(walFile, ec))
        return w;
    w.exists = true;
    w.size = fs::file_size(walFile, ec);
    if (ec || w.size < 32)
        return w;
    std::ifstream in(walFile, std::ios::binary);
    std::vector<unsigned char> header(32);
    in.read(reinterpret_cast<char*>(header.data()), 32);
    if (in.gcount() != 32)
        return w;
    const std::uint32_t magic = be32(header.data());
    if ((magic & 0xFFFFFFFE) != 0x377f0682 || be32(header.data() + 4) != 3007000)
        return w;
    const bool bigEndian = (magic & 1) != 0;
    std::uint32_t s0 = 0, s1 = 0;
    walChecksum(bigEndian, header.data(), 24, s0, s1);
    if (s0 != be32(header.data() + 24) || s1 != be32(header.data() + 28))
        return w;
    const std::uint32_t pageSize = be32(header.data() + 8);
    if (!validPageSize(pageSize))
        return w;
    w.validHeader = true;
    w.pageSize = pageSize;
    const std::uint32_t salt1 = be32(header.data() + 16);
    const std::uint32_t salt2 = be32(header.data() + 20);

    // Walk the frames as SQLite's recovery does: a frame counts while its salts match the
    // header and the running checksum holds; only frames up to the last commit are real.
    std::vector<unsigned char> frame(24 + pageSize);
    std::vector<std::uint32_t> counters;
    std::vector<std::string> images;
    int frames = 0;
    while (in.read(reinterpret_cast<char*>(frame.data()), static_cast<std::streamsize>(frame.size()))) {
        const unsigned char* f = frame.data();
        if (be32(f + 8) != salt1 || be32(f + 12) != salt2)
            break;
        std::uint32_t t0 = s0, t1 = s1;
        walChecksum(bigEndian, f, 8, t0, t1);
        walChecksum(bigEndian, f + 24, pageSize, t0, t1);
        if (t0 != be32(f + 16) || t1 != be32(f + 20))
            break;
        s0 = t0;
        s1 = t1;
        ++frames;
        if (be32(f) == 1) {
            counters.push_back(be32(f + 24 + 24));
            images.emplace_back(reinterpret_cast<const char*>(f + 24), pageSize);
        }
        if (be32(f + 4) != 0) { // a commit frame
            w.committedFrames = frames;
            w.page1Counters = counters;
            w.page1Images = images;
        }
    }
    return w;
}

bool walRepairsHeader(const WalSummary& wal) {
    if (!wal.validHeader || wal.committedFrames == 0)
        return false;
    static const std::string kMagic("SQLite format 3\0", 16);
    for (const auto& image : wal.page1Images)
        if (image.compare(0, kMagic.size(), kMagic) == 0)
            return true;
    return false;
}

WalVerdict judgeWal(const DatabaseHeader& db, const WalSummary& wal, std::string& why) {
    if (!wal.exists || wal.size == 0)
        return WalVerdict::None;
    if (!wal.validHeader || wal.committedFrames == 0)
        return WalVerdict::Stale;
    if (wal.pageSize != db.pageSize) {
        why = "its page size (" + std::to_string(wal.pageSize) + ") is not the database's (" +
              std::to_string(db.pageSize) + ")";
        return WalVerdict::Foreign;
    }
    if (wal.page1Counters.empty())
        return WalVerdict::Belongs; // nothing to compare with: SQLite's own rules apply
    // A file never changes its identity through its own -wal, and every write transaction
    // rewrites page 1: one of its -wal's page-1 images carries the main file's identity (the
    // newest, after a checkpoint that did not restart the log; else all of them). Images that
    // cannot be read that way say nothing.
    if (db.identity.kind == PageIdentity::Kind::Some) {
        bool carries = false;
        std::optional<PageIdentity> other;
        for (const auto& image : wal.page1Images) {
            const PageIdentity id = identityInPage1(image);
            if (id.kind == PageIdentity::Kind::Some && id.id == db.identity.id)
                carries = true;
            else if (id.kind != PageIdentity::Kind::Unknown && !other)
                other = id;
        }
        if (!carries && other) {
            const auto shortId = [](const std::string& id) { return id.substr(0, 8) + "..."; };
            why = (other->kind == PageIdentity::Kind::Some ? "its file id is " + shortId(other->id)
                                                           : std::string("it has no file id")) +
                  ", this file's is " + shortId(db.identity.id);
            return WalVerdict::AnotherFile;
        }
    }
    // When a connection writes page 1 to the WAL, SQLite stores in it the change counter that
    // connection read when it first read page 1, plus one; it keeps that value for all its
    // commits. A checkpoint copies the newest page 1 into the main file. So the WAL's first
    // page 1 carries the main file's counter plus one (written after the main file was read)
    // or the same counter (a connection that read page 1 before an auto-checkpoint and goes on
    // writing after the WAL restarted: found by tests/long/kill_long.py). A restored backup
    // beside a newer file's -wal is behind by more than that.
    const auto first = wal.page1Counters.front();
    if (first == db.changeCounter + 1 || first == db.changeCounter)
        return WalVerdict::Belongs;
    // Only the first sector is compared: a power cut in the middle of a checkpoint can leave
    // page 1 torn, its first 512 bytes (the header) new and the rest old or garbage, and the
    // WAL then still holds what SQLite needs to repair it (tests/store/PowerLossTests.cpp).
    const auto firstSector = [](const std::string& page) { return page.substr(0, 512); };
    for (std::size_t i = 0; i < wal.page1Counters.size(); ++i)
        if (wal.page1Counters[i] == db.changeCounter && firstSector(wal.page1Images[i]) == firstSector(db.page1))
            return WalVerdict::Belongs;
    why = "its changes do not continue this file (change counter " + std::to_string(wal.page1Counters.front()) +
          " after " + std::to_string(db.changeCounter) + ")";
    return WalVerdict::Foreign;
}

bool hasHotJournal(const fs::path& file) {
    std::error_code ec;
    const fs::path journal = file.string() + "-journal";
    const auto journalSize = fs::file_size(journal, ec);
    if (ec || journalSize == 0)
        return false;
    const auto size = fs::file_size(file, ec);
    if (ec || size == 0)
        return false; // SQLite deletes a journal beside an empty file: nothing to undo
    std::FILE* in = std::fopen(journal.c_str(), "rb");
    if (!in)
        return false;
    const int first = std::fgetc(in);
    std::fclose(in);
    return first > 0;
}

bool heldExclusivelyByAnother(const std::filesystem::path& file) {
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    // SQLite's lock bytes (os_unix.c): PENDING at 1 GiB, then RESERVED, then 510 SHARED bytes.
    // A read lock asked there conflicts only with a writer's EXCLUSIVE or PENDING lock.
    constexpr off_t kPending = 0x40000000, kShared = kPending + 2, kSharedSize = 510;
    bool held = false;
    for (const auto& [start, length] : {std::pair<off_t, off_t>{kPending, 1}, {kShared, kSharedSize}}) {
        struct flock probe{};
        probe.l_type = F_RDLCK;
        probe.l_whence = SEEK_SET;
        probe.l_start = start;
        probe.l_len = length;
        if (::fcntl(fd, F_GETLK, &probe) == 0 && probe.l_type == F_WRLCK)
            held = true;
    }
    ::close(fd);
    return held;
}

} // namespace heist::store
