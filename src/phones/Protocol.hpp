#pragma once
// The phones' messages (docs/phones.md, "Messages"): a strict parser of what a phone sends,
// into one struct per kind, and the builders of what the tablet sends. Pure: no network, no
// keys kept. A refusal says why in words for a log or a test, and never quotes the frame.
#include "engine/Json.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace heist::phones {

inline constexpr std::size_t kMaxPhoneFrame = 4096;

// Every box's plaintext is padded (Crypto.hpp, pad) to one size per kind, the same for every
// game, seat and secret (docs/phones.md, "Padding"): a listener learns that a box went, not
// what it holds. Chosen above the longest view or entry of any game with eight players of
// 32-character names (tests/phones_secrecy measures it).
inline constexpr std::size_t kClaimPad = 256;
inline constexpr std::size_t kUpPad = 1024;
inline constexpr std::size_t kDownPad = 8192;
inline constexpr std::size_t kAnswerPad = 1024;

struct Hello {
    int seat = 0;
    std::string handle; // as sent (base64url of 9 bytes, checked)
};
struct Claim {
    std::string device; // the phone's public key, raw 32 bytes
    std::string box;    // raw bytes of the box (base64url decoded)
};
struct Up {
    std::string box; // raw bytes of the box
};
struct Ping {};

using PhoneMessage = std::variant<Hello, Claim, Up, Ping>;

struct Refusal {
    std::string reason; // "frame over 4096 bytes", "unknown t", "field seat: not an integer", ...
};

using Parsed = std::variant<PhoneMessage, Refusal>;

// One text frame from a phone: at most kMaxPhoneFrame bytes, a JSON object (no key twice in
// any object) with a known `t`, its fields present and typed, and no other field.
Parsed parsePhoneFrame(std::string_view frame);

// What a claim box holds, once opened and unpadded: {"challenge": b64url(32), "proof": b64url(32)}.
struct ClaimContent {
    std::string challenge; // raw 32 bytes
    std::string proof;     // raw 32 bytes (Crypto.hpp, claimProof)
};
std::variant<ClaimContent, Refusal> parseClaimContent(std::string_view plaintext);

// What an up box holds, once opened: {"n": counter > 0, "intent": {"type": string, "args": {}}}.
struct UpContent {
    std::int64_t n = 0;
    Json intent;
};
std::variant<UpContent, Refusal> parseUpContent(std::string_view plaintext);

enum class RefusedWhy { OldCode, WrongKey, OtherDevice, Off, Full, BadMessage, Replayed };
const char* whyWord(RefusedWhy why); // "old_code", ...

// The tablet's frames, serialised.
std::string challengeFrame(std::string_view challenge); // raw 32 bytes
// `up`: the last entry counter the tablet accepted for the seat, so that a phone with fresh
// storage numbers its entries above it. The frame also tells the page kUpPad (`pad`).
std::string welcomeFrame(int seat, const std::string& name, const std::string& game, std::int64_t up);
std::string refusedFrame(RefusedWhy why);
std::string publicFrame(const Json& view);
std::string downFrame(std::string_view sealedBox);   // raw box bytes
std::string answerFrame(std::string_view sealedBox); // raw box bytes
std::string pongFrame();

// The plaintexts of the tablet's boxes.
std::string downContent(std::int64_t n, const Json& view);
std::string answerContent(std::int64_t n, std::int64_t up, bool ok, const std::string& message);

} // namespace heist::phones
