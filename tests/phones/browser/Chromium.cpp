#include "tests/phones/browser/Chromium.hpp"

#include <boost/asio/connect.hpp>
#include <boost/beast/core.hpp>
#include <sodium.h>

#include <csignal>
#include <cstdlib>
#include <dirent.h>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace heist::test {

namespace beast = boost::beast;
namespace websocket = boost::beast::websocket;
using boost::asio::ip::tcp;
using namespace std::chrono_literals;

std::string chromiumPath() {
    const char* fromEnv = std::getenv("HEIST_CHROMIUM");
    return fromEnv && *fromEnv ? fromEnv : "/usr/bin/chromium";
}

namespace {

std::string readWhole(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::string tail(const std::string& text, std::size_t n = 1500) {
    return text.size() <= n ? text : "..." + text.substr(text.size() - n);
}

// Every process whose command line names the profile folder: the browser and its helpers.
std::vector<pid_t> processesOf(const std::string& profile) {
    std::vector<pid_t> found;
    DIR* proc = opendir("/proc");
    if (!proc)
        return found;
    while (dirent* entry = readdir(proc)) {
        char* end = nullptr;
        const long pid = std::strtol(entry->d_name, &end, 10);
        if (pid <= 0 || *end != '\0' || pid == getpid())
            continue;
        std::string cmdline = readWhole("/proc/" + std::string(entry->d_name) + "/cmdline");
        if (cmdline.find("--user-data-dir=" + profile + '\0') != std::string::npos) {
            found.push_back(static_cast<pid_t>(pid));
        }
    }
    closedir(proc);
    return found;
}

} // namespace

Chromium::Chromium(std::string name, int width, int height) : m_name(std::move(name)) {
    const std::string binary = chromiumPath();
    if (access(binary.c_str(), X_OK) != 0) {
        throw std::runtime_error("The browser tests need Debian's chromium at " + binary +
                                 " (packaging/install-deps.sh installs it; HEIST_CHROMIUM "
                                 "names another).");
    }
    std::string dir = (std::filesystem::temp_directory_path() / "heist-phone-XXXXXX").string();
    if (!mkdtemp(dir.data()))
        throw std::runtime_error("Could not make a browser profile folder.");
    m_profile = dir;
    const std::string log = m_profile + "/chromium.log";
    const std::string profileArg = "--user-data-dir=" + m_profile;
    const std::string sizeArg = "--window-size=" + std::to_string(width) + "," + std::to_string(height);
    std::vector<std::string> args = {binary, "--headless=new", "--remote-debugging-port=0", profileArg, "--disable-gpu",
                                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                                     "--disable-sync", "--disable-background-networking", "--disable-component-update",
                                     "--disable-default-apps", "--password-store=basic", "--use-mock-keychain",
                                     "--mute-audio", "--hide-scrollbars",
                                     // Two phones at once, each a browser in front: neither may be throttled as hidden.
                                     "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                                     "--disable-backgrounding-occluded-windows", sizeArg};
    if (geteuid() == 0)
        args.push_back("--no-sandbox");
    args.push_back("about:blank");

    // Everything the child needs is made before fork: other threads (a tablet, a hub) may hold
    // the allocator's lock at that moment, so the child only calls async-signal-safe functions.
    std::vector<char*> argv;
    for (auto& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    m_pid = fork();
    if (m_pid < 0)
        throw std::runtime_error("Could not start chromium (fork failed).");
    if (m_pid == 0) {
        setpgid(0, 0); // a group of its own: ended whole, and nothing else with it
        // Not the test's sockets (a listening tablet would stay bound in the browser).
        for (int fd = 3; fd < 4096; ++fd)
            close(fd);
        const int fd = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            if (fd > 2)
                close(fd);
        }
        execv(argv[0], argv.data());
        _exit(127);
    }
    setpgid(m_pid, m_pid);

    try {
        // Chromium writes the port it chose and the browser's address to DevToolsActivePort.
        const std::string portFile = m_profile + "/DevToolsActivePort";
        const auto deadline = std::chrono::steady_clock::now() + 60s;
        std::string port;
        std::string path;
        while (true) {
            std::istringstream lines(readWhole(portFile));
            if (std::getline(lines, port) && std::getline(lines, path) && !path.empty())
                break;
            int status = 0;
            if (waitpid(m_pid, &status, WNOHANG) == m_pid) {
                m_pid = -1;
                throw std::runtime_error("chromium exited at start; its output:\n" + tail(readWhole(log)));
            }
            if (std::chrono::steady_clock::now() > deadline) {
                throw std::runtime_error("chromium wrote no DevToolsActivePort in 60 s; its output:\n" +
                                         tail(readWhole(log)));
            }
            std::this_thread::sleep_for(50ms);
        }
        tcp::resolver resolver(m_io);
        m_ws = std::make_unique<websocket::stream<tcp::socket>>(m_io);
        boost::asio::connect(m_ws->next_layer(), resolver.resolve("127.0.0.1", port));
        m_ws->read_message_max(64 * 1024 * 1024); // screenshots arrive as base64
        m_ws->handshake("127.0.0.1:" + port, path);

        const Json target = send({{"method", "Target.createTarget"}, {"params", {{"url", "about:blank"}}}}, 30s);
        const Json attached = send(
            {{"method", "Target.attachToTarget"}, {"params", {{"targetId", target.at("targetId")}, {"flatten", true}}}},
            30s);
        m_session = attached.at("sessionId").get<std::string>();
        call("Page.enable");
        call("Emulation.setDeviceMetricsOverride",
             {{"width", width}, {"height", height}, {"deviceScaleFactor", 2}, {"mobile", true}});
        call("Emulation.setTouchEmulationEnabled", {{"enabled", true}, {"maxTouchPoints", 1}});
    } catch (...) {
        stopBrowser();
        throw;
    }
}

Chromium::~Chromium() { stopBrowser(); }

void Chromium::stopBrowser() {
    if (m_ws) {
        beast::error_code ignored;
        m_ws->next_layer().close(ignored);
        m_ws.reset();
    }
    if (m_pid > 0) {
        kill(-m_pid, SIGTERM);
        const auto deadline = std::chrono::steady_clock::now() + 5s;
        int status = 0;
        while (waitpid(m_pid, &status, WNOHANG) == 0 && std::chrono::steady_clock::now() < deadline) {
            std::this_thread::sleep_for(20ms);
        }
        kill(-m_pid, SIGKILL); // the group: helpers that outlived the browser
        waitpid(m_pid, &status, WNOHANG);
        m_pid = -1;
    }
    if (!m_profile.empty()) {
        // A helper that left the group still names our own profile: end it too, and nothing else.
        for (int round = 0; round < 50; ++round) {
            const auto left = processesOf(m_profile);
            if (left.empty())
                break;
            for (pid_t pid : left)
                kill(pid, SIGKILL);
            std::this_thread::sleep_for(20ms);
        }
        std::error_code ignored;
        std::filesystem::remove_all(m_profile, ignored);
    }
}

std::string Chromium::readFrame(std::chrono::milliseconds timeout) {
    beast::flat_buffer buffer;
    beast::error_code error;
    bool done = false;
    m_ws->async_read(buffer, [&](beast::error_code e, std::size_t) {
        error = e;
        done = true;
    });
    m_io.restart();
    m_io.run_for(timeout);
    if (!done) {
        beast::error_code ignored;
        m_ws->next_layer().cancel(ignored);
        m_io.restart();
        m_io.run();
        throw std::runtime_error(m_name + ": the browser did not answer in " + std::to_string(timeout.count()) + " ms");
    }
    if (error)
        throw std::runtime_error(m_name + ": DevTools connection: " + error.message());
    return beast::buffers_to_string(buffer.data());
}

Json Chromium::send(const Json& message, std::chrono::milliseconds timeout) {
    Json full = message;
    const long id = m_nextId++;
    full["id"] = id;
    if (!m_session.empty() && !full.contains("sessionId"))
        full["sessionId"] = m_session;
    m_ws->text(true);
    m_ws->write(boost::asio::buffer(full.dump()));
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            throw std::runtime_error(m_name + ": no answer to " + message.value("method", "?"));
        }
        const Json reply = Json::parse(readFrame(left));
        if (!reply.contains("id") || reply.at("id") != id)
            continue; // an event
        if (reply.contains("error")) {
            throw std::runtime_error(m_name + ": " + message.value("method", "?") + ": " + reply.at("error").dump());
        }
        return reply.value("result", Json::object());
    }
}

