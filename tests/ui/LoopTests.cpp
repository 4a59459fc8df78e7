// The window's event loop, driven as the table drives it: long stillness, then a touch.
// A scripted window feeds the real loop (ui/EventLoop) its events at given moments and
// moves the harness's clock when the loop waits or sleeps, so ten seconds of stillness
// take no real time. Every frame the loop shows is recorded and checked afterwards. The window
// can also be uncovered: it then loses what it showed, as a real one does.
#include "ui/EventLoop.hpp"
#include "tests/ui/UiHarness.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "ui/screens/RevealScreen.hpp"
#include "ui/games/secret_night/SecretNightWheel.hpp"

#include "tests/support/Catch.hpp"

#include <cmath>
#include <deque>
#include <optional>
#include <utility>

using heist::Json;
using heist::test::UiHarness;

namespace {

struct Frame {
    double at = 0;
    std::string screen;
    bool secret = false;    // the top screen showed a secret
    bool animating = false; // an animation was running when the frame was drawn
    bool whole = false;     // shown whole, not only a damaged part
    int lost = -1;          // pixels still showing what an exposure left (-1: not counted)
    heist::ui::TextLog text;
    std::vector<std::string> english; // each text read back in English (UiHarness::inEnglish)

    bool shows(const std::string& s) const {
        for (const auto& t : text)
            if (t.text.find(s) != std::string::npos)
                return true;
        for (const auto& e : english)
            if (e.find(s) != std::string::npos)
                return true;
        return false;
    }
};

class ScriptedWindow : public heist::ui::LoopWindow {
public:
    explicit ScriptedWindow(UiHarness& ui) : m_ui(ui) {
        const auto size = ui.image().getSize();
        REQUIRE(m_target.create(size.x, size.y));
        m_last = ui.now();
    }

    // A press on a region, `after` seconds after the previous event, and its release
    // `holdFor` seconds later (the region is looked up when the finger comes down). A tap's
    // two events arrive together, as they do from a quick finger or xdotool.
    void touch(const std::string& id, double after, double holdFor = 0.0) {
        auto at = std::make_shared<sf::Vector2i>();
        m_script.push_back({after, [this, id, at] {
                                const auto r = m_ui.app().regionRect(id);
                                INFO("no region " << id << " on " << m_ui.screen());
                                REQUIRE(r);
                                *at = {static_cast<int>(r->left + r->width / 2),
                                       static_cast<int>(r->top + r->height / 2)};
                                return mouse(sf::Event::MouseButtonPressed, *at);
                            }});
        m_script.push_back({holdFor, [at] { return mouse(sf::Event::MouseButtonReleased, *at); }});
    }

    // The window uncovered, `after` seconds after the previous event: what it showed is gone
    // (painted kLost), and nothing else happens.
    void expose(double after) {
        m_script.push_back({after, [] { return std::optional<sf::Event>(); }});
    }
    // Counts, in every frame shown, the pixels still painted kLost (reads each frame back).
    void countLost() { m_countLost = true; }

    const std::vector<Frame>& frames() const { return m_frames; }
    double pressedAt() const { return m_pressedAt; }
    double exposedAt() const { return m_exposedAt; }
    const sf::Image& lastImage() const { return m_lastImage; }
    static inline const sf::Color kLost{255, 0, 255};

