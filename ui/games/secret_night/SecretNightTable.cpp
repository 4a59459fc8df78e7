#include "ui/games/secret_night/SecretNightTable.hpp"

#include "language/Translate.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/games/secret_night/SecretNightViewModel.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/games/secret_night/SecretNightArt.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"
#include "ui/widgets/Banner.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"
#include "ui/widgets/GameToolbar.hpp"

#include <algorithm>
#include <optional>
#include <cmath>

namespace heist::ui::secret_night {

void openTable(App& app) {
    app.push(std::make_unique<SecretNightTableScreen>(app));
    const auto v = view(app);
    if (const int seat = v.nextToSee(); seat >= 0) {
        pushDeal(app, seat);
        return;
    }
    if (v.finished)
        app.push(std::make_unique<SecretNightResultsScreen>(app));
}

SecretNightTableScreen::SecretNightTableScreen(App& app) : Screen(app) {
    if (m_app.live())
        if (const auto v = view(m_app); v.spin)
            m_rotation = restingRotation(v.spin->segment, v.wheel.size());
}

void SecretNightTableScreen::onShown() {
    if (m_app.live() && view(m_app).finished)
        m_app.push(std::make_unique<SecretNightResultsScreen>(m_app));
}

void SecretNightTableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

bool SecretNightTableScreen::animating() const { return m_spin.running(m_app.now()); }

bool SecretNightTableScreen::movesApart() const { return true; } // only the wheel turns

void SecretNightTableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void SecretNightTableScreen::animateSpin(int segment) {
    const std::size_t segments = view(m_app).wheel.size();
    m_spin.start(m_app.now(), m_rotation, segment, segments);
    m_rotation = restingRotation(segment, segments);
    m_app.sound().play(Cue::Dice);
    m_app.markDirty();
}

void SecretNightTableScreen::endTurn() {
    const int before = view(m_app).hoursElapsed;
    App& app = m_app;
    dispatchAskingAtEnd(app, "sn.end_turn", Json::object(), [&app, before](const engine::Event&) {
        const auto s = view(app);
        if (s.hoursElapsed != before) {
            app.sound().play(Cue::Chime);
            app.toast(words::closed(tr("The clock strikes {time}", {{"time", game(app).clockLabel(s.hoursElapsed)}})));
        }
        if (s.finished)
            app.push(std::make_unique<SecretNightResultsScreen>(app));
    });
}

void SecretNightTableScreen::showInfo() {
    const auto v = view(m_app);
    const auto& rules = game(m_app).rules();
    std::vector<std::string> vehicles;
    for (std::size_t i = 0; i < rules.vehicles.size(); ++i)
        if (!v.vehicles[i].used)
            vehicles.push_back(trData("secret-night", rules.vehicles[i].name));
    const std::string left = vehicles.empty() ? tr("none") : listAnd(vehicles);
    std::vector<std::string> lines = {
        "## " + tr("Your turn"),
        tr("Spin the Roulette, draw an Object card (two on a 4 or a 5), then move your pawn and act in any order. "
           "Tap End turn when you are done."),
        "## " + tr("In water"),
        tr("A pawn that entered a water hex stops there. On that player\u2019s next turn, tap In water instead of "
           "Spin: the wheel\u2019s blue inner ring gives the steps. Leaving the water stops the pawn again."),
        "## " + tr("The Action Square"),
        tr("Once per turn, next to another player, you may take one action of the Action Square. The black disc "
           "shows the last action taken (now: {icon}); choose one of the others and the disc moves there.",
           {{"icon", words::icon(v.disc)}}),
        "## " + tr("From midnight"),
        sentences(
            tr("Cards marked 00:00 (the Knife, the Gun and the Poison) can only be used from midnight on, and the "
               "Chief Inspector\u2019s dog may attack from then until someone feeds it Beef."),
            v.dogInPlay ? tr("The dog is in play.") : tr("The dog is out of play.")),
        "## " + tr("The Roulette\u2019s green segments"),
        tr("When someone is arrested or tied up, they spin to break free: a green segment (marked by a ring at its "
           "rim) frees them. The Master Thief spins twice against the Handcuffs."),
        "## " + tr("Vehicles and the score"),
        sentences(
            tr("Each vehicle is used once. Left: {vehicles}.", {{"vehicles", left}}),
            tr("The thermometer shows the score: a team that reaches {n} wins at once; at dawn the score decides.",
               {{"n", rules.scoring.target}})),
        "## " + tr("Seats"),
        tr("Players sit in table order; the gold seat is the one whose turn it is. Tap a seat for that "
           "character\u2019s "
           "card, and for a private look at your role."),
    };
    // Where the rulebook is silent: the decisions this app plays by (data/games/secret-night.json).
    lines.push_back("## " + tr("House rule this night"));
    lines.push_back(sentences(v.escapedThievesReturn ? tr("Escaped thieves come back on their next turn.")
                                                     : tr("Escaped thieves are gone for the rest of the night."),
                              tr("It is switched on the players screen before the deal.")));
    for (const auto& d : rules.decisions) {
        lines.push_back("## " + trData("secret-night", d.title));
        lines.push_back(trData("secret-night", d.text));
    }
    m_app.push(std::make_unique<InfoScreen>(m_app, tr("How the night works"), lines));
}

void SecretNightTableScreen::drawBoard(Painter& p, const sf::FloatRect& r,
                                       const games::secret_night::SecretNightTableView& v, bool withSkill) {
    const auto& t = p.theme();
    const float gap = t.px(10);
    // The status gives up some of its clock's face, never its words, so that the wheel keeps a
    // third of the window's shorter side where the board is tall enough for that.
    const float wheelMin = std::min(p.size().x, p.size().y) / 3.f + t.px(6);
    const float statusW =
        std::max(statusWidth(p, true), std::min(statusWidth(p), r.width - gap - std::min(wheelMin, r.height)));
    sf::FloatRect wheelBox;
    // Where the clock and the thermometer side by side would take the wheel under its third
    // (a longer language's hours and team names), they go one under the other, beside it.
    const float besideD = std::min(r.height, r.width - statusW - gap);
    const float columnW = besideD < wheelMin ? statusColumnWidth(p) : 0.f;
    const float columnD = std::min(r.height, r.width - columnW - gap);
    const float aboveH = statusBlockHeight(p, v, std::min(r.width, statusW), r.height);
    const float aboveD = std::min(r.width, r.height - aboveH - gap);
    if (besideD < wheelMin && columnD > besideD && columnD >= aboveD && r.height >= t.heading() + t.small() * 8.f) {
        const float d = columnD;
        wheelBox = {r.left + columnW + gap + (r.width - columnW - gap - d) / 2, r.top + (r.height - d) / 2, d, d};
        drawStatusColumn(p, {r.left, r.top, columnW, r.height}, v);
    } else if (r.width - statusW - gap >= std::min(r.width, r.height) * 0.6f ||
               (aboveD < wheelMin && besideD > aboveD)) {
        // Beside: the status on the left, the wheel as big as the rest allows.
        const float d = std::min(r.height, r.width - statusW - gap);
        wheelBox = {r.left + statusW + gap + (r.width - statusW - gap - d) / 2, r.top + (r.height - d) / 2, d, d};
        const float used = drawStatus(p, {r.left, r.top, statusW, r.height}, v);
        if (withSkill)
            drawSkill(p, {r.left, r.top + used + gap, statusW, r.height - used - gap}, v);
    } else {
        // Above: the status across the top, the wheel under it.
        const float statusH = drawStatus(
            p, {r.left + (r.width - std::min(r.width, statusW)) / 2, r.top, std::min(r.width, statusW), r.height}, v);
        const float d = std::min(r.width, r.height - statusH - gap);
        wheelBox = {r.left + (r.width - d) / 2, r.top + statusH + gap, d, d};
    }
    drawWheelIn(p, wheelBox);
}

void SecretNightTableScreen::drawWheelIn(Painter& p, const sf::FloatRect& box) {
    const auto& t = p.theme();
    const auto s = view(m_app);
    m_wheelBox = box;
    const float radius = box.width / 2 - t.px(6);
    const sf::Vector2f c{box.left + box.width / 2, box.top + box.height / 2 + t.px(4)};
    const bool spinning = m_spin.running(m_app.now());
    const float rot = spinning ? m_spin.rotation(m_app.now()) : m_rotation;
    p.moving([&] { drawWheel(p, c, radius, s.wheel, rot, spinning || !s.spin ? -1 : s.spin->segment); });
    // The wheel itself spins it, as Spin does, until this turn's spin is made.
    p.region("wheel", box, [this] {
        if (m_spin.running(m_app.now()) || view(m_app).spin)
            return;
        if (auto e = m_app.dispatch("sn.spin", Json{{"mode", "movement"}}))
            animateSpin(e->payload["segment"]);
    });
}

std::string SecretNightTableScreen::nextStep(const games::secret_night::SecretNightTableView& v) const {
    if (m_spin.running(m_app.now()))
        return tr("The wheel is turning");
    if (!v.spin.has_value())
        return tr("Next: spin the Roulette to move");
    return spinStep(*v.spin);
}

std::string SecretNightTableScreen::spinStep(const games::secret_night::SecretNightSpinView& sp) {
    if (sp.mode == "water")
        return trn("{n} step in the water, move and act", "{n} steps in the water, move and act", sp.steps);
    const int total = sp.total;
    const bool two = sp.extraCard;
    if (sp.bonus > 0) {
        const Placeholders parts{{"steps", sp.steps}, {"bonus", sp.bonus}};
        return two ? trn("{n} step ({steps} + {bonus} Rita): draw two Object cards, move and act",
                         "{n} steps ({steps} + {bonus} Rita): draw two Object cards, move and act", total, parts)
                   : trn("{n} step ({steps} + {bonus} Rita): draw an Object card, move and act",
                         "{n} steps ({steps} + {bonus} Rita): draw an Object card, move and act", total, parts);
    }
    return two ? trn("{n} step: draw two Object cards, move and act", "{n} steps: draw two Object cards, move and act",
                     total)
               : trn("{n} step: draw an Object card, move and act", "{n} steps: draw an Object card, move and act",
                     total);
}

float SecretNightTableScreen::nextStepRoom(const Painter& p, const games::secret_night::SecretNightTableView& v,
                                           float width) const {
    // Two lines, or what the longest of this turn's next steps needs (any spin's result, with
    // this character's bonus), so that the wheel does not move when the spin's words come.
    const auto& t = p.theme();
    const auto& me = characterPlayed(m_app, v.current());
    const int bonus = me.use == "movement" ? me.bonus : 0;
    float h = std::max(twoLines(p, t.body()), p.fitHeight(nextStep(v), width, t.body(), true));
    for (const char* mode : {"movement", "water"})
        for (bool extra : {false, true})
            h = std::max(h, p.fitHeight(spinStep(games::secret_night::SecretNightSpinView{mode, -1, 10, bonus,
                                                                                          10 + bonus, extra, false}),
                                        width, t.body(), true));
    return h;
}

std::string SecretNightTableScreen::skillLine(const games::secret_night::SecretNightTableView& v) const {
    const auto& pv = v.current();
    const auto& me = characterPlayed(m_app, pv);
    if (pv.extraCardTurn.value_or(false))
        return tr("{name} draws an extra card this turn", {{"name", me.name}});
    const std::string skill = trData("secret-night", me.shortText);
    return pv.skillSpent ? tr("{name}: {skill} (used)", {{"name", me.name}, {"skill", skill}})
                         : tr("{name}: {skill}", {{"name", me.name}, {"skill", skill}});
}

void SecretNightTableScreen::drawSkill(Painter& p, const sf::FloatRect& r,
                                       const games::secret_night::SecretNightTableView& v) {
    // The skill in reach, whole where it fits, else a strip that opens the character's card.
    const auto& t = p.theme();
    const std::string skill = skillLine(v);
    const bool spent = v.current().skillSpent;
    if (r.height >= p.fitHeight(skill, r.width, t.small()) + t.px(4)) {
        p.fitText(skill, {r.left, r.top, r.width, 0}, t.small(), spent ? p.colours().muted : p.colours().ivory,
                  TextUse::Other, Align::Left);
        return;
    }
    if (r.height < t.target())
        return; // the caller gives it room of its own then (see draw)
    messageStrip(p, "skill-reminder", {r.left, r.top, r.width, std::min(r.height, t.target() * 1.6f)}, skill,
                 sf::Color(30, 38, 64), p.colours().line, [this, seat = v.turn] { showCharacter(seat); });
}

bool SecretNightTableScreen::compactTable(const Painter& p) const {
    if (smallPanel(p))
        return true;
    const auto& t = p.theme();
    if (!t.portrait())
        return false;
    // The usual portrait seats: rows of three from seven players, else half the players a row.
    const int n = static_cast<int>(m_app.live()->session().setup().players.size());
    const int perRow = n > 6 ? 3 : (n + 1) / 2;
    const float gap = t.px(10);
    const float seatW =
        (p.size().x - 2 * t.margin() - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
    float word = 0;
    for (const auto& pl : m_app.live()->session().setup().players)
        word = std::max(word, widestWord(p, pl.name, true));
    return word > seatW - 2 * t.px(6) - t.px(8);
}

float SecretNightTableScreen::twoLines(const Painter& p, unsigned size) {
    return std::ceil(static_cast<float>(size) * 1.12f) + p.fitLineHeight(size);
}

void SecretNightTableScreen::drawNews(Painter& p, const sf::FloatRect& r) {
    // The reserved place for what just happened: the latest entry of the public history, in a
    // strip of fixed height that opens the history on a tap when the entry is too long for it.
    p.setBannerSlot(r); // the App's messages ("The clock strikes 6 a.m.") show here instead
    if (!m_app.toastText().empty())
        return;
    const auto& session = m_app.live()->session();
    const auto& log = session.log();
    // While the wheel turns, its result is not news yet: the entry before the spin stays.
    bool skipSpin = m_spin.running(m_app.now());
    std::string news;
    for (auto it = log.rbegin(); it != log.rend(); ++it)
        if (!session.isUndone(it->seq)) {
            if (skipSpin && it->type == "sn.wheel_spun") {
                skipSpin = false;
                continue;
            }
            news = session.describe(*it);
            break;
        }
    if (news.empty())
        return;
    App& app = m_app;
    messageStrip(p, "news", r, words::closed(news), sf::Color(30, 38, 64), p.colours().line,
                 [&app, whole = words::closed(news)] {
                     app.push(std::make_unique<InfoScreen>(app, tr("What happened"), std::vector<std::string>{whole}));
                 });
}

namespace {

// The line under the title: whose turn it is, with their character and any public role when
// `full`, or the deal.
std::string headerLine(App& app, const games::secret_night::SecretNightTableView& v, bool full) {
    if (v.phase != games::secret_night::Phase::Playing)
        return tr("Dealing the roles");
    const int turn = v.turn;
    std::string line = tr("{name}\u2019s turn", {{"name", player(app, turn).name}});
    if (!full)
        return line;
    const auto& pv = v.at(turn);
    line += " \u00b7 " + pv.characterName;
    if (!pv.role.empty())
        line += " \u00b7 " + words::roleName(app, pv.role);
    return line;
}

} // namespace

void SecretNightTableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto v = view(m_app);
    const std::string phase = games::secret_night::kPhaseIds.id(v.phase);
    const auto& [t, portrait, m, size] = tableFrame(p);
    // In landscape one line, so that the seats keep their room: the character and role are on
    // the gold seat. In portrait the toolbar and the explanations sit beside the turn button;
    // the turn is the gold seat.
    // A small panel: Undo and Redo as arrows; never narrower than the buttons' least.
    const float toolbarW = std::max(t.px(smallPanel(p) ? 480 : 560), gameToolbarLeast(p, m_app, t.target()));
    std::string subtitle = headerLine(m_app, v, true);
    if (p.textWidth(subtitle, t.small()) > tableHeaderTextWidth(p, toolbarW))
        subtitle = headerLine(m_app, v, false);
    // A small panel, or a portrait window whose seats in rows of three or more could not hold a
    // name's longest word (720x1280): the compact table (SecretNightSmall.cpp). There, in
    // portrait, whose turn it is is said under the toolbar as well.
    const bool compact = compactTable(p);
    const std::string portraitLine = compact && phase == "playing" ? headerLine(m_app, v, false) : "";
    const float top = drawTableHeader(p, m_app,
                                      {tr("Secret Night \u00b7 {clock}", {{"clock", v.clock}}), subtitle, portraitLine,
                                       p.colours().gold, toolbarW, [this] { onBack(); }, [this] { showInfo(); }});
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};
    if (phase == "dealing") {
        int next = 0;
        for (const auto& pv : v.players)
            if (!pv.hasSeen) {
                next = pv.seat;
                break;
            }
        p.paragraph(tr("Each player looks at their secret role in turn. Nobody else looks."), {area.left, area.top},
                    t.body(), p.colours().muted, area.width);
        p.button("continue-deal", {area.left, area.top + t.px(80), std::min(area.width, t.px(700)), t.target() * 1.1f},
                 tr("Pass the tablet to {name}", {{"name", player(m_app, next).name}}), ButtonStyle::Primary,
                 [this, next] { pushDeal(m_app, next); });
        return;
    }
    if (phase == "finished") {
        p.button("results", {area.left, area.top, std::min(area.width, t.px(600)), t.target()},
                 tr("See the end of the night"), ButtonStyle::Primary,
                 [this] { m_app.push(std::make_unique<SecretNightResultsScreen>(m_app)); });
        return;
    }
    if (compact) {
        drawSmall(p, area, v);
        return;
    }
    const auto& players = m_app.live()->session().setup().players;
    const int n = static_cast<int>(players.size());
    const float gap = t.px(10);
    const float newsH = std::max(bannerHeight(t), t.small() * 2.4f + t.px(14)); // two lines
    // The wheel's least size: a third of the window's shorter side.
    const float wheelMin = std::min(size.x, size.y) / 3.f + t.px(6);
    SeatLayout seats;
    sf::FloatRect board, lower; // lower: the next step, then the buttons
    if (portrait && (n + 1) / 2 > 3) {
        // Seven or eight: three seats across the top and the bottom, the rest beside
        // the wheel; the clock and score beside the news, the next step and the buttons in a
        // band across the table.
        float sideW = std::floor((area.width - wheelMin - 2 * gap) / 2);
        const float rowW = (area.width - 2 * gap) / 3;
        // The words keep the same room whatever they say, so that the wheel never moves.
        const float nextH = twoLines(p, 24) + t.px(8); // two lines at 24 px, or one at 28
        const float statusW = std::min(statusWidth(p), area.width * 0.5f);
        const float statusH = statusHeight(p, v, statusW, t.px(34) * 2 + t.heading() + t.small() + t.px(28));
        // Beside the clock and score: the news, then the skill in reach.
        const float wordsW = area.width - statusW - gap;
        const float sideSkillH = twoLines(p, t.small()) + t.px(6);
        const float topRowH = std::max(statusH, newsH + gap + sideSkillH);
        const float bandH = topRowH + gap + nextH + buttonsHeight(p, area.width);
        // Each row as tall as its own seats need (a role revealed in one row leaves the other).
        const auto heights = seatHeights(p, rowW);
        const int sides = n - 6;
        const float topH = *std::max_element(heights.begin(), heights.begin() + 3);
        const float bottomH =
            *std::max_element(heights.begin() + 3 + (sides + 1) / 2, heights.begin() + 6 + (sides + 1) / 2);
        // The seats beside the wheel (one a side) are measured at their own width and as tall
        // as the room between the rows: where their words need more, the seats widen while the
        // wheel keeps its room (the centre never narrower than it is tall), and then a narrow
        // seat's role is left to its emblem (the seat's card names it).
        const float midH = area.height - topH - bottomH - bandH - 3 * gap;
        const auto sideNeed = [&](float w, bool roleOptional) {
            const auto hs = seatHeights(p, w, roleOptional);
            float most = 0;
            for (int i = 3; i < 3 + (sides + 1) / 2; ++i)
                most = std::max(most, hs[static_cast<std::size_t>(i)]);
            for (int i = 6 + (sides + 1) / 2; i < n; ++i)
                most = std::max(most, hs[static_cast<std::size_t>(i)]);
            return most;
        };
        const float centreLeast = std::min(midH, wheelMin);
        while (sideNeed(sideW, false) > midH && area.width - 2 * (sideW + t.px(10)) - 2 * gap >= centreLeast)
            sideW += t.px(10);
        seats = seatsRound(area, n, 3, topH, sideW, bandH, gap, bottomH);
        const auto& b = seats.band;
        drawStatus(p, {b.left, b.top, statusW, statusH}, v);
        drawNews(p, {b.left + statusW + gap, b.top, wordsW, newsH});
        drawSkill(p, {b.left + statusW + gap, b.top + newsH + gap, wordsW, sideSkillH}, v);
        float y = b.top + topRowH + gap;
        p.fitText(nextStep(v), {b.left, y, b.width, nextH - t.px(8)}, t.body(), p.colours().gold, TextUse::NextStep,
                  Align::Center, true);
        lower = {b.left, b.top + b.height - buttonsHeight(p, b.width), b.width, buttonsHeight(p, b.width)};
        // The centre holds the wheel alone.
        const sf::FloatRect& c = seats.centre;
        const float d = std::min(c.width, c.height);
        drawWheelIn(p, {c.left + (c.width - d) / 2, c.top + (c.height - d) / 2, d, d});
    } else {
        std::optional<sf::FloatRect> band; // the buttons across the whole table, under the seats
        if (portrait) {
            const int perRow = (n + 1) / 2;
            const float seatW = (area.width - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
            seats = seatsAround(area, n, seatHeight(p, seatW), perRow, gap);
        } else {
            // Wider seats where a side's seats would not fit the height at the usual width
            // (long names in a longer language wrap onto fewer lines), up to 30% a side.
            float seatW = std::min(t.px(300), area.width * 0.245f);
            // Never so wide that the buttons between them lose a column (an action to More), nor
            // that the wheel beside the status loses its third of the shorter side.
            const int usualColumns = buttonColumns(p, area.width - 2 * seatW - 3 * gap);
            const auto wheelKeeps = [&](float w) {
                return area.width - 2 * w - 3 * gap - statusWidth(p, true) - gap >= wheelMin + t.px(12);
            };
            // Wide enough for every name's longest word across a (stacked) seat: a word is never
            // broken between two letters.
            float word = 0;
            for (const auto& pl : players)
                word = std::max(word, widestWord(p, pl.name, true));
            seatW = std::max(seatW, std::min(area.width * 0.3f, word + 2 * t.px(6) + t.px(8) + 2));
            auto heights = seatHeights(p, seatW);
            while (!seatsBesideFit(area.height, heights, gap) && seatW + t.px(10) <= area.width * 0.3f &&
                   buttonColumns(p, area.width - 2 * (seatW + t.px(10)) - 3 * gap) >= usualColumns &&
                   wheelKeeps(seatW + t.px(10))) {
                seatW += t.px(10);
                heights = seatHeights(p, seatW);
            }
            // Narrower seats where the buttons between them would lose a column (a longer
            // language's words: German "Verhaften", "Fähigkeit") while the seats still fit their
            // sides at that width and every name's longest word still fits across one.
            const float wordFloor = word + 2 * t.px(6) + t.px(8) + 2;
            while (buttonColumns(p, area.width - 2 * seatW - 3 * gap) < std::min(5, buttonColumns(p, area.width)) &&
                   seatW - t.px(10) >= wordFloor) {
                const auto narrower = seatHeights(p, seatW - t.px(10));
                if (!seatsBesideFit(area.height, narrower, gap))
                    break;
                seatW -= t.px(10);
                heights = narrower;
            }
            // Still short: a narrow seat's role is left to its emblem (the seat's card names it).
            if (!seatsBesideFit(area.height, heights, gap))
                heights = seatHeights(p, seatW, true);
            // Where the buttons take fewer columns between the seats than across the table
            // (longer words: some actions would open from More) and the seats leave the room,
            // they go across the table under the seats.
            const float acrossH = buttonsHeight(p, area.width);
            if (buttonColumns(p, area.width - 2 * seatW - 3 * gap) < std::min(5, buttonColumns(p, area.width)) &&
                seatsBesideFit(area.height - acrossH - gap, heights, gap)) {
                band = sf::FloatRect{area.left, area.top + area.height - acrossH, area.width, acrossH};
                seats =
                    seatsBeside({area.left, area.top, area.width, area.height - acrossH - gap}, heights, seatW, gap);
            } else {
                seats = seatsBeside(area, heights, seatW, gap);
            }
        }
        // The centre, top to bottom: the news, the board, the next step, the buttons (unless
        // they are across the table).
        const sf::FloatRect c = seats.centre;
        drawNews(p, {c.left, c.top, c.width, newsH});
        const float buttonsH = band ? 0.f : buttonsHeight(p, c.width);
        const float nextH = nextStepRoom(p, v, c.width);
        const float nextTop = c.top + c.height - (band ? 0.f : buttonsH + gap) - nextH;
        p.fitText(nextStep(v), {c.left, nextTop, c.width, nextH}, t.body(), p.colours().gold, TextUse::NextStep,
                  Align::Center, true);
        board = {c.left, c.top + newsH + gap, c.width, nextTop - gap - (c.top + newsH + gap)};
        lower = band ? *band : sf::FloatRect{c.left, c.top + c.height - buttonsH, c.width, buttonsH};
        drawBoard(p, board, v, true);
    }
    int index = 0;
    for (const int seat : v.order)
        drawSeat(p, seats.seats[static_cast<std::size_t>(index++)], seat, v);
    drawButtons(p, lower, v);
}

} // namespace heist::ui::secret_night
