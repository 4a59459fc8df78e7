#include "ui/screens/PinScreen.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Chrome.hpp"

#include <cmath>

namespace heist::ui {

PinScreen::PinScreen(App& app, Mode mode, std::string player, std::function<void(const std::string&)> onPin,
                     std::function<bool(const std::string&)> verify, std::function<double()> waitSeconds)
    : Screen(app), m_mode(mode), m_player(std::move(player)), m_onPin(std::move(onPin)), m_verify(std::move(verify)),
      m_waitSeconds(std::move(waitSeconds)) {
    refreshLock();
}

void PinScreen::refreshLock() {
    const double wait = m_waitSeconds ? m_waitSeconds() : 0;
    m_lockedUntil = wait > 0 ? m_app.now() + wait : 0;
}

bool PinScreen::locked() const { return m_lockedUntil > m_app.now(); }

std::optional<double> PinScreen::wakeIn() const {
    if (!locked())
        return std::nullopt;
    // Once a second, for the countdown; and at the end, to unlock the pad.
    const double left = m_lockedUntil - m_app.now();
    return std::max(0.0, left - std::floor(left - 1e-6));
}

void PinScreen::digit(char d) {
    if (locked())
        return;
    if (m_entry.size() < 4)
        m_entry += d;
    m_message.clear();
    if (m_entry.size() == 4)
        complete();
}

void PinScreen::complete() {
    if (m_mode == Mode::Choose) {
        if (m_first.empty()) {
            m_first = m_entry;
            m_entry.clear();
            return;
        }
        if (m_first != m_entry) {
            m_message = tr("The two PINs differ. Choose again.");
            m_first.clear();
            m_entry.clear();
            return;
        }
    } else if (m_verify && !m_verify(m_entry)) {
        m_message = tr("That PIN is not right. Try again.");
        m_entry.clear();
        m_app.sound().play(Cue::Error);
        refreshLock();
        return;
    }
    const std::string pin = m_entry;
    auto cb = m_onPin;
    m_entry.clear();
    m_first.clear();
    m_app.pop();
    cb(pin);
}

void PinScreen::onTextEntered(sf::Uint32 c) {
    if (c >= '0' && c <= '9')
        digit(static_cast<char>(c));
    else if (c == 8 && !m_entry.empty())
        m_entry.pop_back();
}

void PinScreen::draw(Painter& p) {
    const auto& t = p.theme();
    std::string title;
    if (m_mode == Mode::Check)
        title = tr("{name}, type your PIN", {{"name", m_player}});
    else
        title =
            m_first.empty() ? tr("Choose a 4-digit PIN, {name}", {{"name", m_player}}) : tr("Type the same PIN again");
    const float head = header(p, title, tr("Nobody else should watch"), [this] { m_app.pop(); }, tr("Cancel"));
    const auto area = contentArea(p, head);
    const float key = std::max(t.leastTarget(), std::min(t.px(100), (area.height - t.px(140)) / 4.6f));
    const float gap = t.px(14);
    const float padW = key * 3 + gap * 2;
    const float left = area.left + (area.width - padW) / 2;
    float y = area.top + t.px(10);
    // Four slots: filled dots, never the digits.
    for (int i = 0; i < 4; ++i) {
        const sf::Vector2f c{left + padW / 2 + (i - 1.5f) * t.px(56), y + t.px(24)};
        p.circle(c, t.px(16), i < static_cast<int>(m_entry.size()) ? p.colours().gold : sf::Color(0, 0, 0, 0),
                 p.colours().gold, 2);
    }
    y += t.px(60);
    std::string message = m_message;
    if (locked()) {
        const int left = static_cast<int>(std::ceil(m_lockedUntil - m_app.now() - 1e-6));
        message = left >= 60
                      ? tr("Too many wrong PINs. Try again in {min} min {s} s.", {{"min", left / 60}, {"s", left % 60}})
                      : tr("Too many wrong PINs. Try again in {s} s.", {{"s", left}});
    } else if (m_lockedUntil > 0) {
        m_lockedUntil = 0;
        m_message.clear();
        message.clear();
    }
    if (!message.empty())
        p.fitText(message, {area.left, y, area.width, 0}, t.small(), p.colours().danger, TextUse::Other, Align::Center);
    y += t.px(44);
    const char* labels = "123456789";
    const auto padStyle = locked() ? ButtonStyle::Quiet : ButtonStyle::Normal; // dimmed while waiting
    for (int i = 0; i < 9; ++i) {
        const sf::FloatRect r{left + (i % 3) * (key + gap), y + (i / 3) * (key + gap), key, key};
        const char d = labels[i];
        p.button(std::string("digit-") + d, r, std::string(1, d), padStyle, [this, d] { digit(d); });
    }
    const float ry = y + 3 * (key + gap);
    p.button("pin-back", {left, ry, key, key}, "\u232b", ButtonStyle::Quiet, [this] {
        if (!m_entry.empty())
            m_entry.pop_back();
    });
    p.button("digit-0", {left + key + gap, ry, key, key}, "0", padStyle, [this] { digit('0'); });
}

} // namespace heist::ui
