#include "games/shadow_house/ShadowHouseTable.hpp"

#include "screens/ChoiceScreen.hpp"
#include "screens/HomeScreen.hpp"
#include "games/shadow_house/ShadowHouseViewModel.hpp"
#include "widgets/Banner.hpp"
#include "widgets/GameToolbar.hpp"
#include "widgets/Seats.hpp"
#include "language/Translate.hpp"

namespace heist::ui::shadow_house {

void openTable(App& app) {
    app.push(std::make_unique<TableScreen>(app));
    if (game(app).isFinished(state(app)))
        app.push(std::make_unique<WinnerScreen>(app));
}

void TableScreen::onShown() {
    if (m_app.live() && game(m_app).isFinished(state(m_app)))
        m_app.push(std::make_unique<WinnerScreen>(m_app));
}

void TableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void TableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

void TableScreen::askFirst() {
    std::vector<Choice> choices;
    for (const auto& pl : players(m_app))
        choices.push_back({std::to_string(pl.seat), pl.name, pl.colour, true, ""});
    for (auto& c : choices)
        greyIfRefused(m_app, c, "shm.start_round", {Json{{"first", std::stoi(c.id)}}});
    const int round = state(m_app).round + 1;
    m_app.push(std::make_unique<ChoiceScreen>(
        m_app, tr("Who has First on the scene?"), tr("They play it face up and start round {round}", {{"round", round}}),
        choices, [this](const std::string& id) {
            if (m_app.dispatch("shm.start_round", Json{{"first", std::stoi(id)}}))
                m_ticked.clear();
        }));
}

float TableScreen::drawDeck(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const Json& deck = v["deck"];
    const int n = deck["players"];
    // The heading whole, on a second line where a language needs it and the rows keep their
    // least height; else on one line, shortened.
    const std::string heading = tr("Starter deck for {n} players: tick each as you add it", {{"n", n}});
    const std::size_t rowCount = deck["cards"].size() + 1;
    const float wrapped = p.paragraphHeight(heading, t.small(), r.width);
    const bool whole = r.height - wrapped - t.small() - t.px(40) >=
                       static_cast<float>(rowCount) * (t.leastTarget() + t.px(t.portrait() ? 5 : 8));
    const float headH = whole ? p.paragraph(heading, {r.left, r.top}, t.small(), p.colours().muted, r.width)
                              : (p.text(heading, {r.left, r.top}, t.small(), p.colours().muted, Align::Left, false, r.width),
                                 t.small());
    float y = r.top + headH + t.px(14);
    struct Row { std::string id, count, label; bool on; };
    std::vector<Row> rows;
    for (const auto& c : deck["cards"]) {
        const int count = c["count"];
        const std::string name = trData("shadow-house-masquerade", c["name"].get<std::string>());
        rows.push_back({c["id"], std::to_string(count),
                        count == 0 ? tr("{card} \u00b7 none with {n}", {{"card", name}, {"n", n}}) : name,
                        count > 0});
    }
    const int random = deck["random"];
    rows.push_back({"random", std::to_string(random),
                    trn("random card from the rest", "random cards from the rest", random), true});
    const float gap = t.px(t.portrait() ? 5 : 8);
    // Portrait keeps the rows at the 64 px target so that setup steps 3 to 6 fit below them.
    const float rowH = std::max(t.leastTarget(), std::min(t.px(t.portrait() ? 64 : 72),
                                               (r.height - headH - t.small() - t.px(40)) / rows.size() - gap));
    for (const auto& row : rows) {
        const sf::FloatRect box{r.left, y, r.width, rowH};
        const bool ticked = m_ticked.count(row.id) > 0;
        p.rect(box, ticked ? sf::Color(30, 58, 44) : p.colours().dusk, 12, ticked ? p.colours().ok : p.colours().line,
               ticked ? 2.5f : 1.5f);
        const float check = rowH - t.px(20);
        const sf::FloatRect tick{box.left + t.px(12), box.top + t.px(10), check, check};
        if (row.on) {
            p.rect(tick, p.colours().night, 6, ticked ? p.colours().ok : p.colours().muted, 2);
            if (ticked)
                p.textIn("\u2713", tick, t.body(), p.colours().ok, true);
        }
        const float x = tick.left + check + t.px(18);
        p.text(row.count, {x + t.px(22), box.top + (rowH - t.heading()) / 2 - t.px(2)}, t.heading(),
               row.on ? p.colours().gold : p.colours().muted, Align::Center, true);
        p.text(row.label, {x + t.px(56), box.top + (rowH - t.body()) / 2 - t.px(2)}, t.body(),
               row.on ? p.colours().ivory : p.colours().muted, Align::Left, row.on, box.left + box.width - x - t.px(68));
        if (row.on) {
            const std::string id = row.id;
            p.region("tick-" + id, box, [this, id] {
                if (!m_ticked.erase(id))
                    m_ticked.insert(id);
                m_app.markDirty();
            });
        }
        y += rowH + gap;
    }
    const int total = deck["total"];
    p.text(trn("{n} card in all: {each} for each player", "{n} cards in all: {each} for each player", total,
               {{"each", total / n}}),
           {r.left, y + t.px(6)}, t.body(), p.colours().gold, Align::Left, true, r.width);
    return y + t.px(6) + t.body() * 1.4f;
}

void TableScreen::drawReminders(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    float y = r.top;
    // The steps' numbers in a column as wide as the widest of them in this language.
    const std::size_t count = v["deck"]["reminders"].size();
    float indent = t.px(34);
    for (std::size_t k = 0; k < count; ++k)
        indent = std::max(indent, p.textWidth(tr("{n}.", {{"n", static_cast<int>(k) + 3}}), t.small(), true) + t.px(10));
    // Every step shown whole: where the room is short, the "Then" heading and the spacing go.
    float words = 0;
    for (const auto& line : v["deck"]["reminders"])
        words += p.paragraphHeight(trData("shadow-house-masquerade", line.get<std::string>()), t.small(),
                                   r.width - indent);
    const float steps = static_cast<float>(v["deck"]["reminders"].size());
    const bool heading = words + steps * t.px(10) + t.small() + t.px(10) <= r.height;
    const float spacing = heading || words + steps * t.px(10) <= r.height ? t.px(10) : t.px(2);
    if (heading) {
        p.text(tr("Then"), {r.left, y}, t.small(), p.colours().muted);
        y += t.small() + t.px(10);
    }
    int step = 3; // the rulebook's setup steps 3 to 6
    for (const auto& line : v["deck"]["reminders"]) {
        p.text(tr("{n}.", {{"n", step++}}), {r.left, y}, t.small(), p.colours().gold, Align::Left, true);
        y += p.paragraph(trData("shadow-house-masquerade", line.get<std::string>()), {r.left + indent, y}, t.small(), p.colours().ivory,
                         r.width - indent) + spacing;
    }
}

float TableScreen::seatHeight(Painter& p, float seatW) const {
    const auto& t = p.theme();
    float most = 0;
    // A name whose longest word does not fit beside the token goes under it, the seat's width
    // (a word is never broken between two letters).
    for (const auto& pl : players(m_app))
        most = std::max(most, widestWord(p, pl.name, true) > seatW - t.px(80)
                                  ? t.px(36) + t.px(4) + fitText(p, pl.name, seatW - t.px(36), t.body(), true).height()
                                  : fitText(p, pl.name, seatW - t.px(80), t.body(), true).height());
    // The name beside the token, then the points (or who started, in Lightning): one line, or
    // as many as the longest of them takes in this language.
    const float lineW = seatW - t.px(80);
    const float lineH = std::max({fitText(p, trn("{n} point \u00b7 leads \u00b7 started", "{n} points \u00b7 leads \u00b7 started", 10),
                                          lineW, t.small(), false).height(),
                                  fitText(p, trc("shadow-house-masquerade", "First on the scene"), lineW, t.small(), false).height(),
                                  p.fitLineHeight(t.small())});
    return t.px(14) * 2 + std::max(most, t.px(36)) + t.px(8) + lineH;
}

void TableScreen::drawSeat(Painter& p, const sf::FloatRect& r, int seat, const Json& v) {
    const auto& t = p.theme();
    const auto& pl = players(m_app)[static_cast<std::size_t>(seat)];
    const bool lightning = v["lightning"];
    const int first = v["first"].is_null() ? -1 : v["first"].get<int>();
    const bool starts = seat == first;
    const std::vector<int> leaders = v["leaders"].get<std::vector<int>>();
    const int total = v["totals"][static_cast<std::size_t>(seat)];
    const bool leads = total > 0 && std::find(leaders.begin(), leaders.end(), seat) != leaders.end();
    seatFrame(p, r, starts);
    Painter::Box box(p, r);
    const float pad = t.px(14);
    const float tokenR = t.px(16);
    p.token({r.left + pad + t.px(8) + tokenR, r.top + pad + tokenR + t.px(2)}, tokenR, pl.colour, starts);
    float x = r.left + pad + t.px(8) + 2 * tokenR + t.px(12);
    float w = r.left + r.width - pad - x;
    // The name beside the token, or under it where its longest word would not fit beside it.
    const bool under = widestWord(p, pl.name, true) > w;
    const float nameTop = under ? r.top + pad + t.px(36) + t.px(4) : r.top + pad;
    if (under) {
        x = r.left + pad + t.px(8);
        w = r.left + r.width - pad - x;
    }
    const float nameH = fittedText(p, pl.name, {x, nameTop}, w, t.body(), leads ? p.colours().gold : p.colours().ivory,
                                   Align::Left, true, TextKind::Public, TextUse::PlayerName);
    const float y = under ? nameTop + nameH + t.px(8) : r.top + pad + std::max(nameH, t.px(36)) + t.px(8);
    std::string line;
    if (lightning)
        line = starts ? trc("shadow-house-masquerade", "First on the scene") : "";
    else if (leads && starts)
        line = trn("{n} point \u00b7 leads \u00b7 started", "{n} points \u00b7 leads \u00b7 started", total);
    else if (leads)
        line = trn("{n} point \u00b7 leads", "{n} points \u00b7 leads", total);
    else if (starts)
        line = trn("{n} point \u00b7 started", "{n} points \u00b7 started", total);
    else
        line = trn("{n} point", "{n} points", total);
    if (!line.empty())
        fittedText(p, line, {x, y}, w, t.small(), starts || leads ? p.colours().gold : p.colours().muted, Align::Left,
                   false);
    // The points toward the target as pips, where the seat has the room for them all.
    if (!lightning) {
        const int target = v["target"];
        const float pip = t.px(20);
        const float pipsW = target * pip;
        const float lineW = p.textWidth(line, t.small(), false);
        if (x + lineW + t.px(16) + pipsW <= r.left + r.width - pad) {
            const float cy = y + p.fitLineHeight(t.small()) / 2;
            const float px0 = r.left + r.width - pad - pipsW;
            for (int i = 0; i < target; ++i)
                p.circle({px0 + i * pip + pip / 2, cy}, t.px(7), i < total ? p.colours().gold : sf::Color(0, 0, 0, 0),
                         p.colours().muted, 2);
        }
    }
}

void TableScreen::drawRoundPanel(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const bool lightning = v["lightning"];
    const int round = v["round"];
    const int first = v["first"];
    const float bh = t.target() * 1.1f;
    const std::string title =
        lightning ? trc("shadow-house-masquerade", "Lightning investigation") : tr("Round {round}", {{"round", round}});
    const std::string started =
        tr("{name} had First on the scene and started; play goes clockwise.", {{"name", player(m_app, first).name}});
    const std::string goal = lightning ? tr("One round, no points: the culprit\u2019s side or everyone else wins.")
                                       : trn("The match ends after the round in which someone reaches {n} point.",
                                             "The match ends after the round in which someone reaches {n} points.",
                                             v["target"].get<int>());
    std::string last;
    if (!v["rounds"].empty())
        last = tr("Last round: {how}.", {{"how", games::shadow_house::ShadowHouseGame::endingSentence(
                                                    state(m_app).rounds.back(), players(m_app))}});
    // Everything above the button: who started at the body size where there is room, else
    // small; then the goal and the last round, the last round first to go where the panel is
    // short (the history keeps it), then the goal (the rules' "i" says it).
    const float room = r.height - bh - t.px(12);
    const auto height = [&](unsigned startedSize, bool withGoal, bool withLast) {
        float h = t.heading() + t.px(12) + p.paragraphHeight(started, startedSize, r.width) + t.px(12);
        if (withGoal)
            h += p.paragraphHeight(goal, t.small(), r.width) + t.px(12);
        if (withLast && !last.empty())
            h += p.paragraphHeight(last, t.small(), r.width);
        return h;
    };
    unsigned startedSize = t.body();
    bool withGoal = true, withLast = true;
    if (height(startedSize, withGoal, withLast) > room)
        startedSize = t.small();
    if (height(startedSize, withGoal, withLast) > room)
        withLast = false;
    if (height(startedSize, withGoal, withLast) > room)
        withGoal = false;
    float y = r.top;
    p.text(title, {r.left, y}, t.heading(), p.colours().ivory, Align::Left, true, r.width);
    y += t.heading() + t.px(12);
    y += p.paragraph(started, {r.left, y}, startedSize, p.colours().ivory, r.width) + t.px(12);
    if (withGoal)
        y += p.paragraph(goal, {r.left, y}, t.small(), p.colours().muted, r.width) + t.px(12);
    if (withLast && !last.empty())
        p.paragraph(last, {r.left, y}, t.small(), p.colours().muted, r.width);
    p.button("score", {r.left, r.top + r.height - bh, r.width, bh},
             lightning ? tr("The round is over: who won?") : tr("Round {round} is over: score it", {{"round", round}}),
             ButtonStyle::Primary, [this] { startScoring(m_app); });
}

void TableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const Json v = view(m_app);
    const std::string phase = v["phase"];
    const bool lightning = v["lightning"];
    const auto& [t, portrait, m, size] = tableFrame(p);
    const float th = t.target();
    const int round = v["round"];
    if (phase == "building" && m_tickedRound != round) {
        m_ticked.clear();
        m_tickedRound = round;
    }
    const float toolbarW = portrait ? size.x - 2 * m : t.px(500);
    const float titleW = portrait ? size.x - 2 * m - th - t.px(24) : size.x - 2 * m - toolbarW - th - t.px(48);
    // The German edition is titled "Mord in der Shadow-Villa": the short title is a message too.
    std::string title = tr("Shadow House");
    std::string subtitle;
    if (phase == "building") {
        title = round == 0 ? (lightning ? tr("Shadow House \u00b7 Lightning") : tr("Shadow House \u00b7 a new match"))
                           : tr("Shadow House \u00b7 round {round}", {{"round", round + 1}});
        subtitle = trn("Build the deck, deal {n} card each", "Build the deck, deal {n} cards each",
                       game(m_app).rules().cardsPerPlayer);
    } else if (phase == "playing") {
        title = lightning ? tr("Shadow House \u00b7 Lightning") : tr("Shadow House \u00b7 round {round}", {{"round", round}});
        // Who started is on their seat and in the middle: the line under the title stays short.
        const int scored = v["rounds_scored"];
        subtitle = lightning ? tr("One round, no points")
                             : scored == 0 ? tr("No round scored yet")
                                           : trn("{n} round scored", "{n} rounds scored", scored);
    } else {
        subtitle = tr("The match is over");
    }
    p.text(title, {m, m - t.px(4)}, t.heading(), p.colours().ivory, Align::Left, true, titleW);
    p.text(subtitle, {m, m + t.heading() + t.px(6)}, t.small(), p.colours().gold, Align::Left, false, titleW);
    const sf::FloatRect toolbar = portrait ? sf::FloatRect{m, m + t.heading() + t.small() + t.px(24), toolbarW, th}
                                           : sf::FloatRect{size.x - m - th - t.px(24) - toolbarW, m, toolbarW, th};
    drawGameToolbar(p, m_app, toolbar, [this] { onBack(); });
    const auto messages = reserveBanner(p, toolbar.top + th + t.px(12)); // refusals and notices go here
    const float top = messages.top + messages.height + t.px(12);
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};
    const float gap = t.px(32);
    if (phase == "finished") {
        p.button("results", {area.left, area.top, std::min(area.width, t.px(600)), th}, tr("See who won"),
                 ButtonStyle::Primary, [this] { m_app.push(std::make_unique<WinnerScreen>(m_app)); });
        return;
    }
    if (phase == "building") {
        const float bh = th * 1.1f;
        const std::string next = tr("Dealt: who has First on the scene?");
        if (portrait) {
            const float deckEnd = drawDeck(p, {area.left, area.top, area.width, area.height * 0.58f}, v);
            drawReminders(p, {area.left, deckEnd + t.px(8), area.width, area.top + area.height - bh - t.px(12) - deckEnd - t.px(8)},
                          v);
        } else {
            const float deckW = area.width * 0.54f;
            drawDeck(p, {area.left, area.top, deckW, area.height}, v);
            const float rx = area.left + deckW + gap;
            drawReminders(p, {rx, area.top, area.left + area.width - rx, area.height - bh * 2}, v);
        }
        const float bx = portrait ? area.left : area.left + area.width * 0.54f + gap;
        p.button("dealt", {bx, area.top + area.height - bh, area.left + area.width - bx, bh}, next, ButtonStyle::Primary,
                 [this] { askFirst(); });
        return;
    }
    // Playing: the players around the table, clockwise as they sit, with the round in the
    // middle.
    const int n = static_cast<int>(players(m_app).size());
    const float seatGap = t.px(10);
    const TableShape shape{n >= 5 ? 2 : 1, t.px(340), 0.3f, t.px(24)};
    const SeatLayout seats =
        seatsForTable(area, n, portrait, seatGap, shape, [&](float w) { return seatHeight(p, w); });
    for (int i = 0; i < n; ++i)
        drawSeat(p, seats.seats[static_cast<std::size_t>(i)], i, v);
    const float inset = portrait ? 0.f : t.px(8);
    drawRoundPanel(p, {seats.centre.left + inset, seats.centre.top, seats.centre.width - 2 * inset, seats.centre.height}, v);
}

} // namespace heist::ui::shadow_house
