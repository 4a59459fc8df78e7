#include "ui/App.hpp"

#include "language/Translate.hpp"
#include "games/Catalogue.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/games/GameViews.hpp"
#include "ui/widgets/Banner.hpp"

#include <algorithm>
#include <chrono>

namespace heist::ui {

void Screen::onBack() { m_app.pop(); }

App::App(store::SessionStore& store, const AppOptions& options) : m_store(store), m_options(options) {
    m_phones = std::make_unique<PhoneDesk>(*this);
    chooseLanguage();
    m_fonts.load();
    m_theme.resize({static_cast<float>(options.width), static_cast<float>(options.height)});
    m_sound.setMuted(options.mute || !settingFlag("sound", true));
    const auto origin = std::chrono::steady_clock::now();
    setClock([origin] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - origin).count(); });
}

void App::setClock(Clock clock) {
    m_clock = std::move(clock);
    m_clockSeen = m_clock();
}

void App::advance() {
    const double reading = m_clock();
    const double elapsed = reading - m_clockSeen;
    m_clockSeen = reading;
    update(std::max(0.0, elapsed));
}

App::~App() = default;

void App::start() {
    replaceAll(std::make_unique<HomeScreen>(*this));
    applyPending();
    if (!m_store.notice().empty())
        toast(m_store.notice(), true);
    if (m_options.resume) {
        const auto& id = m_options.resumeId;
        if (!id) {
            toast(tr("There is no unfinished game to continue."), true);
        } else {
            try {
                openSession(*id);
                showTable();
                applyPending();
            } catch (const std::exception& e) {
                toast(e.what(), true);
            }
        }
    }
}

void App::resize(sf::Vector2f size) {
    m_theme.resize(size);
    m_dirty = true;
}

sf::Vector2f App::toScreen(sf::Vector2f p) const {
    const Screen* s = top();
    if (s && s->flipped()) {
        const auto size = m_theme.size();
        return {size.x - p.x, size.y - p.y};
    }
    return p;
}

const Region* App::hit(sf::Vector2f p) const {
    for (auto it = m_regions.rbegin(); it != m_regions.rend(); ++it)
        if (it->rect.contains(p))
            return &*it;
    return nullptr;
}

void App::pressAt(sf::Vector2f point) {
    advance(); // a touch after a long stillness happens now, not when the stillness began
    Screen* s = top();
    if (!s)
        return;
    if (s->animating()) {
        s->skipAnimation(); // a tap finishes any animation and does nothing else
        m_pressed.clear();
        m_dirty = true;
        return;
    }
    const Region* r = hit(toScreen(point));
    m_pressed = r && r->enabled ? r->id : std::string();
    if (r && r->onPress) {
        m_heldId = r->id;
        m_heldRelease = r->onRelease; // kept alive across redraws until the finger comes up
        auto onPress = r->onPress;
        onPress();
    }
    m_dirty = true;
}

void App::releaseAt(sf::Vector2f point) {
    advance();
    if (!m_heldId.empty()) {
        m_heldId.clear();
        auto release = std::move(m_heldRelease);
        m_heldRelease = nullptr;
        if (release)
            release();
        m_pressed.clear();
        m_dirty = true;
        applyPending();
        return;
    }
    const Region* r = hit(toScreen(point));
    if (r && r->enabled && r->onTap && r->id == m_pressed) {
        auto onTap = r->onTap;
        m_sound.play(Cue::Tap);
        onTap();
    }
    m_pressed.clear();
    m_dirty = true;
    applyPending();
}

void App::tapAt(sf::Vector2f point) {
    pressAt(point);
    releaseAt(point);
}

void App::handle(const sf::Event& e) {
    // Time advances before an event is handled, never after: the waiting that came before
    // this event is in the past of what it does (a hold timed from now, a spin from now).
    advance();
    switch (e.type) {
    case sf::Event::MouseButtonPressed:
        if (e.mouseButton.button == sf::Mouse::Left)
            pressAt({static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)});
        break;
    case sf::Event::MouseButtonReleased:
        if (e.mouseButton.button == sf::Mouse::Left)
            releaseAt({static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)});
        break;
    case sf::Event::TouchBegan:
        if (e.touch.finger == 0)
            pressAt({static_cast<float>(e.touch.x), static_cast<float>(e.touch.y)});
        break;
    case sf::Event::TouchEnded:
        if (e.touch.finger == 0)
            releaseAt({static_cast<float>(e.touch.x), static_cast<float>(e.touch.y)});
        break;
    case sf::Event::LostFocus:
        if (!m_heldId.empty())
            releaseAt({-1, -1});
        for (auto& s : m_stack)
            s->onFocusLost();
        m_dirty = true;
        break;
    case sf::Event::TextEntered:
        if (top())
            top()->onTextEntered(e.text.unicode);
        m_dirty = true;
        break;
    case sf::Event::KeyPressed:
        if (top()) {
            if (e.key.code == sf::Keyboard::Escape)
                top()->onBack();
            else
                top()->onKey(e.key);
        }
        m_dirty = true;
        break;
    case sf::Event::Resized: resize({static_cast<float>(e.size.width), static_cast<float>(e.size.height)}); break;
    case sf::Event::Closed: m_quit = true; break;
    default: break;
    }
    applyPending();
}

