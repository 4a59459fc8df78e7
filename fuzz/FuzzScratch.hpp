#pragma once
// A scratch folder for one fuzzing process (in /dev/shm when there is one, so that the
// store's syncs cost nothing), removed at exit.
#include <filesystem>
#include <string>
#include <unistd.h>

namespace heist::fuzz {

inline const std::filesystem::path& scratch() {
    static const struct Dir {
        std::filesystem::path path;
        Dir() {
            const std::filesystem::path shm = "/dev/shm";
            const auto base = std::filesystem::is_directory(shm) ? shm : std::filesystem::temp_directory_path();
            path = base / ("heist-fuzz-" + std::to_string(::getpid()));
            std::filesystem::remove_all(path);
            std::filesystem::create_directories(path);
        }
        ~Dir() {
            std::error_code ec;
            std::filesystem::remove_all(path, ec);
        }
    } dir;
    return dir.path;
}

// Removes the database and everything SQLite or the store may have left beside it.
inline void clearDatabase(const std::filesystem::path& db) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(db.parent_path(), ec))
        std::filesystem::remove_all(entry.path(), ec);
}

} // namespace heist::fuzz
