// Backing up and restoring the saved games (SessionStore's backup methods).
#include "store/SessionStore.hpp"

#include "language/Translate.hpp"
#include "engine/TimeWords.hpp"
#include "store/FileIdentity.hpp"
#include "store/PhoneSeatRows.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <ctime>

namespace heist::store {
namespace fs = std::filesystem;

namespace {

constexpr const char* kSuffix = ".heist-backup.db";
// What a backup being written ends with before its journal's suffix: a literal, as g++ 14
// warned falsely (-Warray-bounds, inside libstdc++) on the std::string sum it replaces.
constexpr const char* kPartSuffix = ".heist-backup.db.part";

std::string localStamp() { return engine::timewords::local(engine::timewords::nowSeconds(), "%Y-%m-%d-%H%M%S"); }

std::string quoted(const std::string& text) {
    std::string out = "'";
    for (char c : text)
        out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

// VACUUM INTO copies the schema, the file's identity with it: the copy (not yet in use, in
// rollback mode) is given the identity it is to have (none: it keeps the one it has) before
// anyone opens it. It copies every row too, and a copy never holds a phone's key: they are
// deleted from it here, zeroed (secure_delete), with the rollback journal kept in memory so
// that the deleted pages are never written to a -journal beside it. A copy cut short by a kill
// is a ".part" file, removed on the next opening (removeBackupLeftovers).
void prepareCopy(const fs::path& copy, const std::string& identity) {
    SQLite::Database db(copy.string(), SQLite::OPEN_READWRITE);
    db.exec("PRAGMA secure_delete = ON"); // the old identity's bytes do not stay in page 1
    db.exec("PRAGMA journal_mode = MEMORY");
    SQLite::Transaction tx(db);
    if (!identity.empty())
        writeFileIdentity(db, identity);
    removePhoneSeats(db);
    tx.commit();
}

bool isBackup(const fs::path& p) {
    const auto name = p.filename().string();
    return name.size() > std::string(kSuffix).size() &&
           name.compare(name.size() - std::string(kSuffix).size(), std::string::npos, kSuffix) == 0;
}

} // namespace

void SessionStore::removeBackupLeftovers() {
    std::error_code ec;
    std::uintmax_t bytes = 0;
    int files = 0;
    for (const auto& e : fs::directory_iterator(backupFolder(), ec)) {
        const auto name = e.path().filename().string();
        const auto at = name.rfind(kPartSuffix);
        if (at == std::string::npos || !e.is_regular_file(ec))
            continue;
        const auto tail = name.substr(at + std::string(kSuffix).size());
        if (tail != ".part" && tail != ".part-journal" && tail != ".part-wal")
            continue;
        const auto size = e.file_size(ec);
        if (fs::remove(e.path(), ec)) {
            ++files;
            bytes += ec ? 0 : size;
        }
    }
    if (files == 0)
        return;
    const auto megabytes = (bytes + 512 * 1024) / (1024 * 1024);
    const std::string size = megabytes == 0 ? tr("under 1 MB") : tr("{n} MB", {{"n", std::to_string(megabytes)}});
    const std::string said = trn("A backup that was cut short had left {n} unfinished file ({size}) in {folder}: "
                                 "removed. Every finished backup is kept.",
                                 "A backup that was cut short had left {n} unfinished files ({size}) in {folder}: "
                                 "removed. Every finished backup is kept.",
                                 static_cast<long long>(files), {{"size", size}, {"folder", backupFolder().string()}});
    m_notice = sentences(m_notice, said);
}

fs::path SessionStore::backupFolder() const {
    return (m_path.has_parent_path() ? m_path.parent_path() : fs::path(".")) / "backups";
}

fs::path SessionStore::backUp(const std::string& prefix) {
    if (!m_db)
        throw StoreError(tr("There are no saved games open to back up."));
    settleBeforeWrite();
    const fs::path folder = backupFolder();
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec)
        throw StoreError(FileCase::ReadOnly, tr("No backup was written: the folder {folder} cannot be made ({error}).",
                                                {{"folder", folder.string()}, {"error", ec.message()}}));
    const std::string base = prefix + "-" + localStamp();
    fs::path target = folder / (base + kSuffix);
    for (int n = 2; fs::exists(target, ec); ++n)
        target = folder / (base + "-" + std::to_string(n) + kSuffix);
    // Written under a temporary name and renamed once whole: a cut-short backup never looks
    // like a backup.
    const fs::path part = target.string() + ".part";
    fs::remove(part, ec);
    try {
        m_db->exec("VACUUM INTO " + quoted(part.string()));
        prepareCopy(part, newFileIdentity());
    } catch (const std::exception& e) {
        fs::remove(part, ec);
        fail(e, tr("writing the backup"), true);
    }
    fs::rename(part, target, ec);
    if (ec) {
        fs::remove(part, ec);
        throw StoreError(FileCase::Unreadable, tr("No backup was written: {file} could not be made ({error}).",
                                                  {{"file", target.string()}, {"error", ec.message()}}));
    }
    return target;
}

std::vector<fs::path> SessionStore::backups() const {
    std::vector<std::pair<fs::file_time_type, fs::path>> found;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(backupFolder(), ec))
        if (e.is_regular_file(ec) && isBackup(e.path()))
            found.emplace_back(e.last_write_time(ec), e.path());
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    std::vector<fs::path> out;
    for (auto& [time, path] : found)
        out.push_back(path);
    return out;
}

