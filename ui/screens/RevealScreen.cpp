#include "ui/screens/RevealScreen.hpp"

#include "ui/App.hpp"
#include "ui/screens/PinScreen.hpp"
#include "ui/widgets/Chrome.hpp"
#include "language/Translate.hpp"

namespace heist::ui {

RevealSpec RevealSpec::forPlayer(const engine::PlayerInfo& player, std::string coverTitle) {
    RevealSpec spec;
    spec.seat = player.seat;
    spec.playerName = player.name;
    spec.colour = player.colour;
    spec.coverTitle = std::move(coverTitle);
    return spec;
}

std::string passTo(App& app, const engine::PlayerInfo& next) {
    if (app.phones().on() && app.phones().connected(next.seat))
        return tr("Next: {name}", {{"name", next.name}});
    return tr("Done \u2014 pass to {name}", {{"name", next.name}});
}

void pushGuardedReveal(App& app, RevealSpec spec) {
    const int seat = spec.seat;
    if (!app.live() || !app.live()->pinGuards(seat)) {
        app.push(std::make_unique<RevealScreen>(app, std::move(spec)));
        return;
    }
    // The session decides (store::LiveSession: the PIN's policy); this screen asks.
    const std::string name = spec.playerName;
    app.push(std::make_unique<PinScreen>(
        app, PinScreen::Mode::Check, name,
        [&app, spec, seat](const std::string& pin) {
            if (app.live()->pinWantsRenewal(seat))
                app.dispatch("session.set_pin", Json{{"seat", seat}, {"pin", pin}});
            app.push(std::make_unique<RevealScreen>(app, spec));
        },
        [&app, seat](const std::string& pin) { return app.live()->checkPinCounted(seat, pin); },
        [&app, seat] { return app.live()->pinWaitSeconds(seat); }));
}

void pushDealReveal(App& app, RevealSpec spec) {
    const int seat = spec.seat;
    spec.offerPin = app.live()->offersPin(seat);
    auto holder = std::make_shared<RevealScreen*>(nullptr);
    spec.onSetPin = [&app, seat, holder, name = spec.playerName] {
        app.push(std::make_unique<PinScreen>(
            app, PinScreen::Mode::Choose, name, [&app, seat, holder](const std::string& pin) {
                if (app.dispatch("session.set_pin", Json{{"seat", seat}, {"pin", pin}})) {
                    (*holder)->setPinDone();
                    app.toast(tr("PIN saved. Use it with \u201cLook\u201d to look again later."));
                }
            }));
    };
    auto screen = std::make_unique<RevealScreen>(app, std::move(spec));
    *holder = screen.get();
    app.push(std::move(screen));
}

RevealScreen::RevealScreen(App& app, RevealSpec spec) : Screen(app), m_spec(std::move(spec)) {}

bool RevealScreen::showsSecret() const { return m_held && !m_timedOut && m_app.now() - m_heldSince < kAutoHideSeconds; }

std::optional<double> RevealScreen::wakeIn() const {
    if (!m_held || m_timedOut)
        return std::nullopt;
    return std::max(0.0, m_heldSince + kAutoHideSeconds - m_app.now());
}

void RevealScreen::hide() {
    m_held = false;
    m_timedOut = false;
    m_app.markDirty();
}

void RevealScreen::onBack() {
    hide();
    if (m_spec.canGoBack)
        m_app.pop();
}

void RevealScreen::draw(Painter& p) {
    const auto& t = p.theme();
    if (m_held && !showsSecret())
        m_timedOut = true; // auto-hidden: stays hidden until the finger is lifted
    // A seat whose phone is connected sees this secret there: the tablet need not travel, and
    // Done needs no look here (the player may still hold below, as without a phone).
    const bool phone = !m_spec.phoneTitle.empty() && m_app.phones().on() && m_app.phones().connected(m_spec.seat);
    const std::string& title = phone ? m_spec.phoneTitle : m_spec.coverTitle;
    const std::string hint = phone ? tr("Hold to see on your phone, out of the others\u2019 sight. The tablet "
                                        "can stay where it is, or hold the button here.")
                                   : m_spec.coverHint;
    const bool doneOpen = m_looked || !m_spec.mustLookFirst || phone;
    const std::string doneLabel = m_spec.doneLabelNow        ? m_spec.doneLabelNow()
                                  : m_spec.doneLabel.empty() ? tr("Done")
                                                             : m_spec.doneLabel;
    // The cover's title ("Pass the tablet to Ann") is the one thing everybody must read:
    // the largest text on the screen, on two lines rather than cut.
    const float m = t.margin();
    float titleX = m;
    if (m_spec.canGoBack) {
        const std::string back = tr("\u2190 Back");
        const float w = std::max(t.target() * 1.9f, p.textWidth(back, t.body()) + t.px(40));
        p.button("back", {m, m, w, t.target()}, back, ButtonStyle::Quiet, [this] { onBack(); });
        titleX += w + t.px(24);
    }
    // Portrait: the title gets the whole width below the buttons, so it can stay large.
    const bool ownRow = t.portrait();
    if (ownRow)
        titleX = m;
    const float titleY = ownRow ? m + t.target() + t.px(16) : m;
    const float titleW = p.size().x - titleX - m - (ownRow ? 0.f : t.target() + t.px(24));
    const unsigned titleSize = p.fitSize(title, titleW, t.title(), true);
    const float titleH = p.fitText(title, {titleX, titleY, titleW, 0}, t.title(), p.colours().ivory, TextUse::NextStep,
                                   Align::Left, true);
    const auto area = contentArea(p, std::max(titleY - m + titleH, t.target()) + t.px(24));
    const bool portrait = t.portrait();
    const float gap = t.px(24);

    // The card area: the secret while held, a face-down card otherwise.
    const float cardW = portrait ? area.width * 0.8f : area.width * 0.42f;
    const float cardH = portrait ? area.height * 0.42f : area.height - t.target() - gap * 2;
    const sf::FloatRect card{portrait ? area.left + (area.width - cardW) / 2 : area.left, area.top, cardW, cardH};
    if (showsSecret()) {
        p.rect(card, sf::Color(244, 236, 216), 22, p.colours().gold, 4);
        m_spec.drawSecret(p, card);
        m_looked = true;
    } else {
        // The back of a card: a gold frame, a diamond lattice and the mask.
        p.rect(card, sf::Color(46, 24, 52), 22, p.colours().gold, 4);
        const sf::FloatRect inner{card.left + t.px(22), card.top + t.px(22), card.width - t.px(44),
                                  card.height - t.px(44)};
        p.rect(inner, sf::Color(0, 0, 0, 0), 14, p.colours().goldDark, 2);
        const float step = t.px(44);
        for (float x = inner.left; x < inner.left + inner.width; x += step)
            p.line({x, inner.top},
                   {std::min(x + inner.height, inner.left + inner.width),
                    inner.top + std::min(inner.height, inner.left + inner.width - x)},
                   sf::Color(120, 80, 120, 70), 2);
        p.circle({card.left + card.width / 2, card.top + card.height / 2}, std::min(card.width, card.height) * 0.22f,
                 sf::Color(46, 24, 52), p.colours().gold, 2);
        p.mask({card.left + card.width / 2, card.top + card.height / 2}, std::min(card.width, card.height) * 0.34f,
               p.colours().gold);
    }

    // Beside (or below) the card: who, what to do, the hold button, then Done.
    const float sx = portrait ? area.left : card.left + card.width + gap * 1.5f;
    float sy = portrait ? card.top + card.height + gap : area.top;
    const float sw = portrait ? area.width : area.left + area.width - sx;
    p.token({sx + t.px(30), sy + t.px(30)}, t.px(26), m_spec.colour);
    const float nameH = p.fitText(m_spec.playerName, {sx + t.px(76), sy, sw - t.px(80), t.px(60)}, t.body(),
                                  p.colours().ivory, TextUse::PlayerName, Align::Left, true);
    sy += std::max(t.px(72), nameH + t.px(12));
    sy += p.paragraph(hint, {sx, sy}, t.small(), p.colours().muted, sw) + gap * 0.5f;
    // Done says whom to pass the tablet to: as tall as that name needs (never cut).
    const bool twoButtons = m_spec.offerPin && m_spec.onSetPin;
    const float doneW = twoButtons ? (sw - gap) / 2 : sw;
    const float h = std::max(t.target(), p.fitHeight(doneLabel, doneW - 16, t.body(), true) + t.px(16));
    float holdH =
        std::max(t.target() * 2.f, std::min(t.px(190), area.top + area.height - sy - h - t.target() - gap * 2));
    // A short panel (800x480) with a long Done: the hold button gives up its spare height first.
    if (sy + holdH + gap + h > area.top + area.height)
        holdH = std::max(t.target() * 1.2f, area.top + area.height - sy - h - gap);
    p.holdButton(
        "hold", {sx, sy, sw, holdH}, showsSecret() ? tr("Release to hide") : m_spec.holdLabel, m_held,
        [this] {
            m_held = true;
            m_timedOut = false;
            m_heldSince = m_app.now();
            m_app.sound().play(Cue::Reveal);
            m_app.markDirty();
        },
        [this] { hide(); }, std::min(t.heading(), std::max(28u, titleSize - 4)));
    sy += holdH + gap;
    if (twoButtons) {
        const float half = (sw - gap) / 2;
        p.button(
            "set-pin", {sx, sy, half, h}, m_pinSet ? tr("PIN set \u2713") : tr("Set a PIN"), ButtonStyle::Normal,
            [this] { m_spec.onSetPin(); }, (m_looked || phone) && !m_pinSet);
        p.button(
            "done", {sx + half + gap, sy, half, h}, doneLabel, ButtonStyle::Primary,
            [this] {
                hide();
                m_spec.onDone();
            },
            doneOpen);
    } else {
        p.button(
            "done", {sx, sy, sw, h}, doneLabel, ButtonStyle::Primary,
            [this] {
                hide();
                m_spec.onDone();
            },
            doneOpen);
    }
}

} // namespace heist::ui
