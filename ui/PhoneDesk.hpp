#pragma once
// The tablet's side of the phones (docs/phones.md), on the UI thread: it starts the hub for the
// live session with its seats' codes from the store, hands it the public view and each seat's
// phone view whenever the session moves, and acts on what the phones' side reports. The hub
// runs while the live session has codes: a resumed game's phones come back by themselves.
#include "phones/PhoneHub.hpp"
#include "store/SessionStore.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace heist::ui {

class App;

class PhoneDesk {
public:
    explicit PhoneDesk(App& app);
    ~PhoneDesk();

    // Phones for the live session: codes made for the seats that have none, the hub started.
    // False (and a message on screen) when it cannot listen.
    bool turnOn();
    // Every seat back to passing the tablet: the hub stopped, the codes deleted.
    void turnOff();
    bool on() const;
    // Each App::update: follows the live session (stops for another or none, starts for one
    // with codes), drains the hub's notices, publishes when the session moved.
    void update();

    bool connected(int seat) const { return m_connected.count(seat) > 0; }
    int connectedCount() const { return static_cast<int>(m_connected.size()); }
    // The link the seat's code opens (secret: only ever drawn as that seat's QR code).
    std::string seatLink(int seat) const;
    // The address and port the phones reach, as the table reads it ("192.168.1.20:8080").
    std::string shownAddress() const;
    // The settings the hub reads when it starts (docs/phones.md, "Address"): phones.address
    // ("" for every address) and phones.port (8080 unless set; 0: any free port, for tests).
    std::string addressSetting() const;
    std::uint16_t portSetting() const;
    // Why a typed port will not do, in words for the table; "" when it will (1024 to 65535).
    static std::string portProblem(const std::string& typed);
    // A new code for a lost phone: the old code and its phone stop at once.
    void newCode(int seat);
    // A second phone proved a seat's key: the seat, that phone and the code, until the table
    // answers.
    struct OtherDevice {
        int seat = 0;
        std::string device, handle;
    };
    const std::optional<OtherDevice>& otherDevice() const { return m_otherDevice; }
    void keepFirstPhone();
    void moveToOtherPhone();
    // The size of the seats' blocks of down counters, for the store and the hub alike (tests
    // use tiny ones); from the next start of the hub.
    void setDownBlock(std::int64_t block) { m_downBlock = block; }

private:
    // DownLow: a fresh block of counters for the seat's code, or (its counters spent at 2^53)
    // a word to the table that the seat needs a new code.
    void extendSeat(int seat, const std::string& handle);
    bool startHub(std::int64_t sessionId);
    // A phone's private entry: checked against the seat's phone view, dispatched without a toast,
    // answered to that phone alone.
    void takeEntry(const phones::PhoneNotice& n);
    void askAboutOtherDevice(int seat, const std::string& device, const std::string& handle);
    void publishAll();
    App& m_app;
    std::unique_ptr<phones::PhoneHub> m_hub;
    std::int64_t m_sessionId = 0; // the session the hub serves (0: none)
    std::int64_t m_publishedSeq = -1;
    std::uint64_t m_publishedLanguage = 0; // language::generation() when last published
    std::set<int> m_connected;
    std::optional<OtherDevice> m_otherDevice;
    std::string m_address; // shown: the first local address, or the one set in Settings
    std::uint16_t m_port = 8080;
    std::int64_t m_downBlock = store::SessionStore::kDownCounterBlock;
};

} // namespace heist::ui
