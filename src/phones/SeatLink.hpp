#pragma once
// The seats' codes as the server holds them while it runs, and one WebSocket link's state:
// hello -> challenge -> claim -> welcome (or refused, then closed). Pure: no network, no
// clock, no game. Everything a refusal depends on is the code, the link and the frame, never
// a secret of the game (docs/phones.md, "Claim").
#include "phones/PhoneHub.hpp"
#include "phones/Protocol.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace heist::phones {

// One seat's code with the key its boxes are sealed with and its counters. Keys are wiped when
// it goes.
struct SeatState {
    SeatCredentials code;
    // crypto_box_beforenm(the bound phone's public key, the tablet's secret key for the seat):
    // "" until a phone is bound. Only the tablet and that phone can make it.
    std::string shared;
    std::int64_t downNext = 1; // the next counter a down or answer box takes
    std::int64_t downEnd = 1;  // one past the block's last counter
    std::int64_t nextFrom = 0; // the next block's first counter, once handed over (0: none yet)
    bool lowSaid = false;      // DownLow was said for this block
    ~SeatState();
};

class SeatTable {
public:
    // `downBlock`: how many down counters each seat's downFrom starts (HubConfig::downBlock).
    void reset(const std::vector<SeatCredentials>& codes, std::int64_t downBlock = std::int64_t{1} << 20);
    // A new code for a seat (or a seat added): its keys and counters are the new code's.
    void replace(const SeatCredentials& code);
    // Binds the seat to the phone whose public key is `device` (a first claim, or the table
    // moved the seat): its boxes are sealed for that phone from now on. False for a key no
    // box can use.
    bool bind(int seat, const std::string& device);
    SeatState* find(int seat);
    const SeatState* find(int seat) const;
    // The counter for the seat's next box; rises strictly from the code's downFrom. 0 (send
    // nothing) when the seat has no code, or its block is spent and no next one was handed over.
    std::int64_t takeDown(int seat);
    // True once per block, when the seat has a quarter of its block or less left (and no next
    // block yet): time to reserve another.
    bool wantsBlock(int seat);
    // The seat's next block (extendSeat); true when the seat was starved and now has counters.
    bool extend(int seat, const std::string& handle, std::int64_t downFrom);
    void clear() { m_seats.clear(); }

private:
    void startBlock(SeatState& s, std::int64_t from);
    std::map<int, SeatState> m_seats;
    std::int64_t m_block = std::int64_t{1} << 20;
};

// What one frame from a phone leads to.
struct LinkStep {
    std::vector<std::string> frames;  // to send on this link, in order
    std::vector<PhoneNotice> notices; // for the UI thread, in order
    bool close = false;               // close the link after sending `frames`
    bool claimed = false;             // this step claimed the link's seat (welcome sent)
    std::string reason;               // why it refused, for a log line (never a secret)
};

class SeatLink {
public:
    // `challenge`: 32 random bytes for this link (given, so that tests can choose it).
    explicit SeatLink(std::string challenge);

    LinkStep onFrame(std::string_view frame, SeatTable& seats, const std::string& gameTitle);

    // The seat this link has claimed, or -1.
    int seat() const { return m_stage == Stage::Claimed ? m_seat : -1; }
    // The seat's code changed (replaceSeat) or moved to another device: the link is done.
    void end() { m_stage = Stage::Closed; }

private:
    enum class Stage { Hello, Claim, Claimed, Closed };
    LinkStep onHello(int seat, const std::string& handle, SeatTable& seats);
    LinkStep onClaim(const Claim& claim, SeatTable& seats, const std::string& gameTitle);
    LinkStep onUp(const std::string& sealed, SeatTable& seats);
    LinkStep refuse(RefusedWhy why, std::string reason);

    Stage m_stage = Stage::Hello;
    int m_seat = -1;
    std::string m_handle;
    std::string m_challenge;
};

} // namespace heist::phones
