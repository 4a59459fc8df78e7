#include "FakeTablet.hpp"

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <sodium.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <sys/socket.h>

namespace heist::test {

namespace beast = boost::beast;
namespace http = boost::beast::http;
namespace websocket = boost::beast::websocket;
using boost::asio::ip::tcp;

namespace {

std::string randomBytes(std::size_t n)
{
    std::string out(n, '\0');
    randombytes_buf(out.data(), n);
    return out;
}

std::string b64url(const std::string& bytes)
{
    std::string out(sodium_base64_ENCODED_LEN(bytes.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
    sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()),
                      bytes.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    out.resize(std::char_traits<char>::length(out.c_str()));
    return out;
}

std::optional<std::string> fromB64url(const std::string& text)
{
    std::string out(text.size(), '\0');
    std::size_t length = 0;
    if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(),
                          text.size(), nullptr, &length, nullptr,
                          sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0) {
        return std::nullopt;
    }
    out.resize(length);
    return out;
}

// docs/phones.md: SHA-512 of the label's ASCII bytes then the seat key, first 32 bytes.
std::string derive(const std::string& label, const std::string& seatKey)
{
    const std::string input = label + seatKey;
    unsigned char hash[crypto_hash_sha512_BYTES];
    crypto_hash_sha512(hash, reinterpret_cast<const unsigned char*>(input.data()), input.size());
    return std::string(reinterpret_cast<char*>(hash), crypto_secretbox_KEYBYTES);
}

std::string seal(const std::string& key, const std::string& plain)
{
    std::string out(crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + plain.size(), '\0');
    auto* bytes = reinterpret_cast<unsigned char*>(out.data());
    randombytes_buf(bytes, crypto_secretbox_NONCEBYTES);
    crypto_secretbox_easy(bytes + crypto_secretbox_NONCEBYTES,
                          reinterpret_cast<const unsigned char*>(plain.data()), plain.size(), bytes,
                          reinterpret_cast<const unsigned char*>(key.data()));
    return b64url(out);
}

std::optional<std::string> unseal(const std::string& key, const std::string& box)
{
    const auto raw = fromB64url(box);
    if (!raw || raw->size() < crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES) return std::nullopt;
    const auto* bytes = reinterpret_cast<const unsigned char*>(raw->data());
    std::string plain(raw->size() - crypto_secretbox_NONCEBYTES - crypto_secretbox_MACBYTES, '\0');
    if (crypto_secretbox_open_easy(reinterpret_cast<unsigned char*>(plain.data()),
                                   bytes + crypto_secretbox_NONCEBYTES,
                                   raw->size() - crypto_secretbox_NONCEBYTES, bytes,
                                   reinterpret_cast<const unsigned char*>(key.data())) != 0) {
        return std::nullopt;
    }
    return plain;
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("FakeTablet: cannot read " + path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

struct Served {
    std::string file;
    const char* type;
};

const std::map<std::string, Served>& servedFiles()
{
    static const std::map<std::string, Served> files = {
        {"/p", {HEIST_SOURCE_DIR "/web/phone/index.html", "text/html; charset=utf-8"}},
        {"/phone.js", {HEIST_SOURCE_DIR "/web/phone/phone.js", "text/javascript; charset=utf-8"}},
        {"/entry.js", {HEIST_SOURCE_DIR "/web/phone/entry.js", "text/javascript; charset=utf-8"}},
        {"/phone.css", {HEIST_SOURCE_DIR "/web/phone/phone.css", "text/css; charset=utf-8"}},
        {"/nacl.js", {HEIST_NACL_JS, "text/javascript; charset=utf-8"}},
    };
    return files;
}

} // namespace

FakeTablet::FakeTablet(std::string gameTitle, Json publicView)
    : m_game(std::move(gameTitle)), m_public(std::move(publicView)), m_acceptor(m_io)
{
    if (sodium_init() < 0) throw std::runtime_error("FakeTablet: libsodium did not start");
    const tcp::endpoint endpoint(boost::asio::ip::make_address("127.0.0.1"), 0);
    m_acceptor.open(endpoint.protocol());
    m_acceptor.set_option(tcp::acceptor::reuse_address(true));
    m_acceptor.bind(endpoint);
    m_acceptor.listen();
    m_port = m_acceptor.local_endpoint().port();
    m_acceptThread = std::thread([this] { acceptLoop(); });
}

FakeTablet::~FakeTablet()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
        ::shutdown(m_acceptor.native_handle(), SHUT_RDWR);
        for (int fd : m_open) ::shutdown(fd, SHUT_RDWR);
    }
    m_acceptThread.join();
    for (auto& t : m_threads) t.join();
}

int FakeTablet::addSeat(const std::string& name, const Json& phoneView)
{
    std::lock_guard lock(m_mutex);
    Seat seat;
    seat.name = name;
    seat.handle = b64url(randomBytes(9));
    seat.key = randomBytes(32);
    seat.phoneView = phoneView;
    m_seats.push_back(seat);
    return static_cast<int>(m_seats.size()) - 1;
}

std::string FakeTablet::fragment(int seat) const
{
    std::lock_guard lock(m_mutex);
    const Seat& s = m_seats.at(seat);
    return std::to_string(seat) + "." + s.handle + "." + b64url(s.key);
}

std::string FakeTablet::link(int seat) const
{
    return "http://127.0.0.1:" + std::to_string(m_port) + "/p#" + fragment(seat);
}

void FakeTablet::replaceCode(int seat)
{
    std::lock_guard lock(m_mutex);
    Seat& s = m_seats.at(seat);
    s.oldHandles.insert(s.handle);
    s.handle = b64url(randomBytes(9));
    s.key = randomBytes(32);
    s.device.clear();
}

void FakeTablet::setPhoneView(int seat, const Json& view)
{
    std::lock_guard lock(m_mutex);
    m_seats.at(seat).phoneView = view;
}

void FakeTablet::refuseEveryone(const std::string& why)
{
    std::lock_guard lock(m_mutex);
    m_refuse = why;
}

void FakeTablet::sendStaleBoxes(const Json& staleView)
{
    std::lock_guard lock(m_mutex);
    m_staleView = staleView;
}

void FakeTablet::dropAll()
{
    std::lock_guard lock(m_mutex);
    for (int fd : m_open) ::shutdown(fd, SHUT_RDWR);
}

int FakeTablet::welcomes(int seat) const
{
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).welcomes;
}

