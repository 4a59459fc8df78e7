// One Night Only's actions on the table, in rows: the jewels the roll lets the thief take, the
// shop and the sensors, and the next step (the sensor room and the roll; after it the vault
// and the end of the turn). A small panel's table has the first and the last row, with More
// for the shop and the sensors (moreMenu).
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"

#include "ui/games/one_night_only/OneNightOnlyViewModel.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>
#include <array>

namespace heist::ui::one_night_only {

using games::one_night_only::jewelWord;
using games::one_night_only::roomName;

std::vector<float> OneNightOnlyTableScreen::jewelColumns(const Painter& p, float width) const {
    // As wide as each jewel's word needs (the museum's tiles above the buttons, alike), the rest
    // shared out: a longer language's word is never broken.
    const auto& t = p.theme();
    std::vector<std::string> words;
    for (const auto& jw : game(m_app).rules().jewels)
        words.push_back(jewelWord(jw));
    return buttonRowWidths(p, words, width, t.px(12), std::max(t.leastTarget(), t.px(64)), false);
}

void OneNightOnlyTableScreen::drawTakeRow(Painter& p, const sf::FloatRect& r, const Json& v) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const auto s = tableView(m_app);
    const Json& roll = v["roll"];
    const bool rolled = !roll.is_null();
    const float gap = t.px(12);
    const auto widths = jewelColumns(p, r.width);
    float x = r.left;
    // Take a jewel. Only what the roll allows is offered: a case it opens, one jewel from each;
    // Spinels while squares walked are left; nothing before the roll.
    for (std::size_t j = 0; j < rules.jewels.size() && j < 4; ++j) {
        const auto& jw = rules.jewels[j];
        bool open = rolled && v["museum"][jw.id] > 0;
        if (jw.difficulty) {
            bool opened = false;
            if (rolled)
                for (const auto& c : roll["opens"])
                    opened |= c == jw.caseName;
            open = open && opened && roll["taken"][jw.id] == 0 && !(s.house.oneCasePerRoll && s.casesLooted > 0);
        } else {
            open = open && roll["spinels_left"] > 0;
        }
        const std::string id = jw.id;
        const bool walked = !jw.difficulty;
        const sf::FloatRect b{x, r.top, widths[j], r.height};
        x += widths[j] + gap;
        const std::string plus = trc("one-night-only", "+ {jewel}", {{"jewel", jewelWord(jw)}});
        const std::string label = p.textWidth(plus, t.body()) <= b.width - t.px(16) ? plus : jewelWord(jw);
        wrapButton(
            p, "take-" + id, b, label, ButtonStyle::Normal,
            [this, id, walked] {
                if (walked) {
                    takeWalkedOver(id);
                    return;
                }
                App& app = m_app;
                dispatchAskingAtEnd(app, "ono.take_jewel", Json{{"jewel", id}}, [&app](const engine::Event&) {
                    app.sound().play(Cue::Gem);
                    if (tableView(app).finished)
                        app.push(std::make_unique<OneNightOnlyWinnerScreen>(app));
                });
            },
            open && !animating());
    }
}

bool OneNightOnlyTableScreen::canRefresh(const Json& v) const {
    const Json& ledger = v["ledgers"][static_cast<std::size_t>(v["turn"].get<int>())];
    return !v["roll"].is_null() &&
           ledger["total"].get<int>() - ledger["gadget_value"].get<int>() >= v["refresh_price"].get<int>();
}

void OneNightOnlyTableScreen::refreshShop() {
    if (auto e = m_app.dispatch("ono.refresh_shop"))
        m_app.toast(tr("{text}. Turn up three new Gadget cards.", {{"text", m_app.live()->session().describe(*e)}}));
}

