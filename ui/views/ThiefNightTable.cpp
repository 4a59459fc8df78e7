#include "views/ThiefNightTable.hpp"

#include "App.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "screens/ChoiceScreen.hpp"
#include "screens/HomeScreen.hpp"
#include "widgets/Chrome.hpp"
#include "widgets/GameToolbar.hpp"
#include "widgets/Seats.hpp"

#include <algorithm>

namespace heist::ui::thief_night {

using components::Card;
using games::thief_night::AceRule;
using games::thief_night::Piece;
using games::thief_night::ThiefNightGame;
using games::thief_night::ThiefNightRules;
using games::thief_night::ThiefNightState;

namespace {

const ThiefNightGame& game(App& app) {
    return static_cast<const ThiefNightGame&>(app.live()->session().game());
}
const ThiefNightState& state(App& app) { return ThiefNightGame::cast(app.live()->session().state()); }
Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}

const int kRanks[] = {14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2}; // as a hand is read
const int kSuits[] = {3, 2, 1, 0};                                  // spades, hearts, diamonds, clubs

std::string rankShort(int rank) {
    static const char* s[] = {"", "", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    return s[rank];
}

sf::Color suitInk(int suit) { return suit == 1 || suit == 2 ? sf::Color(176, 28, 40) : sf::Color(24, 24, 32); }

// A playing card face: ivory, rank and suit in the suit's ink. Gold edge when highlighted.
void drawCardFace(Painter& p, const sf::FloatRect& r, Card c, bool highlight, TextKind kind = TextKind::Public) {
    p.rect(r, sf::Color(239, 232, 214), 10, highlight ? p.colours().gold : sf::Color(0, 0, 0, 140),
           highlight ? 4.f : 1.5f);
    // "10♠" needs the smaller size on a narrow card.
    const unsigned size = r.width < p.theme().px(72) ? p.theme().small() : p.theme().body();
    p.text(components::cardLabel(c), {r.left + r.width / 2, r.top + (r.height - size) / 2}, size, suitInk(c.suit),
           Align::Center, true, r.width - 4, kind);
}

// A face-down card, numbered as counted left to right.
void drawCardBack(Painter& p, const sf::FloatRect& r, int number, bool forced) {
    p.rect(r, forced ? sf::Color(120, 90, 28) : sf::Color(44, 56, 96), 8, forced ? p.colours().gold : p.colours().line,
           forced ? 4.f : 1.5f);
    p.textIn(std::to_string(number), r, p.theme().small(), forced ? p.colours().ivory : sf::Color(206, 212, 230), forced); // 4.5:1 on the blue card
}

std::vector<Card> cardsOf(const Json& codes) {
    std::vector<Card> out;
    for (const auto& c : codes)
        if (auto card = components::parseCard(c.get<std::string>()))
            out.push_back(*card);
    return out;
}


std::string positionsText(const Json& positions) {
    std::string out;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (i > 0)
            out += i + 1 == positions.size() ? " and " : ", ";
        out += std::to_string(positions[i].get<int>());
    }
    return out;
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
    app.push(std::make_unique<TableScreen>(app));
    if (game(app).isFinished(state(app)))
        app.push(std::make_unique<ResultsScreen>(app));
}

TableScreen::TableScreen(App& app) : Screen(app) {
    // On resume the last judgement stays on screen only if it ended the game.
    if (m_app.live())
        m_judgedSeen = state(m_app).captures.size();
}

void TableScreen::onShown() {
    if (m_app.live() && game(m_app).isFinished(state(m_app)) && state(m_app).endReason != "capture")
        m_app.push(std::make_unique<ResultsScreen>(m_app));
}

void TableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void TableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

void TableScreen::startSpotted() {
    App& app = m_app;
    const int most = game(app).rules().guards + 1;
    m_app.push(ChoiceScreen::number(
        app, "How many see the thief?", "Guards and the guard captain together", 1, most, 1, [&app](int guards) {
            std::vector<Choice> choices = {{"no", "No: the thief chooses all five cards", "", true},
                                           {"yes", "Yes: cards from the thief\u2019s hand are forced", "", true}};
            app.push(std::make_unique<ChoiceScreen>(
                app, "Is one of them behind the thief?", "Check the rulebook\u2019s diagram of the squares behind",
                choices, [&app, guards](const std::string& id) {
                    app.dispatch("tn.spotted", Json{{"guards", guards}, {"behind", id == "yes"}});
                }));
        }));
}

void TableScreen::startForcedDraw() {
    App& app = m_app;
    const auto& rules = game(app).rules();
    m_app.push(ChoiceScreen::number(app, "How many cards does the thief hold?",
                                    "The thief lays them face down in a row", rules.judged, rules.largestPool,
                                    rules.thiefHand, [&app](int size) {
                                        if (app.dispatch("tn.draw_forced", Json{{"hand_size", size}}))
                                            app.sound().play(Cue::Dice);
                                    }));
}

void TableScreen::passForHand(bool thief) {
    const auto& s = state(m_app);
    const int seat = thief ? s.thiefSeat : s.captainSeat();
    const auto& pl = player(m_app, seat);
    std::string hint = thief ? "Only " + pl.name + " looks. Tap your cards to make the escape hand; enter your "
                               "whole hand to have the best five proposed."
                             : "Only " + pl.name + " looks. Tap the capture hand, or the cards of every guard "
                               "that sees the thief to have the best five proposed.";
    App& app = m_app;
    m_app.push(std::make_unique<PassScreen>(m_app, seat, "Pass the tablet to " + pl.name, hint,
                                            "I am " + pl.name + " \u2014 enter my hand", [&app, thief] {
                                                app.pop();
                                                app.push(std::make_unique<HandEntryScreen>(app, thief));
                                            }));
}

void TableScreen::drawBuilding(Painter& p, const sf::FloatRect& r, const Json& v) {
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
    p.text("Traps", {panel.left + pad, y}, t.body(), p.colours().muted);
    p.text(std::to_string(traps) + " of " + std::to_string(readyTraps), {panel.left + panel.width - pad, y - t.px(6)},
           t.heading(), traps >= readyTraps ? p.colours().ok : p.colours().gold, Align::Right, true);
    y += t.heading() + t.px(10);
    const sf::FloatRect bar{panel.left + pad, y, inner, t.px(18)};
    p.rect(bar, p.colours().night, 9);
    p.rect({bar.left, bar.top, bar.width * std::min(1.f, traps / float(readyTraps)), bar.height},
           traps >= readyTraps ? p.colours().ok : p.colours().gold, 9);
    y += bar.height + t.px(26);
    // Rooms: entered by the players with - and +.
    const float bw = t.target();
    p.text("Rooms", {panel.left + pad, y + (bw - t.body()) / 2}, t.body(), p.colours().muted);
    p.button("rooms-minus", {panel.left + panel.width - pad - bw * 3 - t.px(16), y, bw, bw}, "\u2212",
             ButtonStyle::Normal, [this, rooms] { m_app.dispatch("tn.set_rooms", Json{{"rooms", rooms - 1}}); },
             rooms > 0);
    p.textIn(std::to_string(rooms) + "/" + std::to_string(readyRooms),
             {panel.left + panel.width - pad - bw * 2 - t.px(8), y, bw, bw}, t.heading(),
             rooms >= readyRooms ? p.colours().ok : p.colours().gold, true);
    p.button("rooms-plus", {panel.left + panel.width - pad - bw, y, bw, bw}, "+", ButtonStyle::Normal,
             [this, rooms] { m_app.dispatch("tn.set_rooms", Json{{"rooms", rooms + 1}}); });
    y += bw + t.px(20);
    p.text("Wall edges marked: " + std::to_string(setup["wall_edges"].get<int>()) + " \u00b7 turns: " +
               std::to_string(setup["build_turns"].get<int>()),
           {panel.left + pad, y}, t.small(), p.colours().ivory, Align::Left, false, inner);
    y += t.small() + t.px(16);
    p.paragraph("No room smaller than " + setup["min_room"].get<std::string>() +
                    " squares: an odd-shaped room needs a 4x4 area inside it. Nobody knows their side yet, "
                    "so build a fair castle.",
                {panel.left + pad, y}, t.small(), p.colours().muted, inner);

    // The next step: a building turn, or the draw of the sides.
    const sf::FloatRect act = portrait
                                  ? sf::FloatRect{r.left, panel.top + panel.height + gap, r.width,
                                                  r.height - panel.height - gap}
                                  : sf::FloatRect{panel.left + panel.width + gap, r.top,
                                                  r.width - panel.width - gap, r.height};
    float ay = act.top;
    const float bh = t.target() * 1.1f;
    if (ready) {
        ay += p.paragraph("The castle is ready: " + std::to_string(rooms) + " rooms and " + std::to_string(traps) +
                              " traps.",
                          {act.left, ay}, t.heading(), p.colours().ok, act.width) +
              t.px(12);
        ay += p.paragraph("Now the app picks who is the thief and who is the guard captain.", {act.left, ay},
                          t.body(), p.colours().ivory, act.width) +
              t.px(20);
        p.button("draw-sides", {act.left, ay, act.width, bh}, "Draw the sides at random", ButtonStyle::Primary, [this] {
            if (m_app.dispatch("tn.draw_sides"))
                m_app.sound().play(Cue::Reveal);
        });
        return;
    }
    const int builder = setup["next_builder"];
    const auto& name = player(m_app, builder).name;
    const int walls = game(m_app).rules().wallsPerTurn, trapsPer = game(m_app).rules().trapsPerTurn;
    ay += p.paragraph(name + "\u2019s building turn", {act.left, ay}, t.heading(), p.colours().gold, act.width) +
          t.px(10);
    ay += p.paragraph("Mark " + std::to_string(walls) + " wall edges or " + std::to_string(trapsPer) +
                          " traps on the paper, then tap what you did.",
                      {act.left, ay}, t.body(), p.colours().ivory, act.width) +
          t.px(18);
    const bool needTraps = traps < readyTraps;
    p.button("build-walls", {act.left, ay, act.width, bh}, "Marked " + std::to_string(walls) + " wall edges",
             needTraps ? ButtonStyle::Normal : ButtonStyle::Primary,
             [this] { m_app.dispatch("tn.build", Json{{"kind", "walls"}}); });
    ay += bh + t.px(14);
    p.button("build-traps", {act.left, ay, act.width, bh}, "Marked " + std::to_string(trapsPer) + " traps",
             needTraps ? ButtonStyle::Primary : ButtonStyle::Normal,
             [this] { m_app.dispatch("tn.build", Json{{"kind", "traps"}}); });
    ay += bh + t.px(18);
    std::string missing;
    if (rooms < readyRooms)
        missing = std::to_string(readyRooms - rooms) + (readyRooms - rooms == 1 ? " room" : " rooms");
    if (traps < readyTraps)
        missing += (missing.empty() ? "" : " and ") + std::to_string(readyTraps - traps) + " traps";
    p.paragraph("Still needed: " + missing + ".", {act.left, ay}, t.small(), p.colours().muted, act.width);
}

void TableScreen::drawSides(Painter& p, const sf::FloatRect& r, const Json& v) {
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
        p.token({row.left + t.px(38), row.top + row.height / 2}, t.px(20), pl.colour, current);
        const float x = row.left + t.px(72);
        const float avail = row.width - t.px(84);
        // A name is never shortened: it shrinks, then takes a second line above the role.
        const auto name = fitText(p, pl.name, avail, t.body(), true);
        drawFitted(p, name, {x, row.top + t.px(8)}, p.colours().ivory, Align::Left, true, TextKind::Public,
                   TextUse::PlayerName);
        std::string role = isThief ? "Thief" : "Guard captain";
        if (isThief && v["gem_taken"] == true)
            role += " \u00b7 has the gem";
        fittedText(p, role, {x, row.top + t.px(12) + name.height()}, avail, t.body(),
                   current ? p.colours().gold : p.colours().muted, Align::Left, false, TextKind::Public, TextUse::Role);
    }
}

