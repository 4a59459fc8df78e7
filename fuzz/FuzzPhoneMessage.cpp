// libFuzzer target: the phones' message parser (src/phones/Protocol.hpp) and one seat link's
// state machine (src/phones/SeatLink.hpp), which is what a phone's frames reach on the tablet.
// The input is frames, one a line: the first line is parsed alone, then every line goes through
// a link in order, as a phone's frames would. Every frame must be accepted or refused with a
// reason, never crash, hang or throw; a refusal never quotes the frame; the link sends only
// the frames of the contract.
#include "phones/Crypto.hpp"
#include "phones/Protocol.hpp"
#include "phones/SeatLink.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace heist;
using namespace heist::phones;

// A fixed seat code, so that a run is repeatable: key 0..31, the tablet's secret key 32..63,
// handle "AAECAwQFBgcI" (the seeds of fuzz/make-phone-corpus.js claim it with the phone key
// 64..95).
SeatCredentials fixedCode(int seat) {
    SeatCredentials code;
    code.seat = seat;
    code.name = "Ann";
    for (int i = 0; i < 32; ++i) {
        code.key += static_cast<char>(i + seat);
        code.tablet += static_cast<char>(32 + i + seat);
    }
    code.handle = "AAECAwQFBgcI";
    code.upLast = 2;
    return code;
}

void check(bool ok) {
    if (!ok)
        std::abort();
}

void parseAlone(std::string_view frame) {
    const Parsed parsed = parsePhoneFrame(frame);
    if (const auto* r = std::get_if<Refusal>(&parsed)) {
        check(!r->reason.empty() && r->reason.size() < 80);
        return;
    }
    check(frame.size() <= kMaxPhoneFrame);
    const PhoneMessage& m = std::get<PhoneMessage>(parsed);
    // The bytes of a box as though they had opened: the contents' parsers get fuzzed too.
    // The padding's reader too, at each kind's size and at a tiny one.
    if (const auto* c = std::get_if<Claim>(&m)) {
        check(c->device.size() == 32);
        (void)parseClaimContent(c->box);
        (void)unpad(c->box, kClaimPad);
        (void)unpad(c->box, 16);
    }
    if (const auto* u = std::get_if<Up>(&m)) {
        (void)parseUpContent(u->box);
        (void)unpad(u->box, kUpPad);
        (void)unpad(u->box, 16);
    }
    if (const auto* h = std::get_if<Hello>(&m))
        check(h->seat >= 0 && h->handle.size() == 12);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    parseAlone(input.substr(0, input.find('\n')));
    // The link's replies may name only contract kinds; a refusal ends the link.
    static const std::string challenge(32, '\x07');
    SeatTable seats;
    seats.reset({fixedCode(0), fixedCode(1)});
    SeatLink link(challenge);
    std::size_t start = 0;
    bool ended = false;
    while (start <= input.size()) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        const std::string_view frame = input.substr(start, end - start);
        start = end + 1;
        parseAlone(frame);
        const LinkStep step = link.onFrame(frame, seats, "Game");
        check(!(ended && !step.frames.empty())); // nothing is sent after the end
        for (const std::string& out : step.frames) {
            const Json j = Json::parse(out);
            const std::string t = j.at("t").get<std::string>();
            check(t == "challenge" || t == "welcome" || t == "refused" || t == "pong");
            check(out.find("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8") == std::string::npos); // key 0..31
        }
        ended = ended || step.close;
    }
    return 0;
}
