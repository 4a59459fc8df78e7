#pragma once
// A hub on loopback with two seats (Ann and Bob) and short timeouts, for the loopback tests.
#include "tests/phones/PhoneClient.hpp"

#include <functional>
#include <thread>

namespace heist::phones::test {

struct HubFixture {
    std::atomic<int> wakes{0};
    PhoneHub hub{[this] { ++wakes; }};
    SeatCredentials ann = newSeatCode(0, "Ann");
    SeatCredentials bob = newSeatCode(1, "Bob");
    std::string annPhone = newDevice(), bobPhone = newDevice();
    HubConfig config;
    std::vector<PhoneNotice> notices; // everything poll() gave so far

    // `adjust` changes the configuration before the hub starts (limits a test shortens).
    explicit HubFixture(std::chrono::milliseconds head = 2s, std::chrono::milliseconds idle = 10s,
                        const std::function<void(HubConfig&)>& adjust = {}) {
        config.address = "127.0.0.1";
        config.port = 0;
        config.gameTitle = "Test Game";
        config.headTimeout = head;
        config.idleTimeout = idle;
        if (adjust)
            adjust(config);
        hub.start(config, {ann, bob});
    }
    std::uint16_t port() const { return hub.port(); }

    // Polls until `count` notices have come in all (or 3 s passed); returns them all.
    const std::vector<PhoneNotice>& waitNotices(std::size_t count) {
        const auto until = std::chrono::steady_clock::now() + 3s;
        for (;;) {
            for (auto& n : hub.poll())
                notices.push_back(std::move(n));
            if (notices.size() >= count || std::chrono::steady_clock::now() > until)
                return notices;
            std::this_thread::sleep_for(5ms);
        }
    }
    std::vector<PhoneNotice::Kind> kinds() const {
        std::vector<PhoneNotice::Kind> out;
        for (const auto& n : notices)
            out.push_back(n.kind);
        return out;
    }
    // Waits until connectedSeats() is `seats` (or 3 s passed).
    std::vector<int> waitConnected(const std::vector<int>& seats) {
        const auto until = std::chrono::steady_clock::now() + 3s;
        while (hub.connectedSeats() != seats && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(5ms);
        return hub.connectedSeats();
    }
};

// A seat's view that holds one secret line, as the tests publish it.
inline Json viewOf(const std::string& secret) {
    return {{"title", "Your card"}, {"lines", {{{"label", "Card"}, {"text", secret}}}}};
}

} // namespace heist::phones::test
