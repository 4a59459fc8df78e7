#pragma once
// A phone for the tests: a small Boost.Beast client over loopback that speaks the protocol of
// docs/phones.md with a seat's code, and a raw HTTP client. Each client runs its own
// io_context, one operation at a time, each with a deadline, so that no test can hang.
#include "phones/Crypto.hpp"
#include "phones/PhoneHub.hpp"
#include "phones/Protocol.hpp"

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace heist::phones::test {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

// Runs `io` until the operation started before it is done.
inline void settle(net::io_context& io) {
    io.restart();
    io.run();
}

class PhoneClient {
public:
    // `from`: the loopback address the phone connects from (127.0.0.0/8 all reach the tablet),
    // so that a test can be several phones or strangers on several addresses.
    explicit PhoneClient(std::uint16_t port, std::string from = "127.0.0.1")
        : m_port(port), m_from(std::move(from)), m_ws(m_io) {}

    // TCP connect and the WebSocket handshake at /ws; false when either fails.
    bool connect(std::chrono::milliseconds within = 3s) {
        if (!connectTcp(within))
            return false;
        beast::error_code result = net::error::would_block;
        auto& stream = beast::get_lowest_layer(m_ws);
        stream.expires_after(within);
        m_ws.async_handshake("127.0.0.1", "/ws", [&](beast::error_code ec) { result = ec; });
        settle(m_io);
        stream.expires_never();
        return !result;
    }
    // The TCP connection alone (a stranger that never speaks).
    bool connectTcp(std::chrono::milliseconds within = 3s) {
        beast::error_code result = net::error::would_block;
        auto& stream = beast::get_lowest_layer(m_ws);
        stream.socket().open(tcp::v4(), result);
        if (!result)
            stream.socket().bind(tcp::endpoint(net::ip::make_address(m_from), 0), result);
        if (result)
            return false;
        result = net::error::would_block;
        stream.expires_after(within);
        stream.async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), m_port),
                             [&](beast::error_code ec) { result = ec; });
        settle(m_io);
        stream.expires_never();
        return !result;
    }

    bool send(const std::string& frame, bool text = true) {
        beast::error_code result = net::error::would_block;
        beast::get_lowest_layer(m_ws).expires_after(3s);
        m_ws.text(text);
        m_ws.async_write(net::buffer(frame), [&](beast::error_code ec, std::size_t) { result = ec; });
        settle(m_io);
        return !result;
    }
    bool send(const Json& frame) { return send(frame.dump()); }

    // The next frame, or nullopt when the link closed or nothing came within `within`.
    std::optional<std::string> readText(std::chrono::milliseconds within = 3s) {
        beast::error_code result = net::error::would_block;
        beast::flat_buffer buffer;
        beast::get_lowest_layer(m_ws).expires_after(within);
        m_ws.async_read(buffer, [&](beast::error_code ec, std::size_t) { result = ec; });
        settle(m_io);
        m_lastError = result;
        if (result)
            return std::nullopt;
        std::string text = beast::buffers_to_string(buffer.data());
        m_received.push_back(text);
        return text;
    }
    std::optional<Json> read(std::chrono::milliseconds within = 3s) {
        auto text = readText(within);
        if (!text)
            return std::nullopt;
        return Json::parse(*text);
    }
    // Reads until a frame of kind `t` (frames of other kinds are kept in received()).
    std::optional<Json> readKind(const std::string& t, std::chrono::milliseconds within = 3s) {
        for (int i = 0; i < 16; ++i) {
            auto frame = read(within);
            if (!frame || frame->value("t", "") == t)
                return frame;
        }
        return std::nullopt;
    }
    // True when the tablet closes the link within `within` (frames before the close are read).
    bool closedWithin(std::chrono::milliseconds within) {
        const auto until = std::chrono::steady_clock::now() + within;
        while (std::chrono::steady_clock::now() < until) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
            if (readText(std::max(left, std::chrono::milliseconds(1))))
                continue;
            return m_lastError != beast::error::timeout;
        }
        return false;
    }
    // For a connection that never upgraded (connectTcp): true when the tablet closes the TCP
    // connection within `within`.
    bool tcpClosedWithin(std::chrono::milliseconds within) {
        beast::error_code result = net::error::would_block;
        char byte = 0;
        auto& stream = beast::get_lowest_layer(m_ws);
        stream.expires_after(within);
        stream.async_read_some(net::buffer(&byte, 1), [&](beast::error_code ec, std::size_t) { result = ec; });
        settle(m_io);
        stream.expires_never();
        return result && result != beast::error::timeout;
    }
    beast::error_code lastError() const { return m_lastError; }
    const std::vector<std::string>& received() const { return m_received; }

private:
    std::uint16_t m_port;
    std::string m_from;
    net::io_context m_io;
    beast::websocket::stream<beast::tcp_stream> m_ws;
    beast::error_code m_lastError;
    std::vector<std::string> m_received;
};

// A test phone's device: its secret key (32 bytes); its public key is what the tablet binds.
inline std::string newDevice() { return newKeyPair().secretKey; }

// The device that last claimed each code (by handle) with a welcome: the phone that holds the
// seat, whose keys PhoneKeys(code) gives.
inline std::map<std::string, std::string>& holders() {
    static std::map<std::string, std::string> byHandle;
    return byHandle;
}

// The tablet public keys of codes read from a link (scanLink), by handle: a phone that scanned
// a code knows the tablet's public key only.
inline std::map<std::string, std::string>& scannedTablets() {
    static std::map<std::string, std::string> byHandle;
    return byHandle;
}