fs::path SessionStore::restore(const fs::path& backup) {
    if (!m_db || readOnly())
        throw StoreError(FileCase::ReadOnly, tr("Nothing was restored: the saved games are open read-only."));
    settleBeforeWrite();
    const CheckReport report = checkFile(backup);
    if (report.fileCase != FileCase::Healthy && report.fileCase != FileCase::ReadOnly)
        throw StoreError(report.fileCase, tr("Nothing was restored: {why}", {{"why", report.message}}));
    const fs::path aside = backUp("before-restore");
    const auto pinCounts = pinFailureRows();
    // The backup's pages go in through a staging copy that carries this file's identity: the
    // restore's frames in the -wal must carry it, or a crash before the next checkpoint would
    // leave a -wal that looks like another file's (src/store/FileIdentity.hpp). Named like an
    // unfinished backup, so that one left by a kill is removed on the next open.
    const fs::path staged = backupFolder() / ("restoring-" + localStamp() + kSuffix + ".part");
    std::error_code ec;
    fs::remove(staged, ec);
    try {
        const std::string identity = readFileIdentity(*m_db);
        {
            SQLite::Database original(backup.string(), SQLite::OPEN_READONLY);
            original.exec("VACUUM INTO " + quoted(staged.string()));
        }
        // A backup holds no phone code, but a file restored from elsewhere may: none comes in.
        prepareCopy(staged, identity);
        SQLite::Database source(staged.string(), SQLite::OPEN_READONLY);
        sqlite3_backup* copy = sqlite3_backup_init(m_db->getHandle(), "main", source.getHandle(), "main");
        if (!copy)
            throw SQLite::Exception(m_db->getHandle(), sqlite3_errcode(m_db->getHandle()));
        const int stepped = sqlite3_backup_step(copy, -1);
        const int finished = sqlite3_backup_finish(copy);
        // The error goes with its code (SQLITE_FULL, ...): fail() tells a full disk (19) from
        // a file that cannot be read (16) by it.
        if (stepped != SQLITE_DONE || finished != SQLITE_OK)
            throw SQLite::Exception(m_db->getHandle(), stepped != SQLITE_DONE ? stepped : finished);
    } catch (const std::exception& e) {
        fs::remove(staged, ec);
        try {
            fail(e, tr("restoring the backup"));
        } catch (const StoreError& s) {
            throw StoreError(s.fileCase(), tr("Nothing was restored ({why}). The saved games are as they were; a "
                                              "copy is in {file}.",
                                              {{"why", s.what()}, {"file", aside.string()}}));
        }
    }
    fs::remove(staged, ec);
    migrate(); // a backup from an older Heist Table is brought up to date, as on opening
    ensureIdentity();
    keepPinFailures(pinCounts);
    return aside;
}

} // namespace heist::store
