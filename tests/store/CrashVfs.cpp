#include "tests/store/CrashVfs.hpp"

#include <sqlite3.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace heist::test {
namespace {

CrashVfs* g_active = nullptr; // SQLite's callbacks find the simulation here
const bool g_trace = std::getenv("HEIST_CRASHVFS_TRACE") != nullptr;

struct CrashFile {
    sqlite3_file base;
    sqlite3_file* real;
    std::string path; // empty for files the simulation does not track (temp files)
};

sqlite3_file* realOf(sqlite3_file* f) { return reinterpret_cast<CrashFile*>(f)->real; }

std::string readWhole(const std::string& path, bool& exists) {
    std::ifstream in(path, std::ios::binary);
    exists = static_cast<bool>(in);
    if (!in)
        return {};
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void apply(std::string& image, const CrashVfs::Op& op) {
    if (op.truncate) {
        image.resize(static_cast<std::size_t>(op.offset));
        return;
    }
    const auto end = static_cast<std::size_t>(op.offset) + op.data.size();
    if (image.size() < end)
        image.resize(end, '\0');
    std::memcpy(image.data() + op.offset, op.data.data(), op.data.size());
}

int xClose(sqlite3_file* f) {
    auto* cf = reinterpret_cast<CrashFile*>(f);
    int rc = SQLITE_OK;
    if (cf->real->pMethods)
        rc = cf->real->pMethods->xClose(cf->real);
    cf->path.~basic_string();
    return rc;
}

int xRead(sqlite3_file* f, void* buf, int amt, sqlite3_int64 off) {
    return realOf(f)->pMethods->xRead(realOf(f), buf, amt, off);
}

int xWrite(sqlite3_file* f, const void* buf, int amt, sqlite3_int64 off) {
    auto* cf = reinterpret_cast<CrashFile*>(f);
    if (!g_active->countOperation())
        return SQLITE_IOERR_WRITE;
    if (g_trace)
        std::fprintf(stderr, "write %s @%lld +%d\n", cf->path.c_str(), static_cast<long long>(off), amt);
    const int rc = cf->real->pMethods->xWrite(cf->real, buf, amt, off);
    if (rc == SQLITE_OK && !cf->path.empty()) {
        auto& s = g_active->state(cf->path);
        s.exists = true;
        s.pending.push_back({false, off, std::string(static_cast<const char*>(buf), static_cast<std::size_t>(amt))});
    }
    return rc;
}

int xTruncate(sqlite3_file* f, sqlite3_int64 size) {
    auto* cf = reinterpret_cast<CrashFile*>(f);
    if (!g_active->countOperation())
        return SQLITE_IOERR_TRUNCATE;
    if (g_trace)
        std::fprintf(stderr, "truncate %s to %lld\n", cf->path.c_str(), static_cast<long long>(size));
    const int rc = cf->real->pMethods->xTruncate(cf->real, size);
    if (rc == SQLITE_OK && !cf->path.empty())
        g_active->state(cf->path).pending.push_back({true, size, {}});
    return rc;
}

int xSync(sqlite3_file* f, int flags) {
    auto* cf = reinterpret_cast<CrashFile*>(f);
    if (!g_active->countOperation())
        return SQLITE_IOERR_FSYNC;
    if (g_trace)
        std::fprintf(stderr, "sync %s\n", cf->path.c_str());
    (void)flags; // durability is simulated: no real fsync, so that 200 crashes take seconds
    if (!cf->path.empty()) {
        auto& s = g_active->state(cf->path);
        for (const auto& op : s.pending)
            apply(s.synced, op);
        s.pending.clear();
        s.exists = true;
    }
    return SQLITE_OK;
}

int xFileSize(sqlite3_file* f, sqlite3_int64* size) { return realOf(f)->pMethods->xFileSize(realOf(f), size); }
int xLock(sqlite3_file* f, int l) { return realOf(f)->pMethods->xLock(realOf(f), l); }
int xUnlock(sqlite3_file* f, int l) { return realOf(f)->pMethods->xUnlock(realOf(f), l); }
int xCheckReservedLock(sqlite3_file* f, int* out) { return realOf(f)->pMethods->xCheckReservedLock(realOf(f), out); }
int xFileControl(sqlite3_file* f, int op, void* arg) { return realOf(f)->pMethods->xFileControl(realOf(f), op, arg); }
int xSectorSize(sqlite3_file* f) { return realOf(f)->pMethods->xSectorSize(realOf(f)); }
int xDeviceCharacteristics(sqlite3_file* f) { return realOf(f)->pMethods->xDeviceCharacteristics(realOf(f)); }
int xShmMap(sqlite3_file* f, int pg, int sz, int extend, void volatile** pp) {
    return realOf(f)->pMethods->xShmMap(realOf(f), pg, sz, extend, pp);
}
int xShmLock(sqlite3_file* f, int offset, int n, int flags) {
    return realOf(f)->pMethods->xShmLock(realOf(f), offset, n, flags);
}
void xShmBarrier(sqlite3_file* f) { realOf(f)->pMethods->xShmBarrier(realOf(f)); }
int xShmUnmap(sqlite3_file* f, int del) { return realOf(f)->pMethods->xShmUnmap(realOf(f), del); }
// No memory-mapped reads: every read goes through xRead.
int xFetch(sqlite3_file*, sqlite3_int64, int, void** pp) {
    *pp = nullptr;
    return SQLITE_OK;
}
int xUnfetch(sqlite3_file*, sqlite3_int64, void*) { return SQLITE_OK; }

const sqlite3_io_methods kMethods = {3,
                                     xClose,
                                     xRead,
                                     xWrite,
                                     xTruncate,
                                     xSync,
                                     xFileSize,
                                     xLock,
                                     xUnlock,
                                     xCheckReservedLock,
                                     xFileControl,
                                     xSectorSize,
                                     xDeviceCharacteristics,
                                     xShmMap,
                                     xShmLock,
                                     xShmBarrier,
                                     xShmUnmap,
                                     xFetch,
                                     xUnfetch};

int xOpen(sqlite3_vfs* vfs, const char* name, sqlite3_file* f, int flags, int* outFlags) {
    auto* real = g_active->real();
    auto* cf = reinterpret_cast<CrashFile*>(f);
    cf->base.pMethods = nullptr;
    cf->real = reinterpret_cast<sqlite3_file*>(cf + 1);
    new (&cf->path) std::string();
    const int rc = real->xOpen(real, name, cf->real, flags, outFlags);
    if (rc != SQLITE_OK) {
        cf->path.~basic_string();
        return rc;
    }
    if (name && (flags & (SQLITE_OPEN_MAIN_DB | SQLITE_OPEN_WAL | SQLITE_OPEN_MAIN_JOURNAL))) {
        cf->path = name;
        g_active->state(cf->path); // remembers what the disk holds now
    }
    cf->base.pMethods = &kMethods;
    (void)vfs;
    return SQLITE_OK;
}

int xDelete(sqlite3_vfs*, const char* name, int syncDir) {
    if (!g_active->countOperation())
        return SQLITE_IOERR_DELETE;
    auto* real = g_active->real();
    if (g_trace)
        std::fprintf(stderr, "delete %s\n", name);
    const int rc = real->xDelete(real, name, syncDir);
    if (rc == SQLITE_OK)
        g_active->forget(name);
    return rc;
}

int xAccess(sqlite3_vfs*, const char* name, int flags, int* out) {
    return g_active->real()->xAccess(g_active->real(), name, flags, out);
}
int xFullPathname(sqlite3_vfs*, const char* name, int n, char* out) {
    return g_active->real()->xFullPathname(g_active->real(), name, n, out);
}
int xRandomness(sqlite3_vfs*, int n, char* out) { return g_active->real()->xRandomness(g_active->real(), n, out); }
int xSleep(sqlite3_vfs*, int us) { return g_active->real()->xSleep(g_active->real(), us); }
int xCurrentTime(sqlite3_vfs*, double* t) { return g_active->real()->xCurrentTime(g_active->real(), t); }
int xGetLastError(sqlite3_vfs*, int n, char* out) { return g_active->real()->xGetLastError(g_active->real(), n, out); }
int xCurrentTimeInt64(sqlite3_vfs*, sqlite3_int64* t) {
    return g_active->real()->xCurrentTimeInt64(g_active->real(), t);
}

} // namespace

CrashVfs::CrashVfs(std::uint64_t seed) : m_rng(seed) {
    if (g_active)
        throw std::logic_error("one CrashVfs at a time");
    m_real = sqlite3_vfs_find(nullptr);
    m_vfs = std::make_unique<sqlite3_vfs>();
    std::memset(m_vfs.get(), 0, sizeof(sqlite3_vfs));
    m_vfs->iVersion = 2;
    m_vfs->szOsFile = static_cast<int>(sizeof(CrashFile)) + m_real->szOsFile;
    m_vfs->mxPathname = m_real->mxPathname;
    m_vfs->zName = "heist-crash";
    m_vfs->xOpen = xOpen;
    m_vfs->xDelete = xDelete;
    m_vfs->xAccess = xAccess;
    m_vfs->xFullPathname = xFullPathname;
    m_vfs->xRandomness = xRandomness;
    m_vfs->xSleep = xSleep;
    m_vfs->xCurrentTime = xCurrentTime;
    m_vfs->xGetLastError = xGetLastError;
    m_vfs->xCurrentTimeInt64 = xCurrentTimeInt64;
    g_active = this;
    sqlite3_vfs_register(m_vfs.get(), 1);
}

CrashVfs::~CrashVfs() {
    sqlite3_vfs_unregister(m_vfs.get());
    sqlite3_vfs_register(m_real, 1);
    g_active = nullptr;
}

void CrashVfs::cutPowerAt(std::int64_t nth) { m_cutAt = m_ops + nth; }

bool CrashVfs::countOperation() {
    if (m_cut)
        return false;
    ++m_ops;
    if (m_cutAt >= 0 && m_ops >= m_cutAt) {
        if (g_trace)
            std::fprintf(stderr, "POWER CUT at operation %lld\n", static_cast<long long>(m_ops));
        m_cut = true;
        return false;
    }
    return true;
}

CrashVfs::FileState& CrashVfs::state(const std::string& path) {
    auto it = m_files.find(path);
    if (it == m_files.end()) {
        FileState s;
        s.synced = readWhole(path, s.exists);
        it = m_files.emplace(path, std::move(s)).first;
    }
    return it->second;
}

void CrashVfs::forget(const std::string& path) { m_files.erase(path); }

CrashVfs::Settled CrashVfs::settle() {
    Settled out;
    std::uniform_int_distribution<int> pick(0, 9);
    for (auto& [path, s] : m_files) {
        if (!s.exists && s.pending.empty())
            continue;
        std::string image = s.synced;
        for (const auto& op : s.pending) {
            const int fate = pick(m_rng); // 0-3 kept, 4-6 dropped, 7-9 torn
            if (fate <= 3) {
                apply(image, op);
                ++out.keptWrites;
            } else if (fate <= 6 || op.truncate) {
                ++out.droppedWrites;
            } else {
                ++out.tornWrites;
                // Sector by sector, inside the bytes the write covered.
                Op torn = op;
                std::string old = image;
                apply(image, op); // the size grows as far as the write reached
                for (std::int64_t start = op.offset; start < op.offset + static_cast<std::int64_t>(op.data.size());) {
                    const std::int64_t sectorEnd = (start / 512 + 1) * 512;
                    const std::int64_t end = std::min<std::int64_t>(sectorEnd, op.offset + op.data.size());
                    const int sector = pick(m_rng) % 3; // 0 new, 1 old, 2 garbage
                    for (std::int64_t i = start; i < end; ++i) {
                        if (sector == 1)
                            image[i] = static_cast<std::size_t>(i) < old.size() ? old[i] : '\0';
                        else if (sector == 2)
                            image[i] = static_cast<char>(m_rng());
                    }
                    start = end;
                }
            }
        }
        if (g_trace)
            std::fprintf(stderr, "settled %s: %zu bytes (%zu synced, %zu unsynced operations)\n", path.c_str(),
                         image.size(), s.synced.size(), s.pending.size());
        std::ofstream outFile(path, std::ios::binary | std::ios::trunc);
        outFile.write(image.data(), static_cast<std::streamsize>(image.size()));
        s.synced = image;
        s.pending.clear();
    }
    m_files.clear();
    m_cut = false;
    m_cutAt = -1;
    return out;
}

} // namespace heist::test