void App::update(double seconds) {
    m_time += seconds;
    if (!m_toast.empty() && m_time >= m_toastUntil) {
        m_toast.clear();
        m_dirty = true;
    }
    // Screens with timed changes (auto-hide) redraw when their time comes.
    if (Screen* s = top(); s && s->wakeIn() && *s->wakeIn() <= 0)
        m_dirty = true;
    // The file's integrity check starts once a frame stands drawn (never before the first);
    // a file that failed it has been moved aside for a fresh one: nothing shown from it stays,
    // and the notice says why.
    if (!m_dirty && m_store.pollIntegrity()) {
        m_live.reset();
        replaceAll(std::make_unique<HomeScreen>(*this));
        toast(m_store.notice(), true);
        finishedGamesChanged(true);
    }
    // The phones follow the live session: views out after every step, what phones said in.
    m_phones->update();
    if (recordsDue()) {
        // The records of finished games, a few replays a step, so that Statistics finds
        // them kept; never before the file's verdict (the keep is a write, writes wait for it).
        // A screen that waits for them (Statistics opened before they were all kept) has
        // them in bigger steps, one after the other; a tap still comes between two steps.
        Screen* s = top();
        const bool wanted = s && s->waitsForRecords();
        m_records.step(m_store, wanted ? kRecordGamesPerHurriedStep : kRecordGamesPerStep);
        if (m_records.done()) {
            for (auto& screen : m_stack)
                screen->recordsReady();
            m_dirty = true;
        }
    }
    applyPending();
}

bool App::recordsDue() const {
    return m_drawnOnce && !m_dirty && !animating() && !m_store.integrityPending() && !m_store.readOnly() &&
           !m_records.done();
}

void App::finishedGamesChanged(bool fileReplaced) {
    if (fileReplaced)
        m_records = history::RecordBackfill(history::localUtcOffsetMinutes);
    else
        m_records.restart();
}

bool App::animating() const {
    const Screen* s = top();
    return s && s->animating();
}

std::optional<double> App::wakeIn() const {
    std::optional<double> wake;
    if (!m_toast.empty())
        wake = std::max(0.0, m_toastUntil - m_time);
    if (const Screen* s = top(); s && s->wakeIn())
        wake = wake ? std::min(*wake, *s->wakeIn()) : *s->wakeIn();
    if (m_store.integrityPending()) // look for the verdict of the file's check now and then
        wake = std::min(wake.value_or(0.05), 0.05);
    if (m_drawnOnce && !m_store.integrityPending() && !m_store.readOnly() &&
        !m_records.done()) { // a few games' records at a time; at once when a screen waits for them
        const Screen* s = top();
        const double every = s && s->waitsForRecords() ? 0.0 : 0.01;
        wake = std::min(wake.value_or(every), every);
    }
    return wake;
}

void App::drawFlipButton(Painter& p) {
    // Every screen can be turned 180 degrees for the far side of the table.
    const float t = m_theme.target();
    const float m = m_theme.margin();
    const sf::FloatRect r{p.size().x - m - t, m, t, t};
    p.button("flip", r, "\u21bb", ButtonStyle::Quiet, [this] {
        if (Screen* s = top())
            s->toggleFlip();
    });
}

void App::drawToast(Painter& p) {
    if (m_toast.empty())
        return;
    // Shown over the screens it was raised for; gone once another screen is on top.
    if (!m_toastEpoch) {
        m_toastEpoch = m_stackEpoch;
    } else if (*m_toastEpoch != m_stackEpoch) {
        m_toast.clear();
        return;
    }
    // In the banner strip the screen reserved, never over its header; a message too long for
    // the strip opens whole on a tap.
    drawBanner(p, m_toast, m_toastError, [this] {
        std::vector<std::string> whole{m_toast};
        const bool error = m_toastError;
        m_toast.clear();
        push(std::make_unique<InfoScreen>(*this, error ? tr("Not done") : tr("What happened"), std::move(whole)));
    });
}

void App::toast(const std::string& message, bool error) {
    m_toast = message;
    m_toastEpoch.reset();
    m_toastError = error;
    m_toastUntil = m_time + 3.0 + static_cast<double>(message.size()) / 30.0;
    if (error)
        m_sound.play(Cue::Error);
    m_dirty = true;
}

