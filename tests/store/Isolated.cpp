#include "tests/store/Isolated.hpp"

#include "tests/support/TestSupport.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <map>
#include <sched.h>
#include <stdexcept>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

namespace heist::test {
namespace fs = std::filesystem;

namespace {

bool writeAll(int fd, const std::string& s) {
    std::size_t done = 0;
    while (done < s.size()) {
        const ssize_t n = ::write(fd, s.data() + done, s.size() - done);
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

} // namespace

Json inChild(const std::function<Json()>& fn, bool mounts) {
    int fds[2];
    if (::pipe(fds) != 0)
        throw std::runtime_error("pipe failed");
    const pid_t pid = ::fork();
    if (pid < 0)
        throw std::runtime_error("fork failed");
    if (pid == 0) {
        ::close(fds[0]);
        Json result;
        if (mounts &&
            (::unshare(CLONE_NEWNS) != 0 || ::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)) {
            result = Json{{"skipped", std::string("no private mount namespace: ") + std::strerror(errno)}};
        } else {
            try {
                result = fn();
            } catch (const std::exception& e) {
                result = Json{{"exception", e.what()}};
            }
        }
        writeAll(fds[1], result.dump());
        ::close(fds[1]);
        ::_exit(0);
    }
    ::close(fds[1]);
    std::string text;
    char buf[4096];
    ssize_t n;
    while ((n = ::read(fds[0], buf, sizeof buf)) > 0)
        text.append(buf, static_cast<std::size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (text.empty())
        return Json{{"exception", "the child died (status " + std::to_string(status) + ")"}};
    return Json::parse(text);
}

void mountTmpfs(const fs::path& dir, const std::string& size) {
    fs::create_directories(dir);
    const std::string options = "size=" + size;
    if (::mount("tmpfs", dir.c_str(), "tmpfs", 0, options.c_str()) != 0)
        throw std::runtime_error(std::string("mount tmpfs: ") + std::strerror(errno));
}

void bindReadOnly(const fs::path& path) {
    if (::mount(path.c_str(), path.c_str(), nullptr, MS_BIND, nullptr) != 0 ||
        ::mount(nullptr, path.c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) != 0)
        throw std::runtime_error(std::string("read-only bind mount: ") + std::strerror(errno));
}

fs::path fillDisk(const fs::path& dir) {
    const fs::path filler = dir / "filler";
    const int fd = ::open(filler.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd < 0)
        throw std::runtime_error("cannot create the filler");
    std::string block(65536, 'x');
    for (std::size_t size = block.size(); size > 0; size /= 2)
        while (::write(fd, block.data(), size) == static_cast<ssize_t>(size)) {
        }
    ::fsync(fd);
    ::close(fd);
    return filler;
}

void becomeNobody() {
    if (::setgid(65534) != 0 || ::setuid(65534) != 0)
        throw std::runtime_error("cannot become nobody");
}

pid_t holdExclusiveLock(const fs::path& file, bool lockingMode) {
    int fds[2];
    if (::pipe(fds) != 0)
        throw std::runtime_error("pipe failed");
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        try {
            SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
            if (lockingMode) {
                db.exec("PRAGMA locking_mode = EXCLUSIVE");
                db.exec("BEGIN EXCLUSIVE; COMMIT");
            } else {
                db.exec("BEGIN EXCLUSIVE");
            }
            char ok = 1;
            (void)!::write(fds[1], &ok, 1);
            for (;;)
                ::pause();
        } catch (...) {
            ::_exit(2);
        }
    }
    ::close(fds[1]);
    char ok = 0;
    const bool held = ::read(fds[0], &ok, 1) == 1;
    ::close(fds[0]);
    if (!held)
        throw std::runtime_error("the lock holder did not start");
    return pid;
}

void stopHolder(pid_t pid) {
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
}

std::map<std::string, std::string> snapshot(const fs::path& dir) {
    std::map<std::string, std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.is_regular_file())
            out[e.path().filename().string()] = readFile(e.path());
        else
            out[e.path().filename().string()] = "<folder>";
    return out;
}

} // namespace heist::test
