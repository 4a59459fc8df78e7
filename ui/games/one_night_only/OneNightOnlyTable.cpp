// One Night Only's table: whose turn, the museum, the dice pool and its tumble, the roll's
// result, the actions, every thief's ledger, and who goes first.
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"

#include "ui/screens/ChoiceScreen.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/widgets/Banner.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/games/one_night_only/OneNightOnlyViewModel.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "ui/widgets/Seats.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"

#include <cmath>

namespace heist::ui::one_night_only {

namespace {

constexpr int kDicePerKind = 3;

using games::one_night_only::caseWord;
using games::one_night_only::jewelWord;
using games::one_night_only::kContext;
using games::one_night_only::roomName;

std::string namesText(App& app, const std::vector<int>& seats) {
    std::vector<std::string> names;
    for (int seat : seats)
        names.push_back(player(app, seat).name);
    return heist::listAnd(names);
}

} // namespace

void openTable(App& app) {
    app.push(std::make_unique<OneNightOnlyTableScreen>(app));
    if (tableView(app).finished)
        app.push(std::make_unique<OneNightOnlyWinnerScreen>(app));
}

OneNightOnlyTableScreen::OneNightOnlyTableScreen(App& app) : Screen(app), m_chosen(2 * kDicePerKind, false) {}

void OneNightOnlyTableScreen::onShown() {
    if (m_app.live() && tableView(m_app).finished)
        m_app.push(std::make_unique<OneNightOnlyWinnerScreen>(m_app));
}

void OneNightOnlyTableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void OneNightOnlyTableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

bool OneNightOnlyTableScreen::animating() const { return m_animUntil > m_app.now(); }

void OneNightOnlyTableScreen::skipAnimation() {
    m_animUntil = 0;
    m_finalFrameOwed = true; // drawn at once: wakeIn() is 0 now
}

std::optional<double> OneNightOnlyTableScreen::wakeIn() const {
    if (!m_finalFrameOwed)
        return std::nullopt;
    return std::max(0.0, m_animUntil - m_app.now());
}

int OneNightOnlyTableScreen::chosenMovement() const {
    int n = 0;
    for (int i = 0; i < kDicePerKind; ++i)
        n += m_chosen[static_cast<std::size_t>(i)] ? 1 : 0;
    return n;
}

int OneNightOnlyTableScreen::chosenLooting() const {
    int n = 0;
    for (int i = kDicePerKind; i < 2 * kDicePerKind; ++i)
        n += m_chosen[static_cast<std::size_t>(i)] ? 1 : 0;
    return n;
}

void OneNightOnlyTableScreen::roll() {
    Json args{{"movement", chosenMovement()}, {"looting", chosenLooting()}};
    if (!m_sensorRoom.empty())
        args["room"] = m_sensorRoom;
    if (!m_app.dispatch("ono.roll", args))
        return;
    m_app.sound().play(Cue::Dice);
    m_animStart = m_app.now();
    m_animUntil = m_app.now() + kTumbleSeconds;
    m_finalFrameOwed = true;
}

void OneNightOnlyTableScreen::drawHeader(Painter& p, const Json& v, float& top) {
    const auto& t = p.theme();
    const bool portrait = t.portrait();
    const float m = t.margin();
    const auto size = p.size();
    const float th = t.target();
    const std::string phase = v["phase"];
    std::string subtitle;
    if (phase == "first_player") {
        subtitle = trc("one-night-only", "Who goes first?");
    } else if (phase == "finished") {
        subtitle = trc("one-night-only", "The night is over");
    } else {
        subtitle = trc("one-night-only", "{name}\u2019s turn", {{"name", player(m_app, v["turn"]).name}});
    }
    const float toolbarW = portrait ? size.x - 2 * m - th - t.px(10) : t.px(530);
    const float titleW = portrait ? size.x - 2 * m - th - t.px(24) : size.x - 2 * m - toolbarW - 2 * th - t.px(58);
    p.text(trc("one-night-only", "One Night Only \u00b7 Round {n}", {{"n", v["round"].get<int>()}}), {m, m - t.px(4)},
           t.heading(), p.colours().ivory, Align::Left, true, titleW);
    const float subH = fittedText(p, subtitle, {m, m + t.heading() + t.px(6)}, titleW, t.body(),
                                  phase == "playing" ? p.colours().gold : p.colours().muted, Align::Left, false,
                                  TextKind::Public, TextUse::PlayerName);
    const sf::FloatRect toolbar = portrait ? sf::FloatRect{m, m + t.heading() + subH + t.px(24), toolbarW, th}
                                           : sf::FloatRect{size.x - m - th - t.px(24) - toolbarW, m, toolbarW, th};
    drawGameToolbar(p, m_app, toolbar, [this] { onBack(); });
    const sf::FloatRect info = portrait ? sf::FloatRect{m + toolbarW + t.px(10), toolbar.top, th, th}
                                        : sf::FloatRect{toolbar.left - th - t.px(10), m, th, th};
    infoButton(p, "rules-info", info, [this] { showRules(); });
    top = std::max(toolbar.top + th, m + t.heading() + subH + t.px(6)) + t.px(20);
}

void OneNightOnlyTableScreen::drawFirstPlayer(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& players = m_app.live()->session().setup().players;
    const float bh = t.target();
    const float gap = t.px(12);
    const int cols = t.portrait() ? 1 : 2;
    const int buttonRows = (static_cast<int>(players.size()) + cols - 1) / cols;
    const std::string intro =
        tr("The thief with the most recent felony goes first. No convicts at the table? Roll a die for "
           "everyone: the highest roll starts, ties roll again. Then play goes clockwise.");
    const float introW = std::min(r.width, t.px(1100));
    // Every roll so far, as the table saw them, wrapped between words, never cut: every name
    // and face is part of the record. Where the window is short, the newest that fit, and a
    // line that says the earlier ones are in the history.
    std::vector<std::string> lines;
    int n = 0;
    for (const auto& roll : v["first_player_rolls"]) {
        std::string rolls;
        for (std::size_t k = 0; k < roll.size(); ++k)
            rolls += std::string(k == 0 ? "" : " \u00b7 ") +
                     trc("one-night-only", "{name} {face}",
                         {{"name", player(m_app, roll[k]["seat"]).name}, {"face", roll[k]["face"].get<int>()}});
        lines.push_back(trc("one-night-only", "Roll {n}: {rolls}", {{"n", ++n}, {"rolls", rolls}}));
    }
    const auto contenders = v["contenders"].get<std::vector<int>>();
    const bool tie = contenders.size() < players.size();
    const std::string tieLine =
        tie ? tr("{names} tie: they roll again.", {{"names", namesText(m_app, contenders)}}) : "";
    // The roll's button as wide as its words need, up to the whole width (a tie names who rolls
    // again), and as tall.
    const std::string rollLabel = tie ? tr("Roll again for {names}", {{"names", namesText(m_app, contenders)}})
                                      : trc("one-night-only", "Roll for everyone");
    const float bw = std::min(r.width, std::max(t.px(640), p.textWidth(rollLabel, t.least(), true) / 2 + t.px(48)));
    const float rollH = std::max(bh, p.fitHeight(rollLabel, bw - 16, t.body(), true) + t.px(16));
    // Under the words: Roll for everyone, the line before the names, and a button per name.
    const float below = rollH + t.px(28) + t.body() + t.px(12) + buttonRows * (bh + gap);
    const auto lineH = [&](const std::string& line) {
        return p.fitHeight(line, r.width, t.body(), false, 0) + t.px(10);
    };
    float wordsH = tie ? p.fitHeight(tieLine, r.width, t.body(), true, 0) + t.px(14) : 0.f;
    for (const auto& line : lines)
        wordsH += lineH(line);
    const unsigned introSize =
        p.paragraphHeight(intro, t.body(), introW) + t.px(16) + wordsH <= r.height - below ? t.body() : t.small();
    // On a small panel short of height for the rule and a tie's line, the buttons say it: the
    // rule is left out.
    const bool withIntro =
        !smallPanel(p) || p.paragraphHeight(intro, introSize, introW) + t.px(16) +
                                  (tie ? p.fitHeight(tieLine, r.width, t.body(), true, 0) + t.px(14) : 0.f) +
                                  p.fitHeight(tr("Earlier rolls are in the history."), r.width, t.body()) + t.px(10) <=
                              r.height - below;
    const float room = r.height - below - (withIntro ? p.paragraphHeight(intro, introSize, introW) + t.px(16) : 0.f);
    std::size_t from = 0;
    const std::string earlier = tr("Earlier rolls are in the history.");
    while (from < lines.size() && wordsH > room) {
        if (from == 0)
            wordsH += lineH(earlier);
        wordsH -= lineH(lines[from++]);
    }
    float y = r.top;
    if (withIntro)
        y += p.paragraph(intro, {r.left, y}, introSize, p.colours().muted, introW) + t.px(16);
    if (from > 0)
        y += p.fitText(earlier, {r.left, y, r.width, 0}, t.body(), p.colours().muted, TextUse::Other) + t.px(10);
    for (std::size_t i = from; i < lines.size(); ++i)
        y += p.fitText(lines[i], {r.left, y, r.width, 0}, t.body(), p.colours().ivory, TextUse::Other) + t.px(10);
    if (tie)
        y +=
            p.fitText(tieLine, {r.left, y, r.width, 0}, t.body(), p.colours().gold, TextUse::Other, Align::Left, true) +
            t.px(14);
    p.button("roll-first", {r.left, y, bw, rollH}, rollLabel, ButtonStyle::Primary, [this] {
        if (auto e = m_app.dispatch("ono.roll_first_player")) {
            m_app.sound().play(Cue::Dice);
            m_app.toast(m_app.live()->session().describe(*e));
        }
    });
    y += rollH + t.px(28);
    p.text(tr("Or the table names who goes first:"), {r.left, y}, t.body(), p.colours().muted, Align::Left, false,
           r.width);
    y += t.body() + t.px(12);
    const float cw = (std::min(r.width, t.px(1100)) - gap * (cols - 1)) / cols;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const sf::FloatRect b{r.left + (i % cols) * (cw + gap), y + (i / cols) * (bh + gap), cw, bh};
        const int seat = static_cast<int>(i);
        // A long name takes a second line rather than an ellipsis.
        wrapButton(p, "first-" + std::to_string(i), b,
                   trc("one-night-only", "{name} goes first", {{"name", players[i].name}}), ButtonStyle::Normal,
                   [this, seat] { m_app.dispatch("ono.first_player", Json{{"seat", seat}}); });
    }
}

