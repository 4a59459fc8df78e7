#pragma once
// One headless Chromium (Debian's `chromium`) with a profile of its own, driven over the
// DevTools protocol (a WebSocket, Boost.Beast): a phone for the phone page's browser tests.
// The browser runs in a process group of its own; the destructor ends that group, and only it,
// and removes the profile.
#include "engine/Json.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <memory>
#include <string>
#include <sys/types.h>

namespace heist::test {

class Chromium {
public:
    // Starts the browser and opens one page at width x height CSS pixels (a phone: mobile,
    // touch, 2 device pixels a CSS pixel). Throws std::runtime_error saying what failed.
    Chromium(std::string name, int width, int height);
    ~Chromium();
    Chromium(const Chromium&) = delete;
    Chromium& operator=(const Chromium&) = delete;

    const std::string& name() const { return m_name; }
    const std::string& profileDir() const { return m_profile; }

    // A DevTools command on the page; returns its result or throws with the browser's error.
    Json call(const std::string& method, const Json& params = Json::object());
    void navigate(const std::string& url); // and waits until the page has loaded
    void reload();
    // The value of a JavaScript expression (promises awaited); throws on a page exception.
    Json evaluate(const std::string& expression);
    // Waits until the expression is truthy; false after the timeout.
    bool waitFor(const std::string& expression, std::chrono::milliseconds timeout = std::chrono::seconds(20));
    // The centre of the element the selector names, in CSS pixels; throws if there is none.
    std::pair<double, double> centre(const std::string& selector);
    void touchStart(double x, double y);
    void touchEnd();
    void touchCancel();
    void tap(const std::string& selector);
    void type(const std::string& text); // into the focused element
    void screenshot(const std::string& pngPath);

private:
    Json send(const Json& message, std::chrono::milliseconds timeout);
    std::string readFrame(std::chrono::milliseconds timeout);
    void stopBrowser();

    std::string m_name;
    std::string m_profile;
    pid_t m_pid = -1;
    boost::asio::io_context m_io;
    std::unique_ptr<boost::beast::websocket::stream<boost::asio::ip::tcp::socket>> m_ws;
    std::string m_session;
    long m_nextId = 1;
};

// The Chromium binary the tests run: $HEIST_CHROMIUM, else /usr/bin/chromium.
std::string chromiumPath();

} // namespace heist::test