Json Chromium::call(const std::string& method, const Json& params) {
    return send({{"method", method}, {"params", params}}, 60s);
}

void Chromium::navigate(const std::string& url) {
    const Json result = call("Page.navigate", {{"url", url}});
    if (result.contains("errorText")) {
        throw std::runtime_error(m_name + ": could not open " + url + ": " + result.at("errorText").get<std::string>());
    }
    if (!waitFor("document.readyState === 'complete'", 30s)) {
        throw std::runtime_error(m_name + ": the page did not load in 30 s");
    }
}

void Chromium::reload() {
    call("Page.reload", {{"ignoreCache", true}});
    std::this_thread::sleep_for(200ms);
    if (!waitFor("document.readyState === 'complete'", 30s)) {
        throw std::runtime_error(m_name + ": the page did not load again in 30 s");
    }
}

Json Chromium::evaluate(const std::string& expression) {
    const Json result =
        call("Runtime.evaluate", {{"expression", expression}, {"returnByValue", true}, {"awaitPromise", true}});
    if (result.contains("exceptionDetails")) {
        throw std::runtime_error(m_name + ": the page threw on `" + expression +
                                 "`: " + result.at("exceptionDetails").dump());
    }
    return result.at("result").value("value", Json());
}

bool Chromium::waitFor(const std::string& expression, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        const Json value = evaluate("!!(" + expression + ")");
        if (value.is_boolean() && value.get<bool>())
            return true;
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        std::this_thread::sleep_for(50ms);
    }
}

