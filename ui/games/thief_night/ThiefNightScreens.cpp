#include "ui/games/thief_night/ThiefNightTable.hpp"
#include "ui/games/thief_night/ThiefNightViewModel.hpp"

#include "ui/App.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/screens/MomentScreen.hpp"
#include "ui/widgets/Banner.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>

// The screens around the Thief in the Night table: passing the tablet, entering a hand,
// the moves summary and the results.

namespace heist::ui::thief_night {

namespace {
// "2, 3, 4": card positions are numbers, joined as the table showed them before (a list with
// "and" made the paragraph a line longer, over the cards).
std::string joinedNumbers(const std::vector<std::string>& numbers) {
    std::string out;
    for (const auto& n : numbers)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}
} // namespace

ThiefNightPassScreen::ThiefNightPassScreen(App& app, int seat, std::string title, std::string hint, std::string goLabel,
                                           std::function<void()> onGo)
    : Screen(app), m_seat(seat), m_title(std::move(title)), m_hint(std::move(hint)), m_goLabel(std::move(goLabel)),
      m_onGo(std::move(onGo)) {}

void ThiefNightPassScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto size = p.size();
    const float hh = header(p, tr("Pass the tablet"), "", [this] { m_app.pop(); });
    const sf::FloatRect area = contentArea(p, hh);
    const float w = std::min(area.width, t.px(760));
    const float x = area.left + (area.width - w) / 2;
    // Measured before it is drawn: the token, the title, the hint and the button, from a little
    // below the header; where a short window (800x480) or a longer language leaves less room, the
    // space above goes first, then the token shrinks and the hint comes down to the small size.
    const float buttonH = t.target() * 1.2f;
    unsigned titleSize = t.title(), hintSize = t.body();
    float tokenR = t.px(40), gapS = t.px(20);
    auto total = [&] {
        return 2.5f * tokenR + gapS + p.paragraphHeight(m_title, titleSize, w) + gapS +
               p.paragraphHeight(m_hint, hintSize, w) + 1.5f * gapS + buttonH;
    };
    if (total() > area.height)
        tokenR = t.px(24);
    if (total() > area.height)
        titleSize = t.heading();
    if (total() > area.height)
        hintSize = t.small();
    if (total() > area.height)
        gapS = t.px(10);
    float y = area.top + std::clamp(area.height - total(), 0.f, area.height * 0.08f);
    p.token({size.x / 2, y + tokenR}, tokenR, player(m_app, m_seat).colour);
    y += 2.5f * tokenR + gapS;
    y += p.paragraph(m_title, {size.x / 2, y}, titleSize, p.colours().gold, w, Align::Center) + gapS;
    y += p.paragraph(m_hint, {size.x / 2, y}, hintSize, p.colours().ivory, w, Align::Center) + 1.5f * gapS;
    p.button("go", {x, std::min(y, area.top + area.height - buttonH), w, buttonH}, m_goLabel, ButtonStyle::Primary,
             [this] {
                 auto go = m_onGo;
                 go();
             });
}

ThiefNightHandEntryScreen::ThiefNightHandEntryScreen(App& app, bool thief) : Screen(app), m_thief(thief) {}

void ThiefNightHandEntryScreen::onFocusLost() { m_hidden = true; }

std::vector<int> ThiefNightHandEntryScreen::forcedPositions() const {
    const auto s = tableView(m_app);
    if (!m_thief || !s.open || !s.open->drawn)
        return {};
    std::vector<int> out;
    for (int p : s.open->forcedPositions)
        if (p < static_cast<int>(m_pool.size()))
            out.push_back(p);
    return out;
}

