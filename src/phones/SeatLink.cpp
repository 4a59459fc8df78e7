#include "phones/SeatLink.hpp"

#include "phones/Crypto.hpp"

#include <sodium.h>

namespace heist::phones {

SeatState::~SeatState() {
    for (std::string* s : {&code.key, &code.tablet, &shared})
        if (!s->empty())
            sodium_memzero(s->data(), s->size());
}

void SeatTable::reset(const std::vector<SeatCredentials>& codes, std::int64_t downBlock) {
    if (downBlock < 1)
        throw PhoneError("The phones' block of counters must hold at least one.");
    m_block = downBlock;
    m_seats.clear();
    for (const SeatCredentials& code : codes)
        replace(code);
}

void SeatTable::replace(const SeatCredentials& code) {
    if (code.key.size() != 32 || code.tablet.size() != 32)
        throw PhoneError("A seat's phone code has a key of the wrong length.");
    m_seats.erase(code.seat);
    SeatState& s = m_seats[code.seat];
    s.code = code;
    s.code.device.clear();
    if (!code.device.empty())
        bind(code.seat, code.device); // a key no box can use leaves the seat unbound
    startBlock(s, code.downFrom > 0 ? code.downFrom : 1);
}

bool SeatTable::bind(int seat, const std::string& device) {
    SeatState* s = find(seat);
    if (!s)
        return false;
    auto shared = sharedKey(device, s->code.tablet);
    if (!shared)
        return false;
    if (!s->shared.empty())
        sodium_memzero(s->shared.data(), s->shared.size());
    s->shared = std::move(*shared);
    s->code.device = device;
    return true;
}

void SeatTable::startBlock(SeatState& s, std::int64_t from) {
    s.downNext = from;
    s.downEnd = from + m_block;
    s.nextFrom = 0;
    s.lowSaid = false;
}

SeatState* SeatTable::find(int seat) {
    const auto it = m_seats.find(seat);
    return it == m_seats.end() ? nullptr : &it->second;
}

const SeatState* SeatTable::find(int seat) const {
    const auto it = m_seats.find(seat);
    return it == m_seats.end() ? nullptr : &it->second;
}

std::int64_t SeatTable::takeDown(int seat) {
    SeatState* s = find(seat);
    if (!s)
        return 0;
    if (s->downNext >= s->downEnd) {
        // Past the block the store reserved: a counter here could be handed out again after a
        // restart, so the seat waits for its next block.
        if (s->nextFrom == 0)
            return 0;
        startBlock(*s, s->nextFrom);
    }
    return s->downNext++;
}

bool SeatTable::wantsBlock(int seat) {
    SeatState* s = find(seat);
    if (!s || s->lowSaid || s->nextFrom != 0 || s->downEnd - s->downNext > m_block / 4)
        return false;
    s->lowSaid = true;
    return true;
}

bool SeatTable::extend(int seat, const std::string& handle, std::int64_t downFrom) {
    SeatState* s = find(seat);
    if (!s || s->code.handle != handle || downFrom < s->downEnd)
        return false;
    if (s->downNext < s->downEnd) {
        s->nextFrom = downFrom;
        return false;
    }
    startBlock(*s, downFrom);
    return true;
}

SeatLink::SeatLink(std::string challenge) : m_challenge(std::move(challenge)) {}

LinkStep SeatLink::refuse(RefusedWhy why, std::string reason) {
    m_stage = Stage::Closed;
    LinkStep step;
    step.frames.push_back(refusedFrame(why));
    step.close = true;
    step.reason = std::move(reason);
    return step;
}

LinkStep SeatLink::onFrame(std::string_view frame, SeatTable& seats, const std::string& gameTitle) {
    if (m_stage == Stage::Closed) {
        LinkStep step;
        step.close = true;
        step.reason = "a frame after the link ended";
        return step;
    }
    Parsed parsed = parsePhoneFrame(frame);
    if (auto* r = std::get_if<Refusal>(&parsed))
        return refuse(RefusedWhy::BadMessage, r->reason);
    PhoneMessage& message = std::get<PhoneMessage>(parsed);
    if (std::holds_alternative<Ping>(message)) {
        // Nothing is answered before a claim: an address alone gets no work out of the tablet.
        if (m_stage != Stage::Claimed)
            return refuse(RefusedWhy::BadMessage, "ping before a claim");
        LinkStep step;
        step.frames.push_back(pongFrame());
        return step;
    }
    if (auto* hello = std::get_if<Hello>(&message)) {
        if (m_stage != Stage::Hello)
            return refuse(RefusedWhy::BadMessage, "hello out of turn");
        return onHello(hello->seat, hello->handle, seats);
    }
    if (auto* claim = std::get_if<Claim>(&message)) {
        if (m_stage != Stage::Claim)
            return refuse(RefusedWhy::BadMessage, "claim out of turn");
        return onClaim(*claim, seats, gameTitle);
    }
    if (m_stage != Stage::Claimed)
        return refuse(RefusedWhy::BadMessage, "entry before a claim");
    return onUp(std::get<Up>(message).box, seats);
}

LinkStep SeatLink::onHello(int seat, const std::string& handle, SeatTable& seats) {
    const SeatState* s = seats.find(seat);
    if (!s)
        return refuse(RefusedWhy::Off, "no phone code for this seat");
    if (handle != s->code.handle)
        return refuse(RefusedWhy::OldCode, "not the seat's current code");
    m_seat = seat;
    m_handle = handle;
    m_stage = Stage::Claim;
    LinkStep step;
    step.frames.push_back(challengeFrame(m_challenge));
    return step;
}

LinkStep SeatLink::onClaim(const Claim& claim, SeatTable& seats, const std::string& gameTitle) {
    SeatState* s = seats.find(m_seat);
    if (!s)
        return refuse(RefusedWhy::Off, "no phone code for this seat");
    if (s->code.handle != m_handle)
        return refuse(RefusedWhy::OldCode, "the seat's code changed since hello");
    // The box opens only for the holder of the secret half of `device`: a claim that names the
    // bound phone's public key cannot be made by anyone else.
    auto shared = sharedKey(claim.device, s->code.tablet);
    const auto plain = shared ? openBox(claim.box, *shared) : std::nullopt;
    if (shared)
        sodium_memzero(shared->data(), shared->size());
    if (!plain)
        return refuse(RefusedWhy::WrongKey, "the claim does not open with the seat's tablet key and its device");
    const auto unpadded = plain->size() == kClaimPad ? unpad(*plain, kClaimPad) : std::nullopt;
    if (!unpadded)
        return refuse(RefusedWhy::BadMessage, "claim: not padded to its size");
    auto content = parseClaimContent(*unpadded);
    if (auto* r = std::get_if<Refusal>(&content))
        return refuse(RefusedWhy::BadMessage, "claim: " + r->reason);
    const ClaimContent& c = std::get<ClaimContent>(content);
    // Constant time, although the challenge is public: a habit for anything next to a key.
    if (sodium_memcmp(c.challenge.data(), m_challenge.data(), m_challenge.size()) != 0)
        return refuse(RefusedWhy::WrongKey, "the claim is for another link's challenge");
    std::string proof = claimProof(s->code.key, m_challenge, claim.device);
    const bool proven = sodium_memcmp(proof.data(), c.proof.data(), proof.size()) == 0;
    sodium_memzero(proof.data(), proof.size());
    if (!proven)
        return refuse(RefusedWhy::WrongKey, "the claim does not prove the seat's key");

    LinkStep step;
    if (s->code.device.empty()) {
        if (!seats.bind(m_seat, claim.device))
            return refuse(RefusedWhy::WrongKey, "a device key no box can use");
        step.notices.push_back(PhoneNotice{PhoneNotice::Kind::Bound, m_seat, claim.device, 0, {}, m_handle});
    } else if (s->code.device != claim.device) {
        LinkStep refused = refuse(RefusedWhy::OtherDevice, "another device proved the seat's key");
        refused.notices.push_back(PhoneNotice{PhoneNotice::Kind::OtherDevice, m_seat, claim.device, 0, {}, m_handle});
        return refused;
    }
    m_stage = Stage::Claimed;
    step.notices.push_back(PhoneNotice{PhoneNotice::Kind::Connected, m_seat, {}, 0, {}, m_handle});
    step.frames.push_back(welcomeFrame(m_seat, s->code.name, gameTitle, s->code.upLast));
    step.claimed = true;
    return step;
}

LinkStep SeatLink::onUp(const std::string& sealed, SeatTable& seats) {
    SeatState* s = seats.find(m_seat);
    if (!s || s->code.handle != m_handle)
        return refuse(RefusedWhy::OldCode, "the seat's code changed");
    const auto plain = s->shared.empty() ? std::nullopt : openBox(sealed, s->shared);
    if (!plain)
        return refuse(RefusedWhy::BadMessage, "an entry that does not open with the seat's keys");
    const auto unpadded = plain->size() == kUpPad ? unpad(*plain, kUpPad) : std::nullopt;
    if (!unpadded)
        return refuse(RefusedWhy::BadMessage, "entry: not padded to its size");
    auto content = parseUpContent(*unpadded);
    if (auto* r = std::get_if<Refusal>(&content))
        return refuse(RefusedWhy::BadMessage, "entry: " + r->reason);
    UpContent& up = std::get<UpContent>(content);
    if (up.n <= s->code.upLast)
        return refuse(RefusedWhy::Replayed, "an entry's counter not above the last accepted");
    s->code.upLast = up.n;
    LinkStep step;
    step.notices.push_back(PhoneNotice{PhoneNotice::Kind::Entry, m_seat, {}, up.n, std::move(up.intent), m_handle});
    return step;
}

} // namespace heist::phones
