#pragma once
// A phone for the tests: a small Boost.Beast client over loopback that speaks the protocol of
// docs/phones.md with a seat's code, and a raw HTTP client. Each client runs its own
// io_context, one operation at a time, each with a deadline, so that no test can hang.
#include "phones/Crypto.hpp"
#include "phones/PhoneHub.hpp"

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
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
    explicit PhoneClient(std::uint16_t port) : m_port(port), m_ws(m_io) {}

    // TCP connect and the WebSocket handshake at /ws; false when either fails.
    bool connect(std::chrono::milliseconds within = 3s) {
        beast::error_code result = net::error::would_block;
        auto& stream = beast::get_lowest_layer(m_ws);
        stream.expires_after(within);
        stream.async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), m_port),
                             [&](beast::error_code ec) { result = ec; });
        settle(m_io);
        if (result)
            return false;
        stream.expires_after(within);
        m_ws.async_handshake("127.0.0.1", "/ws", [&](beast::error_code ec) { result = ec; });
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
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
            if (readText(std::max(left, std::chrono::milliseconds(1))))
                continue;
            return m_lastError != beast::error::timeout;
        }
        return false;
    }
    beast::error_code lastError() const { return m_lastError; }
    const std::vector<std::string>& received() const { return m_received; }

private:
    std::uint16_t m_port;
    net::io_context m_io;
    beast::websocket::stream<beast::tcp_stream> m_ws;
    beast::error_code m_lastError;
    std::vector<std::string> m_received;
};

// The phone's side of the protocol for one seat's code.
struct PhoneKeys {
    std::string claim, down, up;
    explicit PhoneKeys(const SeatCode& code)
        : claim(deriveKey(KeyUse::Claim, code.key)), down(deriveKey(KeyUse::Down, code.key)),
          up(deriveKey(KeyUse::Up, code.key)) {}
};

inline Json helloFrame(const SeatCode& code) { return {{"t", "hello"}, {"seat", code.seat}, {"handle", code.handle}}; }

inline Json claimFrame(const std::string& claimKey, const std::string& challengeB64, const std::string& device) {
    const Json content{{"challenge", challengeB64}, {"device", base64url(device)}};
    return {{"t", "claim"}, {"box", base64url(box(content.dump(), claimKey))}};
}

inline Json upFrame(const std::string& upKey, std::int64_t n, const Json& intent) {
    const Json content{{"n", n}, {"intent", intent}};
    return {{"t", "up"}, {"box", base64url(box(content.dump(), upKey))}};
}

// The plaintext of a down or answer frame's box under `key`, or nullopt if it does not open.
inline std::optional<Json> openFrame(const Json& frame, const std::string& key) {
    auto raw = fromBase64url(frame.at("box").get<std::string>());
    if (!raw)
        return std::nullopt;
    auto plain = openBox(*raw, key);
    if (!plain)
        return std::nullopt;
    return Json::parse(*plain);
}

// Connects, says hello, claims with `device`; returns the frame that answered the claim
// (welcome or refused), or nullopt.
inline std::optional<Json> claimSeat(PhoneClient& phone, const SeatCode& code, const std::string& device,
                                     const std::string* keyOverride = nullptr) {
    if (!phone.connect() || !phone.send(helloFrame(code)))
        return std::nullopt;
    auto challenge = phone.read();
    if (!challenge || challenge->value("t", "") != "challenge")
        return challenge;
    const SeatCode* c = &code;
    SeatCode other;
    if (keyOverride) {
        other = code;
        other.key = *keyOverride;
        c = &other;
    }
    phone.send(claimFrame(PhoneKeys(*c).claim, challenge->at("challenge").get<std::string>(), device));
    return phone.read();
}

// A whole HTTP exchange on a raw socket: sends `request`, returns every byte the tablet sent
// until it closed or `within` passed.
inline std::string rawHttp(std::uint16_t port, const std::string& request, std::chrono::milliseconds within = 3s,
                           bool* closed = nullptr) {
    net::io_context io;
    beast::tcp_stream stream(io);
    beast::error_code result;
    stream.expires_after(within);
    stream.async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port), [&](beast::error_code ec) { result = ec; });
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