void TableScreen::drawJudged(Painter& p, const sf::FloatRect& r, const Json& c, const Json& v) {
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
        const float used = fittedText(p, (esc ? "Escape \u00b7 " : "Capture \u00b7 ") + pl.name, {tx, ty},
                                      r.left + r.width - tx, t.small(), p.colours().muted);
        const float named = fittedText(p, hand["name"].get<std::string>(), {tx, ty + used + t.px(4)},
                                       r.left + r.width - tx, t.body(), p.colours().ivory, Align::Left, true);
        const float words = used + t.px(4) + named; // a long name takes two lines: the next hand moves down
        y += (under ? cardH + t.px(8) + words : std::max(cardH, words)) + t.px(12);
    }
    const std::string outcome = c["outcome"];
    // The verdict at heading size where it fits above the button, else at body size.
    const std::string reminder = outcome == "escape" && v.contains("escape_reminder")
                                     ? v["escape_reminder"].get<std::string>()
                                     : std::string();
    const float rest = (reminder.empty() ? 0.f : p.paragraphHeight(reminder, t.small(), r.width) + t.px(10)) +
                       t.target() + t.px(16);
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
        p.button("continue", {r.left, std::min(y + t.px(6), r.top + r.height - t.target()), std::min(r.width, t.px(420)),
                              t.target()},
                 "Continue", ButtonStyle::Primary, [this, v] { m_judgedSeen = v["captures"].size(); });
}

