// The middle of the Suspicion table: the three gem stacks with their two ways of taking a
// gem, the guest dice with the next step beside them, and Roll, Peek, Look and End turn.
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

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <tuple>

namespace heist::ui::suspicion {

namespace {

constexpr double kDiceSeconds = 0.9;
constexpr double kGemSeconds = 0.45;

// The two ways of taking a gem, in a button each under every stack: their names as short as the
// language has them, the buttons tall enough for as many lines as their words need.
struct TakeButtons {
    std::string roomRobbery, luckyLift;
    float height = 0;
};

TakeButtons takeButtons(const Painter& p, float colW) {
    const auto& t = p.theme();
    TakeButtons b;
    // TRANSLATORS: the Room Robbery action on a narrow button under a gem stack; as short as
    // the language allows ("Raub").
    b.roomRobbery = trc("suspicion button", "Room Robbery");
    // TRANSLATORS: the Lucky Lift action on a narrow button under a gem stack.
    b.luckyLift = trc("suspicion button", "Lucky Lift");
    b.height = std::max(t.leastTarget(), t.px(66));
    for (const auto& label : {b.roomRobbery, b.luckyLift})
        b.height = std::max(b.height, p.fitHeight(label, colW - t.px(16) - 16, t.body(), false, 0) + 8);
    return b;
}

float stackColumnWidth(const Painter& p, float width) { return (width - p.theme().px(12) * 2) / 3; }

// The row of the two ways across the stacks: as tall as its labels need at half the width.
float acrossHeight(const Painter& p, float width) {
    const auto& t = p.theme();
    const auto b = takeButtons(p, stackColumnWidth(p, width));
    const float half = (width - t.px(12)) / 2;
    float h = std::max(t.leastTarget(), t.px(66));
    for (const auto& label : {b.roomRobbery, b.luckyLift})
        h = std::max(h, p.fitHeight(label, half - 16, t.body(), false, 0) + 8);
    return h;
}

// The tallest of the stacks' names and counts in a column ("Esmeralda 12" takes two lines at
// 800x480), measured with the most a stack holds.
// The most gems a stack holds at the start, in either printing (the data file's stack sizes).
int mostInAStack(const games::suspicion::SuspicionRules& rules) {
    int most = 0;
    for (const auto* sizes : {&rules.stackSizes, &rules.stackSizesOtherPrinting})
        for (const auto& [players, size] : *sizes)
            most = std::max(most, size);
    return most;
}

float stackLabelsHeight(const Painter& p, const games::suspicion::SuspicionRules& rules, float colW) {
    const auto& t = p.theme();
    float most = 0;
    for (std::size_t k = 0; k < rules.gemIds.size(); ++k)
        most = std::max(most, fitText(p,
                                      trc("suspicion", "{gem} {n}",
                                          {{"gem", games::suspicion::gemName(rules, static_cast<int>(k))},
                                           {"n", mostInAStack(rules)}}),
                                      colW - t.px(8), t.body(), true)
                                  .height());
    return most;
}

// Where a word of "Room Robbery" or "Lucky Lift" is wider than a stack's button even at the
// least size on a small panel (German's "Glücksgriff", French's "Larcin chanceux" on a 7-inch
// panel; a larger panel shrinks them within the least size), or the stacks `height` tall are
// too short for their names over two buttons each (Spanish at 800x480, German at 1024x600;
// a shorter side under 700 px), no word is broken and nothing is drawn over a name: the stacks keep their names
// and counts, and the two ways of taking a gem go in one row under all three, each asking which
// gem. One decision for stacksLeast and drawStacks.
bool takesAcross(const Painter& p, const games::suspicion::SuspicionRules& rules, float colW, float height) {
    const auto& t = p.theme();
    const auto b = takeButtons(p, colW);
    // Stacks too short for a name over two buttons on a panel whose shorter side is under 700 px
    // (German at 1024x600); from 720 px up the names fit between at the least size, and the
    // table keeps its buttons under each stack (German at 1280x800 is unchanged).
    // A name that cannot keep to one line even in regular at the least size (the pseudo-language
    // at 1280x720) asks the same at any size: drawStacks has room for one line over the buttons.
    bool twoLines = false;
    for (std::size_t k = 0; k < rules.gemIds.size(); ++k)
        twoLines = twoLines || p.fitLines(trc("suspicion", "{gem} {n}",
                                              {{"gem", games::suspicion::gemName(rules, static_cast<int>(k))},
                                               {"n", mostInAStack(rules)}}),
                                          colW - t.px(8), t.body(), false, std::ceil(t.body() * 1.12f))
                                       .second.size() > 1;
    if ((std::min(p.size().x, p.size().y) < 700 || twoLines) &&
        height < t.px(6) + stackLabelsHeight(p, rules, colW) + t.px(8) + b.height * 2 + t.px(24))
        return true;
    return smallPanel(p) &&
           std::max(widestWord(p, b.roomRobbery, false), widestWord(p, b.luckyLift, false)) > colW - t.px(16) - 16;
}

} // namespace

float SuspicionTableScreen::stacksLeast(const Painter& p, float width, float room) const {
    // The name and count on one line, and the two buttons under it; the row across where the
    // buttons would break a word or the room is short of that (drawStacks decides the same).
    const auto& t = p.theme();
    const float colW = stackColumnWidth(p, width);
    const auto& rules = game(m_app).rules();
    if (takesAcross(p, rules, colW, room))
        return t.px(6) + stackLabelsHeight(p, rules, colW) + t.px(8) + t.px(10) + acrossHeight(p, width);
    return t.px(6) + p.fitLineHeight(t.body()) + t.px(8) + takeButtons(p, colW).height * 2 + t.px(24);
}

void SuspicionTableScreen::drawStacks(Painter& p, const sf::FloatRect& r, const Json& v, bool canAct) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const float gap = t.px(12);
    const float colW = stackColumnWidth(p, r.width);
    const bool limitReached = v["actions_this_turn"] >= v["action_limit"];
    const bool rolled = !v["dice"].empty();
    const bool next = canAct && rolled && !limitReached; // taking a gem is the next step
    const auto [roomRobbery, luckyLift, btnH] = takeButtons(p, colW);
    const float labelMost = stackLabelsHeight(p, rules, colW);
    const bool across = takesAcross(p, rules, colW, r.height);
    const float rowH = across ? acrossHeight(p, r.width) : 0.f;
    const float colH = across ? r.height - rowH - t.px(10) : r.height;
    const float belowH = across ? t.px(8) : btnH * 2 + t.px(24); // under a column's name
    auto take = [this](const std::string& gemId, int gi, const char* method) {
        dispatchAskingAtEnd(m_app, "suspicion.take_gem", Json{{"gem", gemId}, {"method", method}},
                            [this, gi](const engine::Event&) {
                                m_app.sound().play(Cue::Gem);
                                m_animGem = gi;
                                m_animDice = false;
                                m_animStart = m_app.now();
                                m_animUntil = m_app.now() + kGemSeconds;
                            });
    };
    bool anyLeft = false;
    // "Ruby 4": a stack's gem and how many are left (measured with 12, the most a stack holds).
    const auto stackLabel = [&rules](std::size_t gem, int left) {
        return trc("suspicion", "{gem} {n}",
                   {{"gem", games::suspicion::gemName(rules, static_cast<int>(gem))}, {"n", left}});
    };
    for (std::size_t g = 0; g < rules.gemIds.size(); ++g) {
        const auto& id = rules.gemIds[g];
        const int left = v["stacks"][id];
        anyLeft = anyLeft || left > 0;
        const sf::FloatRect col{r.left + g * (colW + gap), r.top, colW, colH};
        p.rect(col, p.colours().dusk, 16, next ? p.colours().gold : p.colours().line, next ? 2.5f : 1.5f);
        // The pile: one small gem per tile left, stacked from the bottom in rows of four.
        const float labelH = labelMost;
        const float pileH = col.height - belowH - labelH - t.px(14);
        const int rowsOfGems = std::max(1, (left + 3) / 4);
        const float gs = std::min({colW / 4.8f, pileH / (0.78f * rowsOfGems + 0.5f), t.px(46)});
        float pulse = 1.f;
        if (animating() && m_animGem == static_cast<int>(g)) {
            const double k = (m_app.now() - m_animStart) / kGemSeconds;
            pulse = 1.f + 0.25f * static_cast<float>(std::sin(k * 3.14159));
        }
        const bool pile = pileH >= t.px(44); // else one gem beside the count
        float widest = 0;
        for (std::size_t k = 0; k < rules.gemNames.size(); ++k)
            widest = std::max(
                widest, p.textWidth(stackLabel(k, 12), t.least(), true)); // on one line: two would reach the buttons
        const bool labelBeside = widest <= colW - t.px(56);
        for (int i = 0; pile && i < left; ++i) {
            const int row = i / 4, colI = i % 4;
            const int inRow = std::min(4, left - row * 4);
            const float x = col.left + col.width / 2 + (colI - (inRow - 1) / 2.f) * gs * 1.05f;
            const float y = col.top + t.px(8) + pileH - gs * 0.55f - row * gs * 0.78f;
            if (i == left - 1 && pulse != 1.f)
                p.moving([&] { p.gem({x, y}, gs * pulse, static_cast<int>(g)); });
            else
                p.gem({x, y}, gs, static_cast<int>(g));
        }
        if (left == 0 && pile)
            p.text(trc("suspicion", "empty"), {col.left + col.width / 2, col.top + pileH / 2}, t.body(),
                   p.colours().danger, Align::Center);
        const float ty = col.top + t.px(8) + pileH + t.px(4);
        // "Ruby 4": the name, then what is left in gold.
        if (pile) {
            fittedText(p, stackLabel(g, left), {col.left + col.width / 2, ty}, colW - t.px(8), t.body(),
                       p.colours().ivory, Align::Center, true);
        } else if (labelBeside) {
            const float top = col.top + t.px(8);
            p.moving([&] { p.gem({col.left + t.px(26), top + labelH / 2}, t.px(34) * pulse, static_cast<int>(g)); });
            fittedText(p, stackLabel(g, left), {col.left + t.px(50), top}, colW - t.px(56), t.body(), p.colours().ivory,
                       Align::Left, true);
        } else {
            // Too narrow for the name beside the gem without breaking a word: the gem above,
            // the name and count across the column under it.
            // Where the column is too short for the gem too, the name alone says the stack.
            // The gem a little smaller where the full one would not leave the name its room.
            const float nameRoom = across ? labelMost : p.fitLineHeight(t.body());
            const float gemSlot = std::min(t.px(32), col.height - t.px(6) - nameRoom - belowH);
            const bool gemAbove = gemSlot >= t.px(24);
            // One line where 24 px allows it (the buttons are close below), else between words.
            FittedText label;
            label.whole = stackLabel(g, left);
            label.asked = t.body();
            // Bold where it fits one line, else regular: two lines would reach the buttons.
            bool bold = true;
            for (std::size_t k = 0; k < rules.gemIds.size(); ++k)
                bold =
                    bold && p.fitLines(stackLabel(k, 12), colW - t.px(8), t.body(), true, std::ceil(t.body() * 1.12f))
                                    .second.size() == 1;
            std::tie(label.size, label.lines) =
                p.fitLines(label.whole, colW - t.px(8), t.body(), bold, std::ceil(t.body() * 1.12f));
            label.lineHeight = p.fitLineHeight(label.size);
            // With the row across, the gem and the name sit in the middle of the column's height.
            const float block = (gemAbove ? gemSlot : 0.f) + label.lineHeight * label.lines.size();
            const float spare = across ? std::max(0.f, (col.height - belowH - t.px(6) - block) / 2) : 0.f;
            const float gemTop = col.top + t.px(6) + spare;
            if (gemAbove)
                p.moving([&] {
                    p.gem({col.left + col.width / 2, gemTop + gemSlot / 2 - t.px(1)}, (gemSlot - t.px(2)) * pulse,
                          static_cast<int>(g));
                });
            const float nameTop = gemTop + (gemAbove ? gemSlot : 0.f);
            drawFitted(p, label, {col.left + col.width / 2, nameTop}, p.colours().ivory, Align::Center, bold);
        }
        if (across)
            continue;
        const float by = col.top + col.height - btnH * 2 - t.px(16);
        const bool enabled = canAct && left > 0 && !limitReached;
        const sf::FloatRect rr{col.left + t.px(8), by, col.width - t.px(16), btnH};
        const sf::FloatRect ll{col.left + t.px(8), by + btnH + t.px(8), col.width - t.px(16), btnH};
        const std::string gemId = id;
        const int gi = static_cast<int>(g);
        wrapButton(
            p, "take-" + id + "-room", rr, roomRobbery, ButtonStyle::Normal,
            [take, gemId, gi] { take(gemId, gi, "room_robbery"); }, enabled);
        wrapButton(
            p, "take-" + id + "-lucky", ll, luckyLift, ButtonStyle::Normal,
            [take, gemId, gi] { take(gemId, gi, "lucky_lift"); }, enabled);
    }
    if (!across)
        return;
    // The row across: each way asks which gem, the stacks' names and counts as the choices
    // (an empty stack greyed, saying so).
    std::vector<Choice> gems;
    for (std::size_t g = 0; g < rules.gemIds.size(); ++g) {
        const int left = v["stacks"][rules.gemIds[g]];
        gems.push_back({rules.gemIds[g], stackLabel(g, left), "", left > 0, left > 0 ? "" : trc("suspicion", "empty")});
    }
    std::vector<std::string> ids = rules.gemIds;
    auto ask = [this, gems, ids, take](const std::string& title, const char* method) {
        m_app.push(std::make_unique<ChoiceScreen>(m_app, title, tr("Which gem?"), gems,
                                                  [ids, take, method](const std::string& gem) {
                                                      const auto at = std::find(ids.begin(), ids.end(), gem);
                                                      take(gem, static_cast<int>(at - ids.begin()), method);
                                                  }));
    };
    const bool enabled = canAct && anyLeft && !limitReached;
    const float half = (r.width - gap) / 2;
    const float y = r.top + r.height - rowH;
    const std::string roomTitle = roomRobbery, luckyTitle = luckyLift;
    // Plain buttons: the stacks' gold outline says that taking a gem is the next step.
    wrapButton(
        p, "take-room", {r.left, y, half, rowH}, roomRobbery, ButtonStyle::Normal,
        [ask, roomTitle] { ask(roomTitle, "room_robbery"); }, enabled);
    wrapButton(
        p, "take-lucky", {r.left + half + gap, y, half, rowH}, luckyLift, ButtonStyle::Normal,
        [ask, luckyTitle] { ask(luckyTitle, "lucky_lift"); }, enabled);
}