void OneNightOnlyTableScreen::drawStepRow(Painter& p, const sf::FloatRect& r, const Json& v, bool withMore) {
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const Json& roll = v["roll"];
    const bool rolled = !roll.is_null();
    const int seat = v["turn"];
    const float gap = t.px(12);
    // Four columns: the first two for the sensor room or the vault when there is one; More,
    // where asked for, takes the last. With More the first is one column: where its label
    // (French "Sur une serrure : forcer") or More's needs more than a quarter on the lines the
    // row's height holds, those two take what they need from the two between them (the roll or
    // the end of the turn).
    std::array<float, 4> colW;
    colW.fill((r.width - gap * 3) / 4);
    if (withMore) {
        std::string first;
        if (!rolled && !v["sensors"].empty())
            first = m_sensorRoom.empty()
                        ? trc("one-night-only", "Not in a sensor room")
                        : trc("one-night-only", "In {room}: 1 die", {{"room", roomName(m_sensorRoom)}});
        else if (rolled && roll["breaks_vault"] == true)
            first = trc("one-night-only", "On a keyhole: break in");
        const float need0 = first.empty() ? 0.f : leastLabelWidth(p, first, r.height, t.least());
        colW[0] = std::max(colW[0], need0);
        colW[3] = std::max(colW[3], leastLabelWidth(p, trc("one-night-only", "More"), r.height, t.least()));
        colW[1] = colW[2] = (r.width - gap * 3 - colW[0] - colW[3]) / 2;
    }
    auto cell = [&](int col, int span) {
        float left = r.left;
        for (int i = 0; i < col; ++i)
            left += colW[static_cast<std::size_t>(i)] + gap;
        float width = gap * static_cast<float>(span - 1);
        for (int i = col; i < col + span; ++i)
            width += colW[static_cast<std::size_t>(i)];
        return sf::FloatRect{left, r.top, width, r.height};
    };
    const int mainSpan = withMore ? 3 : 4;
    if (withMore)
        wrapButton(p, "more", cell(3, 1), trc("one-night-only", "More"), ButtonStyle::Normal, [this] { moreMenu(); });
    if (!rolled) {
        const int limit = m_sensorRoom.empty() ? rules.perRoll : rules.withMotionSensor;
        const int chosen = chosenMovement() + chosenLooting();
        if (!v["sensors"].empty()) {
            // Which sensor room the thief stands in, if any: tap to go through them.
            std::vector<std::string> rooms{""};
            for (const auto& x : v["sensors"])
                rooms.push_back(x["room"]);
            auto it = std::find(rooms.begin(), rooms.end(), m_sensorRoom);
            const std::size_t at = it == rooms.end() ? 0 : static_cast<std::size_t>(it - rooms.begin());
            const std::string next = rooms[(at + 1) % rooms.size()];
            wrapButton(p, "sensor-room", withMore ? cell(0, 1) : cell(0, 2),
                       m_sensorRoom.empty()
                           ? trc("one-night-only", "Not in a sensor room")
                           : trc("one-night-only", "In {room}: 1 die", {{"room", roomName(m_sensorRoom)}}),
                       m_sensorRoom.empty() ? ButtonStyle::Normal : ButtonStyle::Selected, [this, next] {
                           m_sensorRoom = next;
                           std::fill(m_chosen.begin(), m_chosen.end(), false);
                       });
        }
        const auto b = v["sensors"].empty() ? cell(0, mainSpan) : withMore ? cell(1, 2) : cell(2, 2);
        p.button(
            "roll", b,
            chosen == limit ? trnc("one-night-only", "Roll {n} die", "Roll {n} dice", limit)
                            : trc("one-night-only", "Choose {n} more", {{"n", limit - chosen}}),
            ButtonStyle::Primary, [this] { this->roll(); }, chosen == limit);
        return;
    }
    const bool vault = roll["breaks_vault"] == true;
    if (vault)
        wrapButton(p, "vault", withMore ? cell(0, 1) : cell(0, 2), trc("one-night-only", "On a keyhole: break in"),
                   ButtonStyle::Selected, [this] {
                       App& app = m_app;
                       m_app.push(std::make_unique<ConfirmScreen>(
                           m_app, tr("Break into the vault?"),
                           tr("Only from a keyhole: the night ends and this thief wins."),
                           trc("one-night-only", "Break in"), [&app] {
                               // The night ends at once: the break-in
                               // itself first, then the winner.
                               if (app.dispatch("ono.break_vault") && tableView(app).finished)
                                   app.push(vaultMoment(app));
                           }));
                   });
    // Beside the vault the button has half the row: the name goes where it does not fit on one
    // line (the seat in gold and the header say whose turn it is).
    const auto endBox = vault ? (withMore ? cell(1, 2) : cell(2, 2)) : cell(0, mainSpan);
    std::string endLabel = trc("one-night-only", "End {name}\u2019s turn", {{"name", player(m_app, seat).name}});
    if (p.textWidth(endLabel, t.body(), true) > endBox.width - t.px(16))
        endLabel = trc("one-night-only", "End the turn");
    p.button("end-turn", endBox, endLabel, ButtonStyle::Primary, [this] { endTurn(); });
}

