#include "phones/PhoneHub.hpp"

#include "language/Translate.hpp"

#include "phones/Crypto.hpp"
#include "phones/Protocol.hpp"
#include "phones/SeatLink.hpp"
#include "phones/Server.hpp"

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/post.hpp>

#include <atomic>
#include <future>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

namespace heist::phones {

namespace net = boost::asio;

// Everything below "I/O thread" is touched only by the hub's thread while it runs, and by the
// UI thread only while it does not (start before the thread, stop after the join).
struct PhoneHub::Impl final : LinkHandler {
    std::function<void()> wake;

    std::mutex noticeMutex;
    std::vector<PhoneNotice> notices;
    mutable std::mutex connectedMutex;
    std::set<int> connected;
    std::atomic<bool> running{false};
    std::atomic<std::uint16_t> port{0};

    std::unique_ptr<net::io_context> io;
    std::optional<net::executor_work_guard<net::io_context::executor_type>> work;
    std::unique_ptr<Server> server;
    std::thread thread;
    std::future<void> finished;

    // I/O thread.
    HubConfig config;
    SeatTable seats;
    struct LinkState {
        std::weak_ptr<WsLink> link;
        SeatLink seatLink;
        int claimed = -1; // the seat this link claimed (the SeatLink forgets it once refused)
    };
    std::map<std::uint64_t, LinkState> links;
    std::map<int, std::uint64_t> claimedBy; // seat -> the link that claimed it
    std::optional<Json> publicView;
    std::map<int, Json> seatViews;

    // Runs `fn` where the hub's state lives: on the I/O thread while it runs, here otherwise.
    template <typename F> void onHubThread(F&& fn) {
        if (running)
            net::post(*io, std::forward<F>(fn));
        else
            fn();
    }

    void notify(std::vector<PhoneNotice> list) {
        if (list.empty())
            return;
        {
            const std::lock_guard lock(noticeMutex);
            for (auto& n : list)
                notices.push_back(std::move(n));
        }
        if (wake)
            wake();
    }

    void setConnected(int seat, bool on) {
        const std::lock_guard lock(connectedMutex);
        if (on)
            connected.insert(seat);
        else
            connected.erase(seat);
    }

    std::shared_ptr<WsLink> claimedLink(int seat) {
        const auto it = claimedBy.find(seat);
        if (it == claimedBy.end())
            return nullptr;
        const auto l = links.find(it->second);
        return l == links.end() ? nullptr : l->second.link.lock();
    }

    // Ends the seat's claimed link with a refusal the phone can show and a Disconnected notice,
    // or (no `why`: the same phone came back on a new link) quietly.
    void endSeatLink(int seat, std::optional<RefusedWhy> why) {
        const auto it = claimedBy.find(seat);
        if (it == claimedBy.end())
            return;
        const auto l = links.find(it->second);
        if (l != links.end()) {
            l->second.seatLink.end();
            if (auto link = l->second.link.lock()) {
                if (why)
                    link->send(refusedFrame(*why));
                link->closeAfterSending();
            }
        }
        claimedBy.erase(it);
        if (why) {
            setConnected(seat, false);
            notify({PhoneNotice{PhoneNotice::Kind::Disconnected, seat, {}, 0, {}, {}}});
        }
    }

    // The seat's next down counter, or 0 (send nothing) when its block is spent; says DownLow
    // when the block runs low.
    std::int64_t takeDown(int seat) {
        const std::int64_t n = seats.takeDown(seat);
        if (seats.wantsBlock(seat))
            if (const SeatState* s = seats.find(seat))
                notify({PhoneNotice{PhoneNotice::Kind::DownLow, seat, {}, 0, {}, s->code.handle}});
        return n;
    }

    void sendDown(int seat) {
        const auto view = seatViews.find(seat);
        const SeatState* s = seats.find(seat);
        auto link = claimedLink(seat);
        if (view == seatViews.end() || !s || !link)
            return;
        if (s->shared.empty())
            return;
        if (const std::int64_t n = takeDown(seat))
            link->send(downFrame(box(pad(downContent(n, view->second), kDownPad), s->shared)), "down");
    }

    void linkOpened(const std::shared_ptr<WsLink>& link) override {
        links.emplace(link->id(), LinkState{link, SeatLink(randomBytes(32)), -1});
    }

    void linkMessage(const std::shared_ptr<WsLink>& link, std::string_view data, bool text) override {
        const auto it = links.find(link->id());
        if (it == links.end())
            return;
        SeatLink& seatLink = it->second.seatLink;
        if (!text) {
            seatLink.end();
            link->send(refusedFrame(RefusedWhy::BadMessage));
            link->closeAfterSending();
            return;
        }
        LinkStep step = seatLink.onFrame(data, seats, config.gameTitle);
        for (auto& frame : step.frames)
            link->send(std::move(frame));
        if (step.claimed) {
            const int seat = seatLink.seat();
            const auto previous = claimedBy.find(seat);
            if (previous != claimedBy.end() && previous->second != link->id())
                endSeatLink(seat, std::nullopt); // the same phone, back on a new link
            claimedBy[seat] = link->id();
            it->second.claimed = seat;
            link->markClaimed(); // the server's limits no longer count it as a stranger
            setConnected(seat, true);
            if (publicView)
                link->send(publicFrame(*publicView), "public");
            sendDown(seat);
        }
        if (step.close) {
            link->closeAfterSending();
            release(it->second.claimed, link->id(), step.notices);
        }
        notify(std::move(step.notices));
    }