namespace {

// Roll, Peek, Look, End turn under the dice: each as wide as its longest word needs (closer
// together before a word would break), and as tall as two lines where a label takes two, with
// either label of the first (Roll, Rolled) so that the row keeps its height. Where even the
// longest words do not fit one row (German in a narrow centre), two rows of two.
struct ActionRow {
    std::vector<std::string> labels;
    std::array<sf::FloatRect, 4> at{}; // each button's place, from the row's top left
    float height = 0;                  // all rows
};

ActionRow actionRow(const Painter& p, float width, bool rolled) {
    const auto& t = p.theme();
    ActionRow row;
    row.labels = {rolled ? trc("suspicion", "Rolled") : trc("suspicion", "Roll"), trc("suspicion", "Peek"),
                  trc("suspicion", "Look"), trc("suspicion", "End turn")};
    // One row if the longest words fit with either first label, at the usual gap or closer.
    float gap = t.px(12);
    bool oneRow = true;
    for (const bool r : {false, true}) {
        auto labels = row.labels;
        labels[0] = r ? trc("suspicion", "Rolled") : trc("suspicion", "Roll");
        for (const float g : {t.px(12), t.px(4)}) {
            bool fits = true;
            buttonRowWidths(p, labels, width, g, 1e6f, true, &fits);
            if (fits)
                break;
            if (g == t.px(4))
                oneRow = false;
            else
                gap = std::min(gap, t.px(4));
        }
    }
    if (!oneRow)
        gap = t.px(8);
    const std::size_t perRow = oneRow ? 4 : 2;
    float lineH = std::max(t.leastTarget(), t.px(68));
    std::array<float, 4> widths{};
    for (const bool r : {false, true}) {
        auto labels = row.labels;
        labels[0] = r ? trc("suspicion", "Rolled") : trc("suspicion", "Roll");
        for (std::size_t first = 0; first < 4; first += perRow) {
            const std::vector<std::string> part(labels.begin() + static_cast<std::ptrdiff_t>(first),
                                                labels.begin() + static_cast<std::ptrdiff_t>(first + perRow));
            const auto w = buttonRowWidths(p, part, width, gap, 1e6f);
            for (std::size_t i = 0; i < part.size(); ++i) {
                lineH = std::max(lineH, p.fitHeight(part[i], w[i] - 16, t.body(), true, 0) + 12);
                if (r == rolled)
                    widths[first + i] = w[i];
            }
        }
    }
    for (std::size_t i = 0; i < 4; ++i) {
        const std::size_t line = i / perRow, col = i % perRow;
        float x = 0;
        for (std::size_t k = i - col; k < i; ++k)
            x += widths[k] + gap;
        row.at[i] = {x, static_cast<float>(line) * (lineH + gap), widths[i], lineH};
    }
    row.height = oneRow ? lineH : 2 * lineH + gap;
    return row;
}

} // namespace

