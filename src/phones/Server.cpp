#include "phones/Server.hpp"

#include "language/Translate.hpp"

#include "phones/Assets.hpp"
#include "phones/PhoneHub.hpp"
#include "phones/Protocol.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <sodium.h>

#include <deque>
#include <optional>

namespace heist::phones {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

constexpr std::size_t kHeadLimit = 8 * 1024;

// The headers of docs/phones.md ("HTTP"), on every response.
template <typename Fields> void secureHeaders(Fields& res) {
    res.set(http::field::cache_control, "no-store");
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "no-referrer");
    res.set("Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
            "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
}

// A Sec-WebSocket-Key as RFC 6455 has it: base64 (with padding) of 16 bytes, 24 characters.
bool validWebSocketKey(std::string_view key) {
    if (key.size() != 24)
        return false;
    unsigned char raw[18];
    std::size_t length = 0;
    const char* end = nullptr;
    return sodium_base642bin(raw, sizeof raw, key.data(), key.size(), nullptr, &length, &end,
                             sodium_base64_VARIANT_ORIGINAL) == 0 &&
           end == key.data() + key.size() && length == 16;
}

// A connection in the registry, so that the limits count it and stop() can end it.
class Registered {
protected:
    Registered(std::shared_ptr<ConnectionRegistry> registry, std::string address)
        : m_registry(std::move(registry)), m_id(m_registry->nextId++), m_address(std::move(address)) {}
    ~Registered() { m_registry->live.erase(m_id); }
    void enroll(const std::shared_ptr<Connection>& self) {
        m_registry->live[m_id] = ConnectionRegistry::Entry{self, m_address, false, false};
    }
    // Closed: no longer counted against the limits, although its handlers may still run.
    void leaving() {
        const auto it = m_registry->live.find(m_id);
        if (it != m_registry->live.end())
            it->second.closing = true;
    }

    std::shared_ptr<ConnectionRegistry> m_registry;
    std::uint64_t m_id;
    std::string m_address;
};

class WsLinkImpl final : public WsLink, Registered {
public:
    WsLinkImpl(tcp::socket&& socket, std::shared_ptr<ConnectionRegistry> registry, std::string address,
               LinkHandler& handler, const ServerOptions& options)
        : Registered(std::move(registry), std::move(address)), m_ws(std::move(socket)),
          m_claimTimer(m_ws.get_executor()), m_handler(handler), m_options(options) {}

    std::uint64_t id() const override { return m_id; }

    void accept(http::request<http::string_body> req) {
        enroll(std::static_pointer_cast<Connection>(shared_from_this()));
        beast::get_lowest_layer(m_ws).expires_never(); // the stream's own timeouts from here
        m_ws.set_option(websocket::stream_base::timeout{m_options.headTimeout, m_options.idleTimeout, false});
        m_ws.read_message_max(kMaxPhoneFrame);
        m_ws.set_option(websocket::stream_base::decorator([](websocket::response_type& res) { secureHeaders(res); }));
        // A link that has not claimed a seat in time is a stranger holding a slot: closed.
        m_claimTimer.expires_after(m_options.claimTimeout);
        m_claimTimer.async_wait([self = self()](beast::error_code ec) {
            if (!ec && !self->m_claimed)
                self->abort();
        });
        m_ws.async_accept(req, [self = self()](beast::error_code ec) { self->onAccept(ec); });
    }

    void send(std::string frame, std::string_view latest) override {
        if (m_closeAfter || m_dead)
            return;
        // The older frame of the same kind, not yet being written, is superseded (the front one
        // is being written while the link is open).
        if (!latest.empty())
            for (std::size_t i = m_open ? 1 : 0; i < m_queue.size(); ++i)
                if (m_queue[i].latest == latest) {
                    m_queuedBytes -= m_queue[i].frame.size();
                    m_queue.erase(m_queue.begin() + static_cast<std::ptrdiff_t>(i));
                    break;
                }
        // A reader that does not read is closed, not buffered for.
        if (m_queue.size() >= m_options.maxQueuedFrames || m_queuedBytes + frame.size() > m_options.maxQueuedBytes) {
            abort();
            return;
        }
        m_queuedBytes += frame.size();
        m_queue.push_back(Queued{std::move(frame), std::string(latest)});
        if (m_queue.size() == 1 && m_open)
            write();
    }

    void markClaimed() override {
        m_claimed = true;
        m_claimTimer.cancel();
        const auto it = m_registry->live.find(m_id);
        if (it != m_registry->live.end())
            it->second.claimed = true;
    }

    void closeAfterSending() override {
        if (m_closeAfter || m_dead)
            return;
        m_closeAfter = true;
        if (m_queue.empty() && m_open)
            close();
    }

    void abort() override {
        m_dead = true;
        leaving();
        m_claimTimer.cancel();
        beast::error_code ignored;
        beast::get_lowest_layer(m_ws).socket().shutdown(tcp::socket::shutdown_both, ignored);
        beast::get_lowest_layer(m_ws).close();
    }

private:
    std::shared_ptr<WsLinkImpl> self() { return std::static_pointer_cast<WsLinkImpl>(shared_from_this()); }

