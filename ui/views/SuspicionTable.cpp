#include "views/SuspicionTable.hpp"

#include "App.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "screens/HistoryScreen.hpp"
#include "screens/HomeScreen.hpp"
#include "screens/RevealScreen.hpp"
#include "views/SuspicionViewModel.hpp"
#include "widgets/Chrome.hpp"
#include "widgets/Banner.hpp"
#include "widgets/GameToolbar.hpp"

#include <cmath>

namespace heist::ui::suspicion {

using games::suspicion::SuspicionGame;
using games::suspicion::SuspicionState;

namespace {

constexpr double kDiceSeconds = 0.9;
constexpr double kGemSeconds = 0.45;

// A face-up invitation: drawn only inside a reveal, so its name is a Secret.
void drawInvitation(Painter& p, const sf::FloatRect& card, const std::string& caption, const std::string& guest,
                    const std::string& footer, const std::vector<std::string>& extra = {}) {
    const auto& t = p.theme();
    const sf::Color ink(40, 30, 40);
    p.text(caption, {card.left + card.width / 2, card.top + t.px(26)}, t.small(), sf::Color(120, 90, 60), Align::Center,
           true, card.width - t.px(40));
    const float maskY = card.top + card.height * 0.34f;
    p.circle({card.left + card.width / 2, maskY}, std::min(card.width, card.height) * 0.16f, sf::Color(46, 24, 52));
    p.mask({card.left + card.width / 2, maskY}, std::min(card.width, card.height) * 0.26f, p.colours().gold);
    p.text(guest, {card.left + card.width / 2, card.top + card.height * 0.55f}, t.heading(), ink, Align::Center, true,
           card.width - t.px(40), TextKind::Secret);
    float y = card.top + card.height * 0.55f + t.heading() + t.px(18);
    y += p.paragraph(footer, {card.left + card.width / 2, y}, t.small(), sf::Color(90, 70, 60), card.width - t.px(60),
                     Align::Center);
    for (const auto& line : extra) {
        p.text(line, {card.left + card.width / 2, y + t.px(6)}, t.small(), ink, Align::Center, false,
               card.width - t.px(40), TextKind::Secret);
        y += t.small() + t.px(8);
    }
}

void pushDeal(App& app, int seat);

void afterSeen(App& app) {
    app.pop();
    const auto& s = state(app);
    if (s.deal.nextUnseen() >= 0)
        pushDeal(app, s.deal.nextUnseen());
}

void pushDeal(App& app, int seat) {
    const auto& pl = player(app, seat);
    const auto& players = app.live()->session().setup().players;
    const bool last = seat + 1 >= static_cast<int>(players.size());
    RevealSpec spec = RevealSpec::forPlayer(pl, "Pass the tablet to " + pl.name);
    spec.coverHint = "Only " + pl.name + " looks. Hold the button to see your secret guest; let go to hide it.";
    spec.holdLabel = "Hold to see your invitation";
    spec.doneLabel = last ? "Done \u2014 start the game" : "Done \u2014 pass to " + players[static_cast<std::size_t>(seat + 1)].name;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        drawInvitation(p, card, "YOUR SECRET GUEST", guestName(app, state(app).deal.hands.at(static_cast<std::size_t>(seat))),
                       "Keep it secret: the others will try to guess it.");
    };
    spec.onDone = [&app, seat] {
        if (app.dispatch("suspicion.see_identity", Json{{"seat", seat}}))
            afterSeen(app);
    };
    pushDealReveal(app, spec);
}

std::string turnLine(App& app, const Json& v) {
    const int seat = v["turn"];
    const int used = v["actions_this_turn"], limit = v["action_limit"];
    return player(app, seat).name + "\u2019s turn \u00b7 actions " + std::to_string(used) + " of " + std::to_string(limit);
}

} // namespace

void openTable(App& app) {
    app.push(std::make_unique<TableScreen>(app));
    const auto& s = state(app);
    if (s.deal.nextUnseen() >= 0)
        pushDeal(app, s.deal.nextUnseen());
    else if (game(app).isFinished(s))
        app.push(std::make_unique<ResultsScreen>(app));
}