void TableScreen::drawCapture(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const Json& c = v["open_capture"];
    const int guards = c["guards"];
    const bool behind = c["behind"];
    float y = r.top;
    std::string head = (guards == 1 ? std::string("1 guard sees") : std::to_string(guards) + " see") + " the thief";
    if (behind)
        head += ", from behind";
    p.text(head, {r.left, y}, t.heading(), p.colours().gold, Align::Left, true, r.width);
    y += t.heading() + t.px(14);
    const float bh = t.target();
    if (behind && c["drawn"] != true) {
        y += p.paragraph("Choose at random " + std::to_string(c["forced_count"].get<int>()) +
                             " of the thief\u2019s cards: the thief lays the hand face down in a row.",
                         {r.left, y}, t.body(), p.colours().ivory, r.width) +
             t.px(14);
        p.button("draw-forced", {r.left, y, std::min(r.width, t.px(560)), bh}, "Draw the cards behind the thief",
                 ButtonStyle::Primary, [this] { startForcedDraw(); });
        return;
    }
    if (behind) {
        const int n = c["hand_size"];
        std::vector<bool> forced(static_cast<std::size_t>(n), false);
        for (const auto& pos : c["forced_positions"])
            forced[static_cast<std::size_t>(pos.get<int>() - 1)] = true;
        const float gap = t.px(6);
        const int perRow = std::max(1, std::min(n, static_cast<int>((r.width + gap) / (std::max(64.f, t.px(64)) + gap))));
        const float w = (r.width - gap * (perRow - 1)) / perRow;
        const float cw = std::min(w, t.px(80));
        const float ch = std::max(64.f, cw * 1.2f);
        for (int i = 0; i < n; ++i) {
            const int row = i / perRow, col = i % perRow;
            drawCardBack(p, {r.left + col * (cw + gap), y + row * (ch + gap), cw, ch}, i + 1,
                         forced[static_cast<std::size_t>(i)]);
        }
        y += ((n + perRow - 1) / perRow) * (ch + gap) + t.px(8);
        const auto& pos = c["forced_positions"];
        y += p.paragraph(std::string(pos.size() == 1 ? "Position " : "Positions ") + positionsText(pos) + " of " +
                             std::to_string(n) + ", counted left to right, go into the escape hand.",
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
            p.textIn(pl.name + ": " + (isThief ? "escape" : "capture") + " hand in \u2713", b, t.body(), p.colours().ok);
        } else {
            wrapButton(p, isThief ? "enter-escape" : "enter-capture", b,
                       "Pass to " + pl.name + ": " + (isThief ? "escape hand" : "capture hand"), ButtonStyle::Primary,
                       [this, isThief] { passForHand(isThief); });
        }
        y += bh + t.px(12);
    }
    p.paragraph("Both hands stay hidden until both are in.", {r.left, y}, t.small(), p.colours().muted, r.width);
}