std::vector<std::string> OneNightOnlyTableScreen::shopLabels(const Json& v) const {
    return {trc("one-night-only", "Buy\u2026"), trc("one-night-only", "Sell\u2026"),
            trc("one-night-only", "Refresh \u00b7 {n}", {{"n", v["refresh_price"].get<int>()}}),
            trc("one-night-only", "Sensor\u2026")};
}

bool OneNightOnlyTableScreen::shopRowFits(const Painter& p, const Json& v, float width, float bh) const {
    bool fits = true;
    buttonRowWidths(p, shopLabels(v), width, p.theme().px(12), bh, false, &fits);
    return fits;
}

void OneNightOnlyTableScreen::drawActions(Painter& p, const sf::FloatRect& r, const Json& v, bool withShop) {
    const auto& t = p.theme();
    const bool rolled = !v["roll"].is_null();
    const int seat = v["turn"];
    const Json& ledger = v["ledgers"][static_cast<std::size_t>(seat)];
    const float gap = t.px(12);
    const float rowGap = t.px(8); // the rows close together: the dice above keep their words
    const int rows = withShop ? 3 : 2;
    const float bh = std::max(t.leastTarget(), std::min(t.target(), (r.height - (rows - 1) * rowGap) / rows));
    drawTakeRow(p, {r.left, r.top, r.width, bh}, v);
    // Row 2: the shop (after the roll) and the sensors, each as wide as its words need; where
    // the dice would be short of height, these are under More.
    if (withShop) {
        const auto labels = shopLabels(v);
        const auto widths = buttonRowWidths(p, labels, r.width, gap, bh, false);
        std::vector<sf::FloatRect> cells;
        float x = r.left;
        for (float w : widths) {
            cells.push_back({x, r.top + bh + rowGap, w, bh});
            x += w + gap;
        }
        wrapButton(
            p, "buy", cells[0], labels[0], ButtonStyle::Normal,
            [this] { m_app.push(std::make_unique<OneNightOnlyBuyScreen>(m_app)); }, rolled);
        wrapButton(
            p, "sell", cells[1], labels[1], ButtonStyle::Normal,
            [this, seat] { m_app.push(std::make_unique<OneNightOnlyLedgerScreen>(m_app, seat)); },
            !ledger["gadgets"].empty());
        wrapButton(p, "refresh", cells[2], labels[2], ButtonStyle::Normal, [this] { refreshShop(); }, canRefresh(v));
        wrapButton(p, "sensor", cells[3], labels[3], ButtonStyle::Normal, [this] { sensorMenu(); });
    }
    // The last row: the next step.
    drawStepRow(p, {r.left, r.top + static_cast<float>(rows - 1) * (bh + rowGap), r.width, bh}, v, !withShop);
}

void OneNightOnlyTableScreen::moreMenu() {
    const Json v = view(m_app);
    const int seat = v["turn"];
    const Json& ledger = v["ledgers"][static_cast<std::size_t>(seat)];
    // The buttons a small table has no room for, with the same ids ("choice-buy" ...).
    std::vector<Choice> choices = {{"buy", trc("one-night-only", "Buy\u2026"), "", !v["roll"].is_null()},
                                   {"sell", trc("one-night-only", "Sell\u2026"), "", !ledger["gadgets"].empty()},
                                   {"refresh",
                                    trc("one-night-only", "Refresh \u00b7 {n}", {{"n", v["refresh_price"].get<int>()}}),
                                    "", canRefresh(v)},
                                   {"sensor", trc("one-night-only", "Sensor\u2026"), "", true}};
    m_app.push(std::make_unique<ChoiceScreen>(
        m_app, trc("one-night-only", "More"), "", choices, [this, seat](const std::string& id) {
            if (id == "buy")
                m_app.push(std::make_unique<OneNightOnlyBuyScreen>(m_app));
            else if (id == "sell")
                m_app.push(std::make_unique<OneNightOnlyLedgerScreen>(m_app, seat));
            else if (id == "refresh")
                refreshShop();
            else if (id == "sensor")
                sensorMenu();
        }));
}

} // namespace heist::ui::one_night_only
