#include "support/TestSupport.hpp"

#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <sstream>

namespace heist::test {

TempDir::TempDir() {
    std::random_device rd;
    m_path = std::filesystem::temp_directory_path() /
             ("heist-test-" + std::to_string(rd()) + std::to_string(rd()));
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

Table::Table(std::vector<std::string> names, std::uint64_t seed, Json houseRules)
    : store(dir / "sessions.db") {
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

} // namespace heist::test
