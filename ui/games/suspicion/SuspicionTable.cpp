#include "ui/games/suspicion/SuspicionTable.hpp"

#include "ui/App.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionWords.hpp"
#include "language/Translate.hpp"
#include "ui/screens/HistoryScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/screens/RevealScreen.hpp"
#include "ui/games/suspicion/SuspicionViewModel.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/games/suspicion/SuspicionArt.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"
#include "ui/widgets/Banner.hpp"
#include "ui/widgets/GameToolbar.hpp"

#include <array>
#include <cmath>
#include <tuple>

namespace heist::ui::suspicion {

using games::suspicion::SuspicionGame;

namespace {

// A face-up invitation: drawn only inside a reveal, so its name is a Secret.
void drawInvitation(Painter& p, const sf::FloatRect& card, const std::string& caption, const std::string& guestId,
                    const std::string& guest, const std::string& footer, const std::vector<std::string>& extra = {}) {
    const auto& t = p.theme();
    const sf::Color ink(40, 30, 40);
    p.text(caption, {card.left + card.width / 2, card.top + t.px(26)}, t.small(), sf::Color(120, 90, 60), Align::Center,
           true, card.width - t.px(40));
    const float maskY = card.top + card.height * 0.34f;
    const float art = std::min(card.width, card.height) * 0.34f;
    art::guestPortrait(p, {card.left + (card.width - art) / 2, maskY - art / 2, art, art}, guestId);
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
    const int next = tableView(app).nextToSee;
    if (next >= 0)
        pushDeal(app, next);
}

void pushDeal(App& app, int seat) {
    const auto& pl = player(app, seat);
    const auto& players = app.live()->session().setup().players;
    const bool last = seat + 1 >= static_cast<int>(players.size());
    RevealSpec spec = RevealSpec::forPlayer(pl, tr("Pass the tablet to {name}", {{"name", pl.name}}));
    spec.coverHint =
        tr("Only {name} looks. Hold the button to see your secret guest; let go to hide it.", {{"name", pl.name}});
    spec.holdLabel = tr("Hold to see your invitation");
    spec.phoneTitle = tr("{name}: your invitation is on your phone", {{"name", pl.name}});
    spec.doneLabel = last ? tr("Done \u2014 start the game") : "";
    if (!last)
        spec.doneLabelNow = [&app, next = players[static_cast<std::size_t>(seat + 1)]] { return passTo(app, next); };
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const int own = seatView(app, seat).identity;
        drawInvitation(p, card, trc("suspicion", "YOUR SECRET GUEST"), guestId(app, own), guestName(app, own),
                       tr("Keep it secret: the others will try to guess it."));
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
    return trn("{name}\u2019s turn \u00b7 {used} of {n} action done",
               "{name}\u2019s turn \u00b7 {used} of {n} actions done", limit,
               {{"name", player(app, seat).name}, {"used", used}});
}

// The line under the title: whose turn it is, or the phase.
std::string headerLine(App& app, const Json& v) {
    if (v["phase"] == "playing")
        return turnLine(app, v);
    return v["phase"] == "dealing" ? tr("Dealing the secret guests") : tr("The end: guesses");
}

} // namespace

void openTable(App& app) {
    app.push(std::make_unique<SuspicionTableScreen>(app));
    const auto v = tableView(app);
    if (v.nextToSee >= 0)
        pushDeal(app, v.nextToSee);
    else if (v.finished)
        app.push(std::make_unique<SuspicionResultsScreen>(app));
}

SuspicionTableScreen::SuspicionTableScreen(App& app) : Screen(app) {}

void SuspicionTableScreen::onShown() {
    if (!m_app.live())
        return;
    if (tableView(m_app).finished)
        m_app.push(std::make_unique<SuspicionResultsScreen>(m_app));
}

void SuspicionTableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

bool SuspicionTableScreen::animating() const { return m_animUntil > m_app.now(); }

void SuspicionTableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

void SuspicionTableScreen::peekInvitation() {
    const int seat = tableView(m_app).turn;
    if (!m_app.dispatch("suspicion.peek_invitation"))
        return;
    const auto& pl = player(m_app, seat);
    RevealSpec spec = RevealSpec::forPlayer(pl, tr("{name} peeks at an invitation", {{"name", pl.name}}));
    spec.coverHint = tr("Only {name} looks. None of the other players is this guest. "
                        "The card goes to the bottom of the deck.",
                        {{"name", pl.name}});
    spec.holdLabel = tr("Hold to see the top invitation");
    spec.phoneTitle = tr("{name} peeks: the card is on your phone", {{"name", pl.name}});
    spec.doneLabel = tr("Done \u2014 back to the table");
    App& app = m_app;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const auto peeked = seatView(app, seat).peeked;
        drawInvitation(p, card, trc("suspicion", "TOP OF THE DECK"), guestId(app, peeked.back()),
                       guestName(app, peeked.back()), tr("Nobody at the table is this guest."));
    };
    spec.onDone = [&app] { app.pop(); };
    m_app.push(std::make_unique<RevealScreen>(m_app, spec));
}