    void onAccept(beast::error_code ec) {
        if (ec || m_dead)
            return;
        m_open = true;
        m_handler.linkOpened(shared_from_this());
        if (!m_queue.empty())
            write();
        else if (m_closeAfter)
            close();
        read();
    }

    void read() {
        m_ws.async_read(m_buffer, [self = self()](beast::error_code ec, std::size_t) { self->onRead(ec); });
    }

    void onRead(beast::error_code ec) {
        if (ec) {
            ended();
            return;
        }
        const std::string data = beast::buffers_to_string(m_buffer.data());
        m_buffer.consume(m_buffer.size());
        if (!m_dead)
            m_handler.linkMessage(shared_from_this(), data, m_ws.got_text());
        if (!m_dead)
            read();
    }

    void write() {
        m_ws.text(true);
        m_ws.async_write(net::buffer(m_queue.front().frame),
                         [self = self()](beast::error_code ec, std::size_t) { self->onWrite(ec); });
    }

    void onWrite(beast::error_code ec) {
        if (ec) {
            abort();
            return;
        }
        m_queuedBytes -= m_queue.front().frame.size();
        m_queue.pop_front();
        if (!m_queue.empty())
            write();
        else if (m_closeAfter)
            close();
    }

    void close() {
        if (m_closing || m_dead)
            return;
        m_closing = true;
        m_ws.async_close(websocket::close_code::policy_error, [self = self()](beast::error_code) { self->abort(); });
    }

    void ended() {
        if (m_ended)
            return;
        m_ended = true;
        m_dead = true;
        m_handler.linkClosed(*this);
        abort();
    }

    websocket::stream<beast::tcp_stream> m_ws;
    net::steady_timer m_claimTimer;
    beast::flat_buffer m_buffer;
    LinkHandler& m_handler;
    ServerOptions m_options;
    struct Queued {
        std::string frame;
        std::string latest; // see WsLink::send
    };
    std::deque<Queued> m_queue;
    std::size_t m_queuedBytes = 0;
    bool m_open = false, m_closeAfter = false, m_closing = false, m_dead = false, m_ended = false;
    bool m_claimed = false;
};

class HttpSession final : public Connection, Registered, public std::enable_shared_from_this<HttpSession> {
public:
    HttpSession(tcp::socket&& socket, std::shared_ptr<ConnectionRegistry> registry, std::string address,
                LinkHandler& handler, const ServerOptions& options)
        : Registered(std::move(registry), std::move(address)), m_stream(std::move(socket)), m_handler(handler),
          m_options(options) {}

    void run() {
        enroll(shared_from_this());
        read();
    }

    void abort() override {
        leaving();
        beast::error_code ignored;
        m_stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
        m_stream.close();
    }

private:
    void read() {
        m_parser.emplace();
        m_parser->header_limit(kHeadLimit);
        m_parser->body_limit(0); // no request here has a body
        m_stream.expires_after(m_options.headTimeout);
        http::async_read(m_stream, m_buffer, *m_parser,
                         [self = shared_from_this()](beast::error_code ec, std::size_t) { self->onRead(ec); });
    }

    void onRead(beast::error_code ec) {
        if (ec == http::error::header_limit)
            return reply(http::status::request_header_fields_too_large, "Request head too large.\n", true, false);
        if (ec == http::error::body_limit)
            return reply(http::status::payload_too_large, "No body is accepted here.\n", true, false);
        if (ec == http::error::end_of_stream || ec == beast::error::timeout || ec == net::error::operation_aborted)
            return abort();
        if (ec) // a malformed request
            return reply(http::status::bad_request, "Bad request.\n", true, false);

        http::request<http::string_body> req = m_parser->release();
        if (websocket::is_upgrade(req)) {
            if (req.target() != "/ws")
                return reply(http::status::not_found, "Not found.\n", true, false);
            const auto key = req[http::field::sec_websocket_key];
            if (!validWebSocketKey(std::string_view(key.data(), key.size())))
                return reply(http::status::bad_request, "Bad request.\n", true, false);
            m_stream.expires_never();
            auto link =
                std::make_shared<WsLinkImpl>(m_stream.release_socket(), m_registry, m_address, m_handler, m_options);
            link->accept(std::move(req));
            return;
        }
        const bool head = req.method() == http::verb::head;
        if (req.method() != http::verb::get && !head)
            return reply(http::status::method_not_allowed, "Only GET and HEAD.\n", true, false);
        const auto target = req.target();
        const Asset* asset = findAsset(std::string_view(target.data(), target.size()));
        if (!asset)
            return reply(http::status::not_found, "Not found.\n", !req.keep_alive(), head);
        auto res = std::make_shared<http::response<http::string_body>>(http::status::ok, req.version());
        res->set(http::field::content_type, std::string(asset->contentType));
        secureHeaders(*res);
        res->keep_alive(req.keep_alive());
        if (head)
            res->content_length(asset->body.size());
        else {
            res->body().assign(asset->body.data(), asset->body.size());
            res->prepare_payload();
        }
        send(res, !req.keep_alive());
    }

