#include "cli/ServePhones.hpp"

#include "cli/Commands.hpp"
#include "engine/PhoneView.hpp"
#include "language/Language.hpp"
#include "language/Translate.hpp"
#include "phones/Crypto.hpp"
#include "phones/PhoneWords.hpp"
#include "store/LiveSession.hpp"

#include <sys/stat.h>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <random>
#include <unistd.h>

namespace heist::cli {

namespace {

namespace fs = std::filesystem;

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

// What stands in the way of making the links file as a new file at `file`, or nothing. Asked
// before the saved-games file is opened, so a refusal writes no code there.
std::optional<std::string> linksPathProblem(const fs::path& file) {
    struct stat st{};
    if (::lstat(file.c_str(), &st) == 0)
        return "--phone-links " + quoted(file) +
               " already exists: it is never replaced. If a serving that was stopped by force left it, "
               "delete it (it holds the seats' links), or give a new path";
    if (errno != ENOENT)
        return "cannot make the links file " + quoted(file) + ": " + std::strerror(errno);
    const fs::path folder = file.has_parent_path() ? file.parent_path() : fs::path(".");
    if (::stat(folder.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
        return "cannot make the links file " + quoted(file) + ": its folder " + quoted(folder) + " is not there";
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        return "cannot make the links file " + quoted(file) + ": its folder " + quoted(folder) +
               " cannot be written (" + std::strerror(errno) + ")";
    return std::nullopt;
}

bool writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// The links file: made as a new file only, whole, 0600, never through a symlink, and removed at
// the end only if the path still names the file this run made. A temporary file in the same
// folder (O_CREAT | O_EXCL | O_NOFOLLOW: never an existing file, never a link's target) is
// written and synced, then linked into place (link() fails when the path exists) and unlinked:
// the path holds the whole file or nothing, and nobody else can ever read a key. "The file it
// made": the same device and inode (lstat), and the same bytes (an inode number freed by a
// deletion may be given to the next file made).
class LinksFile {
public:
    explicit LinksFile(fs::path file) : m_file(std::move(file)) {}
    LinksFile(const LinksFile&) = delete;
    LinksFile& operator=(const LinksFile&) = delete;
    ~LinksFile() { remove(); }

    // The reason it was not made, or nothing once it is there.
    std::optional<std::string> make(const std::string& text) {
        const fs::path folder = m_file.has_parent_path() ? m_file.parent_path() : fs::path(".");
        std::random_device random;
        fs::path temp;
        int fd = -1;
        for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
            temp = folder / ("." + m_file.filename().string() + "." + std::to_string(random()) + ".part");
            fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
            if (fd < 0 && errno != EEXIST)
                break;
        }
        if (fd < 0)
            return "cannot make the links file " + quoted(m_file) + ": " + std::strerror(errno);
        struct stat st{};
        const bool written = ::fchmod(fd, 0600) == 0 && writeAll(fd, text) && ::fsync(fd) == 0 && ::fstat(fd, &st) == 0;
        const int writeErrno = errno;
        ::close(fd);
        if (!written) {
            ::unlink(temp.c_str());
            return "cannot write the links file " + quoted(m_file) + ": " + std::strerror(writeErrno);
        }
        const int linked = ::link(temp.c_str(), m_file.c_str());
        const int linkErrno = errno;
        ::unlink(temp.c_str());
        if (linked != 0) {
            if (linkErrno == EEXIST)
                return "--phone-links " + quoted(m_file) +
                       " was made by another program meanwhile: it is not replaced; give a new path";
            return "cannot make the links file " + quoted(m_file) + ": " + std::strerror(linkErrno);
        }
        if (const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
            ::fsync(dir);
            ::close(dir);
        }
        m_dev = st.st_dev;
        m_ino = st.st_ino;
        m_text = text;
        m_made = true;
        return std::nullopt;
    }

    // Removes the file if the path still names it: a file put there since by someone else (or
    // a symlink, a FIFO) stays. The keys do not outlive the serving.
    void remove() {
        if (!m_made)
            return;
        m_made = false;
        if (stillMine())
            ::unlink(m_file.c_str());
    }

private:
    bool stillMine() const {
        struct stat named{};
        if (::lstat(m_file.c_str(), &named) != 0 || !S_ISREG(named.st_mode) || named.st_dev != m_dev ||
            named.st_ino != m_ino || named.st_size != static_cast<off_t>(m_text.size()))
            return false;
        const int fd = ::open(m_file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
            return false;
        struct stat opened{};
        std::string bytes(m_text.size(), '\0');
        std::size_t done = 0;
        bool same = ::fstat(fd, &opened) == 0 && opened.st_dev == m_dev && opened.st_ino == m_ino;
        while (same && done < bytes.size()) {
            const ssize_t n = ::read(fd, bytes.data() + done, bytes.size() - done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            done += static_cast<std::size_t>(n);
        }
        ::close(fd);
        return same && done == bytes.size() && bytes == m_text;
    }

    fs::path m_file;
    bool m_made = false;
    dev_t m_dev = 0;
    ino_t m_ino = 0;
    std::string m_text;
};

// Serves once the session is known to have something to serve; store failures are thrown.
int serve(const Options& o, store::SessionStore& store, store::LiveSession& live, std::ostream& err,
          const std::function<bool()>& stop) {
    const std::int64_t id = live.id();
    // Codes for the seats that have none; a seat's existing code (and its bound phone) stays.
    for (const auto& p : live.session().setup().players) {
        bool has = false;
        for (const auto& c : store.seatCodes(id))
            has = has || c.seat == p.seat;
        if (!has) {
            const auto fresh = phones::newSeatCode(p.seat, p.name);
            store.saveSeatCode(
                id, store::StoredSeatCode{fresh.seat, fresh.name, fresh.handle, fresh.key, "", 0, 0, fresh.tablet});
        }
    }
    std::vector<phones::SeatCredentials> seats;
    for (auto& c : store.seatCodes(id)) {
        if (auto from = store.reserveDownCounters(id, c.seat, o.phoneDownBlock))
            c.downFrom = *from;
        seats.push_back(
            phones::SeatCredentials{c.seat, c.name, c.handle, c.key, c.device, c.downFrom, c.upLast, c.tablet});
    }

    std::mutex mutex;
    std::condition_variable news;
    bool knocked = false;
    phones::PhoneHub hub([&] {
        std::lock_guard lock(mutex);
        knocked = true;
        news.notify_one();
    });
    phones::HubConfig config;
    config.address = o.phoneAddress;
    config.port = o.phonePort;
    config.gameTitle = live.session().game().info().title;
    config.downBlock = o.phoneDownBlock;
    try {
        hub.start(config, seats);
    } catch (const phones::PhoneError& e) {
        err << "heist-table: " << e.what() << "\n";
        return kExitCannotServe;
    }
    const std::string shown = o.phoneAddress == "0.0.0.0" ? "127.0.0.1" : o.phoneAddress;
    std::string links;
    for (const auto& s : seats)
        links += std::to_string(s.seat) + "\t" + s.name + "\t" + phones::seatLink(shown, hub.port(), s) + "\n";
    LinksFile linksFile(*o.phoneLinks); // removed on every way out, once the hub has stopped or failed
    if (const auto problem = linksFile.make(links)) {
        err << "heist-table: " << *problem << "\n";
        return kExitCannotServe;
    }
    err << "heist-table: serving the phones of session " << id << " on " << o.phoneAddress << ":" << hub.port()
        << "; each seat's link is in " << o.phoneLinks->string() << " (Ctrl-C stops)\n";

    // The phone pages speak the players' language (HEIST_LANGUAGE, else the one chosen in
    // Settings, else the system's), as the tablet would; this command's own messages on
    // stderr stay in English.
    std::optional<std::string> chosen;
    try {
        chosen = store.setting("language");
    } catch (const std::exception&) {
        // unreadable setting: the system's language
    }
    language::setLanguage(language::startingLanguage(chosen));
    auto publish = [&] {
        const auto& session = live.session();
        Json view = engine::phonePublicView(session);
        view["words"] = phones::phoneWords();
        view["lang"] = phones::phoneLanguage();
        hub.publishPublic(view);
        for (const auto& p : session.setup().players)
            hub.publishSeat(p.seat, session.game().phoneView(session.state(), p.seat, session.setup()));
    };
    publish();
    while (!stop()) {
        {
            std::unique_lock lock(mutex);
            news.wait_for(lock, std::chrono::milliseconds(200), [&] { return knocked; });
            knocked = false;
        }
        for (const auto& n : hub.poll()) {
            using Kind = phones::PhoneNotice::Kind;
            if (n.kind == Kind::Bound)
                store.bindSeatDevice(id, n.seat, n.handle, n.device);
            else if (n.kind == Kind::Entry)
                hub.answer(n.seat, n.counter, false,
                           tr("This game is not open on the tablet now: nothing was entered."));
            else if (n.kind == Kind::DownLow) {
                if (auto from = store.reserveDownCounters(id, n.seat, o.phoneDownBlock))
                    hub.extendSeat(n.seat, n.handle, *from);
                else
                    err << "heist-table: seat " << n.seat
                        << "'s phone has used up its code's counters and needs a new code\n";
            } else if (n.kind == Kind::OtherDevice)
                err << "heist-table: a second phone proved seat " << n.seat << "'s code and was refused\n";
        }
    }
    hub.stop();
    return kExitOk; // linksFile removes the links: the keys do not outlive the serving
}

} // namespace

int servePhones(const Options& o, std::ostream& err, const std::function<bool()>& stop) {
    if (const auto problem = linksPathProblem(*o.phoneLinks)) {
        err << "heist-table: " << *problem << "\n";
        return kExitCannotServe;
    }
    const std::int64_t id = *o.servePhones;
    try {
        store::SessionStore store(o.db);
        if (!store.notice().empty())
            err << "heist-table: " << store.notice() << "\n";
        if (!store.loadSetup(id)) {
            err << "heist-table: there is no saved session " << id << " (see --list)\n";
            return kExitScriptStart;
        }
        std::optional<store::LiveSession> live;
        try {
            live.emplace(store::LiveSession::resume(store, id));
        } catch (const store::StoreError&) {
            throw;
        } catch (const std::exception&) {
            return stopOnUnreplayable(id, err);
        }
        if (live->session().finished()) {
            err << "heist-table: session " << id << " is finished: its secrets are public, there is nothing to serve\n";
            return kExitScriptStart;
        }
        if (!live->session().game().keepsSecrets()) {
            err << "heist-table: session " << id << " is a game of " << live->session().game().info().title
                << ", which keeps no secret: there is nothing for a phone to show, so no code was made\n";
            return kExitScriptStart;
        }
        return serve(o, store, *live, err, stop);
    } catch (const store::StoreError& e) {
        // A full disk, a file held by another program, read-only storage, a newer file: the
        // status --check gives for it (README). The links file, if made, is removed.
        return stopOnStoreError(e, err);
    }
}

} // namespace heist::cli
