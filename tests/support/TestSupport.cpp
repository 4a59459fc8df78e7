#include "tests/support/TestSupport.hpp"

#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "history/BgStats.hpp"

#include "tests/support/Catch.hpp"

#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>

namespace heist::test {

TempDir::TempDir() {
    std::random_device rd;
    m_path = std::filesystem::temp_directory_path() / ("heist-test-" + std::to_string(rd()) + std::to_string(rd()));
    std::filesystem::create_directories(m_path);
}

TempDir::~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
}

engine::Intent intent(const std::string& type, Json args) {
    engine::Intent i;
    i.type = type;
    i.args = std::move(args);
    return i;
}

Table::Table(std::vector<std::string> names, std::uint64_t seed, Json houseRules,
             std::optional<std::filesystem::path> db)
    : store(db ? *db : dir / "sessions.db") {
    engine::SessionSetup setup;
    int seat = 0;
    for (auto& n : names)
        setup.players.push_back({seat++, n, "amber"});
    setup.seed = seed;
    setup.houseRules = std::move(houseRules);
    live.emplace(store::LiveSession::create(store, games::definition("suspicion"), setup));
}

engine::Event Table::ok(const std::string& type, Json args) {
    auto r = live->dispatch(intent(type, std::move(args)));
    if (auto* e = std::get_if<engine::RuleError>(&r))
        FAIL("refused " << type << ": " << e->code << " - " << e->message);
    return std::get<engine::Event>(r);
}

std::string Table::refused(const std::string& type, Json args) {
    const auto before = session().headSeq();
    auto r = live->dispatch(intent(type, std::move(args)));
    REQUIRE(std::holds_alternative<engine::RuleError>(r));
    REQUIRE(session().headSeq() == before);
    return std::get<engine::RuleError>(r).code;
}

void Table::everyoneSees() {
    const int n = static_cast<int>(session().setup().players.size());
    for (int seat = 0; seat < n; ++seat)
        ok("suspicion.see_identity", Json{{"seat", seat}});
}

std::string Table::identityId(int seat) const {
    const auto& s = games::suspicion::SuspicionGame::cast(session().state());
    const auto& game = static_cast<const games::suspicion::SuspicionGame&>(session().game());
    return game.rules().guests.at(static_cast<std::size_t>(s.deal.hands.at(static_cast<std::size_t>(seat)))).id;
}

std::string Table::notIdentityId(int seat) const {
    const auto& game = static_cast<const games::suspicion::SuspicionGame&>(session().game());
    for (const auto& g : game.rules().guests)
        if (g.id != identityId(seat))
            return g.id;
    return "";
}

void Table::take(const std::string& gem, const std::string& method) {
    ok("suspicion.take_gem", Json{{"gem", gem}, {"method", method}});
}

Json Table::view() const { return session().game().publicView(session().state()); }

std::string readFile(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeBytes(const std::filesystem::path& p, const std::string& bytes) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << bytes;
}