void OneNightOnlyTableScreen::drawDice(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const Json& roll = v["roll"];
    const bool rolled = !roll.is_null();
    const bool tumbling = animating();
    const int limit = m_sensorRoom.empty() ? rules.perRoll : rules.withMotionSensor;
    const int chosen = chosenMovement() + chosenLooting();
    const float gap = t.px(12);
    // The dice's labels, with room above them for an accent over a capital ("Ĺ").
    const float accent = std::ceil(t.small() * 0.08f);
    float labelH = t.small() + t.px(8) + accent;
    Painter::Box box(p, r);
    // The words under the dice, measured first: the dice take the height that is left (never
    // below a 64 px target).
    const std::string hint =
        chosen < limit ? trn("Draw an Action card, then tap {n} die", "Draw an Action card, then tap {n} dice", limit)
                       : tr("{movement} movement + {looting} looting: roll them",
                            {{"movement", chosenMovement()}, {"looting", chosenLooting()}});
    std::string cases;
    for (const auto& jw : rules.jewels)
        if (jw.difficulty)
            cases += (cases.empty() ? "" : " \u00b7 ") + caseWord(jw) + " " + std::to_string(*jw.difficulty);
    // Why the jewels and the shop are greyed out, then what the Looting Dice need.
    std::string needs = tr("Jewels and the shop open after the roll. To open: {cases} \u00b7 security {security} "
                           "\u00b7 vault {vault}",
                           {{"cases", cases}, {"security", rules.removeSecurity}, {"vault", rules.vault}});
    // Short of height (the table under its message strip), the line keeps its first sentence,
    // or gives way to the dice and the next step: this night's rules card (the i in the
    // header) says all of it ("Loot and buy after the roll", the cases, security and vault).
    const float room = r.height - labelH - t.leastTarget() - t.px(8) - p.fitHeight(hint, r.width, t.body()) - t.px(6);
    if (!rolled && p.fitHeight(needs, r.width, t.small()) > room)
        needs = tr("Jewels and the shop open after the roll.");
    if (!rolled && p.fitHeight(needs, r.width, t.small()) > room)
        needs.clear();
    std::string totals, opensLine;
    if (rolled) {
        const heist::Placeholders moves{{"move", roll["movement_total"].get<int>()},
                                        {"loot", roll["looting_total"].get<int>()}};
        totals = roll["sensor_room"].is_null()
                     ? trc("one-night-only", "Move {move} \u00b7 Loot {loot}", moves)
                     : trc("one-night-only", "Move {move} \u00b7 Loot {loot} \u00b7 1 die (sensor)", moves);
        std::vector<std::string> opens;
        for (const auto& c : roll["opens"])
            opens.push_back(trData(kContext, c.get<std::string>()));
        // Labels side by side, each whole: what the roll opens, security, the vault.
        opensLine = opens.empty() ? trc("one-night-only", "No case opens")
                                  : trc("one-night-only", "Opens {cases}", {{"cases", heist::listAnd(opens)}});
        opensLine +=
            " \u00b7 " + (roll["removes_camera_or_laser"] == true ? trc("one-night-only", "removes a camera or laser")
                                                                  : trc("one-night-only", "no camera or laser"));
        if (roll["breaks_vault"] == true)
            opensLine += " \u00b7 " + trc("one-night-only", "VAULT from a keyhole!");
    }
    const std::string rolling = tr("Rolling\u2026 (tap to skip)");
    // The totals at the heading size, or the body size where the area is short of height.
    const float opensH = p.fitHeight(opensLine, r.width, t.small());
    const unsigned totalsSize = p.fitHeight(totals, r.width, t.heading(), true) + t.px(6) + opensH <=
                                        r.height - labelH - t.leastTarget() - t.px(8)
                                    ? t.heading()
                                    : t.body();
    const float wordsH = !rolled ? p.fitHeight(hint, r.width, t.body()) +
                                       (needs.empty() ? 0.f : t.px(6) + p.fitHeight(needs, r.width, t.small()))
                         : tumbling ? p.fitHeight(rolling, r.width, t.body())
                                    : p.fitHeight(totals, r.width, totalsSize, true) + t.px(6) + opensH;
    // Rolled and still short of height: the totals line names the movement and the looting
    // ("Move 4 \u00b7 Loot 7"), so the dice give up their row of labels, not the result.
    if (rolled && !tumbling && labelH + t.leastTarget() + t.px(8) + wordsH > r.height)
        labelH = 0;
    // Before the roll a die is a target (64 px at least); after it, only a face to read, which
    // gives up size before the words under it are cut.
    const float dieMin = rolled && !tumbling ? 40.f : t.leastTarget(); // 64 px, 44 on a small panel
    const float die =
        std::max(dieMin, std::min({t.px(96), (r.width - gap * 6) / 6, r.height - labelH - wordsH - t.px(8)}));
    for (int i = 0; i < 2 * kDicePerKind; ++i) {
        const bool looting = i >= kDicePerKind;
        const int k = looting ? i - kDicePerKind : i;
        // Movement dice from the left edge, looting dice to the right edge.
        const float x = looting ? r.left + r.width - 3 * die - 2 * gap + k * (die + gap) : r.left + k * (die + gap);
        sf::FloatRect d{x, r.top + labelH, die, die};
        // Each kind's name over its dice, with the room between the two kinds for longer words.
        const float labelW = (r.width - gap) / 2;
        if (k == 0 && labelH > 0)
            p.text(looting ? trc("one-night-only", "Looting dice") : trc("one-night-only", "Movement dice"),
                   {looting ? r.left + r.width : x, r.top + accent}, t.small(), p.colours().muted,
                   looting ? Align::Right : Align::Left, false, labelW);
        if (!rolled) {
            const bool on = m_chosen[static_cast<std::size_t>(i)];
            drawDie(p, d, 0, looting, on ? 1.f : 0.45f);
            if (on)
                p.rect({d.left - 4, d.top - 4, d.width + 8, d.height + 8}, sf::Color::Transparent, die * 0.2f,
                       p.colours().gold, 4);
            p.text(on ? "\u2713" : "", {d.left + die / 2, d.top + die / 2 - t.heading() / 2.f - t.px(4)}, t.heading(),
                   looting ? p.colours().ivory : p.colours().night, Align::Center, true);
            const std::size_t idx = static_cast<std::size_t>(i);
            p.region("die-" + std::string(looting ? "loot-" : "move-") + std::to_string(k), d,
                     [this, idx, limit, chosen] {
                         if (m_chosen[idx] || chosen < limit)
                             m_chosen[idx] = !m_chosen[idx];
                         else
                             m_app.toast(limit == 1 ? tr("A motion sensor watches this room: only 1 die.")
                                                    : trn("Choose {n} die: tap a chosen die to put it back.",
                                                          "Choose {n} dice: tap a chosen die to put it back.", limit),
                                         true);
                     });
            continue;
        }
        const Json& faces = roll[looting ? "looting" : "movement"];
        const bool used = k < static_cast<int>(faces.size());
        int face = used ? faces[static_cast<std::size_t>(k)].get<int>() : 0;
        if (used && tumbling) {
            // The tumble: the die hops and shows passing faces, then lands on the stored one.
            const double u = (m_app.now() - m_animStart) / kTumbleSeconds;
            const float hop = static_cast<float>((1 - u) * std::abs(std::sin(u * 18 + i)) *
                                                 std::min(die * 0.25, labelH - accent - t.small() - 3.0));
            const float sway = static_cast<float>((1 - u) * std::sin(u * 31 + i * 2) * die * 0.08);
            d.left += sway;
            d.top -= hop;
            face = 1 + static_cast<int>(u * 23 + i * 5) % 6;
        }
        if (used && tumbling)
            p.moving([&] { drawDie(p, d, face, looting, 1.f); });
        else
            drawDie(p, d, used ? face : 0, looting, used ? 1.f : 0.25f);
    }
    // The result, or how to choose.
    // The words end at the foot of the area (measured above), clear of the dice.
    float y = std::max(r.top + labelH + die + t.px(4), r.top + r.height - wordsH - 2);
    if (!rolled) {
        y += p.fitText(hint, {r.left, y, r.width, 0}, t.body(), p.colours().ivory, TextUse::NextStep) + t.px(6);
        if (!needs.empty())
            p.fitText(needs, {r.left, y, r.width, 0}, t.small(), p.colours().muted, TextUse::Other, Align::Left, false,
                      TextKind::Catalogue);
        return;
    }
    if (tumbling) {
        p.fitText(rolling, {r.left, y, r.width, 0}, t.body(), p.colours().muted, TextUse::Other);
        return;
    }
    y += p.fitText(totals, {r.left, y, r.width, 0}, totalsSize, p.colours().gold, TextUse::Other, Align::Left, true) +
         t.px(6);
    p.fitText(opensLine, {r.left, y, r.width, 0}, t.small(), p.colours().ivory, TextUse::Other);
}

