#pragma once
// Loopback phones for the phones' benchmark (bench/PhoneBench.cpp, bench/phones.sh): eight
// WebSocket clients on one io_context and one thread, each claiming its seat as the page does
// (hello, claim; docs/phones.md) and then reading every frame, opening each `down` box with its
// seat's down key. The main thread waits on `news` for what they received. A bare Beast echo
// server and clients of the same shape are the baseline.
#include "tests/phones/PhoneClient.hpp"

#include <boost/asio/steady_timer.hpp>

#include <condition_variable>
#include <cstdio>
#include <memory>
#include <mutex>
#include <thread>

namespace heist::bench {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;
using WsStream = beast::websocket::stream<beast::tcp_stream>;

// What one client has received so far (guarded by Pool::mutex).
struct Received {
    std::int64_t downs = 0;   // down boxes opened with the seat's key (phones) / echoes (echo)
    std::int64_t publics = 0; // public frames
    std::int64_t pongs = 0;
    std::int64_t bad = 0; // a down that did not open, or a frame not understood
    bool closed = false;  // the server closed the link
    Clock::time_point lastDown, lastPublic;
    std::size_t lastDownBytes = 0;  // the frame
    std::size_t lastPlainBytes = 0; // what its box held
};

// One io_context and its thread for many clients; whoever received something notifies `news`.
class Pool {
public:
    struct Client {
        explicit Client(net::io_context& io) : ws(io), timer(io) {}
        WsStream ws;
        net::steady_timer timer;
        beast::flat_buffer buffer;
        std::string downKey; // empty: an echo client
        Received got;
        std::string outgoing;
    };

    Pool() = default;
    ~Pool() { stop(); }

    // Connects a client and shakes hands at /ws (synchronously, before run()).
    Client& connect(std::uint16_t port) {
        auto c = std::make_unique<Client>(m_io);
        beast::get_lowest_layer(c->ws).connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
        beast::get_lowest_layer(c->ws).socket().set_option(tcp::no_delay(true)); // as a browser's WebSocket
        c->ws.handshake("127.0.0.1", "/ws");
        c->ws.text(true);
        m_clients.push_back(std::move(c));
        return *m_clients.back();
    }

    // Claims `code` on a connected client as the page does; throws unless welcomed.
    void claim(Client& c, const phones::SeatCredentials& code) {
        c.ws.write(net::buffer(phones::test::helloFrame(code).dump()));
        beast::flat_buffer b;
        c.ws.read(b);
        const Json challenge = Json::parse(beast::buffers_to_string(b.data()));
        b.consume(b.size());
        const std::string device = phones::test::newDevice();
        const phones::test::PhoneKeys keys(code, device);
        c.ws.write(net::buffer(phones::test::claimFrame(code, challenge.value("challenge", ""), device).dump()));
        c.ws.read(b);
        const Json welcome = Json::parse(beast::buffers_to_string(b.data()));
        if (welcome.value("t", "") != "welcome")
            throw std::runtime_error("seat " + std::to_string(code.seat) + " was not welcomed");
        c.downKey = keys.down;
    }

    // Starts every client's read loop (and a ping every `ping`, if not zero) on the pool's thread.
    void run(std::chrono::milliseconds ping = std::chrono::milliseconds(0)) {
        for (auto& c : m_clients) {
            read(*c);
            if (ping.count() > 0)
                pingLoop(*c, ping);
        }
        m_thread = std::thread([this] { m_io.run(); });
    }

    void stop() {
        if (!m_thread.joinable())
            return;
        m_io.stop();
        m_thread.join();
    }

    // Sends `text` on every client (an echo round), from the pool's thread.
    void sendAll(const std::string& text) {
        net::post(m_io, [this, text] {
            for (auto& c : m_clients) {
                c->outgoing = text;
                c->ws.async_write(net::buffer(c->outgoing), [](beast::error_code, std::size_t) {});
            }
        });
    }

    std::vector<Received> snapshot() {
        const std::lock_guard lock(mutex);
        std::vector<Received> out;
        for (auto& c : m_clients)
            out.push_back(c->got);
        return out;
    }
    // Waits until `done(received)` holds (false after `within`).
    template <typename F> bool waitFor(F done, std::chrono::seconds within = std::chrono::seconds(10)) {
        std::unique_lock lock(mutex);
        return news.wait_for(lock, within, [&] {
            std::vector<Received> all;
            for (auto& c : m_clients)
                all.push_back(c->got);
            return done(all);
        });
    }
    std::size_t size() const { return m_clients.size(); }