void TableScreen::drawActions(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const bool thiefTurn = v["turn"] == "thief";
    const bool open = v.contains("open_capture");
    const float bh = t.target();
    const float gap = t.px(12);
    float y = r.top;
    const bool portrait = t.portrait();
    // In portrait the actions sit two to a row.
    const float w = portrait ? (r.width - gap) / 2 : r.width;
    int slot = 0;
    auto place = [&]() {
        sf::FloatRect b{r.left + (portrait ? (slot % 2) * (w + gap) : 0.f), y, w, bh};
        ++slot;
        if (!portrait || slot % 2 == 0)
            y += bh + gap;
        return b;
    };
    p.button("end-turn", place(), thiefTurn ? "End the thief\u2019s turn" : "End the captain\u2019s turn",
             open ? ButtonStyle::Normal : ButtonStyle::Primary, [this] { m_app.dispatch("tn.end_turn"); }, !open);
    p.button("spotted", place(), "The thief is seen\u2026", ButtonStyle::Normal, [this] { startSpotted(); }, !open);
    if (v["gem_taken"] != true)
        p.button("gem", place(), "Thief took the gem", ButtonStyle::Normal,
                 [this] {
                     if (m_app.dispatch("tn.take_gem"))
                         m_app.sound().play(Cue::Gem);
                 },
                 !open && thiefTurn);
    else
        p.button("escaped", place(), "Thief got out with it", ButtonStyle::Normal,
                 [this] {
                     if (m_app.dispatch("tn.thief_escaped")) {
                         m_app.sound().play(Cue::Chime);
                         m_app.push(std::make_unique<ResultsScreen>(m_app));
                     }
                 },
                 !open);
    p.button("moves", place(), "Moves and traps", ButtonStyle::Normal,
             [this] { m_app.push(std::make_unique<MovesScreen>(m_app)); });
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
    if (phase == "building")
        subtitle = "Building the castle \u00b7 " + std::to_string(v["setup"]["traps"].get<int>()) + " traps, " +
                   std::to_string(v["setup"]["rooms"].get<int>()) + " rooms";
    else if (v.contains("open_capture"))
        subtitle = "Round " + std::to_string(v["round"].get<int>()) + " \u00b7 the thief is seen";
    else
        subtitle = "Round " + std::to_string(v["round"].get<int>()) + " \u00b7 " +
                   (v["turn"] == "thief" ? "the thief\u2019s turn" : "the captain moves all six pieces");
    const float th = t.target();
    const float toolbarW = portrait ? size.x - 2 * m : t.px(530);
    const float titleW = portrait ? size.x - 2 * m - th - t.px(24) : size.x - 2 * m - toolbarW - th - t.px(48);
    p.text("Thief in the Night", {m, m - t.px(4)}, t.heading(), p.colours().ivory, Align::Left, true, titleW);
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
    const float sidesH = std::max(t.target(), t.px(36) + t.body() * 2 + t.small() * 0.6f);
    drawSides(p, {area.left, area.top, area.width, sidesH}, v);
    const float below = area.top + sidesH + t.px(20);
    sf::FloatRect main, actions;
    if (portrait) {
        const float actionsH = t.target() * 2 + t.px(12);
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
        y += p.paragraph(player(m_app, seat).name + (thiefTurn ? ", the thief, plays" : ", the captain, moves all six"),
                         {main.left, y}, t.heading(), p.colours().gold, main.width) +
             t.px(14);
        const std::string text =
            thiefTurn ? "Move or stay put: discard a card (2\u201310: up to 3 squares; a face card: up to 4), then "
                        "draw one. Through a trap, discard one rank above or below to keep going."
                      : "Move every guard and the captain: discard a card from that piece\u2019s hand and draw a new "
                        "one. Nobody stays put; traps do not stop guards.";
        y += p.paragraph(text, {main.left, y}, t.body(), p.colours().ivory, main.width) + t.px(14);
        if (v["gem_taken"] != true)
            p.paragraph("The gem waits in the centre of the castle.", {main.left, y}, t.small(), p.colours().muted,
                        main.width);
        else
            p.paragraph("The thief carries the gem: an edge square wins.", {main.left, y}, t.small(),
                        p.colours().muted, main.width);
    }
    if (phase == "playing")
        drawActions(p, actions, v);
    else
        p.button("results", {actions.left, actions.top, actions.width, t.target()}, "See the winner",
                 ButtonStyle::Primary, [this] { m_app.push(std::make_unique<ResultsScreen>(m_app)); });
}

