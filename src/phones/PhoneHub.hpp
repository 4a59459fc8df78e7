#pragma once
// The only door between the UI thread and the phones' server (docs/phones.md). The UI thread
// owns the live session: it starts and stops the hub, hands it the public view and each seat's
// phone view after every event, and drains what phones sent with poll(). The hub's own I/O
// thread does the network and the boxes; no call here blocks on the network.
#include "engine/Json.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace heist::phones {

// What the hub serves one seat with: the seat's code (its handle, its key and the tablet's key
// pair for it), the phone it is bound to and its counters. The caller fills it from the store's
// store::StoredSeatCode (the hub knows no store). `key` is 32 raw bytes and never appears in a
// log line, a message or an exception.
struct SeatCredentials {
    int seat = 0;
    std::string name;          // the player's name, shown on the phone
    std::string handle;        // public: names the code (base64url, 12 characters)
    std::string key;           // 32 raw bytes
    std::string device;        // the bound phone's public key (32 raw bytes), "" until claimed
    std::int64_t downFrom = 0; // first counter this run may use for the seat's boxes
    std::int64_t upLast = 0;   // the last counter of an entry the tablet accepted
    std::string tablet;        // the tablet's secret key for this seat (32 raw bytes); its public
                               // half is in the seat's code. Never in a log line or a message.
};

struct HubConfig {
    std::string address = "0.0.0.0"; // the address to listen on
    std::uint16_t port = 8080;       // 0: any free port (tests)
    std::string gameTitle;
    // Limits (docs/phones.md, "HTTP"); tests shorten the timeouts. A stranger is a connection
    // whose link has not claimed a seat.
    std::size_t maxConnections = 32;
    std::size_t maxStrangersPerAddress = 8;        // a new one closes that address's oldest
    std::chrono::milliseconds headTimeout{10'000}; // to finish a request head or a handshake
    std::chrono::milliseconds idleTimeout{60'000}; // a WebSocket silent this long is closed
    std::chrono::milliseconds claimTimeout{5'000}; // a WebSocket that has not claimed by then is closed
    std::size_t maxQueuedFrames = 64;              // a link with more waiting unsent is closed
    std::size_t maxQueuedBytes = 1 << 20;          // ... or with more bytes waiting
    // Down counters: each seat's `downFrom` starts a block of this many that the store reserved
    // (SessionStore::reserveDownCounters; the same size there). With a quarter of a block left
    // the hub says DownLow; past the block's end it sends the seat nothing until extendSeat.
    std::int64_t downBlock = std::int64_t{1} << 20;
};

// What happened on the phones' side, in order, for the UI thread.
struct PhoneNotice {
    enum class Kind {
        Connected,    // the seat's phone claimed its code (or came back)
        Disconnected, // the seat's phone went away
        Bound,        // first claim of a code: save `device` for the seat
        OtherDevice,  // a second device proved the seat's key: ask the table
        Entry,        // a private entry: dispatch `intent` for the seat, then answer()
        DownLow,      // the seat's block of down counters is nearly used: reserve a fresh
                      // block for `handle`'s code and hand it over with extendSeat()
    };
    Kind kind = Kind::Connected;
    int seat = 0;
    std::string device;       // Bound and OtherDevice
    std::int64_t counter = 0; // Entry: its counter (save as upLast once accepted)
    Json intent;              // Entry
    // The handle of the code the phone proved (every kind but Disconnected): the store binds a
    // device or raises upLast only while the seat's code is still this one.
    std::string handle;
};

class PhoneHub {
public:
    // `wake` is called on the hub's thread after a notice is queued, so that a sleeping UI loop
    // can wake and poll(); it must be cheap and thread-safe.
    explicit PhoneHub(std::function<void()> wake = {});
    ~PhoneHub(); // stops
    PhoneHub(const PhoneHub&) = delete;
    PhoneHub& operator=(const PhoneHub&) = delete;

    // Listens on config's address and port. Throws PhoneError with a message a player reads
    // ("Port 8080 is in use.") when it cannot.
    void start(const HubConfig& config, std::vector<SeatCredentials> seats);
    void stop();
    bool running() const;
    std::uint16_t port() const; // the port it listens on (after start)

    // A new code for a seat (a lost phone): the old code and its phone stop working at once.
    void replaceSeat(const SeatCredentials& code);
    // Keep the first phone (OtherDevice answered "keep") needs nothing; move the seat to the
    // new device: it is bound and the first phone is closed.
    void moveSeatTo(int seat, const std::string& device);

    // A fresh block of down counters for the seat (after DownLow), starting at `downFrom`: used
    // once the current block is spent, and at once if the seat was starved (its latest view is
    // then sent). Ignored unless `handle` is still the seat's code and `downFrom` lies past the
    // current block.
    void extendSeat(int seat, const std::string& handle, std::int64_t downFrom);

    void publishPublic(const Json& view);              // {"game","status","lines"}
    void publishSeat(int seat, const Json& phoneView); // {"title","lines","entry"?}
    void answer(int seat, std::int64_t counter, bool ok, const std::string& message);

    std::vector<PhoneNotice> poll();
    std::vector<int> connectedSeats() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

class PhoneError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The address a seat's code opens: http://ADDRESS:PORT/p#SEAT.HANDLE.KEY (secret: shown
// only as that seat's QR code and never logged).
std::string seatLink(const std::string& address, std::uint16_t port, const SeatCredentials& code);

} // namespace heist::phones