TableScreen::TableScreen(App& app) : Screen(app) {}

void TableScreen::onShown() {
    if (!m_app.live())
        return;
    if (game(m_app).isFinished(state(m_app)))
        m_app.push(std::make_unique<ResultsScreen>(m_app));
}

void TableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

bool TableScreen::animating() const { return m_animUntil > m_app.now(); }

void TableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

void TableScreen::peekInvitation() {
    const int seat = state(m_app).turn.current;
    if (!m_app.dispatch("suspicion.peek_invitation"))
        return;
    const auto& pl = player(m_app, seat);
    RevealSpec spec = RevealSpec::forPlayer(pl, pl.name + " peeks at an invitation");
    spec.coverHint = "Only " + pl.name + " looks. None of the other players is this guest. "
                     "The card goes to the bottom of the deck.";
    spec.holdLabel = "Hold to see the top invitation";
    spec.doneLabel = "Done \u2014 back to the table";
    App& app = m_app;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const auto& peeked = state(app).peeked.at(static_cast<std::size_t>(seat));
        drawInvitation(p, card, "TOP OF THE DECK", guestName(app, peeked.back()),
                       "Nobody at the table is this guest.");
    };
    spec.onDone = [&app] { app.pop(); };
    m_app.push(std::make_unique<RevealScreen>(m_app, spec));
}

void TableScreen::lookAgain(int seat) {
    const auto& pl = player(m_app, seat);
    App& app = m_app;
    RevealSpec spec = RevealSpec::forPlayer(pl, "Pass the tablet to " + pl.name);
    spec.coverHint = "Only " + pl.name + " looks. Hold to see your invitation and the cards you peeked at.";
    spec.holdLabel = "Hold to see your secret";
    spec.doneLabel = "Done";
    spec.mustLookFirst = false;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const auto& s = state(app);
        std::vector<std::string> extra;
        for (int c : s.peeked.at(static_cast<std::size_t>(seat)))
            extra.push_back("Peeked: " + guestName(app, c));
        drawInvitation(p, card, "YOUR SECRET GUEST", guestName(app, s.deal.hands.at(static_cast<std::size_t>(seat))),
                       extra.empty() ? "You have not peeked at any invitation." : "Nobody is a guest you peeked at:",
                       extra);
    };
    spec.onDone = [&app] { app.pop(); };
    pushGuardedReveal(m_app, spec);
}

void TableScreen::startGuess(int seat) {
    const auto& pl = player(m_app, seat);
    App& app = m_app;
    RevealSpec spec = RevealSpec::forPlayer(pl, "Pass the tablet to " + pl.name);
    spec.coverHint = pl.name + " guesses every other player\u2019s guest, in private. Hold to see your own "
                     "invitation once more if you like, then start.";
    spec.holdLabel = "Hold to see your invitation";
    spec.doneLabel = "I am " + pl.name + " \u2014 guess";
    spec.mustLookFirst = false;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        drawInvitation(p, card, "YOUR SECRET GUEST", guestName(app, state(app).deal.hands.at(static_cast<std::size_t>(seat))),
                       "Now name the others.");
    };
    spec.onDone = [&app, seat] {
        app.pop();
        app.push(std::make_unique<GuessScreen>(app, seat));
    };
    m_app.push(std::make_unique<RevealScreen>(m_app, spec));
}

