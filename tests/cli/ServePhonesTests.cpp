// --serve-phones ID: a session's phones served without a window. The links go to a file only its
// owner may read; a phone that opens its link claims its seat and gets its own role, sealed for
// it; stopping removes the links; bad values are refused with status 2 before anything starts.
#include "cli/Commands.hpp"
#include "cli/Options.hpp"
#include "cli/ServePhones.hpp"
#include "phones/PhoneClient.hpp"
#include "support/TestSupport.hpp"

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <thread>

using heist::Json;

namespace {

heist::cli::ParseResult parse(std::vector<const char*> args) {
    args.insert(args.begin(), "heist-table");
    return heist::cli::parseOptions(static_cast<int>(args.size()), args.data());
}

} // namespace

TEST_CASE("Serve phones - bad values are refused before anything starts", "[cli]") {
    CHECK(parse({"--serve-phones", "x", "--phone-links", "l"}).exitStatus == 2);
    CHECK(parse({"--serve-phones", "0", "--phone-links", "l"}).exitStatus == 2);
    CHECK(parse({"--serve-phones", "1"}).exitStatus == 2);
    CHECK(parse({"--serve-phones", "1", "--phone-links", "l", "--phone-port", "70000"}).exitStatus == 2);
    CHECK(parse({"--serve-phones", "1", "--phone-links", "l", "--phone-address", "tablet"}).exitStatus == 2);
    CHECK(parse({"--phone-port", "8080"}).exitStatus == 2);
    const auto ok = parse({"--serve-phones", "3", "--phone-links", "l", "--phone-port", "0", "--phone-address", "127.0.0.1"});
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
        REQUIRE(heist::cli::runScript(store, std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples/secret-night-start.jsonl",
                                      {}, out, err) == 0);
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
    std::ostringstream err;
    int status = -1;
    std::thread serving([&] { status = heist::cli::servePhones(o, err, [&] { return stop.load(); }); });
    for (int i = 0; i < 500 && !std::filesystem::exists(*o.phoneLinks); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    REQUIRE(std::filesystem::exists(*o.phoneLinks));
    struct stat st {};
    REQUIRE(::stat(o.phoneLinks->c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
    CHECK(err.str().find("serving the phones of session 1") != std::string::npos);

    std::ifstream in(*o.phoneLinks);
    std::string line;
    int seats = 0;
    while (std::getline(in, line)) {
        const auto link = line.substr(line.rfind('\t') + 1);
        const auto colon = link.find(':', 7);
        const auto port = static_cast<std::uint16_t>(std::stoi(link.substr(colon + 1)));
        const auto fragment = link.substr(link.find('#') + 1);
        const auto d1 = fragment.find('.'), d2 = fragment.find('.', d1 + 1);
        heist::phones::SeatCode code;
        code.seat = std::stoi(fragment.substr(0, d1));
        code.handle = fragment.substr(d1 + 1, d2 - d1 - 1);
        code.key = *heist::phones::fromBase64url(fragment.substr(d2 + 1));
        // The error stream never shows a key.
        CHECK(err.str().find(fragment.substr(d2 + 1)) == std::string::npos);
        heist::phones::test::PhoneClient phone(port);
        auto welcome = heist::phones::test::claimSeat(phone, code, heist::phones::randomBytes(16));
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