    bool isOpen() const override { return m_open; }
    bool pollEvent(sf::Event& event) override {
        while (!m_script.empty() && m_ui.now() >= m_last + m_script.front().after)
            if (next(event))
                return true;
        return false;
    }
    bool waitEvent(sf::Event& event) override {
        if (m_script.empty()) { // nothing more will happen: the table walks away
            m_open = false;
            return false;
        }
        m_ui.idle(std::max(0.0, m_last + m_script.front().after - m_ui.now()));
        return next(event);
    }
    // Sleeps until the next scripted event when it comes within `seconds`, as the real window
    // wakes on input; without it (the default) the event would wait for the timer's sleep.
    bool waitEventFor(sf::Event& event, double seconds) override {
        if (!m_script.empty() && m_last + m_script.front().after <= m_ui.now() + seconds) {
            m_ui.idle(std::max(0.0, m_last + m_script.front().after - m_ui.now()));
            return next(event);
        }
        sleep(seconds);
        return false;
    }
    void sleep(double seconds) override {
        m_ui.idle(seconds);
        if (m_ui.now() > m_last + 60) // a loop that never settles fails instead of hanging
            m_open = false;
    }
    sf::RenderTarget& target() override { return m_target; }
    heist::ui::TextLog* textLog() override { return &m_log; }
    bool keepsFrame() const override { return true; } // an off-screen image keeps what was drawn
    bool takeExposed() override { return std::exchange(m_exposed, false); }
    void display(const std::optional<sf::IntRect>& damage) override {
        m_target.display();
        auto* top = m_ui.app().top();
        int lost = -1;
        if (m_countLost) {
            m_lastImage = m_target.getTexture().copyToImage();
            lost = countColour(m_lastImage, kLost);
        }
        std::vector<std::string> english;
        for (const auto& t : m_log)
            english.push_back(m_ui.inEnglish(t.paragraph.empty() ? t.text : t.paragraph));
        m_frames.push_back({m_ui.now(), top ? top->name() : "", top && top->showsSecret(), m_ui.app().animating(),
                            !damage, lost, std::move(m_log), std::move(english)});
        m_log.clear();
    }
    void close() override { m_open = false; }

private:
    struct Step {
        double after;
        std::function<std::optional<sf::Event>()> make; // none: an exposure
    };

    static int countColour(const sf::Image& image, sf::Color colour) {
        int n = 0;
        for (unsigned y = 0; y < image.getSize().y; ++y)
            for (unsigned x = 0; x < image.getSize().x; ++x)
                n += image.getPixel(x, y) == colour ? 1 : 0;
        return n;
    }

    static sf::Event mouse(sf::Event::EventType type, sf::Vector2i at) {
        sf::Event e;
        e.type = type;
        e.mouseButton.button = sf::Mouse::Left;
        e.mouseButton.x = at.x;
        e.mouseButton.y = at.y;
        return e;
    }

    // Plays the next step; false when it was an exposure rather than an event.
    bool next(sf::Event& event) {
        const double due = m_last + m_script.front().after; // when the finger landed
        m_last = m_ui.now();
        const auto made = m_script.front().make();
        m_script.pop_front();
        if (!made) {
            m_exposed = true;
            m_exposedAt = m_ui.now();
            m_target.clear(kLost);
            m_target.display();
            return false;
        }
        event = *made;
        if (event.type == sf::Event::MouseButtonPressed)
            m_pressedAt = due; // not when the loop took it: a loop that took it late is seen late
        return true;
    }

