#pragma once
// The tablet's side of docs/phones.md, written again for the page's browser tests from the
// contract alone (libsodium and Boost.Beast, on loopback): it serves web/phone/ and Debian's
// tweetnacl-js with the contract's headers, and speaks the protocol at /ws (hello, challenge,
// claim, welcome with `up` 7, public, down, refused, pong). Beside the app's PhoneHub
// (RealHubTests.cpp) it can do what the hub never does on purpose: replay stale counters,
// refuse for each reason, drop every link. Each connection has a thread of its own.
#include "engine/Json.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace heist::test {

class FakeTablet {
public:
    FakeTablet(std::string gameTitle, Json publicView);
    ~FakeTablet();
    FakeTablet(const FakeTablet&) = delete;
    FakeTablet& operator=(const FakeTablet&) = delete;

    // A seat with a new random key and handle; its phone view goes in each `down`.
    int addSeat(const std::string& name, const Json& phoneView);
    std::string link(int seat) const; // http://127.0.0.1:PORT/p#SEAT.HANDLE.KEY
    std::string fragment(int seat) const;
    void replaceCode(int seat);       // a new handle and key: the old code gets `old_code`
    void setPhoneView(int seat, const Json& view); // sent at the next claim
    void refuseEveryone(const std::string& why);   // "" to stop
    // After each claim's good `down`, also send boxes whose counters are not above it.
    void sendStaleBoxes(const Json& staleView);
    void dropAll();                   // closes every connection, as a Wi-Fi drop would

    int welcomes(int seat) const;     // claims that opened
    std::vector<std::string> framesFrom(int seat) const; // every frame the seat's phones sent
    std::string keyOf(int seat) const; // raw 32 bytes

private:
    struct Seat {
        std::string name;
        std::string handle;
        std::string key;
        std::set<std::string> oldHandles;
        std::string device;
        Json phoneView;
        std::int64_t counter = 100;
        int welcomes = 0;
        std::vector<std::string> frames;
    };
    void acceptLoop();
    void serveSocket(boost::asio::ip::tcp::socket& socket);

    std::string m_game;
    Json m_public;
    mutable std::mutex m_mutex;
    std::vector<Seat> m_seats;
    std::string m_refuse;
    Json m_staleView;
    boost::asio::io_context m_io;
    boost::asio::ip::tcp::acceptor m_acceptor;
    std::uint16_t m_port = 0;
    std::set<int> m_open; // sockets being served
    std::vector<std::thread> m_threads;
    std::thread m_acceptThread;
    bool m_stopping = false;
};

} // namespace heist::test
