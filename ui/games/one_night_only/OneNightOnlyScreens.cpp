// One Night Only's screens off the table: buying a gadget with the proposed payment, a
// thief's ledger with its gadgets, and the winner screen with every ledger.
#include "ui/screens/HomeScreen.hpp"
#include "ui/screens/KeyboardScreen.hpp"
#include "ui/screens/MomentScreen.hpp"
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"
#include "ui/games/one_night_only/OneNightOnlyViewModel.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"

namespace heist::ui::one_night_only {

using games::one_night_only::jewelCount;
using games::one_night_only::jewelsWord;
using games::one_night_only::OneNightOnlyGame;

namespace {

std::string namesOf(App& app, const std::vector<int>& seats) {
    std::vector<std::string> names;
    for (int seat : seats)
        names.push_back(player(app, seat).name);
    return heist::listAnd(names);
}

// "- 3 +" with the value in the middle; returns the row's height.
void stepper(Painter& p, const std::string& id, const sf::FloatRect& r, int value, bool canDown, bool canUp,
             std::function<void(int)> change) {
    const auto& t = p.theme();
    const float b = std::max(p.theme().leastTarget(), r.height);
    p.button(id + "-minus", {r.left, r.top, b, b}, "\u2212", ButtonStyle::Normal, [change] { change(-1); }, canDown);
    p.textIn(std::to_string(value), {r.left + b, r.top, r.width - 2 * b, b}, t.heading(), p.colours().gold, true);
    p.button(
        id + "-plus", {r.left + r.width - b, r.top, b, b}, "+", ButtonStyle::Normal, [change] { change(1); }, canUp);
}

} // namespace

OneNightOnlyBuyScreen::OneNightOnlyBuyScreen(App& app) : Screen(app) { propose(); }

void OneNightOnlyBuyScreen::propose() {
    const auto s = tableView(m_app);
    const auto& l = s.purses.at(static_cast<std::size_t>(s.turn));
    const auto& rules = game(m_app).rules();
    auto p = rules.proposePayment(l.jewels, l.coins, m_price);
    m_payJewels = p ? p->jewels : std::vector<int>(rules.jewels.size(), 0);
    m_payCoins = p ? p->coins : 0;
    m_edited = false;
}

void OneNightOnlyBuyScreen::buy() {
    const auto& rules = game(m_app).rules();
    Json args{{"price", m_price}, {"sell", m_sell}, {"name", m_gadgetName}};
    if (m_edited) {
        games::one_night_only::Payment pay{m_payJewels, m_payCoins};
        args["payment"] = pay.toJson(rules.jewels);
    }
    // With gadgets counted towards the 60 coins (a house rule), a purchase can end the night.
    App& app = m_app;
    dispatchAskingAtEnd(app, "ono.buy_gadget", args, [&app](const engine::Event& e) {
        app.sound().play(Cue::Gem);
        const int change = e.payload["change"];
        const std::string text = app.live()->session().describe(e);
        app.toast(change > 0 ? tr("{text}. The change is in the ledger as loose coins.", {{"text", text}})
                             : trc("one-night-only", "{text}.", {{"text", text}}));
        app.popTo("ono-buy");
        app.pop();
        if (tableView(app).finished)
            app.push(std::make_unique<OneNightOnlyWinnerScreen>(app));
    });
}

void OneNightOnlyBuyScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const auto s = tableView(m_app);
    const auto& rules = game(m_app).rules();
    const auto& l = s.purses.at(static_cast<std::size_t>(s.turn));
    const std::string who = player(m_app, s.turn).name;
    const float head = header(p, trc("one-night-only", "Buy a gadget"),
                              tr("{name} pays \u00b7 change in loose coins", {{"name", who}}), [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const float gap = t.px(14);
    const float rowH = t.target();
    const float colW = portrait ? area.width : (area.width - t.px(40)) * 0.42f;

    // The card: price, sell value, name.
    float y = area.top;
    const float labelW = std::min(colW * 0.45f, t.px(220));
    auto labelled = [&](const std::string& label, const std::string& id, int value, int lo,
                        std::function<void(int)> f) {
        p.text(label, {area.left, y + (rowH - t.body()) / 2}, t.body(), p.colours().ivory, Align::Left, false, labelW);
        stepper(p, id, {area.left + labelW, y, colW - labelW, rowH}, value, value > lo, value < 99, std::move(f));
        y += rowH + gap;
    };
    labelled(trc("one-night-only", "Price"), "price", m_price, 0, [this](int d) {
        m_price += d;
        if (!m_edited)
            propose();
    });
    labelled(trc("one-night-only", "Sells for"), "sell", m_sell, 0, [this](int d) { m_sell += d; });
    p.button("name", {area.left, y, colW, rowH},
             m_gadgetName.empty() ? trc("one-night-only", "Name it (optional)\u2026") : m_gadgetName,
             ButtonStyle::Normal, [this] {
                 m_app.push(std::make_unique<KeyboardScreen>(
                     m_app, trc("one-night-only", "The gadget\u2019s name"), m_gadgetName,
                     [this](const std::string& n) { m_gadgetName = n; }, 24));
             });
    y += rowH + gap * 2;

    // The payment: proposed, editable jewel by jewel.
    const float px = portrait ? area.left : area.left + colW + t.px(40);
    const float pw = portrait ? area.width : area.width - colW - t.px(40);
    float py = portrait ? y : area.top;
    p.text(m_edited ? trc("one-night-only", "Payment (changed by hand)")
                    : tr("Payment proposed: least overpaid, best jewels kept"),
           {px, py}, t.small(), p.colours().muted, Align::Left, false, pw);
    py += t.small() + t.px(10);
    const float payRowH =
        std::max(t.leastTarget(), std::min(rowH, (area.top + area.height - py - rowH * 2 - gap * 7) / 5));
    const float stepW = std::min(pw * 0.45f, t.px(260));
    for (std::size_t j = 0; j <= rules.jewels.size(); ++j) {
        const bool coins = j == rules.jewels.size();
        const int held = coins ? l.coins : l.jewels[j];
        int& paying = coins ? m_payCoins : m_payJewels[j];
        if (!coins)
            drawJewel(p, {px + t.px(18), py + payRowH / 2}, t.px(30), rules.jewels[j].colour);
        else
            drawCoins(p, {px + t.px(18), py + payRowH / 2}, t.px(13));
        const std::string label =
            coins ? trc("one-night-only", "Loose coins")
                  : jewelsWord(rules.jewels[j]) + " (" + std::to_string(rules.jewels[j].value) + ")";
        p.text(label, {px + t.px(44), py + t.px(4)}, t.small(), p.colours().ivory, Align::Left, false,
               pw - stepW - t.px(50));
        p.text(trc("one-night-only", "holds {n}", {{"n", held}}), {px + t.px(44), py + t.px(8) + t.small()}, t.small(),
               p.colours().muted, Align::Left, false, pw - stepW - t.px(50));
        const std::string id = coins ? "pay-coins" : "pay-" + rules.jewels[j].id;
        stepper(p, id, {px + pw - stepW, py, stepW, payRowH}, paying, paying > 0, paying < held,
                [this, &paying](int d) {
                    paying += d;
                    m_edited = true;
                });
        py += payRowH + t.px(8);
    }
    const games::one_night_only::Payment pay{m_payJewels, m_payCoins};
    const int value = pay.value(rules.jewels);
    py += t.px(6);
    std::string summary;
    sf::Color ink = p.colours().ivory;
    if (value < m_price) {
        summary = trc("one-night-only", "{coins} missing", {{"coins", OneNightOnlyGame::coinsText(m_price - value)}});
        ink = p.colours().danger;
    } else {
        summary =
            value == m_price
                ? tr("Pays {value} for {price}: no change", {{"value", value}, {"price", m_price}})
                : tr("Pays {value} for {price}: {change} change",
                     {{"value", value}, {"price", m_price}, {"change", OneNightOnlyGame::coinsText(value - m_price)}});
    }
    p.text(summary, {px, py}, t.body(), ink, Align::Left, true, pw);
    py += t.body() + t.px(14);
    const float bw = (pw - gap) / 2;
    const float by = std::max(py, area.top + area.height - rowH);
    p.button(
        "propose", {px, by, bw, rowH}, trc("one-night-only", "Use the proposal"), ButtonStyle::Normal,
        [this] { propose(); }, m_edited);
    p.button(
        "buy", {px + bw + gap, by, bw, rowH}, trc("one-night-only", "Buy for {n}", {{"n", m_price}}),
        ButtonStyle::Primary, [this] { buy(); }, value >= m_price);
}

OneNightOnlyLedgerScreen::OneNightOnlyLedgerScreen(App& app, int seat) : Screen(app), m_seat(seat) {}

void OneNightOnlyLedgerScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const Json v = view(m_app);
    const Json& l = v["ledgers"][static_cast<std::size_t>(m_seat)];
    const std::string who = player(m_app, m_seat).name;
    const bool canSell = v["phase"] == "playing" && v["turn"] == m_seat;
    const float head =
        header(p, trc("one-night-only", "{name}\u2019s ledger", {{"name", who}}),
               trc("one-night-only", "Total {coins}", {{"coins", OneNightOnlyGame::coinsText(l["total"])}}),
               [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const float colW = portrait ? area.width : (area.width - t.px(40)) / 2;
    const float rowH = std::max(t.leastTarget(), t.px(70));
    float y = area.top;
    p.text(trc("one-night-only", "Jewels"), {area.left, y}, t.small(), p.colours().muted);
    y += t.small() + t.px(10);
    for (const auto& jw : rules.jewels) {
        const int n = l["jewels"][jw.id];
        const sf::FloatRect row{area.left, y, colW, rowH};
        p.rect(row, p.colours().dusk, 12, p.colours().line, 1.5f);
        drawJewel(p, {row.left + t.px(34), row.top + rowH / 2}, t.px(36), jw.colour);
        p.text(trc("one-night-only", "{jewels} \u00d7 {value}", {{"jewels", jewelCount(jw, n)}, {"value", jw.value}}),
               {row.left + t.px(70), row.top + (rowH - t.body()) / 2}, t.body(), p.colours().ivory, Align::Left, false,
               row.width - t.px(170));
        p.text(std::to_string(n * jw.value), {row.left + row.width - t.px(18), row.top + (rowH - t.heading()) / 2},
               t.heading(), p.colours().gold, Align::Right, true);
        y += rowH + t.px(8);
    }
    const sf::FloatRect loose{area.left, y, colW, rowH};
    p.rect(loose, p.colours().dusk, 12, p.colours().line, 1.5f);
    p.text(trc("one-night-only", "Loose coins (change, sales)"),
           {loose.left + t.px(20), loose.top + (rowH - t.body()) / 2}, t.body(), p.colours().ivory, Align::Left, false,
           loose.width - t.px(120));
    p.text(std::to_string(l["loose_coins"].get<int>()),
           {loose.left + loose.width - t.px(18), loose.top + (rowH - t.heading()) / 2}, t.heading(), p.colours().gold,
           Align::Right, true);
    y += rowH + t.px(8);
    const sf::FloatRect sum{area.left, y, colW, rowH};
    p.rect(sum, sf::Color(52, 46, 28), 12, p.colours().gold, 2.f);
    p.text(trc("one-night-only", "Jewels {jewels} + loose {loose} + gadgets {gadgets}",
               {{"jewels", l["jewel_value"].get<int>()},
                {"loose", l["loose_coins"].get<int>()},
                {"gadgets", l["gadget_value"].get<int>()}}),
           {sum.left + t.px(20), sum.top + (rowH - t.small()) / 2}, t.small(), p.colours().ivory, Align::Left, false,
           sum.width - t.px(120));
    p.text(std::to_string(l["total"].get<int>()), {sum.left + sum.width - t.px(18), sum.top + (rowH - t.heading()) / 2},
           t.heading(), p.colours().gold, Align::Right, true);
    y += rowH + t.px(20);

    float gx = portrait ? area.left : area.left + colW + t.px(40);
    float gy = portrait ? y : area.top;
    const float gw = portrait ? area.width : area.width - colW - t.px(40);
    p.text(l["gadgets"].empty() ? trc("one-night-only", "No gadgets")
                                : trc("one-night-only", "Gadgets (the sell value counts)"),
           {gx, gy}, t.small(), p.colours().muted);
    gy += t.small() + t.px(10);
    for (const auto& g : l["gadgets"]) {
        const int id = g["id"];
        const int sell = g["sell"];
        const std::string name = g["name"].get<std::string>().empty()
                                     ? trc("one-night-only", "Gadget {id}", {{"id", id}})
                                     : g["name"].get<std::string>();
        const float h = std::max(t.leastTarget(), t.px(96));
        const sf::FloatRect row{gx, gy, gw, h};
        p.rect(row, p.colours().dusk, 12, p.colours().line, 1.5f);
        const float sellW = canSell ? std::max(t.leastTarget(), t.px(200)) : 0;
        p.text(name, {row.left + t.px(18), row.top + t.px(10)}, t.body(), p.colours().ivory, Align::Left, true,
               row.width - sellW - t.px(36));
        p.text(trc("one-night-only", "bought for {price} \u00b7 sells for {sell}",
                   {{"price", g["price"].get<int>()}, {"sell", sell}}),
               {row.left + t.px(18), row.top + t.px(16) + t.body()}, t.small(), p.colours().muted, Align::Left, false,
               row.width - sellW - t.px(36));
        if (canSell)
            p.button("sell-" + std::to_string(id),
                     {row.left + row.width - sellW - t.px(10), row.top + (h - 64) / 2, sellW, 64},
                     trc("one-night-only", "Sell for {n}", {{"n", sell}}), ButtonStyle::Normal, [this, id] {
                         if (auto e = m_app.dispatch("ono.sell_gadget", Json{{"gadget", id}})) {
                             m_app.sound().play(Cue::Gem);
                             m_app.toast(
                                 tr("{text}: discard the card.", {{"text", m_app.live()->session().describe(*e)}}));
                         }
                     });
        gy += h + t.px(8);
        if (gy > area.top + area.height - h)
            break;
    }
}

OneNightOnlyWinnerScreen::OneNightOnlyWinnerScreen(App& app) : Screen(app), m_celebration(app.now()) {}

bool OneNightOnlyWinnerScreen::animating() const { return m_celebration.running(m_app.now()); }

void OneNightOnlyWinnerScreen::onBack() { m_app.replaceAll(std::make_unique<HomeScreen>(m_app)); }

std::unique_ptr<Screen> vaultMoment(App& app) {
    const Json v = view(app);
    CelebrationWords words;
    words.title = trc("one-night-only", "The vault breaks!");
    const auto seats = v["results"]["winners"].get<std::vector<int>>();
    for (int seat : seats)
        words.players.push_back({player(app, seat).name, player(app, seat).colour});
    words.moment = tr("{names} broke into the vault with {n} from a keyhole: the night ends at once.",
                      {{"names", namesOf(app, seats)}, {"n", game(app).rules().vault}});
    return std::make_unique<MomentScreen>(app, std::move(words), [&app] {
        app.pop();
        app.push(std::make_unique<OneNightOnlyWinnerScreen>(app));
    });
}

void OneNightOnlyWinnerScreen::draw(Painter& p) {
    if (!m_app.live())
        return;
    const auto& t = p.theme();
    const auto& rules = game(m_app).rules();
    const Json v = view(m_app);
    const Json& res = v["results"];
    if (res.is_null())
        return;
    const auto winners = res["winners"].get<std::vector<int>>();
    CelebrationWords words;
    for (int seat : winners)
        words.players.push_back({player(m_app, seat).name, player(m_app, seat).colour});
    const std::string ending = res["ending"];
    words.title = winners.size() == 1 ? trc("one-night-only", "{name} wins!", {{"name", namesOf(m_app, winners)}})
                                      : tr("A tie: they share the night!");
    words.moment = ending == "vault" ? tr("Broke into the vault with {n} from a keyhole.", {{"n", rules.vault}})
                   : ending == "sixty"
                       ? (v["house_rules"]["sixty_counts_gadgets"] == true
                              ? trn("Reached {n} coin in jewels and gadgets.",
                                    "Reached {n} coins in jewels and gadgets.", rules.winCoins)
                              : trn("Reached {n} coin in jewels.", "Reached {n} coins in jewels.", rules.winCoins))
                       : tr("The museum is empty: the most coins (jewels, loose coins, gadgets) wins.");
    const float m = t.margin();
    const auto size = p.size();
    float y = m + m_celebration.draw(p, {m, m, size.x - 2 * m, 0}, m_app.now(), words) + t.px(16);

    // Every ledger, best first.
    std::vector<int> order;
    for (const auto& s : res["scores"])
        order.push_back(s["seat"]);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return res["scores"][static_cast<std::size_t>(a)]["total"] >
               res["scores"][static_cast<std::size_t>(b)]["total"];
    });
    const float bottom = size.y - m - resultButtonsHeight(p, m_app) - t.px(20);
    const float gap = t.px(10);
    const float rowH =
        std::max(t.leastTarget(), std::min(t.px(150), (bottom - y - gap * (order.size() - 1)) / order.size()));
    for (int seat : order) {
        const Json& l = v["ledgers"][static_cast<std::size_t>(seat)];
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        const sf::FloatRect row{m, y, size.x - 2 * m, rowH};
        p.rect(row, won ? sf::Color(52, 46, 28) : p.colours().dusk, 14, won ? p.colours().gold : p.colours().line,
               won ? 3.f : 1.5f);
        const float pad = t.px(16);
        p.token({row.left + pad + t.px(18), row.top + pad + t.body() / 2.f}, t.px(18), player(m_app, seat).colour, won);
        const int total = l["total"].get<int>();
        p.text(player(m_app, seat).name, {row.left + pad + t.px(48), row.top + pad - t.px(2)}, t.body(),
               p.colours().ivory, Align::Left, true, row.width * 0.55f);
        p.text(OneNightOnlyGame::coinsText(total), {row.left + row.width - pad, row.top + pad - t.px(6)}, t.heading(),
               p.colours().gold, Align::Right, true);
        if (rowH >= t.px(90)) {
            std::string line;
            for (const auto& jw : rules.jewels)
                line += jewelCount(jw, l["jewels"][jw.id].get<int>()) + " \u00b7 ";
            line += trc("one-night-only", "jewels {jewels} + loose {loose} + gadgets {gadgets}",
                        {{"jewels", l["jewel_value"].get<int>()},
                         {"loose", l["loose_coins"].get<int>()},
                         {"gadgets", l["gadget_value"].get<int>()}});
            p.paragraph(line, {row.left + pad, row.top + pad + t.body() + t.px(14)}, t.small(), p.colours().muted,
                        row.width - 2 * pad);
        }
        y += rowH + gap;
    }
    drawResultButtons(p, m_app, [this] { onBack(); });
}

} // namespace heist::ui::one_night_only
