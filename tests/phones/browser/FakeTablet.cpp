#include "tests/phones/browser/FakeTablet.hpp"

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

std::string randomBytes(std::size_t n) {
    std::string out(n, '\0');
    randombytes_buf(out.data(), n);
    return out;
}

std::string b64url(const std::string& bytes) {
    std::string out(sodium_base64_ENCODED_LEN(bytes.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
    sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(),
                      sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    out.resize(std::char_traits<char>::length(out.c_str()));
    return out;
}

std::optional<std::string> fromB64url(const std::string& text) {
    std::string out(text.size(), '\0');
    std::size_t length = 0;
    if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(), nullptr,
                          &length, nullptr, sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0) {
        return std::nullopt;
    }
    out.resize(length);
    return out;
}

const unsigned char* u(const std::string& s) { return reinterpret_cast<const unsigned char*>(s.data()); }

// Pad sizes (docs/phones.md, "Padding").
constexpr std::size_t kClaimPad = 256, kUpPad = 1024, kDownPad = 8192, kAnswerPad = 1024;

// The key a seat's boxes are sealed with: crypto_box_beforenm(their public, my secret).
std::optional<std::string> sharedKey(const std::string& theirPublic, const std::string& mySecret) {
    if (theirPublic.size() != crypto_box_PUBLICKEYBYTES || mySecret.size() != crypto_box_SECRETKEYBYTES)
        return std::nullopt;
    std::string out(crypto_box_BEFORENMBYTES, '\0');
    if (crypto_box_beforenm(reinterpret_cast<unsigned char*>(out.data()), u(theirPublic), u(mySecret)) != 0)
        return std::nullopt;
    return out;
}

// ISO/IEC 7816-4 to the next multiple of `size` (sodium_pad).
std::string padded(const std::string& plain, std::size_t size) {
    std::string out = plain;
    out.resize((plain.size() / size + 1) * size);
    std::size_t length = 0;
    sodium_pad(&length, reinterpret_cast<unsigned char*>(out.data()), plain.size(), size, out.size());
    return out;
}

// base64url(nonce || crypto_box_easy_afternm(bytes, nonce, shared)): `bytes` as given (tests
// seal badly padded ones on purpose).
std::string sealBytes(const std::string& shared, const std::string& bytes) {
    std::string out(crypto_box_NONCEBYTES + crypto_box_MACBYTES + bytes.size(), '\0');
    auto* raw = reinterpret_cast<unsigned char*>(out.data());
    randombytes_buf(raw, crypto_box_NONCEBYTES);
    crypto_box_easy_afternm(raw + crypto_box_NONCEBYTES, u(bytes), bytes.size(), raw, u(shared));
    return b64url(out);
}

std::string seal(const std::string& shared, const Json& value, std::size_t size) {
    return sealBytes(shared, padded(value.dump(), size));
}

// The plaintext of a phone's box: it opens with `shared`, is exactly `size` bytes padded (a
// phone's boxes are never longer) and unpads. `opened` says whether it opened at all.
std::optional<std::string> unseal(const std::string& shared, const std::string& box, std::size_t size, bool& opened) {
    opened = false;
    const auto raw = fromB64url(box);
    if (!raw || raw->size() < crypto_box_NONCEBYTES + crypto_box_MACBYTES)
        return std::nullopt;
    std::string plain(raw->size() - crypto_box_NONCEBYTES - crypto_box_MACBYTES, '\0');
    if (crypto_box_open_easy_afternm(reinterpret_cast<unsigned char*>(plain.data()), u(*raw) + crypto_box_NONCEBYTES,
                                     raw->size() - crypto_box_NONCEBYTES, u(*raw), u(shared)) != 0) {
        return std::nullopt;
    }
    opened = true;
    std::size_t length = 0;
    if (plain.size() != size ||
        sodium_unpad(&length, reinterpret_cast<const unsigned char*>(plain.data()), plain.size(), size) != 0) {
        return std::nullopt;
    }
    plain.resize(length);
    return plain;
}

// docs/phones.md: SHA-512 of "heist-table claim v2", the seat key, the challenge and the
// phone's public key; the first 32 bytes.
std::string claimProof(const std::string& seatKey, const std::string& challenge, const std::string& device) {
    const std::string input = "heist-table claim v2" + seatKey + challenge + device;
    unsigned char hash[crypto_hash_sha512_BYTES];
    crypto_hash_sha512(hash, u(input), input.size());
    return std::string(reinterpret_cast<char*>(hash), 32);
}

// A JSON object with exactly these keys.
bool exactly(const Json& object, std::set<std::string> keys) {
    if (!object.is_object() || object.size() != keys.size())
        return false;
    for (const auto& item : object.items())
        if (!keys.erase(item.key()))
            return false;
    return true;
}

std::string fileText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("FakeTablet: cannot read " + path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

struct Served {
    std::string file;
    const char* type;
};

const std::map<std::string, Served>& servedFiles() {
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
    : m_game(std::move(gameTitle)), m_public(std::move(publicView)), m_acceptor(m_io) {
    if (sodium_init() < 0)
        throw std::runtime_error("FakeTablet: libsodium did not start");
    const tcp::endpoint endpoint(boost::asio::ip::make_address("127.0.0.1"), 0);
    m_acceptor.open(endpoint.protocol());
    m_acceptor.set_option(tcp::acceptor::reuse_address(true));
    m_acceptor.bind(endpoint);
    m_acceptor.listen();
    m_port = m_acceptor.local_endpoint().port();
    m_acceptThread = std::thread([this] { acceptLoop(); });
}

FakeTablet::~FakeTablet() {
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
        ::shutdown(m_acceptor.native_handle(), SHUT_RDWR);
        for (int fd : m_open)
            ::shutdown(fd, SHUT_RDWR);
    }
    m_acceptThread.join();
    for (auto& t : m_threads)
        t.join();
}

void FakeTablet::newCode(Seat& seat) {
    seat.handle = b64url(randomBytes(9));
    seat.key = randomBytes(32);
    seat.tabletPublic.assign(crypto_box_PUBLICKEYBYTES, '\0');
    seat.tabletSecret.assign(crypto_box_SECRETKEYBYTES, '\0');
    crypto_box_keypair(reinterpret_cast<unsigned char*>(seat.tabletPublic.data()),
                       reinterpret_cast<unsigned char*>(seat.tabletSecret.data()));
    seat.device.clear();
}

int FakeTablet::addSeat(const std::string& name, const Json& phoneView) {
    std::lock_guard lock(m_mutex);
    Seat seat;
    seat.name = name;
    newCode(seat);
    seat.phoneView = phoneView;
    m_seats.push_back(seat);
    return static_cast<int>(m_seats.size()) - 1;
}

std::string FakeTablet::fragment(int seat) const {
    std::lock_guard lock(m_mutex);
    const Seat& s = m_seats.at(seat);
    return std::to_string(seat) + "." + s.handle + "." + b64url(s.key) + "." + b64url(s.tabletPublic);
}

std::string FakeTablet::link(int seat) const {
    return "http://127.0.0.1:" + std::to_string(m_port) + "/p#" + fragment(seat);
}

void FakeTablet::replaceCode(int seat) {
    std::lock_guard lock(m_mutex);
    Seat& s = m_seats.at(seat);
    s.oldHandles.insert(s.handle);
    newCode(s);
}

void FakeTablet::setPhoneView(int seat, const Json& view) {
    std::lock_guard lock(m_mutex);
    m_seats.at(seat).phoneView = view;
}

void FakeTablet::refuseEveryone(const std::string& why) {
    std::lock_guard lock(m_mutex);
    m_refuse = why;
}

void FakeTablet::sendStaleBoxes(const Json& staleView) {
    std::lock_guard lock(m_mutex);
    m_staleView = staleView;
}

void FakeTablet::sendForgedBoxes(const Json& forgedView) {
    std::lock_guard lock(m_mutex);
    m_forgedView = forgedView;
}

void FakeTablet::answerEntries(bool ok, const std::string& message) {
    std::lock_guard lock(m_mutex);
    m_answerOk = ok;
    m_answer = message;
}

void FakeTablet::dropAll() {
    std::lock_guard lock(m_mutex);
    for (int fd : m_open)
        ::shutdown(fd, SHUT_RDWR);
}

int FakeTablet::welcomes(int seat) const {
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).welcomes;
}

std::vector<std::string> FakeTablet::framesFrom(int seat) const {
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).frames;
}