void App::push(std::unique_ptr<Screen> screen) { m_pending.push_back({PendingOp::Push, std::move(screen), {}}); }

void App::pop() { m_pending.push_back({PendingOp::Pop, nullptr, {}}); }

void App::popTo(const std::string& name) { m_pending.push_back({PendingOp::PopTo, nullptr, name}); }

void App::replaceAll(std::unique_ptr<Screen> screen) {
    m_pending.push_back({PendingOp::ReplaceAll, std::move(screen), {}});
}

void App::applyPending() {
    if (m_pending.empty())
        return;
    auto ops = std::move(m_pending);
    m_pending.clear();
    for (auto& op : ops) {
        switch (op.kind) {
        case PendingOp::Push: m_stack.push_back(std::move(op.screen)); break;
        case PendingOp::Pop:
            if (m_stack.size() > 1)
                m_stack.pop_back();
            break;
        case PendingOp::PopTo:
            while (m_stack.size() > 1 && m_stack.back()->name() != op.name)
                m_stack.pop_back();
            break;
        case PendingOp::ReplaceAll:
            m_stack.clear();
            m_stack.push_back(std::move(op.screen));
            break;
        }
    }
    m_heldRelease = nullptr;
    m_heldId.clear();
    m_regions.clear(); // the old screen's regions are gone until the next frame
    m_needsLayout = true;
    ++m_stackEpoch;
    if (Screen* s = top())
        s->onShown();
    m_dirty = true;
    applyPending(); // onShown may have asked for more
}

void App::openSession(std::int64_t id) {
    m_live.reset();
    m_live.emplace(store::LiveSession::resume(m_store, id));
}

void App::startSession(const engine::GameDefinition& game, engine::SessionSetup setup) {
    m_live.reset();
    m_live.emplace(store::LiveSession::create(m_store, game, std::move(setup)));
}

std::optional<engine::Event> App::dispatch(const std::string& type, Json args) {
    if (!m_live)
        return std::nullopt;
    engine::Intent intent;
    intent.type = type;
    intent.args = std::move(args);
    intent.basedOn = m_drawnSeq.value_or(m_live->session().headSeq());
    try {
        const bool wasFinished = m_live->session().finished();
        auto result = m_live->dispatch(intent);
        if (auto* error = std::get_if<engine::RuleError>(&result)) {
            toast(error->message, true);
            return std::nullopt;
        }
        m_dirty = true;
        if (wasFinished || m_live->session().finished())
            m_records.restart(); // a finish, or one taken back: its record is kept (one replay)
        return std::get<engine::Event>(result);
    } catch (const std::exception& e) {
        toast(tr("Could not save, so nothing was changed: {error}", {{"error", e.what()}}), true);
        return std::nullopt;
    }
}

std::optional<std::string> App::refusal(const std::string& type, const Json& args) const {
    if (!m_live)
        return std::nullopt;
    engine::Intent intent;
    intent.type = type;
    intent.args = args;
    // A dry run: resolve draws from a generator of its own and stores nothing.
    auto result = m_live->session().resolve(intent);
    if (auto* error = std::get_if<engine::RuleError>(&result))
        return error->message;
    return std::nullopt;
}

void App::showTable() {
    if (!m_live)
        return;
    openGameView(*this);
}

std::uint64_t App::nextSeed() {
    if (m_options.seed)
        return *m_options.seed + m_seedCounter++;
    return components::Rng::freshSeed();
}

bool App::settingFlag(const std::string& key, bool fallback) {
    auto v = m_store.setting(key);
    return v ? *v == "1" : fallback;
}

void App::setSettingFlag(const std::string& key, bool value) {
    try {
        m_store.setSetting(key, value ? "1" : "0");
    } catch (const std::exception& e) {
        toast(tr("Could not save the setting: {error}", {{"error", e.what()}}), true);
    }
}

std::optional<sf::FloatRect> App::regionRect(const std::string& id) const {
    for (const auto& r : m_regions)
        if (r.id == id) {
            if (top() && top()->flipped()) {
                const auto size = m_theme.size();
                return sf::FloatRect{size.x - r.rect.left - r.rect.width, size.y - r.rect.top - r.rect.height,
                                     r.rect.width, r.rect.height};
            }
            return r.rect;
        }
    return std::nullopt;
}

std::vector<std::string> App::regionIds() const {
    std::vector<std::string> ids;
    for (const auto& r : m_regions)
        if (r.enabled)
            ids.push_back(r.id);
    return ids;
}

bool App::tap(const std::string& id) {
    for (const auto& r : m_regions)
        if (r.id == id && r.enabled) {
            auto rect = *regionRect(id);
            tapAt({rect.left + rect.width / 2, rect.top + rect.height / 2});
            return true;
        }
    return false;
}

} // namespace heist::ui