std::vector<std::string> FakeTablet::framesFrom(int seat) const
{
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).frames;
}

std::string FakeTablet::keyOf(int seat) const
{
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).key;
}

void FakeTablet::acceptLoop()
{
    while (true) {
        beast::error_code error;
        tcp::socket socket(m_io);
        m_acceptor.accept(socket, error);
        std::lock_guard lock(m_mutex);
        if (error || m_stopping) return;
        const int fd = socket.native_handle();
        m_open.insert(fd);
        m_threads.emplace_back([this, fd, s = std::move(socket)]() mutable {
            serveSocket(s);
            std::lock_guard lock(m_mutex);
            m_open.erase(fd);
        });
    }
}

void FakeTablet::serveSocket(tcp::socket& socket)
{
    beast::flat_buffer buffer;
    beast::error_code error;
    while (true) {
        http::request<http::string_body> request;
        http::read(socket, buffer, request, error);
        if (error) return;
        if (websocket::is_upgrade(request) && request.target() == "/ws") {
            websocket::stream<tcp::socket&> ws(socket);
            ws.accept(request, error);
            if (error) return;
            ws.text(true);
            int seatIndex = -1;
            std::string challenge;
            auto write = [&](const Json& message) { ws.write(boost::asio::buffer(message.dump()), error); };
            auto refuse = [&](const std::string& why) {
                write({{"t", "refused"}, {"why", why}});
                ws.close(websocket::close_code::policy_error, error);
            };
            while (true) {
                beast::flat_buffer frame;
                ws.read(frame, error);
                if (error) return;
                const std::string text = beast::buffers_to_string(frame.data());
                const Json message = Json::parse(text, nullptr, false);
                if (!message.is_object() || !message.contains("t")) return refuse("bad_message");
                std::unique_lock lock(m_mutex);
                if (seatIndex >= 0) m_seats[seatIndex].frames.push_back(text);
                const std::string t = message.value("t", "");
                if (t == "hello") {
                    const int seat = message.value("seat", -1);
                    if (!m_refuse.empty()) return lock.unlock(), refuse(m_refuse);
                    if (seat < 0 || seat >= static_cast<int>(m_seats.size())) {
                        return lock.unlock(), refuse("bad_message");
                    }
                    seatIndex = seat;
                    Seat& s = m_seats[seat];
                    s.frames.push_back(text);
                    const std::string handle = message.value("handle", "");
                    if (handle != s.handle) {
                        const bool old = s.oldHandles.count(handle) > 0;
                        return lock.unlock(), refuse(old ? "old_code" : "wrong_key");
                    }
                    challenge = b64url(randomBytes(32));
                    lock.unlock();
                    write({{"t", "challenge"}, {"challenge", challenge}});
                } else if (t == "claim" && seatIndex >= 0 && !challenge.empty()) {
                    Seat& s = m_seats[seatIndex];
                    const auto plain = unseal(derive("heist-table claim v1", s.key),
                                              message.value("box", ""));
                    const Json claim = plain ? Json::parse(*plain, nullptr, false) : Json();
                    if (!claim.is_object() || claim.value("challenge", "") != challenge) {
                        return lock.unlock(), refuse("wrong_key");
                    }
                    const std::string device = claim.value("device", "");
                    const auto deviceBytes = fromB64url(device);
                    if (!deviceBytes || deviceBytes->size() != 16) return lock.unlock(), refuse("bad_message");
                    if (s.device.empty()) s.device = device;
                    if (s.device != device) return lock.unlock(), refuse("other_device");
                    ++s.welcomes;
                    const std::string downKey = derive("heist-table down v1", s.key);
                    std::vector<Json> out = {
                        {{"t", "welcome"}, {"seat", seatIndex}, {"name", s.name}, {"game", m_game}, {"up", 7}},
                        {{"t", "public"}, {"view", m_public}},
                        {{"t", "down"},
                         {"box", seal(downKey, Json{{"n", ++s.counter}, {"view", s.phoneView}}.dump())}}};
                    if (!m_staleView.is_null()) {
                        for (std::int64_t n : {s.counter, s.counter - 1}) {
                            out.push_back({{"t", "down"},
                                           {"box", seal(downKey, Json{{"n", n}, {"view", m_staleView}}.dump())}});
                        }
                    }
                    lock.unlock();
                    for (const Json& m : out) write(m);
                } else if (t == "ping") {
                    lock.unlock();
                    write({{"t", "pong"}});
                } else if (t == "up") {
                    // Recorded above; no test sends one yet.
                } else {
                    return lock.unlock(), refuse("bad_message");
                }
                if (error) return;
            }
        }
        http::response<http::string_body> response;
        response.version(request.version());
        response.keep_alive(request.keep_alive());
        const auto found = servedFiles().find(std::string(request.target()));
        if (request.method() != http::verb::get || found == servedFiles().end()) {
            response.result(http::status::not_found);
            response.set(http::field::content_type, "text/plain; charset=utf-8");
            response.body() = "Not found";
        } else {
            response.result(http::status::ok);
            response.set(http::field::content_type, found->second.type);
            response.body() = readFile(found->second.file);
        }
        response.set(http::field::cache_control, "no-store");
        response.set("X-Content-Type-Options", "nosniff");
        response.set("Referrer-Policy", "no-referrer");
        response.set("Content-Security-Policy",
                     "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                     "img-src 'self' data:; base-uri 'none'; form-action 'none'; "
                     "frame-ancestors 'none'");
        response.prepare_payload();
        http::write(socket, response, error);
        if (error || !request.keep_alive()) return;
    }
}

} // namespace heist::test