void ThiefNightHandEntryScreen::propose() {
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

int ThiefNightHandEntryScreen::poolLimit() const {
    // The thief holds ten cards; a capture pool, the hands of those who see the thief.
    const auto s = tableView(m_app);
    if (m_thief || !s.open)
        return game(m_app).rules().thiefHand;
    return s.open->poolLimit;
}

void ThiefNightHandEntryScreen::tapCard(Card c) {
    const bool mixed = tableView(m_app).mixedDecks;
    const int copies = static_cast<int>(std::count(m_pool.begin(), m_pool.end(), c));
    const int most = mixed ? 2 : 1;
    if (copies >= most) {
        // Tapping a card already in (as often as the decks allow) takes it out again.
        m_pool.erase(std::remove(m_pool.begin(), m_pool.end(), c), m_pool.end());
    } else if (static_cast<int>(m_pool.size()) < poolLimit()) {
        m_pool.push_back(c);
    } else {
        return; // full: the screen says why (see draw)
    }
    propose();
}

void ThiefNightHandEntryScreen::toggleChosen(int position) {
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

void ThiefNightHandEntryScreen::submit() {
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

void ThiefNightHandEntryScreen::drawGrid(Painter& p, const sf::FloatRect& r) {
    const auto& t = p.theme();
    const bool portrait = t.portrait();
    // Landscape: 13 ranks across, 4 suits down. Portrait: each suit on two rows of 7 and 6.
    const int cols = portrait ? 7 : 13, rows = portrait ? 8 : 4;
    const float gap = t.px(6);
    const float cw = (r.width - gap * (cols - 1)) / cols;
    const float ch = std::max(t.leastTarget(), (r.height - gap * (rows - 1)) / rows);
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

namespace {
// The pool's cells: as many to a row as fit at the least target (64 px), five at least.
struct PoolGrid {
    int perRow;
    float cellW, cellH, gap;
};
PoolGrid poolGrid(const Painter& p, float width) {
    const auto& t = p.theme();
    const float gap = t.px(6);
    const float least = std::max(t.leastTarget(), t.px(64));
    const int perRow = std::max(5, static_cast<int>((width + gap) / (least + gap)));
    return {perRow, (width - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow), least, gap};
}
} // namespace

void ThiefNightHandEntryScreen::drawPool(Painter& p, const sf::FloatRect& r) {
    const auto& t = p.theme();
    const auto forced = forcedPositions();
    const int n = static_cast<int>(m_pool.size());
    if (n == 0) {
        const std::string hint =
            m_thief ? tr("Tap your cards below. For the best five, tap your whole hand in its face-down order, "
                         "left to right.")
                    : tr("Tap five cards below, or the cards of all who see the thief (up to {most}) for the "
                         "best five.",
                         {{"most", poolLimit()}});
        // Smaller where the room above the buttons is short (a small panel): never over them.
        if (p.paragraphHeight(hint, t.body(), r.width) <= r.height)
            p.paragraph(hint, {r.left, r.top}, t.body(), p.colours().muted, r.width);
        else
            p.fitText(hint, {r.left, r.top, r.width, r.height}, t.small(), p.colours().muted, TextUse::Other,
                      Align::Left);
        return;
    }
    const PoolGrid grid = poolGrid(p, r.width);
    const float gap = grid.gap;
    const int perRow = grid.perRow;
    const float cw = grid.cellW;
    const float ch = grid.cellH;
    for (int i = 0; i < n; ++i) {
        const int row = i / perRow, col = i % perRow;
        const sf::FloatRect cell{r.left + col * (cw + gap), r.top + row * (ch + gap), cw, ch};
        const bool chosen = std::find(m_chosen.begin(), m_chosen.end(), i) != m_chosen.end();
        const bool isForced = std::find(forced.begin(), forced.end(), i) != forced.end();
        const Card c = m_pool[static_cast<std::size_t>(i)];
        p.rect(cell, chosen ? sf::Color(239, 232, 214) : sf::Color(120, 124, 140), 8,
               isForced ? p.colours().danger
               : chosen ? p.colours().gold
                        : sf::Color(0, 0, 0, 120),
               chosen || isForced ? 4.f : 1.f);
        const unsigned size = cw < t.px(72) ? t.small() : t.body();
        p.text(components::cardLabel(c), {cell.left + cw / 2, cell.top + (ch - size) / 2}, size,
               chosen ? suitInk(c.suit) : sf::Color(16, 16, 24), Align::Center, true, cw - 4, TextKind::Secret);
        p.region("pool-" + std::to_string(i), cell, [this, i] { toggleChosen(i); });
    }
}

void ThiefNightHandEntryScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto s = tableView(m_app);
    const int seat = m_thief ? s.thiefSeat : s.captainSeat;
    const auto& pl = player(m_app, seat);
    const float hh = header(
        p, m_thief ? tr("Escape hand") : tr("Capture hand"), tr("{name} \u00b7 private", {{"name", pl.name}}),
        [this] { m_app.pop(); }, tr("\u2190 Cancel"));
    const sf::FloatRect area = contentArea(p, hh);
    if (!s.open || (m_thief ? s.open->escapeEntered : s.open->captureEntered)) {
        // The hand came in meanwhile from the player's own phone: nothing is left to enter.
        const float y =
            area.top +
            p.paragraph(m_thief
                            ? tr("{name}\u2019s escape hand is in (from {name}\u2019s phone).", {{"name", pl.name}})
                            : tr("{name}\u2019s capture hand is in (from {name}\u2019s phone).", {{"name", pl.name}}),
                        {area.left, area.top}, t.body(), p.colours().ivory, area.width);
        p.button("back-to-table", {area.left, y + t.px(20), std::min(area.width, t.px(520)), t.target()},
                 tr("Back to the table"), ButtonStyle::Primary, [this] { m_app.pop(); });
        return;
    }
    if (m_hidden) {
        p.paragraph(tr("Hidden because the window lost focus."), {area.left, area.top}, t.body(), p.colours().muted,
                    area.width);
        p.button("show-again", {area.left, area.top + t.px(70), std::min(area.width, t.px(520)), t.target()},
                 tr("I am {name} \u2014 show again", {{"name", pl.name}}), ButtonStyle::Primary,
                 [this] { m_hidden = false; });
        return;
    }
    const bool portrait = t.portrait();
    float y = area.top;
    // Forced cards first: what the draw behind the thief requires.
    const auto forced = forcedPositions();
    if (m_thief && s.open && s.open->drawn) {
        std::vector<std::string> positions;
        for (int at : s.open->forcedPositions)
            positions.push_back(std::to_string(at + 1));
        const std::string text = trn(
            "Behind the thief: enter all {total} cards in their face-down order; position {positions} (red) must be "
            "used.",
            "Behind the thief: enter all {total} cards in their face-down order; positions {positions} (red) must "
            "be used.",
            static_cast<long long>(positions.size()),
            {{"total", s.open->handSize}, {"positions", joinedNumbers(positions)}});
        y += p.paragraph(text, {area.left, y}, t.small(), p.colours().gold, area.width) + t.px(8);
    }
    // What the chosen five make, and the buttons: a row tall enough for two lines of the least
    // size where the three labels do not fit it on one line (Spanish at 480x800).
    const std::vector<std::string> labels{tr("Clear"), trc("thief-in-the-night", "Best five"), tr("Enter this hand")};
    float oneLine = 2 * t.px(12);
    for (const auto& label : labels)
        oneLine += p.textWidth(label, t.least(), true) + 24;
    const float bh = oneLine > area.width ? std::max(t.target(), 2 * p.fitLineHeight(t.least()) + 12) : t.target();
    const float gridH = portrait ? 8 * std::max(t.leastTarget(), t.px(64)) + 7 * t.px(6)
                                 : 4 * std::max(t.leastTarget(), t.px(64)) + 3 * t.px(6);
    const float gridTop = area.top + area.height - gridH;
    // The hand's name above the buttons; on a short window (800x480) beside them, so that the
    // row of chosen cards (or the hint) keeps its least target's height above.
    const float rowLeast = std::max(t.leastTarget(), t.px(64));
    const bool besideButtons = gridTop - (t.body() + t.px(12) + bh) - t.px(20) - y < rowLeast;
    const float infoH = besideButtons ? bh : t.body() + t.px(12) + bh;
    const float poolBottom = gridTop - infoH - t.px(20);
    // A full pool takes no more cards: the rulebook's hand sizes, said where the cards are:
    // above them, or beside their one row when a longer language leaves no room above.
    if (static_cast<int>(m_pool.size()) >= poolLimit()) {
        const int most = poolLimit();
        const std::string full = m_thief ? trn("The thief holds at most {n} card: all {n} are in.",
                                               "The thief holds at most {n} cards: all {n} are in.", most)
                                         : trn("Those who see the thief hold at most {n} card: all {n} are in.",
                                               "Those who see the thief hold at most {n} cards: all {n} are in.", most);
        const PoolGrid grid = poolGrid(p, area.width);
        const int n = static_cast<int>(m_pool.size());
        const int perRow = grid.perRow;
        const float least = grid.cellH;
        const float rowsH = static_cast<float>((n + perRow - 1) / perRow) * (least + grid.gap) - grid.gap;
        const float above = p.paragraphHeight(full, t.small(), area.width) + t.px(8);
        const float besideX = area.left + static_cast<float>(n) * (grid.cellW + grid.gap) + t.px(12);
        const float besideW = area.left + area.width - besideX;
        if (y + above + rowsH <= poolBottom || n > perRow || besideW < t.px(160) ||
            p.fitHeight(full, besideW, t.small()) > least) {
            y += p.paragraph(full, {area.left, y}, t.small(), p.colours().ivory, area.width) + t.px(8);
        } else {
            p.fitText(full, {besideX, y, besideW, least}, t.small(), p.colours().ivory, TextUse::Other, Align::Left);
        }
    }
    const sf::FloatRect poolR{area.left, y, area.width, poolBottom - y};
    drawPool(p, poolR);
    float iy = gridTop - infoH - t.px(10);
    std::string named = m_pool.size() < 5
                            ? trn("Tap {n} more card", "Tap {n} more cards", static_cast<long long>(5 - m_pool.size()))
                            : tr("Choose five (tap them above)");
    bool ready = m_chosen.size() == 5;
    if (ready) {
        components::Five five{};
        for (std::size_t i = 0; i < 5; ++i)
            five[i] = m_pool[static_cast<std::size_t>(m_chosen[i])];
        const std::string hand = components::handName(components::evaluate(five));
        named = m_pool.size() > 5 && !m_chosenByHand ? tr("Best five: {hand}", {{"hand", hand}})
                                                     : tr("Your five: {hand}", {{"hand", hand}});
    }
    const float gap = t.px(12);
    float bx = area.left;
    // Each as wide as its words need (its longest word where two lines fit its height).
    std::vector<float> widths = buttonRowWidths(p, labels, area.width, gap, bh);
    if (besideButtons) {
        // The buttons as wide as their words need on the right, the hand's name in the rest.
        widths = buttonRowWidths(p, labels, area.width * 0.6f, gap, bh);
        const float buttonsW = widths[0] + widths[1] + widths[2] + 2 * gap;
        bx = area.left + area.width - buttonsW;
        p.fitText(named, {area.left, iy, bx - gap - area.left, bh}, t.body(),
                  ready ? p.colours().gold : p.colours().muted, TextUse::Other, Align::Left, true,
                  ready ? TextKind::Secret : TextKind::Public);
    } else {
        p.text(named, {area.left, iy}, t.body(), ready ? p.colours().gold : p.colours().muted, Align::Left, true,
               area.width, ready ? TextKind::Secret : TextKind::Public);
        iy += t.body() + t.px(12);
    }
    p.button(
        "clear", {bx, iy, widths[0], bh}, labels[0], ButtonStyle::Quiet,
        [this] {
            m_pool.clear();
            m_chosen.clear();
        },
        !m_pool.empty());
    bx += widths[0] + gap;
    p.button(
        "propose", {bx, iy, widths[1], bh}, labels[1], ButtonStyle::Normal, [this] { propose(); },
        m_pool.size() > 5 && m_chosenByHand);
    bx += widths[1] + gap;
    p.button("enter-hand", {bx, iy, widths[2], bh}, labels[2], ButtonStyle::Primary, [this] { submit(); }, ready);
    drawGrid(p, {area.left, gridTop, area.width, gridH});
}

ThiefNightMovesScreen::ThiefNightMovesScreen(App& app) : Screen(app) {}

void ThiefNightMovesScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const AceRule ace = tableView(m_app).ace;
    const float hh = header(p, tr("Moves and traps"), tr("Tap the card played"), [this] { m_app.pop(); });
    const sf::FloatRect area = contentArea(p, hh);
    const bool portrait = t.portrait();
    // Rank buttons: one row of 13 in landscape, two rows in portrait.
    auto rankRow = [&](float y, int selected, const std::string& prefix, std::function<void(int)> pick) {
        const int perRow = portrait ? 7 : 13;
        const float gap = t.px(6);
        const float w = (area.width - gap * (perRow - 1)) / perRow;
        const float h = std::max(t.leastTarget(), t.px(70));
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
    const std::string card = ThiefNightRules::aCard(m_rank);
    const bool face = ThiefNightRules::movesAsFace(m_rank, ace);
    p.text(face ? tr("On {card} (moves as a face card):", {{"card", card}})
                : tr("On {card} (a number card):", {{"card", card}}),
           {area.left, y}, t.body(), p.colours().gold, Align::Left, true, area.width);
    y += t.body() + t.px(12);
    const std::pair<std::string, Piece> pieces[] = {{trc("thief-in-the-night", "Thief"), Piece::Thief},
                                                    {trc("thief-in-the-night", "Captain"), Piece::Captain},
                                                    {trc("thief-in-the-night", "Guard"), Piece::Guard}};
    for (const auto& [label, piece] : pieces) {
        // The moves are words of the data file (ThiefNightWords.cpp lists them).
        const std::string line =
            tr("{piece}: {move}; {then}.", {{"piece", label},
                                            {"move", trData("thief-in-the-night", rules.movement(piece, m_rank, ace))},
                                            {"then", trData("thief-in-the-night", rules.moves(piece).then)}});
        y += p.paragraph(line, {area.left, y}, t.body(), p.colours().ivory, area.width) + t.px(6);
    }
    y += t.px(12);
    p.text(tr("Through a trap: what was the card before?"), {area.left, y}, t.body(), p.colours().gold, Align::Left,
           true, area.width);
    y += t.body() + t.px(12);
    y += rankRow(y, m_lastRank, "last-", [this](int r) { m_lastRank = r; }) + t.px(8);
    if (m_lastRank > 0)
        p.paragraph(ThiefNightRules::trapInWords(m_lastRank, m_rank, ace), {area.left, y}, t.body(),
                    ThiefNightRules::continuesThroughTrap(m_lastRank, m_rank, ace) ? p.colours().ok
                                                                                   : p.colours().danger,
                    area.width);
    else
        p.paragraph(ace == AceRule::FaceBoth ? tr("Aces: a face card, next to both the 2 and the king (house rule).")
                    : ace == AceRule::High   ? tr("Aces: a face card, next to the king only (house rule).")
                                             : tr("Aces: a number card, next to the 2 only (house rule)."),
                    {area.left, y}, t.small(), p.colours().muted, area.width);
}

ThiefNightResultsScreen::ThiefNightResultsScreen(App& app) : Screen(app), m_celebration(app.now()) {}

bool ThiefNightResultsScreen::animating() const { return m_celebration.running(m_app.now()); }

void ThiefNightResultsScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

namespace {

components::Five fiveOf(const Json& codes) {
    components::Five out{};
    std::size_t i = 0;
    for (const auto& c : codes)
        if (auto card = components::parseCard(c.get<std::string>()); card && i < out.size())
            out[i++] = *card;
    return out;
}

} // namespace

std::unique_ptr<Screen> captureMoment(App& app) {
    const Json v = view(app);
    const Json& c = v["captures"].back();
    const int thief = v["sides"]["thief"];
    const auto& caught = player(app, thief);
    const auto& captain = player(app, 1 - thief);
    CelebrationWords words;
    words.title = tr("Captured!");
    words.players.push_back({tr("{name} \u00b7 guard captain", {{"name", captain.name}}), captain.colour});
    // The title already says "Captured!": the verdict goes on from what follows it, worded
    // again from the hands (the same message as the verdict, without its first word).
    const auto er = components::evaluate(fiveOf(c["escape"]["cards"])),
               cr = components::evaluate(fiveOf(c["capture"]["cards"]));
    words.moment = tr("{verdict}. The guard captain wins.", {{"verdict", components::beatsInWords(cr, er)}});
    words.details.push_back(tr("Capture \u00b7 {name}: {hand}",
                               {{"name", captain.name}, {"hand", c["capture"]["name"].get<std::string>()}}));
    words.details.push_back(
        tr("Escape \u00b7 {name}: {hand}", {{"name", caught.name}, {"hand", c["escape"]["name"].get<std::string>()}}));
    auto card = std::make_unique<MomentScreen>(app, std::move(words), [&app] {
        app.pop();
        app.push(std::make_unique<ThiefNightResultsScreen>(app));
    });
    // Both hands as cards, the capture above the escape, each row after its word.
    card->setPicture(2 * 74 + 12, [c](Painter& p, const sf::FloatRect& r) {
        const auto& t = p.theme();
        const float cardW = t.px(62), cardH = t.px(74), gap = t.px(10);
        const std::string capture = tr("Capture"), escape = tr("Escape");
        const float labelW = std::max(p.textWidth(capture, t.small()), p.textWidth(escape, t.small())) + t.px(16);
        for (int i = 0; i < 2; ++i) {
            const Json& hand = i == 0 ? c["capture"] : c["escape"];
            std::vector<Card> cards;
            for (const auto& code : hand["cards"])
                if (auto parsed = components::parseCard(code.get<std::string>()))
                    cards.push_back(*parsed);
            const float rowW = labelW + cards.size() * (cardW + gap) - gap;
            float x = r.left + (r.width - rowW) / 2;
            const float y = r.top + i * (cardH + t.px(12));
            p.text(i == 0 ? capture : escape, {x, y + (cardH - t.small()) / 2}, t.small(), p.colours().ivory);
            x += labelW;
            for (const Card& cd : cards) {
                drawCardFace(p, {x, y, cardW, cardH}, cd, false);
                x += cardW + gap;
            }
        }
    });
    return card;
}

void ThiefNightResultsScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const Json r = game(m_app).results(m_app.live()->session().state());
    if (r.is_null())
        return;
    const bool thiefWon = r["winner_side"] == "thief";
    const int seat = r["winners"][0];
    const auto& pl = player(m_app, seat);
    CelebrationWords words;
    words.title = tr("{name} wins!", {{"name", pl.name}});
    words.players.push_back({pl.name, pl.colour});
    words.moment = thiefWon ? tr("The thief escaped the castle with the gem.")
                            : view(m_app)["captures"].back()["verdict"].get<std::string>();
    words.details.push_back(thiefWon ? tr("Won as the thief") : tr("Won as the guard captain"));
    const int rounds = r["rounds"], judged = r["captures_judged"], escapes = r["escapes"], ties = r["ties"];
    // Four counts side by side, each its own message (a list, not a sentence).
    words.details.push_back(trn("{n} round", "{n} rounds", rounds) + " \u00b7 " +
                            trn("{n} capture judged", "{n} captures judged", judged) + " \u00b7 " +
                            trn("{n} escape", "{n} escapes", escapes) + " \u00b7 " + trn("{n} tie", "{n} ties", ties));
    // Two sides and no table of scores: the celebration stands in the middle of the screen,
    // with the message strip under it.
    const float m = t.margin();
    const float width = p.size().x - 2 * m;
    const float h = m_celebration.height(p, width, words);
    const float room = p.size().y - m - resultButtonsHeight(p, m_app) - t.px(20) - bannerHeight(t) - t.px(12) - m;
    const float top = m + std::max(0.f, (room - h) / 2);
    const float celebrated = m_celebration.draw(p, {m, top, width, 0}, m_app.now(), words);
    reserveBanner(p, top + celebrated + t.px(12));
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::thief_night