void SuspicionTableScreen::lookAgain(int seat) {
    const auto& pl = player(m_app, seat);
    App& app = m_app;
    RevealSpec spec = RevealSpec::forPlayer(pl, tr("Pass the tablet to {name}", {{"name", pl.name}}));
    spec.coverHint =
        tr("Only {name} looks. Hold to see your invitation and the cards you peeked at.", {{"name", pl.name}});
    spec.holdLabel = tr("Hold to see your secret");
    spec.doneLabel = trc("suspicion", "Done");
    spec.mustLookFirst = false;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const auto own = seatView(app, seat);
        std::vector<std::string> extra;
        for (int c : own.peeked)
            extra.push_back(tr("Peeked: {guest}", {{"guest", guestName(app, c)}}));
        drawInvitation(
            p, card, trc("suspicion", "YOUR SECRET GUEST"), guestId(app, own.identity), guestName(app, own.identity),
            extra.empty() ? tr("You have not peeked at any invitation.") : tr("Nobody is a guest you peeked at:"),
            extra);
    };
    spec.onDone = [&app] { app.pop(); };
    pushGuardedReveal(m_app, spec);
}

void SuspicionTableScreen::startGuess(int seat) {
    const auto& pl = player(m_app, seat);
    App& app = m_app;
    RevealSpec spec = RevealSpec::forPlayer(pl, tr("Pass the tablet to {name}", {{"name", pl.name}}));
    spec.coverHint = tr("{name} guesses every other player\u2019s guest, in private. Hold to see your own "
                        "invitation once more if you like, then start.",
                        {{"name", pl.name}});
    spec.holdLabel = tr("Hold to see your invitation");
    spec.doneLabel = tr("I am {name} \u2014 guess", {{"name", pl.name}});
    spec.mustLookFirst = false;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const int own = seatView(app, seat).identity;
        drawInvitation(p, card, trc("suspicion", "YOUR SECRET GUEST"), guestId(app, own), guestName(app, own),
                       tr("Now name the others."));
    };
    spec.onDone = [&app, seat] {
        app.pop();
        app.push(std::make_unique<SuspicionGuessScreen>(app, seat));
    };
    // The cover shows the player's invitation and the guess screen marks the ones they
    // peeked at: a player who set a PIN is asked for it first, as for any other look.
    pushGuardedReveal(m_app, spec);
}

void SuspicionTableScreen::chooseLook() {
    std::vector<Choice> who;
    for (const auto& pl : m_app.live()->session().setup().players)
        who.push_back({std::to_string(pl.seat), pl.name, pl.colour, true});
    m_app.push(std::make_unique<ChoiceScreen>(m_app, tr("Who looks at their invitation?"),
                                              tr("In private: the others look away"), who,
                                              [this](const std::string& id) { lookAgain(std::stoi(id)); }));
}

float SuspicionTableScreen::seatHeight(Painter& p, float seatW) const {
    const auto& t = p.theme();
    float most = 0;
    for (const auto& pl : m_app.live()->session().setup().players)
        most = std::max(most, fitText(p, pl.name, seatW - t.px(24) - t.px(10), t.body(), true).height());
    return t.px(12) * 2 + most + t.px(8) + t.px(34);
}