PassScreen::PassScreen(App& app, int seat, std::string title, std::string hint, std::string goLabel,
                       std::function<void()> onGo)
    : Screen(app), m_seat(seat), m_title(std::move(title)), m_hint(std::move(hint)), m_goLabel(std::move(goLabel)),
      m_onGo(std::move(onGo)) {}

void PassScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto size = p.size();
    const float hh = header(p, "Pass the tablet", "", [this] { m_app.pop(); });
    const sf::FloatRect area = contentArea(p, hh);
    const float w = std::min(area.width, t.px(760));
    const float x = area.left + (area.width - w) / 2;
    float y = area.top + area.height * 0.08f;
    p.token({size.x / 2, y + t.px(40)}, t.px(40), player(m_app, m_seat).colour);
    y += t.px(100);
    y += p.paragraph(m_title, {size.x / 2, y}, t.title(), p.colours().gold, w, Align::Center) + t.px(20);
    y += p.paragraph(m_hint, {size.x / 2, y}, t.body(), p.colours().ivory, w, Align::Center) + t.px(30);
    p.button("go", {x, y, w, t.target() * 1.2f}, m_goLabel, ButtonStyle::Primary, [this] {
        auto go = m_onGo;
        go();
    });
}

HandEntryScreen::HandEntryScreen(App& app, bool thief) : Screen(app), m_thief(thief) {}

void HandEntryScreen::onFocusLost() { m_hidden = true; }

std::vector<int> HandEntryScreen::forcedPositions() const {
    const auto& s = ThiefNightGame::cast(m_app.live()->session().state());
    if (!m_thief || !s.open || !s.open->drawn)
        return {};
    std::vector<int> out;
    for (int p : s.open->forcedPositions)
        if (p < static_cast<int>(m_pool.size()))
            out.push_back(p);
    return out;
}

void HandEntryScreen::propose() {
    m_chosen.clear();
    m_chosenByHand = false;
    if (m_pool.size() < 5)
        return;
    if (m_pool.size() == 5) {
        m_chosen = {0, 1, 2, 3, 4};
        return;
    }
    if (auto best = ThiefNightGame::propose(m_pool, forcedPositions()))
        m_chosen.assign(best->from.begin(), best->from.end());
}

void HandEntryScreen::tapCard(Card c) {
    const bool mixed = ThiefNightGame::cast(m_app.live()->session().state()).mixedDecks;
    const int copies = static_cast<int>(std::count(m_pool.begin(), m_pool.end(), c));
    const int most = mixed ? 2 : 1;
    if (copies >= most) {
        // Tapping a card already in (as often as the decks allow) takes it out again.
        m_pool.erase(std::remove(m_pool.begin(), m_pool.end(), c), m_pool.end());
    } else if (static_cast<int>(m_pool.size()) < game(m_app).rules().largestPool) {
        m_pool.push_back(c);
    }
    propose();
}

