// The app itself killed mid-game (kill -9, as a power cut would) while two phones are open: the
// real heist-table binary serves a saved session's phones headless (--serve-phones), is killed
// with SIGKILL and started again on the same port with the same file, and both pages must come
// back by themselves (no new navigation), on their holding page, each with its own secret.
#include "tests/phones/browser/Chromium.hpp"
#include "tests/phones/browser/PhonePage.hpp"

#include "cli/Commands.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using heist::Json;
using heist::test::Chromium;
using namespace std::chrono_literals;
using namespace heist::test::page;

namespace {

// One run of `heist-table --serve-phones`, a child of this test; the destructor kills it if the
// test ended early, and only it.
class Serving {
public:
    Serving(const std::filesystem::path& db, const std::filesystem::path& links, int port,
            const std::filesystem::path& errFile)
        : m_err(errFile) {
        const std::string portText = std::to_string(port);
        m_pid = ::fork();
        REQUIRE(m_pid >= 0);
        if (m_pid == 0) {
            const int out = ::open(errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
            ::dup2(out, STDOUT_FILENO);
            ::dup2(out, STDERR_FILENO);
            ::execl(HEIST_BINARY, HEIST_BINARY, "--db", db.c_str(), "--serve-phones", "1", "--phone-links",
                    links.c_str(), "--phone-port", portText.c_str(), "--phone-address", "127.0.0.1",
                    static_cast<char*>(nullptr));
            ::_exit(127);
        }
    }
    ~Serving() {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
    }
    Serving(const Serving&) = delete;
    Serving& operator=(const Serving&) = delete;

    // True once the run says it serves (its links are written by then).
    bool waitServing(std::chrono::milliseconds timeout) {
        const auto until = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < until) {
            if (output().find("serving the phones of session 1") != std::string::npos)
                return true;
            if (::waitpid(m_pid, nullptr, WNOHANG) == m_pid) {
                m_pid = -1;
                return false;
            }
            std::this_thread::sleep_for(10ms);
        }
        return false;
    }
    // Sends the signal and returns how the run ended (the raw waitpid status).
    int end(int signal) {
        ::kill(m_pid, signal);
        int status = 0;
        ::waitpid(m_pid, &status, 0);
        m_pid = -1;
        return status;
    }
    std::string output() const { return heist::test::readFile(m_err); }

private:
    std::filesystem::path m_err;
    pid_t m_pid = -1;
};

struct Seat {
    int seat;
    std::string name;
    std::string link;
    std::string key; // base64url, as in the link's fragment
    std::string handle;
};

std::vector<Seat> readLinks(const std::filesystem::path& file) {
    std::vector<Seat> seats;
    std::istringstream in(heist::test::readFile(file));
    std::string line;
    while (std::getline(in, line)) {
        const auto t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
        Seat s{std::stoi(line.substr(0, t1)), line.substr(t1 + 1, t2 - t1 - 1), line.substr(t2 + 1), "", ""};
        // #SEAT.HANDLE.KEY.TABLET
        const auto d1 = s.link.find('.', s.link.find('#')), d2 = s.link.find('.', d1 + 1),
                   d3 = s.link.find('.', d2 + 1);
        s.handle = s.link.substr(d1 + 1, d2 - d1 - 1);
        s.key = s.link.substr(d2 + 1, d3 - d2 - 1);
        seats.push_back(s);
    }
    return seats;
}

int portOf(const std::string& link) { return std::stoi(link.substr(link.find(':', 7) + 1)); }

// A JavaScript test: some line of the page's visible text is exactly `line` (roles nest: "Thief"
// is in "Master Thief").
std::string hasLine(const std::string& line) {
    return "document.body.innerText.split('\\n').some(l => l.trim() === " + Json(line).dump() + ")";
}

// The same, anywhere in the DOM, shown or not, or in the page's storage.
std::string anywhere(const std::string& text) {
    const std::string t = Json(text).dump();
    return "Array.from(document.querySelectorAll('*')).some(e => e.children.length === 0 && "
           "e.textContent.trim() === " +
           t + ") || Object.values(localStorage).some(v => v.includes(" + t + "))";
}

unsigned modeOf(const std::filesystem::path& file) {
    struct stat st{};
    REQUIRE(::stat(file.c_str(), &st) == 0);
    return st.st_mode & 0777;
}

} // namespace