void TableScreen::drawStacks(Painter& p, const sf::FloatRect& r, const Json& v, bool canAct) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const float gap = t.px(18);
    const float colW = (r.width - gap * 2) / 3;
    const int start = v["stack_start"];
    const bool limitReached = v["actions_this_turn"] >= v["action_limit"];
    const float btnH = t.target();
    for (std::size_t g = 0; g < rules.gemIds.size(); ++g) {
        const auto& id = rules.gemIds[g];
        const int left = v["stacks"][id];
        const sf::FloatRect col{r.left + g * (colW + gap), r.top, colW, r.height};
        p.rect(col, p.colours().dusk, 18, p.colours().line, 1.5f);
        // The pile: one small gem per tile left, stacked from the bottom in rows of four.
        const float pileH = col.height - btnH * 2 - t.px(30) - t.body() - t.px(20);
        const float gs = std::min(colW / 4.6f, pileH / 2.7f);
        float pulse = 1.f;
        if (animating() && m_animGem == static_cast<int>(g)) {
            const double k = (m_app.now() - m_animStart) / kGemSeconds;
            pulse = 1.f + 0.25f * static_cast<float>(std::sin(k * 3.14159));
        }
        for (int i = 0; i < left; ++i) {
            const int row = i / 4, colI = i % 4;
            const int inRow = std::min(4, left - row * 4);
            const float x = col.left + col.width / 2 + (colI - (inRow - 1) / 2.f) * gs * 1.05f;
            const float y = col.top + t.px(16) + pileH - gs * 0.7f - row * gs * 0.78f;
            p.gem({x, y}, gs * (i == left - 1 ? pulse : 1.f), static_cast<int>(g));
        }
        if (left == 0)
            p.text("empty", {col.left + col.width / 2, col.top + pileH / 2}, t.body(), p.colours().danger, Align::Center);
        const float ty = col.top + t.px(16) + pileH + t.px(4);
        // "Ruby  4": the name, then what is left in gold.
        const std::string count = std::to_string(left);
        const float nameW = p.textWidth(rules.gemNames[g] + "  ", t.body(), true);
        const float countW = p.textWidth(count, t.heading(), true);
        const float x0 = col.left + (col.width - nameW - countW) / 2;
        p.text(rules.gemNames[g], {x0, ty}, t.body(), p.colours().ivory, Align::Left, true);
        p.text(count, {x0 + nameW, ty - (t.heading() - t.body()) * 0.6f}, t.heading(), p.colours().gold, Align::Left, true);
        (void)start;
        const float by = col.top + col.height - btnH * 2 - t.px(22);
        const bool enabled = canAct && left > 0 && !limitReached;
        const sf::FloatRect rr{col.left + t.px(10), by, col.width - t.px(20), btnH};
        const sf::FloatRect ll{col.left + t.px(10), by + btnH + t.px(8), col.width - t.px(20), btnH};
        const std::string gemId = id;
        const int gi = static_cast<int>(g);
        auto take = [this, gemId, gi](const char* method) {
            if (m_app.dispatch("suspicion.take_gem", Json{{"gem", gemId}, {"method", method}})) {
                m_app.sound().play(Cue::Gem);
                m_animGem = gi;
                m_animDice = false;
                m_animStart = m_app.now();
                m_animUntil = m_app.now() + kGemSeconds;
            }
        };
        p.button("take-" + id + "-room", rr, "Room Robbery", ButtonStyle::Normal, [take] { take("room_robbery"); }, enabled);
        p.button("take-" + id + "-lucky", ll, "Lucky Lift", ButtonStyle::Normal, [take] { take("lucky_lift"); }, enabled);
    }
}

