#pragma once
// Store tests that need a real full disk, a read-only mount, a lock held by another process or
// another user's permissions. Each runs in a forked child with its own mount namespace (so a
// tmpfs or a read-only bind mount vanishes with it) and sends back what it saw as JSON; the
// test then checks that JSON. Mounting needs root (CI and the dev machines run as root);
// elsewhere the child reports {"skipped": why} and the test says so with a warning.
#include "engine/Json.hpp"

#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <sys/types.h>

namespace heist::test {

// Runs fn in a child process. With mounts, the child first gets a private mount namespace.
Json inChild(const std::function<Json()>& fn, bool mounts = true);

// Inside such a child: a tmpfs of the given size on dir, a read-only bind mount of a file or
// folder, and filling a file system to the last byte (returns the filler's path).
void mountTmpfs(const std::filesystem::path& dir, const std::string& size);
void bindReadOnly(const std::filesystem::path& path);
std::filesystem::path fillDisk(const std::filesystem::path& dir);
// Drops to the user "nobody" for the rest of the child (permissions then apply).
void becomeNobody();

// A process holding `BEGIN EXCLUSIVE` on a SQLite file until stopHolder() (as the sqlite3
// shell would); returns once the lock is held.
// lockingMode: as a program in exclusive locking mode does (PRAGMA locking_mode = EXCLUSIVE,
// then a write): the lock is kept after the commit, and readers are shut out in WAL mode too.
pid_t holdExclusiveLock(const std::filesystem::path& file, bool lockingMode = false);
void stopHolder(pid_t pid);

// Every file in dir (not recursing), name -> bytes.
std::map<std::string, std::string> snapshot(const std::filesystem::path& dir);

} // namespace heist::test