std::pair<double, double> Chromium::centre(const std::string& selector) {
    const Json box = evaluate("(() => { const e = document.querySelector(" + Json(selector).dump() +
                              "); if (!e) return null; e.scrollIntoView({block: 'center'});"
                              " const r = e.getBoundingClientRect();"
                              " return [r.left + r.width / 2, r.top + r.height / 2]; })()");
    if (!box.is_array())
        throw std::runtime_error(m_name + ": nothing on the page matches " + selector);
    return {box.at(0).get<double>(), box.at(1).get<double>()};
}

void Chromium::touchStart(double x, double y) {
    call("Input.dispatchTouchEvent",
         {{"type", "touchStart"}, {"touchPoints", Json::array({{{"x", x}, {"y", y}, {"id", 1}}})}});
}

void Chromium::touchEnd() { call("Input.dispatchTouchEvent", {{"type", "touchEnd"}, {"touchPoints", Json::array()}}); }

void Chromium::touchCancel() {
    call("Input.dispatchTouchEvent", {{"type", "touchCancel"}, {"touchPoints", Json::array()}});
}

void Chromium::tap(const std::string& selector) {
    const auto [x, y] = centre(selector);
    for (const char* type : {"mousePressed", "mouseReleased"}) {
        call("Input.dispatchMouseEvent", {{"type", type}, {"x", x}, {"y", y}, {"button", "left"}, {"clickCount", 1}});
    }
}

void Chromium::type(const std::string& text) { call("Input.insertText", {{"text", text}}); }

void Chromium::screenshot(const std::string& pngPath) {
    const Json shot = call("Page.captureScreenshot", {{"format", "png"}});
    const std::string base64 = shot.at("data").get<std::string>();
    std::string png(base64.size(), '\0');
    std::size_t length = 0;
    if (sodium_base642bin(reinterpret_cast<unsigned char*>(png.data()), png.size(), base64.data(), base64.size(),
                          nullptr, &length, nullptr, sodium_base64_VARIANT_ORIGINAL) != 0) {
        throw std::runtime_error(m_name + ": the screenshot is not base64");
    }
    png.resize(length);
    std::filesystem::create_directories(std::filesystem::path(pngPath).parent_path());
    std::ofstream out(pngPath, std::ios::binary);
    out << png;
    if (!out)
        throw std::runtime_error("Could not write " + pngPath);
}

} // namespace heist::test