std::string urlDecode(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size()) {
            out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

Json checkBgStatsPlay(const engine::Session& session, const std::vector<ExpectedPlayer>& expected) {
    const auto made = history::bgStatsPlay(session, history::PlayContext{});
    REQUIRE(made);
    const Json play = *made;
    // BG Stats' documented fields, and nothing else.
    const std::set<std::string> top = {"sourceName", "sourcePlayId", "playDate", "durationMin", "location",
                                       "comments",   "board",        "game",     "players"};
    for (const auto& [key, value] : play.items()) {
        INFO(key);
        CHECK(top.count(key) == 1);
    }
    CHECK(play["sourceName"] == "Heist Table");
    CHECK(play["sourcePlayId"].is_string());
    CHECK(std::regex_match(play["playDate"].get<std::string>(), std::regex(R"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})")));
    CHECK(play["durationMin"].is_number_integer());
    CHECK(play["durationMin"].get<int>() >= 0);
    // Where and on which board: BG Stats gets none unless the table said so.
    CHECK_FALSE(play.contains("location"));
    CHECK(play["comments"].is_string());
    CHECK_FALSE(play.contains("board"));
    history::PlayContext said;
    said.location = "Ann\u2019s kitchen";
    said.board = "Second edition";
    const auto withPlace = history::bgStatsPlay(session, said);
    REQUIRE(withPlace);
    CHECK((*withPlace)["location"] == "Ann\u2019s kitchen");
    CHECK((*withPlace)["board"] == "Second edition");
    const std::set<std::string> gameKeys = {"name", "sourceGameId", "bggId", "highestWins", "noPoints"};
    for (const auto& [key, value] : play["game"].items()) {
        INFO(key);
        CHECK(gameKeys.count(key) == 1);
    }
    CHECK(play["game"]["name"] == session.game().info().title);
    CHECK(play["game"]["sourceGameId"] == session.setup().game);
    CHECK(play["game"]["highestWins"].is_boolean());
    const bool noPoints = play["game"]["noPoints"].get<bool>();
    const std::set<std::string> playerKeys = {"name", "sourcePlayerId", "score", "winner",
                                              "rank", "startPlayer",    "role"};
    REQUIRE(play["players"].size() == expected.size());
    int starters = 0;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto& p = play["players"][i];
        INFO("player " << i << ": " << p.dump());
        for (const auto& [key, value] : p.items()) {
            INFO(key);
            CHECK(playerKeys.count(key) == 1);
        }
        CHECK(p["name"] == expected[i].name);
        CHECK(p["sourcePlayerId"].is_string());
        CHECK(p["winner"] == expected[i].winner);
        CHECK(p["rank"] == expected[i].rank);
        CHECK(p["startPlayer"].is_boolean());
        starters += p["startPlayer"].get<bool>();
        if (expected[i].score) {
            CHECK_FALSE(noPoints);
            CHECK(p["score"] == *expected[i].score);
        } else {
            CHECK(noPoints);
            CHECK_FALSE(p.contains("score"));
        }
        if (expected[i].role.empty())
            CHECK_FALSE(p.contains("role"));
        else
            CHECK(p["role"] == expected[i].role);
    }
    CHECK(starters == 1);
    // The link carries exactly this play.
    const auto link = history::bgStatsLink(play);
    const std::string prefix = "https://app.bgstatsapp.com/createPlay.html?data=";
    REQUIRE(link.rfind(prefix, 0) == 0);
    const auto data = link.substr(prefix.size());
    CHECK(data.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~%") ==
          std::string::npos);
    CHECK(Json::parse(urlDecode(data)) == play);
    return play;
}

void playSuspicionToTheEnd(Table& t) {
    t.endTurn();
    for (int i = 0; i < 5; ++i) {
        t.take("ruby");
        if (t.view()["phase"] != "playing")
            break;
        t.endTurn();
        t.endTurn();
    }
    REQUIRE(t.view()["phase"] == "guessing");
    t.ok("suspicion.submit_guesses", Json{{"seat", 0}, {"guesses", Json::array({nullptr, t.identityId(1)})}});
    t.ok("suspicion.submit_guesses", Json{{"seat", 1}, {"guesses", Json::array({t.notIdentityId(0), nullptr})}});
    t.ok("suspicion.reveal");
}

std::vector<std::string> exampleScripts() {
    const auto folder = std::filesystem::path(HEIST_SOURCE_DIR) / "docs" / "examples";
    std::map<std::string, std::set<std::string>> byGame; // game id -> its scripts
    for (const auto& e : std::filesystem::directory_iterator(folder)) {
        if (e.path().extension() != ".jsonl")
            continue;
        std::ifstream in(e.path());
        std::string first;
        std::getline(in, first);
        const Json line = Json::parse(first, nullptr, false);
        INFO(e.path().filename().string() << " starts with " << first);
        REQUIRE((line.is_object() && line.value("intent", "") == "new_session" && line.contains("game")));
        byGame[line.at("game").get<std::string>()].insert(e.path().filename().string());
    }
    std::vector<std::string> out;
    for (const auto& entry : games::catalogue()) {
        const auto it = byGame.find(entry.info.id);
        INFO("the game " << entry.info.id << " of the registry has no example script in docs/examples/");
        REQUIRE(it != byGame.end());
        out.insert(out.end(), it->second.begin(), it->second.end());
        byGame.erase(it);
    }
    for (const auto& [game, files] : byGame)
        FAIL(*files.begin() << " starts " << game << ", which is no game of the registry");
    return out;
}

} // namespace heist::test