    // The link `id` no longer serves `seat`: if it was the seat's link, the seat is disconnected.
    void release(int seat, std::uint64_t id, std::vector<PhoneNotice>& out) {
        const auto claimed = claimedBy.find(seat);
        if (seat < 0 || claimed == claimedBy.end() || claimed->second != id)
            return;
        claimedBy.erase(claimed);
        setConnected(seat, false);
        out.push_back(PhoneNotice{PhoneNotice::Kind::Disconnected, seat, {}, 0, {}, {}});
    }

    void linkClosed(WsLink& link) override {
        const auto it = links.find(link.id());
        if (it == links.end())
            return;
        const int seat = it->second.claimed;
        links.erase(it);
        std::vector<PhoneNotice> out;
        release(seat, link.id(), out);
        notify(std::move(out));
    }
};

PhoneHub::PhoneHub(std::function<void()> wake) : m_impl(std::make_unique<Impl>()) { m_impl->wake = std::move(wake); }

PhoneHub::~PhoneHub() { stop(); }

void PhoneHub::start(const HubConfig& config, std::vector<SeatCredentials> seats) {
    stop();
    ensureSodium();
    Impl& d = *m_impl;
    d.config = config;
    d.seats.reset(seats, config.downBlock);
    d.io = std::make_unique<net::io_context>(1);
    d.server = std::make_unique<Server>(*d.io, d,
                                        ServerOptions{config.maxConnections, config.maxStrangersPerAddress,
                                                      config.headTimeout, config.idleTimeout, config.claimTimeout,
                                                      config.maxQueuedFrames, config.maxQueuedBytes});
    const auto undo = [&d] {
        d.work.reset();
        d.server.reset(); // before the io_context its acceptor belongs to
        d.io.reset();
        d.seats.clear();
        d.port = 0;
    };
    try {
        d.server->listen(config.address, config.port);
        d.port = d.server->port();
        d.work.emplace(net::make_work_guard(*d.io));
        d.server->accept();
        std::promise<void> done;
        d.finished = done.get_future();
        d.thread = std::thread([&d, done = std::move(done)]() mutable {
            for (;;) {
                try {
                    d.io->run();
                    break;
                } catch (...) {
                    // A handler that threw (a view that cannot be written, memory): the link it
                    // served is dropped with it, the server goes on.
                }
            }
            done.set_value();
        });
    } catch (const PhoneError&) {
        undo();
        throw;
    } catch (const std::exception&) {
        undo();
        throw PhoneError(tr("The phones' server could not start."));
    }
    d.running = true;
}

void PhoneHub::stop() {
    Impl& d = *m_impl;
    if (!d.running)
        return;
    net::post(*d.io, [&d] {
        d.server->shutdown();
        d.links.clear();
        d.claimedBy.clear();
    });
    d.work.reset();
    // Every socket is closed, so run() returns at once; a stuck handler would not hold us.
    if (d.finished.wait_for(std::chrono::seconds(2)) != std::future_status::ready)
        d.io->stop();
    d.thread.join();
    d.server.reset();
    d.io.reset(); // destroys what was left queued, and the connections it held
    d.running = false;
    d.port = 0;
    d.links.clear();
    d.claimedBy.clear();
    d.seats.clear();
    d.publicView.reset();
    d.seatViews.clear();
    const std::lock_guard lock(d.connectedMutex);
    d.connected.clear();
}

bool PhoneHub::running() const { return m_impl->running; }

std::uint16_t PhoneHub::port() const { return m_impl->port; }

void PhoneHub::replaceSeat(const SeatCredentials& code) {
    m_impl->onHubThread([&d = *m_impl, code] {
        d.endSeatLink(code.seat, RefusedWhy::OldCode);
        d.seats.replace(code);
    });
}

void PhoneHub::moveSeatTo(int seat, const std::string& device) {
    m_impl->onHubThread([&d = *m_impl, seat, device] {
        if (!d.seats.bind(seat, device))
            return;
        d.endSeatLink(seat, RefusedWhy::OtherDevice);
    });
}

void PhoneHub::publishPublic(const Json& view) {
    m_impl->onHubThread([&d = *m_impl, view] {
        d.publicView = view;
        const std::string frame = publicFrame(view);
        for (const auto& [seat, id] : d.claimedBy)
            if (auto link = d.claimedLink(seat))
                link->send(frame, "public");
    });
}

void PhoneHub::publishSeat(int seat, const Json& phoneView) {
    m_impl->onHubThread([&d = *m_impl, seat, phoneView] {
        d.seatViews[seat] = phoneView;
        d.sendDown(seat);
    });
}

void PhoneHub::answer(int seat, std::int64_t counter, bool ok, const std::string& message) {
    m_impl->onHubThread([&d = *m_impl, seat, counter, ok, message] {
        const SeatState* s = d.seats.find(seat);
        auto link = d.claimedLink(seat);
        if (!s || !link)
            return;
        if (s->shared.empty())
            return;
        if (const std::int64_t n = d.takeDown(seat))
            link->send(answerFrame(box(pad(answerContent(n, counter, ok, message), kAnswerPad), s->shared)));
    });
}

void PhoneHub::extendSeat(int seat, const std::string& handle, std::int64_t downFrom) {
    m_impl->onHubThread([&d = *m_impl, seat, handle, downFrom] {
        if (d.seats.extend(seat, handle, downFrom))
            d.sendDown(seat); // it was starved: its latest view goes now
    });
}

std::vector<PhoneNotice> PhoneHub::poll() {
    const std::lock_guard lock(m_impl->noticeMutex);
    return std::exchange(m_impl->notices, {});
}

std::vector<int> PhoneHub::connectedSeats() const {
    const std::lock_guard lock(m_impl->connectedMutex);
    return {m_impl->connected.begin(), m_impl->connected.end()};
}

} // namespace heist::phones
