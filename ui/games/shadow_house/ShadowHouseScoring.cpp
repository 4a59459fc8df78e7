// The scoring wizard (ending -> who did it -> culprit -> accomplices -> the points with
// their reasons -> confirm) and the round result. The wizard only gathers the answers; the
// points come from the game's preview, the same function that scores the confirmed round.
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/games/shadow_house/ShadowHouseTable.hpp"
#include "ui/games/shadow_house/ShadowHouseViewModel.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"
#include "language/Translate.hpp"

namespace heist::ui::shadow_house {

namespace {

using games::shadow_house::ShadowHouseGame;

std::vector<Choice> playerChoices(App& app, const std::vector<int>& except) {
    std::vector<Choice> out;
    for (const auto& pl : players(app))
        if (std::find(except.begin(), except.end(), pl.seat) == except.end())
            out.push_back({std::to_string(pl.seat), pl.name, pl.colour, true, ""});
    return out;
}

// Greys each player whose choice the scoring would refuse, with its reason: args with the
// player set as `key` (a seat, or a list of one seat) is the round as it would be scored.
void greyRefused(App& app, std::vector<Choice>& choices, const Json& args, const std::string& key, bool asList) {
    for (auto& c : choices) {
        Json a = args;
        const int seat = std::stoi(c.id);
        a[key] = asList ? Json::array({seat}) : Json(seat);
        if (!a.contains("accomplices"))
            a["accomplices"] = Json::array();
        greyIfRefused(app, c, "shm.score_round", {a});
    }
}

std::string stepOf(int step, int steps) { return tr("Step {step} of {steps}", {{"step", step}, {"steps", steps}}); }

void askWho(App& app, Json args, std::string kept = "");
void askCulprit(App& app, Json args, int step, int steps, std::string kept = "");

// The step before the culprit: who did it, or the ending itself for a last card played.
void beforeCulprit(App& app, const Json& args) {
    const bool asked = args["ending"] != "last_card" || args.value("forced_discard", false);
    if (!asked)
        return startScoring(app);
    Json back = args;
    const std::string by = args.contains("by") ? std::to_string(args["by"].get<int>()) : "unknown";
    back.erase("by");
    askWho(app, back, by);
}

void askAccomplices(App& app, Json args, int steps, std::vector<std::string> kept = {}) {
    const int culprit = args["culprit"];
    std::vector<int> except;
    std::string hint = tr("{step} \u00b7 tap everyone with one; none is fine", {{"step", stepOf(steps, steps)}});
    if (args.value("forced_discard", false)) {
        except.push_back(args["by"]); // playing the card made them one already
        hint = tr("{step} \u00b7 {name} counts already",
                  {{"step", stepOf(steps, steps)}, {"name", player(app, args["by"]).name}});
    }
    const int n = static_cast<int>(players(app).size());
    auto choices = playerChoices(app, except);
    greyRefused(app, choices, args, "accomplices", true); // the culprit is greyed, with the reason
    auto step = ChoiceScreen::many(app, tr("Who has an accomplice card in front of them?"), hint, choices, 0, n,
                                   [&app, args](const std::vector<std::string>& ids) {
                                       Json a = args;
                                       a["accomplices"] = Json::array();
                                       for (const auto& id : ids)
                                           a["accomplices"].push_back(std::stoi(id));
                                       app.push(std::make_unique<ShadowHousePreviewScreen>(app, a));
                                   });
    step->withBack([&app, args, steps, culprit] {
        Json back = args;
        back.erase("culprit");
        askCulprit(app, back, steps - 1, steps, std::to_string(culprit));
    });
    step->keep(std::move(kept));
    app.push(std::move(step));
}

void askCulprit(App& app, Json args, int step, int steps, std::string kept) {
    auto choices = playerChoices(app, {});
    greyRefused(app, choices, args, "culprit", false); // e.g. whoever found the culprit
    auto screen = std::make_unique<ChoiceScreen>(app, tr("Who is the culprit?"), stepOf(step, steps), choices,
                                                 [&app, args, steps](const std::string& id) {
                                                     Json a = args;
                                                     a["culprit"] = std::stoi(id);
                                                     askAccomplices(app, a, steps);
                                                 });
    screen->withBack([&app, args] { beforeCulprit(app, args); });
    screen->keep({kept});
    app.push(std::move(screen));
}

void askWho(App& app, Json args, std::string kept) {
    const std::string ending = args["ending"];
    std::string question = tr("Whose detective found the culprit?");
    if (ending == "toby")
        question = tr("Who played Toby?");
    else if (ending == "last_card")
        question = tr("Whose accomplice card forced the discard?");
    else if (ending == "handcuffs")
        question = tr("Who gave the handcuffs (the sheriff)?");
    std::vector<Choice> choices = playerChoices(app, {});
    if (ending == "handcuffs")
        choices.push_back({"unknown", tr("Nobody remembers"), "", true, ""});
    auto screen =
        std::make_unique<ChoiceScreen>(app, question, stepOf(2, 4), choices, [&app, args](const std::string& id) {
            Json a = args;
            if (id != "unknown")
                a["by"] = std::stoi(id);
            askCulprit(app, a, 3, 4);
        });
    screen->withBack([&app] { startScoring(app); });
    screen->keep({kept});
    app.push(std::move(screen));
}

} // namespace

void startScoring(App& app) { app.push(std::make_unique<ShadowHouseEndingScreen>(app)); }

void ShadowHouseEndingScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const bool lightning = tableView(m_app).lightning;
    const auto& pts = game(m_app).rules().points;
    struct Row {
        std::string id, title, detail;
    };
    // The details are points: "The detective 2, the others 1".
    const std::vector<Row> rows = {
        {"detective", tr("1. A detective identified the culprit"),
         tr("The detective {n}, the others {others}", {{"n", pts.detectiveFinder}, {"others", pts.othersWhenFound}})},
        {"toby", tr("2. Toby exposed the culprit"),
         tr("Toby {n}, the others {others}", {{"n", pts.tobyFinder}, {"others", pts.othersWhenFound}})},
        {"last_card", tr("3. The culprit played their last card"),
         tr("The culprit and accomplices {n}", {{"n", pts.culpritWins}})},
        {"forced", tr("3. An accomplice made them discard it"),
         tr("The culprit and accomplices {n}", {{"n", pts.accompliceWins}})},
        {"handcuffs", tr("4. The culprit held the handcuffs"),
         tr("Also a last card played with them \u00b7 the others {n}", {{"n", pts.handcuffsOthers}})},
    };
    const float head = header(
        p, tr("How did the round end?"), tr("Step 1 of the scoring"), [this] { m_app.pop(); }, tr("\u2190 Cancel"));
    const auto area = contentArea(p, head);
    const float gap = t.px(10);
    // Each ending as tall as its words need (the title on as many lines as the language takes),
    // its points under it where every row keeps them; the room left shared out.
    const float textW = area.width - t.px(48);
    const auto need = [&](const Row& row, bool detail) {
        float h = fitText(p, row.title, textW, t.body(), true).height() + t.px(16);
        if (detail)
            h += fitText(p, row.detail, textW, t.small(), false).height() + t.px(4);
        return std::max(t.leastTarget(), h);
    };
    bool details = !lightning;
    float sum = 0;
    for (const auto& row : rows)
        sum += need(row, details) + gap;
    if (details && sum - gap > area.height) {
        details = false;
        sum = 0;
        for (const auto& row : rows)
            sum += need(row, false) + gap;
    }
    const float extra = std::clamp((area.height - (sum - gap)) / static_cast<float>(rows.size()), 0.f, t.px(40));
    float y = area.top;
    for (const auto& row : rows) {
        const float rowH = need(row, details) + extra;
        const sf::FloatRect r{area.left, y, area.width, rowH};
        p.rect(r, p.colours().duskHigh, 14, p.colours().line, 1.5f);
        const FittedText title = fitText(p, row.title, textW, t.body(), true);
        const FittedText detail = fitText(p, row.detail, textW, t.small(), false);
        const float wordsH = title.height() + (details ? t.px(4) + detail.height() : 0.f);
        const float ty = r.top + (rowH - wordsH) / 2;
        drawFitted(p, title, {r.left + t.px(24), ty}, p.colours().ivory, Align::Left, true);
        if (details)
            drawFitted(p, detail, {r.left + t.px(24), ty + title.height() + t.px(4)}, p.colours().muted, Align::Left,
                       false);
        const std::string id = row.id;
        p.region("choice-" + id, r, [this, id] {
            App& app = m_app;
            app.pop();
            if (id == "last_card")
                return askCulprit(app, Json{{"ending", "last_card"}}, 2, 3);
            if (id == "forced")
                return askWho(app, Json{{"ending", "last_card"}, {"forced_discard", true}});
            askWho(app, Json{{"ending", id}});
        });
        y += rowH + gap;
    }
}