void HandEntryScreen::toggleChosen(int position) {
    const auto forced = forcedPositions();
    if (std::find(forced.begin(), forced.end(), position) != forced.end())
        return; // a forced card stays in
    const auto it = std::find(m_chosen.begin(), m_chosen.end(), position);
    if (it != m_chosen.end())
        m_chosen.erase(it);
    else if (m_chosen.size() < 5)
        m_chosen.push_back(position);
    m_chosenByHand = true;
}

void HandEntryScreen::submit() {
    Json codes = Json::array();
    for (const Card& c : m_pool)
        codes.push_back(components::cardCode(c));
    Json chosen = Json::array();
    for (int i : m_chosen)
        chosen.push_back(components::cardCode(m_pool[static_cast<std::size_t>(i)]));
    Json args{{"cards", chosen}};
    if (m_pool.size() > 5 || !forcedPositions().empty()) {
        args[m_thief ? "hand" : "pool"] = codes;
        if (!m_chosenByHand) {
            args.erase("cards");
            args["best"] = true;
        }
    }
    // Back to the table, which says the hand is in (and shows both once both are).
    if (m_app.dispatch(m_thief ? "tn.enter_escape" : "tn.enter_capture", args))
        m_app.pop();
}

void HandEntryScreen::drawGrid(Painter& p, const sf::FloatRect& r) {
    const auto& t = p.theme();
    const bool portrait = t.portrait();
    // Landscape: 13 ranks across, 4 suits down. Portrait: each suit on two rows of 7 and 6.
    const int cols = portrait ? 7 : 13, rows = portrait ? 8 : 4;
    const float gap = t.px(6);
    const float cw = (r.width - gap * (cols - 1)) / cols;
    const float ch = std::max(64.f, (r.height - gap * (rows - 1)) / rows);
    for (int si = 0; si < 4; ++si)
        for (int ri = 0; ri < 13; ++ri) {
            const Card c{static_cast<std::uint8_t>(kRanks[ri]), static_cast<std::uint8_t>(kSuits[si])};
            const int col = portrait ? ri % 7 : ri, row = portrait ? si * 2 + ri / 7 : si;
            const sf::FloatRect cell{r.left + col * (cw + gap), r.top + row * (ch + gap), cw, ch};
            const int copies = static_cast<int>(std::count(m_pool.begin(), m_pool.end(), c));
            const bool in = copies > 0;
            p.rect(cell, in ? p.colours().gold : sf::Color(239, 232, 214), 8, sf::Color(0, 0, 0, 120), 1.f);
            std::string label = components::cardLabel(c);
            if (copies == 2)
                label += "\u00d72";
            p.textIn(label, cell, t.body(), in ? sf::Color(24, 24, 32) : suitInk(c.suit), true);
            p.region("card-" + components::cardCode(c), cell, [this, c] { tapCard(c); });
        }
}

void HandEntryScreen::drawPool(Painter& p, const sf::FloatRect& r) {
    const auto& t = p.theme();
    const auto forced = forcedPositions();
    const int n = static_cast<int>(m_pool.size());
    if (n == 0) {
        p.paragraph(m_thief ? "Tap your cards below. For the best five, tap your whole hand in its face-down order, "
                              "left to right."
                            : "Tap five cards below, or the cards of every guard that sees the thief for the best "
                              "five.",
                    {r.left, r.top}, t.body(), p.colours().muted, r.width);
        return;
    }
    const float gap = t.px(6);
    const float least = std::max(64.f, t.px(64));
    const int perRow = std::max(5, static_cast<int>((r.width + gap) / (least + gap)));
    const float cw = (r.width - gap * (perRow - 1)) / perRow;
    const float ch = least;
    for (int i = 0; i < n; ++i) {
        const int row = i / perRow, col = i % perRow;
        const sf::FloatRect cell{r.left + col * (cw + gap), r.top + row * (ch + gap), cw, ch};
        const bool chosen = std::find(m_chosen.begin(), m_chosen.end(), i) != m_chosen.end();
        const bool isForced = std::find(forced.begin(), forced.end(), i) != forced.end();
        const Card c = m_pool[static_cast<std::size_t>(i)];
        p.rect(cell, chosen ? sf::Color(239, 232, 214) : sf::Color(120, 124, 140), 8,
               isForced ? p.colours().danger : chosen ? p.colours().gold : sf::Color(0, 0, 0, 120),
               chosen || isForced ? 4.f : 1.f);
        const unsigned size = cw < t.px(72) ? t.small() : t.body();
        p.text(components::cardLabel(c), {cell.left + cw / 2, cell.top + (ch - size) / 2}, size,
               chosen ? suitInk(c.suit) : sf::Color(16, 16, 24), Align::Center, true, cw - 4, TextKind::Secret);
        p.region("pool-" + std::to_string(i), cell, [this, i] { toggleChosen(i); });
    }
}

void HandEntryScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto& s = ThiefNightGame::cast(m_app.live()->session().state());
    const int seat = m_thief ? s.thiefSeat : s.captainSeat();
    const auto& pl = player(m_app, seat);
    const float hh = header(p, m_thief ? "Escape hand" : "Capture hand", pl.name + " \u00b7 private",
                            [this] { m_app.pop(); }, "\u2190 Cancel");
    const sf::FloatRect area = contentArea(p, hh);
    if (m_hidden) {
        p.paragraph("Hidden because the window lost focus.", {area.left, area.top}, t.body(), p.colours().muted,
                    area.width);
        p.button("show-again", {area.left, area.top + t.px(70), std::min(area.width, t.px(520)), t.target()},
                 "I am " + pl.name + " \u2014 show again", ButtonStyle::Primary, [this] { m_hidden = false; });
        return;
    }
    const bool portrait = t.portrait();
    float y = area.top;
    // Forced cards first: what the draw behind the thief requires.
    const auto forced = forcedPositions();
    if (m_thief && s.open && s.open->drawn) {
        std::string text = "Behind the thief: enter all " + std::to_string(s.open->handSize) +
                           " cards in their face-down order; positions ";
        for (std::size_t i = 0; i < s.open->forcedPositions.size(); ++i)
            text += (i ? ", " : "") + std::to_string(s.open->forcedPositions[i] + 1);
        text += " (red) must be used.";
        y += p.paragraph(text, {area.left, y}, t.small(), p.colours().gold, area.width) + t.px(8);
    }
    // What the chosen five make, and the buttons.
    const float bh = t.target();
    const float gridH = portrait ? 8 * std::max(64.f, t.px(64)) + 7 * t.px(6) : 4 * std::max(64.f, t.px(64)) + 3 * t.px(6);
    const float gridTop = area.top + area.height - gridH;
    const float infoH = t.body() + t.px(12) + bh;
    const sf::FloatRect poolR{area.left, y, area.width, gridTop - y - infoH - t.px(20)};
    drawPool(p, poolR);
    float iy = gridTop - infoH - t.px(10);
    std::string named = m_pool.size() < 5 ? "Tap " + std::to_string(5 - m_pool.size()) + " more card" +
                                                (5 - m_pool.size() == 1 ? "" : "s")
                                          : "Choose five (tap them above)";
    bool ready = m_chosen.size() == 5;
    if (ready) {
        components::Five five{};
        for (std::size_t i = 0; i < 5; ++i)
            five[i] = m_pool[static_cast<std::size_t>(m_chosen[i])];
        named = (m_pool.size() > 5 && !m_chosenByHand ? "Best five: " : "Your five: ") +
                components::handName(components::evaluate(five));
    }
    p.text(named, {area.left, iy}, t.body(), ready ? p.colours().gold : p.colours().muted, Align::Left, true,
           area.width, ready ? TextKind::Secret : TextKind::Public);
    iy += t.body() + t.px(12);
    const float gap = t.px(12);
    const float bw = (area.width - 2 * gap) / 3;
    p.button("clear", {area.left, iy, bw, bh}, "Clear", ButtonStyle::Quiet, [this] {
        m_pool.clear();
        m_chosen.clear();
    }, !m_pool.empty());
    p.button("propose", {area.left + bw + gap, iy, bw, bh}, "Best five", ButtonStyle::Normal, [this] { propose(); },
             m_pool.size() > 5 && m_chosenByHand);
    p.button("enter-hand", {area.left + 2 * (bw + gap), iy, bw, bh}, "Enter this hand", ButtonStyle::Primary,
             [this] { submit(); }, ready);
    drawGrid(p, {area.left, gridTop, area.width, gridH});
}

MovesScreen::MovesScreen(App& app) : Screen(app) {}

void MovesScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const AceRule ace = state(m_app).ace;
    const float hh = header(p, "Moves and traps", "Tap the card played", [this] { m_app.pop(); });
    const sf::FloatRect area = contentArea(p, hh);
    const bool portrait = t.portrait();
    // Rank buttons: one row of 13 in landscape, two rows in portrait.
    auto rankRow = [&](float y, int selected, const std::string& prefix, std::function<void(int)> pick) {
        const int perRow = portrait ? 7 : 13;
        const float gap = t.px(6);
        const float w = (area.width - gap * (perRow - 1)) / perRow;
        const float h = std::max(64.f, t.px(70));
        for (int i = 0; i < 13; ++i) {
            const int rank = kRanks[i];
            const sf::FloatRect b{area.left + (i % perRow) * (w + gap), y + (i / perRow) * (h + gap), w, h};
            p.button(prefix + rankShort(rank), b, rankShort(rank),
                     rank == selected ? ButtonStyle::Selected : ButtonStyle::Normal, [pick, rank] { pick(rank); });
        }
        return (portrait ? 2 : 1) * (h + gap);
    };
    float y = area.top;
    y += rankRow(y, m_rank, "rank-", [this](int r) { m_rank = r; }) + t.px(10);
    const std::string card = m_rank >= 11 ? components::rankName(m_rank) : std::to_string(m_rank);
    const bool face = ThiefNightRules::movesAsFace(m_rank, ace);
    p.text("On " + std::string(m_rank == 14 || m_rank == 8 ? "an " : "a ") + card + " (" +
               (face ? "moves as a face card" : "a number card") + "):",
           {area.left, y}, t.body(), p.colours().gold, Align::Left, true, area.width);
    y += t.body() + t.px(12);
    const std::pair<const char*, Piece> pieces[] = {
        {"Thief", Piece::Thief}, {"Captain", Piece::Captain}, {"Guard", Piece::Guard}};
    for (const auto& [label, piece] : pieces) {
        const std::string line = std::string(label) + ": " + rules.movement(piece, m_rank, ace) + "; " +
                                 rules.moves(piece).then + ".";
        y += p.paragraph(line, {area.left, y}, t.body(), p.colours().ivory, area.width) + t.px(6);
    }
    y += t.px(12);
    p.text("Through a trap: what was the card before?", {area.left, y}, t.body(), p.colours().gold, Align::Left, true,
           area.width);
    y += t.body() + t.px(12);
    y += rankRow(y, m_lastRank, "last-", [this](int r) { m_lastRank = r; }) + t.px(8);
    if (m_lastRank > 0)
        p.paragraph(ThiefNightRules::trapInWords(m_lastRank, m_rank, ace), {area.left, y}, t.body(),
                    ThiefNightRules::continuesThroughTrap(m_lastRank, m_rank, ace) ? p.colours().ok
                                                                                   : p.colours().danger,
                    area.width);
    else
        p.paragraph(std::string("Aces: ") +
                        (ace == AceRule::FaceBoth ? "a face card, next to both the 2 and the king (house rule)."
                         : ace == AceRule::High  ? "a face card, next to the king only (house rule)."
                                                 : "a number card, next to the 2 only (house rule)."),
                    {area.left, y}, t.small(), p.colours().muted, area.width);
}

ResultsScreen::ResultsScreen(App& app) : Screen(app) {}

void ResultsScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void ResultsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto& s = state(m_app);
    const Json v = view(m_app);
    const Json r = game(m_app).results(s);
    const float hh = header(p, "Thief in the Night \u00b7 the end", "", [this] { onBack(); }, "\u2190 Home");
    const sf::FloatRect area = contentArea(p, hh);
    if (r.is_null())
        return;
    const bool thiefWon = r["winner_side"] == "thief";
    const int seat = r["winners"][0];
    const auto& pl = player(m_app, seat);
    float y = area.top + t.px(10);
    p.token({area.left + t.px(44), y + t.px(44)}, t.px(40), pl.colour, true);
    p.text(pl.name + " wins", {area.left + t.px(110), y}, t.title(), p.colours().gold, Align::Left, true,
           area.width - t.px(110));
    y += t.title() + t.px(10);
    p.text(thiefWon ? "as the thief" : "as the guard captain", {area.left + t.px(110), y}, t.body(), p.colours().ivory,
           Align::Left, false, area.width - t.px(110));
    y += t.body() + t.px(30);
    std::string how = thiefWon ? "The thief escaped the castle with the gem." : s.captures.back().verdict;
    y += p.paragraph(how, {area.left, y}, t.body(), p.colours().ivory, area.width) + t.px(16);
    const int rounds = r["rounds"], judged = r["captures_judged"], escapes = r["escapes"], ties = r["ties"];
    p.paragraph(std::to_string(rounds) + (rounds == 1 ? " round" : " rounds") + " \u00b7 " + std::to_string(judged) +
                    (judged == 1 ? " capture judged" : " captures judged") + " \u00b7 " + std::to_string(escapes) +
                    (escapes == 1 ? " escape" : " escapes") + " \u00b7 " + std::to_string(ties) +
                    (ties == 1 ? " tie" : " ties"),
                {area.left, y}, t.body(), p.colours().muted, area.width);
    (void)v;
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::thief_night