    void reply(http::status status, const char* text, bool close, bool head) {
        auto res = std::make_shared<http::response<http::string_body>>(status, 11);
        res->set(http::field::content_type, "text/plain; charset=utf-8");
        secureHeaders(*res);
        if (status == http::status::method_not_allowed)
            res->set(http::field::allow, "GET, HEAD");
        res->keep_alive(!close);
        if (head)
            res->content_length(std::char_traits<char>::length(text));
        else {
            res->body() = text;
            res->prepare_payload();
        }
        send(res, close);
    }

    void send(const std::shared_ptr<http::response<http::string_body>>& res, bool close) {
        m_stream.expires_after(m_options.headTimeout);
        http::async_write(m_stream, *res, [self = shared_from_this(), res, close](beast::error_code ec, std::size_t) {
            if (ec || close)
                return self->abort();
            self->read();
        });
    }

    beast::tcp_stream m_stream;
    beast::flat_buffer m_buffer{2 * kHeadLimit};
    std::optional<http::request_parser<http::string_body>> m_parser;
    LinkHandler& m_handler;
    ServerOptions m_options;
};

} // namespace

Server::Server(net::io_context& io, LinkHandler& handler, ServerOptions options)
    : m_io(io), m_handler(handler), m_options(options), m_acceptor(io), m_retry(io) {}

Server::~Server() = default;

void Server::listen(const std::string& address, std::uint16_t port) {
    beast::error_code ec;
    const auto ip = net::ip::make_address(address, ec);
    if (ec)
        throw PhoneError(tr("The phones' address {address} is not an IP address.", {{"address", address}}));
    const tcp::endpoint endpoint(ip, port);
    m_acceptor.open(endpoint.protocol(), ec);
    if (!ec)
        m_acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec)
        m_acceptor.bind(endpoint, ec);
    if (ec == net::error::address_in_use)
        throw PhoneError(tr("Port {port} is in use.", {{"port", std::to_string(port)}}));
    if (ec == boost::system::errc::address_not_available)
        throw PhoneError(tr("This tablet has no address {address}.", {{"address", address}}));
    if (!ec)
        m_acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (ec)
        throw PhoneError(tr("The phones' server cannot listen on {address}:{port} ({error}).",
                            {{"address", address}, {"port", std::to_string(port)}, {"error", ec.message()}}));
    m_port = m_acceptor.local_endpoint().port();
}

void Server::accept() {
    m_acceptor.async_accept(m_io,
                            [this](beast::error_code ec, tcp::socket socket) { onAccept(ec, std::move(socket)); });
}

void Server::onAccept(beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted || !m_acceptor.is_open())
        return;
    if (ec) {
        // Out of file descriptors, say: try again a little later rather than spin.
        m_retry.expires_after(std::chrono::milliseconds(100));
        m_retry.async_wait([this](beast::error_code wait) {
            if (!wait && m_acceptor.is_open())
                accept();
        });
        return;
    }
    beast::error_code ignored;
    const auto peer = socket.remote_endpoint(ec);
    if (ec) {
        socket.close(ignored); // gone before it was seen
    } else {
        socket.set_option(tcp::no_delay(true), ignored); // a burst's second frame does not wait
        const std::string address = peer.address().to_string();
        if (!makeRoom(address))
            socket.close(ignored); // every slot is a claimed phone's: closed before a byte is read
        else
            std::make_shared<HttpSession>(std::move(socket), m_registry, address, m_handler, m_options)->run();
    }
    accept();
}

bool Server::makeRoom(const std::string& address) {
    // The strangers (connections whose link has not claimed a seat) by address, oldest first.
    std::map<std::string, std::vector<std::shared_ptr<Connection>>> strangers;
    std::size_t counted = 0;
    for (const auto& [id, entry] : m_registry->live) {
        if (entry.closing)
            continue;
        auto c = entry.connection.lock();
        if (!c)
            continue;
        ++counted;
        if (!entry.claimed)
            strangers[entry.address].push_back(std::move(c));
    }
    // One address holds a few strangers at most: its oldest gives way to its newest.
    auto& own = strangers[address];
    if (own.size() >= m_options.maxStrangersPerAddress && !own.empty()) {
        own.front()->abort();
        own.erase(own.begin());
        --counted;
    }
    if (counted < m_options.maxConnections)
        return true;
    // Full: the address with the most strangers gives way (its oldest), so that a phone that
    // comes back gets in past a flood from a few addresses; a claimed link is never closed.
    std::vector<std::shared_ptr<Connection>>* most = nullptr;
    for (auto& [peer, list] : strangers)
        if (!list.empty() && (!most || list.size() > most->size()))
            most = &list;
    if (!most)
        return false;
    most->front()->abort();
    return true;
}

void Server::shutdown() {
    beast::error_code ignored;
    m_acceptor.close(ignored);
    m_retry.cancel();
    std::vector<std::shared_ptr<Connection>> live;
    for (const auto& [id, entry] : m_registry->live)
        if (auto c = entry.connection.lock())
            live.push_back(std::move(c));
    for (const auto& c : live) // abort() may change the registry
        c->abort();
}

} // namespace heist::phones
