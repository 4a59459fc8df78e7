#include "phones/Protocol.hpp"

#include "phones/Crypto.hpp"

#include <initializer_list>
#include <limits>
#include <set>
#include <vector>

namespace heist::phones {

namespace {

Refusal refuse(std::string reason) { return Refusal{std::move(reason)}; }

// Parses a JSON object; a key twice in any object is refused (JSON leaves it open, and the
// last one winning would let two readers see two different messages).
std::variant<Json, Refusal> parseObject(std::string_view text) {
    std::vector<std::set<std::string>> open;
    bool twice = false;
    const Json::parser_callback_t watch = [&](int, Json::parse_event_t event, Json& parsed) {
        if (event == Json::parse_event_t::object_start)
            open.emplace_back();
        else if (event == Json::parse_event_t::object_end && !open.empty())
            open.pop_back();
        else if (event == Json::parse_event_t::key && !open.empty() && parsed.is_string() &&
                 !open.back().insert(parsed.get_ref<const std::string&>()).second)
            twice = true;
        return true;
    };
    Json j = Json::parse(text.begin(), text.end(), watch, /*allow_exceptions=*/false);
    if (j.is_discarded())
        return refuse("not JSON");
    if (twice)
        return refuse("a key twice in one object");
    if (!j.is_object())
        return refuse("not a JSON object");
    return j;
}

// The object has exactly these keys (the caller has checked each is present).
bool onlyKeys(const Json& j, std::initializer_list<const char*> keys) { return j.size() == keys.size(); }

const Json* field(const Json& j, const char* name) {
    const auto it = j.find(name);
    return it == j.end() ? nullptr : &*it;
}

std::variant<std::string, Refusal> stringField(const Json& j, const char* name) {
    const Json* f = field(j, name);
    if (!f)
        return refuse(std::string("field ") + name + ": missing");
    if (!f->is_string())
        return refuse(std::string("field ") + name + ": not a string");
    return f->get<std::string>();
}

// A base64url field whose bytes have exactly `size` bytes (0: any length within the frame).
std::variant<std::string, Refusal> bytesField(const Json& j, const char* name, std::size_t size) {
    auto s = stringField(j, name);
    if (auto* r = std::get_if<Refusal>(&s))
        return *r;
    auto raw = fromBase64url(std::get<std::string>(s));
    if (!raw)
        return refuse(std::string("field ") + name + ": not base64url");
    if (size != 0 && raw->size() != size)
        return refuse(std::string("field ") + name + ": wrong length");
    return *raw;
}

// A whole number (JSON integer, not a float, not a boolean) within [lo, hi].
std::variant<std::int64_t, Refusal> integerField(const Json& j, const char* name, std::int64_t lo, std::int64_t hi) {
    const Json* f = field(j, name);
    if (!f)
        return refuse(std::string("field ") + name + ": missing");
    std::int64_t v = 0;
    if (f->is_number_integer() && !f->is_number_unsigned())
        v = f->get_ref<const Json::number_integer_t&>();
    else if (f->is_number_unsigned()) {
        const auto u = f->get_ref<const Json::number_unsigned_t&>();
        if (u > static_cast<std::uint64_t>(hi))
            return refuse(std::string("field ") + name + ": out of range");
        v = static_cast<std::int64_t>(u);
    } else
        return refuse(std::string("field ") + name + ": not an integer");
    if (v < lo || v > hi)
        return refuse(std::string("field ") + name + ": out of range");
    return v;
}

constexpr std::int64_t kMaxSeat = 63;
constexpr std::int64_t kMaxCounter = std::int64_t{1} << 53; // exact in a phone's JavaScript number

template <typename T> bool failed(const std::variant<T, Refusal>& v, Refusal& out) {
    if (const auto* r = std::get_if<Refusal>(&v)) {
        out = *r;
        return true;
    }
    return false;
}

} // namespace

Parsed parsePhoneFrame(std::string_view frame) {
    if (frame.size() > kMaxPhoneFrame)
        return refuse("frame over 4096 bytes");
    auto parsed = parseObject(frame);
    if (auto* r = std::get_if<Refusal>(&parsed))
        return *r;
    const Json& j = std::get<Json>(parsed);
    auto t = stringField(j, "t");
    Refusal why;
    if (failed(t, why))
        return why;
    const std::string& kind = std::get<std::string>(t);
    if (kind == "hello") {
        auto seat = integerField(j, "seat", 0, kMaxSeat);
        if (failed(seat, why))
            return why;
        auto handle = bytesField(j, "handle", 9);
        if (failed(handle, why))
            return why;
        if (!onlyKeys(j, {"t", "seat", "handle"}))
            return refuse("a field hello does not have");
        return PhoneMessage{
            Hello{static_cast<int>(std::get<std::int64_t>(seat)), std::get<std::string>(stringField(j, "handle"))}};
    }
    if (kind == "claim") {
        auto device = bytesField(j, "device", 32);
        if (failed(device, why))
            return why;
        auto sealed = bytesField(j, "box", 0);
        if (failed(sealed, why))
            return why;
        if (!onlyKeys(j, {"t", "device", "box"}))
            return refuse("a field claim does not have");
        return PhoneMessage{Claim{std::get<std::string>(device), std::get<std::string>(sealed)}};
    }
    if (kind == "up") {
        auto sealed = bytesField(j, "box", 0);
        if (failed(sealed, why))
            return why;
        if (!onlyKeys(j, {"t", "box"}))
            return refuse("a field up does not have");
        return PhoneMessage{Up{std::get<std::string>(sealed)}};
    }
    if (kind == "ping") {
        if (!onlyKeys(j, {"t"}))
            return refuse("a field ping does not have");
        return PhoneMessage{Ping{}};
    }
    return refuse("unknown t");
}

std::variant<ClaimContent, Refusal> parseClaimContent(std::string_view plaintext) {
    auto parsed = parseObject(plaintext);
    if (auto* r = std::get_if<Refusal>(&parsed))
        return *r;
    const Json& j = std::get<Json>(parsed);
    Refusal why;
    auto challenge = bytesField(j, "challenge", 32);
    if (failed(challenge, why))
        return why;
    auto proof = bytesField(j, "proof", 32);
    if (failed(proof, why))
        return why;
    if (!onlyKeys(j, {"challenge", "proof"}))
        return refuse("a field a claim does not have");
    return ClaimContent{std::get<std::string>(challenge), std::get<std::string>(proof)};
}

std::variant<UpContent, Refusal> parseUpContent(std::string_view plaintext) {
    auto parsed = parseObject(plaintext);
    if (auto* r = std::get_if<Refusal>(&parsed))
        return *r;
    const Json& j = std::get<Json>(parsed);
    Refusal why;
    auto n = integerField(j, "n", 1, kMaxCounter);
    if (failed(n, why))
        return why;
    const Json* intent = field(j, "intent");
    if (!intent)
        return refuse("field intent: missing");
    if (!intent->is_object())
        return refuse("field intent: not an object");
    auto type = stringField(*intent, "type");
    if (failed(type, why))
        return why;
    if (std::get<std::string>(type).empty())
        return refuse("field type: empty");
    const Json* args = field(*intent, "args");
    if (!args)
        return refuse("field args: missing");
    if (!args->is_object())
        return refuse("field args: not an object");
    if (!onlyKeys(*intent, {"type", "args"}) || !onlyKeys(j, {"n", "intent"}))
        return refuse("a field an entry does not have");
    return UpContent{std::get<std::int64_t>(n), *intent};
}

const char* whyWord(RefusedWhy why) {
    switch (why) {
    case RefusedWhy::OldCode: return "old_code";
    case RefusedWhy::WrongKey: return "wrong_key";
    case RefusedWhy::OtherDevice: return "other_device";
    case RefusedWhy::Off: return "off";
    case RefusedWhy::Full: return "full";
    case RefusedWhy::BadMessage: return "bad_message";
    case RefusedWhy::Replayed: return "replayed";
    }
    return "bad_message";
}

std::string challengeFrame(std::string_view challenge) {
    return Json{{"t", "challenge"}, {"challenge", base64url(challenge)}}.dump();
}

std::string welcomeFrame(int seat, const std::string& name, const std::string& game, std::int64_t up) {
    // dump's replace handler: a name is UTF-8 from the on-screen keyboard, but never throw here.
    return Json{{"t", "welcome"}, {"seat", seat}, {"name", name}, {"game", game}, {"up", up}, {"pad", kUpPad}}.dump(
        -1, ' ', false, Json::error_handler_t::replace);
}

std::string refusedFrame(RefusedWhy why) { return Json{{"t", "refused"}, {"why", whyWord(why)}}.dump(); }

std::string publicFrame(const Json& view) {
    return Json{{"t", "public"}, {"view", view}}.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string downFrame(std::string_view sealedBox) { return Json{{"t", "down"}, {"box", base64url(sealedBox)}}.dump(); }

std::string answerFrame(std::string_view sealedBox) {
    return Json{{"t", "answer"}, {"box", base64url(sealedBox)}}.dump();
}

std::string pongFrame() { return R"({"t":"pong"})"; }

std::string downContent(std::int64_t n, const Json& view) {
    return Json{{"n", n}, {"view", view}}.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string answerContent(std::int64_t n, std::int64_t up, bool ok, const std::string& message) {
    return Json{{"n", n}, {"up", up}, {"ok", ok}, {"message", message}}.dump(-1, ' ', false,
                                                                             Json::error_handler_t::replace);
}

} // namespace heist::phones