void TableScreen::drawDiceAndActions(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const bool rolled = !v["dice"].empty();
    const int used = v["actions_this_turn"];
    const int limit = v["action_limit"];
    const float gap = t.px(16);
    const float dieS = std::min(r.height, t.px(120));
    // Two dice: the rolled guests, or blank before the roll. Faces are the box's guests.
    for (int d = 0; d < 2; ++d) {
        const sf::FloatRect die{r.left + d * (dieS + gap), r.top + (r.height - dieS) / 2, dieS, dieS};
        float wobble = 0;
        std::string face = "";
        if (rolled)
            face = v["dice"][static_cast<std::size_t>(d)];
        if (animating() && m_animDice) {
            const double k = (m_app.now() - m_animStart) / kDiceSeconds;
            wobble = static_cast<float>((1 - k) * std::sin(k * 40 + d) * 8);
            const auto& faces = rules.dice[static_cast<std::size_t>(d)];
            face = faces[static_cast<std::size_t>(static_cast<int>(k * 14 + d * 3)) % faces.size()];
        }
        const sf::FloatRect shown{die.left + wobble, die.top - std::abs(wobble), die.width, die.height};
        p.rect(shown, sf::Color(236, 228, 210), 16, sf::Color(0, 0, 0, 120), 2);
        if (face.empty()) {
            p.circle({shown.left + shown.width / 2, shown.top + shown.height / 2}, dieS * 0.08f, sf::Color(150, 140, 120));
        } else if (face == "?") {
            p.text("?", {shown.left + shown.width / 2, shown.top + shown.height * 0.22f}, t.title(), sf::Color(120, 40, 60),
                   Align::Center, true, 0, TextKind::Catalogue);
            p.text("wild", {shown.left + shown.width / 2, shown.top + shown.height * 0.72f}, t.small(),
                   sf::Color(80, 60, 60), Align::Center, false, shown.width - 8, TextKind::Catalogue);
        } else {
            const int gi = rules.guestIndex(face);
            const std::string name = state(m_app).guestNames.at(static_cast<std::size_t>(gi));
            const auto space = name.find(' ');
            const std::string first = name.substr(0, space == std::string::npos ? name.size() : space);
            p.mask({shown.left + shown.width / 2, shown.top + shown.height * 0.36f}, shown.width * 0.55f,
                   sf::Color(60, 40, 70));
            p.text(first == "Dr." || first == "Earl" ? name.substr(0, std::min<std::size_t>(name.size(), 11)) : first,
                   {shown.left + shown.width / 2, shown.top + shown.height * 0.62f}, t.small(), sf::Color(40, 30, 40),
                   Align::Center, true, shown.width - 10, TextKind::Catalogue);
        }
    }
    const float bx = r.left + 2 * (dieS + gap) + gap;
    const float bw = r.left + r.width - bx;
    const float bh = t.target();
    const bool canRoll = !rolled && used == 0;
    const float gapY = std::max(t.px(8), (r.height - 3 * bh) / 2);
    float y = r.top;
    const bool turnDone = used >= limit;
    p.button("roll", {bx, y, bw, bh}, rolled ? "Dice rolled" : "Roll the guest dice",
             canRoll ? ButtonStyle::Primary : ButtonStyle::Normal, [this] {
                 if (m_app.dispatch("suspicion.roll_dice")) {
                     m_app.sound().play(Cue::Dice);
                     m_animDice = true;
                     m_animGem = -1;
                     m_animStart = m_app.now();
                     m_animUntil = m_app.now() + kDiceSeconds;
                 }
             },
             canRoll);
    y += bh + gapY;
    p.button("peek", {bx, y, bw, bh}, "Peek at an Invitation", ButtonStyle::Normal, [this] { peekInvitation(); },
             !turnDone && v["deck_size"] > 0);
    y += bh + gapY;
    const int seat = v["turn"];
    p.button("end-turn", {bx, y, bw, bh}, "End " + player(m_app, seat).name + "\u2019s turn",
             canRoll ? ButtonStyle::Normal : ButtonStyle::Primary, [this] {
                 if (m_app.dispatch("suspicion.end_turn"))
                     m_app.sound().play(Cue::Chime);
             });
}