void SuspicionTableScreen::drawSeat(Painter& p, const sf::FloatRect& row, int seat, const Json& v) {
    const auto& t = p.theme();
    const auto& pl = player(m_app, seat);
    const Json& pv = v["players"][static_cast<std::size_t>(seat)];
    const bool current = v["phase"] == "playing" && seat == v["turn"].get<int>();
    seatFrame(p, row, current);
    const float pad = t.px(12);
    const float x = row.left + pad + t.px(10);
    const float w = row.left + row.width - pad - x;
    float y = row.top + pad;
    y += fittedText(p, pl.name, {x, y}, w, t.body(), p.colours().ivory, Align::Left, true, TextKind::Public,
                    TextUse::PlayerName) +
         t.px(8);
    // The token, then the gems held, each type with its count.
    const float tokR = t.px(15);
    const float gy = std::min(y + t.px(16), row.top + row.height - pad - t.px(16));
    p.token({x + tokR, gy}, tokR, pl.colour, current);
    float gx = x + tokR * 2 + t.px(12);
    const float stepX = std::min(t.px(62), (row.left + row.width - pad - gx) / 3); // narrow seats in portrait
    const float gemS = std::min(t.px(24), stepX * 0.4f);
    for (int g = 0; g < 3; ++g) {
        p.gem({gx + gemS / 2, gy}, gemS, g);
        p.text(std::to_string(pv["gems"][game(m_app).rules().gemIds[static_cast<std::size_t>(g)]].get<int>()),
               {gx + gemS + t.px(4), gy - t.small() / 2.f - t.px(2)}, t.small(), p.colours().ivory);
        gx += stepX;
    }
    p.region("secret-" + std::to_string(seat), row, [this, seat] { lookAgain(seat); });
}

void SuspicionTableScreen::drawNews(Painter& p, const sf::FloatRect& r) {
    // What just happened, in a strip of fixed height: a long entry opens whole on a tap. On a
    // small panel the App's messages show here instead.
    if (smallPanel(p)) {
        p.setBannerSlot(r);
        if (!m_app.toastText().empty())
            return;
    }
    const auto& session = m_app.live()->session();
    const auto& log = session.log();
    for (auto it = log.rbegin(); it != log.rend(); ++it)
        if (!session.isUndone(it->seq)) {
            const std::string whole = sentence(session.describe(*it));
            App& app = m_app;
            messageStrip(
                p, "news", r, whole, sf::Color(30, 38, 64), p.colours().line,
                [&app, whole] {
                    app.push(std::make_unique<InfoScreen>(app, tr("What happened"), std::vector<std::string>{whole}));
                },
                session.game().namesCatalogue(*it) ? TextKind::Catalogue : TextKind::Public);
            return;
        }
}

void SuspicionTableScreen::showInfo() {
    // "## " starts a heading (InfoScreen); it stays outside the message.
    const auto& rules = game(m_app).rules();
    std::vector<std::string> lines = {
        "## " + tr("A turn"),
        tr("Roll the two guest dice and move each guest shown through a doorway into a room next door. The ? is wild: "
           "move any one guest. Then play one of your Action cards and do both of its actions (one with two players)."),
        "## " + tr("Taking gems"),
        tr("Room Robbery: take a gem shown in the room where your secret guest stands; everyone sees which, and may "
           "learn something. Lucky Lift: take the gem pictured on the card, wherever your guest is."),
        "## " + trc("suspicion", "Peek at an Invitation"),
        tr("You see the top invitation in private, then it goes to the bottom of the deck. None of the other players "
           "is that guest."),
        "## " + tr("The end"),
        tr("The game ends the moment a gem stack is empty. Everyone names every other player\u2019s guest in private. "
           "Each set of three different gems scores {set}, each other gem {single}, each right guess {guess}.",
           {{"set", rules.pointsPerSet}, {"single", rules.pointsPerSingle}, {"guess", rules.pointsPerCorrectGuess}}),
        "## " + tr("Seats"),
        tr("Players sit in table order; the gold seat is the one whose turn it is. Tap a seat (or Look) for that "
           "player\u2019s private look at their invitation."),
    };
    m_app.push(std::make_unique<InfoScreen>(m_app, tr("How Suspicion works"), lines));
}

