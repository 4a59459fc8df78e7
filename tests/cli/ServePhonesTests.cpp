// --serve-phones ID: a session's phones served without a window. The links go to a file only its
// owner may read; a phone that opens its link claims its seat and gets its own role, sealed for
// it; stopping removes the links; bad values are refused with status 2 before anything starts.
#include "cli/Commands.hpp"
#include "cli/Options.hpp"
#include "cli/ServePhones.hpp"
#include "language/Language.hpp"
#include "phones/PhoneWords.hpp"
#include "tests/phones/PhoneClient.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <sys/stat.h>

#include <atomic>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

using heist::Json;

namespace {

heist::cli::ParseResult parsePhoneArgs(std::vector<const char*> args) {
    args.insert(args.begin(), "heist-table");
    return heist::cli::parseOptions(static_cast<int>(args.size()), args.data());
}

// One line of the links file ("seat<TAB>name<TAB>link"): the seat's code and the port.
std::pair<heist::phones::SeatCredentials, std::uint16_t> fromLink(const std::string& line) {
    return heist::phones::test::scanLink(line.substr(line.rfind('\t') + 1));
}

// The error stream the serving thread writes while the test reads it: every write and every
// read under one lock (an ostringstream read during a write is a data race, seen to fail
// under qemu).
class SharedErr : public std::ostream {
public:
    SharedErr() : std::ostream(nullptr) { rdbuf(&m_buf); }
    std::string str() const { return m_buf.text(); }
    // The serving thread says it is serving just after it makes the links file: waits for it.
    bool says(const std::string& words) const {
        for (int i = 0; i < 500; ++i) {
            if (str().find(words) != std::string::npos)
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        return false;
    }

private:
    class Buf : public std::streambuf {
    public:
        std::string text() const {
            std::lock_guard<std::mutex> lock(m_mutex);
            return m_text;
        }

    protected:
        int_type overflow(int_type c) override {
            if (!traits_type::eq_int_type(c, traits_type::eof())) {
                std::lock_guard<std::mutex> lock(m_mutex);
                m_text.push_back(traits_type::to_char_type(c));
            }
            return traits_type::not_eof(c);
        }
        std::streamsize xsputn(const char* s, std::streamsize n) override {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_text.append(s, static_cast<std::size_t>(n));
            return n;
        }

    private:
        mutable std::mutex m_mutex;
        std::string m_text;
    };
    Buf m_buf;
};

} // namespace

TEST_CASE("Serve phones - bad values are refused before anything starts", "[cli]") {
    CHECK(parsePhoneArgs({"--serve-phones", "x", "--phone-links", "l"}).exitStatus == 2);
    CHECK(parsePhoneArgs({"--serve-phones", "0", "--phone-links", "l"}).exitStatus == 2);
    CHECK(parsePhoneArgs({"--serve-phones", "1"}).exitStatus == 2);
    CHECK(parsePhoneArgs({"--serve-phones", "1", "--phone-links", "l", "--phone-port", "70000"}).exitStatus == 2);
    CHECK(parsePhoneArgs({"--serve-phones", "1", "--phone-links", "l", "--phone-address", "tablet"}).exitStatus == 2);
    CHECK(parsePhoneArgs({"--phone-port", "8080"}).exitStatus == 2);
    const auto ok = parsePhoneArgs(
        {"--serve-phones", "3", "--phone-links", "l", "--phone-port", "0", "--phone-address", "127.0.0.1"});
    REQUIRE(ok.exitStatus == 0);
    CHECK(*ok.options.servePhones == 3);
    CHECK(ok.options.phonePort == 0);
}

TEST_CASE("Serve phones - each seat's link opens its own role on a phone, and nobody else can read the links",
          "[cli]") {
    heist::test::TempDir dir;
    const auto db = dir / "s.db";
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
        for (std::size_t seat = 0; seat < s.setup().players.size(); ++seat)
            roles.push_back(s.game().privateView(s.state(), static_cast<int>(seat))["role_name"].get<std::string>());
    }
    heist::cli::Options o;
    o.db = db;
    o.servePhones = 1;
    o.phoneLinks = dir / "links.tsv";
    o.phonePort = 0;
    o.phoneAddress = "127.0.0.1";
    std::atomic<bool> stop{false};
    SharedErr err;
    int status = -1;
    std::thread serving([&] { status = heist::cli::servePhones(o, err, [&] { return stop.load(); }); });
    for (int i = 0; i < 500 && !std::filesystem::exists(*o.phoneLinks); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    REQUIRE(std::filesystem::exists(*o.phoneLinks));
    struct stat st{};
    REQUIRE(::stat(o.phoneLinks->c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
    CHECK(err.says("serving the phones of session 1"));

    std::ifstream in(*o.phoneLinks);
    std::string line;
    int seats = 0;
    while (std::getline(in, line)) {
        const auto [code, port] = fromLink(line);
        // The error stream never shows a key.
        CHECK(err.str().find(heist::phones::base64url(code.key)) == std::string::npos);
        CHECK(err.str().find(line.substr(line.rfind('.') + 1)) == std::string::npos);
        heist::phones::test::PhoneClient phone(port);
        auto welcome = heist::phones::test::claimSeat(phone, code, heist::phones::test::newDevice());
        REQUIRE(welcome);
        REQUIRE((*welcome)["t"] == "welcome");
        auto down = phone.readKind("down");
        REQUIRE(down);
        const auto plain = heist::phones::test::openFrame(*down, heist::phones::test::PhoneKeys(code).down);
        REQUIRE(plain);
        CHECK((*plain)["view"]["lines"][0]["text"] == roles.at(static_cast<std::size_t>(code.seat)));
        ++seats;
    }
    CHECK(seats == static_cast<int>(roles.size()));
    stop = true;
    serving.join();
    CHECK(status == 0);
    CHECK_FALSE(std::filesystem::exists(*o.phoneLinks));
}

namespace {

// Serves session 1 of `o.db` on a thread until stop(); the links file says when it is up.
struct Serving {
    heist::cli::Options o;
    std::atomic<bool> stopped{false};
    SharedErr err;
    int status = -1;
    std::thread thread;
    explicit Serving(heist::cli::Options options) : o(std::move(options)) {
        thread = std::thread([this] { status = heist::cli::servePhones(o, err, [this] { return stopped.load(); }); });
        for (int i = 0; i < 500 && !std::filesystem::exists(*o.phoneLinks); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ~Serving() { stop(); }
    void stop() {
        stopped = true;
        if (thread.joinable())
            thread.join();
    }
    // Seat 0's code and the port, from the links file.
    std::pair<heist::phones::SeatCredentials, std::uint16_t> seat0() {
        std::ifstream in(*o.phoneLinks);
        std::string line;
        std::getline(in, line);
        return fromLink(line);
    }
};

// The phone claims again on a new link (as after a drop): the counter of the view it gets.
std::optional<std::int64_t> reconnect(std::uint16_t port, const heist::phones::SeatCredentials& code,
                                      const std::string& device) {
    heist::phones::test::PhoneClient phone(port);
    REQUIRE((*heist::phones::test::claimSeat(phone, code, device))["t"] == "welcome");
    auto down = phone.readKind("down", std::chrono::milliseconds(500));
    if (!down)
        return std::nullopt;
    return heist::phones::test::openFrame(*down, heist::phones::test::PhoneKeys(code).down)
        ->at("n")
        .get<std::int64_t>();
}

// Options that serve session 1 of a Secret Night started in `dir` (the example script), on
// any free port of 127.0.0.1, with the links in dir/links.tsv; `language`: the one kept in
// Settings, if any.
heist::cli::Options startedNight(const heist::test::TempDir& dir, const char* language = nullptr) {
    heist::cli::Options o;
    o.db = dir / "s.db";
    {
        heist::store::SessionStore store(o.db);
        std::ostringstream out, err;
        REQUIRE(heist::cli::runScript(
                    store, std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples/secret-night-start.jsonl", {}, out,
                    err) == 0);
        if (language)
            store.setSetting("language", language);
    }
    o.servePhones = 1;
    o.phoneLinks = dir / "links.tsv";
    o.phonePort = 0;
    o.phoneAddress = "127.0.0.1";
    return o;
}

} // namespace

TEST_CASE("Serve phones - a seat near the end of its counters gets the next block from the file; when the file "
          "has none left it says the seat needs a new code",
          "[cli]") {
    heist::test::TempDir dir;
    heist::cli::Options o = startedNight(dir);
    o.phoneDownBlock = 8;
    const std::string device = heist::phones::test::newDevice();
    {
        Serving serving(o);
        const auto [code, port] = serving.seat0();
        std::vector<std::int64_t> seen;
        for (int i = 0; i < 10; ++i)
            seen.push_back(reconnect(port, code, device).value_or(0));
        CHECK(seen == std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}); // past the first block of 8
        serving.stop();
        CHECK(serving.status == 0);
        CHECK(serving.err.str().find("new code") == std::string::npos);
    }
    const std::int64_t limit = std::int64_t{1} << 53;
    {
        // Two blocks of 8 were reserved (1 and 9): the file's counters for the code are spent but 12.
        heist::store::SessionStore store(o.db);
        REQUIRE(store.reserveDownCounters(1, 0, limit - 29) == 17);
    }
    Serving serving(o);
    const auto [code, port] = serving.seat0();
    for (std::int64_t n = limit - 12; n < limit - 4; ++n)
        CHECK(reconnect(port, code, device) == n);
    CHECK_FALSE(reconnect(port, code, device)); // nothing past the block: it could come again
    serving.stop();
    CHECK(serving.err.str().find("seat 0's phone has used up its code's counters and needs a new code") !=
          std::string::npos);
}

TEST_CASE("Serve phones - the phone pages speak the language chosen on the tablet; stderr stays in English", "[cli]") {
    heist::test::TempDir dir;
    const heist::cli::Options o = startedNight(dir, "de"); // German kept in Settings
    const auto english = heist::phones::phoneWordList();
    REQUIRE_FALSE(english.empty());
    {
        Serving serving(o);
        const auto [code, port] = serving.seat0();
        heist::phones::test::PhoneClient phone(port);
        REQUIRE((*heist::phones::test::claimSeat(phone, code, heist::phones::test::newDevice()))["t"] == "welcome");
        const auto shown = phone.readKind("public");
        REQUIRE(shown);
        const auto& view = (*shown)["view"];
        CHECK(view["lang"] == "de");
        REQUIRE(view.contains("words"));
        int translated = 0;
        for (const auto& word : english)
            translated += view["words"].value(word, word) != word;
        CHECK(translated * 2 > static_cast<int>(english.size())); // most of the page's words in German
        CHECK(serving.err.says("serving the phones of session 1"));
    }
    heist::language::setLanguage("en");
}