    std::mutex mutex;
    std::condition_variable news;

private:
    void read(Client& c) {
        c.ws.async_read(c.buffer, [this, &c](beast::error_code ec, std::size_t) {
            if (ec) {
                const std::lock_guard lock(mutex);
                c.got.closed = true;
                news.notify_all();
                return;
            }
            const std::string text = beast::buffers_to_string(c.buffer.data());
            c.buffer.consume(c.buffer.size());
            received(c, text);
            read(c);
        });
    }

    void received(Client& c, const std::string& text) {
        if (c.downKey.empty()) { // echo: the frame came back
            const auto now = Clock::now();
            const std::lock_guard lock(mutex);
            ++c.got.downs;
            c.got.lastDown = now;
            c.got.lastDownBytes = text.size();
            news.notify_all();
            return;
        }
        const Json frame = Json::parse(text, nullptr, false);
        const std::string t = frame.is_object() ? frame.value("t", "") : "";
        bool opened = false;
        std::size_t plain = 0;
        if (t == "down") {
            const auto content = phones::test::openFrame(frame, c.downKey);
            opened = content && content->contains("view");
            plain = opened ? content->dump().size() : 0;
        }
        const auto at = Clock::now(); // a down counts once its box is open
        const std::lock_guard lock(mutex);
        if (t == "down" && opened) {
            ++c.got.downs;
            c.got.lastDown = at;
            c.got.lastDownBytes = text.size();
            c.got.lastPlainBytes = plain;
        } else if (t == "public") {
            ++c.got.publics;
            c.got.lastPublic = at;
        } else if (t == "pong") {
            ++c.got.pongs;
        } else {
            ++c.got.bad;
        }
        news.notify_all();
    }

    void pingLoop(Client& c, std::chrono::milliseconds every) {
        c.timer.expires_after(every);
        c.timer.async_wait([this, &c, every](beast::error_code ec) {
            if (ec)
                return;
            c.outgoing = R"({"t":"ping"})";
            c.ws.async_write(net::buffer(c.outgoing), [](beast::error_code, std::size_t) {});
            pingLoop(c, every);
        });
    }

    net::io_context m_io{1};
    std::vector<std::unique_ptr<Client>> m_clients;
    std::thread m_thread;
};

// A bare Boost.Beast WebSocket echo server on 127.0.0.1 (any port), on its own thread: every
// text frame it reads, it writes back. The baseline for a tap's trip to a phone.
class EchoServer {
public:
    EchoServer() : m_acceptor(m_io, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0)) {
        accept();
        m_thread = std::thread([this] { m_io.run(); });
    }
    ~EchoServer() {
        m_io.stop();
        m_thread.join();
    }
    std::uint16_t port() const { return m_acceptor.local_endpoint().port(); }

private:
    struct Session : std::enable_shared_from_this<Session> {
        explicit Session(tcp::socket s) : ws(std::move(s)) {}
        WsStream ws;
        beast::flat_buffer buffer;
        void start() {
            ws.async_accept([self = shared_from_this()](beast::error_code ec) {
                if (!ec)
                    self->read();
            });
        }
        void read() {
            ws.async_read(buffer, [self = shared_from_this()](beast::error_code ec, std::size_t) {
                if (ec)
                    return;
                self->ws.text(true);
                self->ws.async_write(self->buffer.data(), [self](beast::error_code ec, std::size_t) {
                    self->buffer.consume(self->buffer.size());
                    if (!ec)
                        self->read();
                });
            });
        }
    };
    void accept() {
        m_acceptor.async_accept([this](beast::error_code ec, tcp::socket s) {
            if (!ec) {
                beast::error_code ignored;
                s.set_option(tcp::no_delay(true), ignored); // as the tablet's server: a fair baseline
                std::make_shared<Session>(std::move(s))->start();
            }
            accept();
        });
    }
    net::io_context m_io{1};
    tcp::acceptor m_acceptor;
    std::thread m_thread;
};

} // namespace heist::bench
