#pragma once
// The tablet of the phones' benchmarks (bench/PhoneBench.cpp, bench/PhonePageBench.cpp): a real
// 8-player Secret Night in a real store, its seats' codes made as the app makes them, and a tap
// as the app does it (LiveSession::dispatch, then what ui/PhoneDesk.cpp's publishAll publishes).
#include "bench/Logs.hpp"
#include "engine/PhoneView.hpp"
#include "phones/Crypto.hpp"
#include "phones/PhoneHub.hpp"

#include <filesystem>

namespace heist::bench {

// The table: an 8-player Secret Night, every role seen (bench_fixtures sn8 before its turns).
struct Table {
    store::SessionStore store;
    store::LiveSession live;
    bool spun = false;

    explicit Table(const std::filesystem::path& db) : store(db), live(create(store)) {}

    static store::LiveSession create(store::SessionStore& store) {
        auto live = store::LiveSession::create(store, games::definition("secret-night"), eightPlayers());
        for (int s = 0; s < 8; ++s)
            live.dispatch(intent("sn.see_role", {{"seat", s}}));
        return live;
    }

    // One tap: Spin, then End turn, and so on (each a step every phone hears of).
    void tap() {
        auto r =
            live.dispatch(intent(spun ? "sn.end_turn" : "sn.spin", spun ? Json::object() : Json{{"mode", "movement"}}));
        if (auto* e = std::get_if<engine::RuleError>(&r))
            throw std::runtime_error("a tap was refused: " + e->message);
        spun = !spun;
    }

    // What PhoneDesk::publishAll publishes after a step.
    void publishAll(phones::PhoneHub& hub) const {
        const auto& session = live.session();
        hub.publishPublic(engine::phonePublicView(session));
        for (const auto& p : session.setup().players)
            hub.publishSeat(p.seat, session.game().phoneView(session.state(), p.seat, session.setup()));
    }

    // Codes for every seat, as PhoneDesk::turnOn and startHub make them: saved, a block of down
    // counters reserved.
    std::vector<phones::SeatCredentials> codes() {
        const auto id = live.id();
        for (const auto& p : live.session().setup().players) {
            const auto fresh = phones::newSeatCode(p.seat, p.name);
            store.saveSeatCode(
                id, store::StoredSeatCode{fresh.seat, fresh.name, fresh.handle, fresh.key, "", 0, 0, fresh.tablet});
        }
        std::vector<phones::SeatCredentials> out;
        for (auto& c : store.seatCodes(id)) {
            if (auto from = store.reserveDownCounters(id, c.seat))
                c.downFrom = *from;
            out.push_back(
                phones::SeatCredentials{c.seat, c.name, c.handle, c.key, c.device, c.downFrom, c.upLast, c.tablet});
        }
        return out;
    }
};

inline phones::HubConfig loopback() {
    phones::HubConfig config;
    config.address = "127.0.0.1";
    config.port = 0;
    config.gameTitle = "Secret Night";
    return config;
}

} // namespace heist::bench
