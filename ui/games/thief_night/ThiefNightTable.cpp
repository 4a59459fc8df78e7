#include "ui/games/thief_night/ThiefNightTable.hpp"
#include "ui/games/thief_night/ThiefNightViewModel.hpp"

#include "ui/App.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>

namespace heist::ui::thief_night {

namespace {

std::vector<Card> cardsOf(const Json& codes) {
    std::vector<Card> out;
    for (const auto& c : codes)
        if (auto card = components::parseCard(c.get<std::string>()))
            out.push_back(*card);
    return out;
}

std::string positionsText(const Json& positions) {
    std::vector<std::string> out;
    for (const auto& p : positions)
        out.push_back(std::to_string(p.get<int>()));
    return listAnd(out);
}

// The judged capture the table shows until Continue: the newest, if not yet dismissed.
const Json* judgedToShow(const Json& v, std::size_t dismissed) {
    const auto& caps = v["captures"];
    if (caps.empty() || caps.size() <= dismissed)
        return nullptr;
    return &caps.back();
}

} // namespace

void openTable(App& app) {
    app.push(std::make_unique<ThiefNightTableScreen>(app));
    if (tableView(app).finished)
        app.push(std::make_unique<ThiefNightResultsScreen>(app));
}

ThiefNightTableScreen::ThiefNightTableScreen(App& app) : Screen(app) {
    // On resume the last judgement stays on screen only if it ended the game.
    if (m_app.live())
        m_judgedSeen = tableView(m_app).judgedCaptures;
}

void ThiefNightTableScreen::onShown() {
    if (!m_app.live())
        return;
    const auto v = tableView(m_app);
    if (!v.finished)
        return;
    if (v.endReason != "capture") {
        m_app.push(std::make_unique<ThiefNightResultsScreen>(m_app));
    } else if (m_judgedSeen < v.judgedCaptures) {
        // The capture was judged just now (the second hand came in): the event first, once.
        m_judgedSeen = tableView(m_app).judgedCaptures;
        m_app.push(captureMoment(m_app));
    }
}

void ThiefNightTableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void ThiefNightTableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

void ThiefNightTableScreen::startSpotted() {
    App& app = m_app;
    // The table is asked who moved into view (on the thief's turn only the thief moves), how
    // many see the thief, whether the captain is among them (the capture pool's size), and,
    // only when a guard or the captain moved, whether the one who moved is behind the thief.
    auto askCount = [&app](bool guardMoved) {
        const int guards = game(app).rules().guards;
        app.push(ChoiceScreen::number(
            app, tr("How many see the thief?"), tr("Guards and the guard captain together"), 1, guards + 1, 1,
            [&app, guardMoved, guards](int seeing) {
                auto finish = [&app, guardMoved, seeing](bool captain) {
                    Json args{{"guards", seeing}, {"captain", captain}, {"moved", guardMoved ? "guard" : "thief"}};
                    if (!guardMoved) {
                        app.dispatch("tn.spotted", args);
                        return;
                    }
                    std::vector<Choice> choices = {
                        {"no", tr("No: the thief chooses all five cards"), "", true},
                        {"yes", tr("Yes: cards from the thief\u2019s hand are forced"), "", true}};
                    app.push(
                        std::make_unique<ChoiceScreen>(app, tr("Is the one who moved behind the thief?"),
                                                       tr("Check the rulebook\u2019s diagram of the squares behind"),
                                                       choices, [&app, args](const std::string& id) {
                                                           Json withBehind = args;
                                                           withBehind["behind"] = id == "yes";
                                                           app.dispatch("tn.spotted", withBehind);
                                                       }));
                };
                if (seeing > guards) { // all five guards: the captain too
                    finish(true);
                    return;
                }
                std::vector<Choice> choices = {{"yes", tr("Yes: the captain is one of them"), "", true},
                                               {"no", tr("No: only guards"), "", true}};
                app.push(std::make_unique<ChoiceScreen>(app, tr("Does the guard captain see the thief?"),
                                                        tr("Their hands make the capture pool"), choices,
                                                        [finish](const std::string& id) { finish(id == "yes"); }));
            }));
    };
    if (tableView(m_app).turn == games::thief_night::Side::Thief) {
        askCount(false);
        return;
    }
    std::vector<Choice> choices = {{"guard", tr("A guard or the captain moved"), "", true},
                                   {"thief", tr("The thief moved (after an escape)"), "", true}};
    m_app.push(std::make_unique<ChoiceScreen>(m_app, tr("Who moved into view?"),
                                              tr("Only a guard or the captain can be behind"), choices,
                                              [askCount](const std::string& id) { askCount(id == "guard"); }));
}

void ThiefNightTableScreen::startForcedDraw() {
    App& app = m_app;
    const auto& rules = game(app).rules();
    // The thief holds ten cards at most (nine mid-turn, after a discard).
    m_app.push(ChoiceScreen::number(app, tr("How many cards does the thief hold?"),
                                    tr("The thief lays them face down in a row"), rules.judged, rules.thiefHand,
                                    rules.thiefHand, [&app](int size) {
                                        if (app.dispatch("tn.draw_forced", Json{{"hand_size", size}}))
                                            app.sound().play(Cue::Dice);
                                    }));
}

void ThiefNightTableScreen::passForHand(bool thief) {
    const auto s = tableView(m_app);
    const int seat = thief ? s.thiefSeat : s.captainSeat;
    const auto& pl = player(m_app, seat);
    std::string hint = thief ? tr("Only {name} looks. Tap your cards to make the escape hand; enter your "
                                  "whole hand to have the best five proposed.",
                                  {{"name", pl.name}})
                             : tr("Only {name} looks. Tap the capture hand, or the cards of every guard "
                                  "that sees the thief to have the best five proposed.",
                                  {{"name", pl.name}});
    App& app = m_app;
    m_app.push(std::make_unique<ThiefNightPassScreen>(
        m_app, seat, tr("Pass the tablet to {name}", {{"name", pl.name}}), hint,
        tr("I am {name} \u2014 enter my hand", {{"name", pl.name}}), [&app, thief] {
            app.pop();
            app.push(std::make_unique<ThiefNightHandEntryScreen>(app, thief));
        }));
}

void ThiefNightTableScreen::drawBuilding(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& setup = v["setup"];
    const bool portrait = t.portrait();
    const int traps = setup["traps"], readyTraps = setup["ready_traps"];
    const int rooms = setup["rooms"], readyRooms = setup["ready_rooms"];
    const bool ready = setup["ready"];
    const float gap = t.px(24);
    const sf::FloatRect panel = portrait ? sf::FloatRect{r.left, r.top, r.width, r.height * 0.5f}
                                         : sf::FloatRect{r.left, r.top, r.width * 0.58f, r.height};
    p.rect(panel, p.colours().dusk, 18, p.colours().line, 1.5f);
    const float pad = t.px(28);
    float y = panel.top + pad;
    const float inner = panel.width - 2 * pad;
    // Traps: a count and a bar to 60.
    p.text(trc("thief-in-the-night", "Traps"), {panel.left + pad, y}, t.body(), p.colours().muted);
    p.text(tr("{count} of {needed}", {{"count", traps}, {"needed", readyTraps}}),
           {panel.left + panel.width - pad, y - t.px(6)}, t.heading(),
           traps >= readyTraps ? p.colours().ok : p.colours().gold, Align::Right, true);
    y += t.heading() + t.px(10);
    const sf::FloatRect bar{panel.left + pad, y, inner, t.px(18)};
    p.rect(bar, p.colours().night, 9);
    p.rect({bar.left, bar.top, bar.width * std::min(1.f, traps / float(readyTraps)), bar.height},
           traps >= readyTraps ? p.colours().ok : p.colours().gold, 9);
    y += bar.height + t.px(26);
    // Rooms: entered by the players with - and +.
    const float bw = t.target();
    p.text(trc("thief-in-the-night", "Rooms"), {panel.left + pad, y + (bw - t.body()) / 2}, t.body(),
           p.colours().muted);
    p.button(
        "rooms-minus", {panel.left + panel.width - pad - bw * 3 - t.px(16), y, bw, bw}, "\u2212", ButtonStyle::Normal,
        [this, rooms] { m_app.dispatch("tn.set_rooms", Json{{"rooms", rooms - 1}}); }, rooms > 0);
    p.textIn(std::to_string(rooms) + "/" + std::to_string(readyRooms),
             {panel.left + panel.width - pad - bw * 2 - t.px(8), y, bw, bw}, t.heading(),
             rooms >= readyRooms ? p.colours().ok : p.colours().gold, true);
    p.button("rooms-plus", {panel.left + panel.width - pad - bw, y, bw, bw}, "+", ButtonStyle::Normal,
             [this, rooms] { m_app.dispatch("tn.set_rooms", Json{{"rooms", rooms + 1}}); });
    y += bw + t.px(20);
    p.text(tr("Wall edges marked: {edges} \u00b7 turns: {turns}",
              {{"edges", setup["wall_edges"].get<int>()}, {"turns", setup["build_turns"].get<int>()}}),
           {panel.left + pad, y}, t.small(), p.colours().ivory, Align::Left, false, inner);
    y += t.small() + t.px(16);
    p.paragraph(tr("No room smaller than {size} squares: an odd-shaped room needs a {size} area inside it. Nobody "
                   "knows their side yet, so build a fair castle.",
                   {{"size", setup["min_room"].get<std::string>()}}),
                {panel.left + pad, y}, t.small(), p.colours().muted, inner);

    // The next step: a building turn, or the draw of the sides.
    const sf::FloatRect act =
        portrait ? sf::FloatRect{r.left, panel.top + panel.height + gap, r.width, r.height - panel.height - gap}
                 : sf::FloatRect{panel.left + panel.width + gap, r.top, r.width - panel.width - gap, r.height};
    float ay = act.top;
    const float bh = t.target() * 1.1f;
    if (ready) {
        ay += p.paragraph(
                  tr("The castle is ready: {rooms} rooms and {traps} traps.", {{"rooms", rooms}, {"traps", traps}}),
                  {act.left, ay}, t.heading(), p.colours().ok, act.width) +
              t.px(12);
        ay += p.paragraph(tr("Now the app picks who is the thief and who is the guard captain."), {act.left, ay},
                          t.body(), p.colours().ivory, act.width) +
              t.px(20);
        p.button("draw-sides", {act.left, ay, act.width, bh}, tr("Draw the sides at random"), ButtonStyle::Primary,
                 [this] {
                     if (m_app.dispatch("tn.draw_sides"))
                         m_app.sound().play(Cue::Reveal);
                 });
        return;
    }
    const int builder = setup["next_builder"];
    const auto& name = player(m_app, builder).name;
    const int walls = game(m_app).rules().wallsPerTurn, trapsPer = game(m_app).rules().trapsPerTurn;
    ay += p.paragraph(tr("{name}\u2019s building turn", {{"name", name}}), {act.left, ay}, t.heading(),
                      p.colours().gold, act.width) +
          t.px(10);
    ay += p.paragraph(tr("Mark {walls} wall edges or {traps} traps on the paper, then tap what you did.",
                         {{"walls", walls}, {"traps", trapsPer}}),
                      {act.left, ay}, t.body(), p.colours().ivory, act.width) +
          t.px(18);
    const bool needTraps = traps < readyTraps;
    p.button("build-walls", {act.left, ay, act.width, bh}, trn("Marked {n} wall edge", "Marked {n} wall edges", walls),
             needTraps ? ButtonStyle::Normal : ButtonStyle::Primary,
             [this] { m_app.dispatch("tn.build", Json{{"kind", "walls"}}); });
    ay += bh + t.px(14);
    p.button("build-traps", {act.left, ay, act.width, bh}, trn("Marked {n} trap", "Marked {n} traps", trapsPer),
             needTraps ? ButtonStyle::Primary : ButtonStyle::Normal,
             [this] { m_app.dispatch("tn.build", Json{{"kind", "traps"}}); });
    ay += bh + t.px(18);
    // One message per case: rooms, traps, or both still missing.
    const int roomsLeft = readyRooms - rooms, trapsLeft = readyTraps - traps;
    std::string missing;
    if (roomsLeft > 0 && trapsLeft > 0)
        missing = trn("Still needed: {n} room and {traps} traps.", "Still needed: {n} rooms and {traps} traps.",
                      roomsLeft, {{"traps", trapsLeft}});
    else if (roomsLeft > 0)
        missing = trn("Still needed: {n} room.", "Still needed: {n} rooms.", roomsLeft);
    else if (trapsLeft > 0)
        missing = trn("Still needed: {n} trap.", "Still needed: {n} traps.", trapsLeft);
    p.paragraph(missing, {act.left, ay}, t.small(), p.colours().muted, act.width);
}

namespace {

// A side's role, as its seat says it.
std::string sideRole(const Json& v, bool isThief) {
    return isThief ? (v["gem_taken"] == true ? tr("Thief \u00b7 has the gem") : trc("thief-in-the-night", "Thief"))
                   : trc("thief-in-the-night", "Guard captain");
}

} // namespace

float ThiefNightTableScreen::sidesHeight(const Painter& p, float width, const Json& v) const {
    // As tall as the taller side: its name and role on as many lines as they take.
    const auto& t = p.theme();
    const float sideW = (width - t.px(16)) / 2;
    const int thief = v["sides"]["thief"];
    float most = 0;
    for (int i = 0; i < 2; ++i) {
        const int seat = i == 0 ? thief : 1 - thief;
        const std::string& name = player(m_app, seat).name;
        // Beside the token, or under it where the name's longest word would not fit beside it.
        const bool under = widestWord(p, name, true) > sideW - t.px(84);
        const float avail = under ? sideW - t.px(28) : sideW - t.px(84);
        most = std::max(most, (under ? t.px(48) : 0.f) + fitText(p, name, avail, t.body(), true).height() + t.px(12) +
                                  fitText(p, sideRole(v, i == 0), avail, t.body(), false).height() + t.px(12));
    }
    return std::max({t.target(), t.px(36) + t.body() * 2 + t.small() * 0.6f, most});
}

void ThiefNightTableScreen::drawSides(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const float gap = t.px(16);
    const float w = (r.width - gap) / 2;
    const int thief = v["sides"]["thief"];
    const bool thiefTurn = v["turn"] == "thief" && v["phase"] == "playing";
    for (int i = 0; i < 2; ++i) {
        const bool isThief = i == 0;
        const int seat = isThief ? thief : 1 - thief;
        const bool current = v["phase"] == "playing" && isThief == thiefTurn;
        const sf::FloatRect row{r.left + i * (w + gap), r.top, w, r.height};
        seatFrame(p, row, current);
        const auto& pl = player(m_app, seat);
        // A name is never shortened: it shrinks, then takes a second line above the role; where
        // its longest word would not fit beside the token, the name goes under the token.
        const bool under = widestWord(p, pl.name, true) > row.width - t.px(84);
        const float x = under ? row.left + t.px(16) : row.left + t.px(72);
        const float avail = under ? row.width - t.px(28) : row.width - t.px(84);
        const float top = row.top + (under ? t.px(48) : 0.f);
        p.token({row.left + t.px(38), under ? row.top + t.px(28) : row.top + row.height / 2}, t.px(20), pl.colour,
                current);
        const auto name = fitText(p, pl.name, avail, t.body(), true);
        drawFitted(p, name, {x, top + t.px(8)}, p.colours().ivory, Align::Left, true, TextKind::Public,
                   TextUse::PlayerName);
        const std::string role = sideRole(v, isThief);
        fittedText(p, role, {x, top + t.px(12) + name.height()}, avail, t.body(),
                   current ? p.colours().gold : p.colours().muted, Align::Left, false, TextKind::Public, TextUse::Role);
    }
}

void ThiefNightTableScreen::drawJudged(Painter& p, const sf::FloatRect& r, const Json& c, const Json& v) {
    const auto& t = p.theme();
    const int thief = v["sides"]["thief"];
    float y = r.top;
    const float cardW = t.px(62);
    const float cardH = t.px(74);
    for (int i = 0; i < 2; ++i) {
        const bool esc = i == 0;
        const Json& hand = esc ? c["escape"] : c["capture"];
        const auto& pl = player(m_app, esc ? thief : 1 - thief);
        const auto cards = cardsOf(hand["cards"]);
        std::vector<Card> forced = esc ? cardsOf(hand["forced"]) : std::vector<Card>{};
        float x = r.left;
        for (const Card& card : cards) {
            const auto it = std::find(forced.begin(), forced.end(), card);
            const bool f = it != forced.end();
            if (f)
                forced.erase(it);
            drawCardFace(p, {x, y, cardW, cardH}, card, f);
            x += cardW + t.px(10);
        }
        // Beside the cards in landscape; under them in portrait, where a long name needs the width.
        const bool under = t.portrait();
        const float tx = under ? r.left : x + t.px(10);
        const float ty = under ? y + cardH + t.px(8) : y;
        const float used = fittedText(
            p, esc ? tr("Escape \u00b7 {name}", {{"name", pl.name}}) : tr("Capture \u00b7 {name}", {{"name", pl.name}}),
            {tx, ty}, r.left + r.width - tx, t.small(), p.colours().muted);
        const float named = fittedText(p, hand["name"].get<std::string>(), {tx, ty + used + t.px(4)},
                                       r.left + r.width - tx, t.body(), p.colours().ivory, Align::Left, true);
        const float words = used + t.px(4) + named; // a long name takes two lines: the next hand moves down
        y += (under ? cardH + t.px(8) + words : std::max(cardH, words)) + t.px(12);
    }
    const std::string outcome = c["outcome"];
    // The verdict at heading size where it fits above the button, else at body size.
    const std::string reminder =
        outcome == "escape" && v.contains("escape_reminder") ? v["escape_reminder"].get<std::string>() : std::string();
    const float rest =
        (reminder.empty() ? 0.f : p.paragraphHeight(reminder, t.small(), r.width) + t.px(10)) + t.target() + t.px(16);
    const unsigned verdictSize =
        y + p.paragraphHeight(c["verdict"].get<std::string>(), t.heading(), r.width) + rest <= r.top + r.height
            ? t.heading()
            : t.body();
    y += p.paragraph(c["verdict"].get<std::string>(), {r.left, y}, verdictSize,
                     outcome == "tie" ? p.colours().ivory : p.colours().gold, r.width) +
         t.px(10);
    if (outcome == "escape" && v.contains("escape_reminder"))
        y += p.paragraph(v["escape_reminder"].get<std::string>(), {r.left, y}, t.small(), p.colours().ivory, r.width) +
             t.px(10);
    if (outcome != "capture")
        p.button(
            "continue",
            {r.left, std::min(y + t.px(6), r.top + r.height - t.target()), std::min(r.width, t.px(420)), t.target()},
            tr("Continue"), ButtonStyle::Primary, [this, v] { m_judgedSeen = v["captures"].size(); });
}

void ThiefNightTableScreen::drawCapture(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const Json& c = v["open_capture"];
    const int guards = c["guards"];
    const bool behind = c["behind"];
    float y = r.top;
    // The heading counts guards and the captain together.
    const std::string head =
        behind ? trn("{n} guard sees the thief, from behind", "{n} see the thief, from behind", guards)
               : trn("{n} guard sees the thief", "{n} see the thief", guards);
    p.text(head, {r.left, y}, t.heading(), p.colours().gold, Align::Left, true, r.width);
    y += t.heading() + t.px(14);
    const float bh = t.target();
    if (behind && c["drawn"] != true) {
        y += p.paragraph(
                 tr("Choose at random {n} of the thief\u2019s cards: the thief lays the hand face down in a row.",
                    {{"n", c["forced_count"].get<int>()}}),
                 {r.left, y}, t.body(), p.colours().ivory, r.width) +
             t.px(14);
        p.button("draw-forced", {r.left, y, std::min(r.width, t.px(560)), bh}, tr("Draw the cards behind the thief"),
                 ButtonStyle::Primary, [this] { startForcedDraw(); });
        return;
    }
    if (behind) {
        const int n = c["hand_size"];
        std::vector<bool> forced(static_cast<std::size_t>(n), false);
        for (const auto& pos : c["forced_positions"])
            forced[static_cast<std::size_t>(pos.get<int>() - 1)] = true;
        const float gap = t.px(6);
        const int perRow =
            std::max(1, std::min(n, static_cast<int>((r.width + gap) / (std::max(t.leastTarget(), t.px(64)) + gap))));
        const float w = (r.width - gap * (perRow - 1)) / perRow;
        const float cw = std::min(w, t.px(80));
        const float ch = std::max(t.leastTarget(), cw * 1.2f);
        for (int i = 0; i < n; ++i) {
            const int row = i / perRow, col = i % perRow;
            drawCardBack(p, {r.left + col * (cw + gap), y + row * (ch + gap), cw, ch}, i + 1,
                         forced[static_cast<std::size_t>(i)]);
        }
        y += ((n + perRow - 1) / perRow) * (ch + gap) + t.px(8);
        const auto& pos = c["forced_positions"];
        y += p.paragraph(trn("Position {positions} of {total}, counted left to right, goes into the escape hand.",
                             "Positions {positions} of {total}, counted left to right, go into the escape hand.",
                             static_cast<long long>(pos.size()), {{"positions", positionsText(pos)}, {"total", n}}),
                         {r.left, y}, t.body(), p.colours().ivory, r.width) +
             t.px(14);
    }
    const int thief = v["sides"]["thief"];
    for (int i = 0; i < 2; ++i) {
        const bool isThief = i == 0;
        const bool entered = c[isThief ? "escape_entered" : "capture_entered"];
        const auto& pl = player(m_app, isThief ? thief : 1 - thief);
        const sf::FloatRect b{r.left, y, std::min(r.width, t.px(640)), bh};
        if (entered) {
            p.rect(b, p.colours().dusk, 12, p.colours().line, 1.5f);
            p.textIn(isThief ? tr("{name}: escape hand in \u2713", {{"name", pl.name}})
                             : tr("{name}: capture hand in \u2713", {{"name", pl.name}}),
                     b, t.body(), p.colours().ok);
        } else {
            wrapButton(p, isThief ? "enter-escape" : "enter-capture", b,
                       isThief ? tr("Pass to {name}: escape hand", {{"name", pl.name}})
                               : tr("Pass to {name}: capture hand", {{"name", pl.name}}),
                       ButtonStyle::Primary, [this, isThief] { passForHand(isThief); });
        }
        y += bh + t.px(12);
    }
    p.paragraph(tr("Both hands stay hidden until both are in."), {r.left, y}, t.small(), p.colours().muted, r.width);
}

namespace {

// The four actions' labels, in their order on the table.
std::vector<std::string> actionLabels(const Json& v) {
    return {v["turn"] == "thief" ? tr("End the thief\u2019s turn") : tr("End the captain\u2019s turn"),
            tr("The thief is seen\u2026"),
            v["gem_taken"] != true ? tr("Thief took the gem") : tr("Thief got out with it"), tr("Moves and traps")};
}

} // namespace

float ThiefNightTableScreen::actionHeight(const Painter& p, float width, const Json& v) const {
    // In portrait the actions sit two to a row; each row as tall as its longest label needs.
    const auto& t = p.theme();
    const float w = t.portrait() ? (width - t.px(12)) / 2 : width;
    float bh = t.target();
    const auto labels = actionLabels(v);
    for (std::size_t i = 0; i < labels.size(); ++i)
        bh = std::max(bh, p.buttonHeight(labels[i], w, t.target(), i == 0));
    return bh;
}

void ThiefNightTableScreen::drawActions(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const bool thiefTurn = v["turn"] == "thief";
    const bool open = v.contains("open_capture");
    const float bh = actionHeight(p, r.width, v);
    const float gap = t.px(12);
    float y = r.top;
    const bool portrait = t.portrait();
    const float w = portrait ? (r.width - gap) / 2 : r.width;
    int slot = 0;
    auto place = [&]() {
        sf::FloatRect b{r.left + (portrait ? (slot % 2) * (w + gap) : 0.f), y, w, bh};
        ++slot;
        if (!portrait || slot % 2 == 0)
            y += bh + gap;
        return b;
    };
    p.button(
        "end-turn", place(), thiefTurn ? tr("End the thief\u2019s turn") : tr("End the captain\u2019s turn"),
        open ? ButtonStyle::Normal : ButtonStyle::Primary, [this] { m_app.dispatch("tn.end_turn"); }, !open);
    p.button("spotted", place(), tr("The thief is seen\u2026"), ButtonStyle::Normal, [this] { startSpotted(); }, !open);
    if (v["gem_taken"] != true)
        p.button(
            "gem", place(), tr("Thief took the gem"), ButtonStyle::Normal,
            [this] {
                if (m_app.dispatch("tn.take_gem"))
                    m_app.sound().play(Cue::Gem);
            },
            !open && thiefTurn);
    else
        p.button(
            "escaped", place(), tr("Thief got out with it"), ButtonStyle::Normal,
            [this] {
                App& app = m_app;
                dispatchAskingAtEnd(app, "tn.thief_escaped", Json::object(), [&app](const engine::Event&) {
                    app.sound().play(Cue::Chime);
                    app.push(std::make_unique<ThiefNightResultsScreen>(app));
                });
            },
            !open);
    p.button("moves", place(), tr("Moves and traps"), ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<ThiefNightMovesScreen>(m_app)); });
}

