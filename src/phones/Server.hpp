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

struct ServerOptions {
    std::size_t maxConnections = 32;
    std::chrono::milliseconds headTimeout{10'000}; // to finish a request head (and a WebSocket handshake)
    std::chrono::milliseconds idleTimeout{60'000}; // a WebSocket that hears nothing for this long is closed
};

// A connection the server can end (an HTTP exchange, or a WebSocket link).
class Connection {
public:
    virtual ~Connection() = default;
    virtual void abort() = 0; // close the socket now
};

// The live connections: counted for the cap, reachable for stop(). Shared with each
// connection, so that one ending after the server is gone finds it still there.
struct ConnectionRegistry {
    std::uint64_t nextId = 1;
    std::map<std::uint64_t, std::weak_ptr<Connection>> live;
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
    virtual void send(std::string frame) = 0;
    virtual void closeAfterSending() = 0; // a close frame once the queue is sent
};

class Server {
public:
    Server(boost::asio::io_context& io, LinkHandler& handler, ServerOptions options);
    ~Server();
    // Opens the listening socket; throws PhoneError with a sentence a player reads.
    void listen(const std::string& address, std::uint16_t port);
    std::uint16_t port() const { return m_port; }
    void accept(); // starts accepting (on the I/O thread)
    void shutdown(); // stops accepting and closes every connection

private:
    void onAccept(boost::system::error_code ec, boost::asio::ip::tcp::socket socket);

    boost::asio::io_context& m_io;
    LinkHandler& m_handler;
    ServerOptions m_options;
    boost::asio::ip::tcp::acceptor m_acceptor;
    boost::asio::steady_timer m_retry; // after a failed accept
    std::shared_ptr<ConnectionRegistry> m_registry = std::make_shared<ConnectionRegistry>();
    std::uint16_t m_port = 0;
};

} // namespace heist::phones