void SuspicionTableScreen::drawGuessing(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const auto& players = m_app.live()->session().setup().players;
    std::string ended = tr("A gem stack is empty: the game is over.");
    if (v.contains("ended_by")) {
        const int gi = rules.gemIndex(v["ended_by"]["gem"]);
        ended = games::suspicion::lastGemTaken(rules, gi, player(m_app, v["ended_by"]["seat"]).name);
    }
    float y = r.top;
    y += p.paragraph(ended, {r.left, y}, t.heading(), p.colours().gold, r.width) + t.px(8);
    y += p.paragraph(tr("Each player now names every other player\u2019s guest, in private. Then the invitations are "
                        "turned over."),
                     {r.left, y}, t.body(), p.colours().muted, r.width) +
         t.px(16);
    int next = -1;
    // Who has guessed, in two columns when one would push the next step off the screen.
    const float bh = t.target() * 1.1f;
    const float rowGap = t.px(8);
    const float room = r.top + r.height - y - bh - t.px(12);
    const std::size_t cols =
        !t.portrait() || players.size() * (std::max(t.leastTarget(), t.px(66)) + rowGap) > room ? 2 : 1;
    const float colW = (r.width - rowGap * (cols - 1)) / cols;
    float rowsBottom = y;
    // Every row as tall as the tallest name needs, the status as wide as its longer word.
    const std::string guessed = tr("guessed \u2713"), waiting = tr("waiting");
    const float statusW = std::max(p.textWidth(guessed, t.small()), p.textWidth(waiting, t.small())) + t.px(24);
    const float nameW = colW - t.px(70) - statusW;
    float h = std::max(t.leastTarget(), t.px(66));
    for (const auto& pl : players)
        h = std::max(h, p.fitHeight(pl.name, nameW, t.body()) + t.px(16));
    const std::size_t rowsPerCol = (players.size() + cols - 1) / cols;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const bool done = v["players"][i]["has_guessed"];
        if (!done && next < 0)
            next = static_cast<int>(i);
        const sf::FloatRect row{r.left + (i / rowsPerCol) * (colW + rowGap), y + (i % rowsPerCol) * (h + rowGap), colW,
                                h};
        p.rect(row, p.colours().dusk, 12, p.colours().line, 1.5f);
        p.token({row.left + t.px(36), row.top + h / 2}, t.px(18), players[i].colour);
        p.fitText(players[i].name, {row.left + t.px(70), row.top + 4, nameW, h - 8}, t.body(), p.colours().ivory,
                  TextUse::PlayerName);
        p.text(done ? guessed : waiting, {row.left + row.width - t.px(16), row.top + (h - t.small()) / 2}, t.small(),
               done ? p.colours().ok : p.colours().muted, Align::Right);
        rowsBottom = std::max(rowsBottom, row.top + h);
    }
    y = rowsBottom;
    y += t.px(12);
    if (next >= 0) {
        p.button("guess-next", {r.left, y, r.width, bh},
                 tr("Pass the tablet to {name} to guess", {{"name", players[static_cast<std::size_t>(next)].name}}),
                 ButtonStyle::Primary, [this, next] { startGuess(next); });
    } else {
        p.button("reveal", {r.left, y, r.width, bh}, tr("Turn the invitations over"), ButtonStyle::Primary, [this] {
            if (m_app.dispatch("suspicion.reveal")) {
                m_app.sound().play(Cue::Reveal);
                m_app.push(std::make_unique<SuspicionResultsScreen>(m_app));
            }
        });
    }
}

void SuspicionTableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const Json v = view(m_app);
    const std::string phase = v["phase"];
    const auto& [t, portrait, m, size] = tableFrame(p);
    const std::string subtitle = headerLine(m_app, v);
    const sf::Color lineColour = phase == "playing" ? p.colours().gold : p.colours().muted;
    const std::string round = trc("suspicion", "Round {n}", {{"n", v["round"].get<int>()}});
    float top = drawTableHeader(p, m_app,
                                {"Suspicion \u00b7 " + round, subtitle, round + " \u00b7 " + subtitle, lineColour,
                                 t.px(540), [this] { onBack(); }, [this] { showInfo(); }});
    // Refusals and notices go in a strip of their own; on a small panel in the news strip
    // instead (drawNews), so that the centre keeps its height.
    if (!smallPanel(p)) {
        const auto messages = reserveBanner(p, top - t.px(4));
        top = messages.top + messages.height + t.px(10);
    }
    // The two-player reminder: across the table in portrait; in landscape under the first
    // seat, where the side has room, so that the gem stacks keep the centre's height.
    const bool reminder = v["two_player_reminder"] == true && phase == "playing";
    const std::string reminderText = tr("Two players: perform only ONE of the Action card\u2019s two actions.");
    if (reminder && portrait) {
        const sf::FloatRect banner{m, top, size.x - 2 * m, t.small() + t.px(24)};
        p.rect(banner, sf::Color(40, 34, 60), 10, p.colours().line, 1);
        p.text(reminderText, {banner.left + banner.width / 2, banner.top + t.px(12)}, t.small(), p.colours().ivory,
               Align::Center, false, banner.width - t.px(20));
        top += banner.height + t.px(14);
    }
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};

    if (phase == "dealing") {
        const int next = v["next_to_see"];
        p.paragraph(tr("Each player looks at their secret guest in turn. Nobody else looks."), {area.left, area.top},
                    t.body(), p.colours().muted, area.width);
        p.button("continue-deal", {area.left, area.top + t.px(80), std::min(area.width, t.px(700)), t.target() * 1.1f},
                 tr("Pass the tablet to {name}", {{"name", player(m_app, next).name}}), ButtonStyle::Primary,
                 [this, next] { pushDeal(m_app, next); });
        return;
    }
    if (phase == "guessing" || phase == "finished") {
        if (phase == "finished") {
            p.button("results", {area.left, area.top, std::min(area.width, t.px(600)), t.target()},
                     tr("See the results"), ButtonStyle::Primary,
                     [this] { m_app.push(std::make_unique<SuspicionResultsScreen>(m_app)); });
            return;
        }
        drawGuessing(p, area, v);
        return;
    }

    const bool canAct = true;
    const auto& players = m_app.live()->session().setup().players;
    const int n = static_cast<int>(players.size());
    const float gap = t.px(10);
    // In portrait three to a row from five players, so that the gem stacks keep their room.
    const TableShape shape{n >= 5 ? 3 : 2, t.px(340), 0.27f, t.px(10)};
    SeatLayout seats;
    // A name's longest word, against the room the usual portrait rows leave it.
    float word = 0;
    for (const auto& pl : players)
        word = std::max(word, widestWord(p, pl.name, true));
    const float rowSeatW = (area.width - gap * static_cast<float>(shape.perRow - 1)) / static_cast<float>(shape.perRow);
    if (smallPanel(p) || (portrait && word > rowSeatW - t.px(24) - t.px(10) - 2)) {
        // A small panel (issue 47), or portrait rows too narrow for a name's longest word: two
        // columns of seats above and below the centre in portrait; in landscape sides as narrow
        // as the names' longest words allow, so that the centre keeps the stacks' buttons, the
        // dice and the actions.
        if (portrait) {
            seats = seatsTwoColumns(area, n, seatHeight(p, (area.width - gap) / 2), gap);
        } else {
            const float seatW0 = std::max(area.width * 0.2f, word + t.px(24) + t.px(10) + 4);
            float seatW = seatW0;
            seatW = std::min(seatW, area.width * 0.3f);
            seats = seatsBeside(area, n, seatW, gap, seatHeight(p, seatW) + t.px(10));
        }
    } else {
        seats = seatsForTable(area, n, portrait, gap, shape, [&](float w) { return seatHeight(p, w); });
    }
    for (int i = 0; i < n; ++i)
        drawSeat(p, seats.seats[static_cast<std::size_t>(i)], i, v);
    if (reminder && !portrait) {
        const sf::FloatRect& s0 = seats.seats.front();
        const float h = p.fitHeight(reminderText, s0.width - t.px(24), t.small(), false) + t.px(20);
        const sf::FloatRect box{s0.left, s0.top + s0.height + gap, s0.width, h};
        p.rect(box, sf::Color(40, 34, 60), 10, p.colours().line, 1);
        p.fitText(reminderText, {box.left + t.px(12), box.top + t.px(8), box.width - t.px(24), 0}, t.small(),
                  p.colours().ivory, TextUse::Other, Align::Center);
    }
    const sf::FloatRect c = seats.centre;
    const float newsH = std::max(bannerHeight(t), t.small() * 2.4f + t.px(14)); // two lines
    drawNews(p, {c.left, c.top, c.width, newsH});
    // The buttons, and beside the dice the next step on two lines at 24 px at least.
    // The dice a fifth of the centre, less where the gem stacks would not keep their least.
    const float stacksTop = c.top + newsH + t.px(10);
    const float buttonsH = actionsHeight(p, c.width);
    const float dice = std::min(t.px(110), c.height * 0.2f);
    const float room = c.top + c.height - buttonsH - t.px(12) - dice - t.px(14) - stacksTop;
    const float spare = room - stacksLeast(p, c.width, room);
    const float diceH =
        buttonsH + t.px(12) + std::max(spare < 0 ? dice + spare : dice, p.fitLineHeight(t.least()) * 2 + t.px(8));
    const float stacksH = c.top + c.height - diceH - t.px(14) - stacksTop;
    drawStacks(p, {c.left, stacksTop, c.width, stacksH}, v, canAct);
    drawDiceAndActions(p, {c.left, c.top + c.height - diceH, c.width, diceH}, v);
}

} // namespace heist::ui::suspicion