ShadowHousePreviewScreen::ShadowHousePreviewScreen(App& app, Json args) : Screen(app), m_args(std::move(args)) {}

namespace {

// One line per player: the points (or won/lost), the name, and the reason.
float drawPointsRows(Painter& p, App& app, const games::shadow_house::RoundScore& r, const sf::FloatRect& area,
                     bool lightning, const std::vector<int>* totals) {
    const auto& t = p.theme();
    const auto& pls = players(app);
    const int n = static_cast<int>(pls.size());
    const bool twoCols = !t.portrait() && n > 4;
    const int cols = twoCols ? 2 : 1;
    const int rows = (n + cols - 1) / cols;
    const float gap = t.px(8);
    const float rowH = std::max(t.leastTarget(), std::min(t.px(112), area.height / rows - gap));
    const float colW = (area.width - gap * (cols - 1)) / cols;
    for (int seat = 0; seat < n; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const sf::FloatRect row{area.left + (seat / rows) * (colW + gap), area.top + (seat % rows) * (rowH + gap), colW,
                                rowH};
        const bool won = r.onCulpritSide(seat) == r.culpritSideWon;
        p.rect(row, p.colours().dusk, 12, won ? p.colours().gold : p.colours().line, won ? 2.5f : 1.5f);
        // Lightning's word as wide as the longer of won and lost needs at 24 px.
        const float numW =
            lightning ? std::max(t.px(96), std::max(p.textWidth(trc("shadow-house-masquerade", "won"), 24, true),
                                                    p.textWidth(trc("shadow-house-masquerade", "lost"), 24, true)) +
                                               24.f)
                      : t.px(70);
        const std::string big =
            lightning ? (won ? trc("shadow-house-masquerade", "won") : trc("shadow-house-masquerade", "lost"))
                      : (r.points[i] > 0 ? "+" : "") + std::to_string(r.points[i]);
        p.textIn(big, {row.left, row.top, numW, rowH}, lightning ? t.body() : t.heading(),
                 won ? p.colours().gold : p.colours().muted, true);
        const float x = row.left + numW + t.px(6);
        float right = row.left + row.width - t.px(12);
        if (totals) {
            const std::string tot = tr("{n} in all", {{"n", (*totals)[i]}});
            p.text(tot, {right, row.top + (rowH - t.small()) / 2 - t.px(2)}, t.small(), p.colours().ivory,
                   Align::Right);
            right -= p.textWidth(tot, t.small()) + t.px(16);
        }
        // The name on as many lines as it needs, and the reason under it where the row has room
        // for its line (the preview before the confirmation said it too).
        const FittedText name = fitText(p, pls[i].name, right - x, t.body(), true);
        const float reasonH = p.fitLineHeight(t.small());
        const std::string reason = ShadowHouseGame::reasonText(r.reasons[i], r.forcedDiscard);
        const bool withReason = name.height() + reasonH + t.px(12) <= rowH;
        const float ny = row.top + (rowH - name.height() - (withReason ? reasonH + t.px(2) : 0.f)) / 2;
        drawFitted(p, name, {x, ny}, p.colours().ivory, Align::Left, true, TextKind::Public, TextUse::PlayerName);
        if (withReason)
            p.text(reason, {x, ny + name.height() + t.px(2)}, t.small(), p.colours().muted, Align::Left, false,
                   right - x);
    }
    return rows * (rowH + gap);
}

} // namespace

void ShadowHousePreviewScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const auto s = tableView(m_app);
    const auto scored = game(m_app).preview(m_app.live()->session().state(), m_args);
    const float head = header(
        p, s.lightning ? tr("Who won the round?") : tr("Round {round}: the points", {{"round", s.round}}),
        tr("Check them, then confirm"), [this] { m_app.pop(); }, tr("\u2190 Cancel"));
    const auto area = contentArea(p, head);
    const float bh = t.target() * 1.1f;
    if (const auto* error = std::get_if<engine::RuleError>(&scored)) {
        p.paragraph(error->message, {area.left, area.top}, t.body(), p.colours().danger, area.width);
        p.button("again", {area.left, area.top + area.height - bh, area.width, bh}, tr("Answer again"),
                 ButtonStyle::Primary, [this] {
                     m_app.pop();
                     startScoring(m_app);
                 });
        return;
    }
    const auto& r = std::get<games::shadow_house::RoundScore>(scored);
    float y = area.top;
    y += p.paragraph(tr("{how}.", {{"how", ShadowHouseGame::endingSentence(r, players(m_app))}}), {area.left, y},
                     t.body(), p.colours().gold, area.width) +
         t.px(16);
    drawPointsRows(p, m_app, r, {area.left, y, area.width, area.top + area.height - bh - t.px(20) - y}, s.lightning,
                   nullptr);
    const float gap = t.px(16);
    const float qw = area.width * 0.32f;
    p.button("change", {area.left, area.top + area.height - bh, qw, bh}, tr("Start again"), ButtonStyle::Quiet, [this] {
        m_app.pop();
        startScoring(m_app);
    });
    p.button("confirm", {area.left + qw + gap, area.top + area.height - bh, area.width - qw - gap, bh},
             s.lightning ? tr("Confirm the result") : tr("Confirm the points"), ButtonStyle::Primary, [this] {
                 App& app = m_app;
                 dispatchAskingAtEnd(app, "shm.score_round", m_args, [&app](const engine::Event&) {
                     app.popTo("shm-preview");
                     app.pop();
                     app.push(std::make_unique<ShadowHouseRoundResultScreen>(app));
                 });
             });
}

void ShadowHouseRoundResultScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const auto s = tableView(m_app);
    if (s.rounds.empty()) { // undone from elsewhere
        m_app.pop();
        return;
    }
    const auto& r = s.rounds.back();
    const bool over = s.finished;
    const std::string title =
        s.lightning ? tr("The Lightning round is over") : tr("Round {round} scored", {{"round", r.round}});
    const float head = header(p, title, ShadowHouseGame::endingTitle(r.ending), nullptr);
    const auto area = contentArea(p, head);
    const float bh = t.target() * 1.1f;
    float y = area.top;
    y += p.paragraph(tr("{how}.", {{"how", ShadowHouseGame::endingSentence(r, players(m_app))}}), {area.left, y},
                     t.body(), p.colours().gold, area.width) +
         t.px(16);
    drawPointsRows(p, m_app, r, {area.left, y, area.width, area.top + area.height - bh - t.px(20) - y}, s.lightning,
                   s.lightning ? nullptr : &s.totals);
    std::string next = over ? tr("See who won") : tr("Build the deck for round {round}", {{"round", s.round + 1}});
    p.button("next", {area.left, area.top + area.height - bh, area.width, bh}, next, ButtonStyle::Primary,
             [this] { m_app.pop(); });
}

} // namespace heist::ui::shadow_house
