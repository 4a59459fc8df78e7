#include "cli/ServePhones.hpp"

#include "cli/Commands.hpp"
#include "engine/PhoneView.hpp"
#include "language/Language.hpp"
#include "language/Translate.hpp"
#include "phones/Crypto.hpp"
#include "phones/PhoneWords.hpp"
#include "store/LiveSession.hpp"

#include <sys/stat.h>
#include <condition_variable>
#include <cstdio>
#include <fcntl.h>
#include <mutex>
#include <unistd.h>

namespace heist::cli {

namespace {

// Written whole to a temporary file made 0600, then renamed: nobody else can ever read a key.
bool writeLinks(const std::filesystem::path& file, const std::string& text) {
    const std::string temp = file.string() + ".part";
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool written = ::fchmod(fd, 0600) == 0 && ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()) &&
                         ::fsync(fd) == 0;
    ::close(fd);
    if (!written || std::rename(temp.c_str(), file.c_str()) != 0) {
        std::remove(temp.c_str());
        return false;
    }
    return true;
}

} // namespace

int servePhones(const Options& o, std::ostream& err, const std::function<bool()>& stop) {
    store::SessionStore store(o.db);
    if (!store.notice().empty())
        err << "heist-table: " << store.notice() << "\n";
    const std::int64_t id = *o.servePhones;
    if (!store.loadSetup(id)) {
        err << "heist-table: there is no saved session " << id << " (see --list)\n";
        return kExitScriptStart;
    }
    auto live = store::LiveSession::resume(store, id);
    if (live.session().finished()) {
        err << "heist-table: session " << id << " is finished: its secrets are public, there is nothing to serve\n";
        return kExitScriptStart;
    }
    // Codes for the seats that have none; a seat's existing code (and its bound phone) stays.
    for (const auto& p : live.session().setup().players) {
        bool has = false;
        for (const auto& c : store.seatCodes(id))
            has = has || c.seat == p.seat;
        if (!has) {
            const auto fresh = phones::newSeatCode(p.seat, p.name);
            store.saveSeatCode(id, store::SeatCode{fresh.seat, fresh.name, fresh.handle, fresh.key, "", 0, 0});
        }
    }
    std::vector<phones::SeatCode> seats;
    for (auto& c : store.seatCodes(id)) {
        if (auto from = store.reserveDownCounters(id, c.seat, o.phoneDownBlock))
            c.downFrom = *from;
        seats.push_back(phones::SeatCode{c.seat, c.name, c.handle, c.key, c.device, c.downFrom, c.upLast});
    }

    std::mutex mutex;
    std::condition_variable news;
    bool knocked = false;
    phones::PhoneHub hub([&] {
        std::lock_guard lock(mutex);
        knocked = true;
        news.notify_one();
    });
    phones::HubConfig config;
    config.address = o.phoneAddress;
    config.port = o.phonePort;
    config.gameTitle = live.session().game().info().title;
    config.downBlock = o.phoneDownBlock;
    try {
        hub.start(config, seats);
    } catch (const phones::PhoneError& e) {
        err << "heist-table: " << e.what() << "\n";
        return kExitCannotServe;
    }
    const std::string shown = o.phoneAddress == "0.0.0.0" ? "127.0.0.1" : o.phoneAddress;
    std::string links;
    for (const auto& s : seats)
        links += std::to_string(s.seat) + "\t" + s.name + "\t" + phones::seatLink(shown, hub.port(), s) + "\n";
    if (!writeLinks(*o.phoneLinks, links)) {
        err << "heist-table: cannot write the links to " << o.phoneLinks->string() << "\n";
        return kExitCannotServe;
    }
    err << "heist-table: serving the phones of session " << id << " on " << o.phoneAddress << ":" << hub.port()
        << "; each seat's link is in " << o.phoneLinks->string() << " (Ctrl-C stops)\n";

    // The phone pages speak the players' language (HEIST_LANGUAGE, else the one chosen in
    // Settings, else the system's), as the tablet would; this command's own messages on
    // stderr stay in English.
    std::optional<std::string> chosen;
    try {
        chosen = store.setting("language");
    } catch (const std::exception&) {
        // unreadable setting: the system's language
    }
    language::setLanguage(language::startingLanguage(chosen));
    auto publish = [&] {
        const auto& session = live.session();
        Json view = engine::phonePublicView(session);
        view["words"] = phones::phoneWords();
        view["lang"] = phones::phoneLanguage();
        hub.publishPublic(view);
        for (const auto& p : session.setup().players)
            hub.publishSeat(p.seat, session.game().phoneView(session.state(), p.seat, session.setup()));
    };
    publish();
    while (!stop()) {
        {
            std::unique_lock lock(mutex);
            news.wait_for(lock, std::chrono::milliseconds(200), [&] { return knocked; });
            knocked = false;
        }
        for (const auto& n : hub.poll()) {
            using Kind = phones::PhoneNotice::Kind;
            if (n.kind == Kind::Bound)
                store.bindSeatDevice(id, n.seat, n.handle, n.device);
            else if (n.kind == Kind::Entry)
                hub.answer(n.seat, n.counter, false, tr("This game is not open on the tablet now: nothing was entered."));
            else if (n.kind == Kind::DownLow) {
                if (auto from = store.reserveDownCounters(id, n.seat, o.phoneDownBlock))
                    hub.extendSeat(n.seat, n.handle, *from);
                else
                    err << "heist-table: seat " << n.seat << "'s phone has used up its code's counters and needs a new code\n";
            } else if (n.kind == Kind::OtherDevice)
                err << "heist-table: a second phone proved seat " << n.seat << "'s code and was refused\n";
        }
    }
    hub.stop();
    std::remove(o.phoneLinks->c_str()); // the keys do not outlive the serving
    return kExitOk;
}

} // namespace heist::cli
