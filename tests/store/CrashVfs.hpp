#pragma once
// A SQLite VFS for tests that simulates a power cut, in the manner of SQLite's own crash
// test (src/test6.c): every write and truncate goes through to the real file, but counts as
// durable only once the file has been synced. After a chosen number of writes and syncs
// the VFS "loses power": that operation and every later write, sync, truncate or delete
// fail with an I/O error, as a dying device would answer. Once every connection is closed,
// settle() rewrites each file as the disk could hold it after the cut: what was synced,
// plus each unsynced write kept whole, dropped, or torn (each 512-byte sector of it kept,
// dropped or filled with garbage, never touching bytes the write did not cover, which is
// what SQLite's "powersafe overwrite" assumes of a disk).
//
// Installed as the default VFS while a CrashVfs object lives, so the store opens files
// with its real settings (WAL, synchronous = FULL) without knowing.
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

struct sqlite3_vfs;

namespace heist::test {

class CrashVfs {
public:
    explicit CrashVfs(std::uint64_t seed);
    ~CrashVfs();
    CrashVfs(const CrashVfs&) = delete;
    CrashVfs& operator=(const CrashVfs&) = delete;

    // The power is cut at the nth write/sync/truncate from now (1 = the next one).
    void cutPowerAt(std::int64_t nth);
    bool powerCut() const { return m_cut; }
    std::int64_t operations() const { return m_ops; }

    // After the cut, with every connection closed: writes the files as the disk holds
    // them, forgets the unsynced writes and turns the power back on.
    struct Settled {
        int keptWrites = 0, droppedWrites = 0, tornWrites = 0;
    };
    Settled settle();

    // Internal, for the VFS callbacks.
    struct Op {
        bool truncate = false;
        std::int64_t offset = 0; // or the new size, for a truncate
        std::string data;
    };
    struct FileState {
        std::string synced; // the file as the disk surely holds it
        bool exists = false;
        std::vector<Op> pending;
    };
    bool countOperation(); // false when this operation is the one the power cut stops
    FileState& state(const std::string& path);
    void forget(const std::string& path);
    sqlite3_vfs* real() const { return m_real; }

private:
    sqlite3_vfs* m_real = nullptr;
    std::unique_ptr<sqlite3_vfs> m_vfs;
    std::map<std::string, FileState> m_files;
    std::mt19937_64 m_rng;
    std::int64_t m_ops = 0;
    std::int64_t m_cutAt = -1;
    bool m_cut = false;
};

} // namespace heist::test