void TableScreen::drawPlayers(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& players = m_app.live()->session().setup().players;
    const float gap = t.px(10);
    const float rowH = std::max(64.f, std::min(t.px(96), (r.height - gap * players.size()) / players.size()));
    float y = r.top;
    const int turn = v["turn"];
    const bool playing = v["phase"] == "playing";
    for (std::size_t i = 0; i < players.size(); ++i) {
        const auto& pl = players[i];
        const Json& pv = v["players"][i];
        const bool current = playing && static_cast<int>(i) == turn;
        const sf::FloatRect row{r.left, y, r.width, rowH};
        p.rect(row, current ? sf::Color(52, 46, 28) : p.colours().dusk, 14, current ? p.colours().gold : p.colours().line,
               current ? 3.f : 1.5f);
        p.token({row.left + t.px(40), row.top + rowH / 2}, t.px(20), pl.colour, current);
        const float lookW = std::max(64.f, t.px(88));
        const float nameX = row.left + t.px(76);
        const float gemsW = t.px(190);
        p.text(pl.name, {nameX, row.top + t.px(10)}, t.body(), p.colours().ivory, Align::Left, current,
               row.width - t.px(86) - lookW);
        // Gems held: icon and count per type.
        float gx = nameX;
        const float gy = row.top + rowH - t.px(26);
        if (rowH >= t.px(84)) {
            for (int g = 0; g < 3; ++g) {
                p.gem({gx + t.px(12), gy}, t.px(24), g);
                p.text(std::to_string(pv["gems"][game(m_app).rules().gemIds[static_cast<std::size_t>(g)]].get<int>()),
                       {gx + t.px(30), gy - t.small() / 2.f - t.px(2)}, t.small(), p.colours().ivory);
                gx += gemsW / 3;
            }
        }
        const int seat = static_cast<int>(i);
        p.button("secret-" + std::to_string(i), {row.left + row.width - lookW - t.px(8), row.top + (rowH - 64) / 2, lookW, 64},
                 "Look", ButtonStyle::Quiet, [this, seat] { lookAgain(seat); });
        y += rowH + gap;
    }
}

void TableScreen::drawGuessing(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const auto& players = m_app.live()->session().setup().players;
    std::string ended = "A gem stack is empty: the game is over.";
    if (v.contains("ended_by")) {
        const int gi = rules.gemIndex(v["ended_by"]["gem"]);
        ended = player(m_app, v["ended_by"]["seat"]).name + " took the last " + rules.gemNames[static_cast<std::size_t>(gi)] +
                ": the game is over.";
    }
    float y = r.top;
    y += p.paragraph(ended, {r.left, y}, t.heading(), p.colours().gold, r.width) + t.px(8);
    y += p.paragraph("Each player now names every other player\u2019s guest, in private. Then the invitations are "
                     "turned over.",
                     {r.left, y}, t.body(), p.colours().muted, r.width) +
         t.px(16);
    int next = -1;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const bool done = v["players"][i]["has_guessed"];
        if (!done && next < 0)
            next = static_cast<int>(i);
        const float h = std::max(64.f, t.px(66));
        const sf::FloatRect row{r.left, y, r.width * (t.portrait() ? 1.f : 0.6f), h};
        p.rect(row, p.colours().dusk, 12, p.colours().line, 1.5f);
        p.token({row.left + t.px(36), row.top + h / 2}, t.px(18), players[i].colour);
        p.text(players[i].name, {row.left + t.px(70), row.top + (h - t.body()) / 2}, t.body(), p.colours().ivory,
               Align::Left, false, row.width * 0.55f);
        p.text(done ? "guesses in \u2713" : "waiting", {row.left + row.width - t.px(20), row.top + (h - t.small()) / 2},
               t.small(), done ? p.colours().ok : p.colours().muted, Align::Right);
        y += h + t.px(8);
    }
    y += t.px(12);
    const float bh = t.target() * 1.1f;
    if (next >= 0) {
        p.button("guess-next", {r.left, y, r.width, bh}, "Pass the tablet to " + players[static_cast<std::size_t>(next)].name +
                 " to guess", ButtonStyle::Primary, [this, next] { startGuess(next); });
    } else {
        p.button("reveal", {r.left, y, r.width, bh}, "Turn the invitations over", ButtonStyle::Primary, [this] {
            if (m_app.dispatch("suspicion.reveal")) {
                m_app.sound().play(Cue::Reveal);
                m_app.push(std::make_unique<ResultsScreen>(m_app));
            }
        });
    }
}

void TableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const Json v = view(m_app);
    const std::string phase = v["phase"];
    const bool portrait = t.portrait();
    const float m = t.margin();
    const auto size = p.size();
    std::string subtitle;
    if (phase == "playing")
        subtitle = turnLine(m_app, v);
    else if (phase == "dealing")
        subtitle = "Dealing the secret guests";
    else
        subtitle = "The end: guesses";
    // Header: title on the left; in landscape the toolbar shares its row.
    const float th = t.target();
    const float toolbarW = portrait ? size.x - 2 * m : t.px(530);
    const float titleW = portrait ? size.x - 2 * m - th - t.px(24) : size.x - 2 * m - toolbarW - th - t.px(48);
    p.text("Suspicion \u00b7 Round " + std::to_string(v["round"].get<int>()), {m, m - t.px(4)}, t.heading(),
           p.colours().ivory, Align::Left, true, titleW);
    p.text(subtitle, {m, m + t.heading() + t.px(6)}, t.small(), phase == "playing" ? p.colours().gold : p.colours().muted,
           Align::Left, false, titleW);
    sf::FloatRect toolbar = portrait ? sf::FloatRect{m, m + t.heading() + t.small() + t.px(24), toolbarW, th}
                                     : sf::FloatRect{size.x - m - th - t.px(24) - toolbarW, m, toolbarW, th};
    drawGameToolbar(p, m_app, toolbar, [this] { onBack(); });
    const auto banner = reserveBanner(p, toolbar.top + th + t.px(12)); // events go here
    float top = banner.top + banner.height + t.px(12);
    if (v["two_player_reminder"] == true && phase == "playing") {
        const sf::FloatRect banner{m, top, size.x - 2 * m, t.small() + t.px(24)};
        p.rect(banner, sf::Color(40, 34, 60), 10, p.colours().line, 1);
        p.text("Two players: perform only ONE of the Action card\u2019s two actions.",
               {banner.left + banner.width / 2, banner.top + t.px(12)}, t.small(), p.colours().ivory, Align::Center, false,
               banner.width - t.px(20));
        top += banner.height + t.px(14);
    }
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};

    if (phase == "dealing") {
        const int next = v["next_to_see"];
        p.paragraph("Each player looks at their secret guest in turn. Nobody else looks.", {area.left, area.top},
                    t.body(), p.colours().muted, area.width);
        p.button("continue-deal", {area.left, area.top + t.px(80), std::min(area.width, t.px(700)), t.target() * 1.1f},
                 "Pass the tablet to " + player(m_app, next).name, ButtonStyle::Primary, [this, next] { pushDeal(m_app, next); });
        return;
    }
    if (phase == "guessing" || phase == "finished") {
        if (phase == "finished") {
            p.button("results", {area.left, area.top, std::min(area.width, t.px(600)), t.target()}, "See the results",
                     ButtonStyle::Primary, [this] { m_app.push(std::make_unique<ResultsScreen>(m_app)); });
            return;
        }
        drawGuessing(p, area, v);
        return;
    }

    const bool canAct = true;
    if (portrait) {
        const float stacksH = area.height * 0.42f;
        drawStacks(p, {area.left, area.top, area.width, stacksH}, v, canAct);
        const float actionsTop = area.top + stacksH + t.px(20);
        const float actionsH = t.target() * 3 + t.px(32);
        drawDiceAndActions(p, {area.left, actionsTop, area.width, actionsH}, v);
        const float playersTop = actionsTop + actionsH + t.px(20);
        drawPlayers(p, {area.left, playersTop, area.width, area.top + area.height - playersTop}, v);
    } else {
        const float leftW = area.width * 0.63f;
        const float stacksH = area.height * 0.6f;
        drawStacks(p, {area.left, area.top, leftW, stacksH}, v, canAct);
        const float actionsTop = area.top + stacksH + t.px(20);
        drawDiceAndActions(p, {area.left, actionsTop, leftW, area.top + area.height - actionsTop}, v);
        const float px = area.left + leftW + t.px(28);
        drawPlayers(p, {px, area.top, area.left + area.width - px, area.height}, v);
    }
}

} // namespace heist::ui::suspicion
