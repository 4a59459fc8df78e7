// Shadow House Masquerade's match in play: the players round the table, clockwise as they sit,
// each seat as tall as its words need (the token, the name, the points), and the round in the
// middle with its next step.
#include "ui/games/shadow_house/ShadowHouseTable.hpp"

#include "ui/games/shadow_house/ShadowHouseViewModel.hpp"
#include "language/Translate.hpp"
#include "ui/widgets/Banner.hpp"

#include <algorithm>

namespace heist::ui::shadow_house {

std::string ShadowHouseTableScreen::seatLine(const Json& v, int seat) const {
    const bool lightning = v["lightning"];
    const int first = v["first"].is_null() ? -1 : v["first"].get<int>();
    const bool starts = seat == first;
    const std::vector<int> leaders = v["leaders"].get<std::vector<int>>();
    const int total = v["totals"][static_cast<std::size_t>(seat)];
    const bool leads = total > 0 && std::find(leaders.begin(), leaders.end(), seat) != leaders.end();
    if (lightning)
        return starts ? trc("shadow-house-masquerade", "First on the scene") : "";
    if (leads && starts)
        return trn("{n} point \u00b7 leads \u00b7 started", "{n} points \u00b7 leads \u00b7 started", total);
    if (leads)
        return trn("{n} point \u00b7 leads", "{n} points \u00b7 leads", total);
    if (starts)
        return trn("{n} point \u00b7 started", "{n} points \u00b7 started", total);
    return trn("{n} point", "{n} points", total);
}

namespace {

float tokenDiameter(const Theme& t) { return t.px(32); }

// Where the name starts beside the token, from the seat's left edge.
float besideX(const Theme& t, float lead) { return lead + tokenDiameter(t) + t.px(12); }

} // namespace

ShadowHouseTableScreen::SeatFit ShadowHouseTableScreen::fitSeat(const Painter& p, int seat, float seatW,
                                                                const Json& v) const {
    const auto& t = p.theme();
    SeatFit s;
    s.pad = t.px(smallPanel(p) ? 8 : 14);
    s.lead = std::max(s.pad + t.px(8), 16.f); // clear of the gold bar of the seat that started
    const std::string& name = player(m_app, seat).name;
    const float beside = besideX(t, s.lead);
    s.under = widestWord(p, name, true) > seatW - beside - s.pad;
    const float w = seatW - (s.under ? s.lead : beside) - s.pad;
    s.name = fitText(p, name, w, t.body(), true);
    s.line = fitText(p, seatLine(v, seat), w, t.small(), false);
    const float d = tokenDiameter(t);
    const float nameBlock = s.under ? d + t.px(6) + s.name.height() : std::max(s.name.height(), d + t.px(4));
    s.height = 2 * s.pad + nameBlock + t.px(6) + std::max(s.line.height(), p.fitLineHeight(t.small()));
    return s;
}

float ShadowHouseTableScreen::seatWidthNeeded(const Painter& p, int seat, const Json& v) const {
    const auto& t = p.theme();
    const float pad = t.px(smallPanel(p) ? 8 : 14);
    const float lead = std::max(pad + t.px(8), 16.f);
    return std::max(widestWord(p, player(m_app, seat).name, true), widestWord(p, seatLine(v, seat), false)) +
           besideX(t, lead) + pad + 2;
}

void ShadowHouseTableScreen::drawSeat(Painter& p, const sf::FloatRect& r, int seat, const Json& v) {
    const auto& t = p.theme();
    const auto& pl = players(m_app)[static_cast<std::size_t>(seat)];
    const bool lightning = v["lightning"];
    const int first = v["first"].is_null() ? -1 : v["first"].get<int>();
    const bool starts = seat == first;
    const std::vector<int> leaders = v["leaders"].get<std::vector<int>>();
    const int total = v["totals"][static_cast<std::size_t>(seat)];
    const bool leads = total > 0 && std::find(leaders.begin(), leaders.end(), seat) != leaders.end();
    const SeatFit s = fitSeat(p, seat, r.width, v);
    seatFrame(p, r, starts);
    Painter::Box box(p, r);
    const float top = r.top + s.pad;
    const float d = tokenDiameter(t);
    p.token({r.left + s.lead + d / 2, top + d / 2 + t.px(2)}, d / 2, pl.colour, starts);
    // The name beside the token, or under it where its longest word would not fit beside it.
    const float x = r.left + (s.under ? s.lead : besideX(t, s.lead));
    const float nameTop = s.under ? top + d + t.px(6) : top;
    drawFitted(p, s.name, {x, nameTop}, leads ? p.colours().gold : p.colours().ivory, Align::Left, true,
               TextKind::Public, TextUse::PlayerName);
    const float y =
        s.under ? nameTop + s.name.height() + t.px(6) : top + std::max(s.name.height(), d + t.px(4)) + t.px(6);
    if (s.line.whole.empty())
        return;
    drawFitted(p, s.line, {x, y}, starts || leads ? p.colours().gold : p.colours().muted, Align::Left, false);
    // The points toward the target as pips, where the seat has the room for them all (not on a
    // small panel, where they would be too small to count).
    if (!lightning && !smallPanel(p) && s.line.lines.size() == 1) {
        const int target = v["target"];
        const float pip = t.px(20);
        const float pipsW = target * pip;
        const float lineW = p.textWidth(s.line.lines.front(), s.line.size, false);
        if (x + lineW + t.px(16) + pipsW <= r.left + r.width - s.pad) {
            const float cy = y + s.line.lineHeight / 2;
            const float px0 = r.left + r.width - s.pad - pipsW;
            for (int i = 0; i < target; ++i)
                p.circle({px0 + i * pip + pip / 2, cy}, t.px(7), i < total ? p.colours().gold : sf::Color(0, 0, 0, 0),
                         p.colours().muted, 2);
        }
    }
}

void ShadowHouseTableScreen::drawRoundPanel(Painter& p, const sf::FloatRect& r, const Json& v, bool small) {
    const auto& t = p.theme();
    const bool lightning = v["lightning"];
    const int round = v["round"];
    const int first = v["first"];
    const float bh = small ? t.target() : t.target() * 1.1f;
    const std::string title =
        lightning ? trc("shadow-house-masquerade", "Lightning investigation") : tr("Round {round}", {{"round", round}});
    const std::string started =
        tr("{name} had First on the scene and started; play goes clockwise.", {{"name", player(m_app, first).name}});
    const std::string goal =
        lightning ? tr("One round, no points: the culprit\u2019s side or everyone else wins.")
                  : trn("The match ends after the round in which someone reaches {n} point.",
                        "The match ends after the round in which someone reaches {n} points.", v["target"].get<int>());
    std::string last;
    if (!v["rounds"].empty())
        last = tr("Last round: {how}.", {{"how", games::shadow_house::ShadowHouseGame::endingSentence(
                                                     tableView(m_app).rounds.back(), players(m_app))}});
    // Everything above the button: who started at the body size where there is room, else
    // small; then the goal and the last round, the last round first to go where the panel is
    // short, then the goal, then who started (the "i" says them all). Messages show where who
    // started is; on a small panel the title is the header's.
    const float room = r.height - bh - t.px(12);
    const float titleH = small ? 0.f : t.heading() + t.px(12);
    const float slotLeast = bannerHeight(t);
    const auto height = [&](unsigned startedSize, bool withStarted, bool withGoal, bool withLast) {
        float h = titleH;
        if (withStarted)
            h += std::max(slotLeast, p.paragraphHeight(started, startedSize, r.width)) + t.px(12);
        if (withGoal)
            h += p.paragraphHeight(goal, t.small(), r.width) + t.px(12);
        if (withLast && !last.empty())
            h += p.paragraphHeight(last, t.small(), r.width);
        return h;
    };
    unsigned startedSize = t.body();
    bool withStarted = true, withGoal = true, withLast = true;
    if (height(startedSize, withStarted, withGoal, withLast) > room)
        startedSize = t.small();
    if (height(startedSize, withStarted, withGoal, withLast) > room)
        withLast = false;
    if (height(startedSize, withStarted, withGoal, withLast) > room)
        withGoal = false;
    if (height(startedSize, withStarted, withGoal, withLast) > room)
        withStarted = false;
    float y = r.top;
    if (!small) {
        p.text(title, {r.left, y}, t.heading(), p.colours().ivory, Align::Left, true, r.width);
        y += titleH;
    }
    if (withStarted) {
        const float h = std::max(slotLeast, p.paragraphHeight(started, startedSize, r.width));
        p.setBannerSlot({r.left, y, r.width, h}); // the App's messages show here instead
        if (m_app.toastText().empty())
            p.paragraph(started, {r.left, y}, startedSize, p.colours().ivory, r.width);
        y += h + t.px(12);
    }
    if (withGoal)
        y += p.paragraph(goal, {r.left, y}, t.small(), p.colours().muted, r.width) + t.px(12);
    if (withLast && !last.empty())
        p.paragraph(last, {r.left, y}, t.small(), p.colours().muted, r.width);
    wrapButton(p, "score", {r.left, r.top + r.height - bh, r.width, bh},
               lightning ? tr("The round is over: who won?")
                         : tr("Round {round} is over: score it", {{"round", round}}),
               ButtonStyle::Primary, [this] { startScoring(m_app); });
}

SeatLayout ShadowHouseTableScreen::portraitSeats(const Painter& p, const sf::FloatRect& area, const Json& v) const {
    const int n = static_cast<int>(players(m_app).size());
    const float gap = p.theme().px(10);
    const float seatW = (area.width - gap) / 2;
    float seatH = 0;
    for (int i = 0; i < n; ++i)
        seatH = std::max(seatH, fitSeat(p, i, seatW, v).height);
    return seatsTwoColumns(area, n, seatH, gap);
}

void ShadowHouseTableScreen::drawSeats(Painter& p, const sf::FloatRect& area, const Json& v) {
    const auto& t = p.theme();
    const int n = static_cast<int>(players(m_app).size());
    const float gap = t.px(10);
    SeatLayout seats;
    if (t.portrait()) {
        seats = portraitSeats(p, area, v);
    } else {
        // Down both sides, each as wide as the longest word of its name needs (within what
        // leaves the round its room), and each as tall as its words.
        float need = 0;
        for (int i = 0; i < n; ++i)
            need = std::max(need, seatWidthNeeded(p, i, v));
        const float most = std::max(std::min(t.px(340), area.width * 0.3f), (area.width - t.px(400)) / 2);
        float seatW = std::min(most, std::max(need, std::min(t.px(340), area.width * 0.3f)));
        std::vector<float> heights;
        for (float w : {seatW, most}) {
            seatW = w;
            heights.clear();
            for (int i = 0; i < n; ++i)
                heights.push_back(fitSeat(p, i, seatW, v).height);
            if (seatsBesideFit(area.height, heights, gap))
                break;
        }
        seats = seatsBeside(area, heights, seatW, gap);
    }
    for (int i = 0; i < n; ++i)
        drawSeat(p, seats.seats[static_cast<std::size_t>(i)], i, v);
    const float inset = t.portrait() ? 0.f : t.px(8);
    drawRoundPanel(p,
                   {seats.centre.left + inset, seats.centre.top, seats.centre.width - 2 * inset, seats.centre.height},
                   v, false);
}

} // namespace heist::ui::shadow_house
