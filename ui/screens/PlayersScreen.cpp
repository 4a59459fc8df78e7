#include "screens/PlayersScreen.hpp"

#include "App.hpp"
#include "games/Catalogue.hpp"
#include "screens/KeyboardScreen.hpp"
#include "widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {

PlayersScreen::PlayersScreen(App& app, std::string gameId)
    : Screen(app), m_game(games::definition(gameId)) {
    try {
        m_roster = m_app.store().roster();
    } catch (const std::exception&) {
        m_roster.clear();
    }
    m_offerPin = m_app.settingFlag("offer_pin", true);
}

std::string PlayersScreen::freeColour() const {
    for (const auto& id : playerColourIds())
        if (std::none_of(m_seats.begin(), m_seats.end(), [&](const auto& s) { return s.colour == id; }))
            return id;
    return playerColourIds().front();
}

void PlayersScreen::addPlayer(const std::string& name) {
    if (static_cast<int>(m_seats.size()) >= m_game.info().maxPlayers) {
        m_app.toast(m_game.info().title + " takes at most " + std::to_string(m_game.info().maxPlayers) +
                        " players.", true);
        return;
    }
    if (std::any_of(m_seats.begin(), m_seats.end(), [&](const auto& s) { return s.name == name; })) {
        m_app.toast(name + " is already at the table.", true);
        return;
    }
    m_seats.push_back({static_cast<int>(m_seats.size()), name, freeColour()});
    m_app.markDirty();
}

std::string PlayersScreen::problem() const {
    const int n = static_cast<int>(m_seats.size());
    const auto& info = m_game.info();
    if (n < info.minPlayers)
        return "Add " + std::to_string(info.minPlayers - n) + " more player" +
               (info.minPlayers - n == 1 ? "" : "s") + " (" + info.title + " is for " +
               std::to_string(info.minPlayers) + "\u2013" + std::to_string(info.maxPlayers) + ").";
    return "";
}

void PlayersScreen::start() {
    engine::SessionSetup setup;
    setup.players = m_seats;
    setup.seed = m_app.nextSeed();
    setup.houseRules = Json{{"offer_pin", m_offerPin}};
    if (m_game.info().id == "suspicion")
        setup.houseRules["other_printing_stacks"] = m_otherPrinting;
    if (m_game.info().id == "secret-night")
        setup.houseRules["escaped_thieves_return"] = m_escapedReturn;
    if (m_game.info().id == "one-night-only")
        for (const auto& [key, value] : m_onoRules.items())
            setup.houseRules[key] = value;
    if (m_game.info().id == "shadow-house-masquerade")
        setup.houseRules = Json{{"lightning", m_lightning}};
    if (auto wheel = m_app.store().setting("secret-night.wheel"); wheel && m_game.info().id == "secret-night") {
        const Json parsed = Json::parse(*wheel, nullptr, false);
        if (!parsed.is_discarded())
            setup.houseRules["wheel"] = parsed;
    }
    if (auto names = m_app.store().setting("suspicion.guest_names"); names && m_game.info().id == "suspicion") {
        const Json parsed = Json::parse(*names, nullptr, false);
        if (parsed.is_object())
            setup.houseRules["guest_names"] = parsed;
    }
    try {
        m_app.startSession(m_game, setup);
        m_app.setSettingFlag("offer_pin", m_offerPin);
        m_app.showTable();
    } catch (const std::exception& e) {
        m_app.toast(e.what(), true);
    }
}

void PlayersScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto& info = m_game.info();
    const float head = header(p, info.title + " \u00b7 Who is playing?",
                              std::to_string(info.minPlayers) + "\u2013" + std::to_string(info.maxPlayers) +
                                  " players, in seat order clockwise",
                              [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const float gap = t.px(12);
    const float startH = t.target();
    const float listW = portrait ? area.width : area.width * 0.56f;
    // Landscape: the seats have the left column to themselves, down to the bottom.
    const float listH = portrait ? area.height * 0.6f : area.height;
    const float rowH = std::max(64.f, std::min(t.target(), listH / (info.maxPlayers + 1) - gap * 0.6f));

    // Seats.
    float y = area.top;
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        auto& seat = m_seats[i];
        const sf::FloatRect row{area.left, y, listW, rowH};
        p.rect(row, p.colours().dusk, 14, p.colours().line, 1.5f);
        const float btn = std::max(64.f, rowH);
        const std::string n = std::to_string(i);
        // Colour: tap the token to give the seat the next free colour and shape.
        p.token({row.left + btn / 2, row.top + rowH / 2}, rowH * 0.3f, seat.colour);
        p.region("colour-" + n, {row.left, row.top, btn, rowH}, [this, i] {
            const auto& ids = playerColourIds();
            auto it = std::find(ids.begin(), ids.end(), m_seats[i].colour);
            for (std::size_t k = 1; k <= ids.size(); ++k) {
                const auto& next = ids[(static_cast<std::size_t>(it - ids.begin()) + k) % ids.size()];
                if (std::none_of(m_seats.begin(), m_seats.end(), [&](const auto& s) { return s.colour == next; })) {
                    m_seats[i].colour = next;
                    break;
                }
            }
        });
        const float nameX = row.left + btn + t.px(8);
        const float nameW = row.width - btn * 4 - t.px(16);
        p.text(seat.name, {nameX, row.top + (rowH - t.body()) / 2}, t.body(), p.colours().ivory, Align::Left, false, nameW);
        p.region("rename-" + n, {nameX, row.top, nameW, rowH}, [this, i] {
            m_app.push(std::make_unique<KeyboardScreen>(m_app, "Rename " + m_seats[i].name, m_seats[i].name,
                                                        [this, i](const std::string& name) {
                                                            if (i < m_seats.size())
                                                                m_seats[i].name = name;
                                                        }));
        });
        float bx = row.left + row.width - btn * 3;
        p.button("up-" + n, {bx, row.top, btn, rowH}, "\u25b2", ButtonStyle::Quiet,
                 [this, i] { std::swap(m_seats[i], m_seats[i - 1]); }, i > 0);
        bx += btn;
        p.button("down-" + n, {bx, row.top, btn, rowH}, "\u25bc", ButtonStyle::Quiet,
                 [this, i] { std::swap(m_seats[i], m_seats[i + 1]); }, i + 1 < m_seats.size());
        bx += btn;
        p.button("remove-" + n, {bx, row.top, btn, rowH}, "\u2715", ButtonStyle::Quiet,
                 [this, i] { m_seats.erase(m_seats.begin() + static_cast<long>(i)); });
        y += rowH + gap * 0.6f;
    }
    if (static_cast<int>(m_seats.size()) < info.maxPlayers)
        p.button("add-player", {area.left, y, listW, rowH}, "+ Type a name", ButtonStyle::Normal, [this] {
            m_app.push(std::make_unique<KeyboardScreen>(m_app, "Player " + std::to_string(m_seats.size() + 1),
                                                        "", [this](const std::string& name) { addPlayer(name); }));
        });
    y += rowH + gap;

    // Roster and house rules: beside the seats in landscape, below them in portrait.
    float sx = portrait ? area.left : area.left + listW + t.px(32);
    float sy = portrait ? y + gap : area.top;
    const float sw = portrait ? area.width : area.width - listW - t.px(32);
    std::vector<std::string> chips;
    for (const auto& r : m_roster)
        if (std::none_of(m_seats.begin(), m_seats.end(), [&](const auto& s) { return s.name == r; }))
            chips.push_back(r);
    if (!chips.empty()) {
        p.text("Played before", {sx, sy}, t.small(), p.colours().muted);
        sy += t.small() + t.px(12);
        float cx = sx;
        int shown = 0;
        for (const auto& name : chips) {
            const float w = std::min(sw, p.textWidth(name, t.body()) + t.px(40));
            if (cx + w > sx + sw) {
                cx = sx;
                sy += 64 + gap * 0.6f;
            }
            if (++shown > 12 || sy + 64 > area.top + area.height - startH * 3)
                break;
            p.button("roster-" + name, {cx, sy, w, 64}, name, ButtonStyle::Normal, [this, name] { addPlayer(name); });
            cx += w + gap * 0.6f;
        }
        sy += 64 + gap * 2;
    }
    p.text("House rules", {sx, sy}, t.small(), p.colours().muted);
    sy += t.small() + t.px(12);
    const float ruleH = t.target();
    if (m_game.info().id == "suspicion") {
        p.button("rule-stacks", {sx, sy, sw, ruleH},
                 m_otherPrinting ? "Stacks: other printing" : "Stacks: this rulebook",
                 ButtonStyle::Normal, [this] { m_otherPrinting = !m_otherPrinting; });
        sy += ruleH + gap;
    }
    if (m_game.info().id == "secret-night") {
        p.button("rule-escaped", {sx, sy, sw, ruleH},
                 m_escapedReturn ? "Escaped thieves: come back" : "Escaped thieves: gone for the night",
                 ButtonStyle::Normal, [this] { m_escapedReturn = !m_escapedReturn; });
        sy += ruleH + gap;
    }
    if (m_game.info().id == "one-night-only") {
        // SPEC 3.4 decisions, each a switch with the spec's default first.
        const std::vector<std::pair<std::string, std::pair<std::string, std::string>>> switches = {
            {"looting_strictly_greater", {"Looting: total \u2265 difficulty", "Looting: total > difficulty"}},
            {"one_case_per_roll", {"A roll loots every case it opens", "One case per roll"}},
            {"sixty_counts_gadgets", {"60 coins: jewels only", "60 coins: jewels and gadgets"}}};
        for (const auto& [key, labels] : switches) {
            const bool on = m_onoRules.value(key, false);
            const std::string k = key;
            p.button("rule-" + key, {sx, sy, sw, ruleH}, on ? labels.second : labels.first, ButtonStyle::Normal,
                     [this, k, on] { m_onoRules[k] = !on; });
            sy += ruleH + gap;
        }
    }
    const bool shadowHouse = m_game.info().id == "shadow-house-masquerade";
    if (shadowHouse) // the cards are on the table: no secret to peek at, so no PIN
        p.button("rule-lightning", {sx, sy, sw, ruleH},
                 m_lightning ? "Lightning: one round, no points" : "Match to 5 points",
                 ButtonStyle::Normal, [this] { m_lightning = !m_lightning; });
    else if (m_game.info().id != "one-night-only") // nothing secret there: no PIN to offer
        p.button("rule-pin", {sx, sy, sw, ruleH}, m_offerPin ? "PIN to peek again: offered" : "PIN to peek again: off",
                 ButtonStyle::Normal, [this] { m_offerPin = !m_offerPin; });

    // The one next step.
    const std::string why = problem();
    const sf::FloatRect go = portrait ? sf::FloatRect{area.left, area.top + area.height - startH, area.width, startH}
                                      : sf::FloatRect{sx, area.top + area.height - startH, sw, startH};
    if (!why.empty())
        p.text(why, {go.left + go.width / 2, go.top - t.small() - t.px(14)}, t.small(), p.colours().muted, Align::Center,
               false, go.width);
    const std::string startLabel = m_game.info().id == "one-night-only" ? "Start the night"
                                   : shadowHouse                         ? "Build the deck"
                                                                         : "Deal the secret identities";
    p.button("start", go, startLabel, ButtonStyle::Primary, [this] { start(); }, why.empty());
}

} // namespace heist::ui
