#pragma once
// The phones' HTTP and WebSocket server (Boost.Beast), run on one I/O thread: it serves the
// embedded files (Assets.hpp) with the headers of docs/phones.md ("HTTP"), upgrades /ws to a
// WebSocket, and hands each link's text frames to a LinkHandler. Every function here runs on
// the I/O thread, except the constructor and listen(), called before the thread starts.
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>

namespace heist::phones {

// The limits that keep a stranger on the network from exhausting the tablet or locking the
// players out (docs/phones.md, "HTTP"). A connection is a stranger until its WebSocket link
// has claimed a seat (WsLink::markClaimed).
struct ServerOptions {
    std::size_t maxConnections = 32;
    // Strangers from one address at once: a new one closes that address's oldest.
    std::size_t maxStrangersPerAddress = 8;
    std::chrono::milliseconds headTimeout{10'000}; // to finish a request head (and a WebSocket handshake)
    std::chrono::milliseconds idleTimeout{60'000}; // a WebSocket that hears nothing for this long is closed
    std::chrono::milliseconds claimTimeout{5'000}; // a WebSocket that has not claimed by then is closed
    // A link whose frames wait unsent past these (a reader that does not read) is closed.
    std::size_t maxQueuedFrames = 64;
    std::size_t maxQueuedBytes = 1 << 20;
};

// A connection the server can end (an HTTP exchange, or a WebSocket link).
class Connection {
public:
    virtual ~Connection() = default;
    virtual void abort() = 0; // close the socket now
};

// The live connections: counted for the limits, reachable for stop(). Shared with each
// connection, so that one ending after the server is gone finds it still there. Ids rise, so
// the map is oldest first.
struct ConnectionRegistry {
    struct Entry {
        std::weak_ptr<Connection> connection;
        std::string address;  // the peer's IP address
        bool claimed = false; // its link claimed a seat
        bool closing = false; // closed by the limits: no longer counted
    };
    std::uint64_t nextId = 1;
    std::map<std::uint64_t, Entry> live;
};

class WsLink;

class LinkHandler {
public:
    virtual ~LinkHandler() = default;
    virtual void linkOpened(const std::shared_ptr<WsLink>& link) = 0;
    // A whole message; `text` false for a binary one (which the protocol does not have).
    virtual void linkMessage(const std::shared_ptr<WsLink>& link, std::string_view data, bool text) = 0;
    virtual void linkClosed(WsLink& link) = 0;
};

class WsLink : public Connection, public std::enable_shared_from_this<WsLink> {
public:
    virtual std::uint64_t id() const = 0;
    // Queues a frame. A frame with a `latest` key ("public", "down") stands for the latest state
    // of that kind: one of that key still waiting unsent is dropped and this one goes at the end,
    // so that a phone that reads slowly gets the newest view, in counter order, not a backlog.
    virtual void send(std::string frame, std::string_view latest = {}) = 0;
    virtual void closeAfterSending() = 0; // a close frame once the queue is sent
    // The link claimed a seat: no claim deadline, and the limits never close it for a stranger.
    virtual void markClaimed() = 0;
};

class Server {
public:
    Server(boost::asio::io_context& io, LinkHandler& handler, ServerOptions options);
    ~Server();
    // Opens the listening socket; throws PhoneError with a sentence a player reads.
    void listen(const std::string& address, std::uint16_t port);
    std::uint16_t port() const { return m_port; }
    void accept();   // starts accepting (on the I/O thread)
    void shutdown(); // stops accepting and closes every connection

private:
    void onAccept(boost::system::error_code ec, boost::asio::ip::tcp::socket socket);
    // Makes room for a new connection from `address`, closing strangers as the limits say;
    // false when every slot is held by a claimed link.
    bool makeRoom(const std::string& address);

    boost::asio::io_context& m_io;
    LinkHandler& m_handler;
    ServerOptions m_options;
    boost::asio::ip::tcp::acceptor m_acceptor;
    boost::asio::steady_timer m_retry; // after a failed accept
    std::shared_ptr<ConnectionRegistry> m_registry = std::make_shared<ConnectionRegistry>();
    std::uint16_t m_port = 0;
};

} // namespace heist::phones
