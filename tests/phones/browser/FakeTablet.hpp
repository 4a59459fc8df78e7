#pragma once
// The tablet's side of docs/phones.md, written again for the page's browser tests from the
// contract alone (libsodium and Boost.Beast, on loopback): it serves web/phone/ and Debian's
// tweetnacl-js with the contract's headers, and speaks the protocol at /ws (hello, challenge,
// claim with the phone's public key and the proof of the seat key, welcome with `up` 7 and
// `pad` 1024, public, down, answer, refused, pong), every box between the seat's tablet key pair
// and the phone's and padded to its kind's size. Beside the app's PhoneHub (RealHubTests.cpp) it
// can do what the hub never does on purpose: replay stale counters, send boxes the page must
// not open (another tablet's, badly padded), refuse for each reason, drop every link. Each
// connection has a thread of its own.
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

    // A seat with a new random key, handle and tablet key pair; its phone view goes in each `down`.
    int addSeat(const std::string& name, const Json& phoneView);
    std::string link(int seat) const; // http://127.0.0.1:PORT/p#SEAT.HANDLE.KEY.TABLET
    std::string fragment(int seat) const;
    void replaceCode(int seat);                    // a new handle, key and key pair: the old code gets `old_code`
    void setPhoneView(int seat, const Json& view); // sent at the next claim
    void refuseEveryone(const std::string& why);   // "" to stop
    // After each claim's good `down`, also send boxes whose counters are not above it.
    void sendStaleBoxes(const Json& staleView);
    // After each claim's good `down`, also send `down` and `answer` boxes with counters above it
    // that the page must not open: sealed by another tablet key pair (the same seat key, another
    // TABLET), not padded, padded to another size, and with a wrong padding byte.
    void sendForgedBoxes(const Json& forgedView);
    // Each `up` that opens and counts is answered with this (ok false, "Not now." unless set).
    void answerEntries(bool ok, const std::string& message);
    void dropAll(); // closes every connection, as a Wi-Fi drop would

    int welcomes(int seat) const;                         // claims that opened
    std::vector<std::string> framesFrom(int seat) const;  // every frame the seat's phones sent
    std::vector<std::string> entriesFrom(int seat) const; // each accepted `up` box's plaintext, unpadded
    std::string deviceOf(int seat) const;                 // the bound phone's public key, base64url ("" unclaimed)
    std::string keyOf(int seat) const;                    // raw 32 bytes

private:
    struct Seat {
        std::string name;
        std::string handle;
        std::string key;
        std::string tabletPublic; // raw 32 bytes: in the link
        std::string tabletSecret; // raw 32 bytes: never leaves this object
        std::set<std::string> oldHandles;
        std::string device; // base64url, as the claim named it
        Json phoneView;
        std::int64_t counter = 100;
        std::int64_t upLast = 0;
        int welcomes = 0;
        std::vector<std::string> frames;
        std::vector<std::string> entries;
    };
    void newCode(Seat& seat);
    void acceptLoop();
    void serveSocket(boost::asio::ip::tcp::socket& socket);

    std::string m_game;
    Json m_public;
    mutable std::mutex m_mutex;
    std::vector<Seat> m_seats;
    std::string m_refuse;
    Json m_staleView;
    Json m_forgedView;
    bool m_answerOk = false;
    std::string m_answer = "Not now.";
    boost::asio::io_context m_io;
    boost::asio::ip::tcp::acceptor m_acceptor;
    std::uint16_t m_port = 0;
    std::set<int> m_open; // sockets being served
    std::vector<std::thread> m_threads;
    std::thread m_acceptThread;
    bool m_stopping = false;
};

} // namespace heist::test