namespace {

// Where a ledger's words start: clear of the gold bar of the seat whose turn it is (8 px from 4).
float ledgerInset(const Theme& t) { return std::max(16.f, t.px(14)); }
float ledgerRowHeight(const Painter& p) { return std::max(p.theme().px(36), p.fitLineHeight(p.theme().small())); }

} // namespace

bool OneNightOnlyTableScreen::ledgerStacked(const Painter& p, float seatW) const {
    // A name's longest word that would not fit beside the token: then every seat has the token
    // and the total on a row of their own, and the name under them across the seat.
    const auto& t = p.theme();
    for (const auto& pl : m_app.live()->session().setup().players)
        if (widestWord(p, pl.name, true) > seatW - 2 * t.px(14) - t.px(48))
            return true;
    return false;
}

float OneNightOnlyTableScreen::ledgerWidth(const Painter& p, float seatW) const {
    // The least width for the stacked seat: the longest word of every name on a line.
    const auto& t = p.theme();
    if (!ledgerStacked(p, seatW))
        return seatW;
    float word = 0;
    for (const auto& pl : m_app.live()->session().setup().players)
        word = std::max(word, widestWord(p, pl.name, true));
    return std::max(seatW, word + ledgerInset(t) + t.px(14) + 2);
}

float OneNightOnlyTableScreen::seatHeight(Painter& p, float seatW) const {
    const auto& t = p.theme();
    const bool stacked = ledgerStacked(p, seatW);
    const float nameW = stacked ? seatW - ledgerInset(t) - t.px(14) : seatW - 2 * t.px(14) - t.px(48);
    float most = 0;
    for (const auto& pl : m_app.live()->session().setup().players)
        most = std::max(most, fitText(p, pl.name, nameW, t.body(), true).height());
    const float lines = (t.small() + t.px(10)) * (stacked ? 1 : 2) + t.small() + t.px(4);
    return t.px(14) * 2 + (stacked ? ledgerRowHeight(p) + t.px(4) : 0.f) + most + t.px(10) + lines;
}