    UiHarness& m_ui;
    sf::RenderTexture m_target;
    heist::ui::TextLog m_log;
    std::deque<Step> m_script;
    std::vector<Frame> m_frames;
    double m_last = 0;
    double m_pressedAt = -1;
    double m_exposedAt = -1;
    bool m_exposed = false;
    bool m_countLost = false;
    sf::Image m_lastImage;
    bool m_open = true;
};

void run(UiHarness& ui, ScriptedWindow& window) {
    heist::ui::runEventLoop(ui.app(), window);
    REQUIRE_FALSE(window.frames().empty());
}

// The frames drawn at or after a moment.
std::vector<Frame> framesFrom(const ScriptedWindow& window, double from) {
    std::vector<Frame> out;
    for (const auto& f : window.frames())
        if (f.at >= from)
            out.push_back(f);
    return out;
}

std::size_t countAnimated(const std::vector<Frame>& frames) {
    return static_cast<std::size_t>(
        std::count_if(frames.begin(), frames.end(), [](const Frame& f) { return f.animating; }));
}

const heist::games::secret_night::SecretNightState& sn(UiHarness& ui) {
    return heist::games::secret_night::SecretNightGame::cast(ui.app().live()->session().state());
}

heist::engine::SessionSetup setupFor(std::vector<const char*> names, std::uint64_t seed) {
    heist::engine::SessionSetup setup;
    for (const char* n : names)
        setup.players.push_back(
            {static_cast<int>(setup.players.size()), n, heist::ui::playerColourIds()[setup.players.size()]});
    setup.seed = seed;
    return setup;
}

// Five players at the Secret Night table, the deal done by taps.
void secretNightTable(UiHarness& ui) {
    ui.app().startSession(heist::games::definition("secret-night"), setupFor({"Ann", "Bob", "Cy", "Dee", "Eve"}, 77));
    ui.app().showTable();
    ui.frame();
    for (int seat = 0; seat < 5; ++seat) {
        REQUIRE(ui.screen() == "reveal");
        ui.press("hold");
        ui.release();
        ui.tap("done");
    }
    REQUIRE(ui.screen() == "secret-night-table");
}

int seatWithRole(UiHarness& ui, const std::string& role) {
    const auto& game =
        static_cast<const heist::games::secret_night::SecretNightGame&>(ui.app().live()->session().game());
    for (int s = 0; s < sn(ui).players; ++s)
        if (game.rules().roles[static_cast<std::size_t>(sn(ui).seats[static_cast<std::size_t>(s)].role)].id == role)
            return s;
    return -1;
}

} // namespace

TEST_CASE("UI loop - a hold after ten seconds of stillness shows the secret at once, and hides it after five",
          "[ui][loop]") {
    UiHarness ui;
    ui.app().startSession(heist::games::definition("secret-night"), setupFor({"Ann", "Bob", "Cy", "Dee", "Eve"}, 77));
    ui.app().showTable();
    ui.frame();
    REQUIRE(ui.screen() == "reveal");
    ScriptedWindow window(ui);
    window.touch("hold", 10.0, 6.0); // still for 10 s, then a hold of 6 s
    run(ui, window);
    const double pressed = window.pressedAt();
    REQUIRE(pressed >= 10.0);
    const auto held = framesFrom(window, pressed);
    REQUIRE_FALSE(held.empty());
    CHECK(held.front().at < pressed + 0.1);
    CHECK(held.front().secret); // the first frame after the touch shows the card
    // Still held at 5 s: hidden by itself, without waiting for the finger to lift.
    bool hiddenWhileHeld = false;
    for (const auto& f : held)
        if (f.at >= pressed + heist::ui::RevealScreen::kAutoHideSeconds && f.at < pressed + 6.0 && !f.secret)
            hiddenWhileHeld = true;
    CHECK(hiddenWhileHeld);
    CHECK_FALSE(window.frames().back().secret);
}

TEST_CASE("UI loop - after ten seconds of stillness the wheel turns, lands on the stored spin and shows it",
          "[ui][loop]") {
    UiHarness ui;
    secretNightTable(ui);
    ScriptedWindow window(ui);
    window.touch("spin", 10.0);
    run(ui, window);
    const auto& log = ui.app().live()->session().log();
    REQUIRE(log.back().type == "sn.wheel_spun");
    const auto after = framesFrom(window, window.pressedAt());
    // The wheel turned for its full time, frame after frame...
    CHECK(countAnimated(after) >= 20);
    CHECK(std::count_if(after.begin(), after.end(), [](const Frame& f) { return f.shows("turning"); }) >= 20);
    // ...and the last frame, drawn with no further touch, shows where it stopped.
    const Frame& last = window.frames().back();
    CHECK_FALSE(last.animating);
    CHECK_FALSE(last.shows("turning"));
    CHECK(last.shows(std::to_string(log.back().payload["total"].get<int>()) + " steps"));
}

TEST_CASE("UI loop - a spin left to run out draws its result without another touch", "[ui][loop]") {
    UiHarness ui;
    secretNightTable(ui);
    ScriptedWindow window(ui);
    window.touch("spin", 0.2);
    run(ui, window);
    const Frame& last = window.frames().back();
    CHECK(countAnimated(window.frames()) >= 20);
    CHECK_FALSE(last.animating);
    CHECK_FALSE(last.shows("turning"));
    CHECK(last.shows(" steps"));
}