namespace {

// The line under the title: the castle being built, or the round and whose turn it is.
std::string headerLine(const Json& v) {
    if (v["phase"] == "building")
        return tr("Building the castle \u00b7 {traps} traps, {rooms} rooms",
                  {{"traps", v["setup"]["traps"].get<int>()}, {"rooms", v["setup"]["rooms"].get<int>()}});
    const int round = v["round"].get<int>();
    if (v.contains("open_capture"))
        return tr("Round {round} \u00b7 the thief is seen", {{"round", round}});
    return v["turn"] == "thief" ? tr("Round {round} \u00b7 the thief\u2019s turn", {{"round", round}})
                                : tr("Round {round} \u00b7 the captain moves all six pieces", {{"round", round}});
}

} // namespace

void ThiefNightTableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const Json v = view(m_app);
    const std::string phase = v["phase"];
    const auto& [t, portrait, m, size] = tableFrame(p);
    const std::string subtitle = headerLine(v);
    const float th = t.target();
    const float toolbarW = portrait ? size.x - 2 * m : t.px(530);
    const float titleW = portrait ? size.x - 2 * m - th - t.px(24) : size.x - 2 * m - toolbarW - th - t.px(48);
    p.text(trData("thief-in-the-night", game(m_app).info().title), {m, m - t.px(4)}, t.heading(), p.colours().ivory,
           Align::Left, true, titleW);
    p.text(subtitle, {m, m + t.heading() + t.px(6)}, t.small(), p.colours().gold, Align::Left, false, titleW);
    const sf::FloatRect toolbar = portrait ? sf::FloatRect{m, m + t.heading() + t.small() + t.px(24), toolbarW, th}
                                           : sf::FloatRect{size.x - m - th - t.px(24) - toolbarW, m, toolbarW, th};
    drawGameToolbar(p, m_app, toolbar, [this] { onBack(); });
    const float top = toolbar.top + th + t.px(24);
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};

    if (phase == "building") {
        drawBuilding(p, area, v);
        return;
    }
    const float sidesH = sidesHeight(p, area.width, v);
    drawSides(p, {area.left, area.top, area.width, sidesH}, v);
    const float below = area.top + sidesH + t.px(20);
    sf::FloatRect main, actions;
    if (portrait) {
        const float actionsH = actionHeight(p, area.width, v) * 2 + t.px(12);
        actions = {area.left, area.top + area.height - actionsH, area.width, actionsH};
        main = {area.left, below, area.width, actions.top - below - t.px(20)};
    } else {
        const float actionsW = t.px(360);
        actions = {area.left + area.width - actionsW, below, actionsW, area.top + area.height - below};
        main = {area.left, below, area.width - actionsW - t.px(28), area.top + area.height - below};
    }
    if (const Json* judged = judgedToShow(v, m_judgedSeen); judged && !v.contains("open_capture")) {
        drawJudged(p, main, *judged, v);
    } else if (v.contains("open_capture")) {
        drawCapture(p, main, v);
    } else {
        float y = main.top;
        const bool thiefTurn = v["turn"] == "thief";
        const int seat = thiefTurn ? v["sides"]["thief"].get<int>() : v["sides"]["captain"].get<int>();
        y += p.paragraph(thiefTurn ? tr("{name}, the thief, plays", {{"name", player(m_app, seat).name}})
                                   : tr("{name}, the captain, moves all six", {{"name", player(m_app, seat).name}}),
                         {main.left, y}, t.heading(), p.colours().gold, main.width) +
             t.px(14);
        const std::string text =
            thiefTurn
                ? tr("Move or stay put: discard a card (2\u201310: up to 3 squares; a face card: up to 4), then "
                     "draw one. Through a trap, discard one rank above or below to keep going.")
                : tr("Move every guard and the captain: discard a card from that piece\u2019s hand and draw a new "
                     "one. Nobody stays put; traps do not stop guards.");
        y += p.paragraph(text, {main.left, y}, t.body(), p.colours().ivory, main.width) + t.px(14);
        if (v["gem_taken"] != true)
            p.paragraph(tr("The gem waits in the centre of the castle."), {main.left, y}, t.small(), p.colours().muted,
                        main.width);
        else
            p.paragraph(tr("The thief carries the gem: an edge square wins."), {main.left, y}, t.small(),
                        p.colours().muted, main.width);
    }
    if (phase == "playing")
        drawActions(p, actions, v);
    else
        p.button("results", {actions.left, actions.top, actions.width, t.target()}, tr("See the winner"),
                 ButtonStyle::Primary, [this] { m_app.push(std::make_unique<ThiefNightResultsScreen>(m_app)); });
}
} // namespace heist::ui::thief_night