// The tablet's public key for a code: from its secret half when the test holds the tablet's
// code, else from the link the phone scanned.
inline std::string tabletPublicOf(const SeatCredentials& code) {
    return code.tablet.size() == 32 ? publicKeyOf(code.tablet) : scannedTablets().at(code.handle);
}

// A code as a phone reads it from its link, http://ADDRESS:PORT/p#SEAT.HANDLE.KEY.TABLET: the
// seat, the handle and the seat key (no tablet secret), and the port.
inline std::pair<SeatCredentials, std::uint16_t> scanLink(const std::string& link) {
    const auto fragment = link.substr(link.find('#') + 1);
    const auto d1 = fragment.find('.'), d2 = fragment.find('.', d1 + 1), d3 = fragment.find('.', d2 + 1);
    SeatCredentials code;
    code.seat = std::stoi(fragment.substr(0, d1));
    code.handle = fragment.substr(d1 + 1, d2 - d1 - 1);
    code.key = fromBase64url(fragment.substr(d2 + 1, d3 - d2 - 1)).value_or("");
    scannedTablets()[code.handle] = fromBase64url(fragment.substr(d3 + 1)).value_or("");
    const auto colon = link.find(':', link.find("//") + 2);
    return {code, static_cast<std::uint16_t>(std::stoi(link.substr(colon + 1)))};
}

// The phone's side of the protocol for one seat's code and one device: the key both ways is
// the one it shares with the tablet (docs/phones.md, "Boxes").
struct PhoneKeys {
    std::string device; // the phone's secret key
    std::string down, up;
    PhoneKeys(const SeatCredentials& code, const std::string& deviceSecret)
        : device(deviceSecret), down(*sharedKey(tabletPublicOf(code), deviceSecret)), up(down) {}
    // The keys of the phone that holds the code (the last device claimSeat was welcomed with).
    explicit PhoneKeys(const SeatCredentials& code) : PhoneKeys(code, holders().at(code.handle)) {}
};

inline Json helloFrame(const SeatCredentials& code) {
    return {{"t", "hello"}, {"seat", code.seat}, {"handle", code.handle}};
}

// A claim for `code` by the phone whose secret key is `device`, for the link's challenge.
inline Json claimFrame(const SeatCredentials& code, const std::string& challengeB64, const std::string& device) {
    const std::string pub = publicKeyOf(device);
    const std::string challenge = *fromBase64url(challengeB64);
    const Json content{{"challenge", challengeB64}, {"proof", base64url(claimProof(code.key, challenge, pub))}};
    const std::string shared = *sharedKey(tabletPublicOf(code), device);
    return {
        {"t", "claim"}, {"device", base64url(pub)}, {"box", base64url(box(pad(content.dump(), kClaimPad), shared))}};
}

inline Json upFrame(const std::string& upKey, std::int64_t n, const Json& intent) {
    const Json content{{"n", n}, {"intent", intent}};
    return {{"t", "up"}, {"box", base64url(box(pad(content.dump(), kUpPad), upKey))}};
}

// The plaintext of a down or answer frame's box under `key`, unpadded, or nullopt if it does
// not open or is not padded to its kind's size.
inline std::optional<Json> openFrame(const Json& frame, const std::string& key) {
    auto raw = fromBase64url(frame.at("box").get<std::string>());
    if (!raw)
        return std::nullopt;
    auto plain = openBox(*raw, key);
    if (!plain)
        return std::nullopt;
    const std::size_t size = frame.value("t", "") == "answer" ? kAnswerPad : kDownPad;
    auto unpadded = plain->size() == size ? unpad(*plain, size) : std::nullopt;
    if (!unpadded)
        return std::nullopt;
    return Json::parse(*unpadded);
}

// Connects, says hello, claims with `device` (a secret key); returns the frame that answered
// the claim (welcome or refused), or nullopt. `keyOverride` claims with another seat key (a
// forged code).
inline std::optional<Json> claimSeat(PhoneClient& phone, const SeatCredentials& code, const std::string& device,
                                     const std::string* keyOverride = nullptr) {
    if (!phone.connect() || !phone.send(helloFrame(code)))
        return std::nullopt;
    auto challenge = phone.read();
    if (!challenge || challenge->value("t", "") != "challenge")
        return challenge;
    SeatCredentials c = code;
    if (keyOverride)
        c.key = *keyOverride;
    phone.send(claimFrame(c, challenge->at("challenge").get<std::string>(), device));
    auto answer = phone.read();
    if (answer && answer->value("t", "") == "welcome")
        holders()[code.handle] = device;
    return answer;
}

// A whole HTTP exchange on a raw socket: sends `request`, returns every byte the tablet sent
// until it closed or `within` passed.
inline std::string rawHttp(std::uint16_t port, const std::string& request, std::chrono::milliseconds within = 3s,
                           bool* closed = nullptr) {
    net::io_context io;
    beast::tcp_stream stream(io);
    beast::error_code result;
    stream.expires_after(within);
    stream.async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port),
                         [&](beast::error_code ec) { result = ec; });
    settle(io);
    if (result)
        return {};
    if (!request.empty()) {
        net::async_write(stream, net::buffer(request), [&](beast::error_code ec, std::size_t) { result = ec; });
        settle(io);
    }
    std::string out;
    char chunk[4096];
    for (;;) {
        std::size_t got = 0;
        stream.async_read_some(net::buffer(chunk), [&](beast::error_code ec, std::size_t n) {
            result = ec;
            got = n;
        });
        settle(io);
        out.append(chunk, got);
        if (result)
            break;
    }
    if (closed)
        *closed = result != beast::error::timeout;
    return out;
}

} // namespace heist::phones::test