std::vector<std::string> FakeTablet::entriesFrom(int seat) const {
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).entries;
}

std::string FakeTablet::deviceOf(int seat) const {
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).device;
}

std::string FakeTablet::keyOf(int seat) const {
    std::lock_guard lock(m_mutex);
    return m_seats.at(seat).key;
}

void FakeTablet::acceptLoop() {
    while (true) {
        beast::error_code error;
        tcp::socket socket(m_io);
        m_acceptor.accept(socket, error);
        std::lock_guard lock(m_mutex);
        if (error || m_stopping)
            return;
        const int fd = socket.native_handle();
        m_open.insert(fd);
        m_threads.emplace_back([this, fd, s = std::move(socket)]() mutable {
            serveSocket(s);
            std::lock_guard lock(m_mutex);
            m_open.erase(fd);
        });
    }
}

void FakeTablet::serveSocket(tcp::socket& socket) {
    beast::flat_buffer buffer;
    beast::error_code error;
    while (true) {
        http::request<http::string_body> request;
        http::read(socket, buffer, request, error);
        if (error)
            return;
        if (websocket::is_upgrade(request) && request.target() == "/ws") {
            websocket::stream<tcp::socket&> ws(socket);
            ws.accept(request, error);
            if (error)
                return;
            ws.text(true);
            int seatIndex = -1;
            std::string challenge; // base64url, this link's
            std::string shared;    // this link's box key, once its claim opened
            auto write = [&](const Json& message) { ws.write(boost::asio::buffer(message.dump()), error); };
            auto refuse = [&](const std::string& why) {
                write({{"t", "refused"}, {"why", why}});
                ws.close(websocket::close_code::policy_error, error);
            };
            while (true) {
                beast::flat_buffer frame;
                ws.read(frame, error);
                if (error)
                    return;
                const std::string text = beast::buffers_to_string(frame.data());
                const Json message = Json::parse(text, nullptr, false);
                if (!message.is_object() || !message.contains("t"))
                    return refuse("bad_message");
                std::unique_lock lock(m_mutex);
                if (seatIndex >= 0)
                    m_seats[seatIndex].frames.push_back(text);
                const std::string t = message.value("t", "");
                std::vector<Json> out;
                if (t == "hello" && seatIndex < 0) {
                    const int seat = message.value("seat", -1);
                    if (!m_refuse.empty())
                        return lock.unlock(), refuse(m_refuse);
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
                    out.push_back({{"t", "challenge"}, {"challenge", challenge}});
                } else if (t == "claim" && !challenge.empty() && shared.empty()) {
                    // {"t", "device", "box"}: the box, between the seat's tablet key and `device`,
                    // padded to 256, holds {"challenge", "proof"}.
                    Seat& s = m_seats[seatIndex];
                    const auto device = exactly(message, {"t", "device", "box"}) && message["device"].is_string()
                                            ? fromB64url(message["device"].get<std::string>())
                                            : std::nullopt;
                    if (!device || device->size() != 32 || !message["box"].is_string())
                        return lock.unlock(), refuse("bad_message");
                    const auto key = sharedKey(*device, s.tabletSecret);
                    bool opened = false;
                    const auto plain =
                        key ? unseal(*key, message["box"].get<std::string>(), kClaimPad, opened) : std::nullopt;
                    if (opened && !plain)
                        return lock.unlock(), refuse("bad_message"); // not padded to 256
                    const Json claim = plain ? Json::parse(*plain, nullptr, false) : Json();
                    const auto proof = exactly(claim, {"challenge", "proof"}) && claim["proof"].is_string()
                                           ? fromB64url(claim["proof"].get<std::string>())
                                           : std::nullopt;
                    if (!proof || claim["challenge"] != challenge ||
                        *proof != claimProof(s.key, *fromB64url(challenge), *device)) {
                        return lock.unlock(), refuse("wrong_key");
                    }
                    const std::string named = message["device"].get<std::string>();
                    if (s.device.empty())
                        s.device = named;
                    if (s.device != named)
                        return lock.unlock(), refuse("other_device");
                    shared = *key;
                    ++s.welcomes;
                    out = {
                        {{"t", "welcome"},
                         {"seat", seatIndex},
                         {"name", s.name},
                         {"game", m_game},
                         {"up", 7},
                         {"pad", kUpPad}},
                        {{"t", "public"}, {"view", m_public}},
                        {{"t", "down"}, {"box", seal(shared, {{"n", ++s.counter}, {"view", s.phoneView}}, kDownPad)}}};
                    if (!m_staleView.is_null()) {
                        for (std::int64_t n : {s.counter, s.counter - 1}) {
                            out.push_back(
                                {{"t", "down"}, {"box", seal(shared, {{"n", n}, {"view", m_staleView}}, kDownPad)}});
                        }
                    }
                    if (!m_forgedView.is_null()) {
                        // Counters above the last: each would be taken if it opened and unpadded.
                        const Json down = {{"n", s.counter + 1}, {"view", m_forgedView}};
                        const Json answer = {
                            {"n", s.counter + 2}, {"up", 1}, {"ok", true}, {"message", "Forged answer"}};
                        std::string otherPublic(32, '\0'), otherSecret(32, '\0');
                        crypto_box_keypair(reinterpret_cast<unsigned char*>(otherPublic.data()),
                                           reinterpret_cast<unsigned char*>(otherSecret.data()));
                        const std::string other = *sharedKey(*device, otherSecret); // another tablet
                        std::string wrongByte = padded(down.dump(), kDownPad);
                        wrongByte.back() = '\x01';
                        for (const std::string& box : {seal(other, down, kDownPad), sealBytes(shared, down.dump()),
                                                       seal(shared, down, kAnswerPad), sealBytes(shared, wrongByte)}) {
                            out.push_back({{"t", "down"}, {"box", box}});
                        }
                        for (const std::string& box :
                             {seal(other, answer, kAnswerPad), sealBytes(shared, answer.dump())})
                            out.push_back({{"t", "answer"}, {"box", box}});
                    }
                } else if (t == "ping" && !shared.empty()) {
                    out.push_back({{"t", "pong"}});
                } else if (t == "up" && !shared.empty()) {
                    // {"t", "box"}: the box padded to welcome's `pad` holds {"n", "intent"}.
                    Seat& s = m_seats[seatIndex];
                    bool opened = false;
                    const auto plain = exactly(message, {"t", "box"}) && message["box"].is_string()
                                           ? unseal(shared, message["box"].get<std::string>(), kUpPad, opened)
                                           : std::nullopt;
                    const Json up = plain ? Json::parse(*plain, nullptr, false) : Json();
                    if (!exactly(up, {"n", "intent"}) || !up["n"].is_number_integer() || !up["intent"].is_object()) {
                        return lock.unlock(), refuse("bad_message");
                    }
                    const std::int64_t n = up["n"].get<std::int64_t>();
                    if (n <= s.upLast)
                        return lock.unlock(), refuse("replayed");
                    s.upLast = n;
                    s.entries.push_back(*plain);
                    out.push_back(
                        {{"t", "answer"},
                         {"box",
                          seal(shared, {{"n", ++s.counter}, {"up", n}, {"ok", m_answerOk}, {"message", m_answer}},
                               kAnswerPad)}});
                } else {
                    // Out of turn: a second hello, a claim before the challenge, a ping or an up
                    // before the welcome, or an unknown t.
                    return lock.unlock(), refuse("bad_message");
                }
                lock.unlock();
                for (const Json& m : out)
                    write(m);
                if (error)
                    return;
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
            response.body() = fileText(found->second.file);
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
        if (error || !request.keep_alive())
            return;
    }
}

} // namespace heist::test
