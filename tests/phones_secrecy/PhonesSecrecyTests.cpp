// The secrecy sweep over the phones' server (issue 27): no secret in any public message, log
// line, HTTP response or error, for every game, at every step of its example script. Each
// documented example script is run into a store and folded again step by step; a real hub on
// loopback serves it, every seat claimed by a loopback phone, and after every step the test
// publishes what ui/PhoneDesk.cpp publishes. Every frame every phone receives is checked.
// Entries: the seats' phones send entries, and the answers are checked like the down boxes.
// Its own executable (heist_phone_secrecy_tests): it needs heist_cli and heist_phones, no display.
#include "cli/Commands.hpp"
#include "engine/PhoneView.hpp"
#include "games/Catalogue.hpp"
#include "phones/Protocol.hpp"
#include "phones/Crypto.hpp"
#include "tests/phones/PhoneClient.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

using heist::Json;
namespace pt = heist::phones::test;
using namespace std::chrono_literals;

namespace {

// The secrets a public frame may not hold at this step (none when the last event names things
// printed in the box, as on the tablet: GameDefinition::namesCatalogue).
bool namesCatalogue(const heist::engine::Session& fold) {
    const heist::engine::Event* last = nullptr;
    for (const auto& e : fold.log())
        if (!fold.isUndone(e.seq) && !heist::engine::Session::isEngineEvent(e.type))
            last = &e;
    return last && fold.game().namesCatalogue(*last);
}
std::vector<std::string> publicSecrets(const heist::engine::Session& fold) {
    const heist::engine::Event* last = nullptr;
    for (const auto& e : fold.log())
        if (!fold.isUndone(e.seq) && !heist::engine::Session::isEngineEvent(e.type))
            last = &e;
    if (last && fold.game().namesCatalogue(*last))
        return {};
    return fold.game().unrevealedSecrets(fold.state());
}

void leaves(const Json& j, std::set<std::string>& out) {
    if (j.is_string())
        out.insert(j.get<std::string>());
    else if (j.is_array() || j.is_object())
        for (const auto& item : j)
            leaves(item, out);
}

// The strings of the seats' private views that the table's own view does not name too (a role
// game's unrevealedSecrets is empty: its secret is who holds what, and a role's name alone is
// public). PhoneViewTests makes the same exception.
std::vector<std::string> privateWords(const heist::engine::Session& fold) {
    const auto& game = fold.game();
    std::set<std::string> publicWords, privateOnes;
    leaves(game.publicView(fold.state()), publicWords);
    publicWords.insert(game.info().title);
    for (const auto& p : fold.setup().players)
        publicWords.insert(p.name);
    for (int seat = 0; seat < static_cast<int>(fold.setup().players.size()); ++seat)
        leaves(game.privateView(fold.state(), seat), privateOnes);
    std::vector<std::string> out;
    for (const auto& secret : privateOnes) {
        bool named = secret.size() <= 2;
        for (const auto& w : publicWords)
            named = named || w.find(secret) != std::string::npos;
        if (!named)
            out.push_back(secret);
    }
    return out;
}

// Every seat's private view and the unrevealed secrets: what differs between two deals.
std::string hiddenState(const heist::engine::Session& fold) {
    Json all = Json::array();
    for (int seat = 0; seat < static_cast<int>(fold.setup().players.size()); ++seat)
        all.push_back(fold.game().privateView(fold.state(), seat));
    all.push_back(fold.game().unrevealedSecrets(fold.state()));
    return all.dump();
}

struct Seat {
    heist::phones::SeatCredentials code;
    std::unique_ptr<pt::PhoneClient> phone;
    std::string device;  // the phone's secret key
    std::string down;    // the key the seat's boxes are sealed with
    std::int64_t up = 0; // the last entry counter it sent
};

struct Sweep {
    std::string file;
    int frames = 0, downs = 0, publics = 0, refusals = 0, answers = 0;
    std::vector<std::string> firstRefusal;
};

// The lengths a listener sees, by frame kind, over every script (one each, or padding leaks),
// and the longest plaintext each kind held (how much room its padded size leaves).
std::map<std::string, std::set<std::size_t>>& frameLengths() {
    static std::map<std::string, std::set<std::size_t>> lengths;
    return lengths;
}
std::map<std::string, std::size_t>& longestPlaintext() {
    static std::map<std::string, std::size_t> longest;
    return longest;
}

// Checks one frame a phone of `seat` received, with `secrets` the unrevealed ones.
void checkFrame(Sweep& sweep, const std::string& text, int seat, const std::vector<Seat>& seats,
                const std::vector<std::string>& secrets, const std::vector<std::string>& publicOnes,
                std::int64_t step) {
    ++sweep.frames;
    INFO(sweep.file << " step " << step << " seat " << seat << ": " << text);
    const Json frame = Json::parse(text);
    const std::string t = frame.value("t", "");
    if (t == "down" || t == "answer") {
        ++(t == "down" ? sweep.downs : sweep.answers);
        frameLengths()[t].insert(text.size());
        for (std::size_t other = 0; other < seats.size(); ++other) {
            const auto opened = pt::openFrame(frame, seats[other].down);
            CHECK(opened.has_value() == (static_cast<int>(other) == seat));
            if (opened) {
                auto& longest = longestPlaintext()[t];
                longest = std::max(longest, opened->dump(-1, ' ', false, Json::error_handler_t::replace).size());
            }
        }
        return;
    }
    if (t == "public")
        ++sweep.publics;
    for (const auto& secret : t == "public" ? publicOnes : secrets) {
        // The welcome names the game and the player ("Thief" within "Thief in the Night").
        if (t == "welcome" && (frame["game"].get<std::string>().find(secret) != std::string::npos ||
                               frame["name"].get<std::string>().find(secret) != std::string::npos))
            continue;
        INFO("secret: " << secret);
        CHECK(text.find(secret) == std::string::npos);
    }
}

// A claim with a wrong key, with the hidden state it was made in.
using Refusals = std::vector<std::pair<std::string, std::string>>;

// `file`: an example script's name in docs/examples, or a path to a script.
// `least`: the fewest down and public frames the script must give (another deal of a script
// may stop at its first refused step).
void sweepScript(const std::string& file, Refusals& refusals, int least = 11) {
    heist::test::TempDir dir;
    heist::store::SessionStore store(dir / "s.db");
    std::ostringstream out, err;
    const auto script = file.find('/') != std::string::npos
                            ? std::filesystem::path(file)
                            : std::filesystem::path(HEIST_SOURCE_DIR) / "docs" / "examples" / file;
    REQUIRE(heist::cli::runScript(store, script, {}, out, err) == 0);
    Sweep sweep;
    sweep.file = file;
    const auto sessions = store.listSessions(false);
    REQUIRE(!sessions.empty());
    for (const auto& summary : sessions) {
        auto live = heist::store::LiveSession::resume(store, summary.id);
        const auto& setup = live.session().setup();
        const auto& game = live.session().game();
        heist::engine::Session fold(setup, game);

        std::vector<Seat> seats;
        std::vector<heist::phones::SeatCredentials> codes;
        for (std::size_t i = 0; i < setup.players.size(); ++i) {
            Seat s;
            s.code = heist::phones::newSeatCode(static_cast<int>(i), setup.players[i].name);
            s.code.downFrom = 1;
            s.device = pt::newDevice();
            s.down = pt::PhoneKeys(s.code, s.device).down;
            codes.push_back(s.code);
            seats.push_back(std::move(s));
        }
        heist::phones::PhoneHub hub;
        heist::phones::HubConfig config;
        config.address = "127.0.0.1";
        config.port = 0;
        config.gameTitle = game.info().title;
        hub.start(config, codes);
        const auto port = hub.port();

        // What PhoneDesk::publishAll sends.
        // The phone page, and the answers to requests outside the contract.
        auto checkHttp = [&](const std::vector<std::string>& secrets) {
            for (const char* request : {"GET /p HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                                        "GET /phone.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                                        "GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                                        "POST /p HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello"}) {
                const std::string response = pt::rawHttp(port, request);
                CHECK(!response.empty());
                for (const auto& secret : secrets) {
                    INFO(file << ": " << request << " / " << secret);
                    CHECK(response.find(secret) == std::string::npos);
                }
            }
        };
        auto publishAll = [&] {
            hub.publishPublic(heist::engine::phonePublicView(fold));
            for (const auto& s : seats)
                hub.publishSeat(s.code.seat, game.phoneView(fold.state(), s.code.seat, setup));
        };
        // A claim with a wrong key: the refusal, byte for byte, and nothing before it but the
        // challenge.
        auto wrongKeyRefusal = [&](const std::vector<std::string>& secrets) {
            pt::PhoneClient stranger(port);
            const std::string wrong = heist::phones::randomBytes(32);
            auto answer = pt::claimSeat(stranger, seats[0].code, heist::phones::test::newDevice(), &wrong);
            REQUIRE(answer);
            REQUIRE(stranger.received().size() == 2);
            for (const auto& text : stranger.received())
                for (const auto& secret : secrets) {
                    INFO(file << ": " << text << " / " << secret);
                    CHECK(text.find(secret) == std::string::npos);
                }
            ++sweep.refusals;
            return stranger.received().back();
        };

        for (auto& s : seats) {
            s.phone = std::make_unique<pt::PhoneClient>(port);
            auto welcome = pt::claimSeat(*s.phone, s.code, s.device);
            REQUIRE(welcome);
            REQUIRE(welcome->value("t", "") == "welcome");
        }
        // What PhoneDesk::takeEntry answers, without dispatching (the fold follows the log): at
        // the first step every seat tries an entry (none is asked for); later each seat whose
        // view asks for one sends it with empty arguments, which the rules refuse in words.
        auto enterAll = [&](bool everySeat) {
            std::size_t sent = 0;
            for (auto& s : seats) {
                const Json view = game.phoneView(fold.state(), s.code.seat, setup);
                if (!everySeat && !view.contains("entry"))
                    continue;
                const Json intent{{"type", view.contains("entry") ? view["entry"]["intent"] : Json("session.undo")},
                                  {"args", Json::object()}};
                REQUIRE(s.phone->send(pt::upFrame(s.down, ++s.up, intent)));
                ++sent;
            }
            std::vector<heist::phones::PhoneNotice> entries;
            const auto until = std::chrono::steady_clock::now() + 3s;
            while (entries.size() < sent && std::chrono::steady_clock::now() < until) {
                for (auto& n : hub.poll())
                    if (n.kind == heist::phones::PhoneNotice::Kind::Entry)
                        entries.push_back(std::move(n));
                std::this_thread::sleep_for(2ms);
            }
            REQUIRE(entries.size() == sent);
            for (const auto& n : entries) {
                const auto checked = heist::engine::checkPhoneEntry(fold, n.seat, n.intent);
                std::string message = checked.refusal;
                if (checked.intent) {
                    const auto r = fold.resolve(*checked.intent);
                    const auto* error = std::get_if<heist::engine::RuleError>(&r);
                    message = error ? error->message : checked.accepted;
                }
                hub.answer(n.seat, n.counter, false, message);
            }
        };
        bool first = true;
        for (const auto& event : live.session().log()) {
            fold.apply(event);
            publishAll();
            enterAll(first);
            first = false;
            auto secrets = game.unrevealedSecrets(fold.state());
            auto publicOnes = publicSecrets(fold);
            const auto words = privateWords(fold);
            secrets.insert(secrets.end(), words.begin(), words.end());
            if (!namesCatalogue(fold))
                publicOnes.insert(publicOnes.end(), words.begin(), words.end());
            for (auto& s : seats) {
                // The challenge and the welcome, against this step's secrets.
                for (std::size_t i = 0; i < 2; ++i)
                    checkFrame(sweep, s.phone->received()[i], s.code.seat, seats, secrets, publicOnes, event.seq);
                // A ping after the step: everything the step sent comes before the pong.
                REQUIRE(s.phone->send(Json{{"t", "ping"}}));
                int downs = 0;
                for (;;) {
                    auto text = s.phone->readText(3s);
                    REQUIRE(text);
                    checkFrame(sweep, *text, s.code.seat, seats, secrets, publicOnes, event.seq);
                    const std::string t = Json::parse(*text).value("t", "");
                    downs += t == "down";
                    if (t == "pong")
                        break;
                }
                // Every seat gets one down box a step, whether its view changed or not: when and
                // how often a seat hears from the tablet says nothing about its secret.
                CHECK(downs == 1);
            }
            // A wrong key at the first step, and again when the hidden state has changed.
            const std::string state = hiddenState(fold);
            if (sweep.firstRefusal.empty()) {
                sweep.firstRefusal.push_back(wrongKeyRefusal(secrets));
                sweep.firstRefusal.push_back(state);
                checkHttp(secrets);
            } else if (sweep.firstRefusal.size() == 2 && state != sweep.firstRefusal[1]) {
                // Another hidden state (a later step): the same bytes.
                const std::string again = wrongKeyRefusal(secrets);
                CHECK(again == sweep.firstRefusal[0]);
                sweep.firstRefusal.push_back(state);
            }
        }
        // HTTP after the game's last step.
        checkHttp(game.unrevealedSecrets(fold.state()));
        hub.stop();
    }
    REQUIRE(!sweep.firstRefusal.empty());
    refusals.emplace_back(sweep.firstRefusal[0], sweep.firstRefusal[1]);
    INFO(file << ": " << sweep.frames << " frames, " << sweep.downs << " down, " << sweep.publics << " public");
    CHECK(sweep.downs >= least);
    CHECK(sweep.publics >= least);
    CHECK(sweep.refusals >= 1);
    CHECK(sweep.answers >= static_cast<int>(sessions.front().players.size()));
}

} // namespace

TEST_CASE("Phones secrecy - every frame every phone gets, at every step of every example script, "
          "holds no secret but its own seat's, sealed",
          "[phones]") {
    Refusals refusals;
    for (const auto& file : heist::test::exampleScripts()) {
        INFO(file);
        sweepScript(file, refusals);
    }
    // A wrong key is refused with the same bytes whatever was dealt (five games, five deals;
    // and again within a script whenever its hidden state changed).
    std::set<std::string> states;
    for (const auto& [frame, state] : refusals) {
        CHECK(frame == R"({"t":"refused","why":"wrong_key"})");
        states.insert(state);
    }
    CHECK(states.size() >= 2);
    // One length for every down box of every game, and one for every answer: a listener
    // counting bytes learns nothing about a role, an identity, a hand or a refusal's words.
    CHECK(frameLengths()["down"].size() == 1);
    CHECK(frameLengths()["answer"].size() == 1);
    std::cout << "phones-secrecy: longest down plaintext " << longestPlaintext()["down"] << " of "
              << heist::phones::kDownPad << " bytes, longest answer " << longestPlaintext()["answer"] << " of "
              << heist::phones::kAnswerPad << "\n";
}

namespace {

// A name of 32 characters of four bytes each: the longest the tablet's keyboard types, in the
// widest UTF-8 there is.
std::string longName(int seat) {
    std::string name;
    for (int i = 0; i < 31; ++i)
        name += "\xF0\x9D\x94\x8A"; // U+1D50A MATHEMATICAL FRAKTUR CAPITAL G
    return name + static_cast<char>('A' + seat);
}

// The example script with the given seed and `players` players of long names (the rest of its
// lines as they are: those the other deal does not allow are refused by the rules, as a script
// is).
std::filesystem::path variant(const std::filesystem::path& dir, const std::string& file, std::uint64_t seed,
                              int players) {
    std::ifstream in(std::filesystem::path(HEIST_SOURCE_DIR) / "docs" / "examples" / file);
    std::string first;
    std::getline(in, first);
    Json session = Json::parse(first);
    session["seed"] = seed;
    Json names = Json::array();
    for (int i = 0; i < players; ++i)
        names.push_back(longName(i));
    session["players"] = names;
    const auto out = dir / (std::to_string(seed) + "-" + std::to_string(players) + "-" + file);
    std::ofstream o(out);
    o << session.dump() << "\n" << in.rdbuf();
    return out;
}

} // namespace

TEST_CASE("Phones secrecy - over many deals of every game with long names, every seat's box at every step "
          "is padded to one size and never longer",
          "[phones]") {
    std::map<std::string, std::size_t> longest;
    int games = 0, views = 0;
    for (const auto& file : heist::test::exampleScripts()) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            heist::test::TempDir dir;
            heist::store::SessionStore store(dir / "s.db");
            std::ifstream probe(std::filesystem::path(HEIST_SOURCE_DIR) / "docs" / "examples" / file);
            std::string first;
            std::getline(probe, first);
            const int scripted = static_cast<int>(Json::parse(first)["players"].size());
            const auto& game = heist::games::definition(Json::parse(first)["game"].get<std::string>());
            for (int players : {scripted, game.info().maxPlayers}) {
                std::ostringstream out, err;
                INFO(file << " seed " << seed << " players " << players);
                REQUIRE(heist::cli::runScript(store, variant(dir.path(), file, seed, players), {}, out, err) == 0);
            }
            for (const auto& summary : store.listSessions(false)) {
                auto live = heist::store::LiveSession::resume(store, summary.id);
                heist::engine::Session fold(live.session().setup(), live.session().game());
                ++games;
                for (const auto& event : live.session().log()) {
                    fold.apply(event);
                    for (const auto& p : fold.setup().players) {
                        const Json view = fold.game().phoneView(fold.state(), p.seat, fold.setup());
                        const std::string plain = heist::phones::downContent(std::int64_t{1} << 53, view);
                        longest[file] = std::max(longest[file], plain.size());
                        CHECK(heist::phones::pad(plain, heist::phones::kDownPad).size() == heist::phones::kDownPad);
                        ++views;
                    }
                }
            }
        }
    }
    for (const auto& [file, size] : longest)
        std::cout << "phones-secrecy: " << file << ": longest down plaintext " << size << " of "
                  << heist::phones::kDownPad << " bytes (long names, many deals)\n";
    CHECK(games >= 5 * 12);
    CHECK(views > 1000);

    // And through a real hub with every seat claimed, for the first three deals of each: every
    // frame checked as in the sweep above, and still one length per kind.
    frameLengths().clear();
    Refusals refusals;
    for (const auto& file : heist::test::exampleScripts()) {
        heist::test::TempDir dir;
        std::ifstream probe(std::filesystem::path(HEIST_SOURCE_DIR) / "docs" / "examples" / file);
        std::string first;
        std::getline(probe, first);
        const auto& game = heist::games::definition(Json::parse(first)["game"].get<std::string>());
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            INFO(file << " seed " << seed);
            sweepScript(variant(dir.path(), file, seed, game.info().maxPlayers).string(), refusals,
                        game.info().maxPlayers);
        }
    }
    CHECK(frameLengths()["down"].size() == 1);
    CHECK(frameLengths()["answer"].size() == 1);
    CHECK(refusals.size() == 15);
}