void OneNightOnlyTableScreen::drawLedger(Painter& p, const sf::FloatRect& row, const Json& v, int seat, bool stacked) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const auto& pl = player(m_app, seat);
    const Json& l = v["ledgers"][static_cast<std::size_t>(seat)];
    const bool current = v["phase"] == "playing" && v["turn"] == seat;
    seatFrame(p, row, current);
    Painter::Box box(p, row);
    const float pad = t.px(14);
    const float left = row.left + ledgerInset(t);
    const float width = row.left + row.width - pad - left;
    const std::string total = trc("one-night-only", "Total {n}", {{"n", l["total"].get<int>()}});
    float y = row.top + pad;
    // The name is never shortened: it shrinks, then takes a second line.
    if (stacked) {
        const float rowH = ledgerRowHeight(p);
        p.token({left + t.px(16), y + rowH / 2}, t.px(16), pl.colour, current);
        p.text(total, {left + t.px(42), y + (rowH - p.fitLineHeight(t.small())) / 2}, t.small(), p.colours().gold,
               Align::Left, true, width - t.px(42));
        y += rowH + t.px(4);
        y += fittedText(p, pl.name, {left, y}, width, t.body(), p.colours().ivory, Align::Left, true, TextKind::Public,
                        TextUse::PlayerName) +
             t.px(10);
    } else {
        // The token left of the name, clear of the gold bar.
        p.token({row.left + pad + t.px(18), y + t.body() / 2.f + t.px(2)}, t.px(18), pl.colour, current);
        y += fittedText(p, pl.name, {row.left + pad + t.px(48), y}, row.width - 2 * pad - t.px(48), t.body(),
                        p.colours().ivory, Align::Left, true, TextKind::Public, TextUse::PlayerName) +
             t.px(10);
    }
    // Jewels by type and loose coins, then the total, then the gadgets.
    const float slot = width / static_cast<float>(rules.jewels.size() + 1);
    for (std::size_t j = 0; j <= rules.jewels.size(); ++j) {
        const float x = left + j * slot;
        const bool coins = j == rules.jewels.size();
        const sf::Vector2f at{x + t.px(11), y + t.small() / 2.f + t.px(2)};
        if (coins)
            drawCoins(p, at, t.px(10));
        else
            drawJewel(p, at, t.px(22), rules.jewels[j].colour);
        const int count = coins ? l["loose_coins"].get<int>() : l["jewels"][rules.jewels[j].id].get<int>();
        p.text(std::to_string(count), {x + t.px(25), y}, t.small(), p.colours().ivory);
    }
    y += t.small() + t.px(10);
    if (!stacked) {
        if (y + t.small() > row.top + row.height - t.px(4))
            return p.region("ledger-" + std::to_string(seat), row,
                            [this, seat] { m_app.push(std::make_unique<OneNightOnlyLedgerScreen>(m_app, seat)); });
        p.text(total, {left, y}, t.small(), p.colours().gold, Align::Left, true);
        y += t.small() + t.px(10);
    }
    std::string names;
    for (const auto& g : l["gadgets"]) {
        const std::string n = g["name"].get<std::string>();
        names += (names.empty() ? "" : ", ") +
                 (n.empty() ? trc("one-night-only", "Gadget {id}", {{"id", g["id"].get<int>()}}) : n) + " (" +
                 std::to_string(g["sell"].get<int>()) + ")";
    }
    if (y + t.small() <= row.top + row.height)
        p.text(names.empty() ? trc("one-night-only", "No gadgets") : names, {left, y}, t.small(),
               names.empty() ? p.colours().muted : p.colours().ivory, Align::Left, false, width);
    p.region("ledger-" + std::to_string(seat), row,
             [this, seat] { m_app.push(std::make_unique<OneNightOnlyLedgerScreen>(m_app, seat)); });
}

void OneNightOnlyTableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    if (m_finalFrameOwed && m_app.now() >= m_animUntil)
        m_finalFrameOwed = false; // this frame shows the dice at rest
    const auto& t = p.theme();
    const Json v = view(m_app);
    // A new turn starts with no dice chosen and no sensor room.
    const std::int64_t key = v["turns_played"].get<std::int64_t>();
    if (key != m_turnSeq) {
        m_turnSeq = key;
        std::fill(m_chosen.begin(), m_chosen.end(), false);
        m_sensorRoom.clear();
    }
    // A small panel has a table of its own (OneNightOnlySmall.cpp), under the shared header.
    const bool small = smallPanel(p);
    float top = 0;
    if (small)
        top = drawSmallHeader(p, v);
    else
        drawHeader(p, v, top);
    const float m = t.margin();
    const auto size = p.size();
    const std::string phase = v["phase"];
    // Messages ("the Blue case needs 6; you rolled 5") get a strip of their own under the
    // header, in every phase: they never take the museum's place, nor the dice's.
    const auto messages = reserveBanner(p, top - t.px(8));
    top = messages.top + messages.height + t.px(12);
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};
    if (phase == "first_player") {
        drawFirstPlayer(p, {m, top, size.x - 2 * m, size.y - m - top}, v);
        return;
    }
    if (phase == "finished") {
        p.button("winner", {area.left, top, std::min(area.width, t.px(600)), t.target()},
                 trc("one-night-only", "See the winner"), ButtonStyle::Primary,
                 [this] { m_app.push(std::make_unique<OneNightOnlyWinnerScreen>(m_app)); });
        return;
    }
    if (small) {
        drawSmall(p, area, v);
        return;
    }
    // The thieves sit around the play area: bands above and below it in portrait, beside it
    // in landscape, in table order.
    const int n = static_cast<int>(m_app.live()->session().setup().players.size());
    const float gap = t.px(12);
    // A seat is never narrower than the longest word of a name (the token then goes above it).
    SeatLayout seats;
    float seatW = 0;
    if (t.portrait()) {
        seatW = (area.width - gap) / 2;
        seats = seatsAround(area, n, seatHeight(p, seatW), 2, gap);
    } else {
        seatW = ledgerWidth(p, std::min(t.px(270), area.width * 0.23f));
        seats = seatsBeside(area, n, seatW, gap);
    }
    const bool stacked = ledgerStacked(p, seatW);
    for (int i = 0; i < n; ++i)
        drawLedger(p, seats.seats[static_cast<std::size_t>(i)], v, i, stacked);
    const sf::FloatRect c = seats.centre;
    // Portrait is short of height between the seat bands: smaller jewel tiles, tighter gaps.
    const float museumH = t.px(84) + t.small() + t.px(10) - t.small() + jewelWordHeight(p, c.width);
    // The buttons at the least target height, so that the dice and their words keep room; where
    // the dice would still be short of it (a longer language's words on two lines), the shop
    // and the sensors open from More; so they do where their words would not fit their row.
    const float bh = std::max(t.leastTarget(), t.px(64));
    // (Measured on the turn's first words, so that the layout holds through the turn.)
    const std::string firstHint = trn("Draw an Action card, then tap {n} die", "Draw an Action card, then tap {n} dice",
                                      game(m_app).rules().perRoll);
    const float diceNeed = t.small() + t.px(8) + t.leastTarget() + t.px(8) + p.fitHeight(firstHint, c.width, t.body());
    const bool withShop =
        c.height - museumH - (bh * 3 + t.px(16)) - t.px(12) >= diceNeed && shopRowFits(p, v, c.width, bh);
    const float actionsH = withShop ? bh * 3 + t.px(16) : bh * 2 + t.px(8);
    float y = c.top;
    drawMuseum(p, {c.left, y, c.width, museumH}, v);
    const float between = t.px(6);
    y += museumH + between;
    const float diceH = c.height - museumH - actionsH - between * 2;
    drawDice(p, {c.left, y, c.width, diceH}, v);
    y += diceH + between;
    drawActions(p, {c.left, y, c.width, actionsH}, v, withShop);
}

} // namespace heist::ui::one_night_only