TEST_CASE("UI loop - the break-free spins after stillness turn and show the outcome without another touch",
          "[ui][loop]") {
    UiHarness ui;
    secretNightTable(ui);
    // On his turn, the Chief Inspector arrests the Master Thief, who spins twice against the
    // Handcuffs.
    while (sn(ui).current() != seatWithRole(ui, "chief_inspector")) {
        ui.tap("end-turn");
        ui.frame();
    }
    ui.tap("arrest");
    ui.tap("choice-" + std::to_string(seatWithRole(ui, "master_thief")));
    ui.tap("ok"); // no Money
    REQUIRE(ui.has("choice-spin"));
    ScriptedWindow window(ui);
    window.touch("choice-spin", 10.0); // the spins start with this touch
    run(ui, window);
    const auto& event = ui.app().live()->session().log().back();
    REQUIRE(event.type == "sn.arrest_resolved");
    const auto spins = event.payload["spins"].size(); // a second one unless the first freed
    REQUIRE(spins >= 1);
    const auto after = framesFrom(window, window.pressedAt());
    // Each spin of 1.4 s drawn frame by frame.
    CHECK(countAnimated(after) >= 20 * spins);
    const Frame& last = window.frames().back();
    CHECK(last.screen == "break-free");
    CHECK_FALSE(last.animating);
    CHECK_FALSE(last.shows("Spinning"));
    CHECK(last.shows(event.payload["freed"].get<bool>() ? "broke free" : "arrested"));
}

TEST_CASE("UI loop - Suspicion's dice tumble after stillness and the last frame shows them at rest", "[ui][loop]") {
    UiHarness ui;
    ui.app().startSession(heist::games::definition("suspicion"), setupFor({"Ann", "Bob", "Cy"}, 5));
    ui.app().showTable();
    ui.frame();
    for (int seat = 0; seat < 3; ++seat) {
        REQUIRE(ui.screen() == "reveal");
        ui.press("hold");
        ui.release();
        ui.tap("done");
    }
    REQUIRE(ui.screen() == "suspicion-table");
    ScriptedWindow window(ui);
    window.touch("roll", 10.0);
    run(ui, window);
    REQUIRE(ui.app().live()->session().log().back().type == "suspicion.dice_rolled");
    CHECK(countAnimated(framesFrom(window, window.pressedAt())) >= 10);
    CHECK_FALSE(window.frames().back().animating);
}

TEST_CASE("UI loop - a Suspicion peek after stillness shows the card at once", "[ui][loop]") {
    UiHarness ui;
    ui.app().startSession(heist::games::definition("suspicion"), setupFor({"Ann", "Bob", "Cy"}, 5));
    ui.app().showTable();
    ui.frame();
    for (int seat = 0; seat < 3; ++seat) {
        ui.press("hold");
        ui.release();
        ui.tap("done");
    }
    ui.tap("peek");
    REQUIRE(ui.screen() == "reveal");
    ScriptedWindow window(ui);
    window.touch("hold", 10.0, 1.0);
    run(ui, window);
    const auto held = framesFrom(window, window.pressedAt());
    REQUIRE_FALSE(held.empty());
    CHECK(held.front().secret);
}

