#include "ui/PhoneDesk.hpp"

#include "ui/App.hpp"
#include "ui/Wakeup.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/Screen.hpp"
#include "engine/PhoneView.hpp"
#include "phones/Crypto.hpp"
#include "phones/LocalAddress.hpp"
#include "phones/PhoneWords.hpp"
#include "language/Language.hpp"
#include "language/Translate.hpp"

namespace heist::ui {

namespace {

phones::SeatCredentials toHub(const store::StoredSeatCode& c) {
    return phones::SeatCredentials{c.seat, c.name, c.handle, c.key, c.device, c.downFrom, c.upLast, c.tablet};
}

std::uint16_t settingPort(store::SessionStore& store) {
    if (auto v = store.setting("phones.port")) {
        if (v->empty() || v->find_first_not_of("0123456789") != std::string::npos || v->size() > 5)
            return 8080;
        try {
            const int port = std::stoi(*v);
            // 0: any free port (tests); else an unprivileged one.
            if (port == 0 || (port >= 1024 && port <= 65535))
                return static_cast<std::uint16_t>(port);
        } catch (const std::exception&) {
        }
    }
    return 8080;
}

} // namespace

PhoneDesk::PhoneDesk(App& app) : m_app(app) {}
PhoneDesk::~PhoneDesk() = default;

bool PhoneDesk::on() const { return m_hub && m_hub->running(); }

bool PhoneDesk::turnOn() {
    auto* live = m_app.live();
    if (!live || live->session().finished())
        return false;
    if (on() && m_sessionId == live->id())
        return true;
    auto& store = m_app.store();
    const auto& players = live->session().setup().players;
    try {
        auto codes = store.seatCodes(live->id());
        for (const auto& p : players) {
            bool has = false;
            for (const auto& c : codes)
                has = has || c.seat == p.seat;
            if (!has) {
                const auto fresh = phones::newSeatCode(p.seat, p.name);
                store.saveSeatCode(live->id(), store::StoredSeatCode{fresh.seat, fresh.name, fresh.handle, fresh.key,
                                                                     "", 0, 0, fresh.tablet});
            }
        }
    } catch (const std::exception& e) {
        m_app.toast(tr("Phones could not be set up: {error}", {{"error", e.what()}}), true);
        return false;
    }
    return startHub(live->id());
}

bool PhoneDesk::startHub(std::int64_t sessionId) {
    auto& store = m_app.store();
    std::vector<phones::SeatCredentials> seats;
    try {
        for (auto& c : store.seatCodes(sessionId)) {
            if (auto from = store.reserveDownCounters(sessionId, c.seat, m_downBlock))
                c.downFrom = *from;
            seats.push_back(toHub(c));
        }
    } catch (const std::exception& e) {
        m_app.toast(tr("Phones could not start: {error}", {{"error", e.what()}}), true);
        return false;
    }
    const auto addresses = phones::localAddresses();
    const auto chosen = store.setting("phones.address");
    m_address = chosen && !chosen->empty() ? *chosen : addresses.empty() ? "127.0.0.1" : addresses.front();
    m_port = settingPort(store);
    if (!m_hub)
        m_hub = std::make_unique<phones::PhoneHub>([] { Wakeup::instance().knock(); });
    phones::HubConfig config;
    // Listens on the chosen address only when one is set; else on every interface, so that a
    // tablet that changes networks keeps serving (the code shows the first local address).
    config.address = chosen && !chosen->empty() ? *chosen : "0.0.0.0";
    config.port = m_port;
    config.gameTitle = engine::shownTitle(m_app.live()->session().game().info());
    config.downBlock = m_downBlock;
    try {
        m_hub->start(config, std::move(seats));
    } catch (const phones::PhoneError& e) {
        m_app.toast(e.what(), true);
        m_sessionId = sessionId; // not tried again by itself until the session changes
        return false;
    }
    m_port = m_hub->port();
    m_sessionId = sessionId;
    m_connected.clear();
    m_publishedSeq = -1;
    publishAll();
    m_app.markDirty();
    return true;
}

void PhoneDesk::turnOff() {
    if (m_hub)
        m_hub->stop();
    m_connected.clear();
    m_otherDevice.reset();
    if (auto* live = m_app.live()) {
        try {
            m_app.store().wipeSeatCodes(live->id());
        } catch (const std::exception& e) {
            m_app.toast(tr("The phones' codes could not be deleted: {error}", {{"error", e.what()}}), true);
        }
    }
    m_app.markDirty();
}

std::string PhoneDesk::seatLink(int seat) const {
    auto* live = m_app.live();
    if (!live)
        return "";
    for (const auto& c : m_app.store().seatCodes(live->id()))
        if (c.seat == seat)
            return phones::seatLink(m_address, m_port, toHub(c));
    return "";
}

std::string PhoneDesk::shownAddress() const { return m_address + ":" + std::to_string(m_port); }

std::string PhoneDesk::addressSetting() const { return m_app.store().setting("phones.address").value_or(""); }

std::uint16_t PhoneDesk::portSetting() const { return settingPort(m_app.store()); }

std::string PhoneDesk::portProblem(const std::string& typed) {
    if (typed.empty())
        return tr("Type a port from 1024 to 65535.");
    if (typed.find_first_not_of("0123456789") != std::string::npos)
        return tr("\u201c{typed}\u201d is not a port: type a number from 1024 to 65535.", {{"typed", typed}});
    if (typed.size() > 5 || std::stoi(typed) < 1024 || std::stoi(typed) > 65535)
        return tr("{typed} is out of range: type a port from 1024 to 65535.", {{"typed", typed}});
    return "";
}

void PhoneDesk::newCode(int seat) {
    auto* live = m_app.live();
    if (!live || !on())
        return;
    const auto& players = live->session().setup().players;
    if (seat < 0 || seat >= static_cast<int>(players.size()))
        return;
    auto fresh = phones::newSeatCode(seat, players[static_cast<std::size_t>(seat)].name);
    try {
        m_app.store().saveSeatCode(
            live->id(), store::StoredSeatCode{fresh.seat, fresh.name, fresh.handle, fresh.key, "", 0, 0, fresh.tablet});
        if (auto from = m_app.store().reserveDownCounters(live->id(), seat, m_downBlock))
            fresh.downFrom = *from;
    } catch (const std::exception& e) {
        m_app.toast(tr("A new code could not be saved: {error}", {{"error", e.what()}}), true);
        return;
    }
    m_hub->replaceSeat(fresh);
    m_connected.erase(seat);
    m_publishedSeq = -1; // its view goes to the new phone when it claims
    m_app.markDirty();
}

void PhoneDesk::askAboutOtherDevice(int seat, const std::string& device, const std::string& handle) {
    auto* live = m_app.live();
    if (!live || m_otherDevice)
        return; // one question at a time; a phone refused meanwhile may simply try again
    m_otherDevice = OtherDevice{seat, device, handle};
    const auto& name = live->session().setup().players.at(static_cast<std::size_t>(seat)).name;
    m_app.push(std::make_unique<ChoiceScreen>(
        m_app, tr("A second phone opened {name}\u2019s code", {{"name", name}}),
        tr("Only one phone can hold a seat. If {name} changed phones, move the seat; if not, "
           "someone else has the code: keep the first phone, and give {name} a new code.",
           {{"name", name}}),
        std::vector<Choice>{{"keep", tr("Keep {name}\u2019s first phone", {{"name", name}})},
                            {"move", tr("Move {name} to the new phone", {{"name", name}})}},
        [this](const std::string& id) { id == "move" ? moveToOtherPhone() : keepFirstPhone(); }));
    m_app.markDirty();
}

void PhoneDesk::keepFirstPhone() {
    m_otherDevice.reset();
    m_app.markDirty();
}

void PhoneDesk::moveToOtherPhone() {
    if (!m_otherDevice || !on())
        return;
    const OtherDevice other = *m_otherDevice;
    m_otherDevice.reset();
    auto* live = m_app.live();
    if (!live)
        return;
    try {
        // False when the seat has had a new code since: the question no longer stands.
        if (!m_app.store().bindSeatDevice(live->id(), other.seat, other.handle, other.device))
            return;
    } catch (const std::exception& e) {
        m_app.toast(tr("The seat could not be moved: {error}", {{"error", e.what()}}), true);
        return;
    }
    m_hub->moveSeatTo(other.seat, other.device);
    m_app.markDirty();
}

void PhoneDesk::extendSeat(int seat, const std::string& handle) {
    auto* live = m_app.live();
    if (!live || !on())
        return;
    std::optional<std::int64_t> from;
    try {
        bool current = false; // a notice about a code replaced since asks for nothing
        for (const auto& c : m_app.store().seatCodes(m_sessionId))
            current = current || (c.seat == seat && c.handle == handle);
        if (!current)
            return;
        from = m_app.store().reserveDownCounters(m_sessionId, seat, m_downBlock);
    } catch (const std::exception& e) {
        m_app.toast(tr("A phone's counters could not be saved: {error}", {{"error", e.what()}}), true);
        return;
    }
    if (from) {
        m_hub->extendSeat(seat, handle, *from);
        return;
    }
    // The code's counters reached the page's exact integers: the phone hears nothing more until
    // the seat gets a new code.
    const auto& name = live->session().setup().players.at(static_cast<std::size_t>(seat)).name;
    m_app.toast(
        tr("{name}\u2019s phone needs a new code: tap the phone mark, then New code for {name}.", {{"name", name}}),
        true);
}

void PhoneDesk::publishAll() {
    auto* live = m_app.live();
    if (!live || !on())
        return;
    const auto& session = live->session();
    // The page's own words go with the public view, in the tablet's language (again after a
    // switch: update() compares the language's generation).
    Json view = engine::phonePublicView(session);
    view["words"] = phones::phoneWords();
    view["lang"] = phones::phoneLanguage();
    m_hub->publishPublic(view);
    for (const auto& p : session.setup().players)
        m_hub->publishSeat(p.seat, session.game().phoneView(session.state(), p.seat, session.setup()));
    m_publishedSeq = session.headSeq();
    m_publishedLanguage = language::generation();
}

void PhoneDesk::takeEntry(const phones::PhoneNotice& n) {
    auto* live = m_app.live();
    if (!live || live->id() != m_sessionId)
        return m_hub->answer(n.seat, n.counter, false,
                             tr("This game is not open on the tablet now: nothing was entered."));
    const auto checked = engine::checkPhoneEntry(live->session(), n.seat, n.intent);
    if (!checked.intent)
        return m_hub->answer(n.seat, n.counter, false, checked.refusal);
    try {
        // Dispatched like a tap, but a refusal goes back only to this phone (its words may quote
        // the entry), never to the tablet's screen. The entry's counter is saved in the entry's
        // own commit: a kill keeps both or neither, so a kept entry cannot come again as new.
        auto result = live->dispatch(*checked.intent, store::EntryCounter{n.seat, n.handle, n.counter});
        if (auto* error = std::get_if<engine::RuleError>(&result))
            return m_hub->answer(n.seat, n.counter, false, error->message);
    } catch (const std::exception& e) {
        m_app.toast(tr("A phone's entry could not be saved, so nothing was changed: {error}", {{"error", e.what()}}),
                    true);
        return m_hub->answer(n.seat, n.counter, false,
                             tr("The tablet could not save this entry: nothing was entered."));
    }
    m_hub->answer(n.seat, n.counter, true, checked.accepted);
    if (live->session().finished()) {
        m_app.finishedGamesChanged(false); // its record is kept, as after a tap that ends a game
        // The table ends the game as when it is shown again after a tablet entry (the judged
        // capture first, then the results).
        if (Screen* top = m_app.top())
            top->onShown();
    }
    m_app.markDirty();
}

void PhoneDesk::update() {
    auto* live = m_app.live();
    // The session the phones may serve: the live one while it is in play.
    const std::int64_t wanted = live && !live->session().finished() ? live->id() : 0;
    if (wanted != m_sessionId) {
        // Another session, none, or this one ended (the store deleted its codes with the end).
        const bool wasOn = on();
        if (wasOn)
            m_hub->stop();
        m_connected.clear();
        m_otherDevice.reset();
        m_sessionId = wanted;
        bool hasCodes = false;
        try {
            hasCodes = wanted != 0 && !m_app.store().seatCodes(wanted).empty();
        } catch (const std::exception&) {
        }
        if (hasCodes)
            startHub(wanted); // a resumed game: its phones come back by themselves
        else if (wasOn)
            m_app.markDirty();
    }
    if (!on())
        return;
    for (auto& n : m_hub->poll()) {
        using Kind = phones::PhoneNotice::Kind;
        switch (n.kind) {
        case Kind::Connected:
            m_connected.insert(n.seat);
            m_app.markDirty();
            break;
        case Kind::Disconnected:
            m_connected.erase(n.seat);
            m_app.markDirty();
            break;
        case Kind::Bound: try { m_app.store().bindSeatDevice(wanted, n.seat, n.handle, n.device);
            } catch (const std::exception& e) {
                m_app.toast(tr("A phone could not be remembered: {error}", {{"error", e.what()}}), true);
            }
            break;
        case Kind::OtherDevice: askAboutOtherDevice(n.seat, n.device, n.handle); break;
        case Kind::Entry: takeEntry(n); break;
        case Kind::DownLow: extendSeat(n.seat, n.handle); break;
        }
    }
    if (live && (live->session().headSeq() != m_publishedSeq || language::generation() != m_publishedLanguage))
        publishAll();
}

} // namespace heist::ui