TEST_CASE("Phone page - after a kill -9 of the app the phones reconnect by themselves, each to its own "
          "secret",
          "[phones-browser]") {
    heist::test::TempDir dir;
    const auto db = dir / "games.db";
    const auto links = dir / "links.tsv";
    std::vector<std::string> roles;
    {
        heist::store::SessionStore store(db);
        std::ostringstream out, err;
        REQUIRE(heist::cli::runScript(
                    store, std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples/secret-night-start.jsonl", {}, out,
                    err) == 0);
        auto live = heist::store::LiveSession::resume(store, 1);
        REQUIRE_FALSE(live.session().finished());
        const auto& s = live.session();
        for (const auto& p : s.setup().players)
            roles.push_back(s.game().privateView(s.state(), p.seat)["role_name"].get<std::string>());
    }
    REQUIRE(roles.size() >= 2);
    REQUIRE(roles[0] != roles[1]);

    auto first = std::make_unique<Serving>(db, links, 0, dir / "first.err");
    REQUIRE(first->waitServing(20s));
    const std::vector<Seat> seats = readLinks(links);
    REQUIRE(seats.size() == roles.size());
    CHECK(modeOf(links) == 0600);
    const int port = portOf(seats[0].link);

    Chromium ada("phone 360x640", 360, 640);
    Chromium ben("phone 412x915", 412, 915);
    Chromium* phones[] = {&ada, &ben};
    for (int seat : {0, 1}) {
        Chromium& phone = *phones[seat];
        INFO(phone.name());
        phone.navigate(seats[seat].link);
        REQUIRE(phone.waitFor(kConnected, 20s));
        CHECK(text(phone, "name") == seats[seat].name);
        hold(phone);
        CHECK(phone.waitFor(hasLine(roles[seat]), 5s));
        release(phone);
        // A mark that only this document carries: a navigation or a reload would lose it.
        phone.evaluate("window.sameDocument = true");
    }
    // The last counter each page accepted (docs/phones.md, "What it keeps"): in the killed run's
    // block, which the store reserved from 1.
    auto lastCounter = [&](int seat) {
        return phones[seat]->evaluate("Number(localStorage.getItem('heist.n." + seats[seat].handle + "'))");
    };
    for (int seat : {0, 1}) {
        CHECK(lastCounter(seat).get<double>() >= 1);
        CHECK(lastCounter(seat).get<double>() <= 1 << 20);
    }

    // Mid-game, the app dies at once: no signal handler runs, nothing is cleaned up.
    const int killed = first->end(SIGKILL);
    CHECK((WIFSIGNALED(killed) && WTERMSIG(killed) == SIGKILL));
    first.reset();
    for (Chromium* phone : phones) {
        INFO(phone->name());
        CHECK(phone->waitFor("!(" + std::string(kConnected) + ")", 10s));
        CHECK(phone->evaluate("document.getElementById('secret').hidden") == Json(true));
    }
    // The killed run's links file stays behind, still only its owner's (0600), and no half-written
    // copy beside it. The next run would refuse it (it never replaces a file): the user deletes
    // it, as its message says, and the next run writes it again (the same codes: the seats keep
    // them).
    REQUIRE(std::filesystem::exists(links));
    CHECK(modeOf(links) == 0600);
    const std::string staleLinks = heist::test::readFile(links);
    CHECK_FALSE(std::filesystem::exists(links.string() + ".part"));
    std::filesystem::remove(links);

    Serving second(db, links, port, dir / "second.err");
    REQUIRE(second.waitServing(20s));
    CHECK(modeOf(links) == 0600);
    CHECK(heist::test::readFile(links) == staleLinks);

    for (int seat : {0, 1}) {
        Chromium& phone = *phones[seat];
        INFO(phone.name() << ": link line \"" << text(phone, "link") << "\"");
        // By itself: the page's own retry (1 s, then 2 s, ...), no navigation from here.
        REQUIRE(phone.waitFor(kConnected, 15s));
        CHECK(phone.evaluate("window.sameDocument === true") == Json(true));
        CHECK(phone.evaluate("location.href") == Json("http://127.0.0.1:" + std::to_string(port) + "/p"));
        CHECK(text(phone, "name") == seats[seat].name);
        CHECK(phone.evaluate("document.getElementById('problem').hidden") == Json(true));
        CHECK(phone.evaluate("document.getElementById('secret').hidden") == Json(true));
        for (const auto& role : roles)
            CHECK(phone.evaluate(anywhere(role)) == Json(false));
        // The restarted app numbers its boxes from a fresh block, past the killed run's: the page
        // accepted its view (a repeated counter would be dropped unread).
        CHECK(phone.waitFor(
            "Number(localStorage.getItem('heist.n." + seats[seat].handle + "')) > " + std::to_string(1 << 20), 5s));
        hold(phone);
        CHECK(phone.waitFor(hasLine(roles[seat]), 5s));
        CHECK(phone.evaluate(hasLine(roles[1 - seat])) == Json(false));
        release(phone);
    }

    // A clean stop removes the links; neither run's output ever showed a key.
    const int stopped = second.end(SIGTERM);
    CHECK((WIFEXITED(stopped) && WEXITSTATUS(stopped) == 0));
    CHECK_FALSE(std::filesystem::exists(links));
    for (const std::string& out : {heist::test::readFile(dir / "first.err"), second.output()}) {
        for (const Seat& s : seats)
            CHECK(out.find(s.key) == std::string::npos);
    }
}