TEST_CASE("UI loop - a window uncovered after stillness is drawn and shown whole at once, "
          "with nothing else happening",
          "[ui][loop][expose]") {
    UiHarness ui;
    secretNightTable(ui);
    const sf::Image before = ui.image();             // the table as the harness drew it
    const heist::ui::TextLog texts = ui.drawnText(); // as drawn, in the language of the run
    REQUIRE_FALSE(texts.empty());
    ScriptedWindow window(ui);
    window.countLost();
    window.expose(10.0);
    run(ui, window);
    // One frame, when the window was uncovered; then the loop sleeps again.
    REQUIRE(window.frames().size() == 1);
    const Frame& f = window.frames().front();
    CHECK(f.at == Approx(window.exposedAt()).margin(0.05));
    CHECK(f.whole);
    CHECK(f.lost == 0);
    for (const auto& t : texts) {
        INFO(t.text);
        CHECK(f.shows(t.text));
    }
    const sf::Image& after = window.lastImage();
    REQUIRE(after.getSize() == before.getSize());
    int differing = 0;
    for (unsigned y = 0; y < after.getSize().y; ++y)
        for (unsigned x = 0; x < after.getSize().x; ++x) {
            const auto p = after.getPixel(x, y), q = before.getPixel(x, y);
            if (std::abs(p.r - q.r) > 2 || std::abs(p.g - q.g) > 2 || std::abs(p.b - q.b) > 2)
                ++differing;
        }
    CHECK(differing == 0);
}

TEST_CASE("UI loop - a window uncovered while the wheel turns shows that frame whole, then "
          "the wheel's box again",
          "[ui][loop][expose]") {
    UiHarness ui;
    secretNightTable(ui);
    ScriptedWindow window(ui);
    window.countLost();
    window.touch("spin", 0.2);
    window.expose(0.5); // mid-turn
    run(ui, window);
    REQUIRE(window.exposedAt() > window.pressedAt());
    const auto during = framesFrom(window, window.pressedAt());
    std::size_t partBefore = 0, partAfter = 0;
    const Frame* atExposure = nullptr;
    for (const auto& f : during) {
        if (f.at < window.exposedAt()) {
            partBefore += f.whole ? 0 : 1;
        } else if (!atExposure) {
            atExposure = &f;
        } else if (f.animating) {
            partAfter += f.whole ? 0 : 1;
            CHECK(f.lost == 0); // the rest of the window was not lost again
        }
    }
    CHECK(partBefore >= 5); // the wheel turned in its box before...
    REQUIRE(atExposure);
    CHECK(atExposure->animating);
    CHECK(atExposure->whole); // ...the uncovered window was shown whole...
    CHECK(atExposure->lost == 0);
    CHECK(partAfter >= 5); // ...and then the box alone again
    CHECK(window.frames().back().lost == 0);
}

TEST_CASE("UI loop - a tap while a timer runs (a message showing) is answered the moment it lands, not "
          "after the timer's sleep",
          "[ui][loop]") {
    UiHarness ui;
    secretNightTable(ui);
    ui.fixtureText("Saved.");
    ui.app().toast("Saved."); // shown for some seconds: the loop sleeps until it goes
    ui.frame();
    REQUIRE(ui.app().wakeIn());
    REQUIRE(*ui.app().wakeIn() > 0.0);
    ScriptedWindow window(ui);
    // Landing between two of the loop's 50 ms sleeps, while the message still shows.
    window.touch("spin", 0.737);
    run(ui, window);
    const double pressed = window.pressedAt();
    REQUIRE(pressed > 0);
    const auto after = framesFrom(window, pressed);
    REQUIRE_FALSE(after.empty());
    CHECK(after.front().at - pressed < 0.001);
    CHECK(after.front().animating); // that frame starts the wheel
}

TEST_CASE("Wheel - a spin always turns forward and comes to rest on its segment", "[ui][loop]") {
    for (std::size_t count : {8u, 12u, 37u})
        for (int segment = 0; segment < static_cast<int>(count); segment += 3)
            for (float from : {0.f, -100.f, 250.f}) {
                heist::ui::secret_night::WheelSpin spin;
                spin.start(100.0, from, segment, count);
                CHECK(spin.running(100.5));
                CHECK(spin.rotation(100.7) > from);
                CHECK_FALSE(spin.running(100.0 + heist::ui::secret_night::WheelSpin::kSeconds));
                const float rest = spin.rotation(100.0 + heist::ui::secret_night::WheelSpin::kSeconds);
                const float want = heist::ui::secret_night::restingRotation(segment, count);
                const float diff = std::fmod(std::fmod(rest - want, 360.f) + 360.f, 360.f);
                CHECK(std::min(diff, 360.f - diff) < 0.01f);
            }
}