float SuspicionTableScreen::actionsHeight(const Painter& p, float width) const {
    return actionRow(p, width, false).height;
}

void SuspicionTableScreen::drawDiceAndActions(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const bool rolled = !v["dice"].empty();
    const int used = v["actions_this_turn"];
    const int limit = v["action_limit"];
    const float gap = t.px(12);
    const ActionRow row = actionRow(p, r.width, rolled);
    const auto& labels = row.labels;
    const float bh = row.height;
    // What the dice show when still: the rolled guests, or nothing before the roll.
    const bool tumbling = animating() && m_animDice;
    std::vector<std::string> faces(2);
    if (rolled && !tumbling)
        for (std::size_t d = 0; d < 2; ++d)
            faces[d] = v["dice"][d];
    // The dice as big as the room above the buttons, smaller (not under 48 px, they are read,
    // not tapped) where the next step beside them needs the width for its two lines.
    const float textH = r.height - bh - gap;
    const float dieMax = std::min(textH, t.px(110));
    auto fitsBeside = [&](const std::string& text, float die) {
        return p.fitHeight(text, r.width - 2 * (die + gap), t.body(), true) <= textH;
    };
    auto dieFor = [&](const std::string& text) {
        float die = dieMax;
        while (die > 48.f && !fitsBeside(text, die))
            die = std::max(48.f, die - 4.f);
        return std::min(dieMax, die);
    };
    // In words: what the dice say and what comes next.
    auto guestText = [&](const std::string& f) {
        return f == "?" ? trc("suspicion", "any guest") : guestName(m_app, rules.guestIndex(f));
    };
    std::string next = tr("Next: roll the guest dice");
    if (tumbling)
        next = tr("The guest dice are rolling");
    else if (rolled && !faces[0].empty())
        next = tr("Move {first} and {second}, then play an Action card",
                  {{"first", guestText(faces[0])}, {"second", guestText(faces[1])}});
    if (used >= limit)
        next = limit == 1 ? tr("Action done: end the turn") : tr("Both actions done: end the turn");
    else if (used > 0)
        next = trn("{used} of {n} action done: one more, or end the turn",
                   "{used} of {n} actions done: one more, or end the turn", limit, {{"used", used}});
    // Beside the dice, never into the buttons: the move alone when the whole step is too long
    // there even beside smaller dice (the Action card is the next line of the step, and in the
    // explanations).
    if (rolled && !faces[0].empty() && used == 0 && !tumbling && !fitsBeside(next, 48.f))
        next = tr("Move {first} and {second}", {{"first", guestText(faces[0])}, {"second", guestText(faces[1])}});
    // An action done and one left: the count is in the header, so the step alone when the whole
    // line does not fit beside the dice.
    if (used > 0 && used < limit && !fitsBeside(next, 48.f))
        next = tr("One more action, or end the turn");
    // While the dice tumble, the short words where the long ones do not fit beside small dice
    // (Spanish and French with six names on a 7-inch panel).
    if (tumbling && !fitsBeside(next, 48.f))
        next = tr("The dice are rolling");
    // On a small panel where even the move alone would not fit beside the least dice, the
    // words take the dice's place: they name the same two guests the portraits show (and
    // before a roll the dice are blank, so "Both actions done: end the turn" after two gems
    // taken without a roll may take their place too: Spanish at 800x480).
    const bool wordsOnly = smallPanel(p) && !tumbling && !fitsBeside(next, 48.f);
    const float dieS = wordsOnly ? 0.f : dieFor(next);
    const float tx = wordsOnly ? r.left : r.left + 2 * (dieS + gap);
    // Two dice: the rolled guests' portraits, or blank before the roll.
    for (int d = 0; d < (wordsOnly ? 0 : 2); ++d) {
        const sf::FloatRect die{r.left + d * (dieS + gap), r.top, dieS, dieS};
        float wobble = 0;
        std::string face;
        if (rolled)
            face = v["dice"][static_cast<std::size_t>(d)];
        if (tumbling) {
            const double k = (m_app.now() - m_animStart) / kDiceSeconds;
            wobble = static_cast<float>((1 - k) * std::sin(k * 40 + d) * 8);
            const auto& fs = rules.dice[static_cast<std::size_t>(d)];
            face = fs[static_cast<std::size_t>(static_cast<int>(k * 14 + d * 3)) % fs.size()];
        }
        const sf::FloatRect shown{die.left + wobble, die.top - std::abs(wobble), die.width, die.height};
        auto drawDie = [&] {
            p.rect(shown, sf::Color(236, 228, 210), 16, sf::Color(0, 0, 0, 120), 2);
            const float in = dieS * 0.1f;
            if (face.empty())
                p.circle({shown.left + shown.width / 2, shown.top + shown.height / 2}, dieS * 0.08f,
                         sf::Color(150, 140, 120));
            else if (face == "?")
                p.text("?", {shown.left + shown.width / 2, shown.top + shown.height * 0.2f}, t.title(),
                       sf::Color(120, 40, 60), Align::Center, true, 0, TextKind::Catalogue);
            else
                art::guestPortrait(p, {shown.left + in, shown.top + in, dieS - 2 * in, dieS - 2 * in}, face);
        };
        if (tumbling)
            p.moving(drawDie);
        else
            drawDie();
    }
    p.fitText(next, {tx, r.top, r.left + r.width - tx, r.height - bh - gap}, t.body(), p.colours().gold,
              TextUse::NextStep, Align::Left, true, TextKind::Catalogue);

    // Roll, Peek, Look, End turn: gold on the real next step.
    const bool canRoll = !rolled && used == 0;
    const bool turnDone = used >= limit;
    const float by = r.top + r.height - bh;
    auto place = [&](std::size_t i) {
        return sf::FloatRect{r.left + row.at[i].left, by + row.at[i].top, row.at[i].width, row.at[i].height};
    };
    p.button(
        "roll", place(0), labels[0], canRoll ? ButtonStyle::Primary : ButtonStyle::Normal,
        [this] {
            if (m_app.dispatch("suspicion.roll_dice")) {
                m_app.sound().play(Cue::Dice);
                m_animDice = true;
                m_animGem = -1;
                m_animStart = m_app.now();
                m_animUntil = m_app.now() + kDiceSeconds;
            }
        },
        canRoll);
    p.button(
        "peek", place(1), labels[1], ButtonStyle::Normal, [this] { peekInvitation(); },
        !turnDone && v["deck_size"] > 0);
    p.button("look", place(2), labels[2], ButtonStyle::Normal, [this] { chooseLook(); });
    p.button("end-turn", place(3), labels[3], turnDone ? ButtonStyle::Primary : ButtonStyle::Normal, [this] {
        if (m_app.dispatch("suspicion.end_turn"))
            m_app.sound().play(Cue::Chime);
    });
}

} // namespace heist::ui::suspicion
