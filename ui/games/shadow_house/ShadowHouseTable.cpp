#include "ui/games/shadow_house/ShadowHouseTable.hpp"

#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/games/shadow_house/ShadowHouseViewModel.hpp"
#include "ui/widgets/Banner.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "ui/widgets/Seats.hpp"
#include "language/Translate.hpp"

namespace heist::ui::shadow_house {

void openTable(App& app) {
    app.push(std::make_unique<ShadowHouseTableScreen>(app));
    if (tableView(app).finished)
        app.push(std::make_unique<ShadowHouseWinnerScreen>(app));
}

void ShadowHouseTableScreen::onShown() {
    if (m_app.live() && tableView(m_app).finished)
        m_app.push(std::make_unique<ShadowHouseWinnerScreen>(m_app));
}

void ShadowHouseTableScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

void ShadowHouseTableScreen::onKey(const sf::Event::KeyEvent& key) { handleUndoKeys(m_app, key); }

void ShadowHouseTableScreen::askFirst() {
    std::vector<Choice> choices;
    for (const auto& pl : players(m_app))
        choices.push_back({std::to_string(pl.seat), pl.name, pl.colour, true, ""});
    for (auto& c : choices)
        greyIfRefused(m_app, c, "shm.start_round", {Json{{"first", std::stoi(c.id)}}});
    const int round = tableView(m_app).round + 1;
    m_app.push(std::make_unique<ChoiceScreen>(m_app, tr("Who has First on the scene?"),
                                              tr("They play it face up and start round {round}", {{"round", round}}),
                                              choices, [this](const std::string& id) {
                                                  if (m_app.dispatch("shm.start_round", Json{{"first", std::stoi(id)}}))
                                                      m_ticked.clear();
                                              }));
}

float ShadowHouseTableScreen::deckTotal(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const Json& deck = v["deck"];
    const int n = deck["players"];
    const int total = deck["total"];
    return fittedText(p,
                      trn("{n} card in all: {each} for each player", "{n} cards in all: {each} for each player", total,
                          {{"each", total / n}}),
                      {r.left, r.top}, r.width, t.body(), p.colours().gold, Align::Left, true);
}

float ShadowHouseTableScreen::deckHeading(Painter& p, const sf::FloatRect& r, const Json& v) {
    // The heading whole, on as many lines as the language needs.
    return p.paragraph(
        tr("Starter deck for {n} players: tick each as you add it", {{"n", v["deck"]["players"].get<int>()}}),
        {r.left, r.top}, p.theme().small(), p.colours().muted, r.width);
}

bool ShadowHouseTableScreen::deckFits(const Painter& p, float w, float h, const Json& v) const {
    const auto& t = p.theme();
    const Json& deck = v["deck"];
    const int n = deck["players"];
    const int total = deck["total"];
    const float heading =
        p.paragraphHeight(tr("Starter deck for {n} players: tick each as you add it", {{"n", n}}), t.small(), w) +
        t.px(14);
    const float totalH = fitText(p,
                                 trn("{n} card in all: {each} for each player",
                                     "{n} cards in all: {each} for each player", total, {{"each", total / n}}),
                                 w, t.body(), true)
                             .height() +
                         t.px(6);
    const float gap = t.px(t.portrait() ? 5 : 8);
    const float rows = static_cast<float>(deck["cards"].size() + 1);
    return heading + totalH + rows * (t.leastTarget() + gap) - gap <= h;
}

float ShadowHouseTableScreen::drawDeck(Painter& p, const sf::FloatRect& r, const Json& v, bool withTotal,
                                       bool withHeading) {
    const auto& t = p.theme();
    const Json& deck = v["deck"];
    const int n = deck["players"];
    const float headH = withHeading ? deckHeading(p, r, v) + t.px(14) : 0.f;
    struct Row {
        std::string id, count, label;
        bool on;
    };
    std::vector<Row> rows;
    for (const auto& c : deck["cards"]) {
        const int count = c["count"];
        const std::string name = trData("shadow-house-masquerade", c["name"].get<std::string>());
        rows.push_back({c["id"], std::to_string(count),
                        count == 0 ? tr("{card} \u00b7 none with {n}", {{"card", name}, {"n", n}}) : name, count > 0});
    }
    const int random = deck["random"];
    rows.push_back({"random", std::to_string(random),
                    trn("random card from the rest", "random cards from the rest", random), true});
    const float gap = t.px(t.portrait() ? 5 : 8);
    const int total = deck["total"];
    const std::string totalLine = trn("{n} card in all: {each} for each player",
                                      "{n} cards in all: {each} for each player", total, {{"each", total / n}});
    const float totalH = withTotal ? fitText(p, totalLine, r.width, t.body(), true).height() + t.px(6) : 0.f;
    const float top = r.top + headH;
    const float room = r.top + r.height - totalH - top;
    // One column while every row keeps its least height; else two (a short landscape window).
    const int count = static_cast<int>(rows.size());
    const int cols = static_cast<float>(count) * (t.leastTarget() + gap) - gap <= room ? 1 : 2;
    const int perCol = (count + cols - 1) / cols;
    const float colGap = t.px(12);
    const float colW = (r.width - colGap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
    // Portrait keeps the rows at the 64 px target so that setup steps 3 to 6 fit below them.
    const float rowH = std::max(
        t.leastTarget(), std::min(t.px(t.portrait() ? 64 : 72), (room + gap) / static_cast<float>(perCol) - gap));
    float countW = 0;
    for (const auto& row : rows)
        countW = std::max(countW, p.textWidth(row.count, t.heading(), true));
    for (int k = 0; k < count; ++k) {
        const auto& row = rows[static_cast<std::size_t>(k)];
        const sf::FloatRect box{r.left + static_cast<float>(k / perCol) * (colW + colGap),
                                top + static_cast<float>(k % perCol) * (rowH + gap), colW, rowH};
        const bool ticked = m_ticked.count(row.id) > 0;
        p.rect(box, ticked ? sf::Color(30, 58, 44) : p.colours().dusk, 12, ticked ? p.colours().ok : p.colours().line,
               ticked ? 2.5f : 1.5f);
        const float check = std::min(rowH - t.px(20), t.px(44));
        const sf::FloatRect tick{box.left + t.px(12), box.top + (rowH - check) / 2, check, check};
        if (row.on) {
            p.rect(tick, p.colours().night, 6, ticked ? p.colours().ok : p.colours().muted, 2);
            if (ticked)
                p.textIn("\u2713", tick, t.body(), p.colours().ok, true);
        }
        const float x = tick.left + check + t.px(14);
        p.text(row.count, {x + countW / 2, box.top + (rowH - t.heading()) / 2 - t.px(2)}, t.heading(),
               row.on ? p.colours().gold : p.colours().muted, Align::Center, true);
        const float lx = x + countW + t.px(16);
        p.fitText(row.label, {lx, box.top + 2, box.left + box.width - lx - t.px(10), rowH - 4}, t.body(),
                  row.on ? p.colours().ivory : p.colours().muted, TextUse::Other, Align::Left, row.on);
        if (row.on) {
            const std::string id = row.id;
            p.region("tick-" + id, box, [this, id] {
                if (!m_ticked.erase(id))
                    m_ticked.insert(id);
                m_app.markDirty();
            });
        }
    }
    float y = top + static_cast<float>(perCol) * (rowH + gap) - gap;
    if (withTotal)
        y += t.px(6) + deckTotal(p, {r.left, y + t.px(6), r.width, 0}, v);
    return y;
}

bool ShadowHouseTableScreen::drawReminders(Painter& p, const sf::FloatRect& r, const Json& v, bool draw) {
    const auto& t = p.theme();
    float y = r.top;
    // The steps' numbers in a column as wide as the widest of them in this language.
    const std::size_t count = v["deck"]["reminders"].size();
    float indent = t.px(34);
    for (std::size_t k = 0; k < count; ++k)
        indent =
            std::max(indent, p.textWidth(tr("{n}.", {{"n", static_cast<int>(k) + 3}}), t.small(), true) + t.px(10));
    if (r.width <= indent || count == 0)
        return false;
    // Every step shown whole: where the room is short, the "Then" heading and the spacing go;
    // where even that is too long, the first steps that fit whole (the "i" has them all).
    std::vector<std::string> lines;
    std::vector<float> heights;
    float words = 0;
    for (const auto& line : v["deck"]["reminders"]) {
        lines.push_back(trData("shadow-house-masquerade", line.get<std::string>()));
        heights.push_back(p.paragraphHeight(lines.back(), t.small(), r.width - indent));
        words += heights.back();
    }
    const float steps = static_cast<float>(count);
    std::size_t shown = count;
    if (words + steps * t.px(2) > r.height) {
        float used = 0;
        shown = 0;
        while (shown < count && used + heights[shown] + t.px(6) <= r.height)
            used += heights[shown++] + t.px(6);
        if (shown == 0)
            return false;
    }
    if (!draw)
        return shown == count;
    const bool heading = shown == count && words + steps * t.px(10) + t.small() + t.px(10) <= r.height;
    const float spacing = shown < count                                     ? t.px(6)
                          : heading || words + steps * t.px(10) <= r.height ? t.px(10)
                                                                            : t.px(2);
    if (heading) {
        p.text(tr("Then"), {r.left, y}, t.small(), p.colours().muted);
        y += t.small() + t.px(10);
    }
    for (std::size_t k = 0; k < shown; ++k) { // the rulebook's setup steps 3 to 6
        p.text(tr("{n}.", {{"n", static_cast<int>(k) + 3}}), {r.left, y}, t.small(), p.colours().gold, Align::Left,
               true);
        y += p.paragraph(lines[k], {r.left + indent, y}, t.small(), p.colours().ivory, r.width - indent) + spacing;
    }
    return shown == count;
}

void ShadowHouseTableScreen::showInfo() {
    const Json v = view(m_app);
    const std::string phase = v["phase"];
    const bool lightning = v["lightning"];
    std::vector<std::string> lines;
    if (phase == "playing") {
        lines.push_back("## " + (lightning ? trc("shadow-house-masquerade", "Lightning investigation")
                                           : tr("Round {round}", {{"round", v["round"].get<int>()}})));
        lines.push_back(tr("{name} had First on the scene and started; play goes clockwise.",
                           {{"name", player(m_app, v["first"].get<int>()).name}}));
    }
    lines.push_back(lightning ? tr("One round, no points: the culprit\u2019s side or everyone else wins.")
                              : trn("The match ends after the round in which someone reaches {n} point.",
                                    "The match ends after the round in which someone reaches {n} points.",
                                    v["target"].get<int>()));
    if (!tableView(m_app).rounds.empty())
        lines.push_back(tr("Last round: {how}.", {{"how", games::shadow_house::ShadowHouseGame::endingSentence(
                                                              tableView(m_app).rounds.back(), players(m_app))}}));
    if (phase == "building") {
        lines.push_back("## " + tr("Then"));
        int step = 3; // the rulebook's setup steps 3 to 6
        for (const auto& line : v["deck"]["reminders"])
            lines.push_back(tr("{n}.", {{"n", step++}}) + " " +
                            trData("shadow-house-masquerade", line.get<std::string>()));
    }
    m_app.push(std::make_unique<InfoScreen>(m_app, tr("Shadow House"), std::move(lines)));
}

float ShadowHouseTableScreen::drawHeader(Painter& p, const Json& v) {
    const auto& [t, portrait, m, size] = tableFrame(p);
    const float th = t.target();
    const std::string phase = v["phase"];
    const bool lightning = v["lightning"];
    const int round = v["round"];
    // The German edition is titled "Mord in der Shadow-Villa": the short title is a message too.
    std::string title = tr("Shadow House");
    std::string subtitle;
    if (phase == "building") {
        title = round == 0 ? (lightning ? tr("Shadow House \u00b7 Lightning") : tr("Shadow House \u00b7 a new match"))
                           : tr("Shadow House \u00b7 round {round}", {{"round", round + 1}});
        subtitle = trn("Build the deck, deal {n} card each", "Build the deck, deal {n} cards each",
                       game(m_app).rules().cardsPerPlayer);
    } else if (phase == "playing") {
        title = lightning ? tr("Shadow House \u00b7 Lightning")
                          : tr("Shadow House \u00b7 round {round}", {{"round", round}});
        // Who started is on their seat and in the middle: the line under the title stays short.
        const int scored = v["rounds_scored"];
        subtitle = lightning     ? tr("One round, no points")
                   : scored == 0 ? tr("No round scored yet")
                                 : trn("{n} round scored", "{n} rounds scored", scored);
    } else {
        subtitle = tr("The match is over");
    }
    // Landscape: the title, the line under it, the "i" and the toolbar in one row. Portrait: the
    // title and the line beside the ↻ button, the toolbar and the "i" under them. A small
    // panel gives the toolbar a little more: its words keep their least size (French).
    const float toolbarW = portrait ? size.x - 2 * m - th - t.px(10) : t.px(smallPanel(p) ? 530 : 500);
    const float titleW = portrait ? size.x - 2 * m - th - t.px(24) : size.x - 2 * m - toolbarW - 2 * th - t.px(58);
    // A title too long for its room at the least size is the game's short name (the round is
    // in the middle of the table).
    if (p.textWidth(title, t.least(), true) > titleW)
        title = tr("Shadow House");
    p.text(title, {m, m - t.px(4)}, t.heading(), p.colours().ivory, Align::Left, true, titleW);
    const float subH = fittedText(p, subtitle, {m, m + t.heading() + t.px(6)}, titleW, t.small(), p.colours().gold);
    const float textBottom = m + t.heading() + t.px(6) + subH;
    const sf::FloatRect toolbar =
        portrait ? sf::FloatRect{m, std::max(textBottom + t.px(12), m + th + t.px(10)), toolbarW, th}
                 : sf::FloatRect{size.x - m - th - t.px(24) - toolbarW, m, toolbarW, th};
    drawGameToolbar(p, m_app, toolbar, [this] { onBack(); });
    const sf::FloatRect info = portrait ? sf::FloatRect{size.x - m - th, toolbar.top, th, th}
                                        : sf::FloatRect{toolbar.left - th - t.px(10), m, th, th};
    infoButton(p, "rules-info", info, [this] { showInfo(); });
    return std::max(toolbar.top + th, textBottom) + t.px(12);
}

void ShadowHouseTableScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const Json v = view(m_app);
    const std::string phase = v["phase"];
    const auto& [t, portrait, m, size] = tableFrame(p);
    const float th = t.target();
    const int round = v["round"];
    if (phase == "building" && m_tickedRound != round) {
        m_ticked.clear();
        m_tickedRound = round;
    }
    float top = drawHeader(p, v);
    // The table keeps the height of a strip for messages under the header: they show where
    // setup steps 3 to 6 are while the deck is built (the "i" has them too), and where who
    // started is in play.
    const bool small = smallPanel(p);
    if (phase == "finished") {
        const auto messages = reserveBanner(p, top); // refusals and notices go here
        top = messages.top + messages.height + t.px(12);
    }
    const sf::FloatRect area{m, top, size.x - 2 * m, size.y - m - top};
    if (phase == "finished") {
        p.button("results", {area.left, area.top, std::min(area.width, t.px(600)), th}, tr("See who won"),
                 ButtonStyle::Primary, [this] { m_app.push(std::make_unique<ShadowHouseWinnerScreen>(m_app)); });
        return;
    }
    if (phase == "building") {
        if (small)
            return drawSmallDeck(p, area, v);
        const float bh = th * 1.1f;
        const float gap = t.px(32);
        const std::string next = tr("Dealt: who has First on the scene?");
        // Steps 3 to 6 where they fit whole; else under the "i".
        if (portrait) {
            // The checklist takes what its rows need (64 px at most each), the steps the rest.
            const float deckEnd = drawDeck(p, {area.left, area.top, area.width, area.height - bh - t.px(12)}, v, true);
            const sf::FloatRect steps{area.left, deckEnd + t.px(12), area.width,
                                      area.top + area.height - bh - t.px(16) - deckEnd - t.px(12)};
            p.setBannerSlot({steps.left, steps.top, steps.width, std::clamp(steps.height, 0.f, bannerHeight(t))});
            if (m_app.toastText().empty())
                drawReminders(p, steps, v);
        } else {
            const float deckW = area.width * 0.54f;
            if (!deckFits(p, deckW, area.height, v))
                return drawSmallDeck(p, area, v); // its heading and total beside it
            drawDeck(p, {area.left, area.top, deckW, area.height}, v, true);
            const float rx = area.left + deckW + gap;
            const sf::FloatRect steps{rx, area.top, area.left + area.width - rx, area.height - bh - t.px(16)};
            p.setBannerSlot({steps.left, steps.top, steps.width, std::clamp(steps.height, 0.f, bannerHeight(t))});
            if (m_app.toastText().empty())
                drawReminders(p, steps, v);
        }
        const float bx = portrait ? area.left : area.left + area.width * 0.54f + gap;
        p.button("dealt", {bx, area.top + area.height - bh, area.left + area.width - bx, bh}, next,
                 ButtonStyle::Primary, [this] { askFirst(); });
        return;
    }
    if (small)
        return drawSmallTable(p, area, v);
    drawSeats(p, area, v);
}

} // namespace heist::ui::shadow_house
